//! The 조합원 명부: the capital book's roster (the GPs first, then every member who paid in) as
//! an xlsx sheet or an A4 PDF, dated the day it is drawn.

use actix_web::{get, web, HttpResponse};
use capital::RegisterFormat;
use union::UnionId;

use crate::download::file_response;
use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::state::AppState;

pub fn routes(cfg: &mut utoipa_actix_web::service_config::ServiceConfig) {
    cfg.service(member_register_xlsx).service(member_register_pdf);
}

/// The 조합원 명부 (GPs first, then every member who paid) as an xlsx sheet.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path)),
    responses(
        (status = 200, description = "The sheet", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/member-register.xlsx")]
pub async fn member_register_xlsx(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let (name, bytes) = state.register.member_register(&t.actor, UnionId(*id), RegisterFormat::Xlsx).await?;
    Ok(file_response(
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        &format!("조합원명부_{name}.xlsx"),
        &format!("member-register-{}.xlsx", *id),
        bytes,
    ))
}

/// The 조합원 명부 as an A4 PDF.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path)),
    responses(
        (status = 200, description = "The PDF", content_type = "application/pdf"),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/member-register.pdf")]
pub async fn member_register_pdf(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let (name, bytes) = state.register.member_register(&t.actor, UnionId(*id), RegisterFormat::Pdf).await?;
    Ok(file_response(
        "application/pdf",
        &format!("조합원명부_{name}.pdf"),
        &format!("member-register-{}.pdf", *id),
        bytes,
    ))
}
