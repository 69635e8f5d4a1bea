//! Two-factor login (issue 20): any user may add an authenticator app (TOTP, see [`crate::totp`])
//! and gets ten single-use recovery codes; a CEO may require it of everyone in the firm. Then a
//! login needs the password and a code, and a member without it is held at the enrolment screen
//! (`AuthService::actor` refuses `TwoFactorSetupRequired`) until they enrol.
//!
//! Enrolment is two steps so a mistyped app never locks anyone out: `begin` stores a pending
//! secret, `confirm` turns it on only once the app has produced a right code.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use kernel::{Actor, Clock, CompanyId, FieldError, PortError, Refused, TokenMinter, UserId};

use crate::account::OwnAccountRepository;
use crate::error::AuthError;
use crate::ports::PasswordHasher;
use crate::totp;

/// Recovery codes handed out at a time.
pub const RECOVERY_CODES: usize = 10;
pub const MSG_CODE: &str = "인증 코드가 맞지 않습니다.";
pub const MSG_PASSWORD: &str = "비밀번호가 맞지 않습니다.";

/// Why the repository refuses a change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TwoFactorConflict {
    /// The user's two-factor login is already on.
    AlreadyEnabled,
    /// The user's firm requires it, so it stays on.
    RequiredByFirm,
}

/// A user's stored second factor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TwoFactorState {
    pub secret: Vec<u8>,
    /// When the enrolment was confirmed; `None` while it is pending.
    pub confirmed_at: Option<DateTime<Utc>>,
    /// The last time step a code was accepted for (a code is good once).
    pub last_step: Option<i64>,
    /// Unused recovery codes.
    pub recovery_left: i64,
}

/// The firm's policy and how far its members are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FirmTwoFactor {
    pub required: bool,
    /// Active members.
    pub members: i64,
    /// Active members with two-factor login on.
    pub enrolled: i64,
}

/// What the user sees on their security screen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TwoFactorStatus {
    pub enabled_at: Option<DateTime<Utc>>,
    pub recovery_left: i64,
    /// The user's firm requires two-factor login (then it cannot be turned off).
    pub required_by_firm: bool,
}

/// A secret to type or scan into an authenticator app.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Enrolment {
    pub secret_base32: String,
    pub otpauth_uri: String,
}

/// Second factors and recovery codes. Recovery codes arrive as digests, never in clear.
#[async_trait::async_trait]
pub trait TwoFactorRepository: Send + Sync {
    async fn state(&self, user: UserId) -> Result<Option<TwoFactorState>, PortError>;

    /// Stores a pending secret, replacing an earlier pending one. `AlreadyEnabled` when the
    /// user's two-factor login is on.
    async fn begin(&self, actor: &Actor, secret: &[u8], at: DateTime<Utc>) -> Result<(), Refused<TwoFactorConflict>>;

    /// Turns the pending secret on, marks `step` used and stores the recovery codes, in one
    /// transaction. `NotFound` when nothing is pending.
    async fn confirm(&self, actor: &Actor, step: i64, recovery: &[Vec<u8>], at: DateTime<Utc>)
        -> Result<(), PortError>;

    /// Marks `step` used if it is later than the last used one; false when another request
    /// used it (or a later one) first.
    async fn use_step(&self, user: UserId, step: i64) -> Result<bool, PortError>;

    /// Marks an unused recovery code used; false when there is none with the digest.
    async fn use_recovery(&self, user: UserId, digest: &[u8], at: DateTime<Utc>) -> Result<bool, PortError>;

    /// Replaces all recovery codes.
    async fn replace_recovery(&self, actor: &Actor, recovery: &[Vec<u8>]) -> Result<(), PortError>;

    /// Removes the second factor and its codes. `RequiredByFirm` when the user's firm requires
    /// it (checked in the same transaction as the delete).
    async fn disable(&self, actor: &Actor) -> Result<(), Refused<TwoFactorConflict>>;

    async fn firm_policy(&self, company: CompanyId) -> Result<FirmTwoFactor, PortError>;

    async fn set_firm_required(&self, actor: &Actor, required: bool) -> Result<(), PortError>;
}

/// What a login's second step came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SecondFactor {
    /// The user has no second factor.
    NotEnrolled,
    /// A right code (or an unused recovery code) was given and is now spent.
    Passed,
    /// The user has one and no code was given.
    Missing,
    Wrong,
}

/// A recovery code's canonical form: eight lowercase hex digits, shown as `xxxx-xxxx`.
pub fn normalized_recovery(input: &str) -> Option<String> {
    let s: String = input.chars().filter(|c| !matches!(c, '-' | ' ')).collect::<String>().to_ascii_lowercase();
    (s.len() == 8 && s.bytes().all(|b| b.is_ascii_hexdigit())).then_some(s)
}

/// Checks a login's code against the user's second factor and spends it.
///
/// # Errors
/// Storage failures only.
pub async fn check_login_code(
    repo: &dyn TwoFactorRepository,
    tokens: &dyn TokenMinter,
    user: UserId,
    code: Option<&str>,
    now: DateTime<Utc>,
) -> Result<SecondFactor, PortError> {
    let Some(state) = repo.state(user).await?.filter(|s| s.confirmed_at.is_some()) else {
        return Ok(SecondFactor::NotEnrolled);
    };
    let Some(code) = code.map(str::trim).filter(|c| !c.is_empty()) else {
        return Ok(SecondFactor::Missing);
    };
    if let Some(step) = totp::matching_step(&state.secret, code, now.timestamp(), state.last_step) {
        return Ok(if repo.use_step(user, step).await? { SecondFactor::Passed } else { SecondFactor::Wrong });
    }
    if let Some(recovery) = normalized_recovery(code) {
        if repo.use_recovery(user, &tokens.digest(&recovery), now).await? {
            return Ok(SecondFactor::Passed);
        }
    }
    Ok(SecondFactor::Wrong)
}

#[derive(Clone)]
pub struct TwoFactorService {
    repo: Arc<dyn TwoFactorRepository>,
    passwords: Arc<dyn OwnAccountRepository>,
    hasher: Arc<dyn PasswordHasher>,
    tokens: Arc<dyn TokenMinter>,
    clock: Arc<dyn Clock>,
    /// The issuer name authenticator apps list the account under.
    issuer: String,
}

fn refused(e: Refused<TwoFactorConflict>) -> AuthError {
    match e {
        Refused::Conflict(TwoFactorConflict::AlreadyEnabled) => AuthError::TwoFactorAlreadyEnabled,
        Refused::Conflict(TwoFactorConflict::RequiredByFirm) => AuthError::TwoFactorRequiredByFirm,
        Refused::Port(p) => p.into(),
    }
}

fn field(name: &'static str, msg: &'static str) -> AuthError {
    AuthError::Validation(vec![FieldError::new(name, msg)])
}

impl TwoFactorService {
    pub fn new(
        repo: Arc<dyn TwoFactorRepository>,
        passwords: Arc<dyn OwnAccountRepository>,
        hasher: Arc<dyn PasswordHasher>,
        tokens: Arc<dyn TokenMinter>,
        clock: Arc<dyn Clock>,
        issuer: String,
    ) -> Self {
        TwoFactorService { repo, passwords, hasher, tokens, clock, issuer }
    }

    /// The user's two-factor state.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn status(&self, actor: &Actor) -> Result<TwoFactorStatus, AuthError> {
        let state = self.repo.state(actor.user_id).await?.filter(|s| s.confirmed_at.is_some());
        let firm = self.repo.firm_policy(actor.company_id).await?;
        Ok(TwoFactorStatus {
            enabled_at: state.as_ref().and_then(|s| s.confirmed_at),
            recovery_left: state.map_or(0, |s| s.recovery_left),
            required_by_firm: firm.required,
        })
    }

    /// Starts (or restarts) an enrolment with a fresh secret.
    ///
    /// # Errors
    /// `TwoFactorAlreadyEnabled`.
    pub async fn begin(&self, actor: &Actor, email: &str) -> Result<Enrolment, AuthError> {
        // 32 fresh random bytes through SHA-256 in production; the first 20 are the secret.
        let mut secret = self.tokens.digest(&self.tokens.mint());
        if secret.len() < totp::SECRET_BYTES {
            return Err(PortError::Unexpected("token digest shorter than a TOTP secret".into()).into());
        }
        secret.truncate(totp::SECRET_BYTES);
        self.repo.begin(actor, &secret, self.clock.now()).await.map_err(refused)?;
        Ok(Enrolment {
            secret_base32: totp::secret_base32(&secret),
            otpauth_uri: totp::otpauth_uri(&secret, &self.issuer, email),
        })
    }

    /// Turns two-factor login on with a code from the app; returns the recovery codes, shown
    /// this once.
    ///
    /// # Errors
    /// `TwoFactorAlreadyEnabled`, `TwoFactorNotStarted`, `Validation` on `code`.
    pub async fn confirm(&self, actor: &Actor, code: &str) -> Result<Vec<String>, AuthError> {
        let state = self.repo.state(actor.user_id).await?.ok_or(AuthError::TwoFactorNotStarted)?;
        if state.confirmed_at.is_some() {
            return Err(AuthError::TwoFactorAlreadyEnabled);
        }
        let now = self.clock.now();
        let step =
            totp::matching_step(&state.secret, code, now.timestamp(), None).ok_or_else(|| field("code", MSG_CODE))?;
        let (codes, digests) = self.recovery_codes();
        self.repo.confirm(actor, step, &digests, now).await.map_err(|e| match e {
            PortError::NotFound => AuthError::TwoFactorNotStarted,
            other => other.into(),
        })?;
        Ok(codes)
    }

    /// Turns two-factor login off; the password proves it is the user.
    ///
    /// # Errors
    /// `Validation` on `password`, `TwoFactorRequiredByFirm`, `TwoFactorNotEnabled`.
    pub async fn disable(&self, actor: &Actor, password: &str) -> Result<(), AuthError> {
        self.check_password(actor, password).await?;
        self.enabled(actor).await?;
        self.repo.disable(actor).await.map_err(refused)
    }

    /// New recovery codes; the old ones stop working.
    ///
    /// # Errors
    /// `Validation` on `password`, `TwoFactorNotEnabled`.
    pub async fn renew_recovery(&self, actor: &Actor, password: &str) -> Result<Vec<String>, AuthError> {
        self.check_password(actor, password).await?;
        self.enabled(actor).await?;
        let (codes, digests) = self.recovery_codes();
        self.repo.replace_recovery(actor, &digests).await?;
        Ok(codes)
    }

    /// The firm's policy and its members' progress.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn firm_policy(&self, actor: &Actor) -> Result<FirmTwoFactor, AuthError> {
        Ok(self.repo.firm_policy(actor.company_id).await?)
    }

    /// The CEO requires (or stops requiring) two-factor login of every member. To require it
    /// the CEO must have it on (so they cannot lock themselves out, as GitHub asks of owners).
    ///
    /// # Errors
    /// `CeoOnly`, `TwoFactorNotEnabled`.
    pub async fn set_firm_required(&self, actor: &Actor, required: bool) -> Result<FirmTwoFactor, AuthError> {
        if !actor.is_ceo {
            return Err(AuthError::CeoOnly);
        }
        if required {
            self.enabled(actor).await?;
        }
        self.repo.set_firm_required(actor, required).await?;
        Ok(self.repo.firm_policy(actor.company_id).await?)
    }

    async fn enabled(&self, actor: &Actor) -> Result<(), AuthError> {
        match self.repo.state(actor.user_id).await? {
            Some(s) if s.confirmed_at.is_some() => Ok(()),
            _ => Err(AuthError::TwoFactorNotEnabled),
        }
    }

    async fn check_password(&self, actor: &Actor, password: &str) -> Result<(), AuthError> {
        let hash = self.passwords.password_hash(actor.user_id).await?;
        if self.hasher.verify(password, Some(&hash)).await {
            Ok(())
        } else {
            Err(field("password", MSG_PASSWORD))
        }
    }

    /// Ten codes (`xxxx-xxxx`) and their digests.
    fn recovery_codes(&self) -> (Vec<String>, Vec<Vec<u8>>) {
        (0..RECOVERY_CODES)
            .map(|_| {
                let raw: String = self.tokens.mint().chars().filter(char::is_ascii_hexdigit).take(8).collect();
                let digest = self.tokens.digest(&raw);
                (format!("{}-{}", &raw[..4.min(raw.len())], &raw[4.min(raw.len())..]), digest)
            })
            .unzip()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recovery_codes_are_read_whatever_their_case_and_dashes() {
        assert_eq!(normalized_recovery("AB12-cd34").as_deref(), Some("ab12cd34"));
        assert_eq!(normalized_recovery(" ab12 cd34 ").as_deref(), Some("ab12cd34"));
        assert_eq!(normalized_recovery("123456"), None, "a TOTP code is not a recovery code");
        assert_eq!(normalized_recovery("ab12-cd3g"), None);
    }
}
