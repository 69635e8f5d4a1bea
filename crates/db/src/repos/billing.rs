//! [`BillingRepository`] on PostgreSQL (migration ..._billing). Every state change is a
//! conditional UPDATE from the state it starts from, so two clicks or two operators cannot both
//! move an order; points change with the company's balance row locked.

use billing::order::{Order, OrderId, PointEntry, PointEntryKind, Refund, PLAN_CHANGE_REFUND_REASON};
use billing::usage::RequestCharge;
use billing::{Approval, BillingRepository, PaymentState, PlanTerm, Product, StateRefusal};
use chrono::{DateTime, Utc};
use diesel::sql_types::{BigInt, Bool, Nullable, SmallInt, Text, Timestamptz};
use diesel::OptionalExtension;
use diesel::QueryableByName;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{CompanyId, Page, PageRequest, PortError, Refused, Won};

use crate::error::{pool_err, to_port, FromConstraint, TxError};
use crate::Pool;

#[derive(Clone)]
pub struct PgBilling {
    pool: Pool,
}

impl PgBilling {
    pub fn new(pool: Pool) -> Self {
        PgBilling { pool }
    }
}

/// The states the statements below move between, as the `state` column stores them: the SQL
/// names a state only through [`PaymentState::code`].
const AWAITING: i16 = PaymentState::Awaiting.code();
const PAID: i16 = PaymentState::Paid.code();
const REFUND_REQUESTED: i16 = PaymentState::RefundRequested.code();
const REFUNDED: i16 = PaymentState::Refunded.code();
const PAYMENT_ERROR: i16 = PaymentState::PaymentError.code();
const REFUND_REJECTED: i16 = PaymentState::RefundRejected.code();
const REFUNDED_FOR_PLAN_CHANGE: i16 = PaymentState::RefundedForPlanChange.code();

impl FromConstraint for StateRefusal {
    fn from_constraint(name: &str) -> Option<Self> {
        // A balance that would go below zero (the refund of spent points).
        (name.starts_with("point_balances_balance") || name.starts_with("point_entries_balance_after"))
            .then_some(StateRefusal::PointsUsed)
    }
}

#[derive(QueryableByName)]
struct OrderSql {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = BigInt)]
    company_id: i64,
    #[diesel(sql_type = Text)]
    order_key: String,
    #[diesel(sql_type = Text)]
    product_kind: String,
    #[diesel(sql_type = Text)]
    product_code: String,
    #[diesel(sql_type = BigInt)]
    amount: i64,
    #[diesel(sql_type = SmallInt)]
    state: i16,
    #[diesel(sql_type = Timestamptz)]
    created_at: DateTime<Utc>,
    #[diesel(sql_type = Nullable<Text>)]
    payment_key: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    method: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    card: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    approval_number: Option<String>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    approved_at: Option<DateTime<Utc>>,
    #[diesel(sql_type = Nullable<Text>)]
    receipt_url: Option<String>,
    #[diesel(sql_type = Nullable<Text>)]
    failure: Option<String>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    term_from: Option<DateTime<Utc>>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    term_to: Option<DateTime<Utc>>,
    #[diesel(sql_type = Nullable<Text>)]
    refund_reason: Option<String>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    refund_requested_at: Option<DateTime<Utc>>,
    #[diesel(sql_type = Nullable<BigInt>)]
    refund_amount: Option<i64>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    refund_decided_at: Option<DateTime<Utc>>,
    #[diesel(sql_type = Nullable<Text>)]
    refund_rejection: Option<String>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    refund_reserved_at: Option<DateTime<Utc>>,
    #[diesel(sql_type = Bool)]
    refund_for_plan_change: bool,
    #[diesel(sql_type = Text)]
    company_name: String,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

impl TryFrom<OrderSql> for Order {
    type Error = PortError;

    fn try_from(r: OrderSql) -> Result<Self, PortError> {
        let product = Product::parse(&r.product_kind, &r.product_code)
            .ok_or_else(|| PortError::unexpected(format!("product {} {}", r.product_kind, r.product_code)))?;
        let refund = match (r.refund_reason, r.refund_requested_at) {
            (Some(reason), Some(requested_at)) => Some(Refund {
                reason,
                requested_at,
                amount: Won(r.refund_amount.unwrap_or(0)),
                decided_at: r.refund_decided_at,
                rejection: r.refund_rejection,
                reserved_at: r.refund_reserved_at,
                for_plan_change: r.refund_for_plan_change,
            }),
            _ => None,
        };
        Ok(Order {
            id: OrderId(r.id),
            company_id: CompanyId(r.company_id),
            order_key: r.order_key,
            product,
            amount: Won(r.amount),
            state: PaymentState::parse(r.state).ok_or_else(|| PortError::unexpected(format!("state {}", r.state)))?,
            created_at: r.created_at,
            payment_key: r.payment_key,
            method: r.method,
            card: r.card,
            approval_number: r.approval_number,
            approved_at: r.approved_at,
            receipt_url: r.receipt_url,
            failure: r.failure,
            term: r.term_from.zip(r.term_to),
            refund,
        })
    }
}

const SELECT: &str = "SELECT o.id, o.company_id, o.order_key, o.product_kind, o.product_code, o.amount, o.state, \
       o.created_at, o.payment_key, o.method, o.card, o.approval_number, o.approved_at, o.receipt_url, o.failure, \
       o.term_from, o.term_to, o.refund_reason, o.refund_requested_at, o.refund_amount, o.refund_decided_at, \
       o.refund_rejection, o.refund_reserved_at, o.refund_for_plan_change, c.name AS company_name, \
       count(*) OVER () AS total \
     FROM billing_orders o JOIN companies c ON c.id = o.company_id";

#[derive(QueryableByName)]
struct EntrySql {
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = BigInt)]
    points: i64,
    #[diesel(sql_type = BigInt)]
    balance_after: i64,
    #[diesel(sql_type = Nullable<BigInt>)]
    order_id: Option<i64>,
    #[diesel(sql_type = Text)]
    memo: String,
    #[diesel(sql_type = Timestamptz)]
    at: DateTime<Utc>,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

#[derive(QueryableByName)]
struct Num {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

/// The order after a state move that changed `n` rows: none means it was not in the state the
/// move starts from.
async fn moved(conn: &mut AsyncPgConnection, n: usize, id: OrderId) -> Result<Order, Refused<StateRefusal>> {
    if n == 0 {
        return Err(Refused::Conflict(StateRefusal::WrongState));
    }
    Ok(load_one(conn, "o.id = $1", id.get(), None).await?)
}

async fn load_one(conn: &mut AsyncPgConnection, filter: &str, a: i64, b: Option<&str>) -> Result<Order, PortError> {
    let sql = format!("{SELECT} WHERE {filter}");
    let q = diesel::sql_query(sql).bind::<BigInt, _>(a);
    let rows: Vec<OrderSql> = match b {
        Some(b) => q.bind::<Text, _>(b).load(conn).await,
        None => q.load(conn).await,
    }
    .map_err(to_port)?;
    rows.into_iter().next().map_or(Err(PortError::NotFound), Order::try_from)
}

/// Adds `points` (signed) to the company's balance, row locked, and writes the ledger line.
async fn move_points(
    conn: &mut AsyncPgConnection,
    company: i64,
    kind: PointEntryKind,
    points: i64,
    order: Option<i64>,
    memo: &str,
    at: DateTime<Utc>,
) -> Result<(), diesel::result::Error> {
    if points == 0 {
        return Ok(());
    }
    // The row first (a check on a proposed negative row would fail before any conflict), then
    // the change under its lock.
    diesel::sql_query("INSERT INTO point_balances (company_id, balance) VALUES ($1, 0) ON CONFLICT DO NOTHING")
        .bind::<BigInt, _>(company)
        .execute(conn)
        .await?;
    let after: Num = diesel::sql_query(
        "UPDATE point_balances SET balance = balance + $2 WHERE company_id = $1 RETURNING balance AS n",
    )
    .bind::<BigInt, _>(company)
    .bind::<BigInt, _>(points)
    .get_result(conn)
    .await?;
    diesel::sql_query(
        "INSERT INTO point_entries (company_id, kind, points, balance_after, order_id, memo, at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind::<BigInt, _>(company)
    .bind::<Text, _>(kind.code())
    .bind::<BigInt, _>(points)
    .bind::<BigInt, _>(after.n)
    .bind::<Nullable<BigInt>, _>(order)
    .bind::<Text, _>(memo)
    .bind::<Timestamptz, _>(at)
    .execute(conn)
    .await?;
    Ok(())
}

/// The order's points and company after a conditional state change, or `WrongState`.
#[derive(QueryableByName)]
struct Moved {
    #[diesel(sql_type = BigInt)]
    company_id: i64,
    #[diesel(sql_type = BigInt)]
    points: i64,
    #[diesel(sql_type = Text)]
    product_kind: String,
}

fn wrong_state(e: diesel::result::Error) -> TxError<StateRefusal> {
    match e {
        diesel::result::Error::NotFound => TxError::Conflict(StateRefusal::WrongState),
        e => TxError::Db(e),
    }
}

impl PgBilling {
    async fn by_id(&self, id: OrderId) -> Result<Order, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        load_one(&mut conn, "o.id = $1", id.get(), None).await
    }

    async fn page(&self, filter: &str, company: i64, page: PageRequest) -> Result<Page<(Order, String)>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<OrderSql> = diesel::sql_query(format!("{SELECT} WHERE {filter} LIMIT $2 OFFSET $3"))
            .bind::<BigInt, _>(company)
            .bind::<BigInt, _>(page.limit())
            .bind::<BigInt, _>(page.offset())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let total = <[OrderSql]>::first(&rows).map_or(0, |r| r.total);
        let items = rows
            .into_iter()
            .map(|r| {
                let name = r.company_name.clone();
                Order::try_from(r).map(|o| (o, name))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Page::new(items, page, total))
    }
}

#[async_trait::async_trait]
impl BillingRepository for PgBilling {
    async fn create_order(
        &self,
        company: CompanyId,
        product: Product,
        order_key: &str,
        at: DateTime<Utc>,
    ) -> Result<Order, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let id: Num = diesel::sql_query(
            "INSERT INTO billing_orders (company_id, order_key, product_kind, product_code, amount, points, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id AS n",
        )
        .bind::<BigInt, _>(company.get())
        .bind::<Text, _>(order_key)
        .bind::<Text, _>(product.kind())
        .bind::<Text, _>(product.code())
        .bind::<BigInt, _>(product.price().get())
        .bind::<BigInt, _>(product.points())
        .bind::<Timestamptz, _>(at)
        .get_result(&mut conn)
        .await
        .map_err(to_port)?;
        load_one(&mut conn, "o.id = $1", id.n, None).await
    }

    async fn order(&self, company: CompanyId, id: OrderId) -> Result<Order, PortError> {
        let order = self.by_id(id).await?;
        if order.company_id == company {
            Ok(order)
        } else {
            Err(PortError::NotFound)
        }
    }

    async fn order_by_key(&self, company: CompanyId, order_key: &str) -> Result<Order, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        load_one(&mut conn, "o.company_id = $1 AND o.order_key = $2", company.get(), Some(order_key)).await
    }

    async fn orders(&self, company: CompanyId, page: PageRequest) -> Result<Page<Order>, PortError> {
        let p = self
            .page(&format!("o.company_id = $1 AND o.state <> {AWAITING} ORDER BY o.id DESC"), company.get(), page)
            .await?;
        Ok(Page::new(p.items.into_iter().map(|(o, _)| o).collect(), page, p.total_count))
    }

    async fn balance(&self, company: CompanyId) -> Result<i64, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let n: Num =
            diesel::sql_query("SELECT COALESCE((SELECT balance FROM point_balances WHERE company_id = $1), 0) AS n")
                .bind::<BigInt, _>(company.get())
                .get_result(&mut conn)
                .await
                .map_err(to_port)?;
        Ok(n.n)
    }

    async fn entries(&self, company: CompanyId, page: PageRequest) -> Result<Page<PointEntry>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<EntrySql> = diesel::sql_query(
            "SELECT kind, points, balance_after, order_id, memo, at, count(*) OVER () AS total \
             FROM point_entries WHERE company_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3",
        )
        .bind::<BigInt, _>(company.get())
        .bind::<BigInt, _>(page.limit())
        .bind::<BigInt, _>(page.offset())
        .load(&mut conn)
        .await
        .map_err(to_port)?;
        let total = <[EntrySql]>::first(&rows).map_or(0, |r| r.total);
        let items = rows
            .into_iter()
            .map(|r| {
                Ok(PointEntry {
                    kind: PointEntryKind::parse(&r.kind).ok_or_else(|| PortError::unexpected(r.kind.clone()))?,
                    points: r.points,
                    balance_after: r.balance_after,
                    order_id: r.order_id.map(OrderId),
                    memo: r.memo,
                    at: r.at,
                })
            })
            .collect::<Result<Vec<_>, PortError>>()?;
        Ok(Page::new(items, page, total))
    }

    async fn current_plan(&self, company: CompanyId, now: DateTime<Utc>) -> Result<Option<Order>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<OrderSql> = diesel::sql_query(format!(
            "{SELECT} WHERE o.company_id = $1 AND o.product_kind = 'membership' AND o.state = {PAID} \
               AND o.term_from <= $2 AND o.term_to > $2 ORDER BY o.term_to DESC LIMIT 1"
        ))
        .bind::<BigInt, _>(company.get())
        .bind::<Timestamptz, _>(now)
        .load(&mut conn)
        .await
        .map_err(to_port)?;
        rows.into_iter().next().map(Order::try_from).transpose()
    }

    async fn record_paid(
        &self,
        id: OrderId,
        a: &Approval,
        term: Option<PlanTerm>,
        at: DateTime<Utc>,
    ) -> Result<Order, Refused<StateRefusal>> {
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        conn.transaction(async |conn| {
            let m: Moved = diesel::sql_query(format!(
                "UPDATE billing_orders SET state = {PAID}, payment_key = $2, method = $3, card = $4, approval_number = $5, \
                   approved_at = $6, receipt_url = $7, term_from = $8, term_to = $9 \
                 WHERE id = $1 AND state = {AWAITING} RETURNING company_id, points, product_kind",
            ))
            .bind::<BigInt, _>(id.get())
            .bind::<Text, _>(&a.payment_key)
            .bind::<Text, _>(&a.method)
            .bind::<Nullable<Text>, _>(a.card.as_deref())
            .bind::<Nullable<Text>, _>(a.approval_number.as_deref())
            .bind::<Timestamptz, _>(a.approved_at)
            .bind::<Nullable<Text>, _>(a.receipt_url.as_deref())
            .bind::<Nullable<Timestamptz>, _>(term.map(|t| t.from))
            .bind::<Nullable<Timestamptz>, _>(term.map(|t| t.to))
            .get_result(conn)
            .await
            .map_err(wrong_state)?;
            let kind = if m.product_kind == "points" { PointEntryKind::Charge } else { PointEntryKind::PlanGrant };
            move_points(conn, m.company_id, kind, m.points, Some(id.get()), kind.order_memo(), at).await?;
            Ok::<_, TxError<StateRefusal>>(load_one(conn, "o.id = $1", id.get(), None).await?)
        })
        .await
        .map_err(Refused::from)
    }

    async fn record_failed(&self, id: OrderId, message: &str) -> Result<Order, Refused<StateRefusal>> {
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        let n = diesel::sql_query(format!(
            "UPDATE billing_orders SET state = {PAYMENT_ERROR}, failure = $2 WHERE id = $1 AND state = {AWAITING}"
        ))
        .bind::<BigInt, _>(id.get())
        .bind::<Text, _>(message)
        .execute(&mut conn)
        .await
        .map_err(|e| Refused::Port(to_port(e)))?;
        moved(&mut conn, n, id).await
    }

    async fn record_plan_change_refund(&self, id: OrderId, amount: Won, at: DateTime<Utc>) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        diesel::sql_query(format!(
            "UPDATE billing_orders SET state = {REFUNDED_FOR_PLAN_CHANGE}, refund_reason = $4, refund_requested_at = $3, \
               refund_amount = $2, refund_decided_at = $3, term_to = LEAST(term_to, $3) \
             WHERE id = $1 AND state = {PAID}",
        ))
        .bind::<BigInt, _>(id.get())
        .bind::<BigInt, _>(amount.get())
        .bind::<Timestamptz, _>(at)
        .bind::<Text, _>(PLAN_CHANGE_REFUND_REASON)
        .execute(&mut conn)
        .await
        .map_err(to_port)?;
        Ok(())
    }

    async fn request_refund(
        &self,
        id: OrderId,
        reason: &str,
        amount: Won,
        at: DateTime<Utc>,
    ) -> Result<Order, Refused<StateRefusal>> {
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        let n = diesel::sql_query(format!(
            "UPDATE billing_orders SET state = {REFUND_REQUESTED}, refund_reason = $2, refund_requested_at = $4, \
               refund_amount = $3 WHERE id = $1 AND state = {PAID}",
        ))
        .bind::<BigInt, _>(id.get())
        .bind::<Text, _>(reason)
        .bind::<BigInt, _>(amount.get())
        .bind::<Timestamptz, _>(at)
        .execute(&mut conn)
        .await
        .map_err(|e| Refused::Port(to_port(e)))?;
        moved(&mut conn, n, id).await
    }

    async fn refund_requests(&self, page: PageRequest) -> Result<Page<(Order, String)>, PortError> {
        // $1 is unused by this filter but keeps the shared paging binds in place.
        self.page(&format!("o.state = {REFUND_REQUESTED} AND $1 = $1 ORDER BY o.refund_requested_at, o.id"), 0, page)
            .await
    }

    async fn any_order(&self, id: OrderId) -> Result<Order, PortError> {
        self.by_id(id).await
    }

    async fn queue_plan_change_refund(
        &self,
        id: OrderId,
        amount: Won,
        reason: &str,
        at: DateTime<Utc>,
    ) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        diesel::sql_query(format!(
            "UPDATE billing_orders SET state = {REFUND_REQUESTED}, refund_reason = $3, refund_requested_at = $4, \
               refund_amount = $2, refund_for_plan_change = true, term_to = LEAST(term_to, $4) \
             WHERE id = $1 AND state = {PAID}",
        ))
        .bind::<BigInt, _>(id.get())
        .bind::<BigInt, _>(amount.get())
        .bind::<Text, _>(reason)
        .bind::<Timestamptz, _>(at)
        .execute(&mut conn)
        .await
        .map_err(to_port)?;
        Ok(())
    }

    async fn reserve_refund(
        &self,
        id: OrderId,
        points: i64,
        at: DateTime<Utc>,
    ) -> Result<Order, Refused<StateRefusal>> {
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        conn.transaction(async |conn| {
            // None: reserved already (a retry after an unanswered cancel) or not a request.
            let newly: Option<Moved> = diesel::sql_query(format!(
                "UPDATE billing_orders SET refund_reserved_at = $2 \
                 WHERE id = $1 AND state = {REFUND_REQUESTED} AND refund_reserved_at IS NULL \
                 RETURNING company_id, points, product_kind",
            ))
            .bind::<BigInt, _>(id.get())
            .bind::<Timestamptz, _>(at)
            .get_result(conn)
            .await
            .optional()?;
            if let Some(m) = newly {
                // Under the balance row's lock; a balance that cannot cover it breaks its check
                // (PointsUsed) and nothing is kept.
                let kind = PointEntryKind::Refund;
                move_points(conn, m.company_id, kind, -points, Some(id.get()), kind.order_memo(), at).await?;
            }
            let order = load_one(conn, "o.id = $1", id.get(), None).await?;
            match (order.state, order.refund.as_ref().and_then(|r| r.reserved_at)) {
                (PaymentState::RefundRequested, Some(_)) => Ok::<_, TxError<StateRefusal>>(order),
                _ => Err(TxError::Conflict(StateRefusal::WrongState)),
            }
        })
        .await
        .map_err(Refused::from)
    }

    async fn release_refund(&self, id: OrderId, at: DateTime<Utc>) -> Result<Order, Refused<StateRefusal>> {
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        conn.transaction(async |conn| {
            let m: Option<Moved> = diesel::sql_query(format!(
                "UPDATE billing_orders SET refund_reserved_at = NULL \
                 WHERE id = $1 AND state = {REFUND_REQUESTED} AND refund_reserved_at IS NOT NULL \
                 RETURNING company_id, CASE WHEN refund_for_plan_change THEN 0 ELSE points END AS points, product_kind",
            ))
            .bind::<BigInt, _>(id.get())
            .get_result(conn)
            .await
            .optional()?;
            if let Some(m) = m {
                let kind = PointEntryKind::RefundReturned;
                move_points(conn, m.company_id, kind, m.points, Some(id.get()), kind.order_memo(), at).await?;
            }
            Ok::<_, TxError<StateRefusal>>(load_one(conn, "o.id = $1", id.get(), None).await?)
        })
        .await
        .map_err(Refused::from)
    }

    async fn record_refunded(&self, id: OrderId, at: DateTime<Utc>) -> Result<Order, Refused<StateRefusal>> {
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        // The points went when the refund was reserved.
        let n = diesel::sql_query(format!(
            "UPDATE billing_orders SET \
               state = CASE WHEN refund_for_plan_change THEN {REFUNDED_FOR_PLAN_CHANGE} ELSE {REFUNDED} END, \
               refund_decided_at = $2, \
               term_to = CASE WHEN refund_for_plan_change THEN LEAST(term_to, $2) ELSE term_to END \
             WHERE id = $1 AND state = {REFUND_REQUESTED} AND refund_reserved_at IS NOT NULL",
        ))
        .bind::<BigInt, _>(id.get())
        .bind::<Timestamptz, _>(at)
        .execute(&mut conn)
        .await
        .map_err(|e| Refused::Port(to_port(e)))?;
        moved(&mut conn, n, id).await
    }

    async fn record_rejected(
        &self,
        id: OrderId,
        reason: &str,
        at: DateTime<Utc>,
    ) -> Result<Order, Refused<StateRefusal>> {
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        let n = diesel::sql_query(format!(
            "UPDATE billing_orders SET state = {REFUND_REJECTED}, refund_rejection = $2, refund_decided_at = $3 \
             WHERE id = $1 AND state = {REFUND_REQUESTED}",
        ))
        .bind::<BigInt, _>(id.get())
        .bind::<Text, _>(reason)
        .bind::<Timestamptz, _>(at)
        .execute(&mut conn)
        .await
        .map_err(|e| Refused::Port(to_port(e)))?;
        moved(&mut conn, n, id).await
    }
}

/// Takes the points a data request to `new_targets` startups costs beyond the firm's monthly
/// allowance, inside the caller's transaction: the balance row is locked first (so two requests
/// of one firm count each other), the plan and the month's requests are read, and
/// [`billing::usage::request_charge`] decides. `Err((needed, balance))` when the points are short
/// (nothing taken).
pub(crate) async fn spend_on_requests(
    conn: &mut AsyncPgConnection,
    company: i64,
    new_targets: i64,
    at: DateTime<Utc>,
) -> Result<Result<(), (i64, i64)>, diesel::result::Error> {
    #[derive(QueryableByName)]
    struct Usage {
        #[diesel(sql_type = Text)]
        plan: String,
        #[diesel(sql_type = BigInt)]
        asked: i64,
    }
    diesel::sql_query("INSERT INTO point_balances (company_id, balance) VALUES ($1, 0) ON CONFLICT DO NOTHING")
        .bind::<BigInt, _>(company)
        .execute(conn)
        .await?;
    let balance: Num = diesel::sql_query("SELECT balance AS n FROM point_balances WHERE company_id = $1 FOR UPDATE")
        .bind::<BigInt, _>(company)
        .get_result(conn)
        .await?;
    let usage: Usage = diesel::sql_query(format!(
        "SELECT COALESCE((SELECT product_code FROM billing_orders WHERE company_id = $1 \
             AND product_kind = 'membership' AND state = {PAID} AND term_from <= $2 AND term_to > $2 \
             ORDER BY term_to DESC LIMIT 1), $4) AS plan, \
           (SELECT count(*) FROM data_request_targets t JOIN data_requests r ON r.id = t.request_id \
             WHERE r.company_id = $1 AND r.created_at >= $3) AS asked",
    ))
    .bind::<BigInt, _>(company)
    .bind::<Timestamptz, _>(at)
    .bind::<Timestamptz, _>(kernel::format::korean_month_start(at))
    .bind::<Text, _>(billing::PLANS[0].code)
    .get_result(conn)
    .await?;
    match billing::usage::request_charge(&usage.plan, usage.asked, new_targets, balance.n) {
        RequestCharge::Free => Ok(Ok(())),
        RequestCharge::Short { needed, balance } => Ok(Err((needed, balance))),
        RequestCharge::Spend { points, memo } => {
            move_points(conn, company, PointEntryKind::Spend, -points, None, &memo, at).await?;
            Ok(Ok(()))
        }
    }
}
