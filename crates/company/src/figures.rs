//! The yearly figures a startup reports (spec section 3: finance rows and income statement
//! rows by year). Every amount is whole won; `None` is a figure not reported (shown as '-').

use chrono::{Datelike, NaiveDate};
use serde::Serialize;

use crate::fact_check::FactCheckItem;

/// One year's balance sheet.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BalanceSheet {
    pub year: i32,
    /// 현금및현금성자산
    pub cash: Option<i64>,
    /// 매출채권
    pub receivables: Option<i64>,
    /// 재고자산
    pub inventory: Option<i64>,
    /// 유형자산
    pub tangible_assets: Option<i64>,
    /// 무형자산
    pub intangible_assets: Option<i64>,
    /// 투자자산
    pub investment_assets: Option<i64>,
    /// 기타자산
    pub other_assets: Option<i64>,
    /// 자산총계
    pub total_assets: Option<i64>,
    /// 유동부채
    pub current_liabilities: Option<i64>,
    /// 비유동부채
    pub long_term_liabilities: Option<i64>,
    /// 부채총계
    pub total_liabilities: Option<i64>,
    /// 자본금
    pub capital_stock: Option<i64>,
    /// 자본총계
    pub total_equity: Option<i64>,
}

/// One year's income statement.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct IncomeStatement {
    pub year: i32,
    /// 매출액
    pub sales: Option<i64>,
    /// 매출원가
    pub cost_of_sales: Option<i64>,
    /// 매출총이익
    pub gross_profit: Option<i64>,
    /// 판매비와관리비
    pub operating_expenses: Option<i64>,
    /// 영업이익
    pub operating_profit: Option<i64>,
    /// 영업외수익
    pub non_operating_income: Option<i64>,
    /// 영업외비용
    pub non_operating_expenses: Option<i64>,
    /// 경상이익 (법인세비용차감전순이익)
    pub ordinary_profit: Option<i64>,
    /// 현금흐름 (영업활동 현금 증감)
    pub cash_flow: Option<i64>,
    /// 이익잉여금
    pub retained_earnings: Option<i64>,
    /// 법인세비용
    pub corporate_tax: Option<i64>,
    /// 당기순이익
    pub net_income: Option<i64>,
}

/// A row that belongs to one year.
pub trait Yearly {
    fn year(&self) -> i32;
}

impl Yearly for BalanceSheet {
    fn year(&self) -> i32 {
        self.year
    }
}

impl Yearly for IncomeStatement {
    fn year(&self) -> i32 {
        self.year
    }
}

/// The three years the profile shows, oldest first: the latest reported year and the two
/// before it, each with its row when there is one. Columns stay consecutive years even when
/// a year was not reported, so a GP compares like with like (a missing year is all '-').
/// Empty when nothing was reported.
pub fn latest_three_years<T: Yearly>(rows: &[T]) -> Vec<(i32, Option<&T>)> {
    let Some(latest) = rows.iter().map(Yearly::year).max() else {
        return Vec::new();
    };
    (latest - 2..=latest).map(|y| (y, rows.iter().find(|r| r.year() == y))).collect()
}

/// A calendar quarter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, serde::Deserialize)]
pub struct Quarter {
    pub year: i32,
    /// 1 to 4.
    pub quarter: u8,
}

impl Quarter {
    pub fn new(year: i32, quarter: u8) -> Option<Quarter> {
        ((1..=4).contains(&quarter) && (2000..=2100).contains(&year)).then_some(Quarter { year, quarter })
    }

    /// The quarter a day falls in.
    pub fn of(day: NaiveDate) -> Quarter {
        Quarter { year: day.year(), quarter: u8::try_from(day.month0() / 3 + 1).unwrap_or(1) }
    }

    /// '2026년 3분기'.
    pub fn label(self) -> String {
        format!("{}년 {}분기", self.year, self.quarter)
    }

    /// The quarter's first day.
    pub fn start(self) -> NaiveDate {
        NaiveDate::from_ymd_opt(self.year, u32::from(self.quarter) * 3 - 2, 1).unwrap_or_default()
    }
}

/// A quarter's figures as a startup reports them; `None` is not reported.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct QuarterFigures {
    pub period: Quarter,
    pub sales: Option<i64>,
    pub cash: Option<i64>,
    pub headcount: Option<i64>,
}

impl QuarterFigures {
    /// The fact-check items the figures touch.
    pub fn items(&self) -> Vec<FactCheckItem> {
        let mut items = Vec::new();
        if self.cash.is_some() {
            items.push(FactCheckItem::FinancialStatus);
        }
        if self.sales.is_some() {
            items.push(FactCheckItem::SalesTrend);
        }
        if self.headcount.is_some() {
            items.push(FactCheckItem::Members);
        }
        items
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn income(year: i32, sales: i64) -> IncomeStatement {
        IncomeStatement { year, sales: Some(sales), ..IncomeStatement::default() }
    }

    #[test]
    fn the_latest_three_consecutive_years_oldest_first() {
        let rows = [income(2021, 1), income(2025, 5), income(2023, 3), income(2024, 4), income(2022, 2)];
        let shown: Vec<(i32, Option<i64>)> =
            latest_three_years(&rows).into_iter().map(|(y, r)| (y, r.and_then(|r| r.sales))).collect();
        assert_eq!(shown, vec![(2023, Some(3)), (2024, Some(4)), (2025, Some(5))]);
    }

    #[test]
    fn a_year_not_reported_is_an_empty_column() {
        let rows = [income(2025, 5), income(2023, 3)];
        let years: Vec<(i32, bool)> = latest_three_years(&rows).into_iter().map(|(y, r)| (y, r.is_some())).collect();
        assert_eq!(years, vec![(2023, true), (2024, false), (2025, true)]);
        assert!(latest_three_years::<IncomeStatement>(&[]).is_empty());
    }
}
