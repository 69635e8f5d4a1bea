//! [`TwoFactorRepository`] on PostgreSQL. Spending a code is one conditional UPDATE, so two
//! logins racing with the same code (or recovery code) cannot both pass; turning the factor
//! off locks the firm row, so it cannot slip past a requirement being switched on. The TOTP
//! secret is kept sealed (`kernel::Sealer`, key outside the database): a copy of the database
//! cannot mint codes.

use std::sync::Arc;

use auth::two_factor::{FirmTwoFactor, TwoFactorConflict, TwoFactorRepository, TwoFactorState};
use auth::GroupStatus;
use chrono::{DateTime, Utc};
use diesel::{BoolExpressionMethods, ExpressionMethods, OptionalExtension, QueryDsl};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, CompanyId, PortError, Refused, Sealer, UserId};

use crate::error::{pool_err, to_port, FromConstraint, TxError};
use crate::repos::audit;
use crate::schema::{companies, two_factor_recovery_codes as codes, two_factor_secrets as secrets, users};
use crate::Pool;

impl FromConstraint for TwoFactorConflict {
    fn from_constraint(_: &str) -> Option<Self> {
        None
    }
}

/// Removes a user's second factor and recovery codes (turning it off, withdrawal).
pub(crate) async fn forget(conn: &mut AsyncPgConnection, user: UserId) -> Result<(), diesel::result::Error> {
    diesel::delete(codes::table.filter(codes::user_id.eq(user.get()))).execute(conn).await?;
    diesel::delete(secrets::table.filter(secrets::user_id.eq(user.get()))).execute(conn).await?;
    diesel::update(users::table.filter(users::id.eq(user.get())))
        .set(users::two_factor_enabled.eq(false))
        .execute(conn)
        .await?;
    Ok(())
}

async fn insert_codes(
    conn: &mut AsyncPgConnection,
    user: UserId,
    digests: &[Vec<u8>],
) -> Result<(), diesel::result::Error> {
    diesel::delete(codes::table.filter(codes::user_id.eq(user.get()))).execute(conn).await?;
    let rows: Vec<_> = digests.iter().map(|d| (codes::user_id.eq(user.get()), codes::digest.eq(d))).collect();
    diesel::insert_into(codes::table).values(rows).execute(conn).await?;
    Ok(())
}

/// The second factor's storage: the secrets sealed, the codes spent once.
#[derive(Clone)]
pub struct PgTwoFactor {
    pool: Pool,
    sealer: Arc<dyn Sealer>,
}

impl PgTwoFactor {
    pub fn new(pool: Pool, sealer: Arc<dyn Sealer>) -> Self {
        PgTwoFactor { pool, sealer }
    }

    fn seal(&self, secret: &[u8]) -> Result<Vec<u8>, PortError> {
        self.sealer.seal(&auth::totp::secret_base32(secret))
    }

    fn open(&self, sealed: &[u8]) -> Result<Vec<u8>, PortError> {
        auth::totp::secret_from_base32(&self.sealer.open(sealed)?)
            .ok_or_else(|| PortError::Unexpected("a sealed TOTP secret is not base32".into()))
    }

    /// Seals the secrets stored in clear before secrets were sealed (migration 49 marks them);
    /// run at start, so an upgraded database keeps no secret in clear. Returns how many.
    ///
    /// # Errors
    /// Storage failures or an unusable key.
    pub async fn seal_clear_secrets(&self) -> Result<usize, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let clear: Vec<(i64, Vec<u8>)> = secrets::table
            .filter(secrets::sealed.eq(false))
            .select((secrets::user_id, secrets::secret))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let mut done = 0;
        for (user, secret) in clear {
            let sealed = self.seal(&secret)?;
            // Only while still clear: another instance starting at once may have sealed it.
            done += diesel::update(secrets::table.filter(secrets::user_id.eq(user)).filter(secrets::sealed.eq(false)))
                .set((secrets::secret.eq(sealed), secrets::sealed.eq(true)))
                .execute(&mut conn)
                .await
                .map_err(to_port)?;
        }
        Ok(done)
    }
}

#[async_trait::async_trait]
impl TwoFactorRepository for PgTwoFactor {
    async fn state(&self, user: UserId) -> Result<Option<TwoFactorState>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let row: Option<(Vec<u8>, bool, Option<DateTime<Utc>>, Option<i64>)> = secrets::table
            .filter(secrets::user_id.eq(user.get()))
            .select((secrets::secret, secrets::sealed, secrets::confirmed_at, secrets::last_step))
            .first(&mut conn)
            .await
            .optional()
            .map_err(to_port)?;
        let Some((stored, sealed, confirmed_at, last_step)) = row else { return Ok(None) };
        let secret = if sealed { self.open(&stored)? } else { stored };
        let recovery_left: i64 = codes::table
            .filter(codes::user_id.eq(user.get()).and(codes::used_at.is_null()))
            .count()
            .get_result(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(Some(TwoFactorState { secret, confirmed_at, last_step, recovery_left }))
    }

    async fn begin(&self, actor: &Actor, secret: &[u8], at: DateTime<Utc>) -> Result<(), Refused<TwoFactorConflict>> {
        let sealed = self.seal(secret).map_err(Refused::Port)?;
        let secret = sealed.as_slice();
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        let user = actor.user_id.get();
        conn.transaction(async |conn| {
            // Replaces only a pending secret: a confirmed one is left alone and refused.
            let confirmed: Option<Option<DateTime<Utc>>> = secrets::table
                .filter(secrets::user_id.eq(user))
                .select(secrets::confirmed_at)
                .for_update()
                .first(conn)
                .await
                .optional()?;
            if confirmed.flatten().is_some() {
                return Err(TxError::Conflict(TwoFactorConflict::AlreadyEnabled));
            }
            diesel::insert_into(secrets::table)
                .values((
                    secrets::user_id.eq(user),
                    secrets::secret.eq(secret),
                    secrets::sealed.eq(true),
                    secrets::created_at.eq(at),
                ))
                .on_conflict(secrets::user_id)
                .do_update()
                .set((
                    secrets::secret.eq(secret),
                    secrets::sealed.eq(true),
                    secrets::created_at.eq(at),
                    secrets::last_step.eq(None::<i64>),
                ))
                .execute(conn)
                .await?;
            Ok(())
        })
        .await
        .map_err(Refused::from)
    }

    async fn confirm(
        &self,
        actor: &Actor,
        step: i64,
        recovery: &[Vec<u8>],
        at: DateTime<Utc>,
    ) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            let confirmed = diesel::update(
                secrets::table.filter(secrets::user_id.eq(actor.user_id.get()).and(secrets::confirmed_at.is_null())),
            )
            .set((secrets::confirmed_at.eq(Some(at)), secrets::last_step.eq(Some(step))))
            .execute(conn)
            .await?;
            if confirmed == 0 {
                return Err(TxError::Port(PortError::NotFound));
            }
            diesel::update(users::table.filter(users::id.eq(actor.user_id.get())))
                .set(users::two_factor_enabled.eq(true))
                .execute(conn)
                .await?;
            insert_codes(conn, actor.user_id, recovery).await?;
            audit::record(conn, &actor, auth::audit::user_two_factor_enabled(actor.user_id)).await?;
            Ok::<_, TxError>(())
        })
        .await
        .map_err(PortError::from)
    }

    async fn use_step(&self, user: UserId, step: i64) -> Result<bool, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let n = diesel::update(
            secrets::table
                .filter(secrets::user_id.eq(user.get()).and(secrets::confirmed_at.is_not_null()))
                .filter(secrets::last_step.is_null().or(secrets::last_step.lt(step))),
        )
        .set(secrets::last_step.eq(Some(step)))
        .execute(&mut conn)
        .await
        .map_err(to_port)?;
        Ok(n == 1)
    }

    async fn use_recovery(&self, user: UserId, digest: &[u8], at: DateTime<Utc>) -> Result<bool, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let n = diesel::update(
            codes::table
                .filter(codes::user_id.eq(user.get()).and(codes::digest.eq(digest)))
                .filter(codes::used_at.is_null()),
        )
        .set(codes::used_at.eq(Some(at)))
        .execute(&mut conn)
        .await
        .map_err(to_port)?;
        Ok(n == 1)
    }

    async fn replace_recovery(&self, actor: &Actor, recovery: &[Vec<u8>]) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            insert_codes(conn, actor.user_id, recovery).await?;
            audit::record(conn, &actor, auth::audit::user_recovery_codes_renewed(actor.user_id)).await?;
            Ok::<_, TxError>(())
        })
        .await
        .map_err(PortError::from)
    }

    async fn disable(&self, actor: &Actor) -> Result<(), Refused<TwoFactorConflict>> {
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        let actor = *actor;
        conn.transaction(async |conn| {
            let required: bool = companies::table
                .filter(companies::id.eq(actor.company_id.get()))
                .select(companies::two_factor_required)
                .for_share()
                .first(conn)
                .await?;
            if required {
                return Err(TxError::Conflict(TwoFactorConflict::RequiredByFirm));
            }
            forget(conn, actor.user_id).await?;
            audit::record(conn, &actor, auth::audit::user_two_factor_disabled(actor.user_id)).await?;
            Ok(())
        })
        .await
        .map_err(Refused::from)
    }

    async fn firm_policy(&self, company: CompanyId) -> Result<FirmTwoFactor, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let required: bool = companies::table
            .filter(companies::id.eq(company.get()))
            .select(companies::two_factor_required)
            .first(&mut conn)
            .await
            .map_err(to_port)?;
        let active = users::table
            .filter(users::company_id.eq(company.get()))
            .filter(users::group_status.eq(GroupStatus::Active.code()).and(users::withdrawn_at.is_null()));
        let members: i64 = active.count().get_result(&mut conn).await.map_err(to_port)?;
        let enrolled: i64 =
            active.filter(users::two_factor_enabled.eq(true)).count().get_result(&mut conn).await.map_err(to_port)?;
        Ok(FirmTwoFactor { required, members, enrolled })
    }

    async fn set_firm_required(&self, actor: &Actor, required: bool) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            diesel::update(companies::table.filter(companies::id.eq(actor.company_id.get())))
                .set(companies::two_factor_required.eq(required))
                .execute(conn)
                .await?;
            let event = auth::audit::company_two_factor_required_set(actor.company_id, required);
            audit::record(conn, &actor, event).await?;
            Ok::<_, TxError>(())
        })
        .await
        .map_err(PortError::from)
    }
}
