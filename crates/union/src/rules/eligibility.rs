//! Which investments count toward the investment obligation. The law (벤처투자법 시행령 §7 for
//! 개인투자조합, §35 for 벤처투자조합; docs/glossary.md) counts money put into
//! 창업기업 and 벤처기업 among others: a 창업기업 is one whose business started less than
//! `startup_years` years before (중소기업창업 지원법 §2 3호, counted as 민법 §157 counts), a
//! 벤처기업 one whose confirmation (벤처기업법 §25) was valid on the investment's day. Johap reads
//! the startup's founding date and confirmation period from its profile; what qualifies on
//! neither count is left out, with the reason.

use chrono::NaiveDate;
use kernel::format::date;
use kernel::period::{last_day_after_event, years, DateSpan};
use kernel::Won;

/// One investment of the union with what the law asks of its startup on that day.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvestedFact {
    pub startup_name: String,
    /// The day the money went out.
    pub invested_on: NaiveDate,
    pub amount: Won,
    /// The startup's founding date (설립일), when its profile has one.
    pub founded_on: Option<NaiveDate>,
    /// The startup's 벤처기업 confirmation, when its profile has one.
    pub venture: Option<DateSpan>,
}

/// Why an investment counts, or why not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Eligibility {
    /// A 창업기업 on the day: founded within the last `startup_years` years.
    Startup,
    /// A 벤처기업 on the day: its confirmation covered it.
    Venture,
    Excluded {
        age: AgeGap,
        venture: VentureGap,
    },
}

/// Why the startup was not a 창업기업 on the day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AgeGap {
    NoFoundingDate,
    /// Founded on this day, more than the law's years before the investment.
    TooOld(NaiveDate),
}

/// Why the startup was not a 벤처기업 on the day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VentureGap {
    NoConfirmation,
    /// Confirmed for this span, which did not cover the investment's day.
    Outside(DateSpan),
}

/// Whether the investment counts (a 창업기업 first: the founding date is the likelier fact).
pub fn eligibility(investment: &InvestedFact, startup_years: u32) -> Eligibility {
    let on = investment.invested_on;
    let young = investment
        .founded_on
        .map(|founded| last_day_after_event(founded, years(startup_years)).is_none_or(|last| on <= last));
    if young == Some(true) {
        return Eligibility::Startup;
    }
    if investment.venture.is_some_and(|span| span.contains(on)) {
        return Eligibility::Venture;
    }
    Eligibility::Excluded {
        age: investment.founded_on.map_or(AgeGap::NoFoundingDate, AgeGap::TooOld),
        venture: investment.venture.map_or(VentureGap::NoConfirmation, VentureGap::Outside),
    }
}

impl Eligibility {
    pub fn counts(self) -> bool {
        !matches!(self, Eligibility::Excluded { .. })
    }

    /// Why it does not count, in Korean ("" when it does).
    pub fn reason(self, startup_years: u32) -> String {
        let Eligibility::Excluded { age, venture } = self else { return String::new() };
        let age = match age {
            AgeGap::NoFoundingDate => "설립일이 입력되지 않았고".to_owned(),
            AgeGap::TooOld(founded) => format!("설립({}) 후 {startup_years}년이 지났고", date(founded)),
        };
        let venture = match venture {
            VentureGap::NoConfirmation => "벤처기업 확인이 없습니다".to_owned(),
            VentureGap::Outside(span) => {
                format!("벤처기업 확인 기간({} ~ {}) 밖입니다", date(span.first), date(span.last))
            }
        };
        format!("{age} {venture}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    fn invested(on: NaiveDate, founded_on: Option<NaiveDate>, venture: Option<DateSpan>) -> InvestedFact {
        InvestedFact {
            startup_name: "딥사운드".into(), invested_on: on, amount: Won(50_000_000), founded_on, venture
        }
    }

    #[test]
    fn a_startup_counts_through_the_last_day_of_its_seventh_year() {
        // Founded 2019-03-02: seven years, the founding day left out, end with 2026-03-02.
        let founded = Some(day(2019, 3, 2));
        assert_eq!(eligibility(&invested(day(2026, 3, 2), founded, None), 7), Eligibility::Startup);
        let late = eligibility(&invested(day(2026, 3, 3), founded, None), 7);
        assert_eq!(
            late,
            Eligibility::Excluded { age: AgeGap::TooOld(day(2019, 3, 2)), venture: VentureGap::NoConfirmation }
        );
        assert!(!late.counts());
        assert_eq!(late.reason(7), "설립(2019.03.02) 후 7년이 지났고 벤처기업 확인이 없습니다");
    }

    #[test]
    fn a_venture_counts_on_the_days_its_confirmation_covers() {
        let span = DateSpan::new(day(2024, 3, 2), day(2027, 3, 1));
        let old = Some(day(2010, 1, 1));
        assert_eq!(eligibility(&invested(day(2024, 3, 2), old, span), 7), Eligibility::Venture);
        assert_eq!(eligibility(&invested(day(2027, 3, 1), old, span), 7), Eligibility::Venture);
        let before = eligibility(&invested(day(2024, 3, 1), old, span), 7);
        assert!(!before.counts());
        assert_eq!(
            before.reason(7),
            "설립(2010.01.01) 후 7년이 지났고 벤처기업 확인 기간(2024.03.02 ~ 2027.03.01) 밖입니다"
        );
        assert!(!eligibility(&invested(day(2027, 3, 2), old, span), 7).counts());
    }

    #[test]
    fn without_facts_nothing_counts_and_the_reason_says_what_is_missing() {
        let unknown = eligibility(&invested(day(2025, 1, 1), None, None), 7);
        assert_eq!(unknown.reason(7), "설립일이 입력되지 않았고 벤처기업 확인이 없습니다");
        assert_eq!(Eligibility::Startup.reason(7), "");
    }
}
