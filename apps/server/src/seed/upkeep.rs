//! The startup's own side and the fact-check in the demo: 데모스타트업 fills in its profile,
//! shareholders, three years of figures, logo, photo, documents and news, then updates its staff count; the fact-checker
//! verifies some items of it and of the collected startups and rejects one, so the queue,
//! the update history and the profile's fact-check panel all have something to show.

use chrono::NaiveDate;
use company::news::NewsDraft;
use company::{
    BalanceSheet, DocumentKind, FactCheckDraft, ImageSlot, IncomeStatement, ProfileDraft, ScoreAdjustmentDraft,
    ShareholderDraft, StartupId, Viewer,
};

use super::accounts::DemoAccounts;
use super::files::{logo_png, photo_png, text_pdf};
use crate::state::AppState;

fn day(s: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(s, "%Y-%m-%d").ok()
}

fn profile(staff: i32) -> ProfileDraft {
    ProfileDraft {
        industry: "ict_service".into(),
        region: Some("SD01".into()),
        size_class: Some("startup".into()),
        operating_status: "active".into(),
        founded_on: day("2022-05-09"),
        homepage: Some("https://demo-startup.example.kr".into()),
        phone: Some("02-6011-2400".into()),
        address: Some("서울특별시 강남구 테헤란로 427, 위워크타워 10층".into()),
        is_venture: true,
        venture_confirmed_on: day("2025-08-01"),
        venture_expires_on: day("2028-07-31"),
        tags: vec!["B2B SaaS".into(), "세무자동화".into(), "AI".into()],
        one_line_intro: "소상공인의 부가세·종합소득세 신고를 자동으로 준비하는 AI 세무 비서".into(),
        detail_intro: "카드 매출과 통장 거래를 연결하면 매입·매출 증빙을 자동으로 분류하고 신고서 초안을 만들어 줍니다. \
                       세무사 사무소용 대시보드로 고객사 300곳 이상을 한 화면에서 관리합니다."
            .into(),
        interview: "세무 신고는 소상공인이 가장 미루는 일입니다. 데이터가 이미 있는데도 사람이 옮겨 적는 일을 없애고 싶었습니다."
            .into(),
        issued_shares: Some(200_000),
        face_value: Some(500),
        capital: Some(100_000_000),
        staff_count: Some(staff),
        staff_basis: day("2026-10-01"),
        total_investment: 1_500_000_000,
        is_tips: true,
        has_follow_on: false,
    }
}

fn holder(name: &str, kind: &str, count: i64, amount: i64) -> ShareholderDraft {
    ShareholderDraft { name: name.into(), stock_kind: kind.into(), stock_count: count, stock_amount: amount }
}

/// Three years of statements that balance (assets = liabilities + equity), in 백만원.
pub(super) fn year(y: i32, sales: i64, op: i64, net: i64, assets: i64, debt: i64) -> (BalanceSheet, IncomeStatement) {
    let m = |v: i64| Some(v * 1_000_000);
    let balance = BalanceSheet {
        year: y,
        cash: m(assets * 55 / 100),
        receivables: m(assets * 15 / 100),
        tangible_assets: m(assets * 10 / 100),
        intangible_assets: m(assets * 20 / 100),
        total_assets: m(assets),
        current_liabilities: m(debt * 7 / 10),
        long_term_liabilities: m(debt - debt * 7 / 10),
        total_liabilities: m(debt),
        capital_stock: m(100),
        total_equity: m(assets - debt),
        ..BalanceSheet::default()
    };
    let income = IncomeStatement {
        year: y,
        sales: m(sales),
        cost_of_sales: m(sales * 35 / 100),
        gross_profit: m(sales - sales * 35 / 100),
        operating_expenses: m(sales - sales * 35 / 100 - op),
        operating_profit: m(op),
        ordinary_profit: m(net),
        net_income: m(net),
        ..IncomeStatement::default()
    };
    (balance, income)
}

/// Collected startups the fact-checker has verified items of (indexes into the seed's list).
const VERIFIED: &[(usize, &[&str])] = &[
    (0, &["FI01", "FI02", "FI03", "FI04", "FI05", "FI06", "FI07", "FI08", "FI09", "FI11"]),
    (3, &["FI01", "FI02", "FI04", "FI05"]),
    (7, &["FI01", "FI03"]),
    (11, &["FI01", "FI02", "FI03", "FI04", "FI05", "FI06"]),
];

/// # Errors
/// When a service call fails.
pub async fn seed(state: &AppState, accounts: &DemoAccounts, startups: &[StartupId]) -> anyhow::Result<()> {
    let s = &state.startups;
    let me = Viewer::Startup(accounts.startup.actor());
    let own = StartupId(accounts.startup.company.id.get());
    let today = kernel::format::korean_today();
    s.edit_profile(me, own, profile(18)).await?;
    let holders = vec![
        holder("최창업", "common", 120_000, 60_000_000),
        holder("공동창업자 윤하늘", "common", 40_000, 20_000_000),
        holder("데모투자파트너스 제1호 조합", "preferred", 25_000, 750_000_000),
        holder("스파크랩", "rcps", 15_000, 450_000_000),
    ];
    s.edit_shareholders(me, own, holders).await?;
    for (y, sales, op, net, assets, debt) in
        [(2023, 320, -410, -430, 900, 260), (2024, 980, -120, -150, 1_650, 520), (2025, 2_150, 180, 140, 2_900, 840)]
    {
        s.edit_year(me, own, y, year(y, sales, op, net, assets, debt)).await?;
    }
    s.set_image(me, own, ImageSlot::Logo, "데모스타트업_로고.png", logo_png(128, [13, 148, 136])).await?;
    s.set_image(me, own, ImageSlot::RepresentativePhoto, "사무실.png", photo_png(480, 270, [30, 64, 175])).await?;
    for (kind, name, lines) in [
        (
            DocumentKind::BusinessRegistration,
            "데모스타트업_사업자등록증.pdf",
            ["Business Registration", "Demo Startup Inc."],
        ),
        (DocumentKind::InvestorRelations, "데모스타트업_IR_2026.pdf", ["Investor Relations 2026", "Demo Startup Inc."]),
        (DocumentKind::ShareholderList, "주주명부_2026.pdf", ["Shareholder list", "as of 2026-06-30"]),
        (DocumentKind::FinancialStatements, "2025_재무제표.pdf", ["Financial statements 2025", "audited"]),
    ] {
        s.upload_document(me, own, kind, name, text_pdf(&lines)).await?;
    }
    for (title, host, publisher, ago) in [
        ("데모스타트업, 소상공인 세무 자동화 AI로 프리A 15억 유치", "techdaily.example.kr", "테크데일리", 40),
        (
            "세무사 사무소 300곳이 쓰는 AI 세무 비서… 데모스타트업 최창업 대표",
            "startuptoday.example.kr",
            "스타트업투데이",
            95,
        ),
    ] {
        let published_on = today - chrono::Days::new(ago);
        let url = format!("https://{host}/articles/{}-demo", published_on.format("%Y%m%d"));
        let draft =
            NewsDraft { title: title.into(), url, publisher: publisher.into(), published_on: Some(published_on) };
        s.add_news(me, own, draft).await?;
    }

    let checker = Viewer::FactChecker(accounts.checker.actor());
    let verdict = |item: &str, verdict: &str, note: &str| FactCheckDraft {
        item: item.into(),
        verdict: verdict.into(),
        note: note.into(),
    };
    s.fact_check(checker, own, verdict("FI01", "verified", "사업자등록증과 대조했습니다.")).await?;
    s.fact_check(checker, own, verdict("FI02", "verified", "법인등기부등본과 일치합니다.")).await?;
    s.fact_check(checker, own, verdict("FI03", "rejected", "스파크랩 보유 주식 수가 주주명부(12,000주)와 다릅니다."))
        .await?;
    s.fact_check(checker, own, verdict("FI11", "verified", "4대보험 가입자 명부 기준 18명.")).await?;
    s.fact_check(checker, own, verdict("FI12", "verified", "사업자등록증·IR 자료·주주명부·재무제표 확인.")).await?;
    let adjust = ScoreAdjustmentDraft {
        axis: "market_competition".into(),
        points: -8,
        reason: "IR 자료의 시장 규모가 공개 통계보다 크게 잡혀 있습니다.".into(),
    };
    s.adjust_score(checker, own, adjust).await?;
    // The startup hires two more people after the check: 구성원 goes back to the queue.
    s.edit_profile(me, own, profile(20)).await?;

    for &(n, items) in VERIFIED {
        let Some(&id) = startups.get(n) else { continue };
        for item in items {
            s.fact_check(checker, id, verdict(item, "verified", "")).await?;
        }
    }
    Ok(())
}
