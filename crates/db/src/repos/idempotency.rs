//! [`IdempotencyStore`] on PostgreSQL: the primary key (user, key) makes the claim atomic, so
//! two concurrent requests with one key cannot both run.

use diesel::{BoolExpressionMethods, ExpressionMethods, OptionalExtension, QueryDsl};
use diesel_async::RunQueryDsl;
use kernel::idempotency::{IdempotencyStore, KeyClaim};
use kernel::{PortError, UserId};

use crate::error::{pool_err, to_port};
use crate::schema::idempotency_keys;
use crate::Pool;

#[derive(Clone)]
pub struct PgIdempotency {
    pool: Pool,
}

impl PgIdempotency {
    pub fn new(pool: Pool) -> Self {
        PgIdempotency { pool }
    }
}

#[async_trait::async_trait]
impl IdempotencyStore for PgIdempotency {
    #[tracing::instrument(skip(self, fingerprint))]
    async fn claim(&self, user: UserId, key: &str, fingerprint: &str) -> Result<KeyClaim, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let inserted = diesel::insert_into(idempotency_keys::table)
            .values((
                idempotency_keys::user_id.eq(user.get()),
                idempotency_keys::key.eq(key),
                idempotency_keys::fingerprint.eq(fingerprint),
            ))
            .on_conflict_do_nothing()
            .execute(&mut conn)
            .await
            .map_err(to_port)?;
        if inserted == 1 {
            return Ok(KeyClaim::Claimed);
        }
        let row: Option<(String, Option<i16>, Option<String>)> = idempotency_keys::table
            .filter(idempotency_keys::user_id.eq(user.get()).and(idempotency_keys::key.eq(key)))
            .select((idempotency_keys::fingerprint, idempotency_keys::status, idempotency_keys::body))
            .first(&mut conn)
            .await
            .optional()
            .map_err(to_port)?;
        Ok(match row {
            // Released between our insert and this read: treat as still busy; the client retries.
            None => KeyClaim::InProgress,
            Some((f, _, _)) if f != fingerprint => KeyClaim::Mismatch,
            Some((_, Some(status), Some(body))) => KeyClaim::Done { status: status as u16, body },
            Some(_) => KeyClaim::InProgress,
        })
    }

    #[tracing::instrument(skip(self, body))]
    async fn complete(&self, user: UserId, key: &str, status: u16, body: &str) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        diesel::update(
            idempotency_keys::table.filter(idempotency_keys::user_id.eq(user.get()).and(idempotency_keys::key.eq(key))),
        )
        .set((idempotency_keys::status.eq(Some(status as i16)), idempotency_keys::body.eq(Some(body))))
        .execute(&mut conn)
        .await
        .map_err(to_port)?;
        Ok(())
    }

    #[tracing::instrument(skip(self))]
    async fn release(&self, user: UserId, key: &str) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        diesel::delete(
            idempotency_keys::table.filter(idempotency_keys::user_id.eq(user.get()).and(idempotency_keys::key.eq(key))),
        )
        .execute(&mut conn)
        .await
        .map_err(to_port)?;
        Ok(())
    }
}
