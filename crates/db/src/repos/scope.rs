//! The tenant gates: every repository of a union's children starts at one of these, so another
//! firm's ids (and deleted unions) answer `NotFound` the same way everywhere.

use diesel::{ExpressionMethods, QueryDsl};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, PortError, Won};
use union::{UnionId, UnionStatus};

use crate::error::TxError;
use crate::schema::unions;

/// What a child repository needs to know of its union, read (and locked, when asked) in the
/// caller's transaction; the domain decides on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnionGate {
    pub status: UnionStatus,
    pub unit_price: Won,
    pub unit_count: i64,
}

/// The live union `id` of the actor's firm; locked for update when `lock`.
///
/// # Errors
/// `NotFound` for a missing, deleted or foreign union.
pub(crate) async fn union_of<C>(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    id: UnionId,
    lock: bool,
) -> Result<UnionGate, TxError<C>> {
    let q = unions::table
        .filter(unions::id.eq(id.get()))
        .filter(unions::company_id.eq(actor.company_id.get()))
        .filter(unions::deleted_at.is_null())
        .select((unions::status, unions::unit_price, unions::unit_count));
    let r: Result<(String, i64, i64), _> = if lock { q.for_update().first(conn).await } else { q.first(conn).await };
    let (status, unit_price, unit_count) = r.map_err(TxError::not_found_or)?;
    Ok(UnionGate { status: parse_union_status(&status)?, unit_price: Won(unit_price), unit_count })
}

/// A stored union status code; an unknown one is a bug in the data, not the user's error.
///
/// # Errors
/// `Unexpected` for an unknown code.
pub(crate) fn parse_union_status(code: &str) -> Result<UnionStatus, PortError> {
    UnionStatus::parse(code).ok_or_else(|| PortError::Unexpected(format!("union status {code:?}")))
}
