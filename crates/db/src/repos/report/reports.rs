//! [`ReportRepository`] on PostgreSQL: every report carries its firm (`company_id`) and every
//! read and write filters on it, so another firm's report is simply not found. The figures are
//! stored as JSON, written once at creation.

use std::collections::BTreeMap;

use chrono::{DateTime, NaiveDate, Utc};
use company::StartupId;
use diesel::PgSortExpressionMethods;
use diesel::{
    BoolExpressionMethods, ExpressionMethods, JoinOnDsl, NullableExpressionMethods, OptionalExtension, QueryDsl,
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::opinion::OpinionConflict;
use kernel::{Actor, PortError, Refused, RichText};
use report::ports::{NewReport, ReportRepository};
use report::snapshot::{ReportFigures, ReportScope, StartupFacts, YearLine};
use report::{Report, ReportId, ReportOpinion, ReportSummary};
use union::UnionId;

use crate::error::{pool_err, to_port, TxError};
use crate::repos::audit;
use crate::schema::{report_opinions, reports, startup_income_statements, startup_profiles, users};
use crate::Pool;

#[derive(Clone)]
pub struct PgReports {
    pool: Pool,
}

impl PgReports {
    pub fn new(pool: Pool) -> Self {
        PgReports { pool }
    }
}

/// The name shown for an author whose account is gone.
use auth::account::WITHDRAWN_NAME as GONE;

type SummaryRow = (i64, String, NaiveDate, serde_json::Value, i32, i32, Option<String>, DateTime<Utc>);

macro_rules! summary_columns {
    () => {
        (
            reports::id,
            reports::title,
            reports::base_date,
            reports::scope,
            reports::union_count,
            reports::company_count,
            users::name.nullable(),
            reports::created_at,
        )
    };
}

fn summary(row: SummaryRow) -> Result<ReportSummary, PortError> {
    let (id, title, base_date, scope, union_count, company_count, author, created_at) = row;
    let scope: ReportScope = serde_json::from_value(scope).map_err(|e| PortError::Unexpected(e.to_string()))?;
    Ok(ReportSummary {
        id: ReportId(id),
        title,
        base_date,
        scope,
        union_count,
        company_count,
        author_name: author.unwrap_or_else(|| GONE.to_owned()),
        created_at,
    })
}

fn json_of<T: serde::Serialize>(value: &T) -> Result<serde_json::Value, PortError> {
    serde_json::to_value(value).map_err(|e| PortError::Unexpected(e.to_string()))
}

async fn load_summary(conn: &mut AsyncPgConnection, actor: &Actor, id: ReportId) -> Result<ReportSummary, PortError> {
    let row: Option<SummaryRow> = reports::table
        .left_join(users::table.on(users::id.nullable().eq(reports::created_by)))
        .filter(reports::id.eq(id.get()).and(reports::company_id.eq(actor.company_id.get())))
        .select(summary_columns!())
        .first(conn)
        .await
        .optional()
        .map_err(to_port)?;
    summary(row.ok_or(PortError::NotFound)?)
}

/// The report's id when it is the firm's.
async fn owned(conn: &mut AsyncPgConnection, actor: &Actor, id: ReportId) -> Result<(), PortError> {
    let found: Option<i64> = reports::table
        .filter(reports::id.eq(id.get()).and(reports::company_id.eq(actor.company_id.get())))
        .select(reports::id)
        .first(conn)
        .await
        .optional()
        .map_err(to_port)?;
    found.map(|_| ()).ok_or(PortError::NotFound)
}

type OpinionRow = (Option<i64>, String, Option<String>, DateTime<Utc>, DateTime<Utc>);

fn opinion(row: OpinionRow) -> ReportOpinion {
    let (union_id, html, author, created_at, updated_at) = row;
    ReportOpinion {
        union_id: union_id.map(UnionId),
        html: RichText::from_stored(html),
        author_name: author.unwrap_or_else(|| GONE.to_owned()),
        created_at,
        updated_at,
    }
}

async fn load_opinion(
    conn: &mut AsyncPgConnection,
    id: ReportId,
    union: Option<UnionId>,
) -> Result<Option<ReportOpinion>, PortError> {
    let mut q = report_opinions::table
        .left_join(users::table.on(users::id.nullable().eq(report_opinions::updated_by)))
        .filter(report_opinions::report_id.eq(id.get()))
        .select((
            report_opinions::union_id,
            report_opinions::opinion,
            users::name.nullable(),
            report_opinions::created_at,
            report_opinions::updated_at,
        ))
        .into_boxed();
    q = match union {
        Some(u) => q.filter(report_opinions::union_id.eq(u.get())),
        None => q.filter(report_opinions::union_id.is_null()),
    };
    Ok(q.first::<OpinionRow>(conn).await.optional().map_err(to_port)?.map(opinion))
}

#[async_trait::async_trait]
impl ReportRepository for PgReports {
    async fn startup_facts(
        &self,
        ids: &[StartupId],
        up_to_year: i32,
    ) -> Result<BTreeMap<StartupId, StartupFacts>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let raw: Vec<i64> = ids.iter().map(|i| i.get()).collect();
        let logos: Vec<(i64, Option<String>)> = startup_profiles::table
            .filter(startup_profiles::company_id.eq_any(&raw))
            .select((startup_profiles::company_id, startup_profiles::logo_token))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let years: Vec<(i64, i32, Option<i64>, Option<i64>, Option<i64>)> = startup_income_statements::table
            .filter(startup_income_statements::company_id.eq_any(&raw))
            .filter(startup_income_statements::year.le(up_to_year))
            .order((startup_income_statements::company_id, startup_income_statements::year))
            .select((
                startup_income_statements::company_id,
                startup_income_statements::year,
                startup_income_statements::sales,
                startup_income_statements::operating_profit,
                startup_income_statements::net_income,
            ))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let mut facts: BTreeMap<StartupId, StartupFacts> = BTreeMap::new();
        for (id, logo) in logos {
            facts.entry(StartupId(id)).or_default().logo_token = logo;
        }
        for (id, year, sales, operating_profit, net_income) in years {
            facts.entry(StartupId(id)).or_default().years.push(YearLine { year, sales, operating_profit, net_income });
        }
        Ok(facts)
    }

    async fn insert(&self, actor: &Actor, new: &NewReport<'_>) -> Result<ReportSummary, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let (scope, figures) = (json_of(new.scope)?, json_of(new.figures)?);
        let counts = (count(new.figures.unions.len()), count(new.figures.companies.len()));
        let id = conn
            .transaction(async |conn| {
                let id: i64 = diesel::insert_into(reports::table)
                    .values((
                        reports::company_id.eq(actor.company_id.get()),
                        reports::title.eq(new.title),
                        reports::base_date.eq(new.figures.base_date),
                        reports::scope.eq(&scope),
                        reports::union_count.eq(counts.0),
                        reports::company_count.eq(counts.1),
                        reports::figures.eq(&figures),
                        reports::created_by.eq(actor.user_id.get()),
                    ))
                    .returning(reports::id)
                    .get_result(conn)
                    .await?;
                audit::record(conn, &actor, report::audit::report_created(ReportId(id), new)).await?;
                Ok::<_, TxError>(id)
            })
            .await
            .map_err(PortError::from)?;
        load_summary(&mut conn, &actor, ReportId(id)).await
    }

    async fn list(&self, actor: &Actor) -> Result<Vec<ReportSummary>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<SummaryRow> = reports::table
            .left_join(users::table.on(users::id.nullable().eq(reports::created_by)))
            .filter(reports::company_id.eq(actor.company_id.get()))
            .order((reports::created_at.desc(), reports::id.desc()))
            .select(summary_columns!())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        rows.into_iter().map(summary).collect()
    }

    async fn summary(&self, actor: &Actor, id: ReportId) -> Result<ReportSummary, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        load_summary(&mut conn, actor, id).await
    }

    async fn get(&self, actor: &Actor, id: ReportId) -> Result<Report, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let summary = load_summary(&mut conn, actor, id).await?;
        let figures: serde_json::Value = reports::table
            .filter(reports::id.eq(id.get()).and(reports::company_id.eq(actor.company_id.get())))
            .select(reports::figures)
            .first(&mut conn)
            .await
            .map_err(to_port)?;
        let figures: ReportFigures =
            serde_json::from_value(figures).map_err(|e| PortError::Unexpected(e.to_string()))?;
        Ok(Report { summary, figures })
    }

    async fn rename(&self, actor: &Actor, id: ReportId, title: &str) -> Result<ReportSummary, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            let before: Option<String> = reports::table
                .filter(reports::id.eq(id.get()).and(reports::company_id.eq(actor.company_id.get())))
                .select(reports::title)
                .for_update()
                .first(conn)
                .await
                .optional()?;
            let before = before.ok_or(TxError::Port(PortError::NotFound))?;
            diesel::update(reports::table.filter(reports::id.eq(id.get())))
                .set((reports::title.eq(title), reports::updated_at.eq(diesel::dsl::now)))
                .execute(conn)
                .await?;
            audit::record(conn, &actor, report::audit::report_renamed(id, &before, title)).await?;
            Ok::<_, TxError>(())
        })
        .await
        .map_err(PortError::from)?;
        load_summary(&mut conn, &actor, id).await
    }

    async fn delete(&self, actor: &Actor, id: ReportId) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            let gone: Option<(String, NaiveDate)> = diesel::delete(
                reports::table.filter(reports::id.eq(id.get()).and(reports::company_id.eq(actor.company_id.get()))),
            )
            .returning((reports::title, reports::base_date))
            .get_result(conn)
            .await
            .optional()?;
            let (title, base_date) = gone.ok_or(TxError::Port(PortError::NotFound))?;
            audit::record(conn, &actor, report::audit::report_deleted(id, &title, base_date)).await?;
            Ok::<_, TxError>(())
        })
        .await
        .map_err(PortError::from)
    }

    async fn opinions(&self, actor: &Actor, id: ReportId) -> Result<Vec<ReportOpinion>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        owned(&mut conn, actor, id).await?;
        let rows: Vec<OpinionRow> = report_opinions::table
            .left_join(users::table.on(users::id.nullable().eq(report_opinions::updated_by)))
            .filter(report_opinions::report_id.eq(id.get()))
            .order((report_opinions::union_id.asc().nulls_first(), report_opinions::id))
            .select((
                report_opinions::union_id,
                report_opinions::opinion,
                users::name.nullable(),
                report_opinions::created_at,
                report_opinions::updated_at,
            ))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(rows.into_iter().map(opinion).collect())
    }

    async fn create_opinion(
        &self,
        actor: &Actor,
        id: ReportId,
        union: Option<UnionId>,
        html: &RichText,
    ) -> Result<ReportOpinion, Refused<OpinionConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        owned(&mut conn, actor, id).await?;
        let actor = *actor;
        // The unique index (report, union) is the one-opinion rule: a second create, even a
        // concurrent one, inserts nothing.
        let inserted = conn
            .transaction(async |conn| {
                let n = diesel::insert_into(report_opinions::table)
                    .values((
                        report_opinions::report_id.eq(id.get()),
                        report_opinions::union_id.eq(union.map(|u| u.get())),
                        report_opinions::opinion.eq(html.as_str()),
                        report_opinions::created_by.eq(actor.user_id.get()),
                        report_opinions::updated_by.eq(actor.user_id.get()),
                    ))
                    .on_conflict_do_nothing()
                    .execute(conn)
                    .await?;
                if n > 0 {
                    audit::record(conn, &actor, report::audit::opinion_created(id, union)).await?;
                }
                Ok::<_, TxError>(n)
            })
            .await
            .map_err(PortError::from)?;
        if inserted == 0 {
            return Err(Refused::Conflict(OpinionConflict::AlreadyWritten));
        }
        load_opinion(&mut conn, id, union).await?.ok_or(Refused::Conflict(OpinionConflict::NotWritten))
    }

    async fn update_opinion(
        &self,
        actor: &Actor,
        id: ReportId,
        union: Option<UnionId>,
        html: &RichText,
    ) -> Result<ReportOpinion, Refused<OpinionConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        owned(&mut conn, actor, id).await?;
        let actor = *actor;
        let updated = conn
            .transaction(async |conn| {
                let target = report_opinions::table.filter(report_opinions::report_id.eq(id.get()));
                let set = (
                    report_opinions::opinion.eq(html.as_str()),
                    report_opinions::updated_by.eq(actor.user_id.get()),
                    report_opinions::updated_at.eq(diesel::dsl::now),
                );
                let n = match union {
                    Some(u) => {
                        diesel::update(target.filter(report_opinions::union_id.eq(u.get())))
                            .set(set)
                            .execute(conn)
                            .await?
                    }
                    None => {
                        diesel::update(target.filter(report_opinions::union_id.is_null()))
                            .set(set)
                            .execute(conn)
                            .await?
                    }
                };
                if n > 0 {
                    audit::record(conn, &actor, report::audit::opinion_updated(id, union)).await?;
                }
                Ok::<_, TxError>(n)
            })
            .await
            .map_err(PortError::from)?;
        if updated == 0 {
            return Err(Refused::Conflict(OpinionConflict::NotWritten));
        }
        load_opinion(&mut conn, id, union).await?.ok_or(Refused::Conflict(OpinionConflict::NotWritten))
    }

    async fn delete_opinion(
        &self,
        actor: &Actor,
        id: ReportId,
        union: Option<UnionId>,
    ) -> Result<(), Refused<OpinionConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        owned(&mut conn, actor, id).await?;
        let actor = *actor;
        let deleted = conn
            .transaction(async |conn| {
                let target = report_opinions::table.filter(report_opinions::report_id.eq(id.get()));
                let n = match union {
                    Some(u) => {
                        diesel::delete(target.filter(report_opinions::union_id.eq(u.get()))).execute(conn).await?
                    }
                    None => diesel::delete(target.filter(report_opinions::union_id.is_null())).execute(conn).await?,
                };
                if n > 0 {
                    audit::record(conn, &actor, report::audit::opinion_deleted(id, union)).await?;
                }
                Ok::<_, TxError>(n)
            })
            .await
            .map_err(PortError::from)?;
        if deleted == 0 {
            return Err(Refused::Conflict(OpinionConflict::NotWritten));
        }
        Ok(())
    }
}

fn count(n: usize) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}
