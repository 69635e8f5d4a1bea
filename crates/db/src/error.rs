//! Turns diesel and pool errors into the ports' [`PortError`].

use deadpool::managed::PoolError;
use diesel::result::{DatabaseErrorKind, Error};
use kernel::PortError;

/// Maps a diesel error: no row → `NotFound`, a named unique/foreign-key violation →
/// `Conflict(constraint)`, anything else → `Unexpected`.
pub fn to_port(e: Error) -> PortError {
    match e {
        Error::NotFound => PortError::NotFound,
        Error::DatabaseError(DatabaseErrorKind::UniqueViolation | DatabaseErrorKind::ForeignKeyViolation, info) => {
            PortError::Conflict(info.constraint_name().unwrap_or("unknown").to_string())
        }
        other => PortError::unexpected(other),
    }
}

/// Maps a failure to get a pooled connection: no connection free within the pool's wait is
/// `Busy` (the caller may retry), anything else is unexpected.
pub fn pool_err<E: std::fmt::Display>(e: PoolError<E>) -> PortError {
    match e {
        PoolError::Timeout(_) => PortError::Busy,
        other => PortError::Unexpected(format!("database pool: {other}")),
    }
}

/// An error inside a transaction: a diesel error, or a domain-level refusal that must roll
/// the transaction back.
#[derive(Debug)]
pub enum TxError {
    Db(Error),
    Port(PortError),
}

impl From<Error> for TxError {
    fn from(e: Error) -> Self {
        TxError::Db(e)
    }
}

impl From<TxError> for PortError {
    fn from(e: TxError) -> Self {
        match e {
            TxError::Db(e) => to_port(e),
            TxError::Port(p) => p,
        }
    }
}
