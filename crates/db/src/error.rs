//! Turns diesel and pool errors into the ports' [`PortError`] and [`Refused`].

use std::fmt::Debug;

use deadpool::managed::PoolError;
use diesel::result::{DatabaseErrorKind, Error};
use kernel::{PortError, Refused};

/// A domain's refusals that a named database constraint can stand for. The mapping from
/// constraint names lives here, in the adapter, once per domain; the domain sees only variants.
pub trait FromConstraint: Sized + Debug {
    /// The refusal a violated constraint means, if this domain knows the constraint.
    fn from_constraint(name: &str) -> Option<Self>;
}

/// The refusals of a port that has none: a transaction that cannot be refused for a domain
/// reason uses `TxError<NoConflict>` (the default).
#[derive(Debug)]
pub enum NoConflict {}

impl FromConstraint for NoConflict {
    fn from_constraint(_: &str) -> Option<Self> {
        None
    }
}

/// Maps a diesel error: no row → `NotFound`, anything else → `Unexpected` (a violated
/// constraint that the port did not declare as a refusal is a bug).
pub fn to_port(e: Error) -> PortError {
    match e {
        Error::NotFound => PortError::NotFound,
        other => PortError::unexpected(other),
    }
}

/// Maps a diesel error for a port that can be refused: a unique, foreign-key or check
/// violation of a constraint `C` knows → `Conflict`, else as [`to_port`].
pub fn to_refused<C: FromConstraint>(e: Error) -> Refused<C> {
    if let Error::DatabaseError(
        DatabaseErrorKind::UniqueViolation | DatabaseErrorKind::ForeignKeyViolation | DatabaseErrorKind::CheckViolation,
        info,
    ) = &e
    {
        if let Some(c) = info.constraint_name().and_then(C::from_constraint) {
            return Refused::Conflict(c);
        }
    }
    Refused::Port(to_port(e))
}

/// Maps a failure to get a pooled connection: no connection free within the pool's wait is
/// `Busy` (the caller may retry), anything else is unexpected.
pub fn pool_err<E: std::fmt::Display>(e: PoolError<E>) -> PortError {
    match e {
        PoolError::Timeout(_) => PortError::Busy,
        other => PortError::Unexpected(format!("database pool: {other}")),
    }
}

/// An error inside a transaction: a diesel error, a port error, or the domain's refusal `C`;
/// each rolls the transaction back.
#[derive(Debug)]
pub enum TxError<C = NoConflict> {
    Db(Error),
    Port(PortError),
    Conflict(C),
}

impl<C> TxError<C> {
    /// `NotFound` for a missing row, else the diesel error as it is.
    pub fn not_found_or(e: Error) -> Self {
        match e {
            Error::NotFound => TxError::Port(PortError::NotFound),
            e => TxError::Db(e),
        }
    }
}

impl<C> From<Error> for TxError<C> {
    fn from(e: Error) -> Self {
        TxError::Db(e)
    }
}

impl<C> From<PortError> for TxError<C> {
    fn from(e: PortError) -> Self {
        TxError::Port(e)
    }
}

impl From<TxError> for PortError {
    fn from(e: TxError) -> Self {
        match e {
            TxError::Db(e) => to_port(e),
            TxError::Port(p) => p,
            TxError::Conflict(never) => match never {},
        }
    }
}

impl<C: FromConstraint> From<TxError<C>> for Refused<C> {
    fn from(e: TxError<C>) -> Self {
        match e {
            TxError::Db(e) => to_refused(e),
            TxError::Port(p) => Refused::Port(p),
            TxError::Conflict(c) => Refused::Conflict(c),
        }
    }
}
