//! The firm's investments by company (/invest-enterprise) and by lead fund manager
//! (/invest-manager) on a base date, from the same ledger as the investment sources.

use actix_web::{get, web};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::routes::report::figures::CompanyFiguresDto;
use crate::routes::report::investments::{PortfolioQuery, ReturnsDto};
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(invested_companies).service(fund_managers);
}

/// The firm's companies on a base date, with the totals the server adds up.
#[derive(Debug, Serialize, ToSchema)]
pub struct InvestedCompaniesDto {
    pub base_date: chrono::NaiveDate,
    /// By name.
    pub companies: Vec<CompanyFiguresDto>,
    /// Every company together, as a report on the same day states it.
    pub total: ReturnsDto,
    pub xirr: Option<f64>,
    /// The flows span less than a year: screens say "1년 미만" and give `xirr` only on request.
    pub xirr_under_a_year: bool,
}

/// Every company the firm's unions hold or held on the base date, by name, with a line per
/// union (its charts' series and fundraising history too; no logo or income statements), and
/// the firm's totals.
#[utoipa::path(
    tag = "investments",
    security(("bearer" = [])),
    params(PortfolioQuery),
    responses(
        (status = 200, body = InvestedCompaniesDto),
        (status = 409, description = "ledger_inconsistent", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/invested-companies")]
pub async fn invested_companies(
    state: web::Data<AppState>,
    t: Tenant,
    query: web::Query<PortfolioQuery>,
) -> Result<web::Json<InvestedCompaniesDto>, ApiError> {
    let on = query.base_date.unwrap_or_else(kernel::format::korean_today);
    let (_, figures) = state.ledger.firm_figures(&t.actor, on).await?;
    Ok(web::Json(InvestedCompaniesDto {
        base_date: on,
        companies: figures.companies.into_iter().map(Into::into).collect(),
        total: figures.total.into(),
        xirr: figures.xirr.annual,
        xirr_under_a_year: figures.xirr.under_a_year,
    }))
}

/// A union in a manager's list.
#[derive(Debug, Serialize, ToSchema)]
pub struct ManagedUnionDto {
    pub union_id: i64,
    pub union_name: String,
}

/// A lead fund manager with the unions they run and what those did together.
#[derive(Debug, Serialize, ToSchema)]
pub struct FundManagerDto {
    /// `null`: the unions whose form names no lead fund manager.
    pub name: Option<String>,
    pub unions: Vec<ManagedUnionDto>,
    /// Startups those unions hold or held (one startup in two unions counts once).
    pub company_count: usize,
    pub total: ReturnsDto,
    /// The rate of all their flows together.
    pub xirr: Option<f64>,
    /// The flows span less than a year: screens say "1년 미만" and give `xirr` only on request.
    pub xirr_under_a_year: bool,
}

/// The firm's live unions grouped by lead fund manager (대표 펀드매니저), by name.
#[utoipa::path(
    tag = "investments",
    security(("bearer" = [])),
    params(PortfolioQuery),
    responses(
        (status = 200, body = Vec<FundManagerDto>),
        (status = 409, description = "ledger_inconsistent", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/fund-managers")]
pub async fn fund_managers(
    state: web::Data<AppState>,
    t: Tenant,
    query: web::Query<PortfolioQuery>,
) -> Result<web::Json<Vec<FundManagerDto>>, ApiError> {
    let on = query.base_date.unwrap_or_else(kernel::format::korean_today);
    let all = state.ledger.managers(&t.actor, on).await?;
    Ok(web::Json(
        all.into_iter()
            .map(|m| FundManagerDto {
                name: m.name,
                unions: m
                    .unions
                    .into_iter()
                    .map(|(id, name)| ManagedUnionDto { union_id: id.get(), union_name: name })
                    .collect(),
                company_count: m.company_count,
                total: m.total.into(),
                xirr: m.xirr.annual,
                xirr_under_a_year: m.xirr.under_a_year,
            })
            .collect(),
    ))
}
