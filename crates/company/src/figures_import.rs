//! Yearly figures from a spreadsheet (issue 17): one row a year, every column of the balance
//! sheet and income statement by its Korean name. Every row is checked as the form checks one
//! year; one bad row and nothing is imported, each problem named with its row (`{n}행: …`).

use std::collections::BTreeSet;

use chrono::NaiveDate;
use kernel::FieldError;

use crate::editing::YearFigures;
use crate::figures::{BalanceSheet, IncomeStatement};

/// Most years one import takes.
pub const MAX_IMPORT_YEARS: usize = 50;

/// A figure's column: its Korean header and where it goes (`balance.cash`, …).
pub struct FigureColumn {
    pub header: &'static str,
    pub field: &'static str,
}

macro_rules! columns {
    ($($header:literal => $field:literal),+ $(,)?) => {
        /// The sheet's figure columns in order (the year column, 연도, comes first).
        pub const FIGURE_COLUMNS: &[FigureColumn] = &[$(FigureColumn { header: $header, field: $field }),+];
    };
}

columns!(
    "현금및현금성자산" => "balance.cash",
    "매출채권" => "balance.receivables",
    "재고자산" => "balance.inventory",
    "유형자산" => "balance.tangible_assets",
    "무형자산" => "balance.intangible_assets",
    "투자자산" => "balance.investment_assets",
    "기타자산" => "balance.other_assets",
    "자산총계" => "balance.total_assets",
    "유동부채" => "balance.current_liabilities",
    "비유동부채" => "balance.long_term_liabilities",
    "부채총계" => "balance.total_liabilities",
    "자본금" => "balance.capital_stock",
    "자본총계" => "balance.total_equity",
    "매출액" => "income.sales",
    "매출원가" => "income.cost_of_sales",
    "매출총이익" => "income.gross_profit",
    "판매비와관리비" => "income.operating_expenses",
    "영업이익" => "income.operating_profit",
    "영업외수익" => "income.non_operating_income",
    "영업외비용" => "income.non_operating_expenses",
    "경상이익" => "income.ordinary_profit",
    "현금흐름" => "income.cash_flow",
    "이익잉여금" => "income.retained_earnings",
    "법인세비용" => "income.corporate_tax",
    "당기순이익" => "income.net_income",
);

/// The year column's header.
pub const YEAR_HEADER: &str = "연도";

/// One sheet row as read: its number as the spreadsheet shows it, the year, and each figure
/// column's cell (`Err` holds what the cell said when it is not a whole number).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FigureRowDraft {
    pub row: u32,
    pub year: Result<Option<i32>, String>,
    /// In [`FIGURE_COLUMNS`] order.
    pub cells: Vec<Result<Option<i64>, String>>,
}

/// Where the value of `field` goes in a year's statements.
fn slot<'a>(b: &'a mut BalanceSheet, i: &'a mut IncomeStatement, field: &str) -> Option<&'a mut Option<i64>> {
    Some(match field {
        "balance.cash" => &mut b.cash,
        "balance.receivables" => &mut b.receivables,
        "balance.inventory" => &mut b.inventory,
        "balance.tangible_assets" => &mut b.tangible_assets,
        "balance.intangible_assets" => &mut b.intangible_assets,
        "balance.investment_assets" => &mut b.investment_assets,
        "balance.other_assets" => &mut b.other_assets,
        "balance.total_assets" => &mut b.total_assets,
        "balance.current_liabilities" => &mut b.current_liabilities,
        "balance.long_term_liabilities" => &mut b.long_term_liabilities,
        "balance.total_liabilities" => &mut b.total_liabilities,
        "balance.capital_stock" => &mut b.capital_stock,
        "balance.total_equity" => &mut b.total_equity,
        "income.sales" => &mut i.sales,
        "income.cost_of_sales" => &mut i.cost_of_sales,
        "income.gross_profit" => &mut i.gross_profit,
        "income.operating_expenses" => &mut i.operating_expenses,
        "income.operating_profit" => &mut i.operating_profit,
        "income.non_operating_income" => &mut i.non_operating_income,
        "income.non_operating_expenses" => &mut i.non_operating_expenses,
        "income.ordinary_profit" => &mut i.ordinary_profit,
        "income.cash_flow" => &mut i.cash_flow,
        "income.retained_earnings" => &mut i.retained_earnings,
        "income.corporate_tax" => &mut i.corporate_tax,
        "income.net_income" => &mut i.net_income,
        _ => return None,
    })
}

/// A year's figures as sheet cells, in [`FIGURE_COLUMNS`] order (the template's rows).
pub fn cells_of(year: &YearFigures) -> Vec<Option<i64>> {
    let (mut b, mut i) = (year.balance.clone(), year.income.clone());
    FIGURE_COLUMNS.iter().map(|c| slot(&mut b, &mut i, c.field).and_then(|v| *v)).collect()
}

fn header_of(field: &str) -> &'static str {
    FIGURE_COLUMNS.iter().find(|c| c.field == field).map_or(YEAR_HEADER, |c| c.header)
}

/// Checks every row: all valid, or every problem in `rows.{n}.{field}` with a message that
/// starts with `{n}행`. A year may appear once.
///
/// # Errors
/// The problems of every invalid row, or that there was no row / too many.
pub fn checked_rows(rows: Vec<FigureRowDraft>, today: NaiveDate) -> Result<Vec<YearFigures>, Vec<FieldError>> {
    if rows.len() > MAX_IMPORT_YEARS {
        return Err(vec![FieldError::new("file", format!("한 번에 {MAX_IMPORT_YEARS}개 연도까지 올릴 수 있습니다."))]);
    }
    let mut years = Vec::with_capacity(rows.len());
    let mut problems = Vec::new();
    let mut seen = BTreeSet::new();
    for draft in rows {
        let n = draft.row;
        let mut bad = |field: &str, message: String| {
            let header = header_of(field);
            problems.push(FieldError::new(format!("rows.{n}.{field}"), format!("{n}행 {header}: {message}")));
        };
        let year = match draft.year {
            Ok(Some(y)) if !seen.insert(y) => {
                bad("year", format!("{y}년이 두 번 있습니다."));
                continue;
            }
            Ok(Some(y)) => y,
            Ok(None) => {
                bad("year", "연도를 입력해 주세요.".into());
                continue;
            }
            Err(cell) => {
                bad("year", format!("'{cell}'은(는) 연도가 아닙니다. 2025처럼 입력해 주세요."));
                continue;
            }
        };
        let (mut balance, mut income) = (BalanceSheet::default(), IncomeStatement::default());
        let mut readable = true;
        for (column, cell) in FIGURE_COLUMNS.iter().zip(draft.cells) {
            match cell {
                Ok(value) => {
                    if let Some(slot) = slot(&mut balance, &mut income, column.field) {
                        *slot = value;
                    }
                }
                Err(text) => {
                    readable = false;
                    bad(column.field, format!("'{text}'은(는) 숫자가 아닙니다. 원 단위 정수로 입력해 주세요."));
                }
            }
        }
        // The row's other figures are checked too, so one upload names every problem.
        match YearFigures::checked(year, balance, income, today) {
            Ok(figures) if readable => years.push(figures),
            Ok(_) => {}
            Err(errors) => {
                for e in errors {
                    bad(&e.field, e.message);
                }
            }
        }
    }
    if problems.is_empty() && years.is_empty() {
        problems.push(FieldError::new("file", "입력된 연도가 없습니다. 2행부터 한 줄에 한 해씩 입력해 주세요."));
    }
    if problems.is_empty() {
        Ok(years)
    } else {
        Err(problems)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 25).unwrap()
    }

    fn row(n: u32, year: i32, fill: &[(&str, i64)]) -> FigureRowDraft {
        let cells =
            FIGURE_COLUMNS.iter().map(|c| Ok(fill.iter().find(|(h, _)| *h == c.header).map(|(_, v)| *v))).collect();
        FigureRowDraft { row: n, year: Ok(Some(year)), cells }
    }

    #[test]
    fn good_rows_become_years_and_a_template_row_reads_back() {
        let rows = vec![
            row(2, 2024, &[("매출액", 900), ("자산총계", 100), ("부채총계", 60), ("자본총계", 40)]),
            row(3, 2025, &[("매출액", 1_200), ("영업이익", -50)]),
        ];
        let years = checked_rows(rows, today()).unwrap();
        assert_eq!(years.len(), 2);
        assert_eq!(
            (years[0].income.year, years[0].income.sales, years[0].balance.total_equity),
            (2024, Some(900), Some(40))
        );
        assert_eq!(years[1].income.operating_profit, Some(-50));
        let cells = cells_of(&years[0]);
        assert_eq!(cells.len(), FIGURE_COLUMNS.len());
        assert_eq!(cells[FIGURE_COLUMNS.iter().position(|c| c.header == "매출액").unwrap()], Some(900));
    }

    #[test]
    fn every_bad_row_is_named_and_nothing_passes() {
        let mut text = row(4, 2023, &[]);
        text.cells[0] = Err("십만원".into());
        let rows = vec![
            row(2, 2024, &[("현금및현금성자산", -5)]),
            row(3, 2024, &[]),
            text,
            row(5, 2025, &[("자산총계", 100), ("부채총계", 60), ("자본총계", 30)]),
            FigureRowDraft { row: 6, year: Err("작년".into()), cells: Vec::new() },
            row(7, 2031, &[]),
        ];
        let errors = checked_rows(rows, today()).unwrap_err();
        let fields: Vec<&str> = errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(
            fields,
            [
                "rows.2.balance.cash",
                "rows.3.year",
                "rows.4.balance.cash",
                "rows.5.balance.total_assets",
                "rows.6.year",
                "rows.7.year"
            ]
        );
        assert_eq!(errors[0].message, "2행 현금및현금성자산: 0 이상의 숫자를 입력해 주세요.");
        assert_eq!(errors[1].message, "3행 연도: 2024년이 두 번 있습니다.");
        assert!(errors[2].message.starts_with("4행 현금및현금성자산: '십만원'"));
    }

    #[test]
    fn an_empty_or_huge_sheet_is_refused() {
        assert_eq!(checked_rows(Vec::new(), today()).unwrap_err()[0].field, "file");
        let many: Vec<FigureRowDraft> = (0..51).map(|k| row(k + 2, 1950 + i32::try_from(k).unwrap(), &[])).collect();
        assert!(checked_rows(many, today()).unwrap_err()[0].message.contains("50개"));
    }
}
