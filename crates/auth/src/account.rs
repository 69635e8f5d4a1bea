//! The user's own account (issue 20): their name and phone, their password (changed with the
//! current one; their other sessions end), and withdrawal. A withdrawn account is anonymised,
//! not deleted: the firm's records keep pointing at it and show its author as '탈퇴한 회원';
//! its address and phone are wiped, it cannot log in, and every session ends. A CEO whose
//! company still has other members cannot withdraw (the company would be left without one).

use std::sync::Arc;

use chrono::{DateTime, Utc};
use kernel::{Actor, Clock, FieldError, PortError, Refused, TokenMinter, UserId};

use crate::error::AuthError;
use crate::ports::PasswordHasher;
use crate::validate::{self, phone_digits, MSG_NAME, MSG_PASSWORD, MSG_PHONE};

/// The name a withdrawn account shows wherever it wrote something.
pub const WITHDRAWN_NAME: &str = "탈퇴한 회원";
pub const MAX_REASON_CHARS: usize = 500;
pub const MSG_CURRENT_PASSWORD: &str = "현재 비밀번호가 맞지 않습니다.";
pub const MSG_SAME_PASSWORD: &str = "새 비밀번호가 현재 비밀번호와 같습니다.";
pub const MSG_WITHDRAW_PASSWORD: &str = "비밀번호가 맞지 않습니다.";
pub const MSG_REASON: &str = "탈퇴 사유는 500자 이하로 입력해 주세요.";

/// Why the account may not withdraw: it is the CEO of a company with other members.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CeoHasMembers;

/// What the user may change of themselves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProfileEdit {
    pub name: String,
    /// Digits only.
    pub phone: String,
}

/// The user's own account row.
#[async_trait::async_trait]
pub trait OwnAccountRepository: Send + Sync {
    async fn update_profile(&self, actor: &Actor, edit: &ProfileEdit, at: DateTime<Utc>) -> Result<(), PortError>;

    /// The user's password hash.
    async fn password_hash(&self, user: UserId) -> Result<String, PortError>;

    /// Sets the hash and ends every other live session of the user (`keep`: this one's digest).
    async fn set_password(&self, actor: &Actor, hash: &str, keep: &[u8], at: DateTime<Utc>) -> Result<(), PortError>;

    /// Anonymises the account, ends its sessions and drops its settings, in one transaction.
    /// `Conflict` for a CEO whose company has other active or pending members.
    async fn withdraw(
        &self,
        actor: &Actor,
        reason: Option<&str>,
        at: DateTime<Utc>,
    ) -> Result<(), Refused<CeoHasMembers>>;
}

/// The checked edit.
///
/// # Errors
/// Field errors on `name` (1 to 50 characters) and `phone`.
pub fn checked_profile(raw_name: &str, phone: &str) -> Result<ProfileEdit, Vec<FieldError>> {
    let name = raw_name.trim();
    let mut errors = Vec::new();
    // The length as sent, as the API document states it.
    if name.is_empty() || raw_name.chars().count() > 50 {
        errors.push(FieldError::new("name", MSG_NAME));
    }
    let phone = phone_digits(phone);
    if phone.is_none() {
        errors.push(FieldError::new("phone", MSG_PHONE));
    }
    match (errors.is_empty(), phone) {
        (true, Some(phone)) => Ok(ProfileEdit { name: name.to_owned(), phone }),
        _ => Err(errors),
    }
}

#[derive(Clone)]
pub struct AccountService {
    repo: Arc<dyn OwnAccountRepository>,
    hasher: Arc<dyn PasswordHasher>,
    tokens: Arc<dyn TokenMinter>,
    clock: Arc<dyn Clock>,
}

impl AccountService {
    pub fn new(
        repo: Arc<dyn OwnAccountRepository>,
        hasher: Arc<dyn PasswordHasher>,
        tokens: Arc<dyn TokenMinter>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        AccountService { repo, hasher, tokens, clock }
    }

    /// Changes the user's name and phone; returns them as stored.
    ///
    /// # Errors
    /// `Validation` on `name` or `phone`.
    pub async fn update_profile(&self, actor: &Actor, name: &str, phone: &str) -> Result<ProfileEdit, AuthError> {
        let edit = checked_profile(name, phone).map_err(AuthError::Validation)?;
        self.repo.update_profile(actor, &edit, self.clock.now()).await?;
        Ok(edit)
    }

    /// Changes the password with the current one; the user's other sessions end (`session`:
    /// this request's token, whose session stays).
    ///
    /// # Errors
    /// `Validation` on `current_password` (wrong) or `new_password` (weak, or the same).
    pub async fn change_password(
        &self,
        actor: &Actor,
        session: &str,
        current: &str,
        new: &str,
    ) -> Result<(), AuthError> {
        if !validate::password_ok(new) {
            return Err(AuthError::Validation(vec![FieldError::new("new_password", MSG_PASSWORD)]));
        }
        let hash = self.repo.password_hash(actor.user_id).await?;
        if !self.hasher.verify(current, Some(&hash)).await {
            return Err(AuthError::Validation(vec![FieldError::new("current_password", MSG_CURRENT_PASSWORD)]));
        }
        if current == new {
            return Err(AuthError::Validation(vec![FieldError::new("new_password", MSG_SAME_PASSWORD)]));
        }
        let hash = self.hasher.hash(new).await?;
        Ok(self.repo.set_password(actor, &hash, &self.tokens.digest(session), self.clock.now()).await?)
    }

    /// Withdraws the account after checking its password.
    ///
    /// # Errors
    /// `Validation` on `password` (wrong) or `reason` (over 500 characters); `CeoHasMembers`.
    pub async fn withdraw(&self, actor: &Actor, password: &str, reason: Option<&str>) -> Result<(), AuthError> {
        let reason = reason.map(str::trim).filter(|r| !r.is_empty());
        if reason.is_some_and(|r| r.chars().count() > MAX_REASON_CHARS) {
            return Err(AuthError::Validation(vec![FieldError::new("reason", MSG_REASON)]));
        }
        let hash = self.repo.password_hash(actor.user_id).await?;
        if !self.hasher.verify(password, Some(&hash)).await {
            return Err(AuthError::Validation(vec![FieldError::new("password", MSG_WITHDRAW_PASSWORD)]));
        }
        self.repo.withdraw(actor, reason, self.clock.now()).await.map_err(|e| match e {
            Refused::Conflict(CeoHasMembers) => AuthError::CeoHasMembers,
            Refused::Port(p) => AuthError::Port(p),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_profile_needs_a_name_and_a_phone() {
        let edit = checked_profile("  김조합 ", "010-1234-5678").unwrap();
        assert_eq!(edit, ProfileEdit { name: "김조합".into(), phone: "01012345678".into() });
        let errors = checked_profile(" ", "12").unwrap_err();
        let fields: Vec<&str> = errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["name", "phone"]);
        assert!(checked_profile(&"가".repeat(51), "01012345678").is_err());
    }
}
