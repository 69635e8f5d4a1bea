//! Johap's server: configuration, wiring, HTTP routes, OpenAPI, the web app, and the CLI's
//! chores (migrate, seed, private PostgreSQL).

pub mod access;
pub mod bench_seed;
pub mod chores;
pub mod config;
pub mod dev_toss;
pub mod download;
pub mod error;
pub mod extract;
pub mod fallback;
pub mod idempotency;
pub mod local_pg;
pub mod mail_worker;
pub mod nul_guard;
pub mod openapi;
pub mod operator;
pub mod report_cache;
pub mod request_span;
pub mod routes;
pub mod security;
pub mod seed;
pub mod spa;
pub mod startup;
pub mod state;
pub mod upload;
pub mod web_headers;
pub mod wire;
