//! What report operations can fail with; `apps/server/src/error/report.rs` maps them to HTTP.

use kernel::{FieldError, PortError};

#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    #[error("invalid input")]
    Validation(Vec<FieldError>),
    /// No live union of the actor's firm has the id.
    #[error("union not found")]
    UnionNotFound,
    #[error("startup not found")]
    StartupNotFound,
    /// No investment of the actor's firm has the id.
    #[error("investment not found")]
    InvestmentNotFound,
    #[error("funding round not found")]
    FundingRoundNotFound,
    #[error("recovery not found")]
    RecoveryNotFound,
    #[error("valuation not found")]
    ValuationNotFound,
    /// The ledger does not add up (more shares sold than bought by a date).
    #[error("ledger inconsistent: {0}")]
    Ledger(#[from] crate::position::PositionError),
    /// An import's rows: every problem with its sheet and row; nothing was imported.
    #[error("import refused")]
    ImportInvalid(Vec<FieldError>),
    /// No report of the actor's firm has the id.
    #[error("report not found")]
    ReportNotFound,
    /// No legacy report of the actor's firm has the number.
    #[error("legacy report not found")]
    LegacyReportNotFound,
    /// The one-opinion rule refused the write.
    #[error("opinion refused: {0:?}")]
    Opinion(kernel::opinion::OpinionConflict),
    #[error(transparent)]
    Port(PortError),
}
