//! The error base for ports: what any adapter can report, whatever the domain.

/// Failure reported by a port (repository, file store, mail transport).
#[derive(Debug, thiserror::Error)]
pub enum PortError {
    /// The row does not exist or belongs to another tenant (the two look the same).
    #[error("not found")]
    NotFound,
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

/// A port call that a domain rule can refuse. `C` is the domain's own enum of refusals
/// (e.g. `ApplyConflict`): the adapter either lets the domain decide on a locked snapshot or
/// translates a named constraint into it, so the service matches variants, never texts.
#[derive(Debug, thiserror::Error)]
pub enum Refused<C: std::fmt::Debug> {
    #[error("refused: {0:?}")]
    Conflict(C),
    #[error(transparent)]
    Port(#[from] PortError),
}

impl<C: std::fmt::Debug> Refused<C> {
    /// The refusal or the port error, mapped into one error type (the service's).
    pub fn map_into<E>(self, conflict: impl FnOnce(C) -> E, port: impl FnOnce(PortError) -> E) -> E {
        match self {
            Refused::Conflict(c) => conflict(c),
            Refused::Port(p) => port(p),
        }
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
