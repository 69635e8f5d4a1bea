//! Union files (the data tab): the eight categories, what may be uploaded into each, and how a
//! file name is cleaned before it is kept.

use chrono::{DateTime, Utc};
use kernel::define_id;

pub use crate::category::FileCategory;
use crate::error::UnionError;
use crate::model::UnionId;

define_id!(
    /// A file of a union's data tab.
    UnionFileId
);

pub use kernel::upload::{clean_file_name, detect_document_type, MAX_FILE_BYTES};
/// Most files in one upload request.
pub const MAX_FILES_PER_UPLOAD: usize = 20;

/// A stored union file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnionFile {
    pub id: UnionFileId,
    pub union_id: UnionId,
    pub category: FileCategory,
    /// The uploader's name, NFC.
    pub file_name: String,
    pub size_bytes: i64,
    /// Detected from the bytes, never taken from the browser.
    pub content_type: String,
    pub uploaded_at: DateTime<Utc>,
}

/// A checked file whose bytes are in the store under `object_key`, waiting for its row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StagedFile {
    pub category: FileCategory,
    pub file_name: String,
    pub size_bytes: i64,
    pub content_type: String,
    pub object_key: String,
}

/// What passed the checks: the name to keep and the detected type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AcceptedFile {
    pub file_name: String,
    pub content_type: &'static str,
}

/// Checks one upload into `category`: not empty, not over 50 MB, a document type, and PNG for
/// the seal category.
///
/// # Errors
/// `FileEmpty`, `FileTooLarge`, `FileTypeNotAllowed` naming the file.
pub fn check_upload(category: FileCategory, raw_name: &str, bytes: &[u8]) -> Result<AcceptedFile, UnionError> {
    let file_name = clean_file_name(raw_name);
    if bytes.is_empty() {
        return Err(UnionError::FileEmpty { name: file_name });
    }
    if bytes.len() > MAX_FILE_BYTES {
        return Err(UnionError::FileTooLarge { name: file_name });
    }
    let detected = detect_document_type(bytes, &file_name);
    let only = category.accepted_types();
    let allowed = detected.filter(|t| only.is_empty() || only.contains(t));
    match allowed {
        Some(content_type) => Ok(AcceptedFile { file_name, content_type }),
        None => Err(UnionError::FileTypeNotAllowed { name: file_name, category }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PNG: &[u8] = &[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, b'I', b'H', b'D', b'R'];
    const PDF: &[u8] = b"%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n";

    #[test]
    fn categories_round_trip_and_keep_the_spec_order() {
        for c in FileCategory::ALL {
            assert_eq!(FileCategory::parse(c.code()), Some(c));
        }
        assert_eq!(FileCategory::ALL[0].label(), "공문");
        assert_eq!(FileCategory::ALL[6].code(), "unionSealRegistrationCertificate");
        assert_eq!(FileCategory::parse("seal"), None);
    }

    #[test]
    fn the_type_comes_from_the_bytes_not_the_name() {
        assert_eq!(check_upload(FileCategory::Others, "scan.png", PDF).unwrap().content_type, "application/pdf");
        let exe = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff";
        assert!(matches!(
            check_upload(FileCategory::Others, "규약.pdf", exe),
            Err(UnionError::FileTypeNotAllowed { .. })
        ));
        assert!(matches!(
            check_upload(FileCategory::Others, "memo.txt", b"plain text is not a document type"),
            Err(UnionError::FileTypeNotAllowed { .. })
        ));
        let mut hwp = vec![0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];
        hwp.extend_from_slice(&[0; 504]);
        assert_eq!(check_upload(FileCategory::Others, "규약.hwp", &hwp).unwrap().content_type, "application/x-hwp");
    }

    #[test]
    fn the_seal_category_takes_png_only() {
        let seal = FileCategory::UnionSealRegistrationCertificate;
        assert_eq!(seal.accepted_types(), ["image/png"]);
        assert!(FileCategory::ALL.iter().filter(|c| **c != seal).all(|c| c.accepted_types().is_empty()));
        assert_eq!(check_upload(seal, "인감.png", PNG).unwrap().content_type, "image/png");
        assert!(matches!(check_upload(seal, "인감.pdf", PDF), Err(UnionError::FileTypeNotAllowed { .. })));
    }

    #[test]
    fn empty_and_oversized_files_are_refused() {
        assert!(matches!(check_upload(FileCategory::Others, "a.pdf", b""), Err(UnionError::FileEmpty { .. })));
        let mut big = PDF.to_vec();
        big.resize(MAX_FILE_BYTES, 0);
        assert!(check_upload(FileCategory::Others, "a.pdf", &big).is_ok(), "exactly 50 MB is allowed");
        big.push(0);
        assert!(matches!(check_upload(FileCategory::Others, "a.pdf", &big), Err(UnionError::FileTooLarge { .. })));
    }
}
