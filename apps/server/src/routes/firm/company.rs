//! The firm's own members: the CEO approves or rejects join requests and can expel members.

use actix_web::{get, post, web};
use auth::{GroupStatus, MemberDecision, User};
use chrono::{DateTime, Utc};
use kernel::{PageRequest, UserId};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::page_dto;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(list_company_members).service(approve_member).service(reject_member).service(expel_member);
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct MemberQuery {
    /// `c` active, `w` pending, `r` rejected, `d` expelled; all when absent.
    #[param(value_type = Option<codes::GroupStatusCode>)]
    pub status: Option<String>,
    /// 1-based; default 1; 1 to 1,000,000 (others are refused with 400).
    #[param(minimum = 1, maximum = 1_000_000)]
    pub page: Option<u32>,
    /// Items a page: 1 to 100, default 10 (others are refused with 400).
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<u32>,
}

/// A member of the caller's company.
#[derive(Debug, Serialize, ToSchema)]
pub struct CompanyMember {
    pub user_id: i64,
    pub name: String,
    pub email: String,
    pub phone: String,
    /// `ceo` or `staff`.
    #[schema(value_type = codes::CompanyRoleCode)]
    pub role: String,
    /// `c`, `w`, `r` or `d`.
    #[schema(value_type = codes::GroupStatusCode)]
    pub group_status: String,
    pub joined_at: DateTime<Utc>,
}

impl From<User> for CompanyMember {
    fn from(u: User) -> Self {
        CompanyMember {
            user_id: u.id.get(),
            name: u.name,
            email: u.email.to_string(),
            phone: u.phone,
            role: u.role.code().into(),
            group_status: u.group_status.code().into(),
            joined_at: u.created_at,
        }
    }
}

page_dto!(CompanyMemberPage, CompanyMember);

/// Members of the caller's company, newest first.
#[utoipa::path(
    tag = "company",
    security(("bearer" = [])),
    params(MemberQuery),
    responses(
        (status = 200, body = CompanyMemberPage),
        (status = 400, description = "invalid_request", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/company/members")]
pub async fn list_company_members(
    state: web::Data<AppState>,
    t: Tenant,
    q: web::Query<MemberQuery>,
) -> Result<web::Json<CompanyMemberPage>, ApiError> {
    let status = match q.status.as_deref() {
        None => None,
        Some(s) => Some(
            GroupStatus::parse(s).ok_or_else(|| ApiError::bad_request("status는 c, w, r, d 중 하나여야 합니다."))?,
        ),
    };
    let page = state.auth.list_members(&t.actor, status, PageRequest::checked(q.page, q.page_size)?).await?;
    Ok(web::Json(CompanyMemberPage::from_page(page, CompanyMember::from)))
}

async fn decide(
    state: &AppState,
    t: &Tenant,
    user_id: i64,
    d: MemberDecision,
) -> Result<web::Json<CompanyMember>, ApiError> {
    let u = state.auth.decide_member(&t.actor, UserId(user_id), d).await?;
    Ok(web::Json(u.into()))
}

/// The CEO approves a pending member (w → c).
#[utoipa::path(
    tag = "company",
    security(("bearer" = [])),
    params(("user_id" = i64, Path)),
    responses(
        (status = 200, body = CompanyMember),
        (status = 403, description = "ceo_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "member_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "status_change_not_allowed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/company/members/{user_id}/approve")]
pub async fn approve_member(
    state: web::Data<AppState>,
    t: Tenant,
    user_id: web::Path<i64>,
) -> Result<web::Json<CompanyMember>, ApiError> {
    decide(&state, &t, *user_id, MemberDecision::Approve).await
}

/// The CEO rejects a pending member (w → r).
#[utoipa::path(
    tag = "company",
    security(("bearer" = [])),
    params(("user_id" = i64, Path)),
    responses(
        (status = 200, body = CompanyMember),
        (status = 403, description = "ceo_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "member_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "status_change_not_allowed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/company/members/{user_id}/reject")]
pub async fn reject_member(
    state: web::Data<AppState>,
    t: Tenant,
    user_id: web::Path<i64>,
) -> Result<web::Json<CompanyMember>, ApiError> {
    decide(&state, &t, *user_id, MemberDecision::Reject).await
}

/// The CEO removes an active member (c → d); their sessions end at once.
#[utoipa::path(
    tag = "company",
    security(("bearer" = [])),
    params(("user_id" = i64, Path)),
    responses(
        (status = 200, body = CompanyMember),
        (status = 403, description = "ceo_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "member_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "status_change_not_allowed", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "status_change_not_allowed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/company/members/{user_id}/expel")]
pub async fn expel_member(
    state: web::Data<AppState>,
    t: Tenant,
    user_id: web::Path<i64>,
) -> Result<web::Json<CompanyMember>, ApiError> {
    decide(&state, &t, *user_id, MemberDecision::Expel).await
}
