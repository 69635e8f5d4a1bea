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

#[async_trait::async_trait]
impl DashboardRepository for PgLpDashboard {
    async fn dashboard(&self, actor: &Actor) -> Result<LpDashboard, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let firm = actor.company_id.get();
        let rows: Vec<(i64, String, String, i64, i64)> = unions::table
            .filter(unions::company_id.eq(firm))
            .filter(unions::deleted_at.is_null())
            .order((unions::created_at.desc(), unions::id.desc()))
            .limit(50)
            .select((unions::id, unions::name, unions::status, unions::unit_price, unions::unit_count))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let ids: Vec<i64> = rows.iter().map(|r| r.0).collect();
        let stats: Vec<(i64, String, i64, i64)> = union_applicant_stats::table
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
        let mut unions_out = Vec::with_capacity(rows.len());
        for (id, name, status, price, units) in rows {
            let mine: Vec<_> = stats.iter().filter(|s| s.0 == id).collect();
            let counts = ApplicantStatus::ALL
                .into_iter()
                .map(|st| (st, mine.iter().filter(|s| s.1 == st.code()).map(|s| s.2).sum()))
                .collect();
            let amount_of = |pred: &dyn Fn(ApplicantStatus) -> bool| -> i64 {
                mine.iter().filter(|s| ApplicantStatus::parse(&s.1).is_some_and(pred)).map(|s| s.3).sum()
            };
            unions_out.push(UnionProgress {
                union_id: UnionId(id),
                status: UnionStatus::parse(&status).ok_or_else(|| bad("union status", &status))?,
                name,
                target: union::target_amount(Won(price), units).map_err(PortError::unexpected)?,
                applied: Won(amount_of(&|_| true)),
                paid: Won(amount_of(&ApplicantStatus::is_paid)),
                counts,
            });
        }

        let recent: Vec<(i64, i64, String, String, i64, String, DateTime<Utc>)> = applicants::table
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
            .map(|(a, u, un, n, amount, st, at)| {
                Ok(RecentApplication {
                    applicant_id: ApplicantId(a),
                    union_id: UnionId(u),
                    union_name: un,
                    name: n,
                    amount: Won(amount),
                    status: ApplicantStatus::parse(&st).ok_or_else(|| bad("applicant status", &st))?,
                    applied_at: at,
                })
            })
            .collect::<Result<Vec<_>, PortError>>()?;

        let docs: Vec<(i64, i64, String, String, String, String, DateTime<Utc>)> = applicant_documents::table
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
            .map(|(a, u, un, n, kind, file, at)| {
                Ok(RecentDocument {
                    applicant_id: ApplicantId(a),
                    union_id: UnionId(u),
                    union_name: un,
                    applicant_name: n,
                    kind: DocumentKind::parse(&kind).ok_or_else(|| bad("document kind", &kind))?,
                    file_name: file,
                    uploaded_at: at,
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
