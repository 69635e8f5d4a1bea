//! What capital records in the audit trail for each change: the event and its payload.
//!
//! Calls and distributions are recorded on the union; a payment on the applicant who paid, or
//! on the union for a GP (the payload then names the GP's seat and name).

use chrono::NaiveDate;
use kernel::audit::{AuditAction, AuditEntity, AuditEvent};
use kernel::Won;
use serde_json::{json, Value};
use union::applicant::ApplicantId;
use union::model::UnionId;

use crate::book::{CapitalBook, CapitalCall, NewCall, NewPayment, Payment, StatusMove};
use crate::distribution::{Distribution, DistributionKind, NewDistribution};
use crate::member::Payer;

fn distribution_json(paid_on: NaiveDate, kind: DistributionKind, total: Won) -> Value {
    json!({ "distribution": { "paid_on": paid_on, "kind": kind.code(), "total": total.get() } })
}

/// A payment's event without its payload, and the payload (`before` or `after` is the caller's).
fn payment_event(
    union: UnionId,
    book: &CapitalBook,
    payer: Payer,
    paid_on: NaiveDate,
    amount: Won,
    action: AuditAction,
) -> (AuditEvent, Value) {
    let mut payment = json!({ "paid_on": paid_on, "amount": amount.get() });
    let event = match payer {
        Payer::Applicant(a) => AuditEvent::new(AuditEntity::Applicant, a.get(), action).in_union(union.get()),
        Payer::Gp(seat) => {
            payment["gp_seat"] = seat.0.into();
            payment["gp_name"] = book.member_of(payer).map(|m| m.name.clone()).unwrap_or_default().into();
            AuditEvent::of_union(union.get(), action)
        }
    };
    (event, json!({ "payment": payment }))
}

/// A call issued.
pub fn capital_call_created(union: UnionId, call: &NewCall) -> AuditEvent {
    AuditEvent::of_union(union.get(), AuditAction::Created)
        .after(json!({ "capital_call": { "number": call.number, "due_on": call.due_on, "percent": call.percent } }))
}

/// A call withdrawn: `call` is the call as the locked book had it (`null` in the payload if the
/// book did not list it).
pub fn capital_call_deleted(union: UnionId, call: Option<&CapitalCall>) -> AuditEvent {
    let call = call.map(|c| json!({ "number": c.number, "percent": c.percent }));
    AuditEvent::of_union(union.get(), AuditAction::Deleted).before(json!({ "capital_call": call }))
}

/// A payment recorded; `book` is the locked book (it names a GP payer).
pub fn payment_created(union: UnionId, book: &CapitalBook, payment: &NewPayment) -> AuditEvent {
    let (event, value) =
        payment_event(union, book, payment.payer, payment.paid_on, payment.amount, AuditAction::Created);
    event.after(value)
}

/// A payment cancelled, as the locked book had it.
pub fn payment_deleted(union: UnionId, book: &CapitalBook, payment: &Payment) -> AuditEvent {
    let (event, value) =
        payment_event(union, book, payment.payer, payment.paid_on, payment.amount, AuditAction::Deleted);
    event.before(value)
}

pub fn distribution_created(union: UnionId, d: &NewDistribution) -> AuditEvent {
    AuditEvent::of_union(union.get(), AuditAction::Created).after(distribution_json(d.paid_on, d.kind, d.total))
}

/// A distribution revoked, as the locked book had it.
pub fn distribution_deleted(union: UnionId, d: &Distribution) -> AuditEvent {
    AuditEvent::of_union(union.get(), AuditAction::Deleted).before(distribution_json(d.paid_on, d.kind, d.total))
}

/// The applicant's status move that follows from a write: the same event as any status change.
pub fn applicant_status_changed(union: UnionId, m: StatusMove) -> AuditEvent {
    union::audit::applicant_status_changed(union, m.applicant, m.from, m.to)
}

/// A sealed resident number kept for the tax papers: an identity change of the applicant, with
/// no payload (personal data).
pub fn resident_number_saved(union: UnionId, applicant: ApplicantId) -> AuditEvent {
    union::audit::applicant_identity_changed(union, applicant)
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};
    use union::model::PaymentMethod;
    use union::status::ApplicantStatus;
    use union::test_support::day;

    use super::*;
    use crate::book::{CapitalCallId, GpSeat, Member, PaymentId};
    use crate::distribution::DistributionId;

    fn assert_event(e: &AuditEvent, entity: AuditEntity, id: i64, action: AuditAction, union_id: i64) {
        assert_eq!((e.entity, e.entity_id, e.action, e.union_id), (entity, id, action, Some(union_id)));
    }

    fn book() -> CapitalBook {
        CapitalBook {
            method: PaymentMethod::OnDemand,
            due_date: None,
            closes_on: day(2026, 12, 31),
            opened_on: day(2026, 11, 1),
            target: Won(100_000_000),
            calls: vec![],
            members: vec![
                Member::gp(GpSeat(1), "공동GP1".into(), Won(3_000_000)),
                Member::applicant(ApplicantId(42), "홍길동".into(), ApplicantStatus::Paid, Won(30_000_000)),
            ],
            payments: vec![],
            distributions: vec![],
        }
    }

    #[test]
    fn calls_are_recorded_on_the_union() {
        let call = NewCall { number: 2, due_on: day(2027, 1, 15), percent: 30, note: "2차".into() };
        let e = capital_call_created(UnionId(7), &call);
        assert_event(&e, AuditEntity::Union, 7, AuditAction::Created, 7);
        assert_eq!(e.before, None);
        assert_eq!(e.after, Some(json!({ "capital_call": { "number": 2, "due_on": "2027-01-15", "percent": 30 } })));

        let stored =
            CapitalCall { id: CapitalCallId(3), number: 2, due_on: day(2027, 1, 15), percent: 30, note: String::new() };
        let e = capital_call_deleted(UnionId(7), Some(&stored));
        assert_event(&e, AuditEntity::Union, 7, AuditAction::Deleted, 7);
        assert_eq!(e.before, Some(json!({ "capital_call": { "number": 2, "percent": 30 } })));
        assert_eq!(e.after, None);

        let e = capital_call_deleted(UnionId(7), None);
        assert_eq!(e.before, Some(json!({ "capital_call": null })));
    }

    #[test]
    fn a_payment_is_recorded_on_its_payer() {
        let book = book();
        let gp_payment = json!({
            "payment": { "paid_on": "2026-11-10", "amount": 3_000_000, "gp_seat": 1, "gp_name": "공동GP1" }
        });
        let new = |payer: Payer| NewPayment {
            payer,
            call: None,
            paid_on: day(2026, 11, 10),
            amount: Won(3_000_000),
            note: String::new(),
        };

        let e = payment_created(UnionId(7), &book, &new(Payer::Applicant(ApplicantId(42))));
        assert_event(&e, AuditEntity::Applicant, 42, AuditAction::Created, 7);
        assert_eq!(e.before, None);
        assert_eq!(e.after, Some(json!({ "payment": { "paid_on": "2026-11-10", "amount": 3_000_000 } })));

        let e = payment_created(UnionId(7), &book, &new(Payer::Gp(GpSeat(1))));
        assert_event(&e, AuditEntity::Union, 7, AuditAction::Created, 7);
        assert_eq!(e.after, Some(gp_payment.clone()));

        let e = payment_created(UnionId(7), &book, &new(Payer::Gp(GpSeat(2))));
        assert_eq!(
            e.after,
            Some(json!({ "payment": { "paid_on": "2026-11-10", "amount": 3_000_000, "gp_seat": 2, "gp_name": "" } })),
            "a seat the book does not list is named empty"
        );

        let stored = Payment {
            id: PaymentId(9),
            payer: Payer::Gp(GpSeat(1)),
            call: None,
            paid_on: day(2026, 11, 10),
            amount: Won(3_000_000),
            note: String::new(),
            recorded_by: "김대표".into(),
            recorded_at: Utc.with_ymd_and_hms(2026, 11, 10, 0, 0, 0).unwrap(),
        };
        let e = payment_deleted(UnionId(7), &book, &stored);
        assert_event(&e, AuditEntity::Union, 7, AuditAction::Deleted, 7);
        assert_eq!(e.before, Some(gp_payment));
        assert_eq!(e.after, None);

        let e = payment_deleted(UnionId(7), &book, &Payment { payer: Payer::Applicant(ApplicantId(42)), ..stored });
        assert_event(&e, AuditEntity::Applicant, 42, AuditAction::Deleted, 7);
        assert_eq!(e.before, Some(json!({ "payment": { "paid_on": "2026-11-10", "amount": 3_000_000 } })));
    }

    #[test]
    fn distributions_are_recorded_on_the_union() {
        let payload = json!({ "distribution": { "paid_on": "2027-03-31", "kind": "profit", "total": 10_000_000 } });
        let new = NewDistribution {
            paid_on: day(2027, 3, 31),
            kind: DistributionKind::Profit,
            total: Won(10_000_000),
            note: String::new(),
            shares: vec![],
        };
        let e = distribution_created(UnionId(7), &new);
        assert_event(&e, AuditEntity::Union, 7, AuditAction::Created, 7);
        assert_eq!((e.before, e.after), (None, Some(payload.clone())));

        let stored = Distribution {
            id: DistributionId(5),
            paid_on: day(2027, 3, 31),
            kind: DistributionKind::Profit,
            total: Won(10_000_000),
            note: String::new(),
            notified_at: None,
            shares: vec![],
        };
        let e = distribution_deleted(UnionId(7), &stored);
        assert_event(&e, AuditEntity::Union, 7, AuditAction::Deleted, 7);
        assert_eq!((e.before, e.after), (Some(payload), None));
    }

    #[test]
    fn status_moves_and_resident_numbers_are_applicant_events() {
        let (from, to) = (ApplicantStatus::DocumentsSubmitted, ApplicantStatus::Paid);
        let m = StatusMove { applicant: ApplicantId(42), from, to };
        let e = applicant_status_changed(UnionId(7), m);
        assert_event(&e, AuditEntity::Applicant, 42, AuditAction::StatusChanged, 7);
        assert_eq!((e.before, e.after), (Some(json!({ "status": "S" })), Some(json!({ "status": "P" }))));

        let e = resident_number_saved(UnionId(7), ApplicantId(42));
        assert_event(&e, AuditEntity::Applicant, 42, AuditAction::IdentityChanged, 7);
        assert_eq!((e.before, e.after), (None, None), "personal data stays out of the trail");
    }
}
