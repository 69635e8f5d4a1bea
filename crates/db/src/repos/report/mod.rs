//! The report domain's tables: the investment ledger.

pub mod ledger;
