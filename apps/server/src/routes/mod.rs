//! HTTP routes in a folder per domain, as the crates are (`union`, `capital`, `startup`, ...),
//! one module per resource inside, each with its DTOs and OpenAPI annotations; what a folder's
//! modules share lives in its `dto.rs` (and the group's access helpers in `guard.rs`).

pub mod account;
pub mod billing;
pub mod capital;
pub mod firm;
pub mod groups;
pub mod health;
pub mod lp;
pub mod paging;
pub mod portfolio;
pub mod report;
pub mod startup;
pub mod support;
pub mod union;

use utoipa_actix_web::service_config::ServiceConfig;

/// The modules' routes in the order they are tried (within each first segment's group, see
/// `groups`).
const MODULES: &[groups::Mount] = &[
    account::auth::routes,
    account::join::routes,
    account::me::routes,
    firm::company::routes,
    firm::profile::routes,
    firm::raw_data::routes,
    firm::tasks::routes,
    account::two_factor::routes,
    support::inquiries::routes,
    firm::messages::routes,
    support::operator::routes,
    firm::dashboard::routes,
    support::waiting::routes,
    billing::orders::routes,
    union::unions::routes,
    union::history::routes,
    union::rules::routes,
    union::formation::routes,
    capital::calls::routes,
    capital::distributions::routes,
    capital::register::routes,
    capital::tax_papers::routes,
    union::applicants::routes,
    union::files::routes,
    lp::members::routes,
    lp::groups::routes,
    lp::invitations::routes,
    lp::portal::routes,
    union::evidence::routes,
    union::communication::routes,
    startup::startups::routes,
    startup::notes::routes,
    startup::searches::routes,
    startup::edits::routes,
    startup::fact_checks::routes,
    startup::files::routes,
    startup::figures_sheet::routes,
    startup::data_requests::routes,
    startup::news::routes,
    report::investments::routes,
    report::ledger_entries::routes,
    report::investment_views::routes,
    report::ledger_sheet::routes,
    portfolio::portfolios::routes,
    portfolio::share_links::routes,
    portfolio::files::routes,
    portfolio::share::routes,
    report::reports::routes,
    report::opinions::routes,
    report::pdfs::routes,
    report::legacy::routes,
    applicant_files,
];

/// Mounts every `/api/v1` route, grouped by first segment.
pub fn api_v1(cfg: &mut ServiceConfig) {
    groups::mount(cfg, MODULES);
}

/// The applicant list's xlsx export and import.
fn applicant_files(cfg: &mut ServiceConfig) {
    cfg.service(union::applicant_export::export_applicants)
        .service(union::applicant_import::import_template)
        .service(union::applicant_import::import_applicants);
}
