//! Investment reports as A4 PDFs, drawn on the server from the stored figures (why here and not
//! in the browser: docs/decisions.md, "Report PDFs"). The overall report: its totals, its
//! opinion, the unions, then per company its figures, two charts (stake value over time, the
//! income statement by year), the per-fund lines and the fundraising history. A union's report:
//! its totals, its opinion, its holdings and its deployment.

use kernel::{format, PortError, Won};
use printpdf::{Op, Pt};
use report::snapshot::{CompanyFigures, UnionFigures};
use report::xirr::Irr;
use report::{Report, ReportOpinion, ReportRenderer, Returns};
use union::UnionId;

use crate::pdf_kit::{approx_width_mm, filled_rect, line, polyline, rgb, text, Align, Flow, Fonts, LEFT, RIGHT};

/// Renders reports; the fonts are parsed once.
pub struct PdfReports {
    fonts: Fonts,
}

impl PdfReports {
    /// # Errors
    /// When a font cannot be parsed (a broken build).
    pub fn new() -> Result<Self, String> {
        Ok(PdfReports { fonts: Fonts::new()? })
    }
}

fn amount(w: Won) -> String {
    format::won_report(w.get(), 2)
}

fn ratio(v: Option<f64>) -> String {
    v.map_or_else(|| "-".to_owned(), format::multiple)
}

/// A rate as the report prints it: "1년 미만" over flows of less than a year (the domain's
/// `Irr`: an annual rate of a few months misleads), else the annual rate.
fn irr(v: Irr) -> String {
    if v.under_a_year && v.annual.is_some() {
        return "1년 미만".to_owned();
    }
    // A rate that rounds to zero is shown as 0.00%, never as -0.00%.
    let shown = |r: f64| if (r * 100.0).abs() < 0.005 { 0.0 } else { r * 100.0 };
    v.annual.map_or_else(|| "-".to_owned(), |r| format!("{}%", format::multiple(shown(r))))
}

fn percent(v: Option<f64>) -> String {
    v.map_or_else(|| "-".to_owned(), |p| format!("{}%", format::multiple(p)))
}

fn header(flow: &mut Flow, title: &str, subtitle: &str) {
    flow.heading(title, 18.0);
    flow.push(Op::SetFillColor { col: rgb(0.35, 0.37, 0.42) });
    flow.paragraph(subtitle, 9.5);
    flow.push(Op::SetFillColor { col: rgb(0.0, 0.0, 0.0) });
    flow.gap(2.0);
}

/// The totals as a row of labelled figures.
fn totals(flow: &mut Flow, r: &Returns, rate: Irr) {
    let tiles = [
        ("투자금액", amount(r.invested)),
        ("평가금액", amount(r.value)),
        ("회수금", amount(r.recovered)),
        ("TVPI", ratio(r.multiple())),
        ("DPI", ratio(r.dpi())),
        ("RVPI", ratio(r.rvpi())),
        ("IRR", irr(rate)),
    ];
    flow.room(16.0);
    let width = (RIGHT - LEFT) / tiles.len() as f32;
    flow.push(Op::SetFillColor { col: rgb(0.95, 0.96, 0.98) });
    flow.push(filled_rect(LEFT, flow.y - 15.0, RIGHT - LEFT, 15.0));
    for (i, (label, value)) in tiles.iter().enumerate() {
        let x = LEFT + width * i as f32 + 2.0;
        flow.push(Op::SetFillColor { col: rgb(0.4, 0.42, 0.48) });
        let ops = text(&flow.regular, 7.5, x, flow.y - 5.5, label);
        flow.extend(ops);
        flow.push(Op::SetFillColor { col: rgb(0.0, 0.0, 0.0) });
        let ops = text(&flow.bold, 10.0, x, flow.y - 11.5, value);
        flow.extend(ops);
    }
    flow.gap(19.0);
}

fn opinion(flow: &mut Flow, title: &str, o: Option<&ReportOpinion>) {
    let Some(o) = o else { return };
    flow.heading(title, 11.0);
    flow.paragraph(&o.html.plain_text(), 9.5);
    flow.gap(2.0);
}

/// A bar chart of amounts: one bar per label, negative bars below the axis, the unit chosen by
/// the largest amount (spec section 9).
fn bars(flow: &mut Flow, title: &str, points: &[(String, i64)]) {
    if points.is_empty() {
        return;
    }
    let height = 30.0;
    flow.room(height + 14.0);
    let max = points.iter().map(|(_, v)| v.unsigned_abs()).max().unwrap_or(0).max(1);
    let (unit, per) = format::won_axis_unit(i64::try_from(max).unwrap_or(i64::MAX));
    flow.heading(&format!("{title} (단위: {unit})"), 9.5);
    let has_negative = points.iter().any(|(_, v)| *v < 0);
    let top = flow.y - 2.0;
    let bottom = top - height;
    let zero = if has_negative { bottom + height / 2.0 } else { bottom };
    let span = if has_negative { height / 2.0 } else { height };
    let slot = (RIGHT - LEFT - 10.0) / points.len() as f32;
    let bar = (slot * 0.55).min(14.0);
    flow.push(Op::SetOutlineColor { col: rgb(0.6, 0.62, 0.66) });
    flow.push(Op::SetOutlineThickness { pt: Pt(0.5) });
    flow.push(line(LEFT + 8.0, zero, RIGHT, zero));
    for (i, (label, v)) in points.iter().enumerate() {
        let h = (v.unsigned_abs() as f32 / max as f32) * span;
        let x = LEFT + 10.0 + slot * i as f32 + (slot - bar) / 2.0;
        let colour = if *v < 0 { rgb(0.86, 0.36, 0.36) } else { rgb(0.26, 0.46, 0.86) };
        flow.push(Op::SetFillColor { col: colour });
        flow.push(filled_rect(x, if *v < 0 { zero - h } else { zero }, bar, h.max(0.3)));
        flow.push(Op::SetFillColor { col: rgb(0.2, 0.2, 0.25) });
        let shown = axis_number(*v, per);
        // Below the axis the labels sit under it, where the bar starts, clear of the year labels.
        let y = if *v < 0 { zero + 1.2 } else { zero + h + 1.2 };
        let ops = text(&flow.regular, 7.0, x + bar / 2.0 - approx_width_mm(&shown, 7.0) / 2.0, y, &shown);
        flow.extend(ops);
        let ops = text(&flow.regular, 7.0, x + bar / 2.0 - approx_width_mm(label, 7.0) / 2.0, bottom - 4.0, label);
        flow.extend(ops);
    }
    flow.push(Op::SetFillColor { col: rgb(0.0, 0.0, 0.0) });
    flow.y = bottom - 8.0;
}

/// An amount in the axis' unit with at most one decimal (230,000,000 in 억원 → 2.3).
fn axis_number(v: i64, per: i64) -> String {
    // Rounded half away from zero: add half a unit in the amount's direction, then truncate.
    let tenths = (i128::from(v) * 10 + i128::from(per) / 2 * i128::from(v.signum())) / i128::from(per);
    let tenths = i64::try_from(tenths).unwrap_or(i64::MAX);
    if tenths % 10 == 0 {
        format::number(tenths / 10)
    } else {
        format!("{}{}.{}", if tenths < 0 { "-" } else { "" }, format::number((tenths / 10).abs()), (tenths % 10).abs())
    }
}

/// A line of a percentage over dates (a union's deployment).
fn percent_line(flow: &mut Flow, title: &str, points: &[(String, f64)]) {
    if points.is_empty() {
        return;
    }
    let height = 34.0;
    flow.room(height + 14.0);
    flow.heading(title, 9.5);
    let top = flow.y - 2.0;
    let bottom = top - height;
    let left = LEFT + 10.0;
    let step = if points.len() > 1 { (RIGHT - left - 6.0) / (points.len() - 1) as f32 } else { 0.0 };
    flow.push(Op::SetOutlineColor { col: rgb(0.6, 0.62, 0.66) });
    flow.push(Op::SetOutlineThickness { pt: Pt(0.5) });
    flow.push(line(left, bottom, RIGHT, bottom));
    for (label, y) in [("100%", top), ("50%", bottom + height / 2.0), ("0%", bottom)] {
        let ops = text(&flow.regular, 7.0, LEFT, y - 1.0, label);
        flow.extend(ops);
    }
    let xy: Vec<(f32, f32)> = points
        .iter()
        .enumerate()
        .map(|(i, (_, p))| (left + step * i as f32, bottom + (*p as f32 / 100.0) * height))
        .collect();
    flow.push(Op::SetOutlineColor { col: rgb(0.26, 0.46, 0.86) });
    flow.push(Op::SetOutlineThickness { pt: Pt(1.2) });
    flow.push(polyline(&xy));
    for ((label, _), (x, _)) in points.iter().zip(&xy) {
        let ops = text(&flow.regular, 6.5, x - approx_width_mm(label, 6.5) / 2.0, bottom - 4.0, label);
        flow.extend(ops);
    }
    flow.y = bottom - 8.0;
}

fn company(flow: &mut Flow, c: &CompanyFigures) {
    flow.room(60.0);
    flow.push(Op::SetOutlineColor { col: rgb(0.26, 0.46, 0.86) });
    flow.push(Op::SetOutlineThickness { pt: Pt(1.0) });
    flow.push(line(LEFT, flow.y, RIGHT, flow.y));
    flow.gap(1.0);
    flow.heading(&c.startup_name, 13.0);
    let summary = if c.recovered_mode {
        format!(
            "투자금액 {} · 회수금 {} · 이익률 {}",
            amount(c.total.invested),
            amount(c.total.recovered),
            percent(c.total.profit_rate())
        )
    } else {
        format!(
            "투자금액 {} · 현재 지분 가치 {} · 멀티플 {} · IRR {}",
            amount(c.total.invested),
            amount(c.total.value),
            ratio(c.total.multiple()),
            irr(c.xirr)
        )
    };
    flow.paragraph(&summary, 9.5);
    let stake: Vec<(String, i64)> =
        c.history.iter().map(|h| (h.on.format("%y.%m.%d").to_string(), h.stake_value.get())).collect();
    bars(flow, "지분 가치", &stake);
    let sales: Vec<(String, i64)> =
        c.years.iter().filter_map(|y| y.sales.map(|s| (format!("{}년", y.year), s))).collect();
    bars(flow, "매출액", &sales);
    let profit: Vec<(String, i64)> =
        c.years.iter().filter_map(|y| y.operating_profit.map(|s| (format!("{}년", y.year), s))).collect();
    bars(flow, "영업이익", &profit);
    flow.heading("펀드별 투자 내역", 9.5);
    let lines: Vec<Holding<'_>> = c
        .funds
        .iter()
        .map(|f| (f.union_name.as_str(), f.first_invested_on, f.shares_held, &f.returns, f.xirr))
        .collect();
    holding_table(flow, "조합", &lines);
    flow.heading("투자 유치 이력", 9.5);
    let rows: Vec<Vec<String>> = c
        .rounds
        .iter()
        .map(|r| {
            vec![
                format::date(r.on),
                r.investor.clone(),
                r.stock_kind.clone(),
                format::number(r.shares),
                format!("{}원", format::number(r.price_per_share.get())),
                amount(r.amount),
                r.post_money.map_or_else(|| "-".into(), |w| format::eok(w.get())),
            ]
        })
        .collect();
    flow.table(
        &[
            ("일자", 20.0, Align::Left),
            ("투자자", 44.0, Align::Left),
            ("주식 종류", 26.0, Align::Left),
            ("주식 수", 18.0, Align::Right),
            ("주당 가격", 24.0, Align::Right),
            ("금액", 24.0, Align::Right),
            ("Post-money", 24.0, Align::Right),
        ],
        &rows,
    );
}

/// One line of a holdings table: the name (a union or a company), its first investment, the
/// shares held, the returns and the rate.
type Holding<'a> = (&'a str, Option<chrono::NaiveDate>, i64, &'a Returns, Irr);

/// The per-fund lines of a company and the holdings of a union share one table.
fn holding_table(flow: &mut Flow, name: &str, lines: &[Holding<'_>]) {
    let rows: Vec<Vec<String>> = lines
        .iter()
        .map(|(label, first, shares, returns, rate)| {
            vec![
                (*label).to_owned(),
                first.map_or_else(|| "-".into(), format::date),
                format::number(*shares),
                amount(returns.invested),
                amount(returns.value),
                amount(returns.recovered),
                ratio(returns.multiple()),
                irr(*rate),
            ]
        })
        .collect();
    flow.table(
        &[
            (name, 44.0, Align::Left),
            ("최초 투자일", 20.0, Align::Left),
            ("보유 주식", 18.0, Align::Right),
            ("투자금액", 20.0, Align::Right),
            ("평가금액", 20.0, Align::Right),
            ("회수금", 20.0, Align::Right),
            ("멀티플", 16.0, Align::Right),
            ("IRR", 22.0, Align::Right),
        ],
        &rows,
    );
}

fn holdings(flow: &mut Flow, u: &UnionFigures) {
    let lines: Vec<Holding<'_>> = u
        .holdings
        .iter()
        .map(|h| (h.startup_name.as_str(), h.first_invested_on, h.shares_held, &h.returns, h.xirr))
        .collect();
    holding_table(flow, "기업", &lines);
}

fn subtitle(report: &Report) -> String {
    format!(
        "기준일 {} · 조합 {}개 · 기업 {}개 · 작성 {} ({})",
        report.figures.base_date.format("%Y년 %m월 %d일"),
        report.summary.union_count,
        report.summary.company_count,
        report.summary.author_name,
        format::date(format::korean_date(report.summary.created_at)),
    )
}

impl ReportRenderer for PdfReports {
    fn overall(&self, report: &Report, opinions: &[ReportOpinion]) -> Result<Vec<u8>, PortError> {
        let f = &report.figures;
        let mut flow =
            Flow::new(&self.fonts, &report.summary.title, &format!("{} · 종합 투자 보고서", report.summary.title));
        header(&mut flow, &report.summary.title, &subtitle(report));
        totals(&mut flow, &f.total, f.xirr);
        opinion(&mut flow, "보고서 의견", opinions.iter().find(|o| o.union_id.is_none()));
        flow.heading("재원별 요약", 11.0);
        let rows: Vec<Vec<String>> = f
            .unions
            .iter()
            .map(|u| {
                vec![
                    u.union_name.clone(),
                    amount(u.total.invested),
                    amount(u.total.value),
                    amount(u.total.recovered),
                    ratio(u.total.multiple()),
                    ratio(u.total.dpi()),
                    irr(u.xirr),
                ]
            })
            .collect();
        flow.table(
            &[
                ("조합", 52.0, Align::Left),
                ("투자금액", 24.0, Align::Right),
                ("평가금액", 24.0, Align::Right),
                ("회수금", 24.0, Align::Right),
                ("TVPI", 18.0, Align::Right),
                ("DPI", 16.0, Align::Right),
                ("IRR", 22.0, Align::Right),
            ],
            &rows,
        );
        for c in &f.companies {
            company(&mut flow, c);
        }
        Ok(flow.finish())
    }

    fn union(&self, report: &Report, union: UnionId, o: Option<&ReportOpinion>) -> Result<Vec<u8>, PortError> {
        let u = report.figures.union(union).ok_or(PortError::NotFound)?;
        let title = format!("{} 재원별 투자 보고서", u.union_name);
        let mut flow = Flow::new(&self.fonts, &title, &format!("{} · {}", report.summary.title, u.union_name));
        header(&mut flow, &title, &subtitle(report));
        totals(&mut flow, &u.total, u.xirr);
        opinion(&mut flow, "조합 의견", o);
        flow.heading("투자 기업", 11.0);
        holdings(&mut flow, u);
        let steps: Vec<(String, f64)> =
            u.deployment.iter().map(|d| (d.on.format("%y.%m.%d").to_string(), d.cumulative_percent)).collect();
        percent_line(&mut flow, "투자 집행 추이 (누적 비율)", &steps);
        let rows: Vec<Vec<String>> = u
            .deployment
            .iter()
            .map(|d| {
                vec![
                    format::date(d.on),
                    amount(d.amount),
                    amount(d.cumulative),
                    format!("{:.1}%", d.cumulative_percent),
                ]
            })
            .collect();
        flow.table(
            &[
                ("일자", 40.0, Align::Left),
                ("투자금액", 46.0, Align::Right),
                ("누적 투자금액", 50.0, Align::Right),
                ("누적 비율", 44.0, Align::Right),
            ],
            &rows,
        );
        Ok(flow.finish())
    }
}

#[cfg(test)]
mod tests {
    use super::axis_number;

    #[test]
    fn axis_numbers_round_to_one_decimal_either_side_of_zero() {
        assert_eq!(axis_number(230_000_000, 100_000_000), "2.3");
        assert_eq!(axis_number(225_000_000, 100_000_000), "2.3");
        assert_eq!(axis_number(-254_000_000, 100_000_000), "-2.5");
        assert_eq!(axis_number(4_500_000_000, 100_000_000), "45");
        assert_eq!(axis_number(-40_000, 10_000), "-4");
    }
}
