//! Accounts, companies and sessions.

pub mod accounts;
pub mod own_account;
pub mod sessions;
