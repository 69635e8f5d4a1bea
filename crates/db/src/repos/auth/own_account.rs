//! [`OwnAccountRepository`] on PostgreSQL: the user's own row. A password change and a
//! withdrawal end sessions in the same transaction as the change, so no old session outlives
//! it; a withdrawal locks the company's member rows first, so a CEO and a member withdrawing at
//! once cannot both pass the "others remain" check.

use auth::account::{CeoHasMembers, OwnAccountRepository, ProfileEdit, WITHDRAWN_NAME};
use auth::GroupStatus;
use chrono::{DateTime, Utc};
use diesel::{BoolExpressionMethods, ExpressionMethods, QueryDsl};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{Actor, PortError, Refused, UserId};

use super::accounts::PgAccounts;
use crate::error::{pool_err, to_port, FromConstraint, TxError};
use crate::repos::audit;
use crate::schema::{sessions, user_settings, users};

impl FromConstraint for CeoHasMembers {
    fn from_constraint(_: &str) -> Option<Self> {
        None
    }
}

/// A withdrawn account's address: unique (the column is), and no mailbox anywhere.
fn withdrawn_email(user: UserId) -> String {
    format!("withdrawn-{}@withdrawn.invalid", user.get())
}

#[async_trait::async_trait]
impl OwnAccountRepository for PgAccounts {
    async fn update_profile(&self, actor: &Actor, edit: &ProfileEdit, at: DateTime<Utc>) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            let (name, phone): (String, String) = users::table
                .filter(users::id.eq(actor.user_id.get()).and(users::withdrawn_at.is_null()))
                .select((users::name, users::phone))
                .for_update()
                .first(conn)
                .await
                .map_err(TxError::not_found_or)?;
            diesel::update(users::table.filter(users::id.eq(actor.user_id.get())))
                .set((users::name.eq(&edit.name), users::phone.eq(&edit.phone), users::updated_at.eq(at)))
                .execute(conn)
                .await?;
            let before = ProfileEdit { name, phone };
            audit::record(conn, &actor, auth::audit::user_profile_updated(actor.user_id, &before, edit)).await?;
            Ok::<_, TxError>(())
        })
        .await
        .map_err(PortError::from)
    }

    async fn password_hash(&self, user: UserId) -> Result<String, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        users::table
            .filter(users::id.eq(user.get()).and(users::withdrawn_at.is_null()))
            .select(users::password_hash)
            .first(&mut conn)
            .await
            .map_err(to_port)
    }

    async fn set_password(&self, actor: &Actor, hash: &str, keep: &[u8], at: DateTime<Utc>) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            diesel::update(users::table.filter(users::id.eq(actor.user_id.get())))
                .set((users::password_hash.eq(hash), users::updated_at.eq(at)))
                .execute(conn)
                .await?;
            let others = sessions::table.filter(
                sessions::user_id
                    .eq(actor.user_id.get())
                    .and(sessions::revoked_at.is_null())
                    .and(sessions::token_hash.ne(keep)),
            );
            let ended = diesel::update(others).set(sessions::revoked_at.eq(Some(at))).execute(conn).await?;
            audit::record(conn, &actor, auth::audit::user_password_changed(actor.user_id, ended)).await?;
            Ok::<_, TxError>(())
        })
        .await
        .map_err(PortError::from)
    }

    async fn withdraw(
        &self,
        actor: &Actor,
        reason: Option<&str>,
        at: DateTime<Utc>,
    ) -> Result<(), Refused<CeoHasMembers>> {
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        let actor = *actor;
        conn.transaction(async |conn| {
            // The company's live members, locked: the check below holds until the commit.
            let members: Vec<(i64, String)> = users::table
                .filter(users::company_id.eq(actor.company_id.get()).and(users::withdrawn_at.is_null()))
                .filter(users::group_status.eq_any([GroupStatus::Active.code(), GroupStatus::Pending.code()]))
                .select((users::id, users::company_role))
                .for_update()
                .load(conn)
                .await?;
            let me_ceo = members.iter().any(|(id, role)| *id == actor.user_id.get() && role == "ceo");
            if me_ceo && members.iter().any(|(id, _)| *id != actor.user_id.get()) {
                return Err(TxError::Conflict(CeoHasMembers));
            }
            let gone = diesel::update(
                users::table.filter(users::id.eq(actor.user_id.get()).and(users::withdrawn_at.is_null())),
            )
            .set((
                users::name.eq(WITHDRAWN_NAME),
                users::email.eq(withdrawn_email(actor.user_id)),
                users::phone.eq(""),
                // No PHC string: nothing verifies against it.
                users::password_hash.eq("!withdrawn"),
                users::withdrawn_at.eq(Some(at)),
                users::withdrawal_reason.eq(reason),
                users::updated_at.eq(at),
            ))
            .execute(conn)
            .await?;
            if gone == 0 {
                return Err(TxError::Port(PortError::NotFound));
            }
            diesel::update(
                sessions::table.filter(sessions::user_id.eq(actor.user_id.get()).and(sessions::revoked_at.is_null())),
            )
            .set(sessions::revoked_at.eq(Some(at)))
            .execute(conn)
            .await?;
            diesel::delete(user_settings::table.filter(user_settings::user_id.eq(actor.user_id.get())))
                .execute(conn)
                .await?;
            // The second factor goes with the account: nothing of it is a record of the firm's.
            super::two_factor::forget(conn, actor.user_id).await?;
            audit::record(conn, &actor, auth::audit::user_withdrawn(actor.user_id)).await?;
            Ok(())
        })
        .await
        .map_err(Refused::from)
    }
}
