//! PostgreSQL adapter: the diesel schema, row types, one repository module per domain, the
//! connection pool and the embedded migrations.

pub mod admin;
pub mod demo;
mod error;
mod models;
mod pool;
pub mod repos;
pub mod retention;
pub mod schema;

use std::time::Duration;

use diesel_async::pooled_connection::deadpool::Pool as DeadPool;
use diesel_async::pooled_connection::{AsyncDieselConnectionManager, ManagerConfig, RecyclingMethod};
use diesel_async::{AsyncConnection, AsyncMigrationHarness, AsyncPgConnection, RunQueryDsl, SimpleAsyncConnection};
use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};

pub use error::to_port;
pub use pool::{Connection, Pool};
pub use repos::auth::accounts::PgAccounts;
pub use repos::auth::sessions::PgSessions;
pub use repos::auth::two_factor::PgTwoFactor;
pub use repos::billing::PgBilling;
pub use repos::company::edits::PgStartupEdits;
pub use repos::company::fact_checks::PgFactChecks;
pub use repos::company::files::PgStartupFiles;
pub use repos::company::notes::PgStartupNotes;
pub use repos::company::requests::PgDataRequests;
pub use repos::company::startups::PgStartups;
pub use repos::idempotency::PgIdempotency;
pub use repos::lp::invitations::PgInvitations;
pub use repos::lp::lp_dashboard::PgLpDashboard;
pub use repos::lp::lp_groups::PgLpGroups;
pub use repos::lp::lp_members::PgLpMembers;
pub use repos::lp::portal::PgPortal;
pub use repos::mail::mailings::PgMailings;
pub use repos::mail::outbox::PgOutbox;
pub use repos::messages::PgMessages;
pub use repos::pending_objects::PgPendingObjects;
pub use repos::portfolio::portfolios::PgPortfolios;
pub use repos::portfolio::shares::PgShares;
pub use repos::raw_data::PgRawData;
pub use repos::report::ledger::PgLedger;
pub use repos::report::legacy::PgLegacyReports;
pub use repos::report::reports::PgReports;
pub use repos::support::{set_operator, PgSupport};
pub use repos::tasks::PgTasks;
pub use repos::throttle::PgThrottle;
pub use repos::union::applicants::PgApplicants;
pub use repos::union::evidence::PgEvidence;
pub use repos::union::union_files::PgUnionFiles;
pub use repos::union::unions::PgUnions;
pub use repos::waiting::PgWaiting;

/// The schema history under the workspace's `migrations/`, compiled into the binary.
pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("../../migrations");

/// How the pool treats a busy database.
#[derive(Debug, Clone, Copy)]
pub struct PoolSettings {
    /// Connections at most; they open lazily.
    pub max_size: usize,
    /// How long a request waits for a free connection before it is answered "busy"
    /// ([`kernel::PortError::Busy`]): under overload, a short queue and a quick refusal instead of
    /// a backlog of requests whose clients have long given up.
    pub wait: Duration,
    /// `statement_timeout` of every connection: no statement holds a connection longer.
    pub statement_timeout: Duration,
}

impl PoolSettings {
    /// `max_size` connections with the server's default waits (2 s for a connection, 30 s per
    /// statement).
    pub fn new(max_size: usize) -> Self {
        PoolSettings { max_size, wait: Duration::from_secs(2), statement_timeout: Duration::from_secs(30) }
    }
}

/// Builds the pool described by `settings`, shared by every thread (tools, tests).
///
/// # Errors
/// When the URL cannot be used to configure a pool.
pub fn pool(database_url: &str, settings: PoolSettings) -> Result<Pool, String> {
    worker_pool(database_url, settings, 0)
}

/// Builds the pool described by `settings` for a server with `workers` HTTP worker threads:
/// each worker that claims its shard ([`Pool::claim_for_current_thread`]) gets its part of
/// `max_size`; the rest is shared by every other thread (see `pool`).
///
/// # Errors
/// When the URL cannot be used to configure a pool.
pub fn worker_pool(database_url: &str, settings: PoolSettings, workers: usize) -> Result<Pool, String> {
    let shards = pool::shard_sizes(settings.max_size, workers)
        .into_iter()
        .map(|size| shard(database_url, settings, size))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Pool::from_shards(shards))
}

fn shard(database_url: &str, settings: PoolSettings, max_size: usize) -> Result<DeadPool<AsyncPgConnection>, String> {
    let timeout_ms = settings.statement_timeout.as_millis().max(1);
    let mut manager_config = ManagerConfig::<AsyncPgConnection>::default();
    // No `SELECT 1` on every checkout (the default, `Verified`): that was one more round trip
    // per repository call, up to half the statements of a read. A connection whose backend went
    // away is still caught at checkout, because its socket is closed (`is_broken`); see
    // decisions.md, "The pool's connections".
    manager_config.recycling_method = RecyclingMethod::Fast;
    manager_config.custom_setup = Box::new(move |url| {
        Box::pin(async move {
            let mut conn = AsyncPgConnection::establish(url).await?;
            conn.batch_execute(&format!("SET statement_timeout = {timeout_ms}"))
                .await
                .map_err(diesel::ConnectionError::CouldntSetupConfiguration)?;
            Ok(conn)
        })
    });
    let manager = AsyncDieselConnectionManager::<AsyncPgConnection>::new_with_config(database_url, manager_config);
    DeadPool::builder(manager)
        .max_size(max_size)
        .runtime(deadpool::Runtime::Tokio1)
        .wait_timeout(Some(settings.wait))
        .create_timeout(Some(Duration::from_secs(10)))
        .build()
        .map_err(|e| e.to_string())
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
