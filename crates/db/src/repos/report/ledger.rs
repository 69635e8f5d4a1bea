//! [`LedgerRepository`] on PostgreSQL: every row carries the firm (`company_id`), and a union
//! is reached through the tenant gate, so one firm never reads or writes another's ledger.
//! Writes that could leave a union selling shares it did not hold (a recovery, a deleted
//! investment) lock the union's row first and decide on the rows as they stand.

use std::collections::BTreeSet;

use company::StartupId;
use diesel::{BoolExpressionMethods, ExpressionMethods, OptionalExtension, QueryDsl};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, PortError, Won};
use report::ledger::{FundingRound, Investment, Recovery, Valuation};
use report::ledger_import::{LedgerImported, LedgerReferences, LedgerUnion, ResolvedBatch};
use report::portfolio::{
    FundingRoundId, InvestmentEntry, InvestmentId, Recorded, RecoveryId, UnionLedger, ValuationId,
};
use report::ports::LedgerWrite;
use report::{LedgerRefusal, LedgerRepository, Position};
use union::UnionId;

use super::ledger_read::{entry, investment_columns, ledgers_of, InvestmentRow};
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

impl FromConstraint for LedgerRefusal {
    fn from_constraint(_: &str) -> Option<Self> {
        None
    }
}

type Tx = TxError<LedgerRefusal>;

/// The firm's live union, locked: ledger writes of one union happen one after the other.
async fn gate(conn: &mut AsyncPgConnection, actor: &Actor, union: UnionId) -> Result<(), Tx> {
    union_of::<LedgerRefusal>(conn, actor, union, true).await.map(|_| ()).map_err(|e| match e {
        TxError::Port(PortError::NotFound) => TxError::Conflict(LedgerRefusal::Union),
        other => other,
    })
}

/// The startup's name; `Startup` when no startup has the id.
async fn startup_name(conn: &mut AsyncPgConnection, startup: StartupId) -> Result<String, Tx> {
    companies::table
        .filter(companies::id.eq(startup.get()).and(companies::kind.eq("startup")))
        .select(companies::name)
        .first(conn)
        .await
        .optional()?
        .ok_or(TxError::Conflict(LedgerRefusal::Startup))
}

/// Whether the union's sales of the startup stay covered with `added` and without the
/// investment `dropped` (see [`Position::check_sales`]).
async fn check_sales(
    conn: &mut AsyncPgConnection,
    firm: i64,
    union: i64,
    startup: i64,
    added: Option<&Recovery>,
    dropped: Option<i64>,
) -> Result<(), Tx> {
    let bought: Vec<InvestmentRow> = investments::table
        .filter(investments::company_id.eq(firm).and(investments::union_id.eq(union)))
        .filter(investments::startup_id.eq(startup).and(investments::id.ne(dropped.unwrap_or(0))))
        .select(investment_columns!())
        .load(conn)
        .await?;
    let sold: Vec<(chrono::NaiveDate, i64, i64)> = recoveries::table
        .filter(recoveries::company_id.eq(firm).and(recoveries::union_id.eq(union)))
        .filter(recoveries::startup_id.eq(startup))
        .select((recoveries::recovered_on, recoveries::shares_sold, recoveries::received))
        .load(conn)
        .await?;
    let bought: Vec<Investment> = bought.into_iter().map(|r| entry(r, String::new()).investment).collect();
    let mut sold: Vec<Recovery> = sold
        .into_iter()
        .map(|(on, shares_sold, received)| Recovery { on, shares_sold, received: Won(received) })
        .collect();
    sold.extend(added.cloned());
    Position::check_sales(&bought, &sold).map_err(|e| TxError::Conflict(LedgerRefusal::Inconsistent(e)))
}

/// Deletes the firm's row `id` of a startup-level table and audits it.
macro_rules! remove_firm_row {
    ($self:ident, $actor:ident, $table:ident, $id:expr, $event:path) => {{
        let mut conn = $self.pool.get().await.map_err(pool_err)?;
        let actor = *$actor;
        let id = $id;
        conn.transaction(async |conn| {
            let startup: Option<i64> = diesel::delete(
                $table::table.filter($table::id.eq(id.get())).filter($table::company_id.eq(actor.company_id.get())),
            )
            .returning($table::startup_id)
            .get_result(conn)
            .await
            .optional()?;
            let startup = startup.ok_or(TxError::Port(PortError::NotFound))?;
            audit::record(conn, &actor, $event(id, StartupId(startup))).await?;
            Ok::<_, TxError>(())
        })
        .await
        .map_err(PortError::from)
    }};
}

#[async_trait::async_trait]
impl LedgerRepository for PgLedger {
    async fn add_investment(
        &self,
        actor: &Actor,
        union: UnionId,
        startup: StartupId,
        i: &Investment,
    ) -> LedgerWrite<InvestmentEntry> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let stored = conn
            .transaction(async |conn| {
                gate(conn, &actor, union).await?;
                let name = startup_name(conn, startup).await?;
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
                let event = report::audit::investment_created(InvestmentId(row.0), union, startup, &name, i);
                audit::record(conn, &actor, event).await?;
                Ok::<_, Tx>(entry(row, name))
            })
            .await?;
        Ok(stored)
    }

    async fn remove_investment(&self, actor: &Actor, id: InvestmentId) -> LedgerWrite<()> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            let firm = actor.company_id.get();
            let found: Option<(i64, i64, i64)> = investments::table
                .filter(investments::id.eq(id.get()).and(investments::company_id.eq(firm)))
                .select((investments::union_id, investments::startup_id, investments::amount))
                .first(conn)
                .await
                .optional()?;
            let (union, startup, amount) = found.ok_or(TxError::Port(PortError::NotFound))?;
            gate(conn, &actor, UnionId(union)).await?;
            check_sales(conn, firm, union, startup, None, Some(id.get())).await?;
            diesel::delete(investments::table.filter(investments::id.eq(id.get()))).execute(conn).await?;
            let event = report::audit::investment_deleted(id, UnionId(union), StartupId(startup), Won(amount));
            audit::record(conn, &actor, event).await?;
            Ok::<_, Tx>(())
        })
        .await?;
        Ok(())
    }

    async fn add_round(
        &self,
        actor: &Actor,
        startup: StartupId,
        r: &FundingRound,
    ) -> LedgerWrite<Recorded<FundingRoundId, FundingRound>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let id = conn
            .transaction(async |conn| {
                startup_name(conn, startup).await?;
                let id: i64 = diesel::insert_into(funding_rounds::table)
                    .values((
                        funding_rounds::company_id.eq(actor.company_id.get()),
                        funding_rounds::startup_id.eq(startup.get()),
                        funding_rounds::round_on.eq(r.on),
                        funding_rounds::investor.eq(&r.investor),
                        funding_rounds::stock_kind.eq(&r.stock_kind),
                        funding_rounds::shares.eq(r.shares),
                        funding_rounds::price_per_share.eq(r.price_per_share.get()),
                        funding_rounds::amount.eq(r.amount.get()),
                        funding_rounds::shares_after.eq(r.shares_after),
                        funding_rounds::created_by.eq(actor.user_id.get()),
                    ))
                    .returning(funding_rounds::id)
                    .get_result(conn)
                    .await?;
                let event = report::audit::funding_round_created(FundingRoundId(id), startup, r);
                audit::record(conn, &actor, event).await?;
                Ok::<_, Tx>(id)
            })
            .await?;
        Ok(Recorded { id: FundingRoundId(id), row: r.clone() })
    }

    async fn remove_round(&self, actor: &Actor, id: FundingRoundId) -> Result<(), PortError> {
        remove_firm_row!(self, actor, funding_rounds, id, report::audit::funding_round_deleted)
    }

    async fn add_recovery(
        &self,
        actor: &Actor,
        union: UnionId,
        startup: StartupId,
        r: &Recovery,
    ) -> LedgerWrite<Recorded<RecoveryId, Recovery>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let id = conn
            .transaction(async |conn| {
                gate(conn, &actor, union).await?;
                startup_name(conn, startup).await?;
                check_sales(conn, actor.company_id.get(), union.get(), startup.get(), Some(r), None).await?;
                let id: i64 = diesel::insert_into(recoveries::table)
                    .values((
                        recoveries::company_id.eq(actor.company_id.get()),
                        recoveries::union_id.eq(union.get()),
                        recoveries::startup_id.eq(startup.get()),
                        recoveries::recovered_on.eq(r.on),
                        recoveries::shares_sold.eq(r.shares_sold),
                        recoveries::received.eq(r.received.get()),
                        recoveries::created_by.eq(actor.user_id.get()),
                    ))
                    .returning(recoveries::id)
                    .get_result(conn)
                    .await?;
                let event = report::audit::recovery_created(RecoveryId(id), union, startup, r);
                audit::record(conn, &actor, event).await?;
                Ok::<_, Tx>(id)
            })
            .await?;
        Ok(Recorded { id: RecoveryId(id), row: r.clone() })
    }

    async fn remove_recovery(&self, actor: &Actor, id: RecoveryId) -> Result<(), PortError> {
        remove_firm_row!(self, actor, recoveries, id, report::audit::recovery_deleted)
    }

    async fn add_valuation(
        &self,
        actor: &Actor,
        startup: StartupId,
        v: &Valuation,
    ) -> LedgerWrite<Recorded<ValuationId, Valuation>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let id = conn
            .transaction(async |conn| {
                startup_name(conn, startup).await?;
                let id: i64 = diesel::insert_into(valuations::table)
                    .values((
                        valuations::company_id.eq(actor.company_id.get()),
                        valuations::startup_id.eq(startup.get()),
                        valuations::valued_on.eq(v.on),
                        valuations::price_per_share.eq(v.price_per_share.get()),
                        valuations::basis.eq(&v.basis),
                        valuations::created_by.eq(actor.user_id.get()),
                    ))
                    .returning(valuations::id)
                    .get_result(conn)
                    .await?;
                let event = report::audit::valuation_created(ValuationId(id), startup, v);
                audit::record(conn, &actor, event).await?;
                Ok::<_, Tx>(id)
            })
            .await?;
        Ok(Recorded { id: ValuationId(id), row: v.clone() })
    }

    async fn remove_valuation(&self, actor: &Actor, id: ValuationId) -> Result<(), PortError> {
        remove_firm_row!(self, actor, valuations, id, report::audit::valuation_deleted)
    }

    async fn unions(&self, actor: &Actor) -> Result<Vec<LedgerUnion>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<(i64, String, Option<String>, Option<String>)> = unions::table
            .filter(unions::company_id.eq(actor.company_id.get()).and(unions::deleted_at.is_null()))
            .order((unions::name.asc(), unions::id.asc()))
            .select((unions::id, unions::name, unions::unique_number, unions::lead_fund_manager))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(rows
            .into_iter()
            .map(|(id, name, unique_number, lead_fund_manager)| LedgerUnion {
                id: UnionId(id),
                name,
                unique_number,
                lead_fund_manager,
            })
            .collect())
    }

    async fn references(
        &self,
        actor: &Actor,
        union_keys: &BTreeSet<String>,
        business_numbers: &BTreeSet<String>,
    ) -> Result<LedgerReferences, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let keys: Vec<&str> = union_keys.iter().map(String::as_str).collect();
        let found: Vec<(i64, String, Option<String>)> = unions::table
            .filter(unions::company_id.eq(actor.company_id.get()).and(unions::deleted_at.is_null()))
            .filter(unions::name.eq_any(&keys).or(unions::unique_number.eq_any(&keys)))
            .order(unions::id.asc())
            .select((unions::id, unions::name, unions::unique_number))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let numbers: Vec<&str> = business_numbers.iter().map(String::as_str).collect();
        let startups: Vec<(i64, Option<String>)> = companies::table
            .filter(companies::kind.eq("startup").and(companies::business_number.eq_any(&numbers)))
            .select((companies::id, companies::business_number))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let mut refs = LedgerReferences::default();
        for (id, name, number) in found {
            refs.unions_by_name.entry(name).or_default().push(UnionId(id));
            if let Some(number) = number {
                refs.unions_by_number.insert(number, UnionId(id));
            }
        }
        refs.startups = startups.into_iter().filter_map(|(id, n)| n.map(|n| (n, StartupId(id)))).collect();
        Ok(refs)
    }

    async fn import(&self, actor: &Actor, batch: &ResolvedBatch) -> LedgerWrite<LedgerImported> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let firm = actor.company_id.get();
        let by = actor.user_id.get();
        let unions: BTreeSet<UnionId> =
            batch.investments.iter().map(|n| n.union).chain(batch.recoveries.iter().map(|n| n.union)).collect();
        conn.transaction(async |conn| {
            // In id order, so two imports never wait on each other crosswise.
            for union in &unions {
                gate(conn, &actor, *union).await?;
            }
            // 14 values a row: 1,000 rows stay far below PostgreSQL's 65,535 parameters.
            for chunk in batch.investments.chunks(1_000) {
                let rows: Vec<_> = chunk
                    .iter()
                    .map(|n| {
                        let i = &n.entry;
                        (
                            investments::company_id.eq(firm),
                            investments::union_id.eq(n.union.get()),
                            investments::startup_id.eq(n.startup.get()),
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
                            investments::created_by.eq(by),
                        )
                    })
                    .collect();
                diesel::insert_into(investments::table).values(rows).execute(conn).await?;
            }
            for chunk in batch.rounds.chunks(1_000) {
                let rows: Vec<_> = chunk
                    .iter()
                    .map(|n| {
                        let r = &n.entry;
                        (
                            funding_rounds::company_id.eq(firm),
                            funding_rounds::startup_id.eq(n.startup.get()),
                            funding_rounds::round_on.eq(r.on),
                            funding_rounds::investor.eq(&r.investor),
                            funding_rounds::stock_kind.eq(&r.stock_kind),
                            funding_rounds::shares.eq(r.shares),
                            funding_rounds::price_per_share.eq(r.price_per_share.get()),
                            funding_rounds::amount.eq(r.amount.get()),
                            funding_rounds::shares_after.eq(r.shares_after),
                            funding_rounds::created_by.eq(by),
                        )
                    })
                    .collect();
                diesel::insert_into(funding_rounds::table).values(rows).execute(conn).await?;
            }
            for chunk in batch.recoveries.chunks(1_000) {
                let rows: Vec<_> = chunk
                    .iter()
                    .map(|n| {
                        (
                            recoveries::company_id.eq(firm),
                            recoveries::union_id.eq(n.union.get()),
                            recoveries::startup_id.eq(n.startup.get()),
                            recoveries::recovered_on.eq(n.entry.on),
                            recoveries::shares_sold.eq(n.entry.shares_sold),
                            recoveries::received.eq(n.entry.received.get()),
                            recoveries::created_by.eq(by),
                        )
                    })
                    .collect();
                diesel::insert_into(recoveries::table).values(rows).execute(conn).await?;
            }
            for chunk in batch.valuations.chunks(1_000) {
                let rows: Vec<_> = chunk
                    .iter()
                    .map(|n| {
                        (
                            valuations::company_id.eq(firm),
                            valuations::startup_id.eq(n.startup.get()),
                            valuations::valued_on.eq(n.entry.on),
                            valuations::price_per_share.eq(n.entry.price_per_share.get()),
                            valuations::basis.eq(&n.entry.basis),
                            valuations::created_by.eq(by),
                        )
                    })
                    .collect();
                diesel::insert_into(valuations::table).values(rows).execute(conn).await?;
            }
            // Decided on the rows as they now stand, the new ones included.
            for (union, startup) in batch.sold_pairs() {
                check_sales(conn, firm, union.get(), startup.get(), None, None).await.map_err(|e| match e {
                    TxError::Conflict(LedgerRefusal::Inconsistent(p)) => {
                        TxError::Conflict(LedgerRefusal::SalesNotCovered(union, startup, p))
                    }
                    other => other,
                })?;
            }
            for event in report::audit::ledger_imported(actor.company_id, batch) {
                audit::record(conn, &actor, event).await?;
            }
            Ok::<_, Tx>(())
        })
        .await?;
        Ok(batch.counts())
    }

    async fn union_ledger(&self, actor: &Actor, union: UnionId) -> Result<UnionLedger, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let firm = actor.company_id.get();
        let found: Vec<(i64, String, Option<String>)> = unions::table
            .filter(unions::id.eq(union.get()).and(unions::company_id.eq(firm)))
            .filter(unions::deleted_at.is_null())
            .select((unions::id, unions::name, unions::lead_fund_manager))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        if found.is_empty() {
            return Err(PortError::NotFound);
        }
        ledgers_of(&mut conn, firm, found).await?.pop().ok_or(PortError::NotFound)
    }

    async fn firm_ledgers(&self, actor: &Actor) -> Result<Vec<UnionLedger>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let firm = actor.company_id.get();
        let live: Vec<(i64, String, Option<String>)> = unions::table
            .filter(unions::company_id.eq(firm).and(unions::deleted_at.is_null()))
            .order((unions::name.asc(), unions::id.asc()))
            .select((unions::id, unions::name, unions::lead_fund_manager))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        ledgers_of(&mut conn, firm, live).await
    }
}
