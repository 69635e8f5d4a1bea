//! Configuration, read once from the environment (documented in README.md).

use std::path::PathBuf;

/// Toss Payments keys; without them the app pays through its own fake at `/dev/toss`.
#[derive(Debug, Clone)]
pub struct TossKeys {
    pub secret_key: String,
    pub client_key: String,
    pub api_base: String,
}

/// Everything the server needs to start.
#[derive(Debug, Clone)]
pub struct Config {
    /// `DATABASE_URL`; unset means "find or start a local PostgreSQL" (see `local_pg`).
    pub database_url: Option<String>,
    /// `JOHAP_BIND`, default `127.0.0.1:8080`.
    pub bind: String,
    /// `JOHAP_DATA_DIR`, default `./.data`: mail files, local object store, private PostgreSQL.
    pub data_dir: PathBuf,
    /// `PUBLIC_ORIGIN`: the browser-facing origin used in mailed links.
    pub public_origin: String,
    /// `SMTP_URL`; unset means mail is written to `.eml` files in `<data>/mail`.
    pub smtp_url: Option<String>,
    /// `MAIL_FROM`: sender address of every mail.
    pub mail_from: String,
    /// `OBJECT_STORE_URL`; unset means the folder `<data>/files`.
    pub object_store_url: Option<String>,
    /// `JOHAP_SEAL_KEY`: 64 hex digits sealing resident numbers; unset means the key file
    /// `<data>/keys/seal.key`, made on first start. Either way the key is not in the database.
    pub seal_key: Option<String>,
    /// `JOHAP_STATIC_DIR`, default `frontend/dist`: the built web app.
    pub static_dir: PathBuf,
    /// `JOHAP_DB_POOL` (default 16 connections), `JOHAP_DB_WAIT_MS` (default 2000: the wait for
    /// a free connection before a 503 `service_busy`) and `JOHAP_DB_STATEMENT_TIMEOUT_MS`
    /// (default 30000).
    pub db_pool: db::PoolSettings,
    /// `JOHAP_HTTP_WORKERS`, default one per CPU: threads serving HTTP, each with its share of
    /// the pool's connections (see `db::worker_pool`).
    pub http_workers: usize,
    /// `JOHAP_MAIL_RETRY_SECONDS`, default 5: the wait after a mail's first temporary failure
    /// (it doubles with each further one, up to 30 minutes; ten attempts in all).
    pub mail_retry_base: std::time::Duration,
    /// `JOHAP_SMTP_CONNECTIONS`, default 24: SMTP connections kept open, and mails in flight.
    pub smtp_connections: u32,
    /// `JOHAP_TRUST_PROXY=1`: take the client address from `X-Forwarded-For`/`Forwarded`
    /// (only behind a proxy that sets them; otherwise clients could forge it).
    pub trust_proxy: bool,
    /// `JOHAP_IMAGE_TRUSTED_HOSTS`: comma-separated hosts the editor may fetch pictures from
    /// although they resolve to internal addresses (an in-house image server). Empty by default:
    /// only public addresses.
    pub image_trusted_hosts: Vec<String>,
    /// `JOHAP_TOSS_SECRET_KEY`, `JOHAP_TOSS_CLIENT_KEY` (and `JOHAP_TOSS_API_URL`); `None` pays
    /// through the local fake (development, demo, tests).
    pub toss: Option<TossKeys>,
}

fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

fn millis(name: &str) -> Option<std::time::Duration> {
    var(name).and_then(|v| v.parse::<u64>().ok()).filter(|ms| *ms > 0).map(std::time::Duration::from_millis)
}

fn pool_settings() -> db::PoolSettings {
    let defaults =
        db::PoolSettings::new(var("JOHAP_DB_POOL").and_then(|v| v.parse().ok()).filter(|n| *n > 0).unwrap_or(16));
    db::PoolSettings {
        wait: millis("JOHAP_DB_WAIT_MS").unwrap_or(defaults.wait),
        statement_timeout: millis("JOHAP_DB_STATEMENT_TIMEOUT_MS").unwrap_or(defaults.statement_timeout),
        ..defaults
    }
}

impl Config {
    /// Reads the environment, filling in the defaults.
    pub fn from_env() -> Self {
        let bind = var("JOHAP_BIND").unwrap_or_else(|| "127.0.0.1:8080".into());
        let public_origin = var("PUBLIC_ORIGIN").unwrap_or_else(|| {
            let port = bind.rsplit(':').next().unwrap_or("8080");
            format!("http://localhost:{port}")
        });
        Config {
            database_url: var("DATABASE_URL"),
            data_dir: var("JOHAP_DATA_DIR").map_or_else(|| PathBuf::from("./.data"), PathBuf::from),
            public_origin,
            bind,
            smtp_url: var("SMTP_URL"),
            mail_from: var("MAIL_FROM").unwrap_or_else(|| "no-reply@johap.kr".into()),
            object_store_url: var("OBJECT_STORE_URL"),
            seal_key: var("JOHAP_SEAL_KEY"),
            static_dir: var("JOHAP_STATIC_DIR").map_or_else(|| PathBuf::from("frontend/dist"), PathBuf::from),
            db_pool: pool_settings(),
            http_workers: var("JOHAP_HTTP_WORKERS")
                .and_then(|v| v.parse().ok())
                .filter(|n| *n > 0)
                .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from)),
            mail_retry_base: var("JOHAP_MAIL_RETRY_SECONDS")
                .and_then(|v| v.parse::<f64>().ok())
                .filter(|s| s.is_finite() && *s > 0.0)
                .map_or(std::time::Duration::from_secs(5), std::time::Duration::from_secs_f64),
            smtp_connections: var("JOHAP_SMTP_CONNECTIONS")
                .and_then(|v| v.parse().ok())
                .filter(|n| *n > 0)
                .unwrap_or(24),
            trust_proxy: var("JOHAP_TRUST_PROXY").is_some_and(|v| v == "1" || v == "true"),
            image_trusted_hosts: var("JOHAP_IMAGE_TRUSTED_HOSTS")
                .map(|v| v.split(',').map(|h| h.trim().to_owned()).filter(|h| !h.is_empty()).collect())
                .unwrap_or_default(),
            toss: var("JOHAP_TOSS_SECRET_KEY").zip(var("JOHAP_TOSS_CLIENT_KEY")).map(|(secret_key, client_key)| {
                TossKeys {
                    secret_key,
                    client_key,
                    api_base: var("JOHAP_TOSS_API_URL").unwrap_or_else(|| "https://api.tosspayments.com".into()),
                }
            }),
        }
    }

    /// Folder of `.eml` files when no SMTP server is configured.
    pub fn mail_dir(&self) -> PathBuf {
        self.data_dir.join("mail")
    }

    /// The domain of the outbox's stable Message-IDs: the sender address's.
    pub fn mail_domain(&self) -> String {
        self.mail_from.rsplit('@').next().unwrap_or("johap.kr").to_string()
    }

    /// The seal key's file when `JOHAP_SEAL_KEY` is unset.
    pub fn seal_key_file(&self) -> PathBuf {
        self.data_dir.join("keys").join("seal.key")
    }

    /// Folder of the local object store.
    pub fn files_dir(&self) -> PathBuf {
        self.data_dir.join("files")
    }
}
