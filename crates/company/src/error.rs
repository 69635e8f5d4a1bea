//! What company operations can fail with; `apps/server/src/error/company.rs` maps them to HTTP.

use kernel::{FieldError, PortError};

#[derive(Debug, thiserror::Error)]
pub enum CompanyError {
    #[error("invalid input")]
    Validation(Vec<FieldError>),
    /// The request asks more startups than the month's allowance and the points do not cover them.
    #[error("not enough points")]
    NotEnoughPoints { needed: i64, balance: i64 },
    /// No such startup, or one the viewer may not see.
    #[error("startup not found")]
    StartupNotFound,
    /// Startup search is for investors and fact-checkers.
    #[error("startup search not allowed")]
    SearchNotAllowed,
    /// No saved search of the firm's has that id.
    #[error("saved search not found")]
    SavedSearchNotFound,
    /// Opinions and bookmarks are an investor firm's.
    #[error("investors only")]
    InvestorsOnly,
    /// Only a startup's own members edit its data.
    #[error("own company only")]
    OwnCompanyOnly,
    /// Only fact-checkers give verdicts and work the queue.
    #[error("fact-checkers only")]
    FactCheckersOnly,
    /// Rows of an import that failed their checks (`rows.{n}.{field}`); nothing was imported.
    #[error("invalid import rows")]
    ImportInvalid(Vec<FieldError>),
    /// An upload with no file in it.
    #[error("no file")]
    NoFile,
    #[error("empty file {name}")]
    FileEmpty { name: String },
    #[error("file {name} over {max_bytes} bytes")]
    FileTooLarge { name: String, max_bytes: usize },
    /// Not a document type (or, for a picture, not PNG, JPEG, GIF or WebP).
    #[error("file type of {name} not allowed")]
    FileTypeNotAllowed { name: String, images_only: bool },
    /// The code already holds `documents::MAX_DOCUMENTS_PER_KIND` documents.
    #[error("too many documents of one kind")]
    TooManyDocuments,
    #[error("document not found")]
    DocumentNotFound,
    /// The startup has no news item with the id.
    #[error("news not found")]
    NewsNotFound,
    /// No picture has the token (or it was replaced).
    #[error("image not found")]
    ImageNotFound,
    /// No request of the firm's (or addressed to the startup) has the id.
    #[error("data request not found")]
    DataRequestNotFound,
    /// No request link has the token.
    #[error("request link not found")]
    RequestLinkNotFound,
    /// The link was answered through (or the startup answered in its account).
    #[error("request link used")]
    LinkUsed,
    #[error("request link expired")]
    LinkExpired,
    #[error("opinion refused: {0:?}")]
    Opinion(crate::notes::OpinionConflict),
    #[error(transparent)]
    Port(PortError),
}

impl From<PortError> for CompanyError {
    fn from(e: PortError) -> Self {
        match e {
            PortError::NotFound => CompanyError::StartupNotFound,
            other => CompanyError::Port(other),
        }
    }
}
