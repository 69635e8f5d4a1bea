//! The union file service: upload (stage the bytes, then commit the rows), replace, delete,
//! download. Bytes are written before rows and deleted after them; the pending-object ledger
//! makes every step safe to die in (see [`kernel::files::PendingObjects`]).

use std::sync::Arc;

use kernel::files::{FileStore, PendingObjects, Staging};
use kernel::{Actor, PortError};

use crate::error::UnionError;
use crate::files::{check_upload, FileCategory, StagedFile, UnionFile, UnionFileId};
use crate::model::UnionId;
use crate::ports::{UnionFileRepository, UnionRepository};

#[derive(Clone)]
pub struct UnionFileService {
    unions: Arc<dyn UnionRepository>,
    files: Arc<dyn UnionFileRepository>,
    staging: Staging,
}

fn file_port(e: PortError) -> UnionError {
    match e {
        PortError::NotFound => UnionError::FileNotFound,
        other => other.into(),
    }
}

impl UnionFileService {
    pub fn new(
        unions: Arc<dyn UnionRepository>,
        files: Arc<dyn UnionFileRepository>,
        store: Arc<dyn FileStore>,
        pending: Arc<dyn PendingObjects>,
    ) -> Self {
        UnionFileService { unions, files, staging: Staging::new(store, pending) }
    }

    /// The union's files.
    ///
    /// # Errors
    /// `NotFound` (union).
    pub async fn list(&self, actor: &Actor, union: UnionId) -> Result<Vec<UnionFile>, UnionError> {
        Ok(self.files.list(actor, union).await?)
    }

    /// Checks one file and writes its bytes under a new pending key; nothing is visible until
    /// [`UnionFileService::commit`].
    ///
    /// # Errors
    /// `NotFound` (union), `FileEmpty`, `FileTooLarge`, `FileTypeNotAllowed`.
    pub async fn stage(
        &self,
        actor: &Actor,
        union: UnionId,
        category: FileCategory,
        raw_name: &str,
        bytes: Vec<u8>,
    ) -> Result<StagedFile, UnionError> {
        let accepted = check_upload(category, raw_name, &bytes)?;
        self.unions.get(actor, union).await?;
        let size_bytes = i64::try_from(bytes.len()).map_err(PortError::unexpected)?;
        let object_key = self.staging.put(&format!("unions/{}/files", union.get()), bytes).await?;
        Ok(StagedFile {
            category,
            file_name: accepted.file_name,
            size_bytes,
            content_type: accepted.content_type.to_string(),
            object_key,
        })
    }

    /// Makes staged files visible, all or none; when that fails their bytes are discarded.
    ///
    /// # Errors
    /// `NoFiles`, `TooManyFiles`, `NotFound` (union).
    pub async fn commit(
        &self,
        actor: &Actor,
        union: UnionId,
        staged: &[StagedFile],
    ) -> Result<Vec<UnionFile>, UnionError> {
        if staged.is_empty() {
            return Err(UnionError::NoFiles);
        }
        if staged.len() > crate::files::MAX_FILES_PER_UPLOAD {
            self.abandon(staged).await?;
            return Err(UnionError::TooManyFiles);
        }
        let keys: Vec<&str> = staged.iter().map(|s| s.object_key.as_str()).collect();
        Ok(self.staging.commit(&keys, self.files.add(actor, union, staged)).await?)
    }

    /// Discards staged files that will not be committed. Keys whose deletion fails stay
    /// pending for the sweep.
    ///
    /// # Errors
    /// The first failure, after trying every file.
    pub async fn abandon(&self, staged: &[StagedFile]) -> Result<(), PortError> {
        self.staging.discard(staged.iter().map(|s| s.object_key.as_str())).await
    }

    /// Replaces a file's contents (same category); the old bytes are discarded afterwards.
    ///
    /// # Errors
    /// `FileNotFound`, and the checks of [`UnionFileService::stage`].
    pub async fn replace(
        &self,
        actor: &Actor,
        union: UnionId,
        id: UnionFileId,
        raw_name: &str,
        bytes: Vec<u8>,
    ) -> Result<UnionFile, UnionError> {
        let (current, _) = self.files.get(actor, union, id).await.map_err(file_port)?;
        let staged = self.stage(actor, union, current.category, raw_name, bytes).await?;
        let committed = self.files.replace(actor, union, id, &staged);
        let (file, old_key) = self.staging.commit(&[&staged.object_key], committed).await.map_err(file_port)?;
        // A failed delete leaves the old key pending; the sweep removes it later.
        let _ = self.staging.discard([old_key.as_str()]).await;
        Ok(file)
    }

    /// Deletes a file: the row first, then its bytes.
    ///
    /// # Errors
    /// `FileNotFound`.
    pub async fn delete(&self, actor: &Actor, union: UnionId, id: UnionFileId) -> Result<(), UnionError> {
        let key = self.files.remove(actor, union, id).await.map_err(file_port)?;
        // The row is gone either way; a failed delete leaves the key pending for the sweep.
        let _ = self.staging.discard([key.as_str()]).await;
        Ok(())
    }

    /// A file with its bytes.
    ///
    /// # Errors
    /// `FileNotFound` (also when the bytes are missing from the store).
    pub async fn download(
        &self,
        actor: &Actor,
        union: UnionId,
        id: UnionFileId,
    ) -> Result<(UnionFile, Vec<u8>), UnionError> {
        let (file, key) = self.files.get(actor, union, id).await.map_err(file_port)?;
        let bytes = self.staging.get(&key).await.map_err(file_port)?;
        Ok((file, bytes))
    }
}
