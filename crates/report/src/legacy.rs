//! Reports made by the previous system before 2024.05.30, imported once and shown read-only on
//! the /old-report pages. The file keeps the previous system's field names (spec section 3,
//! Report and Report summary) so an export from it loads as it is; the format is documented in
//! docs/legacy-reports.md with a sample next to it.

use chrono::{DateTime, NaiveDate, Utc};
use kernel::{FieldError, RichText, Won};
use serde::{Deserialize, Serialize};

use crate::reports::legacy_cutoff;

/// An import file: one firm's reports.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct LegacyFile {
    /// The firm's business number (10 digits, hyphens allowed): whose reports these are.
    pub business_number: String,
    pub reports: Vec<LegacyReport>,
}

/// One legacy report as the previous system kept it.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct LegacyReport {
    /// The previous system's report number; the pages' `rpt_mng_no`.
    pub rpt_mng_no: i64,
    pub rpt_name: String,
    pub create_at: DateTime<Utc>,
    pub create_by: String,
    /// `R01`: made automatically from the uploaded file; anything else: entered by hand.
    pub report_type: String,
    pub year: i32,
    #[serde(default)]
    pub base_date: Option<NaiveDate>,
    /// The report's opinion (HTML; sanitized when imported).
    #[serde(default)]
    pub opinion: Option<String>,
    pub companies: Vec<LegacyCompany>,
    #[serde(default)]
    pub members: Vec<LegacyMember>,
}

/// A company's summary in a legacy report (spec: Report summary). Amounts in won.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct LegacyCompany {
    pub cmpy_name: String,
    #[serde(default)]
    pub logo_photo: Option<String>,
    pub invest_money: i64,
    pub stock_value_money: i64,
    pub multiple: Option<f64>,
    /// Invested in what was recovered.
    #[serde(default)]
    pub invest_collect_money: i64,
    /// Money recovered.
    #[serde(default)]
    pub collect_money: i64,
    /// 이익률 in percent.
    #[serde(default)]
    pub benefit: Option<f64>,
    /// The previous system's free text on the company.
    #[serde(default)]
    pub comment: Option<String>,
}

/// A member (LP) the legacy report was made for, with what it held.
#[derive(Debug, Clone, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct LegacyMember {
    pub member_name: String,
    pub fund_name: String,
    pub invest_money: i64,
    /// Whether the member opened the report in the previous system.
    #[serde(default)]
    pub viewed: bool,
    #[serde(default)]
    pub email: Option<String>,
}

/// A union's members of a legacy report, with their shares of every member's amount.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LegacyFundGroup {
    pub fund_name: String,
    /// (index into the report's members, share in hundredths of a percent).
    pub members: Vec<(usize, i64)>,
    pub amount: i64,
    /// The members' shares added up.
    pub share_basis_points: i64,
}

impl LegacyReport {
    /// The companies added up, as the report's totals show them.
    pub fn totals(&self) -> crate::returns::Returns {
        let sum = |pick: fn(&LegacyCompany) -> i64| Won::saturating_sum(self.companies.iter().map(|c| Won(pick(c))));
        crate::returns::Returns {
            invested: sum(|c| c.invest_money),
            value: sum(|c| c.stock_value_money),
            recovered: sum(|c| c.collect_money),
        }
    }

    /// Every member's amount added up.
    pub fn members_total(&self) -> i64 {
        Won::saturating_sum(self.members.iter().map(|m| Won(m.invest_money))).get()
    }

    /// The members by union, in the order the report first names each, with each member's
    /// share of all members' amounts (basis points by largest remainder, so they add up to
    /// exactly 100.00%) and each union's subtotal.
    pub fn fund_groups(&self) -> Vec<LegacyFundGroup> {
        let weights: Vec<i64> = self.members.iter().map(|m| m.invest_money).collect();
        let shares = kernel::money::largest_remainder(10_000, &weights);
        let mut groups: Vec<LegacyFundGroup> = Vec::new();
        for (i, (m, share)) in self.members.iter().zip(shares).enumerate() {
            let at = groups.iter().position(|g| g.fund_name == m.fund_name).unwrap_or_else(|| {
                groups.push(LegacyFundGroup {
                    fund_name: m.fund_name.clone(),
                    members: vec![],
                    amount: 0,
                    share_basis_points: 0,
                });
                groups.len() - 1
            });
            let g = &mut groups[at];
            g.members.push((i, share));
            g.amount = g.amount.saturating_add(m.invest_money);
            g.share_basis_points += share;
        }
        groups
    }
}

/// The most reports one file may carry.
pub const MAX_REPORTS: usize = 5_000;

impl LegacyReport {
    /// The report as stored: its opinion sanitized, and every refusal named by its place in
    /// the file (`reports.{i}.{field}`).
    ///
    /// # Errors
    /// Each field the import refuses.
    pub fn checked(mut self, i: usize) -> Result<LegacyReport, Vec<FieldError>> {
        let mut errors = Vec::new();
        let mut refuse = |field: &str, message: String| {
            errors.push(FieldError::new(format!("reports.{i}.{field}"), format!("{}번째 보고서: {message}", i + 1)));
        };
        if self.rpt_mng_no <= 0 {
            refuse("rpt_mng_no", "보고서 번호는 1 이상이어야 합니다.".into());
        }
        if self.rpt_name.trim().is_empty() || self.rpt_name.chars().count() > 100 {
            refuse("rpt_name", "보고서 이름은 1~100자여야 합니다.".into());
        }
        if kernel::format::korean_date(self.create_at) >= legacy_cutoff() {
            refuse("create_at", "2024.05.30 이후에 만든 보고서는 이전 보고서로 가져올 수 없습니다.".into());
        }
        for (n, c) in self.companies.iter().enumerate() {
            if c.cmpy_name.trim().is_empty() {
                refuse(&format!("companies.{n}.cmpy_name"), format!("{}번째 기업의 이름이 없습니다.", n + 1));
            }
            if c.invest_money < 0 || c.stock_value_money < 0 || c.collect_money < 0 || c.invest_collect_money < 0 {
                refuse(&format!("companies.{n}"), format!("{}번째 기업의 금액은 0 이상이어야 합니다.", n + 1));
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        self.rpt_name = self.rpt_name.trim().to_owned();
        self.opinion =
            self.opinion.map(|o| RichText::sanitize(&o)).filter(|o| !o.is_blank()).map(RichText::into_string);
        Ok(self)
    }
}

impl LegacyFile {
    /// Every report checked; all refusals at once.
    ///
    /// # Errors
    /// Each refused field, or the file as a whole when it has no report or too many.
    pub fn checked(self) -> Result<LegacyFile, Vec<FieldError>> {
        if self.reports.is_empty() || self.reports.len() > MAX_REPORTS {
            return Err(vec![FieldError::new("reports", format!("보고서는 1~{MAX_REPORTS}개여야 합니다."))]);
        }
        let mut errors = Vec::new();
        let mut reports = Vec::with_capacity(self.reports.len());
        let mut seen = std::collections::HashSet::new();
        for (i, r) in self.reports.into_iter().enumerate() {
            if !seen.insert(r.rpt_mng_no) {
                errors.push(FieldError::new(
                    format!("reports.{i}.rpt_mng_no"),
                    format!("{}번째 보고서: 보고서 번호 {}가 파일에 두 번 있습니다.", i + 1, r.rpt_mng_no),
                ));
                continue;
            }
            match r.checked(i) {
                Ok(r) => reports.push(r),
                Err(e) => errors.extend(e),
            }
        }
        if errors.is_empty() {
            Ok(LegacyFile { business_number: self.business_number, reports })
        } else {
            Err(errors)
        }
    }
}

/// How an import went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LegacyImport {
    pub imported: usize,
    /// Already imported (same firm and number): left as they were.
    pub skipped: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(no: i64, at: &str) -> LegacyReport {
        LegacyReport {
            rpt_mng_no: no,
            rpt_name: " 2023 하반기 ".into(),
            create_at: DateTime::parse_from_rfc3339(at).unwrap().with_timezone(&Utc),
            create_by: "김조합".into(),
            report_type: "R01".into(),
            year: 2023,
            base_date: None,
            opinion: Some("<p onclick=\"x()\">좋음</p>".into()),
            companies: vec![LegacyCompany {
                cmpy_name: "가나".into(),
                logo_photo: None,
                invest_money: 100,
                stock_value_money: 150,
                multiple: Some(1.5),
                invest_collect_money: 0,
                collect_money: 0,
                benefit: None,
                comment: None,
            }],
            members: vec![],
        }
    }

    #[test]
    fn a_report_made_on_the_cutoff_day_in_seoul_is_refused_and_the_day_before_passes() {
        // 2024-05-29 23:59 in Seoul is 14:59 UTC: before the cutoff.
        let ok = report(1, "2024-05-29T14:59:59Z").checked(0).unwrap();
        assert_eq!(ok.rpt_name, "2023 하반기");
        assert_eq!(ok.opinion.as_deref(), Some("<p>좋음</p>"));
        let late = report(2, "2024-05-29T15:00:00Z").checked(3).unwrap_err();
        assert_eq!(late[0].field, "reports.3.create_at");
        assert!(late[0].message.starts_with("4번째 보고서"));
    }

    #[test]
    fn a_file_with_a_repeated_number_or_negative_amounts_is_refused_whole() {
        let mut bad = report(2, "2023-12-01T00:00:00Z");
        bad.companies[0].invest_money = -1;
        let file = LegacyFile {
            business_number: "1234567890".into(),
            reports: vec![report(1, "2023-12-01T00:00:00Z"), report(1, "2023-12-02T00:00:00Z"), bad],
        };
        let errors = file.checked().unwrap_err();
        let fields: Vec<&str> = errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["reports.1.rpt_mng_no", "reports.2.companies.0"]);
        let empty = LegacyFile { business_number: "1234567890".into(), reports: vec![] };
        assert!(empty.checked().is_err());
    }

    #[test]
    fn the_server_adds_up_the_companies_and_the_members_shares_to_exactly_100_percent() {
        let mut r = report(1, "2023-11-01T00:00:00Z");
        r.companies.push(LegacyCompany {
            cmpy_name: "다라".into(),
            invest_money: 50,
            stock_value_money: 0,
            collect_money: 80,
            ..r.companies[0].clone()
        });
        let t = r.totals();
        assert_eq!((t.invested, t.value, t.recovered), (Won(150), Won(150), Won(80)));
        let member = |name: &str, fund: &str, money: i64| LegacyMember {
            member_name: name.into(),
            fund_name: fund.into(),
            invest_money: money,
            viewed: false,
            email: None,
        };
        r.members = vec![member("갑", "1호", 1), member("을", "2호", 1), member("병", "1호", 1)];
        let groups = r.fund_groups();
        assert_eq!(groups.iter().map(|g| g.fund_name.as_str()).collect::<Vec<_>>(), ["1호", "2호"]);
        assert_eq!(groups[0].members, [(0, 3_334), (2, 3_333)]);
        assert_eq!((groups[0].amount, groups[0].share_basis_points, groups[1].share_basis_points), (2, 6_667, 3_333));
        assert_eq!(r.members_total(), 3);
    }
}
