//! Money in whole won with checked arithmetic: an overflow is an error, never a wrap.

use serde::{Deserialize, Serialize};

/// An amount of Korean won (no fractions exist in practice).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Won(pub i64);

/// The arithmetic left the range of `i64` won.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("amount out of range")]
pub struct AmountOverflow;

impl Won {
    pub const ZERO: Won = Won(0);

    pub fn get(self) -> i64 {
        self.0
    }

    /// `self + other`.
    ///
    /// # Errors
    /// [`AmountOverflow`] when the sum does not fit.
    pub fn checked_add(self, other: Won) -> Result<Won, AmountOverflow> {
        self.0.checked_add(other.0).map(Won).ok_or(AmountOverflow)
    }

    /// `self - other`.
    ///
    /// # Errors
    /// [`AmountOverflow`] when the difference does not fit.
    pub fn checked_sub(self, other: Won) -> Result<Won, AmountOverflow> {
        self.0.checked_sub(other.0).map(Won).ok_or(AmountOverflow)
    }

    /// The amount of `units` units at `self` per unit (formation amount = unit price × unit count).
    ///
    /// # Errors
    /// [`AmountOverflow`] when the product does not fit.
    pub fn checked_mul(self, units: i64) -> Result<Won, AmountOverflow> {
        self.0.checked_mul(units).map(Won).ok_or(AmountOverflow)
    }

    /// Sum of many amounts.
    ///
    /// # Errors
    /// [`AmountOverflow`] when the total does not fit.
    pub fn checked_sum<I: IntoIterator<Item = Won>>(items: I) -> Result<Won, AmountOverflow> {
        items.into_iter().try_fold(Won::ZERO, |acc, w| acc.checked_add(w))
    }

    /// Sum of amounts that stay far inside `i64` by the bounds on what a person can type (a
    /// view's totals): past it the sum stops at the maximum instead of wrapping or panicking.
    pub fn saturating_sum<I: IntoIterator<Item = Won>>(items: I) -> Won {
        Won(items.into_iter().fold(0i64, |acc, w| acc.saturating_add(w.0)))
    }
}

/// `total` split over `weights` in proportion: each part rounded down, then one each to the
/// largest remainders (the earlier weight first on a tie), so the parts add up to `total`
/// exactly. Negative weights count as zero; all parts are zero when every weight is.
pub fn largest_remainder(total: i64, weights: &[i64]) -> Vec<i64> {
    let sum: i128 = weights.iter().map(|w| i128::from((*w).max(0))).sum();
    if sum == 0 {
        return vec![0; weights.len()];
    }
    let t = i128::from(total);
    let exact: Vec<(i128, i128)> = weights
        .iter()
        .map(|w| {
            let w = i128::from((*w).max(0));
            ((t * w).div_euclid(sum), (t * w).rem_euclid(sum))
        })
        .collect();
    let mut left = t - exact.iter().map(|(q, _)| q).sum::<i128>();
    let mut order: Vec<usize> = (0..weights.len()).collect();
    order.sort_by(|a, b| exact[*b].1.cmp(&exact[*a].1).then(a.cmp(b)));
    let mut out: Vec<i128> = exact.iter().map(|(q, _)| *q).collect();
    for i in order {
        if left <= 0 {
            break;
        }
        if exact[i].1 > 0 {
            out[i] += 1;
            left -= 1;
        }
    }
    // Each part lies between zero and `total`: fits.
    out.into_iter().map(|v| v as i64).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formation_amount_is_unit_price_times_units() {
        assert_eq!(Won(1_000_000).checked_mul(120), Ok(Won(120_000_000)));
    }

    #[test]
    fn overflow_is_an_error() {
        assert_eq!(Won(i64::MAX).checked_add(Won(1)), Err(AmountOverflow));
        assert_eq!(Won(i64::MAX / 2 + 1).checked_mul(2), Err(AmountOverflow));
        assert_eq!(Won(i64::MIN).checked_sub(Won(1)), Err(AmountOverflow));
    }

    #[test]
    fn parts_by_largest_remainder_add_up_exactly() {
        assert_eq!(largest_remainder(100, &[1, 1, 1]), [34, 33, 33], "the leftover to the first on a tie");
        assert_eq!(largest_remainder(10_000, &[6, 176]), [330, 9_670]);
        assert_eq!(largest_remainder(10, &[0, 5]), [0, 10]);
        assert_eq!(largest_remainder(10, &[0, 0]), [0, 0]);
        assert_eq!(largest_remainder(10, &[2, 1]), [7, 3]);
        let parts = largest_remainder(10_000, &[3, 6, 7, 11, 13, 142]);
        assert_eq!(parts.iter().sum::<i64>(), 10_000);
    }

    #[test]
    fn sums() {
        assert_eq!(Won::saturating_sum([Won(i64::MAX), Won(1)]), Won(i64::MAX));
        assert_eq!(Won::saturating_sum([Won(2), Won(3)]), Won(5));
        assert_eq!(Won::checked_sum([Won(1), Won(2), Won(3)]), Ok(Won(6)));
        assert_eq!(Won::checked_sum([Won(i64::MAX), Won(1)]), Err(AmountOverflow));
    }
}
