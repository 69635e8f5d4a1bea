//! PostgreSQL adapter: the diesel schema, row types, one repository module per domain, the
//! connection pool and the embedded migrations.

pub mod admin;
pub mod bench;
pub mod bench_population;
mod error;
mod models;
pub mod repos;
pub mod retention;
pub mod schema;

use diesel_async::pooled_connection::deadpool::Pool as DeadPool;
use diesel_async::pooled_connection::AsyncDieselConnectionManager;
use diesel_async::{AsyncConnection, AsyncMigrationHarness, AsyncPgConnection, RunQueryDsl};
use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};

pub use error::to_port;
pub use repos::accounts::PgAccounts;
pub use repos::applicants::PgApplicants;
pub use repos::evidence::PgEvidence;
pub use repos::idempotency::PgIdempotency;
pub use repos::invitations::PgInvitations;
pub use repos::lp_dashboard::PgLpDashboard;
pub use repos::lp_groups::PgLpGroups;
pub use repos::lp_members::PgLpMembers;
pub use repos::mailings::PgMailings;
pub use repos::outbox::PgOutbox;
pub use repos::pending_objects::PgPendingObjects;
pub use repos::portal::PgPortal;
pub use repos::sessions::PgSessions;
pub use repos::union_files::PgUnionFiles;
pub use repos::unions::PgUnions;

/// Connection pool shared by every repository.
pub type Pool = DeadPool<AsyncPgConnection>;

/// The schema history under the workspace's `migrations/`, compiled into the binary.
pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations");

/// Builds a pool of at most `max_size` connections; connections open lazily.
///
/// # Errors
/// When the URL cannot be used to configure a pool.
pub fn pool(database_url: &str, max_size: usize) -> Result<Pool, String> {
    let manager = AsyncDieselConnectionManager::<AsyncPgConnection>::new(database_url);
    Pool::builder(manager).max_size(max_size).build().map_err(|e| e.to_string())
}

/// Applies pending migrations and returns how many ran. Needs a multi-threaded tokio runtime.
///
/// # Errors
/// When the database cannot be reached or a migration fails.
pub async fn migrate(database_url: &str) -> Result<usize, String> {
    let conn = AsyncPgConnection::establish(database_url).await.map_err(|e| e.to_string())?;
    let mut harness = AsyncMigrationHarness::new(conn);
    let ran = harness.run_pending_migrations(MIGRATIONS).map_err(|e| e.to_string())?;
    Ok(ran.len())
}

/// Whether the database answers a trivial query (for `/readyz`).
pub async fn ping(pool: &Pool) -> bool {
    let Ok(mut conn) = pool.get().await else { return false };
    diesel::sql_query("SELECT 1").execute(&mut conn).await.is_ok()
}
