//! The ledger's rows as the GP types them, checked: every refused field named with a Korean
//! message, nothing half-accepted.

use chrono::NaiveDate;
use kernel::{bounds, FieldError, Won};
use serde::Deserialize;

use crate::ledger::{FundingRound, Investment, Recovery, Valuation};

/// Longest stock kind, investor name and valuation basis.
pub const MAX_STOCK_KIND_CHARS: usize = 30;
pub const MAX_INVESTOR_CHARS: usize = 100;
pub const MAX_BASIS_CHARS: usize = 500;

/// An investment as the form sends it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
pub struct InvestmentDraft {
    pub contracted_on: Option<NaiveDate>,
    pub registered_on: Option<NaiveDate>,
    pub invested_on: Option<NaiveDate>,
    pub stock_kind: String,
    pub shares: Option<i64>,
    pub price_per_share: Option<i64>,
    pub amount: Option<i64>,
    pub face_value: Option<i64>,
    pub shares_before: Option<i64>,
    pub shares_after: Option<i64>,
}

/// A text field: trimmed, required, at most `max` characters.
fn text(errors: &mut Vec<FieldError>, field: &str, value: &str, max: usize, missing: &str, long: &str) -> String {
    let value = value.trim();
    if value.is_empty() {
        errors.push(FieldError::new(field, missing));
    } else if value.chars().count() > max {
        errors.push(FieldError::new(field, long));
    }
    value.to_owned()
}

/// The stock kind both an investment and a round name.
fn stock_kind(errors: &mut Vec<FieldError>, value: &str) -> String {
    text(
        errors,
        "stock_kind",
        value,
        MAX_STOCK_KIND_CHARS,
        "주식 종류를 입력해 주세요.",
        "주식 종류는 30자까지 입력할 수 있습니다.",
    )
}

/// What a number counts, for its upper bound (`kernel::bounds`).
#[derive(Clone, Copy)]
enum Kind {
    Won,
    Shares,
    PerShare,
}

impl Kind {
    fn bound(self) -> (i64, &'static str) {
        match self {
            Kind::Won => (bounds::MAX_WON, "원"),
            Kind::Shares => (bounds::MAX_SHARES, "주"),
            Kind::PerShare => (bounds::MAX_PRICE_PER_SHARE, "원"),
        }
    }
}

/// A count or amount that must be above zero and at most its kind's bound (`subject` names it
/// with its particle for the refusal).
fn positive(errors: &mut Vec<FieldError>, field: &str, value: Option<i64>, message: &str, kind: Kind) -> i64 {
    match value {
        Some(v) if v > 0 => {
            let (max, unit) = kind.bound();
            match bounds::at_most(field, v, max, subject_of(field), unit) {
                Some(e) => {
                    errors.push(e);
                    0
                }
                None => v,
            }
        }
        _ => {
            errors.push(FieldError::new(field, message));
            0
        }
    }
}

/// The field's name in a refusal, with its particle.
fn subject_of(field: &str) -> &'static str {
    match field {
        "shares" => "주식 수는",
        "shares_sold" => "회수 주식 수는",
        "shares_before" => "투자 전 발행주식 수는",
        "shares_after" => "투자 후 발행주식 수는",
        "price_per_share" => "주당 가격은",
        "face_value" => "액면가는",
        "received" => "회수 금액은",
        _ => "금액은",
    }
}

/// An optional count, at most its bound.
fn at_most(errors: &mut Vec<FieldError>, field: &str, value: Option<i64>, kind: Kind) {
    if let Some(v) = value {
        let (max, unit) = kind.bound();
        errors.extend(bounds::at_most(field, v, max, subject_of(field), unit));
    }
}

fn required_date(errors: &mut Vec<FieldError>, field: &str, value: Option<NaiveDate>, message: &str) -> NaiveDate {
    value.unwrap_or_else(|| {
        errors.push(FieldError::new(field, message));
        NaiveDate::default()
    })
}

/// Shares issued for money (an investment, a round): each positive and in its bound, and the
/// amount exactly shares × price, as new shares are issued at one price.
fn issued(
    errors: &mut Vec<FieldError>,
    shares: Option<i64>,
    price: Option<i64>,
    amount: Option<i64>,
) -> (i64, i64, i64) {
    let shares = positive(errors, "shares", shares, "주식 수는 1주 이상이어야 합니다.", Kind::Shares);
    let price = positive(errors, "price_per_share", price, "주당 가격은 0원보다 커야 합니다.", Kind::PerShare);
    let amount = positive(errors, "amount", amount, "투자 금액은 0원보다 커야 합니다.", Kind::Won);
    if shares > 0 && price > 0 && amount > 0 && shares.checked_mul(price) != Some(amount) {
        errors.push(FieldError::new("amount", "투자 금액이 주식 수 × 주당 가격과 다릅니다."));
    }
    (shares, price, amount)
}

impl InvestmentDraft {
    /// The investment, or every refused field.
    ///
    /// # Errors
    /// The refused fields with Korean messages.
    pub fn check(&self) -> Result<Investment, Vec<FieldError>> {
        let mut e = Vec::new();
        let contracted_on = required_date(&mut e, "contracted_on", self.contracted_on, "계약일을 입력해 주세요.");
        let invested_on = required_date(&mut e, "invested_on", self.invested_on, "투자일을 입력해 주세요.");
        if let (Some(c), Some(i)) = (self.contracted_on, self.invested_on) {
            if i < c {
                e.push(FieldError::new("invested_on", "투자일은 계약일보다 빠를 수 없습니다."));
            }
        }
        if let (Some(c), Some(r)) = (self.contracted_on, self.registered_on) {
            if r < c {
                e.push(FieldError::new("registered_on", "등기일은 계약일보다 빠를 수 없습니다."));
            }
        }
        let stock_kind = stock_kind(&mut e, &self.stock_kind);
        let (shares, price, amount) = issued(&mut e, self.shares, self.price_per_share, self.amount);
        let face_value =
            positive(&mut e, "face_value", self.face_value, "액면가는 0원보다 커야 합니다.", Kind::PerShare);
        if face_value > 0 && price > 0 && face_value > price {
            e.push(FieldError::new("face_value", "액면가는 주당 가격보다 클 수 없습니다."));
        }
        if self.shares_before.is_some_and(|n| n < 0) {
            e.push(FieldError::new("shares_before", "투자 전 발행주식 수는 0주 이상이어야 합니다."));
        }
        at_most(&mut e, "shares_before", self.shares_before, Kind::Shares);
        at_most(&mut e, "shares_after", self.shares_after, Kind::Shares);
        if let Some(after) = self.shares_after {
            let least = self.shares_before.unwrap_or(0).saturating_add(shares);
            if after < least {
                e.push(FieldError::new(
                    "shares_after",
                    "투자 후 발행주식 수는 투자 전 주식 수와 투자 주식 수의 합 이상이어야 합니다.",
                ));
            }
        }
        if !e.is_empty() {
            return Err(e);
        }
        Ok(Investment {
            contracted_on,
            registered_on: self.registered_on,
            invested_on,
            stock_kind,
            shares,
            price_per_share: Won(price),
            amount: Won(amount),
            face_value: Won(face_value),
            shares_before: self.shares_before,
            shares_after: self.shares_after,
        })
    }
}

/// A later round of the startup as the form sends it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
pub struct FundingRoundDraft {
    pub on: Option<NaiveDate>,
    pub investor: String,
    pub stock_kind: String,
    pub shares: Option<i64>,
    pub price_per_share: Option<i64>,
    pub amount: Option<i64>,
    pub shares_after: Option<i64>,
}

impl FundingRoundDraft {
    /// The round, or every refused field.
    ///
    /// # Errors
    /// The refused fields with Korean messages.
    pub fn check(&self) -> Result<FundingRound, Vec<FieldError>> {
        let mut e = Vec::new();
        let on = required_date(&mut e, "on", self.on, "투자일을 입력해 주세요.");
        let investor = text(
            &mut e,
            "investor",
            &self.investor,
            MAX_INVESTOR_CHARS,
            "투자사를 입력해 주세요.",
            "투자사는 100자까지 입력할 수 있습니다.",
        );
        let stock_kind = stock_kind(&mut e, &self.stock_kind);
        let (shares, price, amount) = issued(&mut e, self.shares, self.price_per_share, self.amount);
        if self.shares_after.is_some_and(|after| after < shares) {
            e.push(FieldError::new("shares_after", "투자 후 발행주식 수는 투자 주식 수 이상이어야 합니다."));
        }
        if !e.is_empty() {
            return Err(e);
        }
        Ok(FundingRound {
            on,
            investor,
            stock_kind,
            shares,
            price_per_share: Won(price),
            amount: Won(amount),
            shares_after: self.shares_after,
        })
    }
}

/// A recovery as the form sends it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
pub struct RecoveryDraft {
    pub on: Option<NaiveDate>,
    pub shares_sold: Option<i64>,
    pub received: Option<i64>,
}

impl RecoveryDraft {
    /// The recovery, or every refused field. Whether the union held that many shares is the
    /// ledger's check ([`crate::position::Position::on`]), not the form's.
    ///
    /// # Errors
    /// The refused fields with Korean messages.
    pub fn check(&self) -> Result<Recovery, Vec<FieldError>> {
        let mut e = Vec::new();
        let on = required_date(&mut e, "on", self.on, "회수일을 입력해 주세요.");
        let shares_sold =
            positive(&mut e, "shares_sold", self.shares_sold, "회수 주식 수는 1주 이상이어야 합니다.", Kind::Shares);
        // A write-off returns nothing: 0 won received is a recovery too.
        let received = match self.received {
            Some(v) if v >= 0 => v,
            _ => {
                e.push(FieldError::new("received", "회수 금액은 0원 이상이어야 합니다."));
                0
            }
        };
        at_most(&mut e, "received", Some(received), Kind::Won);
        if !e.is_empty() {
            return Err(e);
        }
        Ok(Recovery { on, shares_sold, received: Won(received) })
    }
}

/// A valuation as the form sends it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
pub struct ValuationDraft {
    pub on: Option<NaiveDate>,
    pub price_per_share: Option<i64>,
    pub basis: String,
}

impl ValuationDraft {
    /// The valuation, or every refused field. A price of 0 writes the shares off.
    ///
    /// # Errors
    /// The refused fields with Korean messages.
    pub fn check(&self) -> Result<Valuation, Vec<FieldError>> {
        let mut e = Vec::new();
        let on = required_date(&mut e, "on", self.on, "평가일을 입력해 주세요.");
        let price = match self.price_per_share {
            Some(v) if v >= 0 => v,
            _ => {
                e.push(FieldError::new("price_per_share", "주당 평가액은 0원 이상이어야 합니다."));
                0
            }
        };
        at_most(&mut e, "price_per_share", Some(price), Kind::PerShare);
        let basis = text(
            &mut e,
            "basis",
            &self.basis,
            MAX_BASIS_CHARS,
            "평가 근거를 입력해 주세요.",
            "평가 근거는 500자까지 입력할 수 있습니다.",
        );
        if !e.is_empty() {
            return Err(e);
        }
        Ok(Valuation { on, price_per_share: Won(price), basis })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i32, m: u32, d: u32) -> Option<NaiveDate> {
        NaiveDate::from_ymd_opt(y, m, d)
    }

    fn fields(errors: &[FieldError]) -> Vec<&str> {
        errors.iter().map(|e| e.field.as_str()).collect()
    }

    fn good() -> InvestmentDraft {
        InvestmentDraft {
            contracted_on: day(2024, 3, 4),
            registered_on: day(2024, 3, 29),
            invested_on: day(2024, 3, 15),
            stock_kind: " 상환전환우선주 ".into(),
            shares: Some(4_000),
            price_per_share: Some(25_000),
            amount: Some(100_000_000),
            face_value: Some(500),
            shares_before: Some(36_000),
            shares_after: Some(40_000),
        }
    }

    #[test]
    fn a_complete_investment_passes_trimmed() {
        let i = good().check().unwrap();
        assert_eq!(i.stock_kind, "상환전환우선주");
        assert_eq!(i.stake_percent(), Some(10.0));
    }

    #[test]
    fn every_refused_field_is_named_at_once() {
        let bad = InvestmentDraft {
            contracted_on: None,
            invested_on: None,
            stock_kind: "  ".into(),
            shares: Some(0),
            price_per_share: Some(-1),
            amount: None,
            face_value: Some(0),
            ..good()
        };
        let e = bad.check().unwrap_err();
        assert_eq!(
            fields(&e),
            ["contracted_on", "invested_on", "stock_kind", "shares", "price_per_share", "amount", "face_value"]
        );
        assert_eq!(e[0].message, "계약일을 입력해 주세요.");
    }

    #[test]
    fn the_amount_dates_face_value_and_share_counts_must_agree() {
        let e = InvestmentDraft {
            invested_on: day(2024, 3, 1),
            registered_on: day(2024, 2, 1),
            amount: Some(99_999_999),
            face_value: Some(30_000),
            shares_after: Some(39_999),
            ..good()
        }
        .check()
        .unwrap_err();
        assert_eq!(fields(&e), ["invested_on", "registered_on", "amount", "face_value", "shares_after"]);
        assert_eq!(e[2].message, "투자 금액이 주식 수 × 주당 가격과 다릅니다.");
        let overflow = InvestmentDraft { shares: Some(i64::MAX), price_per_share: Some(2), ..good() };
        assert!(fields(&overflow.check().unwrap_err()).contains(&"shares"));
    }

    #[test]
    fn amounts_shares_and_prices_have_bounds_no_firm_reaches() {
        // 10억 주 at 10,000원 is 10조원: every bound at once, still accepted.
        let max = InvestmentDraft {
            shares: Some(bounds::MAX_SHARES),
            price_per_share: Some(10_000),
            amount: Some(bounds::MAX_WON),
            shares_before: Some(0),
            shares_after: Some(bounds::MAX_SHARES),
            ..good()
        };
        assert!(max.check().is_ok(), "{:?}", max.check());
        let e = InvestmentDraft { shares: Some(bounds::MAX_SHARES + 1), ..max.clone() }.check().unwrap_err();
        assert_eq!(e[0].message, "주식 수는 10억 주 이하로 입력해 주세요.");
        let e =
            InvestmentDraft { price_per_share: Some(bounds::MAX_PRICE_PER_SHARE + 1), ..good() }.check().unwrap_err();
        assert_eq!(
            (e[0].field.as_str(), e[0].message.as_str()),
            ("price_per_share", "주당 가격은 1억원 이하로 입력해 주세요.")
        );
        let e = InvestmentDraft { amount: Some(bounds::MAX_WON + 1), ..good() }.check().unwrap_err();
        assert_eq!(e[0].message, "금액은 10조원 이하로 입력해 주세요.");
        let e = ValuationDraft { on: day(2025, 12, 31), price_per_share: Some(i64::MAX), basis: "x".into() }
            .check()
            .unwrap_err();
        assert_eq!(fields(&e), ["price_per_share"]);
        let e = RecoveryDraft { on: day(2025, 6, 1), shares_sold: Some(1), received: Some(bounds::MAX_WON + 1) }
            .check()
            .unwrap_err();
        assert_eq!(e[0].message, "회수 금액은 10조원 이하로 입력해 주세요.");
    }

    #[test]
    fn rounds_recoveries_and_valuations_are_checked_too() {
        let round = FundingRoundDraft {
            on: day(2025, 1, 20),
            investor: "한빛벤처스".into(),
            stock_kind: "보통주".into(),
            shares: Some(1_000),
            price_per_share: Some(60_000),
            amount: Some(60_000_000),
            shares_after: Some(41_000),
        };
        assert_eq!(round.check().unwrap().price_per_share, Won(60_000));
        let e = FundingRoundDraft { investor: "x".repeat(101), amount: Some(1), ..round }.check().unwrap_err();
        assert_eq!(fields(&e), ["investor", "amount"]);

        let write_off = RecoveryDraft { on: day(2025, 6, 1), shares_sold: Some(10), received: Some(0) };
        assert_eq!(write_off.check().unwrap().received, Won::ZERO);
        let e = RecoveryDraft { on: None, shares_sold: Some(0), received: Some(-5) }.check().unwrap_err();
        assert_eq!(fields(&e), ["on", "shares_sold", "received"]);

        let mark =
            ValuationDraft { on: day(2025, 12, 31), price_per_share: Some(0), basis: "청산 절차 개시".into() };
        assert_eq!(mark.check().unwrap().price_per_share, Won::ZERO);
        let e = ValuationDraft { on: None, price_per_share: None, basis: String::new() }.check().unwrap_err();
        assert_eq!(fields(&e), ["on", "price_per_share", "basis"]);
    }
}
