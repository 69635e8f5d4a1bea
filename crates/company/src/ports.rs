//! What the company domain needs from storage.

use chrono::NaiveDate;
use kernel::{Actor, Page, PageRequest, PortError, Refused, RichText};

use crate::documents::{StartupDocument, StartupDocumentId, StoredImage};
use crate::editing::{Revision, StartupChange};
use crate::fact_check::{FactCheck, FactCheckItem, QueueEntry};
use crate::notes::{OpinionConflict, SavedSearch, SavedSearchId, StartupOpinion};
use crate::profile::{StartupCard, StartupId, StartupProfile};
use crate::ranking::ValueChange;
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
