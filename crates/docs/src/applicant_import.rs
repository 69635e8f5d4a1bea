//! Importing applicants from xlsx: the template a GP fills in, and the reader that turns its
//! rows into drafts for the domain to check. Headers are found by name, so columns may move.

use std::io::Cursor;

use calamine::{Data, Reader, Xlsx};
use rust_xlsxwriter::{DataValidation, Format, FormatAlign, Workbook, XlsxError};
use union::ApplicantDraft;

/// The template's headers; 이름, 구분 and 좌수 are required columns.
pub const TEMPLATE_HEADERS: [&str; 5] = ["이름", "구분", "좌수", "연락처", "이메일"];
const REQUIRED: [&str; 3] = ["이름", "구분", "좌수"];
/// Most rows one import takes.
pub const MAX_ROWS: usize = 10_000;

/// Why a file could not be read as an applicant sheet at all (row problems are the domain's).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportFileError {
    #[error("not an xlsx file")]
    NotXlsx,
    #[error("missing columns {0:?}")]
    MissingColumns(Vec<&'static str>),
    /// None of the sheets a workbook of several sheets must have (by name).
    #[error("missing sheets {0:?}")]
    MissingSheets(Vec<&'static str>),
    #[error("no rows")]
    NoRows,
    #[error("too many rows")]
    TooManyRows,
}

/// The template: the header row, a 구분 drop-down (개인/법인), and a sheet of instructions.
///
/// # Errors
/// Any xlsx error.
pub fn template() -> Result<Vec<u8>, XlsxError> {
    let mut wb = Workbook::new();
    let header = Format::new().set_bold().set_align(FormatAlign::Center).set_background_color("#EEF2FF");
    let ws = wb.add_worksheet();
    ws.set_name("출자 신청자")?;
    for (c, (h, w)) in TEMPLATE_HEADERS.iter().zip([14.0, 10.0, 8.0, 16.0, 28.0]).enumerate() {
        ws.set_column_width(c as u16, w)?;
        ws.write_string_with_format(0, c as u16, *h, &header)?;
    }
    ws.add_data_validation(1, 1, MAX_ROWS as u32, 1, &DataValidation::new().allow_list_strings(&["개인", "법인"])?)?;
    ws.add_data_validation(
        1,
        2,
        MAX_ROWS as u32,
        2,
        &DataValidation::new().allow_whole_number(rust_xlsxwriter::DataValidationRule::GreaterThan(0)),
    )?;
    ws.set_freeze_panes(1, 0)?;
    let help = wb.add_worksheet();
    help.set_name("작성 방법")?;
    help.set_column_width(0, 90.0)?;
    let lines = [
        "'출자 신청자' 시트의 2행부터 한 줄에 한 명씩 입력합니다.",
        "이름: 필수. 100자 이내.",
        "구분: 필수. 개인 또는 법인.",
        "좌수: 필수. 1 이상의 정수. 신청 금액은 좌수 × 1좌당 금액으로 계산됩니다.",
        "연락처: 선택. 숫자와 '-'만 (예: 010-1234-5678).",
        "이메일: 선택.",
        "한 행이라도 잘못되면 아무것도 등록되지 않으며, 잘못된 행과 이유를 알려 드립니다.",
        "한 번에 10,000명까지 등록할 수 있습니다.",
    ];
    for (r, l) in lines.iter().enumerate() {
        help.write_string(r as u32, 0, *l)?;
    }
    wb.save_to_buffer()
}

/// A cell as trimmed text; whole numbers lose their `.0`.
pub(crate) fn text(cell: Option<&Data>) -> Option<String> {
    let s = match cell? {
        Data::Empty => return None,
        Data::String(s) => s.trim().to_string(),
        Data::Float(f) if f.fract() == 0.0 && f.abs() < 1e15 => format!("{}", *f as i64),
        Data::Int(i) => i.to_string(),
        other => other.to_string().trim().to_string(),
    };
    (!s.is_empty()).then_some(s)
}

/// The 구분 column: 개인/법인 (or the codes).
fn lp_type(cell: Option<String>) -> Option<String> {
    cell.map(|s| match s.as_str() {
        "개인" => "individual".to_string(),
        "법인" => "corporate".to_string(),
        other => other.to_string(),
    })
}

/// The 좌수 column: a whole number, as a number or as text with thousands separators.
/// Anything else becomes `Some(0)` so the domain reports it; an empty cell stays `None`.
fn unit_count(cell: Option<&Data>) -> Option<i64> {
    match cell? {
        Data::Empty => None,
        Data::Int(i) => Some(*i),
        Data::Float(f) if f.fract() == 0.0 && f.abs() < 1e15 => Some(*f as i64),
        Data::String(s) if s.trim().is_empty() => None,
        Data::String(s) => Some(s.trim().replace(',', "").parse().unwrap_or(0)),
        _ => Some(0),
    }
}

/// A phone typed as a number loses its leading 0 (10-1234-5678 → 1012345678); put it back.
fn phone(cell: Option<&Data>) -> Option<String> {
    match cell {
        Some(Data::Float(_) | Data::Int(_)) => text(cell).map(|s| if s.starts_with('0') { s } else { format!("0{s}") }),
        _ => text(cell),
    }
}

/// Reads the first sheet: `(row number as Excel shows it, draft)` for every non-empty row.
///
/// # Errors
/// [`ImportFileError`] when the bytes are not xlsx, a required column is missing, or there
/// are no rows or too many.
pub fn read(bytes: Vec<u8>) -> Result<Vec<(u32, ApplicantDraft)>, ImportFileError> {
    let mut book: Xlsx<_> = Xlsx::new(Cursor::new(bytes)).map_err(|_| ImportFileError::NotXlsx)?;
    let range = book.worksheet_range_at(0).ok_or(ImportFileError::NotXlsx)?.map_err(|_| ImportFileError::NotXlsx)?;
    let (first_row, _) = range.start().unwrap_or((0, 0));
    let mut rows = range.rows();
    let headers: Vec<String> =
        rows.next().map(|r| r.iter().map(|c| text(Some(c)).unwrap_or_default()).collect()).unwrap_or_default();
    let col = |name: &str| headers.iter().position(|h| h.replace(' ', "") == name);
    let missing: Vec<&'static str> = REQUIRED.into_iter().filter(|h| col(h).is_none()).collect();
    if !missing.is_empty() {
        return Err(ImportFileError::MissingColumns(missing));
    }
    let [name, kind, units] = REQUIRED.map(&col);
    let (tel, mail) = (col("연락처"), col("이메일"));
    let mut out = Vec::new();
    for (i, r) in rows.enumerate() {
        if r.iter().all(|c| text(Some(c)).is_none()) {
            continue;
        }
        if out.len() == MAX_ROWS {
            return Err(ImportFileError::TooManyRows);
        }
        let cell = |c: Option<usize>| c.and_then(|c| r.get(c));
        let draft = ApplicantDraft {
            name: text(cell(name)),
            lp_type: lp_type(text(cell(kind))),
            unit_count: unit_count(cell(units)),
            phone: phone(cell(tel)),
            email: text(cell(mail)),
        };
        // Excel numbers rows from 1 and the header is the first row read.
        out.push((first_row + i as u32 + 2, draft));
    }
    if out.is_empty() {
        return Err(ImportFileError::NoRows);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rust_xlsxwriter::Workbook;

    fn sheet(rows: &[&[&str]]) -> Vec<u8> {
        let mut wb = Workbook::new();
        let ws = wb.add_worksheet();
        for (r, row) in rows.iter().enumerate() {
            for (c, v) in row.iter().enumerate() {
                match v.parse::<f64>() {
                    Ok(n) if !v.starts_with('0') => ws.write_number(r as u32, c as u16, n).map(|_| ()),
                    _ => ws.write_string(r as u32, c as u16, *v).map(|_| ()),
                }
                .unwrap();
            }
        }
        wb.save_to_buffer().unwrap()
    }

    #[test]
    fn the_template_reads_back_as_headers_only() {
        let bytes = template().unwrap();
        assert_eq!(read(bytes.clone()), Err(ImportFileError::NoRows));
        let mut book: Xlsx<_> = Xlsx::new(Cursor::new(bytes)).unwrap();
        assert_eq!(book.sheet_names(), ["출자 신청자", "작성 방법"]);
        let first = book.worksheet_range("출자 신청자").unwrap();
        let headers: Vec<String> = first.rows().next().unwrap().iter().map(ToString::to_string).collect();
        assert_eq!(headers, TEMPLATE_HEADERS);
    }

    #[test]
    fn rows_become_drafts_with_excel_row_numbers() {
        // Columns in another order, an empty row in between, a phone typed as a number.
        let bytes = sheet(&[
            &["이메일", "좌수", "이름", "구분", "연락처"],
            &["kim@lp.kr", "3", "김투자", "개인", "1012345678"],
            &[],
            &["", "1,000", "주식회사 한빛", "법인", "02-123-4567"],
            &["", "많이", "", "기타", ""],
        ]);
        let rows = read(bytes).unwrap();
        assert_eq!(rows.len(), 3);
        assert_eq!(rows[0].0, 2);
        assert_eq!(
            rows[0].1,
            ApplicantDraft {
                name: Some("김투자".into()),
                lp_type: Some("individual".into()),
                unit_count: Some(3),
                phone: Some("01012345678".into()),
                email: Some("kim@lp.kr".into()),
            }
        );
        assert_eq!(rows[1].0, 4, "the empty row still counts in Excel's numbering");
        assert_eq!((rows[1].1.lp_type.as_deref(), rows[1].1.unit_count), (Some("corporate"), Some(1000)));
        assert_eq!(rows[1].1.phone.as_deref(), Some("02-123-4567"));
        assert_eq!((rows[2].0, rows[2].1.name.clone(), rows[2].1.unit_count), (5, None, Some(0)));
    }

    #[test]
    fn unreadable_files_and_missing_columns_are_refused() {
        assert_eq!(read(b"%PDF-1.7".to_vec()), Err(ImportFileError::NotXlsx));
        assert_eq!(
            read(sheet(&[&["이름", "연락처"], &["김", "010"]])),
            Err(ImportFileError::MissingColumns(vec!["구분", "좌수"]))
        );
    }
}
