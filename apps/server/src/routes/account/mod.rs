//! Accounts: login and sessions, sign-up, the user's own details, two-factor login.

pub mod auth;
pub mod dto;
pub mod join;
pub mod me;
pub mod two_factor;
