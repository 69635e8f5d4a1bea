//! Points and membership (/point, /point-charge, /membership …): the firm's balance and plan,
//! the catalogue, orders and their confirmation with the payment gateway, receipts and refunds;
//! operator staff decide refund requests.

use actix_web::http::StatusCode;
use actix_web::{get, post, web, HttpResponse};
use billing::order::{vat_split, Order, OrderId, PointEntry};
use billing::{Plan, PLANS, POINT_PACKAGES};
use chrono::{DateTime, Utc};
use kernel::PageRequest;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::page_dto;
use crate::routes::paging::PageQuery;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(billing_summary)
        .service(list_orders)
        .service(list_point_entries)
        .service(get_order)
        .service(start_checkout)
        .service(confirm_payment)
        .service(fail_payment)
        .service(request_refund)
        .service(list_refund_requests)
        .service(decide_refund);
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PlanDto {
    pub code: String,
    pub name: String,
    /// Per 30-day term, VAT included (won).
    pub price: i64,
    pub term_days: i64,
    pub included_points: i64,
    pub features: Vec<String>,
    /// The firm's plan now.
    pub current: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PointPackageDto {
    pub code: String,
    pub points: i64,
    pub bonus: i64,
    /// VAT included (won).
    pub price: i64,
}

/// The points and membership screens' head.
#[derive(Debug, Serialize, ToSchema)]
pub struct BillingSummaryDto {
    pub balance: i64,
    pub plan_code: String,
    pub plan_name: String,
    /// End of the paid term; null on the free plan.
    pub plan_until: Option<DateTime<Utc>>,
    pub plans: Vec<PlanDto>,
    pub point_packages: Vec<PointPackageDto>,
    /// Only the CEO pays and asks for refunds.
    pub can_pay: bool,
}

/// A refund asked for, and what became of it.
#[derive(Debug, Serialize, ToSchema)]
pub struct RefundDto {
    pub reason: String,
    pub requested_at: DateTime<Utc>,
    pub amount: i64,
    pub decided_at: Option<DateTime<Utc>>,
    pub rejection: Option<String>,
    /// When the points were taken back ahead of the card's cancel; set while an approved refund
    /// waits for the gateway's answer.
    pub reserved_at: Option<DateTime<Utc>>,
    /// The unused days of a plan left for another, whose automatic refund failed.
    pub for_plan_change: bool,
}

/// A payment: what it bought, its state (0–8) and, once paid, its receipt's facts.
#[derive(Debug, Serialize, ToSchema)]
pub struct OrderDto {
    pub id: i64,
    /// The order's id at the gateway.
    pub order_key: String,
    /// `points` or `membership`.
    pub kind: String,
    pub product_code: String,
    pub order_name: String,
    pub amount: i64,
    /// Supply value and VAT of `amount` (the receipt's split).
    pub supply_amount: i64,
    pub vat_amount: i64,
    pub points: i64,
    /// 0 결제 대기, 1 결제 완료, 2 환불 요청, 3 환불 완료, 4 결제 오류, 5 환불 거절, 6 기타,
    /// 7 멤버십 변경 환불, 8 일정 변경 중.
    #[schema(minimum = 0, maximum = 8)]
    pub state: i16,
    pub state_label: String,
    pub created_at: DateTime<Utc>,
    pub method: Option<String>,
    pub card: Option<String>,
    pub approval_number: Option<String>,
    pub approved_at: Option<DateTime<Utc>>,
    /// The gateway's card slip.
    pub receipt_url: Option<String>,
    pub failure: Option<String>,
    pub term_from: Option<DateTime<Utc>>,
    pub term_to: Option<DateTime<Utc>>,
    pub refund: Option<RefundDto>,
    /// A refund may be asked now (paid points, within 7 days, all unspent).
    pub refundable: bool,
}

impl OrderDto {
    fn of(o: Order, refundable: bool) -> Self {
        let (supply, vat) = vat_split(o.amount);
        OrderDto {
            id: o.id.get(),
            kind: o.product.kind().into(),
            product_code: o.product.code().into(),
            order_name: o.product.order_name(),
            amount: o.amount.get(),
            supply_amount: supply.get(),
            vat_amount: vat.get(),
            points: o.product.points(),
            state: o.state.code(),
            state_label: o.state.label().into(),
            created_at: o.created_at,
            order_key: o.order_key,
            method: o.method,
            card: o.card,
            approval_number: o.approval_number,
            approved_at: o.approved_at,
            receipt_url: o.receipt_url,
            failure: o.failure,
            term_from: o.term.map(|t| t.0),
            term_to: o.term.map(|t| t.1),
            refund: o.refund.map(|r| RefundDto {
                reason: r.reason,
                requested_at: r.requested_at,
                amount: r.amount.get(),
                decided_at: r.decided_at,
                rejection: r.rejection,
                reserved_at: r.reserved_at,
                for_plan_change: r.for_plan_change,
            }),
            refundable,
        }
    }
}

page_dto!(OrderPage, OrderDto);

#[derive(Debug, Serialize, ToSchema)]
pub struct PointEntryDto {
    /// `charge` 충전, `plan_grant` 멤버십 제공, `refund` 환불 차감, `spend` 사용, `refund_returned`
    /// 환불 실패 복원 (the card's cancel was refused: the points reserved for it came back).
    pub kind: String,
    pub kind_label: String,
    /// Signed.
    pub points: i64,
    pub balance_after: i64,
    pub order_id: Option<i64>,
    pub memo: String,
    pub at: DateTime<Utc>,
}

impl From<PointEntry> for PointEntryDto {
    fn from(e: PointEntry) -> Self {
        PointEntryDto {
            kind: e.kind.code().into(),
            kind_label: e.kind.label().into(),
            points: e.points,
            balance_after: e.balance_after,
            order_id: e.order_id.map(|o| o.get()),
            memo: e.memo,
            at: e.at,
        }
    }
}

page_dto!(PointEntryPage, PointEntryDto);

/// The firm's balance and plan, with the plans and point packages on sale.
#[utoipa::path(tag = "billing", security(("bearer" = [])), responses((status = 200, body = BillingSummaryDto)))]
#[get("/billing")]
pub async fn billing_summary(state: web::Data<AppState>, t: Tenant) -> Result<web::Json<BillingSummaryDto>, ApiError> {
    let s = state.billing.summary(&t.actor).await?;
    let plan = s.membership.plan;
    Ok(web::Json(BillingSummaryDto {
        balance: s.balance,
        plan_code: plan.code.into(),
        plan_name: plan.name.into(),
        plan_until: s.membership.until,
        plans: PLANS
            .iter()
            .map(|p| PlanDto {
                code: p.code.into(),
                name: p.name.into(),
                price: p.price.get(),
                term_days: Plan::TERM_DAYS,
                included_points: p.included_points,
                features: p.features.iter().map(|f| (*f).to_owned()).collect(),
                current: p.code == plan.code,
            })
            .collect(),
        point_packages: POINT_PACKAGES
            .iter()
            .map(|p| PointPackageDto { code: p.code.into(), points: p.points, bonus: p.bonus, price: p.price.get() })
            .collect(),
        can_pay: t.actor.is_ceo,
    }))
}

/// The firm's payments, newest first (orders never paid for are left out).
#[utoipa::path(tag = "billing", security(("bearer" = [])), params(PageQuery), responses((status = 200, body = OrderPage)))]
#[get("/billing/orders")]
pub async fn list_orders(
    state: web::Data<AppState>,
    t: Tenant,
    q: web::Query<PageQuery>,
) -> Result<web::Json<OrderPage>, ApiError> {
    let page = state.billing.orders(&t.actor, PageRequest::checked(q.page, q.page_size)?).await?;
    Ok(web::Json(OrderPage::from_page(page, |o| OrderDto::of(o.order, o.refundable))))
}

/// The point ledger, newest first.
#[utoipa::path(tag = "billing", security(("bearer" = [])), params(PageQuery), responses((status = 200, body = PointEntryPage)))]
#[get("/billing/points")]
pub async fn list_point_entries(
    state: web::Data<AppState>,
    t: Tenant,
    q: web::Query<PageQuery>,
) -> Result<web::Json<PointEntryPage>, ApiError> {
    let page = state.billing.entries(&t.actor, PageRequest::checked(q.page, q.page_size)?).await?;
    Ok(web::Json(PointEntryPage::from_page(page, PointEntryDto::from)))
}

/// One payment (its receipt).
#[utoipa::path(
    tag = "billing",
    security(("bearer" = [])),
    params(("order_id" = i64, Path)),
    responses(
        (status = 200, body = OrderDto),
        (status = 404, description = "order_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/billing/orders/{order_id}")]
pub async fn get_order(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<web::Json<OrderDto>, ApiError> {
    let o = state.billing.order(&t.actor, OrderId(*id)).await?;
    Ok(web::Json(OrderDto::of(o.order, o.refundable)))
}

#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CheckoutBody {
    /// `points` or `membership`.
    #[schema(pattern = "^(points|membership)$")]
    pub kind: String,
    /// A point package (`p10`, `p30`, `p50`, `p100`) or a paid plan (`standard`, `premium`).
    #[schema(max_length = 20)]
    pub code: String,
}

/// Where the browser pays for a new order.
#[derive(Debug, Serialize, ToSchema)]
pub struct CheckoutDto {
    pub order: OrderDto,
    pub order_name: String,
    /// `toss`.
    pub provider: String,
    pub client_key: String,
    /// The payment page to open (the local test window); null means Toss's own window through
    /// its script with `client_key`.
    pub window_url: Option<String>,
    pub success_url: String,
    pub fail_url: String,
}

/// Makes an order (결제 대기) and says where to pay for it (the CEO).
#[utoipa::path(
    tag = "billing",
    security(("bearer" = [])),
    request_body = CheckoutBody,
    responses(
        (status = 201, body = CheckoutDto),
        (status = 403, description = "ceo_only", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`code`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/billing/checkout")]
pub async fn start_checkout(
    state: web::Data<AppState>,
    t: Tenant,
    body: web::Json<CheckoutBody>,
) -> Result<HttpResponse, ApiError> {
    let c = state.billing.checkout(&t.actor, &body.kind, &body.code).await?;
    Ok(HttpResponse::build(StatusCode::CREATED).json(CheckoutDto {
        order: OrderDto::of(c.order, false),
        order_name: c.order_name,
        provider: c.window.provider.into(),
        client_key: c.window.client_key,
        window_url: c.window.url,
        success_url: c.success_url,
        fail_url: c.fail_url,
    }))
}

/// What the payment window returned to the success page.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ConfirmBody {
    #[schema(max_length = 64)]
    pub order_key: String,
    #[schema(max_length = 200)]
    pub payment_key: String,
    #[schema(minimum = 1)]
    #[serde(deserialize_with = "crate::wire::int")]
    pub amount: i64,
}

/// Confirms the charge with the gateway and grants what it bought. A declined card answers 402
/// and grants nothing; confirming a paid order again answers it as it is.
#[utoipa::path(
    tag = "billing",
    security(("bearer" = [])),
    request_body = ConfirmBody,
    responses(
        (status = 200, body = OrderDto),
        (status = 402, description = "payment_declined", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "ceo_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "order_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "order_state_conflict", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "payment_amount_mismatch", body = Problem, content_type = "application/problem+json"),
        (status = 503, description = "payment_gateway_unavailable", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/billing/confirm")]
pub async fn confirm_payment(
    state: web::Data<AppState>,
    t: Tenant,
    body: web::Json<ConfirmBody>,
) -> Result<web::Json<OrderDto>, ApiError> {
    let o = state.billing.confirm(&t.actor, &body.order_key, &body.payment_key, body.amount).await?;
    Ok(web::Json(OrderDto::of(o, false)))
}

/// What the payment window returned to the fail page.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FailBody {
    #[schema(max_length = 64)]
    pub order_key: String,
    /// The gateway's code (e.g. `PAY_PROCESS_CANCELED`).
    #[serde(default)]
    #[schema(max_length = 100)]
    pub code: String,
    #[serde(default)]
    #[schema(max_length = 500)]
    pub message: String,
}

/// Closes an order whose payment window failed or was cancelled (결제 오류).
#[utoipa::path(
    tag = "billing",
    security(("bearer" = [])),
    request_body = FailBody,
    responses(
        (status = 200, body = OrderDto),
        (status = 403, description = "ceo_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "order_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "order_state_conflict", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/billing/fail")]
pub async fn fail_payment(
    state: web::Data<AppState>,
    t: Tenant,
    body: web::Json<FailBody>,
) -> Result<web::Json<OrderDto>, ApiError> {
    let o = state.billing.fail(&t.actor, &body.order_key, &body.message).await?;
    Ok(web::Json(OrderDto::of(o, false)))
}

#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RefundBody {
    #[schema(max_length = 500, pattern = r"\S")]
    pub reason: String,
}

/// Asks for the refund of a points charge (환불 요청); operator staff decide.
#[utoipa::path(
    tag = "billing",
    security(("bearer" = [])),
    params(("order_id" = i64, Path)),
    request_body = RefundBody,
    responses(
        (status = 200, body = OrderDto),
        (status = 403, description = "ceo_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "order_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "refund_period_over, points_already_used, not_refundable, order_state_conflict", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`reason`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/billing/orders/{order_id}/refund")]
pub async fn request_refund(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<RefundBody>,
) -> Result<web::Json<OrderDto>, ApiError> {
    let o = state.billing.request_refund(&t.actor, OrderId(*id), &body.reason).await?;
    Ok(web::Json(OrderDto::of(o, false)))
}

/// A refund request with the firm that asked.
#[derive(Debug, Serialize, ToSchema)]
pub struct RefundRequestDto {
    pub company_name: String,
    pub order: OrderDto,
}

page_dto!(RefundRequestPage, RefundRequestDto);

/// Every firm's refund requests, oldest first (operator staff).
#[utoipa::path(
    tag = "operator",
    security(("bearer" = [])),
    params(PageQuery),
    responses(
        (status = 200, body = RefundRequestPage),
        (status = 403, description = "operator_only", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/operator/refunds")]
pub async fn list_refund_requests(
    state: web::Data<AppState>,
    t: Tenant,
    q: web::Query<PageQuery>,
) -> Result<web::Json<RefundRequestPage>, ApiError> {
    let page =
        state.billing.refund_requests(t.user.user.is_operator, PageRequest::checked(q.page, q.page_size)?).await?;
    Ok(web::Json(RefundRequestPage::from_page(page, |(o, company_name)| RefundRequestDto {
        company_name,
        order: OrderDto::of(o, false),
    })))
}

#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RefundDecisionBody {
    pub approve: bool,
    /// Required to reject: shown to the firm.
    #[serde(default)]
    #[schema(max_length = 500)]
    pub reason: String,
}

/// Approves a refund (the gateway cancels the charge and the points are taken back: 환불 완료)
/// or rejects it with a reason (환불 거절) (operator staff).
#[utoipa::path(
    tag = "operator",
    security(("bearer" = [])),
    params(("order_id" = i64, Path)),
    request_body = RefundDecisionBody,
    responses(
        (status = 200, body = OrderDto),
        (status = 402, description = "payment_declined (the gateway refused the cancel)", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "operator_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "order_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "order_state_conflict, points_already_used", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`reason`)", body = Problem, content_type = "application/problem+json"),
        (status = 503, description = "payment_gateway_unavailable", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/operator/refunds/{order_id}")]
pub async fn decide_refund(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<RefundDecisionBody>,
) -> Result<web::Json<OrderDto>, ApiError> {
    let o = state.billing.decide_refund(t.user.user.is_operator, OrderId(*id), body.approve, &body.reason).await?;
    Ok(web::Json(OrderDto::of(o, false)))
}
