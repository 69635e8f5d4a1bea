//! What the support area refuses.

use kernel::{FieldError, PortError};

#[derive(Debug, thiserror::Error)]
pub enum SupportError {
    #[error("invalid input")]
    Validation(Vec<FieldError>),
    #[error("notice not found")]
    NoticeNotFound,
    #[error("faq not found")]
    FaqNotFound,
    /// Missing, or another user's.
    #[error("inquiry not found")]
    InquiryNotFound,
    /// Missing, or not the caller's company's.
    #[error("message not found")]
    MessageNotFound,
    #[error("file not found")]
    FileNotFound,
    /// Only operator staff may do this.
    #[error("operator only")]
    OperatorOnly,
    /// Answered inquiries take no more files and no edits from their author.
    #[error("inquiry already answered")]
    AlreadyAnswered,
    #[error("too many files")]
    TooManyFiles,
    /// Not a document type the inquiry accepts (read from the bytes).
    #[error("file type not allowed")]
    FileTypeNotAllowed,
    #[error("waiting entry not found")]
    WaitingNotFound,
    /// The business number is already on the waiting list.
    #[error("already on the waiting list")]
    WaitingAlreadyRegistered,
    /// A company with the business number uses the product already.
    #[error("company already on the product")]
    WaitingOnProduct,
    /// The onboarding mail could not be handed over (the entry stays onboarded).
    #[error("onboarding mail failed")]
    WaitingMailFailed,
    #[error(transparent)]
    Port(#[from] PortError),
}
