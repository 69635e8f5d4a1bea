//! Member documents an LP sends for an application (the spec's FLF0001–FLF0008), with the
//! same upload checks as the union's own files.

use chrono::{DateTime, Utc};
use kernel::define_id;

use crate::applicant::ApplicantId;

define_id!(
    /// A document an LP sent for an application.
    ApplicantDocumentId
);

/// The kinds of member document, in the order the LP's upload screen lists them. The first six
/// are the ones the closing notice (mail C) asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DocumentKind {
    IdCopy,
    ResidentRegistration,
    BankbookCopy,
    PrivacyConsent,
    WrittenResolution,
    MemberConsent,
    CommitmentLetter,
    Other,
}

impl DocumentKind {
    pub const ALL: [DocumentKind; 8] = [
        DocumentKind::IdCopy,
        DocumentKind::ResidentRegistration,
        DocumentKind::BankbookCopy,
        DocumentKind::PrivacyConsent,
        DocumentKind::WrittenResolution,
        DocumentKind::MemberConsent,
        DocumentKind::CommitmentLetter,
        DocumentKind::Other,
    ];

    /// The spec's code (`FLF0001`…`FLF0008`).
    pub fn code(self) -> &'static str {
        match self {
            DocumentKind::IdCopy => "FLF0001",
            DocumentKind::ResidentRegistration => "FLF0002",
            DocumentKind::BankbookCopy => "FLF0003",
            DocumentKind::PrivacyConsent => "FLF0004",
            DocumentKind::WrittenResolution => "FLF0005",
            DocumentKind::MemberConsent => "FLF0006",
            DocumentKind::CommitmentLetter => "FLF0007",
            DocumentKind::Other => "FLF0008",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.code() == code)
    }

    pub fn label(self) -> &'static str {
        match self {
            DocumentKind::IdCopy => "신분증 사본",
            DocumentKind::ResidentRegistration => "주민등록등본",
            DocumentKind::BankbookCopy => "통장 사본",
            DocumentKind::PrivacyConsent => "개인정보 수집·이용 동의서",
            DocumentKind::WrittenResolution => "서면결의서",
            DocumentKind::MemberConsent => "조합원 동의서",
            DocumentKind::CommitmentLetter => "출자확약서",
            DocumentKind::Other => "기타",
        }
    }

    /// Whether the closing notice asks every member for it.
    pub fn requested(self) -> bool {
        !matches!(self, DocumentKind::CommitmentLetter | DocumentKind::Other)
    }
}

/// A stored member document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApplicantDocument {
    pub id: ApplicantDocumentId,
    pub applicant_id: ApplicantId,
    pub kind: DocumentKind,
    pub file_name: String,
    pub size_bytes: i64,
    pub content_type: String,
    pub uploaded_at: DateTime<Utc>,
}

/// A checked document whose bytes are in the store under a pending key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StagedDocument {
    pub kind: DocumentKind,
    pub file_name: String,
    pub size_bytes: i64,
    pub content_type: String,
    pub object_key: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_in_the_spec_range() {
        for (i, k) in DocumentKind::ALL.iter().enumerate() {
            assert_eq!(k.code(), format!("FLF000{}", i + 1));
            assert_eq!(DocumentKind::parse(k.code()), Some(*k));
        }
        assert_eq!(DocumentKind::parse("FLF0009"), None);
        assert_eq!(DocumentKind::ALL.iter().filter(|k| k.requested()).count(), 6);
    }
}
