//! Invitations: the GP invites addresses to a union; the link's page shows the union and lets
//! the LP sign up or, logged in, accept.

use actix_web::{get, post, web, HttpRequest, HttpResponse};
use auth::model::{InvestorType, LoginOrigin, LpJoinRequest};
use auth::SessionUser;
use chrono::{DateTime, NaiveDate, Utc};
use kernel::Email;
use lp::{AcceptingUser, InvitationView};
use serde::{Deserialize, Serialize};
use union::UnionId;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::{client_ip, Authenticated, Tenant};
use crate::openapi::codes;
use crate::routes::account::dto::TokenResponse;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(invite).service(get_invitation).service(join_by_invitation).service(accept_invitation);
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InviteBody {
    /// Addresses separated by commas.
    #[schema(
        min_length = 1,
        pattern = r"^[^\u0000]*[^,;\s\u0000][^\u0000]*$",
        example = "lp1@example.com, lp2@example.com"
    )]
    pub emails: String,
}

/// The invite-status modal's lists.
#[derive(Debug, Serialize, ToSchema)]
pub struct InviteResult {
    pub new_invitations: Vec<String>,
    pub already_invited: Vec<String>,
    pub invalid_emails: Vec<String>,
    /// The mail could not be handed over; the invitation was withdrawn (invite again later).
    pub failed_emails: Vec<String>,
}

fn strings(v: Vec<Email>) -> Vec<String> {
    v.into_iter().map(String::from).collect()
}

/// Invites addresses to apply to the union; each new one gets a mail with a link that works
/// once, for 14 days.
#[utoipa::path(
    tag = "invitations",
    security(("bearer" = [])),
    params(("union_id" = i64, Path)),
    request_body = InviteBody,
    responses(
        (status = 200, body = InviteResult),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "union_not_recruiting", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/unions/{union_id}/invitations")]
pub async fn invite(
    state: web::Data<AppState>,
    t: Tenant,
    union_id: web::Path<i64>,
    body: web::Json<InviteBody>,
) -> Result<web::Json<InviteResult>, ApiError> {
    let reply_to = Some(t.user.user.email.clone());
    let o = state.lp.invite(&t.actor, UnionId(*union_id), &body.emails, reply_to).await?;
    Ok(web::Json(InviteResult {
        new_invitations: strings(o.new_invitations),
        already_invited: strings(o.already_invited),
        invalid_emails: o.invalid_emails,
        failed_emails: strings(o.failed_emails),
    }))
}

/// What the invitation page shows.
#[derive(Debug, Serialize, ToSchema)]
pub struct InvitationDto {
    pub firm_name: String,
    /// The invited address (the sign-up uses it).
    pub email: String,
    pub union_id: i64,
    pub union_name: String,
    #[schema(value_type = codes::UnionStatusCode)]
    pub union_status: String,
    pub unit_price: i64,
    pub target_amount: i64,
    pub recruitment_start_date: NaiveDate,
    pub recruitment_end_date: NaiveDate,
    pub expires_at: DateTime<Utc>,
}

impl From<InvitationView> for InvitationDto {
    fn from(v: InvitationView) -> Self {
        InvitationDto {
            firm_name: v.firm_name,
            email: v.email.into(),
            union_id: v.union_id.get(),
            union_name: v.union_name,
            union_status: v.union_status.code().into(),
            unit_price: v.unit_price.get(),
            target_amount: v.target_amount.get(),
            recruitment_start_date: v.recruitment_start,
            recruitment_end_date: v.recruitment_end,
            expires_at: v.expires_at,
        }
    }
}

/// The invitation behind a link (no login needed; the token is the secret).
#[utoipa::path(
    tag = "invitations",
    params(("token" = String, Path)),
    responses(
        (status = 200, body = InvitationDto),
        (status = 404, description = "invitation_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "invitation_expired, invitation_used", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/invitations/{token}")]
pub async fn get_invitation(
    state: web::Data<AppState>,
    token: web::Path<String>,
) -> Result<web::Json<InvitationDto>, ApiError> {
    Ok(web::Json(state.portal.invitation(&token).await?.into()))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InvitationJoinBody {
    #[schema(
        min_length = 8,
        max_length = 64,
        pattern = r"^([^\u0000]*[A-Za-z][^\u0000]*[0-9][^\u0000]*|[^\u0000]*[0-9][^\u0000]*[A-Za-z][^\u0000]*)$"
    )]
    pub password: String,
    #[schema(min_length = 1, max_length = 50, pattern = r"\S", example = "박지훈")]
    pub name: String,
    #[schema(pattern = r"^[ -]*0[ -]*([0-9][ -]*){8,10}$", example = "010-3456-7890")]
    pub phone: String,
    /// `individual` or `corporate`.
    #[schema(value_type = codes::LpTypeCode)]
    pub lp_type: String,
    /// The corporation's name; corporate LPs only.
    pub company_name: Option<String>,
    pub agree_terms: bool,
    pub agree_privacy: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct InvitationAccepted {
    /// The union the LP can now apply to.
    pub union_id: i64,
    /// Present after a sign-up: the new session.
    pub token: Option<TokenResponse>,
}

/// The LP as the firm's record shows them: a corporation under its name.
pub(crate) fn accepting(su: &SessionUser) -> AcceptingUser {
    let corporate = su.company.investor_type == Some(InvestorType::Corporation);
    AcceptingUser::new(su.user.id, &su.user.name, &su.company.name, corporate, &su.user.phone, su.user.email.clone())
}

/// Signs up with the invited address, logs in and accepts the invitation.
#[utoipa::path(
    tag = "invitations",
    params(("token" = String, Path)),
    request_body = InvitationJoinBody,
    responses(
        (status = 201, body = InvitationAccepted),
        (status = 404, description = "invitation_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "email_taken (log in and accept instead)", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "invitation_expired, invitation_used", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/invitations/{token}/join")]
pub async fn join_by_invitation(
    state: web::Data<AppState>,
    req: HttpRequest,
    token: web::Path<String>,
    body: web::Json<InvitationJoinBody>,
) -> Result<HttpResponse, ApiError> {
    let view = state.portal.invitation(&token).await?;
    let b = body.into_inner();
    let origin = LoginOrigin { ip: client_ip(&req, state.trust_proxy) };
    let (su, issued) = state
        .auth
        .join_lp(
            LpJoinRequest {
                email: view.email,
                password: b.password,
                name: b.name,
                phone: b.phone,
                lp_type: b.lp_type,
                company_name: b.company_name,
                agree_terms: b.agree_terms,
                agree_privacy: b.agree_privacy,
            },
            &origin,
        )
        .await?;
    let union = state.portal.accept(&token, &accepting(&su)).await?;
    Ok(HttpResponse::Created().json(InvitationAccepted { union_id: union.get(), token: Some(issued.into()) }))
}

/// Accepts the invitation for the logged-in user.
#[utoipa::path(
    tag = "invitations",
    security(("bearer" = [])),
    params(("token" = String, Path)),
    responses(
        (status = 200, body = InvitationAccepted),
        (status = 404, description = "invitation_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 410, description = "invitation_expired, invitation_used", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/invitations/{token}/accept")]
pub async fn accept_invitation(
    state: web::Data<AppState>,
    a: Authenticated,
    token: web::Path<String>,
) -> Result<web::Json<InvitationAccepted>, ApiError> {
    let union = state.portal.accept(&token, &accepting(&a.user)).await?;
    Ok(web::Json(InvitationAccepted { union_id: union.get(), token: None }))
}
