//! The investment ledger: what the records say happened, as the GP enters them. Nothing here
//! is derived; [`crate::position`] derives.

use chrono::NaiveDate;
use kernel::Won;
use serde::{Deserialize, Serialize};

/// A union's purchase of a startup's shares (one row of /invest-resources/detail).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Investment {
    pub contracted_on: NaiveDate,
    /// When the shares were registered to the union (the shareholder registry), if yet.
    pub registered_on: Option<NaiveDate>,
    /// When the money went out: the date of the cash flow.
    pub invested_on: NaiveDate,
    /// 보통주, 우선주, 상환전환우선주… as the GP writes it.
    pub stock_kind: String,
    pub shares: i64,
    pub price_per_share: Won,
    pub amount: Won,
    pub face_value: Won,
    /// The startup's issued shares before and after this investment: the stake and the
    /// pre-money value follow from them.
    pub shares_before: Option<i64>,
    pub shares_after: Option<i64>,
}

impl Investment {
    /// The company's value before the money (pre-money): issued shares before × price.
    pub fn pre_money(&self) -> Option<Won> {
        times(self.shares_before?, self.price_per_share)
    }

    /// The union's share of the company right after the investment, in percent.
    pub fn stake_percent(&self) -> Option<f64> {
        percent(self.shares, self.shares_after?)
    }
}

/// A later round of the startup, by whoever invested: its price per share reprices the union's
/// shares (the spec's follow-on history).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FundingRound {
    pub on: NaiveDate,
    pub investor: String,
    pub stock_kind: String,
    pub shares: i64,
    pub price_per_share: Won,
    pub amount: Won,
    /// The startup's issued shares after the round.
    pub shares_after: Option<i64>,
}

impl FundingRound {
    /// The company's value after the round (post-money): issued shares after × price.
    pub fn post_money(&self) -> Option<Won> {
        times(self.shares_after?, self.price_per_share)
    }
}

/// Shares the union sold back (or had redeemed) and the money it received: a distribution.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Recovery {
    pub on: NaiveDate,
    pub shares_sold: i64,
    pub received: Won,
}

/// A price per share the GP sets on a date with its basis (an audit's fair value, a secondary
/// sale, a write-down), for when no round says what the shares are worth.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Valuation {
    pub on: NaiveDate,
    pub price_per_share: Won,
    pub basis: String,
}

/// `shares × price`, `None` when it leaves the range of won.
pub(crate) fn times(shares: i64, price: Won) -> Option<Won> {
    shares.checked_mul(price.get()).map(Won)
}

/// `part / whole × 100`, `None` for a whole of zero or less.
pub(crate) fn percent(part: i64, whole: i64) -> Option<f64> {
    #[allow(clippy::cast_precision_loss)] // share counts far below 2^52
    (whole > 0).then(|| part as f64 / whole as f64 * 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap_or_default()
    }

    #[test]
    fn pre_money_and_stake_follow_from_the_share_counts() {
        let i = Investment {
            contracted_on: day(2023, 3, 2),
            registered_on: Some(day(2023, 3, 20)),
            invested_on: day(2023, 3, 10),
            stock_kind: "상환전환우선주".into(),
            shares: 2_000,
            price_per_share: Won(50_000),
            amount: Won(100_000_000),
            face_value: Won(500),
            shares_before: Some(18_000),
            shares_after: Some(20_000),
        };
        assert_eq!(i.pre_money(), Some(Won(900_000_000)));
        assert_eq!(i.stake_percent(), Some(10.0));
        let unknown = Investment { shares_before: None, shares_after: Some(0), ..i };
        assert_eq!((unknown.pre_money(), unknown.stake_percent()), (None, None));
    }

    #[test]
    fn post_money_is_the_round_price_times_the_shares_after() {
        let r = FundingRound {
            on: day(2024, 6, 1),
            investor: "한빛벤처스".into(),
            stock_kind: "보통주".into(),
            shares: 5_000,
            price_per_share: Won(80_000),
            amount: Won(400_000_000),
            shares_after: Some(25_000),
        };
        assert_eq!(r.post_money(), Some(Won(2_000_000_000)));
        assert_eq!(FundingRound { price_per_share: Won(i64::MAX), ..r }.post_money(), None);
    }
}
