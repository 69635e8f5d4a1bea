//! The five value scores of the profile's radar and their total (spec: company value scores).
//!
//! A transparent model, not a black box: each axis maps one or two facts of the reported data
//! linearly onto 0–100 between two anchors, clamped (docs/decisions.md has the table):
//!
//! | axis | fact | 0 at | 100 at |
//! |---|---|---|---|
//! | customer profit (고객 수익성) | sales growth, latest year over the year before | −50 % | +100 % |
//! | financial character (재무 건전성) | mean of operating margin and debt ratio | −50 % / 300 % | +20 % / 0 % |
//! | market competition (시장 경쟁력) | mean of sales size and investment attracted (log₁₀ won) | 1억 / 1억 | 1,000억 / 300억 |
//! | product/service (제품·서비스) | gross margin | 0 % | 70 % |
//! | human resources (인적 역량) | staff count (log₁₀) | 1 | 316 |
//!
//! An axis without its facts has no score. The total is the mean of the axes scored, weighed
//! by how much of the data a fact-checker verified: unverified data counts 80 %, fully
//! verified data 100 %. With fewer than three axes there is no score at all
//! ('Ai 예측정보가 없습니다.').

use crate::figures::{BalanceSheet, IncomeStatement};
use crate::profile::StartupProfile;
use crate::score_adjust::ScoreAxis;

/// The facts the model reads, taken from a profile.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ScoreInputs {
    /// The latest year's income statement and the one of the year before it, if reported.
    pub latest: Option<IncomeStatement>,
    pub previous: Option<IncomeStatement>,
    /// The latest year's balance sheet.
    pub balance: Option<BalanceSheet>,
    pub staff_count: Option<i32>,
    /// Investment attracted so far, in won.
    pub total_investment: i64,
    /// Fact-check items verified, of [`FACT_CHECK_ITEMS`].
    pub verified_items: u32,
    /// Fact-checkers' adjustments in force, in points per axis.
    pub adjustments: Vec<(ScoreAxis, i32)>,
}

impl ScoreInputs {
    /// The facts of a profile: the latest reported year, the year just before it, and the
    /// latest balance sheet. `verified_items` is what the fact-check gives.
    pub fn of(profile: &StartupProfile, verified_items: u32) -> ScoreInputs {
        let latest = profile.income_statements.iter().max_by_key(|i| i.year).cloned();
        let previous =
            latest.as_ref().and_then(|l| profile.income_statements.iter().find(|i| i.year == l.year - 1)).cloned();
        ScoreInputs {
            latest,
            previous,
            balance: profile.balance_sheets.iter().max_by_key(|b| b.year).cloned(),
            staff_count: profile.size.staff_count,
            total_investment: profile.card.total_investment.get(),
            verified_items,
            adjustments: profile.adjustments.iter().map(|a| (a.axis, a.points)).collect(),
        }
    }
}

impl StartupProfile {
    /// The profile's value scores, counting the items a fact-checker verified (and that have
    /// not changed since).
    pub fn scores(&self) -> Option<ValueScores> {
        ValueScores::compute(&ScoreInputs::of(self, crate::fact_check::verified_count(&self.checks)))
    }
}

/// FI01–FI12.
pub const FACT_CHECK_ITEMS: u32 = 12;

/// Scores 0–100 per axis and the total.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ValueScores {
    pub customer_profit: Option<u8>,
    pub financial_character: Option<u8>,
    pub market_competition: Option<u8>,
    pub product_service: Option<u8>,
    pub human_resources: Option<u8>,
    pub total: u8,
}

/// `x` placed linearly between `zero` (0) and `full` (100), clamped.
fn scale(x: f64, zero: f64, full: f64) -> f64 {
    (((x - zero) / (full - zero)) * 100.0).clamp(0.0, 100.0)
}

fn ratio(part: Option<i64>, whole: Option<i64>) -> Option<f64> {
    let (part, whole) = (part?, whole?);
    // Figures are whole won far below 2^53, where f64 is exact.
    #[allow(clippy::cast_precision_loss)]
    (whole > 0).then(|| part as f64 / whole as f64)
}

#[allow(clippy::cast_precision_loss)]
fn log10_won(won: i64) -> Option<f64> {
    (won > 0).then(|| (won as f64).log10())
}

fn mean(values: &[f64]) -> Option<f64> {
    #[allow(clippy::cast_precision_loss)]
    (!values.is_empty()).then(|| values.iter().sum::<f64>() / values.len() as f64)
}

#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
fn round(score: f64) -> u8 {
    // `score` is clamped to 0..=100 by `scale`, so the cast is exact after rounding.
    score.round() as u8
}

impl ValueScores {
    /// The scores of `inputs`, or `None` when fewer than three axes can be scored.
    pub fn compute(inputs: &ScoreInputs) -> Option<ValueScores> {
        let latest = inputs.latest.as_ref();
        let sales = latest.and_then(|i| i.sales);
        let previous_sales = inputs.previous.as_ref().and_then(|i| i.sales);

        let growth = match (sales, previous_sales) {
            (Some(now), Some(before)) => ratio(now.checked_sub(before), Some(before)),
            _ => None,
        };
        let customer_profit = growth.map(|g| scale(g, -0.5, 1.0));

        let margin = ratio(latest.and_then(|i| i.operating_profit), sales).map(|m| scale(m, -0.5, 0.2));
        let balance = inputs.balance.as_ref();
        let debt = ratio(balance.and_then(|b| b.total_liabilities), balance.and_then(|b| b.total_equity))
            .map(|d| scale(-d, -3.0, 0.0));
        let financial_character = mean(&[margin, debt].into_iter().flatten().collect::<Vec<_>>());

        let size = sales.and_then(log10_won).map(|l| scale(l, 8.0, 11.0));
        let funding = log10_won(inputs.total_investment).map(|l| scale(l, 8.0, 10.5));
        let market_competition = mean(&[size, funding].into_iter().flatten().collect::<Vec<_>>());

        let product_service = ratio(latest.and_then(|i| i.gross_profit), sales).map(|g| scale(g, 0.0, 0.7));

        let human_resources = inputs.staff_count.filter(|n| *n > 0).map(|n| scale(f64::from(n).log10(), 0.0, 2.5));

        // A fact-checker's adjustment moves an axis the model scored; it never invents one.
        let adjusted = |axis: ScoreAxis, score: Option<f64>| {
            let points = inputs.adjustments.iter().rev().find(|(a, _)| *a == axis).map_or(0, |(_, p)| *p);
            score.map(|s| (s + f64::from(points)).clamp(0.0, 100.0))
        };
        let customer_profit = adjusted(ScoreAxis::CustomerProfit, customer_profit);
        let financial_character = adjusted(ScoreAxis::FinancialCharacter, financial_character);
        let market_competition = adjusted(ScoreAxis::MarketCompetition, market_competition);
        let product_service = adjusted(ScoreAxis::ProductService, product_service);
        let human_resources = adjusted(ScoreAxis::HumanResources, human_resources);
        let axes = [customer_profit, financial_character, market_competition, product_service, human_resources];
        let scored: Vec<f64> = axes.iter().flatten().copied().collect();
        if scored.len() < 3 {
            return None;
        }
        let verified = f64::from(inputs.verified_items.min(FACT_CHECK_ITEMS)) / f64::from(FACT_CHECK_ITEMS);
        let total = mean(&scored)? * (0.8 + 0.2 * verified);
        Some(ValueScores {
            customer_profit: customer_profit.map(round),
            financial_character: financial_character.map(round),
            market_competition: market_competition.map(round),
            product_service: product_service.map(round),
            human_resources: human_resources.map(round),
            total: round(total),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn income(sales: i64, gross: i64, operating: i64) -> IncomeStatement {
        IncomeStatement {
            year: 2025,
            sales: Some(sales),
            gross_profit: Some(gross),
            operating_profit: Some(operating),
            ..IncomeStatement::default()
        }
    }

    fn inputs() -> ScoreInputs {
        ScoreInputs {
            // 10억 sales, up 25 % on 8억; 35 % gross margin; −15 % operating margin.
            latest: Some(income(1_000_000_000, 350_000_000, -150_000_000)),
            previous: Some(IncomeStatement { year: 2024, sales: Some(800_000_000), ..IncomeStatement::default() }),
            // Debt ratio 150 %.
            balance: Some(BalanceSheet {
                year: 2025,
                total_liabilities: Some(1_500_000_000),
                total_equity: Some(1_000_000_000),
                ..BalanceSheet::default()
            }),
            staff_count: Some(10),
            total_investment: 1_000_000_000,
            verified_items: 0,
            adjustments: Vec::new(),
        }
    }

    #[test]
    fn an_adjustment_moves_its_axis_within_0_and_100_and_the_total_follows() {
        let adjustments = vec![(ScoreAxis::HumanResources, 30), (ScoreAxis::CustomerProfit, -30)];
        let s = ValueScores::compute(&ScoreInputs { adjustments, ..inputs() }).unwrap();
        assert_eq!((s.human_resources, s.customer_profit), (Some(70), Some(20)));
        // mean of 20, 50, 36.7, 50, 70 = 45.33 × 0.8: the two moves cancel out in the total.
        assert_eq!(s.total, 36);
        let top = ValueScores::compute(&ScoreInputs { adjustments: vec![(ScoreAxis::ProductService, 30)], ..inputs() });
        assert_eq!(top.unwrap().product_service, Some(80));
        let beyond = vec![(ScoreAxis::ProductService, 30), (ScoreAxis::ProductService, 30)];
        let capped = ValueScores::compute(&ScoreInputs {
            adjustments: beyond,
            latest: Some(income(1_000_000_000, 900_000_000, 0)),
            ..inputs()
        });
        assert_eq!(capped.unwrap().product_service, Some(100));
        let no_staff =
            ScoreInputs { staff_count: None, adjustments: vec![(ScoreAxis::HumanResources, 30)], ..inputs() };
        assert_eq!(ValueScores::compute(&no_staff).unwrap().human_resources, None, "no facts, no score to adjust");
    }

    #[test]
    fn each_axis_follows_its_anchors() {
        let s = ValueScores::compute(&inputs()).unwrap();
        // growth 0.25 on −0.5..1.0 → 50
        assert_eq!(s.customer_profit, Some(50));
        // margin −0.15 on −0.5..0.2 → 50; debt −1.5 on −3..0 → 50
        assert_eq!(s.financial_character, Some(50));
        // sales log 9 on 8..11 → 33.3; funding log 9 on 8..10.5 → 40 → 36.7
        assert_eq!(s.market_competition, Some(37));
        // gross 0.35 on 0..0.7 → 50
        assert_eq!(s.product_service, Some(50));
        // log10(10) = 1 on 0..2.5 → 40
        assert_eq!(s.human_resources, Some(40));
        // mean 45.33 × 0.8 (nothing verified)
        assert_eq!(s.total, 36);
    }

    #[test]
    fn verified_data_counts_in_full() {
        let verified = ValueScores::compute(&ScoreInputs { verified_items: 12, ..inputs() }).unwrap();
        assert_eq!(verified.total, 45);
        let beyond = ValueScores::compute(&ScoreInputs { verified_items: 99, ..inputs() }).unwrap();
        assert_eq!(beyond.total, 45);
    }

    #[test]
    fn scores_stay_within_0_and_100() {
        let wild = ScoreInputs {
            latest: Some(income(900_000_000_000, 899_000_000_000, 800_000_000_000)),
            previous: Some(IncomeStatement { year: 2024, sales: Some(1), ..IncomeStatement::default() }),
            staff_count: Some(50_000),
            total_investment: i64::MAX,
            verified_items: 12,
            ..inputs()
        };
        let s = ValueScores::compute(&wild).unwrap();
        assert_eq!(s.customer_profit, Some(100));
        assert_eq!(s.human_resources, Some(100));
        assert!(s.total <= 100);
        let broke = ScoreInputs {
            latest: Some(income(1, 0, -1_000_000_000)),
            previous: Some(IncomeStatement { year: 2024, sales: Some(1_000_000_000), ..IncomeStatement::default() }),
            ..inputs()
        };
        let s = ValueScores::compute(&broke).unwrap();
        assert_eq!((s.customer_profit, s.product_service), (Some(0), Some(0)));
    }

    #[test]
    fn too_little_data_gives_no_score() {
        let sparse = ScoreInputs { staff_count: Some(3), total_investment: 500_000_000, ..ScoreInputs::default() };
        assert_eq!(ValueScores::compute(&sparse), None);
        // One year only: no growth axis, still four others.
        let one_year = ScoreInputs { previous: None, ..inputs() };
        let s = ValueScores::compute(&one_year).unwrap();
        assert_eq!(s.customer_profit, None);
        assert_eq!(s.total, 35);
    }
}
