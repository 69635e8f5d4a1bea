//! [`GroupRepository`] on PostgreSQL. A group's image key leaves or re-enters the pending-object
//! ledger in the transaction that stores or drops the group's reference to it.

use std::collections::BTreeSet;

use chrono::Utc;
use diesel::{ExpressionMethods, PgTextExpressionMethods, QueryDsl, SelectableHelper};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, Page, PageRequest, PortError, Refused};
use lp::{GroupImage, GroupRepository, LpConflict, LpGroup, LpGroupId, LpGroupInput, LpMember, LpMemberId};

use crate::error::{pool_err, to_port, TxError};
use crate::models::lp_row::{LpGroupRow, LpMemberRow};
use crate::repos::{audit, contains_pattern, pending_objects};
use crate::schema::{lp_group_members, lp_groups, lp_members, pending_objects as pending};
use crate::Pool;

#[derive(Clone)]
pub struct PgLpGroups {
    pool: Pool,
}

impl PgLpGroups {
    pub fn new(pool: Pool) -> Self {
        PgLpGroups { pool }
    }
}

async fn group_row<C>(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    id: LpGroupId,
    lock: bool,
) -> Result<LpGroupRow, TxError<C>> {
    let q = lp_groups::table
        .filter(lp_groups::id.eq(id.get()))
        .filter(lp_groups::company_id.eq(actor.company_id.get()))
        .filter(lp_groups::deleted_at.is_null())
        .select(LpGroupRow::as_select());
    let r = if lock { q.for_update().first(conn).await } else { q.first(conn).await };
    r.map_err(TxError::not_found_or)
}

/// Live members per group, for the given groups.
async fn member_counts(conn: &mut AsyncPgConnection, groups: &[i64]) -> Result<Vec<(i64, i64)>, diesel::result::Error> {
    lp_group_members::table
        .inner_join(lp_members::table)
        .filter(lp_group_members::group_id.eq_any(groups))
        .filter(lp_members::deleted_at.is_null())
        .group_by(lp_group_members::group_id)
        .select((lp_group_members::group_id, diesel::dsl::count_star()))
        .load(conn)
        .await
}

/// Takes a staged image key off the ledger; refuses one that is not pending.
async fn claim_image(conn: &mut AsyncPgConnection, key: &str) -> Result<(), TxError<LpConflict>> {
    let n = diesel::delete(pending::table.filter(pending::key.eq(key))).execute(conn).await?;
    if n == 1 {
        Ok(())
    } else {
        Err(TxError::Conflict(LpConflict::ImageNotPending))
    }
}

#[async_trait::async_trait]
impl GroupRepository for PgLpGroups {
    async fn list(&self, actor: &Actor, query: &str, page: PageRequest) -> Result<Page<LpGroup>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let base = || {
            lp_groups::table
                .filter(lp_groups::company_id.eq(actor.company_id.get()))
                .filter(lp_groups::deleted_at.is_null())
                .filter(lp_groups::name.ilike(contains_pattern(query)))
        };
        let total: i64 = base().count().get_result(&mut conn).await.map_err(to_port)?;
        let rows: Vec<LpGroupRow> = base()
            .order((lp_groups::created_at.desc(), lp_groups::id.desc()))
            .offset(page.offset())
            .limit(page.limit())
            .select(LpGroupRow::as_select())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
        let counts = member_counts(&mut conn, &ids).await.map_err(to_port)?;
        let items = rows
            .into_iter()
            .map(|r| {
                let n = counts.iter().find(|(g, _)| *g == r.id).map_or(0, |(_, n)| *n);
                r.into_group(n)
            })
            .collect();
        Ok(Page::new(items, page, total))
    }

    async fn get(&self, actor: &Actor, id: LpGroupId) -> Result<(LpGroup, Vec<LpMember>), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let row = group_row(&mut conn, actor, id, false).await?;
        let members: Vec<LpMemberRow> = lp_group_members::table
            .inner_join(lp_members::table)
            .filter(lp_group_members::group_id.eq(id.get()))
            .filter(lp_members::deleted_at.is_null())
            .order((lp_members::name.asc(), lp_members::id.asc()))
            .select(LpMemberRow::as_select())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let members = members.into_iter().map(LpMember::try_from).collect::<Result<Vec<_>, _>>()?;
        Ok((row.into_group(members.len() as i64), members))
    }

    async fn create(&self, actor: &Actor, input: &LpGroupInput) -> Result<LpGroup, Refused<LpConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let row = conn
            .transaction(async |conn| {
                let image = match &input.image {
                    GroupImage::Set(k) => {
                        claim_image(conn, k).await?;
                        Some(k.as_str())
                    }
                    _ => None,
                };
                let row: LpGroupRow = diesel::insert_into(lp_groups::table)
                    .values((
                        lp_groups::company_id.eq(actor.company_id.get()),
                        lp_groups::name.eq(&input.name),
                        lp_groups::description.eq(&input.description),
                        lp_groups::image_key.eq(image),
                    ))
                    .returning(LpGroupRow::as_returning())
                    .get_result(conn)
                    .await?;
                audit::record(conn, &actor, lp::audit::group_created(LpGroupId(row.id), input)).await?;
                Ok::<_, TxError<LpConflict>>(row)
            })
            .await?;
        Ok(row.into_group(0))
    }

    async fn update(
        &self,
        actor: &Actor,
        id: LpGroupId,
        input: &LpGroupInput,
    ) -> Result<(LpGroup, Option<String>), Refused<LpConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let (row, old) = conn
            .transaction(async |conn| {
                let before = group_row(conn, &actor, id, true).await?;
                let (image, old) = match &input.image {
                    GroupImage::Keep => (before.image_key.clone(), None),
                    GroupImage::Remove => (None, before.image_key.clone()),
                    GroupImage::Set(k) if before.image_key.as_deref() == Some(k.as_str()) => (Some(k.clone()), None),
                    GroupImage::Set(k) => {
                        claim_image(conn, k).await?;
                        (Some(k.clone()), before.image_key.clone())
                    }
                };
                if let Some(old) = &old {
                    pending_objects::mark(conn, old).await?;
                }
                let row: LpGroupRow = diesel::update(lp_groups::table.find(id.get()))
                    .set((
                        lp_groups::name.eq(&input.name),
                        lp_groups::description.eq(&input.description),
                        lp_groups::image_key.eq(image),
                        lp_groups::updated_at.eq(Utc::now()),
                    ))
                    .returning(LpGroupRow::as_returning())
                    .get_result(conn)
                    .await?;
                let event = lp::audit::group_updated(id, &before.name, &before.description, input);
                audit::record(conn, &actor, event).await?;
                Ok::<_, TxError<LpConflict>>((row, old))
            })
            .await?;
        let counts: Vec<(i64, i64)> = member_counts(&mut conn, &[row.id]).await.map_err(to_port)?;
        Ok((row.into_group(counts.iter().map(|(_, n)| *n).next().unwrap_or(0)), old))
    }

    async fn delete(&self, actor: &Actor, id: LpGroupId) -> Result<Option<String>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let old = conn
            .transaction(async |conn| {
                let before = group_row(conn, &actor, id, true).await?;
                if let Some(k) = &before.image_key {
                    pending_objects::mark(conn, k).await?;
                }
                diesel::update(lp_groups::table.find(id.get()))
                    .set((lp_groups::deleted_at.eq(Some(Utc::now())), lp_groups::image_key.eq(None::<String>)))
                    .execute(conn)
                    .await?;
                audit::record(conn, &actor, lp::audit::group_deleted(id, &before.name)).await?;
                Ok::<_, TxError>(before.image_key)
            })
            .await?;
        Ok(old)
    }

    async fn image_key(&self, actor: &Actor, id: LpGroupId) -> Result<Option<String>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        Ok(group_row(&mut conn, actor, id, false).await?.image_key)
    }

    async fn set_members(
        &self,
        actor: &Actor,
        id: LpGroupId,
        members: &[LpMemberId],
    ) -> Result<(), Refused<LpConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let wanted: Vec<i64> = members.iter().map(|m| m.get()).collect::<BTreeSet<_>>().into_iter().collect();
        conn.transaction(async |conn| {
            group_row(conn, &actor, id, true).await?;
            let found: i64 = lp_members::table
                .filter(lp_members::id.eq_any(&wanted))
                .filter(lp_members::company_id.eq(actor.company_id.get()))
                .filter(lp_members::deleted_at.is_null())
                .count()
                .get_result(conn)
                .await?;
            if found != wanted.len() as i64 {
                return Err(TxError::Conflict(LpConflict::MemberNotFound));
            }
            diesel::delete(
                lp_group_members::table
                    .filter(lp_group_members::group_id.eq(id.get()))
                    .filter(lp_group_members::lp_member_id.ne_all(&wanted)),
            )
            .execute(conn)
            .await?;
            let rows: Vec<_> = wanted
                .iter()
                .map(|m| (lp_group_members::group_id.eq(id.get()), lp_group_members::lp_member_id.eq(*m)))
                .collect();
            diesel::insert_into(lp_group_members::table).values(rows).on_conflict_do_nothing().execute(conn).await?;
            let set: Vec<LpMemberId> = wanted.iter().copied().map(LpMemberId).collect();
            audit::record(conn, &actor, lp::audit::group_members_set(id, &set)).await?;
            Ok::<_, TxError<LpConflict>>(())
        })
        .await
        .map_err(Refused::from)
    }
}
