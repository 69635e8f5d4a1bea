//! Data requests: a GP firm asks startups for a quarter's figures, a year's statements or
//! documents (`/data-requests`); the startup answers in its account (`/startup-data-requests`)
//! or once through the link its mail carries (`/data-request-links/{token}`, no sign-in).

use actix_multipart::Multipart;
use actix_web::http::StatusCode;
use actix_web::{get, post, web, HttpRequest, HttpResponse};
use chrono::{DateTime, NaiveDate, Utc};
use company::requests::{
    AnswerDraft, CheckedAnswer, DataRequestDetail, DataRequestDraft, DataRequestId, DataRequestSummary, RequestAnswer,
    RequestAsk, RequestMailDelivery, RequestTarget, RequestTargetId, TargetDraft,
};
use company::{BalanceSheet, CompanyError, DocumentKind, IncomeStatement};
use kernel::upload::MAX_FILE_BYTES;
use kernel::PageRequest;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::routes::paging::PageQuery;
use crate::routes::startup::dto::StartupDocumentDto;
use crate::routes::startup::edits::YearFiguresBody;
use crate::routes::startup::files::DocumentQuery;
use crate::routes::startup::guard::viewer;
use crate::routes::startup::startups::{BalanceSheetDto, IncomeStatementDto};
use crate::state::AppState;
use crate::upload::{only_file, SingleFileForm};

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(create_data_request)
        .service(list_data_requests)
        .service(get_data_request)
        .service(startup_data_requests)
        .service(answer_data_request)
        .service(get_request_link)
        .service(answer_request_link)
        .service(upload_request_link_document);
}

/// A new request.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DataRequestBody {
    #[schema(max_length = 100, example = "2026년 3분기 실적 자료 요청")]
    pub title: String,
    /// What the GP writes to the startups (plain text, up to 2,000 characters).
    #[serde(default)]
    pub message: String,
    #[schema(value_type = Vec<codes::DataRequestItemCode>, min_items = 1)]
    pub items: Vec<String>,
    /// The quarter the quarterly items are for.
    #[serde(deserialize_with = "crate::wire::int32")]
    #[schema(minimum = 2000, maximum = 2100)]
    pub year: i32,
    #[serde(deserialize_with = "crate::wire::int32")]
    #[schema(minimum = 1, maximum = 4)]
    pub quarter: i32,
    /// The year whose statements are asked (with `yearly_statements`).
    #[serde(default, deserialize_with = "crate::wire::opt_int32")]
    pub statements_year: Option<i32>,
    /// The documents asked (with `documents`).
    #[serde(default)]
    #[schema(value_type = Vec<codes::CompanyDocumentCode>)]
    pub document_kinds: Vec<String>,
    /// The due date (Korean date, today or later).
    pub due_on: NaiveDate,
    #[schema(min_items = 1, max_items = 100)]
    #[serde(deserialize_with = "crate::wire::object_list")]
    pub startups: Vec<RequestStartupBody>,
}

/// A startup to ask, with an address when the GP has a better one than the startup's account.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RequestStartupBody {
    #[serde(deserialize_with = "crate::wire::int")]
    pub startup_id: i64,
    #[serde(default)]
    #[schema(format = Email)]
    pub email: Option<String>,
}

/// What a request asks.
#[derive(Debug, Serialize, ToSchema)]
pub struct RequestAskDto {
    pub title: String,
    pub message: String,
    #[schema(value_type = Vec<codes::DataRequestItemCode>)]
    pub items: Vec<String>,
    pub year: i32,
    pub quarter: u8,
    /// '2026년 3분기'.
    pub period_label: String,
    pub statements_year: Option<i32>,
    #[schema(value_type = Vec<codes::CompanyDocumentCode>)]
    pub document_kinds: Vec<String>,
    /// The Korean names of `document_kinds`, in the same order.
    pub document_labels: Vec<String>,
    pub due_on: NaiveDate,
    /// One line of what is asked ('2026년 3분기 매출, 현금 잔고 · 서류(IR 자료)').
    pub summary: String,
}

impl From<&RequestAsk> for RequestAskDto {
    fn from(a: &RequestAsk) -> Self {
        RequestAskDto {
            title: a.title.clone(),
            message: a.message.clone(),
            items: a.items.iter().map(|i| i.code().to_string()).collect(),
            year: a.period.year,
            quarter: a.period.quarter,
            period_label: a.period.label(),
            statements_year: a.statements_year,
            document_kinds: a.document_kinds.iter().map(|k| k.code().to_string()).collect(),
            document_labels: a.document_kinds.iter().map(|k| k.label().to_string()).collect(),
            due_on: a.due_on,
            summary: a.summary(),
        }
    }
}

/// One startup's part of a request.
#[derive(Debug, Serialize, ToSchema)]
pub struct RequestTargetDto {
    pub id: i64,
    pub request_id: i64,
    pub firm_name: String,
    pub startup_id: i64,
    pub startup_name: String,
    /// Where the request and its reminders go.
    pub email: String,
    #[schema(value_type = codes::RequestStatusCode)]
    pub status: String,
    /// 응답 대기, 기한 지남, 응답 완료, 기한 후 응답.
    pub status_label: String,
    pub sent_at: DateTime<Utc>,
    /// The first answer.
    pub answered_at: Option<DateTime<Utc>>,
    /// Until when the latest mailed link works (it stops working once answered).
    pub link_expires_at: DateTime<Utc>,
    pub reminders: i32,
    pub last_reminded_at: Option<DateTime<Utc>>,
    pub ask: RequestAskDto,
}

fn target_dto(t: &RequestTarget, now: DateTime<Utc>) -> RequestTargetDto {
    let status = t.status(now);
    RequestTargetDto {
        id: t.id.get(),
        request_id: t.request.get(),
        firm_name: t.firm_name.clone(),
        startup_id: t.startup.get(),
        startup_name: t.startup_name.clone(),
        email: t.email.as_str().to_string(),
        status: status.code().to_string(),
        status_label: status.label().to_string(),
        sent_at: t.sent_at,
        answered_at: t.answered_at,
        link_expires_at: t.link_expires_at,
        reminders: t.reminders,
        last_reminded_at: t.last_reminded_at,
        ask: (&t.ask).into(),
    }
}

/// An answer as given; what was not asked is null.
#[derive(Debug, Serialize, ToSchema)]
pub struct RequestAnswerDto {
    pub answered_at: DateTime<Utc>,
    pub author_name: String,
    /// account (in the startup's account) or link (through the mailed link).
    pub via: String,
    /// Won.
    pub sales: Option<i64>,
    /// Won.
    pub cash: Option<i64>,
    pub headcount: Option<i64>,
    /// The year's statements as answered.
    pub statements: Option<YearFiguresBody>,
    pub note: String,
}

fn answer_dto(a: &RequestAnswer) -> RequestAnswerDto {
    let CheckedAnswer { quarter, statements, note } = &a.answer;
    RequestAnswerDto {
        answered_at: a.answered_at,
        author_name: a.author_name.clone(),
        via: a.via.code().to_string(),
        sales: quarter.and_then(|q| q.sales),
        cash: quarter.and_then(|q| q.cash),
        headcount: quarter.and_then(|q| q.headcount),
        statements: statements.as_ref().map(|y| YearFiguresBody {
            balance: BalanceSheetDto::of(y.balance.year, Some(&y.balance)),
            income: IncomeStatementDto::of(y.income.year, Some(&y.income)),
        }),
        note: note.clone(),
    }
}

/// One mail of a target (the request or a reminder).
#[derive(Debug, Serialize, ToSchema)]
pub struct RequestMailDto {
    pub at: DateTime<Utc>,
    /// queued, sending, sent, failed
    pub status: String,
}

impl From<&RequestMailDelivery> for RequestMailDto {
    fn from(m: &RequestMailDelivery) -> Self {
        RequestMailDto { at: m.at, status: m.status.clone() }
    }
}

/// A request in the firm's list.
#[derive(Debug, Serialize, ToSchema)]
pub struct DataRequestSummaryDto {
    pub id: i64,
    pub ask: RequestAskDto,
    pub created_at: DateTime<Utc>,
    pub created_by: String,
    pub targets: i64,
    pub answered: i64,
    /// Unanswered past the due date.
    pub late: i64,
}

impl From<&DataRequestSummary> for DataRequestSummaryDto {
    fn from(s: &DataRequestSummary) -> Self {
        DataRequestSummaryDto {
            id: s.id.get(),
            ask: (&s.ask).into(),
            created_at: s.created_at,
            created_by: s.created_by.clone(),
            targets: s.targets,
            answered: s.answered,
            late: s.late,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DataRequestPage {
    pub items: Vec<DataRequestSummaryDto>,
    pub page: u32,
    pub page_size: u32,
    pub total_count: i64,
}

/// A startup's part with its answers (latest first) and mails (oldest first).
#[derive(Debug, Serialize, ToSchema)]
pub struct RequestTargetDetailDto {
    pub target: RequestTargetDto,
    pub answers: Vec<RequestAnswerDto>,
    pub mails: Vec<RequestMailDto>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DataRequestDetailDto {
    pub request: DataRequestSummaryDto,
    pub targets: Vec<RequestTargetDetailDto>,
}

fn detail_dto(d: &DataRequestDetail, now: DateTime<Utc>) -> DataRequestDetailDto {
    DataRequestDetailDto {
        request: (&d.summary).into(),
        targets: d
            .targets
            .iter()
            .map(|(t, answers, mails)| RequestTargetDetailDto {
                target: target_dto(t, now),
                answers: answers.iter().map(answer_dto).collect(),
                mails: mails.iter().map(Into::into).collect(),
            })
            .collect(),
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CreatedDataRequest {
    pub id: i64,
}

/// A GP firm asks startups for data; each startup's mail (with its own link, 14 days) is queued.
#[utoipa::path(
    tag = "dataRequests",
    security(("bearer" = [])),
    params(crate::idempotency::IdempotencyKeyHeader),
    request_body = DataRequestBody,
    responses(
        (status = 201, body = CreatedDataRequest),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`title`, `items`, `quarter`, `statements_year`, `document_kinds`, `due_on`, `startups`, `startups.{n}.email`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/data-requests")]
pub async fn create_data_request(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    body: web::Json<DataRequestBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let draft = DataRequestDraft {
        title: b.title.clone(),
        message: b.message.clone(),
        items: b.items.clone(),
        year: b.year,
        // Out of range reads as 0, which the domain names as a bad quarter.
        quarter: u8::try_from(b.quarter).unwrap_or(0),
        statements_year: b.statements_year,
        document_kinds: b.document_kinds.clone(),
        due_on: b.due_on,
        startups: b.startups.iter().map(|s| TargetDraft { startup: s.startup_id, email: s.email.clone() }).collect(),
    };
    // A second click or a retried request sends no second round of mails.
    crate::idempotency::once(&state, &req, t.actor.user_id, &b, StatusCode::CREATED, || async {
        let id = state.startups.create_request(viewer(t.actor, &t.user), draft).await?;
        state.mail_wake.notify_one();
        Ok(CreatedDataRequest { id: id.get() })
    })
    .await
}

/// The firm's requests, the latest first, with how many answered and how many are late.
#[utoipa::path(
    tag = "dataRequests",
    security(("bearer" = [])),
    params(PageQuery),
    responses(
        (status = 200, body = DataRequestPage),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/data-requests")]
pub async fn list_data_requests(
    state: web::Data<AppState>,
    t: Tenant,
    q: web::Query<PageQuery>,
) -> Result<web::Json<DataRequestPage>, ApiError> {
    let page = PageRequest::checked(q.page, q.page_size)?;
    let p = state.startups.requests(viewer(t.actor, &t.user), page).await?;
    Ok(web::Json(DataRequestPage {
        items: p.items.iter().map(Into::into).collect(),
        page: p.page,
        page_size: p.page_size,
        total_count: p.total_count,
    }))
}

/// One of the firm's requests: every startup's status, answers and mails.
#[utoipa::path(
    tag = "dataRequests",
    security(("bearer" = [])),
    params(("request_id" = i64, Path, minimum = 1)),
    responses(
        (status = 200, body = DataRequestDetailDto),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "data_request_not_found (also another firm's)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/data-requests/{request_id}")]
pub async fn get_data_request(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<web::Json<DataRequestDetailDto>, ApiError> {
    let now = state.startups.now();
    let d = state.startups.request_detail(viewer(t.actor, &t.user), DataRequestId(*id)).await?;
    Ok(web::Json(detail_dto(&d, now)))
}

/// A request addressed to the startup, with its answers.
#[derive(Debug, Serialize, ToSchema)]
pub struct InboxEntryDto {
    pub target: RequestTargetDto,
    pub answers: Vec<RequestAnswerDto>,
}

/// The requests addressed to the signed-in member's startup, the latest first.
#[utoipa::path(
    tag = "dataRequests",
    security(("bearer" = [])),
    responses(
        (status = 200, body = Vec<InboxEntryDto>),
        (status = 403, description = "own_company_only", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/startup-data-requests")]
pub async fn startup_data_requests(
    state: web::Data<AppState>,
    t: Tenant,
) -> Result<web::Json<Vec<InboxEntryDto>>, ApiError> {
    let now = state.startups.now();
    let inbox = state.startups.request_inbox(viewer(t.actor, &t.user)).await?;
    Ok(web::Json(
        inbox
            .iter()
            .map(|(t, answers)| InboxEntryDto {
                target: target_dto(t, now),
                answers: answers.iter().map(answer_dto).collect(),
            })
            .collect(),
    ))
}

/// An answer: the figures asked (null for what was not asked) and a note.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AnswerBody {
    /// The quarter's sales, won.
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub sales: Option<i64>,
    /// Cash at the quarter's end, won.
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub cash: Option<i64>,
    /// Staff at the quarter's end.
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub headcount: Option<i64>,
    /// The asked year's statements (their `year` fields are ignored).
    #[serde(default)]
    pub statements: Option<YearFiguresBody>,
    #[serde(default)]
    #[schema(max_length = 1000)]
    pub note: String,
}

impl From<AnswerBody> for AnswerDraft {
    fn from(b: AnswerBody) -> Self {
        AnswerDraft {
            sales: b.sales,
            cash: b.cash,
            headcount: b.headcount,
            statements: b.statements.map(|s| (BalanceSheet::from(s.balance), IncomeStatement::from(s.income))),
            note: b.note,
        }
    }
}

/// The startup answers a request in its account (again, to correct an answer); the data lands
/// in its profile, pending fact-check.
#[utoipa::path(
    tag = "dataRequests",
    security(("bearer" = [])),
    params(("target_id" = i64, Path, minimum = 1)),
    request_body = AnswerBody,
    responses(
        (status = 200, body = RequestTargetDto),
        (status = 403, description = "own_company_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "data_request_not_found (not addressed to the startup)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`sales`, `cash`, `headcount`, `statements.…`, `documents`, `note`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/startup-data-requests/{target_id}/answer")]
pub async fn answer_data_request(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<AnswerBody>,
) -> Result<web::Json<RequestTargetDto>, ApiError> {
    let now = state.startups.now();
    let v = viewer(t.actor, &t.user);
    let target = state.startups.answer_request(v, RequestTargetId(*id), body.into_inner().into()).await?;
    Ok(web::Json(target_dto(&target, now)))
}

/// What a request link opens.
#[derive(Debug, Serialize, ToSchema)]
pub struct RequestLinkDto {
    pub target: RequestTargetDto,
    /// Documents of the asked kinds uploaded since the request was sent.
    pub documents: Vec<StartupDocumentDto>,
}

/// The request a mailed link opens (no sign-in). It works until answered or expired.
#[utoipa::path(
    tag = "dataRequests",
    params(("token" = String, Path, min_length = 1)),
    responses(
        (status = 200, body = RequestLinkDto),
        (status = 404, description = "request_link_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "request_link_used, request_link_expired", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/data-request-links/{token}")]
pub async fn get_request_link(
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<web::Json<RequestLinkDto>, ApiError> {
    let now = state.startups.now();
    let (t, docs) = state.startups.link_request(&token).await?;
    Ok(web::Json(RequestLinkDto { target: target_dto(&t, now), documents: docs.into_iter().map(Into::into).collect() }))
}

/// Answers through the link, once; the link stops working.
#[utoipa::path(
    tag = "dataRequests",
    params(("token" = String, Path, min_length = 1)),
    request_body = AnswerBody,
    responses(
        (status = 204, description = "Answered"),
        (status = 404, description = "request_link_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "request_link_used, request_link_expired", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/data-request-links/{token}/answer")]
pub async fn answer_request_link(
    state: web::Data<AppState>,
    token: web::Path<String>,
    body: web::Json<AnswerBody>,
) -> Result<HttpResponse, ApiError> {
    state.startups.answer_by_link(&token, body.into_inner().into()).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Uploads one asked document through the link (before answering); answers the documents
/// uploaded for the request so far.
#[utoipa::path(
    tag = "dataRequests",
    params(("token" = String, Path, min_length = 1), DocumentQuery),
    request_body(content = SingleFileForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, body = Vec<StartupDocumentDto>),
        (status = 400, description = "no_file, invalid_request", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "request_link_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "too_many_documents", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "request_link_used, request_link_expired", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "file_too_large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "file_type_not_allowed", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "file_empty, validation_failed (`kind` not asked)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/data-request-links/{token}/documents")]
pub async fn upload_request_link_document(
    state: web::Data<AppState>,
    token: web::Path<String>,
    q: web::Query<DocumentQuery>,
    mut payload: Multipart,
) -> Result<HttpResponse, ApiError> {
    let kind = DocumentKind::parse(&q.kind).ok_or_else(|| ApiError::bad_request("kind가 올바르지 않습니다."))?;
    // The link is checked before the body is read.
    state.startups.link_request(&token).await?;
    let file = only_file(&mut payload, MAX_FILE_BYTES).await?.ok_or(CompanyError::NoFile)?;
    let docs = state.startups.upload_by_link(&token, kind, &file.name, file.bytes).await?;
    let body: Vec<StartupDocumentDto> = docs.into_iter().map(Into::into).collect();
    Ok(HttpResponse::Created().json(body))
}
