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

/// Runs the renderer off the request threads.
async fn drawn(job: impl FnOnce() -> Result<Vec<u8>, kernel::PortError> + Send + 'static) -> Result<Vec<u8>, ApiError> {
    let pdf = web::block(job).await.map_err(|e| ApiError::from(kernel::PortError::Unexpected(e.to_string())))?;
    Ok(pdf?)
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
    let id = id.into_inner();
    let (report, opinions) = state.reports.printable(&t.actor, ReportId(id), None).await?;
    let name = format!("{}_{}.pdf", report.summary.title, report.figures.base_date);
    let renderer = state.report_pdf.clone();
    let pdf = drawn(move || renderer.overall(&report, &opinions)).await?;
    Ok(file_response("application/pdf", &name, &format!("report-{id}.pdf"), pdf))
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
    let (report, opinions) = state.reports.printable(&t.actor, ReportId(id), Some(UnionId(union))).await?;
    let union_name = report.figures.union(UnionId(union)).map(|u| u.union_name.clone()).unwrap_or_default();
    let name = format!("{}_{}_{}.pdf", report.summary.title, union_name, report.figures.base_date);
    let renderer = state.report_pdf.clone();
    let pdf = drawn(move || {
        let opinion = opinions.iter().find(|o| o.union_id == Some(UnionId(union)));
        renderer.union(&report, UnionId(union), opinion)
    })
    .await?;
    Ok(file_response("application/pdf", &name, &format!("report-{id}-union-{union}.pdf"), pdf))
}
