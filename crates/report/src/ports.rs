//! What the report domain needs from storage: the firm's ledger and reports, never another
//! firm's.

use company::StartupId;
use kernel::opinion::OpinionConflict;
use kernel::{Actor, PortError, Refused, RichText};
use union::UnionId;

use std::collections::BTreeSet;

use crate::ledger::{FundingRound, Investment, Recovery, Valuation};
use crate::ledger_import::{LedgerImported, LedgerReferences, LedgerUnion, ResolvedBatch};
use crate::legacy::{LegacyImport, LegacyReport};
use crate::portfolio::{FundingRoundId, InvestmentEntry, InvestmentId, Recorded, RecoveryId, UnionLedger, ValuationId};
use crate::position::PositionError;
use crate::reports::{Report, ReportId, ReportOpinion, ReportSummary};
use crate::snapshot::{ReportFigures, ReportScope, StartupFacts};

/// Why a ledger row could not be written (or deleted).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LedgerRefusal {
    /// No live union of the actor's firm has the id.
    Union,
    /// No startup has the id.
    Startup,
    /// The union's sales would not be covered by its purchases on some day
    /// ([`crate::position::Position::check_sales`], decided in the writing transaction).
    Inconsistent(PositionError),
    /// An import's recoveries of the startup by the union are not covered on some day.
    SalesNotCovered(UnionId, StartupId, PositionError),
}

/// A ledger write's outcome.
pub type LedgerWrite<T> = Result<T, Refused<LedgerRefusal>>;

/// The investment ledger of the actor's firm.
#[async_trait::async_trait]
pub trait LedgerRepository: Send + Sync {
    /// Records a union's investment in a startup.
    async fn add_investment(
        &self,
        actor: &Actor,
        union: UnionId,
        startup: StartupId,
        investment: &Investment,
    ) -> LedgerWrite<InvestmentEntry>;

    /// Deletes one of the firm's investments, unless the union's recoveries need its shares.
    /// `Port(NotFound)` when the firm has none with the id.
    async fn remove_investment(&self, actor: &Actor, id: InvestmentId) -> LedgerWrite<()>;

    /// Records a later round of the startup in the firm's ledger.
    async fn add_round(
        &self,
        actor: &Actor,
        startup: StartupId,
        round: &FundingRound,
    ) -> LedgerWrite<Recorded<FundingRoundId, FundingRound>>;

    /// `NotFound` when the firm has no round with the id.
    async fn remove_round(&self, actor: &Actor, id: FundingRoundId) -> Result<(), PortError>;

    /// Records shares the union sold back, if it held them on that day.
    async fn add_recovery(
        &self,
        actor: &Actor,
        union: UnionId,
        startup: StartupId,
        recovery: &Recovery,
    ) -> LedgerWrite<Recorded<RecoveryId, Recovery>>;

    /// `NotFound` when the firm has no recovery with the id.
    async fn remove_recovery(&self, actor: &Actor, id: RecoveryId) -> Result<(), PortError>;

    /// Records a valuation of the startup's shares.
    async fn add_valuation(
        &self,
        actor: &Actor,
        startup: StartupId,
        valuation: &Valuation,
    ) -> LedgerWrite<Recorded<ValuationId, Valuation>>;

    /// `NotFound` when the firm has no valuation with the id.
    async fn remove_valuation(&self, actor: &Actor, id: ValuationId) -> Result<(), PortError>;

    /// The firm's live unions by name.
    async fn unions(&self, actor: &Actor) -> Result<Vec<LedgerUnion>, PortError>;

    /// The firm's live unions (by name, and by 고유번호 among `union_keys`) and the startups
    /// with the business numbers, for an import to name its rows' unions and startups.
    async fn references(
        &self,
        actor: &Actor,
        union_keys: &BTreeSet<String>,
        business_numbers: &BTreeSet<String>,
    ) -> Result<LedgerReferences, PortError>;

    /// Stores every row of the batch in one transaction, or none: `Union` when a union is no
    /// longer live, `SalesNotCovered` when the recoveries would sell shares not held.
    async fn import(&self, actor: &Actor, batch: &ResolvedBatch) -> LedgerWrite<LedgerImported>;

    /// Everything the firm recorded about the union's startups: its investments, its
    /// recoveries, and the rounds and valuations of those startups. `NotFound` when the union
    /// is not a live union of the firm's.
    async fn union_ledger(&self, actor: &Actor, union: UnionId) -> Result<UnionLedger, PortError>;

    /// The ledgers of all the firm's live unions, by name (unions without investments too).
    async fn firm_ledgers(&self, actor: &Actor) -> Result<Vec<UnionLedger>, PortError>;
}

/// The firm's stored reports and their opinions.
#[async_trait::async_trait]
pub trait ReportRepository: Send + Sync {
    /// What the report copies from the startups' profiles: logo and income statements up to
    /// `up_to_year`.
    async fn startup_facts(
        &self,
        ids: &[StartupId],
        up_to_year: i32,
    ) -> Result<std::collections::BTreeMap<StartupId, StartupFacts>, PortError>;

    /// Stores a new report of the actor's firm, written to the audit trail.
    async fn insert(&self, actor: &Actor, new: &NewReport<'_>) -> Result<ReportSummary, PortError>;

    /// The firm's reports, newest first.
    async fn list(&self, actor: &Actor) -> Result<Vec<ReportSummary>, PortError>;

    /// `NotFound` when the firm has no report with the id.
    async fn get(&self, actor: &Actor, id: ReportId) -> Result<Report, PortError>;

    /// The report's card without its figures. `NotFound` when the firm has none with the id.
    async fn summary(&self, actor: &Actor, id: ReportId) -> Result<ReportSummary, PortError>;

    /// `NotFound` when the firm has no report with the id.
    async fn rename(&self, actor: &Actor, id: ReportId, title: &str) -> Result<ReportSummary, PortError>;

    /// Deletes the report and its opinions. `NotFound` when the firm has none with the id.
    async fn delete(&self, actor: &Actor, id: ReportId) -> Result<(), PortError>;

    /// The report's opinions (the report's own first). `NotFound` for another firm's report.
    async fn opinions(&self, actor: &Actor, id: ReportId) -> Result<Vec<ReportOpinion>, PortError>;

    /// Writes the first opinion of the report (`union` none) or of one of its unions.
    async fn create_opinion(
        &self,
        actor: &Actor,
        id: ReportId,
        union: Option<UnionId>,
        html: &RichText,
    ) -> Result<ReportOpinion, Refused<OpinionConflict>>;

    /// Replaces the opinion; `NotWritten` when there is none.
    async fn update_opinion(
        &self,
        actor: &Actor,
        id: ReportId,
        union: Option<UnionId>,
        html: &RichText,
    ) -> Result<ReportOpinion, Refused<OpinionConflict>>;

    /// Deletes the opinion; `NotWritten` when there is none.
    async fn delete_opinion(
        &self,
        actor: &Actor,
        id: ReportId,
        union: Option<UnionId>,
    ) -> Result<(), Refused<OpinionConflict>>;
}

/// A report about to be stored.
#[derive(Debug)]
pub struct NewReport<'a> {
    pub title: &'a str,
    pub scope: &'a ReportScope,
    pub figures: &'a ReportFigures,
}

/// Draws a report as a PDF (an adapter: the domain holds no font or layout).
pub trait ReportRenderer: Send + Sync {
    /// The overall report: totals, the report's opinion, the unions and every company.
    ///
    /// # Errors
    /// `Unexpected` when the document cannot be made.
    fn overall(&self, report: &Report, opinions: &[ReportOpinion]) -> Result<Vec<u8>, PortError>;

    /// One union's per-source report with its opinion. `NotFound` when the union is not in
    /// the report.
    ///
    /// # Errors
    /// `NotFound`; `Unexpected` when the document cannot be made.
    fn union(&self, report: &Report, union: UnionId, opinion: Option<&ReportOpinion>) -> Result<Vec<u8>, PortError>;
}

/// A legacy report as the /old-report/status list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LegacySummary {
    pub rpt_mng_no: i64,
    pub rpt_name: String,
    pub create_at: chrono::DateTime<chrono::Utc>,
    pub create_by: String,
    pub report_type: String,
    pub year: i32,
    pub company_count: i32,
    pub member_count: i32,
}

/// Reports imported from the previous system.
#[async_trait::async_trait]
pub trait LegacyReportRepository: Send + Sync {
    /// Stores the reports of the investor firm with the business number (10 digits), all or
    /// none; a report the firm already has (same number) is left as it is. `NotFound` when no
    /// investor firm has the number.
    async fn import(&self, business_number: &str, reports: &[LegacyReport]) -> Result<LegacyImport, PortError>;

    /// The firm's legacy reports, newest first.
    async fn list(&self, actor: &Actor) -> Result<Vec<LegacySummary>, PortError>;

    /// `NotFound` when the firm has no legacy report with the number.
    async fn get(&self, actor: &Actor, rpt_mng_no: i64) -> Result<LegacyReport, PortError>;
}
