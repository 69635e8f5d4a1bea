//! A union's portfolio on a base date: its ledger per startup, folded into positions, returns
//! and rates, with the union's totals.

use chrono::NaiveDate;
use company::StartupId;
use kernel::define_id;
use serde::Serialize;
use union::UnionId;

use crate::ledger::{FundingRound, Investment, Recovery, Valuation};
use crate::position::{Position, PositionError};
use crate::returns::Returns;
use crate::xirr::{irr, CashFlow, Irr};

define_id!(
    /// One investment row of the ledger.
    InvestmentId
);
define_id!(
    /// One funding round the firm recorded.
    FundingRoundId
);
define_id!(
    /// One recovery of a union.
    RecoveryId
);
define_id!(
    /// One valuation the firm set.
    ValuationId
);

/// A stored ledger row with its id (for the screens' delete buttons).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Recorded<I, T> {
    pub id: I,
    pub row: T,
}

/// A stored investment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct InvestmentEntry {
    pub id: InvestmentId,
    pub union_id: UnionId,
    pub startup_id: StartupId,
    pub startup_name: String,
    pub investment: Investment,
}

/// What the firm recorded about one startup of a union.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartupLedger {
    pub startup_id: StartupId,
    pub startup_name: String,
    pub investments: Vec<InvestmentEntry>,
    pub rounds: Vec<Recorded<FundingRoundId, FundingRound>>,
    pub recoveries: Vec<Recorded<RecoveryId, Recovery>>,
    pub valuations: Vec<Recorded<ValuationId, Valuation>>,
}

/// A union's ledger, one entry per startup it invested in (by name).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnionLedger {
    pub union_id: UnionId,
    pub union_name: String,
    /// The union's lead fund manager (대표 펀드매니저), as the union's form has it.
    pub lead_fund_manager: Option<String>,
    pub startups: Vec<StartupLedger>,
}

/// One startup of the portfolio on the base date.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PortfolioRow {
    pub startup_id: StartupId,
    pub startup_name: String,
    pub investments: Vec<InvestmentEntry>,
    /// The rounds, recoveries and valuations dated on or before the base date.
    pub rounds: Vec<Recorded<FundingRoundId, FundingRound>>,
    pub recoveries: Vec<Recorded<RecoveryId, Recovery>>,
    pub valuations: Vec<Recorded<ValuationId, Valuation>>,
    pub position: Position,
    pub returns: Returns,
    pub xirr: Irr,
}

/// A union's portfolio on a base date.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct UnionPortfolio {
    pub union_id: UnionId,
    pub union_name: String,
    pub lead_fund_manager: Option<String>,
    pub base_date: NaiveDate,
    pub rows: Vec<PortfolioRow>,
    /// The union's sums and the rate of all its flows together.
    pub total: Returns,
    pub total_xirr: Irr,
}

impl UnionPortfolio {
    /// Folds the ledger on `base_date`; startups first invested after it are left out.
    ///
    /// # Errors
    /// When a startup's ledger does not add up (see [`Position::on`]).
    pub fn of(ledger: UnionLedger, base_date: NaiveDate) -> Result<UnionPortfolio, PositionError> {
        let mut rows = Vec::with_capacity(ledger.startups.len());
        for s in ledger.startups {
            let bought: Vec<Investment> = s.investments.iter().map(|e| e.investment.clone()).collect();
            let rounds: Vec<FundingRound> = s.rounds.iter().map(|r| r.row.clone()).collect();
            let sold: Vec<Recovery> = s.recoveries.iter().map(|r| r.row.clone()).collect();
            let marks: Vec<Valuation> = s.valuations.iter().map(|r| r.row.clone()).collect();
            let position = Position::on(base_date, &bought, &rounds, &sold, &marks)?;
            if position.shares_bought == 0 {
                continue;
            }
            rows.push(PortfolioRow {
                startup_id: s.startup_id,
                startup_name: s.startup_name,
                investments: s.investments.into_iter().filter(|e| e.investment.invested_on <= base_date).collect(),
                rounds: s.rounds.into_iter().filter(|r| r.row.on <= base_date).collect(),
                recoveries: s.recoveries.into_iter().filter(|r| r.row.on <= base_date).collect(),
                valuations: s.valuations.into_iter().filter(|r| r.row.on <= base_date).collect(),
                returns: position.returns(),
                xirr: position.xirr(),
                position,
            });
        }
        let total = Returns::sum(rows.iter().map(|r| &r.returns))?;
        let flows: Vec<CashFlow> = rows.iter().flat_map(|r| r.position.flows.iter().copied()).collect();
        Ok(UnionPortfolio {
            union_id: ledger.union_id,
            union_name: ledger.union_name,
            lead_fund_manager: ledger.lead_fund_manager,
            base_date,
            rows,
            total,
            total_xirr: irr(&flows),
        })
    }
}

#[cfg(test)]
mod tests {
    use kernel::Won;

    use super::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap_or_default()
    }

    fn entry(id: i64, startup: i64, on: NaiveDate, shares: i64, price: i64) -> InvestmentEntry {
        InvestmentEntry {
            id: InvestmentId(id),
            union_id: UnionId(1),
            startup_id: StartupId(startup),
            startup_name: format!("기업{startup}"),
            investment: Investment {
                contracted_on: on,
                registered_on: None,
                invested_on: on,
                stock_kind: "보통주".into(),
                shares,
                price_per_share: Won(price),
                amount: Won(shares * price),
                face_value: Won(500),
                shares_before: None,
                shares_after: None,
            },
        }
    }

    fn startup(id: i64, investments: Vec<InvestmentEntry>, rounds: Vec<FundingRound>) -> StartupLedger {
        StartupLedger {
            startup_id: StartupId(id),
            startup_name: format!("기업{id}"),
            investments,
            rounds: rounds.into_iter().map(|row| Recorded { id: FundingRoundId(1), row }).collect(),
            recoveries: vec![],
            valuations: vec![],
        }
    }

    #[test]
    fn the_union_total_sums_its_startups_and_later_investments_wait() {
        let round = FundingRound {
            on: day(2025, 1, 1),
            investor: "후속".into(),
            stock_kind: "우선주".into(),
            shares: 100,
            price_per_share: Won(30_000),
            amount: Won(3_000_000),
            shares_after: None,
        };
        let ledger = UnionLedger {
            union_id: UnionId(1),
            union_name: "제1호 조합".into(),
            lead_fund_manager: None,
            startups: vec![
                startup(7, vec![entry(1, 7, day(2023, 1, 1), 1_000, 10_000)], vec![round]),
                startup(8, vec![entry(2, 8, day(2024, 1, 1), 2_000, 10_000)], vec![]),
                startup(9, vec![entry(3, 9, day(2026, 1, 1), 10, 10_000)], vec![]),
            ],
        };
        let p = UnionPortfolio::of(ledger, day(2025, 12, 31)).unwrap();
        assert_eq!(p.rows.len(), 2, "the 2026 investment is after the base date");
        assert_eq!(p.total, Returns { invested: Won(30_000_000), value: Won(50_000_000), recovered: Won::ZERO });
        assert!(p.rows[0].returns.multiple().is_some_and(|m| (m - 3.0).abs() < 1e-12));
        let (first, whole) = (p.rows[0].xirr.annual.unwrap_or(0.0), p.total_xirr.annual.unwrap_or(0.0));
        assert!(first > whole && whole > 0.0, "{first} {whole}");
    }
}
