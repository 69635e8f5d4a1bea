//! The formation checklist: read it with its papers, and record a step.

use std::sync::Arc;

use kernel::format::korean_date;
use kernel::{Actor, Clock, Refused};

use crate::error::UnionError;
use crate::formation::{FormationRead, FormationRefusal, FormationRepository, FormationStep, StepUpdate};
use crate::model::UnionId;

#[derive(Clone)]
pub struct FormationService {
    repo: Arc<dyn FormationRepository>,
    clock: Arc<dyn Clock>,
}

impl FormationService {
    pub fn new(checklist: Arc<dyn FormationRepository>, clock: Arc<dyn Clock>) -> Self {
        FormationService { repo: checklist, clock }
    }

    /// Today in Korea, the day the checklist's dates are judged by.
    pub fn today(&self) -> chrono::NaiveDate {
        korean_date(self.clock.now())
    }

    /// # Errors
    /// `NotFound`.
    pub async fn formation(&self, actor: &Actor, union: UnionId) -> Result<FormationRead, UnionError> {
        Ok(self.repo.formation(actor, union).await?)
    }

    /// Records `update` on `step` and answers the checklist as it now stands.
    ///
    /// # Errors
    /// `Validation` (order, dates, note, owner), `NotFound`, `Formed`.
    pub async fn update(
        &self,
        actor: &Actor,
        union: UnionId,
        step: FormationStep,
        update: &StepUpdate,
    ) -> Result<FormationRead, UnionError> {
        self.repo.save_step(actor, union, step, update, self.today()).await.map_err(|e| match e {
            Refused::Conflict(FormationRefusal::Invalid(errors)) => UnionError::Validation(errors),
            Refused::Conflict(FormationRefusal::Union(c)) => c.into(),
            Refused::Port(p) => p.into(),
        })?;
        self.formation(actor, union).await
    }
}
