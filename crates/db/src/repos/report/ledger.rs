//! [`LedgerRepository`] on PostgreSQL: every row carries the firm (`company_id`), and a union
//! is reached through the tenant gate, so one firm never reads or writes another's ledger.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use company::StartupId;
use diesel::{BoolExpressionMethods, ExpressionMethods, JoinOnDsl, OptionalExtension, QueryDsl};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::audit::{AuditAction, AuditEntity, AuditEvent};
use kernel::{Actor, PortError, Refused, Won};
use report::ledger::{FundingRound, Investment, Recovery, Valuation};
use report::portfolio::{InvestmentEntry, InvestmentId, StartupLedger, UnionLedger};
use report::{LedgerMiss, LedgerRepository};
use union::UnionId;

use crate::error::{pool_err, to_port, FromConstraint, TxError};
use crate::repos::audit;
use crate::repos::scope::union_of;
use crate::schema::{companies, funding_rounds, investments, recoveries, unions, valuations};
use crate::Pool;

#[derive(Clone)]
pub struct PgLedger {
    pool: Pool,
}

impl PgLedger {
    pub fn new(pool: Pool) -> Self {
        PgLedger { pool }
    }
}

impl FromConstraint for LedgerMiss {
    fn from_constraint(_: &str) -> Option<Self> {
        None
    }
}

type InvestmentRow =
    (i64, i64, i64, NaiveDate, Option<NaiveDate>, NaiveDate, String, i64, i64, i64, i64, Option<i64>, Option<i64>);

/// The investment columns in [`InvestmentRow`]'s order.
macro_rules! investment_columns {
    () => {
        (
            investments::id,
            investments::union_id,
            investments::startup_id,
            investments::contracted_on,
            investments::registered_on,
            investments::invested_on,
            investments::stock_kind,
            investments::shares,
            investments::price_per_share,
            investments::amount,
            investments::face_value,
            investments::shares_before,
            investments::shares_after,
        )
    };
}

fn entry(row: InvestmentRow, startup_name: String) -> InvestmentEntry {
    let (
        id,
        union_id,
        startup_id,
        contracted_on,
        registered_on,
        invested_on,
        stock_kind,
        shares,
        price,
        amount,
        face,
        before,
        after,
    ) = row;
    InvestmentEntry {
        id: InvestmentId(id),
        union_id: UnionId(union_id),
        startup_id: StartupId(startup_id),
        startup_name,
        investment: Investment {
            contracted_on,
            registered_on,
            invested_on,
            stock_kind,
            shares,
            price_per_share: Won(price),
            amount: Won(amount),
            face_value: Won(face),
            shares_before: before,
            shares_after: after,
        },
    }
}

#[async_trait::async_trait]
impl LedgerRepository for PgLedger {
    async fn add_investment(
        &self,
        actor: &Actor,
        union: UnionId,
        startup: StartupId,
        i: &Investment,
    ) -> Result<InvestmentEntry, Refused<LedgerMiss>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let stored = conn
            .transaction(async |conn| {
                union_of::<LedgerMiss>(conn, &actor, union, false).await.map_err(|e| match e {
                    TxError::Port(PortError::NotFound) => TxError::Conflict(LedgerMiss::Union),
                    other => other,
                })?;
                let name: String = companies::table
                    .filter(companies::id.eq(startup.get()).and(companies::kind.eq("startup")))
                    .select(companies::name)
                    .first(conn)
                    .await
                    .optional()?
                    .ok_or(TxError::Conflict(LedgerMiss::Startup))?;
                let row: InvestmentRow = diesel::insert_into(investments::table)
                    .values((
                        investments::company_id.eq(actor.company_id.get()),
                        investments::union_id.eq(union.get()),
                        investments::startup_id.eq(startup.get()),
                        investments::contracted_on.eq(i.contracted_on),
                        investments::registered_on.eq(i.registered_on),
                        investments::invested_on.eq(i.invested_on),
                        investments::stock_kind.eq(&i.stock_kind),
                        investments::shares.eq(i.shares),
                        investments::price_per_share.eq(i.price_per_share.get()),
                        investments::amount.eq(i.amount.get()),
                        investments::face_value.eq(i.face_value.get()),
                        investments::shares_before.eq(i.shares_before),
                        investments::shares_after.eq(i.shares_after),
                        investments::created_by.eq(actor.user_id.get()),
                    ))
                    .returning(investment_columns!())
                    .get_result(conn)
                    .await?;
                let event = AuditEvent::new(AuditEntity::Investment, row.0, AuditAction::Created).in_union(union.get()).after(
                    serde_json::json!({ "startup_id": startup.get(), "startup_name": name, "invested_on": i.invested_on,
                                        "shares": i.shares, "amount": i.amount.get() }),
                );
                audit::record(conn, &actor, event).await?;
                Ok::<_, TxError<LedgerMiss>>(entry(row, name))
            })
            .await?;
        Ok(stored)
    }

    async fn remove_investment(&self, actor: &Actor, id: InvestmentId) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            let gone: Option<(i64, i64, i64)> = diesel::delete(
                investments::table
                    .filter(investments::id.eq(id.get()))
                    .filter(investments::company_id.eq(actor.company_id.get())),
            )
            .returning((investments::union_id, investments::startup_id, investments::amount))
            .get_result(conn)
            .await
            .optional()?;
            let (union_id, startup_id, amount) = gone.ok_or(TxError::Port(PortError::NotFound))?;
            let event = AuditEvent::new(AuditEntity::Investment, id.get(), AuditAction::Deleted)
                .in_union(union_id)
                .before(serde_json::json!({ "startup_id": startup_id, "amount": amount }));
            audit::record(conn, &actor, event).await?;
            Ok::<_, TxError>(())
        })
        .await
        .map_err(PortError::from)
    }

    async fn union_ledger(&self, actor: &Actor, union: UnionId) -> Result<UnionLedger, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let firm = actor.company_id.get();
        let union_name: String = unions::table
            .filter(unions::id.eq(union.get()))
            .filter(unions::company_id.eq(firm))
            .filter(unions::deleted_at.is_null())
            .select(unions::name)
            .first(&mut conn)
            .await
            .optional()
            .map_err(to_port)?
            .ok_or(PortError::NotFound)?;
        let rows: Vec<(InvestmentRow, String)> = investments::table
            .inner_join(companies::table.on(companies::id.eq(investments::startup_id)))
            .filter(investments::company_id.eq(firm).and(investments::union_id.eq(union.get())))
            .order((
                companies::name.asc(),
                investments::startup_id.asc(),
                investments::invested_on.asc(),
                investments::id.asc(),
            ))
            .select((investment_columns!(), companies::name))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let ids: Vec<i64> = rows.iter().map(|(r, _)| r.2).collect();
        // The rows below are few per startup; read together on the one connection.
        let shared: &AsyncPgConnection = &conn;
        let rounds = funding_rounds::table
            .filter(funding_rounds::company_id.eq(firm).and(funding_rounds::startup_id.eq_any(&ids)))
            .order((funding_rounds::round_on.asc(), funding_rounds::id.asc()))
            .select((
                funding_rounds::startup_id,
                funding_rounds::round_on,
                funding_rounds::investor,
                funding_rounds::stock_kind,
                funding_rounds::shares,
                funding_rounds::price_per_share,
                funding_rounds::amount,
                funding_rounds::shares_after,
            ))
            .load::<(i64, NaiveDate, String, String, i64, i64, i64, Option<i64>)>(&mut &*shared);
        let sold = recoveries::table
            .filter(recoveries::company_id.eq(firm).and(recoveries::union_id.eq(union.get())))
            .order((recoveries::recovered_on.asc(), recoveries::id.asc()))
            .select((recoveries::startup_id, recoveries::recovered_on, recoveries::shares_sold, recoveries::received))
            .load::<(i64, NaiveDate, i64, i64)>(&mut &*shared);
        let marks = valuations::table
            .filter(valuations::company_id.eq(firm).and(valuations::startup_id.eq_any(&ids)))
            .order((valuations::valued_on.asc(), valuations::id.asc()))
            .select((valuations::startup_id, valuations::valued_on, valuations::price_per_share, valuations::basis))
            .load::<(i64, NaiveDate, i64, String)>(&mut &*shared);
        let (rounds, sold, marks) = futures_util::join!(rounds, sold, marks);
        let mut startups: BTreeMap<i64, StartupLedger> = BTreeMap::new();
        let mut order: Vec<i64> = Vec::new();
        for (row, name) in rows {
            let startup_id = row.2;
            let ledger = startups.entry(startup_id).or_insert_with(|| {
                order.push(startup_id);
                StartupLedger {
                    startup_id: StartupId(startup_id),
                    startup_name: name.clone(),
                    investments: Vec::new(),
                    rounds: Vec::new(),
                    recoveries: Vec::new(),
                    valuations: Vec::new(),
                }
            });
            ledger.investments.push(entry(row, name));
        }
        for (s, on, investor, stock_kind, shares, price, amount, shares_after) in rounds.map_err(to_port)? {
            if let Some(l) = startups.get_mut(&s) {
                l.rounds.push(FundingRound {
                    on,
                    investor,
                    stock_kind,
                    shares,
                    price_per_share: Won(price),
                    amount: Won(amount),
                    shares_after,
                });
            }
        }
        for (s, on, shares_sold, received) in sold.map_err(to_port)? {
            if let Some(l) = startups.get_mut(&s) {
                l.recoveries.push(Recovery { on, shares_sold, received: Won(received) });
            }
        }
        for (s, on, price, basis) in marks.map_err(to_port)? {
            if let Some(l) = startups.get_mut(&s) {
                l.valuations.push(Valuation { on, price_per_share: Won(price), basis });
            }
        }
        let startups = order.into_iter().filter_map(|id| startups.remove(&id)).collect();
        Ok(UnionLedger { union_id: union, union_name, startups })
    }
}
