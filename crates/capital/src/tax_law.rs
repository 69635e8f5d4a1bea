//! 조세특례제한법 §16 (출자 등에 대한 소득공제) as the product applies it, in one table: each
//! number with the clause and amendment it comes from, so a change of the law is one edit here.
//! The texts were read in public copies of the article (docs/glossary.md, "The law, article by
//! article"): §16① (rates, the 50% cap, the year of choice, the personal union's investing by the
//! end of the next year), §16② (the clawback within three years), and the sunset of §16①,
//! 2025-12-31 in the text in force until the 2025 amendment extended it to 2028-12-31.

use chrono::NaiveDate;
use kernel::Won;

use union::model::FundType;

/// How a union's members deduct.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DeductionRule {
    /// §16①1: an investment union run by a venture capital (벤처투자조합): 10% of what was paid in,
    /// in the year it was paid.
    TenPercent,
    /// §16①3: a personal investment union (개인투자조합): the money the union invested in venture
    /// firms by the end of the year after it was paid in, 100% / 70% / 30% by band over the
    /// taxpayer's total of the year.
    Bands,
}

impl DeductionRule {
    pub const ALL: [DeductionRule; 2] = [DeductionRule::TenPercent, DeductionRule::Bands];

    pub fn of(fund_type: FundType) -> Self {
        match fund_type {
            FundType::Venture => DeductionRule::TenPercent,
            FundType::Personal => DeductionRule::Bands,
        }
    }
    pub fn code(self) -> &'static str {
        match self {
            DeductionRule::TenPercent => "ten_percent",
            DeductionRule::Bands => "bands",
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            DeductionRule::TenPercent => "벤처투자조합 출자: 출자금액의 10%",
            DeductionRule::Bands => "개인투자조합 출자: 3천만원까지 100%, 5천만원까지 70%, 초과분 30%",
        }
    }
}

/// One band: the part of the year's total up to `up_to` (all of it for the last) at `percent`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Band {
    pub up_to: Option<Won>,
    pub percent: i64,
}

/// The article's numbers and dates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DeductionLaw {
    pub article: &'static str,
    /// §16①1: the venture union's rate.
    pub ten_percent: i64,
    /// §16① 괄호: the personal union's bands over a taxpayer's total of the year.
    pub bands: [Band; 3],
    /// §16①: at most this share of the year's 종합소득금액.
    pub income_cap_percent: i64,
    /// §16①: the taxpayer may take it in the year of the 출자/투자 or any of this many after.
    pub choice_years_after: i32,
    /// §16①3: a personal union must invest the money by the end of the year after it was paid.
    pub invest_within_years_after: i32,
    /// §16②: a transfer or withdrawal within this many years of the 출자/투자 claws it back.
    pub clawback_years: i32,
    /// §16①: money paid in after this day deducts nothing.
    pub applies_until: NaiveDate,
    /// Where `applies_until` comes from.
    pub amended_by: &'static str,
}

/// The law in force (the 2025 amendment).
pub const LAW: DeductionLaw = DeductionLaw {
    article: "조세특례제한법 제16조",
    ten_percent: 10,
    bands: [
        Band { up_to: Some(Won(30_000_000)), percent: 100 },
        Band { up_to: Some(Won(50_000_000)), percent: 70 },
        Band { up_to: None, percent: 30 },
    ],
    income_cap_percent: 50,
    choice_years_after: 2,
    invest_within_years_after: 1,
    clawback_years: 3,
    applies_until: match NaiveDate::from_ymd_opt(2028, 12, 31) {
        Some(d) => d,
        None => panic!("a real date"),
    },
    amended_by: "2025년 개정 (적용기한 2025.12.31 → 2028.12.31)",
};

/// The part of a year's total deducted at 100% (the recruitment mail's table is computed on it).
pub const FULL_RATE_UP_TO: Won = match LAW.bands[0].up_to {
    Some(w) => w,
    None => Won(0),
};

fn won(w: Won) -> String {
    format!("{}원", kernel::format::number(w.get()))
}

/// `30,000,000원` → `3,000만원`, for the bands as the law states them.
fn man(w: Won) -> String {
    format!("{}만원", kernel::format::number(w.get() / 10_000))
}

impl DeductionLaw {
    /// What a paper of `year` under `rule` says of the law, one sentence each: how the amount
    /// was computed (with the same person's amounts in the firm's other unions, `combined`),
    /// the cap, the year of choice, the clawback and the article's dates. The PDF and the mail
    /// print the same sentences.
    pub fn paper_notes(&self, rule: DeductionRule, year: i32, combined: &[(String, Won)]) -> Vec<String> {
        let mut out = Vec::new();
        match rule {
            DeductionRule::Bands => {
                let [first, second, rest] = self.bands;
                out.push(format!(
                    "소득공제 대상 금액은 {} 제1항 제3호에 따라 조합이 {year}년에 벤처기업 등에 투자한 금액 중 출자자 몫에 \
                     같은 해 합계 기준으로 {}까지 {}%, {}까지 {}%, 그 초과분 {}%를 적용한 금액입니다. \
                     납입한 해의 다음 해 말까지 투자되지 않은 출자금은 대상이 아닙니다.",
                    self.article,
                    man(first.up_to.unwrap_or_default()),
                    first.percent,
                    man(second.up_to.unwrap_or_default()),
                    second.percent,
                    rest.percent
                ));
                if !combined.is_empty() {
                    let parts: Vec<String> = combined.iter().map(|(u, w)| format!("{u} {}", won(*w))).collect();
                    out.push(format!(
                        "같은 업무집행조합원이 운용하는 다른 조합의 {year}년 출자분({})과 합산해 구간을 적용했습니다.",
                        parts.join(", ")
                    ));
                }
                out.push(format!(
                    "{year}년에 다른 개인투자조합 출자나 벤처기업 직접 투자가 더 있으면 그 금액과 합산해 같은 구간을 \
                     적용해야 합니다."
                ));
            }
            DeductionRule::TenPercent => out.push(format!(
                "소득공제 대상 금액은 {} 제1항 제1호에 따라 {year}년에 벤처투자조합에 출자(납입)한 금액의 {}%입니다.",
                self.article, self.ten_percent
            )),
        }
        out.push(format!(
            "공제액은 해당 과세연도 종합소득금액의 {}%를 넘을 수 없습니다. {year}년부터 {}년까지 중 한 해를 골라 \
             공제받을 수 있습니다(공제시기 변경 신청).",
            self.income_cap_percent,
            // Any year a client sends is printed, none overflows.
            year.saturating_add(self.choice_years_after)
        ));
        out.push(format!(
            "출자일(투자일)부터 {}년이 지나기 전에 출자지분을 양도하거나 회수하면 공제받은 세액이 추징됩니다(같은 조 \
             제2항). {}까지 출자한 금액에 적용됩니다({}).",
            self.clawback_years,
            kernel::format::date(self.applies_until),
            self.amended_by
        ));
        out
    }

    /// A taxpayer's deduction on `total` under the bands: each band's part rounded down.
    pub fn banded(&self, total: Won) -> Won {
        let a = i128::from(total.get().max(0));
        let mut lower = 0i128;
        let mut sum = 0i128;
        for band in self.bands {
            let upper = band.up_to.map_or(a, |u| i128::from(u.get()).min(a));
            if upper > lower {
                sum += (upper - lower) * i128::from(band.percent) / 100;
                lower = upper;
            }
        }
        // At most the total: fits.
        Won(sum as i64)
    }

    /// 10% of `paid`, rounded down.
    pub fn ten_percent_of(&self, paid: Won) -> Won {
        Won((i128::from(paid.get().max(0)) * i128::from(self.ten_percent) / 100) as i64)
    }

    /// `deduction` within the cap of a year's income, when it is known.
    pub fn capped(&self, deduction: Won, income: Option<Won>) -> Won {
        match income {
            // Half an income is at most the income: fits.
            Some(i) => {
                deduction.min(Won((i128::from(i.get().max(0)) * i128::from(self.income_cap_percent) / 100) as i64))
            }
            None => deduction,
        }
    }

    /// Whether money paid in on `paid_on` deducts anything at all.
    pub fn covers(&self, paid_on: NaiveDate) -> bool {
        paid_on <= self.applies_until
    }

    /// Whether a personal union's investment in `invested_year` uses money paid in on `paid_on`
    /// in time (by the end of the next year).
    pub fn in_time(&self, paid_on: NaiveDate, invested_year: i32) -> bool {
        use chrono::Datelike;
        invested_year <= paid_on.year() + self.invest_within_years_after
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn the_bands_turn_at_30_and_50_million() {
        let d = |w: i64| LAW.banded(Won(w)).get();
        assert_eq!(d(30_000_000), 30_000_000);
        assert_eq!(d(30_000_001), 30_000_000, "70% of one won rounds down");
        assert_eq!(d(30_000_010), 30_000_007);
        assert_eq!(d(50_000_000), 44_000_000);
        assert_eq!(d(50_000_010), 44_000_003);
        assert_eq!(d(100_000_000), 59_000_000);
        assert_eq!(d(0), 0);
    }

    #[test]
    fn a_venture_union_deducts_ten_percent_and_everything_is_capped_by_half_the_income() {
        // The case: 20,000,000 paid into a 벤처투자조합 is 2,000,000, not 17,804,878.
        assert_eq!(LAW.ten_percent_of(Won(20_000_000)), Won(2_000_000));
        assert_eq!(LAW.ten_percent_of(Won(19)), Won(1));
        assert_eq!(LAW.capped(Won(30_000_000), Some(Won(60_000_000))), Won(30_000_000));
        assert_eq!(LAW.capped(Won(30_000_000), Some(Won(59_999_999))), Won(29_999_999));
        assert_eq!(LAW.capped(Won(30_000_000), None), Won(30_000_000));
    }

    #[test]
    fn a_paper_states_the_rule_the_combination_and_the_laws_conditions() {
        let bands = LAW.paper_notes(DeductionRule::Bands, 2026, &[("2호 조합".into(), Won(20_000_000))]).join(" ");
        for needle in [
            "3,000만원까지 100%, 5,000만원까지 70%, 그 초과분 30%",
            "2호 조합 20,000,000원",
            "50%를 넘을 수 없습니다",
            "2026년부터 2028년까지",
            "3년이 지나기 전에",
            "2028.12.31까지",
        ] {
            assert!(bands.contains(needle), "{needle} in {bands}");
        }
        let ten = LAW.paper_notes(DeductionRule::TenPercent, 2026, &[]).join(" ");
        assert!(ten.contains("제1항 제1호") && ten.contains("10%입니다"), "{ten}");
        assert!(!ten.contains("구간"), "no bands for a venture union: {ten}");
    }

    #[test]
    fn any_year_a_client_sends_prints_without_overflow() {
        let notes = LAW.paper_notes(DeductionRule::Bands, i32::MAX - 1, &[]).join(" ");
        assert!(notes.contains(&format!("{}년까지", i32::MAX)), "{notes}");
    }

    #[test]
    fn the_article_covers_money_paid_by_its_sunset_and_invested_by_the_next_year_end() {
        assert!(LAW.covers(day(2028, 12, 31)));
        assert!(!LAW.covers(day(2029, 1, 1)));
        assert!(LAW.in_time(day(2025, 12, 31), 2026));
        assert!(!LAW.in_time(day(2025, 1, 1), 2027));
        assert_eq!(DeductionRule::of(FundType::Venture), DeductionRule::TenPercent);
        assert_eq!(DeductionRule::of(FundType::Personal), DeductionRule::Bands);
    }
}
