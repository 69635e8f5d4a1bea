//! The firm's own details (/basic-info-mange, /basic-info-edit of an investment firm), its
//! teams (/group-mange) and the CEO hand-over. Members read; the CEO changes.

use actix_web::http::StatusCode;
use actix_web::{delete, get, post, put, web, HttpRequest, HttpResponse};
use auth::firm::{FirmEditInput, FirmProfile, Team, TeamId, TeamMember};
use chrono::{DateTime, NaiveDate, Utc};
use kernel::UserId;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(get_firm)
        .service(update_firm)
        .service(list_teams)
        .service(create_team)
        .service(update_team)
        .service(delete_team)
        .service(hand_over_ceo);
}

/// The caller's firm.
#[derive(Debug, Serialize, ToSchema)]
pub struct FirmDto {
    pub id: i64,
    /// `investor` or `startup`.
    #[schema(value_type = codes::CompanyKindCode)]
    pub kind: String,
    pub name: String,
    /// Ten digits; set at sign-up.
    pub business_number: Option<String>,
    /// 대표자명.
    pub ceo_name: Option<String>,
    /// `C` corporation, `P` individual; set at sign-up.
    #[schema(value_type = Option<codes::InvestorTypeCode>)]
    pub investor_type: Option<String>,
    pub address: String,
    /// Digits, or empty.
    pub phone: String,
    pub homepage: String,
    pub contact_email: String,
    pub founded_on: Option<NaiveDate>,
    pub introduction: String,
    /// Approved members, the CEO included.
    pub member_count: i64,
    pub updated_at: DateTime<Utc>,
}

impl From<FirmProfile> for FirmDto {
    fn from(f: FirmProfile) -> Self {
        FirmDto {
            id: f.id.get(),
            kind: f.kind,
            name: f.name,
            business_number: f.business_number,
            ceo_name: f.ceo_name,
            investor_type: f.investor_type,
            address: f.address,
            phone: f.phone,
            homepage: f.homepage,
            contact_email: f.contact_email,
            founded_on: f.founded_on,
            introduction: f.introduction,
            member_count: f.member_count,
            updated_at: f.updated_at,
        }
    }
}

/// The caller's firm (any member).
#[utoipa::path(tag = "company", security(("bearer" = [])), responses((status = 200, body = FirmDto)))]
#[get("/company")]
pub async fn get_firm(state: web::Data<AppState>, t: Tenant) -> Result<web::Json<FirmDto>, ApiError> {
    Ok(web::Json(state.firm.firm(&t.actor).await?.into()))
}

/// The firm's details as the CEO saves them (all of them; empty text clears an optional one).
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FirmBody {
    #[schema(max_length = 100, pattern = r"\S", example = "조합벤처스")]
    pub name: String,
    #[schema(max_length = 50, pattern = r"\S", example = "김조합")]
    pub ceo_name: String,
    #[schema(max_length = 200)]
    #[serde(default)]
    pub address: String,
    /// A Korean number (9 to 11 digits from 0) with hyphens or spaces, or empty.
    #[schema(pattern = r"^([ -]*0[ -]*([0-9][ -]*){8,10})?$", example = "02-555-1234")]
    #[serde(default)]
    pub phone: String,
    /// `http://` or `https://`, at most 200 characters, or empty.
    #[schema(max_length = 200, pattern = r"^(\s*https?://\S+\s*)?$")]
    #[serde(default)]
    pub homepage: String,
    /// An e-mail address, or empty.
    #[schema(max_length = 254)]
    #[serde(default)]
    pub contact_email: String,
    /// Not after today.
    pub founded_on: Option<NaiveDate>,
    #[schema(max_length = 2000)]
    #[serde(default)]
    pub introduction: String,
}

/// Saves the firm's details (CEO only). The name is the one mails are sent under: another
/// registered business's name is refused.
#[utoipa::path(
    tag = "company",
    security(("bearer" = [])),
    request_body = FirmBody,
    responses(
        (status = 200, body = FirmDto),
        (status = 403, description = "ceo_only", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "company_name_taken (another registered business goes by the name, spaces and case aside)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/company")]
pub async fn update_firm(
    state: web::Data<AppState>,
    t: Tenant,
    body: web::Json<FirmBody>,
) -> Result<web::Json<FirmDto>, ApiError> {
    let b = body.into_inner();
    let input = FirmEditInput {
        name: b.name,
        ceo_name: b.ceo_name,
        address: b.address,
        phone: b.phone,
        homepage: b.homepage,
        contact_email: b.contact_email,
        founded_on: b.founded_on,
        introduction: b.introduction,
    };
    Ok(web::Json(state.firm.update_firm(&t.actor, &input).await?.into()))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TeamMemberDto {
    pub user_id: i64,
    pub name: String,
    pub email: String,
    /// `ceo` or `staff`.
    #[schema(value_type = codes::CompanyRoleCode)]
    pub role: String,
}

impl From<TeamMember> for TeamMemberDto {
    fn from(m: TeamMember) -> Self {
        TeamMemberDto { user_id: m.user_id.get(), name: m.name, email: m.email, role: m.role.code().into() }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TeamDto {
    pub id: i64,
    pub name: String,
    /// One of `members`, or none.
    pub leader_id: Option<i64>,
    /// Approved members by name.
    pub members: Vec<TeamMemberDto>,
    pub created_at: DateTime<Utc>,
}

impl From<Team> for TeamDto {
    fn from(t: Team) -> Self {
        // A leader who left the firm no longer leads.
        let leader_id = t.leader_id.filter(|l| t.members.iter().any(|m| m.user_id == *l)).map(UserId::get);
        TeamDto {
            id: t.id.get(),
            name: t.name,
            leader_id,
            members: t.members.into_iter().map(Into::into).collect(),
            created_at: t.created_at,
        }
    }
}

/// All the firm's teams (at most 100), by name.
#[derive(Debug, Serialize, ToSchema)]
pub struct TeamList {
    pub items: Vec<TeamDto>,
}

/// The firm's teams with their members (any member).
#[utoipa::path(tag = "company", security(("bearer" = [])), responses((status = 200, body = TeamList)))]
#[get("/company/teams")]
pub async fn list_teams(state: web::Data<AppState>, t: Tenant) -> Result<web::Json<TeamList>, ApiError> {
    let items = state.firm.teams(&t.actor).await?.into_iter().map(Into::into).collect();
    Ok(web::Json(TeamList { items }))
}

/// A team as the CEO saves it: its whole member list.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TeamBody {
    /// '그룹명을 입력해주세요.' when blank.
    #[schema(max_length = 30, pattern = r"\S", example = "심사팀")]
    pub name: String,
    /// Approved members of the firm.
    #[serde(default, deserialize_with = "crate::wire::int_list")]
    #[schema(max_items = 1000)]
    pub member_ids: Vec<i64>,
    /// One of `member_ids`.
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub leader_id: Option<i64>,
}

impl TeamBody {
    fn members(&self) -> Vec<UserId> {
        self.member_ids.iter().copied().map(UserId).collect()
    }
}

/// Creates a team (CEO only).
#[utoipa::path(
    tag = "company",
    security(("bearer" = [])),
    params(crate::idempotency::IdempotencyKeyHeader),
    request_body = TeamBody,
    responses(
        (status = 201, body = TeamDto),
        (status = 403, description = "ceo_only", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "team_name_taken, too_many_teams", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`name`, `member_ids`, `leader_id`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/company/teams")]
pub async fn create_team(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    body: web::Json<TeamBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    crate::idempotency::once(&state, &req, t.actor.user_id, &b, StatusCode::CREATED, || async {
        let leader = b.leader_id.map(UserId);
        Ok(TeamDto::from(state.firm.create_team(&t.actor, &b.name, &b.members(), leader).await?))
    })
    .await
}

/// Saves a team's name, members and leader (CEO only).
#[utoipa::path(
    tag = "company",
    security(("bearer" = [])),
    params(("team_id" = i64, Path)),
    request_body = TeamBody,
    responses(
        (status = 200, body = TeamDto),
        (status = 403, description = "ceo_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "team_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "team_name_taken", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`name`, `member_ids`, `leader_id`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/company/teams/{team_id}")]
pub async fn update_team(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<TeamBody>,
) -> Result<web::Json<TeamDto>, ApiError> {
    let leader = body.leader_id.map(UserId);
    let team = state.firm.update_team(&t.actor, TeamId(*id), &body.name, &body.members(), leader).await?;
    Ok(web::Json(team.into()))
}

/// Deletes a team (CEO only); its members stay in the firm.
#[utoipa::path(
    tag = "company",
    security(("bearer" = [])),
    params(("team_id" = i64, Path)),
    responses(
        (status = 204, description = "Deleted"),
        (status = 403, description = "ceo_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "team_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/company/teams/{team_id}")]
pub async fn delete_team(state: web::Data<AppState>, t: Tenant, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    state.firm.delete_team(&t.actor, TeamId(*id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Handing the CEO account to another member.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CeoHandoverBody {
    /// An approved member of the firm other than the CEO.
    #[serde(deserialize_with = "crate::wire::int")]
    pub user_id: i64,
    /// The CEO's own password.
    #[schema(max_length = 64)]
    pub password: String,
}

/// Makes another approved member the CEO (CEO only); the caller becomes a staff member at once.
#[utoipa::path(
    tag = "company",
    security(("bearer" = [])),
    request_body = CeoHandoverBody,
    responses(
        (status = 204, description = "Handed over"),
        (status = 403, description = "ceo_only", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`password` wrong, `user_id` not another approved member)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/company/ceo-handover")]
pub async fn hand_over_ceo(
    state: web::Data<AppState>,
    t: Tenant,
    body: web::Json<CeoHandoverBody>,
) -> Result<HttpResponse, ApiError> {
    state.firm.hand_over_ceo(&t.actor, UserId(body.user_id), &body.password).await?;
    Ok(HttpResponse::NoContent().finish())
}
