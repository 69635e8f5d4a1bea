//! What points buy. A firm asks startups for data (자료 요청) free up to its plan's monthly
//! allowance; each startup asked beyond it costs [`DATA_REQUEST_POINTS`], taken in the same
//! transaction that sends the request, which is refused when the balance is short.

/// Points per startup asked beyond the month's allowance.
pub const DATA_REQUEST_POINTS: i64 = 500;

/// Startups a firm may ask per calendar month (Korean time) without points; `None` is no limit.
pub fn monthly_request_allowance(plan_code: &str) -> Option<i64> {
    match plan_code {
        "premium" => None,
        "standard" => Some(50),
        _ => Some(10),
    }
}

/// Points a request to `new_targets` startups costs when `asked_this_month` were asked before.
pub fn request_points(allowance: Option<i64>, asked_this_month: i64, new_targets: i64) -> i64 {
    let Some(free) = allowance else { return 0 };
    let left = (free - asked_this_month).max(0);
    (new_targets - left).max(0) * DATA_REQUEST_POINTS
}

/// What the firm's balance pays for a data request, decided on the facts its transaction read
/// under the balance row's lock.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RequestCharge {
    /// Within the month's allowance: nothing to take.
    Free,
    /// Take `points` with the ledger line's `memo`.
    Spend { points: i64, memo: String },
    /// The balance cannot pay `needed`: the request is refused and nothing is taken.
    Short { needed: i64, balance: i64 },
}

/// The charge for asking `new_targets` startups when the firm's plan is `plan_code`, it asked
/// `asked_this_month` this calendar month (Korean time) and holds `balance` points.
pub fn request_charge(plan_code: &str, asked_this_month: i64, new_targets: i64, balance: i64) -> RequestCharge {
    let needed = request_points(monthly_request_allowance(plan_code), asked_this_month, new_targets);
    if needed == 0 {
        RequestCharge::Free
    } else if needed > balance {
        RequestCharge::Short { needed, balance }
    } else {
        let beyond = needed / DATA_REQUEST_POINTS;
        RequestCharge::Spend {
            points: needed, memo: format!("자료 요청 {beyond}곳 (이번 달 무료 한도 초과)")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_is_free_paid_or_refused_on_the_balance() {
        assert_eq!(request_charge("basic", 9, 1, 0), RequestCharge::Free);
        assert_eq!(
            request_charge("basic", 9, 3, 1_000),
            RequestCharge::Spend { points: 1_000, memo: "자료 요청 2곳 (이번 달 무료 한도 초과)".into() },
            "a balance of exactly what is needed pays"
        );
        assert_eq!(request_charge("basic", 9, 3, 999), RequestCharge::Short { needed: 1_000, balance: 999 });
        assert_eq!(request_charge("premium", 1_000, 100, 0), RequestCharge::Free);
    }

    #[test]
    fn only_the_startups_beyond_the_allowance_cost_points() {
        let basic = monthly_request_allowance("basic");
        assert_eq!(request_points(basic, 0, 10), 0);
        assert_eq!(request_points(basic, 9, 1), 0);
        assert_eq!(request_points(basic, 9, 3), 1_000, "the 11th and 12th");
        assert_eq!(request_points(basic, 12, 2), 1_000);
        assert_eq!(request_points(monthly_request_allowance("standard"), 49, 2), 500);
        assert_eq!(request_points(monthly_request_allowance("premium"), 1_000, 100), 0);
    }
}
