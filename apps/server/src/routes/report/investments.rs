//! The investment ledger (issue 18): a union's investments in startups, and its portfolio on a
//! base date with the multiples and XIRR the reports are made of.

use actix_web::http::StatusCode;
use actix_web::{delete, get, post, web, HttpRequest, HttpResponse};
use chrono::NaiveDate;
use company::StartupId;
use report::entry::InvestmentDraft;
use report::portfolio::{InvestmentEntry, InvestmentId, PortfolioRow, UnionPortfolio};

use crate::routes::report::ledger_entries::{FundingRoundDto, RecoveryDto, ValuationDto};
use report::position::PriceSource;
use report::Returns;
use serde::{Deserialize, Serialize};
use union::UnionId;
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(add_investment).service(remove_investment).service(union_portfolio).service(investment_sources);
}

/// An investment as the form sends it. Amount = shares × price per share.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InvestmentBody {
    #[serde(deserialize_with = "crate::wire::int")]
    #[schema(minimum = 1)]
    pub startup_id: i64,
    pub contracted_on: NaiveDate,
    /// When the shares were registered to the union; not before the contract.
    #[serde(default)]
    pub registered_on: Option<NaiveDate>,
    /// When the money went out; not before the contract.
    pub invested_on: NaiveDate,
    #[schema(max_length = 30, example = "상환전환우선주")]
    pub stock_kind: String,
    #[serde(deserialize_with = "crate::wire::int")]
    #[schema(minimum = 1, maximum = 1_000_000_000)]
    pub shares: i64,
    #[serde(deserialize_with = "crate::wire::int")]
    #[schema(minimum = 1, maximum = 100_000_000)]
    pub price_per_share: i64,
    #[serde(deserialize_with = "crate::wire::int")]
    #[schema(minimum = 1, maximum = 10_000_000_000_000.0)]
    pub amount: i64,
    #[serde(deserialize_with = "crate::wire::int")]
    #[schema(minimum = 1, maximum = 100_000_000)]
    pub face_value: i64,
    /// The startup's issued shares before the investment (pre-money = this × price).
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    #[schema(minimum = 0, maximum = 1_000_000_000)]
    pub shares_before: Option<i64>,
    /// Its issued shares after (stake = shares ÷ this).
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    #[schema(minimum = 1, maximum = 1_000_000_000)]
    pub shares_after: Option<i64>,
}

/// A stored investment.
#[derive(Debug, Serialize, ToSchema)]
pub struct InvestmentDto {
    pub id: i64,
    pub union_id: i64,
    pub startup_id: i64,
    pub startup_name: String,
    pub contracted_on: NaiveDate,
    pub registered_on: Option<NaiveDate>,
    pub invested_on: NaiveDate,
    pub stock_kind: String,
    pub shares: i64,
    pub price_per_share: i64,
    pub amount: i64,
    pub face_value: i64,
    pub shares_before: Option<i64>,
    pub shares_after: Option<i64>,
    /// Issued shares before × price, when known.
    pub pre_money: Option<i64>,
    /// The union's stake right after investing, in percent, when known.
    pub stake_percent: Option<f64>,
}

impl From<InvestmentEntry> for InvestmentDto {
    fn from(e: InvestmentEntry) -> Self {
        let i = e.investment;
        InvestmentDto {
            id: e.id.get(),
            union_id: e.union_id.get(),
            startup_id: e.startup_id.get(),
            startup_name: e.startup_name,
            pre_money: i.pre_money().map(kernel::Won::get),
            stake_percent: i.stake_percent(),
            contracted_on: i.contracted_on,
            registered_on: i.registered_on,
            invested_on: i.invested_on,
            stock_kind: i.stock_kind,
            shares: i.shares,
            price_per_share: i.price_per_share.get(),
            amount: i.amount.get(),
            face_value: i.face_value.get(),
            shares_before: i.shares_before,
            shares_after: i.shares_after,
        }
    }
}

/// Invested, value and recovered, with the ratios made of them (`null` before any investment).
#[derive(Debug, Serialize, ToSchema)]
pub struct ReturnsDto {
    pub invested: i64,
    /// Held shares × the latest price.
    pub value: i64,
    pub recovered: i64,
    /// (value + recovered) ÷ invested: the 멀티플, and TVPI.
    pub multiple: Option<f64>,
    /// Recovered ÷ invested.
    pub dpi: Option<f64>,
    /// Value ÷ invested.
    pub rvpi: Option<f64>,
    /// 이익률 in percent: (multiple − 1) × 100.
    pub profit_rate: Option<f64>,
    /// Nothing held and something recovered: the screens show invested, 회수금 and 이익률.
    pub is_recovered: bool,
}

impl From<Returns> for ReturnsDto {
    fn from(r: Returns) -> Self {
        ReturnsDto {
            invested: r.invested.get(),
            value: r.value.get(),
            recovered: r.recovered.get(),
            multiple: r.multiple(),
            dpi: r.dpi(),
            rvpi: r.rvpi(),
            profit_rate: r.profit_rate(),
            is_recovered: r.is_recovered(),
        }
    }
}

/// Where the price of the held shares comes from.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PriceSourceDto {
    Investment,
    Round,
    Valuation,
}

/// One startup of a union's portfolio on the base date.
#[derive(Debug, Serialize, ToSchema)]
pub struct PortfolioRowDto {
    pub startup_id: i64,
    pub startup_name: String,
    pub shares_held: i64,
    /// The price the held shares are valued at, its date and source.
    pub price_per_share: Option<i64>,
    pub priced_on: Option<NaiveDate>,
    pub price_source: Option<PriceSourceDto>,
    pub returns: ReturnsDto,
    /// Annual rate of the startup's cash flows; `null` when none exists ('-').
    pub xirr: Option<f64>,
    /// The flows span less than a year: screens say "1년 미만" and give `xirr` only on request.
    pub xirr_under_a_year: bool,
    pub investments: Vec<InvestmentDto>,
    /// The startup's later rounds, the union's recoveries and the firm's valuations, dated on
    /// or before the base date.
    pub rounds: Vec<FundingRoundDto>,
    pub recoveries: Vec<RecoveryDto>,
    pub valuations: Vec<ValuationDto>,
}

impl From<PortfolioRow> for PortfolioRowDto {
    fn from(r: PortfolioRow) -> Self {
        let (price, on, source) = match r.position.price {
            Some((p, on, s)) => (Some(p.get()), Some(on), Some(s)),
            None => (None, None, None),
        };
        PortfolioRowDto {
            startup_id: r.startup_id.get(),
            startup_name: r.startup_name,
            shares_held: r.position.shares_held(),
            price_per_share: price,
            priced_on: on,
            price_source: source.map(|s| match s {
                PriceSource::Investment => PriceSourceDto::Investment,
                PriceSource::Round => PriceSourceDto::Round,
                PriceSource::Valuation => PriceSourceDto::Valuation,
            }),
            returns: r.returns.into(),
            xirr: r.xirr.annual,
            xirr_under_a_year: r.xirr.under_a_year,
            investments: r.investments.into_iter().map(Into::into).collect(),
            rounds: r.rounds.into_iter().map(Into::into).collect(),
            recoveries: r.recoveries.into_iter().map(Into::into).collect(),
            valuations: r.valuations.into_iter().map(Into::into).collect(),
        }
    }
}

/// A union's portfolio on a base date.
#[derive(Debug, Serialize, ToSchema)]
pub struct UnionPortfolioDto {
    pub union_id: i64,
    pub union_name: String,
    pub base_date: NaiveDate,
    /// One row per startup invested in by the base date, by name.
    pub rows: Vec<PortfolioRowDto>,
    pub total: ReturnsDto,
    /// The rate of all the union's flows together.
    pub total_xirr: Option<f64>,
    /// The flows span less than a year: screens say "1년 미만" and give `total_xirr` only on request.
    pub total_xirr_under_a_year: bool,
}

impl From<UnionPortfolio> for UnionPortfolioDto {
    fn from(p: UnionPortfolio) -> Self {
        UnionPortfolioDto {
            union_id: p.union_id.get(),
            union_name: p.union_name,
            base_date: p.base_date,
            rows: p.rows.into_iter().map(Into::into).collect(),
            total: p.total.into(),
            total_xirr: p.total_xirr.annual,
            total_xirr_under_a_year: p.total_xirr.under_a_year,
        }
    }
}

/// The union records an investment in a startup.
#[utoipa::path(
    tag = "investments",
    security(("bearer" = [])),
    params(("union_id" = i64, Path, minimum = 1), crate::idempotency::IdempotencyKeyHeader),
    request_body = InvestmentBody,
    responses(
        (status = 201, body = InvestmentDto),
        (status = 404, description = "union_not_found, startup_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`contracted_on`, `registered_on`, `invested_on`, `stock_kind`, `shares`, `price_per_share`, `amount`, `face_value`, `shares_before`, `shares_after`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/unions/{union_id}/investments")]
pub async fn add_investment(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    path: web::Path<i64>,
    body: web::Json<InvestmentBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let draft = InvestmentDraft {
        contracted_on: Some(b.contracted_on),
        registered_on: b.registered_on,
        invested_on: Some(b.invested_on),
        stock_kind: b.stock_kind.clone(),
        shares: Some(b.shares),
        price_per_share: Some(b.price_per_share),
        amount: Some(b.amount),
        face_value: Some(b.face_value),
        shares_before: b.shares_before,
        shares_after: b.shares_after,
    };
    let (union, startup) = (UnionId(path.into_inner()), StartupId(b.startup_id));
    crate::idempotency::once(&state, &req, t.actor.user_id, &b, StatusCode::CREATED, || async {
        Ok(InvestmentDto::from(state.ledger.add_investment(&t.actor, union, startup, &draft).await?))
    })
    .await
}

/// Deletes one of the firm's investments.
#[utoipa::path(
    tag = "investments",
    security(("bearer" = [])),
    params(("investment_id" = i64, Path, minimum = 1)),
    responses(
        (status = 204, description = "deleted"),
        (status = 404, description = "investment_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "ledger_inconsistent (the union's recoveries need these shares)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/investments/{investment_id}")]
pub async fn remove_investment(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    state.ledger.remove_investment(&t.actor, InvestmentId(path.into_inner())).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// `?base_date=`: the day the portfolio is valued on (default today, Korean time).
#[derive(Debug, Deserialize, IntoParams)]
pub struct PortfolioQuery {
    pub base_date: Option<NaiveDate>,
}

/// The union's portfolio on a base date: per startup what it holds, what that is worth, what
/// came back, the multiples and XIRR; and the union's totals.
#[utoipa::path(
    tag = "investments",
    security(("bearer" = [])),
    params(("union_id" = i64, Path, minimum = 1), PortfolioQuery),
    responses(
        (status = 200, body = UnionPortfolioDto),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/portfolio")]
pub async fn union_portfolio(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<i64>,
    query: web::Query<PortfolioQuery>,
) -> Result<web::Json<UnionPortfolioDto>, ApiError> {
    let on = query.base_date.unwrap_or_else(kernel::format::korean_today);
    let p = state.ledger.union_portfolio(&t.actor, UnionId(path.into_inner()), on).await?;
    Ok(web::Json(p.into()))
}

/// One of the firm's unions as an investment source (투자 재원) on the base date.
#[derive(Debug, Serialize, ToSchema)]
pub struct InvestmentSourceDto {
    pub union_id: i64,
    pub union_name: String,
    /// Startups the union holds or held by the base date.
    pub startup_count: usize,
    pub total: ReturnsDto,
    pub total_xirr: Option<f64>,
    /// The flows span less than a year: screens say "1년 미만" and give `total_xirr` only on request.
    pub total_xirr_under_a_year: bool,
}

/// The firm's investment sources on a base date, with the totals the server adds up.
#[derive(Debug, Serialize, ToSchema)]
pub struct InvestmentSourcesDto {
    pub base_date: NaiveDate,
    /// By name.
    pub sources: Vec<InvestmentSourceDto>,
    /// Every union together, as a report on the same day states it.
    pub total: ReturnsDto,
    pub xirr: Option<f64>,
    /// The flows span less than a year: screens say "1년 미만" and give `xirr` only on request.
    pub xirr_under_a_year: bool,
}

/// Every live union of the firm as an investment source, by name, with its totals on the base
/// date (unions without investments too, at zero), and the firm's totals.
#[utoipa::path(
    tag = "investments",
    security(("bearer" = [])),
    params(PortfolioQuery),
    responses(
        (status = 200, body = InvestmentSourcesDto),
        (status = 409, description = "ledger_inconsistent", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/investment-sources")]
pub async fn investment_sources(
    state: web::Data<AppState>,
    t: Tenant,
    query: web::Query<PortfolioQuery>,
) -> Result<web::Json<InvestmentSourcesDto>, ApiError> {
    let on = query.base_date.unwrap_or_else(kernel::format::korean_today);
    let (all, figures) = state.ledger.firm_figures(&t.actor, on).await?;
    Ok(web::Json(InvestmentSourcesDto {
        base_date: on,
        sources: all
            .into_iter()
            .map(|p| InvestmentSourceDto {
                union_id: p.union_id.get(),
                union_name: p.union_name,
                startup_count: p.rows.len(),
                total: p.total.into(),
                total_xirr: p.total_xirr.annual,
                total_xirr_under_a_year: p.total_xirr.under_a_year,
            })
            .collect(),
        total: figures.total.into(),
        xirr: figures.xirr.annual,
        xirr_under_a_year: figures.xirr.under_a_year,
    }))
}
