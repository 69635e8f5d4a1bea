//! A startup's profile: the card GPs search through, and the full page behind it.

use chrono::{DateTime, NaiveDate, Utc};
use kernel::period::DateSpan;
use kernel::Won;

use crate::codes::{Industry, OperatingStatus, Region, SizeClass, StockKind};
use crate::documents::{ImageRef, StartupDocument};
use crate::fact_check::ItemCheck;
use crate::figures::{BalanceSheet, IncomeStatement};
use crate::model::StartupId;
use crate::ranking::ValuePoint;
use crate::score_adjust::{ScoreAdjustment, ScorePoint};

/// What a search result and an interest-company row show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartupCard {
    pub id: StartupId,
    pub name: String,
    pub business_number: Option<String>,
    pub ceo_name: Option<String>,
    pub industry: Industry,
    pub region: Option<Region>,
    pub founded_on: Option<NaiveDate>,
    pub one_line_intro: String,
    pub tags: Vec<String>,
    pub is_venture: bool,
    pub is_tips: bool,
    pub has_follow_on: bool,
    /// At least one incubator or accelerator took the company in.
    pub incubated: bool,
    /// The latest reported year's sales, with its year.
    pub latest_sales: Option<(i32, Won)>,
    /// Investment attracted so far.
    pub total_investment: Won,
    /// The latest company valuation.
    pub company_value: Option<Won>,
    /// The company's logo, when it uploaded one.
    pub logo: Option<ImageRef>,
}

/// A shareholder line as the startup reports it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Shareholder {
    pub name: String,
    pub stock_kind: StockKind,
    pub stock_count: i64,
    pub stock_amount: Won,
}

/// An incubator or accelerator that took the company in (spec: entrepreneurship).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Incubation {
    pub incubator_name: String,
    pub started_on: Option<NaiveDate>,
}

/// The company-size block: what the startup reports.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct CompanySize {
    pub issued_shares: Option<i64>,
    pub face_value: Option<Won>,
    pub capital: Option<Won>,
    pub staff_count: Option<i32>,
    /// The month the staff count was taken (first day of that month).
    pub staff_basis: Option<NaiveDate>,
}

/// Everything the profile page shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartupProfile {
    pub card: StartupCard,
    pub size_class: Option<SizeClass>,
    pub operating_status: OperatingStatus,
    pub homepage: Option<String>,
    pub phone: Option<String>,
    pub address: Option<String>,
    /// The 벤처기업 confirmation's valid days (벤처기업확인서), when the startup entered them:
    /// what the investment obligation reads for an investment's day.
    pub venture: Option<DateSpan>,
    pub detail_intro: String,
    pub interview: String,
    pub size: CompanySize,
    pub shareholders: Vec<Shareholder>,
    pub balance_sheets: Vec<BalanceSheet>,
    pub income_statements: Vec<IncomeStatement>,
    pub incubations: Vec<Incubation>,
    /// Company values over time, oldest first (the value history's line).
    pub value_history: Vec<ValuePoint>,
    /// Where each fact-check item stands (all twelve, in code order). Import ignores it.
    pub checks: Vec<ItemCheck>,
    /// Fact-checkers' score adjustments in force (the latest of each axis, none of 0 points).
    pub adjustments: Vec<ScoreAdjustment>,
    /// The total score's history, a point a day, oldest first.
    pub score_history: Vec<ScorePoint>,
    /// The representative photo, when it uploaded one.
    pub photo: Option<ImageRef>,
    /// Its documents in code order, then upload order. Import ignores them.
    pub documents: Vec<StartupDocument>,
    /// Quarters it reported (answers to data requests), the latest eight, oldest first.
    pub quarters: Vec<crate::figures::QuarterFigures>,
    /// News items about it, the latest published first (import stores them; ids and dates added
    /// are not read).
    pub news: Vec<crate::news::NewsItem>,
    pub updated_at: DateTime<Utc>,
}

/// A shareholder's stake in percent of the issued shares (or of the listed shares when the
/// issued count is unknown), to two decimals as basis points. `None` when nothing is issued.
pub fn stake_basis_points(stock_count: i64, total: i64) -> Option<i64> {
    if total <= 0 {
        return None;
    }
    // i128 so a count near i64::MAX cannot overflow the multiplication.
    let bp = (i128::from(stock_count) * 10_000 + i128::from(total) / 2) / i128::from(total);
    i64::try_from(bp).ok()
}

/// The shares the stakes are counted against: the issued count when reported, else the sum
/// of the listed holdings.
pub fn share_base(size: &CompanySize, shareholders: &[Shareholder]) -> i64 {
    size.issued_shares
        .filter(|n| *n > 0)
        .unwrap_or_else(|| shareholders.iter().map(|s| s.stock_count).fold(0_i64, i64::saturating_add))
}

/// The largest shareholder (first listed on a tie) with its stake in basis points.
pub fn largest_shareholder<'a>(size: &CompanySize, shareholders: &'a [Shareholder]) -> Option<(&'a Shareholder, i64)> {
    let base = share_base(size, shareholders);
    let top = shareholders.iter().rev().max_by_key(|s| s.stock_count)?;
    Some((top, stake_basis_points(top.stock_count, base)?))
}

/// Whether the listed holdings exceed the issued shares (a data error the startup must fix).
pub fn holdings_exceed_issued(size: &CompanySize, shareholders: &[Shareholder]) -> bool {
    let listed = shareholders.iter().map(|s| s.stock_count).fold(0_i64, i64::saturating_add);
    size.issued_shares.is_some_and(|issued| listed > issued)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn holder(name: &str, count: i64) -> Shareholder {
        Shareholder {
            name: name.into(),
            stock_kind: StockKind::Common,
            stock_count: count,
            stock_amount: Won(count * 500),
        }
    }

    #[test]
    fn stakes_are_counted_against_the_issued_shares() {
        let size = CompanySize { issued_shares: Some(30_000), ..CompanySize::default() };
        let holders = [holder("대표", 18_000), holder("VC", 9_000)];
        let (top, bp) = largest_shareholder(&size, &holders).unwrap();
        assert_eq!((top.name.as_str(), bp), ("대표", 6_000));
        assert_eq!(stake_basis_points(9_000, 30_000), Some(3_000));
        assert_eq!(stake_basis_points(1, 3), Some(3_333));
        assert!(!holdings_exceed_issued(&size, &holders));
    }

    #[test]
    fn without_an_issued_count_the_listed_holdings_are_the_base() {
        let holders = [holder("A", 1), holder("B", 3)];
        assert_eq!(share_base(&CompanySize::default(), &holders), 4);
        assert_eq!(largest_shareholder(&CompanySize::default(), &holders).map(|(_, bp)| bp), Some(7_500));
        assert_eq!(stake_basis_points(5, 0), None);
        assert_eq!(stake_basis_points(i64::MAX, i64::MAX), Some(10_000));
    }

    #[test]
    fn listing_more_shares_than_issued_is_flagged() {
        let size = CompanySize { issued_shares: Some(10), ..CompanySize::default() };
        assert!(holdings_exceed_issued(&size, &[holder("A", 6), holder("B", 5)]));
    }

    #[test]
    fn on_a_tie_the_first_listed_is_the_largest() {
        let holders = [holder("먼저", 5), holder("나중", 5)];
        assert_eq!(largest_shareholder(&CompanySize::default(), &holders).unwrap().0.name, "먼저");
    }
}
