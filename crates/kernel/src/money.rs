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
    fn sums() {
        assert_eq!(Won::checked_sum([Won(1), Won(2), Won(3)]), Ok(Won(6)));
        assert_eq!(Won::checked_sum([Won(i64::MAX), Won(1)]), Err(AmountOverflow));
    }
}
