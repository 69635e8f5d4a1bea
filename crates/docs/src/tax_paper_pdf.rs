//! The 출자확인서 (the LP's income-deduction paper under 조세특례제한법 §16) as an A4 PDF, and a
//! year's papers in one zip.

use std::io::Write;

use capital::tax_law::{DeductionRule, LAW};
use capital::tax_paper::{TaxPaper, TaxPaperRenderer};
use kernel::{format, PortError, Won};

use crate::pdf_kit::{Align, Flow, Fonts};

/// Renders the papers; the fonts are parsed once.
pub struct TaxPaperDocs {
    fonts: Fonts,
}

impl TaxPaperDocs {
    /// # Errors
    /// When a font cannot be parsed (a broken build).
    pub fn new() -> Result<Self, String> {
        Ok(TaxPaperDocs { fonts: Fonts::new()? })
    }
}

fn won(w: Won) -> String {
    format!("{}원", format::number(w.get()))
}

fn unexpected(e: impl std::fmt::Display) -> PortError {
    PortError::Unexpected(format!("tax paper: {e}"))
}

impl TaxPaperRenderer for TaxPaperDocs {
    fn pdf(&self, p: &TaxPaper) -> Result<Vec<u8>, PortError> {
        let title = format!("출자확인서 {} {}", p.investor, p.year);
        let mut flow = Flow::new(&self.fonts, &title, &format!("{} · {}", p.union_name, p.number));
        flow.heading("출자확인서", 18.0);
        flow.paragraph(&format!("(조세특례제한법 제16조 출자 등에 대한 소득공제용) {}", p.number), 9.0);
        flow.gap(3.0);
        let or_dash = |s: &str| if s.trim().is_empty() { format::DASH.to_owned() } else { s.to_owned() };
        let (year_label, amount_label) = match p.rule {
            DeductionRule::Bands => ("투자 연도", format!("{}년 조합 투자액 중 출자자 몫", p.year)),
            DeductionRule::TenPercent => ("출자 연도", format!("{}년 출자(납입)액", p.year)),
        };
        let rows = vec![
            vec!["출자자 성명".into(), p.investor.clone()],
            vec!["주민등록번호".into(), or_dash(&p.resident_number)],
            vec!["주소".into(), or_dash(&p.address)],
            vec!["조합명".into(), p.union_name.clone()],
            vec!["업무집행조합원".into(), p.issuer.clone()],
            vec!["공제 방식".into(), p.rule.label().to_owned()],
            vec!["출자금액 (납입 합계)".into(), won(p.paid)],
            vec!["최종 납입일".into(), p.last_paid_on.map_or_else(|| format::DASH.to_owned(), format::date)],
            vec![year_label.into(), format!("{}년", p.year)],
            vec![amount_label, won(p.invested)],
            vec!["소득공제 대상 금액".into(), won(p.deductible)],
        ];
        flow.table(&[("항목", 62.0, Align::Left), ("내용", 118.0, Align::Left)], &rows);
        for note in LAW.paper_notes(p.rule, p.year, &p.combined) {
            flow.paragraph(&note, 9.0);
        }
        flow.gap(6.0);
        let confirm = match p.rule {
            DeductionRule::Bands => format!(
                "위 출자자가 「{}」에 위와 같이 출자하였고, 조합이 {}년에 벤처기업 등에 투자하였음을 확인합니다.",
                p.union_name, p.year
            ),
            DeductionRule::TenPercent => {
                format!("위 출자자가 {}년에 「{}」에 위와 같이 출자하였음을 확인합니다.", p.year, p.union_name)
            }
        };
        flow.paragraph(&confirm, 10.5);
        flow.gap(10.0);
        flow.paragraph(&format::date(p.issued_on), 10.5);
        flow.paragraph(&format!("업무집행조합원  {}  (인)", p.issuer), 12.0);
        Ok(flow.finish())
    }

    fn zip(&self, files: &[(String, Vec<u8>)]) -> Result<Vec<u8>, PortError> {
        let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        // PDFs are compressed already: entries are stored.
        let opts = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Stored);
        for (name, pdf) in files {
            w.start_file(name.as_str(), opts).map_err(unexpected)?;
            w.write_all(pdf).map_err(unexpected)?;
        }
        Ok(w.finish().map_err(unexpected)?.into_inner())
    }
}
