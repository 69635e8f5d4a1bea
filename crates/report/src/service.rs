//! The ledger's use cases: a GP firm records its unions' investments and reads a union's
//! portfolio on a date. Every call is the actor's firm's; other firms' ids are not found.

use std::sync::Arc;

use chrono::NaiveDate;
use company::StartupId;
use kernel::{Actor, PortError, Refused};
use union::UnionId;

use crate::entry::InvestmentDraft;
use crate::error::ReportError;
use crate::portfolio::{InvestmentEntry, InvestmentId, UnionPortfolio};
use crate::ports::{LedgerMiss, LedgerRepository};

#[derive(Clone)]
pub struct LedgerService {
    ledger: Arc<dyn LedgerRepository>,
}

fn union_missing(e: PortError) -> ReportError {
    match e {
        PortError::NotFound => ReportError::UnionNotFound,
        other => ReportError::Port(other),
    }
}

impl LedgerService {
    pub fn new(ledger: Arc<dyn LedgerRepository>) -> Self {
        LedgerService { ledger }
    }

    /// Records the union's investment in the startup.
    ///
    /// # Errors
    /// `Validation` with every refused field; `UnionNotFound`, `StartupNotFound`.
    pub async fn add_investment(
        &self,
        actor: &Actor,
        union: UnionId,
        startup: StartupId,
        draft: &InvestmentDraft,
    ) -> Result<InvestmentEntry, ReportError> {
        let investment = draft.check().map_err(ReportError::Validation)?;
        self.ledger.add_investment(actor, union, startup, &investment).await.map_err(|e| match e {
            Refused::Conflict(LedgerMiss::Union) => ReportError::UnionNotFound,
            Refused::Conflict(LedgerMiss::Startup) => ReportError::StartupNotFound,
            Refused::Port(p) => ReportError::Port(p),
        })
    }

    /// Deletes one of the firm's investments.
    ///
    /// # Errors
    /// `InvestmentNotFound`.
    pub async fn remove_investment(&self, actor: &Actor, id: InvestmentId) -> Result<(), ReportError> {
        self.ledger.remove_investment(actor, id).await.map_err(|e| match e {
            PortError::NotFound => ReportError::InvestmentNotFound,
            other => ReportError::Port(other),
        })
    }

    /// The union's portfolio on `base_date`.
    ///
    /// # Errors
    /// `UnionNotFound`; `Ledger` when the recorded rows do not add up.
    pub async fn union_portfolio(
        &self,
        actor: &Actor,
        union: UnionId,
        base_date: NaiveDate,
    ) -> Result<UnionPortfolio, ReportError> {
        let ledger = self.ledger.union_ledger(actor, union).await.map_err(union_missing)?;
        Ok(UnionPortfolio::of(ledger, base_date)?)
    }
}
