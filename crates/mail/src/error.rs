//! What communication operations can fail with; `apps/server/src/error.rs` maps them to HTTP.

use kernel::{FieldError, PortError, Refused};

/// Why the mailing adapter refuses a send.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MailConflict {
    /// Nobody picked can receive mail ([`crate::MemberCandidate::is_mailable`]).
    NoRecipients,
    /// The idempotency key was used for a different send.
    IdempotencyKeyReused,
}

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
    /// The distribution's notice was sent already.
    #[error("notice already sent")]
    NoticeAlreadySent,
    /// A refusal of the union's own rules (the tax papers of a year nobody can deduct).
    #[error(transparent)]
    Union(union::UnionError),
    #[error(transparent)]
    Port(PortError),
}

impl From<union::UnionError> for CommunicationError {
    fn from(e: union::UnionError) -> Self {
        match e {
            union::UnionError::NotFound => CommunicationError::NotFound,
            union::UnionError::Port(p) => CommunicationError::Port(p),
            other => CommunicationError::Union(other),
        }
    }
}

impl From<PortError> for CommunicationError {
    fn from(e: PortError) -> Self {
        match e {
            PortError::NotFound => CommunicationError::NotFound,
            other => CommunicationError::Port(other),
        }
    }
}

impl From<Refused<MailConflict>> for CommunicationError {
    fn from(e: Refused<MailConflict>) -> Self {
        e.map_into(
            |c| match c {
                MailConflict::NoRecipients => CommunicationError::NoRecipients,
                MailConflict::IdempotencyKeyReused => CommunicationError::IdempotencyKeyReused,
            },
            CommunicationError::from,
        )
    }
}
