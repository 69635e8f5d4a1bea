use chrono::NaiveDate;
use kernel::period::DateSpan;
use kernel::Won;

use super::*;
use crate::model::{CoGp, UnionInput};
use crate::test_support::{day, union};

fn rule(checks: &[RuleCheck], key: RuleKey) -> &RuleCheck {
    checks.iter().find(|c| c.key == key).unwrap()
}

fn state_of(u: &Union, facts: &RuleFacts, key: RuleKey) -> RuleState {
    rule(&check(u, facts, day(2025, 6, 1)), key).state
}

/// The sample union's GP (3 units of 1,000,000) with `lp` committed and paid in by members,
/// the GP paying its commitment in full.
fn paid(members: i64, lp: i64) -> RuleFacts {
    RuleFacts {
        roster: Roster {
            gp_members: 1,
            lp_members: members,
            pending: 0,
            gp_committed: Won(3_000_000),
            lp_committed: Won(lp),
            gp_paid: Won(3_000_000),
            lp_paid: Won(lp),
        },
        ..RuleFacts::default()
    }
}

#[test]
fn a_union_by_the_book_is_ok_everywhere() {
    let checks = check(&union(), &paid(0, 0), day(2025, 6, 1));
    assert_eq!(checks.len(), 6, "a personal union has the unit price rule too");
    assert_eq!(worst(&checks), RuleState::Ok, "{checks:?}");
    let venture = Union { input: UnionInput { fund_type: FundType::Venture, ..union().input }, ..union() };
    let keys: Vec<RuleKey> = check(&venture, &paid(0, 0), day(2025, 6, 1)).iter().map(|c| c.key).collect();
    assert!(!keys.contains(&RuleKey::UnitPrice), "the law sets no unit for venture unions");
}

#[test]
fn forty_nine_members_are_allowed_and_the_fiftieth_is_not() {
    let u = union();
    let at = |members, pending| RuleFacts { roster: Roster { pending, ..paid(members, 0).roster }, ..paid(0, 0) };
    assert_eq!(state_of(&u, &at(48, 0), RuleKey::Members), RuleState::Ok, "the GP and 48 who paid");
    assert_eq!(state_of(&u, &at(48, 1), RuleKey::Members), RuleState::Warning, "one more on its way would be the 50th");
    assert_eq!(state_of(&u, &at(49, 0), RuleKey::Members), RuleState::Broken);
    let two_gps = RuleFacts { roster: Roster { gp_members: 2, ..at(48, 0).roster }, ..paid(0, 0) };
    assert_eq!(state_of(&u, &two_gps, RuleKey::Members), RuleState::Broken, "a co-GP is a member too");
}

#[test]
fn a_unit_of_990_000_won_is_refused_and_1_000_000_is_fine() {
    let mut u = union();
    u.input.unit_price = Won(990_000);
    u.input.unit_count = 200;
    let c = check(&u, &RuleFacts::default(), day(2025, 6, 1));
    assert_eq!(rule(&c, RuleKey::UnitPrice).state, RuleState::Broken);
    assert!(rule(&c, RuleKey::UnitPrice).reason.contains("990,000원"), "{:?}", rule(&c, RuleKey::UnitPrice));
    u.input.unit_price = Won(1_000_000);
    assert_eq!(state_of(&u, &RuleFacts::default(), RuleKey::UnitPrice), RuleState::Ok);
}

#[test]
fn the_planned_gp_units_break_below_three_percent_and_say_so_exactly() {
    let mut u = union();
    u.input.unit_count = 10_000;
    u.input.gp_unit_count = Some(299);
    let c = check(&u, &RuleFacts::default(), day(2025, 6, 1));
    assert_eq!(rule(&c, RuleKey::GpStake).state, RuleState::Broken);
    assert!(rule(&c, RuleKey::GpStake).reason.contains("2.99%"), "{:?}", rule(&c, RuleKey::GpStake));
    u.input.gp_unit_count = Some(300);
    assert_eq!(state_of(&u, &RuleFacts::default(), RuleKey::GpStake), RuleState::Ok);
    // A co-GP's units count with the managing GP's.
    u.input.gp_unit_count = Some(200);
    u.input.co_gps = vec![CoGp { company_name: "공동 GP".into(), unit_count: 100, amount: Won(100_000_000) }];
    assert_eq!(state_of(&u, &RuleFacts::default(), RuleKey::GpStake), RuleState::Ok);
    u.input.co_gps.clear();
    u.input.gp_unit_count = None;
    assert_eq!(state_of(&u, &RuleFacts::default(), RuleKey::GpStake), RuleState::Warning, "not typed is not known");
    // A venture union needs 1%.
    u.input.fund_type = FundType::Venture;
    u.input.unit_count = 1000;
    u.input.gp_unit_count = Some(9);
    assert_eq!(state_of(&u, &RuleFacts::default(), RuleKey::GpStake), RuleState::Broken);
    u.input.gp_unit_count = Some(10);
    assert_eq!(state_of(&u, &RuleFacts::default(), RuleKey::GpStake), RuleState::Ok);
}

#[test]
fn the_gp_stake_is_measured_on_the_money_committed_and_paid() {
    // The union: 100 units, the GP holds 3, one member paid 147 units: 2.00%, not 3.0%.
    let mut u = union();
    u.status = UnionStatus::Formed;
    let over = paid(1, 147_000_000);
    let c = check(&u, &over, day(2025, 6, 1));
    assert_eq!(rule(&c, RuleKey::GpStake).state, RuleState::Broken, "{:?}", rule(&c, RuleKey::GpStake));
    assert!(rule(&c, RuleKey::GpStake).reason.contains("(2.00%)"), "{:?}", rule(&c, RuleKey::GpStake));
    u.status = UnionStatus::Forming;
    assert_eq!(state_of(&u, &over, RuleKey::GpStake), RuleState::Warning, "not formed yet: still to be put right");
    // 3,000,000 of 100,000,000 is exactly 3%; one won more from members is under it.
    u.status = UnionStatus::Formed;
    assert_eq!(state_of(&u, &paid(5, 97_000_000), RuleKey::GpStake), RuleState::Ok);
    let c = check(&u, &paid(5, 97_000_001), day(2025, 6, 1));
    assert_eq!(rule(&c, RuleKey::GpStake).state, RuleState::Broken);
    assert!(rule(&c, RuleKey::GpStake).reason.contains("(2.99%)"), "{:?}", rule(&c, RuleKey::GpStake));
}

#[test]
fn a_gp_that_has_not_paid_in_keeps_the_union_from_being_formed() {
    let mut u = union();
    let mut facts = paid(5, 97_000_000);
    facts.roster.gp_paid = Won(2_999_999);
    u.status = UnionStatus::Recruiting;
    assert_eq!(state_of(&u, &facts, RuleKey::GpStake), RuleState::Ok, "before 결성진행중 payments are still coming");
    u.status = UnionStatus::Forming;
    assert_eq!(state_of(&u, &facts, RuleKey::GpStake), RuleState::Warning);
    u.status = UnionStatus::Formed;
    let c = check(&u, &facts, day(2025, 6, 1));
    assert_eq!(rule(&c, RuleKey::GpStake).state, RuleState::Broken);
    assert!(rule(&c, RuleKey::GpStake).reason.contains("(2.99%)"), "{:?}", rule(&c, RuleKey::GpStake));
}

#[test]
fn the_total_needs_one_eok_and_the_money_paid_counts_once_forming() {
    let mut u = union();
    u.input.unit_count = 99;
    u.input.gp_unit_count = Some(3);
    assert_eq!(state_of(&u, &RuleFacts::default(), RuleKey::Total), RuleState::Broken, "99,000,000 won");
    u.input.unit_count = 100;
    assert_eq!(state_of(&u, &RuleFacts::default(), RuleKey::Total), RuleState::Ok);
    // Forming: the GP's 3,000,000 plus 96,999,999 paid is one won short.
    u.status = UnionStatus::Forming;
    let short = paid(10, 96_999_999);
    assert_eq!(state_of(&u, &short, RuleKey::Total), RuleState::Warning);
    u.status = UnionStatus::Formed;
    assert_eq!(state_of(&u, &short, RuleKey::Total), RuleState::Broken);
    assert_eq!(state_of(&u, &paid(10, 97_000_000), RuleKey::Total), RuleState::Ok);
}

#[test]
fn a_venture_union_of_ten_to_twenty_eok_is_a_warning() {
    let mut u = union();
    u.input.fund_type = FundType::Venture;
    u.input.unit_price = Won(10_000_000);
    u.input.gp_unit_count = Some(10);
    u.input.unit_count = 99; // 9.9억
    assert_eq!(state_of(&u, &RuleFacts::default(), RuleKey::Total), RuleState::Broken);
    u.input.unit_count = 100; // 10억: only a 창업기획자 may
    assert_eq!(state_of(&u, &RuleFacts::default(), RuleKey::Total), RuleState::Warning);
    u.input.unit_count = 200; // 20억
    assert_eq!(state_of(&u, &RuleFacts::default(), RuleKey::Total), RuleState::Ok);
}

#[test]
fn a_term_of_five_years_ends_the_day_before_the_fifth_anniversary() {
    let mut u = union();
    assert_eq!(state_of(&u, &RuleFacts::default(), RuleKey::Term), RuleState::Ok, "2024-01-01 ~ 2028-12-31");
    u.input.duration_end_date = Some(day(2028, 12, 30));
    let c = check(&u, &RuleFacts::default(), day(2025, 6, 1));
    assert_eq!(rule(&c, RuleKey::Term).state, RuleState::Broken);
    assert!(rule(&c, RuleKey::Term).reason.contains("2028.12.31"), "{:?}", rule(&c, RuleKey::Term));
    u.input.duration_end_date = None;
    assert_eq!(state_of(&u, &RuleFacts::default(), RuleKey::Term), RuleState::Warning);
}

#[test]
fn the_investment_obligation_counts_the_ledger_up_to_its_deadline() {
    let mut u = union();
    u.status = UnionStatus::Formed;
    // Paid in: the GP's 3,000,000 and 97,000,000: 1억, half of it 50,000,000 by 2026-12-31
    // (three years from the term's first day, 2024-01-01, counted).
    let facts = |investments: Vec<(NaiveDate, Won)>| RuleFacts {
        investments: investments.into_iter().map(|(on, amount)| young(on, amount)).collect(),
        ..paid(10, 97_000_000)
    };
    let on = |u: &Union, today, f: &RuleFacts| rule(&check(u, f, today), RuleKey::InvestmentObligation).clone();
    let short = facts(vec![(day(2024, 5, 1), Won(30_000_000)), (day(2026, 12, 31), Won(19_999_999))]);
    let still = on(&u, day(2026, 12, 31), &short);
    assert_eq!(still.state, RuleState::Warning, "still within the three years");
    assert!(still.reason.contains("2026.12.31 (D-day)"), "{still:?}");
    assert!(still.reason.contains("(49.99%)"), "cut, never rounded up to 50.0%: {still:?}");
    assert_eq!(on(&u, day(2027, 1, 1), &short).state, RuleState::Broken, "the deadline passed one won short");
    let met = facts(vec![(day(2024, 5, 1), Won(30_000_000)), (day(2026, 12, 31), Won(20_000_000))]);
    assert_eq!(on(&u, day(2027, 1, 1), &met).state, RuleState::Ok);
    let late = facts(vec![(day(2024, 5, 1), Won(30_000_000)), (day(2027, 1, 1), Won(20_000_000))]);
    assert_eq!(on(&u, day(2027, 2, 1), &late).state, RuleState::Broken, "money invested after the deadline");
    // Registered on 2023-01-10: 민법 §157 leaves that day out, so the three years end with
    // 2026-01-10 (an investment that day counts, one on 01-11 does not).
    let registered = |invested_on| RuleFacts {
        registered_on: Some(day(2023, 1, 10)),
        ..facts(vec![(day(2023, 5, 1), Won(30_000_000)), (invested_on, Won(20_000_000))])
    };
    assert_eq!(on(&u, day(2026, 2, 1), &registered(day(2026, 1, 10))).state, RuleState::Ok);
    assert_eq!(on(&u, day(2026, 2, 1), &registered(day(2026, 1, 11))).state, RuleState::Broken);
    assert_eq!(on(&u, day(2026, 1, 10), &registered(day(2026, 1, 11))).state, RuleState::Warning, "last day");
    assert_eq!(on(&u, day(2026, 1, 11), &registered(day(2026, 1, 11))).state, RuleState::Broken);
    // Before formation nothing is late yet.
    u.status = UnionStatus::Recruiting;
    assert_eq!(on(&u, day(2030, 1, 1), &facts(vec![])).state, RuleState::Ok);
}

/// An investment in a startup founded a year before it (a 창업기업 on the day).
fn young(on: NaiveDate, amount: Won) -> InvestedFact {
    InvestedFact {
        startup_name: "신생".into(),
        invested_on: on,
        amount,
        founded_on: on.checked_sub_months(chrono::Months::new(12)),
        venture: None,
    }
}

#[test]
fn the_investment_obligation_leaves_out_what_the_law_does_not_count_and_says_why() {
    let mut u = union();
    u.status = UnionStatus::Formed;
    // Half of 1억 is due by 2026-12-31; 30,000,000 went to a 창업기업, 20,000,000 to a company
    // founded eight years before with no venture confirmation on the day.
    let old = InvestedFact {
        startup_name: "오래된기업".into(),
        invested_on: day(2025, 6, 1),
        amount: Won(20_000_000),
        founded_on: Some(day(2017, 5, 31)),
        venture: DateSpan::new(day(2025, 6, 2), day(2028, 6, 1)),
    };
    let facts = |second: InvestedFact| RuleFacts {
        investments: vec![young(day(2024, 5, 1), Won(30_000_000)), second],
        ..paid(10, 97_000_000)
    };
    let check_on = |f: &RuleFacts| rule(&check(&u, f, day(2027, 1, 1)), RuleKey::InvestmentObligation).clone();
    let short = check_on(&facts(old.clone()));
    assert_eq!(short.state, RuleState::Broken, "{short:?}");
    assert!(short.reason.contains("30,000,000원 투자 (30.00%)"), "{short:?}");
    assert!(short.reason.contains("요건에 맞지 않는 투자 1건 20,000,000원은 빼고"), "{short:?}");
    assert_eq!(
        short.notes,
        ["오래된기업 2025.06.01 20,000,000원: 설립(2017.05.31) 후 7년이 지났고 벤처기업 확인 기간(2025.06.02 ~ 2028.06.01) 밖입니다"]
    );
    // Confirmed a day earlier, the same money counts as a 벤처기업's.
    let venture = InvestedFact { venture: DateSpan::new(day(2025, 6, 1), day(2028, 5, 31)), ..old.clone() };
    let met = check_on(&facts(venture));
    assert_eq!(met.state, RuleState::Ok, "{met:?}");
    assert!(met.notes.is_empty());
    // Founded a day later, it was still within its seventh year.
    let younger = InvestedFact { founded_on: Some(day(2018, 6, 1)), venture: None, ..old };
    assert_eq!(check_on(&facts(younger)).state, RuleState::Ok);
}
