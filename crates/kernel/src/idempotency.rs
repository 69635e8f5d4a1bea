//! The idempotency port: a creating request sent twice with the same `Idempotency-Key` gets the
//! first answer again and changes nothing (double clicks, client retries).

use crate::error::PortError;
use crate::id::UserId;

/// What a stored key says about a request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyClaim {
    /// The key is new and now reserved for this request: run it, then `complete` or `release`.
    Claimed,
    /// The first request with this key finished; replay its answer.
    Done { status: u16, body: String },
    /// The first request with this key is still running.
    InProgress,
    /// The key was used for a different request (another body or path).
    Mismatch,
}

/// Stored keys, scoped per user (one user's keys never collide with another's).
#[async_trait::async_trait]
pub trait IdempotencyStore: Send + Sync {
    /// Reserves `key` for a request whose method, path and body hash to `fingerprint`, or says
    /// what became of the earlier request with that key.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn claim(&self, user: UserId, key: &str, fingerprint: &str) -> Result<KeyClaim, PortError>;

    /// Stores the answer of a claimed request.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn complete(&self, user: UserId, key: &str, status: u16, body: &str) -> Result<(), PortError>;

    /// Frees a claimed key whose request failed, so the client may retry with it.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn release(&self, user: UserId, key: &str) -> Result<(), PortError>;
}
