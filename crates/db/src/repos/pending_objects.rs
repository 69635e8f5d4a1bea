//! [`PendingObjects`] on PostgreSQL: keys come from a sequence, so they are never reused.

use chrono::{DateTime, Utc};
use diesel::{ExpressionMethods, QueryDsl};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use kernel::files::PendingObjects;
use kernel::PortError;

use crate::error::{pool_err, to_port};
use crate::schema::pending_objects;
use crate::Pool;

#[derive(Clone)]
pub struct PgPendingObjects {
    pool: Pool,
}

impl PgPendingObjects {
    pub fn new(pool: Pool) -> Self {
        PgPendingObjects { pool }
    }
}

diesel::define_sql_function! {
    /// PostgreSQL's `nextval`, for the object key sequence.
    fn nextval(seq: diesel::sql_types::Text) -> diesel::sql_types::BigInt;
}

/// Marks `key` pending again inside the caller's transaction (its row is going away).
///
/// # Errors
/// The diesel error of the insert.
pub async fn mark(conn: &mut AsyncPgConnection, key: &str) -> Result<(), diesel::result::Error> {
    diesel::insert_into(pending_objects::table)
        .values(pending_objects::key.eq(key))
        .on_conflict_do_nothing()
        .execute(conn)
        .await
        .map(|_| ())
}

/// Takes `keys` off the ledger inside the caller's transaction (a row now owns them).
///
/// # Errors
/// The diesel error of the delete.
pub async fn settle(conn: &mut AsyncPgConnection, keys: &[&str]) -> Result<(), diesel::result::Error> {
    diesel::delete(pending_objects::table.filter(pending_objects::key.eq_any(keys))).execute(conn).await.map(|_| ())
}

#[async_trait::async_trait]
impl PendingObjects for PgPendingObjects {
    async fn reserve(&self, prefix: &str) -> Result<String, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let n: i64 = diesel::select(nextval("object_key_seq")).get_result(&mut conn).await.map_err(to_port)?;
        let key = format!("{}/{n}", prefix.trim_end_matches('/'));
        mark(&mut conn, &key).await.map_err(to_port)?;
        Ok(key)
    }

    async fn forget(&self, key: &str) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        settle(&mut conn, &[key]).await.map_err(to_port)
    }

    async fn stale(&self, before: DateTime<Utc>, limit: i64) -> Result<Vec<String>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        pending_objects::table
            .filter(pending_objects::created_at.lt(before))
            .order(pending_objects::created_at.asc())
            .select(pending_objects::key)
            .limit(limit)
            .load(&mut conn)
            .await
            .map_err(to_port)
    }
}
