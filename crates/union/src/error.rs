//! What union operations can fail with; `apps/server/src/error.rs` maps them to HTTP.

use kernel::{FieldError, PortError};

use crate::files::FileCategory;
use crate::status::{ApplicantStatus, UnionStatus};

#[derive(Debug, thiserror::Error)]
pub enum UnionError {
    #[error("invalid input")]
    Validation(Vec<FieldError>),
    /// Another union of the firm already has this unique number.
    #[error("unique number taken")]
    UniqueNumberTaken,
    /// No such union for this firm (or it was deleted).
    #[error("union not found")]
    NotFound,
    /// The union is formed (E): nothing can change.
    #[error("union is formed")]
    Formed,
    /// The status change is not one of the allowed transitions.
    #[error("cannot move from {from:?} to {to:?}")]
    StatusChangeNotAllowed { from: UnionStatus, to: UnionStatus },
    /// No such applicant in this union of the firm.
    #[error("applicant not found")]
    ApplicantNotFound,
    /// The applicant status change is not one of the allowed transitions.
    #[error("cannot move applicant from {from:?} to {to:?}")]
    ApplicantStatusChangeNotAllowed { from: ApplicantStatus, to: ApplicantStatus },
    /// Rows of an import that failed the checks; nothing was imported.
    #[error("invalid import rows")]
    ImportInvalid(Vec<FieldError>),
    /// An upload with no file in it.
    #[error("no file")]
    NoFiles,
    /// More files in one upload than [`crate::files::MAX_FILES_PER_UPLOAD`].
    #[error("too many files")]
    TooManyFiles,
    #[error("{name} is empty")]
    FileEmpty { name: String },
    /// Over [`crate::files::MAX_FILE_BYTES`].
    #[error("{name} is too large")]
    FileTooLarge { name: String },
    /// Not a document type, or not PNG in the seal category.
    #[error("{name} is not allowed in {category:?}")]
    FileTypeNotAllowed { name: String, category: FileCategory },
    /// Evidence files are PDFs.
    #[error("{name} is not a PDF")]
    NotPdf { name: String },
    /// The applicant is not a contributing member (P, F) of the union.
    #[error("not a contributing member")]
    NotContributor,
    /// No such file in this union of the firm.
    #[error("file not found")]
    FileNotFound,
    #[error(transparent)]
    Port(PortError),
}

impl From<PortError> for UnionError {
    fn from(e: PortError) -> Self {
        match e {
            PortError::NotFound => UnionError::NotFound,
            PortError::Conflict(c) if c == "unions_company_unique_number_key" => UnionError::UniqueNumberTaken,
            other => UnionError::Port(other),
        }
    }
}
