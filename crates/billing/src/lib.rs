//! Billing (issue 20): a firm buys points and a membership plan by card through a payment
//! gateway. An order is made first (state 0), the card is charged in the gateway's payment
//! window, and the server confirms the charge with the gateway before anything is granted; a
//! declined card grants nothing. Refunds of points are asked by the firm and decided by
//! operator staff; a membership changed mid-term refunds the unused days of the old one.

pub mod catalog;
pub mod error;
pub mod order;
pub mod ports;
pub mod service;
pub mod state;
pub mod usage;

pub use catalog::{Plan, PointPackage, Product, PLANS, POINT_PACKAGES};
pub use error::BillingError;
pub use order::{Order, OrderId, PointEntry, PointEntryKind, Refund};
pub use ports::{
    Approval, BillingRepository, Cancellation, GatewayError, PaymentGateway, PaymentWindow, PlanTerm, StateRefusal,
};
pub use service::{BillingService, BillingSummary, Checkout, MembershipStatus, OrderStanding};
pub use state::PaymentState;
