//! A startup's files: documents by code (spec section 9: SF01–SF19, checked as union files are)
//! and its two pictures, the logo and the representative photo (pictures only, at most 5 MB).
//! Pictures are served to anyone holding their token, as company logos are public anyway and
//! the share pages of issue 19 show them to people without an account.

use chrono::{DateTime, Utc};
use kernel::upload::{clean_file_name, detect_document_type, detect_image_type, MAX_FILE_BYTES};
use kernel::{code_enum, define_id};
use serde::Serialize;

use crate::error::CompanyError;

code_enum!(
    /// The kinds of company documents (spec section 9; the codes between are not used).
    DocumentKind {
        BusinessRegistration = "SF01" / "사업자등록증",
        BusinessPlan = "SF03" / "사업계획서",
        InvestorRelations = "SF04" / "IR 자료",
        VentureCertificate = "SF06" / "벤처기업확인서",
        CorporateRegister = "SF14" / "법인등기부등본",
        ShareholderList = "SF15" / "주주명부",
        FinancialStatements = "SF16" / "재무제표",
        IncomeStatement = "SF17" / "손익계산서",
        InsuranceRoster = "SF18" / "4대보험 가입자 명부",
        Other = "SF19" / "기타",
    }
);

code_enum!(
    /// The startup's two pictures.
    ImageSlot {
        Logo = "logo" / "로고",
        RepresentativePhoto = "photo" / "대표 사진",
    }
);

define_id!(
    /// One of a startup's documents.
    StartupDocumentId
);

/// Largest picture accepted: 5 MB (a logo is shown at 48 px; a photo at most a card wide).
pub const MAX_IMAGE_BYTES: usize = 5 * 1024 * 1024;
/// Most documents one startup keeps under one code.
pub const MAX_DOCUMENTS_PER_KIND: usize = 20;

/// A stored document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartupDocument {
    pub id: StartupDocumentId,
    pub kind: DocumentKind,
    /// The uploader's name, NFC; downloads keep it.
    pub file_name: String,
    pub size_bytes: i64,
    /// Detected from the bytes.
    pub content_type: String,
    pub uploaded_at: DateTime<Utc>,
}

/// A checked file whose bytes are in the store under `object_key`, waiting for its row.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StagedUpload {
    pub file_name: String,
    pub size_bytes: i64,
    pub content_type: String,
    pub object_key: String,
}

/// A picture as the profile shows it: the token that serves it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImageRef {
    pub token: String,
}

/// A picture's bytes, found by its token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredImage {
    pub content_type: String,
    pub object_key: String,
}

/// Checks a document: not empty, at most 50 MB, a document type. Answers the name to keep
/// and the detected type.
///
/// # Errors
/// `FileEmpty`, `FileTooLarge`, `FileTypeNotAllowed`.
pub fn check_document(raw_name: &str, bytes: &[u8]) -> Result<(String, &'static str), CompanyError> {
    let name = clean_file_name(raw_name);
    check_size(&name, bytes, MAX_FILE_BYTES)?;
    match detect_document_type(bytes, &name) {
        Some(t) => Ok((name, t)),
        None => Err(CompanyError::FileTypeNotAllowed { name, images_only: false }),
    }
}

/// Checks a picture: not empty, at most 5 MB, PNG, JPEG, GIF or WebP.
///
/// # Errors
/// `FileEmpty`, `FileTooLarge`, `FileTypeNotAllowed`.
pub fn check_image(raw_name: &str, bytes: &[u8]) -> Result<(String, &'static str), CompanyError> {
    let name = clean_file_name(raw_name);
    check_size(&name, bytes, MAX_IMAGE_BYTES)?;
    match detect_image_type(bytes) {
        Some(t) => Ok((name, t)),
        None => Err(CompanyError::FileTypeNotAllowed { name, images_only: true }),
    }
}

fn check_size(name: &str, bytes: &[u8], max_bytes: usize) -> Result<(), CompanyError> {
    if bytes.is_empty() {
        return Err(CompanyError::FileEmpty { name: name.to_owned() });
    }
    if bytes.len() > max_bytes {
        return Err(CompanyError::FileTooLarge { name: name.to_owned(), max_bytes });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const PNG: &[u8] = &[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, b'I', b'H', b'D', b'R'];
    const PDF: &[u8] = b"%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n";

    #[test]
    fn the_spec_codes_round_trip_in_order() {
        let codes: Vec<&str> = DocumentKind::ALL.iter().map(|k| k.code()).collect();
        assert_eq!(codes, ["SF01", "SF03", "SF04", "SF06", "SF14", "SF15", "SF16", "SF17", "SF18", "SF19"]);
        assert_eq!(DocumentKind::parse("SF02"), None);
        assert_eq!(DocumentKind::parse("SF06").map(DocumentKind::label), Some("벤처기업확인서"));
        assert_eq!(ImageSlot::parse("photo"), Some(ImageSlot::RepresentativePhoto));
    }

    #[test]
    fn documents_are_sniffed_and_keep_their_korean_names() {
        let (name, t) = check_document("C:\\fakepath\\사업자등록증.pdf", PDF).unwrap();
        assert_eq!((name.as_str(), t), ("사업자등록증.pdf", "application/pdf"));
        assert!(matches!(check_document("a.pdf", b""), Err(CompanyError::FileEmpty { .. })));
        assert!(matches!(
            check_document("run.pdf", b"#!/bin/sh\nrm -rf /\n"),
            Err(CompanyError::FileTypeNotAllowed { images_only: false, .. })
        ));
    }

    #[test]
    fn pictures_are_pictures_and_small() {
        assert_eq!(check_image("로고.png", PNG).unwrap().1, "image/png");
        assert!(matches!(
            check_image("로고.pdf", PDF),
            Err(CompanyError::FileTypeNotAllowed { images_only: true, .. })
        ));
        let mut big = PNG.to_vec();
        big.resize(MAX_IMAGE_BYTES, 0);
        assert!(check_image("a.png", &big).is_ok(), "exactly 5 MB is allowed");
        big.push(0);
        assert!(matches!(
            check_image("a.png", &big),
            Err(CompanyError::FileTooLarge { max_bytes: MAX_IMAGE_BYTES, .. })
        ));
    }
}
