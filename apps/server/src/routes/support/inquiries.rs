//! Support pages: notices and FAQ that anyone reads (no login), and the member's own 1:1
//! inquiries with their files (/inquiry, /inquiry-history, /inquiry-detail).

use actix_multipart::Multipart;
use actix_web::http::StatusCode;
use actix_web::{get, post, web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};
use kernel::PageRequest;
use serde::{Deserialize, Serialize};
use support::validate::MAX_INQUIRY_FILE_BYTES;
use support::{
    Faq, FaqCategory, Inquiry, InquiryFile, InquiryFileId, InquiryId, NoticeDetail, NoticeId, NoticeSummary,
};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::download::{ascii_fallback, file_response};
use crate::error::{ApiError, ErrorCode, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::page_dto;
use crate::state::AppState;
use crate::upload::{only_file, SingleFileForm};

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(list_notices)
        .service(get_notice)
        .service(list_faqs)
        .service(list_my_inquiries)
        .service(create_inquiry)
        .service(get_my_inquiry)
        .service(attach_inquiry_file)
        .service(download_my_inquiry_file);
}

/// Search text as the document bounds it.
fn search_text(q: &str) -> Result<(), ApiError> {
    if q.chars().count() > 100 {
        return Err(ApiError::bad_request("검색어는 100자 이내로 입력해 주세요."));
    }
    Ok(())
}

#[derive(Debug, Serialize, ToSchema)]
pub struct NoticeSummaryDto {
    pub id: i64,
    pub title: String,
    pub pinned: bool,
    pub published_at: DateTime<Utc>,
}

impl From<NoticeSummary> for NoticeSummaryDto {
    fn from(n: NoticeSummary) -> Self {
        NoticeSummaryDto { id: n.id.get(), title: n.title, pinned: n.pinned, published_at: n.published_at }
    }
}

page_dto!(NoticePage, NoticeSummaryDto);

/// A notice with its neighbours: `previous` is the older notice, `next` the newer one.
#[derive(Debug, Serialize, ToSchema)]
pub struct NoticeDto {
    pub id: i64,
    pub title: String,
    /// Plain text; line breaks are meant to be kept.
    pub body: String,
    pub pinned: bool,
    pub published_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub previous: Option<NoticeSummaryDto>,
    pub next: Option<NoticeSummaryDto>,
}

impl From<NoticeDetail> for NoticeDto {
    fn from(d: NoticeDetail) -> Self {
        let n = d.notice;
        NoticeDto {
            id: n.summary.id.get(),
            title: n.summary.title,
            body: n.body,
            pinned: n.summary.pinned,
            published_at: n.summary.published_at,
            updated_at: n.updated_at,
            previous: d.previous.map(Into::into),
            next: d.next.map(Into::into),
        }
    }
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct NoticeQuery {
    /// Part of the title.
    #[serde(default)]
    #[param(max_length = 100)]
    pub q: String,
    /// 1-based; default 1; 1 to 1,000,000 (others are refused with 400).
    #[param(minimum = 1, maximum = 1_000_000)]
    pub page: Option<u32>,
    /// Items a page: 1 to 100, default 10 (others are refused with 400).
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<u32>,
}

/// Notices, pinned first, then newest (no login needed).
#[utoipa::path(tag = "support", params(NoticeQuery), responses((status = 200, body = NoticePage)))]
#[get("/notices")]
pub async fn list_notices(
    state: web::Data<AppState>,
    q: web::Query<NoticeQuery>,
) -> Result<web::Json<NoticePage>, ApiError> {
    search_text(&q.q)?;
    let page = state.support.notices(&q.q, PageRequest::checked(q.page, q.page_size)?).await?;
    Ok(web::Json(NoticePage::from_page(page, NoticeSummaryDto::from)))
}

/// One notice with the previous and next ones (no login needed).
#[utoipa::path(
    tag = "support",
    params(("notice_id" = i64, Path)),
    responses(
        (status = 200, body = NoticeDto),
        (status = 404, description = "notice_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/notices/{notice_id}")]
pub async fn get_notice(state: web::Data<AppState>, id: web::Path<i64>) -> Result<web::Json<NoticeDto>, ApiError> {
    Ok(web::Json(state.support.notice(NoticeId(*id)).await?.into()))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FaqDto {
    pub id: i64,
    #[schema(value_type = codes::FaqCategoryCode)]
    pub category: String,
    pub question: String,
    pub answer: String,
    pub sort_order: i32,
}

impl From<Faq> for FaqDto {
    fn from(f: Faq) -> Self {
        FaqDto {
            id: f.id.get(),
            category: f.category.code().into(),
            question: f.question,
            answer: f.answer,
            sort_order: f.sort_order,
        }
    }
}

/// Every matching entry (the FAQ is short).
#[derive(Debug, Serialize, ToSchema)]
pub struct FaqList {
    pub items: Vec<FaqDto>,
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct FaqQuery {
    /// One category; all when absent.
    #[param(value_type = Option<codes::FaqCategoryCode>)]
    pub category: Option<String>,
    /// Part of the question or the answer.
    #[serde(default)]
    #[param(max_length = 100)]
    pub q: String,
}

/// The FAQ by category and order (no login needed).
#[utoipa::path(tag = "support", params(FaqQuery), responses((status = 200, body = FaqList)))]
#[get("/faqs")]
pub async fn list_faqs(state: web::Data<AppState>, q: web::Query<FaqQuery>) -> Result<web::Json<FaqList>, ApiError> {
    search_text(&q.q)?;
    let category = match q.category.as_deref() {
        None => None,
        Some(c) => Some(FaqCategory::parse(c).ok_or_else(|| ApiError::bad_request("알 수 없는 FAQ 분류입니다."))?),
    };
    let items = state.support.faqs(category, &q.q).await?.into_iter().map(Into::into).collect();
    Ok(web::Json(FaqList { items }))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InquiryFileDto {
    pub id: i64,
    pub name: String,
    pub content_type: String,
    pub size_bytes: i64,
}

impl From<InquiryFile> for InquiryFileDto {
    fn from(f: InquiryFile) -> Self {
        InquiryFileDto { id: f.id.get(), name: f.name, content_type: f.content_type, size_bytes: f.size_bytes }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InquiryDto {
    pub id: i64,
    #[schema(value_type = codes::InquiryCategoryCode)]
    pub category: String,
    pub title: String,
    pub body: String,
    #[schema(value_type = codes::InquiryStatusCode)]
    pub status: String,
    pub answer: Option<String>,
    pub answered_at: Option<DateTime<Utc>>,
    /// Empty in lists.
    pub files: Vec<InquiryFileDto>,
    /// Who asked, for operator staff.
    pub author_name: String,
    pub company_name: String,
    pub created_at: DateTime<Utc>,
}

impl From<Inquiry> for InquiryDto {
    fn from(i: Inquiry) -> Self {
        InquiryDto {
            id: i.id.get(),
            category: i.category.code().into(),
            title: i.title,
            body: i.body,
            status: i.status.code().into(),
            answer: i.answer,
            answered_at: i.answered_at,
            files: i.files.into_iter().map(Into::into).collect(),
            author_name: i.author_name,
            company_name: i.company_name,
            created_at: i.created_at,
        }
    }
}

page_dto!(InquiryPage, InquiryDto);

#[derive(Debug, Deserialize, IntoParams)]
pub struct InquiryListQuery {
    /// 1-based; default 1; 1 to 1,000,000 (others are refused with 400).
    #[param(minimum = 1, maximum = 1_000_000)]
    pub page: Option<u32>,
    /// Items a page: 1 to 100, default 10 (others are refused with 400).
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<u32>,
}

/// The caller's own inquiries, newest first (/inquiry-history).
#[utoipa::path(tag = "support", security(("bearer" = [])), params(InquiryListQuery), responses((status = 200, body = InquiryPage)))]
#[get("/inquiries")]
pub async fn list_my_inquiries(
    state: web::Data<AppState>,
    t: Tenant,
    q: web::Query<InquiryListQuery>,
) -> Result<web::Json<InquiryPage>, ApiError> {
    let page = state.support.my_inquiries(&t.actor, PageRequest::checked(q.page, q.page_size)?).await?;
    Ok(web::Json(InquiryPage::from_page(page, InquiryDto::from)))
}

/// A 1:1 question; files are added to it after (`POST /inquiries/{id}/files`).
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InquiryBody {
    #[schema(value_type = codes::InquiryCategoryCode)]
    pub category: String,
    #[schema(max_length = 100, pattern = r"\S", example = "조합원 명부 내보내기 문의")]
    pub title: String,
    #[schema(max_length = 5000, pattern = r"\S")]
    pub body: String,
}

/// Sends a 1:1 inquiry (/inquiry).
#[utoipa::path(
    tag = "support",
    security(("bearer" = [])),
    params(crate::idempotency::IdempotencyKeyHeader),
    request_body = InquiryBody,
    responses(
        (status = 201, body = InquiryDto),
        (status = 422, description = "validation_failed (`category`, `title`, `body`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/inquiries")]
pub async fn create_inquiry(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    body: web::Json<InquiryBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    crate::idempotency::once(&state, &req, t.actor.user_id, &b, StatusCode::CREATED, || async {
        Ok(InquiryDto::from(state.support.create_inquiry(&t.actor, &b.category, &b.title, &b.body).await?))
    })
    .await
}

/// One of the caller's inquiries with its files and answer (/inquiry-detail).
#[utoipa::path(
    tag = "support",
    security(("bearer" = [])),
    params(("inquiry_id" = i64, Path)),
    responses(
        (status = 200, body = InquiryDto),
        (status = 404, description = "inquiry_not_found (missing, or someone else's)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/inquiries/{inquiry_id}")]
pub async fn get_my_inquiry(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<web::Json<InquiryDto>, ApiError> {
    Ok(web::Json(state.support.my_inquiry(&t.actor, InquiryId(*id)).await?.into()))
}

/// Attaches one file (PDF, image, office or 한글 document; at most 10 MB; five an inquiry) to
/// the caller's inquiry while it waits for its answer.
#[utoipa::path(
    tag = "support",
    security(("bearer" = [])),
    params(("inquiry_id" = i64, Path)),
    request_body(content = SingleFileForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, body = InquiryFileDto),
        (status = 400, description = "no_file", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "inquiry_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "inquiry_answered, inquiry_files_full", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "file_too_large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "file_type_not_allowed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/inquiries/{inquiry_id}/files")]
pub async fn attach_inquiry_file(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    mut payload: Multipart,
) -> Result<HttpResponse, ApiError> {
    let file = only_file(&mut payload, MAX_INQUIRY_FILE_BYTES)
        .await?
        .ok_or_else(|| ApiError::new(ErrorCode::NoFile, "업로드할 파일을 선택해 주세요."))?;
    let stored = state.support.attach(&t.actor, InquiryId(*id), &file.name, file.bytes).await?;
    Ok(HttpResponse::Created().json(InquiryFileDto::from(stored)))
}

/// Downloads a file of the caller's inquiry (operator staff: of any inquiry).
#[utoipa::path(
    tag = "support",
    security(("bearer" = [])),
    params(("inquiry_id" = i64, Path), ("file_id" = i64, Path)),
    responses(
        (status = 200, description = "The file's bytes, with the type detected when it was uploaded", content_type = "*/*"),
        (status = 404, description = "inquiry_not_found, file_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/inquiries/{inquiry_id}/files/{file_id}")]
pub async fn download_my_inquiry_file(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (id, file_id) = path.into_inner();
    let operator = support::Operator::new(t.actor, t.user.user.is_operator).ok();
    let (file, bytes) = state.support.file(&t.actor, operator.as_ref(), InquiryId(id), InquiryFileId(file_id)).await?;
    Ok(file_response(&file.content_type, &file.name, &ascii_fallback(&file.name, file.id.get()), bytes))
}
