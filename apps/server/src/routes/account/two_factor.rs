//! Two-factor login: the user's own authenticator app and recovery codes (under /me, open to a
//! member the firm holds at the door until they enrol) and the firm's requirement (CEO).

use actix_web::{get, post, put, web, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::{Authenticated, Tenant};
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(two_factor_status)
        .service(begin_two_factor)
        .service(confirm_two_factor)
        .service(disable_two_factor)
        .service(renew_recovery_codes)
        .service(firm_two_factor)
        .service(set_firm_two_factor);
}

/// The user's own actor, without the firm's two-factor hold (these routes are how one lifts it).
fn own(authed: &Authenticated) -> Result<kernel::Actor, ApiError> {
    if authed.user.user.verified {
        Ok(authed.user.actor())
    } else {
        Err(auth::AuthError::RegistrationIncomplete.into())
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TwoFactorStatusDto {
    pub enabled: bool,
    pub enabled_at: Option<DateTime<Utc>>,
    /// Unused recovery codes.
    pub recovery_codes_left: i64,
    /// The firm requires two-factor login: it cannot be turned off.
    pub required_by_firm: bool,
}

/// The user's two-factor login.
#[utoipa::path(tag = "me", security(("bearer" = [])), responses((status = 200, body = TwoFactorStatusDto)))]
#[get("/me/two-factor")]
pub async fn two_factor_status(
    state: web::Data<AppState>,
    authed: Authenticated,
) -> Result<web::Json<TwoFactorStatusDto>, ApiError> {
    let s = state.two_factor.status(&own(&authed)?).await?;
    Ok(web::Json(TwoFactorStatusDto {
        enabled: s.enabled_at.is_some(),
        enabled_at: s.enabled_at,
        recovery_codes_left: s.recovery_left,
        required_by_firm: s.required_by_firm,
    }))
}

/// A secret for an authenticator app, as text and as the address its QR code carries.
#[derive(Debug, Serialize, ToSchema)]
pub struct TwoFactorEnrolmentDto {
    /// Base32, for typing into the app.
    pub secret: String,
    /// `otpauth://totp/...`, for the QR code.
    pub otpauth_uri: String,
}

/// Starts enrolling an authenticator app (again, if an earlier try was not confirmed).
#[utoipa::path(
    tag = "me",
    security(("bearer" = [])),
    responses(
        (status = 200, body = TwoFactorEnrolmentDto),
        (status = 409, description = "two_factor_already_enabled", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/me/two-factor/enrolment")]
pub async fn begin_two_factor(
    state: web::Data<AppState>,
    authed: Authenticated,
) -> Result<web::Json<TwoFactorEnrolmentDto>, ApiError> {
    let e = state.two_factor.begin(&own(&authed)?, authed.user.user.email.as_str()).await?;
    Ok(web::Json(TwoFactorEnrolmentDto { secret: e.secret_base32, otpauth_uri: e.otpauth_uri }))
}

#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TwoFactorCodeBody {
    /// The six digits the app shows.
    #[schema(max_length = 6, example = "123456")]
    pub code: String,
}

/// Recovery codes: each logs in once instead of an app code. Shown only now.
#[derive(Debug, Serialize, ToSchema)]
pub struct RecoveryCodesDto {
    pub recovery_codes: Vec<String>,
}

/// Turns two-factor login on with a code from the app.
#[utoipa::path(
    tag = "me",
    security(("bearer" = [])),
    request_body = TwoFactorCodeBody,
    responses(
        (status = 200, body = RecoveryCodesDto),
        (status = 409, description = "two_factor_already_enabled | two_factor_not_started", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`code`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/me/two-factor/enrolment/confirm")]
pub async fn confirm_two_factor(
    state: web::Data<AppState>,
    authed: Authenticated,
    body: web::Json<TwoFactorCodeBody>,
) -> Result<web::Json<RecoveryCodesDto>, ApiError> {
    let recovery_codes = state.two_factor.confirm(&own(&authed)?, &body.code).await?;
    Ok(web::Json(RecoveryCodesDto { recovery_codes }))
}

#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TwoFactorPasswordBody {
    #[schema(max_length = 64)]
    pub password: String,
}

/// Turns two-factor login off (the password proves it is the user).
#[utoipa::path(
    tag = "me",
    security(("bearer" = [])),
    request_body = TwoFactorPasswordBody,
    responses(
        (status = 204, description = "Off"),
        (status = 409, description = "two_factor_not_enabled | two_factor_required_by_firm", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`password`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/me/two-factor/disable")]
pub async fn disable_two_factor(
    state: web::Data<AppState>,
    authed: Authenticated,
    body: web::Json<TwoFactorPasswordBody>,
) -> Result<HttpResponse, ApiError> {
    state.two_factor.disable(&own(&authed)?, &body.password).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// New recovery codes; the old ones stop working.
#[utoipa::path(
    tag = "me",
    security(("bearer" = [])),
    request_body = TwoFactorPasswordBody,
    responses(
        (status = 200, body = RecoveryCodesDto),
        (status = 409, description = "two_factor_not_enabled", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`password`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/me/two-factor/recovery-codes")]
pub async fn renew_recovery_codes(
    state: web::Data<AppState>,
    authed: Authenticated,
    body: web::Json<TwoFactorPasswordBody>,
) -> Result<web::Json<RecoveryCodesDto>, ApiError> {
    let recovery_codes = state.two_factor.renew_recovery(&own(&authed)?, &body.password).await?;
    Ok(web::Json(RecoveryCodesDto { recovery_codes }))
}

/// The firm's two-factor requirement and how many active members have it on.
#[derive(Debug, Serialize, ToSchema)]
pub struct FirmTwoFactorDto {
    pub required: bool,
    pub members: i64,
    pub enrolled: i64,
}

impl From<auth::two_factor::FirmTwoFactor> for FirmTwoFactorDto {
    fn from(f: auth::two_factor::FirmTwoFactor) -> Self {
        FirmTwoFactorDto { required: f.required, members: f.members, enrolled: f.enrolled }
    }
}

/// The firm's two-factor requirement.
#[utoipa::path(tag = "company", security(("bearer" = [])), responses((status = 200, body = FirmTwoFactorDto)))]
#[get("/company/two-factor")]
pub async fn firm_two_factor(state: web::Data<AppState>, t: Tenant) -> Result<web::Json<FirmTwoFactorDto>, ApiError> {
    Ok(web::Json(state.two_factor.firm_policy(&t.actor).await?.into()))
}

#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FirmTwoFactorBody {
    pub required: bool,
}

/// The CEO requires two-factor login of every member (or stops requiring it). Members without
/// it are held at the enrolment screen until they set it up; the CEO must have it on first.
#[utoipa::path(
    tag = "company",
    security(("bearer" = [])),
    request_body = FirmTwoFactorBody,
    responses(
        (status = 200, body = FirmTwoFactorDto),
        (status = 403, description = "ceo_only", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "two_factor_not_enabled", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/company/two-factor")]
pub async fn set_firm_two_factor(
    state: web::Data<AppState>,
    t: Tenant,
    body: web::Json<FirmTwoFactorBody>,
) -> Result<web::Json<FirmTwoFactorDto>, ApiError> {
    Ok(web::Json(state.two_factor.set_firm_required(&t.actor, body.required).await?.into()))
}
