//! The secret-token port: bearer tokens, reset links and invitation links are random secrets of
//! which only a digest is stored.

/// Mints opaque secrets and digests them for storage.
pub trait TokenMinter: Send + Sync {
    /// A new random token (≥ 128 bits from a CSPRNG), URL-safe.
    fn mint(&self) -> String;
    /// The digest stored in place of the token.
    fn digest(&self, token: &str) -> Vec<u8>;
}
