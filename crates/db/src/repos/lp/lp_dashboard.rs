//! [`DashboardRepository`] on PostgreSQL: per-union figures come from `union_applicant_stats`
//! (kept by triggers), so the dashboard never scans applicants.

use chrono::{DateTime, Utc};
use diesel::{ExpressionMethods, QueryDsl};
use diesel_async::RunQueryDsl;
use kernel::{Actor, PortError, Won};
use lp::{DashboardRepository, LpDashboard, LpMemberStatus, RecentApplication, RecentDocument, UnionProgress};
use union::{ApplicantId, ApplicantStatus, DocumentKind, UnionId, UnionStatus};

use crate::error::{pool_err, to_port};
use crate::schema::{applicant_documents, applicants, lp_members, union_applicant_stats, unions};
use crate::Pool;

#[derive(Clone)]
pub struct PgLpDashboard {
    pool: Pool,
}

impl PgLpDashboard {
    pub fn new(pool: Pool) -> Self {
        PgLpDashboard { pool }
    }
}

fn bad(what: &str, v: &str) -> PortError {
    PortError::Unexpected(format!("{what} {v:?}"))
}

/// A union on the dashboard, as selected.
#[derive(diesel::Queryable)]
struct UnionRow {
    id: i64,
    name: String,
    status: String,
    unit_price: i64,
    unit_count: i64,
}

/// One status's count and amount of a union (`union_applicant_stats`).
#[derive(diesel::Queryable)]
struct StatRow {
    union_id: i64,
    status: String,
    count: i64,
    amount: i64,
}

/// A recent application with its union's name.
#[derive(diesel::Queryable)]
struct RecentRow {
    applicant_id: i64,
    union_id: i64,
    union_name: String,
    name: String,
    amount: i64,
    status: String,
    applied_at: DateTime<Utc>,
}

/// A recent member document with its applicant's and union's names.
#[derive(diesel::Queryable)]
struct DocumentRow {
    applicant_id: i64,
    union_id: i64,
    union_name: String,
    applicant_name: String,
    kind: String,
    file_name: String,
    uploaded_at: DateTime<Utc>,
}

#[async_trait::async_trait]
impl DashboardRepository for PgLpDashboard {
    async fn dashboard(&self, actor: &Actor) -> Result<LpDashboard, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let firm = actor.company_id.get();
        let rows: Vec<UnionRow> = unions::table
            .filter(unions::company_id.eq(firm))
            .filter(unions::deleted_at.is_null())
            .order((unions::created_at.desc(), unions::id.desc()))
            .limit(50)
            .select((unions::id, unions::name, unions::status, unions::unit_price, unions::unit_count))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
        let stats: Vec<StatRow> = union_applicant_stats::table
            .filter(union_applicant_stats::union_id.eq_any(&ids))
            .select((
                union_applicant_stats::union_id,
                union_applicant_stats::status,
                union_applicant_stats::applicant_count,
                union_applicant_stats::amount,
            ))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        // What each union's members paid in: their payments, the one truth of money paid.
        #[derive(diesel::QueryableByName)]
        struct PaidRow {
            #[diesel(sql_type = diesel::sql_types::BigInt)]
            union_id: i64,
            #[diesel(sql_type = diesel::sql_types::BigInt)]
            paid: i64,
        }
        let paid_rows: Vec<PaidRow> = diesel::sql_query(
            "SELECT union_id, coalesce(sum(amount), 0)::int8 AS paid FROM capital_payments \
             WHERE union_id = ANY($1) AND applicant_id IS NOT NULL GROUP BY union_id",
        )
        .bind::<diesel::sql_types::Array<diesel::sql_types::BigInt>, _>(&ids)
        .load(&mut conn)
        .await
        .map_err(to_port)?;
        let mut unions_out = Vec::with_capacity(rows.len());
        for u in rows {
            let mine: Vec<&StatRow> = stats.iter().filter(|s| s.union_id == u.id).collect();
            let counts = ApplicantStatus::ALL
                .into_iter()
                .map(|st| (st, mine.iter().filter(|s| s.status == st.code()).map(|s| s.count).sum()))
                .collect();
            // The stats function keeps each union's total within 64 bits (migration
            // ..._applicant_total_fits), so these sums cannot overflow.
            let amount_of = |pred: &dyn Fn(ApplicantStatus) -> bool| -> i64 {
                mine.iter().filter(|s| ApplicantStatus::parse(&s.status).is_some_and(pred)).map(|s| s.amount).sum()
            };
            unions_out.push(UnionProgress {
                union_id: UnionId(u.id),
                status: UnionStatus::parse(&u.status).ok_or_else(|| bad("union status", &u.status))?,
                name: u.name,
                target: union::target_amount(Won(u.unit_price), u.unit_count).map_err(PortError::unexpected)?,
                applied: Won(amount_of(&|_| true)),
                paid: Won(paid_rows.iter().find(|p| p.union_id == u.id).map_or(0, |p| p.paid)),
                counts,
            });
        }

        let recent: Vec<RecentRow> = applicants::table
            .inner_join(unions::table)
            .filter(applicants::company_id.eq(firm))
            .filter(applicants::deleted_at.is_null())
            .filter(unions::deleted_at.is_null())
            .order((applicants::applied_at.desc(), applicants::id.desc()))
            .limit(10)
            .select((
                applicants::id,
                unions::id,
                unions::name,
                applicants::name,
                applicants::amount,
                applicants::status,
                applicants::applied_at,
            ))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let recent_applications = recent
            .into_iter()
            .map(|r| {
                Ok(RecentApplication {
                    applicant_id: ApplicantId(r.applicant_id),
                    union_id: UnionId(r.union_id),
                    union_name: r.union_name,
                    name: r.name,
                    amount: Won(r.amount),
                    status: ApplicantStatus::parse(&r.status).ok_or_else(|| bad("applicant status", &r.status))?,
                    applied_at: r.applied_at,
                })
            })
            .collect::<Result<Vec<_>, PortError>>()?;

        let docs: Vec<DocumentRow> = applicant_documents::table
            .inner_join(applicants::table.inner_join(unions::table))
            .filter(applicant_documents::company_id.eq(firm))
            .filter(applicants::deleted_at.is_null())
            .filter(unions::deleted_at.is_null())
            .order((applicant_documents::uploaded_at.desc(), applicant_documents::id.desc()))
            .limit(10)
            .select((
                applicants::id,
                unions::id,
                unions::name,
                applicants::name,
                applicant_documents::kind,
                applicant_documents::file_name,
                applicant_documents::uploaded_at,
            ))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let recent_documents = docs
            .into_iter()
            .map(|r| {
                Ok(RecentDocument {
                    applicant_id: ApplicantId(r.applicant_id),
                    union_id: UnionId(r.union_id),
                    union_name: r.union_name,
                    applicant_name: r.applicant_name,
                    kind: DocumentKind::parse(&r.kind).ok_or_else(|| bad("document kind", &r.kind))?,
                    file_name: r.file_name,
                    uploaded_at: r.uploaded_at,
                })
            })
            .collect::<Result<Vec<_>, PortError>>()?;

        let lp: Vec<(String, i64)> = lp_members::table
            .filter(lp_members::company_id.eq(firm))
            .filter(lp_members::deleted_at.is_null())
            .group_by(lp_members::status)
            .select((lp_members::status, diesel::dsl::count_star()))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let lp_counts = LpMemberStatus::ALL
            .into_iter()
            .map(|s| (s, lp.iter().find(|(c, _)| c == s.code()).map_or(0, |(_, n)| *n)))
            .collect();
        Ok(LpDashboard { unions: unions_out, recent_applications, recent_documents, lp_counts })
    }
}
