//! The LP's tax-deduction papers (출자확인서) under 조세특례제한법 §16 (the numbers in
//! [`crate::tax_law::LAW`]). A 벤처투자조합 member deducts 10% of what they paid in, in the year
//! they paid it. A 개인투자조합 member deducts, by band, their part of what the union invested in
//! venture firms: each investment is split over the money in the union on its day, payment by
//! payment (the GPs' too), so money paid later never counts for an earlier investment and a
//! year's paper never changes when someone pays later; money the union did not invest by the
//! end of the year after it was paid deducts nothing. The bands apply to a taxpayer's total of
//! the year: where the same person (the same resident number, or else the same LP of the firm)
//! is a member of several of the firm's personal unions, their papers of a year are computed
//! together. The resident number the paper needs is kept sealed (encrypted, the key outside the
//! database) and shown masked everywhere else.

use std::collections::BTreeMap;

use chrono::{Datelike, NaiveDate};
use kernel::money::largest_remainder;
use kernel::{FieldError, PortError, Won};

use crate::book::Payer;
use crate::tax_law::{DeductionRule, LAW};
use union::applicant::{ApplicantId, LpType};
use union::model::{FundType, UnionId};

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

/// A member as the papers need them: anyone who has paid into the union.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaxMember {
    pub applicant: ApplicantId,
    pub name: String,
    pub lp_type: LpType,
    /// The firm's LP the application belongs to, if it is linked to one.
    pub lp_member: Option<i64>,
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

/// One payment into the union, as the papers weigh it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lot {
    pub payer: Payer,
    pub paid_on: NaiveDate,
    pub amount: Won,
}

/// What one payment paid for: part of an investment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Use {
    /// Index into the lots.
    pub lot: usize,
    pub invested_on: NaiveDate,
    pub amount: Won,
}

/// Every investment split over the money in the union on its day: the payments dated on or
/// before it, each in proportion to what is left of it (largest remainder, to the won). An
/// investment beyond the money in (recycled proceeds) uses what there is.
pub fn uses(lots: &[Lot], investments: &[(NaiveDate, Won)]) -> Vec<Use> {
    let mut left: Vec<i64> = lots.iter().map(|l| l.amount.get().max(0)).collect();
    let mut order: Vec<usize> = (0..investments.len()).collect();
    order.sort_by_key(|i| (investments[*i].0, *i));
    let mut out = Vec::new();
    for i in order {
        let (on, amount) = investments[i];
        let open: Vec<usize> = (0..lots.len()).filter(|l| lots[*l].paid_on <= on && left[*l] > 0).collect();
        let weights: Vec<i64> = open.iter().map(|l| left[*l]).collect();
        let available = weights.iter().fold(0i64, |s, w| s.saturating_add(*w));
        let used = amount.get().max(0).min(available);
        for (l, part) in open.into_iter().zip(largest_remainder(used, &weights)) {
            if part > 0 {
                left[l] -= part;
                out.push(Use { lot: l, invested_on: on, amount: Won(part) });
            }
        }
    }
    out
}

/// A member's amount of a year under their union's rule.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct YearAmount {
    /// What the rule deducts from: their part of the year's investments (개인투자조합) or what
    /// they paid in that year (벤처투자조합).
    pub basis: Won,
    /// Money of theirs that would have counted but for the law's dates: invested after the end
    /// of the year following its payment, or paid in after the article's sunset.
    pub late: Won,
}

/// What storage knows for a union's papers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaxFacts {
    pub union: UnionId,
    pub union_name: String,
    pub fund_type: FundType,
    /// The firm the union belongs to (the sender of its mail).
    pub firm_name: String,
    /// The managing GP named on the papers.
    pub issuer: String,
    /// Every payment into the union, the GPs' included.
    pub lots: Vec<Lot>,
    /// The union's investments in startups, from the ledger.
    pub investments: Vec<(NaiveDate, Won)>,
    /// Members who paid something, in application order.
    pub members: Vec<TaxMember>,
}

impl TaxFacts {
    pub fn rule(&self) -> DeductionRule {
        DeductionRule::of(self.fund_type)
    }

    /// The years a paper can be about, oldest first: the years the union invested in (개인) or
    /// the years members paid in (벤처).
    pub fn years(&self) -> Vec<i32> {
        let mut y: Vec<i32> = match self.rule() {
            DeductionRule::Bands => self.investments.iter().map(|(d, _)| d.year()).collect(),
            DeductionRule::TenPercent => {
                self.lots.iter().filter(|l| matches!(l.payer, Payer::Applicant(_))).map(|l| l.paid_on.year()).collect()
            }
        };
        y.sort_unstable();
        y.dedup();
        y
    }

    /// Each member's amount of `year`.
    pub fn amounts(&self, year: i32) -> BTreeMap<ApplicantId, YearAmount> {
        let mut out: BTreeMap<ApplicantId, YearAmount> = BTreeMap::new();
        let mut add = |payer: Payer, amount: Won, counts: bool| {
            if let Payer::Applicant(a) = payer {
                let e = out.entry(a).or_default();
                let slot = if counts { &mut e.basis } else { &mut e.late };
                *slot = Won(slot.get().saturating_add(amount.get()));
            }
        };
        match self.rule() {
            DeductionRule::Bands => {
                for u in uses(&self.lots, &self.investments).into_iter().filter(|u| u.invested_on.year() == year) {
                    let lot = self.lots[u.lot];
                    add(lot.payer, u.amount, LAW.covers(lot.paid_on) && LAW.in_time(lot.paid_on, year));
                }
            }
            DeductionRule::TenPercent => {
                for lot in self.lots.iter().filter(|l| l.paid_on.year() == year) {
                    add(lot.payer, lot.amount, LAW.covers(lot.paid_on));
                }
            }
        }
        out
    }
}

/// Who a member is across the firm's unions, for the bands over a taxpayer's year.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Person {
    /// The resident number, opened.
    Resident(String),
    /// The firm's LP, where no number is kept.
    Lp(i64),
    /// Nothing links the application to another.
    Application(UnionId, ApplicantId),
}

/// One member's line for a year.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaxLine {
    pub member: TaxMember,
    pub rule: DeductionRule,
    /// The year's amount the rule deducts from.
    pub invested: Won,
    /// The deduction before the 50%-of-income cap (0 for a corporation).
    pub deductible: Won,
    /// Money that missed the law's dates (see [`YearAmount::late`]).
    pub late: Won,
    /// The same person's amounts of the year in the firm's other unions under the same bands,
    /// which this line's bands were applied together with: (union name, amount).
    pub combined: Vec<(String, Won)>,
}

/// The lines of `year` for `union`'s members, computed with the same persons' amounts in the
/// other unions of `all` (the firm's; `union` is among them). `person` tells who a member is.
pub fn year_lines(
    all: &[TaxFacts],
    union: UnionId,
    year: i32,
    person: &dyn Fn(UnionId, &TaxMember) -> Person,
) -> Vec<TaxLine> {
    let Some(target) = all.iter().find(|f| f.union == union) else { return Vec::new() };
    // Every individual's banded amount of the year across the unions, by person.
    let mut banded: BTreeMap<Person, Vec<(UnionId, ApplicantId, String, Won)>> = BTreeMap::new();
    let amounts: Vec<(&TaxFacts, BTreeMap<ApplicantId, YearAmount>)> =
        all.iter().map(|f| (f, f.amounts(year))).collect();
    for (f, by_member) in &amounts {
        if f.rule() != DeductionRule::Bands {
            continue;
        }
        for m in f.members.iter().filter(|m| m.lp_type == LpType::Individual) {
            let basis = by_member.get(&m.applicant).map_or(Won::ZERO, |a| a.basis);
            if basis.get() > 0 {
                banded.entry(person(f.union, m)).or_default().push((f.union, m.applicant, f.union_name.clone(), basis));
            }
        }
    }
    let target_amounts = amounts.iter().find(|(f, _)| f.union == union).map(|(_, a)| a.clone()).unwrap_or_default();
    target
        .members
        .iter()
        .map(|m| {
            let amount = target_amounts.get(&m.applicant).copied().unwrap_or_default();
            let rule = target.rule();
            let (deductible, combined) = match (m.lp_type, rule) {
                (LpType::Corporate, _) => (Won::ZERO, Vec::new()),
                (LpType::Individual, DeductionRule::TenPercent) => (LAW.ten_percent_of(amount.basis), Vec::new()),
                (LpType::Individual, DeductionRule::Bands) => {
                    let entries = banded.get(&person(union, m)).cloned().unwrap_or_default();
                    let total = Won::saturating_sum(entries.iter().map(|e| e.3));
                    let weights: Vec<i64> = entries.iter().map(|e| e.3.get()).collect();
                    let parts = largest_remainder(LAW.banded(total).get(), &weights);
                    let mine = entries
                        .iter()
                        .zip(parts)
                        .find(|(e, _)| e.0 == union && e.1 == m.applicant)
                        .map_or(Won::ZERO, |(_, p)| Won(p));
                    let others = entries.iter().filter(|e| e.0 != union).map(|e| (e.2.clone(), e.3)).collect();
                    (mine, others)
                }
            };
            TaxLine { member: m.clone(), rule, invested: amount.basis, deductible, late: amount.late, combined }
        })
        .collect()
}

/// Everything the 출자확인서 prints.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaxPaper {
    /// 제 {union}-{member}-{year} 호.
    pub number: String,
    pub union_name: String,
    pub rule: DeductionRule,
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
    /// The same person's amounts in the firm's other unions, computed together.
    pub combined: Vec<(String, Won)>,
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
    async fn tax_facts(&self, actor: &kernel::Actor, union: UnionId) -> Result<TaxFacts, PortError>;

    /// The facts of the firm's other live unions where an individual who may be one of
    /// `members` paid in: linked to one of their LPs, or with the same masked resident number
    /// (the caller opens the sealed numbers to be sure).
    ///
    /// # Errors
    /// `Unexpected` on storage failure.
    async fn related_tax_facts(
        &self,
        actor: &kernel::Actor,
        union: UnionId,
        members: &[TaxMember],
    ) -> Result<Vec<TaxFacts>, PortError>;

    /// Keeps an individual paid member's sealed resident number and its masked form.
    ///
    /// # Errors
    /// `NotFound` for a union or member not there (or not an individual who paid).
    async fn save_resident_number(
        &self,
        actor: &kernel::Actor,
        union: UnionId,
        applicant: ApplicantId,
        sealed: &[u8],
        masked: &str,
    ) -> Result<(), PortError>;
}

#[cfg(test)]
mod tests;
