//! [`FirmRepository`] on PostgreSQL: the firm's details, its teams and the CEO hand-over. Team
//! saves lock the firm's member rows they check, so a member expelled at the same moment cannot
//! slip into a team; a hand-over locks both rows and swaps the roles in one transaction.

use std::collections::HashMap;

use auth::firm::{
    CompanyNameTaken, FirmEdit, FirmProfile, FirmRepository, NotAnActiveMember, Team, TeamDraft, TeamId, TeamMember,
    TeamRefusal, MAX_TEAMS,
};
use auth::{CompanyRole, GroupStatus};
use chrono::{DateTime, NaiveDate, Utc};
use diesel::{BoolExpressionMethods, ExpressionMethods, QueryDsl};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, CompanyId, PortError, Refused, UserId};

use super::accounts::PgAccounts;
use crate::error::{pool_err, to_port, FromConstraint, TxError};
use crate::repos::audit;
use crate::schema::{companies, team_members, teams, users};

impl FromConstraint for TeamRefusal {
    fn from_constraint(name: &str) -> Option<Self> {
        (name == "teams_company_name_key").then_some(TeamRefusal::NameTaken)
    }
}

impl FromConstraint for CompanyNameTaken {
    fn from_constraint(_: &str) -> Option<Self> {
        None
    }
}

impl FromConstraint for NotAnActiveMember {
    fn from_constraint(_: &str) -> Option<Self> {
        None
    }
}

type FirmRow = (
    i64,
    String,
    String,
    Option<String>,
    Option<String>,
    Option<String>,
    (String, String, String, String, Option<NaiveDate>, String, DateTime<Utc>),
);

/// The firm's members who may be put in a team, locked until the transaction ends.
async fn lock_active_members(
    conn: &mut AsyncPgConnection,
    company: i64,
    ids: &[UserId],
) -> Result<usize, diesel::result::Error> {
    let raw: Vec<i64> = ids.iter().map(|u| u.get()).collect();
    let found: Vec<i64> = users::table
        .filter(users::company_id.eq(company).and(users::id.eq_any(&raw)))
        .filter(users::group_status.eq(GroupStatus::Active.code()).and(users::withdrawn_at.is_null()))
        .select(users::id)
        .for_update()
        .load(conn)
        .await?;
    Ok(found.len())
}

async fn save_members(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    team: i64,
    draft: &TeamDraft,
) -> Result<(), TxError<TeamRefusal>> {
    if lock_active_members(conn, actor.company_id.get(), &draft.member_ids).await? != draft.member_ids.len() {
        return Err(TxError::Conflict(TeamRefusal::NotAMember));
    }
    diesel::delete(team_members::table.filter(team_members::team_id.eq(team))).execute(conn).await?;
    let rows: Vec<_> = draft
        .member_ids
        .iter()
        .map(|u| {
            (
                team_members::team_id.eq(team),
                team_members::user_id.eq(u.get()),
                team_members::company_id.eq(actor.company_id.get()),
            )
        })
        .collect();
    diesel::insert_into(team_members::table).values(rows).execute(conn).await?;
    Ok(())
}

#[async_trait::async_trait]
impl FirmRepository for PgAccounts {
    async fn firm(&self, company: CompanyId) -> Result<FirmProfile, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let row: FirmRow = companies::table
            .filter(companies::id.eq(company.get()))
            .select((
                companies::id,
                companies::kind,
                companies::name,
                companies::business_number,
                companies::ceo_name,
                companies::investor_type,
                (
                    companies::address,
                    companies::phone,
                    companies::homepage,
                    companies::contact_email,
                    companies::founded_on,
                    companies::introduction,
                    companies::updated_at,
                ),
            ))
            .first(&mut conn)
            .await
            .map_err(to_port)?;
        let member_count: i64 = users::table
            .filter(users::company_id.eq(company.get()))
            .filter(users::group_status.eq(GroupStatus::Active.code()).and(users::withdrawn_at.is_null()))
            .count()
            .get_result(&mut conn)
            .await
            .map_err(to_port)?;
        let (id, kind, name, business_number, ceo_name, investor_type, details) = row;
        let (address, phone, homepage, contact_email, founded_on, introduction, updated_at) = details;
        Ok(FirmProfile {
            id: CompanyId(id),
            kind,
            name,
            business_number,
            ceo_name,
            investor_type,
            address,
            phone,
            homepage,
            contact_email,
            founded_on,
            introduction,
            member_count,
            updated_at,
        })
    }

    async fn update_firm(
        &self,
        actor: &Actor,
        edit: &FirmEdit,
        at: DateTime<Utc>,
    ) -> Result<(), Refused<CompanyNameTaken>> {
        let before = self.firm(actor.company_id).await?;
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        let actor = *actor;
        conn.transaction(async |conn| {
            // Another registered business by the same name (spaces and case aside).
            let same = diesel::dsl::sql::<diesel::sql_types::Bool>(
                "lower(regexp_replace(btrim(companies.name), '\\s+', ' ', 'g')) = lower(regexp_replace(btrim(",
            )
            .bind::<diesel::sql_types::Text, _>(&edit.name)
            .sql("), '\\s+', ' ', 'g'))");
            let taken: i64 = companies::table
                .filter(companies::id.ne(actor.company_id.get()))
                .filter(companies::business_number.is_not_null())
                .filter(same)
                .count()
                .get_result(conn)
                .await?;
            if taken > 0 {
                return Err(TxError::Conflict(CompanyNameTaken));
            }
            diesel::update(companies::table.filter(companies::id.eq(actor.company_id.get())))
                .set((
                    companies::name.eq(&edit.name),
                    companies::ceo_name.eq(Some(&edit.ceo_name)),
                    companies::address.eq(&edit.address),
                    companies::phone.eq(&edit.phone),
                    companies::homepage.eq(&edit.homepage),
                    companies::contact_email.eq(&edit.contact_email),
                    companies::founded_on.eq(edit.founded_on),
                    companies::introduction.eq(&edit.introduction),
                    companies::updated_at.eq(at),
                ))
                .execute(conn)
                .await?;
            audit::record(conn, &actor, auth::audit::company_updated(actor.company_id, &before, edit)).await?;
            Ok::<_, TxError<CompanyNameTaken>>(())
        })
        .await
        .map_err(Refused::from)
    }

    async fn teams(&self, company: CompanyId) -> Result<Vec<Team>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<(i64, String, Option<i64>, DateTime<Utc>)> = teams::table
            .filter(teams::company_id.eq(company.get()))
            .order((teams::name.asc(), teams::id.asc()))
            .select((teams::id, teams::name, teams::leader_id, teams::created_at))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let members: Vec<(i64, i64, String, String, String)> = team_members::table
            .inner_join(users::table)
            .filter(team_members::company_id.eq(company.get()))
            // Expelled and withdrawn members leave their teams from the firm's view.
            .filter(users::group_status.eq(GroupStatus::Active.code()).and(users::withdrawn_at.is_null()))
            .order((users::name.asc(), users::id.asc()))
            .select((team_members::team_id, users::id, users::name, users::email, users::company_role))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let mut by_team: HashMap<i64, Vec<TeamMember>> = HashMap::new();
        for (team, user, name, email, role) in members {
            by_team.entry(team).or_default().push(TeamMember {
                user_id: UserId(user),
                name,
                email,
                role: CompanyRole::parse(&role).unwrap_or(CompanyRole::Staff),
            });
        }
        Ok(rows
            .into_iter()
            .map(|(id, name, leader, created_at)| Team {
                id: TeamId(id),
                name,
                leader_id: leader.map(UserId),
                members: by_team.remove(&id).unwrap_or_default(),
                created_at,
            })
            .collect())
    }

    async fn create_team(
        &self,
        actor: &Actor,
        draft: &TeamDraft,
        at: DateTime<Utc>,
    ) -> Result<TeamId, Refused<TeamRefusal>> {
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        let actor = *actor;
        conn.transaction(async |conn| {
            // The firm's row, locked: two creations at once cannot both pass the count.
            companies::table
                .filter(companies::id.eq(actor.company_id.get()))
                .select(companies::id)
                .for_update()
                .first::<i64>(conn)
                .await?;
            let count: i64 =
                teams::table.filter(teams::company_id.eq(actor.company_id.get())).count().get_result(conn).await?;
            if usize::try_from(count).unwrap_or(usize::MAX) >= MAX_TEAMS {
                return Err(TxError::Conflict(TeamRefusal::TooMany));
            }
            let id: i64 = diesel::insert_into(teams::table)
                .values((
                    teams::company_id.eq(actor.company_id.get()),
                    teams::name.eq(&draft.name),
                    teams::leader_id.eq(draft.leader_id.map(UserId::get)),
                    teams::created_at.eq(at),
                    teams::updated_at.eq(at),
                ))
                .returning(teams::id)
                .get_result(conn)
                .await?;
            save_members(conn, &actor, id, draft).await?;
            audit::record(conn, &actor, auth::audit::team_created(TeamId(id), draft)).await?;
            Ok(TeamId(id))
        })
        .await
        .map_err(Refused::from)
    }

    async fn update_team(
        &self,
        actor: &Actor,
        team: TeamId,
        draft: &TeamDraft,
        at: DateTime<Utc>,
    ) -> Result<(), Refused<TeamRefusal>> {
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        let actor = *actor;
        conn.transaction(async |conn| {
            let changed = diesel::update(
                teams::table.filter(teams::id.eq(team.get()).and(teams::company_id.eq(actor.company_id.get()))),
            )
            .set((
                teams::name.eq(&draft.name),
                teams::leader_id.eq(draft.leader_id.map(UserId::get)),
                teams::updated_at.eq(at),
            ))
            .execute(conn)
            .await?;
            if changed == 0 {
                return Err(TxError::Port(PortError::NotFound));
            }
            save_members(conn, &actor, team.get(), draft).await?;
            audit::record(conn, &actor, auth::audit::team_updated(team, draft)).await?;
            Ok(())
        })
        .await
        .map_err(Refused::from)
    }

    async fn delete_team(&self, actor: &Actor, team: TeamId) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            let name: String = diesel::delete(
                teams::table.filter(teams::id.eq(team.get()).and(teams::company_id.eq(actor.company_id.get()))),
            )
            .returning(teams::name)
            .get_result(conn)
            .await
            .map_err(TxError::not_found_or)?;
            audit::record(conn, &actor, auth::audit::team_deleted(team, &name)).await?;
            Ok::<_, TxError>(())
        })
        .await
        .map_err(PortError::from)
    }

    async fn hand_over_ceo(
        &self,
        actor: &Actor,
        to: UserId,
        at: DateTime<Utc>,
    ) -> Result<(), Refused<NotAnActiveMember>> {
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        let actor = *actor;
        conn.transaction(async |conn| {
            let ids = [actor.user_id.get(), to.get()];
            let rows: Vec<(i64, String, String)> = users::table
                .filter(users::company_id.eq(actor.company_id.get()).and(users::id.eq_any(ids)))
                .filter(users::withdrawn_at.is_null())
                .select((users::id, users::company_role, users::group_status))
                .for_update()
                .load(conn)
                .await?;
            let me_ceo = rows.iter().any(|(id, role, _)| *id == actor.user_id.get() && role == CompanyRole::Ceo.code());
            let target_ok = rows.iter().any(|(id, _, status)| *id == to.get() && status == GroupStatus::Active.code());
            if !me_ceo || !target_ok {
                return Err(TxError::Conflict(NotAnActiveMember));
            }
            diesel::update(users::table.filter(users::id.eq(actor.user_id.get())))
                .set((users::company_role.eq(CompanyRole::Staff.code()), users::updated_at.eq(at)))
                .execute(conn)
                .await?;
            diesel::update(users::table.filter(users::id.eq(to.get())))
                .set((users::company_role.eq(CompanyRole::Ceo.code()), users::updated_at.eq(at)))
                .execute(conn)
                .await?;
            audit::record(conn, &actor, auth::audit::user_made_ceo(to, actor.user_id)).await?;
            Ok(())
        })
        .await
        .map_err(Refused::from)
    }
}
