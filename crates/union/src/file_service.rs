//! The union file service: upload (stage the bytes, then commit the rows), replace, delete,
//! download. Bytes are written before rows and deleted after them; the pending-object ledger
//! makes every step safe to die in (see [`kernel::files::PendingObjects`]).

use std::sync::Arc;

use kernel::files::{discard, FileStore, PendingObjects};
use kernel::{Actor, PortError};

use crate::error::UnionError;
use crate::files::{check_upload, FileCategory, StagedFile, UnionFile, UnionFileId};
use crate::model::UnionId;
use crate::ports::{UnionFileRepository, UnionRepository};

#[derive(Clone)]
pub struct UnionFileService {
    unions: Arc<dyn UnionRepository>,
    files: Arc<dyn UnionFileRepository>,
    store: Arc<dyn FileStore>,
    pending: Arc<dyn PendingObjects>,
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
        UnionFileService { unions, files, store, pending }
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
        let object_key = self.pending.reserve(&format!("unions/{}/files", union.get())).await?;
        if let Err(e) = self.store.put(&object_key, bytes).await {
            let _ = discard(self.store.as_ref(), self.pending.as_ref(), &object_key).await;
            return Err(e.into());
        }
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
        match self.files.add(actor, union, staged).await {
            Ok(files) => Ok(files),
            Err(e) => {
                let _ = self.abandon(staged).await;
                Err(e.into())
            }
        }
    }

    /// Discards staged files that will not be committed. Keys whose deletion fails stay
    /// pending for the sweep.
    ///
    /// # Errors
    /// The first failure, after trying every file.
    pub async fn abandon(&self, staged: &[StagedFile]) -> Result<(), PortError> {
        let mut first = Ok(());
        for s in staged {
            if let Err(e) = discard(self.store.as_ref(), self.pending.as_ref(), &s.object_key).await {
                if first.is_ok() {
                    first = Err(e);
                }
            }
        }
        first
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
        match self.files.replace(actor, union, id, &staged).await {
            Ok((file, old_key)) => {
                // A failed delete leaves the old key pending; the sweep removes it later.
                let _ = discard(self.store.as_ref(), self.pending.as_ref(), &old_key).await;
                Ok(file)
            }
            Err(e) => {
                let _ = self.abandon(std::slice::from_ref(&staged)).await;
                Err(file_port(e))
            }
        }
    }

    /// Deletes a file: the row first, then its bytes.
    ///
    /// # Errors
    /// `FileNotFound`.
    pub async fn delete(&self, actor: &Actor, union: UnionId, id: UnionFileId) -> Result<(), UnionError> {
        let key = self.files.remove(actor, union, id).await.map_err(file_port)?;
        // The row is gone either way; a failed delete leaves the key pending for the sweep.
        let _ = discard(self.store.as_ref(), self.pending.as_ref(), &key).await;
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
        let bytes = self.store.get(&key).await.map_err(file_port)?;
        Ok((file, bytes))
    }
}
