//! Reports imported from the previous system (before 2024.05.30), read-only: the /old-report
//! pages' list and one report with its companies, members and opinion. The fields keep the
//! previous system's names (spec section 3, Report and Report summary).

use actix_web::{get, web};
use chrono::{DateTime, NaiveDate, Utc};
use report::legacy::{LegacyCompany, LegacyMember, LegacyReport};
use report::LegacySummary;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::routes::report::investments::ReturnsDto;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(list_legacy_reports).service(get_legacy_report);
}

/// A legacy report in the list.
#[derive(Debug, Serialize, ToSchema)]
pub struct LegacyReportCardDto {
    pub rpt_mng_no: i64,
    pub rpt_name: String,
    pub create_at: DateTime<Utc>,
    pub create_by: String,
    /// `R01`: made automatically from an uploaded file.
    pub report_type: String,
    pub year: i32,
    pub company_count: i32,
    pub member_count: i32,
}

impl From<LegacySummary> for LegacyReportCardDto {
    fn from(s: LegacySummary) -> Self {
        LegacyReportCardDto {
            rpt_mng_no: s.rpt_mng_no,
            rpt_name: s.rpt_name,
            create_at: s.create_at,
            create_by: s.create_by,
            report_type: s.report_type,
            year: s.year,
            company_count: s.company_count,
            member_count: s.member_count,
        }
    }
}

/// A company's summary in a legacy report; amounts in won.
#[derive(Debug, Serialize, ToSchema)]
pub struct LegacyCompanyDto {
    pub cmpy_name: String,
    pub logo_photo: Option<String>,
    pub invest_money: i64,
    pub stock_value_money: i64,
    pub multiple: Option<f64>,
    pub invest_collect_money: i64,
    pub collect_money: i64,
    /// 이익률 in percent.
    pub benefit: Option<f64>,
    pub comment: Option<String>,
}

impl From<LegacyCompany> for LegacyCompanyDto {
    fn from(c: LegacyCompany) -> Self {
        LegacyCompanyDto {
            cmpy_name: c.cmpy_name,
            logo_photo: c.logo_photo,
            invest_money: c.invest_money,
            stock_value_money: c.stock_value_money,
            multiple: c.multiple,
            invest_collect_money: c.invest_collect_money,
            collect_money: c.collect_money,
            benefit: c.benefit,
            comment: c.comment,
        }
    }
}

/// A member the legacy report was made for.
#[derive(Debug, Serialize, ToSchema)]
pub struct LegacyMemberDto {
    pub member_name: String,
    pub fund_name: String,
    pub invest_money: i64,
    pub viewed: bool,
    pub email: Option<String>,
}

impl From<LegacyMember> for LegacyMemberDto {
    fn from(m: LegacyMember) -> Self {
        LegacyMemberDto {
            member_name: m.member_name,
            fund_name: m.fund_name,
            invest_money: m.invest_money,
            viewed: m.viewed,
            email: m.email,
        }
    }
}

/// A member's line under its union, with its share of every member's amount.
#[derive(Debug, Serialize, ToSchema)]
pub struct LegacyMemberShareDto {
    pub member_name: String,
    pub invest_money: i64,
    /// Hundredths of a percent (12.34% is 1234); every member's add up to exactly 10,000.
    pub share_basis_points: i64,
}

/// A union's members of the report, with its subtotal.
#[derive(Debug, Serialize, ToSchema)]
pub struct LegacyFundGroupDto {
    pub fund_name: String,
    pub members: Vec<LegacyMemberShareDto>,
    pub amount: i64,
    pub share_basis_points: i64,
}

/// A legacy report, whole.
#[derive(Debug, Serialize, ToSchema)]
pub struct LegacyReportDto {
    pub rpt_mng_no: i64,
    pub rpt_name: String,
    pub create_at: DateTime<Utc>,
    pub create_by: String,
    pub report_type: String,
    pub year: i32,
    pub base_date: Option<NaiveDate>,
    /// Sanitized HTML.
    pub opinion: Option<String>,
    pub companies: Vec<LegacyCompanyDto>,
    pub members: Vec<LegacyMemberDto>,
    /// The companies added up (the server's sums, as every screen shows them).
    pub totals: ReturnsDto,
    /// The members by union in the order the report first names each, with shares.
    pub fund_groups: Vec<LegacyFundGroupDto>,
    /// Every member's amount added up.
    pub members_total: i64,
}

impl From<LegacyReport> for LegacyReportDto {
    fn from(r: LegacyReport) -> Self {
        let fund_groups = r
            .fund_groups()
            .into_iter()
            .map(|g| LegacyFundGroupDto {
                members: g
                    .members
                    .iter()
                    .filter_map(|(i, share)| r.members.get(*i).map(|m| (m, *share)))
                    .map(|(m, share)| LegacyMemberShareDto {
                        member_name: m.member_name.clone(),
                        invest_money: m.invest_money,
                        share_basis_points: share,
                    })
                    .collect(),
                fund_name: g.fund_name,
                amount: g.amount,
                share_basis_points: g.share_basis_points,
            })
            .collect();
        let totals = r.totals().into();
        let members_total = r.members_total();
        LegacyReportDto {
            totals,
            fund_groups,
            members_total,
            rpt_mng_no: r.rpt_mng_no,
            rpt_name: r.rpt_name,
            create_at: r.create_at,
            create_by: r.create_by,
            report_type: r.report_type,
            year: r.year,
            base_date: r.base_date,
            opinion: r.opinion,
            companies: r.companies.into_iter().map(Into::into).collect(),
            members: r.members.into_iter().map(Into::into).collect(),
        }
    }
}

/// The firm's reports imported from the previous system, newest first.
#[utoipa::path(
    tag = "reports",
    security(("bearer" = [])),
    responses((status = 200, body = Vec<LegacyReportCardDto>))
)]
#[get("/legacy-reports")]
pub async fn list_legacy_reports(
    state: web::Data<AppState>,
    t: Tenant,
) -> Result<web::Json<Vec<LegacyReportCardDto>>, ApiError> {
    let all = state.legacy_reports.list(&t.actor).await?;
    Ok(web::Json(all.into_iter().map(Into::into).collect()))
}

/// One legacy report (/old-report/result?rpt_mng_no=).
#[utoipa::path(
    tag = "reports",
    security(("bearer" = [])),
    params(("rpt_mng_no" = i64, Path, minimum = 1, description = "The previous system's report number.")),
    responses(
        (status = 200, body = LegacyReportDto),
        (status = 404, description = "legacy_report_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/legacy-reports/{rpt_mng_no}")]
pub async fn get_legacy_report(
    state: web::Data<AppState>,
    t: Tenant,
    no: web::Path<i64>,
) -> Result<web::Json<LegacyReportDto>, ApiError> {
    Ok(web::Json(state.legacy_reports.get(&t.actor, no.into_inner()).await?.into()))
}
