//! The firm's ledgers read back, one per union: five statements whatever the number of unions
//! (the unions, their investments with the startups' names, the rounds, recoveries and
//! valuations of those startups), grouped here.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use company::StartupId;
use diesel::{BoolExpressionMethods, ExpressionMethods, JoinOnDsl, QueryDsl};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use kernel::{PortError, Won};
use report::ledger::{FundingRound, Investment, Recovery, Valuation};
use report::portfolio::{
    FundingRoundId, InvestmentEntry, InvestmentId, Recorded, RecoveryId, StartupLedger, UnionLedger, ValuationId,
};
use union::UnionId;

use crate::error::to_port;
use crate::schema::{companies, funding_rounds, investments, recoveries, valuations};

pub(super) type InvestmentRow =
    (i64, i64, i64, NaiveDate, Option<NaiveDate>, NaiveDate, String, i64, i64, i64, i64, Option<i64>, Option<i64>);

/// The investment columns in [`InvestmentRow`]'s order.
macro_rules! investment_columns {
    () => {
        (
            crate::schema::investments::id,
            crate::schema::investments::union_id,
            crate::schema::investments::startup_id,
            crate::schema::investments::contracted_on,
            crate::schema::investments::registered_on,
            crate::schema::investments::invested_on,
            crate::schema::investments::stock_kind,
            crate::schema::investments::shares,
            crate::schema::investments::price_per_share,
            crate::schema::investments::amount,
            crate::schema::investments::face_value,
            crate::schema::investments::shares_before,
            crate::schema::investments::shares_after,
        )
    };
}
pub(super) use investment_columns;

pub(super) fn entry(row: InvestmentRow, startup_name: String) -> InvestmentEntry {
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

pub(super) type RoundRow = (i64, i64, NaiveDate, String, String, i64, i64, i64, Option<i64>);

pub(super) fn round(r: RoundRow) -> (i64, Recorded<FundingRoundId, FundingRound>) {
    let (id, startup, on, investor, stock_kind, shares, price, amount, shares_after) = r;
    let row = FundingRound {
        on,
        investor,
        stock_kind,
        shares,
        price_per_share: Won(price),
        amount: Won(amount),
        shares_after,
    };
    (startup, Recorded { id: FundingRoundId(id), row })
}

pub(super) type RecoveryRow = (i64, i64, i64, NaiveDate, i64, i64);

pub(super) fn recovery(r: RecoveryRow) -> (i64, i64, Recorded<RecoveryId, Recovery>) {
    let (id, union, startup, on, shares_sold, received) = r;
    (union, startup, Recorded { id: RecoveryId(id), row: Recovery { on, shares_sold, received: Won(received) } })
}

pub(super) type ValuationRow = (i64, i64, NaiveDate, i64, String);

pub(super) fn valuation(r: ValuationRow) -> (i64, Recorded<ValuationId, Valuation>) {
    let (id, startup, on, price, basis) = r;
    (startup, Recorded { id: ValuationId(id), row: Valuation { on, price_per_share: Won(price), basis } })
}

/// The ledgers of `unions` (id, name, lead fund manager; in that order) of the firm.
pub(super) async fn ledgers_of(
    conn: &mut AsyncPgConnection,
    firm: i64,
    unions: Vec<(i64, String, Option<String>)>,
) -> Result<Vec<UnionLedger>, PortError> {
    let union_ids: Vec<i64> = unions.iter().map(|(id, _, _)| *id).collect();
    let rows: Vec<(InvestmentRow, String)> = investments::table
        .inner_join(companies::table.on(companies::id.eq(investments::startup_id)))
        .filter(investments::company_id.eq(firm).and(investments::union_id.eq_any(&union_ids)))
        .order((
            companies::name.asc(),
            investments::startup_id.asc(),
            investments::invested_on.asc(),
            investments::id.asc(),
        ))
        .select((investment_columns!(), companies::name))
        .load(conn)
        .await
        .map_err(to_port)?;
    let mut startup_ids: Vec<i64> = rows.iter().map(|(r, _)| r.2).collect();
    startup_ids.sort_unstable();
    startup_ids.dedup();
    // Few rows per startup: the three lists read together on the one connection.
    let shared: &AsyncPgConnection = conn;
    let rounds = funding_rounds::table
        .filter(funding_rounds::company_id.eq(firm).and(funding_rounds::startup_id.eq_any(&startup_ids)))
        .order((funding_rounds::round_on.asc(), funding_rounds::id.asc()))
        .select((
            funding_rounds::id,
            funding_rounds::startup_id,
            funding_rounds::round_on,
            funding_rounds::investor,
            funding_rounds::stock_kind,
            funding_rounds::shares,
            funding_rounds::price_per_share,
            funding_rounds::amount,
            funding_rounds::shares_after,
        ))
        .load::<RoundRow>(&mut &*shared);
    let sold = recoveries::table
        .filter(recoveries::company_id.eq(firm).and(recoveries::union_id.eq_any(&union_ids)))
        .order((recoveries::recovered_on.asc(), recoveries::id.asc()))
        .select((
            recoveries::id,
            recoveries::union_id,
            recoveries::startup_id,
            recoveries::recovered_on,
            recoveries::shares_sold,
            recoveries::received,
        ))
        .load::<RecoveryRow>(&mut &*shared);
    let marks = valuations::table
        .filter(valuations::company_id.eq(firm).and(valuations::startup_id.eq_any(&startup_ids)))
        .order((valuations::valued_on.asc(), valuations::id.asc()))
        .select((
            valuations::id,
            valuations::startup_id,
            valuations::valued_on,
            valuations::price_per_share,
            valuations::basis,
        ))
        .load::<ValuationRow>(&mut &*shared);
    let (rounds, sold, marks) = futures_util::join!(rounds, sold, marks);
    let mut rounds_of: BTreeMap<i64, Vec<Recorded<FundingRoundId, FundingRound>>> = BTreeMap::new();
    for r in rounds.map_err(to_port)? {
        let (startup, r) = round(r);
        rounds_of.entry(startup).or_default().push(r);
    }
    let mut marks_of: BTreeMap<i64, Vec<Recorded<ValuationId, Valuation>>> = BTreeMap::new();
    for v in marks.map_err(to_port)? {
        let (startup, v) = valuation(v);
        marks_of.entry(startup).or_default().push(v);
    }
    let mut sold_of: BTreeMap<(i64, i64), Vec<Recorded<RecoveryId, Recovery>>> = BTreeMap::new();
    for r in sold.map_err(to_port)? {
        let (union, startup, r) = recovery(r);
        sold_of.entry((union, startup)).or_default().push(r);
    }
    // Startups in name order within each union, as the investments came.
    let mut by_union: BTreeMap<i64, Vec<StartupLedger>> = BTreeMap::new();
    for (row, name) in rows {
        let (union, startup) = (row.1, row.2);
        let list = by_union.entry(union).or_default();
        if list.last().is_none_or(|l| l.startup_id.get() != startup) {
            list.push(StartupLedger {
                startup_id: StartupId(startup),
                startup_name: name.clone(),
                investments: Vec::new(),
                rounds: rounds_of.get(&startup).cloned().unwrap_or_default(),
                recoveries: sold_of.remove(&(union, startup)).unwrap_or_default(),
                valuations: marks_of.get(&startup).cloned().unwrap_or_default(),
            });
        }
        if let Some(l) = list.last_mut() {
            l.investments.push(entry(row, name));
        }
    }
    Ok(unions
        .into_iter()
        .map(|(id, name, manager)| UnionLedger {
            union_id: UnionId(id),
            union_name: name,
            lead_fund_manager: manager.filter(|m| !m.trim().is_empty()),
            startups: by_union.remove(&id).unwrap_or_default(),
        })
        .collect())
}
