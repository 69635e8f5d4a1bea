//! The audit trail's vocabulary: who changed what, how, when, with the values before and after.
//! Every service's change is recorded in the transaction that makes it (the adapter writes the
//! [`AuditEvent`] the change describes), and the trail is append-only.

use chrono::{DateTime, Utc};
use serde_json::Value;

/// What a change was made to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AuditEntity {
    Union,
    Applicant,
    ApplicantDocument,
    UnionFile,
    Evidence,
    BankAccount,
    Mailing,
    LpMember,
    LpGroup,
    User,
    Investment,
    Report,
    Portfolio,
    Company,
    Team,
    Notice,
    Faq,
    Inquiry,
}

impl AuditEntity {
    pub const ALL: [AuditEntity; 18] = [
        AuditEntity::Union,
        AuditEntity::Applicant,
        AuditEntity::ApplicantDocument,
        AuditEntity::UnionFile,
        AuditEntity::Evidence,
        AuditEntity::BankAccount,
        AuditEntity::Mailing,
        AuditEntity::LpMember,
        AuditEntity::LpGroup,
        AuditEntity::User,
        AuditEntity::Investment,
        AuditEntity::Report,
        AuditEntity::Portfolio,
        AuditEntity::Company,
        AuditEntity::Team,
        AuditEntity::Notice,
        AuditEntity::Faq,
        AuditEntity::Inquiry,
    ];

    pub fn code(self) -> &'static str {
        match self {
            AuditEntity::Union => "union",
            AuditEntity::Applicant => "applicant",
            AuditEntity::ApplicantDocument => "applicant_document",
            AuditEntity::UnionFile => "union_file",
            AuditEntity::Evidence => "evidence",
            AuditEntity::BankAccount => "union_bank_account",
            AuditEntity::Mailing => "mailing",
            AuditEntity::LpMember => "lp_member",
            AuditEntity::LpGroup => "lp_group",
            AuditEntity::User => "user",
            AuditEntity::Investment => "investment",
            AuditEntity::Report => "report",
            AuditEntity::Portfolio => "portfolio",
            AuditEntity::Company => "company",
            AuditEntity::Team => "team",
            AuditEntity::Notice => "notice",
            AuditEntity::Faq => "faq",
            AuditEntity::Inquiry => "inquiry",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|e| e.code() == code)
    }

    /// Korean name shown in a history.
    pub fn label(self) -> &'static str {
        match self {
            AuditEntity::Union => "조합",
            AuditEntity::Applicant => "출자 신청",
            AuditEntity::ApplicantDocument => "조합원 서류",
            AuditEntity::UnionFile => "조합 자료",
            AuditEntity::Evidence => "투자 증빙",
            AuditEntity::BankAccount => "납입 계좌",
            AuditEntity::Mailing => "메일 발송",
            AuditEntity::LpMember => "LP",
            AuditEntity::LpGroup => "LP 그룹",
            AuditEntity::User => "회원",
            AuditEntity::Investment => "투자 내역",
            AuditEntity::Report => "투자 보고서",
            AuditEntity::Portfolio => "포트폴리오",
            AuditEntity::Company => "회사 정보",
            AuditEntity::Team => "그룹",
            AuditEntity::Notice => "공지사항",
            AuditEntity::Faq => "자주 묻는 질문",
            AuditEntity::Inquiry => "1:1 문의",
        }
    }
}

/// What was done.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AuditAction {
    Created,
    Updated,
    StatusChanged,
    Deleted,
    ApplicantsImported,
    Applied,
    Uploaded,
    Replaced,
    IdentityChanged,
    Saved,
    Sent,
    Invited,
    InvitationAccepted,
    Matched,
    Unmatched,
    MembersSet,
    GroupStatusChanged,
    /// The investment ledger workbook was imported (counts in `after`).
    LedgerImported,
}

impl AuditAction {
    pub const ALL: [AuditAction; 18] = [
        AuditAction::Created,
        AuditAction::Updated,
        AuditAction::StatusChanged,
        AuditAction::Deleted,
        AuditAction::ApplicantsImported,
        AuditAction::Applied,
        AuditAction::Uploaded,
        AuditAction::Replaced,
        AuditAction::IdentityChanged,
        AuditAction::Saved,
        AuditAction::Sent,
        AuditAction::Invited,
        AuditAction::InvitationAccepted,
        AuditAction::Matched,
        AuditAction::Unmatched,
        AuditAction::MembersSet,
        AuditAction::GroupStatusChanged,
        AuditAction::LedgerImported,
    ];

    pub fn code(self) -> &'static str {
        match self {
            AuditAction::Created => "created",
            AuditAction::Updated => "updated",
            AuditAction::StatusChanged => "status_changed",
            AuditAction::Deleted => "deleted",
            AuditAction::ApplicantsImported => "applicants_imported",
            AuditAction::Applied => "applied",
            AuditAction::Uploaded => "uploaded",
            AuditAction::Replaced => "replaced",
            AuditAction::IdentityChanged => "identity_changed",
            AuditAction::Saved => "saved",
            AuditAction::Sent => "sent",
            AuditAction::Invited => "invited",
            AuditAction::InvitationAccepted => "invitation_accepted",
            AuditAction::Matched => "matched",
            AuditAction::Unmatched => "unmatched",
            AuditAction::MembersSet => "members_set",
            AuditAction::GroupStatusChanged => "group_status_changed",
            AuditAction::LedgerImported => "ledger_imported",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|a| a.code() == code)
    }

    /// Korean name shown in a history.
    pub fn label(self) -> &'static str {
        match self {
            AuditAction::Created => "등록",
            AuditAction::Updated => "수정",
            AuditAction::StatusChanged => "상태 변경",
            AuditAction::Deleted => "삭제",
            AuditAction::ApplicantsImported => "엑셀 일괄 등록",
            AuditAction::Applied => "출자 신청",
            AuditAction::Uploaded => "업로드",
            AuditAction::Replaced => "교체",
            AuditAction::IdentityChanged => "인적 사항 변경",
            AuditAction::Saved => "저장",
            AuditAction::Sent => "발송",
            AuditAction::Invited => "초대",
            AuditAction::InvitationAccepted => "초대 수락",
            AuditAction::Matched => "매칭",
            AuditAction::Unmatched => "매칭 해제",
            AuditAction::MembersSet => "멤버 변경",
            AuditAction::GroupStatusChanged => "가입 상태 변경",
            AuditAction::LedgerImported => "투자 원장 엑셀 가져오기",
        }
    }
}

/// One change, as the adapter records it next to the change itself.
#[derive(Debug, Clone, PartialEq)]
pub struct AuditEvent {
    pub entity: AuditEntity,
    pub entity_id: i64,
    pub action: AuditAction,
    /// The union the change belongs to, so the union's history shows it.
    pub union_id: Option<i64>,
    pub before: Option<Value>,
    pub after: Option<Value>,
}

impl AuditEvent {
    pub fn new(entity: AuditEntity, entity_id: i64, action: AuditAction) -> Self {
        AuditEvent { entity, entity_id, action, union_id: None, before: None, after: None }
    }

    /// The event of a union's own change (its history lists it).
    pub fn of_union(union_id: i64, action: AuditAction) -> Self {
        AuditEvent::new(AuditEntity::Union, union_id, action).in_union(union_id)
    }

    #[must_use]
    pub fn in_union(self, union_id: i64) -> Self {
        AuditEvent { union_id: Some(union_id), ..self }
    }

    #[must_use]
    pub fn before(self, value: Value) -> Self {
        AuditEvent { before: Some(value), ..self }
    }

    #[must_use]
    pub fn after(self, value: Value) -> Self {
        AuditEvent { after: Some(value), ..self }
    }
}

/// A recorded event with who made it and when.
#[derive(Debug, Clone, PartialEq)]
pub struct AuditEntry {
    pub id: i64,
    pub occurred_at: DateTime<Utc>,
    /// The actor's name; `None` for a system change or a deleted account.
    pub actor_name: Option<String>,
    pub event: AuditEvent,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_are_unique() {
        for e in AuditEntity::ALL {
            assert_eq!(AuditEntity::parse(e.code()), Some(e));
        }
        for a in AuditAction::ALL {
            assert_eq!(AuditAction::parse(a.code()), Some(a));
        }
        assert_eq!(AuditAction::parse("create"), None, "old names were migrated, not kept");
    }

    #[test]
    fn a_union_event_belongs_to_its_union() {
        let e = AuditEvent::of_union(7, AuditAction::Updated).before(serde_json::json!({ "name": "a" }));
        assert_eq!((e.entity, e.entity_id, e.union_id), (AuditEntity::Union, 7, Some(7)));
        assert_eq!(e.before, Some(serde_json::json!({ "name": "a" })));
        assert_eq!(e.after, None);
    }
}
