//! The union service: create, read, edit, move along the status transitions, delete, list.

use std::sync::Arc;

use kernel::audit::AuditEntry;
use kernel::{Actor, Page, PageRequest, Refused};

use crate::error::{UnionConflict, UnionError};
use crate::model::{Union, UnionId, UnionSummary};
use crate::ports::{UnionFilter, UnionRepository};
use crate::status::UnionStatus;
use crate::validate::{self, UnionDraft};

#[derive(Clone)]
pub struct UnionService {
    repo: Arc<dyn UnionRepository>,
}

impl UnionService {
    pub fn new(repo: Arc<dyn UnionRepository>) -> Self {
        UnionService { repo }
    }

    /// Creates a union in status R.
    ///
    /// # Errors
    /// `Validation`, `UniqueNumberTaken`.
    pub async fn create(&self, actor: &Actor, draft: &UnionDraft) -> Result<Union, UnionError> {
        let input = validate::union(draft).map_err(UnionError::Validation)?;
        Ok(self.repo.create(actor, &input).await?)
    }

    /// # Errors
    /// `NotFound`.
    pub async fn get(&self, actor: &Actor, id: UnionId) -> Result<Union, UnionError> {
        Ok(self.repo.get(actor, id).await?)
    }

    /// Replaces a union's fields; refused once the union is formed (E).
    ///
    /// # Errors
    /// `Validation`, `NotFound`, `Formed`, `UniqueNumberTaken`.
    pub async fn update(&self, actor: &Actor, id: UnionId, draft: &UnionDraft) -> Result<Union, UnionError> {
        let current = self.repo.get(actor, id).await?;
        if !current.is_editable() {
            return Err(UnionError::Formed);
        }
        let input = validate::union(draft).map_err(UnionError::Validation)?;
        Ok(self.repo.update(actor, id, &input).await?)
    }

    /// Moves the union to `to` when the transition is allowed (docs/decisions.md).
    ///
    /// # Errors
    /// `NotFound`, `StatusChangeNotAllowed` (also when another change got there first).
    pub async fn change_status(&self, actor: &Actor, id: UnionId, to: UnionStatus) -> Result<Union, UnionError> {
        let current = self.repo.get(actor, id).await?;
        let from = current.status;
        if !from.can_move_to(to) {
            return Err(UnionError::StatusChangeNotAllowed { from, to });
        }
        self.repo.change_status(actor, id, from, to).await.map_err(|e| match e {
            Refused::Conflict(UnionConflict::StatusChanged) => UnionError::StatusChangeNotAllowed { from, to },
            other => other.into(),
        })
    }

    /// Soft-deletes a union.
    ///
    /// # Errors
    /// `NotFound`.
    pub async fn delete(&self, actor: &Actor, id: UnionId) -> Result<(), UnionError> {
        Ok(self.repo.delete(actor, id).await?)
    }

    /// The union's change history, newest first.
    ///
    /// # Errors
    /// `NotFound`.
    pub async fn history(&self, actor: &Actor, id: UnionId, page: PageRequest) -> Result<Page<AuditEntry>, UnionError> {
        Ok(self.repo.history(actor, id, page).await?)
    }

    /// The firm's unions.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn list(
        &self,
        actor: &Actor,
        filter: &UnionFilter,
        page: PageRequest,
    ) -> Result<Page<UnionSummary>, UnionError> {
        Ok(self.repo.list(actor, filter, page).await?)
    }
}
