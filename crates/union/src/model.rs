//! Unions (the spec's funds) and their co-GPs.

use chrono::{DateTime, NaiveDate, Utc};
use kernel::money::AmountOverflow;
use kernel::{define_id, CompanyId, Won};
use rust_decimal::Decimal;

use crate::status::UnionStatus;

define_id!(
    /// A union (the spec's `fundIdx`).
    UnionId
);

/// 1 벤처투자조합, 2 개인투자조합.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FundType {
    Venture,
    Personal,
}

impl FundType {
    pub const ALL: [FundType; 2] = [FundType::Venture, FundType::Personal];

    pub fn code(self) -> &'static str {
        match self {
            FundType::Venture => "1",
            FundType::Personal => "2",
        }
    }
    pub fn parse(code: &str) -> Option<Self> {
        match code {
            "1" => Some(FundType::Venture),
            "2" => Some(FundType::Personal),
            _ => None,
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            FundType::Venture => "벤처투자조합",
            FundType::Personal => "개인투자조합",
        }
    }
}

/// 1 일시납, 2 수시납, 3 분할납.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PaymentMethod {
    LumpSum,
    OnDemand,
    Installment,
}

impl PaymentMethod {
    pub const ALL: [PaymentMethod; 3] = [PaymentMethod::LumpSum, PaymentMethod::OnDemand, PaymentMethod::Installment];

    pub fn code(self) -> &'static str {
        match self {
            PaymentMethod::LumpSum => "1",
            PaymentMethod::OnDemand => "2",
            PaymentMethod::Installment => "3",
        }
    }
    pub fn parse(code: &str) -> Option<Self> {
        match code {
            "1" => Some(PaymentMethod::LumpSum),
            "2" => Some(PaymentMethod::OnDemand),
            "3" => Some(PaymentMethod::Installment),
            _ => None,
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            PaymentMethod::LumpSum => "일시납",
            PaymentMethod::OnDemand => "수시납",
            PaymentMethod::Installment => "분할납",
        }
    }
}

/// A co-GP sharing the union: its name and units; the amount follows from the unit price.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CoGp {
    pub company_name: String,
    pub unit_count: i64,
    pub amount: Won,
}

/// Everything a GP fills in for a union, validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnionInput {
    pub name: String,
    pub unique_number: Option<String>,
    pub fund_type: FundType,
    pub base_rate: Option<Decimal>,
    pub unit_price: Won,
    pub unit_count: i64,
    pub start_date: Option<NaiveDate>,
    pub due_date: Option<NaiveDate>,
    pub payment_method: PaymentMethod,
    pub lead_fund_manager: Option<String>,
    pub duration_start_date: Option<NaiveDate>,
    pub duration_end_date: Option<NaiveDate>,
    pub duration_extended: bool,
    pub investment_start_date: Option<NaiveDate>,
    pub investment_end_date: Option<NaiveDate>,
    pub management_fee: Option<Decimal>,
    pub management_fee_text: Option<String>,
    pub success_fee_text: Option<String>,
    pub success_fee_amount: Option<Won>,
    pub operate_rate: Option<Decimal>,
    pub gp_name: Option<String>,
    pub gp_unit_count: Option<i64>,
    pub investment_certificate_code: Option<String>,
    pub recruitment_start_date: NaiveDate,
    pub recruitment_end_date: NaiveDate,
    pub note: Option<String>,
    pub co_gps: Vec<CoGp>,
}

/// The union's target (formation) amount: unit price × unit count. The one place it is
/// computed; validation refuses a union whose product overflows, so a stored union has one.
///
/// # Errors
/// [`AmountOverflow`] when the product does not fit.
pub fn target_amount(unit_price: Won, unit_count: i64) -> Result<Won, AmountOverflow> {
    unit_price.checked_mul(unit_count)
}

/// What `units` of `unit_price` commit (an application's amount): refused beyond
/// [`kernel::bounds::MAX_WON`], so no stored commitment can overflow a sum.
///
/// # Errors
/// [`AmountOverflow`] when the product does not fit or passes the bound.
pub fn commitment_of(unit_price: Won, units: i64) -> Result<Won, AmountOverflow> {
    unit_price.checked_mul(units).ok().filter(|w| w.get() <= kernel::bounds::MAX_WON).ok_or(AmountOverflow)
}

/// The name a union's mail and documents show as its GP: the union's own GP name when the GP
/// typed one, else the firm's name.
pub fn gp_display_name(gp_name: Option<String>, firm_name: String) -> String {
    gp_name.filter(|g| !g.trim().is_empty()).unwrap_or(firm_name)
}

impl UnionInput {
    /// See [`target_amount`].
    ///
    /// # Errors
    /// [`AmountOverflow`] when the product does not fit.
    pub fn target_amount(&self) -> Result<Won, AmountOverflow> {
        target_amount(self.unit_price, self.unit_count)
    }
}

/// A stored union.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Union {
    pub id: UnionId,
    pub company_id: CompanyId,
    pub status: UnionStatus,
    pub input: UnionInput,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl Union {
    /// Whether the union may still be edited (anything but E).
    pub fn is_editable(&self) -> bool {
        self.status.is_editable()
    }
}

/// A union as the list shows it, with its recruitment figures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnionSummary {
    pub id: UnionId,
    pub name: String,
    pub status: UnionStatus,
    pub fund_type: FundType,
    pub recruitment_start_date: NaiveDate,
    pub recruitment_end_date: NaiveDate,
    /// Formation (target) amount: unit price × unit count.
    pub target_amount: Won,
    /// Sum of the applicants' applied amounts.
    pub applied_amount: Won,
}

impl UnionSummary {
    /// Applied / target, as a fraction (the UI shows it ×100, rounded).
    pub fn progress(&self) -> f64 {
        if self.target_amount.get() <= 0 {
            0.0
        } else {
            self.applied_amount.get() as f64 / self.target_amount.get() as f64
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_target_is_checked_and_the_gp_name_overrides_the_firm() {
        assert_eq!(target_amount(Won(1_000_000), 300), Ok(Won(300_000_000)));
        assert_eq!(target_amount(Won(i64::MAX), 2), Err(AmountOverflow));
        assert_eq!(gp_display_name(Some("데모 GP".into()), "데모투자".into()), "데모 GP");
        assert_eq!(gp_display_name(Some("  ".into()), "데모투자".into()), "데모투자");
        assert_eq!(gp_display_name(None, "데모투자".into()), "데모투자");
    }
}
