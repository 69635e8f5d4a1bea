//! The ledger's use cases: a GP firm records what its unions bought and sold, the startups'
//! later rounds and its own valuations, and reads a union's portfolio (or all of them) on a
//! date. Every call is the actor's firm's; other firms' ids are not found.

use std::sync::Arc;

use chrono::NaiveDate;
use company::StartupId;
use kernel::{Actor, PortError, Refused};
use union::UnionId;

use crate::entry::{FundingRoundDraft, InvestmentDraft, RecoveryDraft, ValuationDraft};
use crate::error::ReportError;
use crate::ledger::{FundingRound, Recovery, Valuation};
use crate::ledger_import::{self, LedgerImported, LedgerRows, LedgerUnion};
use crate::portfolio::{
    FundingRoundId, InvestmentEntry, InvestmentId, Recorded, RecoveryId, UnionPortfolio, ValuationId,
};
use crate::ports::{LedgerRefusal, LedgerRepository};

#[derive(Clone)]
pub struct LedgerService {
    ledger: Arc<dyn LedgerRepository>,
}

fn refused(e: Refused<LedgerRefusal>) -> ReportError {
    match e {
        Refused::Conflict(LedgerRefusal::Union) => ReportError::UnionNotFound,
        Refused::Conflict(LedgerRefusal::Startup) => ReportError::StartupNotFound,
        Refused::Conflict(LedgerRefusal::Inconsistent(e) | LedgerRefusal::SalesNotCovered(_, _, e)) => {
            ReportError::Ledger(e)
        }
        Refused::Port(p) => ReportError::Port(p),
    }
}

/// `NotFound` as `missing`, other port errors as they are.
fn missing_as(missing: ReportError) -> impl FnOnce(PortError) -> ReportError {
    move |e| match e {
        PortError::NotFound => missing,
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
        self.ledger.add_investment(actor, union, startup, &investment).await.map_err(refused)
    }

    /// Deletes one of the firm's investments.
    ///
    /// # Errors
    /// `InvestmentNotFound`; `Ledger` when the union sold shares only this investment covers.
    pub async fn remove_investment(&self, actor: &Actor, id: InvestmentId) -> Result<(), ReportError> {
        self.ledger.remove_investment(actor, id).await.map_err(|e| match e {
            Refused::Port(PortError::NotFound) => ReportError::InvestmentNotFound,
            other => refused(other),
        })
    }

    /// Records a later round of the startup.
    ///
    /// # Errors
    /// `Validation`; `StartupNotFound`.
    pub async fn add_round(
        &self,
        actor: &Actor,
        startup: StartupId,
        draft: &FundingRoundDraft,
    ) -> Result<Recorded<FundingRoundId, FundingRound>, ReportError> {
        let round = draft.check().map_err(ReportError::Validation)?;
        self.ledger.add_round(actor, startup, &round).await.map_err(refused)
    }

    /// # Errors
    /// `FundingRoundNotFound`.
    pub async fn remove_round(&self, actor: &Actor, id: FundingRoundId) -> Result<(), ReportError> {
        self.ledger.remove_round(actor, id).await.map_err(missing_as(ReportError::FundingRoundNotFound))
    }

    /// Records shares the union sold back and the money it received.
    ///
    /// # Errors
    /// `Validation`; `UnionNotFound`, `StartupNotFound`; `Ledger` when the union did not hold
    /// that many shares on that day.
    pub async fn add_recovery(
        &self,
        actor: &Actor,
        union: UnionId,
        startup: StartupId,
        draft: &RecoveryDraft,
    ) -> Result<Recorded<RecoveryId, Recovery>, ReportError> {
        let recovery = draft.check().map_err(ReportError::Validation)?;
        self.ledger.add_recovery(actor, union, startup, &recovery).await.map_err(refused)
    }

    /// # Errors
    /// `RecoveryNotFound`.
    pub async fn remove_recovery(&self, actor: &Actor, id: RecoveryId) -> Result<(), ReportError> {
        self.ledger.remove_recovery(actor, id).await.map_err(missing_as(ReportError::RecoveryNotFound))
    }

    /// Records a valuation of the startup's shares.
    ///
    /// # Errors
    /// `Validation`; `StartupNotFound`.
    pub async fn add_valuation(
        &self,
        actor: &Actor,
        startup: StartupId,
        draft: &ValuationDraft,
    ) -> Result<Recorded<ValuationId, Valuation>, ReportError> {
        let valuation = draft.check().map_err(ReportError::Validation)?;
        self.ledger.add_valuation(actor, startup, &valuation).await.map_err(refused)
    }

    /// # Errors
    /// `ValuationNotFound`.
    pub async fn remove_valuation(&self, actor: &Actor, id: ValuationId) -> Result<(), ReportError> {
        self.ledger.remove_valuation(actor, id).await.map_err(missing_as(ReportError::ValuationNotFound))
    }

    /// The firm's live unions, for the import template.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn unions(&self, actor: &Actor) -> Result<Vec<LedgerUnion>, ReportError> {
        self.ledger.unions(actor).await.map_err(ReportError::Port)
    }

    /// Imports rows of every kind from the ledger workbook ([`crate::ledger_import`]): all of
    /// them, or none with every problem named by sheet and row.
    ///
    /// # Errors
    /// `ImportInvalid` with the problems; `UnionNotFound` when a union went away meanwhile.
    pub async fn import(&self, actor: &Actor, rows: &LedgerRows) -> Result<LedgerImported, ReportError> {
        let batch = ledger_import::checked(rows).map_err(ReportError::ImportInvalid)?;
        let refs = self
            .ledger
            .references(actor, &batch.union_keys(), &batch.business_numbers())
            .await
            .map_err(ReportError::Port)?;
        let batch = batch.resolve(&refs).map_err(ReportError::ImportInvalid)?;
        self.ledger.import(actor, &batch).await.map_err(|e| match e {
            Refused::Conflict(LedgerRefusal::SalesNotCovered(union, startup, e)) => {
                ReportError::ImportInvalid(vec![batch.sales_problem(union, startup, &e)])
            }
            other => refused(other),
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
        let ledger = self.ledger.union_ledger(actor, union).await.map_err(missing_as(ReportError::UnionNotFound))?;
        Ok(UnionPortfolio::of(ledger, base_date)?)
    }

    /// The firm's figures on `base_date` as a report computes them: every union and company
    /// with the firm's total and rate, which the 투자 재원 and 투자 기업 pages show as the server
    /// sums them (a screen and a report PDF never disagree). With the unions' portfolios.
    ///
    /// # Errors
    /// `Ledger` when a union's rows do not add up.
    pub async fn firm_figures(
        &self,
        actor: &Actor,
        base_date: NaiveDate,
    ) -> Result<(Vec<UnionPortfolio>, crate::snapshot::ReportFigures), ReportError> {
        let portfolios = self.sources(actor, base_date).await?;
        let figures = crate::snapshot::ReportFigures::build(base_date, &portfolios, &Default::default())?;
        Ok((portfolios, figures))
    }

    /// The firm's unions by lead fund manager on `base_date` (/invest-manager).
    ///
    /// # Errors
    /// `Ledger` when a union's rows do not add up.
    pub async fn managers(
        &self,
        actor: &Actor,
        base_date: NaiveDate,
    ) -> Result<Vec<crate::overview::ManagerFigures>, ReportError> {
        let portfolios = self.sources(actor, base_date).await?;
        Ok(crate::overview::by_manager(&portfolios)?)
    }

    /// Every live union of the firm as an investment source (투자 재원) on `base_date`.
    ///
    /// # Errors
    /// `Ledger` when a union's rows do not add up.
    pub async fn sources(&self, actor: &Actor, base_date: NaiveDate) -> Result<Vec<UnionPortfolio>, ReportError> {
        let ledgers = self.ledger.firm_ledgers(actor).await.map_err(ReportError::Port)?;
        ledgers.into_iter().map(|l| UnionPortfolio::of(l, base_date).map_err(ReportError::from)).collect()
    }
}
