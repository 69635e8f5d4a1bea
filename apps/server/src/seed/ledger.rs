//! The demo's investment ledger: the two formed unions invested in collected startups after
//! they were formed (그린에너지 5호 from May 2026, 딥테크 4호 from September), one startup raised a
//! later round at a higher price, one was marked down by the firm, and part of a stake was sold
//! back, so every figure of the investment screens (value, recovery, multiples, IRR) shows.

use company::StartupId;
use kernel::Actor;
use report::entry::{FundingRoundDraft, InvestmentDraft, RecoveryDraft, ValuationDraft};
use union::UnionId;

use super::seeded::SeededUnion;
use crate::state::AppState;

/// (startup index among the collected ones, date, shares, price, issued shares before).
type Buy = (usize, (i32, u32, u32), i64, i64, i64);

const GREEN_ENERGY: &[Buy] = &[
    (0, (2026, 5, 12), 3_000, 20_000, 27_000),
    (3, (2026, 6, 3), 2_500, 16_000, 40_000),
    (7, (2026, 6, 24), 1_000, 45_000, 60_000),
];
const DEEP_TECH: &[Buy] = &[
    (7, (2026, 9, 8), 4_000, 45_000, 61_000),
    (11, (2026, 9, 22), 10_000, 25_000, 90_000),
    (17, (2026, 10, 14), 6_000, 50_000, 54_000),
];

fn day((y, m, d): (i32, u32, u32)) -> Option<chrono::NaiveDate> {
    chrono::NaiveDate::from_ymd_opt(y, m, d)
}

async fn buy(
    state: &AppState,
    actor: &Actor,
    union: UnionId,
    startups: &[StartupId],
    buys: &[Buy],
) -> anyhow::Result<()> {
    for &(n, on, shares, price, before) in buys {
        let Some(startup) = startups.get(n) else { continue };
        let draft = InvestmentDraft {
            contracted_on: day(on).map(|d| d - chrono::Duration::days(10)),
            registered_on: day(on).map(|d| d + chrono::Duration::days(14)),
            invested_on: day(on),
            stock_kind: if n % 2 == 0 { "상환전환우선주" } else { "보통주" }.into(),
            shares: Some(shares),
            price_per_share: Some(price),
            amount: Some(shares * price),
            face_value: Some(500),
            shares_before: Some(before),
            shares_after: Some(before + shares),
        };
        state.ledger.add_investment(actor, union, *startup, &draft).await?;
    }
    Ok(())
}

/// Seeds the ledger of the formed unions (딥테크 4호 and 그린에너지 5호).
pub async fn seed(
    state: &AppState,
    actor: &Actor,
    unions: &[SeededUnion],
    startups: &[StartupId],
) -> anyhow::Result<()> {
    let find = |part: &str| unions.iter().find(|u| u.spec.name.contains(part)).map(|u| u.id);
    let (Some(green), Some(deep)) = (find("그린에너지"), find("딥테크")) else { return Ok(()) };
    buy(state, actor, green, startups, GREEN_ENERGY).await?;
    buy(state, actor, deep, startups, DEEP_TECH).await?;
    let at = |n: usize| startups.get(n).copied();
    if let Some(s) = at(0) {
        let round = FundingRoundDraft {
            on: day((2026, 9, 15)),
            investor: "한빛벤처스".into(),
            stock_kind: "상환전환우선주".into(),
            shares: Some(5_000),
            price_per_share: Some(32_000),
            amount: Some(160_000_000),
            shares_after: Some(35_000),
        };
        state.ledger.add_round(actor, s, &round).await?;
    }
    if let Some(s) = at(11) {
        let round = FundingRoundDraft {
            on: day((2026, 11, 3)),
            investor: "스파크랩스파트너스".into(),
            stock_kind: "보통주".into(),
            shares: Some(8_000),
            price_per_share: Some(37_500),
            amount: Some(300_000_000),
            shares_after: Some(108_000),
        };
        state.ledger.add_round(actor, s, &round).await?;
    }
    if let Some(s) = at(7) {
        let mark = ValuationDraft {
            on: day((2026, 10, 31)),
            price_per_share: Some(30_000),
            basis: "테이프아웃 일정 지연에 따른 보수적 평가 (내부 가치평가위원회)".into(),
        };
        state.ledger.add_valuation(actor, s, &mark).await?;
    }
    if let Some(s) = at(3) {
        // Part of the stake sold to a strategic investor at a small premium.
        let sale = RecoveryDraft { on: day((2026, 11, 10)), shares_sold: Some(500), received: Some(10_000_000) };
        state.ledger.add_recovery(actor, green, s, &sale).await?;
    }
    Ok(())
}
