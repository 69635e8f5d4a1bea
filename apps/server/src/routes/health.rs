//! Liveness and readiness probes.

use actix_web::{get, web, HttpResponse};

use crate::state::AppState;

/// The process is up.
#[utoipa::path(tag = "health", responses((status = 200, description = "The process is up")))]
#[get("/healthz")]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().content_type("text/plain").body("ok")
}

/// The database answers.
#[utoipa::path(
    tag = "health",
    responses((status = 200, description = "Ready"), (status = 503, description = "Database unreachable"))
)]
#[get("/readyz")]
pub async fn readyz(state: web::Data<AppState>) -> HttpResponse {
    if db::ping(&state.pool).await {
        HttpResponse::Ok().content_type("text/plain").body("ready")
    } else {
        HttpResponse::ServiceUnavailable().content_type("text/plain").body("database unreachable")
    }
}
