//! The ledger from a spreadsheet (issue 18): four sheets (투자, 후속 투자, 회수, 가치 평가), one
//! ledger row per sheet row, columns found by their Korean header. Every row is checked as its
//! form checks it, then the union (by name or 고유번호) and the startup (by business number) it
//! names are looked up; one bad row and nothing is imported, each problem named with its sheet
//! and row (`투자 시트 5행 투자 금액: …`, field `investments.5.amount`).

use std::collections::{BTreeMap, BTreeSet};

use chrono::{Days, NaiveDate};
use company::StartupId;
use kernel::FieldError;
use union::UnionId;

use crate::entry::{FundingRoundDraft, InvestmentDraft, RecoveryDraft, ValuationDraft};
use crate::ledger::{FundingRound, Investment, Recovery, Valuation};
use crate::position::PositionError;

/// Most rows one import takes, all sheets together.
pub const MAX_IMPORT_ROWS: usize = 2_000;

/// What a sheet cell held, as the reader found it.
#[derive(Debug, Clone, PartialEq)]
pub enum SheetCell {
    Empty,
    Text(String),
    Number(f64),
    Date(NaiveDate),
}

/// How a column's cells are read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CellKind {
    Text,
    Whole,
    Date,
}

/// A column: its Korean header, the field its problems are named by, how it is read, and
/// whether the template marks it required.
#[derive(Debug)]
pub struct LedgerColumn {
    pub header: &'static str,
    pub field: &'static str,
    pub kind: CellKind,
    pub required: bool,
}

const fn col(header: &'static str, field: &'static str, kind: CellKind, required: bool) -> LedgerColumn {
    LedgerColumn { header, field, kind, required }
}

const UNION: LedgerColumn = col("조합", "union", CellKind::Text, true);
const BUSINESS_NUMBER: LedgerColumn = col("사업자등록번호", "business_number", CellKind::Text, true);
/// The startup's name is for the person filling the sheet; the number decides.
const STARTUP_NAME: LedgerColumn = col("기업명", "startup_name", CellKind::Text, false);

const INVESTMENT_COLUMNS: &[LedgerColumn] = &[
    UNION,
    BUSINESS_NUMBER,
    STARTUP_NAME,
    col("계약일", "contracted_on", CellKind::Date, true),
    col("등기일", "registered_on", CellKind::Date, false),
    col("투자일", "invested_on", CellKind::Date, true),
    col("주식 종류", "stock_kind", CellKind::Text, true),
    col("주식 수", "shares", CellKind::Whole, true),
    col("주당 가격", "price_per_share", CellKind::Whole, true),
    col("투자 금액", "amount", CellKind::Whole, true),
    col("액면가", "face_value", CellKind::Whole, true),
    col("투자 전 발행주식 수", "shares_before", CellKind::Whole, false),
    col("투자 후 발행주식 수", "shares_after", CellKind::Whole, false),
];

const ROUND_COLUMNS: &[LedgerColumn] = &[
    BUSINESS_NUMBER,
    STARTUP_NAME,
    col("투자일", "on", CellKind::Date, true),
    col("투자사", "investor", CellKind::Text, true),
    col("주식 종류", "stock_kind", CellKind::Text, true),
    col("주식 수", "shares", CellKind::Whole, true),
    col("주당 가격", "price_per_share", CellKind::Whole, true),
    col("투자 금액", "amount", CellKind::Whole, true),
    col("투자 후 발행주식 수", "shares_after", CellKind::Whole, false),
];

const RECOVERY_COLUMNS: &[LedgerColumn] = &[
    UNION,
    BUSINESS_NUMBER,
    STARTUP_NAME,
    col("회수일", "on", CellKind::Date, true),
    col("회수 주식 수", "shares_sold", CellKind::Whole, true),
    col("회수 금액", "received", CellKind::Whole, true),
];

const VALUATION_COLUMNS: &[LedgerColumn] = &[
    BUSINESS_NUMBER,
    STARTUP_NAME,
    col("평가일", "on", CellKind::Date, true),
    col("주당 평가액", "price_per_share", CellKind::Whole, true),
    col("평가 근거", "basis", CellKind::Text, true),
];

/// The workbook's ledger sheets, in the template's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LedgerSheet {
    Investments,
    Rounds,
    Recoveries,
    Valuations,
}

impl LedgerSheet {
    pub const ALL: [LedgerSheet; 4] =
        [LedgerSheet::Investments, LedgerSheet::Rounds, LedgerSheet::Recoveries, LedgerSheet::Valuations];

    /// The first part of a problem's field (`investments.5.amount`).
    pub fn key(self) -> &'static str {
        match self {
            LedgerSheet::Investments => "investments",
            LedgerSheet::Rounds => "rounds",
            LedgerSheet::Recoveries => "recoveries",
            LedgerSheet::Valuations => "valuations",
        }
    }

    /// The sheet's name in the workbook.
    pub fn title(self) -> &'static str {
        match self {
            LedgerSheet::Investments => "투자",
            LedgerSheet::Rounds => "후속 투자",
            LedgerSheet::Recoveries => "회수",
            LedgerSheet::Valuations => "가치 평가",
        }
    }

    pub fn columns(self) -> &'static [LedgerColumn] {
        match self {
            LedgerSheet::Investments => INVESTMENT_COLUMNS,
            LedgerSheet::Rounds => ROUND_COLUMNS,
            LedgerSheet::Recoveries => RECOVERY_COLUMNS,
            LedgerSheet::Valuations => VALUATION_COLUMNS,
        }
    }
}

/// One sheet row as read: its number as the spreadsheet shows it, and its cells in
/// [`LedgerSheet::columns`] order (`Empty` for a column the sheet does not have).
#[derive(Debug, Clone, PartialEq)]
pub struct SheetRow {
    pub row: u32,
    pub cells: Vec<SheetCell>,
}

/// The rows of each sheet; a sheet the workbook does not have is empty.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LedgerRows {
    pub investments: Vec<SheetRow>,
    pub rounds: Vec<SheetRow>,
    pub recoveries: Vec<SheetRow>,
    pub valuations: Vec<SheetRow>,
}

impl LedgerRows {
    pub fn sheet_mut(&mut self, sheet: LedgerSheet) -> &mut Vec<SheetRow> {
        match sheet {
            LedgerSheet::Investments => &mut self.investments,
            LedgerSheet::Rounds => &mut self.rounds,
            LedgerSheet::Recoveries => &mut self.recoveries,
            LedgerSheet::Valuations => &mut self.valuations,
        }
    }

    pub fn len(&self) -> usize {
        self.investments.len() + self.rounds.len() + self.recoveries.len() + self.valuations.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A checked row with what it names: the union as typed (investments and recoveries) and the
/// startup's business number (10 digits); once looked up, their ids.
#[derive(Debug, Clone, PartialEq)]
pub struct Named<U, S, T> {
    pub row: u32,
    pub union: U,
    pub startup: S,
    pub entry: T,
}

/// Every sheet's rows checked, before the unions and startups are looked up (`U`, `S` what
/// the sheet says) and after (their ids).
#[derive(Debug, Clone, PartialEq)]
pub struct LedgerBatch<U, S> {
    pub investments: Vec<Named<U, S, Investment>>,
    pub rounds: Vec<Named<(), S, FundingRound>>,
    pub recoveries: Vec<Named<U, S, Recovery>>,
    pub valuations: Vec<Named<(), S, Valuation>>,
}

/// As the sheet says it.
pub type CheckedBatch = LedgerBatch<String, String>;
/// Ready to store: every union and startup found.
pub type ResolvedBatch = LedgerBatch<UnionId, StartupId>;

/// What one import added.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LedgerImported {
    pub investments: usize,
    pub rounds: usize,
    pub recoveries: usize,
    pub valuations: usize,
}

/// A live union of the firm as the template lists it (the 조합 column takes its name or 고유번호).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LedgerUnion {
    pub id: UnionId,
    pub name: String,
    pub unique_number: Option<String>,
    pub lead_fund_manager: Option<String>,
}

/// The firm's live unions and the startups the sheet names, as the repository found them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LedgerReferences {
    /// By name; several when the firm gave two unions one name.
    pub unions_by_name: BTreeMap<String, Vec<UnionId>>,
    /// By 고유번호 (unique within the firm).
    pub unions_by_number: BTreeMap<String, UnionId>,
    /// By business number (10 digits).
    pub startups: BTreeMap<String, StartupId>,
}

fn problem(sheet: LedgerSheet, row: u32, field: &str, message: &str) -> FieldError {
    let header = sheet.columns().iter().find(|c| c.field == field).map_or("", |c| c.header);
    FieldError::new(
        format!("{}.{row}.{field}", sheet.key()),
        format!("{} 시트 {row}행 {header}: {message}", sheet.title()),
    )
}

/// A whole number as a cell shows it (`12,000`, `1 000`, `500원`, `40주`); `Err` keeps the text.
fn whole(cell: &SheetCell) -> Result<Option<i64>, String> {
    match cell {
        SheetCell::Empty => Ok(None),
        // Whole amounts up to 1,000조 are exact in f64.
        #[allow(clippy::cast_possible_truncation)]
        SheetCell::Number(n) if n.fract() == 0.0 && n.abs() < 1e18 => Ok(Some(*n as i64)),
        SheetCell::Number(n) => Err(n.to_string()),
        SheetCell::Date(d) => Err(d.to_string()),
        SheetCell::Text(t) => {
            let digits: String = t.chars().filter(|c| !matches!(c, ',' | ' ' | '원' | '주')).collect();
            digits.parse::<i64>().map(Some).map_err(|_| t.clone())
        }
    }
}

/// A date as a cell shows it: a date cell, `2024-03-15`, `2024.03.15`, `2024. 3. 15.`,
/// `2024/03/15`, `20240315`, or a spreadsheet day number; `Err` keeps the text.
fn date(cell: &SheetCell) -> Result<Option<NaiveDate>, String> {
    match cell {
        SheetCell::Empty => Ok(None),
        SheetCell::Date(d) => Ok(Some(*d)),
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        SheetCell::Number(n) if n.fract() == 0.0 && (1.0..=2_958_465.0).contains(n) => {
            // Spreadsheet day numbers count from 1899-12-30 (the 1900 leap-year bug included).
            NaiveDate::from_ymd_opt(1899, 12, 30)
                .and_then(|d| d.checked_add_days(Days::new(*n as u64)))
                .map(Some)
                .ok_or_else(|| n.to_string())
        }
        SheetCell::Number(n) if n.fract() == 0.0 && (19_000_101.0..=29_991_231.0).contains(n) => {
            NaiveDate::parse_from_str(&format!("{n:.0}"), "%Y%m%d").map(Some).map_err(|_| format!("{n:.0}"))
        }
        SheetCell::Number(n) => Err(n.to_string()),
        SheetCell::Text(t) => {
            let parts: Vec<&str> = t.split(['-', '.', '/']).map(str::trim).filter(|p| !p.is_empty()).collect();
            let ymd = match parts.as_slice() {
                [y, m, d] => Some((y.parse().ok(), m.parse().ok(), d.parse().ok())),
                [all] if all.len() == 8 => Some((all[..4].parse().ok(), all[4..6].parse().ok(), all[6..].parse().ok())),
                _ => None,
            };
            match ymd {
                Some((Some(y), Some(m), Some(d))) => {
                    NaiveDate::from_ymd_opt(y, m, d).map(Some).ok_or_else(|| t.clone())
                }
                _ => Err(t.clone()),
            }
        }
    }
}

/// A text cell, trimmed; numbers and dates as they read.
fn text(cell: &SheetCell) -> String {
    match cell {
        SheetCell::Empty => String::new(),
        SheetCell::Text(t) => t.trim().to_owned(),
        SheetCell::Number(n) if n.fract() == 0.0 => format!("{n:.0}"),
        SheetCell::Number(n) => n.to_string(),
        SheetCell::Date(d) => d.to_string(),
    }
}

/// One row's cells by field, and the problems found reading them.
struct RowReader<'a> {
    sheet: LedgerSheet,
    row: &'a SheetRow,
    problems: Vec<FieldError>,
    /// Fields whose cell could not be read: their form check would only repeat the problem.
    unreadable: BTreeSet<&'static str>,
}

impl<'a> RowReader<'a> {
    fn new(sheet: LedgerSheet, row: &'a SheetRow) -> Self {
        RowReader { sheet, row, problems: Vec::new(), unreadable: BTreeSet::new() }
    }

    fn cell(&self, field: &str) -> &SheetCell {
        let at = self.sheet.columns().iter().position(|c| c.field == field);
        at.and_then(|i| self.row.cells.get(i)).unwrap_or(&SheetCell::Empty)
    }

    fn bad(&mut self, field: &'static str, message: &str) {
        self.unreadable.insert(field);
        self.problems.push(problem(self.sheet, self.row.row, field, message));
    }

    fn whole(&mut self, field: &'static str) -> Option<i64> {
        whole(self.cell(field)).unwrap_or_else(|t| {
            self.bad(field, &format!("'{t}'은(는) 숫자가 아닙니다. 정수로 입력해 주세요."));
            None
        })
    }

    fn date(&mut self, field: &'static str) -> Option<NaiveDate> {
        date(self.cell(field)).unwrap_or_else(|t| {
            self.bad(field, &format!("'{t}'은(는) 날짜가 아닙니다. 2024-03-15처럼 입력해 주세요."));
            None
        })
    }

    fn text(&self, field: &str) -> String {
        text(self.cell(field))
    }

    fn union(&mut self) -> String {
        let union = self.text("union");
        if union.is_empty() {
            self.bad("union", "조합명 또는 고유번호를 입력해 주세요.");
        }
        union
    }

    fn business_number(&mut self) -> String {
        let raw = self.text("business_number");
        if raw.is_empty() {
            self.bad("business_number", "사업자등록번호를 입력해 주세요.");
            return raw;
        }
        kernel::contact::business_number_digits(&raw).unwrap_or_else(|| {
            self.bad(
                "business_number",
                &format!("'{raw}'은(는) 사업자등록번호가 아닙니다. 숫자 10자리로 입력해 주세요."),
            );
            String::new()
        })
    }

    /// The form's verdict, without repeating the fields already refused.
    fn finish<T>(mut self, checked: Result<T, Vec<FieldError>>) -> Result<T, Vec<FieldError>> {
        match checked {
            Ok(entry) if self.problems.is_empty() => Ok(entry),
            Ok(_) => Err(self.problems),
            Err(errors) => {
                for e in errors {
                    if !self.unreadable.contains(e.field.as_str()) {
                        self.problems.push(problem(self.sheet, self.row.row, &e.field, &e.message));
                    }
                }
                Err(self.problems)
            }
        }
    }
}

fn investment_row(row: &SheetRow) -> Result<Named<String, String, Investment>, Vec<FieldError>> {
    let mut r = RowReader::new(LedgerSheet::Investments, row);
    let (union, number) = (r.union(), r.business_number());
    let draft = InvestmentDraft {
        contracted_on: r.date("contracted_on"),
        registered_on: r.date("registered_on"),
        invested_on: r.date("invested_on"),
        stock_kind: r.text("stock_kind"),
        shares: r.whole("shares"),
        price_per_share: r.whole("price_per_share"),
        amount: r.whole("amount"),
        face_value: r.whole("face_value"),
        shares_before: r.whole("shares_before"),
        shares_after: r.whole("shares_after"),
    };
    let entry = r.finish(draft.check())?;
    Ok(Named { row: row.row, union, startup: number, entry })
}

fn round_row(row: &SheetRow) -> Result<Named<(), String, FundingRound>, Vec<FieldError>> {
    let mut r = RowReader::new(LedgerSheet::Rounds, row);
    let number = r.business_number();
    let draft = FundingRoundDraft {
        on: r.date("on"),
        investor: r.text("investor"),
        stock_kind: r.text("stock_kind"),
        shares: r.whole("shares"),
        price_per_share: r.whole("price_per_share"),
        amount: r.whole("amount"),
        shares_after: r.whole("shares_after"),
    };
    let entry = r.finish(draft.check())?;
    Ok(Named { row: row.row, union: (), startup: number, entry })
}

fn recovery_row(row: &SheetRow) -> Result<Named<String, String, Recovery>, Vec<FieldError>> {
    let mut r = RowReader::new(LedgerSheet::Recoveries, row);
    let (union, number) = (r.union(), r.business_number());
    let draft = RecoveryDraft { on: r.date("on"), shares_sold: r.whole("shares_sold"), received: r.whole("received") };
    let entry = r.finish(draft.check())?;
    Ok(Named { row: row.row, union, startup: number, entry })
}

fn valuation_row(row: &SheetRow) -> Result<Named<(), String, Valuation>, Vec<FieldError>> {
    let mut r = RowReader::new(LedgerSheet::Valuations, row);
    let number = r.business_number();
    let draft =
        ValuationDraft { on: r.date("on"), price_per_share: r.whole("price_per_share"), basis: r.text("basis") };
    let entry = r.finish(draft.check())?;
    Ok(Named { row: row.row, union: (), startup: number, entry })
}

/// Checks every row of every sheet: all valid, or every problem.
///
/// # Errors
/// The problems of every invalid row (field `{sheet}.{row}.{field}`, message `{시트} 시트
/// {row}행 {column}: …`), or `file` when there is no row or more than [`MAX_IMPORT_ROWS`].
pub fn checked(rows: &LedgerRows) -> Result<CheckedBatch, Vec<FieldError>> {
    if rows.len() > MAX_IMPORT_ROWS {
        return Err(vec![FieldError::new("file", format!("한 번에 {MAX_IMPORT_ROWS}행까지 올릴 수 있습니다."))]);
    }
    if rows.is_empty() {
        return Err(vec![FieldError::new(
            "file",
            "입력된 행이 없습니다. 각 시트의 2행부터 한 줄에 하나씩 입력해 주세요.",
        )]);
    }
    let mut problems: Vec<FieldError> = Vec::new();
    let mut batch =
        LedgerBatch { investments: Vec::new(), rounds: Vec::new(), recoveries: Vec::new(), valuations: Vec::new() };
    for row in &rows.investments {
        investment_row(row).map_or_else(|e| problems.extend(e), |n| batch.investments.push(n));
    }
    for row in &rows.rounds {
        round_row(row).map_or_else(|e| problems.extend(e), |n| batch.rounds.push(n));
    }
    for row in &rows.recoveries {
        recovery_row(row).map_or_else(|e| problems.extend(e), |n| batch.recoveries.push(n));
    }
    for row in &rows.valuations {
        valuation_row(row).map_or_else(|e| problems.extend(e), |n| batch.valuations.push(n));
    }
    if problems.is_empty() {
        Ok(batch)
    } else {
        Err(problems)
    }
}

impl CheckedBatch {
    /// The unions the rows name, as typed.
    pub fn union_keys(&self) -> BTreeSet<String> {
        self.investments
            .iter()
            .map(|n| n.union.clone())
            .chain(self.recoveries.iter().map(|n| n.union.clone()))
            .collect()
    }

    /// The startups the rows name (business numbers).
    pub fn business_numbers(&self) -> BTreeSet<String> {
        let numbers = self.investments.iter().map(|n| &n.startup).chain(self.rounds.iter().map(|n| &n.startup));
        let numbers = numbers.chain(self.recoveries.iter().map(|n| &n.startup));
        numbers.chain(self.valuations.iter().map(|n| &n.startup)).cloned().collect()
    }

    /// Every row with its union and startup found.
    ///
    /// # Errors
    /// A problem for every row naming a union the firm does not have (or two unions of that
    /// name) or a startup no one registered.
    pub fn resolve(self, refs: &LedgerReferences) -> Result<ResolvedBatch, Vec<FieldError>> {
        let mut problems = Vec::new();
        let startup = |sheet: LedgerSheet, row: u32, n: &str, problems: &mut Vec<FieldError>| {
            let found = refs.startups.get(n).copied();
            if found.is_none() {
                // Checked numbers are 10 digits.
                let shown = format!("{}-{}-{}", &n[..3], &n[3..5], &n[5..]);
                let message = format!(
                    "사업자등록번호 {shown}인 스타트업을 찾을 수 없습니다. 스타트업으로 등록된 기업만 가져올 수 있습니다."
                );
                problems.push(problem(sheet, row, "business_number", &message));
            }
            found
        };
        let union = |sheet: LedgerSheet, row: u32, key: &str, problems: &mut Vec<FieldError>| {
            if let Some(id) = refs.unions_by_number.get(key) {
                return Some(*id);
            }
            match refs.unions_by_name.get(key).map(Vec::as_slice) {
                Some([id]) => Some(*id),
                Some([_, _, ..]) => {
                    problems.push(problem(
                        sheet,
                        row,
                        "union",
                        &format!("'{key}' 이름의 조합이 여럿입니다. 조합의 고유번호로 입력해 주세요."),
                    ));
                    None
                }
                _ => {
                    problems.push(problem(
                        sheet,
                        row,
                        "union",
                        &format!("'{key}' 조합을 찾을 수 없습니다. 조합명 또는 고유번호를 확인해 주세요."),
                    ));
                    None
                }
            }
        };
        let mut out =
            LedgerBatch { investments: Vec::new(), rounds: Vec::new(), recoveries: Vec::new(), valuations: Vec::new() };
        for n in self.investments {
            let u = union(LedgerSheet::Investments, n.row, &n.union, &mut problems);
            let s = startup(LedgerSheet::Investments, n.row, &n.startup, &mut problems);
            if let (Some(union), Some(startup)) = (u, s) {
                out.investments.push(Named { row: n.row, union, startup, entry: n.entry });
            }
        }
        for n in self.rounds {
            if let Some(startup) = startup(LedgerSheet::Rounds, n.row, &n.startup, &mut problems) {
                out.rounds.push(Named { row: n.row, union: (), startup, entry: n.entry });
            }
        }
        for n in self.recoveries {
            let u = union(LedgerSheet::Recoveries, n.row, &n.union, &mut problems);
            let s = startup(LedgerSheet::Recoveries, n.row, &n.startup, &mut problems);
            if let (Some(union), Some(startup)) = (u, s) {
                out.recoveries.push(Named { row: n.row, union, startup, entry: n.entry });
            }
        }
        for n in self.valuations {
            if let Some(startup) = startup(LedgerSheet::Valuations, n.row, &n.startup, &mut problems) {
                out.valuations.push(Named { row: n.row, union: (), startup, entry: n.entry });
            }
        }
        if problems.is_empty() {
            Ok(out)
        } else {
            Err(problems)
        }
    }
}

impl ResolvedBatch {
    /// The counts of what it adds.
    pub fn counts(&self) -> LedgerImported {
        LedgerImported {
            investments: self.investments.len(),
            rounds: self.rounds.len(),
            recoveries: self.recoveries.len(),
            valuations: self.valuations.len(),
        }
    }

    /// The union–startup pairs whose sales the import changes (those it adds recoveries to).
    pub fn sold_pairs(&self) -> BTreeSet<(UnionId, StartupId)> {
        self.recoveries.iter().map(|n| (n.union, n.startup)).collect()
    }

    /// The problem to show when the pair's sales are not covered: named on the recovery row
    /// of that day (or the pair's first).
    pub fn sales_problem(&self, union: UnionId, startup: StartupId, e: &PositionError) -> FieldError {
        let rows: Vec<&Named<UnionId, StartupId, Recovery>> =
            self.recoveries.iter().filter(|n| n.union == union && n.startup == startup).collect();
        let (row, message) = match e {
            PositionError::OversoldShares { on, .. } => (
                rows.iter().find(|n| n.entry.on == *on).or(rows.first()).map_or(0, |n| n.row),
                format!("{on} 기준 회수 주식 수가 그때까지 투자한 주식 수보다 많습니다."),
            ),
            PositionError::Overflow => {
                (rows.first().map_or(0, |n| n.row), "합계 금액이 너무 커서 계산할 수 없습니다.".to_owned())
            }
        };
        problem(LedgerSheet::Recoveries, row, "shares_sold", &message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> SheetCell {
        SheetCell::Text(s.into())
    }

    fn n(v: f64) -> SheetCell {
        SheetCell::Number(v)
    }

    fn row(sheet: LedgerSheet, at: u32, cells: &[(&str, SheetCell)]) -> SheetRow {
        let cells = sheet
            .columns()
            .iter()
            .map(|c| cells.iter().find(|(f, _)| *f == c.field).map_or(SheetCell::Empty, |(_, v)| v.clone()))
            .collect();
        SheetRow { row: at, cells }
    }

    fn investment(at: u32, union: &str, number: &str) -> SheetRow {
        row(
            LedgerSheet::Investments,
            at,
            &[
                ("union", t(union)),
                ("business_number", t(number)),
                ("contracted_on", SheetCell::Date(NaiveDate::from_ymd_opt(2024, 3, 4).unwrap())),
                ("invested_on", t("2024.03.15")),
                ("stock_kind", t("상환전환우선주")),
                ("shares", n(4_000.0)),
                ("price_per_share", t("25,000원")),
                ("amount", n(100_000_000.0)),
                ("face_value", n(500.0)),
            ],
        )
    }

    fn fields(errors: &[FieldError]) -> Vec<&str> {
        errors.iter().map(|e| e.field.as_str()).collect()
    }

    #[test]
    fn cells_are_read_as_people_type_them() {
        let d = |y, m, d| Ok(Some(NaiveDate::from_ymd_opt(y, m, d).unwrap()));
        assert_eq!(date(&t("2024-03-15")), d(2024, 3, 15));
        assert_eq!(date(&t("2024. 3. 5.")), d(2024, 3, 5));
        assert_eq!(date(&t("20240315")), d(2024, 3, 15));
        assert_eq!(date(&n(20_240_315.0)), d(2024, 3, 15));
        // 45366 is 2024-03-15 in a spreadsheet's day count.
        assert_eq!(date(&n(45_366.0)), d(2024, 3, 15));
        assert_eq!(date(&t("2024-02-30")), Err("2024-02-30".into()));
        assert_eq!(date(&t("작년")), Err("작년".into()));
        assert_eq!(whole(&t("1,200 주")), Ok(Some(1_200)));
        assert_eq!(whole(&n(2.5)), Err("2.5".into()));
        assert_eq!(whole(&t("약 3억")), Err("약 3억".into()));
        assert_eq!(text(&n(1_234_567_890.0)), "1234567890");
    }

    #[test]
    fn good_rows_of_every_sheet_pass_and_name_their_union_and_startup() {
        let rows = LedgerRows {
            investments: vec![investment(2, "한빛 1호 조합", "123-45-67890")],
            rounds: vec![row(
                LedgerSheet::Rounds,
                2,
                &[
                    ("business_number", n(1_234_567_890.0)),
                    ("on", t("2025-01-20")),
                    ("investor", t("새봄벤처스")),
                    ("stock_kind", t("보통주")),
                    ("shares", n(1_000.0)),
                    ("price_per_share", n(60_000.0)),
                    ("amount", n(60_000_000.0)),
                ],
            )],
            recoveries: vec![row(
                LedgerSheet::Recoveries,
                2,
                &[
                    ("union", t("UN-7")),
                    ("business_number", t("1234567890")),
                    ("on", t("2025-06-01")),
                    ("shares_sold", n(1_000.0)),
                    ("received", n(0.0)),
                ],
            )],
            valuations: Vec::new(),
        };
        let batch = checked(&rows).unwrap();
        assert_eq!(batch.investments[0].entry.price_per_share.get(), 25_000);
        assert_eq!(batch.union_keys(), BTreeSet::from(["UN-7".to_owned(), "한빛 1호 조합".to_owned()]));
        assert_eq!(batch.business_numbers(), BTreeSet::from(["1234567890".to_owned()]));

        let refs = LedgerReferences {
            unions_by_name: BTreeMap::from([("한빛 1호 조합".to_owned(), vec![UnionId(7)])]),
            unions_by_number: BTreeMap::from([("UN-7".to_owned(), UnionId(7))]),
            startups: BTreeMap::from([("1234567890".to_owned(), StartupId(40))]),
        };
        let resolved = batch.resolve(&refs).unwrap();
        assert_eq!(resolved.counts(), LedgerImported { investments: 1, rounds: 1, recoveries: 1, valuations: 0 });
        assert_eq!(resolved.sold_pairs(), BTreeSet::from([(UnionId(7), StartupId(40))]));
        let e = resolved.sales_problem(
            UnionId(7),
            StartupId(40),
            &PositionError::OversoldShares { sold: 1_000, bought: 0, on: NaiveDate::from_ymd_opt(2025, 6, 1).unwrap() },
        );
        assert_eq!(e.field, "recoveries.2.shares_sold");
        assert!(e.message.starts_with("회수 시트 2행 회수 주식 수: 2025-06-01 기준"), "{}", e.message);
    }

    #[test]
    fn every_bad_row_is_named_once_and_nothing_passes() {
        let mut bad = investment(3, "", "12-34");
        bad.cells[7] = t("많이"); // 주식 수
        let rows = LedgerRows {
            investments: vec![investment(2, "한빛 1호 조합", "1234567890"), bad],
            valuations: vec![row(
                LedgerSheet::Valuations,
                5,
                &[("business_number", t("1234567890")), ("on", t("어제"))],
            )],
            ..LedgerRows::default()
        };
        let e = checked(&rows).unwrap_err();
        assert_eq!(
            fields(&e),
            [
                "investments.3.union",
                "investments.3.business_number",
                "investments.3.shares",
                "valuations.5.on",
                "valuations.5.price_per_share",
                "valuations.5.basis",
            ]
        );
        assert_eq!(e[2].message, "투자 시트 3행 주식 수: '많이'은(는) 숫자가 아닙니다. 정수로 입력해 주세요.");
        assert!(e[3].message.starts_with("가치 평가 시트 5행 평가일: '어제'"));
        assert_eq!(e[5].message, "가치 평가 시트 5행 평가 근거: 평가 근거를 입력해 주세요.");
    }

    #[test]
    fn unknown_or_ambiguous_unions_and_unknown_startups_are_named() {
        let rows = LedgerRows {
            investments: vec![
                investment(2, "없는 조합", "1234567890"),
                investment(3, "같은 이름", "1234567890"),
                investment(4, "같은 이름", "9999999999"),
            ],
            ..LedgerRows::default()
        };
        let refs = LedgerReferences {
            unions_by_name: BTreeMap::from([("같은 이름".to_owned(), vec![UnionId(1), UnionId(2)])]),
            startups: BTreeMap::from([("1234567890".to_owned(), StartupId(40))]),
            ..LedgerReferences::default()
        };
        let e = checked(&rows).unwrap().resolve(&refs).unwrap_err();
        assert_eq!(
            fields(&e),
            ["investments.2.union", "investments.3.union", "investments.4.union", "investments.4.business_number"]
        );
        assert!(e[1].message.contains("고유번호로 입력해 주세요"));
        assert!(e[3].message.contains("999-99-99999"));
    }

    #[test]
    fn an_empty_or_huge_workbook_is_refused() {
        assert_eq!(checked(&LedgerRows::default()).unwrap_err()[0].field, "file");
        let many = LedgerRows {
            valuations: (0..2_001).map(|k| row(LedgerSheet::Valuations, k + 2, &[])).collect(),
            ..LedgerRows::default()
        };
        assert!(checked(&many).unwrap_err()[0].message.contains("2000행"));
    }
}
