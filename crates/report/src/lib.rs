//! Investment reports. A union's investments in startups form a ledger ([`ledger`]): what it
//! bought, the startup's later rounds that reprice the shares, what it sold back, and dated
//! valuations the GP enters. [`position`] turns the ledger into what a union holds on a base
//! date and what that is worth; [`returns`] into multiples and TVPI/DPI/RVPI; [`xirr`] into the
//! annual rate of the dated cash flows. All of it pure: the report service snapshots the result.

pub mod audit;
pub mod entry;
pub mod error;
pub mod ledger;
pub mod ledger_import;
pub mod legacy;
pub mod overview;
pub mod pdf_service;
pub mod portfolio;
pub mod ports;
pub mod position;
pub mod report_service;
pub mod reports;
pub mod returns;
pub mod service;
pub mod snapshot;
pub mod xirr;

pub use error::ReportError;
pub use ledger::{FundingRound, Investment, Recovery, Valuation};
pub use pdf_service::{PrintJob, ReportPdfService};
pub use portfolio::{InvestmentEntry, InvestmentId, UnionPortfolio};
pub use ports::{
    LedgerRefusal, LedgerRepository, LedgerWrite, LegacyReportRepository, LegacySummary, ReportRenderer,
    ReportRepository,
};
pub use position::{Position, PriceSource};
pub use report_service::{LegacyImportError, LegacyReportService, ReportRequest, ReportService};
pub use reports::{Report, ReportId, ReportOpinion, ReportSummary};
pub use returns::Returns;
pub use service::LedgerService;
pub use snapshot::{ReportFigures, ReportScope};
