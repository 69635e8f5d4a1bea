//! Rows of `unions` and `union_co_gps`.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::{AsChangeset, Insertable, Queryable, Selectable};
use kernel::{CompanyId, PortError, Won};
use rust_decimal::Decimal;
use union::{CoGp, FundType, PaymentMethod, Union, UnionId, UnionInput, UnionStatus};

use crate::schema::{union_co_gps, unions};

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = unions)]
#[diesel(check_for_backend(diesel::pg::Pg))]
pub struct UnionRow {
    pub id: i64,
    pub company_id: i64,
    pub name: String,
    pub unique_number: Option<String>,
    pub fund_type: String,
    pub base_rate: Option<Decimal>,
    pub unit_price: i64,
    pub unit_count: i64,
    pub start_date: Option<NaiveDate>,
    pub due_date: Option<NaiveDate>,
    pub payment_method: String,
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
    pub recruitment_start_date: NaiveDate,
    pub recruitment_end_date: NaiveDate,
    pub status: String,
    pub note: Option<String>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

/// The form fields of a union, for insert and update alike (`None` clears a column).
#[derive(Debug, Insertable, AsChangeset)]
#[diesel(table_name = unions)]
#[diesel(treat_none_as_null = true)]
pub struct UnionFields<'a> {
    pub name: &'a str,
    pub unique_number: Option<&'a str>,
    pub fund_type: &'a str,
    pub base_rate: Option<Decimal>,
    pub unit_price: i64,
    pub unit_count: i64,
    pub start_date: Option<NaiveDate>,
    pub due_date: Option<NaiveDate>,
    pub payment_method: &'a str,
    pub lead_fund_manager: Option<&'a str>,
    pub duration_start_date: Option<NaiveDate>,
    pub duration_end_date: Option<NaiveDate>,
    pub duration_extended: bool,
    pub investment_start_date: Option<NaiveDate>,
    pub investment_end_date: Option<NaiveDate>,
    pub management_fee: Option<Decimal>,
    pub management_fee_text: Option<&'a str>,
    pub success_fee_text: Option<&'a str>,
    pub success_fee_amount: Option<i64>,
    pub operate_rate: Option<Decimal>,
    pub gp_name: Option<&'a str>,
    pub gp_unit_count: Option<i64>,
    pub investment_certificate_code: Option<&'a str>,
    pub recruitment_start_date: NaiveDate,
    pub recruitment_end_date: NaiveDate,
    pub note: Option<&'a str>,
    pub updated_at: DateTime<Utc>,
}

impl<'a> UnionFields<'a> {
    pub fn from_input(i: &'a UnionInput, now: DateTime<Utc>) -> Self {
        UnionFields {
            name: &i.name,
            unique_number: i.unique_number.as_deref(),
            fund_type: i.fund_type.code(),
            base_rate: i.base_rate,
            unit_price: i.unit_price.get(),
            unit_count: i.unit_count,
            start_date: i.start_date,
            due_date: i.due_date,
            payment_method: i.payment_method.code(),
            lead_fund_manager: i.lead_fund_manager.as_deref(),
            duration_start_date: i.duration_start_date,
            duration_end_date: i.duration_end_date,
            duration_extended: i.duration_extended,
            investment_start_date: i.investment_start_date,
            investment_end_date: i.investment_end_date,
            management_fee: i.management_fee,
            management_fee_text: i.management_fee_text.as_deref(),
            success_fee_text: i.success_fee_text.as_deref(),
            success_fee_amount: i.success_fee_amount.map(Won::get),
            operate_rate: i.operate_rate,
            gp_name: i.gp_name.as_deref(),
            gp_unit_count: i.gp_unit_count,
            investment_certificate_code: i.investment_certificate_code.as_deref(),
            recruitment_start_date: i.recruitment_start_date,
            recruitment_end_date: i.recruitment_end_date,
            note: i.note.as_deref(),
            updated_at: now,
        }
    }
}

#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = union_co_gps)]
#[diesel(check_for_backend(diesel::pg::Pg))]
pub struct CoGpRow {
    pub company_name: String,
    pub unit_count: i64,
    pub amount: i64,
}

fn bad(what: &str, v: &str) -> PortError {
    PortError::Unexpected(format!("stored {what} has unknown code {v:?}"))
}

impl UnionRow {
    /// The domain union, with its co-GPs (in position order).
    pub fn into_domain(self, co_gps: Vec<CoGpRow>) -> Result<Union, PortError> {
        let input = UnionInput {
            name: self.name,
            unique_number: self.unique_number,
            fund_type: FundType::parse(&self.fund_type).ok_or_else(|| bad("fund type", &self.fund_type))?,
            base_rate: self.base_rate.map(|d| d.normalize()),
            unit_price: Won(self.unit_price),
            unit_count: self.unit_count,
            start_date: self.start_date,
            due_date: self.due_date,
            payment_method: PaymentMethod::parse(&self.payment_method)
                .ok_or_else(|| bad("payment method", &self.payment_method))?,
            lead_fund_manager: self.lead_fund_manager,
            duration_start_date: self.duration_start_date,
            duration_end_date: self.duration_end_date,
            duration_extended: self.duration_extended,
            investment_start_date: self.investment_start_date,
            investment_end_date: self.investment_end_date,
            management_fee: self.management_fee.map(|d| d.normalize()),
            management_fee_text: self.management_fee_text,
            success_fee_text: self.success_fee_text,
            success_fee_amount: self.success_fee_amount.map(Won),
            operate_rate: self.operate_rate.map(|d| d.normalize()),
            gp_name: self.gp_name,
            gp_unit_count: self.gp_unit_count,
            investment_certificate_code: self.investment_certificate_code,
            recruitment_start_date: self.recruitment_start_date,
            recruitment_end_date: self.recruitment_end_date,
            note: self.note,
            co_gps: co_gps
                .into_iter()
                .map(|c| CoGp { company_name: c.company_name, unit_count: c.unit_count, amount: Won(c.amount) })
                .collect(),
        };
        Ok(Union {
            id: UnionId(self.id),
            company_id: CompanyId(self.company_id),
            status: UnionStatus::parse(&self.status).ok_or_else(|| bad("union status", &self.status))?,
            input,
            created_at: self.created_at,
            updated_at: self.updated_at,
        })
    }
}
