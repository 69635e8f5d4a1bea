//! The session user and their settings.

use actix_web::{get, patch, post, put, web, HttpResponse};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Authenticated;
use crate::openapi::codes;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(get_me)
        .service(update_me)
        .service(change_password)
        .service(withdraw)
        .service(list_settings)
        .service(put_setting);
}

/// The logged-in user (spec section 3, "Session user").
#[derive(Debug, Serialize, ToSchema)]
pub struct SessionUserDto {
    pub user_id: i64,
    pub email: String,
    pub name: String,
    pub phone: String,
    /// `startup`, `investor` or `fact_checker`.
    #[schema(value_type = codes::UserTypeCode)]
    pub user_type: String,
    /// Legacy member type; values starting with `host` are sellers.
    pub member_type: String,
    /// `ceo` or `staff`.
    #[schema(value_type = codes::CompanyRoleCode)]
    pub role: String,
    /// `individual` or `enterprise`.
    #[schema(value_type = codes::FormTypeCode)]
    pub form_type: String,
    pub company_id: i64,
    pub company_name: String,
    /// `investor` or `startup`.
    #[schema(value_type = codes::CompanyKindCode)]
    pub company_kind: String,
    /// `c` active (the only status a session can have).
    #[schema(value_type = codes::GroupStatusCode)]
    pub company_group_status: String,
    /// False until registration is complete; such users are limited to the join screens.
    pub verified: bool,
    /// Social login provider; none are offered yet.
    pub social_provider: Option<String>,
    /// The platform's operator staff: they write notices and FAQ and answer inquiries.
    pub operator: bool,
    /// Logs in with an authenticator app's code as well as the password.
    pub two_factor_enabled: bool,
    /// The firm requires two-factor login; while `two_factor_enabled` is false the user can
    /// only reach /me and /me/two-factor (403 two_factor_setup_required elsewhere).
    pub two_factor_required: bool,
}

/// The current user. Works for unverified users too, so the client can send them to the
/// registration intro.
#[utoipa::path(
    tag = "me",
    security(("bearer" = [])),
    responses(
        (status = 200, body = SessionUserDto),
        (status = 401, description = "login_required", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "membership_rejected | membership_expelled", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/me")]
pub async fn get_me(authed: Authenticated) -> web::Json<SessionUserDto> {
    web::Json(SessionUserDto::of(authed.user))
}

impl SessionUserDto {
    fn of(su: auth::SessionUser) -> Self {
        SessionUserDto {
            user_id: su.user.id.get(),
            email: su.user.email.to_string(),
            name: su.user.name,
            phone: su.user.phone,
            user_type: su.user.user_type.code().into(),
            member_type: su.user.member_type,
            role: su.user.role.code().into(),
            form_type: su.user.form_type.code().into(),
            company_id: su.company.id.get(),
            company_name: su.company.name,
            company_kind: su.company.kind.code().into(),
            company_group_status: su.user.group_status.code().into(),
            verified: su.user.verified,
            operator: su.user.is_operator,
            two_factor_enabled: su.user.two_factor_enabled,
            two_factor_required: su.company.two_factor_required,
            social_provider: None,
        }
    }
}

/// The user's own name and phone.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MyProfileBody {
    /// Not blank.
    #[schema(max_length = 50, pattern = r"\S", example = "김조합")]
    pub name: String,
    /// A Korean phone number (9 to 11 digits from 0); hyphens and spaces allowed, stored as digits.
    #[schema(pattern = r"^[ -]*0[ -]*([0-9][ -]*){8,10}$", example = "010-1234-5678")]
    pub phone: String,
}

/// Changes the user's name and phone (/my-info-edit).
#[utoipa::path(
    tag = "me",
    security(("bearer" = [])),
    request_body = MyProfileBody,
    responses(
        (status = 200, body = SessionUserDto),
        (status = 422, description = "validation_failed (`name`, `phone`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[patch("/me")]
pub async fn update_me(
    state: web::Data<AppState>,
    authed: Authenticated,
    body: web::Json<MyProfileBody>,
) -> Result<web::Json<SessionUserDto>, ApiError> {
    let mut me = authed.user;
    let stored = state.account.update_profile(&me.actor(), &body.name, &body.phone).await?;
    (me.user.name, me.user.phone) = (stored.name, stored.phone);
    Ok(web::Json(SessionUserDto::of(me)))
}

/// A password change.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PasswordChangeBody {
    #[schema(max_length = 64)]
    pub current_password: String,
    /// 8 to 64 characters with letters and digits.
    #[schema(max_length = 64)]
    pub new_password: String,
}

/// Changes the password with the current one. The user's other sessions end; this one stays.
#[utoipa::path(
    tag = "me",
    security(("bearer" = [])),
    request_body = PasswordChangeBody,
    responses(
        (status = 204, description = "Changed"),
        (status = 422, description = "validation_failed (`current_password` wrong, `new_password` weak or the same)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/me/password")]
pub async fn change_password(
    state: web::Data<AppState>,
    authed: Authenticated,
    body: web::Json<PasswordChangeBody>,
) -> Result<HttpResponse, ApiError> {
    let actor = authed.user.actor();
    state.account.change_password(&actor, &authed.token, &body.current_password, &body.new_password).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Leaving the service.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct WithdrawalBody {
    #[schema(max_length = 64)]
    pub password: String,
    /// Why, if the user says (kept for the operator).
    #[schema(max_length = 500)]
    pub reason: Option<String>,
}

/// Withdraws the account (/my-info-withdraw): it is anonymised (the firm's records keep it as
/// '탈퇴한 회원'), its address and phone are wiped, every session ends. A CEO whose company has
/// other members cannot withdraw (409).
#[utoipa::path(
    tag = "me",
    security(("bearer" = [])),
    request_body = WithdrawalBody,
    responses(
        (status = 204, description = "Withdrawn; the session has ended"),
        (status = 409, description = "ceo_has_members", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`password` wrong, `reason` too long)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/me/withdrawal")]
pub async fn withdraw(
    state: web::Data<AppState>,
    authed: Authenticated,
    body: web::Json<WithdrawalBody>,
) -> Result<HttpResponse, ApiError> {
    let actor = authed.user.actor();
    state.account.withdraw(&actor, &body.password, body.reason.as_deref()).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct UserSettingDto {
    pub key: String,
    pub value: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct UserSettingList {
    pub items: Vec<UserSettingDto>,
}

/// The user's settings (key/value).
#[utoipa::path(tag = "me", security(("bearer" = [])), responses((status = 200, body = UserSettingList)))]
#[get("/me/settings")]
pub async fn list_settings(
    state: web::Data<AppState>,
    authed: Authenticated,
) -> Result<web::Json<UserSettingList>, ApiError> {
    let items = state.auth.settings(authed.user.user.id).await?;
    Ok(web::Json(UserSettingList {
        items: items.into_iter().map(|s| UserSettingDto { key: s.key, value: s.value }).collect(),
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SettingValue {
    #[schema(max_length = 4000, example = "1")]
    pub value: String,
}

/// Creates or replaces one setting.
#[utoipa::path(
    tag = "me",
    security(("bearer" = [])),
    params(("key" = String, Path, description = "lowercase letters, digits, '.', '_', '-'", max_length = 64, pattern = r"^[a-z0-9._-]{1,64}$")),
    request_body = SettingValue,
    responses(
        (status = 200, body = UserSettingDto),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/me/settings/{key}")]
pub async fn put_setting(
    state: web::Data<AppState>,
    authed: Authenticated,
    key: web::Path<String>,
    body: web::Json<SettingValue>,
) -> Result<web::Json<UserSettingDto>, ApiError> {
    let s = state.auth.put_setting(authed.user.user.id, &key, &body.value).await?;
    Ok(web::Json(UserSettingDto { key: s.key, value: s.value }))
}
