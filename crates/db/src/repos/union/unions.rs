//! [`UnionRepository`] on PostgreSQL. Every query is filtered by the actor's company and
//! ignores soft-deleted unions.

use chrono::Utc;
use diesel::{BoolExpressionMethods, ExpressionMethods, PgTextExpressionMethods, QueryDsl, SelectableHelper};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::audit::AuditEntry;
use kernel::{Actor, Page, PageRequest, PortError, Refused, Won};
use rust_decimal::prelude::ToPrimitive;
use rust_decimal::Decimal;
use union::{Union, UnionConflict, UnionFilter, UnionId, UnionInput, UnionRepository, UnionStatus, UnionSummary};

use crate::error::{pool_err, FromConstraint, NoConflict, TxError};
use crate::models::union_row::{CoGpRow, UnionFields, UnionRow};
use crate::repos::{audit, contains_pattern};
use crate::schema::{capital_payments, union_applicant_stats, union_co_gps, unions};
use crate::Pool;

/// The union family's adapter: unions, their formation and rules here, and the capital crate's
/// ports (the book, the register's particulars, the tax papers' facts) in `repos::capital`.
#[derive(Clone)]
pub struct PgUnions {
    pub(crate) pool: Pool,
}

impl PgUnions {
    pub fn new(pool: Pool) -> Self {
        PgUnions { pool }
    }
}

impl FromConstraint for UnionConflict {
    fn from_constraint(name: &str) -> Option<Self> {
        match name {
            "unions_company_unique_number_key" => Some(UnionConflict::UniqueNumberTaken),
            // The applicant stats' sum check (migration ..._applicant_total_fits).
            "union_applied_total_fits" => Some(UnionConflict::AmountTooLarge),
            _ => None,
        }
    }
}

/// The live union `id` of the actor's firm, locked for update when `lock` is set.
async fn find_row<C>(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    id: UnionId,
    lock: bool,
) -> Result<UnionRow, TxError<C>> {
    let q = unions::table
        .filter(unions::id.eq(id.get()))
        .filter(unions::company_id.eq(actor.company_id.get()))
        .filter(unions::deleted_at.is_null())
        .select(UnionRow::as_select());
    let row = if lock { q.for_update().first(conn).await } else { q.first(conn).await };
    row.map_err(TxError::not_found_or)
}

async fn load<C>(conn: &mut AsyncPgConnection, row: UnionRow) -> Result<Union, TxError<C>> {
    let co_gps: Vec<CoGpRow> = union_co_gps::table
        .filter(union_co_gps::union_id.eq(row.id))
        .order(union_co_gps::position.asc())
        .select(CoGpRow::as_select())
        .load(conn)
        .await?;
    row.into_domain(co_gps).map_err(TxError::Port)
}

async fn replace_co_gps<C>(conn: &mut AsyncPgConnection, union_id: i64, input: &UnionInput) -> Result<(), TxError<C>> {
    diesel::delete(union_co_gps::table.filter(union_co_gps::union_id.eq(union_id))).execute(conn).await?;
    let rows: Vec<_> = input
        .co_gps
        .iter()
        .enumerate()
        .map(|(i, c)| {
            (
                union_co_gps::union_id.eq(union_id),
                union_co_gps::position.eq(i as i32),
                union_co_gps::company_name.eq(&c.company_name),
                union_co_gps::unit_count.eq(c.unit_count),
                union_co_gps::amount.eq(c.amount.get()),
            )
        })
        .collect();
    if !rows.is_empty() {
        diesel::insert_into(union_co_gps::table).values(rows).execute(conn).await?;
    }
    Ok(())
}

#[async_trait::async_trait]
impl UnionRepository for PgUnions {
    #[tracing::instrument(skip(self, input))]
    async fn create(&self, actor: &Actor, input: &UnionInput) -> Result<Union, Refused<UnionConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let u = conn
            .transaction(async |conn| {
                let row: UnionRow = diesel::insert_into(unions::table)
                    .values((unions::company_id.eq(actor.company_id.get()), UnionFields::from_input(input, Utc::now())))
                    .returning(UnionRow::as_returning())
                    .get_result(conn)
                    .await?;
                replace_co_gps(conn, row.id, input).await?;
                let u = load(conn, row).await?;
                audit::record(conn, &actor, union::audit::union_created(&u)).await?;
                Ok::<_, TxError<UnionConflict>>(u)
            })
            .await?;
        Ok(u)
    }

    #[tracing::instrument(skip(self))]
    async fn get(&self, actor: &Actor, id: UnionId) -> Result<Union, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let row = find_row(&mut conn, actor, id, false).await?;
        Ok(load(&mut conn, row).await?)
    }

    #[tracing::instrument(skip(self, input))]
    async fn update(&self, actor: &Actor, id: UnionId, input: &UnionInput) -> Result<Union, Refused<UnionConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let u = conn
            .transaction(async |conn| {
                let before = find_row(conn, &actor, id, true).await?;
                let before = load(conn, before).await?;
                before.status.check_editable().map_err(TxError::Conflict)?;
                let paid_seats: Vec<Option<i32>> = capital_payments::table
                    .filter(capital_payments::union_id.eq(id.get()))
                    .filter(capital_payments::gp_seat.is_not_null())
                    .select(capital_payments::gp_seat)
                    .distinct()
                    .load(conn)
                    .await?;
                let paid_seats: Vec<capital::book::GpSeat> =
                    paid_seats.into_iter().flatten().map(capital::book::GpSeat).collect();
                capital::book::check_gp_seats(input.co_gps.len(), &paid_seats).map_err(TxError::Conflict)?;
                let row: UnionRow = diesel::update(unions::table.find(id.get()))
                    .set(UnionFields::from_input(input, Utc::now()))
                    .returning(UnionRow::as_returning())
                    .get_result(conn)
                    .await?;
                replace_co_gps(conn, row.id, input).await?;
                let after = load(conn, row).await?;
                audit::record(conn, &actor, union::audit::union_updated(&before, &after)).await?;
                Ok::<_, TxError<UnionConflict>>(after)
            })
            .await?;
        Ok(u)
    }

    #[tracing::instrument(skip(self))]
    async fn change_status(
        &self,
        actor: &Actor,
        id: UnionId,
        from: UnionStatus,
        to: UnionStatus,
    ) -> Result<Union, Refused<UnionConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let u = conn
            .transaction(async |conn| {
                let row = find_row(conn, &actor, id, true).await?;
                let current = UnionStatus::parse(&row.status)
                    .ok_or_else(|| PortError::Unexpected(format!("union status {:?}", row.status)))?;
                current.check_still(from).map_err(TxError::Conflict)?;
                let row: UnionRow = diesel::update(unions::table.find(id.get()))
                    .set((unions::status.eq(to.code()), unions::updated_at.eq(Utc::now())))
                    .returning(UnionRow::as_returning())
                    .get_result(conn)
                    .await?;
                audit::record(conn, &actor, union::audit::union_status_changed(id, from, to)).await?;
                load::<UnionConflict>(conn, row).await
            })
            .await?;
        Ok(u)
    }

    #[tracing::instrument(skip(self))]
    async fn delete(&self, actor: &Actor, id: UnionId) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            let n = diesel::update(
                unions::table.filter(
                    unions::id
                        .eq(id.get())
                        .and(unions::company_id.eq(actor.company_id.get()))
                        .and(unions::deleted_at.is_null()),
                ),
            )
            .set(unions::deleted_at.eq(Some(Utc::now())))
            .execute(conn)
            .await?;
            if n == 0 {
                return Err(TxError::Port(PortError::NotFound));
            }
            audit::record(conn, &actor, union::audit::union_deleted(id)).await?;
            Ok::<_, TxError>(())
        })
        .await?;
        Ok(())
    }

    #[tracing::instrument(skip(self))]
    async fn history(&self, actor: &Actor, id: UnionId, page: PageRequest) -> Result<Page<AuditEntry>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        find_row::<NoConflict>(&mut conn, actor, id, false).await?;
        audit::union_history(&mut conn, actor, id.get(), page).await
    }

    #[tracing::instrument(skip(self))]
    async fn list(
        &self,
        actor: &Actor,
        filter: &UnionFilter,
        page: PageRequest,
    ) -> Result<Page<UnionSummary>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let pattern = contains_pattern(filter.query.trim());
        let filtered = || {
            let q = unions::table
                .filter(unions::company_id.eq(actor.company_id.get()))
                .filter(unions::deleted_at.is_null())
                .into_boxed();
            let q = match filter.status {
                Some(s) => q.filter(unions::status.eq(s.code())),
                None => q,
            };
            if filter.query.trim().is_empty() {
                q
            } else {
                q.filter(unions::name.ilike(pattern.clone()))
            }
        };
        let total: i64 = filtered().count().get_result(&mut conn).await.map_err(crate::to_port)?;
        let rows: Vec<UnionRow> = filtered()
            .order((unions::created_at.desc(), unions::id.desc()))
            .limit(page.limit())
            .offset(page.offset())
            .select(UnionRow::as_select())
            .load(&mut conn)
            .await
            .map_err(crate::to_port)?;
        // Applied amounts from the trigger-kept per-status sums: ten unions, at most fifty rows,
        // however many applicants they have.
        let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
        let sums: Vec<(i64, Option<Decimal>)> = union_applicant_stats::table
            .filter(union_applicant_stats::union_id.eq_any(&ids))
            .group_by(union_applicant_stats::union_id)
            .select((union_applicant_stats::union_id, diesel::dsl::sum(union_applicant_stats::amount)))
            .load(&mut conn)
            .await
            .map_err(crate::to_port)?;
        let mut items = Vec::with_capacity(rows.len());
        for r in rows {
            let applied = sums.iter().find(|(id, _)| *id == r.id).and_then(|(_, s)| *s).unwrap_or_default();
            let u = r.into_domain(Vec::new())?;
            items.push(UnionSummary {
                id: u.id,
                target_amount: u.input.target_amount().map_err(PortError::unexpected)?,
                applied_amount: Won(applied.to_i64().unwrap_or(i64::MAX)),
                name: u.input.name,
                status: u.status,
                fund_type: u.input.fund_type,
                recruitment_start_date: u.input.recruitment_start_date,
                recruitment_end_date: u.input.recruitment_end_date,
            });
        }
        Ok(Page::new(items, page, total))
    }
}
