//! What the company domain needs from storage.

use chrono::{DateTime, NaiveDate, Utc};
use kernel::{Actor, Page, PageRequest, PortError, Refused, RichText};

use crate::documents::{StartupDocument, StartupDocumentId, StoredImage};
use crate::editing::{Revision, StartupChange};
use crate::fact_check::{FactCheck, FactCheckItem, QueueEntry};
use crate::model::StartupId;
use crate::notes::{OpinionConflict, SavedSearch, SavedSearchId, StartupOpinion};
use crate::profile::{StartupCard, StartupProfile};
use crate::ranking::ValueChange;
use crate::requests::{
    CheckedAnswer, DataRequestDetail, DataRequestId, DataRequestSummary, RequestAnswer, RequestAsk, RequestTarget,
    RequestTargetId,
};
use crate::score_adjust::{NewScoreAdjustment, ScorePoint};
use crate::search::{StartupFilter, StartupFilterDraft};

/// Startups' data, readable by every investor firm (it is the product's shared data set).
#[async_trait::async_trait]
pub trait StartupRepository: Send + Sync {
    /// Startups matching every filter given, by name (then id), one page.
    async fn search(&self, filter: &StartupFilter, page: PageRequest) -> Result<Page<StartupCard>, PortError>;

    /// Up to `limit` startups whose name contains `piece`, names first that start with it.
    async fn names_like(&self, piece: &str, limit: u32) -> Result<Vec<(StartupId, String)>, PortError>;

    /// One startup's profile. `NotFound` when no startup has this id.
    async fn profile(&self, id: StartupId) -> Result<StartupProfile, PortError>;

    /// Adds startups from collected data (public filings, the demo), each as a company of kind
    /// startup with its profile, figures, shareholders and incubations, all or none. Storage
    /// assigns the ids (`card.id` and `updated_at` are not read). A startup whose business
    /// number is already a startup's is left as it is, so a re-run adds nothing twice.
    async fn import(&self, profiles: &[StartupProfile]) -> Result<Vec<StartupId>, PortError>;

    /// Each startup's latest value on or before `today` with its latest value on or before a
    /// month earlier (startups with both).
    async fn value_changes(&self, today: NaiveDate) -> Result<Vec<ValueChange>, PortError>;
}

/// What the actor's firm keeps about startups: its opinions and bookmarks, never another
/// firm's. `NotFound` when no startup has the id.
#[async_trait::async_trait]
pub trait StartupNotes: Send + Sync {
    /// The firm's opinion of the startup, if it wrote one.
    async fn opinion(&self, actor: &Actor, startup: StartupId) -> Result<Option<StartupOpinion>, PortError>;

    /// Writes the firm's first opinion; `AlreadyWritten` when it has one.
    async fn create_opinion(
        &self,
        actor: &Actor,
        startup: StartupId,
        html: &RichText,
    ) -> Result<StartupOpinion, Refused<OpinionConflict>>;

    /// Replaces the firm's opinion; `NotWritten` when it has none.
    async fn update_opinion(
        &self,
        actor: &Actor,
        startup: StartupId,
        html: &RichText,
    ) -> Result<StartupOpinion, Refused<OpinionConflict>>;

    /// Deletes the firm's opinion; `NotWritten` when it has none.
    async fn delete_opinion(&self, actor: &Actor, startup: StartupId) -> Result<(), Refused<OpinionConflict>>;

    /// Adds (`true`) or removes the startup from the firm's interest companies; doing it twice
    /// changes nothing.
    async fn set_bookmark(&self, actor: &Actor, startup: StartupId, on: bool) -> Result<(), PortError>;

    async fn is_bookmarked(&self, actor: &Actor, startup: StartupId) -> Result<bool, PortError>;

    /// The firm's interest companies, the latest bookmarked first.
    async fn bookmarks(&self, actor: &Actor, page: PageRequest) -> Result<Page<StartupCard>, PortError>;

    /// Keeps a search of the firm's; returns its id.
    async fn save_search(&self, actor: &Actor, filter: &StartupFilterDraft) -> Result<SavedSearchId, PortError>;

    /// One of the firm's saved searches; `NotFound` for another firm's.
    async fn saved_search(&self, actor: &Actor, id: SavedSearchId) -> Result<SavedSearch, PortError>;
}

/// What a startup changes about itself, each change kept with its revision.
#[async_trait::async_trait]
pub trait StartupEdits: Send + Sync {
    /// Stores the change and its revision (the actor, now, the items it touched) in one
    /// transaction. A startup company without a profile gets one first. `NotFound` when no
    /// startup company has the id (or, removing a document, when it has no such document).
    /// An upload's key comes off the pending ledger in that transaction; the keys the change
    /// gave up (a removed document, a replaced picture) go on it and are answered, for the
    /// caller to discard.
    async fn record(
        &self,
        actor: &Actor,
        id: StartupId,
        change: &StartupChange,
        items: &[FactCheckItem],
    ) -> Result<Vec<String>, PortError>;

    /// The startup's revisions, the latest first.
    async fn history(&self, id: StartupId, page: PageRequest) -> Result<Page<Revision>, PortError>;

    /// Keeps `total` as today's point (Korean time) of the startup's score history, replacing
    /// an earlier point of the same day; answers the point kept.
    async fn record_score(&self, id: StartupId, total: u8) -> Result<ScorePoint, PortError>;
}

/// Where a startup's files are kept (their rows change through [`StartupEdits::record`]).
#[async_trait::async_trait]
pub trait StartupFiles: Send + Sync {
    /// One of the startup's documents with its object key; `NotFound` when it has no such one.
    async fn document(
        &self,
        id: StartupId,
        document: StartupDocumentId,
    ) -> Result<(StartupDocument, String), PortError>;

    /// The picture a token serves; `NotFound` when no picture has it.
    async fn image(&self, token: &str) -> Result<StoredImage, PortError>;
}

/// The fact-checkers' verdicts and their queue.
#[async_trait::async_trait]
pub trait FactChecks: Send + Sync {
    /// Stores a verdict by the actor, now. `NotFound` when no startup profile has the id.
    async fn record_verdict(&self, actor: &Actor, id: StartupId, check: &FactCheck) -> Result<(), PortError>;

    /// Stores a score adjustment by the actor, now. `NotFound` when no startup profile has the id.
    async fn adjust_score(
        &self,
        actor: &Actor,
        id: StartupId,
        adjustment: &NewScoreAdjustment,
    ) -> Result<(), PortError>;

    /// Startups with items changed since their last verdict, the longest waiting first.
    async fn queue(&self, page: PageRequest) -> Result<Page<QueueEntry>, PortError>;
}

/// A startup's name and the address its data requests go to by default (its oldest member's).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartupContact {
    pub id: StartupId,
    pub name: String,
    pub email: Option<kernel::Email>,
}

/// One startup's part of a new request, ready to store: the address, the digest of its link's
/// token, the link's expiry and the mail to queue.
#[derive(Debug, Clone)]
pub struct PreparedTarget {
    pub startup: StartupId,
    pub email: kernel::Email,
    pub link_hash: Vec<u8>,
    pub link_expires_at: DateTime<Utc>,
    pub mail: kernel::mail::OutgoingMail,
}

/// Who answered: a member in its account, or someone holding the link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answerer<'a> {
    Member(&'a Actor),
    /// The link's digest, checked again (open, not expired) on the locked row.
    Link(&'a [u8]),
}

/// Why storing an answer was refused, decided on the locked row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnswerConflict {
    LinkUsed,
    LinkExpired,
}

impl AnswerConflict {
    /// The answer link's state on the locked target: used once answered; expired when the
    /// presented link is no longer the target's (a reminder replaced it) or its time is up.
    pub fn of_link(
        answered: bool,
        still_the_link: bool,
        expires_at: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> Option<Self> {
        if answered {
            Some(AnswerConflict::LinkUsed)
        } else if !still_the_link || now >= expires_at {
            Some(AnswerConflict::LinkExpired)
        } else {
            None
        }
    }
}

/// The data requests of investor firms and the startups' answers. The firm's side takes the
/// [`Actor`] and sees only its firm's requests.
#[async_trait::async_trait]
pub trait DataRequests: Send + Sync {
    /// The acting firm's name (the requests' sender) and a member's name (an answer's author).
    async fn firm_name(&self, actor: &Actor) -> Result<String, PortError>;
    async fn member_name(&self, actor: &Actor) -> Result<String, PortError>;

    /// The startups with these ids. `NotFound` when one is not a startup.
    async fn contacts(&self, ids: &[StartupId]) -> Result<Vec<StartupContact>, PortError>;

    /// Stores the request and its targets, takes the points the startups beyond the month's
    /// allowance cost, and queues each target's mail, in one transaction.
    async fn create(
        &self,
        actor: &Actor,
        ask: &RequestAsk,
        targets: &[PreparedTarget],
        now: DateTime<Utc>,
    ) -> Result<DataRequestId, Refused<RequestRefusal>>;

    /// The firm's requests, the latest first, with answered and late counts as of `now`.
    async fn list(
        &self,
        actor: &Actor,
        page: PageRequest,
        now: DateTime<Utc>,
    ) -> Result<Page<DataRequestSummary>, PortError>;

    /// One of the firm's requests with every target's answers and mails. `NotFound` for
    /// another firm's.
    async fn detail(
        &self,
        actor: &Actor,
        id: DataRequestId,
        now: DateTime<Utc>,
    ) -> Result<DataRequestDetail, PortError>;

    /// The requests addressed to a startup, the latest first, each with its answers.
    async fn inbox(&self, startup: StartupId) -> Result<Vec<(RequestTarget, Vec<RequestAnswer>)>, PortError>;

    /// A target by id (`NotFound` when none) or by its link's digest (`None` when no link has it).
    async fn target(&self, id: RequestTargetId) -> Result<RequestTarget, PortError>;
    async fn target_by_link(&self, link_hash: &[u8]) -> Result<Option<RequestTarget>, PortError>;

    /// In one transaction, with the target's row locked: for a link, checks it is still open
    /// (`LinkUsed`, `LinkExpired`) and marks it used; stores each change with its revision
    /// (authored by the member, or by `author_name` for a link), the answer in the target's
    /// history, and the target as answered.
    async fn answer(
        &self,
        target: RequestTargetId,
        by: Answerer<'_>,
        author_name: &str,
        answer: &CheckedAnswer,
        changes: &[(StartupChange, Vec<FactCheckItem>)],
        now: DateTime<Utc>,
    ) -> Result<(), Refused<AnswerConflict>>;

    /// A document uploaded through an open link, as a revision by `author_name` (the upload's
    /// key comes off the pending ledger). `LinkUsed`/`LinkExpired` as for an answer.
    async fn link_document(
        &self,
        link_hash: &[u8],
        author_name: &str,
        change: &StartupChange,
        now: DateTime<Utc>,
    ) -> Result<(), Refused<AnswerConflict>>;

    /// Unanswered targets whose request is due within three days or past due, at most `limit`.
    async fn unanswered(&self, now: DateTime<Utc>, limit: i64) -> Result<Vec<RequestTarget>, PortError>;

    /// Sends a reminder: the target's link replaced, the count raised and the mail queued, if
    /// the target is still unanswered with `reminders_before` reminders (another instance may
    /// have sent it). Answers whether it was sent.
    async fn remind(
        &self,
        target: RequestTargetId,
        reminders_before: i32,
        link_hash: &[u8],
        link_expires_at: DateTime<Utc>,
        mail: &kernel::mail::OutgoingMail,
        now: DateTime<Utc>,
    ) -> Result<bool, PortError>;
}

/// Why storage refused a data request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RequestRefusal {
    /// The startups beyond the allowance cost `needed` points; the firm has `balance`.
    NotEnoughPoints { needed: i64, balance: i64 },
}
