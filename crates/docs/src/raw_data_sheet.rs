//! The firm's raw data workbook (/raw-download): one sheet per [`export::Sheet`], headers in
//! bold on a frozen first row, amounts and counts as numbers, moments as dates in Korean time.
//! Every sheet is written in constant-memory mode, row by row, so a firm of any size streams
//! through a few megabytes of memory; the rows are fed one at a time by the caller.

use std::io::Write;
use std::path::Path;

use export::{Cell, Sheet};
use rust_xlsxwriter::{Format, FormatAlign, Workbook, XlsxError};

/// A workbook being written: start a sheet, write its rows, start the next, then finish.
pub struct RawWorkbook {
    wb: Workbook,
    header: Format,
    money: Format,
    count: Format,
    day: Format,
    moment: Format,
    /// The sheet being written and its next row.
    current: Option<(usize, u32)>,
    sheets: usize,
}

impl RawWorkbook {
    /// `temp_dir` holds the constant-memory mode's temporary files.
    ///
    /// # Errors
    /// When the temporary folder cannot be used.
    pub fn new(temp_dir: &Path) -> Result<Self, XlsxError> {
        let mut wb = Workbook::new();
        wb.set_tempdir(temp_dir)?;
        // As the applicant export: deflate level 1 halves the CPU for a somewhat larger file.
        wb.set_zip_compression_level(1);
        Ok(RawWorkbook {
            wb,
            header: Format::new().set_bold().set_align(FormatAlign::Center).set_background_color("#EEF2FF"),
            money: Format::new().set_num_format("#,##0"),
            count: Format::new().set_num_format("#,##0"),
            day: Format::new().set_num_format("yyyy.mm.dd"),
            moment: Format::new().set_num_format("yyyy.mm.dd hh:mm"),
            current: None,
            sheets: 0,
        })
    }

    /// Adds the next sheet with its headers.
    ///
    /// # Errors
    /// Any xlsx error.
    pub fn start_sheet(&mut self, sheet: Sheet) -> Result<(), XlsxError> {
        let ws = self.wb.add_worksheet_with_constant_memory()?;
        ws.set_name(sheet.title())?;
        ws.set_freeze_panes(1, 0)?;
        for (c, (title, width)) in sheet.columns().iter().enumerate() {
            let c = u16::try_from(c).map_err(|_| XlsxError::ParameterError("too many columns".into()))?;
            ws.set_column_width(c, *width)?;
            ws.write_string_with_format(0, c, *title, &self.header)?;
        }
        self.current = Some((self.sheets, 1));
        self.sheets += 1;
        Ok(())
    }

    /// Writes one row of the current sheet.
    ///
    /// # Errors
    /// Any xlsx error; a row before any sheet.
    pub fn write_row(&mut self, cells: &[Cell]) -> Result<(), XlsxError> {
        let Some((index, row)) = self.current else {
            return Err(XlsxError::ParameterError("a row before any sheet".into()));
        };
        let ws = self.wb.worksheet_from_index(index)?;
        for (c, cell) in cells.iter().enumerate() {
            let c = u16::try_from(c).map_err(|_| XlsxError::ParameterError("too many columns".into()))?;
            match cell {
                Cell::Text(s) => ws.write_string(row, c, s).map(|_| ())?,
                Cell::Number(n) => ws.write_number_with_format(row, c, *n as f64, &self.count).map(|_| ())?,
                Cell::Money(n) => ws.write_number_with_format(row, c, *n as f64, &self.money).map(|_| ())?,
                Cell::Date(d) => ws.write_date_with_format(row, c, *d, &self.day).map(|_| ())?,
                Cell::Moment(t) => ws
                    .write_datetime_with_format(
                        row,
                        c,
                        t.with_timezone(&kernel::format::KST).naive_local(),
                        &self.moment,
                    )
                    .map(|_| ())?,
                Cell::Empty => {}
            }
        }
        self.current = Some((index, row + 1));
        Ok(())
    }

    /// Zips the workbook into `out`.
    ///
    /// # Errors
    /// Any xlsx or I/O error.
    pub fn finish<W: Write + Send>(mut self, out: W) -> Result<(), XlsxError> {
        self.wb.save_to_writer(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use calamine::{Data, Reader, Xlsx};
    use chrono::{NaiveDate, TimeZone, Utc};

    #[test]
    fn a_real_reader_sees_each_sheet_with_its_headers_numbers_and_dates() {
        let mut wb = RawWorkbook::new(&std::env::temp_dir()).unwrap();
        wb.start_sheet(Sheet::Unions).unwrap();
        let day = NaiveDate::from_ymd_opt(2026, 11, 1).unwrap();
        let at = Utc.with_ymd_and_hms(2026, 11, 30, 15, 30, 0).unwrap();
        for i in 1..=3 {
            wb.write_row(&[
                Cell::Number(i),
                Cell::Text(format!("{i}호 조합")),
                Cell::Empty,
                Cell::Money(i * 1_000_000),
            ])
            .unwrap();
        }
        wb.start_sheet(Sheet::Mailings).unwrap();
        wb.write_row(&[Cell::Number(9), Cell::Moment(at), Cell::Date(day)]).unwrap();
        let mut bytes = Vec::new();
        wb.finish(&mut bytes).unwrap();

        let mut xlsx: Xlsx<_> = Xlsx::new(std::io::Cursor::new(bytes)).unwrap();
        assert_eq!(xlsx.sheet_names(), ["조합", "메일 발송 이력"]);
        let unions: Vec<Vec<Data>> = xlsx.worksheet_range("조합").unwrap().rows().map(|r| r.to_vec()).collect();
        assert_eq!(unions.len(), 4);
        let headers: Vec<String> = unions[0].iter().map(|c| c.to_string()).collect();
        let expected: Vec<&str> = Sheet::Unions.columns().iter().map(|(t, _)| *t).collect();
        assert_eq!(headers, expected);
        assert_eq!(unions[2][1], Data::String("2호 조합".into()));
        assert_eq!(unions[3][3], Data::Float(3_000_000.0), "amounts are numbers");
        let mails: Vec<Vec<Data>> =
            xlsx.worksheet_range("메일 발송 이력").unwrap().rows().map(|r| r.to_vec()).collect();
        let Data::DateTime(d) = &mails[1][1] else { panic!("not a date: {:?}", mails[1][1]) };
        let epoch = NaiveDate::from_ymd_opt(1899, 12, 30).unwrap();
        let days = (NaiveDate::from_ymd_opt(2026, 12, 1).unwrap() - epoch).num_days() as f64;
        assert!((d.as_f64() - (days + 0.5 / 24.0)).abs() < 1e-9, "15:30 UTC is 00:30 KST the next day");
    }

    #[test]
    fn a_row_before_any_sheet_is_refused() {
        let mut wb = RawWorkbook::new(&std::env::temp_dir()).unwrap();
        assert!(wb.write_row(&[Cell::Number(1)]).is_err());
    }
}
