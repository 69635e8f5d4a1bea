//! The public share pages' calls (issue 19): no login, no session, only the link's token. They
//! answer the shared portfolio's pages and nothing else, never cached, never indexed, under a
//! Content-Security-Policy that lets the answer run nothing and be framed nowhere.

use actix_web::{get, post, web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};
use portfolio::model::{PdfTarget, SHARE_PAGE_SIZE};
use portfolio::{PortfolioItemId, VisitKey};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::client_ip;
use crate::routes::portfolio::files::PortfolioPdfKind;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(shared_list)
        .service(shared_item)
        .service(shared_portfolio_pdf)
        .service(shared_item_pdf)
        .service(start_visit)
        .service(send_code)
        .service(record_time);
}

/// The headers every public answer carries: nothing runs, nothing frames it, nothing is kept
/// or indexed, and no address leaks onward.
const PUBLIC_HEADERS: [(&str, &str); 4] = [
    ("content-security-policy", "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"),
    ("cache-control", "no-store"),
    ("referrer-policy", "no-referrer"),
    ("x-robots-tag", "noindex, nofollow"),
];

fn public(mut r: actix_web::HttpResponseBuilder) -> actix_web::HttpResponseBuilder {
    for h in PUBLIC_HEADERS {
        r.insert_header(h);
    }
    r
}

/// Refusals carry the same headers.
fn refused(e: impl Into<ApiError>) -> HttpResponse {
    let e: ApiError = e.into();
    let mut r = actix_web::ResponseError::error_response(&e);
    let h = r.headers_mut();
    for (k, v) in PUBLIC_HEADERS {
        h.insert(
            actix_web::http::header::HeaderName::from_static(k),
            actix_web::http::header::HeaderValue::from_static(v),
        );
    }
    r
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SharedListQuery {
    /// Part of a page title; kept by the page between visits.
    #[param(max_length = 100)]
    pub search: Option<String>,
    /// 1-based; ten rows a page.
    #[param(minimum = 1, maximum = 100000)]
    pub page: Option<u32>,
    /// The visit token from `POST /shares/{token}/visits`: required when the link has a
    /// password, otherwise optional.
    #[param(max_length = 100)]
    pub visit: Option<String>,
}

/// A read within a visit.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct VisitQuery {
    /// The visit token from `POST /shares/{token}/visits`: required when the link has a
    /// password, otherwise optional (a PDF frame sends it in its address).
    #[param(max_length = 100)]
    pub visit: Option<String>,
}

/// One row of the public list.
#[derive(Debug, Serialize, ToSchema)]
pub struct SharedRowDto {
    /// The row's NO, continuous across pages (1 is the first page's first row).
    pub no: i64,
    /// The page to open (previewItemNo).
    pub item_no: i64,
    pub title: String,
    pub updated_at: DateTime<Utc>,
    pub author_name: String,
}

/// The shared portfolio's list (spec: Shared list response).
#[derive(Debug, Serialize, ToSchema)]
pub struct SharedListDto {
    pub title: String,
    /// Whether 'PDF 저장' is offered (the GP may withhold the whole PDF).
    pub allow_download: bool,
    /// Whether `GET /shares/{token}/pdfs/title` has the title page (shown in a 648 px frame).
    pub has_title_pdf: bool,
    /// Whether `GET /shares/{token}/pdfs/full` has the whole portfolio ('PDF 저장').
    pub has_full_pdf: bool,
    pub items: Vec<SharedRowDto>,
    pub total_count: i64,
    pub page: u32,
    pub page_size: i64,
}

/// One shared page with its neighbours (spec: Portfolio item, share detail).
#[derive(Debug, Serialize, ToSchema)]
pub struct SharedItemDto {
    pub item_no: i64,
    pub title: String,
    pub startup_name: String,
    /// The overview's three blocks (sanitized HTML).
    pub blocks: [String; 3],
    pub updated_at: DateTime<Utc>,
    /// Whether `GET /shares/{token}/items/{item_no}/pdf` has the page's PDF (shown in a frame;
    /// the blocks are the fallback).
    pub has_pdf: bool,
    pub previous_item_no: Option<i64>,
    pub next_item_no: Option<i64>,
}

/// The shared portfolio's pages, ten a page, searchable by title.
#[utoipa::path(
    tag = "share",
    params(("token" = String, Path), SharedListQuery),
    responses(
        (status = 200, body = SharedListDto),
        (status = 404, description = "share_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "share_password_required", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "share_expired, share_revoked", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/shares/{token}")]
pub async fn shared_list(
    state: web::Data<AppState>,
    token: web::Path<String>,
    q: web::Query<SharedListQuery>,
) -> HttpResponse {
    let page = q.page.unwrap_or(1).clamp(1, 100_000);
    let search = q.search.as_deref().unwrap_or_default();
    match state.shares.shared_list(&token, q.visit.as_deref(), search, page).await {
        Ok((list, access)) => {
            let first = i64::from(page - 1) * SHARE_PAGE_SIZE;
            let items = (1..)
                .zip(list.rows)
                .map(|(n, r)| SharedRowDto {
                    no: first + n,
                    item_no: r.item.get(),
                    title: r.title,
                    updated_at: r.updated_at,
                    author_name: r.author_name,
                })
                .collect();
            public(HttpResponse::Ok()).json(SharedListDto {
                title: list.title,
                allow_download: access.allow_download,
                has_title_pdf: list.title_pdf_at.is_some(),
                has_full_pdf: list.full_pdf_at.is_some(),
                items,
                total_count: list.total,
                page,
                page_size: SHARE_PAGE_SIZE,
            })
        }
        Err(e) => refused(e),
    }
}

/// One shared page.
#[utoipa::path(
    tag = "share",
    params(("token" = String, Path), ("item_no" = i64, Path, minimum = 1), VisitQuery),
    responses(
        (status = 200, body = SharedItemDto),
        (status = 404, description = "share_not_found, portfolio_item_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "share_password_required", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "share_expired, share_revoked", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/shares/{token}/items/{item_no}")]
pub async fn shared_item(
    state: web::Data<AppState>,
    path: web::Path<(String, i64)>,
    q: web::Query<VisitQuery>,
) -> HttpResponse {
    let (token, item) = path.into_inner();
    match state.shares.shared_item(&token, q.visit.as_deref(), PortfolioItemId(item)).await {
        Ok(s) => {
            let [a, b, c] = s.item.blocks;
            public(HttpResponse::Ok()).json(SharedItemDto {
                item_no: s.item.id.get(),
                title: s.item.title,
                startup_name: s.item.startup_name,
                blocks: [a.into_string(), b.into_string(), c.into_string()],
                updated_at: s.item.updated_at,
                has_pdf: s.item.pdf_at.is_some(),
                previous_item_no: s.previous.map(PortfolioItemId::get),
                next_item_no: s.next.map(PortfolioItemId::get),
            })
        }
        Err(e) => refused(e),
    }
}

/// The PDF answer of a public call: the public headers, but the browser's PDF viewer may run
/// in it and the share page (same origin) may frame it.
fn public_pdf(bytes: Vec<u8>, file_name: &str) -> HttpResponse {
    let mut r = crate::routes::portfolio::files::pdf_response(bytes, file_name);
    let h = r.headers_mut();
    for (k, v) in PUBLIC_HEADERS.into_iter().filter(|(k, _)| *k != "content-security-policy") {
        h.insert(
            actix_web::http::header::HeaderName::from_static(k),
            actix_web::http::header::HeaderValue::from_static(v),
        );
    }
    r
}

/// The shared portfolio's title page or whole PDF.
#[utoipa::path(
    tag = "share",
    params(("token" = String, Path), ("kind" = inline(PortfolioPdfKind), Path), VisitQuery),
    responses(
        (status = 200, description = "The PDF", content_type = "application/pdf"),
        (status = 403, description = "share_download_off (the whole PDF)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "share_not_found, pdf_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "share_password_required", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "share_expired, share_revoked", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/shares/{token}/pdfs/{kind}")]
pub async fn shared_portfolio_pdf(
    state: web::Data<AppState>,
    path: web::Path<(String, PortfolioPdfKind)>,
    q: web::Query<VisitQuery>,
) -> HttpResponse {
    let (token, kind) = path.into_inner();
    match state.shares.shared_pdf(&token, q.visit.as_deref(), kind.into()).await {
        Ok(bytes) => public_pdf(bytes, "portfolio.pdf"),
        Err(e) => refused(e),
    }
}

/// A shared page's PDF.
#[utoipa::path(
    tag = "share",
    params(("token" = String, Path), ("item_no" = i64, Path, minimum = 1), VisitQuery),
    responses(
        (status = 200, description = "The PDF", content_type = "application/pdf"),
        (status = 404, description = "share_not_found, portfolio_item_not_found, pdf_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "share_password_required", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "share_expired, share_revoked", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/shares/{token}/items/{item_no}/pdf")]
pub async fn shared_item_pdf(
    state: web::Data<AppState>,
    path: web::Path<(String, i64)>,
    q: web::Query<VisitQuery>,
) -> HttpResponse {
    let (token, item) = path.into_inner();
    match state.shares.shared_pdf(&token, q.visit.as_deref(), PdfTarget::Item(PortfolioItemId(item))).await {
        Ok(bytes) => public_pdf(bytes, &format!("portfolio-item-{item}.pdf")),
        Err(e) => refused(e),
    }
}

/// Opening a link: the password when it has one; the reader's address and the code mailed to
/// it when it asks who reads.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct VisitBody {
    #[schema(max_length = 64)]
    pub password: Option<String>,
    #[schema(max_length = 254)]
    pub email: Option<String>,
    /// The six digits from `POST /shares/{token}/email-codes`.
    #[schema(max_length = 12)]
    pub code: Option<String>,
}

/// A visit opened: send `visit` with every read of the link.
#[derive(Debug, Serialize, ToSchema)]
pub struct VisitDto {
    pub visit: String,
}

/// Opens a visit of the link (the share page does on load): checks the password when the link
/// has one, then the e-mail code when it asks who reads, and starts the view log the GP reads.
/// Ten wrong passwords from one client address in 15 minutes make that address wait (429); once
/// a link has had thirty from anyone, an address that has been wrong too waits, while one that
/// has not still gets in with the right password. A code allows five tries.
#[utoipa::path(
    tag = "share",
    params(("token" = String, Path)),
    request_body = VisitBody,
    responses(
        (status = 201, body = VisitDto),
        (status = 401, description = "share_password_required, share_password_wrong, share_email_required, share_code_wrong, share_code_expired", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "share_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "share_expired, share_revoked", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`email`)", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "too_many_attempts", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/shares/{token}/visits")]
pub async fn start_visit(
    state: web::Data<AppState>,
    req: HttpRequest,
    token: web::Path<String>,
    body: web::Json<VisitBody>,
) -> HttpResponse {
    let address = client_ip(&req, state.trust_proxy);
    let key = VisitKey {
        address: &address,
        password: body.password.as_deref(),
        email: body.email.as_deref(),
        code: body.code.as_deref(),
    };
    match state.shares.start_visit(&token, key).await {
        Ok(visit) => public(HttpResponse::Created()).json(VisitDto { visit }),
        Err(e) => refused(e),
    }
}

/// Asking for a code: the address it goes to.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CodeRequestBody {
    #[schema(max_length = 254)]
    pub email: String,
}

/// Mails a six-digit code (ten minutes, one use) to the reader's address, for a link that asks
/// who reads it. At most five codes per address and thirty per link in fifteen minutes.
#[utoipa::path(
    tag = "share",
    params(("token" = String, Path)),
    request_body = CodeRequestBody,
    responses(
        (status = 202, description = "The code is on its way"),
        (status = 401, description = "share_email_required (a blank address)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "share_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "share_expired, share_revoked", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`email`; also when the link asks no address)", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "too_many_attempts", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/shares/{token}/email-codes")]
pub async fn send_code(
    state: web::Data<AppState>,
    token: web::Path<String>,
    body: web::Json<CodeRequestBody>,
) -> HttpResponse {
    match state.shares.send_code(&token, Some(&body.email)).await {
        Ok(()) => public(HttpResponse::Accepted()).finish(),
        Err(e) => refused(e),
    }
}

/// Time a visit spent on one page, reported by the share page every 15 s while shown.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct VisitTimeBody {
    /// The page read; absent for the list.
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    #[schema(minimum = 1)]
    pub item_no: Option<i64>,
    #[serde(deserialize_with = "crate::wire::int32")]
    #[schema(minimum = 1, maximum = 60)]
    pub seconds: i32,
}

/// Adds reading time to the visit's log.
#[utoipa::path(
    tag = "share",
    params(("token" = String, Path), ("visit" = String, Path, max_length = 100)),
    request_body = VisitTimeBody,
    responses(
        (status = 204, description = "Counted"),
        (status = 401, description = "share_password_required (no such visit of the link)", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "share_not_found, portfolio_item_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "share_expired, share_revoked", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`seconds`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/shares/{token}/visits/{visit}/time")]
pub async fn record_time(
    state: web::Data<AppState>,
    path: web::Path<(String, String)>,
    body: web::Json<VisitTimeBody>,
) -> HttpResponse {
    let (token, visit) = path.into_inner();
    match state.shares.record_time(&token, &visit, body.item_no.map(PortfolioItemId), body.seconds).await {
        Ok(()) => public(HttpResponse::NoContent()).finish(),
        Err(e) => refused(e),
    }
}
