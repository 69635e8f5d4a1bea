//! The file-store port: domains keep keys, an adapter keeps bytes.

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
