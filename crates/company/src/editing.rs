//! What a startup keeps about itself (the startup's own side of issue 17): its profile, its
//! shareholders and its yearly figures, each checked here before it is stored, and which
//! fact-check items a change touches (those go back to the fact-checkers' queue).

use chrono::{DateTime, Datelike, NaiveDate, Utc};
use kernel::{FieldError, Won};
use serde::Serialize;

use crate::codes::{Industry, OperatingStatus, Region, SizeClass, StockKind};
use crate::documents::{DocumentKind, ImageSlot, StagedUpload, StartupDocumentId};
use crate::fact_check::FactCheckItem;
use crate::figures::{BalanceSheet, IncomeStatement};
use crate::profile::{CompanySize, Shareholder, StartupProfile};

pub const MAX_TAGS: usize = 10;
pub const MAX_TAG_CHARS: usize = 20;
pub const MAX_ONE_LINE_CHARS: usize = 100;
pub const MAX_LONG_TEXT_CHARS: usize = 3_000;
pub const MAX_ADDRESS_CHARS: usize = 200;
pub const MAX_HOMEPAGE_CHARS: usize = 200;
pub const MAX_SHAREHOLDERS: usize = 100;
pub const MAX_SHAREHOLDER_NAME_CHARS: usize = 50;
/// 1,000조 원: no startup's figure comes near it; beyond it is a typing slip.
pub const MAX_FIGURE: i64 = 1_000_000_000_000_000;

const MSG_NOT_NEGATIVE: &str = "0 이상의 숫자를 입력해 주세요.";

/// The card and intro fields (fact-check item FI01).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BasicInfo {
    pub industry: Industry,
    pub region: Option<Region>,
    pub size_class: Option<SizeClass>,
    pub operating_status: OperatingStatus,
    pub founded_on: Option<NaiveDate>,
    pub homepage: Option<String>,
    /// Digits only.
    pub phone: Option<String>,
    pub address: Option<String>,
    pub is_venture: bool,
    /// The 벤처기업 confirmation's first and last valid days (both or neither).
    pub venture_confirmed_on: Option<NaiveDate>,
    pub venture_expires_on: Option<NaiveDate>,
    pub tags: Vec<String>,
    pub one_line_intro: String,
    pub detail_intro: String,
    pub interview: String,
}

impl BasicInfo {
    /// The venture confirmation as a span (validation keeps both ends or neither, in order).
    pub fn venture(&self) -> Option<kernel::period::DateSpan> {
        kernel::period::DateSpan::new(self.venture_confirmed_on?, self.venture_expires_on?)
    }
}

/// Investment attracted (fact-check item FI09).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Funding {
    pub total_investment: Won,
    pub is_tips: bool,
    pub has_follow_on: bool,
}

/// Everything of the profile a startup edits in one form.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ProfileEdit {
    pub basic: BasicInfo,
    pub size: CompanySize,
    pub funding: Funding,
}

impl ProfileEdit {
    /// The profile as it stands, in the form's shape (what an edit is compared with).
    pub fn of(p: &StartupProfile) -> ProfileEdit {
        ProfileEdit {
            basic: BasicInfo {
                industry: p.card.industry,
                region: p.card.region,
                size_class: p.size_class,
                operating_status: p.operating_status,
                founded_on: p.card.founded_on,
                homepage: p.homepage.clone(),
                phone: p.phone.clone(),
                address: p.address.clone(),
                is_venture: p.card.is_venture,
                venture_confirmed_on: p.venture.map(|s| s.first),
                venture_expires_on: p.venture.map(|s| s.last),
                tags: p.card.tags.clone(),
                one_line_intro: p.card.one_line_intro.clone(),
                detail_intro: p.detail_intro.clone(),
                interview: p.interview.clone(),
            },
            size: p.size.clone(),
            funding: Funding {
                total_investment: p.card.total_investment,
                is_tips: p.card.is_tips,
                has_follow_on: p.card.has_follow_on,
            },
        }
    }

    /// The fact-check items this edit changes; every item it carries for a first profile.
    pub fn changed_items(&self, before: Option<&ProfileEdit>) -> Vec<FactCheckItem> {
        let staff = |s: &CompanySize| (s.staff_count, s.staff_basis);
        let shares = |s: &CompanySize| (s.issued_shares, s.face_value, s.capital);
        let mut items = Vec::new();
        if before.is_none_or(|b| b.basic != self.basic) {
            items.push(FactCheckItem::BasicInfo);
        }
        if before.is_none_or(|b| shares(&b.size) != shares(&self.size)) {
            items.push(FactCheckItem::Size);
        }
        if before.is_none_or(|b| b.funding != self.funding) {
            items.push(FactCheckItem::Investment);
        }
        if before.is_none_or(|b| staff(&b.size) != staff(&self.size)) {
            items.push(FactCheckItem::Members);
        }
        items
    }
}

/// The profile form as sent: codes and text not yet checked.
#[derive(Debug, Clone, Default)]
pub struct ProfileDraft {
    pub industry: String,
    pub region: Option<String>,
    pub size_class: Option<String>,
    pub operating_status: String,
    pub founded_on: Option<NaiveDate>,
    pub homepage: Option<String>,
    pub phone: Option<String>,
    pub address: Option<String>,
    pub is_venture: bool,
    pub venture_confirmed_on: Option<NaiveDate>,
    pub venture_expires_on: Option<NaiveDate>,
    pub tags: Vec<String>,
    pub one_line_intro: String,
    pub detail_intro: String,
    pub interview: String,
    pub issued_shares: Option<i64>,
    pub face_value: Option<i64>,
    pub capital: Option<i64>,
    pub staff_count: Option<i32>,
    /// Any day of the month the staff count was taken; kept as the month's first day.
    pub staff_basis: Option<NaiveDate>,
    pub total_investment: i64,
    pub is_tips: bool,
    pub has_follow_on: bool,
}

fn text(errors: &mut Vec<FieldError>, field: &str, what: &str, raw: &str, max: usize) -> String {
    let t = raw.trim();
    if t.chars().count() > max {
        errors.push(FieldError::new(field, format!("{what}은(는) {max}자 이내로 입력해 주세요.")));
    }
    t.to_owned()
}

fn optional_text(
    errors: &mut Vec<FieldError>,
    field: &str,
    what: &str,
    raw: Option<&str>,
    max: usize,
) -> Option<String> {
    raw.map(|r| text(errors, field, what, r, max)).filter(|t| !t.is_empty())
}

fn not_negative<T: PartialOrd + Default + Copy>(errors: &mut Vec<FieldError>, field: &str, n: Option<T>) -> Option<T> {
    if n.is_some_and(|n| n < T::default()) {
        errors.push(FieldError::new(field, MSG_NOT_NEGATIVE));
    }
    n
}

impl ProfileDraft {
    /// Checks every field at once. `listed_shares` is the sum of the current shareholders'
    /// counts: the issued shares may not drop below it.
    ///
    /// # Errors
    /// Every wrong field with its Korean message.
    pub fn validate(self, today: NaiveDate, listed_shares: i64) -> Result<ProfileEdit, Vec<FieldError>> {
        let mut e = Vec::new();
        let industry = Industry::parse(&self.industry);
        if industry.is_none() {
            e.push(FieldError::new("industry", "업종을 선택해 주세요."));
        }
        let region = self.region.as_deref().filter(|r| !r.is_empty());
        let region_code = region.and_then(Region::parse);
        if region.is_some() && region_code.is_none() {
            e.push(FieldError::new("region", "지역을 다시 선택해 주세요."));
        }
        let size_class = self.size_class.as_deref().filter(|r| !r.is_empty());
        let size_code = size_class.and_then(SizeClass::parse);
        if size_class.is_some() && size_code.is_none() {
            e.push(FieldError::new("size_class", "기업 규모를 다시 선택해 주세요."));
        }
        let status = OperatingStatus::parse(&self.operating_status);
        if status.is_none() {
            e.push(FieldError::new("operating_status", "기업 상태를 선택해 주세요."));
        }
        if self.founded_on.is_some_and(|d| d > today) {
            e.push(FieldError::new("founded_on", "설립일은 오늘 이후일 수 없습니다."));
        }
        match (self.venture_confirmed_on, self.venture_expires_on) {
            (Some(_), None) | (None, Some(_)) => e.push(FieldError::new(
                "venture_expires_on",
                "벤처기업 확인 기간은 시작일과 만료일을 함께 입력해 주세요.",
            )),
            (Some(first), Some(last)) if last < first => {
                e.push(FieldError::new("venture_expires_on", "만료일은 시작일 이후여야 합니다."));
            }
            (Some(first), _) if first > today => {
                e.push(FieldError::new("venture_confirmed_on", "벤처기업 확인일은 오늘 이후일 수 없습니다."));
            }
            _ => {}
        }
        let homepage = optional_text(&mut e, "homepage", "홈페이지", self.homepage.as_deref(), MAX_HOMEPAGE_CHARS);
        if homepage
            .as_deref()
            .is_some_and(|h| !(h.starts_with("https://") || h.starts_with("http://")) || h.contains(' '))
        {
            e.push(FieldError::new("homepage", "홈페이지 주소는 http:// 또는 https:// 로 시작해야 합니다."));
        }
        let phone = match self.phone.as_deref().map(str::trim).filter(|p| !p.is_empty()) {
            None => None,
            Some(p) => kernel::contact::phone_digits(p).or_else(|| {
                e.push(FieldError::new("phone", "올바른 전화번호를 입력해 주세요."));
                None
            }),
        };
        let address = optional_text(&mut e, "address", "주소", self.address.as_deref(), MAX_ADDRESS_CHARS);
        let tags: Vec<String> =
            self.tags.iter().map(|t| t.trim().trim_start_matches('#').to_owned()).filter(|t| !t.is_empty()).collect();
        if tags.len() > MAX_TAGS || tags.iter().any(|t| t.chars().count() > MAX_TAG_CHARS) {
            e.push(FieldError::new(
                "tags",
                format!("태그는 {MAX_TAG_CHARS}자 이내로 {MAX_TAGS}개까지 입력할 수 있습니다."),
            ));
        }
        let one_line_intro = text(&mut e, "one_line_intro", "한 줄 소개", &self.one_line_intro, MAX_ONE_LINE_CHARS);
        let detail_intro = text(&mut e, "detail_intro", "상세 소개", &self.detail_intro, MAX_LONG_TEXT_CHARS);
        let interview = text(&mut e, "interview", "인터뷰", &self.interview, MAX_LONG_TEXT_CHARS);
        let issued_shares = not_negative(&mut e, "issued_shares", self.issued_shares);
        if issued_shares.is_some_and(|n| n >= 0 && n < listed_shares) {
            e.push(FieldError::new(
                "issued_shares",
                format!(
                    "발행 주식 수가 주주 보유 주식 수의 합({}주)보다 적습니다.",
                    kernel::format::number(listed_shares)
                ),
            ));
        }
        let face_value = not_negative(&mut e, "face_value", self.face_value).map(Won);
        let capital = not_negative(&mut e, "capital", self.capital).map(Won);
        let staff_count = not_negative(&mut e, "staff_count", self.staff_count);
        if self.total_investment < 0 {
            e.push(FieldError::new("total_investment", MSG_NOT_NEGATIVE));
        }
        let staff_basis = self.staff_basis.and_then(|d| d.with_day(1));
        match (industry, status) {
            (Some(industry), Some(operating_status)) if e.is_empty() => Ok(ProfileEdit {
                basic: BasicInfo {
                    industry,
                    region: region_code,
                    size_class: size_code,
                    operating_status,
                    founded_on: self.founded_on,
                    homepage,
                    phone,
                    address,
                    is_venture: self.is_venture,
                    venture_confirmed_on: self.venture_confirmed_on,
                    venture_expires_on: self.venture_expires_on,
                    tags,
                    one_line_intro,
                    detail_intro,
                    interview,
                },
                size: CompanySize { issued_shares, face_value, capital, staff_count, staff_basis },
                funding: Funding {
                    total_investment: Won(self.total_investment),
                    is_tips: self.is_tips,
                    has_follow_on: self.has_follow_on,
                },
            }),
            _ => Err(e),
        }
    }
}

/// A shareholder line as sent.
#[derive(Debug, Clone, Default)]
pub struct ShareholderDraft {
    pub name: String,
    pub stock_kind: String,
    pub stock_count: i64,
    pub stock_amount: i64,
}

/// Checks the whole shareholder list; the listed counts may not exceed `issued` shares.
///
/// # Errors
/// Every wrong line (`shareholders[i].field`) and the total (`shareholders`).
pub fn checked_shareholders(
    rows: Vec<ShareholderDraft>,
    issued: Option<i64>,
) -> Result<Vec<Shareholder>, Vec<FieldError>> {
    let mut e = Vec::new();
    if rows.len() > MAX_SHAREHOLDERS {
        e.push(FieldError::new("shareholders", format!("주주는 {MAX_SHAREHOLDERS}명까지 입력할 수 있습니다.")));
    }
    let mut out = Vec::with_capacity(rows.len());
    for (i, row) in rows.into_iter().enumerate() {
        let name = row.name.trim().to_owned();
        if name.is_empty() || name.chars().count() > MAX_SHAREHOLDER_NAME_CHARS {
            e.push(FieldError::new(
                format!("shareholders[{i}].name"),
                format!("주주명을 {MAX_SHAREHOLDER_NAME_CHARS}자 이내로 입력해 주세요."),
            ));
        }
        let kind = StockKind::parse(&row.stock_kind);
        if kind.is_none() {
            e.push(FieldError::new(format!("shareholders[{i}].stock_kind"), "주식 종류를 선택해 주세요."));
        }
        if row.stock_count <= 0 {
            e.push(FieldError::new(format!("shareholders[{i}].stock_count"), "주식 수는 1주 이상이어야 합니다."));
        }
        if row.stock_amount < 0 {
            e.push(FieldError::new(format!("shareholders[{i}].stock_amount"), MSG_NOT_NEGATIVE));
        }
        if let Some(stock_kind) = kind {
            out.push(Shareholder {
                name,
                stock_kind,
                stock_count: row.stock_count,
                stock_amount: Won(row.stock_amount),
            });
        }
    }
    let listed = out.iter().map(|s| s.stock_count.max(0)).fold(0_i64, i64::saturating_add);
    if let Some(issued) = issued.filter(|n| listed > *n) {
        e.push(FieldError::new(
            "shareholders",
            format!(
                "주주 보유 주식 수의 합({}주)이 발행 주식 수({}주)보다 많습니다.",
                kernel::format::number(listed),
                kernel::format::number(issued)
            ),
        ));
    }
    if e.is_empty() {
        Ok(out)
    } else {
        Err(e)
    }
}

/// One year's two statements, as a startup saves them together.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct YearFigures {
    pub balance: BalanceSheet,
    pub income: IncomeStatement,
}

macro_rules! each_figure {
    ($row:expr, $prefix:literal, $f:ident, [$($field:ident),+]) => {
        $( $f(concat!($prefix, ".", stringify!($field)), $row.$field); )+
    };
}

impl YearFigures {
    /// Checks one year's figures; both statements take `year`.
    ///
    /// # Errors
    /// A year outside 1900..=this year, a figure beyond [`MAX_FIGURE`], a negative asset or
    /// liability line, or totals that do not add up (assets = liabilities + equity).
    pub fn checked(
        year: i32,
        mut balance: BalanceSheet,
        mut income: IncomeStatement,
        today: NaiveDate,
    ) -> Result<YearFigures, Vec<FieldError>> {
        let mut e = Vec::new();
        if !(1900..=today.year()).contains(&year) {
            e.push(FieldError::new("year", format!("연도는 1900년부터 {}년까지 입력할 수 있습니다.", today.year())));
        }
        balance.year = year;
        income.year = year;
        let mut in_range = |field: &'static str, v: Option<i64>, signed: bool| {
            if v.is_some_and(|v| v.unsigned_abs() > MAX_FIGURE.unsigned_abs()) {
                e.push(FieldError::new(field, "금액이 너무 큽니다."));
            } else if !signed && v.is_some_and(|v| v < 0) {
                e.push(FieldError::new(field, MSG_NOT_NEGATIVE));
            }
        };
        let mut unsigned = |field, v| in_range(field, v, false);
        each_figure!(
            balance,
            "balance",
            unsigned,
            [
                cash,
                receivables,
                inventory,
                tangible_assets,
                intangible_assets,
                investment_assets,
                other_assets,
                total_assets,
                current_liabilities,
                long_term_liabilities,
                total_liabilities,
                capital_stock
            ]
        );
        let mut signed = |field, v| in_range(field, v, true);
        each_figure!(balance, "balance", signed, [total_equity]);
        each_figure!(
            income,
            "income",
            signed,
            [
                sales,
                cost_of_sales,
                gross_profit,
                operating_expenses,
                operating_profit,
                non_operating_income,
                non_operating_expenses,
                ordinary_profit,
                cash_flow,
                retained_earnings,
                corporate_tax,
                net_income
            ]
        );
        if let (Some(assets), Some(debt), Some(equity)) =
            (balance.total_assets, balance.total_liabilities, balance.total_equity)
        {
            if e.is_empty() && debt.checked_add(equity) != Some(assets) {
                e.push(FieldError::new("balance.total_assets", "자산총계는 부채총계와 자본총계의 합이어야 합니다."));
            }
        }
        if e.is_empty() {
            Ok(YearFigures { balance, income })
        } else {
            Err(e)
        }
    }

    /// The year's figures as stored, when the startup reported any.
    pub fn of(p: &StartupProfile, year: i32) -> Option<YearFigures> {
        let balance = p.balance_sheets.iter().find(|b| b.year == year);
        let income = p.income_statements.iter().find(|i| i.year == year);
        (balance.is_some() || income.is_some()).then(|| YearFigures {
            balance: balance.cloned().unwrap_or(BalanceSheet { year, ..BalanceSheet::default() }),
            income: income.cloned().unwrap_or(IncomeStatement { year, ..IncomeStatement::default() }),
        })
    }

    /// Every year the startup reported (a balance sheet, an income statement or both), oldest
    /// first.
    pub fn all_of(p: &StartupProfile) -> Vec<YearFigures> {
        let mut years: Vec<i32> =
            p.balance_sheets.iter().map(|b| b.year).chain(p.income_statements.iter().map(|i| i.year)).collect();
        years.sort_unstable();
        years.dedup();
        years.into_iter().filter_map(|y| YearFigures::of(p, y)).collect()
    }

    /// The items that differ from `before` (an absent year counts as all blank).
    pub fn changed_items(&self, before: Option<&YearFigures>) -> Vec<FactCheckItem> {
        let blank = YearFigures {
            balance: BalanceSheet { year: self.balance.year, ..BalanceSheet::default() },
            income: IncomeStatement { year: self.income.year, ..IncomeStatement::default() },
        };
        let b = before.unwrap_or(&blank);
        let mut items = Vec::new();
        if b.balance != self.balance {
            items.push(FactCheckItem::FinancialStatus);
        }
        if b.income != self.income {
            items.push(FactCheckItem::IncomeStatement);
        }
        if b.income.sales != self.income.sales {
            items.push(FactCheckItem::SalesTrend);
        }
        if b.income.operating_profit != self.income.operating_profit {
            items.push(FactCheckItem::OperatingProfitTrend);
        }
        if b.income.net_income != self.income.net_income {
            items.push(FactCheckItem::NetIncomeTrend);
        }
        items
    }
}

/// One change a startup made, as the revision keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "section", rename_all = "snake_case")]
pub enum StartupChange {
    Profile(ProfileEdit),
    Shareholders {
        shareholders: Vec<Shareholder>,
    },
    Figures(YearFigures),
    /// A quarter's figures reported (an answer to a data request); what is `None` stays.
    Quarter(crate::figures::QuarterFigures),
    /// Years from a spreadsheet, each replacing the stored year (the others stay).
    ImportYears {
        years: Vec<YearFigures>,
    },
    /// A year's statements removed.
    RemoveYear {
        year: i32,
    },
    /// A document added under its code.
    AddDocument {
        kind: DocumentKind,
        upload: StagedUpload,
    },
    /// A document removed. `NotFound` when the startup has no document with the id.
    RemoveDocument {
        id: StartupDocumentId,
    },
    /// A news item added.
    AddNews {
        item: crate::news::NewNews,
    },
    /// A news item removed. `NotFound` when the startup has no news item with the id.
    RemoveNews {
        id: crate::news::NewsId,
    },
    /// A picture set to a new upload (served under `token`), or removed (`None`).
    Image {
        slot: ImageSlot,
        image: Option<NewImage>,
    },
}

/// A picture's upload and the token that will serve it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NewImage {
    pub token: String,
    pub upload: StagedUpload,
}

/// One entry of the update-history panel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Revision {
    pub at: DateTime<Utc>,
    pub author_name: String,
    pub items: Vec<FactCheckItem>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 25).unwrap()
    }

    fn draft() -> ProfileDraft {
        ProfileDraft {
            industry: "game".into(),
            operating_status: "active".into(),
            region: Some("SD01".into()),
            phone: Some("02-555-1234".into()),
            homepage: Some("https://example.kr".into()),
            tags: vec![" #AI ".into(), "".into(), "게임".into()],
            issued_shares: Some(10_000),
            staff_count: Some(12),
            staff_basis: NaiveDate::from_ymd_opt(2026, 10, 17),
            ..ProfileDraft::default()
        }
    }

    fn fields(errors: Vec<FieldError>) -> Vec<String> {
        errors.into_iter().map(|e| e.field).collect()
    }

    #[test]
    fn every_reported_year_is_listed_once_oldest_first() {
        let mut p = crate::testing::blank(crate::StartupId(1));
        p.balance_sheets = vec![BalanceSheet { year: 2021, cash: Some(5), ..Default::default() }];
        p.income_statements = vec![
            IncomeStatement { year: 2019, sales: Some(1), ..Default::default() },
            IncomeStatement { year: 2021, sales: Some(9), ..Default::default() },
        ];
        let years = YearFigures::all_of(&p);
        let list: Vec<(i32, Option<i64>, Option<i64>)> =
            years.iter().map(|y| (y.balance.year, y.balance.cash, y.income.sales)).collect();
        assert_eq!(list, [(2019, None, Some(1)), (2021, Some(5), Some(9))]);
    }

    #[test]
    fn a_profile_keeps_digits_tags_and_the_staff_month() {
        let p = draft().validate(today(), 0).unwrap();
        assert_eq!(p.basic.phone.as_deref(), Some("025551234"));
        assert_eq!(p.basic.tags, ["AI", "게임"]);
        assert_eq!(p.size.staff_basis, NaiveDate::from_ymd_opt(2026, 10, 1));
        assert_eq!(p.basic.region, Some(Region::Seoul));
    }

    #[test]
    fn every_wrong_profile_field_is_named() {
        let bad = ProfileDraft {
            industry: "toys".into(),
            region: Some("SD18".into()),
            operating_status: "x".into(),
            founded_on: NaiveDate::from_ymd_opt(2026, 11, 26),
            homepage: Some("example.kr".into()),
            phone: Some("1234".into()),
            tags: (0..11).map(|i| format!("t{i}")).collect(),
            one_line_intro: "가".repeat(101),
            issued_shares: Some(100),
            face_value: Some(-1),
            total_investment: -5,
            ..ProfileDraft::default()
        };
        assert_eq!(
            fields(bad.validate(today(), 500).unwrap_err()),
            [
                "industry",
                "region",
                "operating_status",
                "founded_on",
                "homepage",
                "phone",
                "tags",
                "one_line_intro",
                "issued_shares",
                "face_value",
                "total_investment"
            ]
        );
    }

    #[test]
    fn a_venture_confirmation_has_both_ends_in_order_and_not_in_the_future() {
        let on = |y, m, d| NaiveDate::from_ymd_opt(y, m, d);
        let with = |first, last| ProfileDraft { venture_confirmed_on: first, venture_expires_on: last, ..draft() };
        let ok = with(on(2024, 3, 2), on(2027, 3, 1)).validate(today(), 0).unwrap();
        assert_eq!((ok.basic.venture_confirmed_on, ok.basic.venture_expires_on), (on(2024, 3, 2), on(2027, 3, 1)));
        assert_eq!(with(on(2024, 3, 2), on(2024, 3, 2)).validate(today(), 0).map(|_| ()), Ok(()), "one day");
        let message = |d: ProfileDraft| d.validate(today(), 0).unwrap_err().remove(0).message;
        assert_eq!(message(with(on(2024, 3, 2), None)), "벤처기업 확인 기간은 시작일과 만료일을 함께 입력해 주세요.");
        assert_eq!(message(with(None, on(2027, 3, 1))), "벤처기업 확인 기간은 시작일과 만료일을 함께 입력해 주세요.");
        assert_eq!(message(with(on(2024, 3, 2), on(2024, 3, 1))), "만료일은 시작일 이후여야 합니다.");
        assert_eq!(message(with(on(2026, 11, 26), on(2029, 11, 25))), "벤처기업 확인일은 오늘 이후일 수 없습니다.");
    }

    #[test]
    fn a_profile_edit_touches_only_the_items_it_changes() {
        let before = draft().validate(today(), 0).unwrap();
        let all = before.changed_items(None);
        assert_eq!(
            all,
            [FactCheckItem::BasicInfo, FactCheckItem::Size, FactCheckItem::Investment, FactCheckItem::Members]
        );
        let mut staff = before.clone();
        staff.size.staff_count = Some(13);
        assert_eq!(staff.changed_items(Some(&before)), [FactCheckItem::Members]);
        let mut intro = before.clone();
        intro.basic.one_line_intro = "새 소개".into();
        intro.funding.is_tips = true;
        assert_eq!(intro.changed_items(Some(&before)), [FactCheckItem::BasicInfo, FactCheckItem::Investment]);
        assert!(before.changed_items(Some(&before)).is_empty());
    }

    #[test]
    fn shareholders_may_not_exceed_the_issued_shares() {
        let row = |name: &str, count: i64| ShareholderDraft {
            name: name.into(),
            stock_kind: "common".into(),
            stock_count: count,
            stock_amount: count * 500,
        };
        let e = checked_shareholders(vec![row("대표", 7_000), row("VC", 4_000)], Some(10_000)).unwrap_err();
        assert_eq!(e[0].message, "주주 보유 주식 수의 합(11,000주)이 발행 주식 수(10,000주)보다 많습니다.");
        let bad = vec![ShareholderDraft { stock_kind: "gold".into(), ..row(" ", 0) }];
        assert_eq!(
            fields(checked_shareholders(bad, None).unwrap_err()),
            ["shareholders[0].name", "shareholders[0].stock_kind", "shareholders[0].stock_count"]
        );
        assert_eq!(checked_shareholders(vec![row("대표", 10_000)], Some(10_000)).unwrap().len(), 1);
    }

    #[test]
    fn a_year_must_balance_and_stay_in_range() {
        let balance = BalanceSheet {
            total_assets: Some(100),
            total_liabilities: Some(60),
            total_equity: Some(30),
            ..BalanceSheet::default()
        };
        let e = YearFigures::checked(2025, balance.clone(), IncomeStatement::default(), today()).unwrap_err();
        assert_eq!(fields(e), ["balance.total_assets"]);
        let ok_balance = BalanceSheet { total_equity: Some(40), ..balance };
        let income = IncomeStatement { net_income: Some(-30), ..IncomeStatement::default() };
        let ok = YearFigures::checked(2025, ok_balance.clone(), income.clone(), today()).unwrap();
        assert_eq!((ok.balance.year, ok.income.year), (2025, 2025));
        let e = YearFigures::checked(2027, BalanceSheet { cash: Some(-1), ..ok_balance }, income, today()).unwrap_err();
        assert_eq!(fields(e), ["year", "balance.cash"]);
        let huge = IncomeStatement { sales: Some(MAX_FIGURE + 1), ..IncomeStatement::default() };
        let e = YearFigures::checked(2025, BalanceSheet::default(), huge, today()).unwrap_err();
        assert_eq!(fields(e), ["income.sales"]);
    }

    #[test]
    fn a_year_edit_names_the_trends_it_moves() {
        let before = YearFigures::checked(
            2025,
            BalanceSheet::default(),
            IncomeStatement { sales: Some(10), net_income: Some(1), ..IncomeStatement::default() },
            today(),
        )
        .unwrap();
        let mut after = before.clone();
        after.income.sales = Some(12);
        assert_eq!(after.changed_items(Some(&before)), [FactCheckItem::IncomeStatement, FactCheckItem::SalesTrend]);
        assert_eq!(
            before.changed_items(None),
            [FactCheckItem::IncomeStatement, FactCheckItem::SalesTrend, FactCheckItem::NetIncomeTrend]
        );
    }
}
