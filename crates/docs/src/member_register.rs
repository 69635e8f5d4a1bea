//! The 조합원 명부 as an xlsx sheet and an A4 PDF, the register filed with the union's
//! registration.

use capital::register::{share_text, MemberRegister, RegisterRenderer};
use kernel::{format, PortError, Won};
use rust_xlsxwriter::{Format, FormatAlign, Workbook};

use crate::pdf_kit::{Align, Flow, Fonts};

/// Renders the register; the fonts are parsed once.
pub struct RegisterDocs {
    fonts: Fonts,
}

impl RegisterDocs {
    /// # Errors
    /// When a font cannot be parsed (a broken build).
    pub fn new() -> Result<Self, String> {
        Ok(RegisterDocs { fonts: Fonts::new()? })
    }
}

/// The sheet's columns; 납입금액 only for 수시납 and 분할납 unions (`MemberRegister::shows_paid`).
pub const HEADERS: [&str; 11] = [
    "번호",
    "구분",
    "성명(법인명)",
    "개인/법인",
    "생년월일·사업자번호",
    "주소",
    "연락처",
    "출자좌수",
    "출자금액(원)",
    "납입금액(원)",
    "지분율",
];

fn headers(r: &MemberRegister) -> Vec<&'static str> {
    HEADERS.iter().copied().filter(|h| r.shows_paid || *h != "납입금액(원)").collect()
}

/// `출자 1좌 1,000,000원 · 조합원 3인 · …` above both the sheet and the PDF's table.
fn summary(r: &MemberRegister) -> String {
    let paid = if r.shows_paid { format!(" · 납입 {}", won(r.total_paid)) } else { String::new() };
    format!(
        "출자 1좌 {} · 조합원 {}인 · 출자좌수 {}좌 · 출자금 총액 {}{paid} · 작성일 {}",
        won(r.unit_price),
        r.rows.len(),
        format::number(r.total_units),
        won(r.total_amount),
        format::date(r.written_on)
    )
}

fn won(w: Won) -> String {
    format!("{}원", format::number(w.get()))
}

fn or_dash(s: &str) -> String {
    if s.trim().is_empty() {
        format::DASH.to_owned()
    } else {
        s.to_owned()
    }
}

fn unexpected(e: impl std::fmt::Display) -> PortError {
    PortError::Unexpected(format!("member register: {e}"))
}

impl RegisterRenderer for RegisterDocs {
    fn xlsx(&self, r: &MemberRegister) -> Result<Vec<u8>, PortError> {
        let mut wb = Workbook::new();
        let header = Format::new().set_bold().set_align(FormatAlign::Center).set_background_color("#EEF2FF");
        let number = Format::new().set_num_format("#,##0");
        let share = Format::new().set_num_format("0.00%");
        let ws = wb.add_worksheet();
        ws.set_name("조합원 명부").map_err(unexpected)?;
        ws.write_string_with_format(0, 0, format!("{} 조합원 명부", r.union_name), &Format::new().set_bold())
            .map_err(unexpected)?;
        ws.write_string(1, 0, summary(r)).map_err(unexpected)?;
        let heads = headers(r);
        for (c, w) in [6.0, 20.0, 20.0, 10.0, 20.0, 36.0, 15.0, 10.0, 16.0, 16.0, 9.0].into_iter().enumerate() {
            ws.set_column_width(c as u16, w).map_err(unexpected)?;
        }
        for (c, h) in heads.iter().enumerate() {
            ws.write_string_with_format(2, c as u16, *h, &header).map_err(unexpected)?;
        }
        // The share column sits after the amounts: one column further when paid is shown.
        let share_col: u16 = if r.shows_paid { 10 } else { 9 };
        for (i, m) in r.rows.iter().enumerate() {
            let row = i as u32 + 3;
            ws.write_number(row, 0, (i + 1) as f64).map_err(unexpected)?;
            ws.write_string(row, 1, m.role.label()).map_err(unexpected)?;
            ws.write_string(row, 2, &m.name).map_err(unexpected)?;
            ws.write_string(row, 3, or_dash(&m.kind)).map_err(unexpected)?;
            ws.write_string(row, 4, or_dash(&m.registration_number)).map_err(unexpected)?;
            ws.write_string(row, 5, or_dash(&m.address)).map_err(unexpected)?;
            ws.write_string(row, 6, if m.phone.is_empty() { format::DASH.to_owned() } else { format::phone(&m.phone) })
                .map_err(unexpected)?;
            ws.write_number_with_format(row, 7, m.unit_count as f64, &number).map_err(unexpected)?;
            ws.write_number_with_format(row, 8, m.amount.get() as f64, &number).map_err(unexpected)?;
            if r.shows_paid {
                ws.write_number_with_format(row, 9, m.paid.get() as f64, &number).map_err(unexpected)?;
            }
            // Basis points over 10,000: the column adds up to exactly 100.00%.
            ws.write_number_with_format(row, share_col, m.share_basis_points as f64 / 10_000.0, &share)
                .map_err(unexpected)?;
        }
        let total = r.rows.len() as u32 + 3;
        ws.write_string_with_format(total, 2, "합계", &Format::new().set_bold()).map_err(unexpected)?;
        ws.write_number_with_format(total, 7, r.total_units as f64, &number).map_err(unexpected)?;
        ws.write_number_with_format(total, 8, r.total_amount.get() as f64, &number).map_err(unexpected)?;
        if r.shows_paid {
            ws.write_number_with_format(total, 9, r.total_paid.get() as f64, &number).map_err(unexpected)?;
        }
        let all: i64 = r.rows.iter().map(|m| m.share_basis_points).sum();
        ws.write_number_with_format(total, share_col, all as f64 / 10_000.0, &share).map_err(unexpected)?;
        wb.save_to_buffer().map_err(unexpected)
    }

    fn pdf(&self, r: &MemberRegister) -> Result<Vec<u8>, PortError> {
        let title = format!("{} 조합원 명부", r.union_name);
        let mut flow = Flow::new(&self.fonts, &title, &title);
        flow.heading(&title, 15.0);
        flow.paragraph(&summary(r), 9.0);
        let rows: Vec<Vec<String>> = r
            .rows
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let mut cells = vec![
                    (i + 1).to_string(),
                    m.role.label().to_owned(),
                    m.name.clone(),
                    or_dash(&m.kind),
                    or_dash(&m.registration_number),
                    format::number(m.unit_count),
                    format::number(m.amount.get()),
                ];
                if r.shows_paid {
                    cells.push(format::number(m.paid.get()));
                }
                cells.push(share_text(m.share_basis_points));
                cells
            })
            .collect();
        // A4 is 170 mm wide inside the margins: the paid column takes its width from the names.
        let (role_w, name_w) = if r.shows_paid { (30.0, 26.0) } else { (34.0, 32.0) };
        let mut columns = vec![
            ("번호", 9.0, Align::Right),
            ("구분", role_w, Align::Left),
            ("성명(법인명)", name_w, Align::Left),
            ("유형", 11.0, Align::Left),
            ("등록번호", 27.0, Align::Left),
            ("좌수", 11.0, Align::Right),
            ("출자금액(원)", 24.0, Align::Right),
        ];
        if r.shows_paid {
            columns.push(("납입금액(원)", 22.0, Align::Right));
        }
        columns.push(("지분율", 14.0, Align::Right));
        flow.table(&columns, &rows);
        let paid = if r.shows_paid { format!(" · 납입 {}", won(r.total_paid)) } else { String::new() };
        flow.paragraph(
            &format!("합계 {}좌 · {}{paid} · 지분율 100.00%", format::number(r.total_units), won(r.total_amount)),
            9.5,
        );
        Ok(flow.finish())
    }
}
