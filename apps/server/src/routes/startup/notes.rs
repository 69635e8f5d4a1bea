//! What an investor firm keeps about startups: its one opinion per startup (spec: the opinion
//! box of /company-info) and its interest companies (/interest-company).

use actix_web::http::StatusCode;
use actix_web::{delete, get, post, put, web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};
use company::{StartupId, StartupOpinion};
use kernel::PageRequest;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::routes::paging::PageQuery;
use crate::routes::startup::dto::OpinionBody;
use crate::routes::startup::guard::viewer;
use crate::routes::startup::startups::{StartupCardDto, StartupPage};
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(get_opinion)
        .service(create_opinion)
        .service(update_opinion)
        .service(delete_opinion)
        .service(get_bookmark)
        .service(add_bookmark)
        .service(remove_bookmark)
        .service(interest_companies);
}

/// The firm's opinion of a startup: sanitized HTML.
#[derive(Debug, Serialize, ToSchema)]
pub struct OpinionDto {
    /// Sanitized HTML (scripts, event handlers and `javascript:` links removed); safe to render.
    pub opinion: String,
    /// Who wrote or last edited it.
    pub author_name: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<StartupOpinion> for OpinionDto {
    fn from(o: StartupOpinion) -> Self {
        OpinionDto {
            opinion: o.html.into_string(),
            author_name: o.author_name,
            created_at: o.created_at,
            updated_at: o.updated_at,
        }
    }
}

/// The firm's opinion, or null when it wrote none (the add button shows).
#[derive(Debug, Serialize, ToSchema)]
pub struct OpinionResponse {
    pub opinion: Option<OpinionDto>,
}

const STARTUP_ID: &str = "The company number (cmpy_no).";

/// The firm's opinion of the startup (only the writing firm ever reads it).
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1, description = STARTUP_ID)),
    responses(
        (status = 200, body = OpinionResponse),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/startups/{startup_id}/opinion")]
pub async fn get_opinion(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<web::Json<OpinionResponse>, ApiError> {
    let found = state.startups.opinion(viewer(t.actor, &t.user), StartupId(*id)).await?;
    Ok(web::Json(OpinionResponse { opinion: found.map(Into::into) }))
}

/// Writes the firm's one opinion of the startup.
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1, description = STARTUP_ID), crate::idempotency::IdempotencyKeyHeader),
    request_body = OpinionBody,
    responses(
        (status = 201, body = OpinionDto),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "opinion_exists", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed ('의견을 입력해 주세요.')", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/startups/{startup_id}/opinion")]
pub async fn create_opinion(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<OpinionBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let v = viewer(t.actor, &t.user);
    crate::idempotency::once(&state, &req, t.actor.user_id, &b, StatusCode::CREATED, || async {
        Ok(OpinionDto::from(state.startups.write_opinion(v, StartupId(*id), &b.opinion, true).await?))
    })
    .await
}

/// Replaces the firm's opinion of the startup.
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1, description = STARTUP_ID)),
    request_body = OpinionBody,
    responses(
        (status = 200, body = OpinionDto),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found, opinion_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed ('의견을 입력해 주세요.')", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/startups/{startup_id}/opinion")]
pub async fn update_opinion(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<OpinionBody>,
) -> Result<web::Json<OpinionDto>, ApiError> {
    let written = state.startups.write_opinion(viewer(t.actor, &t.user), StartupId(*id), &body.opinion, false).await?;
    Ok(web::Json(written.into()))
}

/// Deletes the firm's opinion of the startup.
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1, description = STARTUP_ID)),
    responses(
        (status = 204, description = "Deleted"),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found, opinion_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/startups/{startup_id}/opinion")]
pub async fn delete_opinion(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    state.startups.delete_opinion(viewer(t.actor, &t.user), StartupId(*id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Whether the startup is one of the firm's interest companies.
#[derive(Debug, Serialize, ToSchema)]
pub struct BookmarkDto {
    pub bookmarked: bool,
}

/// Whether the firm bookmarked the startup (the profile card's toggle).
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1, description = STARTUP_ID)),
    responses(
        (status = 200, body = BookmarkDto),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/startups/{startup_id}/bookmark")]
pub async fn get_bookmark(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<web::Json<BookmarkDto>, ApiError> {
    let bookmarked = state.startups.is_bookmarked(viewer(t.actor, &t.user), StartupId(*id)).await?;
    Ok(web::Json(BookmarkDto { bookmarked }))
}

/// Adds the startup to the firm's interest companies (again: no change).
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1, description = STARTUP_ID)),
    responses(
        (status = 204, description = "Bookmarked"),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/startups/{startup_id}/bookmark")]
pub async fn add_bookmark(state: web::Data<AppState>, t: Tenant, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    state.startups.set_bookmark(viewer(t.actor, &t.user), StartupId(*id), true).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Removes the startup from the firm's interest companies (again: no change).
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1, description = STARTUP_ID)),
    responses(
        (status = 204, description = "Not bookmarked"),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/startups/{startup_id}/bookmark")]
pub async fn remove_bookmark(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    state.startups.set_bookmark(viewer(t.actor, &t.user), StartupId(*id), false).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The firm's interest companies, the latest bookmarked first (/interest-company).
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(PageQuery),
    responses(
        (status = 200, body = StartupPage),
        (status = 400, description = "invalid_request", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/interest-companies")]
pub async fn interest_companies(
    state: web::Data<AppState>,
    t: Tenant,
    q: web::Query<PageQuery>,
) -> Result<web::Json<StartupPage>, ApiError> {
    let page = PageRequest::checked(q.page, q.page_size)?;
    let found = state.startups.bookmarks(viewer(t.actor, &t.user), page).await?;
    Ok(web::Json(StartupPage::from_page(found, StartupCardDto::from)))
}
