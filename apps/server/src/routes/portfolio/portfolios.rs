//! The firm's portfolios (issue 19): the list, a portfolio with its pages, its title, its target
//! startups (one page each) and each page's title and three rich-text blocks. Investor firms
//! only; another firm's portfolio is not found.

use actix_web::http::StatusCode;
use actix_web::{delete, get, patch, post, put, web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};
use company::Viewer;
use kernel::Actor;
use portfolio::{Portfolio, PortfolioId, PortfolioItem, PortfolioItemId, PortfolioSummary};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, ErrorCode, Problem};
use crate::extract::Tenant;
use crate::routes::startup::guard::viewer;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(list_portfolios)
        .service(create_portfolio)
        .service(get_portfolio)
        .service(rename_portfolio)
        .service(delete_portfolio)
        .service(set_targets)
        .service(save_item);
}

/// The firm acting, when it is an investor firm (portfolios are the GP's).
pub(crate) fn gp(t: &Tenant) -> Result<Actor, ApiError> {
    match viewer(t.actor, &t.user) {
        Viewer::Investor(actor) => Ok(actor),
        _ => Err(ApiError::new(ErrorCode::InvestorOnly, "투자사 회원만 이용할 수 있습니다.")),
    }
}

/// A portfolio as the list shows it.
#[derive(Debug, Serialize, ToSchema)]
pub struct PortfolioCardDto {
    /// The portfolio number (portfolioIdx).
    pub id: i64,
    pub title: String,
    /// Its pages (target startups).
    pub item_count: i64,
    pub author_name: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    /// When the title page's PDF was last made (absent: not yet).
    pub title_pdf_at: Option<DateTime<Utc>>,
    /// When the whole portfolio's PDF was last made (absent: not yet).
    pub full_pdf_at: Option<DateTime<Utc>>,
}

impl From<PortfolioSummary> for PortfolioCardDto {
    fn from(s: PortfolioSummary) -> Self {
        PortfolioCardDto {
            id: s.id.get(),
            title: s.title,
            item_count: s.item_count,
            author_name: s.author_name,
            created_at: s.created_at,
            updated_at: s.updated_at,
            title_pdf_at: s.title_pdf_at,
            full_pdf_at: s.full_pdf_at,
        }
    }
}

/// One page: its startup, title and the overview editor's three blocks (sanitized HTML).
#[derive(Debug, Serialize, ToSchema)]
pub struct PortfolioItemDto {
    /// The page number (item_no, previewItemNo).
    pub id: i64,
    pub startup_id: i64,
    pub startup_name: String,
    pub title: String,
    /// childComponentFirst, childComponentSecond, childComponentThird.
    pub blocks: [String; 3],
    pub updated_by: String,
    pub updated_at: DateTime<Utc>,
    /// When the page's overview PDF was last made (absent: not yet; older than `updated_at`:
    /// made before the last save).
    pub pdf_at: Option<DateTime<Utc>>,
}

impl From<PortfolioItem> for PortfolioItemDto {
    fn from(i: PortfolioItem) -> Self {
        let [a, b, c] = i.blocks;
        PortfolioItemDto {
            id: i.id.get(),
            startup_id: i.startup_id.get(),
            startup_name: i.startup_name,
            title: i.title,
            blocks: [a.into_string(), b.into_string(), c.into_string()],
            updated_by: i.updated_by,
            updated_at: i.updated_at,
            pdf_at: i.pdf_at,
        }
    }
}

/// A portfolio with its pages in order.
#[derive(Debug, Serialize, ToSchema)]
pub struct PortfolioDto {
    pub card: PortfolioCardDto,
    pub items: Vec<PortfolioItemDto>,
}

impl From<Portfolio> for PortfolioDto {
    fn from(p: Portfolio) -> Self {
        PortfolioDto { card: p.summary.into(), items: p.items.into_iter().map(Into::into).collect() }
    }
}

/// A new portfolio's title.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PortfolioBody {
    /// Up to 100 characters; blank or absent: '포트폴리오'.
    #[serde(default)]
    #[schema(max_length = 100, example = "2026 하반기 포트폴리오")]
    pub title: Option<String>,
}

/// A portfolio's new title.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PortfolioTitleBody {
    /// Up to 100 characters; blank: '포트폴리오'.
    #[schema(max_length = 100, example = "2026 포트폴리오")]
    pub title: String,
}

/// The target startups, in the order their pages come.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TargetsBody {
    #[serde(deserialize_with = "crate::wire::int_list")]
    #[schema(max_items = 100)]
    pub startup_ids: Vec<i64>,
}

/// A page as the editor saves it.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ItemBody {
    /// Up to 100 characters; blank or absent: the startup's name.
    #[serde(default)]
    #[schema(max_length = 100)]
    pub title: Option<String>,
    /// The three blocks' HTML; sanitized before it is stored (scripts, handlers and unsafe URLs
    /// removed). Up to 100,000 characters each.
    #[schema(min_items = 3, max_items = 3)]
    pub blocks: [String; 3],
}

/// The firm's portfolios, last changed first.
#[utoipa::path(
    tag = "portfolios",
    security(("bearer" = [])),
    responses(
        (status = 200, body = Vec<PortfolioCardDto>),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/portfolios")]
pub async fn list_portfolios(
    state: web::Data<AppState>,
    t: Tenant,
) -> Result<web::Json<Vec<PortfolioCardDto>>, ApiError> {
    let all = state.portfolios.list(&gp(&t)?).await?;
    Ok(web::Json(all.into_iter().map(Into::into).collect()))
}

/// Creates an empty portfolio.
#[utoipa::path(
    tag = "portfolios",
    security(("bearer" = [])),
    params(crate::idempotency::IdempotencyKeyHeader),
    request_body = PortfolioBody,
    responses(
        (status = 201, body = PortfolioCardDto),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`title`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/portfolios")]
pub async fn create_portfolio(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    body: web::Json<PortfolioBody>,
) -> Result<HttpResponse, ApiError> {
    let actor = gp(&t)?;
    let b = body.into_inner();
    crate::idempotency::once(&state, &req, t.actor.user_id, &b, StatusCode::CREATED, || async {
        Ok(PortfolioCardDto::from(state.portfolios.create(&actor, b.title.as_deref()).await?))
    })
    .await
}

/// A portfolio with its pages.
#[utoipa::path(
    tag = "portfolios",
    security(("bearer" = [])),
    params(("portfolio_id" = i64, Path, minimum = 1)),
    responses(
        (status = 200, body = PortfolioDto),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "portfolio_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/portfolios/{portfolio_id}")]
pub async fn get_portfolio(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<web::Json<PortfolioDto>, ApiError> {
    Ok(web::Json(state.portfolios.get(&gp(&t)?, PortfolioId(*id)).await?.into()))
}

/// Renames the portfolio.
#[utoipa::path(
    tag = "portfolios",
    security(("bearer" = [])),
    params(("portfolio_id" = i64, Path, minimum = 1)),
    request_body = PortfolioTitleBody,
    responses(
        (status = 200, body = PortfolioCardDto),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "portfolio_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`title`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[patch("/portfolios/{portfolio_id}")]
pub async fn rename_portfolio(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<PortfolioTitleBody>,
) -> Result<web::Json<PortfolioCardDto>, ApiError> {
    Ok(web::Json(state.portfolios.rename(&gp(&t)?, PortfolioId(*id), &body.title).await?.into()))
}

/// Deletes the portfolio; its share links stop opening.
#[utoipa::path(
    tag = "portfolios",
    security(("bearer" = [])),
    params(("portfolio_id" = i64, Path, minimum = 1)),
    responses(
        (status = 204, description = "deleted"),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "portfolio_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/portfolios/{portfolio_id}")]
pub async fn delete_portfolio(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    state.portfolios.delete(&gp(&t)?, PortfolioId(*id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Sets the target startups (the startup-list modal): a page each, in the order given. A
/// dropped startup's page is put away with its content and comes back when it is picked again.
#[utoipa::path(
    tag = "portfolios",
    security(("bearer" = [])),
    params(("portfolio_id" = i64, Path, minimum = 1)),
    request_body = TargetsBody,
    responses(
        (status = 200, body = PortfolioDto),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "portfolio_not_found, startup_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`startup_ids`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/portfolios/{portfolio_id}/targets")]
pub async fn set_targets(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<TargetsBody>,
) -> Result<web::Json<PortfolioDto>, ApiError> {
    Ok(web::Json(state.portfolios.set_targets(&gp(&t)?, PortfolioId(*id), &body.startup_ids).await?.into()))
}

/// Saves a page from the overview editor.
#[utoipa::path(
    tag = "portfolios",
    security(("bearer" = [])),
    params(("portfolio_id" = i64, Path, minimum = 1), ("item_id" = i64, Path, minimum = 1)),
    request_body = ItemBody,
    responses(
        (status = 200, body = PortfolioItemDto),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "portfolio_not_found, portfolio_item_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`title`, `blocks.0`, `blocks.1`, `blocks.2`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/portfolios/{portfolio_id}/items/{item_id}")]
pub async fn save_item(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
    body: web::Json<ItemBody>,
) -> Result<web::Json<PortfolioItemDto>, ApiError> {
    let (id, item) = path.into_inner();
    let b = body.into_inner();
    let saved = state
        .portfolios
        .save_item(&gp(&t)?, PortfolioId(id), PortfolioItemId(item), b.title.as_deref(), &b.blocks)
        .await?;
    Ok(web::Json(saved.into()))
}
