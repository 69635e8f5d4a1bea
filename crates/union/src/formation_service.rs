//! The formation checklist: read it with its papers, and record a step.

use std::sync::Arc;

use kernel::format::korean_date;
use kernel::{Actor, Clock, Refused};

use crate::capital::CapitalRepository;
use crate::error::UnionError;
use crate::formation::{FormationRead, FormationRefusal, FormationRepository, FormationStep, StepUpdate};
use crate::model::UnionId;
use crate::ports::UnionRepository;
use crate::register::{member_register, PaidMembers, RegisterRenderer};

/// What the service reads and writes through.
#[derive(Clone)]
pub struct FormationPorts {
    pub checklist: Arc<dyn FormationRepository>,
    pub unions: Arc<dyn UnionRepository>,
    pub members: Arc<dyn PaidMembers>,
    pub capital: Arc<dyn CapitalRepository>,
    pub register: Arc<dyn RegisterRenderer>,
}

#[derive(Clone)]
pub struct FormationService {
    repo: Arc<dyn FormationRepository>,
    unions: Arc<dyn UnionRepository>,
    members: Arc<dyn PaidMembers>,
    capital: Arc<dyn CapitalRepository>,
    register: Arc<dyn RegisterRenderer>,
    clock: Arc<dyn Clock>,
}

/// The member register as a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RegisterFormat {
    Xlsx,
    Pdf,
}

impl FormationService {
    pub fn new(ports: FormationPorts, clock: Arc<dyn Clock>) -> Self {
        FormationService {
            repo: ports.checklist,
            unions: ports.unions,
            members: ports.members,
            capital: ports.capital,
            register: ports.register,
            clock,
        }
    }

    /// The 조합원 명부 of the GPs and the members who paid in, with the union's name for the file.
    ///
    /// # Errors
    /// `NotFound`; `Port` when the file cannot be written.
    pub async fn member_register(
        &self,
        actor: &Actor,
        union: UnionId,
        format: RegisterFormat,
    ) -> Result<(String, Vec<u8>), UnionError> {
        let u = self.unions.get(actor, union).await?;
        let book = self.capital.book(actor, union).await?;
        let particulars = self.members.paid_members(actor, union).await?;
        let register = member_register(&u, &book, particulars, self.today());
        let bytes = match format {
            RegisterFormat::Xlsx => self.register.xlsx(&register)?,
            RegisterFormat::Pdf => self.register.pdf(&register)?,
        };
        Ok((register.union_name, bytes))
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
