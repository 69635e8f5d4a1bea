//! [`UnionOverviewSource`] on PostgreSQL: three grouped reads over the firm's live unions and
//! the trigger-kept per-status applicant sums (migration ..._applicant_stats), so the dashboard
//! never reads an applicant row however many there are.

use chrono::NaiveDate;
use diesel::sql_types::{Array, BigInt, Date, Text};
use diesel::QueryableByName;
use diesel_async::RunQueryDsl;
use kernel::{Actor, PortError, Won};
use union::{ApplicantStatus, UnionId, UnionOverviewSource, UnionProgress, UnionStatus, UnionTotals, UnionsOverview};

use super::unions::PgUnions;
use crate::error::{pool_err, to_port};

#[derive(QueryableByName)]
struct StatusCount {
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = BigInt)]
    n: i64,
}

#[derive(QueryableByName)]
struct OpenUnion {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = Date)]
    recruitment_end_date: NaiveDate,
    #[diesel(sql_type = BigInt)]
    unit_price: i64,
    #[diesel(sql_type = BigInt)]
    unit_count: i64,
}

#[derive(QueryableByName)]
struct Stage {
    #[diesel(sql_type = BigInt)]
    union_id: i64,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = BigInt)]
    n: i64,
    #[diesel(sql_type = BigInt)]
    amount: i64,
}

const UNIONS_BY_STATUS: &str = "SELECT status, count(*) AS n FROM unions \
     WHERE company_id = $1 AND deleted_at IS NULL GROUP BY status";

const OPEN_UNIONS: &str = "SELECT id, name, status, recruitment_end_date, unit_price, unit_count FROM unions \
     WHERE company_id = $1 AND deleted_at IS NULL AND status <> 'E' \
     ORDER BY recruitment_end_date ASC, id ASC LIMIT $2";

/// Per union and status, for the listed unions ($2) and, with union_id 0, over the whole firm.
const STAGES: &str = "SELECT s.union_id, s.status, s.applicant_count AS n, s.amount FROM union_applicant_stats s \
       JOIN unions u ON u.id = s.union_id \
       WHERE u.company_id = $1 AND u.deleted_at IS NULL AND s.union_id = ANY($2) \
     UNION ALL \
     SELECT 0, s.status, sum(s.applicant_count)::int8, sum(s.amount)::int8 FROM union_applicant_stats s \
       JOIN unions u ON u.id = s.union_id \
       WHERE u.company_id = $1 AND u.deleted_at IS NULL GROUP BY s.status";

fn union_status(code: &str) -> Result<UnionStatus, PortError> {
    UnionStatus::parse(code).ok_or_else(|| PortError::unexpected(format!("union status {code}")))
}

fn applicant_status(code: &str) -> Result<ApplicantStatus, PortError> {
    ApplicantStatus::parse(code).ok_or_else(|| PortError::unexpected(format!("applicant status {code}")))
}

#[async_trait::async_trait]
impl UnionOverviewSource for PgUnions {
    async fn overview(&self, actor: &Actor, open_limit: i64) -> Result<UnionsOverview, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let firm = actor.company_id.get();
        let counts: Vec<StatusCount> =
            diesel::sql_query(UNIONS_BY_STATUS).bind::<BigInt, _>(firm).load(&mut conn).await.map_err(to_port)?;
        let open: Vec<OpenUnion> = diesel::sql_query(OPEN_UNIONS)
            .bind::<BigInt, _>(firm)
            .bind::<BigInt, _>(open_limit)
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let ids: Vec<i64> = open.iter().map(|u| u.id).collect();
        let stages: Vec<Stage> = diesel::sql_query(STAGES)
            .bind::<BigInt, _>(firm)
            .bind::<Array<BigInt>, _>(&ids)
            .load(&mut conn)
            .await
            .map_err(to_port)?;

        let stats_of = |union: i64| -> Result<Vec<(ApplicantStatus, i64, Won)>, PortError> {
            stages
                .iter()
                .filter(|s| s.union_id == union)
                .map(|s| Ok((applicant_status(&s.status)?, s.n, Won(s.amount))))
                .collect()
        };
        let mut progress = Vec::with_capacity(open.len());
        for u in open {
            progress.push(UnionProgress {
                id: UnionId(u.id),
                status: union_status(&u.status)?,
                totals: UnionTotals::from_stats(Won(u.unit_price), u.unit_count, 0, stats_of(u.id)?)
                    .map_err(PortError::unexpected)?,
                name: u.name,
                recruitment_end_date: u.recruitment_end_date,
            });
        }
        let by_status =
            counts.iter().map(|c| Ok((union_status(&c.status)?, c.n))).collect::<Result<Vec<_>, PortError>>()?;
        UnionsOverview::from_counts(&by_status, progress, &stats_of(0)?).map_err(PortError::unexpected)
    }
}
