//! Startup search, name autocomplete and the company profile (spec: /search-startup,
//! /company-info?cmpy_no=).

use actix_web::{get, web};
use chrono::{DateTime, NaiveDate, Utc};
use company::ranking::rate_text;
use company::{
    latest_three_years, BalanceSheet, IncomeStatement, RankItem, StartupCard, StartupFilterDraft, StartupId,
    StartupProfile, ValueScores,
};
use kernel::PageRequest;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::page_dto;
use crate::routes::startup::dto::{image_url, StartupDocumentDto};
use crate::routes::startup::guard::viewer;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    // The fixed path before the one with an id, so "suggestions" is never read as an id.
    cfg.service(search_startups).service(suggest_startups).service(rankings).service(get_startup);
}

/// A search result card (and an interest-company row).
#[derive(Debug, Serialize, ToSchema)]
pub struct StartupCardDto {
    /// The company number (`cmpy_no`).
    pub id: i64,
    pub name: String,
    /// Digits only; format for display.
    pub business_number: Option<String>,
    pub ceo_name: Option<String>,
    #[schema(value_type = codes::IndustryCode)]
    pub industry: String,
    /// SD01–SD17; none when the address is not given.
    #[schema(value_type = Option<codes::RegionCode>)]
    pub region: Option<String>,
    pub founded_on: Option<NaiveDate>,
    pub one_line_intro: String,
    pub tags: Vec<String>,
    pub is_venture: bool,
    pub is_tips: bool,
    pub has_follow_on: bool,
    pub incubated: bool,
    /// The latest reported year and its sales (won).
    pub latest_sales_year: Option<i32>,
    pub latest_sales: Option<i64>,
    /// Investment attracted so far (won).
    pub total_investment: i64,
    /// The latest valuation (won); show in 억원 with one decimal.
    pub company_value: Option<i64>,
    /// Where the logo is served (no sign-in needed); none when the company has not uploaded one.
    pub logo_url: Option<String>,
}

impl From<StartupCard> for StartupCardDto {
    fn from(c: StartupCard) -> Self {
        StartupCardDto {
            id: c.id.get(),
            name: c.name,
            business_number: c.business_number,
            ceo_name: c.ceo_name,
            industry: c.industry.code().into(),
            region: c.region.map(|r| r.code().into()),
            founded_on: c.founded_on,
            one_line_intro: c.one_line_intro,
            tags: c.tags,
            is_venture: c.is_venture,
            is_tips: c.is_tips,
            has_follow_on: c.has_follow_on,
            incubated: c.incubated,
            latest_sales_year: c.latest_sales.map(|(y, _)| y),
            latest_sales: c.latest_sales.map(|(_, w)| w.get()),
            total_investment: c.total_investment.get(),
            company_value: c.company_value.map(|w| w.get()),
            logo_url: c.logo.map(|i| image_url(&i)),
        }
    }
}

page_dto!(StartupPage, StartupCardDto);

/// The sidebar's filters. Every one given narrows the result; none lists every startup.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
pub struct StartupQuery {
    /// A piece of the company name (case-insensitive), up to 100 characters.
    #[param(max_length = 100)]
    pub q: Option<String>,
    /// Industry codes separated by commas (any of them).
    #[param(
        example = "ict_service,bio_medical",
        pattern = r"^(ict_service|ict_manufacturing|electric_machinery|chemical_material|bio_medical|media_content|game|distribution_service|other|none)?(,(ict_service|ict_manufacturing|electric_machinery|chemical_material|bio_medical|media_content|game|distribution_service|other|none)?)*$"
    )]
    pub industries: Option<String>,
    /// Region codes SD01–SD17 separated by commas (any of them).
    #[param(example = "SD01,SD09", pattern = r"^(SD(0[1-9]|1[0-7]))?(,(SD(0[1-9]|1[0-7]))?)*$")]
    pub regions: Option<String>,
    /// The latest year's sales, won, inclusive.
    #[param(minimum = 0)]
    pub sales_min: Option<i64>,
    #[param(minimum = 0)]
    pub sales_max: Option<i64>,
    /// Investment attracted, won, inclusive.
    #[param(minimum = 0)]
    pub investment_min: Option<i64>,
    #[param(minimum = 0)]
    pub investment_max: Option<i64>,
    /// Founded on or after (YYYY-MM-DD).
    pub founded_from: Option<NaiveDate>,
    /// Founded on or before (YYYY-MM-DD).
    pub founded_to: Option<NaiveDate>,
    /// Only TIPS-selected companies.
    pub tips: Option<bool>,
    /// Only certified venture companies.
    pub venture: Option<bool>,
    /// Only companies an incubator or accelerator took in.
    pub incubated: Option<bool>,
    /// Only companies with a follow-on investment.
    pub follow_on: Option<bool>,
    /// 1-based; default 1; 1 to 1,000,000 (others are refused with 400).
    #[param(minimum = 1, maximum = 1_000_000)]
    pub page: Option<u32>,
    /// Items a page: 1 to 100, default 10 (others are refused with 400).
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<u32>,
}

fn split_codes(list: Option<&str>) -> Vec<String> {
    // Not trimmed: " SD01" is not a code (the document's pattern says so too); empty pieces
    // of "SD01,,SD02" are skipped.
    list.unwrap_or_default().split(',').filter(|c| !c.is_empty()).map(str::to_string).collect()
}

impl StartupQuery {
    fn draft(&self) -> StartupFilterDraft {
        StartupFilterDraft {
            name: self.q.clone(),
            industries: split_codes(self.industries.as_deref()),
            regions: split_codes(self.regions.as_deref()),
            sales_min: self.sales_min,
            sales_max: self.sales_max,
            investment_min: self.investment_min,
            investment_max: self.investment_max,
            founded_from: self.founded_from,
            founded_to: self.founded_to,
            tips: self.tips.unwrap_or(false),
            venture: self.venture.unwrap_or(false),
            incubated: self.incubated.unwrap_or(false),
            follow_on: self.follow_on.unwrap_or(false),
        }
    }
}

/// Startups matching the filters, by name.
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(StartupQuery),
    responses(
        (status = 200, body = StartupPage),
        (status = 400, description = "invalid_request", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "startup_search_not_allowed", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/startups")]
pub async fn search_startups(
    state: web::Data<AppState>,
    t: Tenant,
    q: web::Query<StartupQuery>,
) -> Result<web::Json<StartupPage>, ApiError> {
    let page = PageRequest::checked(q.page, q.page_size)?;
    let found = state.startups.search(viewer(t.actor, &t.user), q.draft(), page).await?;
    Ok(web::Json(StartupPage::from_page(found, StartupCardDto::from)))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct SuggestionQuery {
    /// A piece of the name; blank answers nothing.
    #[serde(default)]
    pub q: String,
}

/// A name for the search box's autocomplete.
#[derive(Debug, Serialize, ToSchema)]
pub struct StartupSuggestionDto {
    pub id: i64,
    pub name: String,
}

/// Up to ten company names containing the piece, names starting with it first.
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(SuggestionQuery),
    responses(
        (status = 200, body = Vec<StartupSuggestionDto>),
        (status = 403, description = "startup_search_not_allowed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/startups/suggestions")]
pub async fn suggest_startups(
    state: web::Data<AppState>,
    t: Tenant,
    q: web::Query<SuggestionQuery>,
) -> Result<web::Json<Vec<StartupSuggestionDto>>, ApiError> {
    let names = state.startups.suggest(viewer(t.actor, &t.user), &q.q).await?;
    Ok(web::Json(names.into_iter().map(|(id, name)| StartupSuggestionDto { id: id.get(), name }).collect()))
}

/// A shareholder line with its stake.
#[derive(Debug, Serialize, ToSchema)]
pub struct ShareholderDto {
    pub name: String,
    #[schema(value_type = codes::StockKindCode)]
    pub stock_kind: String,
    pub stock_count: i64,
    /// Won.
    pub stock_amount: i64,
    /// Stake in hundredths of a percent (6000 = 60.00 %) of the issued shares.
    pub stake_basis_points: Option<i64>,
}

/// The company-size block.
#[derive(Debug, Serialize, ToSchema)]
pub struct CompanySizeDto {
    pub issued_shares: Option<i64>,
    /// Won.
    pub face_value: Option<i64>,
    /// Won.
    pub capital: Option<i64>,
    pub shareholder_count: usize,
    pub largest_shareholder_name: Option<String>,
    /// Hundredths of a percent.
    pub largest_shareholder_basis_points: Option<i64>,
    pub staff_count: Option<i32>,
    /// The month the staff count was taken (YYYY-MM).
    #[schema(example = "2026-06")]
    pub staff_basis: Option<String>,
    /// The listed holdings exceed the issued shares: the startup must correct them.
    pub holdings_exceed_issued: bool,
}

/// One year of the balance sheet; every figure in won, null when not reported ('-').
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BalanceSheetDto {
    /// The fiscal year (on a save, the path's year is the one kept).
    #[serde(default, deserialize_with = "crate::wire::int32")]
    pub year: i32,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub cash: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub receivables: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub inventory: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub tangible_assets: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub intangible_assets: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub investment_assets: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub other_assets: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub total_assets: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub current_liabilities: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub long_term_liabilities: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub total_liabilities: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub capital_stock: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub total_equity: Option<i64>,
}

impl From<BalanceSheetDto> for BalanceSheet {
    fn from(b: BalanceSheetDto) -> Self {
        BalanceSheet {
            year: b.year,
            cash: b.cash,
            receivables: b.receivables,
            inventory: b.inventory,
            tangible_assets: b.tangible_assets,
            intangible_assets: b.intangible_assets,
            investment_assets: b.investment_assets,
            other_assets: b.other_assets,
            total_assets: b.total_assets,
            current_liabilities: b.current_liabilities,
            long_term_liabilities: b.long_term_liabilities,
            total_liabilities: b.total_liabilities,
            capital_stock: b.capital_stock,
            total_equity: b.total_equity,
        }
    }
}

impl BalanceSheetDto {
    pub(crate) fn of(year: i32, row: Option<&BalanceSheet>) -> Self {
        let Some(b) = row else { return BalanceSheetDto { year, ..BalanceSheetDto::default() } };
        BalanceSheetDto {
            year,
            cash: b.cash,
            receivables: b.receivables,
            inventory: b.inventory,
            tangible_assets: b.tangible_assets,
            intangible_assets: b.intangible_assets,
            investment_assets: b.investment_assets,
            other_assets: b.other_assets,
            total_assets: b.total_assets,
            current_liabilities: b.current_liabilities,
            long_term_liabilities: b.long_term_liabilities,
            total_liabilities: b.total_liabilities,
            capital_stock: b.capital_stock,
            total_equity: b.total_equity,
        }
    }
}

/// One year of the income statement; every figure in won, null when not reported ('-').
#[derive(Debug, Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct IncomeStatementDto {
    /// The fiscal year (on a save, the path's year is the one kept).
    #[serde(default, deserialize_with = "crate::wire::int32")]
    pub year: i32,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub sales: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub cost_of_sales: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub gross_profit: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub operating_expenses: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub operating_profit: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub non_operating_income: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub non_operating_expenses: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub ordinary_profit: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub cash_flow: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub retained_earnings: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub corporate_tax: Option<i64>,
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub net_income: Option<i64>,
}

impl From<IncomeStatementDto> for IncomeStatement {
    fn from(i: IncomeStatementDto) -> Self {
        IncomeStatement {
            year: i.year,
            sales: i.sales,
            cost_of_sales: i.cost_of_sales,
            gross_profit: i.gross_profit,
            operating_expenses: i.operating_expenses,
            operating_profit: i.operating_profit,
            non_operating_income: i.non_operating_income,
            non_operating_expenses: i.non_operating_expenses,
            ordinary_profit: i.ordinary_profit,
            cash_flow: i.cash_flow,
            retained_earnings: i.retained_earnings,
            corporate_tax: i.corporate_tax,
            net_income: i.net_income,
        }
    }
}

impl IncomeStatementDto {
    pub(crate) fn of(year: i32, row: Option<&IncomeStatement>) -> Self {
        let Some(i) = row else { return IncomeStatementDto { year, ..IncomeStatementDto::default() } };
        IncomeStatementDto {
            year,
            sales: i.sales,
            cost_of_sales: i.cost_of_sales,
            gross_profit: i.gross_profit,
            operating_expenses: i.operating_expenses,
            operating_profit: i.operating_profit,
            non_operating_income: i.non_operating_income,
            non_operating_expenses: i.non_operating_expenses,
            ordinary_profit: i.ordinary_profit,
            cash_flow: i.cash_flow,
            retained_earnings: i.retained_earnings,
            corporate_tax: i.corporate_tax,
            net_income: i.net_income,
        }
    }
}

/// The radar's five axes and the total, 0–100 (docs/decisions.md has the model).
#[derive(Debug, Serialize, ToSchema)]
pub struct ValueScoresDto {
    pub customer_profit: Option<u8>,
    pub financial_character: Option<u8>,
    pub market_competition: Option<u8>,
    pub product_service: Option<u8>,
    pub human_resources: Option<u8>,
    pub total: u8,
}

impl From<ValueScores> for ValueScoresDto {
    fn from(s: ValueScores) -> Self {
        ValueScoresDto {
            customer_profit: s.customer_profit,
            financial_character: s.financial_character,
            market_competition: s.market_competition,
            product_service: s.product_service,
            human_resources: s.human_resources,
            total: s.total,
        }
    }
}

/// A fact-checker's adjustment in force on one axis.
#[derive(Debug, Serialize, ToSchema)]
pub struct ScoreAdjustmentDto {
    #[schema(value_type = codes::ScoreAxisCode)]
    pub axis: String,
    /// The axis's Korean name (고객 수익성, …).
    pub axis_label: String,
    /// Points added to the model's score of the axis (−30 to 30).
    pub points: i32,
    pub reason: String,
    pub checker_name: String,
    pub at: DateTime<Utc>,
}

impl From<company::ScoreAdjustment> for ScoreAdjustmentDto {
    fn from(a: company::ScoreAdjustment) -> Self {
        ScoreAdjustmentDto {
            axis: a.axis.code().into(),
            axis_label: a.axis.label().into(),
            points: a.points,
            reason: a.reason,
            checker_name: a.checker_name,
            at: a.at,
        }
    }
}

/// The total score on a day.
#[derive(Debug, Serialize, ToSchema)]
pub struct ScorePointDto {
    pub on: NaiveDate,
    pub total: u8,
}

/// A company value on a day.
#[derive(Debug, Serialize, ToSchema)]
pub struct ValuePointDto {
    pub on: NaiveDate,
    /// Won; show in 억원 with one decimal.
    pub value: i64,
}

/// An incubator or accelerator that took the company in.
#[derive(Debug, Serialize, ToSchema)]
pub struct IncubationDto {
    pub incubator_name: String,
    pub started_on: Option<NaiveDate>,
}

/// Everything the company profile shows.
#[derive(Debug, Serialize, ToSchema)]
pub struct StartupProfileDto {
    #[serde(flatten)]
    pub card: StartupCardDto,
    #[schema(value_type = Option<codes::SizeClassCode>)]
    pub size_class: Option<String>,
    #[schema(value_type = codes::OperatingStatusCode)]
    pub operating_status: String,
    pub homepage: Option<String>,
    /// Digits only; format for display.
    pub phone: Option<String>,
    pub address: Option<String>,
    /// The 벤처기업 confirmation's first and last valid days, when the startup entered them.
    pub venture_confirmed_on: Option<NaiveDate>,
    pub venture_expires_on: Option<NaiveDate>,
    pub detail_intro: String,
    pub interview: String,
    pub size: CompanySizeDto,
    pub shareholders: Vec<ShareholderDto>,
    /// The latest reported year and the two before it, oldest first; empty when none.
    pub balance_sheets: Vec<BalanceSheetDto>,
    pub income_statements: Vec<IncomeStatementDto>,
    pub incubations: Vec<IncubationDto>,
    /// Null when the data supports fewer than three axes ('Ai 예측정보가 없습니다.').
    pub scores: Option<ValueScoresDto>,
    /// Company values over time, oldest first (won).
    pub value_history: Vec<ValuePointDto>,
    /// Fact-checkers' adjustments in force (already counted in `scores`), in axis order.
    pub score_adjustments: Vec<ScoreAdjustmentDto>,
    /// The total score over time, a point a day at most, oldest first.
    pub score_history: Vec<ScorePointDto>,
    /// The twelve fact-check items (FI01–FI12) and where each stands.
    pub checks: Vec<ItemCheckDto>,
    /// Where the representative photo is served; none when not uploaded.
    pub photo_url: Option<String>,
    /// The company's documents by code (SF01–SF19), then upload order.
    pub documents: Vec<StartupDocumentDto>,
    /// Quarters it reported (answers to data requests), the latest eight, oldest first.
    pub quarters: Vec<QuarterFiguresDto>,
    /// News items about it, the latest published first; each opens in a new tab.
    pub news: Vec<NewsItemDto>,
    pub updated_at: DateTime<Utc>,
}

/// A news item: an article about the company on another site.
#[derive(Debug, Serialize, ToSchema)]
pub struct NewsItemDto {
    pub id: i64,
    pub title: String,
    /// An absolute http(s) address (checked on the way in).
    pub url: String,
    pub publisher: String,
    pub published_on: NaiveDate,
}

/// A quarter's reported figures; null when not reported ('-').
#[derive(Debug, Serialize, ToSchema)]
pub struct QuarterFiguresDto {
    pub year: i32,
    pub quarter: u8,
    /// '2026년 3분기'.
    pub label: String,
    /// Won.
    pub sales: Option<i64>,
    /// Cash at the quarter's end, won.
    pub cash: Option<i64>,
    pub headcount: Option<i64>,
}

/// One fact-check item's line on the profile.
#[derive(Debug, Serialize, ToSchema)]
pub struct ItemCheckDto {
    #[schema(value_type = codes::FactCheckItemCode)]
    pub item: String,
    /// The item's Korean name ('기본 정보', '주주 현황', …).
    pub label: String,
    /// `unchecked` (collected data, never checked), `pending` (changed since its last verdict),
    /// `verified` or `rejected`.
    #[schema(value_type = codes::ItemStatusCode)]
    pub status: String,
    /// When it changed (pending), was verified (verified) or rejected (rejected).
    pub at: Option<DateTime<Utc>>,
    pub checker_name: Option<String>,
    /// The fact-checker's note (a rejection's reason).
    pub note: Option<String>,
}

impl From<company::ItemCheck> for ItemCheckDto {
    fn from(c: company::ItemCheck) -> Self {
        use company::ItemStatus as S;
        let (status, at, checker_name, note) = match c.status {
            S::Unchecked => ("unchecked", None, None, None),
            S::Pending { changed_at } => ("pending", Some(changed_at), None, None),
            S::Verified { since, checker_name, note } => ("verified", Some(since), Some(checker_name), Some(note)),
            S::Rejected { at, checker_name, note } => ("rejected", Some(at), Some(checker_name), Some(note)),
        };
        ItemCheckDto {
            item: c.item.code().into(),
            label: c.item.label().into(),
            status: status.into(),
            at,
            checker_name,
            note,
        }
    }
}

impl From<StartupProfile> for StartupProfileDto {
    fn from(p: StartupProfile) -> Self {
        let scores = p.scores().map(ValueScoresDto::from);
        let base = company::profile::share_base(&p.size, &p.shareholders);
        let largest = company::profile::largest_shareholder(&p.size, &p.shareholders);
        let size = CompanySizeDto {
            issued_shares: p.size.issued_shares,
            face_value: p.size.face_value.map(|w| w.get()),
            capital: p.size.capital.map(|w| w.get()),
            shareholder_count: p.shareholders.len(),
            largest_shareholder_name: largest.map(|(s, _)| s.name.clone()),
            largest_shareholder_basis_points: largest.map(|(_, bp)| bp),
            staff_count: p.size.staff_count,
            staff_basis: p.size.staff_basis.map(|d| d.format("%Y-%m").to_string()),
            holdings_exceed_issued: company::profile::holdings_exceed_issued(&p.size, &p.shareholders),
        };
        let balance_sheets =
            latest_three_years(&p.balance_sheets).into_iter().map(|(y, r)| BalanceSheetDto::of(y, r)).collect();
        let income_statements =
            latest_three_years(&p.income_statements).into_iter().map(|(y, r)| IncomeStatementDto::of(y, r)).collect();
        let shareholders = p
            .shareholders
            .iter()
            .map(|s| ShareholderDto {
                name: s.name.clone(),
                stock_kind: s.stock_kind.code().into(),
                stock_count: s.stock_count,
                stock_amount: s.stock_amount.get(),
                stake_basis_points: company::profile::stake_basis_points(s.stock_count, base),
            })
            .collect();
        StartupProfileDto {
            size_class: p.size_class.map(|c| c.code().into()),
            operating_status: p.operating_status.code().into(),
            homepage: p.homepage,
            phone: p.phone,
            address: p.address,
            venture_confirmed_on: p.venture.map(|s| s.first),
            venture_expires_on: p.venture.map(|s| s.last),
            detail_intro: p.detail_intro,
            interview: p.interview,
            size,
            shareholders,
            balance_sheets,
            income_statements,
            incubations: p
                .incubations
                .into_iter()
                .map(|i| IncubationDto { incubator_name: i.incubator_name, started_on: i.started_on })
                .collect(),
            scores,
            value_history: p.value_history.iter().map(|v| ValuePointDto { on: v.on, value: v.value.get() }).collect(),
            score_adjustments: p.adjustments.into_iter().map(Into::into).collect(),
            score_history: p.score_history.iter().map(|s| ScorePointDto { on: s.on, total: s.total }).collect(),
            checks: p.checks.into_iter().map(Into::into).collect(),
            photo_url: p.photo.map(|i| image_url(&i)),
            documents: p.documents.into_iter().map(Into::into).collect(),
            quarters: p
                .quarters
                .iter()
                .map(|q| QuarterFiguresDto {
                    year: q.period.year,
                    quarter: q.period.quarter,
                    label: q.period.label(),
                    sales: q.sales,
                    cash: q.cash,
                    headcount: q.headcount,
                })
                .collect(),
            news: p
                .news
                .into_iter()
                .map(|n| NewsItemDto {
                    id: n.id.get(),
                    title: n.title,
                    url: n.url,
                    publisher: n.publisher,
                    published_on: n.published_on,
                })
                .collect(),
            updated_at: p.updated_at,
            card: p.card.into(),
        }
    }
}

/// A startup's profile. A startup reads only its own; an LP none.
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1, description = "The company number (cmpy_no).")),
    responses(
        (status = 200, body = StartupProfileDto),
        (status = 404, description = "startup_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/startups/{startup_id}")]
pub async fn get_startup(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<i64>,
) -> Result<web::Json<StartupProfileDto>, ApiError> {
    let profile = state.startups.profile(viewer(t.actor, &t.user), StartupId(path.into_inner())).await?;
    Ok(web::Json(profile.into()))
}

/// A rank table row (spec: rank item).
#[derive(Debug, Serialize, ToSchema)]
pub struct RankItemDto {
    /// The company number (`startup_cmpy_no`): the row opens its profile.
    pub startup_id: i64,
    pub name: String,
    /// The month's change in percent with two decimals ('12.34', '-3.10'; '0.00' unchanged).
    #[schema(example = "12.34")]
    pub rate: String,
}

impl From<RankItem> for RankItemDto {
    fn from(r: RankItem) -> Self {
        RankItemDto { startup_id: r.id.get(), name: r.name, rate: rate_text(r.rate_basis_points) }
    }
}

/// The dashboard's two rank tables, ten rows at most each.
#[derive(Debug, Serialize, ToSchema)]
pub struct RankingsDto {
    /// Rose the most in company value over the last month, first.
    pub risers: Vec<RankItemDto>,
    /// Fell the most first.
    pub fallers: Vec<RankItemDto>,
}

/// The month's biggest risers and fallers in company value (today in Korea against a month ago).
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    responses(
        (status = 200, body = RankingsDto),
        (status = 403, description = "startup_search_not_allowed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/startups/rankings")]
pub async fn rankings(state: web::Data<AppState>, t: Tenant) -> Result<web::Json<RankingsDto>, ApiError> {
    let r = state.startups.rankings(viewer(t.actor, &t.user)).await?;
    Ok(web::Json(RankingsDto {
        risers: r.risers.into_iter().map(Into::into).collect(),
        fallers: r.fallers.into_iter().map(Into::into).collect(),
    }))
}
