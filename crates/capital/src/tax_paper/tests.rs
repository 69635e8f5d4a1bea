use super::*;
use union::test_support::day;

fn member(id: i64, lp_type: LpType) -> TaxMember {
    TaxMember {
        applicant: ApplicantId(id),
        name: format!("조합원{id}"),
        lp_type,
        lp_member: None,
        address: String::new(),
        masked_number: String::new(),
        sealed_number: None,
        paid: Won::ZERO,
        last_paid_on: None,
        email: None,
    }
}

fn lot(id: i64, on: NaiveDate, amount: i64) -> Lot {
    Lot { payer: Payer::Applicant(ApplicantId(id)), paid_on: on, amount: Won(amount) }
}

fn facts(union: i64, fund_type: FundType, lots: Vec<Lot>, investments: Vec<(NaiveDate, Won)>) -> TaxFacts {
    let mut ids: Vec<i64> = lots.iter().filter_map(|l| l.payer.applicant()).map(|a| a.get()).collect();
    ids.sort_unstable();
    ids.dedup();
    TaxFacts {
        union: UnionId(union),
        union_name: format!("{union}호 조합"),
        fund_type,
        firm_name: "한빛벤처스".into(),
        issuer: "한빛벤처스".into(),
        lots,
        investments,
        members: ids.into_iter().map(|id| member(id, LpType::Individual)).collect(),
    }
}

fn alone(union: UnionId, m: &TaxMember) -> Person {
    Person::Application(union, m.applicant)
}

fn line(lines: &[TaxLine], id: i64) -> &TaxLine {
    lines.iter().find(|l| l.member.applicant == ApplicantId(id)).unwrap()
}

#[test]
fn a_venture_union_member_deducts_ten_percent_of_what_they_paid_that_year() {
    // The case: 20,000,000 paid in 2026 is 2,000,000, whatever the union invested.
    let f = facts(
        1,
        FundType::Venture,
        vec![lot(1, day(2026, 3, 2), 20_000_000)],
        vec![(day(2026, 6, 1), Won(90_000_000))],
    );
    assert_eq!(f.years(), [2026]);
    let lines = year_lines(std::slice::from_ref(&f), f.union, 2026, &alone);
    let l = line(&lines, 1);
    assert_eq!((l.rule, l.invested, l.deductible), (DeductionRule::TenPercent, Won(20_000_000), Won(2_000_000)));
    assert_eq!(year_lines(std::slice::from_ref(&f), f.union, 2027, &alone)[0].deductible, Won::ZERO);
}

#[test]
fn an_investment_is_split_over_the_money_in_on_its_day_and_later_money_never_counts_for_it() {
    // Member 1 paid before the investment of 2026-05-01, member 2 a day after it.
    let lots = vec![lot(1, day(2026, 4, 1), 10_000_000), lot(2, day(2026, 5, 2), 10_000_000)];
    let investments = vec![(day(2026, 5, 1), Won(30_000_000)), (day(2026, 6, 1), Won(10_000_000))];
    let f = facts(1, FundType::Personal, lots, investments);
    let lines = year_lines(std::slice::from_ref(&f), f.union, 2026, &alone);
    assert_eq!(line(&lines, 1).invested, Won(10_000_000), "all of member 1's money went into the first");
    assert_eq!(line(&lines, 2).invested, Won(10_000_000), "member 2's only into the second");
    // Someone paying in 2027 changes nothing of 2026.
    let mut later = f.clone();
    later.lots.push(lot(3, day(2027, 1, 5), 50_000_000));
    later.members.push(member(3, LpType::Individual));
    let again = year_lines(std::slice::from_ref(&later), later.union, 2026, &alone);
    assert_eq!(line(&again, 1).deductible, line(&lines, 1).deductible);
    assert_eq!(line(&again, 2).deductible, line(&lines, 2).deductible);
    assert_eq!(line(&again, 3).deductible, Won::ZERO);
}

#[test]
fn a_payment_a_day_after_an_investment_takes_no_part_in_it() {
    let lots = vec![lot(1, day(2026, 5, 1), 5_000_000), lot(2, day(2026, 5, 2), 5_000_000)];
    let f = facts(1, FundType::Personal, lots, vec![(day(2026, 5, 1), Won(4_000_000))]);
    let a = f.amounts(2026);
    assert_eq!(a.get(&ApplicantId(1)).map(|a| a.basis), Some(Won(4_000_000)), "paid the same day: in");
    assert_eq!(a.get(&ApplicantId(2)), None);
}

#[test]
fn the_gps_money_takes_its_part_and_odd_splits_add_up_to_the_won() {
    let lots = vec![
        Lot { payer: Payer::Gp(crate::book::GpSeat(0)), paid_on: day(2026, 1, 2), amount: Won(1) },
        lot(1, day(2026, 1, 2), 1),
        lot(2, day(2026, 1, 2), 1),
    ];
    let used = uses(&lots, &[(day(2026, 2, 1), Won(2))]);
    assert_eq!(used.iter().map(|u| u.amount.get()).sum::<i64>(), 2);
    assert_eq!(used.iter().map(|u| u.lot).collect::<Vec<_>>(), [0, 1], "one won each, the earlier first");
    // More invested than paid in uses what there is.
    let all = uses(&lots, &[(day(2026, 2, 1), Won(300))]);
    assert_eq!(all.iter().map(|u| u.amount.get()).sum::<i64>(), 3);
}

#[test]
fn money_not_invested_by_the_end_of_the_next_year_or_paid_after_the_sunset_deducts_nothing() {
    let lots = vec![lot(1, day(2025, 1, 10), 10_000_000), lot(2, day(2026, 1, 10), 10_000_000)];
    let f = facts(1, FundType::Personal, lots, vec![(day(2027, 3, 1), Won(20_000_000))]);
    let a = f.amounts(2027);
    assert_eq!(a[&ApplicantId(1)], YearAmount { basis: Won::ZERO, late: Won(10_000_000) }, "2025 money in 2027");
    assert_eq!(a[&ApplicantId(2)], YearAmount { basis: Won(10_000_000), late: Won::ZERO }, "2026 money in 2027");
    let after = facts(2, FundType::Venture, vec![lot(1, day(2029, 1, 2), 10_000_000)], vec![]);
    assert_eq!(after.amounts(2029)[&ApplicantId(1)].late, Won(10_000_000));
    let lines = year_lines(std::slice::from_ref(&after), after.union, 2029, &alone);
    assert_eq!(lines[0].deductible, Won::ZERO);
}

#[test]
fn one_person_in_two_unions_has_the_bands_applied_to_their_year_together() {
    let one = facts(
        1,
        FundType::Personal,
        vec![lot(10, day(2026, 1, 5), 30_000_000)],
        vec![(day(2026, 3, 1), Won(30_000_000))],
    );
    let two = facts(
        2,
        FundType::Personal,
        vec![lot(20, day(2026, 1, 5), 20_000_000)],
        vec![(day(2026, 4, 1), Won(20_000_000))],
    );
    let all = [one.clone(), two.clone()];
    // Applications 10 and 20 are the same person.
    let same = |u: UnionId, m: &TaxMember| {
        if [10, 20].contains(&m.applicant.get()) {
            Person::Resident("8001011234567".into())
        } else {
            Person::Application(u, m.applicant)
        }
    };
    let a = &year_lines(&all, one.union, 2026, &same)[0];
    let b = &year_lines(&all, two.union, 2026, &same)[0];
    // 50,000,000 in all: 30,000,000 + 70% of 20,000,000 = 44,000,000, split 3:2.
    assert_eq!((a.deductible, b.deductible), (Won(26_400_000), Won(17_600_000)));
    assert_eq!(a.combined, [("2호 조합".to_string(), Won(20_000_000))]);
    assert_eq!(b.combined, [("1호 조합".to_string(), Won(30_000_000))]);
    // Apart, each would have been deducted in full: 30,000,000 and 20,000,000.
    let apart = year_lines(&all, one.union, 2026, &alone);
    assert_eq!((apart[0].deductible, apart[0].combined.len()), (Won(30_000_000), 0));
}

#[test]
fn corporations_get_a_line_but_no_deduction() {
    let mut f = facts(
        1,
        FundType::Personal,
        vec![lot(1, day(2026, 1, 10), 40_000_000), lot(2, day(2026, 1, 10), 40_000_000)],
        vec![(day(2026, 6, 1), Won(80_000_000))],
    );
    f.members[1].lp_type = LpType::Corporate;
    let lines = year_lines(std::slice::from_ref(&f), f.union, 2026, &alone);
    assert_eq!((lines[0].invested, lines[0].deductible), (Won(40_000_000), Won(37_000_000)));
    assert_eq!((lines[1].invested, lines[1].deductible), (Won(40_000_000), Won::ZERO));
    assert_eq!(f.years(), [2026]);
}

#[test]
fn resident_numbers_are_13_digits_with_a_real_birth_date() {
    assert_eq!(parse_resident_number("800101-1234567").unwrap(), "8001011234567");
    assert_eq!(parse_resident_number(" 0502283123456 ").unwrap(), "0502283123456");
    for bad in ["800101-123456", "801301-1234567", "800230-1234567", "800101-9234567", "80010a-1234567", ""] {
        assert!(parse_resident_number(bad).is_err(), "{bad}");
    }
    assert_eq!(mask_resident_number("8001011234567"), "800101-1******");
    assert_eq!(print_resident_number("8001011234567"), "800101-1234567");
}
