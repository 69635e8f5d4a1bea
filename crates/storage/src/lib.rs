//! The [`FileStore`] port on object_store: a local folder by default (`OBJECT_STORE_URL`
//! unset), or any store object_store can open from a URL (`file:///srv/johap/files`).

pub mod sealer;

pub use sealer::FileKeySealer;

use std::path::Path as FsPath;
use std::sync::Arc;

use kernel::files::FileStore;
use kernel::PortError;
use object_store::local::LocalFileSystem;
use object_store::path::Path;
use object_store::{ObjectStore, ObjectStoreExt, PutPayload};

/// A file store backed by object_store.
pub struct ObjectStorage {
    store: Arc<dyn ObjectStore>,
    prefix: Path,
}

impl ObjectStorage {
    /// Opens the store at `url`, or the folder `default_dir` (created if missing) when `url`
    /// is `None`.
    ///
    /// # Errors
    /// When the URL is malformed or names a store this build does not include, or the folder
    /// cannot be created.
    pub fn open(url: Option<&str>, default_dir: &FsPath) -> Result<Self, String> {
        match url {
            None => {
                std::fs::create_dir_all(default_dir).map_err(|e| format!("{}: {e}", default_dir.display()))?;
                let fs = LocalFileSystem::new_with_prefix(default_dir).map_err(|e| e.to_string())?;
                Ok(ObjectStorage { store: Arc::new(fs), prefix: Path::default() })
            }
            Some(raw) => {
                let url = url::Url::parse(raw).map_err(|e| format!("OBJECT_STORE_URL: {e}"))?;
                if url.scheme() == "file" {
                    std::fs::create_dir_all(url.path()).map_err(|e| format!("{}: {e}", url.path()))?;
                }
                let (store, prefix) = object_store::parse_url(&url).map_err(|e| format!("OBJECT_STORE_URL: {e}"))?;
                Ok(ObjectStorage { store: Arc::from(store), prefix })
            }
        }
    }

    fn path(&self, key: &str) -> Result<Path, PortError> {
        // `Path::parse` keeps Korean names as they are (`Path::from` would percent-encode them).
        let rel = Path::parse(key).map_err(PortError::unexpected)?;
        Ok(self.prefix.parts().chain(rel.parts()).collect())
    }
}

#[async_trait::async_trait]
impl FileStore for ObjectStorage {
    async fn put(&self, key: &str, bytes: Vec<u8>) -> Result<(), PortError> {
        let p = self.path(key)?;
        self.store.put(&p, PutPayload::from(bytes)).await.map(|_| ()).map_err(PortError::unexpected)
    }

    async fn get(&self, key: &str) -> Result<Vec<u8>, PortError> {
        let p = self.path(key)?;
        match self.store.get(&p).await {
            Ok(r) => r.bytes().await.map(|b| b.to_vec()).map_err(PortError::unexpected),
            Err(object_store::Error::NotFound { .. }) => Err(PortError::NotFound),
            Err(e) => Err(PortError::unexpected(e)),
        }
    }

    async fn delete(&self, key: &str) -> Result<(), PortError> {
        let p = self.path(key)?;
        match self.store.delete(&p).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(e) => Err(PortError::unexpected(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn round_trips_korean_keys_in_a_local_folder() {
        let dir = std::env::temp_dir().join(format!("johap-storage-{}", std::process::id()));
        let s = ObjectStorage::open(None, &dir).unwrap();
        s.put("unions/1/조합규약.pdf", b"%PDF-1.7".to_vec()).await.unwrap();
        assert!(dir.join("unions/1/조합규약.pdf").exists(), "Korean names stay readable on disk");
        assert_eq!(s.get("unions/1/조합규약.pdf").await.unwrap(), b"%PDF-1.7");
        s.delete("unions/1/조합규약.pdf").await.unwrap();
        assert!(matches!(s.get("unions/1/조합규약.pdf").await, Err(PortError::NotFound)));
        s.delete("unions/1/조합규약.pdf").await.unwrap();
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[tokio::test]
    async fn opens_a_file_url() {
        let dir = std::env::temp_dir().join(format!("johap-storage-url-{}", std::process::id()));
        let s = ObjectStorage::open(Some(&format!("file://{}", dir.display())), &dir).unwrap();
        s.put("a/b.txt", b"x".to_vec()).await.unwrap();
        assert_eq!(s.get("a/b.txt").await.unwrap(), b"x");
        std::fs::remove_dir_all(dir).unwrap();
        assert!(ObjectStorage::open(Some("nope://x"), &std::env::temp_dir()).is_err());
    }
}
