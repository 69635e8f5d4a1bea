use chrono::{TimeZone, Utc};

use super::*;
use crate::distribution::{DistributionDraft, DistributionId, Holder};
use crate::test_support::day;

const CAP: i64 = 48;

fn member(id: i64, status: ApplicantStatus, commitment: i64) -> Member {
    Member { applicant: ApplicantId(id), name: format!("조합원{id}"), status, commitment: Won(commitment) }
}

fn call(id: i64, number: i32, due_on: NaiveDate, percent: i32) -> CapitalCall {
    CapitalCall { id: CapitalCallId(id), number, due_on, percent, note: String::new() }
}

fn payment(id: i64, applicant: i64, call: Option<i64>, paid_on: NaiveDate, amount: i64) -> Payment {
    Payment {
        id: PaymentId(id),
        applicant: ApplicantId(applicant),
        call: call.map(CapitalCallId),
        paid_on,
        amount: Won(amount),
        note: String::new(),
        recorded_by: "최운용".into(),
        recorded_at: Utc.with_ymd_and_hms(2027, 1, 1, 0, 0, 0).unwrap(),
    }
}

/// An 분할납 union: member 1 (S) owes 10,000,000, member 2 (S) 3,333,333, member 3 is under
/// review; call 1 asks 30% by 2027-02-01.
fn book() -> CapitalBook {
    CapitalBook {
        method: PaymentMethod::Installment,
        due_date: None,
        opened_on: day(2027, 1, 1),
        calls: vec![call(1, 1, day(2027, 2, 1), 30)],
        members: vec![
            member(1, ApplicantStatus::DocumentsSubmitted, 10_000_000),
            member(2, ApplicantStatus::DocumentsSubmitted, 3_333_333),
            member(3, ApplicantStatus::UnderReview, 5_000_000),
        ],
        payments: vec![],
        gp_holders: vec![],
        distributions: vec![],
    }
}

fn pay(applicant: i64, call: Option<i64>, on: NaiveDate, amount: i64) -> CapitalWrite {
    CapitalWrite::Pay(PaymentDraft {
        applicant: ApplicantId(applicant),
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
    let p = b.position(&b.members[0], day(2027, 2, 1));
    assert_eq!((p.called, p.paid, p.late, p.state), (Won(3_000_000), Won(1_000_000), Won::ZERO, ShareState::Partial));
    assert_eq!(p.shares[0].outstanding(), Won(2_000_000));
    let p = b.position(&b.members[0], day(2027, 2, 2));
    assert_eq!((p.late, p.state), (Won(2_000_000), ShareState::Late), "the day after the due date");
    let unpaid = b.position(&b.members[1], day(2027, 1, 5));
    assert_eq!(unpaid.state, ShareState::Unpaid);
}

#[test]
fn the_view_sums_members_who_owe_and_the_percent_calls_may_still_ask() {
    let mut b = book();
    b.payments.push(payment(1, 1, Some(1), day(2027, 1, 10), 3_000_000));
    let v = b.view(day(2027, 3, 1));
    assert_eq!(v.positions.len(), 2, "the applicant under review owes nothing yet");
    assert_eq!(v.commitment, Won(13_333_333));
    assert_eq!(v.called, Won(3_000_000 + 999_999));
    assert_eq!(v.paid, Won(3_000_000));
    assert_eq!((v.late_members, v.percent_left), (1, 70));
    assert_eq!((v.calls[0].called, v.calls[0].paid, v.calls[0].late_members), (Won(3_999_999), Won(3_000_000), 1));
}

#[test]
fn paying_the_first_call_in_two_parts_makes_the_member_paid_on_the_second() {
    let mut b = book();
    let first = b.plan(&pay(1, Some(1), day(2027, 1, 10), 1_000_000), day(2027, 1, 20), CAP).unwrap();
    assert_eq!(first.status, None);
    assert_eq!(first.pay.as_ref().map(|p| p.amount), Some(Won(1_000_000)));
    b.payments.push(payment(1, 1, Some(1), day(2027, 1, 10), 1_000_000));
    let second = b.plan(&pay(1, Some(1), day(2027, 1, 20), 2_000_000), day(2027, 1, 20), CAP).unwrap();
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
        fields(b.plan(&pay(1, Some(1), day(2027, 1, 11), 2), day(2027, 1, 20), CAP)),
        [("amount".into(), "남은 금액은 1원입니다.".into())]
    );
    assert!(b.plan(&pay(1, Some(1), day(2027, 1, 11), 1), day(2027, 1, 20), CAP).is_ok());
    b.payments.push(payment(2, 1, Some(1), day(2027, 1, 11), 1));
    assert_eq!(
        fields(b.plan(&pay(1, Some(1), day(2027, 1, 12), 1), day(2027, 1, 20), CAP))[0].1,
        "이 출자금은 모두 납입되었습니다."
    );
}

#[test]
fn payments_are_dated_between_the_recruitment_start_and_today() {
    let b = book();
    let today = day(2027, 1, 20);
    assert_eq!(
        fields(b.plan(&pay(1, Some(1), day(2027, 1, 21), 1), today, CAP))[0].1,
        "납입일은 오늘 이후일 수 없습니다."
    );
    assert!(b.plan(&pay(1, Some(1), today, 1), today, CAP).is_ok());
    assert_eq!(
        fields(b.plan(&pay(1, Some(1), day(2026, 12, 31), 1), today, CAP))[0].1,
        "납입일은 모집 시작일(2027.01.01) 이후여야 합니다."
    );
    assert!(b.plan(&pay(1, Some(1), day(2027, 1, 1), 1), today, CAP).is_ok());
    assert_eq!(fields(b.plan(&pay(1, Some(1), today, 0), today, CAP))[0].0, "amount");
}

#[test]
fn who_pays_and_against_what() {
    let b = book();
    let today = day(2027, 1, 20);
    assert_eq!(b.plan(&pay(3, Some(1), today, 1), today, CAP), Err(CapitalRefusal::NotMember));
    assert_eq!(b.plan(&pay(9, Some(1), today, 1), today, CAP), Err(CapitalRefusal::ApplicantNotFound));
    assert_eq!(b.plan(&pay(1, Some(7), today, 1), today, CAP), Err(CapitalRefusal::CallNotFound));
    assert_eq!(fields(b.plan(&pay(1, None, today, 1), today, CAP))[0].0, "call_id");
    let lump = CapitalBook { method: PaymentMethod::LumpSum, calls: vec![], ..book() };
    assert_eq!(fields(lump.plan(&pay(1, Some(1), today, 1), today, CAP))[0].0, "call_id");
    assert!(lump.plan(&pay(1, None, today, 10_000_000), today, CAP).unwrap().status.is_some());
}

#[test]
fn the_payment_that_would_make_the_50th_member_is_refused() {
    let mut b = book();
    b.members.extend((10..10 + CAP - 1).map(|i| member(i, ApplicantStatus::Paid, 1_000_000)));
    let full = pay(1, Some(1), day(2027, 1, 10), 3_000_000);
    assert!(b.plan(&full, day(2027, 1, 20), CAP).is_ok(), "the 48th paying applicant (49th member)");
    b.members[1].status = ApplicantStatus::Paid;
    assert_eq!(b.plan(&full, day(2027, 1, 20), CAP), Err(CapitalRefusal::MemberCapReached));
    let part = pay(1, Some(1), day(2027, 1, 10), 1_000_000);
    assert!(b.plan(&part, day(2027, 1, 20), CAP).is_ok(), "a part payment does not make a member");
}

#[test]
fn a_later_call_is_owed_without_moving_a_paid_member_back() {
    let mut b = book();
    b.members[0].status = ApplicantStatus::Paid;
    b.payments.push(payment(1, 1, Some(1), day(2027, 1, 10), 3_000_000));
    b.calls.push(call(2, 2, day(2027, 6, 1), 70));
    let plan = b.plan(&pay(1, Some(2), day(2027, 5, 1), 7_000_000), day(2027, 5, 2), CAP).unwrap();
    assert_eq!(plan.status, None);
    let p = b.position(&b.members[0], day(2027, 6, 2));
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
    let plan = b.plan(&draft(day(2027, 6, 1), 70), today, CAP).unwrap();
    assert_eq!(plan.issue, Some(NewCall { number: 2, due_on: day(2027, 6, 1), percent: 70, note: String::new() }));
    assert_eq!(fields(b.plan(&draft(day(2027, 6, 1), 71), today, CAP))[0].1, "남은 요청 비율은 70%입니다.");
    assert_eq!(fields(b.plan(&draft(day(2027, 6, 1), 0), today, CAP))[0].0, "percent");
    assert_eq!(
        fields(b.plan(&draft(day(2027, 1, 31), 10), today, CAP))[0].1,
        "납입 기한은 1차 요청의 기한(2027.02.01) 이후여야 합니다."
    );
    assert!(b.plan(&draft(day(2027, 2, 1), 10), today, CAP).is_ok(), "the same due date is fine");
    let lump = CapitalBook { method: PaymentMethod::LumpSum, calls: vec![], ..book() };
    assert_eq!(lump.plan(&draft(day(2027, 6, 1), 10), today, CAP), Err(CapitalRefusal::LumpSum));
    let full = CapitalBook { calls: vec![call(1, 1, day(2027, 2, 1), 100)], ..book() };
    assert_eq!(fields(full.plan(&draft(day(2027, 6, 1), 10), today, CAP))[0].1, "출자금을 이미 100% 요청했습니다.");
}

#[test]
fn only_the_last_call_without_payments_can_be_withdrawn() {
    let mut b = book();
    b.calls.push(call(2, 2, day(2027, 6, 1), 20));
    let today = day(2027, 1, 20);
    assert!(fields(b.plan(&CapitalWrite::WithdrawCall(CapitalCallId(1)), today, CAP))[0].1.contains("마지막"));
    assert_eq!(
        b.plan(&CapitalWrite::WithdrawCall(CapitalCallId(2)), today, CAP).unwrap().withdraw,
        Some(CapitalCallId(2))
    );
    b.payments.push(payment(1, 1, Some(2), day(2027, 1, 10), 1));
    assert_eq!(b.plan(&CapitalWrite::WithdrawCall(CapitalCallId(2)), today, CAP), Err(CapitalRefusal::CallHasPayments));
    assert_eq!(b.plan(&CapitalWrite::WithdrawCall(CapitalCallId(9)), today, CAP), Err(CapitalRefusal::CallNotFound));
}

#[test]
fn settling_records_what_the_first_call_lacks_today() {
    let mut b = book();
    b.payments.push(payment(1, 1, Some(1), day(2027, 1, 10), 1_000_000));
    let plan = b.plan(&CapitalWrite::Settle(ApplicantId(1)), day(2027, 1, 20), CAP).unwrap();
    let paid = plan.pay.unwrap();
    assert_eq!((paid.amount, paid.paid_on, paid.call), (Won(2_000_000), day(2027, 1, 20), Some(CapitalCallId(1))));
    assert_eq!(plan.status.map(|s| s.to), Some(ApplicantStatus::Paid));
    let no_calls = CapitalBook { calls: vec![], ..book() };
    assert_eq!(
        no_calls.plan(&CapitalWrite::Settle(ApplicantId(1)), day(2027, 1, 20), CAP),
        Err(CapitalRefusal::NoCall)
    );
}

#[test]
fn stepping_back_from_paid_needs_the_payments_cancelled_and_cancelling_steps_back() {
    let mut b = book();
    b.members[0].status = ApplicantStatus::Paid;
    assert!(b.plan(&CapitalWrite::Unsettle(ApplicantId(1)), day(2027, 1, 20), CAP).is_ok());
    b.payments.push(payment(1, 1, Some(1), day(2027, 1, 10), 1_000_000));
    b.payments.push(payment(2, 1, Some(1), day(2027, 1, 11), 2_000_000));
    assert_eq!(
        b.plan(&CapitalWrite::Unsettle(ApplicantId(1)), day(2027, 1, 20), CAP),
        Err(CapitalRefusal::HasPayments)
    );
    let plan = b.plan(&CapitalWrite::Cancel(PaymentId(2)), day(2027, 1, 20), CAP).unwrap();
    assert_eq!(plan.cancel, Some(PaymentId(2)));
    assert_eq!(plan.status.map(|s| s.to), Some(ApplicantStatus::DocumentsSubmitted));
    b.calls.push(call(2, 2, day(2027, 6, 1), 10));
    b.payments.push(payment(3, 1, Some(2), day(2027, 1, 12), 1_000_000));
    let later = b.plan(&CapitalWrite::Cancel(PaymentId(3)), day(2027, 1, 20), CAP).unwrap();
    assert_eq!(later.status, None, "a later call's payment does not decide P");
    assert_eq!(
        b.plan(&CapitalWrite::Cancel(PaymentId(9)), day(2027, 1, 20), CAP),
        Err(CapitalRefusal::PaymentNotFound)
    );
}

#[test]
fn notes_are_short() {
    let b = book();
    let long = CapitalWrite::Pay(PaymentDraft {
        applicant: ApplicantId(1),
        call: Some(CapitalCallId(1)),
        paid_on: Some(day(2027, 1, 10)),
        amount: Some(1),
        note: Some("가".repeat(MAX_NOTE_CHARS + 1)),
    });
    assert_eq!(fields(b.plan(&long, day(2027, 1, 20), CAP))[0].0, "note");
}

#[test]
fn distributions_go_to_the_gps_and_the_members_paid_in_on_their_day() {
    let mut b = book();
    b.gp_holders = vec![Holder {
        role: crate::register::MemberRole::ManagingGp,
        applicant: None,
        name: "한빛벤처스".into(),
        basis: Won(1_000_000),
    }];
    b.payments.push(payment(1, 1, Some(1), day(2027, 1, 10), 3_000_000));
    b.payments.push(payment(2, 2, Some(1), day(2027, 3, 10), 999_999));
    let distribute = |on: NaiveDate, total: i64| {
        CapitalWrite::Distribute(DistributionDraft {
            paid_on: Some(on),
            kind: Some("profit".into()),
            total: Some(total),
            note: None,
        })
    };
    let plan = b.plan(&distribute(day(2027, 2, 1), 1_000_000), day(2027, 6, 1), CAP).unwrap();
    let shares: Vec<(String, i64)> =
        plan.distribute.unwrap().shares.into_iter().map(|s| (s.holder.name, s.amount.get())).collect();
    assert_eq!(shares, [("한빛벤처스".to_string(), 250_000), ("조합원1".to_string(), 750_000)]);
    let later = b.plan(&distribute(day(2027, 3, 10), 4_999_999), day(2027, 6, 1), CAP).unwrap().distribute.unwrap();
    assert_eq!(later.shares.len(), 3);
    assert_eq!(later.shares.iter().map(|s| s.amount.get()).sum::<i64>(), 4_999_999);

    let empty = CapitalBook { payments: vec![], ..book() };
    assert_eq!(empty.plan(&distribute(day(2027, 2, 1), 1), day(2027, 6, 1), CAP), Err(CapitalRefusal::NothingPaidIn));
    assert_eq!(
        b.plan(&CapitalWrite::Revoke(DistributionId(9)), day(2027, 6, 1), CAP),
        Err(CapitalRefusal::DistributionNotFound)
    );
}
