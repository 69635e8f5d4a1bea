//! Investment evidence (the invest tab): each contributing member's certificate (IRF0015) and
//! confirmation (IRF0007) file, and the bulk confirmation upload matched by file name
//! (`unionName_memberName.pdf`).

use std::collections::HashMap;

use chrono::{DateTime, Utc};
use kernel::Won;
use unicode_normalization::UnicodeNormalization;

use crate::applicant::ApplicantId;

/// Largest evidence file: 50 MB, as union files.
pub const MAX_EVIDENCE_BYTES: usize = crate::files::MAX_FILE_BYTES;
/// Most PDFs one bulk upload takes (after zips are opened).
pub const MAX_BULK_FILES: usize = 1000;
/// A zip may not expand to more than this in all (a zip bomb stops here).
pub const MAX_ZIP_EXPANDED_BYTES: u64 = 2 * 1024 * 1024 * 1024;

/// Which evidence file of a member.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EvidenceKind {
    /// 출자증명서 / 투자확인서 (IRF0015).
    Certificate,
    /// 출자확인서, the confirmation (IRF0007).
    Confirmation,
}

impl EvidenceKind {
    pub const ALL: [EvidenceKind; 2] = [EvidenceKind::Certificate, EvidenceKind::Confirmation];

    pub fn code(self) -> &'static str {
        match self {
            EvidenceKind::Certificate => "IRF0015",
            EvidenceKind::Confirmation => "IRF0007",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.code() == code)
    }

    pub fn label(self) -> &'static str {
        match self {
            EvidenceKind::Certificate => "출자증명서",
            EvidenceKind::Confirmation => "출자확인서",
        }
    }
}

/// A stored evidence file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EvidenceFile {
    pub kind: EvidenceKind,
    pub file_name: String,
    pub size_bytes: i64,
    pub content_type: String,
    pub uploaded_at: DateTime<Utc>,
}

/// A row of the invest tab: a member who contributed (P or F) and their two files.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContributingMember {
    pub applicant_id: ApplicantId,
    pub name: String,
    pub unit_count: i64,
    pub amount: Won,
    pub certificate: Option<EvidenceFile>,
    pub confirmation: Option<EvidenceFile>,
}

/// A checked evidence file in the store under a pending key, waiting for its row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StagedEvidence {
    pub applicant_id: ApplicantId,
    pub kind: EvidenceKind,
    pub file_name: String,
    pub size_bytes: i64,
    pub content_type: String,
    pub object_key: String,
}

/// Why a file of a bulk upload was not stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BulkFailure {
    /// The name does not start with the union's name and `_`.
    WrongUnionName,
    /// No contributing member has the name after `_`.
    NoSuchMember,
    /// Two or more contributing members have that name.
    Ambiguous,
    /// Another file of this upload already matched the same member.
    Duplicate,
    /// Not a `.pdf` name, or not PDF content.
    NotPdf,
    /// Over [`MAX_EVIDENCE_BYTES`].
    TooLarge,
    /// A zip entry inside a folder, with `..`, or a zip inside the zip.
    NestedPath,
    /// A zip that cannot be read, or expands beyond [`MAX_ZIP_EXPANDED_BYTES`].
    BadArchive,
    /// More than [`MAX_BULK_FILES`] files.
    TooMany,
}

impl BulkFailure {
    pub const ALL: [BulkFailure; 9] = [
        BulkFailure::WrongUnionName,
        BulkFailure::NoSuchMember,
        BulkFailure::Ambiguous,
        BulkFailure::Duplicate,
        BulkFailure::NotPdf,
        BulkFailure::TooLarge,
        BulkFailure::NestedPath,
        BulkFailure::BadArchive,
        BulkFailure::TooMany,
    ];

    pub fn code(self) -> &'static str {
        match self {
            BulkFailure::WrongUnionName => "wrong_union_name",
            BulkFailure::NoSuchMember => "no_such_member",
            BulkFailure::Ambiguous => "ambiguous_member",
            BulkFailure::Duplicate => "duplicate_member",
            BulkFailure::NotPdf => "not_pdf",
            BulkFailure::TooLarge => "too_large",
            BulkFailure::NestedPath => "nested_path",
            BulkFailure::BadArchive => "bad_archive",
            BulkFailure::TooMany => "too_many_files",
        }
    }

    pub fn reason(self) -> &'static str {
        match self {
            BulkFailure::WrongUnionName => "조합명이 일치하지 않습니다. '조합명_조합원명.pdf' 형식으로 올려 주세요.",
            BulkFailure::NoSuchMember => "출자 조합원 중 이름이 일치하는 사람이 없습니다.",
            BulkFailure::Ambiguous => {
                "같은 이름의 출자 조합원이 여러 명이라 자동으로 연결할 수 없습니다. 개별 업로드를 이용해 주세요."
            }
            BulkFailure::Duplicate => "같은 조합원의 파일이 이미 이번 업로드에 있습니다.",
            BulkFailure::NotPdf => "PDF 파일이 아닙니다.",
            BulkFailure::TooLarge => "파일은 50MB까지 올릴 수 있습니다.",
            BulkFailure::NestedPath => "압축 파일 안의 폴더나 압축 파일은 읽지 않습니다. PDF만 바로 넣어 주세요.",
            BulkFailure::BadArchive => "압축 파일을 열 수 없거나 너무 큽니다.",
            BulkFailure::TooMany => "한 번에 1,000개까지 올릴 수 있습니다.",
        }
    }
}

/// Whether `bytes` are a PDF (the header may follow up to 1 KB of junk, as readers allow).
pub fn is_pdf(bytes: &[u8]) -> bool {
    bytes.windows(5).take(1024).any(|w| w == b"%PDF-")
}

fn nfc(s: &str) -> String {
    s.nfc().collect()
}

/// The contributing members of a union by name, for matching confirmations named
/// `unionName_memberName.pdf`. Names are compared after NFC normalisation (zips made on macOS
/// carry NFD Korean), done once per member rather than once per file and member; the union
/// name must match exactly as registered, spaces included.
pub struct MemberNames {
    union_name: String,
    by_name: HashMap<String, Vec<ApplicantId>>,
}

impl MemberNames {
    pub fn new(union_name: &str, members: &[(ApplicantId, String)]) -> Self {
        let mut by_name: HashMap<String, Vec<ApplicantId>> = HashMap::new();
        for (id, name) in members {
            by_name.entry(nfc(name)).or_default().push(*id);
        }
        MemberNames { union_name: nfc(union_name), by_name }
    }

    /// The member `file_name` belongs to.
    ///
    /// # Errors
    /// `NotPdf` (not a `.pdf` name), `WrongUnionName`, `NoSuchMember`, `Ambiguous`.
    pub fn match_file(&self, file_name: &str) -> Result<ApplicantId, BulkFailure> {
        let name = nfc(file_name);
        let stem = match name.len().checked_sub(4).filter(|&i| name.is_char_boundary(i)) {
            Some(i) if name[i..].eq_ignore_ascii_case(".pdf") => &name[..i],
            _ => return Err(BulkFailure::NotPdf),
        };
        let member =
            stem.strip_prefix(&self.union_name).and_then(|r| r.strip_prefix('_')).ok_or(BulkFailure::WrongUnionName)?;
        match self.by_name.get(member).map(Vec::as_slice) {
            None | Some([]) => Err(BulkFailure::NoSuchMember),
            Some([id]) => Ok(*id),
            Some(_) => Err(BulkFailure::Ambiguous),
        }
    }
}

/// One file of a bulk upload after zips are opened: its name and bytes, or why it was refused.
pub type BulkEntry = (String, Result<Vec<u8>, BulkFailure>);

#[cfg(test)]
mod tests {
    use super::*;

    const PDF: &[u8] = b"%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n";

    fn members() -> Vec<(ApplicantId, String)> {
        vec![(ApplicantId(1), "김철수".into()), (ApplicantId(2), "이영희".into()), (ApplicantId(3), "이영희".into())]
    }

    #[test]
    fn names_match_the_union_exactly_and_the_member_after_nfc() {
        let m = MemberNames::new("한빛 1호 조합", &members());
        assert_eq!(m.match_file("한빛 1호 조합_김철수.pdf"), Ok(ApplicantId(1)));
        assert_eq!(m.match_file("한빛 1호 조합_김철수.PDF"), Ok(ApplicantId(1)));
        let nfd: String = "한빛 1호 조합_김철수.pdf".nfd().collect();
        assert_eq!(m.match_file(&nfd), Ok(ApplicantId(1)));
        assert_eq!(m.match_file("한빛1호 조합_김철수.pdf"), Err(BulkFailure::WrongUnionName));
        assert_eq!(m.match_file("한빛 1호 조합김철수.pdf"), Err(BulkFailure::WrongUnionName));
        assert_eq!(m.match_file("한빛 1호 조합_박민수.pdf"), Err(BulkFailure::NoSuchMember));
        assert_eq!(m.match_file("한빛 1호 조합_이영희.pdf"), Err(BulkFailure::Ambiguous));
        assert_eq!(m.match_file("한빛 1호 조합_김철수.hwp"), Err(BulkFailure::NotPdf));
        assert_eq!(m.match_file("a.pd"), Err(BulkFailure::NotPdf));
        // A name registered in NFD matches a file named in NFC.
        let registered_nfd = MemberNames::new("조합", &[(ApplicantId(9), "박민수".nfd().collect())]);
        assert_eq!(registered_nfd.match_file("조합_박민수.pdf"), Ok(ApplicantId(9)));
    }

    #[test]
    fn pdf_content_is_recognised_by_its_header() {
        assert!(is_pdf(PDF));
        assert!(!is_pdf(b"MZ\x90\x00"));
        assert_eq!(EvidenceKind::parse("IRF0007"), Some(EvidenceKind::Confirmation));
        assert_eq!(EvidenceKind::parse("IRF0001"), None);
    }
}
