//! Stored reports: a title, a base date, a scope and the figures computed when it was created
//! ([`crate::snapshot`]), with one opinion for the whole report and one per union.

use chrono::{DateTime, NaiveDate, Utc};
use kernel::{FieldError, RichText};
use union::UnionId;

use crate::snapshot::{ReportFigures, ReportScope};

kernel::define_id!(
    /// A stored report (spec: rpt_mng_no).
    ReportId
);

/// The name a new report gets (spec: Report screens).
pub const DEFAULT_TITLE: &str = "투자 보고서";

/// The longest title a card shows in full.
pub const MAX_TITLE_CHARS: usize = 50;

/// The most unions one report may name (the firm's scope is every live union).
pub const MAX_SCOPE_UNIONS: usize = 200;

/// Reports created before this day were made by the previous system and open the legacy pages
/// (spec section 9: report cutoff 2024.05.30).
pub fn legacy_cutoff() -> NaiveDate {
    NaiveDate::from_ymd_opt(2024, 5, 30).unwrap_or_default()
}

/// A report as its card and the status page show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportSummary {
    pub id: ReportId,
    pub title: String,
    pub base_date: NaiveDate,
    pub scope: ReportScope,
    pub union_count: i32,
    pub company_count: i32,
    pub author_name: String,
    pub created_at: DateTime<Utc>,
}

/// A report with its figures.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    pub summary: ReportSummary,
    pub figures: ReportFigures,
}

/// An opinion on a report: of the whole report (`union_id` none) or of one of its unions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportOpinion {
    pub union_id: Option<UnionId>,
    pub html: RichText,
    pub author_name: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// A report's title as typed, on one line (a pasted line break or tab becomes a space) and
/// trimmed; blank means the default name.
///
/// # Errors
/// A field error on `title` when it is longer than [`MAX_TITLE_CHARS`].
pub fn checked_title(raw: Option<&str>) -> Result<String, Vec<FieldError>> {
    let one_line: String = raw.unwrap_or_default().chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    let title = one_line.trim();
    if title.chars().count() > MAX_TITLE_CHARS {
        return Err(vec![FieldError::new("title", format!("보고서 이름은 {MAX_TITLE_CHARS}자까지 쓸 수 있습니다."))]);
    }
    Ok(if title.is_empty() { DEFAULT_TITLE.to_owned() } else { title.to_owned() })
}

/// The scope as chosen: a list of unions, each once, or the firm when none is named.
///
/// # Errors
/// A field error on `union_ids` when it names more than [`MAX_SCOPE_UNIONS`].
pub fn checked_scope(union_ids: Option<&[i64]>) -> Result<ReportScope, Vec<FieldError>> {
    let Some(ids) = union_ids.filter(|ids| !ids.is_empty()) else { return Ok(ReportScope::Firm) };
    if ids.len() > MAX_SCOPE_UNIONS {
        return Err(vec![FieldError::new("union_ids", format!("조합은 {MAX_SCOPE_UNIONS}개까지 고를 수 있습니다."))]);
    }
    let mut unique: Vec<UnionId> = Vec::with_capacity(ids.len());
    for id in ids {
        if !unique.contains(&UnionId(*id)) {
            unique.push(UnionId(*id));
        }
    }
    Ok(ReportScope::Unions(unique))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_blank_title_is_the_default_and_a_long_one_is_refused() {
        assert_eq!(checked_title(None).unwrap(), "투자 보고서");
        assert_eq!(checked_title(Some("  ")).unwrap(), "투자 보고서");
        assert_eq!(checked_title(Some(" 2026 상반기 ")).unwrap(), "2026 상반기");
        assert!(checked_title(Some(&"가".repeat(MAX_TITLE_CHARS))).is_ok());
        assert_eq!(checked_title(Some(&"가".repeat(MAX_TITLE_CHARS + 1))).unwrap_err()[0].field, "title");
        assert_eq!(checked_title(Some("상반기\n보고서\t")).unwrap(), "상반기 보고서");
    }

    #[test]
    fn no_unions_named_is_the_whole_firm_and_repeats_collapse() {
        assert_eq!(checked_scope(None).unwrap(), ReportScope::Firm);
        assert_eq!(checked_scope(Some(&[])).unwrap(), ReportScope::Firm);
        assert_eq!(checked_scope(Some(&[3, 1, 3])).unwrap(), ReportScope::Unions(vec![UnionId(3), UnionId(1)]));
        let many: Vec<i64> = (1..=201).collect();
        assert!(checked_scope(Some(&many)).is_err());
    }
}
