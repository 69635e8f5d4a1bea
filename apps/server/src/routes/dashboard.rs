//! The logged-in home screen's figures.

use actix_web::{get, web};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::state::AppState;

/// What the dashboard shows so far; grows as each area lands.
#[derive(Debug, Serialize, ToSchema)]
pub struct Dashboard {
    pub company_name: String,
    /// `investor` or `startup`.
    #[schema(value_type = codes::CompanyKindCode)]
    pub company_kind: String,
    pub active_member_count: i64,
    pub pending_member_count: i64,
}

/// Figures for the caller's company.
#[utoipa::path(
    tag = "dashboard",
    security(("bearer" = [])),
    responses(
        (status = 200, body = Dashboard),
        (status = 403, description = "registration_incomplete", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/dashboard")]
pub async fn get_dashboard(state: web::Data<AppState>, t: Tenant) -> Result<web::Json<Dashboard>, ApiError> {
    let counts = state.auth.member_counts(&t.actor).await?;
    Ok(web::Json(Dashboard {
        company_name: t.user.company.name,
        company_kind: t.user.company.kind.code().into(),
        active_member_count: counts.active,
        pending_member_count: counts.pending,
    }))
}

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(get_dashboard);
}
