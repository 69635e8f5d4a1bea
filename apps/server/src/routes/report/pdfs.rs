//! A report as a PDF: the overall report and one union's per-source report, drawn on the
//! blocking pool from the stored figures (docs/decisions.md, "Report PDFs").

use actix_web::{get, web, HttpResponse};
use report::ReportId;
use union::UnionId;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::download::file_response;
use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(report_pdf).service(union_report_pdf);
}

/// Draws the job off the request threads and answers the file.
async fn drawn(job: report::PrintJob) -> Result<HttpResponse, ApiError> {
    let (name, fallback) = (job.file_name.clone(), job.fallback_name.clone());
    let pdf = web::block(move || job.draw())
        .await
        .map_err(|e| ApiError::from(kernel::PortError::Unexpected(e.to_string())))?;
    Ok(file_response("application/pdf", &name, &fallback, pdf?))
}

/// The overall report as a PDF (/report/result/download).
#[utoipa::path(
    tag = "reports",
    security(("bearer" = [])),
    params(("report_id" = i64, Path, minimum = 1)),
    responses(
        (status = 200, description = "The PDF", content_type = "application/pdf"),
        (status = 404, description = "report_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/reports/{report_id}/pdf")]
pub async fn report_pdf(state: web::Data<AppState>, t: Tenant, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    drawn(state.report_pdfs.overall(&t.actor, ReportId(id.into_inner())).await?).await
}

/// One union's per-source report as a PDF (/report/finance/detail/download).
#[utoipa::path(
    tag = "reports",
    security(("bearer" = [])),
    params(("report_id" = i64, Path, minimum = 1), ("union_id" = i64, Path, minimum = 1)),
    responses(
        (status = 200, description = "The PDF", content_type = "application/pdf"),
        (status = 404, description = "report_not_found, union_not_found (not in the report)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/reports/{report_id}/unions/{union_id}/pdf")]
pub async fn union_report_pdf(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (id, union) = path.into_inner();
    drawn(state.report_pdfs.union(&t.actor, ReportId(id), UnionId(union)).await?).await
}
