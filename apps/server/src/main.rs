//! `johap`: serve the app, or run one of its chores.

use std::path::PathBuf;

use anyhow::Context;
use clap::{Parser, Subcommand};
use server::config::Config;
use server::startup::{build_state, Application};
use server::{bench_seed, local_pg, openapi, operator, seed};
use tracing_subscriber::EnvFilter;

#[derive(Parser)]
#[command(name = "johap", version, about = "조합: 투자조합 운영 플랫폼")]
struct Cli {
    #[command(subcommand)]
    command: Option<Cmd>,
}

#[derive(Subcommand)]
enum Cmd {
    /// Migrate and serve (the default).
    Serve,
    /// For local use: migrate, seed the demo once, serve; starts a private PostgreSQL if needed.
    Run,
    /// Apply pending migrations and exit.
    Migrate,
    /// Create the demo firm, its data and logins (once).
    SeedDemo {
        /// Delete the demo firms first and seed them again.
        #[arg(long)]
        reset: bool,
    },
    /// Create (once) the benchmark firm (login bench@johap.kr) with one union per size, each
    /// holding that many applicants; prints `{"size": union_id, ...}` as JSON.
    SeedBench {
        #[arg(long, value_delimiter = ',', default_value = "1000,100000")]
        applicants: Vec<i64>,
        /// The other firms around it: 1 is 1,000 firms, 10,000 unions, 1,000,000 applicants
        /// and 100,000 LP members (loaded with COPY); 0 adds none.
        #[arg(long, default_value_t = 0.0)]
        scale: f64,
        /// Startups with three years of figures for the search and profile benchmarks.
        #[arg(long, default_value_t = 100_000)]
        startups: i64,
    },
    /// Enrol a fact-checker (operator staff who verify startup data), active at once; the
    /// password is read from the first line of standard input (never an argument, which
    /// `ps` and shell histories show).
    EnrollFactChecker {
        #[arg(long)]
        email: String,
        #[arg(long)]
        name: String,
        #[arg(long)]
        phone: String,
        /// The operator company's business number (the first checker creates the company).
        #[arg(long)]
        operator_number: String,
        #[arg(long, default_value = "조합 데이터검증센터")]
        operator_name: String,
    },
    /// Make an account operator staff (notices, FAQ, answering inquiries), or stop it being one.
    GrantOperator {
        #[arg(long)]
        email: String,
        /// Take the role away instead.
        #[arg(long)]
        revoke: bool,
    },
    /// Import reports made by the previous system before 2024.05.30 from a JSON file (format:
    /// docs/legacy-reports.md); all or nothing, and a report already imported is skipped.
    ImportLegacyReports {
        /// The file, e.g. docs/legacy-reports.sample.json.
        file: PathBuf,
    },
    /// An SMTP server on loopback that accepts and counts every message (for `just bench`);
    /// prints the count each second it changes.
    SmtpSink {
        #[arg(long, default_value = "127.0.0.1:2525")]
        bind: std::net::SocketAddr,
    },
    /// Write the OpenAPI document, and docs/api.md's table of error codes from the catalogue.
    Openapi {
        #[arg(long, default_value = "openapi/openapi.json")]
        out: PathBuf,
        #[arg(long, default_value = "docs/api.md")]
        api_md: PathBuf,
    },
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")))
        .init();
    let cli = Cli::parse();
    let config = Config::from_env();
    match cli.command.unwrap_or(Cmd::Serve) {
        Cmd::Openapi { out, api_md } => {
            std::fs::write(&out, openapi::json()?).with_context(|| format!("writing {}", out.display()))?;
            println!("wrote {}", out.display());
            let text = std::fs::read_to_string(&api_md).with_context(|| format!("reading {}", api_md.display()))?;
            std::fs::write(&api_md, server::error::ErrorCode::with_table_in(&text).map_err(anyhow::Error::msg)?)
                .with_context(|| format!("writing {}", api_md.display()))?;
            println!("wrote the error codes' table in {}", api_md.display());
        }
        Cmd::SmtpSink { bind } => {
            let sink = mailer::sink::SmtpSink::start(bind, mailer::sink::Inbox::counting()).await?;
            println!("smtp sink on {}", sink.url());
            let mut last = 0;
            loop {
                tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                let n = sink.inbox().count();
                if n != last {
                    println!("{n} messages");
                    last = n;
                }
            }
        }
        Cmd::Migrate => {
            let db = local_pg::resolve(config.database_url.as_deref(), &config.data_dir).await?;
            let n = db::migrate(&db.url).await.map_err(anyhow::Error::msg)?;
            println!("applied {n} migration(s)");
        }
        Cmd::SeedDemo { reset } => {
            let db = local_pg::resolve(config.database_url.as_deref(), &config.data_dir).await?;
            db::migrate(&db.url).await.map_err(anyhow::Error::msg)?;
            let state = build_state(&config, &db.url)?;
            if reset {
                println!("deleted {} demo firm(s)", seed::reset_demo(&state).await?);
            }
            let started = std::time::Instant::now();
            let created = seed::seed_demo(&state).await?;
            eprintln!("seeding took {:.1} s", started.elapsed().as_secs_f64());
            println!("{}", if created { "demo data created" } else { "demo data already present" });
        }
        Cmd::ImportLegacyReports { file } => {
            let text = std::fs::read_to_string(&file).with_context(|| format!("reading {}", file.display()))?;
            let db = local_pg::resolve(config.database_url.as_deref(), &config.data_dir).await?;
            db::migrate(&db.url).await.map_err(anyhow::Error::msg)?;
            let state = build_state(&config, &db.url)?;
            let done = operator::import_legacy_reports(&state.legacy_reports, &text).await?;
            println!("imported {} report(s), {} already there", done.imported, done.skipped);
        }
        Cmd::GrantOperator { email, revoke } => {
            let db = local_pg::resolve(config.database_url.as_deref(), &config.data_dir).await?;
            db::migrate(&db.url).await.map_err(anyhow::Error::msg)?;
            let state = build_state(&config, &db.url)?;
            if !db::set_operator(&state.pool, &email, !revoke).await? {
                anyhow::bail!("no account with the e-mail {email}");
            }
            println!("{email} {} operator staff", if revoke { "is no longer" } else { "is now" });
        }
        Cmd::EnrollFactChecker { email, name, phone, operator_number, operator_name } => {
            let mut password = String::new();
            std::io::stdin().read_line(&mut password).context("reading the password from standard input")?;
            let db = local_pg::resolve(config.database_url.as_deref(), &config.data_dir).await?;
            db::migrate(&db.url).await.map_err(anyhow::Error::msg)?;
            let state = build_state(&config, &db.url)?;
            let who = operator::NewFactChecker {
                email,
                name,
                phone,
                password: password.trim_end_matches(['\r', '\n']).to_owned(),
                operator_number,
                operator_name,
            };
            let enrolled = operator::enroll_fact_checker(&state.auth, who).await?;
            println!(
                "enrolled {} <{}> as a fact-checker of {} ({})",
                enrolled.user.name,
                enrolled.user.email,
                enrolled.company.name,
                enrolled.user.role.code()
            );
        }
        Cmd::SeedBench { applicants, scale, startups } => {
            let db = local_pg::resolve(config.database_url.as_deref(), &config.data_dir).await?;
            db::migrate(&db.url).await.map_err(anyhow::Error::msg)?;
            let state = build_state(&config, &db.url)?;
            let unions = bench_seed::seed_bench(&state.auth, &state.pool, &db.url, &applicants).await?;
            if scale > 0.0 {
                let started = std::time::Instant::now();
                let p = bench_seed::seed_population(&db.url, scale).await?;
                eprintln!(
                    "population at scale {scale}: {} firms, {} unions, {} applicants, {} LP members ({}) in {:.1} s",
                    p.firms,
                    p.unions,
                    p.applicants,
                    p.lp_members,
                    if p.created { "loaded" } else { "already there" },
                    started.elapsed().as_secs_f64()
                );
            }
            let small = unions.iter().min_by_key(|(size, _)| *size).map(|(_, id)| *id).unwrap_or_default();
            let evidence = bench_seed::seed_bench_lps(&state.pool, small).await?;
            let mut map: serde_json::Map<String, serde_json::Value> =
                unions.into_iter().map(|(size, id)| (size.to_string(), id.into())).collect();
            map.insert("evidence".into(), evidence.into());
            if startups > 0 {
                let started = std::time::Instant::now();
                let n = bench_seed::seed_startups(&db.url, startups).await?;
                eprintln!("{n} bench startups in {:.1} s", started.elapsed().as_secs_f64());
                map.insert("startups".into(), n.into());
                // The ledger buys bench startups, so it comes with them.
                let investments = bench_seed::seed_ledger(&state.pool).await?;
                eprintln!("{investments} bench investments");
                map.insert("investments".into(), investments.into());
            }
            println!("{}", serde_json::Value::Object(map));
        }
        cmd @ (Cmd::Serve | Cmd::Run) => {
            let db = local_pg::resolve(config.database_url.as_deref(), &config.data_dir).await?;
            let n = db::migrate(&db.url).await.map_err(anyhow::Error::msg)?;
            tracing::info!(applied = n, "migrations");
            if matches!(cmd, Cmd::Run) {
                let state = build_state(&config, &db.url)?;
                if seed::seed_demo(&state).await? {
                    tracing::info!(login = seed::DEMO_CEO_EMAIL, "demo data created");
                }
            }
            let app = Application::build(&config, &db.url)?;
            tracing::info!(port = app.port(), origin = %config.public_origin, "serving");
            app.run_until_stopped().await?;
            // Dropping `db` stops a private PostgreSQL, if this process started one.
            drop(db);
        }
    }
    Ok(())
}
