//! The report domain's tables: the investment ledger (writes in `ledger`, the ledgers read
//! back for portfolios in `ledger_read`) and the stored reports with their opinions (`reports`).

pub mod ledger;
mod ledger_read;
pub mod legacy;
pub mod reports;
