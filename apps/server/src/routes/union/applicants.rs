//! Applicants of a union (the apply tab): list with status counts and totals, add by hand,
//! detail with status history, status changes.

use actix_web::http::StatusCode;
use actix_web::{get, post, web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};
use kernel::PageRequest;
use serde::{Deserialize, Serialize};
use union::{ApplicantDraft, ApplicantFilter, ApplicantId, ApplicantStatus, UnionId};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::routes::union::dto::ApplicantDto;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(list_applicants).service(add_applicant).service(get_applicant).service(change_applicant_status);
}

#[derive(Debug, Serialize, ToSchema)]
pub struct StatusCountDto {
    #[schema(value_type = codes::ApplicantStatusCode)]
    pub status: String,
    pub count: i64,
}

/// The totals tile: the union's figures over all its applicants.
#[derive(Debug, Serialize, ToSchema)]
pub struct UnionTotalsDto {
    /// Formation target (unit price × unit count).
    pub target_amount: i64,
    pub applied_amount: i64,
    pub applicant_count: i64,
    pub gp_count: i64,
    /// applied / target as a fraction (show ×100 rounded).
    pub progress: f64,
    /// Amounts of applicants who paid (P, F).
    pub paid_amount: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicantListResponse {
    pub items: Vec<ApplicantDto>,
    pub page: u32,
    pub page_size: u32,
    pub total_count: i64,
    /// Per status, with the search applied and the status tab not.
    pub status_counts: Vec<StatusCountDto>,
    pub totals: UnionTotalsDto,
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct ApplicantQuery {
    /// R, C, S, P or F; all when absent.
    #[param(value_type = Option<codes::ApplicantStatusCode>)]
    pub status: Option<String>,
    /// Substring of name or e-mail, or digits of the phone number.
    #[serde(default)]
    pub q: String,
    /// 1-based; default 1; 1 to 1,000,000 (others are refused with 400).
    #[param(minimum = 1, maximum = 1_000_000)]
    pub page: Option<u32>,
    /// Items a page: 1 to 100, default 10 (others are refused with 400).
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<u32>,
}

pub(crate) fn parse_status(s: &str) -> Result<ApplicantStatus, ApiError> {
    ApplicantStatus::parse(s).ok_or_else(|| ApiError::bad_request("status는 R, C, S, P, F 중 하나여야 합니다."))
}

/// The union's applicants, newest first, with counts per status and the totals.
#[utoipa::path(
    tag = "applicants",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ApplicantQuery),
    responses(
        (status = 200, body = ApplicantListResponse),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/applicants")]
pub async fn list_applicants(
    state: web::Data<AppState>,
    t: Tenant,
    union_id: web::Path<i64>,
    q: web::Query<ApplicantQuery>,
) -> Result<web::Json<ApplicantListResponse>, ApiError> {
    let status = match q.status.as_deref() {
        None => None,
        Some(s) => Some(parse_status(s)?),
    };
    let filter = ApplicantFilter { status, query: q.q.clone() };
    let list = state
        .applicants
        .list(&t.actor, UnionId(*union_id), &filter, PageRequest::checked(q.page, q.page_size)?)
        .await?;
    let totals = list.totals;
    Ok(web::Json(ApplicantListResponse {
        page: list.page.page,
        page_size: list.page.page_size,
        total_count: list.page.total_count,
        items: list.page.items.into_iter().map(ApplicantDto::from).collect(),
        status_counts: list
            .status_counts
            .into_iter()
            .map(|c| StatusCountDto { status: c.status.code().into(), count: c.count })
            .collect(),
        totals: UnionTotalsDto {
            target_amount: totals.target_amount.get(),
            applied_amount: totals.applied_amount.get(),
            applicant_count: totals.applicant_count,
            gp_count: totals.gp_count,
            progress: totals.progress(),
            paid_amount: totals.paid_amount.get(),
        },
    }))
}

/// The add-applicant form.
#[derive(Debug, Default, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(default)]
pub struct ApplicantBody {
    #[schema(value_type = String, required = true, min_length = 1, max_length = 100, pattern = r"\S", example = "김민준")]
    pub name: Option<String>,
    /// `individual` or `corporate`.
    #[schema(value_type = codes::LpTypeCode, required = true)]
    pub lp_type: Option<String>,
    #[schema(value_type = i64, required = true, minimum = 1, maximum = 10_000_000, example = 3)]
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub unit_count: Option<i64>,
    #[schema(max_length = 20, pattern = r"^(|[ -]*([0-9][ -]*){8,11})$", example = "010-1234-5678")]
    pub phone: Option<String>,
    #[schema(
        max_length = 254,
        pattern = r"^(|[A-Za-z0-9._%+-]{1,64}@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)$",
        example = "minjun.kim@example.com"
    )]
    pub email: Option<String>,
}

/// Adds an applicant by hand (status R); amount = units × the union's unit price.
#[utoipa::path(
    tag = "applicants",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), crate::idempotency::IdempotencyKeyHeader),
    request_body = ApplicantBody,
    responses(
        (status = 201, body = ApplicantDto),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "union_formed", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/unions/{union_id}/applicants")]
pub async fn add_applicant(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    union_id: web::Path<i64>,
    body: web::Json<ApplicantBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    crate::idempotency::once(&state, &req, t.actor.user_id, &b, StatusCode::CREATED, || async {
        let draft = ApplicantDraft {
            name: b.name.clone(),
            lp_type: b.lp_type.clone(),
            unit_count: b.unit_count,
            phone: b.phone.clone(),
            email: b.email.clone(),
        };
        Ok(ApplicantDto::from(state.applicants.add(&t.actor, UnionId(*union_id), &draft).await?))
    })
    .await
}

/// One entry of the status history.
#[derive(Debug, Serialize, ToSchema)]
pub struct StatusChangeDto {
    #[schema(value_type = Option<codes::ApplicantStatusCode>)]
    pub from_status: Option<String>,
    #[schema(value_type = codes::ApplicantStatusCode)]
    pub to_status: String,
    /// Name of the GP member who made the change.
    pub changed_by: Option<String>,
    pub changed_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicantDetail {
    pub applicant: ApplicantDto,
    /// Statuses the GP may move the applicant to.
    #[schema(value_type = Vec<codes::ApplicantStatusCode>)]
    pub next_statuses: Vec<String>,
    /// Oldest first.
    pub history: Vec<StatusChangeDto>,
}

/// One applicant with its status history.
#[utoipa::path(
    tag = "applicants",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("applicant_id" = i64, Path)),
    responses(
        (status = 200, body = ApplicantDetail),
        (status = 404, description = "applicant_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/applicants/{applicant_id}")]
pub async fn get_applicant(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<web::Json<ApplicantDetail>, ApiError> {
    let (u, a) = path.into_inner();
    let (applicant, history) = state.applicants.get(&t.actor, UnionId(u), ApplicantId(a)).await?;
    Ok(web::Json(ApplicantDetail {
        next_statuses: applicant.status.next().iter().map(|s| s.code().to_string()).collect(),
        applicant: applicant.into(),
        history: history
            .into_iter()
            .map(|h| StatusChangeDto {
                from_status: h.from.map(|s| s.code().to_string()),
                to_status: h.to.code().into(),
                changed_by: h.changed_by_name,
                changed_at: h.changed_at,
            })
            .collect(),
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ApplicantStatusBody {
    /// One of the applicant's `next_statuses`.
    #[schema(value_type = codes::ApplicantStatusCode)]
    pub status: String,
}

/// Moves an applicant along an allowed status transition; recorded with who and when. Into
/// and back from 납입완료 the payments decide (the capital book, `/unions/{id}/capital`).
#[utoipa::path(
    tag = "applicants",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("applicant_id" = i64, Path)),
    request_body = ApplicantStatusBody,
    responses(
        (status = 200, body = ApplicantDto),
        (status = 404, description = "applicant_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "status_change_not_allowed | union_member_cap (the payment would make the 50th member) | union_units_full (the commitment does not fit in the units left) | no_capital_call (납입완료 in a 수시납/분할납 union without a call) | applicant_has_payments (back from 납입완료 with payments recorded)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/unions/{union_id}/applicants/{applicant_id}/status")]
pub async fn change_applicant_status(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
    body: web::Json<ApplicantStatusBody>,
) -> Result<web::Json<ApplicantDto>, ApiError> {
    let (u, a) = path.into_inner();
    let to = ApplicantStatus::parse(&body.status)
        .ok_or_else(|| ApiError::validation(vec![kernel::FieldError::new("status", "신청 상태를 선택해 주세요.")]))?;
    Ok(web::Json(state.applicants.change_status(&t.actor, UnionId(u), ApplicantId(a), to).await?.into()))
}
