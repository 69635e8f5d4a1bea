//! XIRR: the annual rate at which a series of dated cash flows has a net present value of zero,
//! with a spreadsheet's conventions (years of 365 days from the first flow), so a GP who checks
//! a report in Excel or LibreOffice finds the same rate.
//!
//! Newton's method from 10% finds it in a few steps for ordinary investments; when Newton
//! leaves the domain (a rate at or below −100%) or does not settle, the rate is bracketed on a
//! fixed ladder and bisected. No sign change on the ladder means no rate: `None`, which the
//! screens show as '-'.

use chrono::NaiveDate;
use serde::{Deserialize, Serialize};

/// Money out (negative) or in (positive) on a day, in won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CashFlow {
    pub on: NaiveDate,
    pub amount: i64,
}

impl CashFlow {
    pub fn new(on: NaiveDate, amount: i64) -> Self {
        CashFlow { on, amount }
    }
}

const DAYS_PER_YEAR: f64 = 365.0;
const GUESS: f64 = 0.1;
/// Rates tried for a sign change when Newton fails: from a near-total loss to a 100,000-fold.
const LADDER: [f64; 14] = [-0.999_999, -0.99, -0.9, -0.5, 0.0, 0.5, 1.0, 2.0, 5.0, 10.0, 100.0, 1e3, 1e4, 1e5];

/// (years since the first flow, amount) pairs.
fn timed(flows: &[CashFlow]) -> Vec<(f64, f64)> {
    let first = flows.iter().map(|f| f.on).min().unwrap_or_default();
    #[allow(clippy::cast_precision_loss)] // day counts and won amounts far below 2^53
    flows.iter().map(|f| ((f.on - first).num_days() as f64 / DAYS_PER_YEAR, f.amount as f64)).collect()
}

fn npv(rate: f64, flows: &[(f64, f64)]) -> f64 {
    flows.iter().map(|(t, a)| a / (1.0 + rate).powf(*t)).sum()
}

fn npv_slope(rate: f64, flows: &[(f64, f64)]) -> f64 {
    flows.iter().map(|(t, a)| -t * a / (1.0 + rate).powf(t + 1.0)).sum()
}

/// Whether `npv` is zero for the flows' size (a won of error on the largest flow).
fn settled(value: f64, flows: &[(f64, f64)]) -> bool {
    let scale = flows.iter().map(|(_, a)| a.abs()).fold(1.0, f64::max);
    value.abs() <= scale * 1e-10
}

fn newton(flows: &[(f64, f64)]) -> Option<f64> {
    let mut rate = GUESS;
    for _ in 0..100 {
        let (value, slope) = (npv(rate, flows), npv_slope(rate, flows));
        if !value.is_finite() || !slope.is_finite() || slope == 0.0 {
            return None;
        }
        let next = rate - value / slope;
        if !next.is_finite() || next <= -1.0 {
            return None;
        }
        if (next - rate).abs() <= 1e-12 * rate.abs().max(1.0) {
            return settled(npv(next, flows), flows).then_some(next);
        }
        rate = next;
    }
    None
}

fn bisect(flows: &[(f64, f64)]) -> Option<f64> {
    let sign = |r: f64| {
        let v = npv(r, flows);
        v.is_finite().then_some(v > 0.0)
    };
    let (mut lo, mut hi) = LADDER.windows(2).find_map(|w| match (sign(w[0]), sign(w[1])) {
        (Some(a), Some(b)) if a != b => Some((w[0], w[1])),
        _ => None,
    })?;
    let lo_positive = sign(lo)?;
    for _ in 0..400 {
        let mid = (lo + hi) / 2.0;
        if mid <= lo || mid >= hi {
            break;
        }
        if sign(mid)? == lo_positive {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Some((lo + hi) / 2.0)
}

/// The annual rate of `flows`, or `None` when there is none: no money both out and in, or no
/// rate between −99.9999% and +10,000,000% zeroes the value.
pub fn xirr(flows: &[CashFlow]) -> Option<f64> {
    if !(flows.iter().any(|f| f.amount < 0) && flows.iter().any(|f| f.amount > 0)) {
        return None;
    }
    let timed = timed(flows);
    newton(&timed).or_else(|| bisect(&timed))
}

/// A rate of return as the product shows it. XIRR annualises; over flows spanning less than a
/// year that annual figure misleads (a 44% gain in two months reads 781.4%), so every list,
/// report and PDF says "1년 미만" instead, and gives the annual rate only on request (a tooltip,
/// the API's `annual`). The domain decides; screens and PDFs render it.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize)]
pub struct Irr {
    /// XIRR, the annual rate; `None` when the flows have none.
    pub annual: Option<f64>,
    /// The flows span less than a year (365 days).
    pub under_a_year: bool,
}

impl Irr {
    /// The rate to print as a rate: the annual one over a year or more, none under a year.
    pub fn shown(&self) -> Option<f64> {
        if self.under_a_year {
            None
        } else {
            self.annual
        }
    }
}

/// Reports stored before the rule kept a bare rate (or null): read as a rate whose span is not
/// known, shown as it was then.
impl<'de> Deserialize<'de> for Irr {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Stored {
            Bare(Option<f64>),
            Whole { annual: Option<f64>, under_a_year: bool },
        }
        Ok(match Stored::deserialize(d)? {
            Stored::Bare(annual) => Irr { annual, under_a_year: false },
            Stored::Whole { annual, under_a_year } => Irr { annual, under_a_year },
        })
    }
}

/// `flows`' rate, marked when they span less than a year.
pub fn irr(flows: &[CashFlow]) -> Irr {
    let first = flows.iter().map(|f| f.on).min();
    let last = flows.iter().map(|f| f.on).max();
    let span = first.zip(last).map_or(0, |(a, b)| (b - a).num_days());
    Irr { annual: xirr(flows), under_a_year: span < DAYS_PER_YEAR as i64 }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flows(list: &[((i32, u32, u32), i64)]) -> Vec<CashFlow> {
        list.iter()
            .map(|((y, m, d), a)| CashFlow::new(NaiveDate::from_ymd_opt(*y, *m, *d).unwrap_or_default(), *a))
            .collect()
    }

    // The expected rates come from an independent reference (a bisection in 60-digit decimals,
    // /docs/decisions.md "Report returns"); the first is also Microsoft's documented XIRR
    // example (0.373362535).
    fn assert_rate(list: &[((i32, u32, u32), i64)], expected: f64) {
        let got = xirr(&flows(list));
        assert!(got.is_some_and(|g| (g - expected).abs() < 1e-8 * expected.abs().max(1.0)), "{got:?} vs {expected}");
    }

    #[test]
    fn the_spreadsheet_example() {
        assert_rate(
            &[
                ((2008, 1, 1), -10_000),
                ((2008, 3, 1), 2_750),
                ((2008, 10, 30), 4_250),
                ((2009, 2, 15), 3_250),
                ((2009, 4, 1), 2_750),
            ],
            0.373_362_533_519,
        );
    }

    #[test]
    fn a_venture_investment_with_a_follow_on_a_partial_exit_and_the_value_held() {
        assert_rate(
            &[
                ((2021, 3, 15), -100_000_000),
                ((2022, 9, 1), -50_000_000),
                ((2024, 2, 20), 30_000_000),
                ((2025, 12, 31), 260_000_000),
            ],
            0.173_161_870_256,
        );
    }

    #[test]
    fn a_loss_a_doubling_in_two_months_and_a_near_wipeout() {
        assert_rate(&[((2020, 1, 1), -100_000_000), ((2024, 6, 30), 40_000_000)], -0.184_278_406_232);
        assert_rate(&[((2024, 1, 1), -1_000_000), ((2024, 3, 1), 2_000_000)], 66.805_638_038_995);
        assert_rate(&[((2023, 1, 1), -1_000_000), ((2024, 1, 1), 1_000)], -0.999);
    }

    #[test]
    fn when_newton_leaves_the_domain_the_bracket_finds_the_rate() {
        let wipeout = timed(&flows(&[((2023, 1, 1), -1_000_000), ((2024, 1, 1), 1_000)]));
        assert_eq!(newton(&wipeout), None);
        assert!(bisect(&wipeout).is_some_and(|r| (r + 0.999).abs() < 1e-9));
    }

    #[test]
    fn a_rate_over_less_than_a_year_is_marked_and_not_shown_as_a_rate() {
        // The 딥사운드: a gain over a few months annualises to hundreds of percent.
        let short = irr(&flows(&[((2024, 1, 1), -1_000_000), ((2024, 3, 1), 2_000_000)]));
        assert!(short.under_a_year && short.annual.is_some_and(|a| a > 60.0));
        assert_eq!(short.shown(), None);
        // 364 days is under a year, 365 is a year.
        assert!(irr(&flows(&[((2023, 1, 1), -100), ((2023, 12, 31), 110)])).under_a_year);
        let year = irr(&flows(&[((2023, 1, 1), -100), ((2024, 1, 1), 110)]));
        assert!(!year.under_a_year && year.shown().is_some());
        // Stored before the rule: a bare rate reads as shown.
        let old: Irr = serde_json::from_str("0.25").unwrap();
        assert_eq!(old, Irr { annual: Some(0.25), under_a_year: false });
        let none: Irr = serde_json::from_str("null").unwrap();
        assert_eq!(none.annual, None);
        let new: Irr = serde_json::from_str(&serde_json::to_string(&short).unwrap()).unwrap();
        assert_eq!(new, short);
    }

    #[test]
    fn no_rate_without_money_both_ways_or_a_sign_change() {
        assert_eq!(xirr(&[]), None);
        assert_eq!(xirr(&flows(&[((2024, 1, 1), -5_000_000)])), None, "a single flow");
        assert_eq!(xirr(&flows(&[((2024, 1, 1), 5_000_000), ((2025, 1, 1), 1_000)])), None, "all in");
        // Out, in and out again so that every rate leaves a loss: no rate zeroes the value.
        let never = flows(&[((2024, 1, 1), -10_000_000), ((2024, 6, 1), 1_000_000), ((2025, 1, 1), -10_000_000)]);
        assert_eq!(xirr(&never), None);
    }
}
