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
    /// The link asks for a password and the reader has no visit opened with it.
    #[error("share password required")]
    SharePasswordRequired,
    #[error("share password wrong")]
    SharePasswordWrong,
    /// The link asks who reads it and the reader has no visit opened with a mailed code.
    #[error("share email required")]
    ShareEmailRequired,
    #[error("share code wrong")]
    ShareCodeWrong,
    /// No open code for the address: none sent, expired, used, or tried too often.
    #[error("share code expired")]
    ShareCodeExpired,
    /// Too many codes sent lately to the address or for the link: wait.
    #[error("too many codes")]
    TooManyCodes { retry_after_minutes: i64 },
    /// Too many wrong passwords lately: wait.
    #[error("too many unlock attempts")]
    TooManyUnlocks { retry_after_minutes: i64 },
    /// The link does not offer the whole PDF.
    #[error("share download off")]
    ShareDownloadOff,
    /// A picture over 20 MB (uploaded, or fetched from another host).
    #[error("image too large")]
    ImageTooLarge,
    /// Not a jpg, png, gif, bmp or tiff picture by its content.
    #[error("image type not allowed")]
    ImageTypeNotAllowed,
    /// A picture's address may not be fetched.
    #[error("image url refused: {0:?}")]
    ImageUrlRefused(crate::images::UrlRefusal),
    /// The other host did not give the picture.
    #[error("image unreachable: {0}")]
    ImageUnreachable(String),
    #[error("image not found")]
    ImageNotFound,
    /// A PDF over the limit.
    #[error("pdf too large")]
    PdfTooLarge,
    /// The file sent as a PDF is not one.
    #[error("not a pdf")]
    NotAPdf,
    /// No PDF was stored for it yet.
    #[error("pdf not found")]
    PdfNotFound,
    #[error(transparent)]
    Port(#[from] PortError),
}
