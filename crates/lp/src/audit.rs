//! What lp records in the audit trail for each change: the event and its payload.
//!
//! The LP's own side changes applicants of a union (an application, its documents); those
//! events are built here rather than in `union`, since lp is the domain making the change.

use kernel::audit::{AuditAction, AuditEntity, AuditEvent};
use kernel::{Email, Won};
use serde_json::{json, Value};
use union::{ApplicantDocumentId, ApplicantId, StagedDocument, UnionId};

use crate::group::{LpGroupId, LpGroupInput};
use crate::invitation::InvitationId;
use crate::member::{LpMemberChange, LpMemberId, LpMemberInput};

fn member_event(id: LpMemberId, action: AuditAction) -> AuditEvent {
    AuditEvent::new(AuditEntity::LpMember, id.get(), action)
}

fn group_event(id: LpGroupId, action: AuditAction) -> AuditEvent {
    AuditEvent::new(AuditEntity::LpGroup, id.get(), action)
}

fn group_json(input: &LpGroupInput) -> Value {
    json!({ "name": input.name, "description": input.description })
}

/// An LP recorded by hand.
pub fn member_created(id: LpMemberId, input: &LpMemberInput) -> AuditEvent {
    member_event(id, AuditAction::Created).after(json!({ "name": input.name, "email": input.email }))
}

/// The GP changed an LP's status and note; `before_status` is the stored status code.
pub fn member_updated(id: LpMemberId, before_status: &str, before_note: &str, change: &LpMemberChange) -> AuditEvent {
    member_event(id, AuditAction::Updated)
        .before(json!({ "status": before_status, "note": before_note }))
        .after(json!({ "status": change.status.code(), "note": change.note }))
}

/// An LP matched to an application.
pub fn member_matched(id: LpMemberId, applicant: ApplicantId) -> AuditEvent {
    member_event(id, AuditAction::Matched).after(json!({ "applicant_id": applicant.get() }))
}

/// An LP's match to an application undone.
pub fn member_unmatched(id: LpMemberId, applicant: ApplicantId) -> AuditEvent {
    member_event(id, AuditAction::Unmatched).before(json!({ "applicant_id": applicant.get() }))
}

/// A waiting LP record made for an invited address.
pub fn member_invited(id: LpMemberId, email: &Email) -> AuditEvent {
    member_event(id, AuditAction::Invited).after(json!({ "email": email.as_str() }))
}

/// A group created.
pub fn group_created(id: LpGroupId, input: &LpGroupInput) -> AuditEvent {
    group_event(id, AuditAction::Created).after(group_json(input))
}

/// A group's name and description changed (`before_*` as stored before the change).
pub fn group_updated(id: LpGroupId, before_name: &str, before_description: &str, input: &LpGroupInput) -> AuditEvent {
    group_event(id, AuditAction::Updated)
        .before(json!({ "name": before_name, "description": before_description }))
        .after(group_json(input))
}

/// A group deleted; `name` is the name it had.
pub fn group_deleted(id: LpGroupId, name: &str) -> AuditEvent {
    group_event(id, AuditAction::Deleted).before(json!({ "name": name }))
}

/// A group's whole member list set; `members` as stored (sorted, without duplicates).
pub fn group_members_set(id: LpGroupId, members: &[LpMemberId]) -> AuditEvent {
    group_event(id, AuditAction::MembersSet).after(json!({ "members": members }))
}

/// Invitations to a union sent (only those created; the event is the union's).
pub fn union_invited(union: UnionId, invitations: &[InvitationId]) -> AuditEvent {
    AuditEvent::of_union(union.get(), AuditAction::Invited).after(json!({ "invitations": invitations }))
}

/// An LP accepted an invitation to a union and became the LP record `member`.
pub fn union_invitation_accepted(union: UnionId, invitation: InvitationId, member: LpMemberId) -> AuditEvent {
    AuditEvent::of_union(union.get(), AuditAction::InvitationAccepted)
        .after(json!({ "invitation_id": invitation.get(), "lp_member_id": member.get() }))
}

/// An LP applied to a union from their own side: the new applicant.
pub fn applicant_applied(applicant: ApplicantId, union: UnionId, unit_count: i64, amount: Won) -> AuditEvent {
    AuditEvent::new(AuditEntity::Applicant, applicant.get(), AuditAction::Applied)
        .in_union(union.get())
        .after(json!({ "union_id": union.get(), "unit_count": unit_count, "amount": amount.get() }))
}

/// An LP sent a document for their application.
pub fn document_uploaded(
    document: ApplicantDocumentId,
    union: UnionId,
    applicant: ApplicantId,
    staged: &StagedDocument,
) -> AuditEvent {
    AuditEvent::new(AuditEntity::ApplicantDocument, document.get(), AuditAction::Uploaded)
        .in_union(union.get())
        .after(json!({ "applicant_id": applicant.get(), "kind": staged.kind.code(), "file_name": staged.file_name }))
}

/// An LP removed a document of their application; `kind` is the stored kind code.
pub fn document_deleted(
    document: ApplicantDocumentId,
    union: UnionId,
    applicant: ApplicantId,
    kind: &str,
    file_name: &str,
) -> AuditEvent {
    AuditEvent::new(AuditEntity::ApplicantDocument, document.get(), AuditAction::Deleted)
        .in_union(union.get())
        .before(json!({ "applicant_id": applicant.get(), "kind": kind, "file_name": file_name }))
}

#[cfg(test)]
mod tests {
    use union::{DocumentKind, LpType};

    use super::*;
    use crate::group::GroupImage;
    use crate::member::LpMemberStatus;

    fn head(e: &AuditEvent) -> (AuditEntity, i64, AuditAction, Option<i64>) {
        (e.entity, e.entity_id, e.action, e.union_id)
    }

    #[test]
    fn member_events_carry_the_member_and_its_payload() {
        let input = LpMemberInput {
            name: "김투자".into(),
            lp_type: LpType::Individual,
            phone: "01012345678".into(),
            email: "kim@example.kr".into(),
            note: "메모".into(),
        };
        let e = member_created(LpMemberId(3), &input);
        assert_eq!(head(&e), (AuditEntity::LpMember, 3, AuditAction::Created, None));
        assert_eq!(e.before, None);
        assert_eq!(e.after, Some(json!({ "name": "김투자", "email": "kim@example.kr" })));

        let change = LpMemberChange { status: LpMemberStatus::Suspended, note: "정지".into() };
        let e = member_updated(LpMemberId(3), "N", "", &change);
        assert_eq!(head(&e), (AuditEntity::LpMember, 3, AuditAction::Updated, None));
        assert_eq!(e.before, Some(json!({ "status": "N", "note": "" })));
        assert_eq!(e.after, Some(json!({ "status": "S", "note": "정지" })));

        let e = member_matched(LpMemberId(3), ApplicantId(8));
        assert_eq!(head(&e), (AuditEntity::LpMember, 3, AuditAction::Matched, None));
        assert_eq!((e.before, e.after), (None, Some(json!({ "applicant_id": 8 }))));

        let e = member_unmatched(LpMemberId(3), ApplicantId(8));
        assert_eq!(head(&e), (AuditEntity::LpMember, 3, AuditAction::Unmatched, None));
        assert_eq!((e.before, e.after), (Some(json!({ "applicant_id": 8 })), None));

        let e = member_invited(LpMemberId(4), &Email::parse("lp@example.kr").unwrap());
        assert_eq!(head(&e), (AuditEntity::LpMember, 4, AuditAction::Invited, None));
        assert_eq!((e.before, e.after), (None, Some(json!({ "email": "lp@example.kr" }))));
    }

    #[test]
    fn group_events_carry_the_group_and_its_payload() {
        let input = LpGroupInput { name: "VIP".into(), description: "주요 LP".into(), image: GroupImage::Keep };
        let e = group_created(LpGroupId(5), &input);
        assert_eq!(head(&e), (AuditEntity::LpGroup, 5, AuditAction::Created, None));
        assert_eq!((e.before, e.after), (None, Some(json!({ "name": "VIP", "description": "주요 LP" }))));

        let e = group_updated(LpGroupId(5), "old", "옛 설명", &input);
        assert_eq!(head(&e), (AuditEntity::LpGroup, 5, AuditAction::Updated, None));
        assert_eq!(e.before, Some(json!({ "name": "old", "description": "옛 설명" })));
        assert_eq!(e.after, Some(json!({ "name": "VIP", "description": "주요 LP" })));

        let e = group_deleted(LpGroupId(5), "VIP");
        assert_eq!(head(&e), (AuditEntity::LpGroup, 5, AuditAction::Deleted, None));
        assert_eq!((e.before, e.after), (Some(json!({ "name": "VIP" })), None));

        let e = group_members_set(LpGroupId(5), &[LpMemberId(1), LpMemberId(2)]);
        assert_eq!(head(&e), (AuditEntity::LpGroup, 5, AuditAction::MembersSet, None));
        assert_eq!((e.before, e.after), (None, Some(json!({ "members": [1, 2] }))));
    }

    #[test]
    fn invitation_events_belong_to_the_union() {
        let e = union_invited(UnionId(7), &[InvitationId(11), InvitationId(12)]);
        assert_eq!(head(&e), (AuditEntity::Union, 7, AuditAction::Invited, Some(7)));
        assert_eq!((e.before, e.after), (None, Some(json!({ "invitations": [11, 12] }))));

        let e = union_invitation_accepted(UnionId(7), InvitationId(11), LpMemberId(3));
        assert_eq!(head(&e), (AuditEntity::Union, 7, AuditAction::InvitationAccepted, Some(7)));
        assert_eq!((e.before, e.after), (None, Some(json!({ "invitation_id": 11, "lp_member_id": 3 }))));
    }

    #[test]
    fn the_lps_own_changes_belong_to_the_union() {
        let e = applicant_applied(ApplicantId(9), UnionId(7), 3, Won(3_000_000));
        assert_eq!(head(&e), (AuditEntity::Applicant, 9, AuditAction::Applied, Some(7)));
        assert_eq!(e.before, None);
        assert_eq!(e.after, Some(json!({ "union_id": 7, "unit_count": 3, "amount": 3_000_000 })));

        let staged = StagedDocument {
            kind: DocumentKind::IdCopy,
            file_name: "id.pdf".into(),
            size_bytes: 10,
            content_type: "application/pdf".into(),
            object_key: "k".into(),
        };
        let e = document_uploaded(ApplicantDocumentId(20), UnionId(7), ApplicantId(9), &staged);
        assert_eq!(head(&e), (AuditEntity::ApplicantDocument, 20, AuditAction::Uploaded, Some(7)));
        assert_eq!(e.before, None);
        assert_eq!(e.after, Some(json!({ "applicant_id": 9, "kind": "FLF0001", "file_name": "id.pdf" })));

        let e = document_deleted(ApplicantDocumentId(20), UnionId(7), ApplicantId(9), "FLF0001", "id.pdf");
        assert_eq!(head(&e), (AuditEntity::ApplicantDocument, 20, AuditAction::Deleted, Some(7)));
        assert_eq!(e.before, Some(json!({ "applicant_id": 9, "kind": "FLF0001", "file_name": "id.pdf" })));
        assert_eq!(e.after, None);
    }
}
