//! The auth service: sign-up, login, sessions, member approval, settings, password reset.

use std::sync::Arc;

use chrono::Duration;
use kernel::mail::{escape_html, MailTransport, OutgoingMail};
use kernel::{Actor, Clock, Email, Page, PageRequest, PortError, Refused, UserId};

use crate::error::{AuthConflict, AuthError};
use crate::model::{
    Company, CompanyChoice, CompanyKind, CompanyRole, GroupStatus, IssuedToken, JoinRequest, LoginOrigin,
    LpJoinRequest, MemberCounts, NewCompany, NewUser, SessionUser, User, UserSetting, UserType,
};
use crate::ports::{AccountRepository, PasswordHasher, SessionRepository, TokenMinter};
use crate::throttle::ThrottlePolicy;
use crate::two_factor::{check_login_code, SecondFactor, TwoFactorRepository};
use crate::validate;

/// Where the service keeps accounts, sessions and second factors.
#[derive(Clone)]
pub struct AuthStores {
    pub accounts: Arc<dyn AccountRepository>,
    pub sessions: Arc<dyn SessionRepository>,
    pub two_factor: Arc<dyn TwoFactorRepository>,
}

/// Lifetimes and addresses the service needs.
#[derive(Debug, Clone)]
pub struct AuthConfig {
    /// Session lifetime without "stay logged in".
    pub session_ttl: Duration,
    /// Session lifetime with "stay logged in".
    pub remember_ttl: Duration,
    /// How long a password-reset link works.
    pub reset_ttl: Duration,
    /// Origin the browser uses, for links in mails (`https://johap.example`).
    pub public_origin: String,
    /// Sender name of account mails.
    pub product_name: String,
    pub throttle: ThrottlePolicy,
}

impl Default for AuthConfig {
    fn default() -> Self {
        AuthConfig {
            session_ttl: Duration::hours(12),
            remember_ttl: Duration::days(30),
            reset_ttl: Duration::minutes(30),
            public_origin: "http://localhost:8080".into(),
            product_name: "조합".into(),
            throttle: ThrottlePolicy::default(),
        }
    }
}

#[derive(Clone)]
pub struct AuthService {
    accounts: Arc<dyn AccountRepository>,
    sessions: Arc<dyn SessionRepository>,
    two_factor: Arc<dyn TwoFactorRepository>,
    hasher: Arc<dyn PasswordHasher>,
    tokens: Arc<dyn TokenMinter>,
    mail: Arc<dyn MailTransport>,
    clock: Arc<dyn Clock>,
    config: AuthConfig,
}

fn conflict_to(e: Refused<AuthConflict>) -> AuthError {
    match e {
        Refused::Conflict(AuthConflict::EmailTaken) => AuthError::EmailTaken,
        Refused::Conflict(AuthConflict::BusinessNumberTaken) => AuthError::BusinessNumberTaken,
        Refused::Port(PortError::NotFound) => AuthError::CompanyNotFound,
        Refused::Port(other) => AuthError::Port(other),
    }
}

impl AuthService {
    pub fn new(
        stores: AuthStores,
        hasher: Arc<dyn PasswordHasher>,
        tokens: Arc<dyn TokenMinter>,
        mail: Arc<dyn MailTransport>,
        clock: Arc<dyn Clock>,
        config: AuthConfig,
    ) -> Self {
        let AuthStores { accounts, sessions, two_factor } = stores;
        AuthService { accounts, sessions, two_factor, hasher, tokens, mail, clock, config }
    }

    /// Signs up: a new company makes the user its CEO (active); joining an existing company
    /// leaves the user pending until that company's CEO approves.
    ///
    /// # Errors
    /// `Validation`, `EmailTaken`, `BusinessNumberTaken`, `CompanyNotFound`.
    pub async fn join(&self, req: JoinRequest) -> Result<SessionUser, AuthError> {
        let cmd = validate::join(&req).map_err(AuthError::Validation)?;
        self.create_account(cmd, GroupStatus::Pending).await
    }

    /// Enrols a fact-checker (platform staff who verify startup data). Not reachable over
    /// HTTP: sign-up refuses the type; the operator enrols them (`johap enroll-fact-checker`,
    /// the demo seed). The company named as new is the operator's: the first checker creates it
    /// and becomes its CEO; a later one with the same business number joins it as active staff
    /// (the operator's command is the approval, no CEO screen in between).
    ///
    /// # Errors
    /// As [`Self::join`]; `user_type` must be `fact_checker`; `BusinessNumberTaken` when the
    /// number is a firm's or a startup's.
    pub async fn enroll_fact_checker(&self, req: JoinRequest) -> Result<SessionUser, AuthError> {
        let mut cmd = validate::join_as(&req, &[UserType::FactChecker]).map_err(AuthError::Validation)?;
        if let CompanyChoice::New { business_number, .. } = &cmd.company {
            if let Some(operator) = self.accounts.operator_company(business_number).await? {
                cmd.company = CompanyChoice::Existing(operator);
                return self.create_account(cmd, GroupStatus::Active).await;
            }
        }
        self.create_account(cmd, GroupStatus::Pending).await
    }

    /// `joined`: the status of a user joining an existing company.
    async fn create_account(&self, cmd: validate::JoinCommand, joined: GroupStatus) -> Result<SessionUser, AuthError> {
        let password_hash = self.hasher.hash(&cmd.password).await?;
        let kind = match cmd.user_type {
            UserType::Startup => CompanyKind::Startup,
            _ => CompanyKind::Investor,
        };
        let (role, group_status) = match cmd.company {
            CompanyChoice::New { .. } => (CompanyRole::Ceo, GroupStatus::Active),
            CompanyChoice::Existing(_) => (CompanyRole::Staff, joined),
        };
        let user = NewUser {
            email: cmd.email,
            password_hash,
            name: cmd.name,
            phone: cmd.phone,
            user_type: cmd.user_type,
            member_type: "member",
            form_type: cmd.form_type,
            role,
            group_status,
            verified: true,
            agreed_at: self.clock.now(),
        };
        match cmd.company {
            CompanyChoice::New { name, business_number, ceo_name } => {
                let company = NewCompany {
                    kind,
                    name,
                    business_number: Some(business_number),
                    ceo_name,
                    investor_type: cmd.investor_type,
                };
                self.accounts.create_company_with_user(company, user).await.map_err(conflict_to)
            }
            CompanyChoice::Existing(id) => self.accounts.add_user_to_company(id, kind, user).await.map_err(conflict_to),
        }
    }

    /// Signs an LP up from an invitation and opens a session: an investor account that is the
    /// CEO of its own company (the person, or the corporation named), active and verified
    /// (the invitation link proved the mailbox).
    ///
    /// # Errors
    /// `Validation`, `EmailTaken`.
    pub async fn join_lp(
        &self,
        req: LpJoinRequest,
        origin: &LoginOrigin,
    ) -> Result<(SessionUser, IssuedToken), AuthError> {
        let cmd = validate::lp_join(&req).map_err(AuthError::Validation)?;
        let password_hash = self.hasher.hash(&req.password).await?;
        let user = NewUser {
            email: req.email.clone(),
            password_hash,
            name: cmd.name.clone(),
            phone: cmd.phone,
            user_type: UserType::Investor,
            member_type: crate::model::MEMBER_TYPE_LP,
            form_type: cmd.form_type,
            role: CompanyRole::Ceo,
            group_status: GroupStatus::Active,
            verified: true,
            agreed_at: self.clock.now(),
        };
        let company = NewCompany {
            kind: CompanyKind::Investor,
            name: cmd.company_name,
            business_number: None,
            ceo_name: cmd.name,
            investor_type: Some(cmd.investor_type),
        };
        let su = self.accounts.create_company_with_user(company, user).await.map_err(conflict_to)?;
        let token = self.open_session(su.user.id, self.config.session_ttl, &origin.ip).await?;
        Ok((su, token))
    }

    /// Companies a new user can ask to join.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn search_companies(
        &self,
        kind: CompanyKind,
        query: &str,
        page: PageRequest,
    ) -> Result<Page<Company>, AuthError> {
        Ok(self.accounts.search_companies(kind, query.trim(), page).await?)
    }

    /// Checks the password (and the authenticator code, for accounts with two-factor login)
    /// and opens a session. Throttled per account and per address; a wrong code counts as a
    /// failed attempt, so codes cannot be guessed behind a known password. A member whose
    /// company has not approved them (or has removed them) gets no session.
    ///
    /// # Errors
    /// `TooManyAttempts`, `InvalidCredentials`, `TwoFactorRequired`, `TwoFactorInvalid`,
    /// `Membership`.
    pub async fn login(
        &self,
        email: &str,
        password: &str,
        code: Option<&str>,
        remember: bool,
        origin: &LoginOrigin,
    ) -> Result<IssuedToken, AuthError> {
        let now = self.clock.now();
        let key = email.trim().to_lowercase();
        let policy = self.config.throttle;
        let failures = self.sessions.recent_failures(&key, &origin.ip, policy.since(now)).await?;
        policy.check(failures).map_err(|retry_after_minutes| AuthError::TooManyAttempts { retry_after_minutes })?;

        let found = match Email::parse(email) {
            Ok(e) => self.accounts.find_login(&e).await?,
            Err(_) => None,
        };
        let ok = self.hasher.verify(password, found.as_ref().map(|(_, h)| h.as_str())).await;
        let Some((su, _)) = found.filter(|_| ok) else {
            self.sessions.record_attempt(&key, &origin.ip, false, now).await?;
            return Err(AuthError::InvalidCredentials);
        };
        // A success is recorded only once the second factor passed too: a right password
        // alone must not reset the failures a guessed code would add up.
        match check_login_code(&*self.two_factor, &*self.tokens, su.user.id, code, now).await? {
            SecondFactor::NotEnrolled | SecondFactor::Passed => {
                self.sessions.record_attempt(&key, &origin.ip, true, now).await?;
            }
            SecondFactor::Missing => return Err(AuthError::TwoFactorRequired),
            SecondFactor::Wrong => {
                self.sessions.record_attempt(&key, &origin.ip, false, now).await?;
                return Err(AuthError::TwoFactorInvalid);
            }
        }
        ensure_active(&su)?;
        let ttl = if remember { self.config.remember_ttl } else { self.config.session_ttl };
        self.open_session(su.user.id, ttl, &origin.ip).await
    }

    async fn open_session(&self, user: UserId, ttl: Duration, ip: &str) -> Result<IssuedToken, AuthError> {
        let token = self.tokens.mint();
        let expires_at = self.clock.now() + ttl;
        self.sessions.create_session(user, &self.tokens.digest(&token), expires_at, ip).await?;
        Ok(IssuedToken { token, expires_at })
    }

    /// Resolves a bearer token to its user. The membership must be active.
    ///
    /// # Errors
    /// `LoginRequired` for unknown, expired or revoked tokens; `Membership` when the user was
    /// rejected or expelled since.
    pub async fn authenticate(&self, token: &str) -> Result<SessionUser, AuthError> {
        let su = self
            .sessions
            .find_session(&self.tokens.digest(token), self.clock.now())
            .await?
            .ok_or(AuthError::LoginRequired)?;
        ensure_active(&su)?;
        Ok(su)
    }

    /// The tenant context for a session user: registration must be complete, and two-factor
    /// login set up when the firm requires it.
    ///
    /// # Errors
    /// `RegistrationIncomplete` for unverified users, `TwoFactorSetupRequired`.
    pub fn actor(&self, su: &SessionUser) -> Result<Actor, AuthError> {
        if !su.user.verified {
            Err(AuthError::RegistrationIncomplete)
        } else if su.company.two_factor_required && !su.user.two_factor_enabled {
            Err(AuthError::TwoFactorSetupRequired)
        } else {
            Ok(su.actor())
        }
    }

    /// Replaces a live token by a new one with a fresh lifetime; the old one stops working.
    ///
    /// # Errors
    /// `LoginRequired` when the old token is not live.
    pub async fn refresh(&self, token: &str) -> Result<IssuedToken, AuthError> {
        let new = self.tokens.mint();
        let expires_at = self
            .sessions
            .rotate_session(&self.tokens.digest(token), &self.tokens.digest(&new), self.clock.now())
            .await
            .map_err(|e| match e {
                PortError::NotFound => AuthError::LoginRequired,
                other => AuthError::Port(other),
            })?;
        Ok(IssuedToken { token: new, expires_at })
    }

    /// Ends a session.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn logout(&self, token: &str) -> Result<(), AuthError> {
        Ok(self.sessions.revoke_session(&self.tokens.digest(token), self.clock.now()).await?)
    }

    /// The masked e-mail of the newest account with this name and phone.
    ///
    /// # Errors
    /// `AccountNotFound` when nobody matches (also for malformed phones).
    pub async fn find_id(&self, name: &str, phone: &str) -> Result<String, AuthError> {
        let digits = validate::phone_digits(phone).ok_or(AuthError::AccountNotFound)?;
        let users = self.accounts.find_by_name_and_phone(name.trim(), &digits).await?;
        users.first().map(|u| u.email.masked()).ok_or(AuthError::AccountNotFound)
    }

    /// Mails a single-use, expiring reset link when the address belongs to an account. Says
    /// nothing either way, so addresses cannot be probed.
    ///
    /// # Errors
    /// Storage or mail transport failures.
    pub async fn request_password_reset(&self, email: &str) -> Result<(), AuthError> {
        let Ok(email) = Email::parse(email) else { return Ok(()) };
        let Some((su, _)) = self.accounts.find_login(&email).await? else { return Ok(()) };
        let token = self.tokens.mint();
        let expires_at = self.clock.now() + self.config.reset_ttl;
        self.sessions.create_reset(su.user.id, &self.tokens.digest(&token), expires_at).await?;
        let link = format!("{}/find-pw-reset?token={token}", self.config.public_origin.trim_end_matches('/'));
        let minutes = self.config.reset_ttl.num_minutes();
        let name = &su.user.name;
        let product = &self.config.product_name;
        let (html_name, html_product) = (escape_html(name), escape_html(product));
        let html = format!(
            "<p>{html_name}님, 안녕하세요.</p><p>아래 버튼을 눌러 비밀번호를 다시 설정해 주세요. \
             링크는 {minutes}분 동안 한 번만 사용할 수 있습니다.</p>\
             <p><a href=\"{link}\" style=\"display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;\
             border-radius:6px;text-decoration:none\">비밀번호 재설정</a></p>\
             <p>요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.</p><p>{html_product} 드림</p>"
        );
        let text = format!(
            "{name}님, 안녕하세요.\n\n아래 링크에서 비밀번호를 다시 설정해 주세요. 링크는 {minutes}분 동안 한 번만 사용할 수 있습니다.\n{link}\n\n요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.\n{product} 드림\n"
        );
        self.mail
            .send(&OutgoingMail {
                to: email,
                to_name: Some(name.clone()),
                from_name: product.clone(),
                reply_to: None,
                subject: format!("[{product}] 비밀번호 재설정 안내"),
                html,
                text,
                message_id: None,
                attachments: Vec::new(),
            })
            .await
            .map_err(kernel::PortError::from)?;
        Ok(())
    }

    /// Sets a new password with a reset token; the token then stops working and every session
    /// of the user ends.
    ///
    /// # Errors
    /// `Validation` for a weak password (the token stays usable), `ResetTokenInvalid`.
    pub async fn confirm_password_reset(&self, token: &str, new_password: &str) -> Result<UserId, AuthError> {
        if !validate::password_ok(new_password) {
            return Err(AuthError::Validation(vec![kernel::FieldError::new("new_password", validate::MSG_PASSWORD)]));
        }
        let hash = self.hasher.hash(new_password).await?;
        self.sessions
            .consume_reset(&self.tokens.digest(token), &hash, self.clock.now())
            .await?
            .ok_or(AuthError::ResetTokenInvalid)
    }

    /// Members of the actor's company.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn list_members(
        &self,
        actor: &Actor,
        status: Option<GroupStatus>,
        page: PageRequest,
    ) -> Result<Page<User>, AuthError> {
        Ok(self.accounts.list_members(actor, status, page).await?)
    }

    /// The CEO approves (w → c), rejects (w → r) or expels (c → d) a member.
    ///
    /// # Errors
    /// `CeoOnly`, `MemberNotFound`, `StatusChangeNotAllowed` (e.g. expelling oneself).
    pub async fn decide_member(
        &self,
        actor: &Actor,
        user: UserId,
        decision: MemberDecision,
    ) -> Result<User, AuthError> {
        if !actor.is_ceo {
            return Err(AuthError::CeoOnly);
        }
        if user == actor.user_id {
            return Err(AuthError::StatusChangeNotAllowed);
        }
        let (from, to) = decision.transition();
        self.accounts.change_member_status(actor, user, from, to).await.map_err(|e| match e {
            PortError::NotFound => AuthError::MemberNotFound,
            other => AuthError::Port(other),
        })
    }

    /// Member counts of the actor's company.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn member_counts(&self, actor: &Actor) -> Result<MemberCounts, AuthError> {
        Ok(self.accounts.member_counts(actor.company_id).await?)
    }

    /// The user's settings.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn settings(&self, user: UserId) -> Result<Vec<UserSetting>, AuthError> {
        Ok(self.accounts.list_settings(user).await?)
    }

    /// Stores one setting.
    ///
    /// # Errors
    /// `Validation` for a bad key or an over-long value.
    pub async fn put_setting(&self, user: UserId, key: &str, value: &str) -> Result<UserSetting, AuthError> {
        validate::setting(key, value).map_err(AuthError::Validation)?;
        let s = UserSetting { key: key.to_string(), value: value.to_string() };
        self.accounts.put_setting(user, &s).await?;
        Ok(s)
    }
}

/// What a CEO decides about a member.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MemberDecision {
    Approve,
    Reject,
    Expel,
}

impl MemberDecision {
    /// The only status change each decision may make.
    pub fn transition(self) -> (GroupStatus, GroupStatus) {
        match self {
            MemberDecision::Approve => (GroupStatus::Pending, GroupStatus::Active),
            MemberDecision::Reject => (GroupStatus::Pending, GroupStatus::Rejected),
            MemberDecision::Expel => (GroupStatus::Active, GroupStatus::Expelled),
        }
    }
}

fn ensure_active(su: &SessionUser) -> Result<(), AuthError> {
    match su.user.group_status {
        GroupStatus::Active => Ok(()),
        status => Err(AuthError::Membership { status, company_name: su.company.name.clone() }),
    }
}
