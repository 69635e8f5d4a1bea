//! The firm's investments seen two more ways on a base date (spec: Investment info): by
//! company (/invest-enterprise: every startup any union holds or held, with the unions in it)
//! and by the fund manager in charge (/invest-manager: the unions each lead fund manager runs,
//! their sums and the rate of their flows together).

use std::collections::BTreeMap;

use serde::Serialize;
use union::UnionId;

use crate::portfolio::UnionPortfolio;
use crate::position::PositionError;
use crate::returns::Returns;
use crate::xirr::{irr, CashFlow, Irr};

/// What a lead fund manager runs.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ManagerFigures {
    /// `None`: unions whose form names no manager.
    pub name: Option<String>,
    pub unions: Vec<(UnionId, String)>,
    /// Startups held or sold by those unions (a startup in two of them counts once).
    pub company_count: usize,
    pub total: Returns,
    pub xirr: Irr,
}

/// The firm's unions grouped by lead fund manager, by name (unnamed last); unions without
/// investments count in their manager's union list but add nothing.
///
/// # Errors
/// When a sum leaves the range of won.
pub fn by_manager(portfolios: &[UnionPortfolio]) -> Result<Vec<ManagerFigures>, PositionError> {
    let mut groups: BTreeMap<(bool, String), Vec<&UnionPortfolio>> = BTreeMap::new();
    for p in portfolios {
        let key = match &p.lead_fund_manager {
            Some(name) => (false, name.trim().to_owned()),
            None => (true, String::new()),
        };
        groups.entry(key).or_default().push(p);
    }
    groups
        .into_iter()
        .map(|((unnamed, name), ps)| {
            let total = Returns::sum(ps.iter().map(|p| &p.total))?;
            let flows: Vec<CashFlow> =
                ps.iter().flat_map(|p| p.rows.iter().flat_map(|r| r.position.flows.iter().copied())).collect();
            let mut companies: Vec<_> = ps.iter().flat_map(|p| p.rows.iter().map(|r| r.startup_id)).collect();
            companies.sort_unstable();
            companies.dedup();
            Ok(ManagerFigures {
                name: (!unnamed).then_some(name),
                unions: ps.iter().map(|p| (p.union_id, p.union_name.clone())).collect(),
                company_count: companies.len(),
                total,
                xirr: irr(&flows),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use chrono::NaiveDate;
    use company::StartupId;
    use kernel::Won;

    use super::*;
    use crate::ledger::Investment;
    use crate::portfolio::{InvestmentEntry, InvestmentId, StartupLedger, UnionLedger};

    fn union(id: i64, manager: Option<&str>, startups: &[(i64, i64)]) -> UnionPortfolio {
        let on = NaiveDate::from_ymd_opt(2024, 1, 1).unwrap_or_default();
        let startups = startups
            .iter()
            .map(|&(s, amount)| StartupLedger {
                startup_id: StartupId(s),
                startup_name: format!("기업{s}"),
                investments: vec![InvestmentEntry {
                    id: InvestmentId(id * 10 + s),
                    union_id: UnionId(id),
                    startup_id: StartupId(s),
                    startup_name: format!("기업{s}"),
                    investment: Investment {
                        contracted_on: on,
                        registered_on: None,
                        invested_on: on,
                        stock_kind: "보통주".into(),
                        shares: amount / 1_000,
                        price_per_share: Won(1_000),
                        amount: Won(amount),
                        face_value: Won(500),
                        shares_before: None,
                        shares_after: None,
                    },
                }],
                rounds: vec![],
                recoveries: vec![],
                valuations: vec![],
            })
            .collect();
        let ledger = UnionLedger {
            union_id: UnionId(id),
            union_name: format!("제{id}호"),
            lead_fund_manager: manager.map(str::to_owned),
            startups,
        };
        UnionPortfolio::of(ledger, NaiveDate::from_ymd_opt(2025, 1, 1).unwrap_or_default()).unwrap()
    }

    #[test]
    fn unions_group_by_manager_and_a_startup_in_two_of_them_counts_once() {
        let all = [
            union(1, Some("김심사"), &[(7, 1_000_000), (8, 2_000_000)]),
            union(2, Some(" 김심사 "), &[(7, 3_000_000)]),
            union(3, None, &[(9, 5_000_000)]),
            union(4, Some("박운용"), &[]),
        ];
        let m = by_manager(&all).unwrap();
        let names: Vec<Option<&str>> = m.iter().map(|g| g.name.as_deref()).collect();
        assert_eq!(names, [Some("김심사"), Some("박운용"), None]);
        assert_eq!((m[0].unions.len(), m[0].company_count), (2, 2));
        assert_eq!(m[0].total.invested, Won(6_000_000));
        assert_eq!((m[1].total.invested, m[1].xirr.annual), (Won::ZERO, None));
        assert_eq!(m[2].total.invested, Won(5_000_000));
    }
}
