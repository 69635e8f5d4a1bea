use chrono::NaiveDate;
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

#[test]
fn a_union_by_the_book_is_ok_everywhere() {
    let checks = check(&union(), &RuleFacts::default(), day(2025, 6, 1));
    assert_eq!(checks.len(), 6, "a personal union has the unit price rule too");
    assert_eq!(worst(&checks), RuleState::Ok, "{checks:?}");
    let venture = Union { input: UnionInput { fund_type: FundType::Venture, ..union().input }, ..union() };
    let keys: Vec<RuleKey> = check(&venture, &RuleFacts::default(), day(2025, 6, 1)).iter().map(|c| c.key).collect();
    assert!(!keys.contains(&RuleKey::UnitPrice), "the law sets no unit for venture unions");
}

#[test]
fn forty_nine_members_are_allowed_and_the_fiftieth_is_not() {
    let u = union();
    // The GP is the first member: 48 paying applicants make 49.
    assert_eq!(paying_applicant_cap(&u), 48);
    let at = |paid, pending| RuleFacts { paid_members: paid, pending_members: pending, ..RuleFacts::default() };
    assert_eq!(state_of(&u, &at(48, 0), RuleKey::Members), RuleState::Ok);
    assert_eq!(state_of(&u, &at(48, 1), RuleKey::Members), RuleState::Warning, "one more on its way would be the 50th");
    assert_eq!(state_of(&u, &at(49, 0), RuleKey::Members), RuleState::Broken);
    let with_co_gp = Union {
        input: UnionInput {
            co_gps: vec![CoGp { company_name: "공동 GP".into(), unit_count: 1, amount: Won(1_000_000) }],
            ..u.input.clone()
        },
        ..u
    };
    assert_eq!(paying_applicant_cap(&with_co_gp), 47, "a co-GP is a member too");
    assert_eq!(state_of(&with_co_gp, &at(48, 0), RuleKey::Members), RuleState::Broken);
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
fn the_gp_stake_breaks_below_three_percent() {
    let mut u = union();
    u.input.unit_count = 1000;
    u.input.unit_price = Won(1_000_000);
    u.input.gp_unit_count = Some(29);
    let c = check(&u, &RuleFacts::default(), day(2025, 6, 1));
    assert_eq!(rule(&c, RuleKey::GpStake).state, RuleState::Broken);
    assert!(rule(&c, RuleKey::GpStake).reason.contains("2.9%"), "{:?}", rule(&c, RuleKey::GpStake));
    u.input.gp_unit_count = Some(30);
    assert_eq!(state_of(&u, &RuleFacts::default(), RuleKey::GpStake), RuleState::Ok);
    // A co-GP's units count with the managing GP's.
    u.input.gp_unit_count = Some(20);
    u.input.co_gps = vec![CoGp { company_name: "공동 GP".into(), unit_count: 10, amount: Won(10_000_000) }];
    assert_eq!(state_of(&u, &RuleFacts::default(), RuleKey::GpStake), RuleState::Ok);
    u.input.co_gps.clear();
    u.input.gp_unit_count = None;
    assert_eq!(state_of(&u, &RuleFacts::default(), RuleKey::GpStake), RuleState::Warning, "not typed is not known");
    // A venture union needs 1%.
    u.input.fund_type = FundType::Venture;
    u.input.unit_price = Won(10_000_000);
    u.input.gp_unit_count = Some(9);
    assert_eq!(state_of(&u, &RuleFacts::default(), RuleKey::GpStake), RuleState::Broken);
    u.input.gp_unit_count = Some(10);
    assert_eq!(state_of(&u, &RuleFacts::default(), RuleKey::GpStake), RuleState::Ok);
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
    let short = RuleFacts { paid_amount: Won(96_999_999), ..RuleFacts::default() };
    assert_eq!(state_of(&u, &short, RuleKey::Total), RuleState::Warning);
    u.status = UnionStatus::Formed;
    assert_eq!(state_of(&u, &short, RuleKey::Total), RuleState::Broken);
    let enough = RuleFacts { paid_amount: Won(97_000_000), ..RuleFacts::default() };
    assert_eq!(state_of(&u, &enough, RuleKey::Total), RuleState::Ok);
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
    // Paid in: the GP's 3,000,000 and 97,000,000: 1억, half of it 50,000,000 by 2026-12-31.
    let facts = |investments: Vec<(NaiveDate, Won)>| RuleFacts {
        paid_members: 10,
        paid_amount: Won(97_000_000),
        investments,
        ..RuleFacts::default()
    };
    let on = |u: &Union, today, f: &RuleFacts| rule(&check(u, f, today), RuleKey::InvestmentObligation).state;
    let short = facts(vec![(day(2024, 5, 1), Won(30_000_000)), (day(2026, 12, 31), Won(19_999_999))]);
    assert_eq!(on(&u, day(2026, 12, 31), &short), RuleState::Warning, "still within the three years");
    assert_eq!(on(&u, day(2027, 1, 1), &short), RuleState::Broken, "the deadline passed one won short");
    let met = facts(vec![(day(2024, 5, 1), Won(30_000_000)), (day(2026, 12, 31), Won(20_000_000))]);
    assert_eq!(on(&u, day(2027, 1, 1), &met), RuleState::Ok);
    let late = facts(vec![(day(2024, 5, 1), Won(30_000_000)), (day(2027, 1, 1), Won(20_000_000))]);
    assert_eq!(on(&u, day(2027, 2, 1), &late), RuleState::Broken, "money invested after the deadline does not count");
    // Registered on 2024-03-10, the three years run to 2027-03-09 instead.
    let registered = RuleFacts { registered_on: Some(day(2024, 3, 10)), ..late.clone() };
    assert_eq!(on(&u, day(2027, 2, 1), &registered), RuleState::Ok, "within three years of registration");
    let after = RuleFacts {
        registered_on: Some(day(2024, 3, 10)),
        ..facts(vec![(day(2024, 5, 1), Won(30_000_000)), (day(2027, 3, 10), Won(20_000_000))])
    };
    assert_eq!(on(&u, day(2027, 3, 10), &after), RuleState::Broken, "the day after the registration's three years");
    // Before formation nothing is late yet.
    u.status = UnionStatus::Recruiting;
    assert_eq!(on(&u, day(2030, 1, 1), &facts(vec![])), RuleState::Ok);
}
