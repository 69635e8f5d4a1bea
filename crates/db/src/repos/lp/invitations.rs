//! [`InvitationRepository`] on PostgreSQL.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::{BoolExpressionMethods, ExpressionMethods, OptionalExtension, QueryDsl};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, Email, PortError, Refused, Won};
use lp::invitation::InvitationState;
use lp::{AcceptingUser, InvitationId, InvitationRepository, InvitationView, LpConflict, LpMemberId, NewInvitation};
use union::UnionId;

use crate::error::{pool_err, to_port, TxError};
use crate::repos::audit;
use crate::repos::scope::{parse_union_status, union_of};
use crate::schema::{companies, invitations, lp_members, unions};
use crate::Pool;

#[derive(Clone)]
pub struct PgInvitations {
    pool: Pool,
}

impl PgInvitations {
    pub fn new(pool: Pool) -> Self {
        PgInvitations { pool }
    }
}

/// An invitation with its union and firm, in the order of `view_query!`.
#[derive(diesel::Queryable)]
struct ViewRow {
    id: i64,
    firm_name: String,
    email: String,
    union_id: i64,
    union_name: String,
    union_status: String,
    unit_price: i64,
    unit_count: i64,
    recruitment_start: NaiveDate,
    recruitment_end: NaiveDate,
    expires_at: DateTime<Utc>,
    used_at: Option<DateTime<Utc>>,
    revoked_at: Option<DateTime<Utc>>,
}

/// Invitations joined to their union and firm, for [`InvitationView`].
macro_rules! view_query {
    () => {
        invitations::table
            .inner_join(unions::table.inner_join(companies::table))
            .filter(unions::deleted_at.is_null())
            .select((
                invitations::id,
                companies::name,
                invitations::email,
                unions::id,
                unions::name,
                unions::status,
                unions::unit_price,
                unions::unit_count,
                unions::recruitment_start_date,
                unions::recruitment_end_date,
                invitations::expires_at,
                invitations::used_at,
                invitations::revoked_at,
            ))
    };
}

fn view(r: ViewRow) -> Result<InvitationView, PortError> {
    Ok(InvitationView {
        id: InvitationId(r.id),
        email: Email::parse(&r.email).map_err(PortError::unexpected)?,
        union_status: parse_union_status(&r.union_status)?,
        unit_price: Won(r.unit_price),
        target_amount: union::target_amount(Won(r.unit_price), r.unit_count).map_err(PortError::unexpected)?,
        firm_name: r.firm_name,
        union_id: UnionId(r.union_id),
        union_name: r.union_name,
        recruitment_start: r.recruitment_start,
        recruitment_end: r.recruitment_end,
        expires_at: r.expires_at,
        used_at: r.used_at,
        revoked: r.revoked_at.is_some(),
    })
}

/// The firm's live LP record for `email`, or a new one in status W.
async fn member_for_email(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    email: &Email,
) -> Result<i64, TxError<LpConflict>> {
    let found: Option<i64> = lp_members::table
        .filter(lp_members::company_id.eq(actor.company_id.get()))
        .filter(lp_members::email.eq(email.as_str()))
        .filter(lp_members::deleted_at.is_null())
        .select(lp_members::id)
        .first(conn)
        .await
        .optional()?;
    if let Some(id) = found {
        return Ok(id);
    }
    let id: i64 = diesel::insert_into(lp_members::table)
        .values((lp_members::company_id.eq(actor.company_id.get()), lp_members::email.eq(email.as_str())))
        .returning(lp_members::id)
        .get_result(conn)
        .await?;
    audit::record(conn, actor, lp::audit::member_invited(LpMemberId(id), email)).await?;
    Ok(id)
}

/// The LP record a user accepting an invitation of `company` becomes: theirs already, the
/// invited one when no account has it, an unlinked one with their address, or a new one.
async fn member_for_user(
    conn: &mut AsyncPgConnection,
    company: i64,
    invited: i64,
    user: &AcceptingUser,
) -> Result<i64, TxError<LpConflict>> {
    let live = || lp_members::table.filter(lp_members::company_id.eq(company)).filter(lp_members::deleted_at.is_null());
    let own: Option<i64> = live()
        .filter(lp_members::user_id.eq(user.user_id.get()))
        .select(lp_members::id)
        .first(conn)
        .await
        .optional()?;
    if let Some(id) = own {
        return Ok(id);
    }
    let free: Option<i64> = live()
        .filter(lp_members::user_id.is_null())
        .filter(lp_members::id.eq(invited).or(lp_members::email.eq(user.email.as_str())))
        .order(lp_members::id.ne(invited))
        .select(lp_members::id)
        .first(conn)
        .await
        .optional()?;
    if let Some(id) = free {
        return Ok(id);
    }
    let email_taken: bool =
        diesel::select(diesel::dsl::exists(live().filter(lp_members::email.eq(user.email.as_str()))))
            .get_result(conn)
            .await?;
    let email = if email_taken { "" } else { user.email.as_str() };
    Ok(diesel::insert_into(lp_members::table)
        .values((lp_members::company_id.eq(company), lp_members::email.eq(email)))
        .returning(lp_members::id)
        .get_result(conn)
        .await?)
}

#[async_trait::async_trait]
impl InvitationRepository for PgInvitations {
    async fn invite(
        &self,
        actor: &Actor,
        union: UnionId,
        new: &[NewInvitation],
        now: DateTime<Utc>,
        expires_at: DateTime<Utc>,
    ) -> Result<(Vec<InvitationView>, Vec<Email>), Refused<LpConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let (ids, already) = conn
            .transaction(async |conn| {
                if !union_of(conn, &actor, union, true).await?.status.accepts_applications() {
                    return Err(TxError::Conflict(LpConflict::NotRecruiting));
                }
                let emails: Vec<&str> = new.iter().map(|n| n.email.as_str()).collect();
                let taken: Vec<String> = invitations::table
                    .filter(invitations::union_id.eq(union.get()))
                    .filter(invitations::email.eq_any(&emails))
                    .filter(invitations::revoked_at.is_null())
                    .filter(invitations::used_at.is_not_null().or(invitations::expires_at.gt(now)))
                    .select(invitations::email)
                    .distinct()
                    .load(conn)
                    .await?;
                let mut ids = Vec::new();
                let mut already = Vec::new();
                for n in new {
                    if taken.iter().any(|t| t == n.email.as_str()) {
                        already.push(n.email.clone());
                        continue;
                    }
                    let member = member_for_email(conn, &actor, &n.email).await?;
                    let id: i64 = diesel::insert_into(invitations::table)
                        .values((
                            invitations::company_id.eq(actor.company_id.get()),
                            invitations::union_id.eq(union.get()),
                            invitations::lp_member_id.eq(member),
                            invitations::email.eq(n.email.as_str()),
                            invitations::token_hash.eq(&n.token_hash),
                            invitations::invited_by.eq(Some(actor.user_id.get())),
                            invitations::created_at.eq(now),
                            invitations::expires_at.eq(expires_at),
                        ))
                        .returning(invitations::id)
                        .get_result(conn)
                        .await?;
                    ids.push(id);
                }
                if !ids.is_empty() {
                    let sent: Vec<InvitationId> = ids.iter().copied().map(InvitationId).collect();
                    audit::record(conn, &actor, lp::audit::union_invited(union, &sent)).await?;
                }
                Ok::<_, TxError<LpConflict>>((ids, already))
            })
            .await?;
        let rows: Vec<ViewRow> = view_query!()
            .filter(invitations::id.eq_any(&ids))
            .order(invitations::id.asc())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let views = rows.into_iter().map(view).collect::<Result<Vec<_>, _>>()?;
        Ok((views, already))
    }

    async fn withdraw(&self, actor: &Actor, ids: &[InvitationId]) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let ids: Vec<i64> = ids.iter().map(|i| i.get()).collect();
        diesel::update(
            invitations::table
                .filter(invitations::id.eq_any(ids))
                .filter(invitations::company_id.eq(actor.company_id.get())),
        )
        .set(invitations::revoked_at.eq(Some(Utc::now())))
        .execute(&mut conn)
        .await
        .map_err(to_port)?;
        Ok(())
    }

    async fn find(&self, token_hash: &[u8]) -> Result<Option<InvitationView>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let row: Option<ViewRow> = view_query!()
            .filter(invitations::token_hash.eq(token_hash))
            .first(&mut conn)
            .await
            .optional()
            .map_err(to_port)?;
        row.map(view).transpose()
    }

    async fn accept(
        &self,
        token_hash: &[u8],
        user: &AcceptingUser,
        now: DateTime<Utc>,
    ) -> Result<UnionId, Refused<LpConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        conn.transaction(async |conn| {
            let (id, company, union, invited, expires_at, used_at, revoked_at): (
                i64,
                i64,
                i64,
                i64,
                DateTime<Utc>,
                Option<DateTime<Utc>>,
                Option<DateTime<Utc>>,
            ) = invitations::table
                .inner_join(unions::table)
                .filter(invitations::token_hash.eq(token_hash))
                .filter(unions::deleted_at.is_null())
                .select((
                    invitations::id,
                    invitations::company_id,
                    invitations::union_id,
                    invitations::lp_member_id,
                    invitations::expires_at,
                    invitations::used_at,
                    invitations::revoked_at,
                ))
                .for_update()
                .first(conn)
                .await
                .map_err(TxError::not_found_or)?;
            match InvitationState::of(used_at, revoked_at.is_some(), expires_at, now) {
                InvitationState::Open => {}
                InvitationState::Used => return Err(TxError::Conflict(LpConflict::InvitationUsed)),
                InvitationState::Expired => return Err(TxError::Conflict(LpConflict::InvitationExpired)),
            }
            let member = member_for_user(conn, company, invited, user).await?;
            // What the LP typed at sign-up fills what the firm did not know yet; a waiting
            // record becomes normal, a suspended one stays suspended.
            diesel::sql_query(
                "UPDATE lp_members SET user_id = $2, \
                 status = CASE WHEN status = 'W' THEN 'N' ELSE status END, \
                 lp_type = CASE WHEN name = '' THEN $5 ELSE lp_type END, \
                 name = CASE WHEN name = '' THEN $3 ELSE name END, \
                 phone = CASE WHEN phone = '' THEN $4 ELSE phone END, updated_at = now() WHERE id = $1",
            )
            .bind::<diesel::sql_types::BigInt, _>(member)
            .bind::<diesel::sql_types::BigInt, _>(user.user_id.get())
            .bind::<diesel::sql_types::Text, _>(&user.name)
            .bind::<diesel::sql_types::Text, _>(&user.phone)
            .bind::<diesel::sql_types::Text, _>(user.lp_type.code())
            .execute(conn)
            .await?;
            diesel::update(invitations::table.find(id))
                .set((invitations::used_at.eq(Some(now)), invitations::used_by.eq(Some(user.user_id.get()))))
                .execute(conn)
                .await?;
            let actor = Actor { user_id: user.user_id, company_id: kernel::CompanyId(company), is_ceo: false };
            let event = lp::audit::union_invitation_accepted(UnionId(union), InvitationId(id), LpMemberId(member));
            audit::record(conn, &actor, event).await?;
            Ok::<_, TxError<LpConflict>>(UnionId(union))
        })
        .await
        .map_err(Refused::from)
    }
}
