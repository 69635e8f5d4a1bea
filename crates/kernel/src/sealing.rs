//! Secrets kept sealed in the database (encrypted and authenticated) with a key that is not in
//! the database: a copy of the database alone reveals nothing. The adapter is
//! `storage::FileKeySealer`.

use crate::error::PortError;

/// Seals and opens secrets.
pub trait Sealer: Send + Sync {
    /// # Errors
    /// `Unexpected` when the key is unusable.
    fn seal(&self, plain: &str) -> Result<Vec<u8>, PortError>;
    /// # Errors
    /// `Unexpected` when the bytes were not sealed with this key or were altered.
    fn open(&self, sealed: &[u8]) -> Result<String, PortError>;
}
