//! What communication operations can fail with; `apps/server/src/error.rs` maps them to HTTP.

use kernel::{FieldError, PortError};

#[derive(Debug, thiserror::Error)]
pub enum CommunicationError {
    #[error("invalid input")]
    Validation(Vec<FieldError>),
    /// No such union for this firm (or it was deleted).
    #[error("union not found")]
    NotFound,
    /// No such applicant in this union of the firm.
    #[error("applicant not found")]
    ApplicantNotFound,
    /// No such mailing in this union of the firm.
    #[error("mailing not found")]
    MailingNotFound,
    /// The payment-request mail needs the union's bank account.
    #[error("bank account missing")]
    BankAccountMissing,
    /// Nobody picked has an e-mail address.
    #[error("no recipient can receive mail")]
    NoRecipients,
    /// The idempotency key was used for a different send (another kind, union or recipients).
    #[error("idempotency key reused")]
    IdempotencyKeyReused,
    #[error(transparent)]
    Port(PortError),
}

impl From<PortError> for CommunicationError {
    fn from(e: PortError) -> Self {
        match e {
            PortError::NotFound => CommunicationError::NotFound,
            PortError::Conflict(c) if c == "mail_no_recipients" => CommunicationError::NoRecipients,
            PortError::Conflict(c) if c == "idempotency_key_reused" => CommunicationError::IdempotencyKeyReused,
            other => CommunicationError::Port(other),
        }
    }
}
