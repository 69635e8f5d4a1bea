//! Adapters for the auth ports that need cryptography: argon2id hashing and random tokens.

use argon2::password_hash::phc::PasswordHash;
use argon2::{Argon2, PasswordHasher as _, PasswordVerifier as _};
use auth::{PasswordHasher, TokenMinter};
use kernel::PortError;
use rand::RngCore;
use sha2::{Digest, Sha256};

/// argon2id with the crate's default parameters, run off the async threads.
pub struct Argon2Hasher {
    /// A real hash of a random password, verified against when the account does not exist.
    dummy: String,
}

impl Argon2Hasher {
    /// # Errors
    /// When the dummy hash cannot be made (never in practice).
    pub fn new() -> Result<Self, PortError> {
        let mut seed = [0u8; 16];
        rand::rng().fill_bytes(&mut seed);
        let dummy =
            Argon2::default().hash_password(hex::encode(seed).as_bytes()).map_err(PortError::unexpected)?.to_string();
        Ok(Argon2Hasher { dummy })
    }
}

#[async_trait::async_trait]
impl PasswordHasher for Argon2Hasher {
    async fn hash(&self, password: &str) -> Result<String, PortError> {
        let password = password.to_owned();
        tokio::task::spawn_blocking(move || {
            Argon2::default().hash_password(password.as_bytes()).map(|h| h.to_string()).map_err(PortError::unexpected)
        })
        .await
        .map_err(PortError::unexpected)?
    }

    async fn verify(&self, password: &str, hash: Option<&str>) -> bool {
        let known = hash.is_some();
        let hash = hash.unwrap_or(&self.dummy).to_owned();
        let password = password.to_owned();
        let ok = tokio::task::spawn_blocking(move || {
            PasswordHash::new(&hash)
                .map(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok())
                .unwrap_or(false)
        })
        .await
        .unwrap_or(false);
        ok && known
    }
}

/// 256-bit tokens from the OS CSPRNG, hex-encoded; stored as their SHA-256.
pub struct RandomTokens;

impl TokenMinter for RandomTokens {
    fn mint(&self) -> String {
        let mut b = [0u8; 32];
        rand::rng().fill_bytes(&mut b);
        hex::encode(b)
    }

    fn digest(&self, token: &str) -> Vec<u8> {
        Sha256::digest(token.as_bytes()).to_vec()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(flavor = "multi_thread")]
    async fn hashes_verify_and_unknown_accounts_never_match() {
        let h = Argon2Hasher::new().unwrap();
        let hash = h.hash("secret123").await.unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(h.verify("secret123", Some(&hash)).await);
        assert!(!h.verify("secret124", Some(&hash)).await);
        assert!(!h.verify("secret123", None).await);
    }

    #[test]
    fn tokens_are_random_and_digested() {
        let t = RandomTokens;
        let (a, b) = (t.mint(), t.mint());
        assert_ne!(a, b);
        assert_eq!(a.len(), 64);
        assert_eq!(t.digest(&a), t.digest(&a));
        assert_eq!(t.digest(&a).len(), 32);
    }
}
