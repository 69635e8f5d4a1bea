//! What every handler can reach: the domain services and the pool (for readiness).

use std::sync::Arc;

use auth::AuthService;
use kernel::idempotency::IdempotencyStore;
use union::{ApplicantService, UnionService};

/// Shared application state, built once in `startup`.
pub struct AppState {
    pub auth: AuthService,
    pub unions: UnionService,
    pub applicants: ApplicantService,
    pub idempotency: Arc<dyn IdempotencyStore>,
    pub pool: db::Pool,
    pub trust_proxy: bool,
}
