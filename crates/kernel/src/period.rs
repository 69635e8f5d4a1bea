//! Periods counted as the law counts them (민법 제157조, 제159조, 제160조): a period of years or
//! months that starts with an event does not count the event's day, runs by the calendar, and
//! ends at the end of its last day; one that starts at midnight of a day (a term "from
//! 2024-01-01") counts that day. Every deadline and term the product shows, and every "D-N",
//! comes from here (`frontend/src/shared/format` `formatDDay` counts D-N the same way).

use chrono::{Months, NaiveDate};

/// The last day of a period of `months` months following an event on `event` (three years after
/// a registration on 2023-01-10 end with 2026-01-10). 민법 §157 leaves the event's day out, so the
/// count starts the day after; §160② ends the period the day before the corresponding day,
/// which is the event's own date `months` later; §160③ takes the month's last day when that
/// date does not exist (one year after 2024-02-29 ends with 2025-02-28).
pub fn last_day_after_event(event: NaiveDate, months: u32) -> Option<NaiveDate> {
    event.checked_add_months(Months::new(months))
}

/// The last day of a period of `months` months that starts at midnight of `first` and counts
/// it (민법 §157 단서): a five-year term from 2024-01-01 runs through 2028-12-31.
pub fn last_day_from(first: NaiveDate, months: u32) -> Option<NaiveDate> {
    first.checked_add_months(Months::new(months))?.pred_opt()
}

/// Whether `today` is still within a period whose last day is `last` (민법 §159: it ends when
/// its last day ends).
pub fn is_open(last: NaiveDate, today: NaiveDate) -> bool {
    today <= last
}

/// Calendar days from `today` to `last`: 0 on the last day, negative once it passed.
pub fn days_left(last: NaiveDate, today: NaiveDate) -> i64 {
    (last - today).num_days()
}

/// `D-3` before a last day, `D-day` on it, `D+2` after it.
pub fn d_day(last: NaiveDate, today: NaiveDate) -> String {
    match days_left(last, today) {
        0 => "D-day".to_owned(),
        n if n > 0 => format!("D-{n}"),
        n => format!("D+{}", -n),
    }
}

/// Whole years of `months`, for the law's periods stated in years.
pub const fn years(n: u32) -> u32 {
    n * 12
}

/// A span of days, both ends included (a certificate valid from one day through another).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DateSpan {
    pub first: NaiveDate,
    pub last: NaiveDate,
}

impl DateSpan {
    /// `None` when it would end before it starts.
    pub fn new(first: NaiveDate, last: NaiveDate) -> Option<DateSpan> {
        (first <= last).then_some(DateSpan { first, last })
    }

    pub fn contains(self, day: NaiveDate) -> bool {
        self.first <= day && day <= self.last
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn a_period_after_an_event_leaves_the_events_day_out() {
        // The case: three years from a registration on 2023-01-10.
        let last = last_day_after_event(day(2023, 1, 10), years(3)).unwrap();
        assert_eq!(last, day(2026, 1, 10));
        assert!(is_open(last, day(2026, 1, 10)), "the last day is still inside");
        assert!(!is_open(last, day(2026, 1, 11)));
        // §160③: no corresponding day in the last month.
        assert_eq!(last_day_after_event(day(2024, 2, 29), years(1)), Some(day(2025, 2, 28)));
        assert_eq!(last_day_after_event(day(2023, 1, 31), 1), Some(day(2023, 2, 28)));
    }

    #[test]
    fn a_term_from_a_day_counts_that_day() {
        assert_eq!(last_day_from(day(2024, 1, 1), years(5)), Some(day(2028, 12, 31)));
        assert_eq!(last_day_from(day(2024, 3, 1), years(1)), Some(day(2025, 2, 28)));
    }

    #[test]
    fn a_span_holds_both_its_ends() {
        let span = DateSpan::new(day(2024, 3, 2), day(2027, 3, 1)).unwrap();
        assert!(span.contains(day(2024, 3, 2)) && span.contains(day(2027, 3, 1)));
        assert!(!span.contains(day(2024, 3, 1)) && !span.contains(day(2027, 3, 2)));
        assert_eq!(DateSpan::new(day(2024, 3, 2), day(2024, 3, 1)), None);
        assert!(DateSpan::new(day(2024, 3, 2), day(2024, 3, 2)).is_some(), "a single day");
    }

    #[test]
    fn d_day_counts_calendar_days_to_the_last_day() {
        let last = day(2026, 1, 10);
        assert_eq!(d_day(last, day(2026, 1, 7)), "D-3");
        assert_eq!(d_day(last, day(2026, 1, 10)), "D-day");
        assert_eq!(d_day(last, day(2026, 1, 12)), "D+2");
        assert_eq!(days_left(last, day(2025, 12, 31)), 10);
    }
}
