//! Rows of `startup_profiles` and the tables that hang off it.

use chrono::{DateTime, NaiveDate, Utc};
use company::{
    BalanceSheet, CompanySize, ImageRef, IncomeStatement, Incubation, Industry, OperatingStatus, ProfileEdit, Region,
    Shareholder, SizeClass, StartupCard, StartupId, StartupProfile, StockKind,
};
use diesel::{AsChangeset, Insertable, Queryable, Selectable};
use kernel::{PortError, Won};

use crate::schema::{
    startup_balance_sheets, startup_income_statements, startup_incubations, startup_profiles, startup_shareholders,
};

/// What a search card needs of a profile.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = startup_profiles, check_for_backend(diesel::pg::Pg))]
pub struct CardRow {
    pub company_id: i64,
    pub name: String,
    pub industry: String,
    pub region: Option<String>,
    pub founded_on: Option<NaiveDate>,
    pub one_line_intro: String,
    pub tags: Vec<String>,
    pub is_venture: bool,
    pub is_tips: bool,
    pub has_follow_on: bool,
    pub incubated: bool,
    pub latest_sales_year: Option<i32>,
    pub latest_sales: Option<i64>,
    pub total_investment: i64,
    pub company_value: Option<i64>,
    pub logo_token: Option<String>,
}

fn unexpected(what: &str, code: &str) -> PortError {
    PortError::Unexpected(format!("stored {what} {code:?}"))
}

impl CardRow {
    /// The card, with the company's business number and CEO from `companies`.
    pub fn into_card(
        self,
        business_number: Option<String>,
        ceo_name: Option<String>,
    ) -> Result<StartupCard, PortError> {
        Ok(StartupCard {
            id: StartupId(self.company_id),
            industry: Industry::parse(&self.industry).ok_or_else(|| unexpected("industry", &self.industry))?,
            region: self
                .region
                .as_deref()
                .map(|r| Region::parse(r).ok_or_else(|| unexpected("region", r)))
                .transpose()?,
            name: self.name,
            business_number,
            ceo_name,
            founded_on: self.founded_on,
            one_line_intro: self.one_line_intro,
            tags: self.tags,
            is_venture: self.is_venture,
            is_tips: self.is_tips,
            has_follow_on: self.has_follow_on,
            incubated: self.incubated,
            latest_sales: self.latest_sales_year.zip(self.latest_sales).map(|(y, s)| (y, Won(s))),
            total_investment: Won(self.total_investment),
            company_value: self.company_value.map(Won),
            logo: self.logo_token.map(|token| ImageRef { token }),
        })
    }
}

/// The rest of the profile page.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = startup_profiles, check_for_backend(diesel::pg::Pg))]
pub struct DetailRow {
    pub size_class: Option<String>,
    pub operating_status: String,
    pub homepage: Option<String>,
    pub phone: Option<String>,
    pub address: Option<String>,
    pub detail_intro: String,
    pub interview: String,
    pub photo_token: Option<String>,
    pub issued_shares: Option<i64>,
    pub face_value: Option<i64>,
    pub capital: Option<i64>,
    pub staff_count: Option<i32>,
    pub staff_basis: Option<NaiveDate>,
    pub updated_at: DateTime<Utc>,
}

impl DetailRow {
    pub fn size_class(&self) -> Result<Option<SizeClass>, PortError> {
        self.size_class.as_deref().map(|c| SizeClass::parse(c).ok_or_else(|| unexpected("size class", c))).transpose()
    }

    pub fn operating_status(&self) -> Result<OperatingStatus, PortError> {
        OperatingStatus::parse(&self.operating_status).ok_or_else(|| unexpected("status", &self.operating_status))
    }

    pub fn size(&self) -> CompanySize {
        CompanySize {
            issued_shares: self.issued_shares,
            face_value: self.face_value.map(Won),
            capital: self.capital.map(Won),
            staff_count: self.staff_count,
            staff_basis: self.staff_basis,
        }
    }
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = startup_shareholders, check_for_backend(diesel::pg::Pg))]
pub struct ShareholderRow {
    pub name: String,
    pub stock_kind: String,
    pub stock_count: i64,
    pub stock_amount: i64,
}

impl TryFrom<ShareholderRow> for Shareholder {
    type Error = PortError;
    fn try_from(r: ShareholderRow) -> Result<Self, PortError> {
        Ok(Shareholder {
            stock_kind: StockKind::parse(&r.stock_kind).ok_or_else(|| unexpected("stock kind", &r.stock_kind))?,
            name: r.name,
            stock_count: r.stock_count,
            stock_amount: Won(r.stock_amount),
        })
    }
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = startup_incubations, check_for_backend(diesel::pg::Pg))]
pub struct IncubationRow {
    pub incubator_name: String,
    pub started_on: Option<NaiveDate>,
}

impl From<IncubationRow> for Incubation {
    fn from(r: IncubationRow) -> Self {
        Incubation { incubator_name: r.incubator_name, started_on: r.started_on }
    }
}

#[derive(Debug, Clone, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = startup_balance_sheets, check_for_backend(diesel::pg::Pg), treat_none_as_null = true)]
pub struct BalanceSheetRow {
    pub year: i32,
    pub cash: Option<i64>,
    pub receivables: Option<i64>,
    pub inventory: Option<i64>,
    pub tangible_assets: Option<i64>,
    pub intangible_assets: Option<i64>,
    pub investment_assets: Option<i64>,
    pub other_assets: Option<i64>,
    pub total_assets: Option<i64>,
    pub current_liabilities: Option<i64>,
    pub long_term_liabilities: Option<i64>,
    pub total_liabilities: Option<i64>,
    pub capital_stock: Option<i64>,
    pub total_equity: Option<i64>,
}

impl From<BalanceSheetRow> for BalanceSheet {
    fn from(r: BalanceSheetRow) -> Self {
        BalanceSheet {
            year: r.year,
            cash: r.cash,
            receivables: r.receivables,
            inventory: r.inventory,
            tangible_assets: r.tangible_assets,
            intangible_assets: r.intangible_assets,
            investment_assets: r.investment_assets,
            other_assets: r.other_assets,
            total_assets: r.total_assets,
            current_liabilities: r.current_liabilities,
            long_term_liabilities: r.long_term_liabilities,
            total_liabilities: r.total_liabilities,
            capital_stock: r.capital_stock,
            total_equity: r.total_equity,
        }
    }
}

#[derive(Debug, Clone, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = startup_income_statements, check_for_backend(diesel::pg::Pg), treat_none_as_null = true)]
pub struct IncomeStatementRow {
    pub year: i32,
    pub sales: Option<i64>,
    pub cost_of_sales: Option<i64>,
    pub gross_profit: Option<i64>,
    pub operating_expenses: Option<i64>,
    pub operating_profit: Option<i64>,
    pub non_operating_income: Option<i64>,
    pub non_operating_expenses: Option<i64>,
    pub ordinary_profit: Option<i64>,
    pub cash_flow: Option<i64>,
    pub retained_earnings: Option<i64>,
    pub corporate_tax: Option<i64>,
    pub net_income: Option<i64>,
}

impl From<IncomeStatementRow> for IncomeStatement {
    fn from(r: IncomeStatementRow) -> Self {
        IncomeStatement {
            year: r.year,
            sales: r.sales,
            cost_of_sales: r.cost_of_sales,
            gross_profit: r.gross_profit,
            operating_expenses: r.operating_expenses,
            operating_profit: r.operating_profit,
            non_operating_income: r.non_operating_income,
            non_operating_expenses: r.non_operating_expenses,
            ordinary_profit: r.ordinary_profit,
            cash_flow: r.cash_flow,
            retained_earnings: r.retained_earnings,
            corporate_tax: r.corporate_tax,
            net_income: r.net_income,
        }
    }
}

impl From<&BalanceSheet> for BalanceSheetRow {
    fn from(b: &BalanceSheet) -> Self {
        BalanceSheetRow {
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

impl From<&IncomeStatement> for IncomeStatementRow {
    fn from(i: &IncomeStatement) -> Self {
        IncomeStatementRow {
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

/// A profile as written; the name, the latest sales and the incubated flag are kept by triggers.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = startup_profiles)]
pub struct NewProfileRow<'a> {
    pub company_id: i64,
    pub industry: &'a str,
    pub region: Option<&'a str>,
    pub size_class: Option<&'a str>,
    pub operating_status: &'a str,
    pub founded_on: Option<NaiveDate>,
    pub homepage: Option<&'a str>,
    pub phone: Option<&'a str>,
    pub address: Option<&'a str>,
    pub is_venture: bool,
    pub is_tips: bool,
    pub has_follow_on: bool,
    pub tags: &'a [String],
    pub one_line_intro: &'a str,
    pub detail_intro: &'a str,
    pub interview: &'a str,
    pub total_investment: i64,
    pub company_value: Option<i64>,
    pub issued_shares: Option<i64>,
    pub face_value: Option<i64>,
    pub capital: Option<i64>,
    pub staff_count: Option<i32>,
    pub staff_basis: Option<NaiveDate>,
}

impl<'a> NewProfileRow<'a> {
    pub fn of(company_id: i64, p: &'a StartupProfile) -> Self {
        let c = &p.card;
        NewProfileRow {
            company_id,
            industry: c.industry.code(),
            region: c.region.map(Region::code),
            size_class: p.size_class.map(SizeClass::code),
            operating_status: p.operating_status.code(),
            founded_on: c.founded_on,
            homepage: p.homepage.as_deref(),
            phone: p.phone.as_deref(),
            address: p.address.as_deref(),
            is_venture: c.is_venture,
            is_tips: c.is_tips,
            has_follow_on: c.has_follow_on,
            tags: &c.tags,
            one_line_intro: &c.one_line_intro,
            detail_intro: &p.detail_intro,
            interview: &p.interview,
            total_investment: c.total_investment.get(),
            company_value: c.company_value.map(Won::get),
            issued_shares: p.size.issued_shares,
            face_value: p.size.face_value.map(Won::get),
            capital: p.size.capital.map(Won::get),
            staff_count: p.size.staff_count,
            staff_basis: p.size.staff_basis,
        }
    }
}

/// What a startup's profile form writes (`None` clears a field).
#[derive(Debug, Clone, AsChangeset)]
#[diesel(table_name = startup_profiles, treat_none_as_null = true)]
pub struct ProfileEditRow<'a> {
    pub industry: &'a str,
    pub region: Option<&'a str>,
    pub size_class: Option<&'a str>,
    pub operating_status: &'a str,
    pub founded_on: Option<NaiveDate>,
    pub homepage: Option<&'a str>,
    pub phone: Option<&'a str>,
    pub address: Option<&'a str>,
    pub is_venture: bool,
    pub is_tips: bool,
    pub has_follow_on: bool,
    pub tags: &'a [String],
    pub one_line_intro: &'a str,
    pub detail_intro: &'a str,
    pub interview: &'a str,
    pub total_investment: i64,
    pub issued_shares: Option<i64>,
    pub face_value: Option<i64>,
    pub capital: Option<i64>,
    pub staff_count: Option<i32>,
    pub staff_basis: Option<NaiveDate>,
}

impl<'a> From<&'a ProfileEdit> for ProfileEditRow<'a> {
    fn from(p: &'a ProfileEdit) -> Self {
        let b = &p.basic;
        ProfileEditRow {
            industry: b.industry.code(),
            region: b.region.map(Region::code),
            size_class: b.size_class.map(SizeClass::code),
            operating_status: b.operating_status.code(),
            founded_on: b.founded_on,
            homepage: b.homepage.as_deref(),
            phone: b.phone.as_deref(),
            address: b.address.as_deref(),
            is_venture: b.is_venture,
            is_tips: p.funding.is_tips,
            has_follow_on: p.funding.has_follow_on,
            tags: &b.tags,
            one_line_intro: &b.one_line_intro,
            detail_intro: &b.detail_intro,
            interview: &b.interview,
            total_investment: p.funding.total_investment.get(),
            issued_shares: p.size.issued_shares,
            face_value: p.size.face_value.map(Won::get),
            capital: p.size.capital.map(Won::get),
            staff_count: p.size.staff_count,
            staff_basis: p.size.staff_basis,
        }
    }
}
