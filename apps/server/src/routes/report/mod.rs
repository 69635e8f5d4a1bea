//! The investment ledger and reports: investments and their views, ledger entries and sheet, reports, their figures, opinions and PDFs, legacy reports.

pub mod figures;
pub mod investment_views;
pub mod investments;
pub mod ledger_entries;
pub mod ledger_sheet;
pub mod legacy;
pub mod opinions;
pub mod pdfs;
pub mod reports;
