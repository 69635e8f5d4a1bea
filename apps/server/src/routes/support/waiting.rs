//! The waiting list: anyone registers a company not yet on the product and looks up where a
//! business number stands; operator staff list the entries and onboard them (which mails the
//! contact).

use actix_web::http::StatusCode;
use actix_web::{get, post, web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};
use kernel::format::{business_number, phone};
use kernel::PageRequest;
use serde::{Deserialize, Serialize};
use support::{Standing, WaitingEntry, WaitingId, WaitingInput, WaitingStatus};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::{client_ip, Tenant};
use crate::openapi::codes;
use crate::page_dto;
use crate::routes::support::operator::operator;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(register_waiting).service(waiting_standing).service(list_waiting).service(onboard_waiting);
}

/// The registration form (/waiting-create).
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct WaitingBody {
    #[schema(max_length = 100, pattern = r"\S", example = "새봄벤처스")]
    pub company_name: String,
    /// Ten digits; hyphens allowed.
    #[schema(example = "123-45-67890", pattern = r"^[0-9 -]*$", max_length = 20)]
    pub business_number: String,
    #[schema(value_type = codes::WaitingKindCode)]
    pub company_kind: String,
    #[schema(max_length = 50, pattern = r"\S", example = "이대기")]
    pub contact_name: String,
    #[schema(example = "wait@saebom.kr", max_length = 254)]
    pub email: String,
    #[schema(example = "010-1234-5678", pattern = r"^[0-9 -]*$", max_length = 20)]
    pub phone: String,
    #[serde(default)]
    #[schema(max_length = 1000)]
    pub note: String,
    /// 개인정보 수집·이용 동의: must be true.
    pub agreed_privacy: bool,
}

/// A registration as its registrant sees it (/waiting-complete).
#[derive(Debug, Serialize, ToSchema)]
pub struct WaitingReceipt {
    pub company_name: String,
    /// 123-45-67890.
    pub business_number: String,
    /// Place in the queue (1 = next).
    pub position: i64,
    pub created_at: DateTime<Utc>,
}

/// Registers a company on the waiting list (no login needed).
#[utoipa::path(
    tag = "waiting",
    request_body = WaitingBody,
    responses(
        (status = 201, body = WaitingReceipt),
        (status = 409, description = "waiting_already_registered, waiting_company_exists", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`company_name`, `business_number`, `company_kind`, `contact_name`, `email`, `phone`, `note`, `agreed_privacy`)", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "too_many_attempts (10 registrations per client address, 5 per business number, an hour)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/waiting-list")]
pub async fn register_waiting(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<WaitingBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let ip = client_ip(&req, state.trust_proxy);
    // One company however its number is typed; a malformed number is counted as typed.
    let target =
        kernel::contact::business_number_digits(&b.business_number).unwrap_or_else(|| b.business_number.clone());
    state.throttle.admit(kernel::ThrottledAction::WaitingRegistration, &ip, &target).await?;
    let input = WaitingInput {
        company_name: b.company_name,
        business_number: b.business_number,
        company_kind: b.company_kind,
        contact_name: b.contact_name,
        email: b.email,
        phone: b.phone,
        note: b.note,
        agreed_privacy: b.agreed_privacy,
    };
    let e = state.waiting.register(&input).await?;
    Ok(HttpResponse::build(StatusCode::CREATED).json(WaitingReceipt {
        business_number: business_number(&e.business_number),
        position: e.position.unwrap_or(1),
        company_name: e.company_name,
        created_at: e.created_at,
    }))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct StandingQuery {
    /// Ten digits; hyphens allowed.
    #[param(max_length = 20, pattern = r"^[0-9 -]*$")]
    pub business_number: String,
}

/// Where a business number stands (/waiting-search-company). Names no contact.
#[derive(Debug, Serialize, ToSchema)]
pub struct WaitingStanding {
    /// `on_product` (a company with the number uses the product: sign up and join it),
    /// `waiting`, `onboarded` (sign-up is open), `none`.
    #[schema(value_type = codes::WaitingStandingCode)]
    pub standing: String,
    pub position: Option<i64>,
    pub registered_at: Option<DateTime<Utc>>,
}

/// Looks up a business number (no login needed).
#[utoipa::path(
    tag = "waiting",
    params(StandingQuery),
    responses(
        (status = 200, body = WaitingStanding),
        (status = 422, description = "validation_failed (`business_number`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/waiting-list/standing")]
pub async fn waiting_standing(
    state: web::Data<AppState>,
    q: web::Query<StandingQuery>,
) -> Result<web::Json<WaitingStanding>, ApiError> {
    let s = state.waiting.standing(&q.business_number).await?;
    let (standing, position, registered_at) = match s {
        Standing::OnProduct => ("on_product", None, None),
        Standing::Waiting { position, since } => ("waiting", Some(position), Some(since)),
        Standing::Onboarded => ("onboarded", None, None),
        Standing::Unknown => ("none", None, None),
    };
    Ok(web::Json(WaitingStanding { standing: standing.into(), position, registered_at }))
}

/// An entry as operator staff see it.
#[derive(Debug, Serialize, ToSchema)]
pub struct WaitingEntryDto {
    pub id: i64,
    pub company_name: String,
    /// 123-45-67890.
    pub business_number: String,
    #[schema(value_type = codes::WaitingKindCode)]
    pub company_kind: String,
    pub company_kind_label: String,
    pub contact_name: String,
    pub email: String,
    /// 010-1234-5678.
    pub phone: String,
    pub note: String,
    #[schema(value_type = codes::WaitingStatusCode)]
    pub status: String,
    pub status_label: String,
    pub position: Option<i64>,
    pub created_at: DateTime<Utc>,
    pub onboarded_at: Option<DateTime<Utc>>,
    /// When the onboarding mail was handed over; null after onboarding means it failed.
    pub notified_at: Option<DateTime<Utc>>,
}

impl From<WaitingEntry> for WaitingEntryDto {
    fn from(e: WaitingEntry) -> Self {
        WaitingEntryDto {
            id: e.id.get(),
            business_number: business_number(&e.business_number),
            company_kind: e.kind.code().into(),
            company_kind_label: e.kind.label().into(),
            email: e.email.to_string(),
            phone: phone(&e.phone),
            status: e.status.code().into(),
            status_label: e.status.label().into(),
            company_name: e.company_name,
            contact_name: e.contact_name,
            note: e.note,
            position: e.position,
            created_at: e.created_at,
            onboarded_at: e.onboarded_at,
            notified_at: e.notified_at,
        }
    }
}

page_dto!(WaitingPage, WaitingEntryDto);

#[derive(Debug, Deserialize, IntoParams)]
pub struct WaitingListQuery {
    /// `waiting` (default: the queue, oldest first) or `onboarded` (newest first).
    #[param(value_type = Option<codes::WaitingStatusCode>)]
    pub status: Option<String>,
    /// 1-based; default 1; 1 to 1,000,000 (others are refused with 400).
    #[param(minimum = 1, maximum = 1_000_000)]
    pub page: Option<u32>,
    /// Items a page: 1 to 100, default 10 (others are refused with 400).
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<u32>,
}

/// The waiting list (operator staff).
#[utoipa::path(
    tag = "operator",
    security(("bearer" = [])),
    params(WaitingListQuery),
    responses(
        (status = 200, body = WaitingPage),
        (status = 403, description = "operator_only", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/operator/waiting-list")]
pub async fn list_waiting(
    state: web::Data<AppState>,
    t: Tenant,
    q: web::Query<WaitingListQuery>,
) -> Result<web::Json<WaitingPage>, ApiError> {
    let op = operator(&t)?;
    let status = match q.status.as_deref() {
        None => WaitingStatus::Waiting,
        Some(s) => WaitingStatus::parse(s)
            .ok_or_else(|| ApiError::bad_request("status는 waiting, onboarded 중 하나여야 합니다."))?,
    };
    let page = state.waiting.list(&op, Some(status), PageRequest::checked(q.page, q.page_size)?).await?;
    Ok(web::Json(WaitingPage::from_page(page, WaitingEntryDto::from)))
}

/// Onboards a company and mails its contact that sign-up is open (operator staff). Again after
/// a failed mail, it resends; after a delivered one, it changes nothing.
#[utoipa::path(
    tag = "operator",
    security(("bearer" = [])),
    params(("waiting_id" = i64, Path)),
    responses(
        (status = 200, body = WaitingEntryDto),
        (status = 403, description = "operator_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "waiting_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 502, description = "waiting_mail_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/operator/waiting-list/{waiting_id}/onboard")]
pub async fn onboard_waiting(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<web::Json<WaitingEntryDto>, ApiError> {
    let op = operator(&t)?;
    Ok(web::Json(state.waiting.onboard(&op, WaitingId(*id)).await?.into()))
}
