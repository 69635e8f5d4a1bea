//! The yearly figures as a spreadsheet (issue 17): the template a startup fills in (its current
//! years already in it) and the reader that turns rows into drafts for `company::figures_import`
//! to check. Headers are found by name, so columns may move or be left out.

use std::io::Cursor;

use calamine::{Data, Reader, Xlsx};
use company::figures_import::{cells_of, FigureRowDraft, FIGURE_COLUMNS, MAX_IMPORT_YEARS, YEAR_HEADER};
use company::YearFigures;
use rust_xlsxwriter::{Format, FormatAlign, Workbook, XlsxError};

use crate::applicant_import::{text, ImportFileError};

/// The template with `years` filled in, oldest first.
///
/// # Errors
/// Any xlsx error.
pub fn template(years: &[YearFigures]) -> Result<Vec<u8>, XlsxError> {
    let mut wb = Workbook::new();
    let header = Format::new().set_bold().set_align(FormatAlign::Center).set_background_color("#EEF2FF");
    let won = Format::new().set_num_format("#,##0");
    let ws = wb.add_worksheet();
    ws.set_name("재무제표")?;
    ws.set_column_width(0, 8.0)?;
    ws.write_string_with_format(0, 0, YEAR_HEADER, &header)?;
    for (c, column) in (1u16..).zip(FIGURE_COLUMNS) {
        ws.set_column_width(c, 16.0)?;
        ws.write_string_with_format(0, c, column.header, &header)?;
    }
    for (r, year) in (1u32..).zip(years) {
        ws.write_number(r, 0, f64::from(year.balance.year))?;
        for (c, value) in (1u16..).zip(cells_of(year)) {
            if let Some(v) = value {
                // Whole won up to 1,000조: exact in f64.
                #[allow(clippy::cast_precision_loss)]
                ws.write_number_with_format(r, c, v as f64, &won)?;
            }
        }
    }
    ws.set_freeze_panes(1, 1)?;
    let help = wb.add_worksheet();
    help.set_name("작성 방법")?;
    help.set_column_width(0, 90.0)?;
    let lines = [
        "'재무제표' 시트의 2행부터 한 줄에 한 해씩 입력합니다. 이미 등록된 연도가 들어 있습니다.",
        "연도: 필수. 2025처럼 네 자리로 입력합니다. 같은 연도는 한 번만 입력합니다.",
        "금액: 원 단위 정수. 모르는 항목은 비워 둡니다 (화면에는 '-'로 표시됩니다).",
        "자산·부채 항목은 0 이상이어야 하고, 자산총계·부채총계·자본총계를 모두 입력하면 자산총계 = 부채총계 + 자본총계여야 합니다.",
        "올린 연도의 값은 파일의 값으로 바뀌고, 파일에 없는 연도는 그대로 둡니다.",
        "한 행이라도 잘못되면 아무것도 반영되지 않으며, 잘못된 행과 이유를 알려 드립니다.",
    ];
    for (r, l) in (0u32..).zip(lines) {
        help.write_string(r, 0, l)?;
    }
    wb.save_to_buffer()
}

/// A figure cell: empty, a whole number (or text of one, with thousands separators), or what
/// it said when it is neither.
fn amount(cell: Option<&Data>) -> Result<Option<i64>, String> {
    match cell {
        None | Some(Data::Empty) => Ok(None),
        Some(Data::Int(i)) => Ok(Some(*i)),
        #[allow(clippy::cast_possible_truncation)]
        Some(Data::Float(f)) if f.fract() == 0.0 && f.abs() < 1e18 => Ok(Some(*f as i64)),
        Some(c) => match text(Some(c)) {
            None => Ok(None),
            Some(s) => s.replace([',', ' '], "").parse::<i64>().map(Some).map_err(|_| s),
        },
    }
}

fn year(cell: Option<&Data>) -> Result<Option<i32>, String> {
    amount(cell).and_then(|v| v.map(i32::try_from).transpose().map_err(|_| text(cell).unwrap_or_default()))
}

/// Reads the first sheet: a draft for every non-empty row, numbered as Excel shows it.
///
/// # Errors
/// [`ImportFileError`] when the bytes are not xlsx, the 연도 column is missing, or there are
/// no rows or more than `MAX_IMPORT_YEARS`.
pub fn read(bytes: Vec<u8>) -> Result<Vec<FigureRowDraft>, ImportFileError> {
    let mut book: Xlsx<_> = Xlsx::new(Cursor::new(bytes)).map_err(|_| ImportFileError::NotXlsx)?;
    let range = book.worksheet_range_at(0).ok_or(ImportFileError::NotXlsx)?.map_err(|_| ImportFileError::NotXlsx)?;
    let (first_row, _) = range.start().unwrap_or((0, 0));
    let mut rows = range.rows();
    let headers: Vec<String> =
        rows.next().map(|r| r.iter().map(|c| text(Some(c)).unwrap_or_default()).collect()).unwrap_or_default();
    let col = |name: &str| headers.iter().position(|h| h.replace(' ', "") == name);
    let Some(year_col) = col(YEAR_HEADER) else { return Err(ImportFileError::MissingColumns(vec![YEAR_HEADER])) };
    let columns: Vec<Option<usize>> = FIGURE_COLUMNS.iter().map(|c| col(c.header)).collect();
    let mut out = Vec::new();
    for (i, r) in (0u32..).zip(rows) {
        if r.iter().all(|c| text(Some(c)).is_none()) {
            continue;
        }
        if out.len() == MAX_IMPORT_YEARS {
            return Err(ImportFileError::TooManyRows);
        }
        let cell = |c: Option<usize>| c.and_then(|c| r.get(c));
        out.push(FigureRowDraft {
            // Excel numbers rows from 1 and the header is the first row read.
            row: first_row + i + 2,
            year: year(cell(Some(year_col))),
            cells: columns.iter().map(|c| amount(cell(*c))).collect(),
        });
    }
    if out.is_empty() {
        return Err(ImportFileError::NoRows);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use company::{BalanceSheet, IncomeStatement};

    use super::*;

    #[test]
    fn the_template_reads_back_as_the_years_it_holds() {
        let year = YearFigures {
            balance: BalanceSheet {
                year: 2025,
                cash: Some(1_250_000_000),
                total_equity: Some(-30),
                ..BalanceSheet::default()
            },
            income: IncomeStatement { year: 2025, sales: Some(2_840_000_000), ..IncomeStatement::default() },
        };
        let rows = read(template(std::slice::from_ref(&year)).unwrap()).unwrap();
        assert_eq!(rows.len(), 1);
        assert_eq!((rows[0].row, rows[0].year.clone()), (2, Ok(Some(2025))));
        assert_eq!(rows[0].cells, cells_of(&year).into_iter().map(Ok).collect::<Vec<_>>());
    }

    #[test]
    fn text_cells_are_read_as_people_type_them_and_others_are_kept_for_the_message() {
        let mut wb = Workbook::new();
        let ws = wb.add_worksheet();
        for (c, h) in ["매출액", "연도", "비고"].iter().enumerate() {
            ws.write_string(0, u16::try_from(c).unwrap(), *h).unwrap();
        }
        ws.write_string(1, 0, "1,200,000").unwrap();
        ws.write_number(1, 1, 2024.0).unwrap();
        ws.write_string(3, 0, "약 3억").unwrap();
        ws.write_string(3, 1, "작년").unwrap();
        let rows = read(wb.save_to_buffer().unwrap()).unwrap();
        assert_eq!(rows.len(), 2, "the empty row is skipped");
        let sales = FIGURE_COLUMNS.iter().position(|c| c.header == "매출액").unwrap();
        assert_eq!((rows[0].year.clone(), rows[0].cells[sales].clone()), (Ok(Some(2024)), Ok(Some(1_200_000))));
        assert_eq!(rows[1].row, 4);
        assert_eq!((rows[1].year.clone(), rows[1].cells[sales].clone()), (Err("작년".into()), Err("약 3억".into())));
        assert!(matches!(read(b"not a workbook".to_vec()), Err(ImportFileError::NotXlsx)));
    }
}
