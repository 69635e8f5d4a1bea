//! Accounts, companies and sessions.

pub mod accounts;
pub mod firm;
pub mod own_account;
pub mod sessions;
pub mod two_factor;
