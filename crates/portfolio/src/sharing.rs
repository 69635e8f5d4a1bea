//! Share links: the GP makes one with an expiry (the token is shown once, only its digest is
//! kept), lists and revokes them; anyone holding a live token reads the portfolio's pages. An
//! expired or revoked link says so (the share page explains it in Korean); an unknown token and
//! a deleted portfolio are not found.

use std::sync::Arc;

use auth::PasswordHasher;
use chrono::{DateTime, Utc};
use kernel::files::FileStore;
use kernel::mail::MailTransport;
use kernel::{Actor, Clock, PageRequest, TokenMinter};

use crate::error::PortfolioError;
use crate::model::{checked_expiry, PdfTarget, PortfolioId, PortfolioItemId, ShareLink, ShareLinkId};
use crate::ports::{NewLink, OpenedShare, PdfStamp, ShareRepository, SharedItem, SharedList};
use crate::readers::{checked_password, ShareOptions, VisitRef};
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
    pub(crate) repo: Arc<dyn ShareRepository>,
    pub(crate) tokens: Arc<dyn TokenMinter>,
    pub(crate) passwords: Arc<dyn PasswordHasher>,
    clock: Arc<dyn Clock>,
    store: Arc<dyn FileStore>,
    pub(crate) code_mail: CodeMail,
    stamp: Arc<dyn PdfStamp>,
    pub(crate) throttle: kernel::Throttle,
}

/// What a share service reaches besides the links: files, the clock, the code mail, the stamp,
/// the throttle.
#[derive(Clone)]
pub struct ShareParts {
    pub tokens: Arc<dyn TokenMinter>,
    pub passwords: Arc<dyn PasswordHasher>,
    pub clock: Arc<dyn Clock>,
    pub store: Arc<dyn FileStore>,
    pub code_mail: CodeMail,
    pub stamp: Arc<dyn PdfStamp>,
    /// Counts wrong passwords per reader's address and per link.
    pub throttle: kernel::Throttle,
}

/// What a share's reads need besides the portfolio: whether the whole PDF may be saved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShareAccess {
    pub allow_download: bool,
    pub has_password: bool,
    pub require_email: bool,
}

impl ShareService {
    pub fn new(repo: Arc<dyn ShareRepository>, parts: ShareParts) -> Self {
        let ShareParts { tokens, passwords, clock, store, code_mail, stamp, throttle } = parts;
        ShareService { repo, tokens, passwords, clock, store, code_mail, stamp, throttle }
    }

    /// The same service sending its codes through `mail` (the demo seed reads its codes back).
    #[must_use]
    pub fn with_code_mail(&self, mail: CodeMail) -> ShareService {
        ShareService { code_mail: mail, ..self.clone() }
    }

    pub fn now(&self) -> DateTime<Utc> {
        self.clock.now()
    }

    /// A new link of the firm's portfolio, open until `expires_at`, with its options.
    ///
    /// # Errors
    /// `Validation` on `expires_at` or `password`; `PortfolioNotFound`.
    pub async fn create(
        &self,
        actor: &Actor,
        portfolio: PortfolioId,
        expires_at: DateTime<Utc>,
        options: &ShareOptions,
    ) -> Result<NewShare, PortfolioError> {
        let expiry = checked_expiry(expires_at, self.clock.now());
        let password = checked_password(options.password.as_deref());
        let (expires_at, password) = match (expiry, password) {
            (Ok(e), Ok(p)) => (e, p),
            (e, p) => {
                let errors = e.err().into_iter().chain(p.err()).flatten().collect();
                return Err(PortfolioError::Validation(errors));
            }
        };
        let hash = match password {
            Some(p) => Some(self.passwords.hash(&p).await?),
            None => None,
        };
        let token = self.tokens.mint();
        let link = self
            .repo
            .create(
                actor,
                portfolio,
                &NewLink {
                    token_digest: &self.tokens.digest(&token),
                    expires_at,
                    password_hash: hash.as_deref(),
                    allow_download: options.allow_download,
                    require_email: options.require_email,
                },
            )
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

    /// The link a live token opens.
    pub(crate) async fn live(&self, token: &str) -> Result<OpenedShare, PortfolioError> {
        let share = self.repo.open(&self.tokens.digest(token)).await?.ok_or(PortfolioError::ShareNotFound)?;
        match ShareState::of(share.expires_at, share.revoked_at, self.clock.now()) {
            ShareState::Active => Ok(share),
            ShareState::Expired => Err(PortfolioError::ShareExpired),
            ShareState::Revoked => Err(PortfolioError::ShareRevoked),
        }
    }

    /// The live link and the reader's visit: a link with a password or an e-mail gate reads
    /// only within a visit opened through them; otherwise a visit is optional (it logs time).
    pub(crate) async fn visited(
        &self,
        token: &str,
        visit: Option<&str>,
    ) -> Result<(OpenedShare, Option<VisitRef>), PortfolioError> {
        let share = self.live(token).await?;
        let visit = match visit.filter(|v| !v.is_empty()) {
            Some(v) => self.repo.visit(share.link, &self.tokens.digest(v)).await?,
            None => None,
        };
        if visit.is_none() {
            if share.password_hash.is_some() {
                return Err(PortfolioError::SharePasswordRequired);
            }
            if share.require_email {
                return Err(PortfolioError::ShareEmailRequired);
            }
        }
        Ok((share, visit))
    }

    /// The public list: the pages whose title contains `search`, ten a page.
    ///
    /// # Errors
    /// `ShareNotFound`, `ShareExpired`, `ShareRevoked`; `SharePasswordRequired`.
    pub async fn shared_list(
        &self,
        token: &str,
        visit: Option<&str>,
        search: &str,
        page: u32,
    ) -> Result<(SharedList, ShareAccess), PortfolioError> {
        let (share, _) = self.visited(token, visit).await?;
        let size = u32::try_from(crate::model::SHARE_PAGE_SIZE).unwrap_or(10);
        let search: String = search.trim().chars().take(100).collect();
        let found = self.repo.shared_list(share.portfolio, &search, PageRequest::new(Some(page), Some(size))).await?;
        let list = SharedList {
            title: share.title,
            title_pdf_at: share.title_pdf_at,
            full_pdf_at: share.full_pdf_at,
            rows: found.rows,
            total: found.total,
        };
        let access = ShareAccess {
            allow_download: share.allow_download,
            has_password: share.password_hash.is_some(),
            require_email: share.require_email,
        };
        Ok((list, access))
    }

    /// One page of the shared portfolio with its neighbours.
    ///
    /// # Errors
    /// `ShareNotFound`, `ShareExpired`, `ShareRevoked`; `SharePasswordRequired`; `ItemNotFound`.
    pub async fn shared_item(
        &self,
        token: &str,
        visit: Option<&str>,
        item: PortfolioItemId,
    ) -> Result<SharedItem, PortfolioError> {
        let (share, _) = self.visited(token, visit).await?;
        self.repo.shared_item(share.portfolio, item).await.map_err(missing_as(PortfolioError::ItemNotFound))
    }

    /// A PDF of the shared portfolio: the title page, the whole (when the link allows saving
    /// it), or a shown page's overview; stamped with the reader's address on a gated link.
    ///
    /// # Errors
    /// As the reads; `ItemNotFound`; `PdfNotFound`; `ShareDownloadOff` for the whole.
    pub async fn shared_pdf(
        &self,
        token: &str,
        visit: Option<&str>,
        target: PdfTarget,
    ) -> Result<Vec<u8>, PortfolioError> {
        let (share, visit) = self.visited(token, visit).await?;
        match target {
            PdfTarget::Item(item) => {
                // Only a page the list shows: a put-away page's old PDF stays unshared.
                let shown = self
                    .repo
                    .shared_item(share.portfolio, item)
                    .await
                    .map_err(missing_as(PortfolioError::ItemNotFound))?;
                shown.item.pdf_at.ok_or(PortfolioError::PdfNotFound)?;
            }
            PdfTarget::Full if !share.allow_download => return Err(PortfolioError::ShareDownloadOff),
            _ => {}
        }
        let pdf = crate::pdfs::read_stored(self.store.as_ref(), share.portfolio, target).await?;
        match visit.and_then(|v| v.email) {
            Some(email) => Ok(self.stamp.stamp(&pdf, &watermark_line(&email, self.now()))?),
            None => Ok(pdf),
        }
    }
}

/// How the codes reach their readers: the transport and the sender's display name.
#[derive(Clone)]
pub struct CodeMail {
    pub transport: Arc<dyn MailTransport>,
    pub from_name: String,
}

/// The line stamped on every page of a PDF an identified reader opens.
pub fn watermark_line(email: &str, at: DateTime<Utc>) -> String {
    format!("{email} · {} KST", kernel::format::date_time(at))
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

    #[test]
    fn the_watermark_names_the_reader_and_the_korean_time() {
        let at = DateTime::parse_from_rfc3339("2026-11-27T15:30:00Z").unwrap().with_timezone(&Utc);
        assert_eq!(watermark_line("kim@example.com", at), "kim@example.com · 2026.11.28 00:30 KST");
    }
}
