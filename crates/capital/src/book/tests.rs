use chrono::{TimeZone, Utc};

use super::*;
use crate::distribution::{DistributionDraft, DistributionId, DistributionKind};
use union::rules::MAX_MEMBERS;
use union::test_support::day;

fn member(id: i64, status: ApplicantStatus, commitment: i64) -> Member {
    Member::applicant(ApplicantId(id), format!("조합원{id}"), status, Won(commitment))
}

fn gp(seat: i32, commitment: i64) -> Member {
    Member::gp(GpSeat(seat), if seat == 0 { "한빛벤처스".into() } else { format!("공동GP{seat}") }, Won(commitment))
}

const GP: Payer = Payer::Gp(GpSeat::MANAGING);

fn call(id: i64, number: i32, due_on: NaiveDate, percent: i32) -> CapitalCall {
    CapitalCall { id: CapitalCallId(id), number, due_on, percent, note: String::new() }
}

fn payment(id: i64, applicant: i64, call: Option<i64>, paid_on: NaiveDate, amount: i64) -> Payment {
    paid_by(id, Payer::Applicant(ApplicantId(applicant)), call, paid_on, amount)
}

fn paid_by(id: i64, payer: Payer, call: Option<i64>, paid_on: NaiveDate, amount: i64) -> Payment {
    Payment {
        id: PaymentId(id),
        payer,
        call: call.map(CapitalCallId),
        paid_on,
        amount: Won(amount),
        note: String::new(),
        recorded_by: "최운용".into(),
        recorded_at: Utc.with_ymd_and_hms(2027, 1, 1, 0, 0, 0).unwrap(),
    }
}

/// An 분할납 union of 100,000,000: the GP committed 1,000,000, member 1 (S) owes 10,000,000,
/// member 2 (S) 3,333,333, member 3 is under review; call 1 asks 30% by 2027-02-01.
fn book() -> CapitalBook {
    CapitalBook {
        method: PaymentMethod::Installment,
        due_date: None,
        closes_on: day(2027, 12, 31),
        opened_on: day(2027, 1, 1),
        target: Won(100_000_000),
        calls: vec![call(1, 1, day(2027, 2, 1), 30)],
        members: vec![
            gp(0, 1_000_000),
            member(1, ApplicantStatus::DocumentsSubmitted, 10_000_000),
            member(2, ApplicantStatus::DocumentsSubmitted, 3_333_333),
            member(3, ApplicantStatus::UnderReview, 5_000_000),
        ],
        payments: vec![],
        distributions: vec![],
    }
}

/// The applicant member `id` of [`book`].
fn m(b: &CapitalBook, id: i64) -> &Member {
    b.member_of(Payer::Applicant(ApplicantId(id))).unwrap()
}

fn pay(applicant: i64, call: Option<i64>, on: NaiveDate, amount: i64) -> CapitalWrite {
    pay_as(Payer::Applicant(ApplicantId(applicant)), call, on, amount)
}

fn pay_as(payer: Payer, call: Option<i64>, on: NaiveDate, amount: i64) -> CapitalWrite {
    CapitalWrite::Pay(PaymentDraft {
        payer,
        call: call.map(CapitalCallId),
        paid_on: Some(on),
        amount: Some(amount),
        note: None,
    })
}

fn fields(r: Result<Plan, CapitalRefusal>) -> Vec<(String, String)> {
    match r {
        Err(CapitalRefusal::Invalid(e)) => {
            e.into_iter().map(|f| (f.field.to_string(), f.message.to_string())).collect()
        }
        other => panic!("expected field errors, got {other:?}"),
    }
}

#[test]
fn shares_of_calls_that_reach_100_percent_add_up_to_the_commitment_to_the_won() {
    for commitment in [3_333_333, 10_000_001, 1, 99, 1_000_000] {
        for split in [[33, 33, 34], [1, 98, 1], [50, 25, 25], [10, 45, 45]] {
            let mut before = 0;
            let mut sum = 0;
            for p in split {
                sum += call_share(Won(commitment), before, p).get();
                before += p;
            }
            assert_eq!(sum, commitment, "{commitment} over {split:?}");
        }
    }
    assert_eq!(call_share(Won(3_333_333), 0, 30), Won(999_999));
    assert_eq!(call_share(Won(3_333_333), 30, 30), Won(1_000_000));
}

#[test]
fn a_partial_payment_leaves_the_rest_owed_and_a_passed_due_date_makes_it_late() {
    let mut b = book();
    b.payments.push(payment(1, 1, Some(1), day(2027, 1, 10), 1_000_000));
    let p = b.position(m(&b, 1), day(2027, 2, 1));
    assert_eq!((p.called, p.paid, p.late, p.state), (Won(3_000_000), Won(1_000_000), Won::ZERO, ShareState::Partial));
    assert_eq!(p.shares[0].outstanding(), Won(2_000_000));
    let p = b.position(m(&b, 1), day(2027, 2, 2));
    assert_eq!((p.late, p.state), (Won(2_000_000), ShareState::Late), "the day after the due date");
    let unpaid = b.position(m(&b, 2), day(2027, 1, 5));
    assert_eq!(unpaid.state, ShareState::Unpaid);
}

#[test]
fn the_view_sums_members_who_owe_and_the_percent_calls_may_still_ask() {
    let mut b = book();
    b.payments.push(payment(1, 1, Some(1), day(2027, 1, 10), 3_000_000));
    b.payments.push(paid_by(2, GP, Some(1), day(2027, 1, 10), 300_000));
    let v = b.view(day(2027, 3, 1));
    assert_eq!(v.positions.len(), 3, "the GP and two members; the applicant under review owes nothing yet");
    assert_eq!(v.positions[0].member.payer, GP, "the GP first");
    assert_eq!(v.commitment, Won(14_333_333));
    assert_eq!(v.called, Won(300_000 + 3_000_000 + 999_999));
    assert_eq!(v.paid, Won(3_300_000));
    assert_eq!((v.late_members, v.percent_left), (1, 70));
    assert_eq!((v.calls[0].called, v.calls[0].paid, v.calls[0].late_members), (Won(4_299_999), Won(3_300_000), 1));
    let r = v.roster;
    assert_eq!((r.gp_members, r.lp_members, r.pending), (1, 1, 2), "member 2 and the applicant under review wait");
    // Member 2 owes 999,999 on the call due 2027-02-01; the GP and member 1 paid theirs.
    assert_eq!(v.arrears, Arrears { members: 1, amount: Won(999_999), since: Some(day(2027, 2, 1)) });
    assert_eq!(b.arrears(day(2027, 2, 1)), Arrears::default(), "on the due date nobody is late yet");
    assert_eq!((r.committed(), r.paid()), (Won(11_000_000), Won(3_300_000)));
}

#[test]
fn paying_the_first_call_in_two_parts_makes_the_member_paid_on_the_second() {
    let mut b = book();
    let first = b.plan(&pay(1, Some(1), day(2027, 1, 10), 1_000_000), day(2027, 1, 20)).unwrap();
    assert_eq!(first.status, None);
    assert_eq!(first.pay.as_ref().map(|p| p.amount), Some(Won(1_000_000)));
    b.payments.push(payment(1, 1, Some(1), day(2027, 1, 10), 1_000_000));
    let second = b.plan(&pay(1, Some(1), day(2027, 1, 20), 2_000_000), day(2027, 1, 20)).unwrap();
    assert_eq!(
        second.status,
        Some(StatusMove {
            applicant: ApplicantId(1),
            from: ApplicantStatus::DocumentsSubmitted,
            to: ApplicantStatus::Paid
        })
    );
}

#[test]
fn a_payment_may_not_exceed_what_is_left_on_its_call() {
    let mut b = book();
    b.payments.push(payment(1, 1, Some(1), day(2027, 1, 10), 2_999_999));
    assert_eq!(
        fields(b.plan(&pay(1, Some(1), day(2027, 1, 11), 2), day(2027, 1, 20))),
        [("amount".into(), "남은 금액은 1원입니다.".into())]
    );
    assert!(b.plan(&pay(1, Some(1), day(2027, 1, 11), 1), day(2027, 1, 20)).is_ok());
    b.payments.push(payment(2, 1, Some(1), day(2027, 1, 11), 1));
    assert_eq!(
        fields(b.plan(&pay(1, Some(1), day(2027, 1, 12), 1), day(2027, 1, 20)))[0].1,
        "이 출자금은 모두 납입되었습니다."
    );
}

#[test]
fn payments_are_dated_between_the_recruitment_start_and_today() {
    let b = book();
    let today = day(2027, 1, 20);
    assert_eq!(fields(b.plan(&pay(1, Some(1), day(2027, 1, 21), 1), today))[0].1, "납입일은 오늘 이후일 수 없습니다.");
    assert!(b.plan(&pay(1, Some(1), today, 1), today).is_ok());
    assert_eq!(
        fields(b.plan(&pay(1, Some(1), day(2026, 12, 31), 1), today))[0].1,
        "납입일은 모집 시작일(2027.01.01) 이후여야 합니다."
    );
    assert!(b.plan(&pay(1, Some(1), day(2027, 1, 1), 1), today).is_ok());
    assert_eq!(fields(b.plan(&pay(1, Some(1), today, 0), today))[0].0, "amount");
}

#[test]
fn who_pays_and_against_what() {
    let b = book();
    let today = day(2027, 1, 20);
    assert_eq!(b.plan(&pay(3, Some(1), today, 1), today), Err(CapitalRefusal::NotMember));
    assert_eq!(b.plan(&pay(9, Some(1), today, 1), today), Err(CapitalRefusal::ApplicantNotFound));
    assert_eq!(b.plan(&pay(1, Some(7), today, 1), today), Err(CapitalRefusal::CallNotFound));
    assert_eq!(fields(b.plan(&pay(1, None, today, 1), today))[0].0, "call_id");
    let lump = CapitalBook { method: PaymentMethod::LumpSum, calls: vec![], ..book() };
    assert_eq!(fields(lump.plan(&pay(1, Some(1), today, 1), today))[0].0, "call_id");
    assert!(lump.plan(&pay(1, None, today, 10_000_000), today).unwrap().status.is_some());
}

/// `n` members who each paid a won of the first call, besides the book's.
fn with_holders(mut b: CapitalBook, n: i64) -> CapitalBook {
    for i in 0..n {
        b.members.push(member(100 + i, ApplicantStatus::DocumentsSubmitted, 1_000_000));
        b.payments.push(payment(100 + i, 100 + i, Some(1), day(2027, 1, 5), 1));
    }
    b
}

#[test]
fn the_first_won_of_a_50th_member_is_refused() {
    // The GP and 47 holders: member 1 is the 49th, member 2 would be the 50th.
    let b = with_holders(book(), MAX_MEMBERS - 2);
    let part = pay(1, Some(1), day(2027, 1, 10), 1);
    assert!(b.plan(&part, day(2027, 1, 20)).is_ok(), "the 49th member, GP included");
    let mut b = b;
    b.payments.push(payment(1, 1, Some(1), day(2027, 1, 10), 1));
    assert_eq!(b.plan(&pay(2, Some(1), day(2027, 1, 10), 1), day(2027, 1, 20)), Err(CapitalRefusal::MemberCapReached));
    assert_eq!(b.plan(&CapitalWrite::Settle(ApplicantId(2)), day(2027, 1, 20)), Err(CapitalRefusal::MemberCapReached));
    assert!(b.plan(&pay(1, Some(1), day(2027, 1, 11), 1), day(2027, 1, 20)).is_ok(), "a member pays on");
    assert!(b.plan(&pay_as(GP, Some(1), day(2027, 1, 11), 1), day(2027, 1, 20)).is_ok(), "the GP is a member already");
    assert_eq!(b.roster().members(), MAX_MEMBERS);
}

#[test]
fn a_new_member_must_fit_in_the_units_left() {
    // 100,000,000 of units; the GP holds 1,000,000 and member 1 takes 10,000,000 by paying.
    let mut b = book();
    b.payments.push(payment(1, 1, Some(1), day(2027, 1, 10), 1));
    b.members.push(member(4, ApplicantStatus::DocumentsSubmitted, 89_000_000));
    b.members.push(member(5, ApplicantStatus::DocumentsSubmitted, 89_000_001));
    assert!(b.plan(&pay(4, Some(1), day(2027, 1, 10), 1), day(2027, 1, 20)).is_ok(), "exactly the units left");
    assert_eq!(
        b.plan(&pay(5, Some(1), day(2027, 1, 10), 1), day(2027, 1, 20)),
        Err(CapitalRefusal::UnitsFull { left: Won(89_000_000) })
    );
}

#[test]
fn an_edit_keeps_every_gp_seat_with_payments() {
    assert_eq!(check_gp_seats(1, &[GpSeat(0), GpSeat(1)]), Ok(()));
    assert_eq!(check_gp_seats(0, &[GpSeat(0)]), Ok(()), "the managing GP always sits");
    assert_eq!(check_gp_seats(1, &[GpSeat(2)]), Err(union::UnionConflict::GpSeatHasPayments));
}

#[test]
fn the_gp_pays_its_share_of_each_call_like_everyone() {
    let mut b = book();
    let today = day(2027, 1, 20);
    assert_eq!(
        fields(b.plan(&pay_as(GP, Some(1), today, 300_001), today))[0].1,
        "남은 금액은 300,000원입니다.",
        "30% of the GP's 1,000,000"
    );
    let plan = b.plan(&pay_as(GP, Some(1), today, 300_000), today).unwrap();
    assert_eq!((plan.pay.map(|p| p.payer), plan.status), (Some(GP), None), "a GP has no status to move");
    assert_eq!(b.plan(&pay_as(Payer::Gp(GpSeat(1)), Some(1), today, 1), today), Err(CapitalRefusal::GpNotFound));
    b.payments.push(paid_by(1, GP, Some(1), today, 300_000));
    let p = b.position(b.member_of(GP).unwrap(), day(2027, 2, 2));
    assert_eq!((p.called, p.paid, p.state), (Won(300_000), Won(300_000), ShareState::Paid));
}

#[test]
fn a_later_call_is_owed_without_moving_a_paid_member_back() {
    let mut b = book();
    b.members[1].status = Some(ApplicantStatus::Paid);
    b.payments.push(payment(1, 1, Some(1), day(2027, 1, 10), 3_000_000));
    b.calls.push(call(2, 2, day(2027, 6, 1), 70));
    let plan = b.plan(&pay(1, Some(2), day(2027, 5, 1), 7_000_000), day(2027, 5, 2)).unwrap();
    assert_eq!(plan.status, None);
    let p = b.position(m(&b, 1), day(2027, 6, 2));
    assert_eq!(
        (p.called, p.paid, p.late, p.state),
        (Won(10_000_000), Won(3_000_000), Won(7_000_000), ShareState::Late)
    );
}

#[test]
fn calls_ask_whole_percentages_up_to_100_in_date_order() {
    let b = book();
    let draft = |due: NaiveDate, percent: i32| {
        CapitalWrite::IssueCall(CallDraft { due_on: Some(due), percent: Some(percent), note: None })
    };
    let today = day(2027, 1, 20);
    let plan = b.plan(&draft(day(2027, 6, 1), 70), today).unwrap();
    assert_eq!(plan.issue, Some(NewCall { number: 2, due_on: day(2027, 6, 1), percent: 70, note: String::new() }));
    assert_eq!(fields(b.plan(&draft(day(2027, 6, 1), 71), today))[0].1, "남은 요청 비율은 70%입니다.");
    assert_eq!(fields(b.plan(&draft(day(2027, 6, 1), 0), today))[0].0, "percent");
    assert_eq!(
        fields(b.plan(&draft(day(2027, 1, 31), 10), today))[0].1,
        "납입 기한은 1차 요청의 기한(2027.02.01) 이후여야 합니다."
    );
    assert!(b.plan(&draft(day(2027, 2, 1), 10), today).is_ok(), "the same due date is fine");
    let lump = CapitalBook { method: PaymentMethod::LumpSum, calls: vec![], ..book() };
    assert_eq!(lump.plan(&draft(day(2027, 6, 1), 10), today), Err(CapitalRefusal::LumpSum));
    let full = CapitalBook { calls: vec![call(1, 1, day(2027, 2, 1), 100)], ..book() };
    assert_eq!(fields(full.plan(&draft(day(2027, 6, 1), 10), today))[0].1, "출자금을 이미 100% 요청했습니다.");
}

#[test]
fn only_the_last_call_without_payments_can_be_withdrawn() {
    let mut b = book();
    b.calls.push(call(2, 2, day(2027, 6, 1), 20));
    let today = day(2027, 1, 20);
    assert!(fields(b.plan(&CapitalWrite::WithdrawCall(CapitalCallId(1)), today))[0].1.contains("마지막"));
    assert_eq!(b.plan(&CapitalWrite::WithdrawCall(CapitalCallId(2)), today).unwrap().withdraw, Some(CapitalCallId(2)));
    b.payments.push(payment(1, 1, Some(2), day(2027, 1, 10), 1));
    assert_eq!(b.plan(&CapitalWrite::WithdrawCall(CapitalCallId(2)), today), Err(CapitalRefusal::CallHasPayments));
    assert_eq!(b.plan(&CapitalWrite::WithdrawCall(CapitalCallId(9)), today), Err(CapitalRefusal::CallNotFound));
}

#[test]
fn settling_records_what_the_first_call_lacks_today() {
    let mut b = book();
    b.payments.push(payment(1, 1, Some(1), day(2027, 1, 10), 1_000_000));
    let plan = b.plan(&CapitalWrite::Settle(ApplicantId(1)), day(2027, 1, 20)).unwrap();
    let paid = plan.pay.unwrap();
    assert_eq!((paid.amount, paid.paid_on, paid.call), (Won(2_000_000), day(2027, 1, 20), Some(CapitalCallId(1))));
    assert_eq!(plan.status.map(|s| s.to), Some(ApplicantStatus::Paid));
    let no_calls = CapitalBook { calls: vec![], ..book() };
    assert_eq!(no_calls.plan(&CapitalWrite::Settle(ApplicantId(1)), day(2027, 1, 20)), Err(CapitalRefusal::NoCall));
}

#[test]
fn stepping_back_from_paid_needs_the_payments_cancelled_and_cancelling_steps_back() {
    let mut b = book();
    b.members[1].status = Some(ApplicantStatus::Paid);
    assert!(b.plan(&CapitalWrite::Unsettle(ApplicantId(1)), day(2027, 1, 20)).is_ok());
    b.payments.push(payment(1, 1, Some(1), day(2027, 1, 10), 1_000_000));
    b.payments.push(payment(2, 1, Some(1), day(2027, 1, 11), 2_000_000));
    assert_eq!(b.plan(&CapitalWrite::Unsettle(ApplicantId(1)), day(2027, 1, 20)), Err(CapitalRefusal::HasPayments));
    let plan = b.plan(&CapitalWrite::Cancel(PaymentId(2)), day(2027, 1, 20)).unwrap();
    assert_eq!(plan.cancel, Some(PaymentId(2)));
    assert_eq!(plan.status.map(|s| s.to), Some(ApplicantStatus::DocumentsSubmitted));
    b.calls.push(call(2, 2, day(2027, 6, 1), 10));
    b.payments.push(payment(3, 1, Some(2), day(2027, 1, 12), 1_000_000));
    let later = b.plan(&CapitalWrite::Cancel(PaymentId(3)), day(2027, 1, 20)).unwrap();
    assert_eq!(later.status, None, "a later call's payment does not decide P");
    assert_eq!(b.plan(&CapitalWrite::Cancel(PaymentId(9)), day(2027, 1, 20)), Err(CapitalRefusal::PaymentNotFound));
}

#[test]
fn notes_are_short() {
    let b = book();
    let long = CapitalWrite::Pay(PaymentDraft {
        payer: Payer::Applicant(ApplicantId(1)),
        call: Some(CapitalCallId(1)),
        paid_on: Some(day(2027, 1, 10)),
        amount: Some(1),
        note: Some("가".repeat(MAX_NOTE_CHARS + 1)),
    });
    assert_eq!(fields(b.plan(&long, day(2027, 1, 20)))[0].0, "note");
}

fn distribute(kind: &str, on: NaiveDate, total: i64) -> CapitalWrite {
    CapitalWrite::Distribute(DistributionDraft {
        paid_on: Some(on),
        kind: Some(kind.into()),
        total: Some(total),
        note: None,
    })
}

fn shares_of(plan: Plan) -> Vec<(String, i64)> {
    plan.distribute.unwrap().shares.into_iter().map(|s| (s.holder.name, s.amount.get())).collect()
}

#[test]
fn distributions_go_to_what_each_member_had_paid_in_on_their_day_the_gp_included() {
    let mut b = book();
    b.payments.push(paid_by(3, GP, Some(1), day(2027, 1, 5), 1_000_000));
    b.payments.push(payment(1, 1, Some(1), day(2027, 1, 10), 3_000_000));
    b.payments.push(payment(2, 2, Some(1), day(2027, 3, 10), 999_999));
    let today = day(2027, 6, 1);
    let plan = b.plan(&distribute("profit", day(2027, 2, 1), 1_000_000), today).unwrap();
    assert_eq!(shares_of(plan), [("한빛벤처스".to_string(), 250_000), ("조합원1".to_string(), 750_000)]);
    let later = b.plan(&distribute("profit", day(2027, 3, 10), 4_999_999), today).unwrap().distribute.unwrap();
    assert_eq!(later.shares.len(), 3);
    assert_eq!(later.shares.iter().map(|s| s.amount.get()).sum::<i64>(), 4_999_999);
    // Before member 1 paid, the GP alone had money in.
    let early = b.plan(&distribute("profit", day(2027, 1, 9), 10), today).unwrap();
    assert_eq!(shares_of(early), [("한빛벤처스".to_string(), 10)]);
    // Before anyone paid: refused.
    assert_eq!(b.plan(&distribute("profit", day(2027, 1, 4), 1), today), Err(CapitalRefusal::NothingPaidIn));
    assert_eq!(b.plan(&CapitalWrite::Revoke(DistributionId(9)), today), Err(CapitalRefusal::DistributionNotFound));
}

#[test]
fn a_gp_that_has_not_paid_its_call_gets_nothing_of_a_profit() {
    // The issue's case: members called 33% paid their share, the GP did not pay yet.
    let mut b = book();
    b.calls = vec![call(1, 1, day(2027, 2, 1), 33)];
    b.payments.push(payment(1, 1, Some(1), day(2027, 1, 10), 3_300_000));
    b.payments.push(payment(2, 2, Some(1), day(2027, 1, 10), 1_099_999));
    let shares = shares_of(b.plan(&distribute("profit", day(2027, 2, 1), 7_777_777), day(2027, 6, 1)).unwrap());
    assert_eq!(shares.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>(), ["조합원1", "조합원2"]);
    assert_eq!(shares.iter().map(|(_, a)| a).sum::<i64>(), 7_777_777);
    // Once the GP pays its 330,000, it weighs 330,000 of 4,729,999.
    b.payments.push(paid_by(3, GP, Some(1), day(2027, 1, 20), 330_000));
    let shares = shares_of(b.plan(&distribute("profit", day(2027, 2, 1), 7_777_777), day(2027, 6, 1)).unwrap());
    assert_eq!(shares[0], ("한빛벤처스".to_string(), 542_636));
}

#[test]
fn a_return_of_capital_never_gives_a_holder_more_than_they_still_have_in() {
    let mut b = book();
    b.payments.push(payment(1, 1, Some(1), day(2027, 1, 10), 3_000_000));
    b.payments.push(payment(2, 2, Some(1), day(2027, 1, 10), 999_999));
    // Member 1 got 2,000,000 back earlier, member 2 nothing.
    let plan = b.plan(&distribute("capital_return", day(2027, 2, 1), 2_000_000), day(2027, 6, 1)).unwrap();
    let mut first = plan.distribute.unwrap();
    first.shares.retain(|s| s.holder.payer == Payer::Applicant(ApplicantId(1)));
    first.shares[0].amount = Won(2_000_000);
    b.distributions.push(Distribution {
        id: DistributionId(1),
        paid_on: day(2027, 2, 1),
        kind: DistributionKind::CapitalReturn,
        total: Won(2_000_000),
        note: String::new(),
        notified_at: None,
        shares: first.shares,
    });
    let left = fields(b.plan(&distribute("capital_return", day(2027, 3, 1), 2_000_000), day(2027, 6, 1)));
    assert_eq!(left[0].1, "돌려줄 수 있는 원금은 1,999,999원입니다.");
    let all = shares_of(b.plan(&distribute("capital_return", day(2027, 3, 1), 1_999_999), day(2027, 6, 1)).unwrap());
    assert_eq!(all, [("조합원1".to_string(), 1_000_000), ("조합원2".to_string(), 999_999)]);
}

#[test]
fn no_distribution_pays_more_than_49_holders() {
    // A roster from before the cap counted every payer: the GP and 49 applicants.
    let mut b = with_holders(book(), MAX_MEMBERS);
    b.payments.push(paid_by(1, GP, Some(1), day(2027, 1, 5), 1));
    assert_eq!(
        b.plan(&distribute("profit", day(2027, 2, 1), 1_000_000), day(2027, 6, 1)),
        Err(CapitalRefusal::TooManyHolders)
    );
    let b = with_holders(book(), MAX_MEMBERS - 1);
    assert_eq!(shares_of(b.plan(&distribute("profit", day(2027, 2, 1), 49), day(2027, 6, 1)).unwrap()).len(), 48);
}
