//! An order and what it leaves behind: its payment, its refund, the point ledger's entries; and
//! the rules of a refund (which points order may be refunded, what a plan change gives back).

use chrono::{DateTime, Duration, Utc};
use kernel::{define_id, CompanyId, Won};

use crate::catalog::{Plan, Product};
use crate::state::PaymentState;

define_id!(
    /// An order (a points charge or a membership term).
    OrderId
);

/// Days after payment within which unspent points may be refunded.
pub const REFUND_DAYS: i64 = 7;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Order {
    pub id: OrderId,
    pub company_id: CompanyId,
    /// The order's id at the gateway (random, URL-safe).
    pub order_key: String,
    pub product: Product,
    pub amount: Won,
    pub state: PaymentState,
    pub created_at: DateTime<Utc>,
    /// The gateway's key of the confirmed charge.
    pub payment_key: Option<String>,
    /// e.g. "카드".
    pub method: Option<String>,
    /// Card issuer and masked number as the gateway gave them.
    pub card: Option<String>,
    pub approval_number: Option<String>,
    pub approved_at: Option<DateTime<Utc>>,
    /// The gateway's own receipt page.
    pub receipt_url: Option<String>,
    /// Why the payment failed (state 4), as the gateway said it.
    pub failure: Option<String>,
    /// The membership term a plan order paid for.
    pub term: Option<(DateTime<Utc>, DateTime<Utc>)>,
    pub refund: Option<Refund>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refund {
    pub reason: String,
    pub requested_at: DateTime<Utc>,
    pub amount: Won,
    pub decided_at: Option<DateTime<Utc>>,
    /// Operator staff's reason for a refusal.
    pub rejection: Option<String>,
    /// When the order's points were taken back ahead of the gateway's cancel (approved, the
    /// card's cancel not confirmed yet); `None` before the approval or after a refused cancel.
    pub reserved_at: Option<DateTime<Utc>>,
    /// The unused days of a plan left for another, whose automatic refund failed and waits for
    /// operator staff.
    pub for_plan_change: bool,
}

impl Refund {
    /// The points a refund takes back: a points order's; none for a plan change (the plan's
    /// included points stay with the term that was used).
    pub fn points(&self, order: &Order) -> i64 {
        if self.for_plan_change {
            0
        } else {
            order.product.points()
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PointEntryKind {
    /// Points bought.
    Charge,
    /// Points a paid membership term included.
    PlanGrant,
    /// Points taken back with a refund.
    Refund,
    /// Points spent (see `crate::usage`).
    Spend,
    /// Points reserved for a refund given back: the gateway refused to cancel the card.
    RefundReturned,
}

impl PointEntryKind {
    pub const ALL: [PointEntryKind; 5] = [
        PointEntryKind::Charge,
        PointEntryKind::PlanGrant,
        PointEntryKind::Refund,
        PointEntryKind::Spend,
        PointEntryKind::RefundReturned,
    ];

    pub fn code(self) -> &'static str {
        match self {
            PointEntryKind::Charge => "charge",
            PointEntryKind::PlanGrant => "plan_grant",
            PointEntryKind::Refund => "refund",
            PointEntryKind::Spend => "spend",
            PointEntryKind::RefundReturned => "refund_returned",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.code() == code)
    }

    pub fn label(self) -> &'static str {
        match self {
            PointEntryKind::Charge => "충전",
            PointEntryKind::PlanGrant => "멤버십 제공",
            PointEntryKind::Refund => "환불 차감",
            PointEntryKind::Spend => "사용",
            PointEntryKind::RefundReturned => "환불 실패 복원",
        }
    }

    /// The ledger line's memo for the entries an order makes (a spend writes its own, see
    /// [`crate::usage::RequestCharge`]).
    pub fn order_memo(self) -> &'static str {
        match self {
            PointEntryKind::Charge => "포인트 충전",
            PointEntryKind::PlanGrant => "멤버십 포함 포인트",
            PointEntryKind::Refund => "환불 (카드 취소 진행)",
            PointEntryKind::RefundReturned => "카드 취소 거절로 환불 포인트 복원",
            PointEntryKind::Spend => "포인트 사용",
        }
    }
}

/// The refund reason an order refunded for a plan change keeps (state 7).
pub const PLAN_CHANGE_REFUND_REASON: &str = "멤버십 변경";

/// A line of the point ledger.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PointEntry {
    pub kind: PointEntryKind,
    /// Signed: added or taken.
    pub points: i64,
    pub balance_after: i64,
    pub order_id: Option<OrderId>,
    pub memo: String,
    pub at: DateTime<Utc>,
}

/// Why a refund cannot be asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotRefundable {
    /// Only a paid points order (a plan is refunded by changing it).
    NotPaidPoints,
    TooLate,
    /// Some of the order's points were spent.
    PointsUsed,
}

/// Whether a points order may be refunded now: paid, within [`REFUND_DAYS`], and its points all
/// still in the balance.
///
/// # Errors
/// Which rule it breaks.
pub fn check_refundable(order: &Order, balance: i64, now: DateTime<Utc>) -> Result<(), NotRefundable> {
    let (Product::Points(_), PaymentState::Paid, Some(paid)) = (order.product, order.state, order.approved_at) else {
        return Err(NotRefundable::NotPaidPoints);
    };
    if now > paid + Duration::days(REFUND_DAYS) {
        return Err(NotRefundable::TooLate);
    }
    if balance < order.product.points() {
        return Err(NotRefundable::PointsUsed);
    }
    Ok(())
}

/// What a plan change gives back of the term being left: its price times the whole days left
/// over the term's days, rounded down to the won.
pub fn unused_term_refund(price: Won, term_end: DateTime<Utc>, now: DateTime<Utc>) -> Won {
    let days_left = (term_end - now).num_days().clamp(0, Plan::TERM_DAYS);
    Won(price.get() * days_left / Plan::TERM_DAYS)
}

/// A VAT-inclusive price as the receipt splits it: supply value (rounded to the won) and VAT.
pub fn vat_split(amount: Won) -> (Won, Won) {
    let supply = (amount.get() * 10 + 5) / 11;
    (Won(supply), Won(amount.get() - supply))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::POINT_PACKAGES;

    fn paid(at: DateTime<Utc>) -> Order {
        Order {
            id: OrderId(1),
            company_id: CompanyId(1),
            order_key: "k".into(),
            product: Product::Points(POINT_PACKAGES[1]),
            amount: Won(30_000),
            state: PaymentState::Paid,
            created_at: at,
            payment_key: Some("pk".into()),
            method: Some("카드".into()),
            card: None,
            approval_number: None,
            approved_at: Some(at),
            receipt_url: None,
            failure: None,
            term: None,
            refund: None,
        }
    }

    #[test]
    fn unspent_points_are_refundable_for_seven_days() {
        let at = Utc::now();
        let o = paid(at);
        assert_eq!(check_refundable(&o, 31_500, at + Duration::days(6)), Ok(()));
        assert_eq!(check_refundable(&o, 31_499, at), Err(NotRefundable::PointsUsed));
        assert_eq!(check_refundable(&o, 50_000, at + Duration::days(8)), Err(NotRefundable::TooLate));
        let waiting = Order { state: PaymentState::Awaiting, ..o.clone() };
        assert_eq!(check_refundable(&waiting, 50_000, at), Err(NotRefundable::NotPaidPoints));
        let plan = Order { product: Product::parse("membership", "standard").unwrap(), ..o };
        assert_eq!(check_refundable(&plan, 50_000, at), Err(NotRefundable::NotPaidPoints));
    }

    #[test]
    fn the_receipt_splits_vat_out_of_the_price() {
        assert_eq!(vat_split(Won(99_000)), (Won(90_000), Won(9_000)));
        assert_eq!(vat_split(Won(10_000)), (Won(9_091), Won(909)));
    }

    #[test]
    fn a_plan_change_refunds_the_whole_days_left() {
        let now = Utc::now();
        assert_eq!(unused_term_refund(Won(99_000), now + Duration::days(10) + Duration::hours(5), now), Won(33_000));
        assert_eq!(unused_term_refund(Won(99_000), now - Duration::days(1), now), Won(0));
        assert_eq!(unused_term_refund(Won(290_000), now + Duration::days(45), now), Won(290_000));
    }
}
