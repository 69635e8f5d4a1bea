//! Examples of the investment ledger: an investment as the form sends it and as stored, and a
//! union's portfolio on a base date.

use serde_json::json;

use super::{day, Examples};
use crate::routes::report::investments::{
    InvestmentBody, InvestmentDto, PortfolioRowDto, PriceSourceDto, ReturnsDto, UnionPortfolioDto,
};

fn stored() -> InvestmentDto {
    InvestmentDto {
        id: 3,
        union_id: 1,
        startup_id: 41,
        startup_name: "데모스타트업".into(),
        contracted_on: day("2024-03-04"),
        registered_on: Some(day("2024-03-29")),
        invested_on: day("2024-03-15"),
        stock_kind: "상환전환우선주".into(),
        shares: 4_000,
        price_per_share: 25_000,
        amount: 100_000_000,
        face_value: 500,
        shares_before: Some(36_000),
        shares_after: Some(40_000),
        pre_money: Some(900_000_000),
        stake_percent: Some(10.0),
    }
}

fn returns(invested: i64, value: i64, recovered: i64) -> ReturnsDto {
    let r = report::Returns {
        invested: kernel::Won(invested),
        value: kernel::Won(value),
        recovered: kernel::Won(recovered),
    };
    r.into()
}

pub fn add(ex: &mut Examples) {
    ex.request::<InvestmentBody>(json!({
        "startup_id": 41,
        "contracted_on": "2024-03-04",
        "registered_on": "2024-03-29",
        "invested_on": "2024-03-15",
        "stock_kind": "상환전환우선주",
        "shares": 4000,
        "price_per_share": 25000,
        "amount": 100000000,
        "face_value": 500,
        "shares_before": 36000,
        "shares_after": 40000
    }));
    ex.response(stored());
    ex.response(UnionPortfolioDto {
        union_id: 1,
        union_name: "데모 개인투자조합 1호".into(),
        base_date: day("2026-11-25"),
        rows: vec![PortfolioRowDto {
            startup_id: 41,
            startup_name: "데모스타트업".into(),
            shares_held: 4_000,
            price_per_share: Some(60_000),
            priced_on: Some(day("2025-09-01")),
            price_source: Some(PriceSourceDto::Round),
            returns: returns(100_000_000, 240_000_000, 0),
            xirr: Some(0.4213),
            xirr_under_a_year: false,
            investments: vec![stored()],
            rounds: vec![],
            recoveries: vec![],
            valuations: vec![],
        }],
        total: returns(100_000_000, 240_000_000, 0),
        total_xirr: Some(0.4213),
        total_xirr_under_a_year: false,
    });
}

/// The ledger's other rows, as sent and as stored.
pub fn add_entries(ex: &mut Examples) {
    ex.response(crate::routes::report::ledger_sheet::LedgerImportDto {
        investments: 24,
        funding_rounds: 6,
        recoveries: 2,
        valuations: 3,
    });
    use crate::routes::report::investments::InvestmentSourceDto;
    use crate::routes::report::ledger_entries::{
        FundingRoundBody, FundingRoundDto, RecoveryBody, RecoveryDto, ValuationBody, ValuationDto,
    };
    ex.request::<FundingRoundBody>(json!({
        "on": "2025-09-01", "investor": "한빛벤처스", "stock_kind": "보통주",
        "shares": 5000, "price_per_share": 60000, "amount": 300000000, "shares_after": 45000
    }));
    ex.response(FundingRoundDto {
        id: 2,
        on: day("2025-09-01"),
        investor: "한빛벤처스".into(),
        stock_kind: "보통주".into(),
        shares: 5_000,
        price_per_share: 60_000,
        amount: 300_000_000,
        shares_after: Some(45_000),
        post_money: Some(2_700_000_000),
    });
    ex.request::<RecoveryBody>(
        json!({ "startup_id": 41, "on": "2026-06-30", "shares_sold": 1000, "received": 75000000 }),
    );
    ex.response(RecoveryDto { id: 1, on: day("2026-06-30"), shares_sold: 1_000, received: 75_000_000 });
    ex.request::<ValuationBody>(
        json!({ "on": "2026-03-31", "price_per_share": 55000, "basis": "2025년 회계감사 공정가치 평가" }),
    );
    ex.response(ValuationDto {
        id: 1,
        on: day("2026-03-31"),
        price_per_share: 55_000,
        basis: "2025년 회계감사 공정가치 평가".into(),
    });
    let source = || InvestmentSourceDto {
        union_id: 1,
        union_name: "데모 개인투자조합 1호".into(),
        startup_count: 3,
        total: returns(450_000_000, 820_000_000, 75_000_000),
        total_xirr: Some(0.2871),
        total_xirr_under_a_year: false,
    };
    ex.response(source());
    ex.response(crate::routes::report::investments::InvestmentSourcesDto {
        base_date: day("2026-11-25"),
        sources: vec![source()],
        total: returns(450_000_000, 820_000_000, 75_000_000),
        xirr: Some(0.2871),
        xirr_under_a_year: false,
    });
}
