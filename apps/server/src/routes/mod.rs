//! HTTP routes: one module per resource, each with its DTOs and OpenAPI annotations.

pub mod applicant_export;
pub mod applicant_import;
pub mod applicants;
pub mod auth;
pub mod billing;
pub mod communication;
pub mod company;
pub mod dashboard;
pub mod data_requests;
pub mod evidence;
pub mod fact_checks;
pub mod firm;
pub mod groups;
pub mod health;
pub mod investment_views;
pub mod investments;
pub mod invitations;
pub mod join;
pub mod ledger_entries;
pub mod ledger_sheet;
pub mod legacy_reports;
pub mod lp_groups;
pub mod lp_members;
pub mod me;
pub mod messages;
pub mod operator_support;
pub mod portal;
pub mod portfolio_files;
pub mod portfolios;
pub mod raw_data;
pub mod report_figures;
pub mod report_opinions;
pub mod report_pdfs;
pub mod reports;
pub mod share;
pub mod share_links;
pub mod startup_edits;
pub mod startup_figures_sheet;
pub mod startup_files;
pub mod startup_news;
pub mod startup_notes;
pub mod startup_searches;
pub mod startups;
pub mod support;
pub mod tasks;
pub mod two_factor;
pub mod union_capital;
pub mod union_distributions;
pub mod union_files;
pub mod union_formation;
pub mod union_history;
pub mod union_rules;
pub mod union_tax_papers;
pub mod unions;
pub mod waiting;

use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_actix_web::service_config::ServiceConfig;

/// `?page=&page_size=` of a list with no other filter.
#[derive(Debug, Deserialize, IntoParams)]
pub struct PageQuery {
    /// 1-based; default 1; 1 to 1,000,000 (others are refused with 400).
    #[param(minimum = 1, maximum = 1_000_000)]
    pub page: Option<u32>,
    /// Items a page: 1 to 100, default 10 (others are refused with 400).
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<u32>,
}

/// The modules' routes in the order they are tried (within each first segment's group, see
/// `groups`).
const MODULES: &[groups::Mount] = &[
    auth::routes,
    join::routes,
    me::routes,
    company::routes,
    firm::routes,
    raw_data::routes,
    tasks::routes,
    two_factor::routes,
    support::routes,
    messages::routes,
    operator_support::routes,
    dashboard::routes,
    waiting::routes,
    billing::routes,
    unions::routes,
    union_history::routes,
    union_rules::routes,
    union_formation::routes,
    union_capital::routes,
    union_distributions::routes,
    union_tax_papers::routes,
    applicants::routes,
    union_files::routes,
    lp_members::routes,
    lp_groups::routes,
    invitations::routes,
    portal::routes,
    evidence::routes,
    communication::routes,
    startups::routes,
    startup_notes::routes,
    startup_searches::routes,
    startup_edits::routes,
    fact_checks::routes,
    startup_files::routes,
    startup_figures_sheet::routes,
    data_requests::routes,
    startup_news::routes,
    investments::routes,
    ledger_sheet::routes,
    portfolios::routes,
    share::routes,
    reports::routes,
    applicant_files,
];

/// Mounts every `/api/v1` route, grouped by first segment.
pub fn api_v1(cfg: &mut ServiceConfig) {
    groups::mount(cfg, MODULES);
}

/// The applicant list's xlsx export and import.
fn applicant_files(cfg: &mut ServiceConfig) {
    cfg.service(applicant_export::export_applicants)
        .service(applicant_import::import_template)
        .service(applicant_import::import_applicants);
}

/// Declares a concrete page type for a list response (`{items, page, page_size, total_count}`).
#[macro_export]
macro_rules! page_dto {
    ($name:ident, $item:ty) => {
        #[derive(Debug, serde::Serialize, utoipa::ToSchema)]
        pub struct $name {
            pub items: Vec<$item>,
            pub page: u32,
            pub page_size: u32,
            pub total_count: i64,
        }

        impl $name {
            pub fn from_page<T>(p: kernel::Page<T>, f: impl FnMut(T) -> $item) -> Self {
                let p = p.map(f);
                $name { items: p.items, page: p.page, page_size: p.page_size, total_count: p.total_count }
            }
        }
    };
}
