//! Union files (the data tab): the eight categories, what may be uploaded into each, and how a
//! file name is cleaned before it is kept.

use chrono::{DateTime, Utc};
use kernel::define_id;
use unicode_normalization::UnicodeNormalization;

pub use crate::category::FileCategory;
use crate::error::UnionError;
use crate::model::UnionId;

define_id!(
    /// A file of a union's data tab.
    UnionFileId
);

/// Largest file accepted: 50 MB.
pub const MAX_FILE_BYTES: usize = 50 * 1024 * 1024;
/// Most files in one upload request.
pub const MAX_FILES_PER_UPLOAD: usize = 20;
/// Longest kept file name, in characters.
const MAX_NAME_CHARS: usize = 200;

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

const CFB_MAGIC: [u8; 8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];

/// The content type of `bytes` when it is a kind of document a union keeps: PDF, images,
/// Office and 한글 documents (OOXML, HWPX and other zips, and the older compound files).
pub fn detect_document_type(bytes: &[u8], file_name: &str) -> Option<&'static str> {
    const ALLOWED: &[&str] = &[
        "application/pdf",
        "image/png",
        "image/jpeg",
        "image/gif",
        "image/webp",
        "image/tiff",
        "image/bmp",
        "application/zip",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        "application/msword",
        "application/vnd.ms-excel",
        "application/vnd.ms-powerpoint",
        "application/vnd.oasis.opendocument.text",
        "application/vnd.oasis.opendocument.spreadsheet",
        "application/vnd.oasis.opendocument.presentation",
    ];
    if let Some(t) = infer::get(bytes) {
        let mime = t.mime_type();
        if let Some(ok) = ALLOWED.iter().find(|a| **a == mime) {
            return Some(ok);
        }
    }
    // 한글 (.hwp) and other compound files that infer does not name.
    if bytes.starts_with(&CFB_MAGIC) {
        return Some(if file_name.to_lowercase().ends_with(".hwp") {
            "application/x-hwp"
        } else {
            "application/x-cfb"
        });
    }
    None
}

/// Keeps the last path segment of a browser's file name, NFC-normalized (macOS sends NFD
/// Korean), without control characters, at most 200 characters (the extension is kept).
pub fn clean_file_name(raw: &str) -> String {
    let base = raw.rsplit(['/', '\\']).next().unwrap_or(raw);
    let name: String = base.nfc().filter(|c| !c.is_control()).collect::<String>().trim().to_string();
    let name = if name.is_empty() || name == "." || name == ".." { "파일".to_string() } else { name };
    if name.chars().count() <= MAX_NAME_CHARS {
        return name;
    }
    let ext: String = match name.rsplit_once('.') {
        Some((_, e)) if e.chars().count() <= 10 => format!(".{e}"),
        _ => String::new(),
    };
    let keep = MAX_NAME_CHARS - ext.chars().count();
    name.chars().take(keep).collect::<String>() + &ext
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
    fn names_are_nfc_without_paths_or_controls() {
        let nfd = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}.pdf"; // 한글.pdf, decomposed
        assert_eq!(clean_file_name(nfd), "한글.pdf");
        assert_eq!(clean_file_name("C:\\fakepath\\조합규약.pdf"), "조합규약.pdf");
        assert_eq!(clean_file_name("../../etc/passwd"), "passwd");
        assert_eq!(clean_file_name("a\u{0}b\n.pdf"), "ab.pdf");
        assert_eq!(clean_file_name("  "), "파일");
        let long = format!("{}.pdf", "가".repeat(300));
        let cut = clean_file_name(&long);
        assert_eq!(cut.chars().count(), 200);
        assert!(cut.ends_with(".pdf"));
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
        let mut hwp = CFB_MAGIC.to_vec();
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
