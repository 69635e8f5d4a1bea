//! The files a portfolio page is made of (issue 19): the editor's pictures (uploaded, or fetched
//! by the server from the host a pasted picture came from) and the PDFs the GP's browser makes
//! of each page, the title page and the whole portfolio.

use actix_multipart::Multipart;
use actix_web::http::header;
use actix_web::{get, post, put, web, HttpResponse};
use chrono::{DateTime, Utc};
use portfolio::images::MAX_EDITOR_IMAGE_BYTES;
use portfolio::model::{PdfTarget, MAX_PDF_BYTES};
use portfolio::{HostedImage, PortfolioId, PortfolioItemId};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, ErrorCode, Problem};
use crate::extract::Tenant;
use crate::routes::portfolio::portfolios::gp;
use crate::state::AppState;
use crate::upload::{only_file, SingleFileForm};

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(upload_portfolio_image)
        .service(import_portfolio_image)
        .service(portfolio_image)
        .service(store_item_pdf)
        .service(item_pdf)
        .service(store_portfolio_pdf)
        .service(portfolio_pdf);
}

/// A kept picture: put `url` in the page's `<img src>`.
#[derive(Debug, Serialize, ToSchema)]
pub struct PortfolioImageDto {
    /// `/api/v1/portfolio-images/{name}`: served to anyone holding it, cached for good.
    pub url: String,
    /// What was kept: BMP and TIFF become PNG or JPEG, pictures over 250,000 bytes are shrunk
    /// to fit 1024 x 1024.
    pub content_type: String,
    pub size: usize,
}

impl From<HostedImage> for PortfolioImageDto {
    fn from(h: HostedImage) -> Self {
        PortfolioImageDto {
            url: format!("/api/v1/portfolio-images/{}", h.name),
            content_type: h.kind.mime().to_owned(),
            size: h.size,
        }
    }
}

fn no_file() -> ApiError {
    ApiError::new(ErrorCode::NoFile, "업로드할 파일을 선택해 주세요.")
}

/// Keeps a picture uploaded or pasted into the editor (jpg, jpeg, png, gif, bmp, tif, tiff by
/// content; at most 20 MB).
#[utoipa::path(
    tag = "portfolios",
    security(("bearer" = [])),
    request_body(content = SingleFileForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, body = PortfolioImageDto),
        (status = 400, description = "no_file", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "file_too_large ('파일 용량이 초과됐습니다. (최대20MB)')", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "file_type_not_allowed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/portfolio-images")]
pub async fn upload_portfolio_image(
    state: web::Data<AppState>,
    t: Tenant,
    mut payload: Multipart,
) -> Result<HttpResponse, ApiError> {
    gp(&t)?;
    let file = only_file(&mut payload, MAX_EDITOR_IMAGE_BYTES)
        .await
        .map_err(|e| if e.code == "file_too_large" { portfolio::PortfolioError::ImageTooLarge.into() } else { e })?
        .ok_or_else(no_file)?;
    let kept = state.portfolio_images.upload(file.bytes).await?;
    Ok(HttpResponse::Created().json(PortfolioImageDto::from(kept)))
}

/// A picture's address on another host.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ImageUrlBody {
    /// `http` or `https`; the server fetches it (public addresses only, redirects checked
    /// again, at most 20 MB).
    #[schema(max_length = 2000)]
    pub image_url: String,
}

/// Re-hosts a picture pasted from another site: the server fetches and keeps it, and the editor
/// replaces the picture's source with the returned `url`.
#[utoipa::path(
    tag = "portfolios",
    security(("bearer" = [])),
    request_body = ImageUrlBody,
    responses(
        (status = 201, body = PortfolioImageDto),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "file_too_large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "file_type_not_allowed", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "image_url_refused (not http(s), credentials, an internal address, also after a redirect), image_unreachable (no picture came: an error status, a timeout, too many redirects)", body = Problem, content_type = "application/problem+json"),

    )
)]
#[post("/portfolio-images/from-url")]
pub async fn import_portfolio_image(
    state: web::Data<AppState>,
    t: Tenant,
    body: web::Json<ImageUrlBody>,
) -> Result<HttpResponse, ApiError> {
    gp(&t)?;
    if body.image_url.len() > 2000 {
        return Err(portfolio::PortfolioError::ImageUrlRefused(portfolio::images::UrlRefusal::Malformed).into());
    }
    let kept = state.portfolio_images.import(&body.image_url).await?;
    Ok(HttpResponse::Created().json(PortfolioImageDto::from(kept)))
}

/// A kept picture, for anyone holding its address (the editor, the PDF renderer, a shared
/// page). Cached for good: a picture never changes under its name.
#[utoipa::path(
    tag = "portfolios",
    params(("name" = String, Path, max_length = 40)),
    responses(
        (status = 200, description = "The picture (JPEG, PNG, GIF, BMP or TIFF)", content_type = "image/*"),
        (status = 404, description = "media_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/portfolio-images/{name}")]
pub async fn portfolio_image(state: web::Data<AppState>, name: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let (bytes, kind) = state.portfolio_images.open(&name).await?;
    Ok(HttpResponse::Ok()
        .content_type(kind.mime())
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((header::CACHE_CONTROL, "public, max-age=31536000, immutable"))
        .insert_header((header::CONTENT_SECURITY_POLICY, "default-src 'none'"))
        .body(bytes))
}

/// When a PDF was stored.
#[derive(Debug, Serialize, ToSchema)]
pub struct StoredPdfDto {
    pub stored_at: DateTime<Utc>,
}

/// A PDF shown in a frame: inline, never cached, framed only by the app itself (the share
/// pages). No `default-src 'none'` here: the browser's PDF viewer runs in this document.
pub(crate) fn pdf_response(bytes: Vec<u8>, file_name: &str) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/pdf")
        .insert_header((header::CONTENT_DISPOSITION, format!("inline; filename=\"{file_name}\"")))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .insert_header((header::CONTENT_SECURITY_POLICY, "frame-ancestors 'self'"))
        .body(bytes)
}

async fn read_pdf(payload: &mut Multipart) -> Result<Vec<u8>, ApiError> {
    Ok(only_file(payload, MAX_PDF_BYTES).await?.ok_or_else(no_file)?.bytes)
}

/// Stores a page's overview PDF (portrait A4, made by the editor's PDF export).
#[utoipa::path(
    tag = "portfolios",
    security(("bearer" = [])),
    params(("portfolio_id" = i64, Path, minimum = 1), ("item_id" = i64, Path, minimum = 1)),
    request_body(content = SingleFileForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = StoredPdfDto),
        (status = 400, description = "no_file", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "portfolio_not_found, portfolio_item_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "file_too_large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "not_pdf", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/portfolios/{portfolio_id}/items/{item_id}/pdf")]
pub async fn store_item_pdf(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
    mut payload: Multipart,
) -> Result<web::Json<StoredPdfDto>, ApiError> {
    let actor = gp(&t)?;
    let (id, item) = path.into_inner();
    let bytes = read_pdf(&mut payload).await?;
    let target = PdfTarget::Item(PortfolioItemId(item));
    let stored_at = state.portfolio_pdfs.store(&actor, PortfolioId(id), target, bytes).await?;
    Ok(web::Json(StoredPdfDto { stored_at }))
}

/// A page's stored overview PDF.
#[utoipa::path(
    tag = "portfolios",
    security(("bearer" = [])),
    params(("portfolio_id" = i64, Path, minimum = 1), ("item_id" = i64, Path, minimum = 1)),
    responses(
        (status = 200, description = "The PDF", content_type = "application/pdf"),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "portfolio_not_found, portfolio_item_not_found, pdf_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/portfolios/{portfolio_id}/items/{item_id}/pdf")]
pub async fn item_pdf(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let actor = gp(&t)?;
    let (id, item) = path.into_inner();
    let bytes = state.portfolio_pdfs.read(&actor, PortfolioId(id), PdfTarget::Item(PortfolioItemId(item))).await?;
    Ok(pdf_response(bytes, &format!("portfolio-{id}-{item}.pdf")))
}

/// The portfolio's title page or its whole.
#[derive(Debug, Clone, Copy, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PortfolioPdfKind {
    /// The title page (shown above the share list).
    Title,
    /// Every page (the share list's 'PDF 저장').
    Full,
}

impl From<PortfolioPdfKind> for PdfTarget {
    fn from(k: PortfolioPdfKind) -> Self {
        match k {
            PortfolioPdfKind::Title => PdfTarget::Title,
            PortfolioPdfKind::Full => PdfTarget::Full,
        }
    }
}

/// Stores the portfolio's title-page or whole PDF.
#[utoipa::path(
    tag = "portfolios",
    security(("bearer" = [])),
    params(("portfolio_id" = i64, Path, minimum = 1), ("kind" = inline(PortfolioPdfKind), Path)),
    request_body(content = SingleFileForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = StoredPdfDto),
        (status = 400, description = "no_file", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "portfolio_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "file_too_large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "not_pdf", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/portfolios/{portfolio_id}/pdfs/{kind}")]
pub async fn store_portfolio_pdf(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, PortfolioPdfKind)>,
    mut payload: Multipart,
) -> Result<web::Json<StoredPdfDto>, ApiError> {
    let actor = gp(&t)?;
    let (id, kind) = path.into_inner();
    let bytes = read_pdf(&mut payload).await?;
    let stored_at = state.portfolio_pdfs.store(&actor, PortfolioId(id), kind.into(), bytes).await?;
    Ok(web::Json(StoredPdfDto { stored_at }))
}

/// The portfolio's stored title-page or whole PDF.
#[utoipa::path(
    tag = "portfolios",
    security(("bearer" = [])),
    params(("portfolio_id" = i64, Path, minimum = 1), ("kind" = inline(PortfolioPdfKind), Path)),
    responses(
        (status = 200, description = "The PDF", content_type = "application/pdf"),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "portfolio_not_found, pdf_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/portfolios/{portfolio_id}/pdfs/{kind}")]
pub async fn portfolio_pdf(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, PortfolioPdfKind)>,
) -> Result<HttpResponse, ApiError> {
    let actor = gp(&t)?;
    let (id, kind) = path.into_inner();
    let bytes = state.portfolio_pdfs.read(&actor, PortfolioId(id), kind.into()).await?;
    Ok(pdf_response(bytes, &format!("portfolio-{id}.pdf")))
}
