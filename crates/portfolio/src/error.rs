//! What portfolio operations can fail with; `apps/server/src/error/portfolio.rs` maps them to HTTP.

use kernel::{FieldError, PortError};

#[derive(Debug, thiserror::Error)]
pub enum PortfolioError {
    #[error("invalid input")]
    Validation(Vec<FieldError>),
    /// No live portfolio of the actor's firm has the id.
    #[error("portfolio not found")]
    PortfolioNotFound,
    /// The portfolio has no page with the id.
    #[error("portfolio item not found")]
    ItemNotFound,
    /// A target names no registered startup.
    #[error("startup not found")]
    StartupNotFound,
    /// The portfolio has no share link with the id.
    #[error("share link not found")]
    ShareLinkNotFound,
    /// No share link has the token (or its portfolio was deleted).
    #[error("share not found")]
    ShareNotFound,
    #[error("share expired")]
    ShareExpired,
    #[error("share revoked")]
    ShareRevoked,
    #[error(transparent)]
    Port(#[from] PortError),
}
