//! Share links: the GP makes one with an expiry (the token is shown once, only its digest is
//! kept), lists and revokes them; anyone holding a live token reads the portfolio's pages. An
//! expired or revoked link says so (the share page explains it in Korean); an unknown token and
//! a deleted portfolio are not found.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use kernel::files::FileStore;
use kernel::{Actor, Clock, PageRequest, TokenMinter};

use crate::error::PortfolioError;
use crate::model::{checked_expiry, PdfTarget, PortfolioId, PortfolioItemId, ShareLink, ShareLinkId};
use crate::ports::{ShareRepository, SharedItem, SharedList};
use crate::service::missing_as;

/// Whether a link opens, as of now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShareState {
    Active,
    Expired,
    Revoked,
}

impl ShareState {
    pub fn of(expires_at: DateTime<Utc>, revoked_at: Option<DateTime<Utc>>, now: DateTime<Utc>) -> ShareState {
        if revoked_at.is_some_and(|r| r <= now) {
            ShareState::Revoked
        } else if expires_at <= now {
            ShareState::Expired
        } else {
            ShareState::Active
        }
    }
}

/// A link just made: the token (shown this once) and the link as listed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewShare {
    pub token: String,
    pub link: ShareLink,
}

#[derive(Clone)]
pub struct ShareService {
    repo: Arc<dyn ShareRepository>,
    tokens: Arc<dyn TokenMinter>,
    clock: Arc<dyn Clock>,
    store: Arc<dyn FileStore>,
}

impl ShareService {
    pub fn new(
        repo: Arc<dyn ShareRepository>,
        tokens: Arc<dyn TokenMinter>,
        clock: Arc<dyn Clock>,
        store: Arc<dyn FileStore>,
    ) -> Self {
        ShareService { repo, tokens, clock, store }
    }

    pub fn now(&self) -> DateTime<Utc> {
        self.clock.now()
    }

    /// A new link of the firm's portfolio, open until `expires_at`.
    ///
    /// # Errors
    /// `Validation` on `expires_at`; `PortfolioNotFound`.
    pub async fn create(
        &self,
        actor: &Actor,
        portfolio: PortfolioId,
        expires_at: DateTime<Utc>,
    ) -> Result<NewShare, PortfolioError> {
        let expires_at = checked_expiry(expires_at, self.clock.now()).map_err(PortfolioError::Validation)?;
        let token = self.tokens.mint();
        let link = self
            .repo
            .create(actor, portfolio, &self.tokens.digest(&token), expires_at)
            .await
            .map_err(missing_as(PortfolioError::PortfolioNotFound))?;
        Ok(NewShare { token, link })
    }

    /// # Errors
    /// `PortfolioNotFound`.
    pub async fn list(&self, actor: &Actor, portfolio: PortfolioId) -> Result<Vec<ShareLink>, PortfolioError> {
        self.repo.list(actor, portfolio).await.map_err(missing_as(PortfolioError::PortfolioNotFound))
    }

    /// # Errors
    /// `ShareLinkNotFound` (also for another firm's portfolio).
    pub async fn revoke(
        &self,
        actor: &Actor,
        portfolio: PortfolioId,
        link: ShareLinkId,
    ) -> Result<ShareLink, PortfolioError> {
        self.repo
            .revoke(actor, portfolio, link, self.clock.now())
            .await
            .map_err(missing_as(PortfolioError::ShareLinkNotFound))
    }

    /// The portfolio a live token opens.
    async fn opened(&self, token: &str) -> Result<PortfolioId, PortfolioError> {
        let share = self.repo.open(&self.tokens.digest(token)).await?.ok_or(PortfolioError::ShareNotFound)?;
        match ShareState::of(share.expires_at, share.revoked_at, self.clock.now()) {
            ShareState::Active => Ok(share.portfolio),
            ShareState::Expired => Err(PortfolioError::ShareExpired),
            ShareState::Revoked => Err(PortfolioError::ShareRevoked),
        }
    }

    /// The public list: the pages whose title contains `search`, ten a page.
    ///
    /// # Errors
    /// `ShareNotFound`, `ShareExpired`, `ShareRevoked`.
    pub async fn shared_list(&self, token: &str, search: &str, page: u32) -> Result<SharedList, PortfolioError> {
        let portfolio = self.opened(token).await?;
        let size = u32::try_from(crate::model::SHARE_PAGE_SIZE).unwrap_or(10);
        let search: String = search.trim().chars().take(100).collect();
        Ok(self.repo.shared_list(portfolio, &search, PageRequest::new(Some(page), Some(size))).await?)
    }

    /// One page of the shared portfolio with its neighbours.
    ///
    /// # Errors
    /// `ShareNotFound`, `ShareExpired`, `ShareRevoked`; `ItemNotFound`.
    pub async fn shared_item(&self, token: &str, item: PortfolioItemId) -> Result<SharedItem, PortfolioError> {
        let portfolio = self.opened(token).await?;
        self.repo.shared_item(portfolio, item).await.map_err(missing_as(PortfolioError::ItemNotFound))
    }

    /// A PDF of the shared portfolio: the title page, the whole, or a shown page's overview.
    ///
    /// # Errors
    /// `ShareNotFound`, `ShareExpired`, `ShareRevoked`; `ItemNotFound`; `PdfNotFound`.
    pub async fn shared_pdf(&self, token: &str, target: PdfTarget) -> Result<Vec<u8>, PortfolioError> {
        let portfolio = self.opened(token).await?;
        if let PdfTarget::Item(item) = target {
            // Only a page the list shows: a put-away page's old PDF stays unshared.
            let shown =
                self.repo.shared_item(portfolio, item).await.map_err(missing_as(PortfolioError::ItemNotFound))?;
            shown.item.pdf_at.ok_or(PortfolioError::PdfNotFound)?;
        }
        crate::pdfs::read_stored(self.store.as_ref(), portfolio, target).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_is_revoked_from_its_revocation_and_expired_from_its_expiry() {
        let t = |s: i64| DateTime::from_timestamp(1_800_000_000 + s, 0).unwrap();
        assert_eq!(ShareState::of(t(10), None, t(9)), ShareState::Active);
        assert_eq!(ShareState::of(t(10), None, t(10)), ShareState::Expired);
        assert_eq!(ShareState::of(t(10), Some(t(5)), t(6)), ShareState::Revoked);
        assert_eq!(ShareState::of(t(10), Some(t(5)), t(20)), ShareState::Revoked, "revoked wins over expired");
    }
}
