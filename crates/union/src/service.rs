//! The union service: create, read, edit, move along the status transitions, delete, list.

use std::sync::Arc;

use kernel::audit::AuditEntry;
use kernel::format::korean_date;
use kernel::{Actor, Clock, Page, PageRequest, Refused};

use crate::error::{UnionConflict, UnionError};
use crate::formation::FormationRepository;
use crate::model::{Union, UnionId, UnionSummary};
use crate::ports::{UnionFilter, UnionRepository};
use crate::rules::{self, RuleKey, RuleState, UnionRuleFacts};
use crate::status::UnionStatus;
use crate::validate::{self, UnionDraft};

#[derive(Clone)]
pub struct UnionService {
    repo: Arc<dyn UnionRepository>,
    formation: Arc<dyn FormationRepository>,
    facts: Arc<dyn UnionRuleFacts>,
    clock: Arc<dyn Clock>,
}

impl UnionService {
    pub fn new(
        repo: Arc<dyn UnionRepository>,
        formation: Arc<dyn FormationRepository>,
        facts: Arc<dyn UnionRuleFacts>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        UnionService { repo, formation, facts, clock }
    }

    /// Today in Korea (a download's file name is dated by it).
    pub fn today(&self) -> chrono::NaiveDate {
        korean_date(self.clock.now())
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

    /// Moves the union to `to` when the transition is allowed (docs/decisions.md) and, into
    /// 결성진행중 or 결성완료, when the formation checklist allows it; 결성완료 also needs every
    /// rule but the investment obligation (which runs for three years after) unbroken.
    ///
    /// # Errors
    /// `NotFound`, `StatusChangeNotAllowed` (also when another change got there first),
    /// `FormationIncomplete`, `RulesBroken`.
    pub async fn change_status(&self, actor: &Actor, id: UnionId, to: UnionStatus) -> Result<Union, UnionError> {
        let current = self.repo.get(actor, id).await?;
        let from = current.status;
        if !from.can_move_to(to) {
            return Err(UnionError::StatusChangeNotAllowed { from, to });
        }
        if matches!(to, UnionStatus::Forming | UnionStatus::Formed) {
            let missing = self.formation.formation(actor, id).await?.checklist.missing_for(to);
            if !missing.is_empty() {
                return Err(UnionError::FormationIncomplete { to, missing });
            }
        }
        if to == UnionStatus::Formed {
            let facts = self.facts.rule_facts(actor, id).await?;
            let formed = Union { status: to, ..current.clone() };
            let broken: Vec<RuleKey> = rules::check(&formed, &facts, korean_date(self.clock.now()))
                .into_iter()
                .filter(|c| c.state == RuleState::Broken && c.key != RuleKey::InvestmentObligation)
                .map(|c| c.key)
                .collect();
            if !broken.is_empty() {
                return Err(UnionError::RulesBroken(broken));
            }
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
