//! A portfolio's share links (issue 19): made with the expiry the GP picks (the token is in the
//! answer once; only its digest is stored), listed with their state, and revoked.

use actix_web::http::StatusCode;
use actix_web::{delete, get, post, web, HttpResponse};
use chrono::{DateTime, Utc};
use portfolio::{PortfolioId, ShareLink, ShareLinkId, ShareOptions, ShareState, ShareVisit};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::routes::portfolio::portfolios::gp;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(list_share_links).service(create_share_link).service(revoke_share_link).service(share_link_visits);
}

/// Where a share token opens: the public list page.
pub fn share_path(token: &str) -> String {
    format!("/invest-portfolio/share/{token}")
}

/// A link's state now.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ShareStateDto {
    Active,
    Expired,
    Revoked,
}

/// A share link as the GP's list shows it (without its token).
#[derive(Debug, Serialize, ToSchema)]
pub struct ShareLinkDto {
    pub id: i64,
    pub expires_at: DateTime<Utc>,
    pub revoked_at: Option<DateTime<Utc>>,
    pub state: ShareStateDto,
    pub created_by: String,
    pub created_at: DateTime<Utc>,
    /// Opening it asks for the password the GP set.
    pub has_password: bool,
    /// The share list offers the whole PDF ('PDF 저장').
    pub allow_download: bool,
    /// Opening it asks for the reader's e-mail, proved by a mailed code; its PDFs carry the
    /// address as a watermark.
    pub require_email: bool,
    /// Visits so far (`GET …/visits` lists them).
    pub visit_count: i64,
    /// Seconds the visits spent reading.
    pub seconds_read: i64,
}

impl ShareLinkDto {
    fn of(l: ShareLink, now: DateTime<Utc>) -> Self {
        let state = match ShareState::of(l.expires_at, l.revoked_at, now) {
            ShareState::Active => ShareStateDto::Active,
            ShareState::Expired => ShareStateDto::Expired,
            ShareState::Revoked => ShareStateDto::Revoked,
        };
        ShareLinkDto {
            id: l.id.get(),
            expires_at: l.expires_at,
            revoked_at: l.revoked_at,
            state,
            created_by: l.created_by,
            created_at: l.created_at,
            has_password: l.has_password,
            allow_download: l.allow_download,
            require_email: l.require_email,
            visit_count: l.visit_count,
            seconds_read: l.seconds_read,
        }
    }
}

/// A link just made: the token, shown this once, and the page it opens.
#[derive(Debug, Serialize, ToSchema)]
pub struct NewShareLinkDto {
    pub link: ShareLinkDto,
    pub token: String,
    /// The public list page: the origin plus this is the link to copy.
    #[schema(example = "/invest-portfolio/share/Q2x1c3RlcnM")]
    pub path: String,
}

/// How long the link lasts.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ShareLinkBody {
    /// At least an hour from now and at most a year.
    pub expires_at: DateTime<Utc>,
    /// Asked before the portfolio opens: 4 to 64 characters; absent or blank for none. Kept
    /// only as an argon2id hash.
    #[schema(max_length = 64)]
    pub password: Option<String>,
    /// Whether the share list offers the whole PDF ('PDF 저장'); default yes.
    pub allow_download: Option<bool>,
    /// Whether readers prove an e-mail address with a mailed code first (their PDFs then
    /// carry it as a watermark); default no.
    pub require_email: Option<bool>,
}

/// The portfolio's share links, newest first.
#[utoipa::path(
    tag = "portfolios",
    security(("bearer" = [])),
    params(("portfolio_id" = i64, Path, minimum = 1)),
    responses(
        (status = 200, body = Vec<ShareLinkDto>),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "portfolio_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/portfolios/{portfolio_id}/share-links")]
pub async fn list_share_links(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<web::Json<Vec<ShareLinkDto>>, ApiError> {
    let links = state.shares.list(&gp(&t)?, PortfolioId(*id)).await?;
    let now = state.shares.now();
    Ok(web::Json(links.into_iter().map(|l| ShareLinkDto::of(l, now)).collect()))
}

/// Makes a share link: anyone holding it opens the portfolio until it expires or is revoked.
/// No Idempotency-Key: a replayed answer would have to keep the token, which is never stored;
/// a double click makes two links, both listed and revocable.
#[utoipa::path(
    tag = "portfolios",
    security(("bearer" = [])),
    params(("portfolio_id" = i64, Path, minimum = 1)),
    request_body = ShareLinkBody,
    responses(
        (status = 201, body = NewShareLinkDto),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "portfolio_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`expires_at`, `password`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/portfolios/{portfolio_id}/share-links")]
pub async fn create_share_link(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<ShareLinkBody>,
) -> Result<HttpResponse, ApiError> {
    let options = ShareOptions {
        password: body.password.clone(),
        allow_download: body.allow_download.unwrap_or(true),
        require_email: body.require_email.unwrap_or(false),
    };
    let made = state.shares.create(&gp(&t)?, PortfolioId(*id), body.expires_at, &options).await?;
    let now = state.shares.now();
    let dto =
        NewShareLinkDto { path: share_path(&made.token), token: made.token, link: ShareLinkDto::of(made.link, now) };
    Ok(HttpResponse::build(StatusCode::CREATED).insert_header(("Cache-Control", "no-store")).json(dto))
}

/// Stops the link: from now on it opens the '공유가 중지된 링크' page. Revoking again changes
/// nothing.
#[utoipa::path(
    tag = "portfolios",
    security(("bearer" = [])),
    params(("portfolio_id" = i64, Path, minimum = 1), ("link_id" = i64, Path, minimum = 1)),
    responses(
        (status = 200, body = ShareLinkDto),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "share_link_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/portfolios/{portfolio_id}/share-links/{link_id}")]
pub async fn revoke_share_link(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<web::Json<ShareLinkDto>, ApiError> {
    let (id, link) = path.into_inner();
    let revoked = state.shares.revoke(&gp(&t)?, PortfolioId(id), ShareLinkId(link)).await?;
    Ok(web::Json(ShareLinkDto::of(revoked, state.shares.now())))
}

/// Time spent on one page of a visit.
#[derive(Debug, Serialize, ToSchema)]
pub struct VisitPageDto {
    /// Absent: the list (with the title page).
    pub item_no: Option<i64>,
    /// The page's title now; absent for the list or a page since put away.
    pub title: Option<String>,
    pub seconds: i64,
}

/// One opening of a link.
#[derive(Debug, Serialize, ToSchema)]
pub struct ShareVisitDto {
    pub id: i64,
    pub started_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
    /// The reader's checked address, when the link asks for one.
    pub email: Option<String>,
    /// Seconds spent reading, all pages together.
    pub seconds: i64,
    /// The list first, then the pages in the portfolio's order.
    pub pages: Vec<VisitPageDto>,
}

impl From<ShareVisit> for ShareVisitDto {
    fn from(v: ShareVisit) -> Self {
        ShareVisitDto {
            id: v.id.0,
            started_at: v.started_at,
            last_seen_at: v.last_seen_at,
            seconds: v.seconds(),
            email: v.email,
            pages: v
                .pages
                .into_iter()
                .map(|p| VisitPageDto { item_no: p.item.map(|i| i.get()), title: p.title, seconds: p.seconds })
                .collect(),
        }
    }
}

/// Who opened the link and how long each page was read: its visits, newest first (200 at most).
#[utoipa::path(
    tag = "portfolios",
    security(("bearer" = [])),
    params(("portfolio_id" = i64, Path, minimum = 1), ("link_id" = i64, Path, minimum = 1)),
    responses(
        (status = 200, body = Vec<ShareVisitDto>),
        (status = 403, description = "investor_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "share_link_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/portfolios/{portfolio_id}/share-links/{link_id}/visits")]
pub async fn share_link_visits(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<web::Json<Vec<ShareVisitDto>>, ApiError> {
    let (id, link) = path.into_inner();
    let visits = state.shares.visits(&gp(&t)?, PortfolioId(id), ShareLinkId(link)).await?;
    Ok(web::Json(visits.into_iter().map(Into::into).collect()))
}
