//! The report domain's tables: the investment ledger (writes in `ledger`, the ledgers read
//! back for portfolios in `ledger_read`).

pub mod ledger;
mod ledger_read;
