//! A report's opinions: one for the whole report and one per union of it, each by the
//! one-opinion rule (POST creates, PUT edits, DELETE removes), sanitized on the server.

use actix_web::http::StatusCode;
use actix_web::{delete, get, post, put, web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};
use report::{ReportId, ReportOpinion};
use serde::Serialize;
use union::UnionId;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::routes::startup::dto::OpinionBody;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(list_opinions)
        .service(create_report_opinion)
        .service(update_report_opinion)
        .service(delete_report_opinion)
        .service(create_union_opinion)
        .service(update_union_opinion)
        .service(delete_union_opinion);
}

/// An opinion on a report or on one of its unions.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReportOpinionDto {
    /// `null`: the report's own opinion.
    pub union_id: Option<i64>,
    /// Sanitized HTML; safe to render.
    pub opinion: String,
    /// Who wrote or last edited it.
    pub author_name: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<ReportOpinion> for ReportOpinionDto {
    fn from(o: ReportOpinion) -> Self {
        ReportOpinionDto {
            union_id: o.union_id.map(|u| u.get()),
            opinion: o.html.into_string(),
            author_name: o.author_name,
            created_at: o.created_at,
            updated_at: o.updated_at,
        }
    }
}

/// The report's opinions: its own first, then its unions'.
#[utoipa::path(
    tag = "reports",
    security(("bearer" = [])),
    params(("report_id" = i64, Path, minimum = 1)),
    responses(
        (status = 200, body = Vec<ReportOpinionDto>),
        (status = 404, description = "report_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/reports/{report_id}/opinions")]
pub async fn list_opinions(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<web::Json<Vec<ReportOpinionDto>>, ApiError> {
    let all = state.reports.opinions(&t.actor, ReportId(*id)).await?;
    Ok(web::Json(all.into_iter().map(Into::into).collect()))
}

async fn create(
    state: &AppState,
    req: &HttpRequest,
    t: &Tenant,
    id: ReportId,
    union: Option<UnionId>,
    body: OpinionBody,
) -> Result<HttpResponse, ApiError> {
    crate::idempotency::once(state, req, t.actor.user_id, &body, StatusCode::CREATED, || async {
        Ok(ReportOpinionDto::from(state.reports.write_opinion(&t.actor, id, union, &body.opinion, true).await?))
    })
    .await
}

/// Writes the report's opinion.
#[utoipa::path(
    tag = "reports",
    security(("bearer" = [])),
    params(("report_id" = i64, Path, minimum = 1), crate::idempotency::IdempotencyKeyHeader),
    request_body = OpinionBody,
    responses(
        (status = 201, body = ReportOpinionDto),
        (status = 404, description = "report_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "opinion_exists", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed ('의견을 입력해 주세요.')", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/reports/{report_id}/opinion")]
pub async fn create_report_opinion(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<OpinionBody>,
) -> Result<HttpResponse, ApiError> {
    create(&state, &req, &t, ReportId(*id), None, body.into_inner()).await
}

/// Replaces the report's opinion.
#[utoipa::path(
    tag = "reports",
    security(("bearer" = [])),
    params(("report_id" = i64, Path, minimum = 1)),
    request_body = OpinionBody,
    responses(
        (status = 200, body = ReportOpinionDto),
        (status = 404, description = "report_not_found, opinion_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed ('의견을 입력해 주세요.')", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/reports/{report_id}/opinion")]
pub async fn update_report_opinion(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<OpinionBody>,
) -> Result<web::Json<ReportOpinionDto>, ApiError> {
    let o = state.reports.write_opinion(&t.actor, ReportId(*id), None, &body.opinion, false).await?;
    Ok(web::Json(o.into()))
}

/// Deletes the report's opinion.
#[utoipa::path(
    tag = "reports",
    security(("bearer" = [])),
    params(("report_id" = i64, Path, minimum = 1)),
    responses(
        (status = 204, description = "deleted"),
        (status = 404, description = "report_not_found, opinion_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/reports/{report_id}/opinion")]
pub async fn delete_report_opinion(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    state.reports.delete_opinion(&t.actor, ReportId(*id), None).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Writes the opinion on one union of the report (the per-source report).
#[utoipa::path(
    tag = "reports",
    security(("bearer" = [])),
    params(("report_id" = i64, Path, minimum = 1), ("union_id" = i64, Path, minimum = 1), crate::idempotency::IdempotencyKeyHeader),
    request_body = OpinionBody,
    responses(
        (status = 201, body = ReportOpinionDto),
        (status = 404, description = "report_not_found, union_not_found (not in the report)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "opinion_exists", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed ('의견을 입력해 주세요.')", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/reports/{report_id}/unions/{union_id}/opinion")]
pub async fn create_union_opinion(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    path: web::Path<(i64, i64)>,
    body: web::Json<OpinionBody>,
) -> Result<HttpResponse, ApiError> {
    let (id, union) = path.into_inner();
    create(&state, &req, &t, ReportId(id), Some(UnionId(union)), body.into_inner()).await
}

/// Replaces the opinion on one union of the report.
#[utoipa::path(
    tag = "reports",
    security(("bearer" = [])),
    params(("report_id" = i64, Path, minimum = 1), ("union_id" = i64, Path, minimum = 1)),
    request_body = OpinionBody,
    responses(
        (status = 200, body = ReportOpinionDto),
        (status = 404, description = "report_not_found, union_not_found, opinion_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed ('의견을 입력해 주세요.')", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/reports/{report_id}/unions/{union_id}/opinion")]
pub async fn update_union_opinion(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
    body: web::Json<OpinionBody>,
) -> Result<web::Json<ReportOpinionDto>, ApiError> {
    let (id, union) = path.into_inner();
    let o = state.reports.write_opinion(&t.actor, ReportId(id), Some(UnionId(union)), &body.opinion, false).await?;
    Ok(web::Json(o.into()))
}

/// Deletes the opinion on one union of the report.
#[utoipa::path(
    tag = "reports",
    security(("bearer" = [])),
    params(("report_id" = i64, Path, minimum = 1), ("union_id" = i64, Path, minimum = 1)),
    responses(
        (status = 204, description = "deleted"),
        (status = 404, description = "report_not_found, union_not_found, opinion_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/reports/{report_id}/unions/{union_id}/opinion")]
pub async fn delete_union_opinion(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (id, union) = path.into_inner();
    state.reports.delete_opinion(&t.actor, ReportId(id), Some(UnionId(union))).await?;
    Ok(HttpResponse::NoContent().finish())
}
