//! Link options and the view log (beyond the spec, as document-sharing products do): a link may
//! ask for a password and may withhold the whole PDF; every opening is a visit whose browser
//! holds a random visit token, and the time it spends on the list and on each page is summed
//! for the GP, who sees per link who read what and for how long.

use kernel::{Actor, FieldError, ThrottleError, ThrottledAction};

use crate::error::PortfolioError;
use crate::model::{PortfolioId, PortfolioItemId, ShareLinkId};
use crate::readers::{ShareVisit, VisitKey};
use crate::service::missing_as;
use crate::sharing::ShareService;

/// Seconds one time report may add: a browser reports every 15 s, and no more than a minute
/// counts from one report, so a tampered client cannot inflate the log much.
pub const MAX_SECONDS_PER_REPORT: i32 = 60;

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
