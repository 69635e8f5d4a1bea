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

#[cfg(test)]
mod tests {
    use super::*;

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
