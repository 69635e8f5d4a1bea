//! What the report domain needs from storage: the firm's ledger, never another firm's.

use kernel::{Actor, PortError, Refused};
use union::UnionId;

use crate::ledger::Investment;
use crate::portfolio::{InvestmentEntry, InvestmentId, UnionLedger};
use company::StartupId;

/// Why a ledger row could not be written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LedgerMiss {
    /// No live union of the actor's firm has the id.
    Union,
    /// No startup has the id.
    Startup,
}

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
    ) -> Result<InvestmentEntry, Refused<LedgerMiss>>;

    /// Deletes one of the firm's investments. `NotFound` when the firm has none with the id.
    async fn remove_investment(&self, actor: &Actor, id: InvestmentId) -> Result<(), PortError>;

    /// Everything the firm recorded about the union's startups: its investments, its
    /// recoveries, and the rounds and valuations of those startups. `NotFound` when the union
    /// is not a live union of the firm's.
    async fn union_ledger(&self, actor: &Actor, union: UnionId) -> Result<UnionLedger, PortError>;
}
