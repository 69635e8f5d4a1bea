//! The ledger's other rows: a startup's later rounds and the firm's valuations of it, and a
//! union's recoveries (shares sold back). Each answers the stored row; the portfolio
//! (`GET /unions/{id}/portfolio`) shows their effect.

use actix_web::http::StatusCode;
use actix_web::{delete, post, web, HttpRequest, HttpResponse};
use chrono::NaiveDate;
use company::StartupId;
use report::entry::{FundingRoundDraft, RecoveryDraft, ValuationDraft};
use report::ledger::{FundingRound, Recovery, Valuation};
use report::portfolio::{FundingRoundId, Recorded, RecoveryId, ValuationId};
use serde::{Deserialize, Serialize};
use union::UnionId;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(add_funding_round)
        .service(remove_funding_round)
        .service(add_recovery)
        .service(remove_recovery)
        .service(add_valuation)
        .service(remove_valuation);
}

/// A later round of the startup, by whoever invested. Amount = shares × price per share.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FundingRoundBody {
    pub on: NaiveDate,
    #[schema(max_length = 100, example = "한빛벤처스")]
    pub investor: String,
    #[schema(max_length = 30, example = "보통주")]
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
    /// The startup's issued shares after the round (post-money = this × price).
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    #[schema(minimum = 1, maximum = 1_000_000_000)]
    pub shares_after: Option<i64>,
}

/// A recorded round.
#[derive(Debug, Serialize, ToSchema)]
pub struct FundingRoundDto {
    pub id: i64,
    pub on: NaiveDate,
    pub investor: String,
    pub stock_kind: String,
    pub shares: i64,
    pub price_per_share: i64,
    pub amount: i64,
    pub shares_after: Option<i64>,
    /// Issued shares after × price, when known.
    pub post_money: Option<i64>,
}

impl From<Recorded<FundingRoundId, FundingRound>> for FundingRoundDto {
    fn from(r: Recorded<FundingRoundId, FundingRound>) -> Self {
        let row = r.row;
        FundingRoundDto {
            id: r.id.get(),
            post_money: row.post_money().map(kernel::Won::get),
            on: row.on,
            investor: row.investor,
            stock_kind: row.stock_kind,
            shares: row.shares,
            price_per_share: row.price_per_share.get(),
            amount: row.amount.get(),
            shares_after: row.shares_after,
        }
    }
}

/// Shares the union sold back and the money received (0 for a write-off).
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RecoveryBody {
    #[serde(deserialize_with = "crate::wire::int")]
    #[schema(minimum = 1)]
    pub startup_id: i64,
    pub on: NaiveDate,
    #[serde(deserialize_with = "crate::wire::int")]
    #[schema(minimum = 1, maximum = 1_000_000_000)]
    pub shares_sold: i64,
    #[serde(deserialize_with = "crate::wire::int")]
    #[schema(minimum = 0, maximum = 10_000_000_000_000.0)]
    pub received: i64,
}

/// A recorded recovery.
#[derive(Debug, Serialize, ToSchema)]
pub struct RecoveryDto {
    pub id: i64,
    pub on: NaiveDate,
    pub shares_sold: i64,
    pub received: i64,
}

impl From<Recorded<RecoveryId, Recovery>> for RecoveryDto {
    fn from(r: Recorded<RecoveryId, Recovery>) -> Self {
        RecoveryDto { id: r.id.get(), on: r.row.on, shares_sold: r.row.shares_sold, received: r.row.received.get() }
    }
}

/// A price per share the firm sets with its basis (0 writes the shares off).
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ValuationBody {
    pub on: NaiveDate,
    #[serde(deserialize_with = "crate::wire::int")]
    #[schema(minimum = 0, maximum = 100_000_000)]
    pub price_per_share: i64,
    #[schema(max_length = 500, example = "2025년 회계감사 공정가치 평가")]
    pub basis: String,
}

/// A recorded valuation.
#[derive(Debug, Serialize, ToSchema)]
pub struct ValuationDto {
    pub id: i64,
    pub on: NaiveDate,
    pub price_per_share: i64,
    pub basis: String,
}

impl From<Recorded<ValuationId, Valuation>> for ValuationDto {
    fn from(r: Recorded<ValuationId, Valuation>) -> Self {
        ValuationDto { id: r.id.get(), on: r.row.on, price_per_share: r.row.price_per_share.get(), basis: r.row.basis }
    }
}

/// The firm records a later round of the startup: its price reprices the unions' shares.
#[utoipa::path(
    tag = "investments",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1), crate::idempotency::IdempotencyKeyHeader),
    request_body = FundingRoundBody,
    responses(
        (status = 201, body = FundingRoundDto),
        (status = 404, description = "startup_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`on`, `investor`, `stock_kind`, `shares`, `price_per_share`, `amount`, `shares_after`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/startups/{startup_id}/funding-rounds")]
pub async fn add_funding_round(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    path: web::Path<i64>,
    body: web::Json<FundingRoundBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let draft = FundingRoundDraft {
        on: Some(b.on),
        investor: b.investor.clone(),
        stock_kind: b.stock_kind.clone(),
        shares: Some(b.shares),
        price_per_share: Some(b.price_per_share),
        amount: Some(b.amount),
        shares_after: b.shares_after,
    };
    let startup = StartupId(path.into_inner());
    crate::idempotency::once(&state, &req, t.actor.user_id, &b, StatusCode::CREATED, || async {
        Ok(FundingRoundDto::from(state.ledger.add_round(&t.actor, startup, &draft).await?))
    })
    .await
}

/// Deletes one of the firm's recorded rounds.
#[utoipa::path(
    tag = "investments",
    security(("bearer" = [])),
    params(("round_id" = i64, Path, minimum = 1)),
    responses(
        (status = 204, description = "deleted"),
        (status = 404, description = "funding_round_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/funding-rounds/{round_id}")]
pub async fn remove_funding_round(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    state.ledger.remove_round(&t.actor, FundingRoundId(path.into_inner())).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The union records shares it sold back (or had written off), if it held them on that day.
#[utoipa::path(
    tag = "investments",
    security(("bearer" = [])),
    params(("union_id" = i64, Path, minimum = 1), crate::idempotency::IdempotencyKeyHeader),
    request_body = RecoveryBody,
    responses(
        (status = 201, body = RecoveryDto),
        (status = 404, description = "union_not_found, startup_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "ledger_inconsistent (the union did not hold that many shares on that day)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`on`, `shares_sold`, `received`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/unions/{union_id}/recoveries")]
pub async fn add_recovery(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    path: web::Path<i64>,
    body: web::Json<RecoveryBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let draft = RecoveryDraft { on: Some(b.on), shares_sold: Some(b.shares_sold), received: Some(b.received) };
    let (union, startup) = (UnionId(path.into_inner()), StartupId(b.startup_id));
    crate::idempotency::once(&state, &req, t.actor.user_id, &b, StatusCode::CREATED, || async {
        Ok(RecoveryDto::from(state.ledger.add_recovery(&t.actor, union, startup, &draft).await?))
    })
    .await
}

/// Deletes one of the firm's recoveries.
#[utoipa::path(
    tag = "investments",
    security(("bearer" = [])),
    params(("recovery_id" = i64, Path, minimum = 1)),
    responses(
        (status = 204, description = "deleted"),
        (status = 404, description = "recovery_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/recoveries/{recovery_id}")]
pub async fn remove_recovery(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    state.ledger.remove_recovery(&t.actor, RecoveryId(path.into_inner())).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The firm sets a price per share of the startup with its basis.
#[utoipa::path(
    tag = "investments",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1), crate::idempotency::IdempotencyKeyHeader),
    request_body = ValuationBody,
    responses(
        (status = 201, body = ValuationDto),
        (status = 404, description = "startup_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`on`, `price_per_share`, `basis`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/startups/{startup_id}/valuations")]
pub async fn add_valuation(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    path: web::Path<i64>,
    body: web::Json<ValuationBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let draft = ValuationDraft { on: Some(b.on), price_per_share: Some(b.price_per_share), basis: b.basis.clone() };
    let startup = StartupId(path.into_inner());
    crate::idempotency::once(&state, &req, t.actor.user_id, &b, StatusCode::CREATED, || async {
        Ok(ValuationDto::from(state.ledger.add_valuation(&t.actor, startup, &draft).await?))
    })
    .await
}

/// Deletes one of the firm's valuations.
#[utoipa::path(
    tag = "investments",
    security(("bearer" = [])),
    params(("valuation_id" = i64, Path, minimum = 1)),
    responses(
        (status = 204, description = "deleted"),
        (status = 404, description = "valuation_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/valuations/{valuation_id}")]
pub async fn remove_valuation(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    state.ledger.remove_valuation(&t.actor, ValuationId(path.into_inner())).await?;
    Ok(HttpResponse::NoContent().finish())
}
