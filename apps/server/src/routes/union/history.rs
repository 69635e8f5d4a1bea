//! A union's change history (변경 이력): the audit trail of the union and everything in it.

use actix_web::{get, web};
use chrono::{DateTime, Utc};
use kernel::audit::AuditEntry;
use kernel::PageRequest;
use serde::Serialize;
use union::UnionId;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::page_dto;
use crate::routes::paging::PageQuery;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(union_history);
}

/// One recorded change.
#[derive(Debug, Serialize, ToSchema)]
pub struct AuditEntryDto {
    pub id: i64,
    pub occurred_at: DateTime<Utc>,
    /// Who made the change; null for a deleted account or the system.
    pub actor_name: Option<String>,
    /// union, applicant, applicant_document, union_file, evidence, union_bank_account, mailing,
    /// lp_member, lp_group, user.
    #[schema(value_type = codes::AuditEntityCode)]
    pub entity: String,
    /// Korean name of the entity (조합, 출자 신청, ...).
    pub entity_label: String,
    pub entity_id: i64,
    /// created, updated, status_changed, deleted, uploaded, ...
    #[schema(value_type = codes::AuditActionCode)]
    pub action: String,
    /// Korean name of the action (등록, 수정, 상태 변경, ...).
    pub action_label: String,
    /// The changed values before the change, when there were any.
    #[schema(value_type = Option<Object>)]
    pub before: Option<serde_json::Value>,
    /// The values after the change.
    #[schema(value_type = Option<Object>)]
    pub after: Option<serde_json::Value>,
}

impl From<AuditEntry> for AuditEntryDto {
    fn from(e: AuditEntry) -> Self {
        let ev = e.event;
        AuditEntryDto {
            id: e.id,
            occurred_at: e.occurred_at,
            actor_name: e.actor_name,
            entity: ev.entity.code().into(),
            entity_label: ev.entity.label().into(),
            entity_id: ev.entity_id,
            action: ev.action.code().into(),
            action_label: ev.action.label().into(),
            before: ev.before,
            after: ev.after,
        }
    }
}

page_dto!(AuditEntryPage, AuditEntryDto);

/// The union's change history, newest first: the union's own edits and status moves, and its
/// applicants', files', member documents', evidence's, bank account's and mailings' changes.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), PageQuery),
    responses(
        (status = 200, body = AuditEntryPage),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/history")]
pub async fn union_history(
    state: web::Data<AppState>,
    t: Tenant,
    union_id: web::Path<i64>,
    q: web::Query<PageQuery>,
) -> Result<web::Json<AuditEntryPage>, ApiError> {
    let page = state.unions.history(&t.actor, UnionId(*union_id), PageRequest::checked(q.page, q.page_size)?).await?;
    Ok(web::Json(AuditEntryPage::from_page(page, AuditEntryDto::from)))
}
