//! [`LegacyReportRepository`] on PostgreSQL: imported reports keep their firm and number; an
//! import is one transaction, and a number the firm already has is skipped, so running the
//! same file twice changes nothing.

use chrono::{DateTime, Utc};
use diesel::{BoolExpressionMethods, ExpressionMethods, OptionalExtension, QueryDsl};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{Actor, PortError};
use report::legacy::{LegacyImport, LegacyReport};
use report::{LegacyReportRepository, LegacySummary};

use crate::error::{pool_err, to_port, TxError};
use crate::schema::{companies, legacy_reports};
use crate::Pool;

#[derive(Clone)]
pub struct PgLegacyReports {
    pool: Pool,
}

impl PgLegacyReports {
    pub fn new(pool: Pool) -> Self {
        PgLegacyReports { pool }
    }
}

fn count(n: usize) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

type SummaryRow = (i64, String, DateTime<Utc>, String, String, i32, i32, i32);

#[async_trait::async_trait]
impl LegacyReportRepository for PgLegacyReports {
    async fn import(&self, business_number: &str, reports: &[LegacyReport]) -> Result<LegacyImport, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let firm: Option<i64> = companies::table
            .filter(companies::business_number.eq(business_number).and(companies::kind.eq("investor")))
            .select(companies::id)
            .first(&mut conn)
            .await
            .optional()
            .map_err(to_port)?;
        let firm = firm.ok_or(PortError::NotFound)?;
        let mut payloads = Vec::with_capacity(reports.len());
        for r in reports {
            payloads.push(serde_json::to_value(r).map_err(|e| PortError::Unexpected(e.to_string()))?);
        }
        conn.transaction(async |conn| {
            let mut imported = 0;
            for (r, payload) in reports.iter().zip(payloads) {
                imported += diesel::insert_into(legacy_reports::table)
                    .values((
                        legacy_reports::company_id.eq(firm),
                        legacy_reports::rpt_mng_no.eq(r.rpt_mng_no),
                        legacy_reports::title.eq(&r.rpt_name),
                        legacy_reports::created_at.eq(r.create_at),
                        legacy_reports::created_by.eq(&r.create_by),
                        legacy_reports::report_type.eq(&r.report_type),
                        legacy_reports::year.eq(r.year),
                        legacy_reports::company_count.eq(count(r.companies.len())),
                        legacy_reports::member_count.eq(count(r.members.len())),
                        legacy_reports::payload.eq(payload),
                    ))
                    .on_conflict((legacy_reports::company_id, legacy_reports::rpt_mng_no))
                    .do_nothing()
                    .execute(conn)
                    .await?;
            }
            Ok::<_, TxError>(LegacyImport { imported, skipped: reports.len() - imported })
        })
        .await
        .map_err(PortError::from)
    }

    async fn list(&self, actor: &Actor) -> Result<Vec<LegacySummary>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<SummaryRow> = legacy_reports::table
            .filter(legacy_reports::company_id.eq(actor.company_id.get()))
            .order((legacy_reports::created_at.desc(), legacy_reports::rpt_mng_no.desc()))
            .select((
                legacy_reports::rpt_mng_no,
                legacy_reports::title,
                legacy_reports::created_at,
                legacy_reports::created_by,
                legacy_reports::report_type,
                legacy_reports::year,
                legacy_reports::company_count,
                legacy_reports::member_count,
            ))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(rows
            .into_iter()
            .map(|(rpt_mng_no, rpt_name, create_at, create_by, report_type, year, company_count, member_count)| {
                LegacySummary {
                    rpt_mng_no,
                    rpt_name,
                    create_at,
                    create_by,
                    report_type,
                    year,
                    company_count,
                    member_count,
                }
            })
            .collect())
    }

    async fn get(&self, actor: &Actor, rpt_mng_no: i64) -> Result<LegacyReport, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let payload: Option<serde_json::Value> = legacy_reports::table
            .filter(legacy_reports::company_id.eq(actor.company_id.get()))
            .filter(legacy_reports::rpt_mng_no.eq(rpt_mng_no))
            .select(legacy_reports::payload)
            .first(&mut conn)
            .await
            .optional()
            .map_err(to_port)?;
        serde_json::from_value(payload.ok_or(PortError::NotFound)?).map_err(|e| PortError::Unexpected(e.to_string()))
    }
}
