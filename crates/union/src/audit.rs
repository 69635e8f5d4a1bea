//! What union records in the audit trail for each change: the event and its payload.

use chrono::NaiveDate;
use kernel::audit::{AuditAction, AuditEntity, AuditEvent};
use kernel::Won;
use serde_json::{json, Value};

use crate::applicant::{ApplicantId, NewApplicant};
use crate::bank::BankAccount;
use crate::evidence::{EvidenceKind, StagedEvidence};
use crate::files::{StagedFile, UnionFileId};
use crate::formation::{FormationStep, StepUpdate};
use crate::model::{Union, UnionId};
use crate::status::{ApplicantStatus, UnionStatus};

/// The union's fields its history shows.
fn union_json(u: &Union) -> Value {
    json!({ "name": u.input.name, "status": u.status.code(), "unit_price": u.input.unit_price.get(),
        "unit_count": u.input.unit_count, "unique_number": u.input.unique_number })
}

fn status_json(code: &str) -> Value {
    json!({ "status": code })
}

fn file_json(s: &StagedFile) -> Value {
    json!({ "category": s.category.code(), "file_name": s.file_name, "size_bytes": s.size_bytes })
}

fn bank_account_json(b: &BankAccount) -> Value {
    json!({ "bank_code": b.bank.code, "bank_name": b.bank.name,
        "account_number": b.account_number, "depositor": b.depositor })
}

/// A new union, as stored.
pub fn union_created(u: &Union) -> AuditEvent {
    AuditEvent::new(AuditEntity::Union, u.id.get(), AuditAction::Created).in_union(u.id.get()).after(union_json(u))
}

/// An edit of the union's fields: the union read under lock before, and as stored after.
pub fn union_updated(before: &Union, after: &Union) -> AuditEvent {
    AuditEvent::new(AuditEntity::Union, after.id.get(), AuditAction::Updated)
        .in_union(after.id.get())
        .before(union_json(before))
        .after(union_json(after))
}

pub fn union_status_changed(id: UnionId, from: UnionStatus, to: UnionStatus) -> AuditEvent {
    AuditEvent::new(AuditEntity::Union, id.get(), AuditAction::StatusChanged)
        .in_union(id.get())
        .before(status_json(from.code()))
        .after(status_json(to.code()))
}

pub fn union_deleted(id: UnionId) -> AuditEvent {
    AuditEvent::new(AuditEntity::Union, id.get(), AuditAction::Deleted).in_union(id.get())
}

/// A step of the formation checklist saved; `done_before` is the step's date read under lock.
pub fn formation_step_updated(
    union: UnionId,
    step: FormationStep,
    done_before: Option<NaiveDate>,
    update: &StepUpdate,
) -> AuditEvent {
    AuditEvent::new(AuditEntity::Union, union.get(), AuditAction::Updated)
        .in_union(union.get())
        .before(json!({ "formation_step": step.code(), "done_on": done_before }))
        .after(json!({ "formation_step": step.code(), "done_on": update.done_on }))
}

/// One application added by the GP, stored as `id` with `amount` committed.
pub fn applicant_created(union: UnionId, id: ApplicantId, new: &NewApplicant, amount: Won) -> AuditEvent {
    AuditEvent::new(AuditEntity::Applicant, id.get(), AuditAction::Created).in_union(union.get()).after(json!({
        "union_id": union.get(), "name": new.name, "unit_count": new.unit_count, "amount": amount.get()
    }))
}

/// A workbook of `count` applications committing `total` in all, recorded on the union.
pub fn applicants_imported(union: UnionId, count: usize, total: Won) -> AuditEvent {
    AuditEvent::new(AuditEntity::Union, union.get(), AuditAction::ApplicantsImported)
        .in_union(union.get())
        .after(json!({ "count": count, "amount": total.get() }))
}

pub fn applicant_status_changed(
    union: UnionId,
    id: ApplicantId,
    from: ApplicantStatus,
    to: ApplicantStatus,
) -> AuditEvent {
    AuditEvent::new(AuditEntity::Applicant, id.get(), AuditAction::StatusChanged)
        .in_union(union.get())
        .before(status_json(from.code()))
        .after(status_json(to.code()))
}

/// The member's registration number or address changed. No payload: it is personal data, so
/// the trail says it changed, not what it is.
pub fn applicant_identity_changed(union: UnionId, applicant: ApplicantId) -> AuditEvent {
    AuditEvent::new(AuditEntity::Applicant, applicant.get(), AuditAction::IdentityChanged).in_union(union.get())
}

pub fn union_file_uploaded(union: UnionId, id: UnionFileId, staged: &StagedFile) -> AuditEvent {
    AuditEvent::new(AuditEntity::UnionFile, id.get(), AuditAction::Uploaded)
        .in_union(union.get())
        .after(file_json(staged))
}

/// The file `id` replaced by `staged`; the old name and size are the row's, read under lock.
pub fn union_file_replaced(
    union: UnionId,
    id: UnionFileId,
    old_file_name: &str,
    old_size_bytes: i64,
    staged: &StagedFile,
) -> AuditEvent {
    AuditEvent::new(AuditEntity::UnionFile, id.get(), AuditAction::Replaced)
        .in_union(union.get())
        .before(json!({ "file_name": old_file_name, "size_bytes": old_size_bytes }))
        .after(file_json(staged))
}

/// The file `id` removed; `category` is the stored category code, read under lock.
pub fn union_file_deleted(union: UnionId, id: UnionFileId, category: &str, file_name: &str) -> AuditEvent {
    AuditEvent::new(AuditEntity::UnionFile, id.get(), AuditAction::Deleted)
        .in_union(union.get())
        .before(json!({ "category": category, "file_name": file_name }))
}

/// One upload of evidence files, recorded on the union: each file as `[applicant, kind, name]`.
pub fn evidence_uploaded(union: UnionId, staged: &[StagedEvidence]) -> AuditEvent {
    let files: Vec<_> = staged.iter().map(|s| (s.applicant_id.get(), s.kind.code(), &s.file_name)).collect();
    AuditEvent::new(AuditEntity::Evidence, union.get(), AuditAction::Uploaded)
        .in_union(union.get())
        .after(json!({ "files": files }))
}

/// A member's evidence file removed, recorded on the union.
pub fn evidence_deleted(union: UnionId, applicant: ApplicantId, kind: EvidenceKind, file_name: &str) -> AuditEvent {
    AuditEvent::new(AuditEntity::Evidence, union.get(), AuditAction::Deleted)
        .in_union(union.get())
        .before(json!({ "applicant_id": applicant.get(), "kind": kind.code(), "file_name": file_name }))
}

/// The payment account saved over `before` (none the first time: then the event has no
/// `before` at all).
pub fn bank_account_saved(union: UnionId, before: Option<&BankAccount>, account: &BankAccount) -> AuditEvent {
    AuditEvent {
        before: before.map(bank_account_json),
        ..AuditEvent::new(AuditEntity::BankAccount, union.get(), AuditAction::Saved).in_union(union.get())
    }
    .after(bank_account_json(account))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::applicant::LpType;
    use crate::bank::Bank;
    use crate::files::FileCategory;
    use crate::test_support::{day, union};

    fn assert_event(e: &AuditEvent, entity: AuditEntity, id: i64, action: AuditAction, union_id: i64) {
        assert_eq!((e.entity, e.entity_id, e.action, e.union_id), (entity, id, action, Some(union_id)));
    }

    #[test]
    fn a_union_records_its_fields() {
        let u = union();
        let fields = json!({ "name": "한빛 1호 개인투자조합", "status": "R", "unit_price": 1_000_000,
            "unit_count": 100, "unique_number": null });
        let e = union_created(&u);
        assert_event(&e, AuditEntity::Union, 1, AuditAction::Created, 1);
        assert_eq!((e.before, e.after), (None, Some(fields.clone())));

        let mut after = u.clone();
        after.input.unique_number = Some("123-80-12345".into());
        after.input.unit_count = 120;
        let e = union_updated(&u, &after);
        assert_event(&e, AuditEntity::Union, 1, AuditAction::Updated, 1);
        assert_eq!(e.before, Some(fields));
        assert_eq!(
            e.after,
            Some(json!({ "name": "한빛 1호 개인투자조합", "status": "R", "unit_price": 1_000_000,
                "unit_count": 120, "unique_number": "123-80-12345" }))
        );

        let e = union_status_changed(UnionId(7), UnionStatus::Recruiting, UnionStatus::Closed);
        assert_event(&e, AuditEntity::Union, 7, AuditAction::StatusChanged, 7);
        assert_eq!((e.before, e.after), (Some(json!({ "status": "R" })), Some(json!({ "status": "C" }))));

        let e = union_deleted(UnionId(7));
        assert_event(&e, AuditEntity::Union, 7, AuditAction::Deleted, 7);
        assert_eq!((e.before, e.after), (None, None));
    }

    #[test]
    fn a_formation_step_records_its_dates() {
        let update = StepUpdate { done_on: Some(day(2026, 12, 1)), ..StepUpdate::default() };
        let e = formation_step_updated(UnionId(7), FormationStep::BankAccount, None, &update);
        assert_event(&e, AuditEntity::Union, 7, AuditAction::Updated, 7);
        assert_eq!(e.before, Some(json!({ "formation_step": "bank_account", "done_on": null })));
        assert_eq!(e.after, Some(json!({ "formation_step": "bank_account", "done_on": "2026-12-01" })));

        let done = Some(day(2026, 11, 2));
        let e = formation_step_updated(UnionId(7), FormationStep::Payments, done, &StepUpdate::default());
        assert_eq!(e.before, Some(json!({ "formation_step": "payments", "done_on": "2026-11-02" })));
        assert_eq!(e.after, Some(json!({ "formation_step": "payments", "done_on": null })));
    }

    #[test]
    fn applicants_record_their_figures_and_statuses() {
        let new = NewApplicant {
            name: "홍길동".into(),
            lp_type: LpType::Individual,
            unit_count: 30,
            phone: "01012345678".into(),
            email: "hong@example.com".into(),
        };
        let e = applicant_created(UnionId(7), ApplicantId(42), &new, Won(30_000_000));
        assert_event(&e, AuditEntity::Applicant, 42, AuditAction::Created, 7);
        assert_eq!(e.before, None);
        assert_eq!(e.after, Some(json!({ "union_id": 7, "name": "홍길동", "unit_count": 30, "amount": 30_000_000 })));

        let e = applicants_imported(UnionId(7), 3, Won(90_000_000));
        assert_event(&e, AuditEntity::Union, 7, AuditAction::ApplicantsImported, 7);
        assert_eq!((e.before, e.after), (None, Some(json!({ "count": 3, "amount": 90_000_000 }))));

        let (from, to) = (ApplicantStatus::UnderReview, ApplicantStatus::Reviewed);
        let e = applicant_status_changed(UnionId(7), ApplicantId(42), from, to);
        assert_event(&e, AuditEntity::Applicant, 42, AuditAction::StatusChanged, 7);
        assert_eq!((e.before, e.after), (Some(json!({ "status": "R" })), Some(json!({ "status": "C" }))));

        let e = applicant_identity_changed(UnionId(7), ApplicantId(42));
        assert_event(&e, AuditEntity::Applicant, 42, AuditAction::IdentityChanged, 7);
        assert_eq!((e.before, e.after), (None, None), "personal data stays out of the trail");
    }

    #[test]
    fn union_files_record_names_and_sizes() {
        let staged = StagedFile {
            category: FileCategory::UnionRegulations,
            file_name: "규약.pdf".into(),
            size_bytes: 2048,
            content_type: "application/pdf".into(),
            object_key: "pending/abc".into(),
        };
        let after = json!({ "category": "unionRegulations", "file_name": "규약.pdf", "size_bytes": 2048 });

        let e = union_file_uploaded(UnionId(7), UnionFileId(5), &staged);
        assert_event(&e, AuditEntity::UnionFile, 5, AuditAction::Uploaded, 7);
        assert_eq!((e.before, e.after), (None, Some(after.clone())));

        let e = union_file_replaced(UnionId(7), UnionFileId(5), "옛 규약.pdf", 1024, &staged);
        assert_event(&e, AuditEntity::UnionFile, 5, AuditAction::Replaced, 7);
        assert_eq!(e.before, Some(json!({ "file_name": "옛 규약.pdf", "size_bytes": 1024 })));
        assert_eq!(e.after, Some(after));

        let e = union_file_deleted(UnionId(7), UnionFileId(5), "unionRegulations", "규약.pdf");
        assert_event(&e, AuditEntity::UnionFile, 5, AuditAction::Deleted, 7);
        assert_eq!(e.before, Some(json!({ "category": "unionRegulations", "file_name": "규약.pdf" })));
        assert_eq!(e.after, None);
    }

    #[test]
    fn evidence_is_recorded_on_the_union() {
        let staged = |applicant: i64, kind: EvidenceKind, name: &str| StagedEvidence {
            applicant_id: ApplicantId(applicant),
            kind,
            file_name: name.into(),
            size_bytes: 10,
            content_type: "application/pdf".into(),
            object_key: format!("pending/{name}"),
        };
        let files =
            [staged(42, EvidenceKind::Certificate, "증명서.pdf"), staged(43, EvidenceKind::Confirmation, "확인서.pdf")];
        let e = evidence_uploaded(UnionId(7), &files);
        assert_event(&e, AuditEntity::Evidence, 7, AuditAction::Uploaded, 7);
        assert_eq!(e.before, None);
        assert_eq!(e.after, Some(json!({ "files": [[42, "IRF0015", "증명서.pdf"], [43, "IRF0007", "확인서.pdf"]] })));

        let e = evidence_deleted(UnionId(7), ApplicantId(42), EvidenceKind::Confirmation, "확인서.pdf");
        assert_event(&e, AuditEntity::Evidence, 7, AuditAction::Deleted, 7);
        assert_eq!(e.before, Some(json!({ "applicant_id": 42, "kind": "IRF0007", "file_name": "확인서.pdf" })));
        assert_eq!(e.after, None);
    }

    #[test]
    fn the_bank_account_records_both_sides() {
        let account = |bank: Bank, number: &str| BankAccount {
            bank,
            account_number: number.into(),
            depositor: "한빛 1호 개인투자조합".into(),
        };
        let old = account(Bank { code: "004", name: "KB국민은행" }, "123-456-789012");
        let new = account(Bank { code: "088", name: "신한은행" }, "110-123-456789");
        let new_json = json!({ "bank_code": "088", "bank_name": "신한은행",
            "account_number": "110-123-456789", "depositor": "한빛 1호 개인투자조합" });

        let e = bank_account_saved(UnionId(7), None, &new);
        assert_event(&e, AuditEntity::BankAccount, 7, AuditAction::Saved, 7);
        assert_eq!((e.before, e.after), (None, Some(new_json.clone())));

        let e = bank_account_saved(UnionId(7), Some(&old), &new);
        assert_eq!(
            e.before,
            Some(json!({ "bank_code": "004", "bank_name": "KB국민은행",
                "account_number": "123-456-789012", "depositor": "한빛 1호 개인투자조합" }))
        );
        assert_eq!(e.after, Some(new_json));
    }
}
