//! The firm's own details (기업 기본 정보 of an investment firm), its teams (그룹 관리) and the
//! hand-over of the CEO account (issue 20). Any member reads them; only the CEO changes them.
//! The business number and investor type are the firm's identity from sign-up and stay as they
//! are; a hand-over asks for the CEO's password, as a withdrawal does.

use std::sync::Arc;

use chrono::{DateTime, NaiveDate, Utc};
use kernel::{define_id, Actor, Clock, CompanyId, Email, FieldError, PortError, Refused, UserId};

use crate::account::OwnAccountRepository;
use crate::error::AuthError;
use crate::model::CompanyRole;
use crate::ports::PasswordHasher;
use crate::validate::{phone_digits, MSG_CEO_NAME, MSG_COMPANY_NAME};

define_id!(
    /// A team inside a firm.
    TeamId
);

pub const MAX_TEAMS: usize = 100;
pub const MAX_INTRODUCTION_CHARS: usize = 2000;
pub const MSG_TEAM_NAME: &str = "그룹명을 입력해주세요.";
pub const MSG_TEAM_NAME_LONG: &str = "그룹명은 30자 이하로 입력해 주세요.";
pub const MSG_TEAM_MEMBERS: &str = "회사의 승인된 구성원만 그룹에 넣을 수 있습니다.";
pub const MSG_TEAM_LEADER: &str = "그룹장은 그룹 구성원 중에서 골라 주세요.";
pub const MSG_FIRM_PHONE: &str = "올바른 전화번호를 입력해 주세요.";
pub const MSG_FIRM_EMAIL: &str = "올바른 이메일 주소를 입력해 주세요.";
pub const MSG_HOMEPAGE: &str = "홈페이지는 http:// 또는 https://로 시작하는 200자 이하의 주소로 입력해 주세요.";
pub const MSG_ADDRESS: &str = "주소는 200자 이하로 입력해 주세요.";
pub const MSG_FOUNDED_ON: &str = "설립일은 오늘 이전 날짜로 입력해 주세요.";
pub const MSG_INTRODUCTION: &str = "회사 소개는 2,000자 이하로 입력해 주세요.";
pub const MSG_HANDOVER_PASSWORD: &str = "비밀번호가 맞지 않습니다.";
pub const MSG_HANDOVER_TARGET: &str = "승인된 다른 구성원에게만 대표 계정을 넘길 수 있습니다.";

/// The firm as its members see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FirmProfile {
    pub id: CompanyId,
    /// `investor` or `startup`.
    pub kind: String,
    pub name: String,
    pub business_number: Option<String>,
    pub ceo_name: Option<String>,
    /// `C` corporation, `P` individual (investor firms).
    pub investor_type: Option<String>,
    pub address: String,
    /// Digits, or empty.
    pub phone: String,
    pub homepage: String,
    pub contact_email: String,
    pub founded_on: Option<NaiveDate>,
    pub introduction: String,
    /// Active members, the CEO included.
    pub member_count: i64,
    pub updated_at: DateTime<Utc>,
}

/// The CEO's edit of the firm's details, as sent.
#[derive(Debug, Clone, Default)]
pub struct FirmEditInput {
    pub name: String,
    pub ceo_name: String,
    pub address: String,
    pub phone: String,
    pub homepage: String,
    pub contact_email: String,
    pub founded_on: Option<NaiveDate>,
    pub introduction: String,
}

/// The checked edit: trimmed, the phone as digits (or empty).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FirmEdit {
    pub name: String,
    pub ceo_name: String,
    pub address: String,
    pub phone: String,
    pub homepage: String,
    pub contact_email: String,
    pub founded_on: Option<NaiveDate>,
    pub introduction: String,
}

fn within(raw: &str, max: usize) -> bool {
    raw.trim().chars().count() <= max
}

/// Checks the edit against today's date.
///
/// # Errors
/// The refused fields with Korean messages.
pub fn checked_firm(input: &FirmEditInput, today: NaiveDate) -> Result<FirmEdit, Vec<FieldError>> {
    let mut errors = Vec::new();
    let name = input.name.trim();
    if name.is_empty() || !within(name, 100) {
        errors.push(FieldError::new("name", MSG_COMPANY_NAME));
    }
    let ceo_name = input.ceo_name.trim();
    if ceo_name.is_empty() || !within(ceo_name, 50) {
        errors.push(FieldError::new("ceo_name", MSG_CEO_NAME));
    }
    if !within(&input.address, 200) {
        errors.push(FieldError::new("address", MSG_ADDRESS));
    }
    let phone = match input.phone.trim() {
        "" => Some(String::new()),
        raw => phone_digits(raw),
    };
    if phone.is_none() {
        errors.push(FieldError::new("phone", MSG_FIRM_PHONE));
    }
    let homepage = input.homepage.trim();
    let homepage_ok = homepage.is_empty()
        || ((homepage.starts_with("https://") || homepage.starts_with("http://"))
            && homepage.len() > "https://".len()
            && within(homepage, 200)
            && !homepage.chars().any(char::is_whitespace));
    if !homepage_ok {
        errors.push(FieldError::new("homepage", MSG_HOMEPAGE));
    }
    let email = input.contact_email.trim();
    if !email.is_empty() && Email::parse(email).is_err() {
        errors.push(FieldError::new("contact_email", MSG_FIRM_EMAIL));
    }
    if input.founded_on.is_some_and(|d| d > today) {
        errors.push(FieldError::new("founded_on", MSG_FOUNDED_ON));
    }
    if !within(&input.introduction, MAX_INTRODUCTION_CHARS) {
        errors.push(FieldError::new("introduction", MSG_INTRODUCTION));
    }
    match phone {
        Some(phone) if errors.is_empty() => Ok(FirmEdit {
            name: name.to_owned(),
            ceo_name: ceo_name.to_owned(),
            address: input.address.trim().to_owned(),
            phone,
            homepage: homepage.to_owned(),
            contact_email: email.to_owned(),
            founded_on: input.founded_on,
            introduction: input.introduction.trim().to_owned(),
        }),
        _ => Err(errors),
    }
}

/// A member as a team lists them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamMember {
    pub user_id: UserId,
    pub name: String,
    pub email: String,
    pub role: CompanyRole,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Team {
    pub id: TeamId,
    pub name: String,
    pub leader_id: Option<UserId>,
    /// By name.
    pub members: Vec<TeamMember>,
    pub created_at: DateTime<Utc>,
}

/// A team as the CEO saves it: the whole member list, not a difference.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamDraft {
    pub name: String,
    pub member_ids: Vec<UserId>,
    pub leader_id: Option<UserId>,
}

/// Checks a team's name and leader (the members are checked against the firm by the store).
///
/// # Errors
/// `name` (blank or over 30 characters), `leader_id` (not among the members).
pub fn checked_team(
    name: &str,
    member_ids: &[UserId],
    leader_id: Option<UserId>,
) -> Result<TeamDraft, Vec<FieldError>> {
    let mut errors = Vec::new();
    let name = name.trim();
    if name.is_empty() {
        errors.push(FieldError::new("name", MSG_TEAM_NAME));
    } else if name.chars().count() > 30 {
        errors.push(FieldError::new("name", MSG_TEAM_NAME_LONG));
    }
    let mut members = member_ids.to_vec();
    members.sort_unstable();
    members.dedup();
    if leader_id.is_some_and(|l| !members.contains(&l)) {
        errors.push(FieldError::new("leader_id", MSG_TEAM_LEADER));
    }
    if errors.is_empty() {
        Ok(TeamDraft { name: name.to_owned(), member_ids: members, leader_id })
    } else {
        Err(errors)
    }
}

/// Why the store refused a team change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TeamRefusal {
    /// Another team of the firm has the name.
    NameTaken,
    /// A member is not an active member of the firm.
    NotAMember,
    /// The firm has [`MAX_TEAMS`] teams.
    TooMany,
}

/// Why a hand-over was refused: the target is not another active member of the firm.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotAnActiveMember;

/// Why an edit of the firm's details was refused: another registered business (another
/// business number) already goes by the name, spaces and case aside. Mails name the firm by it,
/// so no firm may take another's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CompanyNameTaken;

#[async_trait::async_trait]
pub trait FirmRepository: Send + Sync {
    async fn firm(&self, company: CompanyId) -> Result<FirmProfile, PortError>;

    /// Saves the details and records the change in the audit trail; refuses a name another
    /// registered business has.
    async fn update_firm(
        &self,
        actor: &Actor,
        edit: &FirmEdit,
        at: DateTime<Utc>,
    ) -> Result<(), Refused<CompanyNameTaken>>;

    /// The firm's teams by name.
    async fn teams(&self, company: CompanyId) -> Result<Vec<Team>, PortError>;

    async fn create_team(
        &self,
        actor: &Actor,
        draft: &TeamDraft,
        at: DateTime<Utc>,
    ) -> Result<TeamId, Refused<TeamRefusal>>;

    /// `NotFound` for a team of another firm.
    async fn update_team(
        &self,
        actor: &Actor,
        team: TeamId,
        draft: &TeamDraft,
        at: DateTime<Utc>,
    ) -> Result<(), Refused<TeamRefusal>>;

    async fn delete_team(&self, actor: &Actor, team: TeamId) -> Result<(), PortError>;

    /// Makes `to` the CEO and the actor a staff member, in one transaction.
    async fn hand_over_ceo(
        &self,
        actor: &Actor,
        to: UserId,
        at: DateTime<Utc>,
    ) -> Result<(), Refused<NotAnActiveMember>>;
}

#[derive(Clone)]
pub struct FirmService {
    repo: Arc<dyn FirmRepository>,
    accounts: Arc<dyn OwnAccountRepository>,
    hasher: Arc<dyn PasswordHasher>,
    clock: Arc<dyn Clock>,
}

fn ceo_only(actor: &Actor) -> Result<(), AuthError> {
    if actor.is_ceo {
        Ok(())
    } else {
        Err(AuthError::CeoOnly)
    }
}

fn team_error(e: Refused<TeamRefusal>) -> AuthError {
    match e {
        Refused::Conflict(TeamRefusal::NameTaken) => AuthError::TeamNameTaken,
        Refused::Conflict(TeamRefusal::TooMany) => AuthError::TooManyTeams,
        Refused::Conflict(TeamRefusal::NotAMember) => {
            AuthError::Validation(vec![FieldError::new("member_ids", MSG_TEAM_MEMBERS)])
        }
        Refused::Port(PortError::NotFound) => AuthError::TeamNotFound,
        Refused::Port(p) => AuthError::Port(p),
    }
}

impl FirmService {
    pub fn new(
        repo: Arc<dyn FirmRepository>,
        accounts: Arc<dyn OwnAccountRepository>,
        hasher: Arc<dyn PasswordHasher>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        FirmService { repo, accounts, hasher, clock }
    }

    /// # Errors
    /// Only the port's.
    pub async fn firm(&self, actor: &Actor) -> Result<FirmProfile, AuthError> {
        Ok(self.repo.firm(actor.company_id).await?)
    }

    /// Saves the CEO's edit; returns the firm as stored.
    ///
    /// # Errors
    /// `CeoOnly`; `Validation` on the refused fields; `CompanyNameTaken`.
    pub async fn update_firm(&self, actor: &Actor, input: &FirmEditInput) -> Result<FirmProfile, AuthError> {
        ceo_only(actor)?;
        let now = self.clock.now();
        let edit = checked_firm(input, now.date_naive()).map_err(AuthError::Validation)?;
        self.repo.update_firm(actor, &edit, now).await.map_err(|e| match e {
            Refused::Conflict(CompanyNameTaken) => AuthError::CompanyNameTaken,
            Refused::Port(p) => AuthError::Port(p),
        })?;
        self.firm(actor).await
    }

    /// # Errors
    /// Only the port's.
    pub async fn teams(&self, actor: &Actor) -> Result<Vec<Team>, AuthError> {
        Ok(self.repo.teams(actor.company_id).await?)
    }

    async fn team(&self, actor: &Actor, id: TeamId) -> Result<Team, AuthError> {
        let teams = self.teams(actor).await?;
        teams.into_iter().find(|t| t.id == id).ok_or(AuthError::TeamNotFound)
    }

    /// # Errors
    /// `CeoOnly`, `Validation`, `TeamNameTaken`, `TooManyTeams`.
    pub async fn create_team(
        &self,
        actor: &Actor,
        name: &str,
        member_ids: &[UserId],
        leader_id: Option<UserId>,
    ) -> Result<Team, AuthError> {
        ceo_only(actor)?;
        let draft = checked_team(name, member_ids, leader_id).map_err(AuthError::Validation)?;
        let id = self.repo.create_team(actor, &draft, self.clock.now()).await.map_err(team_error)?;
        self.team(actor, id).await
    }

    /// # Errors
    /// `CeoOnly`, `TeamNotFound`, `Validation`, `TeamNameTaken`.
    pub async fn update_team(
        &self,
        actor: &Actor,
        id: TeamId,
        name: &str,
        member_ids: &[UserId],
        leader_id: Option<UserId>,
    ) -> Result<Team, AuthError> {
        ceo_only(actor)?;
        let draft = checked_team(name, member_ids, leader_id).map_err(AuthError::Validation)?;
        self.repo.update_team(actor, id, &draft, self.clock.now()).await.map_err(team_error)?;
        self.team(actor, id).await
    }

    /// # Errors
    /// `CeoOnly`, `TeamNotFound`.
    pub async fn delete_team(&self, actor: &Actor, id: TeamId) -> Result<(), AuthError> {
        ceo_only(actor)?;
        self.repo.delete_team(actor, id).await.map_err(|e| team_error(Refused::Port(e)))
    }

    /// Hands the CEO account over to another active member after checking the CEO's password.
    ///
    /// # Errors
    /// `CeoOnly`; `Validation` on `password` or `user_id` (oneself, or not an active member).
    pub async fn hand_over_ceo(&self, actor: &Actor, to: UserId, password: &str) -> Result<(), AuthError> {
        ceo_only(actor)?;
        let target_error = || AuthError::Validation(vec![FieldError::new("user_id", MSG_HANDOVER_TARGET)]);
        if to == actor.user_id {
            return Err(target_error());
        }
        let hash = self.accounts.password_hash(actor.user_id).await?;
        if !self.hasher.verify(password, Some(&hash)).await {
            return Err(AuthError::Validation(vec![FieldError::new("password", MSG_HANDOVER_PASSWORD)]));
        }
        self.repo.hand_over_ceo(actor, to, self.clock.now()).await.map_err(|e| match e {
            Refused::Conflict(NotAnActiveMember) => target_error(),
            Refused::Port(p) => AuthError::Port(p),
        })
    }
}
