//! Wiring: builds the adapters and services once, and the HTTP server around them.

use std::net::TcpListener;
use std::sync::Arc;

use actix_web::middleware::DefaultHeaders;
use actix_web::{web, HttpServer};
use auth::{AuthConfig, AuthService};
use company::StartupService;
use kernel::SystemClock;
use lp::{LpConfig, LpPortalService, LpService};
use mail::{CommunicationService, DeliveryWorker, RetryPolicy};
use mailer::{Mailer, MailerConfig};
use tokio::sync::{watch, Notify};
use tracing_actix_web::TracingLogger;
use union::{ApplicantService, EvidenceService, UnionFileService, UnionService};
use utoipa_swagger_ui::SwaggerUi;

use crate::config::Config;
use crate::error::ApiError;
use crate::security::{Argon2Hasher, RandomTokens};
use crate::spa;
use crate::state::AppState;

/// Builds the adapters and services for `database_url`.
///
/// # Errors
/// When the pool, the mailer or the hasher cannot be set up.
pub fn build_state(config: &Config, database_url: &str) -> anyhow::Result<AppState> {
    build_state_at(config, database_url, &format!("http://{}", config.bind), 0)
}

/// Builds the state of a server listening at `own_address` (where, without Toss keys, the
/// payment fake at `/dev/toss` answers) with `http_workers` worker threads (0: a tool that
/// serves nothing; its one pool is shared by all its threads).
///
/// # Errors
/// As [`build_state`].
pub fn build_state_at(
    config: &Config,
    database_url: &str,
    own_address: &str,
    http_workers: usize,
) -> anyhow::Result<AppState> {
    let pool = db::worker_pool(database_url, config.db_pool, http_workers).map_err(anyhow::Error::msg)?;
    let mail_config = match &config.smtp_url {
        Some(url) => MailerConfig::Smtp { url: url.clone(), connections: config.smtp_connections },
        None => MailerConfig::Files { dir: config.mail_dir() },
    };
    let mailer: Arc<dyn kernel::mail::MailTransport> =
        Arc::new(Mailer::new(&mail_config, &config.mail_from).map_err(anyhow::Error::msg)?);
    let tokens: Arc<dyn kernel::TokenMinter> = Arc::new(RandomTokens);
    let passwords: Arc<dyn auth::PasswordHasher> = Arc::new(Argon2Hasher::new()?);
    let clock: Arc<dyn kernel::Clock> = Arc::new(SystemClock);
    let auth_config = AuthConfig { public_origin: config.public_origin.clone(), ..AuthConfig::default() };
    // One key seals every secret the database keeps (TOTP secrets, resident numbers).
    let sealer: Arc<dyn kernel::Sealer> = Arc::new(
        storage::FileKeySealer::open(config.seal_key.as_deref(), &config.seal_key_file())
            .map_err(anyhow::Error::msg)?,
    );
    let two_factor_store = db::PgTwoFactor::new(pool.clone(), sealer.clone());
    let two_factor_repo = Arc::new(two_factor_store.clone());
    let auth = AuthService::new(
        auth::AuthStores {
            accounts: Arc::new(db::PgAccounts::new(pool.clone())),
            sessions: Arc::new(db::PgSessions::new(pool.clone())),
            two_factor: two_factor_repo.clone(),
        },
        passwords.clone(),
        tokens.clone(),
        mailer.clone(),
        clock.clone(),
        auth_config.clone(),
    );
    let union_repo = Arc::new(db::PgUnions::new(pool.clone()));
    let unions = UnionService::new(union_repo.clone(), union_repo.clone(), union_repo.clone(), clock.clone());
    let formation = union::FormationService::new(union_repo.clone(), clock.clone());
    let register = capital::RegisterService::new(
        capital::RegisterPorts {
            unions: union_repo.clone(),
            members: union_repo.clone(),
            capital: union_repo.clone(),
            renderer: Arc::new(docs::member_register::RegisterDocs::new().map_err(anyhow::Error::msg)?),
        },
        clock.clone(),
    );
    let tax_papers = capital::TaxPaperService::new(
        capital::TaxPaperPorts {
            repo: union_repo.clone(),
            sealer,
            renderer: Arc::new(docs::tax_paper_pdf::TaxPaperDocs::new().map_err(anyhow::Error::msg)?),
        },
        clock.clone(),
    );
    let union_rules = union::RuleService::new(union_repo.clone(), union_repo.clone(), clock.clone());
    let capital = capital::CapitalService::new(union_repo.clone(), clock.clone());
    let applicants = ApplicantService::new(
        union_repo.clone(),
        Arc::new(db::PgApplicants::new(pool.clone())),
        Arc::new(capital.clone()),
    );
    let files: Arc<dyn kernel::files::FileStore> = Arc::new(
        storage::ObjectStorage::open(config.object_store_url.as_deref(), &config.files_dir())
            .map_err(anyhow::Error::msg)?,
    );
    let pending_objects: Arc<dyn kernel::files::PendingObjects> = Arc::new(db::PgPendingObjects::new(pool.clone()));
    let union_files = UnionFileService::new(
        union_repo,
        Arc::new(db::PgUnionFiles::new(pool.clone())),
        files.clone(),
        pending_objects.clone(),
    );
    let evidence = EvidenceService::new(
        Arc::new(db::PgEvidence::new(pool.clone())),
        files.clone(),
        pending_objects.clone(),
        Arc::new(docs::archive::ZipArchives),
        Arc::new(docs::certificate_pdf::PdfCertificates::new().map_err(anyhow::Error::msg)?),
        clock.clone(),
    );
    let invitations = Arc::new(db::PgInvitations::new(pool.clone()));
    let lp = LpService::new(
        Arc::new(db::PgLpMembers::new(pool.clone())),
        Arc::new(db::PgLpGroups::new(pool.clone())),
        invitations.clone(),
        Arc::new(db::PgLpDashboard::new(pool.clone())),
        files.clone(),
        pending_objects.clone(),
        mailer.clone(),
        tokens.clone(),
        clock.clone(),
        LpConfig { public_origin: config.public_origin.clone() },
    );
    let portal = LpPortalService::new(
        invitations,
        Arc::new(db::PgPortal::new(pool.clone())),
        files.clone(),
        pending_objects.clone(),
        tokens.clone(),
        clock.clone(),
    );
    let mailings = Arc::new(db::PgMailings::new(pool.clone()));
    let communication = CommunicationService::new(mailings.clone(), mailings.clone(), clock.clone());
    let notices = mail::NoticeService::new(mailings.clone(), clock.clone());
    let tax_paper_mail = mail::TaxPaperMailService::new(tax_papers.clone(), mailings.clone(), clock.clone());
    let share_mailer = mailer.clone();
    let waiting_mailer = mailer.clone();
    let mail_delivery = Arc::new(DeliveryWorker::new(
        Arc::new(db::PgOutbox::new(pool.clone())),
        mailer,
        clock.clone(),
        RetryPolicy { base_delay: config.mail_retry_base, ..RetryPolicy::default() },
        config.smtp_connections as usize,
        config.mail_domain(),
    ));
    let idempotency = Arc::new(db::PgIdempotency::new(pool.clone()));
    let throttle = kernel::Throttle::new(Arc::new(db::PgThrottle::new(pool.clone())), clock.clone());
    let startups = StartupService::new(company::StartupPorts {
        startups: Arc::new(db::PgStartups::new(pool.clone())),
        notes: Arc::new(db::PgStartupNotes::new(pool.clone())),
        edits: Arc::new(db::PgStartupEdits::new(pool.clone())),
        checks: Arc::new(db::PgFactChecks::new(pool.clone())),
        files: Arc::new(db::PgStartupFiles::new(pool.clone())),
        staging: kernel::files::Staging::new(files.clone(), pending_objects.clone()),
        tokens: tokens.clone(),
        requests: Arc::new(db::PgDataRequests::new(pool.clone())),
        public_origin: config.public_origin.clone(),
        clock: clock.clone(),
    });
    let ledger: Arc<dyn report::LedgerRepository> = Arc::new(db::PgLedger::new(pool.clone()));
    let reports = report::ReportService::new(ledger.clone(), Arc::new(db::PgReports::new(pool.clone())));
    let portfolios: Arc<dyn portfolio::PortfolioRepository> = Arc::new(db::PgPortfolios::new(pool.clone()));
    let own_accounts = Arc::new(db::PgAccounts::new(pool.clone()));
    let account = auth::AccountService::new(own_accounts.clone(), passwords.clone(), tokens.clone(), clock.clone());
    let firm = auth::FirmService::new(own_accounts.clone(), own_accounts.clone(), passwords.clone(), clock.clone());
    let two_factor = auth::TwoFactorService::new(
        two_factor_repo,
        own_accounts,
        passwords.clone(),
        tokens.clone(),
        clock.clone(),
        auth_config.product_name,
    );
    let toss = match &config.toss {
        Some(keys) => payments::TossConfig {
            api_base: keys.api_base.clone(),
            secret_key: keys.secret_key.clone(),
            client_key: keys.client_key.clone(),
            window_page: None,
        },
        None => payments::TossConfig {
            api_base: format!("{own_address}/dev/toss"),
            secret_key: crate::dev_toss::FAKE_SECRET_KEY.into(),
            client_key: crate::dev_toss::FAKE_CLIENT_KEY.into(),
            window_page: Some(format!("{}/dev/toss/checkout", config.public_origin.trim_end_matches('/'))),
        },
    };
    let billing = billing::BillingService::new(
        Arc::new(db::PgBilling::new(pool.clone())),
        Arc::new(payments::TossGateway::new(toss).map_err(anyhow::Error::msg)?),
        tokens.clone(),
        clock.clone(),
        config.public_origin.clone(),
    );
    Ok(AppState {
        billing,
        auth,
        account,
        firm,
        two_factor,
        two_factor_store,
        raw_data: export::RawDataService::new(Arc::new(db::PgRawData::new(pool.clone())), clock.clone()),
        union_overview: union::OverviewService::new(Arc::new(db::PgUnions::new(pool.clone()))),
        recent_mailings: mail::RecentMailingService::new(mailings),
        tasks: task::TaskService::new(Arc::new(db::PgTasks::new(pool.clone())), clock.clone()),
        waiting: support::WaitingService::new(
            Arc::new(db::PgWaiting::new(pool.clone())),
            waiting_mailer,
            clock.clone(),
            support::WaitingConfig {
                product_name: AuthConfig::default().product_name,
                public_origin: config.public_origin.clone(),
            },
        ),
        messages: support::MessageService::new(Arc::new(db::PgMessages::new(pool.clone())), clock.clone()),
        support: support::SupportService::new(
            Arc::new(db::PgSupport::new(pool.clone())),
            kernel::files::Staging::new(files.clone(), pending_objects.clone()),
            clock.clone(),
        ),
        unions,
        applicants,
        union_rules,
        formation,
        capital,
        register,
        tax_papers,
        union_files,
        evidence,
        lp,
        portal,
        communication,
        notices,
        tax_paper_mail,
        startups,
        ledger: report::LedgerService::new(ledger.clone()),
        reports: reports.clone(),
        legacy_reports: report::LegacyReportService::new(Arc::new(db::PgLegacyReports::new(pool.clone()))),
        report_pdfs: report::ReportPdfService::new(
            reports,
            Arc::new(docs::report_pdf::PdfReports::new().map_err(anyhow::Error::msg)?),
        ),
        report_figures: Arc::default(),
        portfolios: portfolio::PortfolioService::new(portfolios.clone()),
        shares: portfolio::ShareService::new(
            Arc::new(db::PgShares::new(pool.clone())),
            portfolio::ShareParts {
                tokens: tokens.clone(),
                passwords,
                clock: clock.clone(),
                store: files.clone(),
                code_mail: portfolio::CodeMail {
                    transport: share_mailer,
                    from_name: AuthConfig::default().product_name,
                },
                stamp: Arc::new(docs::pdf_stamp::PdfStamper),
                throttle: throttle.clone(),
            },
        ),
        portfolio_images: portfolio::ImageService::new(
            files.clone(),
            Arc::new(fetch::HttpImages::new(config.image_trusted_hosts.clone())),
            Arc::new(docs::editor_images::WebImages),
            tokens,
        ),
        portfolio_pdfs: portfolio::PdfService::new(portfolios, files.clone(), clock),
        mail_delivery,
        mail_wake: Arc::new(Notify::new()),
        files,
        pending_objects,
        idempotency,
        throttle,
        pool,
        trust_proxy: config.trust_proxy,
    })
}

/// A bound, not yet running server with its mail worker.
pub struct Application {
    port: u16,
    server: actix_web::dev::Server,
    stop_worker: watch::Sender<bool>,
    worker: tokio::task::JoinHandle<()>,
}

/// How long a stopping server waits for the mail worker's batch in hand.
const WORKER_GRACE: std::time::Duration = std::time::Duration::from_secs(30);

impl Application {
    /// Binds `config.bind` (port 0 picks a free port) and builds the app.
    ///
    /// # Errors
    /// When the address cannot be bound or the state cannot be built.
    pub fn build(config: &Config, database_url: &str) -> anyhow::Result<Self> {
        let listener = TcpListener::bind(&config.bind)?;
        let port = listener.local_addr()?.port();
        let workers = config.http_workers.max(1);
        let state = web::Data::new(build_state_at(config, database_url, &format!("http://127.0.0.1:{port}"), workers)?);
        crate::chores::spawn_chores(state.clone());
        let (stop_worker, stopped) = watch::channel(false);
        let worker = crate::mail_worker::spawn(
            state.mail_delivery.clone(),
            state.mail_wake.clone(),
            stopped,
            config.mail_retry_base,
        );
        let static_dir = config.static_dir.clone();
        let openapi = crate::openapi::document();
        // Without Toss keys the app answers as Toss's fake itself (development, demo, tests).
        let fake_toss = config.toss.is_none().then(|| config.public_origin.clone());
        let web_headers =
            web::Data::new(crate::web_headers::WebHeaders::new(config.toss.is_some(), config.trust_proxy));
        let server =
            HttpServer::new(move || {
                // Runs once on each worker's thread: the connections it opens stay its own.
                state.pool.claim_for_current_thread();
                tracing::debug!(thread = ?std::thread::current().name(), "worker claims its pool shard");
                crate::openapi::api_app()
                    .0
                    // The last wrapped runs first: who may call the operation at all before any
                    // body is read, then the NUL door; every answer, refusals included, gets the
                    // headers.
                    .wrap(actix_web::middleware::from_fn(crate::nul_guard::refuse_nul))
                    .wrap(actix_web::middleware::from_fn(crate::access::gate))
                    .wrap(
                        DefaultHeaders::new()
                            .add(("X-Content-Type-Options", "nosniff"))
                            .add(("Referrer-Policy", "same-origin"))
                            .add(("X-Frame-Options", "SAMEORIGIN")),
                    )
                    .wrap(actix_web::middleware::from_fn(crate::web_headers::add_headers))
                    .wrap(TracingLogger::<crate::request_span::RequestSpan>::new())
                    .app_data(state.clone())
                    .app_data(web_headers.clone())
                    .app_data(web::JsonConfig::default().limit(1 << 20).error_handler(|e, _| {
                        ApiError::bad_request(format!("요청 본문이 올바르지 않습니다: {e}")).into()
                    }))
                    .app_data(web::QueryConfig::default().error_handler(|e, _| {
                        ApiError::bad_request(format!("요청 값이 올바르지 않습니다: {e}")).into()
                    }))
                    .app_data(web::PathConfig::default().error_handler(|_, _| ApiError::not_found().into()))
                    .service(web::redirect("/swagger-ui", "/swagger-ui/"))
                    // The contract has one address; the old guess leads there, not to the web app.
                    .service(web::redirect("/openapi.json", "/api-docs/openapi.json"))
                    .service(SwaggerUi::new("/swagger-ui/{_:.*}").url("/api-docs/openapi.json", openapi.clone()))
                    .configure(|cfg| {
                        if let Some(origin) = &fake_toss {
                            crate::dev_toss::mount(cfg, origin);
                        }
                    })
                    .configure(|cfg| spa::mount(cfg, &static_dir))
            })
            .workers(
                std::env::var("JOHAP_HTTP_WORKERS")
                    .ok()
                    .and_then(|v| v.parse().ok())
                    .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from)),
            )
            .workers(workers)
            .listen(listener)?
            .shutdown_timeout(10)
            .run();
        Ok(Application { port, server, stop_worker, worker })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// Stops the server from elsewhere (as SIGTERM does).
    pub fn handle(&self) -> actix_web::dev::ServerHandle {
        self.server.handle()
    }

    /// Serves until SIGTERM/SIGINT (or [`Application::handle`]'s stop), drains in-flight
    /// requests, then lets the mail worker finish the batch in hand (graceful shutdown).
    ///
    /// # Errors
    /// I/O errors of the server.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let served = self.server.await;
        let _ = self.stop_worker.send(true);
        if tokio::time::timeout(WORKER_GRACE, self.worker).await.is_err() {
            tracing::warn!("mail worker did not stop in time; its claimed rows return after their lease");
        }
        served
    }
}
