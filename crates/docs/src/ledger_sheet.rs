//! The investment ledger as a workbook (issue 18): the template a GP fills in (a sheet per
//! kind of row, the firm's unions listed for the 조합 column's drop-down) and the reader that
//! turns its rows into cells for `report::ledger_import` to check. Sheets are found by name and
//! columns by header, so columns may move and optional ones may be left out.

use std::io::Cursor;

use calamine::{Data, Reader, Xlsx};
use report::ledger_import::{CellKind, LedgerRows, LedgerSheet, LedgerUnion, SheetCell, SheetRow, MAX_IMPORT_ROWS};
use rust_xlsxwriter::{DataValidation, Format, FormatAlign, Formula, Workbook, XlsxError};

use crate::applicant_import::ImportFileError;

const UNIONS_SHEET: &str = "조합 목록";
const HELP_SHEET: &str = "작성 방법";

/// The template: one sheet per kind of row with its headers (required ones marked), the
/// firm's unions, and how to fill it in.
///
/// # Errors
/// Any xlsx error.
pub fn template(unions: &[LedgerUnion]) -> Result<Vec<u8>, XlsxError> {
    let mut wb = Workbook::new();
    let required = Format::new().set_bold().set_align(FormatAlign::Center).set_background_color("#E0E7FF");
    let optional = Format::new().set_align(FormatAlign::Center).set_background_color("#F3F4F6");
    let day = Format::new().set_num_format("yyyy-mm-dd");
    let count = Format::new().set_num_format("#,##0");
    let last_union = u32::try_from(unions.len()).unwrap_or(u32::MAX).saturating_add(1);
    let max_row = u32::try_from(MAX_IMPORT_ROWS).unwrap_or(u32::MAX);
    for sheet in LedgerSheet::ALL {
        let ws = wb.add_worksheet();
        ws.set_name(sheet.title())?;
        for (c, column) in (0u16..).zip(sheet.columns()) {
            ws.set_column_width(c, if column.field == "basis" { 40.0 } else { 16.0 })?;
            ws.write_string_with_format(0, c, column.header, if column.required { &required } else { &optional })?;
            let format = match column.kind {
                CellKind::Date => Some(&day),
                CellKind::Whole => Some(&count),
                CellKind::Text => None,
            };
            if let Some(f) = format {
                ws.set_column_format(c, f)?;
            }
            if column.field == "union" && !unions.is_empty() {
                let list = Formula::new(format!("='{UNIONS_SHEET}'!$A$2:$A${last_union}"));
                let pick = DataValidation::new().allow_list_formula(list).ignore_blank(true);
                ws.add_data_validation(1, c, max_row, c, &pick)?;
            }
        }
        ws.set_freeze_panes(1, 0)?;
    }
    let list = wb.add_worksheet();
    list.set_name(UNIONS_SHEET)?;
    for (c, (h, w)) in (0u16..).zip([("조합명", 30.0), ("고유번호", 18.0), ("대표 펀드매니저", 16.0)]) {
        list.set_column_width(c, w)?;
        list.write_string_with_format(0, c, h, &required)?;
    }
    for (r, u) in (1u32..).zip(unions) {
        list.write_string(r, 0, &u.name)?;
        list.write_string(r, 1, u.unique_number.as_deref().unwrap_or(""))?;
        list.write_string(r, 2, u.lead_fund_manager.as_deref().unwrap_or(""))?;
    }
    let help = wb.add_worksheet();
    help.set_name(HELP_SHEET)?;
    help.set_column_width(0, 100.0)?;
    let lines = [
        "투자, 후속 투자, 회수, 가치 평가 시트의 2행부터 한 줄에 하나씩 입력합니다. 쓰지 않는 시트는 비워 둡니다.",
        "파란 머리글은 필수, 회색 머리글은 선택 항목입니다.",
        "조합: '조합 목록' 시트의 조합명 또는 고유번호. 이름이 같은 조합이 여럿이면 고유번호를 입력합니다.",
        "사업자등록번호: 스타트업으로 등록된 기업의 번호 10자리 (예: 123-45-67890). 기업명은 확인용입니다.",
        "날짜: 2024-03-15처럼 입력합니다 (2024.03.15, 20240315, 엑셀 날짜도 됩니다).",
        "금액과 주식 수: 원·주 단위 정수. 투자 금액은 주식 수 × 주당 가격과 같아야 합니다.",
        "후속 투자: 기업의 이후 투자 라운드로, 주당 가격이 보유 지분의 가치 계산에 쓰입니다.",
        "회수: 조합이 판 주식 수와 받은 금액 (전액 손실은 0원). 그날까지 보유한 주식 수를 넘을 수 없습니다.",
        "가치 평가: 주당 평가액과 근거. 0원은 전액 손상 처리입니다.",
        "파일의 행은 기존 원장에 추가됩니다. 한 행이라도 잘못되면 아무것도 반영되지 않으며, 잘못된 시트·행과 이유를 알려 드립니다.",
    ];
    for (r, l) in (0u32..).zip(lines) {
        help.write_string(r, 0, l)?;
    }
    wb.save_to_buffer()
}

/// A cell as the domain reads it. Date cells come as the spreadsheet's day number, which the
/// date columns read as a date.
fn cell(data: Option<&Data>) -> SheetCell {
    match data {
        None | Some(Data::Empty) => SheetCell::Empty,
        Some(Data::String(s)) if s.trim().is_empty() => SheetCell::Empty,
        Some(Data::String(s) | Data::DateTimeIso(s) | Data::DurationIso(s)) => SheetCell::Text(s.clone()),
        #[allow(clippy::cast_precision_loss)]
        Some(Data::Int(i)) => SheetCell::Number(*i as f64),
        Some(Data::Float(f)) => SheetCell::Number(*f),
        Some(Data::DateTime(d)) => SheetCell::Number(d.as_f64().floor()),
        Some(Data::Bool(b)) => SheetCell::Text(b.to_string()),
        Some(Data::Error(e)) => SheetCell::Text(e.to_string()),
    }
}

/// Reads every ledger sheet the workbook has: each non-empty row, numbered as Excel shows it,
/// with its cells in the sheet's column order.
///
/// # Errors
/// [`ImportFileError`] when the bytes are not xlsx, no ledger sheet is there, a sheet lacks a
/// required column, there are no rows, or more than `MAX_IMPORT_ROWS`.
pub fn read(bytes: Vec<u8>) -> Result<LedgerRows, ImportFileError> {
    let mut book: Xlsx<_> = Xlsx::new(Cursor::new(bytes)).map_err(|_| ImportFileError::NotXlsx)?;
    let names = book.sheet_names();
    let mut rows = LedgerRows::default();
    let mut found = false;
    for sheet in LedgerSheet::ALL {
        let wanted = sheet.title().replace(' ', "");
        let Some(name) = names.iter().find(|n| n.replace(' ', "") == wanted) else { continue };
        found = true;
        let range = book.worksheet_range(name).map_err(|_| ImportFileError::NotXlsx)?;
        let (first_row, _) = range.start().unwrap_or((0, 0));
        let mut sheet_rows = range.rows();
        let headers: Vec<String> = sheet_rows
            .next()
            .map(|r| r.iter().map(|c| cell(Some(c))).map(|c| header_text(&c)).collect())
            .unwrap_or_default();
        let at: Vec<Option<usize>> =
            sheet.columns().iter().map(|c| headers.iter().position(|h| *h == c.header.replace(' ', ""))).collect();
        let missing: Vec<&'static str> =
            sheet.columns().iter().zip(&at).filter(|(c, i)| c.required && i.is_none()).map(|(c, _)| c.header).collect();
        // An untouched sheet may be missing columns; a sheet with rows may not.
        let mut read_rows = Vec::new();
        for (i, r) in (0u32..).zip(sheet_rows) {
            let cells: Vec<SheetCell> = at.iter().map(|c| cell(c.and_then(|c| r.get(c)))).collect();
            if r.iter().all(|c| matches!(cell(Some(c)), SheetCell::Empty)) {
                continue;
            }
            if rows.len() + read_rows.len() == MAX_IMPORT_ROWS {
                return Err(ImportFileError::TooManyRows);
            }
            // Excel numbers rows from 1 and the header is the first row read.
            read_rows.push(SheetRow { row: first_row + i + 2, cells });
        }
        if !read_rows.is_empty() && !missing.is_empty() {
            return Err(ImportFileError::MissingColumns(missing));
        }
        *rows.sheet_mut(sheet) = read_rows;
    }
    if !found {
        return Err(ImportFileError::MissingSheets(LedgerSheet::ALL.iter().map(|s| s.title()).collect()));
    }
    if rows.is_empty() {
        return Err(ImportFileError::NoRows);
    }
    Ok(rows)
}

fn header_text(c: &SheetCell) -> String {
    match c {
        SheetCell::Text(t) => t.replace(' ', ""),
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn filled(unions: &[LedgerUnion]) -> Workbook {
        // The template's headers, then rows typed the way people type them.
        let bytes = template(unions).unwrap();
        let mut book: Xlsx<_> = Xlsx::new(Cursor::new(bytes)).unwrap();
        let mut wb = Workbook::new();
        for sheet in LedgerSheet::ALL {
            let range = book.worksheet_range(sheet.title()).unwrap();
            let ws = wb.add_worksheet();
            ws.set_name(sheet.title()).unwrap();
            for (c, h) in (0u16..).zip(range.rows().next().unwrap()) {
                ws.write_string(0, c, h.to_string()).unwrap();
            }
        }
        wb
    }

    #[test]
    fn the_template_lists_the_unions_and_reads_back_the_rows_typed_into_it() {
        let unions = [LedgerUnion {
            id: union::UnionId(1),
            name: "한빛 1호 조합".into(),
            unique_number: Some("123-80-00001".into()),
            lead_fund_manager: Some("김도윤".into()),
        }];
        let bytes = template(&unions).unwrap();
        let mut book: Xlsx<_> = Xlsx::new(Cursor::new(bytes.clone())).unwrap();
        assert_eq!(book.sheet_names(), ["투자", "후속 투자", "회수", "가치 평가", "조합 목록", "작성 방법"]);
        let list = book.worksheet_range("조합 목록").unwrap();
        assert_eq!(list.get((1, 0)), Some(&Data::String("한빛 1호 조합".into())));
        // The empty template has no rows to import.
        assert!(matches!(read(bytes), Err(ImportFileError::NoRows)));

        let mut wb = filled(&unions);
        let ws = wb.worksheet_from_name("투자").unwrap();
        ws.write_string(1, 0, "한빛 1호 조합").unwrap();
        ws.write_string(1, 1, "123-45-67890").unwrap();
        ws.write_datetime(1, 3, rust_xlsxwriter::ExcelDateTime::from_ymd(2024, 3, 4).unwrap()).unwrap();
        ws.write_string(1, 5, "2024.03.15").unwrap();
        ws.write_number(1, 7, 4_000.0).unwrap();
        let ws = wb.worksheet_from_name("가치 평가").unwrap();
        ws.write_string(3, 4, "최근 거래 사례").unwrap();
        let rows = read(wb.save_to_buffer().unwrap()).unwrap();
        assert_eq!(rows.investments.len(), 1);
        let r = &rows.investments[0];
        assert_eq!(r.row, 2);
        assert_eq!(r.cells[0], SheetCell::Text("한빛 1호 조합".into()));
        // 2024-03-04 is day 45355 of the spreadsheet's count.
        assert_eq!(r.cells[3], SheetCell::Number(45_355.0));
        assert_eq!(r.cells[7], SheetCell::Number(4_000.0));
        assert_eq!((rows.valuations.len(), rows.valuations[0].row), (1, 4));
        assert!(rows.rounds.is_empty() && rows.recoveries.is_empty());
    }

    #[test]
    fn a_sheet_with_rows_needs_its_required_columns_and_other_files_are_refused() {
        let mut wb = Workbook::new();
        let ws = wb.add_worksheet();
        ws.set_name("회수").unwrap();
        ws.write_string(0, 0, "조합").unwrap();
        ws.write_string(1, 0, "한빛 1호 조합").unwrap();
        let e = read(wb.save_to_buffer().unwrap()).unwrap_err();
        assert!(
            matches!(&e, ImportFileError::MissingColumns(c) if c.contains(&"회수일") && !c.contains(&"조합")),
            "{e:?}"
        );
        let mut other = Workbook::new();
        other.add_worksheet().set_name("Sheet1").unwrap();
        assert!(matches!(read(other.save_to_buffer().unwrap()), Err(ImportFileError::MissingSheets(_))));
        assert!(matches!(read(b"PK not really".to_vec()), Err(ImportFileError::NotXlsx)));
    }
}
