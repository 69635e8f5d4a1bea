//! What the portfolio domain needs from storage: the firm's portfolios, never another firm's,
//! and share links found by their token's digest.

use chrono::{DateTime, Utc};
use company::StartupId;
use kernel::{Actor, PageRequest, PortError, Refused};

use crate::readers::{CodesSent, EmailCode, ShareVisit, VisitId, VisitRef};

use crate::model::{
    ItemEdit, PdfTarget, Portfolio, PortfolioId, PortfolioItem, PortfolioItemId, PortfolioSummary, ShareLink,
    ShareLinkId,
};

/// Why target startups could not be set: one of them is no registered startup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownStartup(pub StartupId);

/// The actor's firm's portfolios. `NotFound` for a portfolio (or page) the firm does not have.
#[async_trait::async_trait]
pub trait PortfolioRepository: Send + Sync {
    /// The firm's live portfolios, last changed first.
    async fn list(&self, actor: &Actor) -> Result<Vec<PortfolioSummary>, PortError>;

    async fn create(&self, actor: &Actor, title: &str) -> Result<PortfolioSummary, PortError>;

    async fn get(&self, actor: &Actor, id: PortfolioId) -> Result<Portfolio, PortError>;

    async fn rename(&self, actor: &Actor, id: PortfolioId, title: &str) -> Result<PortfolioSummary, PortError>;

    /// Deletes the portfolio (kept as deleted); its share links stop opening.
    async fn delete(&self, actor: &Actor, id: PortfolioId) -> Result<(), PortError>;

    /// Makes `startups` the portfolio's pages in that order: a new target gets an empty page
    /// titled with its name, a dropped one's page is put away (and comes back, as it was, when
    /// the startup is picked again).
    async fn set_targets(
        &self,
        actor: &Actor,
        id: PortfolioId,
        startups: &[StartupId],
    ) -> Result<Portfolio, Refused<UnknownStartup>>;

    async fn save_item(
        &self,
        actor: &Actor,
        id: PortfolioId,
        item: PortfolioItemId,
        edit: &ItemEdit,
    ) -> Result<PortfolioItem, PortError>;

    /// Notes that `target`'s PDF was stored at `at`. `NotFound` for a portfolio the firm does
    /// not have, or a page it does not have (put-away pages included: they are not shown).
    async fn pdf_stored(
        &self,
        actor: &Actor,
        id: PortfolioId,
        target: PdfTarget,
        at: DateTime<Utc>,
    ) -> Result<(), PortError>;
}

/// A link to store: its token's digest, expiry and options (the password as its hash).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewLink<'a> {
    pub token_digest: &'a [u8],
    pub expires_at: DateTime<Utc>,
    pub password_hash: Option<&'a str>,
    pub allow_download: bool,
    pub require_email: bool,
}

/// A live link's portfolio, as its token opens it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenedShare {
    pub link: ShareLinkId,
    pub portfolio: PortfolioId,
    pub password_hash: Option<String>,
    pub allow_download: bool,
    pub require_email: bool,
    pub expires_at: DateTime<Utc>,
    pub revoked_at: Option<DateTime<Utc>>,
    /// The portfolio's title and when its title page and whole PDF were stored, read with the
    /// link (one statement less per public read).
    pub title: String,
    pub title_pdf_at: Option<DateTime<Utc>>,
    pub full_pdf_at: Option<DateTime<Utc>>,
}

/// One row of the public list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedRow {
    pub item: PortfolioItemId,
    pub title: String,
    pub updated_at: DateTime<Utc>,
    pub author_name: String,
}

/// The rows of a public list's page and how many match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedRows {
    pub rows: Vec<SharedRow>,
    pub total: i64,
}

/// A page of the public list: the portfolio's title, the rows of this page, how many match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedList {
    pub title: String,
    pub title_pdf_at: Option<DateTime<Utc>>,
    pub full_pdf_at: Option<DateTime<Utc>>,
    pub rows: Vec<SharedRow>,
    pub total: i64,
}

/// One page as the public detail shows it, with its neighbours in the portfolio's order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedItem {
    pub item: PortfolioItem,
    pub previous: Option<PortfolioItemId>,
    pub next: Option<PortfolioItemId>,
}

/// Share links: made and revoked by the firm, opened by anyone holding the token.
#[async_trait::async_trait]
pub trait ShareRepository: Send + Sync {
    /// Stores a link (its token's digest) of the firm's portfolio. `NotFound` for another's.
    async fn create(&self, actor: &Actor, portfolio: PortfolioId, link: &NewLink<'_>) -> Result<ShareLink, PortError>;

    /// The portfolio's links, newest first. `NotFound` for another firm's portfolio.
    async fn list(&self, actor: &Actor, portfolio: PortfolioId) -> Result<Vec<ShareLink>, PortError>;

    /// Revokes the link at `at` (a revoked link stays revoked). `NotFound` when the firm's
    /// portfolio has no link with the id.
    async fn revoke(
        &self,
        actor: &Actor,
        portfolio: PortfolioId,
        link: ShareLinkId,
        at: DateTime<Utc>,
    ) -> Result<ShareLink, PortError>;

    /// The link with the digest, if its portfolio is live.
    async fn open(&self, token_digest: &[u8]) -> Result<Option<OpenedShare>, PortError>;

    /// The portfolio's pages whose title contains `search`, in the portfolio's order.
    async fn shared_list(
        &self,
        portfolio: PortfolioId,
        search: &str,
        page: PageRequest,
    ) -> Result<SharedRows, PortError>;

    /// One page of the portfolio. `NotFound` when it has none with the id.
    async fn shared_item(&self, portfolio: PortfolioId, item: PortfolioItemId) -> Result<SharedItem, PortError>;

    /// Stores a visit of the link (its token's digest), with the reader's checked address.
    async fn start_visit(
        &self,
        link: ShareLinkId,
        visit_digest: &[u8],
        at: DateTime<Utc>,
        email: Option<&str>,
    ) -> Result<(), PortError>;

    /// The link's visit with the digest.
    async fn visit(&self, link: ShareLinkId, visit_digest: &[u8]) -> Result<Option<VisitRef>, PortError>;

    /// Codes sent since `since` to the address for the link, and for the link in all.
    async fn codes_sent(&self, link: ShareLinkId, email: &str, since: DateTime<Utc>) -> Result<CodesSent, PortError>;

    /// Stores a code sent (its digest).
    async fn store_code(
        &self,
        link: ShareLinkId,
        email: &str,
        digest: &[u8],
        at: DateTime<Utc>,
        expires_at: DateTime<Utc>,
    ) -> Result<(), PortError>;

    /// The newest code sent to the address for the link.
    async fn latest_code(&self, link: ShareLinkId, email: &str) -> Result<Option<EmailCode>, PortError>;

    /// Counts a wrong try of the code.
    async fn note_code_try(&self, code: i64) -> Result<(), PortError>;

    /// Marks the code used at `at`; false when it already was.
    async fn spend_code(&self, code: i64, at: DateTime<Utc>) -> Result<bool, PortError>;

    /// Adds `seconds` on a page (`None`: the list) to the visit, seen at `at`.
    async fn record_time(
        &self,
        visit: VisitId,
        item: Option<PortfolioItemId>,
        seconds: i32,
        at: DateTime<Utc>,
    ) -> Result<(), PortError>;

    /// The firm's link's visits, newest first, at most 200. `NotFound` for a link the firm's
    /// portfolio does not have.
    async fn visits(
        &self,
        actor: &Actor,
        portfolio: PortfolioId,
        link: ShareLinkId,
    ) -> Result<Vec<ShareVisit>, PortError>;
}

/// Stamps a line on every page of a PDF (the reader's e-mail on a gated link's PDFs).
pub trait PdfStamp: Send + Sync {
    /// # Errors
    /// `Unexpected` when the bytes do not parse as a PDF.
    fn stamp(&self, pdf: &[u8], line: &str) -> Result<Vec<u8>, PortError>;
}
