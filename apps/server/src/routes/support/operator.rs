//! The operator area: operator staff write notices and FAQ and answer every firm's inquiries.
//! Anyone else gets 403 `operator_only` on every route.

use actix_web::http::StatusCode;
use actix_web::{delete, get, post, put, web, HttpRequest, HttpResponse};
use kernel::PageRequest;
use serde::{Deserialize, Serialize};
use support::{FaqId, InquiryId, InquiryStatus, NoticeId, Operator};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::routes::support::inquiries::{FaqDto, InquiryDto, InquiryPage, NoticeDto};
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(create_notice)
        .service(update_notice)
        .service(delete_notice)
        .service(create_faq)
        .service(update_faq)
        .service(delete_faq)
        .service(list_all_inquiries)
        .service(get_any_inquiry)
        .service(answer_inquiry);
}

pub(crate) fn operator(t: &Tenant) -> Result<Operator, ApiError> {
    Ok(Operator::new(t.actor, t.user.user.is_operator)?)
}

/// A notice as operator staff write it.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NoticeBody {
    #[schema(max_length = 100, pattern = r"\S", example = "12월 정기 점검 안내")]
    pub title: String,
    /// Plain text; line breaks are kept.
    #[schema(max_length = 20000, pattern = r"\S")]
    pub body: String,
    /// Pinned notices head the list.
    #[serde(default)]
    pub pinned: bool,
}

/// Publishes a notice (operator staff).
#[utoipa::path(
    tag = "operator",
    security(("bearer" = [])),
    params(crate::idempotency::IdempotencyKeyHeader),
    request_body = NoticeBody,
    responses(
        (status = 201, body = NoticeDto),
        (status = 403, description = "operator_only", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`title`, `body`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/operator/notices")]
pub async fn create_notice(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    body: web::Json<NoticeBody>,
) -> Result<HttpResponse, ApiError> {
    let op = operator(&t)?;
    let b = body.into_inner();
    crate::idempotency::once(&state, &req, t.actor.user_id, &b, StatusCode::CREATED, || async {
        Ok(NoticeDto::from(state.support.create_notice(&op, &b.title, &b.body, b.pinned).await?))
    })
    .await
}

/// Edits a notice (operator staff).
#[utoipa::path(
    tag = "operator",
    security(("bearer" = [])),
    params(("notice_id" = i64, Path)),
    request_body = NoticeBody,
    responses(
        (status = 200, body = NoticeDto),
        (status = 403, description = "operator_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "notice_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/operator/notices/{notice_id}")]
pub async fn update_notice(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<NoticeBody>,
) -> Result<web::Json<NoticeDto>, ApiError> {
    let op = operator(&t)?;
    let saved = state.support.update_notice(&op, NoticeId(*id), &body.title, &body.body, body.pinned).await?;
    Ok(web::Json(saved.into()))
}

/// Deletes a notice (operator staff).
#[utoipa::path(
    tag = "operator",
    security(("bearer" = [])),
    params(("notice_id" = i64, Path)),
    responses(
        (status = 204, description = "Deleted"),
        (status = 403, description = "operator_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "notice_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/operator/notices/{notice_id}")]
pub async fn delete_notice(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    state.support.delete_notice(&operator(&t)?, NoticeId(*id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// An FAQ entry as operator staff write it.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FaqBody {
    #[schema(value_type = codes::FaqCategoryCode)]
    pub category: String,
    #[schema(max_length = 200, pattern = r"\S", example = "조합원은 최대 몇 명까지 모집할 수 있나요?")]
    pub question: String,
    #[schema(max_length = 5000, pattern = r"\S")]
    pub answer: String,
    /// Lower first within its category.
    #[serde(default, deserialize_with = "crate::wire::int32")]
    #[schema(minimum = -1000, maximum = 1000)]
    pub sort_order: i32,
}

/// Adds an FAQ entry (operator staff).
#[utoipa::path(
    tag = "operator",
    security(("bearer" = [])),
    params(crate::idempotency::IdempotencyKeyHeader),
    request_body = FaqBody,
    responses(
        (status = 201, body = FaqDto),
        (status = 403, description = "operator_only", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`category`, `question`, `answer`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/operator/faqs")]
pub async fn create_faq(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    body: web::Json<FaqBody>,
) -> Result<HttpResponse, ApiError> {
    let op = operator(&t)?;
    let b = body.into_inner();
    crate::idempotency::once(&state, &req, t.actor.user_id, &b, StatusCode::CREATED, || async {
        let made = state.support.create_faq(&op, &b.category, &b.question, &b.answer, b.sort_order).await?;
        Ok(FaqDto::from(made))
    })
    .await
}

/// Edits an FAQ entry (operator staff).
#[utoipa::path(
    tag = "operator",
    security(("bearer" = [])),
    params(("faq_id" = i64, Path)),
    request_body = FaqBody,
    responses(
        (status = 200, body = FaqDto),
        (status = 403, description = "operator_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "faq_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/operator/faqs/{faq_id}")]
pub async fn update_faq(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<FaqBody>,
) -> Result<web::Json<FaqDto>, ApiError> {
    let op = operator(&t)?;
    let draft = (body.category.as_str(), body.question.as_str(), body.answer.as_str(), body.sort_order);
    Ok(web::Json(state.support.update_faq(&op, FaqId(*id), draft).await?.into()))
}

/// Deletes an FAQ entry (operator staff).
#[utoipa::path(
    tag = "operator",
    security(("bearer" = [])),
    params(("faq_id" = i64, Path)),
    responses(
        (status = 204, description = "Deleted"),
        (status = 403, description = "operator_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "faq_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/operator/faqs/{faq_id}")]
pub async fn delete_faq(state: web::Data<AppState>, t: Tenant, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    state.support.delete_faq(&operator(&t)?, FaqId(*id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct AllInquiriesQuery {
    /// `waiting` or `answered`; all when absent.
    #[param(value_type = Option<codes::InquiryStatusCode>)]
    pub status: Option<String>,
    /// 1-based; default 1; 1 to 1,000,000 (others are refused with 400).
    #[param(minimum = 1, maximum = 1_000_000)]
    pub page: Option<u32>,
    /// Items a page: 1 to 100, default 10 (others are refused with 400).
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<u32>,
}

/// Every firm's inquiries, newest first (operator staff).
#[utoipa::path(
    tag = "operator",
    security(("bearer" = [])),
    params(AllInquiriesQuery),
    responses(
        (status = 200, body = InquiryPage),
        (status = 403, description = "operator_only", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/operator/inquiries")]
pub async fn list_all_inquiries(
    state: web::Data<AppState>,
    t: Tenant,
    q: web::Query<AllInquiriesQuery>,
) -> Result<web::Json<InquiryPage>, ApiError> {
    let op = operator(&t)?;
    let status = match q.status.as_deref() {
        None => None,
        Some(s) => Some(
            InquiryStatus::parse(s)
                .ok_or_else(|| ApiError::bad_request("status는 waiting, answered 중 하나여야 합니다."))?,
        ),
    };
    let page = state.support.all_inquiries(&op, status, PageRequest::checked(q.page, q.page_size)?).await?;
    Ok(web::Json(InquiryPage::from_page(page, InquiryDto::from)))
}

/// Any inquiry with its files (operator staff).
#[utoipa::path(
    tag = "operator",
    security(("bearer" = [])),
    params(("inquiry_id" = i64, Path)),
    responses(
        (status = 200, body = InquiryDto),
        (status = 403, description = "operator_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "inquiry_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/operator/inquiries/{inquiry_id}")]
pub async fn get_any_inquiry(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<web::Json<InquiryDto>, ApiError> {
    let op = operator(&t)?;
    Ok(web::Json(state.support.any_inquiry(&op, InquiryId(*id)).await?.into()))
}

/// The operator's answer.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InquiryAnswerBody {
    #[schema(max_length = 5000, pattern = r"\S")]
    pub answer: String,
}

/// Answers an inquiry, or corrects the answer (operator staff); the inquiry is then 답변 완료.
#[utoipa::path(
    tag = "operator",
    security(("bearer" = [])),
    params(("inquiry_id" = i64, Path)),
    request_body = InquiryAnswerBody,
    responses(
        (status = 200, body = InquiryDto),
        (status = 403, description = "operator_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "inquiry_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`answer`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/operator/inquiries/{inquiry_id}/answer")]
pub async fn answer_inquiry(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<InquiryAnswerBody>,
) -> Result<web::Json<InquiryDto>, ApiError> {
    let op = operator(&t)?;
    Ok(web::Json(state.support.answer(&op, InquiryId(*id), &body.answer).await?.into()))
}
