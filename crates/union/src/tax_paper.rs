//! The LP's tax-deduction papers (출자확인서). 조세특례제한법 §16: an individual who invests
//! through a personal investment union deducts from income 100% of the year's amount up to
//! 3,000만 won, 70% of the part up to 5,000만 won and 30% above, at most half of that year's
//! income, in the year the union actually invests the money in startups. So a member's amount
//! for a year is their share of what the union invested that year, and the paper is per member
//! and year. The resident number the paper needs is kept sealed (encrypted, the key outside the
//! database) and shown masked everywhere else.

use std::collections::BTreeMap;

use chrono::{Datelike, NaiveDate};
use kernel::{FieldError, PortError, Won};

use crate::applicant::{ApplicantId, LpType};

/// The part of a year's amount deducted at 100%.
pub const FULL_RATE_UP_TO: Won = Won(30_000_000);
/// The part above [`FULL_RATE_UP_TO`] and up to this is deducted at 70%; the rest at 30%.
pub const SEVENTY_RATE_UP_TO: Won = Won(50_000_000);

/// What of `invested` in one year is deducted: 100% up to 3,000만, 70% of the part up to
/// 5,000만, 30% above (each rounded down), at most half of `income` when it is known.
pub fn deductible(invested: Won, income: Option<Won>) -> Won {
    let a = invested.get().max(0);
    let full = a.min(FULL_RATE_UP_TO.get());
    let seventy = (a.min(SEVENTY_RATE_UP_TO.get()) - FULL_RATE_UP_TO.get()).max(0);
    let thirty = (a - SEVENTY_RATE_UP_TO.get()).max(0);
    let sum = full + seventy * 7 / 10 + thirty * 3 / 10;
    Won(match income {
        Some(i) => sum.min(i.get().max(0) / 2),
        None => sum,
    })
}

/// A member's amount per year: the union's investments of each year times the member's share
/// of the union's paid-in capital, on the running total (rounded down) so the years add up, and
/// never more than the member paid in.
pub fn invested_by_year(member_paid: Won, union_paid: Won, investments: &[(NaiveDate, Won)]) -> BTreeMap<i32, Won> {
    let mut by_year: BTreeMap<i32, i128> = BTreeMap::new();
    for (on, amount) in investments {
        *by_year.entry(on.year()).or_default() += i128::from(amount.get().max(0));
    }
    let (m, u) = (i128::from(member_paid.get().max(0)), i128::from(union_paid.get().max(0)));
    let mut out = BTreeMap::new();
    if u == 0 {
        return out;
    }
    let (mut cumulative, mut before) = (0i128, 0i128);
    for (year, amount) in by_year {
        cumulative = (cumulative + amount).min(u);
        let upto = cumulative * m / u;
        // At most the member's payments: fits.
        out.insert(year, Won((upto - before) as i64));
        before = upto;
    }
    out.retain(|_, w| w.get() > 0);
    out
}

const MSG_RESIDENT_NUMBER: &str = "주민등록번호 13자리를 입력해 주세요.";

/// A resident registration number as 13 digits (hyphen and spaces allowed): a real birth date
/// and a gender digit 1–8.
///
/// # Errors
/// A `resident_number` field error.
pub fn parse_resident_number(raw: &str) -> Result<String, FieldError> {
    let err = || FieldError::new("resident_number", MSG_RESIDENT_NUMBER);
    let raw = raw.trim();
    if !raw.chars().all(|c| c.is_ascii_digit() || c == '-' || c == ' ') {
        return Err(err());
    }
    let d: String = raw.chars().filter(char::is_ascii_digit).collect();
    if d.len() != 13 {
        return Err(err());
    }
    let gender = d.as_bytes()[6] - b'0';
    let century = match gender {
        1 | 2 | 5 | 6 => 1900,
        3 | 4 | 7 | 8 => 2000,
        _ => return Err(err()),
    };
    let (yy, mm, dd): (i32, u32, u32) =
        (d[0..2].parse().map_err(|_| err())?, d[2..4].parse().map_err(|_| err())?, d[4..6].parse().map_err(|_| err())?);
    NaiveDate::from_ymd_opt(century + yy, mm, dd).ok_or_else(err)?;
    Ok(d)
}

/// `800101-1******`: the birth date and gender digit, as the product shows and keeps in clear.
pub fn mask_resident_number(digits: &str) -> String {
    format!("{}-{}******", &digits[..6], &digits[6..7])
}

/// `800101-1234567`, as the paper prints it.
pub fn print_resident_number(digits: &str) -> String {
    format!("{}-{}", &digits[..6], &digits[6..])
}

/// A member as the papers need them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaxMember {
    pub applicant: ApplicantId,
    pub name: String,
    pub lp_type: LpType,
    pub address: String,
    /// Masked, as kept in clear (`800101-1******`), or empty.
    pub masked_number: String,
    pub sealed_number: Option<Vec<u8>>,
    /// The sum of their payments, and the day of the last.
    pub paid: Won,
    pub last_paid_on: Option<NaiveDate>,
    /// Where their paper can be mailed.
    pub email: Option<kernel::Email>,
}

/// What storage knows for a union's papers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaxFacts {
    pub union_name: String,
    /// The firm the union belongs to (the sender of its mail).
    pub firm_name: String,
    /// The managing GP named on the papers.
    pub issuer: String,
    /// The GPs' stakes and every payment.
    pub union_paid: Won,
    /// The union's investments in startups, from the ledger.
    pub investments: Vec<(NaiveDate, Won)>,
    /// Members who paid something (P, F), in application order.
    pub members: Vec<TaxMember>,
}

/// One member's line for a year.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaxLine {
    pub member: TaxMember,
    pub invested: Won,
    pub deductible: Won,
}

impl TaxFacts {
    /// The years the union invested in, oldest first.
    pub fn years(&self) -> Vec<i32> {
        let mut y: Vec<i32> = self.investments.iter().map(|(d, _)| d.year()).collect();
        y.sort_unstable();
        y.dedup();
        y
    }

    /// Every member's amount and deduction for `year` (corporations deduct nothing).
    pub fn lines(&self, year: i32) -> Vec<TaxLine> {
        self.members
            .iter()
            .map(|m| {
                let invested = invested_by_year(m.paid, self.union_paid, &self.investments)
                    .get(&year)
                    .copied()
                    .unwrap_or(Won::ZERO);
                let deductible = if m.lp_type == LpType::Individual { deductible(invested, None) } else { Won::ZERO };
                TaxLine { member: m.clone(), invested, deductible }
            })
            .collect()
    }
}

/// Everything the 출자확인서 prints.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaxPaper {
    /// 제 {union}-{member}-{year} 호.
    pub number: String,
    pub union_name: String,
    pub issuer: String,
    pub investor: String,
    /// In full when it was given, else masked or `-`.
    pub resident_number: String,
    pub address: String,
    pub paid: Won,
    pub last_paid_on: Option<NaiveDate>,
    pub year: i32,
    pub invested: Won,
    pub deductible: Won,
    pub issued_on: NaiveDate,
}

/// Renders papers.
pub trait TaxPaperRenderer: Send + Sync {
    /// # Errors
    /// `Unexpected` when the PDF cannot be written.
    fn pdf(&self, paper: &TaxPaper) -> Result<Vec<u8>, PortError>;
    /// One zip of named PDFs.
    ///
    /// # Errors
    /// `Unexpected` when the zip cannot be written.
    fn zip(&self, files: &[(String, Vec<u8>)]) -> Result<Vec<u8>, PortError>;
}

/// Papers on storage. Every method checks the union is a live union of the actor's firm.
#[async_trait::async_trait]
pub trait TaxPaperRepository: Send + Sync {
    /// # Errors
    /// `NotFound`.
    async fn tax_facts(&self, actor: &kernel::Actor, union: crate::UnionId) -> Result<TaxFacts, PortError>;

    /// Keeps an individual paid member's sealed resident number and its masked form.
    ///
    /// # Errors
    /// `NotFound` for a union or member not there (or not an individual who paid).
    async fn save_resident_number(
        &self,
        actor: &kernel::Actor,
        union: crate::UnionId,
        applicant: ApplicantId,
        sealed: &[u8],
        masked: &str,
    ) -> Result<(), PortError>;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::day;

    #[test]
    fn the_deduction_bands_turn_at_30_and_50_million() {
        let d = |w: i64| deductible(Won(w), None).get();
        assert_eq!(d(30_000_000), 30_000_000);
        assert_eq!(d(30_000_001), 30_000_000, "70% of one won rounds down");
        assert_eq!(d(30_000_010), 30_000_007);
        assert_eq!(d(50_000_000), 44_000_000);
        assert_eq!(d(50_000_010), 44_000_003);
        assert_eq!(d(100_000_000), 59_000_000);
        assert_eq!(d(0), 0);
    }

    #[test]
    fn the_deduction_is_at_most_half_the_income() {
        assert_eq!(deductible(Won(30_000_000), Some(Won(60_000_000))), Won(30_000_000));
        assert_eq!(deductible(Won(30_000_000), Some(Won(59_999_999))), Won(29_999_999));
        assert_eq!(deductible(Won(50_000_000), Some(Won(40_000_000))), Won(20_000_000));
    }

    #[test]
    fn a_members_amount_follows_the_unions_investments_year_by_year() {
        // The member paid 10% of the union's 1억; it invested 3,000만 in 2026 and 5,000만 in 2027.
        let inv = [
            (day(2026, 5, 1), Won(20_000_000)),
            (day(2026, 9, 1), Won(10_000_000)),
            (day(2027, 3, 1), Won(50_000_000)),
        ];
        let by = invested_by_year(Won(10_000_000), Won(100_000_000), &inv);
        assert_eq!(by.into_iter().collect::<Vec<_>>(), [(2026, Won(3_000_000)), (2027, Won(5_000_000))]);
        // More invested than paid in (recycled proceeds) never makes more than the member paid.
        let all = invested_by_year(Won(10_000_000), Won(100_000_000), &[(day(2026, 1, 1), Won(300_000_000))]);
        assert_eq!(all.get(&2026), Some(&Won(10_000_000)));
        // Odd shares: the years add up to the running total rounded down.
        let odd = invested_by_year(Won(1), Won(3), &[(day(2026, 1, 1), Won(1)), (day(2027, 1, 1), Won(2))]);
        assert_eq!(odd.values().map(|w| w.get()).sum::<i64>(), 1);
        assert!(invested_by_year(Won(1), Won::ZERO, &inv).is_empty());
    }

    #[test]
    fn resident_numbers_are_13_digits_with_a_real_birth_date() {
        assert_eq!(parse_resident_number("800101-1234567").unwrap(), "8001011234567");
        assert_eq!(parse_resident_number(" 0502283123456 ").unwrap(), "0502283123456");
        for bad in ["800101-123456", "801301-1234567", "800230-1234567", "800101-9234567", "80010a-1234567", ""] {
            assert!(parse_resident_number(bad).is_err(), "{bad}");
        }
        assert_eq!(mask_resident_number("8001011234567"), "800101-1******");
        assert_eq!(print_resident_number("8001011234567"), "800101-1234567");
    }

    #[test]
    fn corporations_get_a_line_but_no_deduction() {
        let member = |id: i64, lp_type| TaxMember {
            applicant: ApplicantId(id),
            name: format!("조합원{id}"),
            lp_type,
            address: String::new(),
            masked_number: String::new(),
            sealed_number: None,
            paid: Won(40_000_000),
            last_paid_on: Some(day(2026, 1, 10)),
            email: None,
        };
        let facts = TaxFacts {
            union_name: "한빛 1호".into(),
            firm_name: "한빛벤처스".into(),
            issuer: "한빛벤처스".into(),
            union_paid: Won(80_000_000),
            investments: vec![(day(2026, 6, 1), Won(80_000_000))],
            members: vec![member(1, LpType::Individual), member(2, LpType::Corporate)],
        };
        let lines = facts.lines(2026);
        assert_eq!((lines[0].invested, lines[0].deductible), (Won(40_000_000), Won(37_000_000)));
        assert_eq!((lines[1].invested, lines[1].deductible), (Won(40_000_000), Won::ZERO));
        assert_eq!(facts.years(), [2026]);
        assert!(facts.lines(2027).iter().all(|l| l.invested == Won::ZERO));
    }
}
