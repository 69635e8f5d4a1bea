//! The LP's own side (내 출자): unions they were invited to, applying, their applications and
//! member documents; and the GP's view of those documents in the applicant detail.

use actix_multipart::Multipart;
use actix_web::http::StatusCode;
use actix_web::{delete, get, post, web, HttpResponse};
use chrono::{DateTime, NaiveDate, Utc};
use lp::{MyApplication, PortalUnion};
use serde::{Deserialize, Serialize};
use union::files::MAX_FILE_BYTES;
use union::{ApplicantDocument, ApplicantDocumentId, ApplicantId, DocumentKind, UnionError, UnionId};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::download::{ascii_fallback, file_response};
use crate::error::{ApiError, Problem};
use crate::extract::{Authenticated, Tenant};
use crate::openapi::codes;
use crate::routes::union::dto::ApplicantDto;
use crate::state::AppState;
use crate::upload::{only_file, SingleFileForm};

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(my_unions)
        .service(apply)
        .service(my_applications)
        .service(my_application)
        .service(upload_document)
        .service(delete_document)
        .service(download_document)
        .service(applicant_documents)
        .service(download_applicant_document);
}

/// A union the LP accepted an invitation to.
#[derive(Debug, Serialize, ToSchema)]
pub struct PortalUnionDto {
    pub union_id: i64,
    pub firm_name: String,
    pub union_name: String,
    #[schema(value_type = codes::UnionStatusCode)]
    pub status: String,
    pub unit_price: i64,
    pub target_amount: i64,
    pub recruitment_start_date: NaiveDate,
    pub recruitment_end_date: NaiveDate,
    /// Whether applications are taken now (R or A).
    pub recruiting: bool,
    /// The LP's application, if they applied.
    pub applicant_id: Option<i64>,
}

impl From<PortalUnion> for PortalUnionDto {
    fn from(u: PortalUnion) -> Self {
        PortalUnionDto {
            recruiting: u.is_recruiting(),
            union_id: u.union_id.get(),
            firm_name: u.firm_name,
            union_name: u.union_name,
            status: u.status.code().into(),
            unit_price: u.unit_price.get(),
            target_amount: u.target_amount.get(),
            recruitment_start_date: u.recruitment_start,
            recruitment_end_date: u.recruitment_end,
            applicant_id: u.application.map(|a| a.get()),
        }
    }
}

/// A member document.
#[derive(Debug, Serialize, ToSchema)]
pub struct DocumentDto {
    pub id: i64,
    /// FLF0001–FLF0008.
    #[schema(value_type = codes::DocumentKindCode)]
    pub kind: String,
    pub kind_label: String,
    pub file_name: String,
    pub size_bytes: i64,
    pub uploaded_at: DateTime<Utc>,
}

impl From<ApplicantDocument> for DocumentDto {
    fn from(d: ApplicantDocument) -> Self {
        DocumentDto {
            id: d.id.get(),
            kind: d.kind.code().into(),
            kind_label: d.kind.label().into(),
            file_name: d.file_name,
            size_bytes: d.size_bytes,
            uploaded_at: d.uploaded_at,
        }
    }
}

/// A kind of member document the LP can send.
#[derive(Debug, Serialize, ToSchema)]
pub struct DocumentKindDto {
    #[schema(value_type = codes::DocumentKindCode)]
    pub code: String,
    pub label: String,
    /// Asked of every member by the closing notice.
    pub requested: bool,
}

/// One of the LP's applications.
#[derive(Debug, Serialize, ToSchema)]
pub struct MyApplicationDto {
    pub applicant: ApplicantDto,
    pub union: PortalUnionDto,
    pub documents: Vec<DocumentDto>,
    /// Every document kind, in the upload screen's order.
    pub document_kinds: Vec<DocumentKindDto>,
    /// Documents can change (not F, union not formed).
    pub documents_open: bool,
    pub max_file_bytes: i64,
}

impl From<MyApplication> for MyApplicationDto {
    fn from(a: MyApplication) -> Self {
        let open = a.applicant.status != union::ApplicantStatus::Closed && a.union.status != union::UnionStatus::Formed;
        MyApplicationDto {
            applicant: a.applicant.into(),
            union: a.union.into(),
            documents: a.documents.into_iter().map(Into::into).collect(),
            document_kinds: DocumentKind::ALL
                .into_iter()
                .map(|k| DocumentKindDto { code: k.code().into(), label: k.label().into(), requested: k.requested() })
                .collect(),
            documents_open: open,
            max_file_bytes: MAX_FILE_BYTES as i64,
        }
    }
}

/// Unions the logged-in LP was invited to (and accepted).
#[utoipa::path(tag = "portal", security(("bearer" = [])), responses((status = 200, body = Vec<PortalUnionDto>)))]
#[get("/me/lp/unions")]
pub async fn my_unions(
    state: web::Data<AppState>,
    a: Authenticated,
) -> Result<web::Json<Vec<PortalUnionDto>>, ApiError> {
    Ok(web::Json(state.portal.unions(a.user.user.id).await?.into_iter().map(Into::into).collect()))
}

#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ApplyBody {
    /// 좌수.
    #[schema(value_type = i64, required = true, minimum = 1, maximum = 10_000_000, example = 3)]
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub unit_count: Option<i64>,
    /// The 1좌 금액 the LP was shown. When the GP changed it since, the application is refused
    /// (422, field `unit_count`) rather than taken at an amount the LP did not see.
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub unit_price: Option<i64>,
}

/// Applies to a union the LP was invited to: amount = units × unit price, status R.
#[utoipa::path(
    tag = "portal",
    security(("bearer" = [])),
    params(("union_id" = i64, Path)),
    request_body = ApplyBody,
    responses(
        (status = 201, body = MyApplicationDto),
        (status = 403, description = "lp_suspended", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "already_applied, union_not_recruiting", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed ('좌수를 입력해 주세요')", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/me/lp/unions/{union_id}/applications")]
pub async fn apply(
    state: web::Data<AppState>,
    a: Authenticated,
    union_id: web::Path<i64>,
    body: web::Json<ApplyBody>,
) -> Result<HttpResponse, ApiError> {
    let user = a.user.user.id;
    let seen = body.unit_price.map(kernel::Won);
    let applicant = state.portal.apply(user, UnionId(*union_id), body.unit_count, seen).await?;
    let full = state.portal.application(user, applicant.id).await?;
    Ok(HttpResponse::Created().json(MyApplicationDto::from(full)))
}

/// The LP's applications, newest first.
#[utoipa::path(tag = "portal", security(("bearer" = [])), responses((status = 200, body = Vec<MyApplicationDto>)))]
#[get("/me/lp/applications")]
pub async fn my_applications(
    state: web::Data<AppState>,
    a: Authenticated,
) -> Result<web::Json<Vec<MyApplicationDto>>, ApiError> {
    Ok(web::Json(state.portal.applications(a.user.user.id).await?.into_iter().map(Into::into).collect()))
}

/// One of the LP's applications.
#[utoipa::path(
    tag = "portal",
    security(("bearer" = [])),
    params(("applicant_id" = i64, Path)),
    responses(
        (status = 200, body = MyApplicationDto),
        (status = 404, description = "application_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/me/lp/applications/{applicant_id}")]
pub async fn my_application(
    state: web::Data<AppState>,
    a: Authenticated,
    id: web::Path<i64>,
) -> Result<web::Json<MyApplicationDto>, ApiError> {
    Ok(web::Json(state.portal.application(a.user.user.id, ApplicantId(*id)).await?.into()))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct DocumentQuery {
    /// FLF0001–FLF0008.
    #[param(value_type = codes::DocumentKindCode)]
    pub kind: String,
}

/// Uploads a member document (the union files' checks: document types, at most 50 MB).
#[utoipa::path(
    tag = "portal",
    security(("bearer" = [])),
    params(("applicant_id" = i64, Path), DocumentQuery),
    request_body(content = SingleFileForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, body = DocumentDto),
        (status = 400, description = "no_file", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "application_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "application_closed", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "file_too_large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "file_type_not_allowed", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed, file_empty", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/me/lp/applications/{applicant_id}/documents")]
pub async fn upload_document(
    state: web::Data<AppState>,
    a: Authenticated,
    id: web::Path<i64>,
    q: web::Query<DocumentQuery>,
    mut payload: Multipart,
) -> Result<HttpResponse, ApiError> {
    let file = only_file(&mut payload, MAX_FILE_BYTES).await?.ok_or(UnionError::NoFiles)?;
    let doc = state.portal.upload_document(a.user.user.id, ApplicantId(*id), &q.kind, &file.name, file.bytes).await?;
    Ok(HttpResponse::build(StatusCode::CREATED).json(DocumentDto::from(doc)))
}

/// Deletes one of the LP's documents.
#[utoipa::path(
    tag = "portal",
    security(("bearer" = [])),
    params(("applicant_id" = i64, Path), ("document_id" = i64, Path)),
    responses(
        (status = 204, description = "Deleted"),
        (status = 404, description = "file_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "application_closed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/me/lp/applications/{applicant_id}/documents/{document_id}")]
pub async fn delete_document(
    state: web::Data<AppState>,
    a: Authenticated,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (app, doc) = path.into_inner();
    state.portal.delete_document(a.user.user.id, ApplicantId(app), ApplicantDocumentId(doc)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Downloads one of the LP's documents.
#[utoipa::path(
    tag = "portal",
    security(("bearer" = [])),
    params(("applicant_id" = i64, Path), ("document_id" = i64, Path)),
    responses(
        (status = 200, description = "The file's bytes, with the type detected when it was uploaded", content_type = "*/*"),
        (status = 404, description = "file_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/me/lp/applications/{applicant_id}/documents/{document_id}/download")]
pub async fn download_document(
    state: web::Data<AppState>,
    a: Authenticated,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (app, doc) = path.into_inner();
    let (d, bytes) = state.portal.download_document(a.user.user.id, ApplicantId(app), ApplicantDocumentId(doc)).await?;
    Ok(file_response(&d.content_type, &d.file_name, &ascii_fallback(&d.file_name, d.id.get()), bytes))
}

/// The documents an applicant sent (GP side).
#[utoipa::path(
    tag = "applicants",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("applicant_id" = i64, Path)),
    responses(
        (status = 200, body = Vec<DocumentDto>),
        (status = 404, description = "applicant_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/applicants/{applicant_id}/documents")]
pub async fn applicant_documents(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<web::Json<Vec<DocumentDto>>, ApiError> {
    let (u, a) = path.into_inner();
    let docs = state.portal.firm_documents(&t.actor, UnionId(u), ApplicantId(a)).await?;
    Ok(web::Json(docs.into_iter().map(Into::into).collect()))
}

/// Downloads an applicant's document (GP side).
#[utoipa::path(
    tag = "applicants",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("applicant_id" = i64, Path), ("document_id" = i64, Path)),
    responses(
        (status = 200, description = "The file's bytes, with the type detected when it was uploaded", content_type = "*/*"),
        (status = 404, description = "file_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/applicants/{applicant_id}/documents/{document_id}/download")]
pub async fn download_applicant_document(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (u, a, doc) = path.into_inner();
    let (d, bytes) = state.portal.firm_document(&t.actor, UnionId(u), ApplicantId(a), ApplicantDocumentId(doc)).await?;
    Ok(file_response(&d.content_type, &d.file_name, &ascii_fallback(&d.file_name, d.id.get()), bytes))
}
