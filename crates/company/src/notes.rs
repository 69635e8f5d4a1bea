//! What an investor firm keeps about startups for itself: one opinion per startup and the
//! interest-company bookmarks. Both belong to the firm (every member reads and edits them; no
//! other firm ever sees them).

use chrono::{DateTime, Utc};
use kernel::RichText;

kernel::define_id!(
    /// A search a firm saved, reopened at /search-result/{id}.
    SavedSearchId
);

/// A saved search: the filters as they were sent (checked when saved).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SavedSearch {
    pub id: SavedSearchId,
    pub filter: crate::search::StartupFilterDraft,
    pub created_at: DateTime<Utc>,
}

/// A firm's opinion of a startup (spec: Startup opinion).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartupOpinion {
    pub html: RichText,
    /// Who wrote or last changed it.
    pub author_name: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

pub use kernel::opinion::{checked_opinion, OpinionConflict, MAX_OPINION_CHARS};
