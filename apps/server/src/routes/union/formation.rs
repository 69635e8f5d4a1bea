//! The formation checklist (결성 체크리스트): the six steps with their dates, owner, notes and
//! papers; the union moves to 결성진행중 and 결성완료 only when it allows.

use actix_web::{get, put, web};
use chrono::NaiveDate;
use kernel::UserId;
use serde::{Deserialize, Serialize};
use union::{FormationRead, FormationStep, StepUpdate, UnionId, UnionStatus};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(get_formation).service(update_formation_step);
}

/// A data-tab category the step's papers go in, and how many files it holds.
#[derive(Debug, Serialize, ToSchema)]
pub struct FormationDocumentDto {
    #[schema(value_type = codes::FileCategoryCode)]
    pub category: String,
    pub label: String,
    pub file_count: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FormationStepDto {
    #[schema(value_type = codes::FormationStepCode)]
    pub step: String,
    pub label: String,
    /// What the step asks, in a line.
    pub guide: String,
    pub documents: Vec<FormationDocumentDto>,
    /// When it was done; null while open.
    pub done_on: Option<NaiveDate>,
    /// When it should be done by.
    pub due_on: Option<NaiveDate>,
    pub owner_user_id: Option<i64>,
    pub owner_name: Option<String>,
    pub note: String,
    /// What to look at (papers missing, target date passed, registration late), in Korean.
    pub attention: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FormationDto {
    pub union_id: i64,
    pub steps: Vec<FormationStepDto>,
    /// Steps still open that 결성진행중 (F) needs.
    #[schema(value_type = Vec<codes::FormationStepCode>)]
    pub missing_for_forming: Vec<String>,
    /// Steps still open that 결성완료 (E) needs.
    #[schema(value_type = Vec<codes::FormationStepCode>)]
    pub missing_for_formed: Vec<String>,
}

fn codes_of(steps: Vec<FormationStep>) -> Vec<String> {
    steps.into_iter().map(|s| s.code().to_owned()).collect()
}

fn dto(union: UnionId, read: &FormationRead, today: NaiveDate) -> FormationDto {
    let steps = read
        .checklist
        .steps
        .iter()
        .map(|r| FormationStepDto {
            step: r.step.code().into(),
            label: r.step.label().into(),
            guide: r.step.guide().into(),
            documents: r
                .step
                .documents()
                .iter()
                .map(|c| FormationDocumentDto {
                    category: c.code().into(),
                    label: c.label().into(),
                    file_count: read.document_count(*c),
                })
                .collect(),
            done_on: r.update.done_on,
            due_on: r.update.due_on,
            owner_user_id: r.update.owner.map(|u| u.get()),
            owner_name: r.owner_name.clone(),
            note: r.update.note.clone(),
            attention: read.attention(r.step, today),
        })
        .collect();
    FormationDto {
        union_id: union.get(),
        steps,
        missing_for_forming: codes_of(read.checklist.missing_for(UnionStatus::Forming)),
        missing_for_formed: codes_of(read.checklist.missing_for(UnionStatus::Formed)),
    }
}

/// The union's formation checklist.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path)),
    responses((status = 200, body = FormationDto), (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"))
)]
#[get("/unions/{union_id}/formation")]
pub async fn get_formation(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<web::Json<FormationDto>, ApiError> {
    let union = UnionId(*id);
    let read = state.formation.formation(&t.actor, union).await?;
    Ok(web::Json(dto(union, &read, state.formation.today())))
}

/// A step as the GP sets it: the whole step is replaced.
#[derive(Debug, Clone, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FormationStepBody {
    /// When it was done (not after today, not before the step before it); null reopens it.
    pub done_on: Option<NaiveDate>,
    pub due_on: Option<NaiveDate>,
    /// A member of the firm.
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub owner_user_id: Option<i64>,
    #[schema(max_length = 500)]
    #[serde(default)]
    pub note: String,
}

/// Records one step of the checklist; answers the whole checklist.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("step" = codes::FormationStepCode, Path)),
    request_body = FormationStepBody,
    responses(
        (status = 200, body = FormationDto),
        (status = 404, description = "union_not_found | not_found (no such step)", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "union_formed", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/unions/{union_id}/formation/{step}")]
pub async fn update_formation_step(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, String)>,
    body: web::Json<FormationStepBody>,
) -> Result<web::Json<FormationDto>, ApiError> {
    let (id, step) = path.into_inner();
    let step = FormationStep::parse(&step).ok_or_else(ApiError::not_found)?;
    let body = body.into_inner();
    let update = StepUpdate {
        done_on: body.done_on,
        due_on: body.due_on,
        owner: body.owner_user_id.map(UserId),
        note: body.note.trim().to_owned(),
    };
    let union = UnionId(id);
    let read = state.formation.update(&t.actor, union, step, &update).await?;
    Ok(web::Json(dto(union, &read, state.formation.today())))
}
