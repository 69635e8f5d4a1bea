//! The 조합원 명부 as an xlsx sheet and an A4 PDF, the register filed with the union's
//! registration.

use kernel::{format, PortError, Won};
use rust_xlsxwriter::{Format, FormatAlign, Workbook};
use union::register::{share_text, MemberRegister, RegisterRenderer};

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

pub const HEADERS: [&str; 10] = [
    "번호",
    "구분",
    "성명(법인명)",
    "개인/법인",
    "생년월일·사업자번호",
    "주소",
    "연락처",
    "출자좌수",
    "출자금액(원)",
    "지분율",
];

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
        for (c, w) in [6.0, 20.0, 20.0, 10.0, 20.0, 36.0, 15.0, 10.0, 16.0, 9.0].into_iter().enumerate() {
            ws.set_column_width(c as u16, w).map_err(unexpected)?;
        }
        for (c, h) in HEADERS.iter().enumerate() {
            ws.write_string_with_format(2, c as u16, *h, &header).map_err(unexpected)?;
        }
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
            ws.write_number_with_format(row, 9, m.share_basis_points as f64 / 10_000.0, &share).map_err(unexpected)?;
        }
        let total = r.rows.len() as u32 + 3;
        ws.write_string_with_format(total, 2, "합계", &Format::new().set_bold()).map_err(unexpected)?;
        ws.write_number_with_format(total, 7, r.total_units as f64, &number).map_err(unexpected)?;
        ws.write_number_with_format(total, 8, r.total_amount.get() as f64, &number).map_err(unexpected)?;
        wb.save_to_buffer().map_err(unexpected)
    }

    fn pdf(&self, r: &MemberRegister) -> Result<Vec<u8>, PortError> {
        let title = format!("{} 조합원 명부", r.union_name);
        let mut flow = Flow::new(&self.fonts, &title, &title);
        flow.heading(&title, 15.0);
        flow.paragraph(
            &format!(
                "출자 1좌 {} · 조합원 {}인 · 출자좌수 {}좌 · 출자금 총액 {} · 작성일 {}",
                won(r.unit_price),
                r.rows.len(),
                format::number(r.total_units),
                won(r.total_amount),
                format::date(format::korean_today())
            ),
            9.0,
        );
        let rows: Vec<Vec<String>> = r
            .rows
            .iter()
            .enumerate()
            .map(|(i, m)| {
                vec![
                    (i + 1).to_string(),
                    m.role.label().to_owned(),
                    m.name.clone(),
                    or_dash(&m.kind),
                    or_dash(&m.registration_number),
                    format::number(m.unit_count),
                    format::number(m.amount.get()),
                    share_text(m.share_basis_points),
                ]
            })
            .collect();
        flow.table(
            &[
                ("번호", 10.0, Align::Right),
                ("구분", 34.0, Align::Left),
                ("성명(법인명)", 32.0, Align::Left),
                ("유형", 15.0, Align::Left),
                ("등록번호", 29.0, Align::Left),
                ("좌수", 12.0, Align::Right),
                ("출자금액(원)", 24.0, Align::Right),
                ("지분율", 14.0, Align::Right),
            ],
            &rows,
        );
        flow.paragraph(&format!("합계 {}좌 · {}", format::number(r.total_units), won(r.total_amount)), 9.5);
        Ok(flow.finish())
    }
}
