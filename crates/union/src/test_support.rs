//! A sample union for the domain's unit tests.
// Built for other crates' tests too (the `test-support` feature), where fixed dates cannot fail.
#![allow(clippy::unwrap_used)]

use chrono::{NaiveDate, TimeZone, Utc};
use kernel::{CompanyId, Won};

use crate::model::{FundType, PaymentMethod, Union, UnionId, UnionInput};
use crate::status::UnionStatus;

pub fn day(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

/// A personal union that keeps every rule: 100 units of 1,000,000 (1억), the GP holds 3 units
/// (3%), a term of exactly five years.
pub fn union() -> Union {
    let at = Utc.with_ymd_and_hms(2024, 1, 1, 0, 0, 0).unwrap();
    Union {
        id: UnionId(1),
        company_id: CompanyId(1),
        status: UnionStatus::Recruiting,
        input: UnionInput {
            name: "한빛 1호 개인투자조합".into(),
            unique_number: None,
            fund_type: FundType::Personal,
            base_rate: None,
            unit_price: Won(1_000_000),
            unit_count: 100,
            start_date: None,
            due_date: None,
            payment_method: PaymentMethod::LumpSum,
            lead_fund_manager: None,
            duration_start_date: Some(day(2024, 1, 1)),
            duration_end_date: Some(day(2028, 12, 31)),
            duration_extended: false,
            investment_start_date: None,
            investment_end_date: None,
            management_fee: None,
            management_fee_text: None,
            success_fee_text: None,
            success_fee_amount: None,
            operate_rate: None,
            gp_name: None,
            gp_unit_count: Some(3),
            investment_certificate_code: None,
            recruitment_start_date: day(2023, 11, 1),
            recruitment_end_date: day(2023, 12, 31),
            note: None,
            co_gps: vec![],
        },
        created_at: at,
        updated_at: at,
    }
}
