//! What a union holds in one startup on a base date and what it is worth: the ledger's rows
//! up to that date, folded. Rows dated after the base date do not exist for the report, so a
//! report of last year reads the same whatever was entered since.

use chrono::NaiveDate;
use kernel::Won;
use serde::{Deserialize, Serialize};

use crate::ledger::{times, FundingRound, Investment, Recovery, Valuation};
use crate::returns::Returns;
use crate::xirr::CashFlow;

/// Where the price per share of the stake's value comes from: the latest dated one wins; on
/// one day a valuation the GP set beats a round, and a round beats the union's own purchase.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PriceSource {
    Investment,
    Round,
    Valuation,
}

/// One union's holding of one startup on a base date.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Position {
    pub base_date: NaiveDate,
    pub invested: Won,
    pub shares_bought: i64,
    pub shares_sold: i64,
    pub recovered: Won,
    /// The price the held shares are valued at, its date and source; `None` before any
    /// investment.
    pub price: Option<(Won, NaiveDate, PriceSource)>,
    /// Held shares × price (0 once everything is sold).
    pub value: Won,
    /// The dated cash flows: each investment out, each recovery in, and the value held as if
    /// received on the base date.
    pub flows: Vec<CashFlow>,
}

/// A ledger that does not add up: more shares sold than bought, or an amount past `i64`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("sold {sold} shares of {bought} bought by {on}")]
    OversoldShares { sold: i64, bought: i64, on: NaiveDate },
    #[error("amount out of range")]
    Overflow,
}

impl From<kernel::money::AmountOverflow> for PositionError {
    fn from(_: kernel::money::AmountOverflow) -> Self {
        PositionError::Overflow
    }
}

impl Position {
    /// Folds the rows dated on or before `base_date`.
    ///
    /// # Errors
    /// `OversoldShares` when recoveries sell more than was bought by then; `Overflow` when a
    /// sum leaves the range of won.
    pub fn on(
        base_date: NaiveDate,
        investments: &[Investment],
        rounds: &[FundingRound],
        recoveries: &[Recovery],
        valuations: &[Valuation],
    ) -> Result<Position, PositionError> {
        let investments: Vec<&Investment> = investments.iter().filter(|i| i.invested_on <= base_date).collect();
        let recoveries: Vec<&Recovery> = recoveries.iter().filter(|r| r.on <= base_date).collect();
        let invested = Won::checked_sum(investments.iter().map(|i| i.amount))?;
        let recovered = Won::checked_sum(recoveries.iter().map(|r| r.received))?;
        let shares_bought = investments.iter().try_fold(0_i64, |n, i| n.checked_add(i.shares));
        let shares_sold = recoveries.iter().try_fold(0_i64, |n, r| n.checked_add(r.shares_sold));
        let (Some(shares_bought), Some(shares_sold)) = (shares_bought, shares_sold) else {
            return Err(PositionError::Overflow);
        };
        if shares_sold > shares_bought {
            let on = recoveries.iter().map(|r| r.on).max().unwrap_or(base_date);
            return Err(PositionError::OversoldShares { sold: shares_sold, bought: shares_bought, on });
        }
        let price = investments
            .iter()
            .map(|i| (i.invested_on, PriceSource::Investment, i.price_per_share))
            .chain(rounds.iter().filter(|r| r.on <= base_date).map(|r| (r.on, PriceSource::Round, r.price_per_share)))
            .chain(
                valuations
                    .iter()
                    .filter(|v| v.on <= base_date)
                    .map(|v| (v.on, PriceSource::Valuation, v.price_per_share)),
            )
            .max_by_key(|(on, source, _)| (*on, *source))
            .map(|(on, source, price)| (price, on, source));
        // Rounds and valuations price shares only once the union holds some.
        let price = if investments.is_empty() { None } else { price };
        let held = shares_bought - shares_sold;
        let value = match price {
            Some((p, _, _)) => times(held, p).ok_or(PositionError::Overflow)?,
            None => Won::ZERO,
        };
        let mut flows: Vec<CashFlow> = investments
            .iter()
            .map(|i| CashFlow::new(i.invested_on, -i.amount.get()))
            .chain(recoveries.iter().map(|r| CashFlow::new(r.on, r.received.get())))
            .collect();
        if value > Won::ZERO {
            flows.push(CashFlow::new(base_date, value.get()));
        }
        flows.sort_by_key(|f| f.on);
        Ok(Position { base_date, invested, shares_bought, shares_sold, recovered, price, value, flows })
    }

    /// Whether the union held every share it sold, on each day it sold: what a new recovery
    /// or a deleted investment must leave true.
    ///
    /// # Errors
    /// `OversoldShares` naming the first day that fails.
    pub fn check_sales(investments: &[Investment], recoveries: &[Recovery]) -> Result<(), PositionError> {
        let mut days: Vec<NaiveDate> = recoveries.iter().map(|r| r.on).collect();
        days.sort_unstable();
        days.dedup();
        for day in days {
            Position::on(day, investments, &[], recoveries, &[])?;
        }
        Ok(())
    }

    pub fn shares_held(&self) -> i64 {
        self.shares_bought - self.shares_sold
    }

    /// Invested, value and recovered: the sums the multiples are made of.
    pub fn returns(&self) -> Returns {
        Returns { invested: self.invested, value: self.value, recovered: self.recovered }
    }

    /// The annual rate of the position's cash flows (see [`crate::xirr::xirr`]).
    pub fn xirr(&self) -> crate::xirr::Irr {
        crate::xirr::irr(&self.flows)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap_or_default()
    }

    fn bought(on: NaiveDate, shares: i64, price: i64) -> Investment {
        Investment {
            contracted_on: on,
            registered_on: None,
            invested_on: on,
            stock_kind: "보통주".into(),
            shares,
            price_per_share: Won(price),
            amount: Won(shares * price),
            face_value: Won(500),
            shares_before: None,
            shares_after: None,
        }
    }

    fn round(on: NaiveDate, price: i64) -> FundingRound {
        FundingRound {
            on,
            investor: "후속 투자자".into(),
            stock_kind: "우선주".into(),
            shares: 1_000,
            price_per_share: Won(price),
            amount: Won(1_000 * price),
            shares_after: None,
        }
    }

    #[test]
    fn the_latest_price_values_the_held_shares_and_later_rows_do_not_exist_yet() {
        let investments = [bought(day(2022, 1, 10), 1_000, 10_000), bought(day(2023, 1, 10), 500, 20_000)];
        let rounds = [round(day(2023, 6, 1), 30_000), round(day(2025, 6, 1), 90_000)];
        let sold = [Recovery { on: day(2024, 3, 1), shares_sold: 300, received: Won(12_000_000) }];
        let p = Position::on(day(2024, 12, 31), &investments, &rounds, &sold, &[]).unwrap();
        assert_eq!(p.invested, Won(20_000_000));
        assert_eq!(p.shares_held(), 1_200);
        assert_eq!(p.price, Some((Won(30_000), day(2023, 6, 1), PriceSource::Round)));
        assert_eq!(p.value, Won(36_000_000));
        assert_eq!(p.recovered, Won(12_000_000));
        let amounts: Vec<i64> = p.flows.iter().map(|f| f.amount).collect();
        assert_eq!(amounts, [-10_000_000, -10_000_000, 12_000_000, 36_000_000]);
        // A year earlier: neither the sale nor the round had happened.
        let before = Position::on(day(2023, 3, 1), &investments, &rounds, &sold, &[]).unwrap();
        assert_eq!((before.value, before.recovered), (Won(30_000_000), Won::ZERO));
    }

    #[test]
    fn a_valuation_set_the_same_day_as_a_round_wins_and_a_write_down_lowers_the_value() {
        let investments = [bought(day(2022, 1, 10), 1_000, 10_000)];
        let rounds = [round(day(2024, 1, 1), 30_000)];
        let marks =
            [Valuation { on: day(2024, 1, 1), price_per_share: Won(4_000), basis: "감사보고서 손상".into() }];
        let p = Position::on(day(2024, 12, 31), &investments, &rounds, &[], &marks).unwrap();
        assert_eq!(p.price, Some((Won(4_000), day(2024, 1, 1), PriceSource::Valuation)));
        assert_eq!(p.value, Won(4_000_000));
    }

    #[test]
    fn everything_sold_leaves_no_value_and_overselling_is_refused() {
        let investments = [bought(day(2021, 5, 1), 100, 10_000)];
        let all = [Recovery { on: day(2023, 5, 1), shares_sold: 100, received: Won(3_000_000) }];
        let p = Position::on(day(2024, 1, 1), &investments, &[], &all, &[]).unwrap();
        assert_eq!((p.value, p.flows.len()), (Won::ZERO, 2));
        let too_many = [Recovery { shares_sold: 101, ..all[0].clone() }];
        let err = Position::on(day(2024, 1, 1), &investments, &[], &too_many, &[]).unwrap_err();
        assert_eq!(err, PositionError::OversoldShares { sold: 101, bought: 100, on: day(2023, 5, 1) });
    }

    #[test]
    fn a_sale_must_be_covered_on_its_own_day_not_only_in_the_end() {
        let investments = [bought(day(2022, 1, 1), 100, 10_000), bought(day(2024, 1, 1), 100, 10_000)];
        let early = [Recovery { on: day(2023, 1, 1), shares_sold: 150, received: Won(1) }];
        let err = Position::check_sales(&investments, &early).unwrap_err();
        assert_eq!(err, PositionError::OversoldShares { sold: 150, bought: 100, on: day(2023, 1, 1) });
        // On its last day the total is covered, so a check of the end alone would pass.
        assert!(Position::on(day(2025, 1, 1), &investments, &[], &early, &[]).is_ok());
        let later = [Recovery { on: day(2024, 6, 1), ..early[0].clone() }];
        assert_eq!(Position::check_sales(&investments, &later), Ok(()));
    }

    #[test]
    fn before_the_first_investment_there_is_nothing() {
        let investments = [bought(day(2024, 5, 1), 100, 10_000)];
        let p = Position::on(day(2024, 1, 1), &investments, &[round(day(2023, 1, 1), 5_000)], &[], &[]).unwrap();
        assert_eq!((p.invested, p.value, p.price, p.flows.len()), (Won::ZERO, Won::ZERO, None, 0));
        assert_eq!(p.xirr().annual, None);
    }
}
