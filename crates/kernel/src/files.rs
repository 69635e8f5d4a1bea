//! The file-store port: domains keep keys, an adapter keeps bytes.

use std::future::Future;
use std::sync::Arc;

use crate::error::PortError;

/// Stores file contents by key (`unions/12/files/3`), wherever the deployment puts them.
#[async_trait::async_trait]
pub trait FileStore: Send + Sync {
    /// Writes (or replaces) the object at `key`.
    ///
    /// # Errors
    /// `Unexpected` when the store refuses or cannot be reached.
    async fn put(&self, key: &str, bytes: Vec<u8>) -> Result<(), PortError>;

    /// Reads the object at `key`.
    ///
    /// # Errors
    /// `NotFound` when no object has that key; `Unexpected` otherwise.
    async fn get(&self, key: &str) -> Result<Vec<u8>, PortError>;

    /// Removes the object at `key`; removing a missing object is not an error.
    ///
    /// # Errors
    /// `Unexpected` when the store refuses or cannot be reached.
    async fn delete(&self, key: &str) -> Result<(), PortError>;
}

/// The ledger of objects that no row owns yet (an upload in flight) or any more (a deleted
/// file): every key is reserved here before its bytes are written, and leaves only when a row
/// takes it in the same transaction that stores the row, or once its object is deleted. A crash
/// at any point leaves a ledger entry, never an orphan object nobody knows about.
#[async_trait::async_trait]
pub trait PendingObjects: Send + Sync {
    /// Mints a new, never used key under `prefix` (`unions/12/files`) and records it as pending.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn reserve(&self, prefix: &str) -> Result<String, PortError>;

    /// Forgets a key whose object is gone.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn forget(&self, key: &str) -> Result<(), PortError>;

    /// Up to `limit` keys pending since before `before`: their uploads died or their deletes failed.
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn stale(&self, before: chrono::DateTime<chrono::Utc>, limit: i64) -> Result<Vec<String>, PortError>;
}

/// The one way an upload is staged, for every kind of file: reserve a pending key, write the
/// bytes, then either a repository commits the row (taking the key off the ledger in its own
/// transaction) or the key is discarded. Keys a row gave up (a replaced or deleted file, pending
/// since that transaction) are discarded the same way. Whatever dies half-way leaves a pending
/// key for the sweep, never an orphan object.
#[derive(Clone)]
pub struct Staging {
    store: Arc<dyn FileStore>,
    pending: Arc<dyn PendingObjects>,
}

impl Staging {
    pub fn new(store: Arc<dyn FileStore>, pending: Arc<dyn PendingObjects>) -> Self {
        Staging { store, pending }
    }

    /// Reserves a key under `prefix` and writes `bytes` there; a failed write leaves nothing.
    ///
    /// # Errors
    /// The ledger's or the store's error.
    pub async fn put(&self, prefix: &str, bytes: Vec<u8>) -> Result<String, PortError> {
        let key = self.pending.reserve(prefix).await?;
        if let Err(e) = self.store.put(&key, bytes).await {
            let _ = discard(self.store.as_ref(), self.pending.as_ref(), &key).await;
            return Err(e);
        }
        Ok(key)
    }

    /// Runs `commit` (the repository write that takes the staged keys); when it fails, the keys
    /// are discarded before its error is returned.
    ///
    /// # Errors
    /// The commit's own error.
    pub async fn commit<T, E>(&self, keys: &[&str], commit: impl Future<Output = Result<T, E>>) -> Result<T, E> {
        let result = commit.await;
        if result.is_err() {
            let _ = self.discard(keys.iter().copied()).await;
        }
        result
    }

    /// Deletes the objects of keys no row owns (staged files that will not be committed, or the
    /// bytes a row gave up). A key whose delete fails stays pending for the sweep.
    ///
    /// # Errors
    /// The first failure, after trying every key.
    pub async fn discard<'a>(&self, keys: impl IntoIterator<Item = &'a str>) -> Result<(), PortError> {
        let mut first = Ok(());
        for key in keys {
            if let Err(e) = discard(self.store.as_ref(), self.pending.as_ref(), key).await {
                if first.is_ok() {
                    first = Err(e);
                }
            }
        }
        first
    }

    /// The bytes of a committed object.
    ///
    /// # Errors
    /// `NotFound` when the object is gone; `Unexpected` otherwise.
    pub async fn get(&self, key: &str) -> Result<Vec<u8>, PortError> {
        self.store.get(key).await
    }
}

/// Deletes the object of `key` and forgets it; a failure is logged by the caller's sweep later.
///
/// # Errors
/// The store's or the ledger's error; the key then stays pending for the next sweep.
pub async fn discard(store: &dyn FileStore, pending: &dyn PendingObjects, key: &str) -> Result<(), PortError> {
    store.delete(key).await?;
    pending.forget(key).await
}

/// Discards every key pending since before `before` (in batches of 100); returns how many.
///
/// # Errors
/// The first failure; what was discarded before it stays discarded.
pub async fn sweep(
    store: &dyn FileStore,
    pending: &dyn PendingObjects,
    before: chrono::DateTime<chrono::Utc>,
) -> Result<usize, PortError> {
    let mut total = 0;
    loop {
        let keys = pending.stale(before, 100).await?;
        if keys.is_empty() {
            return Ok(total);
        }
        for key in &keys {
            discard(store, pending, key).await?;
        }
        total += keys.len();
    }
}
