//! Investment reports (issue 18): a GP firm creates a report of its unions on a base date (the
//! figures computed once and stored), lists its reports by year in the sidebar, reads one,
//! renames and deletes it. Another firm's report is not found.

use std::sync::Arc;

use actix_web::http::StatusCode;
use actix_web::{delete, get, patch, post, web, HttpRequest, HttpResponse};
use chrono::{DateTime, NaiveDate, Utc};
use report::reports::legacy_cutoff;
use report::{ReportId, ReportRequest, ReportScope, ReportSummary};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::routes::report::figures::ReportFiguresDto;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(list_reports).service(create_report).service(get_report).service(rename_report).service(delete_report);
}

/// A report as its sidebar card and the status page show it.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReportCardDto {
    /// The report number (rpt_mng_no).
    pub id: i64,
    pub title: String,
    pub base_date: NaiveDate,
    /// `null`: every union of the firm on the day it was created; else the chosen unions.
    pub union_ids: Option<Vec<i64>>,
    pub union_count: i32,
    pub company_count: i32,
    pub author_name: String,
    pub created_at: DateTime<Utc>,
    /// The sidebar groups by this ('{year}년'), in Korean time.
    pub year: i32,
    /// Created before 2024.05.30: opens the legacy pages. Always false for reports made here.
    pub legacy: bool,
}

impl From<ReportSummary> for ReportCardDto {
    fn from(s: ReportSummary) -> Self {
        let day = kernel::format::korean_date(s.created_at);
        ReportCardDto {
            id: s.id.get(),
            title: s.title,
            base_date: s.base_date,
            union_ids: match s.scope {
                ReportScope::Firm => None,
                ReportScope::Unions(ids) => Some(ids.into_iter().map(|u| u.get()).collect()),
            },
            union_count: s.union_count,
            company_count: s.company_count,
            author_name: s.author_name,
            created_at: s.created_at,
            year: chrono::Datelike::year(&day),
            legacy: day < legacy_cutoff(),
        }
    }
}

/// What /report/create sends.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ReportBody {
    /// Up to 50 characters; blank or absent: '투자 보고서'.
    #[serde(default)]
    #[schema(max_length = 50, example = "2026년 3분기 투자 보고서")]
    pub title: Option<String>,
    /// The day the figures are taken on: rows dated after it do not count.
    pub base_date: NaiveDate,
    /// The unions to report on; absent or empty: every live union of the firm.
    #[serde(default, deserialize_with = "crate::wire::opt_int_list")]
    #[schema(max_items = 200)]
    pub union_ids: Option<Vec<i64>>,
}

/// A report with its figures.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReportDto {
    pub card: ReportCardDto,
    pub figures: ReportFiguresDto,
}

/// The firm's reports, newest first (the sidebar and /report/status).
#[utoipa::path(
    tag = "reports",
    security(("bearer" = [])),
    responses((status = 200, body = Vec<ReportCardDto>))
)]
#[get("/reports")]
pub async fn list_reports(state: web::Data<AppState>, t: Tenant) -> Result<web::Json<Vec<ReportCardDto>>, ApiError> {
    let all = state.reports.list(&t.actor).await?;
    Ok(web::Json(all.into_iter().map(Into::into).collect()))
}

/// Creates a report: the figures of the scope on the base date, computed now and stored.
#[utoipa::path(
    tag = "reports",
    security(("bearer" = [])),
    params(crate::idempotency::IdempotencyKeyHeader),
    request_body = ReportBody,
    responses(
        (status = 201, body = ReportCardDto),
        (status = 404, description = "union_not_found (a chosen union is not the firm's)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "ledger_inconsistent", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`title`, `union_ids`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/reports")]
pub async fn create_report(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    body: web::Json<ReportBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let request = ReportRequest { title: b.title.clone(), base_date: b.base_date, union_ids: b.union_ids.clone() };
    crate::idempotency::once(&state, &req, t.actor.user_id, &b, StatusCode::CREATED, || async {
        Ok(ReportCardDto::from(state.reports.create(&t.actor, &request).await?))
    })
    .await
}

/// One report with its stored figures.
#[utoipa::path(
    tag = "reports",
    security(("bearer" = [])),
    params(("report_id" = i64, Path, minimum = 1, description = "The report number (rpt_mng_no).")),
    responses(
        (status = 200, body = ReportDto),
        (status = 404, description = "report_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/reports/{report_id}")]
pub async fn get_report(state: web::Data<AppState>, t: Tenant, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    let id = ReportId(*id);
    // The card first: it checks the firm, and a rename changes it.
    let card = ReportCardDto::from(state.reports.summary(&t.actor, id).await?);
    let figures = match state.report_figures.get(id) {
        Some(json) => json,
        None => {
            let r = state.reports.get(&t.actor, id).await?;
            let json: Arc<str> =
                serde_json::to_string(&ReportFiguresDto::from(r.figures)).map_err(ApiError::internal)?.into();
            state.report_figures.put(id, json.clone());
            json
        }
    };
    // What `ReportDto` serializes to, with the figures' part as made before.
    let card = serde_json::to_string(&card).map_err(ApiError::internal)?;
    Ok(HttpResponse::Ok().content_type("application/json").body(format!("{{\"card\":{card},\"figures\":{figures}}}")))
}

/// A new name for the report.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RenameBody {
    /// Up to 50 characters; blank: '투자 보고서'.
    #[schema(max_length = 50, example = "2026년 상반기 보고서")]
    pub title: String,
}

/// Renames the report (the card's edit mode).
#[utoipa::path(
    tag = "reports",
    security(("bearer" = [])),
    params(("report_id" = i64, Path, minimum = 1)),
    request_body = RenameBody,
    responses(
        (status = 200, body = ReportCardDto),
        (status = 404, description = "report_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`title`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[patch("/reports/{report_id}")]
pub async fn rename_report(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<RenameBody>,
) -> Result<web::Json<ReportCardDto>, ApiError> {
    Ok(web::Json(state.reports.rename(&t.actor, ReportId(*id), &body.title).await?.into()))
}

/// Deletes the report and its opinions.
#[utoipa::path(
    tag = "reports",
    security(("bearer" = [])),
    params(("report_id" = i64, Path, minimum = 1)),
    responses(
        (status = 204, description = "deleted"),
        (status = 404, description = "report_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/reports/{report_id}")]
pub async fn delete_report(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    state.reports.delete(&t.actor, ReportId(*id)).await?;
    state.report_figures.remove(ReportId(*id));
    Ok(HttpResponse::NoContent().finish())
}
