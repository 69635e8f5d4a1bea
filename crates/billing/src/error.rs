//! What billing refuses.

use kernel::PortError;

#[derive(Debug, thiserror::Error)]
pub enum BillingError {
    /// Only the firm's CEO pays and asks for refunds.
    #[error("ceo only")]
    CeoOnly,
    #[error("unknown product")]
    UnknownProduct,
    /// Missing, or another company's.
    #[error("order not found")]
    OrderNotFound,
    /// The amount the window reports is not the order's.
    #[error("amount mismatch")]
    AmountMismatch,
    /// The card was declined: nothing was granted.
    #[error("payment declined: {0}")]
    Declined(String),
    /// The gateway could not be reached: nothing was granted; paying again is safe.
    #[error("gateway unavailable")]
    GatewayUnavailable,
    /// The order is not in a state that allows this.
    #[error("order state does not allow this")]
    WrongState,
    #[error("refund period over")]
    RefundTooLate,
    #[error("points already used")]
    PointsUsed,
    /// Only a paid points order is refunded on request.
    #[error("not refundable")]
    NotRefundable,
    #[error("invalid input: {0}")]
    Invalid(&'static str),
    #[error("operator only")]
    OperatorOnly,
    #[error(transparent)]
    Port(#[from] PortError),
}
