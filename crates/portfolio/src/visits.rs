//! Link options and the view log (beyond the spec, as document-sharing products do): a link may
//! ask for a password and may withhold the whole PDF; every opening is a visit whose browser
//! holds a random visit token, and the time it spends on the list and on each page is summed
//! for the GP, who sees per link who read what and for how long.

use chrono::{DateTime, Utc};
use kernel::{Actor, FieldError, ThrottleError, ThrottledAction};

use crate::email_gate::VisitKey;
use crate::error::PortfolioError;
use crate::model::{PortfolioId, PortfolioItemId, ShareLinkId};
use crate::service::missing_as;
use crate::sharing::ShareService;

/// Password length a GP may set.
pub const PASSWORD_CHARS: std::ops::RangeInclusive<usize> = 4..=64;
/// Seconds one time report may add: a browser reports every 15 s, and no more than a minute
/// counts from one report, so a tampered client cannot inflate the log much.
pub const MAX_SECONDS_PER_REPORT: i32 = 60;

/// What the GP picks for a new link besides its expiry.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ShareOptions {
    /// Blank: none.
    pub password: Option<String>,
    pub allow_download: bool,
    /// Readers prove an e-mail address with a mailed code first.
    pub require_email: bool,
}

/// The password to set, if any.
///
/// # Errors
/// A field error on `password` when it is not 4 to 64 characters.
pub fn checked_password(raw: Option<&str>) -> Result<Option<String>, Vec<FieldError>> {
    let Some(p) = raw.filter(|p| !p.trim().is_empty()) else { return Ok(None) };
    if !PASSWORD_CHARS.contains(&p.chars().count()) {
        return Err(vec![FieldError::new("password", "비밀번호는 4자 이상 64자 이하로 정해 주세요.")]);
    }
    Ok(Some(p.to_owned()))
}

/// A visit, as the link's holder's browser knows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VisitId(pub i64);

/// The time one visit spent on one page (`None`: the list).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageTime {
    pub item: Option<PortfolioItemId>,
    /// The page's title now (absent for the list, or a page since put away).
    pub title: Option<String>,
    pub seconds: i64,
}

/// One visit in the GP's view log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShareVisit {
    pub id: VisitId,
    pub started_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
    /// The reader's address, when the link asked for one.
    pub email: Option<String>,
    /// Pages in the portfolio's order, the list first.
    pub pages: Vec<PageTime>,
}

impl ShareVisit {
    pub fn seconds(&self) -> i64 {
        self.pages.iter().map(|p| p.seconds).sum()
    }
}

impl ShareService {
    /// Opens a visit of a live link: with the password when the link has one, and with an
    /// address and the code mailed to it when the link asks who reads. Returns the visit
    /// token the browser sends with every read (only its digest is kept).
    ///
    /// # Errors
    /// `ShareNotFound`, `ShareExpired`, `ShareRevoked`; `SharePasswordRequired`;
    /// `SharePasswordWrong`; `TooManyUnlocks` after 10 wrong answers from the reader's address,
    /// or once the link has had 30 from anyone and this address has been wrong too (the limits
    /// are `kernel::ThrottledAction::ShareUnlock`'s), within 15 minutes; then
    /// `ShareEmailRequired`, `ShareCodeWrong`, `ShareCodeExpired`.
    pub async fn start_visit(&self, token: &str, key: VisitKey<'_>) -> Result<String, PortfolioError> {
        let share = self.live(token).await?;
        let password = key.password;
        if let Some(hash) = &share.password_hash {
            let link = share.link.get().to_string();
            self.throttle.check(ThrottledAction::ShareUnlock, key.address, &link).await.map_err(|e| match e {
                ThrottleError::Throttled { retry_after_minutes, .. } => {
                    PortfolioError::TooManyUnlocks { retry_after_minutes }
                }
                ThrottleError::Port(e) => e.into(),
            })?;
            let given = password.filter(|p| !p.is_empty()).ok_or(PortfolioError::SharePasswordRequired)?;
            if !self.passwords.verify(given, Some(hash)).await {
                self.throttle.note(ThrottledAction::ShareUnlock, key.address, &link).await?;
                return Err(PortfolioError::SharePasswordWrong);
            }
        }
        let email = match share.require_email {
            true => Some(self.spend_code(share.link, key.email, key.code).await?),
            false => None,
        };
        let visit = self.tokens.mint();
        let email = email.as_ref().map(kernel::Email::as_str);
        self.repo.start_visit(share.link, &self.tokens.digest(&visit), self.now(), email).await?;
        Ok(visit)
    }

    /// Adds `seconds` the visit spent on a page (`None`: the list).
    ///
    /// # Errors
    /// As the reads; `Validation` for seconds outside 1 to 60; `ItemNotFound`.
    pub async fn record_time(
        &self,
        token: &str,
        visit: &str,
        item: Option<PortfolioItemId>,
        seconds: i32,
    ) -> Result<(), PortfolioError> {
        if !(1..=MAX_SECONDS_PER_REPORT).contains(&seconds) {
            return Err(PortfolioError::Validation(vec![FieldError::new(
                "seconds",
                "1초에서 60초 사이로 보내 주세요.",
            )]));
        }
        let (share, visit) = self.visited(token, Some(visit)).await?;
        let visit = visit.ok_or(PortfolioError::SharePasswordRequired)?.id;
        if let Some(item) = item {
            self.repo.shared_item(share.portfolio, item).await.map_err(missing_as(PortfolioError::ItemNotFound))?;
        }
        Ok(self.repo.record_time(visit, item, seconds, self.now()).await?)
    }

    /// The link's visits, newest first (at most 200), for the firm's GP.
    ///
    /// # Errors
    /// `ShareLinkNotFound` (also for another firm's portfolio).
    pub async fn visits(
        &self,
        actor: &Actor,
        portfolio: PortfolioId,
        link: ShareLinkId,
    ) -> Result<Vec<ShareVisit>, PortfolioError> {
        self.repo.visits(actor, portfolio, link).await.map_err(missing_as(PortfolioError::ShareLinkNotFound))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_is_four_to_sixty_four_characters_or_none() {
        assert_eq!(checked_password(None).unwrap(), None);
        assert_eq!(checked_password(Some("  ")).unwrap(), None);
        assert_eq!(checked_password(Some("비밀번호")).unwrap().as_deref(), Some("비밀번호"));
        assert_eq!(checked_password(Some("abc")).unwrap_err()[0].field, "password");
        assert!(checked_password(Some(&"a".repeat(65))).is_err());
    }
}
