//! What the report domain needs from storage: the firm's ledger, never another firm's.

use company::StartupId;
use kernel::{Actor, PortError, Refused};
use union::UnionId;

use crate::ledger::{FundingRound, Investment, Recovery, Valuation};
use crate::portfolio::{FundingRoundId, InvestmentEntry, InvestmentId, Recorded, RecoveryId, UnionLedger, ValuationId};
use crate::position::PositionError;

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

    /// Everything the firm recorded about the union's startups: its investments, its
    /// recoveries, and the rounds and valuations of those startups. `NotFound` when the union
    /// is not a live union of the firm's.
    async fn union_ledger(&self, actor: &Actor, union: UnionId) -> Result<UnionLedger, PortError>;

    /// The ledgers of all the firm's live unions, by name (unions without investments too).
    async fn firm_ledgers(&self, actor: &Actor) -> Result<Vec<UnionLedger>, PortError>;
}
