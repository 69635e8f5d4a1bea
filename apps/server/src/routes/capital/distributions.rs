//! Money out of the capital book: distributions and returns of capital, split pro rata over
//! the GPs and the members paid in on the day (`capital::distribution`).

use actix_web::{delete, post, web, HttpRequest, HttpResponse};
use capital::{CapitalWrite, DistributionDraft, DistributionId};
use chrono::NaiveDate;
use serde::{Deserialize, Serialize};
use union::UnionId;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use super::calls::{book, CapitalDto};
use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::idempotency::{once, IdempotencyKeyHeader};
use crate::openapi::codes;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(record_distribution).service(revoke_distribution).service(send_distribution_notice);
}

/// A distribution as the GP records it.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DistributionBody {
    /// Not after today, not before the recruitment start.
    pub paid_on: NaiveDate,
    #[schema(value_type = codes::DistributionKindCode)]
    pub kind: String,
    /// In won, at most 10조원; a return of capital at most the capital not yet returned.
    #[schema(minimum = 1, maximum = 10_000_000_000_000.0)]
    #[serde(deserialize_with = "crate::wire::int")]
    pub total: i64,
    #[schema(max_length = 200)]
    #[serde(default)]
    pub note: String,
}

/// Records a distribution, split over the holders of its day; answers the book.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), IdempotencyKeyHeader),
    request_body = DistributionBody,
    responses(
        (status = 201, body = CapitalDto),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "nothing_paid_in, union_member_cap (more than 49 holders on the day), idempotency_key_reused", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (kind, total, paid_on, note)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/unions/{union_id}/capital/distributions")]
pub async fn record_distribution(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<DistributionBody>,
) -> Result<HttpResponse, ApiError> {
    let union = UnionId(*id);
    let b = body.into_inner();
    once(&state, &req, t.actor.user_id, &b, actix_web::http::StatusCode::CREATED, || async {
        let draft = DistributionDraft {
            paid_on: Some(b.paid_on),
            kind: Some(b.kind.clone()),
            total: Some(b.total),
            note: Some(b.note.clone()),
        };
        state.capital.write(&t.actor, union, &CapitalWrite::Distribute(draft)).await?;
        book(&state, &t, union).await
    })
    .await
}

/// Removes a distribution recorded by mistake; answers the book.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("distribution_id" = i64, Path)),
    responses(
        (status = 200, body = CapitalDto),
        (status = 404, description = "union_not_found, distribution_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/unions/{union_id}/capital/distributions/{distribution_id}")]
pub async fn revoke_distribution(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<web::Json<CapitalDto>, ApiError> {
    let (id, distribution) = path.into_inner();
    let union = UnionId(id);
    state.capital.write(&t.actor, union, &CapitalWrite::Revoke(DistributionId(distribution))).await?;
    Ok(web::Json(book(&state, &t, union).await?))
}

/// What the notice send queued.
#[derive(Debug, Serialize, ToSchema)]
pub struct NoticesQueuedDto {
    /// Mails queued for delivery.
    pub queued: i64,
    /// Members with a share but no e-mail address (they get no mail).
    pub without_email: i64,
}

/// Queues the distribution's notice mail to every member with a share and an address; each
/// distribution is announced once.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("distribution_id" = i64, Path)),
    responses(
        (status = 202, body = NoticesQueuedDto),
        (status = 404, description = "union_not_found, distribution_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "distribution_notice_sent", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "mail_no_recipients", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/unions/{union_id}/capital/distributions/{distribution_id}/notice")]
pub async fn send_distribution_notice(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (id, distribution) = path.into_inner();
    let q = state.notices.send(&t.actor, UnionId(id), DistributionId(distribution)).await?;
    Ok(HttpResponse::Accepted().json(NoticesQueuedDto { queued: q.queued, without_email: q.without_email }))
}
