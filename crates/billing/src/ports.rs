//! What billing needs from a payment gateway and from storage.

use chrono::{DateTime, Utc};
use kernel::{CompanyId, Page, PageRequest, PortError, Refused, Won};

use crate::catalog::Product;
use crate::order::{Order, OrderId, PointEntry};

/// A charge the gateway confirmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Approval {
    pub payment_key: String,
    pub amount: Won,
    pub method: String,
    pub card: Option<String>,
    pub approval_number: Option<String>,
    pub approved_at: DateTime<Utc>,
    pub receipt_url: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cancellation {
    pub amount: Won,
    pub cancelled_at: DateTime<Utc>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GatewayError {
    /// The card company or the gateway refused (their code and Korean message).
    #[error("declined: {code} {message}")]
    Declined { code: String, message: String },
    /// The gateway could not be reached or answered something unreadable: worth trying again.
    #[error("gateway unavailable: {0}")]
    Unavailable(String),
}

/// Where the browser pays: the gateway's client key and, for a gateway that serves its own
/// payment page at an address, that address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentWindow {
    pub provider: &'static str,
    pub client_key: String,
    pub url: Option<String>,
}

/// A card payment gateway (Toss Payments' API, or its local fake).
#[async_trait::async_trait]
pub trait PaymentGateway: Send + Sync {
    /// How the browser opens the payment window for this order.
    fn window(
        &self,
        order_key: &str,
        order_name: &str,
        amount: Won,
        success_url: &str,
        fail_url: &str,
    ) -> PaymentWindow;

    /// Confirms the charge the window made; the order key is also the idempotency key, so a
    /// confirm repeated after a lost answer is the same confirm.
    async fn confirm(&self, payment_key: &str, order_key: &str, amount: Won) -> Result<Approval, GatewayError>;

    /// Cancels `amount` of a confirmed charge (all of it or part).
    async fn cancel(
        &self,
        payment_key: &str,
        reason: &str,
        amount: Won,
        idempotency_key: &str,
    ) -> Result<Cancellation, GatewayError>;
}

/// Why storage refused to record a payment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StateRefusal {
    /// The order is not in the state the change starts from (someone else moved it first).
    WrongState,
    /// A refund would take more points than the balance holds.
    PointsUsed,
}

/// What a confirmed plan payment does to the plan it replaces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlanTerm {
    pub from: DateTime<Utc>,
    pub to: DateTime<Utc>,
}

#[async_trait::async_trait]
pub trait BillingRepository: Send + Sync {
    async fn create_order(
        &self,
        company: CompanyId,
        product: Product,
        order_key: &str,
        at: DateTime<Utc>,
    ) -> Result<Order, PortError>;
    /// `NotFound` unless the order is the company's.
    async fn order(&self, company: CompanyId, id: OrderId) -> Result<Order, PortError>;
    async fn order_by_key(&self, company: CompanyId, order_key: &str) -> Result<Order, PortError>;
    /// Newest first; orders still awaiting payment are left out.
    async fn orders(&self, company: CompanyId, page: PageRequest) -> Result<Page<Order>, PortError>;
    async fn balance(&self, company: CompanyId) -> Result<i64, PortError>;
    async fn entries(&self, company: CompanyId, page: PageRequest) -> Result<Page<PointEntry>, PortError>;
    /// The paid plan order whose term holds `now`, the latest ending one.
    async fn current_plan(&self, company: CompanyId, now: DateTime<Utc>) -> Result<Option<Order>, PortError>;
    /// 0 → 1 with the approval; adds the order's points to the ledger and, for a plan, keeps
    /// its term. All in one transaction.
    async fn record_paid(
        &self,
        id: OrderId,
        approval: &Approval,
        term: Option<PlanTerm>,
        at: DateTime<Utc>,
    ) -> Result<Order, Refused<StateRefusal>>;
    /// 0 → 4 with the gateway's message.
    async fn record_failed(&self, id: OrderId, message: &str) -> Result<Order, Refused<StateRefusal>>;
    /// 1 → 7: the unused days of a replaced plan, cancelled at the gateway; its term ends now.
    async fn record_plan_change_refund(&self, id: OrderId, amount: Won, at: DateTime<Utc>) -> Result<(), PortError>;
    /// 1 → 2 marked as a plan change: the unused days of a replaced plan whose cancel at the
    /// gateway failed (`reason` says how), left for operator staff; its term ends now.
    async fn queue_plan_change_refund(
        &self,
        id: OrderId,
        amount: Won,
        reason: &str,
        at: DateTime<Utc>,
    ) -> Result<(), PortError>;
    /// 1 → 2.
    async fn request_refund(
        &self,
        id: OrderId,
        reason: &str,
        amount: Won,
        at: DateTime<Utc>,
    ) -> Result<Order, Refused<StateRefusal>>;
    /// Every company's orders in state 2, oldest first (operator staff).
    async fn refund_requests(&self, page: PageRequest) -> Result<Page<(Order, String)>, PortError>;
    /// An order of any company (operator staff).
    async fn any_order(&self, id: OrderId) -> Result<Order, PortError>;
    /// In state 2, with the company's balance locked: takes `points` out of the balance and
    /// marks the refund reserved, before the gateway is asked. A refund reserved already is
    /// answered as it is (a retry after an unanswered cancel takes nothing twice).
    ///
    /// # Errors
    /// `PointsUsed` when the balance cannot cover them (nothing taken), `WrongState`.
    async fn reserve_refund(&self, id: OrderId, points: i64, at: DateTime<Utc>)
        -> Result<Order, Refused<StateRefusal>>;
    /// The gateway refused the cancel: the reserved points go back to the balance and the request
    /// stays open.
    async fn release_refund(&self, id: OrderId, at: DateTime<Utc>) -> Result<Order, Refused<StateRefusal>>;
    /// 2 → 3 (7 for a plan change, whose term ends now): the card is cancelled; the points were
    /// taken when the refund was reserved.
    async fn record_refunded(&self, id: OrderId, at: DateTime<Utc>) -> Result<Order, Refused<StateRefusal>>;
    /// 2 → 5 with the reason.
    async fn record_rejected(
        &self,
        id: OrderId,
        reason: &str,
        at: DateTime<Utc>,
    ) -> Result<Order, Refused<StateRefusal>>;
}
