//! A report's figures, computed once when it is created and stored as they were: the unions in
//! its scope with their companies and deployment, and per company the panels of the result
//! page (returns, per-fund lines with XIRR, fundraising history, the charts' series). Nothing
//! here reads the ledger again, so a report never changes when data changes later.

use std::collections::BTreeMap;

use chrono::NaiveDate;
use company::StartupId;
use kernel::Won;
use serde::{Deserialize, Serialize};
use union::UnionId;

use crate::ledger::{FundingRound, Investment, Recovery, Valuation};
use crate::portfolio::UnionPortfolio;
use crate::position::{Position, PositionError, PriceSource};
use crate::returns::Returns;
use crate::xirr::{irr, CashFlow, Irr};

/// What the report covers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "union_ids", rename_all = "snake_case")]
pub enum ReportScope {
    /// Every live union of the firm on the day it is created.
    Firm,
    /// The chosen unions.
    Unions(Vec<UnionId>),
}

/// One income-statement year of a company, as the charts draw it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct YearLine {
    pub year: i32,
    pub sales: Option<i64>,
    pub operating_profit: Option<i64>,
    pub net_income: Option<i64>,
}

/// What the report copies from the startup's profile.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct StartupFacts {
    pub logo_token: Option<String>,
    /// Up to the base date's year, oldest first.
    pub years: Vec<YearLine>,
}

/// The report's figures.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReportFigures {
    pub base_date: NaiveDate,
    pub total: Returns,
    pub xirr: Irr,
    pub unions: Vec<UnionFigures>,
    pub companies: Vec<CompanyFigures>,
}

/// One union of the report (the per-source report, /report/finance).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UnionFigures {
    pub union_id: UnionId,
    pub union_name: String,
    pub total: Returns,
    pub xirr: Irr,
    pub holdings: Vec<HoldingFigures>,
    /// The money the union put into startups, day by day.
    pub deployment: Vec<DeploymentStep>,
}

/// A union's holding of one company on the base date.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HoldingFigures {
    pub startup_id: StartupId,
    pub startup_name: String,
    pub first_invested_on: Option<NaiveDate>,
    pub shares_held: i64,
    pub price_per_share: Option<Won>,
    pub price_source: Option<PriceSource>,
    pub returns: Returns,
    pub xirr: Irr,
}

/// Money a union invested on one day, and how far it had deployed by then.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct DeploymentStep {
    pub on: NaiveDate,
    pub amount: Won,
    pub cumulative: Won,
    /// `cumulative` over everything the union invested by the base date, in percent.
    pub cumulative_percent: f64,
}

/// One company of the report (the overall report's left panel and side panel).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CompanyFigures {
    pub startup_id: StartupId,
    pub startup_name: String,
    pub logo_token: Option<String>,
    pub total: Returns,
    pub xirr: Irr,
    /// Nothing held and something came back: the panel shows invested, 회수금 and 이익률.
    pub recovered_mode: bool,
    /// Per union (fund) that invested in it.
    pub funds: Vec<FundLine>,
    /// The company's rounds known to the firm: the unions' own investments and later rounds.
    pub rounds: Vec<RoundLine>,
    /// The charts' dated series: at every investment, round, valuation and recovery.
    pub history: Vec<HistoryPoint>,
    pub years: Vec<YearLine>,
}

/// One union's line in a company's per-fund details.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FundLine {
    pub union_id: UnionId,
    pub union_name: String,
    pub first_invested_on: Option<NaiveDate>,
    pub shares_held: i64,
    pub returns: Returns,
    pub xirr: Irr,
}

/// A round in the fundraising history.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RoundLine {
    pub on: NaiveDate,
    /// The union's name for its own investments; the recorded investor for later rounds.
    pub investor: String,
    pub stock_kind: String,
    pub shares: i64,
    pub price_per_share: Won,
    pub amount: Won,
    /// Issued shares after × price, when the issued shares are known.
    pub post_money: Option<Won>,
}

/// The report's holding of a company on one day, for the charts.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct HistoryPoint {
    pub on: NaiveDate,
    /// Held shares over the issued shares last known, in percent.
    pub stake_percent: Option<f64>,
    pub stake_value: Won,
    /// The price × the issued shares last known.
    pub company_value: Option<Won>,
}

impl ReportFigures {
    /// The report of `portfolios` (each already folded on `base_date`), with what the
    /// startups' profiles say in `facts`.
    ///
    /// # Errors
    /// When a sum leaves the range of won.
    pub fn build(
        base_date: NaiveDate,
        portfolios: &[UnionPortfolio],
        facts: &BTreeMap<StartupId, StartupFacts>,
    ) -> Result<ReportFigures, PositionError> {
        let unions: Vec<UnionFigures> = portfolios.iter().map(union_figures).collect::<Result<_, _>>()?;
        let mut ids: Vec<(StartupId, &str)> = Vec::new();
        for p in portfolios {
            for r in &p.rows {
                if !ids.iter().any(|(id, _)| *id == r.startup_id) {
                    ids.push((r.startup_id, r.startup_name.as_str()));
                }
            }
        }
        ids.sort_by(|a, b| a.1.cmp(b.1).then(a.0.cmp(&b.0)));
        let companies = ids
            .into_iter()
            .map(|(id, _)| company_figures(base_date, id, portfolios, facts.get(&id)))
            .collect::<Result<Vec<_>, _>>()?;
        let total = Returns::sum(unions.iter().map(|u| &u.total))?;
        let flows: Vec<CashFlow> =
            portfolios.iter().flat_map(|p| p.rows.iter().flat_map(|r| r.position.flows.iter().copied())).collect();
        Ok(ReportFigures { base_date, total, xirr: irr(&flows), unions, companies })
    }

    /// The union's figures, when it is in the report.
    pub fn union(&self, id: UnionId) -> Option<&UnionFigures> {
        self.unions.iter().find(|u| u.union_id == id)
    }
}

fn union_figures(p: &UnionPortfolio) -> Result<UnionFigures, PositionError> {
    let holdings = p
        .rows
        .iter()
        .map(|r| HoldingFigures {
            startup_id: r.startup_id,
            startup_name: r.startup_name.clone(),
            first_invested_on: r.investments.iter().map(|e| e.investment.invested_on).min(),
            shares_held: r.position.shares_bought - r.position.shares_sold,
            price_per_share: r.position.price.map(|(p, _, _)| p),
            price_source: r.position.price.map(|(_, _, s)| s),
            returns: r.returns,
            xirr: r.xirr,
        })
        .collect();
    let mut by_day: BTreeMap<NaiveDate, Won> = BTreeMap::new();
    for e in p.rows.iter().flat_map(|r| &r.investments) {
        let day = by_day.entry(e.investment.invested_on).or_insert(Won::ZERO);
        *day = day.checked_add(e.investment.amount)?;
    }
    let mut cumulative = Won::ZERO;
    let mut deployment = Vec::with_capacity(by_day.len());
    for (on, amount) in by_day {
        cumulative = cumulative.checked_add(amount)?;
        deployment.push(DeploymentStep { on, amount, cumulative, cumulative_percent: 0.0 });
    }
    for step in &mut deployment {
        step.cumulative_percent = percent_of(step.cumulative, cumulative);
    }
    Ok(UnionFigures {
        union_id: p.union_id,
        union_name: p.union_name.clone(),
        total: p.total,
        xirr: p.total_xirr,
        holdings,
        deployment,
    })
}

#[allow(clippy::cast_precision_loss)] // amounts below 2^53 won are exact
fn percent_of(part: Won, whole: Won) -> f64 {
    if whole.get() == 0 {
        0.0
    } else {
        part.get() as f64 / whole.get() as f64 * 100.0
    }
}

fn company_figures(
    base_date: NaiveDate,
    id: StartupId,
    portfolios: &[UnionPortfolio],
    facts: Option<&StartupFacts>,
) -> Result<CompanyFigures, PositionError> {
    let mut funds = Vec::new();
    let mut bought: Vec<Investment> = Vec::new();
    let mut sold: Vec<Recovery> = Vec::new();
    let mut rounds: Vec<FundingRound> = Vec::new();
    let mut marks: Vec<Valuation> = Vec::new();
    let mut lines: Vec<RoundLine> = Vec::new();
    let mut name = String::new();
    for p in portfolios {
        let Some(row) = p.rows.iter().find(|r| r.startup_id == id) else { continue };
        name.clone_from(&row.startup_name);
        funds.push(FundLine {
            union_id: p.union_id,
            union_name: p.union_name.clone(),
            first_invested_on: row.investments.iter().map(|e| e.investment.invested_on).min(),
            shares_held: row.position.shares_bought - row.position.shares_sold,
            returns: row.returns,
            xirr: row.xirr,
        });
        for e in &row.investments {
            let i = &e.investment;
            lines.push(RoundLine {
                on: i.invested_on,
                investor: p.union_name.clone(),
                stock_kind: i.stock_kind.clone(),
                shares: i.shares,
                price_per_share: i.price_per_share,
                amount: i.amount,
                post_money: i.shares_after.and_then(|n| crate::ledger::times(n, i.price_per_share)),
            });
            bought.push(i.clone());
        }
        sold.extend(row.recoveries.iter().map(|r| r.row.clone()));
        // Rounds and valuations are the firm's, the same in every union's row: keep one copy.
        for r in &row.rounds {
            if !rounds.contains(&r.row) {
                rounds.push(r.row.clone());
            }
        }
        for v in &row.valuations {
            if !marks.contains(&v.row) {
                marks.push(v.row.clone());
            }
        }
    }
    lines.extend(rounds.iter().map(|r| RoundLine {
        on: r.on,
        investor: r.investor.clone(),
        stock_kind: r.stock_kind.clone(),
        shares: r.shares,
        price_per_share: r.price_per_share,
        amount: r.amount,
        post_money: r.post_money(),
    }));
    lines.sort_by(|a, b| a.on.cmp(&b.on).then(a.investor.cmp(&b.investor)));
    let total = Returns::sum(funds.iter().map(|f| &f.returns))?;
    let whole = Position::on(base_date, &bought, &rounds, &sold, &marks)?;
    let history = history(&bought, &rounds, &sold, &marks)?;
    let facts = facts.cloned().unwrap_or_default();
    Ok(CompanyFigures {
        startup_id: id,
        startup_name: name,
        logo_token: facts.logo_token,
        total,
        xirr: whole.xirr(),
        recovered_mode: total.is_recovered(),
        funds,
        rounds: lines,
        history,
        years: facts.years,
    })
}

/// The holding on every day something happened to it.
fn history(
    bought: &[Investment],
    rounds: &[FundingRound],
    sold: &[Recovery],
    marks: &[Valuation],
) -> Result<Vec<HistoryPoint>, PositionError> {
    let mut days: Vec<NaiveDate> = bought
        .iter()
        .map(|i| i.invested_on)
        .chain(rounds.iter().map(|r| r.on))
        .chain(sold.iter().map(|r| r.on))
        .chain(marks.iter().map(|v| v.on))
        .collect();
    days.sort_unstable();
    days.dedup();
    let first = bought.iter().map(|i| i.invested_on).min();
    let mut points = Vec::with_capacity(days.len());
    for on in days.into_iter().filter(|d| first.is_some_and(|f| *d >= f)) {
        let position = Position::on(on, bought, rounds, sold, marks)?;
        let issued = issued_shares(on, bought, rounds);
        let held = position.shares_bought - position.shares_sold;
        let price = position.price.map(|(p, _, _)| p);
        points.push(HistoryPoint {
            on,
            stake_percent: issued.and_then(|n| crate::ledger::percent(held, n)),
            stake_value: position.value,
            company_value: issued.zip(price).and_then(|(n, p)| crate::ledger::times(n, p)),
        });
    }
    Ok(points)
}

/// The issued shares last recorded on or before `on` (after an investment or a round).
fn issued_shares(on: NaiveDate, bought: &[Investment], rounds: &[FundingRound]) -> Option<i64> {
    bought
        .iter()
        .filter_map(|i| i.shares_after.map(|n| (i.invested_on, 0, n)))
        .chain(rounds.iter().filter_map(|r| r.shares_after.map(|n| (r.on, 1, n))))
        .filter(|(d, _, _)| *d <= on)
        .max_by_key(|(d, order, _)| (*d, *order))
        .map(|(_, _, n)| n)
        .filter(|n| *n > 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::portfolio::{
        FundingRoundId, InvestmentEntry, InvestmentId, Recorded, RecoveryId, StartupLedger, UnionLedger,
    };

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap_or_default()
    }

    fn bought(union: i64, startup: i64, on: NaiveDate, shares: i64, price: i64, after: i64) -> InvestmentEntry {
        InvestmentEntry {
            id: InvestmentId(union * 100 + startup),
            union_id: UnionId(union),
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
                shares_after: Some(after),
            },
        }
    }

    fn ledger(union: i64, startups: Vec<StartupLedger>) -> UnionLedger {
        UnionLedger {
            union_id: UnionId(union),
            union_name: format!("제{union}호 조합"),
            lead_fund_manager: Some(if union == 1 { "김심사" } else { "박운용" }.into()),
            startups,
        }
    }

    /// Two unions in one startup (one sold out of another), a later round, a report built.
    fn report() -> ReportFigures {
        let round = FundingRound {
            on: day(2025, 1, 1),
            investor: "후속".into(),
            stock_kind: "우선주".into(),
            shares: 1_000,
            price_per_share: Won(30_000),
            amount: Won(30_000_000),
            shares_after: Some(5_000),
        };
        let seven = |union: i64, shares: i64| StartupLedger {
            startup_id: StartupId(7),
            startup_name: "기업7".into(),
            investments: vec![bought(union, 7, day(2024, 1, 1), shares, 10_000, 4_000)],
            rounds: vec![Recorded { id: FundingRoundId(1), row: round.clone() }],
            recoveries: vec![],
            valuations: vec![],
        };
        let mut eight = StartupLedger {
            startup_id: StartupId(8),
            startup_name: "기업8".into(),
            investments: vec![bought(2, 8, day(2023, 6, 1), 100, 10_000, 1_000)],
            rounds: vec![],
            recoveries: vec![Recorded {
                id: RecoveryId(1),
                row: Recovery { on: day(2025, 6, 1), shares_sold: 100, received: Won(3_000_000) },
            }],
            valuations: vec![],
        };
        eight.investments[0].startup_name = "기업8".into();
        let base = day(2025, 12, 31);
        let p1 = UnionPortfolio::of(ledger(1, vec![seven(1, 400)]), base).unwrap();
        let p2 = UnionPortfolio::of(ledger(2, vec![seven(2, 200), eight]), base).unwrap();
        let facts = BTreeMap::from([(
            StartupId(7),
            StartupFacts {
                logo_token: Some("logo".into()),
                years: vec![YearLine { year: 2024, sales: Some(1), operating_profit: None, net_income: None }],
            },
        )]);
        ReportFigures::build(base, &[p1, p2], &facts).unwrap()
    }

    #[test]
    fn a_company_in_two_unions_is_one_company_with_a_line_per_fund() {
        let r = report();
        assert_eq!(r.companies.len(), 2);
        let c = &r.companies[0];
        assert_eq!((c.startup_name.as_str(), c.funds.len()), ("기업7", 2));
        assert_eq!(c.total, Returns { invested: Won(6_000_000), value: Won(18_000_000), recovered: Won::ZERO });
        assert_eq!(c.logo_token.as_deref(), Some("logo"));
        assert_eq!(c.years.len(), 1);
        // Both unions' purchases and the one round (not repeated per union).
        assert_eq!(c.rounds.len(), 3);
        assert_eq!(c.rounds[2].post_money, Some(Won(150_000_000)));
        // 600 of 4,000 shares, then of 5,000 after the round.
        assert_eq!(c.history.len(), 2);
        assert!(c.history[0].stake_percent.is_some_and(|p| (p - 15.0).abs() < 1e-9));
        assert!(c.history[1].stake_percent.is_some_and(|p| (p - 12.0).abs() < 1e-9));
        assert_eq!(c.history[1].company_value, Some(Won(150_000_000)));
        assert_eq!(r.total.invested, Won(7_000_000));
        assert_eq!(r.total.recovered, Won(3_000_000));
    }

    #[test]
    fn a_sold_out_company_is_in_recovered_mode_and_deployment_runs_to_a_hundred_percent() {
        let r = report();
        let eight = &r.companies[1];
        assert!(eight.recovered_mode);
        assert!(eight.total.profit_rate().is_some_and(|p| (p - 200.0).abs() < 1e-9));
        let u2 = r.union(UnionId(2)).unwrap();
        let steps: Vec<(NaiveDate, i64, f64)> =
            u2.deployment.iter().map(|d| (d.on, d.cumulative.get(), d.cumulative_percent)).collect();
        assert_eq!(steps[0].0, day(2023, 6, 1));
        assert!((steps[0].2 - 100.0 / 3.0).abs() < 1e-9);
        assert_eq!((steps[1].1, steps[1].2), (3_000_000, 100.0));
    }

    #[test]
    fn the_stored_figures_read_back_the_same() {
        let r = report();
        let json = serde_json::to_string(&r).unwrap();
        let back: ReportFigures = serde_json::from_str(&json).unwrap();
        assert_eq!(back, r);
    }
}
