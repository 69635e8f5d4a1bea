//! The spec's display rules (sections 5 and 9), shared by mails, documents and exports.
//! `frontend/src/shared/format` holds the same rules for the browser; both are tested on the
//! same examples.

use chrono::{DateTime, Datelike, FixedOffset, NaiveDate, Utc};

/// What an empty value shows as.
pub const DASH: &str = "-";

/// Korea Standard Time: every timestamp is shown in it.
pub const KST: FixedOffset = match FixedOffset::east_opt(9 * 3600) {
    Some(offset) => offset,
    None => panic!("+09:00 is a valid offset"),
};

/// The Korean calendar day of an instant: every "today", due date and base date is one.
pub fn korean_date(t: DateTime<Utc>) -> NaiveDate {
    t.with_timezone(&KST).date_naive()
}

/// The instant the Korean calendar month of `t` began (a monthly allowance counts from it).
pub fn korean_month_start(t: DateTime<Utc>) -> DateTime<Utc> {
    let day = korean_date(t);
    let first = day.with_day(1).unwrap_or(day);
    first.and_time(chrono::NaiveTime::MIN).and_local_timezone(KST).single().map_or(t, |s| s.with_timezone(&Utc))
}

/// Today in Korea, by the system clock (domain code takes a `Clock` and calls [`korean_date`]).
pub fn korean_today() -> NaiveDate {
    korean_date(Utc::now())
}

/// `1234567` → `1,234,567`.
pub fn number(n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
    if n < 0 {
        out.push('-');
    }
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Formats `value / divisor` rounded to `decimals`, with thousands separators and trailing
/// zeros of the fraction dropped (`5000.0` → `5,000`).
fn scaled(value: i64, divisor: i64, decimals: u32) -> String {
    let factor = 10_i128.pow(decimals);
    let v = i128::from(value) * factor;
    let d = i128::from(divisor);
    // Round half away from zero.
    let q = if v >= 0 { (v + d / 2) / d } else { (v - d / 2) / d };
    let neg = q < 0;
    let q = q.unsigned_abs();
    let int_part = (q / factor.unsigned_abs()) as i64;
    let frac = q % factor.unsigned_abs();
    let mut s = String::new();
    if neg {
        s.push('-');
    }
    s.push_str(&number(int_part));
    if decimals > 0 && frac > 0 {
        let f = format!("{:0width$}", frac, width = decimals as usize);
        s.push('.');
        s.push_str(f.trim_end_matches('0'));
    }
    s
}

/// List amounts: 원 below 만, then 만원 and 억원 dividing by 10,000 per step, one decimal.
/// `12_345_678` → `1,234.6만원`, `123_456_789` → `1.2억원`.
pub fn won_unit(won: i64) -> String {
    let abs = won.unsigned_abs();
    if abs < 10_000 {
        format!("{}원", number(won))
    } else if abs < 100_000_000 {
        format!("{}만원", scaled(won, 10_000, 1))
    } else {
        format!("{}억원", scaled(won, 100_000_000, 1))
    }
}

/// Report and panel amounts: at or above 95,000,000 in absolute value, 억원 with `decimals`
/// decimals (2 in reports, 1 in some panels); otherwise 만원 rounded to a whole number.
pub fn won_report(won: i64, decimals: u32) -> String {
    if won.unsigned_abs() >= 95_000_000 {
        let factor = 10_i64.pow(decimals);
        let v = i128::from(won) * i128::from(factor);
        let q = if v >= 0 { (v + 50_000_000) / 100_000_000 } else { (v - 50_000_000) / 100_000_000 };
        let neg = q < 0;
        let q = q.unsigned_abs();
        let f = factor.unsigned_abs() as u128;
        let frac = format!("{:0width$}", q % f, width = decimals as usize);
        let sign = if neg { "-" } else { "" };
        if decimals == 0 {
            format!("{sign}{}억원", number((q / f) as i64))
        } else {
            format!("{sign}{}.{frac}억원", number((q / f) as i64))
        }
    } else {
        format!("{}만원", scaled(won, 10_000, 0))
    }
}

/// A chart axis's unit for amounts up to `max_won` in absolute value (spec section 9: the unit
/// switches at 100, 1,000 and 10,000, counted in 만원): 억원 from 1억, 천만원 from 1,000만원,
/// 백만원 from 100만원, else 만원. Returns the label and the won per unit; the web app's
/// `wonAxisUnit` is the same rule.
pub fn won_axis_unit(max_won: i64) -> (&'static str, i64) {
    let man = max_won.unsigned_abs() / 10_000;
    if man >= 10_000 {
        ("억원", 100_000_000)
    } else if man >= 1_000 {
        ("천만원", 10_000_000)
    } else if man >= 100 {
        ("백만원", 1_000_000)
    } else {
        ("만원", 10_000)
    }
}

/// Company value in 억원 with one decimal: `1_230_000_000` → `12.3억원`.
pub fn eok(won: i64) -> String {
    let v = i128::from(won) * 10;
    let q = if v >= 0 { (v + 50_000_000) / 100_000_000 } else { (v - 50_000_000) / 100_000_000 };
    let sign = if q < 0 { "-" } else { "" };
    let q = q.unsigned_abs();
    format!("{sign}{}.{}억원", number((q / 10) as i64), q % 10)
}

/// Multiples and profit rates: two decimals (`1.2345` → `1.23`).
pub fn multiple(v: f64) -> String {
    format!("{v:.2}")
}

/// Progress: the fraction times 100, rounded to an integer, with `%` (`0.456` → `46%`).
pub fn progress(fraction: f64) -> String {
    format!("{}%", (fraction * 100.0).round() as i64)
}

/// `numerator / denominator` in percent, cut (not rounded) to two decimals: `299 / 10_000` →
/// `2.99%`, never `3.0%`. Rules print it beside a minimum, so a figure under the minimum never
/// reads as reaching it. `-` without a denominator.
pub fn percent_floor(numerator: i64, denominator: i64) -> String {
    if denominator <= 0 {
        return DASH.to_owned();
    }
    let hundredths = (i128::from(numerator) * 10_000).div_euclid(i128::from(denominator));
    let sign = if hundredths < 0 { "-" } else { "" };
    let h = hundredths.unsigned_abs();
    format!("{sign}{}.{:02}%", h / 100, h % 100)
}

/// Phone display: 11 digits 3-4-4, 8 digits 4-4, 02 numbers 2-3-4 (9 digits) or 2-4-4
/// (10 digits), other 10 digits 3-3-4; empty is `-`; anything else is shown as given.
pub fn phone(raw: &str) -> String {
    let d: String = raw.chars().filter(char::is_ascii_digit).collect();
    let groups: &[usize] = match (d.len(), d.starts_with("02")) {
        (0, _) => return DASH.to_string(),
        (9, true) => &[2, 3, 4],
        (10, true) => &[2, 4, 4],
        (11, _) => &[3, 4, 4],
        (8, _) => &[4, 4],
        (10, false) => &[3, 3, 4],
        _ => return raw.to_string(),
    };
    let mut parts = Vec::with_capacity(3);
    let mut at = 0;
    for g in groups {
        parts.push(&d[at..at + g]);
        at += g;
    }
    parts.join("-")
}

/// `YYYY.MM.DD`.
pub fn date(d: NaiveDate) -> String {
    d.format("%Y.%m.%d").to_string()
}

/// `YYYY.MM.DD HH:mm` in Korea time.
pub fn date_time(t: DateTime<Utc>) -> String {
    t.with_timezone(&KST).format("%Y.%m.%d %H:%M").to_string()
}

/// `YYYY.MM.DD HH:mm:ss` in Korea time.
pub fn date_time_sec(t: DateTime<Utc>) -> String {
    t.with_timezone(&KST).format("%Y.%m.%d %H:%M:%S").to_string()
}

/// A stored date text (`YYYY-MM-DD`) for display: `-` when empty or the legacy `0000-00-00`.
pub fn date_text(raw: Option<&str>) -> String {
    match raw.map(str::trim) {
        None | Some("") | Some("0000-00-00") => DASH.to_string(),
        Some(s) => match NaiveDate::parse_from_str(s, "%Y-%m-%d") {
            Ok(d) => date(d),
            Err(_) => s.to_string(),
        },
    }
}

/// The value itself, or `-` when empty or the legacy empty date `0000-00-00`.
pub fn dash(raw: Option<&str>) -> String {
    match raw.map(str::trim) {
        None | Some("") | Some("0000-00-00") => DASH.to_string(),
        Some(s) => s.to_string(),
    }
}

/// File sizes, base 1024, Bytes to YB, at most two decimals: `1536` → `1.5 KB`.
pub fn file_size(bytes: u64) -> String {
    const UNITS: [&str; 9] = ["Bytes", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"];
    if bytes == 0 {
        return "0 Bytes".to_string();
    }
    let mut i = 0;
    let mut div: u128 = 1;
    while i + 1 < UNITS.len() && u128::from(bytes) >= div * 1024 {
        div *= 1024;
        i += 1;
    }
    // Two decimals, rounded, trailing zeros dropped.
    let hundredths = (u128::from(bytes) * 100 + div / 2) / div;
    let (int, frac) = (hundredths / 100, hundredths % 100);
    let frac = format!("{frac:02}");
    let frac = frac.trim_end_matches('0');
    if frac.is_empty() {
        format!("{int} {}", UNITS[i])
    } else {
        format!("{int}.{frac} {}", UNITS[i])
    }
}

/// Business registration number `1234567890` → `123-45-67890`; other lengths as given.
pub fn business_number(raw: &str) -> String {
    let d: String = raw.chars().filter(char::is_ascii_digit).collect();
    if d.len() == 10 {
        format!("{}-{}-{}", &d[..3], &d[3..5], &d[5..])
    } else {
        raw.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_korean_day_turns_at_midnight_in_seoul_not_in_london() {
        let before = DateTime::parse_from_rfc3339("2026-11-25T14:59:59Z").unwrap().with_timezone(&Utc);
        let after = DateTime::parse_from_rfc3339("2026-11-25T15:00:00Z").unwrap().with_timezone(&Utc);
        assert_eq!(korean_date(before), NaiveDate::from_ymd_opt(2026, 11, 25).unwrap());
        assert_eq!(korean_date(after), NaiveDate::from_ymd_opt(2026, 11, 26).unwrap());
    }

    #[test]
    fn the_korean_month_begins_at_midnight_in_seoul() {
        let at = |s: &str| DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc);
        // 2026-11-30 15:00 UTC is already 12-01 in Seoul: December began at 11-30 15:00 UTC.
        assert_eq!(korean_month_start(at("2026-11-30T15:00:00Z")), at("2026-11-30T15:00:00Z"));
        assert_eq!(korean_month_start(at("2026-11-30T14:59:59Z")), at("2026-10-31T15:00:00Z"));
        assert_eq!(korean_month_start(at("2026-12-15T03:00:00Z")), at("2026-11-30T15:00:00Z"));
    }
    use chrono::TimeZone;

    #[test]
    fn a_percent_beside_a_minimum_is_cut_never_rounded_up() {
        assert_eq!(percent_floor(299, 10_000), "2.99%");
        assert_eq!(percent_floor(2, 66), "3.03%");
        assert_eq!(percent_floor(49_999_999, 100_000_000), "49.99%");
        assert_eq!(percent_floor(3, 100), "3.00%");
        assert_eq!(percent_floor(1, 3), "33.33%");
        assert_eq!(percent_floor(5, 0), "-");
    }

    #[test]
    fn the_axis_unit_switches_at_a_hundred_a_thousand_and_ten_thousand_man() {
        assert_eq!(won_axis_unit(999_999), ("만원", 10_000));
        assert_eq!(won_axis_unit(1_000_000), ("백만원", 1_000_000));
        assert_eq!(won_axis_unit(9_999_999), ("백만원", 1_000_000));
        assert_eq!(won_axis_unit(10_000_000), ("천만원", 10_000_000));
        assert_eq!(won_axis_unit(99_999_999), ("천만원", 10_000_000));
        assert_eq!(won_axis_unit(100_000_000), ("억원", 100_000_000));
        assert_eq!(won_axis_unit(-100_000_000), ("억원", 100_000_000));
        assert_eq!(won_axis_unit(0), ("만원", 10_000));
    }

    #[test]
    fn numbers_get_thousands_separators() {
        assert_eq!(number(1_234_567), "1,234,567");
        assert_eq!(number(0), "0");
        assert_eq!(number(-1000), "-1,000");
        assert_eq!(number(999), "999");
    }

    #[test]
    fn list_amounts_step_by_ten_thousand() {
        assert_eq!(won_unit(9_999), "9,999원");
        assert_eq!(won_unit(12_345_678), "1,234.6만원");
        assert_eq!(won_unit(50_000_000), "5,000만원");
        assert_eq!(won_unit(123_456_789), "1.2억원");
        assert_eq!(won_unit(1_200_000_000), "12억원");
        assert_eq!(won_unit(-12_345_678), "-1,234.6만원");
    }

    #[test]
    fn report_amounts_switch_at_95_million() {
        assert_eq!(won_report(95_000_000, 2), "0.95억원");
        assert_eq!(won_report(123_456_789, 2), "1.23억원");
        assert_eq!(won_report(123_456_789, 1), "1.2억원");
        assert_eq!(won_report(94_000_000, 2), "9,400만원");
        assert_eq!(won_report(12_345, 2), "1만원");
        assert_eq!(won_report(-200_000_000, 2), "-2.00억원");
    }

    #[test]
    fn company_value_in_eok() {
        assert_eq!(eok(1_230_000_000), "12.3억원");
        assert_eq!(eok(100_000_000), "1.0억원");
    }

    #[test]
    fn ratios() {
        assert_eq!(multiple(1.2345), "1.23");
        assert_eq!(progress(0.456), "46%");
        assert_eq!(progress(1.0), "100%");
    }

    #[test]
    fn phones_follow_section_5() {
        assert_eq!(phone("01012345678"), "010-1234-5678");
        assert_eq!(phone("15881234"), "1588-1234");
        assert_eq!(phone("021234567"), "02-123-4567");
        assert_eq!(phone("0212345678"), "02-1234-5678");
        assert_eq!(phone("0311234567"), "031-123-4567");
        assert_eq!(phone("010-1234-5678"), "010-1234-5678");
        assert_eq!(phone(""), "-");
        assert_eq!(phone("12345"), "12345");
    }

    #[test]
    fn dates() {
        let d = NaiveDate::from_ymd_opt(2024, 5, 30).unwrap();
        assert_eq!(date(d), "2024.05.30");
        let t = Utc.with_ymd_and_hms(2024, 5, 30, 1, 2, 3).unwrap();
        assert_eq!(date_time(t), "2024.05.30 10:02");
        assert_eq!(date_time_sec(t), "2024.05.30 10:02:03");
        assert_eq!(date_text(Some("0000-00-00")), "-");
        assert_eq!(date_text(Some("2024-05-30")), "2024.05.30");
        assert_eq!(date_text(None), "-");
    }

    #[test]
    fn empty_values_show_a_dash() {
        assert_eq!(dash(None), "-");
        assert_eq!(dash(Some("")), "-");
        assert_eq!(dash(Some("0000-00-00")), "-");
        assert_eq!(dash(Some("조합")), "조합");
    }

    #[test]
    fn file_sizes_base_1024() {
        assert_eq!(file_size(0), "0 Bytes");
        assert_eq!(file_size(1023), "1023 Bytes");
        assert_eq!(file_size(1024), "1 KB");
        assert_eq!(file_size(1536), "1.5 KB");
        assert_eq!(file_size(1_048_576), "1 MB");
        assert_eq!(file_size(1_234_567), "1.18 MB");
        assert_eq!(file_size(u64::MAX), "16 EB");
    }

    #[test]
    fn business_numbers() {
        assert_eq!(business_number("1234567890"), "123-45-67890");
        assert_eq!(business_number("123"), "123");
    }
}
