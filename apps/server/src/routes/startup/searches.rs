//! Saved startup searches: the search page saves its filters and /search-result/{id} reopens
//! them. A firm's own; another firm's id answers 404.

use actix_web::http::StatusCode;
use actix_web::{get, post, web, HttpRequest, HttpResponse};
use chrono::{DateTime, NaiveDate, Utc};
use company::{SavedSearch, SavedSearchId, StartupFilterDraft};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::routes::startup::guard::viewer;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(save_search).service(get_saved_search);
}

/// The filters of a search, as the search page holds them (lists as arrays here).
#[derive(Debug, Default, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields, default)]
pub struct SavedSearchBody {
    /// A piece of the company name, up to 100 characters.
    #[schema(max_length = 100)]
    pub q: Option<String>,
    #[schema(value_type = Vec<codes::IndustryCode>)]
    pub industries: Vec<String>,
    #[schema(value_type = Vec<codes::RegionCode>)]
    pub regions: Vec<String>,
    /// Won, inclusive.
    #[serde(deserialize_with = "crate::wire::opt_int")]
    #[schema(minimum = 0)]
    pub sales_min: Option<i64>,
    #[serde(deserialize_with = "crate::wire::opt_int")]
    #[schema(minimum = 0)]
    pub sales_max: Option<i64>,
    #[serde(deserialize_with = "crate::wire::opt_int")]
    #[schema(minimum = 0)]
    pub investment_min: Option<i64>,
    #[serde(deserialize_with = "crate::wire::opt_int")]
    #[schema(minimum = 0)]
    pub investment_max: Option<i64>,
    pub founded_from: Option<NaiveDate>,
    pub founded_to: Option<NaiveDate>,
    pub tips: bool,
    pub venture: bool,
    pub incubated: bool,
    pub follow_on: bool,
}

impl SavedSearchBody {
    fn draft(self) -> StartupFilterDraft {
        StartupFilterDraft {
            name: self.q,
            industries: self.industries,
            regions: self.regions,
            sales_min: self.sales_min,
            sales_max: self.sales_max,
            investment_min: self.investment_min,
            investment_max: self.investment_max,
            founded_from: self.founded_from,
            founded_to: self.founded_to,
            tips: self.tips,
            venture: self.venture,
            incubated: self.incubated,
            follow_on: self.follow_on,
        }
    }
}

/// A saved search: its id (the /search-result/{id} address) and its filters.
#[derive(Debug, Serialize, ToSchema)]
pub struct SavedSearchDto {
    pub id: i64,
    /// The filters as saved (the request's own shape).
    pub filters: SavedSearchBody,
    pub created_at: DateTime<Utc>,
}

impl From<SavedSearch> for SavedSearchDto {
    fn from(s: SavedSearch) -> Self {
        let f = s.filter;
        SavedSearchDto {
            id: s.id.get(),
            filters: SavedSearchBody {
                q: f.name,
                industries: f.industries,
                regions: f.regions,
                sales_min: f.sales_min,
                sales_max: f.sales_max,
                investment_min: f.investment_min,
                investment_max: f.investment_max,
                founded_from: f.founded_from,
                founded_to: f.founded_to,
                tips: f.tips,
                venture: f.venture,
                incubated: f.incubated,
                follow_on: f.follow_on,
            },
            created_at: s.created_at,
        }
    }
}

/// Saves the filters of a search; answers the saved search.
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(crate::idempotency::IdempotencyKeyHeader),
    request_body = SavedSearchBody,
    responses(
        (status = 201, body = SavedSearchDto),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/startup-searches")]
pub async fn save_search(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    body: web::Json<SavedSearchBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let v = viewer(t.actor, &t.user);
    let fingerprint = serde_json::to_value(&b).map_err(ApiError::internal)?;
    let draft = b.draft();
    crate::idempotency::once(&state, &req, t.actor.user_id, &fingerprint, StatusCode::CREATED, || async {
        let id = state.startups.save_search(v, draft).await?;
        Ok(SavedSearchDto::from(state.startups.saved_search(v, id).await?))
    })
    .await
}

/// One of the firm's saved searches.
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(("search_id" = i64, Path, minimum = 1)),
    responses(
        (status = 200, body = SavedSearchDto),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "saved_search_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/startup-searches/{search_id}")]
pub async fn get_saved_search(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<web::Json<SavedSearchDto>, ApiError> {
    let found = state.startups.saved_search(viewer(t.actor, &t.user), SavedSearchId(*id)).await?;
    Ok(web::Json(found.into()))
}
