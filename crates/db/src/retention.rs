//! Housekeeping: rows that only ever served a short-lived purpose are deleted once it has
//! passed, so these tables stay small however long the product runs. Run by the server's
//! chores loop; safe on several instances at once (deleting twice is harmless).

use chrono::{DateTime, TimeDelta, Utc};
use diesel::{BoolExpressionMethods, ExpressionMethods, QueryDsl};
use diesel_async::RunQueryDsl;

use crate::error::{pool_err, to_port};
use crate::schema::{idempotency_keys, login_attempts, password_resets, sessions, share_email_codes, throttle_events};
use crate::Pool;
use kernel::PortError;

/// Login attempts are read for the last 15 minutes (throttling); a day is kept for support.
pub const LOGIN_ATTEMPTS: TimeDelta = TimeDelta::days(1);
/// Idempotency answers protect retries of one request; a day covers any client's retry.
pub const IDEMPOTENCY_KEYS: TimeDelta = TimeDelta::days(1);
/// Sessions and reset links are kept a week after they end (expired, revoked or used).
pub const ENDED_TOKENS: TimeDelta = TimeDelta::days(7);

/// How many rows each table lost.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Pruned {
    pub login_attempts: usize,
    pub idempotency_keys: usize,
    pub sessions: usize,
    pub password_resets: usize,
    pub share_codes: usize,
    pub throttle_events: usize,
}

/// Deletes what has outlived its purpose as of `now`.
///
/// # Errors
/// The first database failure.
pub async fn prune(pool: &Pool, now: DateTime<Utc>) -> Result<Pruned, PortError> {
    let mut conn = pool.get().await.map_err(pool_err)?;
    let login_attempts =
        diesel::delete(login_attempts::table.filter(login_attempts::attempted_at.lt(now - LOGIN_ATTEMPTS)))
            .execute(&mut conn)
            .await
            .map_err(to_port)?;
    let idempotency_keys =
        diesel::delete(idempotency_keys::table.filter(idempotency_keys::created_at.lt(now - IDEMPOTENCY_KEYS)))
            .execute(&mut conn)
            .await
            .map_err(to_port)?;
    let ended = now - ENDED_TOKENS;
    let sessions =
        diesel::delete(sessions::table.filter(sessions::expires_at.lt(ended).or(sessions::revoked_at.lt(ended))))
            .execute(&mut conn)
            .await
            .map_err(to_port)?;
    let password_resets = diesel::delete(
        password_resets::table.filter(password_resets::expires_at.lt(ended).or(password_resets::used_at.lt(ended))),
    )
    .execute(&mut conn)
    .await
    .map_err(to_port)?;
    // The e-mail gate's codes count toward sending limits for 15 minutes and live 10: a day
    // after, they serve nothing (the visit keeps the reader's address).
    let share_codes =
        diesel::delete(share_email_codes::table.filter(share_email_codes::created_at.lt(now - LOGIN_ATTEMPTS)))
            .execute(&mut conn)
            .await
            .map_err(to_port)?;
    // Throttles count at most the last hour (kernel::throttle's longest window); like login
    // attempts, a day is kept for support.
    let throttle_events = diesel::delete(throttle_events::table.filter(throttle_events::at.lt(now - LOGIN_ATTEMPTS)))
        .execute(&mut conn)
        .await
        .map_err(to_port)?;
    Ok(Pruned { login_attempts, idempotency_keys, sessions, password_resets, share_codes, throttle_events })
}
