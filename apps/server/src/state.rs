//! What every handler can reach: the domain services and the pool (for readiness).

use std::sync::Arc;

use auth::AuthService;
use kernel::files::{FileStore, PendingObjects};
use kernel::idempotency::IdempotencyStore;
use union::{ApplicantService, UnionFileService, UnionService};

/// Shared application state, built once in `startup`.
pub struct AppState {
    pub auth: AuthService,
    pub unions: UnionService,
    pub applicants: ApplicantService,
    pub union_files: UnionFileService,
    /// Stored objects and the ledger of those no row owns, for the sweep.
    pub files: Arc<dyn FileStore>,
    pub pending_objects: Arc<dyn PendingObjects>,
    pub idempotency: Arc<dyn IdempotencyStore>,
    pub pool: db::Pool,
    pub trust_proxy: bool,
}
