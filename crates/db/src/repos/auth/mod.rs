//! Accounts, companies and sessions.

pub mod accounts;
pub mod sessions;
