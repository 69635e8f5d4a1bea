//! What every handler can reach: the domain services and the pool (for readiness).

use std::sync::Arc;

use auth::AuthService;
use company::StartupService;
use kernel::files::{FileStore, PendingObjects};
use kernel::idempotency::IdempotencyStore;
use lp::{LpPortalService, LpService};
use mail::{CommunicationService, DeliveryWorker};
use tokio::sync::Notify;
use union::{ApplicantService, EvidenceService, UnionFileService, UnionService};

/// Shared application state, built once in `startup`.
pub struct AppState {
    /// Points and membership bought by card.
    pub billing: billing::BillingService,
    pub auth: AuthService,
    /// The user's own account: profile, password, withdrawal.
    pub account: auth::AccountService,
    /// The firm's details, its teams and the CEO hand-over.
    pub firm: auth::FirmService,
    /// Authenticator-app login codes, recovery codes and the firm-wide requirement.
    pub two_factor: auth::TwoFactorService,
    /// The firm's records for the raw data download.
    pub raw_data: export::RawDataService,
    /// The dashboard's reads: the unions at a glance and the latest mailings.
    pub union_overview: union::OverviewService,
    pub recent_mailings: mail::RecentMailingService,
    /// The firm's tasks, by hand and automatic.
    pub tasks: task::TaskService,
    /// Notices, FAQ and 1:1 inquiries.
    pub support: support::SupportService,
    /// Companies waiting to use the product, and their onboarding.
    pub waiting: support::WaitingService,
    /// Messages between companies.
    pub messages: support::MessageService,
    pub unions: UnionService,
    pub applicants: ApplicantService,
    pub union_rules: union::RuleService,
    pub formation: union::FormationService,
    pub capital: capital::CapitalService,
    /// The 조합원 명부 as a file.
    pub register: capital::RegisterService,
    pub tax_papers: capital::TaxPaperService,
    pub union_files: UnionFileService,
    /// The invest tab: certificates, confirmations, bulk upload.
    pub evidence: EvidenceService,
    /// The GP's LP side: members, groups, matching, invitations.
    pub lp: LpService,
    /// The LP's own side: invitations, applications, documents.
    pub portal: LpPortalService,
    /// The communication tab: previews, sends, history, the payment account.
    pub communication: CommunicationService,
    /// Distribution notices to the members who received a share.
    pub notices: mail::NoticeService,
    /// Each member's 출자확인서 by mail, with the deduction estimate.
    pub tax_paper_mail: mail::TaxPaperMailService,
    /// The TOTP secrets' storage, kept to seal the ones an older version stored in clear.
    pub two_factor_store: db::PgTwoFactor,
    /// Startup search and profiles.
    pub startups: StartupService,
    /// The investment ledger and the portfolios made of it.
    pub ledger: report::LedgerService,
    /// The stored investment reports and their opinions.
    pub reports: report::ReportService,
    /// Reports imported from the previous system (the /old-report pages).
    pub legacy_reports: report::LegacyReportService,
    /// The firm's portfolio pages.
    pub portfolios: portfolio::PortfolioService,
    /// Share links and the public share pages they open.
    pub shares: portfolio::ShareService,
    /// The pictures portfolio pages show (uploaded, or fetched from another host).
    pub portfolio_images: portfolio::ImageService,
    /// The portfolio's PDFs made in the GP's browser.
    pub portfolio_pdfs: portfolio::PdfService,
    /// The stored reports' figures as JSON, made once per report (they never change).
    pub report_figures: Arc<crate::report_cache::ReportFiguresCache>,
    /// Stored reports as PDFs (the drawing is CPU work: run on the blocking pool).
    pub report_pdfs: report::ReportPdfService,
    /// Delivers the mail outbox (run by `mail_worker`).
    pub mail_delivery: Arc<DeliveryWorker>,
    /// Wakes this instance's mail worker after a send.
    pub mail_wake: Arc<Notify>,
    /// Stored objects and the ledger of those no row owns, for the sweep.
    pub files: Arc<dyn FileStore>,
    pub pending_objects: Arc<dyn PendingObjects>,
    pub idempotency: Arc<dyn IdempotencyStore>,
    /// Counts what can be guessed or used to flood someone (reset mail, find-id, sign-up, the
    /// waiting list), per client address and per target.
    pub throttle: kernel::Throttle,
    pub pool: db::Pool,
    pub trust_proxy: bool,
}
