//! The fact-check: fact-checkers work a queue of startups with changed data and verify or
//! reject each item (FI01–FI12) with a note.

use actix_web::{get, post, web};
use chrono::{DateTime, Utc};
use company::{FactCheckDraft, QueueEntry, ScoreAdjustmentDraft, StartupId};
use kernel::PageRequest;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::routes::paging::PageQuery;
use crate::routes::startup::guard::viewer;
use crate::routes::startup::startups::StartupProfileDto;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(record_fact_check).service(adjust_score).service(fact_check_queue);
}

/// A fact-checker's verdict on one item.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FactCheckBody {
    #[schema(value_type = codes::FactCheckItemCode, example = "FI03")]
    pub item: String,
    #[schema(value_type = codes::VerdictCode, example = "verified")]
    pub verdict: String,
    /// Required for a rejection (its reason, not blank; the schema's `if`/`then`); up to 500
    /// characters.
    #[schema(max_length = 500, example = "주주명부 원본과 대조했습니다.")]
    #[serde(default)]
    pub note: String,
}

/// Records a verdict; answers the profile with its items' new statuses (and scores).
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1, description = "The company number (cmpy_no).")),
    request_body = FactCheckBody,
    responses(
        (status = 200, body = StartupProfileDto),
        (status = 403, description = "fact_checker_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed ('반려 사유를 입력해 주세요.')", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/startups/{startup_id}/fact-checks")]
pub async fn record_fact_check(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<FactCheckBody>,
) -> Result<web::Json<StartupProfileDto>, ApiError> {
    let b = body.into_inner();
    let draft = FactCheckDraft { item: b.item, verdict: b.verdict, note: b.note };
    let p = state.startups.fact_check(viewer(t.actor, &t.user), StartupId(*id), draft).await?;
    Ok(web::Json(p.into()))
}

/// A fact-checker's move of one score axis.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ScoreAdjustmentBody {
    #[schema(value_type = codes::ScoreAxisCode, example = "human_resources")]
    pub axis: String,
    /// −30 to 30 points on the model's score of the axis; 0 returns it to the model.
    #[schema(minimum = -30, maximum = 30, example = -10)]
    #[serde(deserialize_with = "crate::wire::int32")]
    pub points: i32,
    /// Why (shown on the profile), 1 to 500 characters, not blank.
    #[schema(
        min_length = 1,
        max_length = 500,
        pattern = r"\S",
        example = "4대보험 명부상 인원이 신고치보다 6명 적습니다."
    )]
    pub reason: String,
}

/// Adjusts one axis of a startup's value score; answers the profile with the new scores.
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1, description = "The company number (cmpy_no).")),
    request_body = ScoreAdjustmentBody,
    responses(
        (status = 200, body = StartupProfileDto),
        (status = 403, description = "fact_checker_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed ('조정 사유를 입력해 주세요.')", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/startups/{startup_id}/score-adjustments")]
pub async fn adjust_score(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<ScoreAdjustmentBody>,
) -> Result<web::Json<StartupProfileDto>, ApiError> {
    let b = body.into_inner();
    let draft = ScoreAdjustmentDraft { axis: b.axis, points: b.points, reason: b.reason };
    let p = state.startups.adjust_score(viewer(t.actor, &t.user), StartupId(*id), draft).await?;
    Ok(web::Json(p.into()))
}

/// A startup waiting for a fact-checker.
#[derive(Debug, Serialize, ToSchema)]
pub struct QueueEntryDto {
    pub startup_id: i64,
    pub name: String,
    /// The items changed since their last verdict.
    #[schema(value_type = Vec<codes::FactCheckItemCode>)]
    pub items: Vec<String>,
    pub item_labels: Vec<String>,
    /// The oldest pending change.
    pub waiting_since: DateTime<Utc>,
}

impl From<QueueEntry> for QueueEntryDto {
    fn from(e: QueueEntry) -> Self {
        QueueEntryDto {
            startup_id: e.startup.get(),
            name: e.name,
            item_labels: e.items.iter().map(|i| i.label().to_owned()).collect(),
            items: e.items.iter().map(|i| i.code().to_owned()).collect(),
            waiting_since: e.waiting_since,
        }
    }
}

crate::page_dto!(QueuePage, QueueEntryDto);

/// The fact-checkers' queue: startups with changed items, the longest waiting first.
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(PageQuery),
    responses(
        (status = 200, body = QueuePage),
        (status = 403, description = "fact_checker_only", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/fact-check-queue")]
pub async fn fact_check_queue(
    state: web::Data<AppState>,
    t: Tenant,
    q: web::Query<PageQuery>,
) -> Result<web::Json<QueuePage>, ApiError> {
    let page = PageRequest::checked(q.page, q.page_size)?;
    let found = state.startups.fact_check_queue(viewer(t.actor, &t.user), page).await?;
    Ok(web::Json(QueuePage::from_page(found, QueueEntryDto::from)))
}
