//! Turning what the union form sends into a checked [`UnionInput`], every problem at once, in
//! Korean.

use chrono::NaiveDate;
use kernel::{bounds, FieldError, Won};
use rust_decimal::Decimal;

use crate::model::{CoGp, FundType, PaymentMethod, UnionInput};

/// The union form as sent, before any check.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UnionDraft {
    pub name: Option<String>,
    pub unique_number: Option<String>,
    pub fund_type: Option<String>,
    pub base_rate: Option<Decimal>,
    pub unit_price: Option<i64>,
    pub unit_count: Option<i64>,
    pub start_date: Option<NaiveDate>,
    pub due_date: Option<NaiveDate>,
    pub payment_method: Option<String>,
    pub lead_fund_manager: Option<String>,
    pub duration_start_date: Option<NaiveDate>,
    pub duration_end_date: Option<NaiveDate>,
    pub duration_extended: bool,
    pub investment_start_date: Option<NaiveDate>,
    pub investment_end_date: Option<NaiveDate>,
    pub management_fee: Option<Decimal>,
    pub management_fee_text: Option<String>,
    pub success_fee_text: Option<String>,
    pub success_fee_amount: Option<i64>,
    pub operate_rate: Option<Decimal>,
    pub gp_name: Option<String>,
    pub gp_unit_count: Option<i64>,
    pub investment_certificate_code: Option<String>,
    pub recruitment_start_date: Option<NaiveDate>,
    pub recruitment_end_date: Option<NaiveDate>,
    pub note: Option<String>,
    pub has_co_gp: bool,
    pub co_gps: Vec<CoGpDraft>,
}

/// One co-GP row as sent.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CoGpDraft {
    pub company_name: Option<String>,
    pub unit_count: Option<i64>,
}

fn text(v: &Option<String>, max: usize, field: &str, label: &str, errs: &mut Vec<FieldError>) -> Option<String> {
    let t = v.as_deref().map(str::trim).filter(|t| !t.is_empty())?;
    if t.chars().count() > max {
        errs.push(FieldError::new(field, format!("{label}은(는) {max}자 이내로 입력해 주세요.")));
        return None;
    }
    Some(t.to_string())
}

fn ordered(start: Option<NaiveDate>, end: Option<NaiveDate>, field: &str, label: &str, errs: &mut Vec<FieldError>) {
    if let (Some(s), Some(e)) = (start, end) {
        if s > e {
            errs.push(FieldError::new(field, format!("{label}의 종료일은 시작일 이후여야 합니다.")));
        }
    }
}

fn rate(v: Option<Decimal>, field: &str, label: &str, errs: &mut Vec<FieldError>) -> Option<Decimal> {
    let r = v?;
    if r < Decimal::ZERO || r > Decimal::from(100) {
        errs.push(FieldError::new(field, format!("{label}은(는) 0 이상 100 이하로 입력해 주세요.")));
        return None;
    }
    // The column keeps four decimals; more would be rounded away without a word.
    if r.normalize().scale() > 4 {
        errs.push(FieldError::new(field, format!("{label}은(는) 소수점 넷째 자리까지 입력해 주세요.")));
        return None;
    }
    Some(r)
}

/// Checks a union form.
///
/// # Errors
/// Every invalid field with a Korean message.
pub fn union(d: &UnionDraft) -> Result<UnionInput, Vec<FieldError>> {
    let mut e = Vec::new();
    let name = text(&d.name, 100, "name", "조합명", &mut e);
    if d.name.as_deref().map(str::trim).unwrap_or("").is_empty() {
        e.push(FieldError::new("name", "조합명을 입력해 주세요."));
    }
    let fund_type = d.fund_type.as_deref().and_then(FundType::parse);
    if fund_type.is_none() {
        e.push(FieldError::new("fund_type", "조합 유형을 선택해 주세요."));
    }
    let unit_price = match d.unit_price {
        Some(p) if p > bounds::MAX_WON => {
            e.push(FieldError::new("unit_price", bounds::too_large("1좌당 금액은", bounds::MAX_WON, "원")));
            None
        }
        Some(p) if p > 0 => Some(Won(p)),
        Some(_) => {
            e.push(FieldError::new("unit_price", "1좌당 금액은 0보다 커야 합니다."));
            None
        }
        None => {
            e.push(FieldError::new("unit_price", "1좌당 금액을 입력해 주세요."));
            None
        }
    };
    let unit_count = match d.unit_count {
        Some(n) if n > bounds::MAX_UNITS => {
            e.push(FieldError::new("unit_count", bounds::too_large("좌수는", bounds::MAX_UNITS, "좌")));
            None
        }
        Some(n) if n > 0 => Some(n),
        Some(_) => {
            e.push(FieldError::new("unit_count", "좌수는 0보다 커야 합니다."));
            None
        }
        None => {
            e.push(FieldError::new("unit_count", "좌수를 입력해 주세요."));
            None
        }
    };
    if let (Some(p), Some(n)) = (unit_price, unit_count) {
        if p.checked_mul(n).map_or(true, |total| total.get() > bounds::MAX_WON) {
            e.push(FieldError::new("unit_count", bounds::too_large("결성 총액은", bounds::MAX_WON, "원")));
        }
    }
    let payment_method = d.payment_method.as_deref().and_then(PaymentMethod::parse);
    if payment_method.is_none() {
        e.push(FieldError::new("payment_method", "납입 방식을 선택해 주세요."));
    }
    if d.recruitment_start_date.is_none() {
        e.push(FieldError::new("recruitment_start_date", "모집 시작일을 입력해 주세요."));
    }
    if d.recruitment_end_date.is_none() {
        e.push(FieldError::new("recruitment_end_date", "모집 종료일을 입력해 주세요."));
    }
    ordered(d.recruitment_start_date, d.recruitment_end_date, "recruitment_end_date", "모집기간", &mut e);
    ordered(d.start_date, d.due_date, "due_date", "조합 기간", &mut e);
    ordered(d.duration_start_date, d.duration_end_date, "duration_end_date", "존속기간", &mut e);
    ordered(d.investment_start_date, d.investment_end_date, "investment_end_date", "투자기간", &mut e);
    let base_rate = rate(d.base_rate, "base_rate", "기준수익률", &mut e);
    let management_fee = rate(d.management_fee, "management_fee", "관리보수", &mut e);
    let operate_rate = rate(d.operate_rate, "operate_rate", "운용 비율", &mut e);
    let success_fee_amount = match d.success_fee_amount {
        Some(a) if a < 0 => {
            e.push(FieldError::new("success_fee_amount", "성과보수 금액은 0 이상이어야 합니다."));
            None
        }
        Some(a) if a > bounds::MAX_WON => {
            e.push(FieldError::new("success_fee_amount", bounds::too_large("성과보수 금액은", bounds::MAX_WON, "원")));
            None
        }
        other => other.map(Won),
    };
    let gp_unit_count = match (d.gp_unit_count, unit_count) {
        (Some(g), _) if g < 0 => {
            e.push(FieldError::new("gp_unit_count", "GP 출자 좌수는 0 이상이어야 합니다."));
            None
        }
        (Some(g), Some(n)) if g > n => {
            e.push(FieldError::new("gp_unit_count", "GP 출자 좌수는 총 좌수를 넘을 수 없습니다."));
            None
        }
        (g, _) => g,
    };
    let mut co_gps = Vec::new();
    if !d.has_co_gp {
        // Rows sent with the box unticked are dropped, but a value past the schema's bound is
        // still refused: the contract says so whatever the box.
        for (i, c) in d.co_gps.iter().enumerate() {
            if let Some(err) = c.unit_count.and_then(|n| {
                bounds::at_most(&format!("co_gps[{i}].unit_count"), n, bounds::MAX_UNITS, "공동 GP 좌수는", "좌")
            }) {
                e.push(err);
            }
        }
    }
    if d.has_co_gp {
        if d.co_gps.is_empty() {
            e.push(FieldError::new("co_gps", "공동 GP를 한 곳 이상 입력해 주세요."));
        }
        for (i, c) in d.co_gps.iter().enumerate() {
            let company_name = text(&c.company_name, 100, &format!("co_gps[{i}].company_name"), "공동 GP명", &mut e);
            if company_name.is_none() && c.company_name.as_deref().map(str::trim).unwrap_or("").is_empty() {
                e.push(FieldError::new(format!("co_gps[{i}].company_name"), "공동 GP명을 입력해 주세요."));
            }
            let units = match c.unit_count {
                Some(n) if n > bounds::MAX_UNITS => {
                    e.push(FieldError::new(
                        format!("co_gps[{i}].unit_count"),
                        bounds::too_large("공동 GP 좌수는", bounds::MAX_UNITS, "좌"),
                    ));
                    None
                }
                Some(n) if n > 0 => Some(n),
                _ => {
                    e.push(FieldError::new(format!("co_gps[{i}].unit_count"), "공동 GP 좌수는 0보다 커야 합니다."));
                    None
                }
            };
            if let (Some(company_name), Some(unit_count), Some(price)) = (company_name, units, unit_price) {
                match price.checked_mul(unit_count).ok().filter(|a| a.get() <= bounds::MAX_WON) {
                    Some(amount) => co_gps.push(CoGp { company_name, unit_count, amount }),
                    None => e.push(FieldError::new(
                        format!("co_gps[{i}].unit_count"),
                        crate::applicant::MSG_AMOUNT_TOO_LARGE,
                    )),
                }
            }
        }
    }
    let lead_fund_manager = text(&d.lead_fund_manager, 50, "lead_fund_manager", "대표 펀드매니저", &mut e);
    let unique_number = text(&d.unique_number, 30, "unique_number", "고유번호", &mut e);
    let management_fee_text = text(&d.management_fee_text, 500, "management_fee_text", "관리보수 설명", &mut e);
    let success_fee_text = text(&d.success_fee_text, 500, "success_fee_text", "성과보수 설명", &mut e);
    let gp_name = text(&d.gp_name, 100, "gp_name", "업무집행조합원", &mut e);
    let investment_certificate_code =
        text(&d.investment_certificate_code, 30, "investment_certificate_code", "투자확인서 코드", &mut e);
    let note = text(&d.note, 2000, "note", "비고", &mut e);
    match (name, fund_type, unit_price, unit_count, payment_method, d.recruitment_start_date, d.recruitment_end_date) {
        (Some(name), Some(fund_type), Some(unit_price), Some(unit_count), Some(payment_method), Some(rs), Some(re))
            if e.is_empty() =>
        {
            Ok(UnionInput {
                name,
                unique_number,
                fund_type,
                base_rate,
                unit_price,
                unit_count,
                start_date: d.start_date,
                due_date: d.due_date,
                payment_method,
                lead_fund_manager,
                duration_start_date: d.duration_start_date,
                duration_end_date: d.duration_end_date,
                duration_extended: d.duration_extended,
                investment_start_date: d.investment_start_date,
                investment_end_date: d.investment_end_date,
                management_fee,
                management_fee_text,
                success_fee_text,
                success_fee_amount,
                operate_rate,
                gp_name,
                gp_unit_count,
                investment_certificate_code,
                recruitment_start_date: rs,
                recruitment_end_date: re,
                note,
                co_gps,
            })
        }
        _ => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(s: &str) -> Option<NaiveDate> {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").ok()
    }

    pub fn valid() -> UnionDraft {
        UnionDraft {
            name: Some(" 제1호 데모 개인투자조합 ".into()),
            fund_type: Some("2".into()),
            unit_price: Some(1_000_000),
            unit_count: Some(300),
            payment_method: Some("1".into()),
            recruitment_start_date: date("2026-12-01"),
            recruitment_end_date: date("2026-12-31"),
            gp_unit_count: Some(10),
            has_co_gp: true,
            co_gps: vec![CoGpDraft { company_name: Some("공동운용".into()), unit_count: Some(5) }],
            ..UnionDraft::default()
        }
    }

    #[test]
    fn a_valid_form_passes_and_co_gp_amounts_follow_the_unit_price() {
        let u = union(&valid()).unwrap();
        assert_eq!(u.name, "제1호 데모 개인투자조합");
        assert_eq!(u.target_amount(), Ok(Won(300_000_000)));
        assert_eq!(u.co_gps[0].amount, Won(5_000_000));
    }

    #[test]
    fn co_gp_units_past_the_bound_are_refused_even_with_the_box_unticked() {
        let mut d = valid();
        d.has_co_gp = false;
        d.co_gps[0].unit_count = Some(bounds::MAX_UNITS + 1);
        let errors = union(&d).unwrap_err();
        assert_eq!(errors[0].field, "co_gps[0].unit_count");
        d.co_gps[0].unit_count = Some(bounds::MAX_UNITS);
        assert!(union(&d).unwrap().co_gps.is_empty(), "unticked rows are dropped");
    }

    #[test]
    fn required_fields_are_reported_together() {
        let fields: Vec<String> = union(&UnionDraft::default()).unwrap_err().into_iter().map(|e| e.field).collect();
        assert_eq!(
            fields,
            [
                "name",
                "fund_type",
                "unit_price",
                "unit_count",
                "payment_method",
                "recruitment_start_date",
                "recruitment_end_date"
            ]
        );
    }

    #[test]
    fn amounts_must_be_positive_and_dates_in_order() {
        let mut d = valid();
        d.unit_price = Some(0);
        d.recruitment_end_date = date("2026-11-30");
        d.duration_start_date = date("2027-01-01");
        d.duration_end_date = date("2026-01-01");
        d.gp_unit_count = Some(301);
        let errs = union(&d).unwrap_err();
        let fields: Vec<&str> = errs.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["unit_price", "recruitment_end_date", "duration_end_date", "gp_unit_count"]);
        assert_eq!(errs[1].message, "모집기간의 종료일은 시작일 이후여야 합니다.");
    }

    #[test]
    fn totals_past_their_bound_are_refused() {
        let mut d = valid();
        d.unit_price = Some(bounds::MAX_WON);
        d.unit_count = Some(3);
        d.gp_unit_count = None;
        d.has_co_gp = false;
        assert_eq!(union(&d).unwrap_err()[0].message, "결성 총액은 10조원 이하로 입력해 주세요.");
        d.unit_count = Some(1);
        assert!(union(&d).is_ok(), "exactly 10조원");
        d.unit_price = Some(i64::MAX / 2);
        assert_eq!(union(&d).unwrap_err()[0].message, "1좌당 금액은 10조원 이하로 입력해 주세요.");
    }

    #[test]
    fn co_gp_rows_are_checked_only_when_the_flag_is_on() {
        let mut d = valid();
        d.co_gps = vec![CoGpDraft { company_name: None, unit_count: Some(0) }];
        let fields: Vec<String> = union(&d).unwrap_err().into_iter().map(|e| e.field).collect();
        assert_eq!(fields, ["co_gps[0].company_name", "co_gps[0].unit_count"]);
        d.has_co_gp = false;
        assert!(union(&d).unwrap().co_gps.is_empty());
    }

    #[test]
    fn rates_are_percentages() {
        let mut d = valid();
        d.management_fee = Some(Decimal::from(101));
        assert_eq!(union(&d).unwrap_err()[0].field, "management_fee");
        let mut d = valid();
        d.base_rate = Some(Decimal::new(12_345, 5));
        assert_eq!(union(&d).unwrap_err()[0].field, "base_rate");
        d.base_rate = Some(Decimal::new(1_234_500, 5));
        assert!(union(&d).is_ok(), "trailing zeros are not decimals");
    }
}
