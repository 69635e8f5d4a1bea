//! Login, refresh, logout, find id and password reset.

use actix_web::{post, web, HttpRequest, HttpResponse};
use auth::model::LoginOrigin;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::{bearer, client_ip};
use crate::routes::account::dto::TokenResponse;
use crate::state::AppState;
use kernel::ThrottledAction;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(login)
        .service(refresh_session)
        .service(logout)
        .service(find_id)
        .service(request_password_reset)
        .service(confirm_password_reset);
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LoginRequest {
    pub email: String,
    pub password: String,
    /// "로그인 상태 유지": a 30-day session instead of 12 hours.
    #[serde(default)]
    pub remember: bool,
    /// For accounts with two-factor login: the app's six digits or an unused recovery code
    /// (`xxxx-xxxx`). Without it such an account gets 401 two_factor_required; accounts without
    /// two-factor login ignore it.
    pub two_factor_code: Option<String>,
}

/// Logs in with e-mail and password.
#[utoipa::path(
    tag = "auth",
    request_body = LoginRequest,
    responses(
        (status = 200, body = TokenResponse),
        (status = 401, description = "invalid_credentials | two_factor_required | two_factor_invalid", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "membership_pending | membership_rejected | membership_expelled", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "too_many_attempts", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/auth/login")]
pub async fn login(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<LoginRequest>,
) -> Result<web::Json<TokenResponse>, ApiError> {
    let origin = LoginOrigin { ip: client_ip(&req, state.trust_proxy) };
    let token =
        state.auth.login(&body.email, &body.password, body.two_factor_code.as_deref(), body.remember, &origin).await?;
    Ok(web::Json(token.into()))
}

/// Replaces the current token by a new one; the old one stops working. A token already replaced,
/// presented again, is refused and ends the sessions it was replaced by (RFC 9700 reuse
/// detection).
#[utoipa::path(
    tag = "auth",
    security(("bearer" = [])),
    responses(
        (status = 200, body = TokenResponse),
        (status = 401, description = "login_required", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/auth/refresh")]
pub async fn refresh_session(
    state: web::Data<AppState>,
    req: HttpRequest,
) -> Result<web::Json<TokenResponse>, ApiError> {
    let token = bearer(&req).ok_or(auth::AuthError::LoginRequired)?;
    match state.auth.authenticate(&token).await {
        // A token that is not live may be one already rotated: refreshing it is refused and ends
        // the sessions it was rotated into (reuse detection, in the service).
        Ok(_) | Err(auth::AuthError::LoginRequired) => Ok(web::Json(state.auth.refresh(&token).await?.into())),
        // A member the firm no longer admits gets no new token.
        Err(e) => Err(e.into()),
    }
}

/// Ends the session of the token.
#[utoipa::path(tag = "auth", security(("bearer" = [])), responses((status = 204, description = "Logged out")))]
#[post("/auth/logout")]
pub async fn logout(state: web::Data<AppState>, req: HttpRequest) -> Result<HttpResponse, ApiError> {
    // Logging out a dead or foreign token is harmless, so no session check is needed.
    if let Some(token) = bearer(&req) {
        state.auth.logout(&token).await?;
    }
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FindIdRequest {
    pub name: String,
    pub phone: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct FindIdResponse {
    /// The login e-mail with most of its local part hidden (`de**@johap.kr`).
    pub masked_email: String,
}

/// Finds the login e-mail by name and phone. Ten tries per client address and ten per name in
/// 15 minutes, found or not.
#[utoipa::path(
    tag = "auth",
    request_body = FindIdRequest,
    responses(
        (status = 200, body = FindIdResponse),
        (status = 404, description = "account_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "too_many_attempts", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/auth/find-id")]
pub async fn find_id(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<FindIdRequest>,
) -> Result<web::Json<FindIdResponse>, ApiError> {
    state.throttle.admit(ThrottledAction::FindId, &client_ip(&req, state.trust_proxy), &body.name).await?;
    let masked_email = state.auth.find_id(&body.name, &body.phone).await?;
    Ok(web::Json(FindIdResponse { masked_email }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PasswordResetRequest {
    pub email: String,
}

/// Mails a single-use reset link if the address has an account (answers the same either way).
/// An inbox gets at most three an hour, and a client address may ask ten times an hour,
/// counted whether the address has an account or not (so the limit tells nothing either).
#[utoipa::path(
    tag = "auth",
    request_body = PasswordResetRequest,
    responses(
        (status = 202, description = "Accepted"),
        (status = 429, description = "too_many_attempts", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/auth/password-reset")]
pub async fn request_password_reset(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<PasswordResetRequest>,
) -> Result<HttpResponse, ApiError> {
    let ip = client_ip(&req, state.trust_proxy);
    state.throttle.admit(ThrottledAction::PasswordResetMail, &ip, &body.email).await?;
    state.auth.request_password_reset(&body.email).await?;
    Ok(HttpResponse::Accepted().finish())
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PasswordResetConfirm {
    pub token: String,
    #[schema(
        min_length = 8,
        max_length = 64,
        pattern = r"^([^\u0000]*[A-Za-z][^\u0000]*[0-9][^\u0000]*|[^\u0000]*[0-9][^\u0000]*[A-Za-z][^\u0000]*)$"
    )]
    pub new_password: String,
}

/// Sets a new password with the mailed token; every session of the account ends.
#[utoipa::path(
    tag = "auth",
    request_body = PasswordResetConfirm,
    responses(
        (status = 204, description = "Password changed"),
        (status = 410, description = "reset_token_invalid", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/auth/password-reset/confirm")]
pub async fn confirm_password_reset(
    state: web::Data<AppState>,
    body: web::Json<PasswordResetConfirm>,
) -> Result<HttpResponse, ApiError> {
    state.auth.confirm_password_reset(&body.token, &body.new_password).await?;
    Ok(HttpResponse::NoContent().finish())
}
