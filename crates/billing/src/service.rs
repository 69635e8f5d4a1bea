//! The billing service: orders, their confirmation with the gateway, refunds and the summary the
//! points and membership screens show.

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use kernel::{Actor, Clock, Page, PageRequest, PortError, Refused, TokenMinter};

use crate::catalog::{Plan, Product, PLANS};
use crate::error::BillingError;
use crate::order::{check_refundable, unused_term_refund, NotRefundable, Order, OrderId, PointEntry};
use crate::ports::{BillingRepository, GatewayError, PaymentGateway, PaymentWindow, PlanTerm, StateRefusal};

pub const MAX_REASON_CHARS: usize = 500;

/// The firm's plan now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MembershipStatus {
    pub plan: Plan,
    /// End of the paid term; `None` on the free plan.
    pub until: Option<DateTime<Utc>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BillingSummary {
    pub balance: i64,
    pub membership: MembershipStatus,
}

/// A new order and where the browser pays for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checkout {
    pub order: Order,
    pub order_name: String,
    pub window: PaymentWindow,
    pub success_url: String,
    pub fail_url: String,
}

/// Why a replaced plan's unused days go back.
const PLAN_CHANGE_REASON: &str = "멤버십 변경에 따른 잔여 기간 환불";

/// The gateway's idempotency key of a replaced plan's refund: the same whether it is tried at
/// the change or approved later on the refunds desk, so it can never be cancelled twice.
fn plan_change_key(old: &Order) -> String {
    format!("{}-change", old.order_key)
}

/// An order as the firm sees it: whether a refund may be asked for now (points, paid, within
/// the refund days, and the balance still holding them), decided on the service's clock.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderStanding {
    pub order: Order,
    pub refundable: bool,
}

impl OrderStanding {
    fn of(order: Order, balance: i64, now: chrono::DateTime<chrono::Utc>) -> Self {
        let refundable = check_refundable(&order, balance, now).is_ok();
        OrderStanding { order, refundable }
    }
}

#[derive(Clone)]
pub struct BillingService {
    repo: Arc<dyn BillingRepository>,
    gateway: Arc<dyn PaymentGateway>,
    tokens: Arc<dyn TokenMinter>,
    clock: Arc<dyn Clock>,
    public_origin: String,
}

fn state_error(e: Refused<StateRefusal>) -> BillingError {
    match e {
        Refused::Conflict(StateRefusal::WrongState) => BillingError::WrongState,
        Refused::Conflict(StateRefusal::PointsUsed) => BillingError::PointsUsed,
        Refused::Port(PortError::NotFound) => BillingError::OrderNotFound,
        Refused::Port(p) => BillingError::Port(p),
    }
}

fn not_found(e: PortError) -> BillingError {
    match e {
        PortError::NotFound => BillingError::OrderNotFound,
        e => BillingError::Port(e),
    }
}

fn ceo(actor: &Actor) -> Result<(), BillingError> {
    if actor.is_ceo {
        Ok(())
    } else {
        Err(BillingError::CeoOnly)
    }
}

impl BillingService {
    pub fn new(
        repo: Arc<dyn BillingRepository>,
        gateway: Arc<dyn PaymentGateway>,
        tokens: Arc<dyn TokenMinter>,
        clock: Arc<dyn Clock>,
        public_origin: String,
    ) -> Self {
        BillingService { repo, gateway, tokens, clock, public_origin }
    }

    /// The balance and the plan now.
    ///
    /// # Errors
    /// Only the port's.
    pub async fn summary(&self, actor: &Actor) -> Result<BillingSummary, BillingError> {
        let now = self.clock.now();
        let balance = self.repo.balance(actor.company_id).await?;
        let membership = match self.repo.current_plan(actor.company_id, now).await? {
            Some(Order { product: Product::Membership(plan), term: Some((_, until)), .. }) => {
                MembershipStatus { plan, until: Some(until) }
            }
            _ => MembershipStatus { plan: PLANS[0], until: None },
        };
        Ok(BillingSummary { balance, membership })
    }

    /// The firm's orders, each with whether its refund may be asked for now.
    ///
    /// # Errors
    /// Only the port's.
    pub async fn orders(&self, actor: &Actor, page: PageRequest) -> Result<Page<OrderStanding>, BillingError> {
        let orders = self.repo.orders(actor.company_id, page).await?;
        let balance = self.repo.balance(actor.company_id).await?;
        let now = self.clock.now();
        Ok(orders.map(|order| OrderStanding::of(order, balance, now)))
    }

    /// # Errors
    /// Only the port's.
    pub async fn entries(&self, actor: &Actor, page: PageRequest) -> Result<Page<PointEntry>, BillingError> {
        Ok(self.repo.entries(actor.company_id, page).await?)
    }

    /// An order of the firm (the receipt).
    ///
    /// # Errors
    /// `OrderNotFound`.
    pub async fn order(&self, actor: &Actor, id: OrderId) -> Result<OrderStanding, BillingError> {
        let order = self.repo.order(actor.company_id, id).await.map_err(not_found)?;
        let balance = self.repo.balance(actor.company_id).await?;
        Ok(OrderStanding::of(order, balance, self.clock.now()))
    }

    /// Makes an order (state 0) and says where to pay for it (the CEO).
    ///
    /// # Errors
    /// `CeoOnly`, `UnknownProduct`.
    pub async fn checkout(&self, actor: &Actor, kind: &str, code: &str) -> Result<Checkout, BillingError> {
        ceo(actor)?;
        let product = Product::parse(kind, code).ok_or(BillingError::UnknownProduct)?;
        // Toss order ids: 6–64 characters of letters, digits, '-' and '_'.
        let key: String = self.tokens.mint().chars().filter(|c| c.is_ascii_alphanumeric()).take(24).collect();
        let order_key = format!("JH{}-{key}", actor.company_id.get());
        let order = self.repo.create_order(actor.company_id, product, &order_key, self.clock.now()).await?;
        let origin = self.public_origin.trim_end_matches('/');
        let (success_url, fail_url) = match product {
            Product::Points(_) => (format!("{origin}/point-charge-complete"), format!("{origin}/point-charge")),
            Product::Membership(_) => (format!("{origin}/membership-complete"), format!("{origin}/membership")),
        };
        let order_name = product.order_name();
        let window = self.gateway.window(&order_key, &order_name, order.amount, &success_url, &fail_url);
        Ok(Checkout { order, order_name, window, success_url, fail_url })
    }

    /// Confirms what the payment window charged, then grants it. A declined card leaves the
    /// order in state 4 and grants nothing; confirming a paid order again answers it as it is.
    ///
    /// # Errors
    /// `CeoOnly`, `OrderNotFound`, `AmountMismatch`, `Declined`, `GatewayUnavailable`,
    /// `WrongState`.
    pub async fn confirm(
        &self,
        actor: &Actor,
        order_key: &str,
        payment_key: &str,
        amount: i64,
    ) -> Result<Order, BillingError> {
        ceo(actor)?;
        let order = self.repo.order_by_key(actor.company_id, order_key).await.map_err(not_found)?;
        if order.state == crate::PaymentState::Paid && order.payment_key.as_deref() == Some(payment_key) {
            return Ok(order);
        }
        if order.state != crate::PaymentState::Awaiting {
            return Err(BillingError::WrongState);
        }
        if order.amount.get() != amount {
            return Err(BillingError::AmountMismatch);
        }
        let approval = match self.gateway.confirm(payment_key, order_key, order.amount).await {
            Ok(a) => a,
            Err(GatewayError::Declined { message, .. }) => {
                self.repo.record_failed(order.id, &message).await.map_err(state_error)?;
                return Err(BillingError::Declined(message));
            }
            Err(GatewayError::Unavailable(_)) => return Err(BillingError::GatewayUnavailable),
        };
        let now = self.clock.now();
        let mut replaced = None;
        let term = match order.product {
            Product::Points(_) => None,
            Product::Membership(plan) => {
                let current = self.repo.current_plan(actor.company_id, now).await?;
                Some(match current {
                    // The same plan again extends the term from its end.
                    Some(Order { product: Product::Membership(p), term: Some((_, end)), .. }) if p == plan => {
                        PlanTerm { from: end, to: end + Duration::days(Plan::TERM_DAYS) }
                    }
                    other => {
                        replaced = other;
                        PlanTerm { from: now, to: now + Duration::days(Plan::TERM_DAYS) }
                    }
                })
            }
        };
        let paid = match self.repo.record_paid(order.id, &approval, term, now).await {
            Ok(paid) => paid,
            // A second click confirmed it first: the same payment, answered as it is.
            Err(Refused::Conflict(StateRefusal::WrongState)) => {
                let again = self.repo.order(actor.company_id, order.id).await.map_err(not_found)?;
                if again.payment_key.as_deref() == Some(approval.payment_key.as_str()) {
                    return Ok(again);
                }
                return Err(BillingError::WrongState);
            }
            Err(e) => return Err(state_error(e)),
        };
        if let Some(old) = replaced {
            self.refund_replaced_plan(&old, now).await;
        }
        Ok(paid)
    }

    /// The unused days of a plan left for another go back to the card (state 7). When the
    /// gateway refuses or does not answer, the refund is put on the operator's refunds desk
    /// (state 2, marked as a plan change) instead of being dropped; the new plan stands either
    /// way.
    async fn refund_replaced_plan(&self, old: &Order, now: DateTime<Utc>) {
        let (Some(key), Some((_, end))) = (old.payment_key.as_deref(), old.term) else { return };
        let amount = unused_term_refund(old.amount, end, now);
        if amount.get() == 0 {
            return;
        }
        let why = match self.gateway.cancel(key, PLAN_CHANGE_REASON, amount, &plan_change_key(old)).await {
            Ok(_) => {
                if let Err(e) = self.repo.record_plan_change_refund(old.id, amount, now).await {
                    tracing::error!(order = old.id.get(), error = %e, "plan change refund cancelled but not recorded");
                }
                return;
            }
            Err(GatewayError::Declined { message, .. }) => message,
            Err(GatewayError::Unavailable(_)) => "결제사 응답 없음".to_owned(),
        };
        let reason = format!("{PLAN_CHANGE_REASON} (자동 환불 실패: {why})");
        let reason: String = reason.chars().take(MAX_REASON_CHARS).collect();
        if let Err(e) = self.repo.queue_plan_change_refund(old.id, amount, &reason, now).await {
            tracing::error!(order = old.id.get(), error = %e, "plan change refund failed and could not be queued");
        }
    }

    /// The payment window came back failed or cancelled: the order is closed in state 4.
    ///
    /// # Errors
    /// `CeoOnly`, `OrderNotFound`, `WrongState` (already paid).
    pub async fn fail(&self, actor: &Actor, order_key: &str, message: &str) -> Result<Order, BillingError> {
        ceo(actor)?;
        let order = self.repo.order_by_key(actor.company_id, order_key).await.map_err(not_found)?;
        let message: String = message.trim().chars().take(MAX_REASON_CHARS).collect();
        let message = if message.is_empty() { "결제가 완료되지 않았습니다.".to_owned() } else { message };
        self.repo.record_failed(order.id, &message).await.map_err(state_error)
    }

    /// Asks for the refund of a points order (state 2); operator staff decide.
    ///
    /// # Errors
    /// `CeoOnly`, `OrderNotFound`, `Invalid` (reason), `NotRefundable`, `RefundTooLate`,
    /// `PointsUsed`, `WrongState`.
    pub async fn request_refund(&self, actor: &Actor, id: OrderId, reason: &str) -> Result<Order, BillingError> {
        ceo(actor)?;
        let reason = reason.trim();
        if reason.is_empty() || reason.chars().count() > MAX_REASON_CHARS {
            return Err(BillingError::Invalid("reason"));
        }
        let order = self.repo.order(actor.company_id, id).await.map_err(not_found)?;
        let balance = self.repo.balance(actor.company_id).await?;
        let now = self.clock.now();
        check_refundable(&order, balance, now).map_err(|e| match e {
            NotRefundable::NotPaidPoints => BillingError::NotRefundable,
            NotRefundable::TooLate => BillingError::RefundTooLate,
            NotRefundable::PointsUsed => BillingError::PointsUsed,
        })?;
        self.repo.request_refund(id, reason, order.amount, now).await.map_err(state_error)
    }

    /// Every firm's refund requests with the firm's name (operator staff).
    ///
    /// # Errors
    /// `OperatorOnly`.
    pub async fn refund_requests(
        &self,
        is_operator: bool,
        page: PageRequest,
    ) -> Result<Page<(Order, String)>, BillingError> {
        if !is_operator {
            return Err(BillingError::OperatorOnly);
        }
        Ok(self.repo.refund_requests(page).await?)
    }

    /// Approves (the gateway cancels the charge, the points go) or rejects a refund request.
    ///
    /// # Errors
    /// `OperatorOnly`, `OrderNotFound`, `WrongState`, `Invalid` (a rejection without a reason),
    /// `PointsUsed`, `GatewayUnavailable` / `Declined` (the request stays open).
    pub async fn decide_refund(
        &self,
        is_operator: bool,
        id: OrderId,
        approve: bool,
        reason: &str,
    ) -> Result<Order, BillingError> {
        if !is_operator {
            return Err(BillingError::OperatorOnly);
        }
        let order = self.repo.any_order(id).await.map_err(not_found)?;
        if order.state != crate::PaymentState::RefundRequested {
            return Err(BillingError::WrongState);
        }
        let now = self.clock.now();
        if !approve {
            let reason = reason.trim();
            if reason.is_empty() || reason.chars().count() > MAX_REASON_CHARS {
                return Err(BillingError::Invalid("reason"));
            }
            return self.repo.record_rejected(id, reason, now).await.map_err(state_error);
        }
        let key = order.payment_key.clone().ok_or(BillingError::WrongState)?;
        let refund = order.refund.clone().ok_or(BillingError::WrongState)?;
        // The points first, under the balance's lock: none can be spent between the check and
        // the card's cancel, and a balance that cannot cover them stops before the gateway.
        self.repo.reserve_refund(id, refund.points(&order), now).await.map_err(state_error)?;
        let idem = if refund.for_plan_change { plan_change_key(&order) } else { format!("{}-refund", order.order_key) };
        match self.gateway.cancel(&key, &refund.reason, refund.amount, &idem).await {
            Ok(_) => {}
            Err(GatewayError::Declined { message, .. }) => {
                self.repo.release_refund(id, now).await.map_err(state_error)?;
                return Err(BillingError::Declined(message));
            }
            // No answer: the card may or may not be cancelled. The points stay reserved and the
            // request open; approving again asks the gateway with the same key.
            Err(GatewayError::Unavailable(_)) => return Err(BillingError::GatewayUnavailable),
        }
        self.repo.record_refunded(id, now).await.map_err(state_error)
    }
}
