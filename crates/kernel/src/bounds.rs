//! The largest values a person can type, in one table: amounts, share counts, prices and
//! union units. Each is far beyond what a real firm reaches, and small enough that a product
//! of two (shares × price) and the sum of every row a firm could hold stay inside 64 bits, so
//! no stored value can make a read fail. The OpenAPI schema states them (`maximum`), and a
//! refusal names them in Korean.

use crate::error::FieldError;

/// Any amount of won typed: 10조원.
pub const MAX_WON: i64 = 10_000_000_000_000;
/// Shares of one company in one row: 10억 주.
pub const MAX_SHARES: i64 = 1_000_000_000;
/// A price (or value) per share: 1억원.
pub const MAX_PRICE_PER_SHARE: i64 = 100_000_000;
/// A union's units (좌): 1,000만 좌.
pub const MAX_UNITS: i64 = 10_000_000;

/// The Korean refusal of a value above `max`, in its unit: `subject` carries its particle
/// ("금액은" → "금액은 10조원 이하로 입력해 주세요.").
pub fn too_large(subject: &str, max: i64, unit: &str) -> String {
    let amount = match unit {
        "원" if max >= 1_000_000_000_000 && max % 1_000_000_000_000 == 0 => {
            format!("{}조원", crate::format::number(max / 1_000_000_000_000))
        }
        "원" if max >= 100_000_000 && max % 100_000_000 == 0 => {
            format!("{}억원", crate::format::number(max / 100_000_000))
        }
        "주" if max >= 100_000_000 && max % 100_000_000 == 0 => {
            format!("{}억 주", crate::format::number(max / 100_000_000))
        }
        "좌" if max >= 10_000 && max % 10_000 == 0 => format!("{}만 좌", crate::format::number(max / 10_000)),
        _ => format!("{}{unit}", crate::format::number(max)),
    };
    format!("{subject} {amount} 이하로 입력해 주세요.")
}

/// A field error when `value` is above `max`.
pub fn at_most(field: &str, value: i64, max: i64, subject: &str, unit: &str) -> Option<FieldError> {
    (value > max).then(|| FieldError::new(field, too_large(subject, max, unit)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bounds_keep_products_and_sums_inside_64_bits() {
        assert!(MAX_SHARES.checked_mul(MAX_PRICE_PER_SHARE).is_some());
        // A million rows of the largest amount still add up.
        assert!(MAX_WON.checked_mul(900_000).is_some());
        assert!(MAX_UNITS.checked_mul(MAX_WON / MAX_UNITS).is_some());
    }

    #[test]
    fn a_refusal_names_the_bound_in_korean_units() {
        assert_eq!(too_large("금액은", MAX_WON, "원"), "금액은 10조원 이하로 입력해 주세요.");
        assert_eq!(too_large("주식 수는", MAX_SHARES, "주"), "주식 수는 10억 주 이하로 입력해 주세요.");
        assert_eq!(too_large("주당 가격은", MAX_PRICE_PER_SHARE, "원"), "주당 가격은 1억원 이하로 입력해 주세요.");
        assert_eq!(too_large("좌수는", MAX_UNITS, "좌"), "좌수는 1,000만 좌 이하로 입력해 주세요.");
        assert_eq!(at_most("amount", MAX_WON, MAX_WON, "금액은", "원"), None);
        assert_eq!(at_most("amount", MAX_WON + 1, MAX_WON, "금액은", "원").map(|e| e.field), Some("amount".into()));
    }
}
