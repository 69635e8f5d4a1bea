//! Applicants: LPs' applications to a union (the spec's union members), their figures and the
//! status history.

use chrono::{DateTime, Utc};
use kernel::money::AmountOverflow;
use kernel::{define_id, Email, FieldError, UserId, Won};

use crate::model::UnionId;
use crate::status::ApplicantStatus;

define_id!(
    /// An application to a union (the spec's `memberIdx`).
    ApplicantId
);

/// Individual or corporate LP.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LpType {
    Individual,
    Corporate,
}

impl LpType {
    pub const ALL: [LpType; 2] = [LpType::Individual, LpType::Corporate];

    pub fn code(self) -> &'static str {
        match self {
            LpType::Individual => "individual",
            LpType::Corporate => "corporate",
        }
    }
    pub fn parse(code: &str) -> Option<Self> {
        match code {
            "individual" => Some(LpType::Individual),
            "corporate" => Some(LpType::Corporate),
            _ => None,
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            LpType::Individual => "개인",
            LpType::Corporate => "법인",
        }
    }
}

/// A stored application.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Applicant {
    pub id: ApplicantId,
    pub union_id: UnionId,
    pub name: String,
    pub lp_type: LpType,
    pub unit_count: i64,
    /// Units × the union's unit price at the time of application.
    pub amount: Won,
    pub phone: String,
    pub email: String,
    pub status: ApplicantStatus,
    /// Member documents the LP sent (FLF codes).
    pub document_count: i64,
    pub applied_at: DateTime<Utc>,
}

/// A checked new application.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewApplicant {
    pub name: String,
    pub lp_type: LpType,
    pub unit_count: i64,
    pub phone: String,
    pub email: String,
}

/// What the GP types into the add-applicant form.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ApplicantDraft {
    pub name: Option<String>,
    pub lp_type: Option<String>,
    pub unit_count: Option<i64>,
    pub phone: Option<String>,
    pub email: Option<String>,
}

/// The spec's unit-count dialog message.
pub const MSG_UNIT_COUNT: &str = "좌수를 입력해 주세요";
/// Units × unit price does not fit in the won range.
pub const MSG_AMOUNT_TOO_LARGE: &str = "출자 금액이 너무 큽니다. 10조원 이하여야 합니다.";

/// An optional phone number as digits (8–11 of them; hyphens and spaces allowed), or `""`.
///
/// # Errors
/// A `phone` field error for anything else.
pub fn optional_phone(raw: Option<&str>) -> Result<String, FieldError> {
    let Some(p) = raw.map(str::trim).filter(|p| !p.is_empty()) else { return Ok(String::new()) };
    let digits: String = p.chars().filter(char::is_ascii_digit).collect();
    let only_phone_chars = p.chars().all(|c| c.is_ascii_digit() || c == '-' || c == ' ');
    if only_phone_chars && (8..=11).contains(&digits.len()) {
        Ok(digits)
    } else {
        Err(FieldError::new("phone", "올바른 전화번호를 입력해 주세요."))
    }
}

/// An optional e-mail address, lowercased, or `""`.
///
/// # Errors
/// An `email` field error when it is not an address.
pub fn optional_email(raw: Option<&str>) -> Result<String, FieldError> {
    match raw.map(str::trim).filter(|m| !m.is_empty()) {
        None => Ok(String::new()),
        Some(m) => Email::parse(m)
            .map(|m| m.to_string())
            .map_err(|_| FieldError::new("email", "올바른 이메일 주소를 입력해 주세요.")),
    }
}

/// Checks an add-applicant form.
///
/// # Errors
/// Every invalid field with a Korean message.
pub fn validate_applicant(d: &ApplicantDraft) -> Result<NewApplicant, Vec<FieldError>> {
    let mut e = Vec::new();
    let name = d.name.as_deref().map(str::trim).filter(|n| !n.is_empty() && n.chars().count() <= 100);
    if name.is_none() {
        e.push(FieldError::new("name", "이름을 입력해 주세요."));
    }
    let lp_type = d.lp_type.as_deref().and_then(LpType::parse);
    if lp_type.is_none() {
        e.push(FieldError::new("lp_type", "개인 또는 법인을 선택해 주세요."));
    }
    let unit_count = d.unit_count.filter(|n| (1..=kernel::bounds::MAX_UNITS).contains(n));
    match d.unit_count {
        Some(n) if n > kernel::bounds::MAX_UNITS => {
            e.push(FieldError::new("unit_count", kernel::bounds::too_large("좌수는", kernel::bounds::MAX_UNITS, "좌")))
        }
        _ if unit_count.is_none() => e.push(FieldError::new("unit_count", MSG_UNIT_COUNT)),
        _ => {}
    }
    let phone = optional_phone(d.phone.as_deref()).unwrap_or_else(|err| {
        e.push(err);
        String::new()
    });
    let email = optional_email(d.email.as_deref()).unwrap_or_else(|err| {
        e.push(err);
        String::new()
    });
    match (name, lp_type, unit_count) {
        (Some(name), Some(lp_type), Some(unit_count)) if e.is_empty() => {
            Ok(NewApplicant { name: name.to_string(), lp_type, unit_count, phone, email })
        }
        _ => Err(e),
    }
}

/// Checks every row of an import: all valid, or every problem with its row number (as the
/// spreadsheet shows it) in `rows.{n}.{field}` and a message that starts with `{n}행:`.
///
/// # Errors
/// The problems of every invalid row.
pub fn validate_import(rows: &[(u32, ApplicantDraft)]) -> Result<Vec<NewApplicant>, Vec<FieldError>> {
    let mut ok = Vec::with_capacity(rows.len());
    let mut problems = Vec::new();
    for (n, draft) in rows {
        match validate_applicant(draft) {
            Ok(a) => ok.push(a),
            Err(errors) => problems.extend(
                errors
                    .into_iter()
                    .map(|e| FieldError::new(format!("rows.{n}.{}", e.field), format!("{n}행: {}", e.message))),
            ),
        }
    }
    if problems.is_empty() {
        Ok(ok)
    } else {
        Err(problems)
    }
}

/// Filters of the applicant list (status tab and search box).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ApplicantFilter {
    pub status: Option<ApplicantStatus>,
    /// Substring of the applicant's name, phone or e-mail.
    pub query: String,
}

/// The union's figures for the totals tile (all applicants, whatever the filter).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct UnionTotals {
    /// Formation target: unit price × unit count.
    pub target_amount: Won,
    /// Sum of applied amounts.
    pub applied_amount: Won,
    pub applicant_count: i64,
    /// The managing GP plus co-GPs.
    pub gp_count: i64,
    /// Sum of amounts of applicants who paid (P, F).
    pub paid_amount: Won,
}

impl UnionTotals {
    /// The totals from the union's unit price and count, its co-GP count and, per applicant
    /// status, `(status, applicant count, applied amount)`; every sum checked.
    ///
    /// # Errors
    /// [`AmountOverflow`] when an amount leaves the won range.
    pub fn from_stats(
        unit_price: Won,
        unit_count: i64,
        co_gp_count: i64,
        stats: impl IntoIterator<Item = (ApplicantStatus, i64, Won)>,
    ) -> Result<UnionTotals, AmountOverflow> {
        let mut t = UnionTotals {
            target_amount: crate::model::target_amount(unit_price, unit_count)?,
            gp_count: co_gp_count.checked_add(1).ok_or(AmountOverflow)?,
            ..UnionTotals::default()
        };
        for (status, count, amount) in stats {
            t.applicant_count = t.applicant_count.checked_add(count).ok_or(AmountOverflow)?;
            t.applied_amount = t.applied_amount.checked_add(amount)?;
            if status.is_paid() {
                t.paid_amount = t.paid_amount.checked_add(amount)?;
            }
        }
        Ok(t)
    }

    /// Applied / target as a fraction.
    pub fn progress(&self) -> f64 {
        if self.target_amount.get() <= 0 {
            0.0
        } else {
            self.applied_amount.get() as f64 / self.target_amount.get() as f64
        }
    }
}

/// Count of applicants per status (the status tabs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatusCount {
    pub status: ApplicantStatus,
    pub count: i64,
}

/// One entry of an applicant's status history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatusChange {
    pub from: Option<ApplicantStatus>,
    pub to: ApplicantStatus,
    pub changed_by: Option<UserId>,
    pub changed_by_name: Option<String>,
    pub changed_at: DateTime<Utc>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft() -> ApplicantDraft {
        ApplicantDraft {
            name: Some(" 홍길동 ".into()),
            lp_type: Some("individual".into()),
            unit_count: Some(30),
            phone: Some("010-1234-5678".into()),
            email: Some("Hong@Example.kr".into()),
        }
    }

    #[test]
    fn a_valid_form_is_normalised() {
        let a = validate_applicant(&draft()).unwrap();
        assert_eq!((a.name.as_str(), a.phone.as_str(), a.email.as_str()), ("홍길동", "01012345678", "hong@example.kr"));
    }

    #[test]
    fn the_unit_count_uses_the_spec_message() {
        let mut d = draft();
        d.unit_count = Some(0);
        assert_eq!(validate_applicant(&d).unwrap_err()[0].message, "좌수를 입력해 주세요");
        d.unit_count = None;
        assert_eq!(validate_applicant(&d).unwrap_err()[0].field, "unit_count");
    }

    #[test]
    fn contact_fields_are_optional_but_checked() {
        let mut d = draft();
        d.phone = None;
        d.email = Some(String::new());
        assert!(validate_applicant(&d).is_ok());
        d.phone = Some("abc".into());
        d.email = Some("nope".into());
        let fields: Vec<String> = validate_applicant(&d).unwrap_err().into_iter().map(|e| e.field).collect();
        assert_eq!(fields, ["phone", "email"]);
    }

    #[test]
    fn an_import_reports_every_bad_row_by_its_number() {
        let mut bad = draft();
        bad.unit_count = None;
        bad.lp_type = Some("기타".into());
        let rows = vec![(2, draft()), (3, bad), (4, draft())];
        let errors = validate_import(&rows).unwrap_err();
        let got: Vec<(String, String)> = errors.into_iter().map(|e| (e.field, e.message)).collect();
        assert_eq!(
            got,
            [
                ("rows.3.lp_type".to_string(), "3행: 개인 또는 법인을 선택해 주세요.".to_string()),
                ("rows.3.unit_count".to_string(), "3행: 좌수를 입력해 주세요".to_string()),
            ]
        );
        assert_eq!(validate_import(&[(2, draft()), (4, draft())]).unwrap().len(), 2);
    }

    #[test]
    fn progress_is_applied_over_target() {
        let t = UnionTotals { target_amount: Won(300), applied_amount: Won(75), ..UnionTotals::default() };
        assert_eq!(t.progress(), 0.25);
        assert_eq!(UnionTotals::default().progress(), 0.0);
    }

    #[test]
    fn totals_sum_applied_and_paid_amounts_and_refuse_overflow() {
        use ApplicantStatus::*;
        let stats = [(UnderReview, 2, Won(2_000_000)), (Paid, 3, Won(3_000_000)), (Closed, 1, Won(500_000))];
        let t = UnionTotals::from_stats(Won(1_000_000), 100, 2, stats).unwrap();
        assert_eq!(t.target_amount, Won(100_000_000));
        assert_eq!((t.applicant_count, t.gp_count), (6, 3));
        assert_eq!(t.applied_amount, Won(5_500_000));
        assert_eq!(t.paid_amount, Won(3_500_000));
        assert_eq!(UnionTotals::from_stats(Won(i64::MAX), 2, 0, []), Err(AmountOverflow));
        let huge = [(Paid, 1, Won(i64::MAX)), (Paid, 1, Won(1))];
        assert_eq!(UnionTotals::from_stats(Won(1), 1, 0, huge), Err(AmountOverflow));
    }
}
