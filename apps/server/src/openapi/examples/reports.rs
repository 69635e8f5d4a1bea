//! Examples of reports: the create form, a card, a report whose figures the domain computes
//! from a small ledger (so the example's ratios are the real ones), and an opinion.

use std::collections::BTreeMap;

use company::StartupId;
use kernel::Won;
use report::ledger::{FundingRound, Investment};
use report::portfolio::{FundingRoundId, InvestmentEntry, InvestmentId, Recorded, StartupLedger, UnionLedger};
use report::snapshot::{ReportFigures, StartupFacts, YearLine};
use report::UnionPortfolio;
use serde_json::json;
use union::UnionId;

use super::{at, day, Examples};
use crate::routes::report::investment_views::{FundManagerDto, ManagedUnionDto};
use crate::routes::report::legacy::{LegacyReportCardDto, LegacyReportDto};
use crate::routes::report::opinions::ReportOpinionDto;
use crate::routes::report::reports::{RenameBody, ReportBody, ReportCardDto, ReportDto};

fn card() -> ReportCardDto {
    ReportCardDto {
        id: 7,
        title: "2026년 3분기 투자 보고서".into(),
        base_date: day("2026-09-30"),
        union_ids: None,
        union_count: 1,
        company_count: 1,
        author_name: "김데모".into(),
        created_at: at("2026-10-02T01:30:00Z"),
        year: 2026,
        legacy: false,
    }
}

fn figures() -> ReportFigures {
    let investment = Investment {
        contracted_on: day("2025-03-04"),
        registered_on: Some(day("2025-03-29")),
        invested_on: day("2025-03-15"),
        stock_kind: "상환전환우선주".into(),
        shares: 4_000,
        price_per_share: Won(25_000),
        amount: Won(100_000_000),
        face_value: Won(500),
        shares_before: Some(36_000),
        shares_after: Some(40_000),
    };
    let round = FundingRound {
        on: day("2026-06-01"),
        investor: "알파벤처스".into(),
        stock_kind: "상환전환우선주".into(),
        shares: 10_000,
        price_per_share: Won(60_000),
        amount: Won(600_000_000),
        shares_after: Some(50_000),
    };
    let ledger = UnionLedger {
        union_id: UnionId(1),
        union_name: "데모 개인투자조합 1호".into(),
        lead_fund_manager: Some("김조합".into()),
        startups: vec![StartupLedger {
            startup_id: StartupId(41),
            startup_name: "데모스타트업".into(),
            investments: vec![InvestmentEntry {
                id: InvestmentId(3),
                union_id: UnionId(1),
                startup_id: StartupId(41),
                startup_name: "데모스타트업".into(),
                investment,
            }],
            rounds: vec![Recorded { id: FundingRoundId(2), row: round }],
            recoveries: vec![],
            valuations: vec![],
        }],
    };
    let base = day("2026-09-30");
    let portfolio = UnionPortfolio::of(ledger, base).expect("the example ledger adds up");
    let facts = BTreeMap::from([(
        StartupId(41),
        StartupFacts {
            logo_token: None,
            years: vec![
                YearLine {
                    year: 2024,
                    sales: Some(820_000_000),
                    operating_profit: Some(-310_000_000),
                    net_income: Some(-330_000_000),
                },
                YearLine {
                    year: 2025,
                    sales: Some(1_940_000_000),
                    operating_profit: Some(-120_000_000),
                    net_income: Some(-150_000_000),
                },
            ],
        },
    )]);
    ReportFigures::build(base, &[portfolio], &facts).expect("the example report adds up")
}

/// The shipped sample of the previous system's reports.
fn legacy() -> report::legacy::LegacyReport {
    let file: report::legacy::LegacyFile =
        serde_json::from_str(include_str!("../../../../../docs/legacy-reports.sample.json"))
            .expect("the sample parses");
    file.checked().expect("the sample is valid").reports.swap_remove(0)
}

pub fn add(ex: &mut Examples) {
    let old = legacy();
    ex.response(LegacyReportCardDto {
        rpt_mng_no: old.rpt_mng_no,
        rpt_name: old.rpt_name.clone(),
        create_at: old.create_at,
        create_by: old.create_by.clone(),
        report_type: old.report_type.clone(),
        year: old.year,
        company_count: 3,
        member_count: 5,
    });
    ex.response(LegacyReportDto::from(old));
    ex.request::<ReportBody>(json!({
        "title": "2026년 3분기 투자 보고서",
        "base_date": "2026-09-30",
        "union_ids": [1]
    }));
    ex.request::<RenameBody>(json!({ "title": "2026년 상반기 보고서" }));
    ex.response(card());
    let example = figures();
    if let Some(company) = example.companies.first() {
        ex.response(crate::routes::report::figures::CompanyFiguresDto::from(company.clone()));
        ex.response(crate::routes::report::investment_views::InvestedCompaniesDto {
            base_date: example.base_date,
            companies: vec![company.clone().into()],
            total: example.total.into(),
            xirr: example.xirr.annual,
            xirr_under_a_year: example.xirr.under_a_year,
        });
    }
    ex.response(ReportDto { card: card(), figures: example.into() });
    ex.response(FundManagerDto {
        name: Some("김조합".into()),
        unions: vec![ManagedUnionDto { union_id: 1, union_name: "데모 개인투자조합 1호".into() }],
        company_count: 1,
        total: report::Returns { invested: Won(100_000_000), value: Won(240_000_000), recovered: Won::ZERO }.into(),
        xirr: Some(0.4213),
        xirr_under_a_year: false,
    });
    ex.response(ReportOpinionDto {
        union_id: None,
        opinion: "<p>후속 투자로 기업 가치가 2.4배가 되었습니다.</p>".into(),
        author_name: "김데모".into(),
        created_at: at("2026-10-02T02:00:00Z"),
        updated_at: at("2026-10-02T02:00:00Z"),
    });
}
