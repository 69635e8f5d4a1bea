//! Ports the auth service needs. Every tenant-scoped method takes the [`Actor`] and must only
//! touch rows of `actor.company_id`.

use chrono::{DateTime, Utc};
use kernel::{Actor, CompanyId, Email, Page, PageRequest, PortError, Refused, UserId};

use crate::error::AuthConflict;

use crate::model::{
    Company, CompanyKind, GroupStatus, MemberCounts, NewCompany, NewUser, SessionUser, User, UserSetting,
};
use crate::throttle::RecentFailures;

/// Companies, users and their memberships.
#[async_trait::async_trait]
pub trait AccountRepository: Send + Sync {
    /// The user with this e-mail, their company and their password hash.
    ///
    /// # Errors
    /// `Unexpected` on storage failure; an unknown e-mail is `Ok(None)`.
    async fn find_login(&self, email: &Email) -> Result<Option<(SessionUser, String)>, PortError>;

    /// The user and company for an id.
    ///
    /// # Errors
    /// `Unexpected` on storage failure; an unknown id is `Ok(None)`.
    async fn find_user(&self, id: UserId) -> Result<Option<SessionUser>, PortError>;

    /// Creates a company and its first user (the CEO) in one transaction.
    ///
    /// # Errors
    /// `Conflict(EmailTaken)` when the e-mail is taken, `Conflict(BusinessNumberTaken)` when
    /// the business number is.
    async fn create_company_with_user(
        &self,
        company: NewCompany,
        user: NewUser,
    ) -> Result<SessionUser, Refused<AuthConflict>>;

    /// Adds a user to an existing company of the given kind.
    ///
    /// # Errors
    /// `NotFound` when no company of that kind has the id; `Conflict(EmailTaken)` when the
    /// e-mail is taken.
    async fn add_user_to_company(
        &self,
        company: CompanyId,
        kind: CompanyKind,
        user: NewUser,
    ) -> Result<SessionUser, Refused<AuthConflict>>;

    /// The operator's company with this business number (digits only): one whose members
    /// are fact-checkers. `None` when no company has the number or it is a firm's or a
    /// startup's.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn operator_company(&self, business_number: &str) -> Result<Option<CompanyId>, PortError>;

    /// Companies of a kind whose name contains `query` (substring), by name.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn search_companies(
        &self,
        kind: CompanyKind,
        query: &str,
        page: PageRequest,
    ) -> Result<Page<Company>, PortError>;

    /// Users with exactly this name and phone digits, newest first.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn find_by_name_and_phone(&self, name: &str, phone: &str) -> Result<Vec<User>, PortError>;

    /// Members of the actor's company, optionally of one status, newest first.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn list_members(
        &self,
        actor: &Actor,
        status: Option<GroupStatus>,
        page: PageRequest,
    ) -> Result<Page<User>, PortError>;

    /// Changes a member's status when it is currently `from`, records an audit event, and ends
    /// the member's sessions unless the new status is active; all in one transaction.
    ///
    /// # Errors
    /// `NotFound` when the user is not in the actor's company or not in status `from`.
    async fn change_member_status(
        &self,
        actor: &Actor,
        user: UserId,
        from: GroupStatus,
        to: GroupStatus,
    ) -> Result<User, PortError>;

    /// Counts of active and pending members of a company.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn member_counts(&self, company: CompanyId) -> Result<MemberCounts, PortError>;

    /// The user's settings, by key.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn list_settings(&self, user: UserId) -> Result<Vec<UserSetting>, PortError>;

    /// Creates or replaces one setting.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn put_setting(&self, user: UserId, setting: &UserSetting) -> Result<(), PortError>;
}

/// Sessions, login attempts and password resets. Tokens arrive as digests, never in clear.
#[async_trait::async_trait]
pub trait SessionRepository: Send + Sync {
    /// Stores a new session.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn create_session(
        &self,
        user: UserId,
        token_digest: &[u8],
        expires_at: DateTime<Utc>,
        ip: &str,
    ) -> Result<(), PortError>;

    /// The user of a live session (not revoked, not expired at `now`).
    ///
    /// # Errors
    /// `Unexpected` on storage failure; an unknown or dead session is `Ok(None)`.
    async fn find_session(&self, token_digest: &[u8], now: DateTime<Utc>) -> Result<Option<SessionUser>, PortError>;

    /// Revokes a live session and stores its replacement in one transaction. The replacement
    /// lives as long as the old session was meant to (so "stay logged in" survives a refresh);
    /// returns its expiry.
    ///
    /// # Errors
    /// `NotFound` when the old session is not live.
    async fn rotate_session(
        &self,
        old_digest: &[u8],
        new_digest: &[u8],
        now: DateTime<Utc>,
    ) -> Result<DateTime<Utc>, PortError>;

    /// Revokes one session; revoking a dead one is not an error.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn revoke_session(&self, token_digest: &[u8], now: DateTime<Utc>) -> Result<(), PortError>;

    /// Records a login attempt for throttling.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn record_attempt(&self, email: &str, ip: &str, succeeded: bool, at: DateTime<Utc>) -> Result<(), PortError>;

    /// Failures since `since`: for the e-mail (only after its last success) and for the address.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn recent_failures(&self, email: &str, ip: &str, since: DateTime<Utc>) -> Result<RecentFailures, PortError>;

    /// Stores a password-reset token digest.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn create_reset(&self, user: UserId, token_digest: &[u8], expires_at: DateTime<Utc>)
        -> Result<(), PortError>;

    /// In one transaction: marks an unused, unexpired reset token used, sets the new password
    /// hash and revokes all the user's sessions. Returns the user, or `None` when the token is
    /// unknown, used or expired (then nothing changes).
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn consume_reset(
        &self,
        token_digest: &[u8],
        password_hash: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<UserId>, PortError>;
}

/// Password hashing (argon2id in the adapter). Slow on purpose, so it is async.
#[async_trait::async_trait]
pub trait PasswordHasher: Send + Sync {
    /// A PHC-format hash with a fresh salt.
    ///
    /// # Errors
    /// `Unexpected` when hashing fails.
    async fn hash(&self, password: &str) -> Result<String, PortError>;

    /// Whether `password` matches `hash`. With `None` it still spends the same time (against a
    /// dummy hash) and returns false, so unknown accounts cannot be told apart by timing.
    async fn verify(&self, password: &str, hash: Option<&str>) -> bool;
}

/// Opaque secrets: bearer tokens and reset tokens (the port lives in `kernel`, shared with
/// invitation links).
pub use kernel::TokenMinter;
