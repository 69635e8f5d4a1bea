//! Accounts: companies, users and their membership, sessions, login throttling and password
//! reset. Pure rules and the ports they need; adapters live in `db`, `mailer` and the server.

pub mod account;
pub mod audit;
pub mod error;
pub mod firm;
pub mod model;
pub mod ports;
pub mod service;
pub mod throttle;
pub mod totp;
pub mod two_factor;
pub mod validate;

pub use account::{AccountService, OwnAccountRepository};
pub use error::{AuthConflict, AuthError};
pub use firm::{FirmRepository, FirmService};
pub use model::*;
pub use ports::{AccountRepository, PasswordHasher, SessionRepository, TokenMinter};
pub use service::{AuthConfig, AuthService, AuthStores, MemberDecision};
pub use two_factor::{TwoFactorRepository, TwoFactorService};
