//! What every handler can reach: the domain services and the pool (for readiness).

use auth::AuthService;

/// Shared application state, built once in `startup`.
pub struct AppState {
    pub auth: AuthService,
    pub pool: db::Pool,
    pub trust_proxy: bool,
}
