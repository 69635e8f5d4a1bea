//! The invest tab: contributing members with their certificate (IRF0015) and confirmation
//! (IRF0007) files, one-file upload, delete and download, and the bulk confirmation upload.

use actix_multipart::Multipart;
use actix_web::{delete, get, post, put, web, HttpResponse};
use chrono::{DateTime, Utc};
use kernel::PageRequest;
use serde::{Deserialize, Serialize};
use union::evidence::MAX_EVIDENCE_BYTES;
use union::{ApplicantId, EvidenceFile, EvidenceKind, UnionError, UnionId};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::download::file_response;
use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::routes::paging::PageQuery;
use crate::state::AppState;
use crate::upload::{next_file, only_file, FileUploadForm, SingleFileForm};

/// Largest part of a bulk upload: a zip of many PDFs (each entry still at most 50 MB).
const MAX_BULK_PART_BYTES: usize = 1024 * 1024 * 1024;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(list_contributors)
        .service(upload_evidence)
        .service(delete_evidence)
        .service(download_evidence)
        .service(bulk_upload)
        .service(certificate_preview)
        .service(certificate_pdf)
        .service(store_certificate)
        .service(all_certificates)
        .service(get_identity)
        .service(put_identity);
}

#[derive(Debug, Serialize, ToSchema)]
pub struct EvidenceFileDto {
    /// IRF0015 certificate or IRF0007 confirmation.
    #[schema(value_type = codes::EvidenceKindCode)]
    pub kind: String,
    pub file_name: String,
    pub size_bytes: i64,
    pub uploaded_at: DateTime<Utc>,
}

impl From<EvidenceFile> for EvidenceFileDto {
    fn from(f: EvidenceFile) -> Self {
        EvidenceFileDto {
            kind: f.kind.code().into(),
            file_name: f.file_name,
            size_bytes: f.size_bytes,
            uploaded_at: f.uploaded_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ContributorDto {
    pub applicant_id: i64,
    pub name: String,
    pub unit_count: i64,
    pub amount: i64,
    pub certificate: Option<EvidenceFileDto>,
    pub confirmation: Option<EvidenceFileDto>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ContributorPage {
    /// The union's name as registered: bulk files are named `{union_name}_{member}.pdf`.
    pub union_name: String,
    pub items: Vec<ContributorDto>,
    pub page: u32,
    pub page_size: u32,
    pub total_count: i64,
    pub max_file_bytes: i64,
}

/// The union's contributing members (P, F) with their evidence files.
#[utoipa::path(
    tag = "evidence",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), PageQuery),
    responses(
        (status = 200, body = ContributorPage),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/contributors")]
pub async fn list_contributors(
    state: web::Data<AppState>,
    t: Tenant,
    union_id: web::Path<i64>,
    q: web::Query<PageQuery>,
) -> Result<web::Json<ContributorPage>, ApiError> {
    let (union_name, page) =
        state.evidence.members(&t.actor, UnionId(*union_id), PageRequest::checked(q.page, q.page_size)?).await?;
    Ok(web::Json(ContributorPage {
        union_name,
        page: page.page,
        page_size: page.page_size,
        total_count: page.total_count,
        items: page
            .items
            .into_iter()
            .map(|m| ContributorDto {
                applicant_id: m.applicant_id.get(),
                name: m.name,
                unit_count: m.unit_count,
                amount: m.amount.get(),
                certificate: m.certificate.map(Into::into),
                confirmation: m.confirmation.map(Into::into),
            })
            .collect(),
        max_file_bytes: MAX_EVIDENCE_BYTES as i64,
    }))
}

fn kind(code: &str) -> Result<EvidenceKind, ApiError> {
    EvidenceKind::parse(code).ok_or_else(|| ApiError::bad_request("kind는 IRF0015 또는 IRF0007이어야 합니다."))
}

/// Uploads (or replaces) a member's certificate or confirmation PDF.
#[utoipa::path(
    tag = "evidence",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("applicant_id" = i64, Path), ("kind" = codes::EvidenceKindCode, Path)),
    request_body(content = SingleFileForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = EvidenceFileDto),
        (status = 400, description = "no_file, invalid_request", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "union_not_found, not_contributor", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "file_too_large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "not_pdf", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/unions/{union_id}/applicants/{applicant_id}/evidence/{kind}")]
pub async fn upload_evidence(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64, String)>,
    mut payload: Multipart,
) -> Result<web::Json<EvidenceFileDto>, ApiError> {
    let (u, a, k) = path.into_inner();
    let kind = kind(&k)?;
    let file = only_file(&mut payload, MAX_EVIDENCE_BYTES).await?.ok_or(UnionError::NoFiles)?;
    let f = state.evidence.upload(&t.actor, UnionId(u), ApplicantId(a), kind, &file.name, file.bytes).await?;
    Ok(web::Json(f.into()))
}

/// Deletes a member's certificate or confirmation.
#[utoipa::path(
    tag = "evidence",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("applicant_id" = i64, Path), ("kind" = codes::EvidenceKindCode, Path)),
    responses(
        (status = 204, description = "Deleted"),
        (status = 400, description = "invalid_request", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "union_not_found, file_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/unions/{union_id}/applicants/{applicant_id}/evidence/{kind}")]
pub async fn delete_evidence(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64, String)>,
) -> Result<HttpResponse, ApiError> {
    let (u, a, k) = path.into_inner();
    state.evidence.delete(&t.actor, UnionId(u), ApplicantId(a), kind(&k)?).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Downloads a member's certificate or confirmation.
#[utoipa::path(
    tag = "evidence",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("applicant_id" = i64, Path), ("kind" = codes::EvidenceKindCode, Path)),
    responses(
        (status = 200, description = "The PDF", content_type = "application/pdf"),
        (status = 400, description = "invalid_request", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "union_not_found, file_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/applicants/{applicant_id}/evidence/{kind}/download")]
pub async fn download_evidence(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64, String)>,
) -> Result<HttpResponse, ApiError> {
    let (u, a, k) = path.into_inner();
    let kind = kind(&k)?;
    let (f, bytes) = state.evidence.download(&t.actor, UnionId(u), ApplicantId(a), kind).await?;
    Ok(file_response(&f.content_type, &f.file_name, &format!("{}-{a}.pdf", kind.code()), bytes))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BulkFailureDto {
    pub file_name: String,
    /// `wrong_union_name`, `no_such_member`, `ambiguous_member`, `duplicate_member`, `not_pdf`,
    /// `too_large`, `nested_path`, `bad_archive`, `too_many_files`.
    #[schema(value_type = codes::BulkFailureCode)]
    pub code: String,
    /// Korean reason to show.
    pub reason: String,
}

/// The bulk upload's result modal.
#[derive(Debug, Serialize, ToSchema)]
pub struct BulkUploadResult {
    /// Files received (each zip entry counts).
    pub received: i64,
    pub success_count: i64,
    pub failures: Vec<BulkFailureDto>,
}

/// Uploads many confirmation PDFs (or zips of PDFs) named `{union_name}_{member}.pdf`; each
/// matched file becomes that member's confirmation (replacing an older one), all at once.
#[utoipa::path(
    tag = "evidence",
    security(("bearer" = [])),
    params(("union_id" = i64, Path)),
    request_body(content = FileUploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = BulkUploadResult),
        (status = 400, description = "no_file", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/unions/{union_id}/evidence/bulk")]
pub async fn bulk_upload(
    state: web::Data<AppState>,
    t: Tenant,
    union_id: web::Path<i64>,
    payload: Multipart,
) -> Result<web::Json<BulkUploadResult>, ApiError> {
    let parts = futures_util::stream::unfold(payload, |mut payload| async move {
        match next_file(&mut payload, MAX_BULK_PART_BYTES).await {
            Ok(Some(file)) => Some((Ok((file.name, file.bytes)), payload)),
            Ok(None) => None,
            Err(e) => Some((Err(e), payload)),
        }
    });
    let (r, replaced) = state.evidence.bulk_upload(&t.actor, UnionId(*union_id), parts).await?;
    if !replaced.is_empty() {
        // The answer does not wait for the old files' deletion (their keys are pending: a delete
        // that never happens is the sweep's).
        let evidence = state.evidence.clone();
        tokio::spawn(async move { evidence.discard_replaced(replaced).await });
    }
    Ok(web::Json(BulkUploadResult {
        received: r.received as i64,
        success_count: r.stored.len() as i64,
        failures: r
            .failures
            .into_iter()
            .map(|(file_name, f)| BulkFailureDto { file_name, code: f.code().into(), reason: f.reason().into() })
            .collect(),
    }))
}

/// What the investment proof certificate prints (the preview modal).
#[derive(Debug, Serialize, ToSchema)]
pub struct CertificateDto {
    pub number: String,
    pub union_name: String,
    pub issuer: String,
    pub investor: String,
    /// `individual` or `corporate`.
    #[schema(value_type = codes::LpTypeCode)]
    pub lp_type: String,
    /// Masked (`800101-1******`) or the business number; `-` when not entered.
    pub registration_number: String,
    pub address: String,
    pub total_amount: i64,
    pub total_units: i64,
    pub own_amount: i64,
    pub own_units: i64,
    pub unit_price: i64,
    pub issued_on: chrono::NaiveDate,
}

impl From<union::Certificate> for CertificateDto {
    fn from(c: union::Certificate) -> Self {
        CertificateDto {
            number: c.number,
            union_name: c.union_name,
            issuer: c.issuer,
            investor: c.investor,
            lp_type: c.lp_type.code().into(),
            registration_number: c.registration_number,
            address: c.address,
            total_amount: c.total_amount.get(),
            total_units: c.total_units,
            own_amount: c.own_amount.get(),
            own_units: c.own_units,
            unit_price: c.unit_price.get(),
            issued_on: c.issued_on,
        }
    }
}

/// A member's certificate data, for the preview.
#[utoipa::path(
    tag = "evidence",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("applicant_id" = i64, Path)),
    responses(
        (status = 200, body = CertificateDto),
        (status = 404, description = "not_contributor", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/applicants/{applicant_id}/certificate")]
pub async fn certificate_preview(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<web::Json<CertificateDto>, ApiError> {
    let (u, a) = path.into_inner();
    Ok(web::Json(state.evidence.certificate(&t.actor, UnionId(u), ApplicantId(a)).await?.into()))
}

/// A member's certificate as a PDF.
#[utoipa::path(
    tag = "evidence",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("applicant_id" = i64, Path)),
    responses(
        (status = 200, description = "The PDF", content_type = "application/pdf"),
        (status = 404, description = "not_contributor", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/applicants/{applicant_id}/certificate.pdf")]
pub async fn certificate_pdf(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (u, a) = path.into_inner();
    let (c, pdf) = state.evidence.certificate_pdf(&t.actor, UnionId(u), ApplicantId(a)).await?;
    Ok(file_response(
        "application/pdf",
        &format!("출자증명서_{}.pdf", c.investor),
        &format!("certificate-{a}.pdf"),
        pdf,
    ))
}

/// Prints the certificate and keeps it as the member's certificate file (IRF0015).
#[utoipa::path(
    tag = "evidence",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("applicant_id" = i64, Path)),
    responses(
        (status = 200, body = EvidenceFileDto),
        (status = 404, description = "not_contributor", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/unions/{union_id}/applicants/{applicant_id}/certificate/store")]
pub async fn store_certificate(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<web::Json<EvidenceFileDto>, ApiError> {
    let (u, a) = path.into_inner();
    Ok(web::Json(state.evidence.store_certificate(&t.actor, UnionId(u), ApplicantId(a)).await?.into()))
}

/// Every contributing member's certificate, one PDF each, in a zip.
#[utoipa::path(
    tag = "evidence",
    security(("bearer" = [])),
    params(("union_id" = i64, Path)),
    responses(
        (status = 200, description = "A zip of PDFs", content_type = "application/zip"),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/certificates.zip")]
pub async fn all_certificates(
    state: web::Data<AppState>,
    t: Tenant,
    union_id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let certificates = state.evidence.all_certificates(&t.actor, UnionId(*union_id)).await?;
    let zip = web::block(move || docs::certificate_zip::zip_certificates(&certificates))
        .await
        .map_err(ApiError::internal)?
        .map_err(ApiError::internal)?;
    Ok(file_response("application/zip", "출자증명서.zip", &format!("certificates-{union_id}.zip"), zip))
}

/// A member's registration number (masked) and address, printed on the certificate.
#[derive(Debug, Default, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(default)]
pub struct IdentityDto {
    /// A person: the first 7 digits (birth date and gender) or the whole number, of which only
    /// those are kept (`800101-1******`); a corporation: the 10-digit business number.
    #[schema(max_length = 32, pattern = r"^[0-9 *-]*$", example = "900101-1******")]
    pub registration_number: String,
    #[schema(max_length = 200, example = "서울특별시 강남구 테헤란로 123")]
    pub address: String,
}

/// A member's registration number (masked) and address.
#[utoipa::path(
    tag = "evidence",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("applicant_id" = i64, Path)),
    responses(
        (status = 200, body = IdentityDto),
        (status = 404, description = "not_contributor", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/applicants/{applicant_id}/identity")]
pub async fn get_identity(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<web::Json<IdentityDto>, ApiError> {
    let (u, a) = path.into_inner();
    let i = state.evidence.identity(&t.actor, UnionId(u), ApplicantId(a)).await?;
    Ok(web::Json(IdentityDto { registration_number: i.registration_number, address: i.address }))
}

/// Sets a member's registration number (only its masked form is kept) and address.
#[utoipa::path(
    tag = "evidence",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("applicant_id" = i64, Path)),
    request_body = IdentityDto,
    responses(
        (status = 200, body = IdentityDto),
        (status = 404, description = "not_contributor", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/unions/{union_id}/applicants/{applicant_id}/identity")]
pub async fn put_identity(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
    body: web::Json<IdentityDto>,
) -> Result<web::Json<IdentityDto>, ApiError> {
    let (u, a) = path.into_inner();
    let i = state
        .evidence
        .set_identity(&t.actor, UnionId(u), ApplicantId(a), &body.registration_number, &body.address)
        .await?;
    Ok(web::Json(IdentityDto { registration_number: i.registration_number, address: i.address }))
}
