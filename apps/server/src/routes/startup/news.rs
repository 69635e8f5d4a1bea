//! A startup's news items: it links articles about itself; the profile shows them, each
//! opening in a new tab.

use actix_web::{delete, post, web, HttpResponse};
use chrono::NaiveDate;
use company::news::{NewsDraft, NewsId};
use company::StartupId;
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::routes::startup::guard::viewer;
use crate::routes::startup::startups::StartupProfileDto;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(add_startup_news).service(remove_startup_news);
}

/// A news item as the form sends it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewsBody {
    #[schema(max_length = 200, example = "데모스타트업, 세무 자동화 AI로 프리A 투자 유치")]
    pub title: String,
    /// An absolute http(s) address.
    #[schema(max_length = 500, example = "https://techdaily.example.kr/articles/20261102")]
    pub url: String,
    #[schema(max_length = 50, example = "테크데일리")]
    pub publisher: String,
    /// Not after today.
    pub published_on: NaiveDate,
}

/// The startup links a news item about itself; answers the profile.
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1)),
    request_body = NewsBody,
    responses(
        (status = 201, body = StartupProfileDto),
        (status = 403, description = "own_company_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`title`, `url`, `publisher`, `published_on`; `news` at 50 items)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/startups/{startup_id}/news")]
pub async fn add_startup_news(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<i64>,
    body: web::Json<NewsBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let draft = NewsDraft { title: b.title, url: b.url, publisher: b.publisher, published_on: Some(b.published_on) };
    let v = viewer(t.actor, &t.user);
    let p = state.startups.add_news(v, StartupId(path.into_inner()), draft).await?;
    Ok(HttpResponse::Created().json(StartupProfileDto::from(p)))
}

/// The startup removes one of its news items.
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1), ("news_id" = i64, Path, minimum = 1)),
    responses(
        (status = 200, body = StartupProfileDto),
        (status = 403, description = "own_company_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found, news_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/startups/{startup_id}/news/{news_id}")]
pub async fn remove_startup_news(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<web::Json<StartupProfileDto>, ApiError> {
    let (id, news) = path.into_inner();
    let p = state.startups.remove_news(viewer(t.actor, &t.user), StartupId(id), NewsId(news)).await?;
    Ok(web::Json(p.into()))
}
