//! What auth operations can fail with. `apps/server/src/error.rs` maps each variant to an HTTP
//! status, a stable code and the Korean message.

use kernel::{FieldError, PortError};

/// Why the accounts adapter refuses a sign-up (the unique e-mail and business number).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuthConflict {
    EmailTaken,
    BusinessNumberTaken,
}

use crate::model::GroupStatus;

#[derive(Debug, thiserror::Error)]
pub enum AuthError {
    /// Unknown e-mail or wrong password (never says which).
    #[error("invalid credentials")]
    InvalidCredentials,
    /// Too many recent failures for the account or the address.
    #[error("too many attempts, retry in {retry_after_minutes} min")]
    TooManyAttempts { retry_after_minutes: i64 },
    /// The user's membership is pending, rejected or expelled.
    #[error("membership {status:?} in {company_name}")]
    Membership { status: GroupStatus, company_name: String },
    /// Logged in, but the registration information is not complete yet.
    #[error("registration incomplete")]
    RegistrationIncomplete,
    /// No token, or an unknown, expired or revoked one.
    #[error("login required")]
    LoginRequired,
    #[error("invalid input")]
    Validation(Vec<FieldError>),
    #[error("e-mail already registered")]
    EmailTaken,
    #[error("business number already registered")]
    BusinessNumberTaken,
    /// Another registered business goes by the name the firm's edit gives.
    #[error("company name taken")]
    CompanyNameTaken,
    /// The company to join does not exist or is of the other kind.
    #[error("company not found")]
    CompanyNotFound,
    /// Find-id found nobody with that name and phone.
    #[error("account not found")]
    AccountNotFound,
    /// The reset link is unknown, expired or already used.
    #[error("reset token invalid")]
    ResetTokenInvalid,
    /// Only the company's CEO may do this.
    #[error("ceo only")]
    CeoOnly,
    /// No such member in the actor's company.
    #[error("member not found")]
    MemberNotFound,
    /// A CEO whose company has other members cannot withdraw.
    #[error("ceo has members")]
    CeoHasMembers,
    /// No such team in the actor's company.
    #[error("team not found")]
    TeamNotFound,
    /// Another team of the company has the name.
    #[error("team name taken")]
    TeamNameTaken,
    /// The company has the most teams it may have.
    #[error("too many teams")]
    TooManyTeams,
    /// The member's status does not allow this change.
    #[error("status change not allowed")]
    StatusChangeNotAllowed,
    /// The password was right; the account has two-factor login and no code came with it.
    #[error("two-factor code required")]
    TwoFactorRequired,
    /// The password was right; the code was not (or was used already).
    #[error("two-factor code invalid")]
    TwoFactorInvalid,
    /// The firm requires two-factor login and this member has not set it up yet.
    #[error("two-factor setup required")]
    TwoFactorSetupRequired,
    #[error("two-factor already enabled")]
    TwoFactorAlreadyEnabled,
    #[error("two-factor not enabled")]
    TwoFactorNotEnabled,
    /// Confirming an enrolment that was never started.
    #[error("two-factor enrolment not started")]
    TwoFactorNotStarted,
    /// The firm requires two-factor login, so it cannot be turned off.
    #[error("two-factor required by firm")]
    TwoFactorRequiredByFirm,
    #[error(transparent)]
    Port(#[from] PortError),
}
