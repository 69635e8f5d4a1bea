//! The error base for ports: what any adapter can report, whatever the domain.

/// Failure reported by a port (repository, file store, mail transport).
#[derive(Debug, thiserror::Error)]
pub enum PortError {
    /// The row does not exist or belongs to another tenant (the two look the same).
    #[error("not found")]
    NotFound,
    /// A named uniqueness or integrity constraint refused the write.
    #[error("constraint violated: {0}")]
    Conflict(String),
    /// The database had no connection free in time: the request may be tried again shortly.
    #[error("busy")]
    Busy,
    /// Anything else: I/O, connection loss, bugs. Logged in full, shown to nobody.
    #[error("unexpected: {0}")]
    Unexpected(String),
}

impl PortError {
    /// Wraps any displayable cause as [`PortError::Unexpected`].
    pub fn unexpected(cause: impl std::fmt::Display) -> Self {
        PortError::Unexpected(cause.to_string())
    }
}

/// One invalid input field, with a Korean message for people.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct FieldError {
    pub field: String,
    pub message: String,
}

impl FieldError {
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> Self {
        FieldError { field: field.into(), message: message.into() }
    }
}
