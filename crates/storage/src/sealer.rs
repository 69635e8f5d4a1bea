//! [`Sealer`] with AES-256-GCM (ring) and a key kept outside the database: given as 64 hex
//! digits (`JOHAP_SEAL_KEY`), or a file in the data folder made with a fresh random key on
//! first start (readable by the owner only). Sealed bytes are a version byte, the 12-byte nonce,
//! then the ciphertext with its tag; a changed byte or another key fails to open.

use std::io::Write;
use std::path::Path;

use kernel::{PortError, Sealer};
use ring::aead::{Aad, LessSafeKey, Nonce, UnboundKey, AES_256_GCM, NONCE_LEN};
use ring::rand::{SecureRandom, SystemRandom};

const VERSION: u8 = 1;

pub struct FileKeySealer {
    key: LessSafeKey,
    rng: SystemRandom,
}

fn key_of(bytes: &[u8]) -> Result<LessSafeKey, String> {
    Ok(LessSafeKey::new(UnboundKey::new(&AES_256_GCM, bytes).map_err(|_| "the seal key must be 32 bytes".to_string())?))
}

fn unhex(s: &str) -> Result<Vec<u8>, String> {
    let s = s.trim();
    if s.len() != 64 || !s.is_ascii() {
        return Err("the seal key must be 64 hex digits".into());
    }
    (0..32).map(|i| u8::from_str_radix(&s[i * 2..i * 2 + 2], 16).map_err(|e| e.to_string())).collect()
}

impl FileKeySealer {
    /// The key from `hex_key` when given, else from the file at `path` (made when missing).
    ///
    /// # Errors
    /// A malformed key, or a key file that cannot be read or written.
    pub fn open(hex_key: Option<&str>, path: &Path) -> Result<Self, String> {
        let rng = SystemRandom::new();
        let bytes = match hex_key {
            Some(h) => unhex(h)?,
            None => match std::fs::read(path) {
                Ok(b) => b,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    let mut b = vec![0u8; 32];
                    rng.fill(&mut b).map_err(|_| "no randomness for the seal key".to_string())?;
                    if let Some(dir) = path.parent() {
                        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
                    }
                    let mut opts = std::fs::OpenOptions::new();
                    opts.write(true).create_new(true);
                    #[cfg(unix)]
                    std::os::unix::fs::OpenOptionsExt::mode(&mut opts, 0o600);
                    let mut f = opts.open(path).map_err(|e| format!("{}: {e}", path.display()))?;
                    f.write_all(&b).map_err(|e| format!("{}: {e}", path.display()))?;
                    b
                }
                Err(e) => return Err(format!("{}: {e}", path.display())),
            },
        };
        Ok(FileKeySealer { key: key_of(&bytes)?, rng })
    }
}

impl Sealer for FileKeySealer {
    fn seal(&self, plain: &str) -> Result<Vec<u8>, PortError> {
        let mut nonce = [0u8; NONCE_LEN];
        self.rng.fill(&mut nonce).map_err(|_| PortError::Unexpected("no randomness".into()))?;
        let mut data = plain.as_bytes().to_vec();
        self.key
            .seal_in_place_append_tag(Nonce::assume_unique_for_key(nonce), Aad::empty(), &mut data)
            .map_err(|_| PortError::Unexpected("sealing failed".into()))?;
        let mut out = Vec::with_capacity(1 + NONCE_LEN + data.len());
        out.push(VERSION);
        out.extend_from_slice(&nonce);
        out.extend_from_slice(&data);
        Ok(out)
    }

    fn open(&self, sealed: &[u8]) -> Result<String, PortError> {
        let bad = || PortError::Unexpected("sealed data does not open with this key".into());
        if sealed.len() < 1 + NONCE_LEN || sealed[0] != VERSION {
            return Err(bad());
        }
        let nonce = Nonce::try_assume_unique_for_key(&sealed[1..=NONCE_LEN]).map_err(|_| bad())?;
        let mut data = sealed[1 + NONCE_LEN..].to_vec();
        let plain = self.key.open_in_place(nonce, Aad::empty(), &mut data).map_err(|_| bad())?;
        String::from_utf8(plain.to_vec()).map_err(|_| bad())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> std::path::PathBuf {
        std::env::temp_dir().join(format!("johap-seal-{}-{name}", std::process::id()))
    }

    #[test]
    fn sealed_numbers_open_with_the_same_key_only_and_never_show_in_clear() {
        let path = temp("a/key");
        let _ = std::fs::remove_file(&path);
        let s = FileKeySealer::open(None, &path).unwrap();
        let sealed = s.seal("8001011234567").unwrap();
        assert!(!sealed.windows(13).any(|w| w == b"8001011234567"));
        assert_ne!(sealed, s.seal("8001011234567").unwrap(), "a fresh nonce each time");
        assert_eq!(s.open(&sealed).unwrap(), "8001011234567");
        // The key file made on first start is read back by the next start.
        let again = FileKeySealer::open(None, &path).unwrap();
        assert_eq!(again.open(&sealed).unwrap(), "8001011234567");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
        }
        let other = FileKeySealer::open(Some(&"ab".repeat(32)), &path).unwrap();
        assert!(other.open(&sealed).is_err(), "another key");
        let mut altered = sealed.clone();
        *altered.last_mut().unwrap() ^= 1;
        assert!(s.open(&altered).is_err(), "a changed byte");
        assert!(FileKeySealer::open(Some("abc"), &path).is_err());
        let _ = std::fs::remove_dir_all(temp("a"));
    }
}
