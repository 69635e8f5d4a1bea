//! LP members: a firm's record of one LP, its status, and what it applied for.

use chrono::{DateTime, Utc};
use kernel::{define_id, FieldError, Won};
use union::{optional_email, optional_phone, ApplicantId, ApplicantStatus, LpType, UnionId, UnionStatus};

define_id!(
    /// A firm's LP record (the spec's `lpMemberIdx` / `lpNo`).
    LpMemberId
);

/// The spec's member status.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LpMemberStatus {
    /// Invited or recorded, no account linked yet.
    Waiting,
    Normal,
    /// Suspended by the GP: cannot apply.
    Suspended,
}

impl LpMemberStatus {
    pub const ALL: [LpMemberStatus; 3] = [LpMemberStatus::Waiting, LpMemberStatus::Normal, LpMemberStatus::Suspended];

    pub fn code(self) -> &'static str {
        match self {
            LpMemberStatus::Waiting => "W",
            LpMemberStatus::Normal => "N",
            LpMemberStatus::Suspended => "S",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.code() == code)
    }

    pub fn label(self) -> &'static str {
        match self {
            LpMemberStatus::Waiting => "대기",
            LpMemberStatus::Normal => "정상",
            LpMemberStatus::Suspended => "정지",
        }
    }
}

/// A firm's LP.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LpMember {
    pub id: LpMemberId,
    /// Empty until the LP signs up (show the e-mail instead).
    pub name: String,
    pub lp_type: LpType,
    /// Digits only.
    pub phone: String,
    pub email: String,
    pub status: LpMemberStatus,
    pub note: String,
    /// Whether the LP has an account linked (accepted an invitation).
    pub has_account: bool,
    pub created_at: DateTime<Utc>,
}

/// A row of the LP list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LpMemberSummary {
    pub member: LpMember,
    /// Live unions the LP's applications are in.
    pub union_count: i64,
    /// Sum of the LP's applied amounts.
    pub committed: Won,
}

/// Filters of the LP list.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LpMemberFilter {
    pub status: Option<LpMemberStatus>,
    /// Substring of the name or e-mail.
    pub query: String,
}

/// One application of an LP, as its detail shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LpApplication {
    pub applicant_id: ApplicantId,
    pub union_id: UnionId,
    pub union_name: String,
    pub union_status: UnionStatus,
    pub unit_count: i64,
    pub amount: Won,
    pub status: ApplicantStatus,
    pub document_count: i64,
    pub applied_at: DateTime<Utc>,
}

/// An LP with its groups and applications.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LpMemberDetail {
    pub member: LpMember,
    /// `(group id, group name)`, by name.
    pub groups: Vec<(crate::group::LpGroupId, String)>,
    /// Newest first.
    pub applications: Vec<LpApplication>,
}

/// What the GP types to record an LP by hand.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LpMemberDraft {
    pub name: Option<String>,
    pub lp_type: Option<String>,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub note: Option<String>,
}

/// A checked new LP record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LpMemberInput {
    pub name: String,
    pub lp_type: LpType,
    pub phone: String,
    pub email: String,
    pub note: String,
}

/// What the GP may change on an LP: status and note.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LpMemberChange {
    pub status: LpMemberStatus,
    pub note: String,
}

/// Longest note kept.
pub const MAX_NOTE_CHARS: usize = 2000;

fn note(raw: Option<&str>, e: &mut Vec<FieldError>) -> String {
    let n = raw.unwrap_or("").trim().to_string();
    if n.chars().count() > MAX_NOTE_CHARS {
        e.push(FieldError::new("note", "메모는 2,000자 이내로 입력해 주세요."));
    }
    n
}

/// Checks a hand-made LP record.
///
/// # Errors
/// Every invalid field with a Korean message.
pub fn validate_member(d: &LpMemberDraft) -> Result<LpMemberInput, Vec<FieldError>> {
    let mut e = Vec::new();
    let name = d.name.as_deref().map(str::trim).filter(|n| !n.is_empty() && n.chars().count() <= 100);
    if name.is_none() {
        e.push(FieldError::new("name", "이름을 입력해 주세요."));
    }
    let lp_type = d.lp_type.as_deref().and_then(LpType::parse);
    if lp_type.is_none() {
        e.push(FieldError::new("lp_type", "개인 또는 법인을 선택해 주세요."));
    }
    let phone = optional_phone(d.phone.as_deref()).unwrap_or_else(|err| {
        e.push(err);
        String::new()
    });
    let email = optional_email(d.email.as_deref()).unwrap_or_else(|err| {
        e.push(err);
        String::new()
    });
    let note = note(d.note.as_deref(), &mut e);
    match (name, lp_type) {
        (Some(name), Some(lp_type)) if e.is_empty() => {
            Ok(LpMemberInput { name: name.to_string(), lp_type, phone, email, note })
        }
        _ => Err(e),
    }
}

/// Checks the GP's status and note change.
///
/// # Errors
/// Invalid status or a note that is too long.
pub fn validate_change(status: Option<&str>, raw_note: Option<&str>) -> Result<LpMemberChange, Vec<FieldError>> {
    let mut e = Vec::new();
    let status = status.and_then(LpMemberStatus::parse);
    if status.is_none() {
        e.push(FieldError::new("status", "회원 상태를 선택해 주세요."));
    }
    let note = note(raw_note, &mut e);
    match status {
        Some(status) if e.is_empty() => Ok(LpMemberChange { status, note }),
        _ => Err(e),
    }
}

/// A union in the matching modal's left list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchingUnion {
    pub id: UnionId,
    pub name: String,
    pub unique_number: Option<String>,
    pub status: UnionStatus,
}

/// An application in the matching modal's right list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MatchingApplicant {
    pub id: ApplicantId,
    /// The applicant's (company) name.
    pub name: String,
    /// The login id shown in the list: the applicant's e-mail.
    pub email: String,
    pub amount: Won,
    /// The LP record it is matched to, if any.
    pub matched_to: Option<LpMemberId>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_round_trip() {
        for s in LpMemberStatus::ALL {
            assert_eq!(LpMemberStatus::parse(s.code()), Some(s));
        }
        assert_eq!(LpMemberStatus::parse("X"), None);
        assert_eq!(LpMemberStatus::Suspended.label(), "정지");
    }

    #[test]
    fn a_hand_made_record_needs_name_and_type_and_checks_contacts() {
        let err = validate_member(&LpMemberDraft { email: Some("nope".into()), ..Default::default() }).unwrap_err();
        let fields: Vec<_> = err.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["name", "lp_type", "email"]);
        let ok = validate_member(&LpMemberDraft {
            name: Some(" 김투자 ".into()),
            lp_type: Some("individual".into()),
            phone: Some("010-1234-5678".into()),
            email: Some("Kim@Example.KR".into()),
            note: None,
        })
        .unwrap();
        assert_eq!(
            (ok.name.as_str(), ok.phone.as_str(), ok.email.as_str()),
            ("김투자", "01012345678", "kim@example.kr")
        );
    }

    #[test]
    fn a_change_needs_a_known_status_and_a_short_note() {
        assert!(validate_change(Some("N"), Some("메모")).is_ok());
        assert_eq!(validate_change(Some("Q"), None).unwrap_err()[0].field, "status");
        let long = "가".repeat(MAX_NOTE_CHARS + 1);
        assert_eq!(validate_change(Some("S"), Some(&long)).unwrap_err()[0].field, "note");
    }
}
