//! What mail records in the audit trail for each change: the event and its payload.

use capital::DistributionId;
use kernel::audit::{AuditAction, AuditEntity, AuditEvent};
use serde_json::json;
use union::UnionId;

use crate::mailing::{MailingId, NewMailing};
use crate::tax_paper_mail::TaxPaperMailing;

/// A send stored as mailing `id`: `recipients` outbox rows queued, `groups` of the picked groups
/// found live in the firm.
pub fn mailing_sent(id: MailingId, m: &NewMailing, recipients: i64, groups: i64) -> AuditEvent {
    AuditEvent::new(AuditEntity::Mailing, id.get(), AuditAction::Sent)
        .in_union(m.union.get())
        .after(json!({ "kind": m.kind.code(), "recipients": recipients, "groups": groups }))
}

/// A year's tax papers queued, recorded on the union.
pub fn tax_papers_sent(union: UnionId, send: &TaxPaperMailing) -> AuditEvent {
    AuditEvent::of_union(union.get(), AuditAction::Sent)
        .after(json!({ "tax_papers": { "year": send.year, "mails": send.mails } }))
}

/// The notices of distribution `id` queued (`mails` of them), recorded on the union.
pub fn distribution_notice_sent(union: UnionId, id: DistributionId, mails: usize) -> AuditEvent {
    AuditEvent::of_union(union.get(), AuditAction::Sent)
        .after(json!({ "distribution_notice": { "id": id.get(), "mails": mails } }))
}

#[cfg(test)]
mod tests {
    use chrono::{TimeZone, Utc};

    use super::*;
    use crate::kind::MailKind;
    use crate::mailing::RecipientSelection;
    use crate::templates::tests::ctx;

    fn assert_event(e: &AuditEvent, entity: AuditEntity, id: i64, action: AuditAction, union_id: i64) {
        assert_eq!((e.entity, e.entity_id, e.action, e.union_id), (entity, id, action, Some(union_id)));
    }

    #[test]
    fn a_mailing_is_recorded_on_itself_in_its_union() {
        let m = NewMailing {
            union: UnionId(7),
            kind: MailKind::PaymentRequest,
            subject: "출자금 납입 요청".into(),
            context: ctx(),
            reply_to: None,
            selection: RecipientSelection::default(),
            idempotency_key: None,
        };
        let e = mailing_sent(MailingId(11), &m, 25, 2);
        assert_event(&e, AuditEntity::Mailing, 11, AuditAction::Sent, 7);
        assert_eq!(e.before, None);
        assert_eq!(e.after, Some(json!({ "kind": "P", "recipients": 25, "groups": 2 })));
    }

    #[test]
    fn tax_papers_and_notices_are_recorded_on_the_union() {
        let send = TaxPaperMailing {
            year: 2026,
            sent_at: Utc.with_ymd_and_hms(2027, 1, 10, 9, 0, 0).unwrap(),
            mails: 12,
            without_email: 1,
        };
        let e = tax_papers_sent(UnionId(7), &send);
        assert_event(&e, AuditEntity::Union, 7, AuditAction::Sent, 7);
        assert_eq!(e.before, None);
        assert_eq!(e.after, Some(json!({ "tax_papers": { "year": 2026, "mails": 12 } })));

        let e = distribution_notice_sent(UnionId(7), DistributionId(5), 3);
        assert_event(&e, AuditEntity::Union, 7, AuditAction::Sent, 7);
        assert_eq!(e.before, None);
        assert_eq!(e.after, Some(json!({ "distribution_notice": { "id": 5, "mails": 3 } })));
    }
}
