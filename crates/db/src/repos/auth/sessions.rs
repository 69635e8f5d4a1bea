//! [`SessionRepository`] on PostgreSQL: sessions, login attempts, password resets.

use auth::throttle::RecentFailures;
use auth::{SessionRepository, SessionUser};
use chrono::{DateTime, Utc};
use diesel::{BoolExpressionMethods, ExpressionMethods, OptionalExtension, QueryDsl, SelectableHelper};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{PortError, UserId};

use crate::error::{pool_err, to_port};
use crate::models::account_row::{session_user, CompanyRow, UserRow};
use crate::schema::{companies, login_attempts, password_resets, sessions, users};
use crate::Pool;

#[derive(Clone)]
pub struct PgSessions {
    pool: Pool,
}

impl PgSessions {
    pub fn new(pool: Pool) -> Self {
        PgSessions { pool }
    }
}

#[async_trait::async_trait]
impl SessionRepository for PgSessions {
    #[tracing::instrument(skip(self, token_digest))]
    async fn create_session(
        &self,
        user: UserId,
        token_digest: &[u8],
        expires_at: DateTime<Utc>,
        ip: &str,
    ) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        diesel::insert_into(sessions::table)
            .values((
                sessions::user_id.eq(user.get()),
                sessions::token_hash.eq(token_digest),
                sessions::expires_at.eq(expires_at),
                sessions::ip.eq(ip),
            ))
            .execute(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(())
    }

    #[tracing::instrument(skip_all)]
    async fn find_session(&self, token_digest: &[u8], now: DateTime<Utc>) -> Result<Option<SessionUser>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let row: Option<(UserRow, CompanyRow)> = sessions::table
            .inner_join(users::table.inner_join(companies::table))
            .filter(sessions::token_hash.eq(token_digest))
            .filter(sessions::revoked_at.is_null())
            .filter(sessions::expires_at.gt(now))
            .select((UserRow::as_select(), CompanyRow::as_select()))
            .first(&mut conn)
            .await
            .optional()
            .map_err(to_port)?;
        row.map(session_user).transpose()
    }

    #[tracing::instrument(skip_all)]
    async fn rotate_session(
        &self,
        old_digest: &[u8],
        new_digest: &[u8],
        now: DateTime<Utc>,
    ) -> Result<DateTime<Utc>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rotated = conn
            .transaction(async |conn| {
                let live: Option<(i64, i64, Option<i64>, String, DateTime<Utc>, DateTime<Utc>)> = diesel::update(
                    sessions::table.filter(
                        sessions::token_hash
                            .eq(old_digest)
                            .and(sessions::revoked_at.is_null())
                            .and(sessions::expires_at.gt(now)),
                    ),
                )
                .set(sessions::revoked_at.eq(Some(now)))
                .returning((
                    sessions::id,
                    sessions::user_id,
                    sessions::family_id,
                    sessions::ip,
                    sessions::created_at,
                    sessions::expires_at,
                ))
                .get_result(conn)
                .await
                .optional()?;
                let Some((id, user_id, family, ip, created_at, old_expiry)) = live else {
                    // Not live. A token of the family presented again after it was rotated
                    // (RFC 9700 reuse detection): its successors end too, whoever holds them.
                    let family: Option<(i64, Option<i64>)> = sessions::table
                        .filter(sessions::token_hash.eq(old_digest).and(sessions::revoked_at.is_not_null()))
                        .select((sessions::id, sessions::family_id))
                        .first(conn)
                        .await
                        .optional()?;
                    if let Some((id, family)) = family {
                        let family = family.unwrap_or(id);
                        diesel::update(
                            sessions::table.filter(
                                sessions::revoked_at
                                    .is_null()
                                    .and(sessions::id.eq(family).or(sessions::family_id.eq(family))),
                            ),
                        )
                        .set(sessions::revoked_at.eq(Some(now)))
                        .execute(conn)
                        .await?;
                    }
                    return Ok(None);
                };
                let expires_at = now + (old_expiry - created_at);
                diesel::insert_into(sessions::table)
                    .values((
                        sessions::user_id.eq(user_id),
                        sessions::token_hash.eq(new_digest),
                        sessions::created_at.eq(now),
                        sessions::expires_at.eq(expires_at),
                        sessions::ip.eq(ip),
                        sessions::family_id.eq(Some(family.unwrap_or(id))),
                    ))
                    .execute(conn)
                    .await?;
                Ok::<_, diesel::result::Error>(Some(expires_at))
            })
            .await
            .map_err(to_port)?;
        rotated.ok_or(PortError::NotFound)
    }

    #[tracing::instrument(skip_all)]
    async fn revoke_session(&self, token_digest: &[u8], now: DateTime<Utc>) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        diesel::update(
            sessions::table.filter(sessions::token_hash.eq(token_digest).and(sessions::revoked_at.is_null())),
        )
        .set(sessions::revoked_at.eq(Some(now)))
        .execute(&mut conn)
        .await
        .map_err(to_port)?;
        Ok(())
    }

    #[tracing::instrument(skip(self))]
    async fn record_attempt(&self, email: &str, ip: &str, succeeded: bool, at: DateTime<Utc>) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        diesel::insert_into(login_attempts::table)
            .values((
                login_attempts::email.eq(email),
                login_attempts::ip.eq(ip),
                login_attempts::succeeded.eq(succeeded),
                login_attempts::attempted_at.eq(at),
            ))
            .execute(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(())
    }

    #[tracing::instrument(skip(self))]
    async fn recent_failures(&self, email: &str, ip: &str, since: DateTime<Utc>) -> Result<RecentFailures, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let last_success: Option<DateTime<Utc>> = login_attempts::table
            .filter(login_attempts::email.eq(email).and(login_attempts::succeeded.eq(true)))
            .filter(login_attempts::attempted_at.gt(since))
            .select(diesel::dsl::max(login_attempts::attempted_at))
            .first(&mut conn)
            .await
            .map_err(to_port)?;
        let account_since = last_success.map_or(since, |t| t.max(since));
        let account: i64 = login_attempts::table
            .filter(login_attempts::email.eq(email).and(login_attempts::succeeded.eq(false)))
            .filter(login_attempts::attempted_at.gt(account_since))
            .count()
            .get_result(&mut conn)
            .await
            .map_err(to_port)?;
        let address: i64 = login_attempts::table
            .filter(login_attempts::ip.eq(ip).and(login_attempts::succeeded.eq(false)))
            .filter(login_attempts::attempted_at.gt(since))
            .count()
            .get_result(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(RecentFailures { account, address })
    }

    #[tracing::instrument(skip(self, token_digest))]
    async fn create_reset(
        &self,
        user: UserId,
        token_digest: &[u8],
        expires_at: DateTime<Utc>,
    ) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        conn.transaction(async |conn| {
            // A new link ends every earlier one of the account: only the newest mail works.
            end_resets(conn, user.get(), Utc::now()).await?;
            diesel::insert_into(password_resets::table)
                .values((
                    password_resets::user_id.eq(user.get()),
                    password_resets::token_hash.eq(token_digest),
                    password_resets::expires_at.eq(expires_at),
                ))
                .execute(conn)
                .await?;
            Ok::<_, diesel::result::Error>(())
        })
        .await
        .map_err(to_port)
    }

    #[tracing::instrument(skip_all)]
    async fn consume_reset(
        &self,
        token_digest: &[u8],
        password_hash: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<UserId>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        conn.transaction(async |conn| {
            let user: Option<i64> = diesel::update(
                password_resets::table.filter(
                    password_resets::token_hash
                        .eq(token_digest)
                        .and(password_resets::used_at.is_null())
                        .and(password_resets::expires_at.gt(now)),
                ),
            )
            .set(password_resets::used_at.eq(Some(now)))
            .returning(password_resets::user_id)
            .get_result(conn)
            .await
            .optional()?;
            let Some(user) = user else { return Ok(None) };
            // The reset is done: no other link of the account works any more.
            end_resets(conn, user, now).await?;
            diesel::update(users::table.find(user))
                .set((users::password_hash.eq(password_hash), users::updated_at.eq(now)))
                .execute(conn)
                .await?;
            diesel::update(sessions::table.filter(sessions::user_id.eq(user).and(sessions::revoked_at.is_null())))
                .set(sessions::revoked_at.eq(Some(now)))
                .execute(conn)
                .await?;
            Ok::<_, diesel::result::Error>(Some(UserId(user)))
        })
        .await
        .map_err(to_port)
    }
}

/// Ends every unused reset link of `user` (marked used).
async fn end_resets(
    conn: &mut AsyncPgConnection,
    user: i64,
    at: DateTime<Utc>,
) -> Result<usize, diesel::result::Error> {
    diesel::update(
        password_resets::table.filter(password_resets::user_id.eq(user).and(password_resets::used_at.is_null())),
    )
    .set(password_resets::used_at.eq(Some(at)))
    .execute(conn)
    .await
}
