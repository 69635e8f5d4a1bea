//! A stored report's figures on the wire: the domain's snapshot
//! (`crates/report/src/snapshot.rs`) with every ratio spelled out, so the pages and the PDF
//! show what the server computed and never recompute it.

use chrono::NaiveDate;
use report::snapshot::{
    CompanyFigures, DeploymentStep, FundLine, HistoryPoint, HoldingFigures, ReportFigures, RoundLine, UnionFigures,
    YearLine,
};
use serde::Serialize;
use utoipa::ToSchema;

use crate::routes::report::investments::{PriceSourceDto, ReturnsDto};

/// The report's figures on its base date.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReportFiguresDto {
    pub base_date: NaiveDate,
    /// Every union of the report together.
    pub total: ReturnsDto,
    pub xirr: Option<f64>,
    /// The flows span less than a year: screens say "1년 미만" and give `xirr` only on request.
    pub xirr_under_a_year: bool,
    pub unions: Vec<UnionFiguresDto>,
    /// By name.
    pub companies: Vec<CompanyFiguresDto>,
}

/// One union of the report (the per-source report).
#[derive(Debug, Serialize, ToSchema)]
pub struct UnionFiguresDto {
    pub union_id: i64,
    pub union_name: String,
    pub total: ReturnsDto,
    pub xirr: Option<f64>,
    /// The flows span less than a year: screens say "1년 미만" and give `xirr` only on request.
    pub xirr_under_a_year: bool,
    pub holdings: Vec<HoldingDto>,
    /// What the union invested day by day, with the running total and its share of all it
    /// invested by the base date.
    pub deployment: Vec<DeploymentStepDto>,
}

/// A union's holding of one company.
#[derive(Debug, Serialize, ToSchema)]
pub struct HoldingDto {
    pub startup_id: i64,
    pub startup_name: String,
    pub first_invested_on: Option<NaiveDate>,
    pub shares_held: i64,
    pub price_per_share: Option<i64>,
    pub price_source: Option<PriceSourceDto>,
    pub returns: ReturnsDto,
    pub xirr: Option<f64>,
    /// The flows span less than a year: screens say "1년 미만" and give `xirr` only on request.
    pub xirr_under_a_year: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct DeploymentStepDto {
    pub on: NaiveDate,
    pub amount: i64,
    pub cumulative: i64,
    pub cumulative_percent: f64,
}

/// One company of the report: the left panel, the per-fund details, the fundraising history
/// and the charts' series.
#[derive(Debug, Serialize, ToSchema)]
pub struct CompanyFiguresDto {
    pub startup_id: i64,
    pub startup_name: String,
    pub logo_url: Option<String>,
    pub total: ReturnsDto,
    pub xirr: Option<f64>,
    /// The flows span less than a year: screens say "1년 미만" and give `xirr` only on request.
    pub xirr_under_a_year: bool,
    /// Nothing held and something recovered: show invested, 회수금 and 이익률.
    pub recovered_mode: bool,
    pub funds: Vec<FundLineDto>,
    pub rounds: Vec<RoundLineDto>,
    pub history: Vec<HistoryPointDto>,
    /// Income statements up to the base date's year, oldest first.
    pub years: Vec<YearLineDto>,
}

/// One union's line in a company's per-fund details.
#[derive(Debug, Serialize, ToSchema)]
pub struct FundLineDto {
    pub union_id: i64,
    pub union_name: String,
    pub first_invested_on: Option<NaiveDate>,
    pub shares_held: i64,
    pub returns: ReturnsDto,
    pub xirr: Option<f64>,
    /// The flows span less than a year: screens say "1년 미만" and give `xirr` only on request.
    pub xirr_under_a_year: bool,
}

/// A round of the fundraising history (the unions' own investments included).
#[derive(Debug, Serialize, ToSchema)]
pub struct RoundLineDto {
    pub on: NaiveDate,
    pub investor: String,
    pub stock_kind: String,
    pub shares: i64,
    pub price_per_share: i64,
    pub amount: i64,
    pub post_money: Option<i64>,
}

/// The holding on one day, for the charts.
#[derive(Debug, Serialize, ToSchema)]
pub struct HistoryPointDto {
    pub on: NaiveDate,
    pub stake_percent: Option<f64>,
    pub stake_value: i64,
    pub company_value: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct YearLineDto {
    pub year: i32,
    pub sales: Option<i64>,
    pub operating_profit: Option<i64>,
    pub net_income: Option<i64>,
}

fn price_source(s: report::PriceSource) -> PriceSourceDto {
    match s {
        report::PriceSource::Investment => PriceSourceDto::Investment,
        report::PriceSource::Round => PriceSourceDto::Round,
        report::PriceSource::Valuation => PriceSourceDto::Valuation,
    }
}

impl From<ReportFigures> for ReportFiguresDto {
    fn from(f: ReportFigures) -> Self {
        ReportFiguresDto {
            base_date: f.base_date,
            total: f.total.into(),
            xirr: f.xirr.annual,
            xirr_under_a_year: f.xirr.under_a_year,
            unions: f.unions.into_iter().map(Into::into).collect(),
            companies: f.companies.into_iter().map(Into::into).collect(),
        }
    }
}

impl From<UnionFigures> for UnionFiguresDto {
    fn from(u: UnionFigures) -> Self {
        UnionFiguresDto {
            union_id: u.union_id.get(),
            union_name: u.union_name,
            total: u.total.into(),
            xirr: u.xirr.annual,
            xirr_under_a_year: u.xirr.under_a_year,
            holdings: u.holdings.into_iter().map(Into::into).collect(),
            deployment: u.deployment.into_iter().map(Into::into).collect(),
        }
    }
}

impl From<HoldingFigures> for HoldingDto {
    fn from(h: HoldingFigures) -> Self {
        HoldingDto {
            startup_id: h.startup_id.get(),
            startup_name: h.startup_name,
            first_invested_on: h.first_invested_on,
            shares_held: h.shares_held,
            price_per_share: h.price_per_share.map(kernel::Won::get),
            price_source: h.price_source.map(price_source),
            returns: h.returns.into(),
            xirr: h.xirr.annual,
            xirr_under_a_year: h.xirr.under_a_year,
        }
    }
}

impl From<DeploymentStep> for DeploymentStepDto {
    fn from(d: DeploymentStep) -> Self {
        DeploymentStepDto {
            on: d.on,
            amount: d.amount.get(),
            cumulative: d.cumulative.get(),
            cumulative_percent: d.cumulative_percent,
        }
    }
}

impl From<CompanyFigures> for CompanyFiguresDto {
    fn from(c: CompanyFigures) -> Self {
        CompanyFiguresDto {
            startup_id: c.startup_id.get(),
            startup_name: c.startup_name,
            logo_url: c.logo_token.as_deref().map(crate::routes::startup::dto::media_url),
            total: c.total.into(),
            xirr: c.xirr.annual,
            xirr_under_a_year: c.xirr.under_a_year,
            recovered_mode: c.recovered_mode,
            funds: c.funds.into_iter().map(Into::into).collect(),
            rounds: c.rounds.into_iter().map(Into::into).collect(),
            history: c.history.into_iter().map(Into::into).collect(),
            years: c.years.into_iter().map(Into::into).collect(),
        }
    }
}

impl From<FundLine> for FundLineDto {
    fn from(f: FundLine) -> Self {
        FundLineDto {
            union_id: f.union_id.get(),
            union_name: f.union_name,
            first_invested_on: f.first_invested_on,
            shares_held: f.shares_held,
            returns: f.returns.into(),
            xirr: f.xirr.annual,
            xirr_under_a_year: f.xirr.under_a_year,
        }
    }
}

impl From<RoundLine> for RoundLineDto {
    fn from(r: RoundLine) -> Self {
        RoundLineDto {
            on: r.on,
            investor: r.investor,
            stock_kind: r.stock_kind,
            shares: r.shares,
            price_per_share: r.price_per_share.get(),
            amount: r.amount.get(),
            post_money: r.post_money.map(kernel::Won::get),
        }
    }
}

impl From<HistoryPoint> for HistoryPointDto {
    fn from(h: HistoryPoint) -> Self {
        HistoryPointDto {
            on: h.on,
            stake_percent: h.stake_percent,
            stake_value: h.stake_value.get(),
            company_value: h.company_value.map(kernel::Won::get),
        }
    }
}

impl From<YearLine> for YearLineDto {
    fn from(y: YearLine) -> Self {
        YearLineDto { year: y.year, sales: y.sales, operating_profit: y.operating_profit, net_income: y.net_income }
    }
}
