//! The reports' use cases: create one from the ledger (its figures computed once and stored),
//! list, read, rename and delete the firm's reports, and write their opinions. Every call is
//! the actor's firm's; another firm's report is not found.

use std::sync::Arc;

use chrono::{Datelike, NaiveDate};
use company::StartupId;
use kernel::opinion::{checked_opinion, OpinionConflict};
use kernel::{Actor, PortError, Refused};
use union::UnionId;

use crate::error::ReportError;
use crate::portfolio::{UnionLedger, UnionPortfolio};
use crate::ports::{LedgerRepository, NewReport, ReportRepository};
use crate::reports::{checked_scope, checked_title, Report, ReportId, ReportOpinion, ReportSummary};
use crate::snapshot::{ReportFigures, ReportScope};

#[derive(Clone)]
pub struct ReportService {
    ledger: Arc<dyn LedgerRepository>,
    reports: Arc<dyn ReportRepository>,
}

/// What a GP asks for on /report/create.
#[derive(Debug, Clone, Default)]
pub struct ReportRequest {
    pub title: Option<String>,
    pub base_date: NaiveDate,
    /// None or empty: the whole firm.
    pub union_ids: Option<Vec<i64>>,
}

fn not_found(e: PortError) -> ReportError {
    match e {
        PortError::NotFound => ReportError::ReportNotFound,
        other => ReportError::Port(other),
    }
}

fn opinion_refused(e: Refused<OpinionConflict>) -> ReportError {
    match e {
        Refused::Conflict(c) => ReportError::Opinion(c),
        Refused::Port(p) => not_found(p),
    }
}

impl ReportService {
    pub fn new(ledger: Arc<dyn LedgerRepository>, reports: Arc<dyn ReportRepository>) -> Self {
        ReportService { ledger, reports }
    }

    /// Computes the report of the scope on the base date and stores it.
    ///
    /// # Errors
    /// `Validation` (title, scope); `UnionNotFound` when a chosen union is not a live union of
    /// the firm's; `Ledger` when the rows do not add up.
    pub async fn create(&self, actor: &Actor, request: &ReportRequest) -> Result<ReportSummary, ReportError> {
        let title = checked_title(request.title.as_deref()).map_err(ReportError::Validation)?;
        let scope = checked_scope(request.union_ids.as_deref()).map_err(ReportError::Validation)?;
        let ledgers = in_scope(self.ledger.firm_ledgers(actor).await.map_err(ReportError::Port)?, &scope)?;
        let mut portfolios: Vec<UnionPortfolio> =
            ledgers.into_iter().map(|l| UnionPortfolio::of(l, request.base_date)).collect::<Result<_, _>>()?;
        // The whole firm means the unions that had invested by the base date; a union chosen by
        // name stays even when it has nothing yet.
        if scope == ReportScope::Firm {
            portfolios.retain(|p| !p.rows.is_empty());
        }
        let mut startups: Vec<StartupId> =
            portfolios.iter().flat_map(|p| p.rows.iter().map(|r| r.startup_id)).collect();
        startups.sort_unstable();
        startups.dedup();
        let facts = self.reports.startup_facts(&startups, request.base_date.year()).await.map_err(ReportError::Port)?;
        let figures = ReportFigures::build(request.base_date, &portfolios, &facts)?;
        let new = NewReport { title: &title, scope: &scope, figures: &figures };
        self.reports.insert(actor, &new).await.map_err(ReportError::Port)
    }

    /// The firm's reports, newest first.
    ///
    /// # Errors
    /// Port errors only.
    pub async fn list(&self, actor: &Actor) -> Result<Vec<ReportSummary>, ReportError> {
        self.reports.list(actor).await.map_err(ReportError::Port)
    }

    /// # Errors
    /// `ReportNotFound`.
    pub async fn get(&self, actor: &Actor, id: ReportId) -> Result<Report, ReportError> {
        self.reports.get(actor, id).await.map_err(not_found)
    }

    /// The report's card (title, scope, counts) without its figures: what changes (a rename)
    /// apart from what never does (the figures, see [`crate::snapshot`]).
    ///
    /// # Errors
    /// `ReportNotFound`.
    pub async fn summary(&self, actor: &Actor, id: ReportId) -> Result<ReportSummary, ReportError> {
        self.reports.summary(actor, id).await.map_err(not_found)
    }

    /// The report with its opinions, for printing.
    ///
    /// # Errors
    /// `ReportNotFound`; `UnionNotFound` when `union` is named and not in the report.
    pub async fn printable(
        &self,
        actor: &Actor,
        id: ReportId,
        union: Option<UnionId>,
    ) -> Result<(Report, Vec<ReportOpinion>), ReportError> {
        let report = self.get(actor, id).await?;
        if union.is_some_and(|u| report.figures.union(u).is_none()) {
            return Err(ReportError::UnionNotFound);
        }
        let opinions = self.opinions(actor, id).await?;
        Ok((report, opinions))
    }

    /// # Errors
    /// `Validation`; `ReportNotFound`.
    pub async fn rename(&self, actor: &Actor, id: ReportId, title: &str) -> Result<ReportSummary, ReportError> {
        let title = checked_title(Some(title)).map_err(ReportError::Validation)?;
        self.reports.rename(actor, id, &title).await.map_err(not_found)
    }

    /// # Errors
    /// `ReportNotFound`.
    pub async fn delete(&self, actor: &Actor, id: ReportId) -> Result<(), ReportError> {
        self.reports.delete(actor, id).await.map_err(not_found)
    }

    /// # Errors
    /// `ReportNotFound`.
    pub async fn opinions(&self, actor: &Actor, id: ReportId) -> Result<Vec<ReportOpinion>, ReportError> {
        self.reports.opinions(actor, id).await.map_err(not_found)
    }

    /// Writes the report's opinion (`union` none) or one of its unions': `create` for the
    /// first one, else an edit of the one there is.
    ///
    /// # Errors
    /// `Validation`; `ReportNotFound`; `UnionNotFound` when the union is not in the report;
    /// `Opinion(AlreadyWritten)` on a second create, `Opinion(NotWritten)` on an edit of none.
    pub async fn write_opinion(
        &self,
        actor: &Actor,
        id: ReportId,
        union: Option<UnionId>,
        raw: &str,
        create: bool,
    ) -> Result<ReportOpinion, ReportError> {
        let html = checked_opinion(raw).map_err(ReportError::Validation)?;
        self.union_in_report(actor, id, union).await?;
        let written = if create {
            self.reports.create_opinion(actor, id, union, &html).await
        } else {
            self.reports.update_opinion(actor, id, union, &html).await
        };
        written.map_err(opinion_refused)
    }

    /// # Errors
    /// `ReportNotFound`; `UnionNotFound`; `Opinion(NotWritten)`.
    pub async fn delete_opinion(&self, actor: &Actor, id: ReportId, union: Option<UnionId>) -> Result<(), ReportError> {
        self.union_in_report(actor, id, union).await?;
        self.reports.delete_opinion(actor, id, union).await.map_err(opinion_refused)
    }

    async fn union_in_report(&self, actor: &Actor, id: ReportId, union: Option<UnionId>) -> Result<(), ReportError> {
        let report = self.get(actor, id).await?;
        match union {
            Some(u) if report.figures.union(u).is_none() => Err(ReportError::UnionNotFound),
            _ => Ok(()),
        }
    }
}

/// The ledgers the scope names; every named union must be one of the firm's live unions.
fn in_scope(ledgers: Vec<UnionLedger>, scope: &ReportScope) -> Result<Vec<UnionLedger>, ReportError> {
    match scope {
        ReportScope::Firm => Ok(ledgers),
        ReportScope::Unions(ids) => {
            if ids.iter().any(|id| !ledgers.iter().any(|l| l.union_id == *id)) {
                return Err(ReportError::UnionNotFound);
            }
            Ok(ledgers.into_iter().filter(|l| ids.contains(&l.union_id)).collect())
        }
    }
}

/// Reports imported from the previous system: the operator's import and the firm's read-only
/// pages.
#[derive(Clone)]
pub struct LegacyReportService {
    legacy: Arc<dyn crate::ports::LegacyReportRepository>,
}

/// Why an import was refused.
#[derive(Debug, thiserror::Error)]
pub enum LegacyImportError {
    #[error("the file has refused fields")]
    Invalid(Vec<kernel::FieldError>),
    #[error("no investor firm has the business number")]
    UnknownFirm,
    #[error(transparent)]
    Port(PortError),
}

impl LegacyReportService {
    pub fn new(legacy: Arc<dyn crate::ports::LegacyReportRepository>) -> Self {
        LegacyReportService { legacy }
    }

    /// Imports a file: every report checked first; all stored or none.
    ///
    /// # Errors
    /// `Invalid` with every refused field; `UnknownFirm`.
    pub async fn import(
        &self,
        file: crate::legacy::LegacyFile,
    ) -> Result<crate::legacy::LegacyImport, LegacyImportError> {
        let file = file.checked().map_err(LegacyImportError::Invalid)?;
        let Some(digits) = kernel::contact::business_number_digits(&file.business_number) else {
            return Err(LegacyImportError::Invalid(vec![kernel::FieldError::new(
                "business_number",
                "사업자등록번호는 숫자 10자리여야 합니다.",
            )]));
        };
        self.legacy.import(&digits, &file.reports).await.map_err(|e| match e {
            PortError::NotFound => LegacyImportError::UnknownFirm,
            other => LegacyImportError::Port(other),
        })
    }

    /// # Errors
    /// Port errors only.
    pub async fn list(&self, actor: &Actor) -> Result<Vec<crate::ports::LegacySummary>, ReportError> {
        self.legacy.list(actor).await.map_err(ReportError::Port)
    }

    /// # Errors
    /// `LegacyReportNotFound`.
    pub async fn get(&self, actor: &Actor, rpt_mng_no: i64) -> Result<crate::legacy::LegacyReport, ReportError> {
        self.legacy.get(actor, rpt_mng_no).await.map_err(|e| match e {
            PortError::NotFound => ReportError::LegacyReportNotFound,
            other => ReportError::Port(other),
        })
    }
}
