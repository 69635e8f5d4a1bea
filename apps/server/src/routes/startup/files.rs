//! A startup's documents (SF codes) and pictures (logo, representative photo). The startup
//! uploads and removes its own; whoever reads the profile downloads documents; pictures are
//! served by token under `/media` to anyone holding it (they change token when replaced, so
//! they are cached for good).

use actix_multipart::Multipart;
use actix_web::http::header;
use actix_web::{delete, get, post, put, web, HttpResponse};
use company::documents::{MAX_DOCUMENTS_PER_KIND, MAX_IMAGE_BYTES};
use company::{CompanyError, DocumentKind, ImageSlot, StartupDocumentId, StartupId};
use kernel::upload::MAX_FILE_BYTES;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::download::{ascii_fallback, file_response};
use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::routes::startup::guard::viewer;
use crate::routes::startup::startups::StartupProfileDto;
use crate::state::AppState;
use crate::upload::{only_file, SingleFileForm};

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(startup_file_rules)
        .service(upload_startup_document)
        .service(remove_startup_document)
        .service(download_startup_document)
        .service(put_startup_image)
        .service(remove_startup_image)
        .service(media);
}

/// A document code and its name.
#[derive(Debug, Serialize, ToSchema)]
pub struct CompanyDocumentKindDto {
    #[schema(value_type = codes::CompanyDocumentCode)]
    pub code: String,
    pub label: String,
}

/// What a startup may upload.
#[derive(Debug, Serialize, ToSchema)]
pub struct StartupFileRulesDto {
    /// The document codes in display order.
    pub kinds: Vec<CompanyDocumentKindDto>,
    pub max_document_bytes: i64,
    pub max_documents_per_kind: i64,
    pub max_image_bytes: i64,
}

/// The document codes and upload limits.
#[utoipa::path(tag = "startupFiles", security(("bearer" = [])), responses((status = 200, body = StartupFileRulesDto)))]
#[get("/startup-file-rules")]
pub async fn startup_file_rules(_t: Tenant) -> web::Json<StartupFileRulesDto> {
    web::Json(StartupFileRulesDto {
        kinds: DocumentKind::ALL
            .iter()
            .map(|k| CompanyDocumentKindDto { code: k.code().into(), label: k.label().into() })
            .collect(),
        max_document_bytes: MAX_FILE_BYTES as i64,
        max_documents_per_kind: MAX_DOCUMENTS_PER_KIND as i64,
        max_image_bytes: MAX_IMAGE_BYTES as i64,
    })
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct DocumentQuery {
    /// The document code the file goes under.
    #[param(value_type = codes::CompanyDocumentCode)]
    pub kind: String,
}

/// The startup adds one document under a code; answers the profile as it now stands.
#[utoipa::path(
    tag = "startupFiles",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1), DocumentQuery),
    request_body(content = SingleFileForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, body = StartupProfileDto),
        (status = 400, description = "no_file, invalid_request", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "own_company_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "too_many_documents", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "file_too_large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "file_type_not_allowed", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "file_empty", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/startups/{startup_id}/documents")]
pub async fn upload_startup_document(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<i64>,
    q: web::Query<DocumentQuery>,
    mut payload: Multipart,
) -> Result<HttpResponse, ApiError> {
    let kind = DocumentKind::parse(&q.kind).ok_or_else(|| ApiError::bad_request("kind가 올바르지 않습니다."))?;
    let file = only_file(&mut payload, MAX_FILE_BYTES).await?.ok_or(CompanyError::NoFile)?;
    let id = StartupId(path.into_inner());
    let profile = state.startups.upload_document(viewer(t.actor, &t.user), id, kind, &file.name, file.bytes).await?;
    Ok(HttpResponse::Created().json(StartupProfileDto::from(profile)))
}

/// The startup removes one of its documents.
#[utoipa::path(
    tag = "startupFiles",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1), ("document_id" = i64, Path, minimum = 1)),
    responses(
        (status = 200, body = StartupProfileDto),
        (status = 403, description = "own_company_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found, document_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/startups/{startup_id}/documents/{document_id}")]
pub async fn remove_startup_document(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<web::Json<StartupProfileDto>, ApiError> {
    let (id, document) = path.into_inner();
    let v = viewer(t.actor, &t.user);
    let profile = state.startups.remove_document(v, StartupId(id), StartupDocumentId(document)).await?;
    Ok(web::Json(profile.into()))
}

/// Downloads a document under its Korean name, for whoever may read the profile.
#[utoipa::path(
    tag = "startupFiles",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1), ("document_id" = i64, Path, minimum = 1)),
    responses(
        (status = 200, description = "The document's bytes, with the type detected when it was uploaded", content_type = "*/*"),
        (status = 404, description = "startup_not_found, document_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/startups/{startup_id}/documents/{document_id}/download")]
pub async fn download_startup_document(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (id, document) = path.into_inner();
    let v = viewer(t.actor, &t.user);
    let (doc, bytes) = state.startups.download_document(v, StartupId(id), StartupDocumentId(document)).await?;
    Ok(file_response(&doc.content_type, &doc.file_name, &ascii_fallback(&doc.file_name, doc.id.get()), bytes))
}

fn slot(raw: &str) -> Result<ImageSlot, ApiError> {
    ImageSlot::parse(raw).ok_or_else(ApiError::not_found)
}

/// The startup sets its logo (`logo`) or representative photo (`photo`): PNG, JPG, GIF or
/// WEBP, at most 5 MB.
#[utoipa::path(
    tag = "startupFiles",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1), ("slot" = inline(codes::ImageSlotCode), Path)),
    request_body(content = SingleFileForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = StartupProfileDto),
        (status = 400, description = "no_file, invalid_request", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "own_company_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found, not_found", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "file_too_large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "file_type_not_allowed", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "file_empty", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/startups/{startup_id}/images/{slot}")]
pub async fn put_startup_image(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, String)>,
    mut payload: Multipart,
) -> Result<web::Json<StartupProfileDto>, ApiError> {
    let (id, raw_slot) = path.into_inner();
    let slot = slot(&raw_slot)?;
    let file = only_file(&mut payload, MAX_IMAGE_BYTES).await?.ok_or(CompanyError::NoFile)?;
    let v = viewer(t.actor, &t.user);
    let profile = state.startups.set_image(v, StartupId(id), slot, &file.name, file.bytes).await?;
    Ok(web::Json(profile.into()))
}

/// The startup removes its logo or photo; removing what is not there changes nothing.
#[utoipa::path(
    tag = "startupFiles",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1), ("slot" = inline(codes::ImageSlotCode), Path)),
    responses(
        (status = 200, body = StartupProfileDto),
        (status = 403, description = "own_company_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found, not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/startups/{startup_id}/images/{slot}")]
pub async fn remove_startup_image(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, String)>,
) -> Result<web::Json<StartupProfileDto>, ApiError> {
    let (id, raw_slot) = path.into_inner();
    let slot = slot(&raw_slot)?;
    let profile = state.startups.remove_image(viewer(t.actor, &t.user), StartupId(id), slot).await?;
    Ok(web::Json(profile.into()))
}

/// A company picture by its token, for anyone holding it (no sign-in): logos are public, and
/// shared portfolio pages show them. Cached for good: a new picture gets a new token.
#[utoipa::path(
    tag = "startupFiles",
    params(("token" = String, Path, max_length = 100)),
    responses(
        (status = 200, description = "The picture (PNG, JPEG, GIF or WebP)", content_type = "image/*"),
        (status = 404, description = "media_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/media/{token}")]
pub async fn media(state: web::Data<AppState>, token: web::Path<String>) -> Result<HttpResponse, ApiError> {
    if token.len() > 100 {
        return Err(CompanyError::ImageNotFound.into());
    }
    let (content_type, bytes) = state.startups.image(&token).await?;
    Ok(HttpResponse::Ok()
        .content_type(content_type)
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((header::CACHE_CONTROL, "public, max-age=31536000, immutable"))
        .insert_header((header::CONTENT_SECURITY_POLICY, "default-src 'none'"))
        .body(bytes))
}
