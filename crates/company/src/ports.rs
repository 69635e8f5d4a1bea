//! What the company domain needs from storage.

use kernel::{Page, PageRequest, PortError};

use crate::profile::{StartupCard, StartupId, StartupProfile};
use crate::search::StartupFilter;

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
}
