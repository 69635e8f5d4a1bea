//! What company operations can fail with; `apps/server/src/error/company.rs` maps them to HTTP.

use kernel::{FieldError, PortError};

#[derive(Debug, thiserror::Error)]
pub enum CompanyError {
    #[error("invalid input")]
    Validation(Vec<FieldError>),
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
