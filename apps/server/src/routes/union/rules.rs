//! The union's legal conditions as of today (벤처투자법: members, unit, total, GP stake, term,
//! investment obligation), each ok, warning or broken with the reason.

use actix_web::{get, web};
use serde::Serialize;
use union::{RuleCheck, UnionId, UnionRules};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(get_union_rules);
}

/// One rule's verdict.
#[derive(Debug, Serialize, ToSchema)]
pub struct UnionRuleDto {
    #[schema(value_type = codes::RuleKeyCode)]
    pub key: String,
    /// The rule's Korean name, e.g. 조합원 수.
    pub label: String,
    /// What the law asks, e.g. 49인 이하.
    pub requirement: String,
    #[schema(value_type = codes::RuleStateCode)]
    pub state: String,
    /// Why, in Korean, with the figures.
    pub reason: String,
    /// Lines under the reason: each investment the investment obligation leaves out and why.
    pub notes: Vec<String>,
}

impl From<RuleCheck> for UnionRuleDto {
    fn from(c: RuleCheck) -> Self {
        UnionRuleDto {
            key: c.key.code().into(),
            label: c.key.label().into(),
            requirement: c.requirement,
            state: c.state.code().into(),
            reason: c.reason,
            notes: c.notes,
        }
    }
}

/// The union's rules: the kind of union they were read for, the worst state, every verdict.
#[derive(Debug, Serialize, ToSchema)]
pub struct UnionRulesDto {
    pub union_id: i64,
    /// `1` venture (벤처투자조합 thresholds), `2` personal (개인투자조합).
    #[schema(value_type = codes::FundTypeCode)]
    pub fund_type: String,
    #[schema(value_type = codes::RuleStateCode)]
    pub worst: String,
    pub rules: Vec<UnionRuleDto>,
}

impl From<UnionRules> for UnionRulesDto {
    fn from(r: UnionRules) -> Self {
        UnionRulesDto {
            union_id: r.union.id.get(),
            fund_type: r.union.input.fund_type.code().into(),
            worst: r.worst.code().into(),
            rules: r.checks.into_iter().map(UnionRuleDto::from).collect(),
        }
    }
}

/// The union's legal conditions as of today (Korea time).
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path)),
    responses((status = 200, body = UnionRulesDto), (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"))
)]
#[get("/unions/{union_id}/rules")]
pub async fn get_union_rules(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<web::Json<UnionRulesDto>, ApiError> {
    Ok(web::Json(state.union_rules.check(&t.actor, UnionId(*id)).await?.into()))
}
