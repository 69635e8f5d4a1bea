//! Multiples from the three sums every report shows: invested, the value still held, and the
//! money recovered. Gross, at the investment level: what the union paid into startups, not
//! the LPs' paid-in capital net of fees (docs/decisions.md, "Report returns").

use kernel::Won;
use serde::{Deserialize, Serialize};

/// Invested, value and recovered of one position, a union or the whole firm.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Returns {
    pub invested: Won,
    pub value: Won,
    pub recovered: Won,
}

#[allow(clippy::cast_precision_loss)] // amounts below 2^53 won are exact
fn ratio(part: Won, whole: Won) -> Option<f64> {
    (whole.get() > 0).then(|| part.get() as f64 / whole.get() as f64)
}

impl Returns {
    /// The sums of many.
    ///
    /// # Errors
    /// When a sum leaves the range of won.
    pub fn sum<'a, I: IntoIterator<Item = &'a Returns>>(all: I) -> Result<Returns, kernel::money::AmountOverflow> {
        all.into_iter().try_fold(Returns::default(), |acc, r| {
            Ok(Returns {
                invested: acc.invested.checked_add(r.invested)?,
                value: acc.value.checked_add(r.value)?,
                recovered: acc.recovered.checked_add(r.recovered)?,
            })
        })
    }

    fn total(&self) -> Won {
        Won(self.value.get().saturating_add(self.recovered.get()))
    }

    /// (value + recovered) ÷ invested: the report card's 멀티플, and TVPI. `None` before any
    /// investment.
    pub fn multiple(&self) -> Option<f64> {
        ratio(self.total(), self.invested)
    }

    /// Recovered ÷ invested (DPI): what has come back as money.
    pub fn dpi(&self) -> Option<f64> {
        ratio(self.recovered, self.invested)
    }

    /// Value ÷ invested (RVPI): what is still on paper. TVPI = DPI + RVPI.
    pub fn rvpi(&self) -> Option<f64> {
        ratio(self.value, self.invested)
    }

    /// The recovery mode's 이익률 in percent: the gain over what was invested,
    /// (value + recovered − invested) ÷ invested × 100.
    pub fn profit_rate(&self) -> Option<f64> {
        self.multiple().map(|m| (m - 1.0) * 100.0)
    }

    /// Whether the investment is fully recovered (nothing held, something came back): the
    /// report's left panel then shows invested, 회수금 and 이익률 instead of value and multiple.
    pub fn is_recovered(&self) -> bool {
        self.value == Won::ZERO && self.recovered > Won::ZERO
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: Option<f64>, b: f64) -> bool {
        a.is_some_and(|a| (a - b).abs() < 1e-12)
    }

    #[test]
    fn multiples_of_a_partly_recovered_investment() {
        let r = Returns { invested: Won(200_000_000), value: Won(350_000_000), recovered: Won(90_000_000) };
        assert!(close(r.multiple(), 2.2));
        assert!(close(r.dpi(), 0.45));
        assert!(close(r.rvpi(), 1.75));
        assert!(close(r.profit_rate(), 120.0));
        assert!(!r.is_recovered());
    }

    #[test]
    fn a_loss_has_a_negative_profit_rate_and_nothing_invested_has_no_multiple() {
        let r = Returns { invested: Won(100_000_000), value: Won::ZERO, recovered: Won(40_000_000) };
        assert!(close(r.multiple(), 0.4));
        assert!(close(r.profit_rate(), -60.0));
        assert!(r.is_recovered());
        let none = Returns::default();
        assert_eq!((none.multiple(), none.dpi(), none.rvpi(), none.profit_rate()), (None, None, None, None));
    }

    #[test]
    fn tvpi_is_dpi_plus_rvpi_over_a_sum_of_positions() {
        let a = Returns { invested: Won(100), value: Won(300), recovered: Won(0) };
        let b = Returns { invested: Won(300), value: Won(0), recovered: Won(500) };
        let total = Returns::sum([&a, &b]).unwrap();
        assert_eq!(total, Returns { invested: Won(400), value: Won(300), recovered: Won(500) });
        let (tvpi, dpi, rvpi) = (total.multiple().unwrap(), total.dpi().unwrap(), total.rvpi().unwrap());
        assert!((tvpi - (dpi + rvpi)).abs() < 1e-12);
        assert!((tvpi - 2.0).abs() < 1e-12);
        let huge = Returns { invested: Won(i64::MAX), ..a };
        assert!(Returns::sum([&huge, &huge]).is_err());
    }
}
