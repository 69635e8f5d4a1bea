//! The search sidebar's filters (spec section 5: sales range numeric, investment range,
//! established-date range; TIPS, venture, incubated, follow-on investment), checked once here.

use chrono::NaiveDate;
use kernel::FieldError;

use crate::codes::{Industry, Region};

/// The longest name piece searched for.
pub const MAX_NAME_QUERY_CHARS: usize = 100;

/// The filters as a client sends them (codes as text), before they are checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StartupFilterDraft {
    pub name: Option<String>,
    pub industries: Vec<String>,
    pub regions: Vec<String>,
    pub sales_min: Option<i64>,
    pub sales_max: Option<i64>,
    pub investment_min: Option<i64>,
    pub investment_max: Option<i64>,
    pub founded_from: Option<NaiveDate>,
    pub founded_to: Option<NaiveDate>,
    pub tips: bool,
    pub venture: bool,
    pub incubated: bool,
    pub follow_on: bool,
}

/// Checked filters: every one given narrows the result; none lists every startup.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct StartupFilter {
    /// A piece of the company name (case-insensitive substring).
    pub name: Option<String>,
    /// Any of these industries (empty: all).
    pub industries: Vec<Industry>,
    /// Any of these regions (empty: all).
    pub regions: Vec<Region>,
    /// The latest reported year's sales, in won, inclusive.
    pub sales: Range<i64>,
    /// Investment attracted, in won, inclusive.
    pub investment: Range<i64>,
    /// Founding date, inclusive.
    pub founded: Range<NaiveDate>,
    pub tips: bool,
    pub venture: bool,
    pub incubated: bool,
    pub follow_on: bool,
}

/// An inclusive range with either end open.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Range<T> {
    pub min: Option<T>,
    pub max: Option<T>,
}

impl<T> Default for Range<T> {
    fn default() -> Self {
        Range { min: None, max: None }
    }
}

impl StartupFilterDraft {
    /// The filters, or every field that is wrong.
    ///
    /// # Errors
    /// Field errors for unknown codes, negative amounts and ranges whose start is after their end.
    pub fn validate(self) -> Result<StartupFilter, Vec<FieldError>> {
        let mut errors = Vec::new();
        // The length as sent (what the document's maxLength counts), then trimmed.
        if self.name.as_ref().is_some_and(|n| n.chars().count() > MAX_NAME_QUERY_CHARS) {
            errors.push(FieldError::new("q", format!("기업명은 {MAX_NAME_QUERY_CHARS}자까지 검색할 수 있습니다.")));
        }
        let name = self.name.map(|n| n.trim().to_string()).filter(|n| !n.is_empty());
        let industries = codes(&self.industries, Industry::parse, "industries", "업종", &mut errors);
        let regions = codes(&self.regions, Region::parse, "regions", "지역", &mut errors);
        let sales = amount_range(self.sales_min, self.sales_max, "sales", "매출액", &mut errors);
        let investment =
            amount_range(self.investment_min, self.investment_max, "investment", "투자유치금액", &mut errors);
        let founded = Range { min: self.founded_from, max: self.founded_to };
        if let (Some(from), Some(to)) = (founded.min, founded.max) {
            if from > to {
                errors.push(FieldError::new("founded_to", "설립일 범위의 끝이 시작보다 빠릅니다."));
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(StartupFilter {
            name,
            industries,
            regions,
            sales,
            investment,
            founded,
            tips: self.tips,
            venture: self.venture,
            incubated: self.incubated,
            follow_on: self.follow_on,
        })
    }
}

fn codes<T: PartialEq>(
    raw: &[String],
    parse: fn(&str) -> Option<T>,
    field: &str,
    what: &str,
    errors: &mut Vec<FieldError>,
) -> Vec<T> {
    let mut out = Vec::new();
    // Exact codes only: a blank or padded code is as unknown as a wrong one.
    for code in raw.iter().map(String::as_str) {
        match parse(code) {
            Some(v) if !out.contains(&v) => out.push(v),
            Some(_) => {}
            None => errors.push(FieldError::new(field, format!("알 수 없는 {what} 코드입니다: {code}"))),
        }
    }
    out
}

fn amount_range(
    min: Option<i64>,
    max: Option<i64>,
    field: &str,
    what: &str,
    errors: &mut Vec<FieldError>,
) -> Range<i64> {
    if min.is_some_and(|v| v < 0) || max.is_some_and(|v| v < 0) {
        errors.push(FieldError::new(format!("{field}_min"), format!("{what}은(는) 0 이상이어야 합니다.")));
    } else if let (Some(lo), Some(hi)) = (min, max) {
        if lo > hi {
            errors
                .push(FieldError::new(format!("{field}_max"), format!("{what} 범위의 최대값이 최소값보다 작습니다.")));
        }
    }
    Range { min, max }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> NaiveDate {
        NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap()
    }

    #[test]
    fn codes_are_parsed_once_each_and_blank_names_dropped() {
        let f = StartupFilterDraft {
            name: Some("  ".into()),
            industries: vec!["game".into(), "game".into(), "bio_medical".into()],
            regions: vec!["SD01".into()],
            ..StartupFilterDraft::default()
        }
        .validate()
        .unwrap();
        assert_eq!(f.name, None);
        assert_eq!(f.industries, vec![Industry::Game, Industry::BioMedical]);
        assert_eq!(f.regions, vec![Region::Seoul]);
        let padded =
            StartupFilterDraft { regions: vec![" SD01".into(), String::new()], ..StartupFilterDraft::default() };
        assert_eq!(padded.validate().unwrap_err().len(), 2);
    }

    #[test]
    fn every_wrong_field_is_named() {
        let errors = StartupFilterDraft {
            name: Some("가".repeat(101)),
            industries: vec!["mining".into()],
            regions: vec!["SD18".into()],
            sales_min: Some(10),
            sales_max: Some(5),
            investment_min: Some(-1),
            founded_from: Some(day("2024-01-01")),
            founded_to: Some(day("2023-01-01")),
            ..StartupFilterDraft::default()
        }
        .validate()
        .unwrap_err();
        let fields: Vec<&str> = errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["q", "industries", "regions", "sales_max", "investment_min", "founded_to"]);
    }

    #[test]
    fn equal_ends_and_open_ends_are_fine() {
        let f = StartupFilterDraft {
            sales_min: Some(5),
            sales_max: Some(5),
            investment_max: Some(0),
            founded_from: Some(day("2020-01-01")),
            ..StartupFilterDraft::default()
        }
        .validate()
        .unwrap();
        assert_eq!(f.sales, Range { min: Some(5), max: Some(5) });
        assert_eq!(f.investment.max, Some(0));
        assert_eq!(f.founded.max, None);
    }
}
