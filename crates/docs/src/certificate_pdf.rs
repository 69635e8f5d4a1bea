//! The investment proof certificate (출자증명서) as an A4 PDF (fonts and drawing in
//! [`crate::pdf_kit`]: a page is a few kilobytes, not the font's 2.7 MB).

use kernel::{format, PortError};
use printpdf::{Color, Mm, Op, PdfPage, Pt, Rgb};
use union::{Certificate, CertificateRenderer, LpType};

use crate::pdf_kit::{approx_width_mm, line, save, text, Fonts};

/// Renders certificates; the fonts are parsed once.
pub struct PdfCertificates {
    fonts: Fonts,
}

impl PdfCertificates {
    /// Parses the embedded fonts.
    ///
    /// # Errors
    /// When a font cannot be parsed (a broken build).
    pub fn new() -> Result<Self, String> {
        Ok(PdfCertificates { fonts: Fonts::new()? })
    }
}

fn won(w: kernel::Won) -> String {
    format!("{}원", format::number(w.get()))
}

impl CertificateRenderer for PdfCertificates {
    fn render(&self, c: &Certificate) -> Result<Vec<u8>, PortError> {
        let (doc, regular, bold) = self.fonts.document(&format!("출자증명서 {}", c.investor));
        let mut ops = Vec::new();
        let (left, right) = (25.0, 185.0);

        ops.extend(text(&regular, 10.0, left, 275.0, &c.number));
        let title = "출 자 증 명 서";
        ops.extend(text(&bold, 26.0, 105.0 - approx_width_mm(title, 26.0) / 2.0, 250.0, title));

        let registration_label = match c.lp_type {
            LpType::Individual => "주민등록번호",
            LpType::Corporate => "사업자등록번호",
        };
        let rows: [(&str, String); 8] = [
            ("출자자", c.investor.clone()),
            (registration_label, c.registration_number.clone()),
            ("주소", c.address.clone()),
            ("조합명", c.union_name.clone()),
            ("출자 총액", format!("{} ({}좌)", won(c.total_amount), format::number(c.total_units))),
            ("출자금액", won(c.own_amount)),
            ("출자좌수", format!("{}좌", format::number(c.own_units))),
            ("1좌당 금액", won(c.unit_price)),
        ];
        ops.push(Op::SetOutlineColor { col: Color::Rgb(Rgb { r: 0.6, g: 0.6, b: 0.6, icc_profile: None }) });
        ops.push(Op::SetOutlineThickness { pt: Pt(0.5) });
        let top = 225.0;
        let row_h = 12.0;
        ops.push(line(left, top, right, top));
        for (i, (label, value)) in rows.iter().enumerate() {
            let y = top - row_h * (i as f32 + 1.0);
            ops.extend(text(&bold, 11.0, left + 3.0, y + 4.2, label));
            ops.extend(text(&regular, 11.0, left + 45.0, y + 4.2, value));
            ops.push(line(left, y, right, y));
        }
        ops.push(line(left + 40.0, top, left + 40.0, top - row_h * rows.len() as f32));

        let statement = "위 출자자가 위 조합에 출자하였음을 증명합니다.";
        ops.extend(text(&regular, 12.0, 105.0 - approx_width_mm(statement, 12.0) / 2.0, 100.0, statement));
        let date = c.issued_on.format("%Y년 %m월 %d일").to_string();
        ops.extend(text(&regular, 12.0, 105.0 - approx_width_mm(&date, 12.0) / 2.0, 85.0, &date));
        let issuer = format!("{} 업무집행조합원  {}", c.union_name, c.issuer);
        ops.extend(text(&bold, 13.0, 105.0 - approx_width_mm(&issuer, 13.0) / 2.0, 65.0, &issuer));

        Ok(save(doc, vec![PdfPage::new(Mm(210.0), Mm(297.0), ops)]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;
    use kernel::Won;
    use union::{ApplicantId, UnionId};

    pub fn sample() -> Certificate {
        Certificate {
            number: "제 3-41 호".into(),
            union_id: UnionId(3),
            applicant_id: ApplicantId(41),
            union_name: "한빛 1호 개인투자조합".into(),
            issuer: "데모투자파트너스".into(),
            investor: "김서연".into(),
            lp_type: LpType::Individual,
            registration_number: "800101-1******".into(),
            address: "서울특별시 강남구 테헤란로 123".into(),
            total_amount: Won(300_000_000),
            total_units: 300,
            own_amount: Won(5_000_000),
            own_units: 5,
            unit_price: Won(1_000_000),
            issued_on: NaiveDate::from_ymd_opt(2026, 11, 22).unwrap(),
        }
    }

    #[test]
    fn a_certificate_is_a_small_pdf_with_the_font_subset() {
        let pdf = PdfCertificates::new().unwrap().render(&sample()).unwrap();
        assert!(pdf.starts_with(b"%PDF-"));
        assert!(pdf.len() < 400 * 1024, "{} bytes: the font was not subset", pdf.len());
    }
}
