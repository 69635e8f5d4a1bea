//! The tax papers: each paid member's line for a year (computed with the same person's amounts
//! in the firm's other unions), the resident number kept sealed, one 출자확인서 as a PDF, and all
//! of a year's as a zip.

use std::collections::HashMap;
use std::sync::Arc;

use kernel::format::korean_date;
use kernel::{Actor, Clock, FieldError, Sealer};

use crate::tax_paper::{
    mask_resident_number, parse_resident_number, print_resident_number, year_lines, Person, TaxFacts, TaxLine,
    TaxMember, TaxPaper, TaxPaperRenderer, TaxPaperRepository,
};
use union::applicant::{ApplicantId, LpType};
use union::error::UnionError;
use union::model::UnionId;

/// What the service reads, seals and renders through.
#[derive(Clone)]
pub struct TaxPaperPorts {
    pub repo: Arc<dyn TaxPaperRepository>,
    pub sealer: Arc<dyn Sealer>,
    pub renderer: Arc<dyn TaxPaperRenderer>,
}

#[derive(Clone)]
pub struct TaxPaperService {
    ports: TaxPaperPorts,
    clock: Arc<dyn Clock>,
}

/// A union's papers for one year.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaxYear {
    pub rule: crate::tax_law::DeductionRule,
    /// The years the union invested in.
    pub years: Vec<i32>,
    pub year: Option<i32>,
    pub lines: Vec<TaxLine>,
}

/// How a paper prints the resident number: in full on the papers the GP downloads (the form
/// asks for it), masked on the copies that go by mail, which is no safe channel for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberPrint {
    Full,
    Masked,
}

/// One member's paper, rendered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberPaper {
    pub line: TaxLine,
    pub file_name: String,
    pub pdf: Vec<u8>,
}

/// A year's papers: every individual member with a deduction that year.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YearPapers {
    pub union_name: String,
    pub firm_name: String,
    pub year: i32,
    pub papers: Vec<MemberPaper>,
}

fn file_name(line: &TaxLine, year: i32) -> String {
    format!("출자확인서_{year}_{}_{}.pdf", line.member.name.replace(['/', '\\'], "_"), line.member.applicant.get())
}

/// The union's facts and the facts of the firm's other unions its members are in.
struct FirmFacts {
    target: TaxFacts,
    all: Vec<TaxFacts>,
    people: HashMap<(UnionId, union::ApplicantId), Person>,
}

impl FirmFacts {
    fn lines(&self, year: i32) -> Vec<TaxLine> {
        let person = |u: UnionId, m: &TaxMember| {
            self.people.get(&(u, m.applicant)).cloned().unwrap_or(Person::Application(u, m.applicant))
        };
        year_lines(&self.all, self.target.union, year, &person)
    }
}

impl TaxPaperService {
    pub fn new(ports: TaxPaperPorts, clock: Arc<dyn Clock>) -> Self {
        TaxPaperService { ports, clock }
    }

    /// Reads the union's facts with the related unions', and tells who each member is: the same
    /// resident number (opened) is one person; an LP of the firm without a number is the person
    /// its numbered applications name, or itself.
    async fn firm_facts(&self, actor: &Actor, union: UnionId) -> Result<FirmFacts, UnionError> {
        let target = self.ports.repo.tax_facts(actor, union).await?;
        let related = self.ports.repo.related_tax_facts(actor, union, &target.members).await?;
        let all: Vec<TaxFacts> = std::iter::once(target.clone()).chain(related).collect();
        let mut numbers: HashMap<(UnionId, union::ApplicantId), String> = HashMap::new();
        let mut lp_numbers: HashMap<i64, String> = HashMap::new();
        for f in &all {
            for m in f.members.iter().filter(|m| m.lp_type == LpType::Individual) {
                if let Some(sealed) = &m.sealed_number {
                    let digits = self.ports.sealer.open(sealed)?;
                    if let Some(lp) = m.lp_member {
                        lp_numbers.insert(lp, digits.clone());
                    }
                    numbers.insert((f.union, m.applicant), digits);
                }
            }
        }
        let mut people = HashMap::new();
        for f in &all {
            for m in &f.members {
                let key = (f.union, m.applicant);
                let person = match (numbers.get(&key), m.lp_member) {
                    (Some(d), _) => Person::Resident(d.clone()),
                    (None, Some(lp)) => lp_numbers.get(&lp).map_or(Person::Lp(lp), |d| Person::Resident(d.clone())),
                    (None, None) => Person::Application(f.union, m.applicant),
                };
                people.insert(key, person);
            }
        }
        Ok(FirmFacts { target, all, people })
    }

    /// The lines of `year`, or of the latest year of the union's papers.
    ///
    /// # Errors
    /// `NotFound`.
    pub async fn year(&self, actor: &Actor, union: UnionId, year: Option<i32>) -> Result<TaxYear, UnionError> {
        let facts = self.firm_facts(actor, union).await?;
        let years = facts.target.years();
        let year = year.or_else(|| years.last().copied());
        let lines = year.map(|y| facts.lines(y)).unwrap_or_default();
        Ok(TaxYear { rule: facts.target.rule(), years, year, lines })
    }

    /// Seals and keeps an individual paid member's resident number; answers it masked.
    ///
    /// # Errors
    /// `Validation` (nothing kept), `ApplicantNotFound`, `NotFound`.
    pub async fn set_resident_number(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
        raw: &str,
    ) -> Result<String, UnionError> {
        let digits = parse_resident_number(raw).map_err(|e| UnionError::Validation(vec![e]))?;
        let facts = self.ports.repo.tax_facts(actor, union).await?;
        let member = facts.members.iter().find(|m| m.applicant == applicant).ok_or(UnionError::ApplicantNotFound)?;
        if member.lp_type != LpType::Individual {
            return Err(UnionError::Validation(vec![FieldError::new(
                "resident_number",
                "법인 조합원은 주민등록번호 대신 사업자등록번호를 씁니다.",
            )]));
        }
        let sealed = self.ports.sealer.seal(&digits)?;
        let masked = mask_resident_number(&digits);
        self.ports.repo.save_resident_number(actor, union, applicant, &sealed, &masked).await.map_err(|e| match e {
            kernel::PortError::NotFound => UnionError::ApplicantNotFound,
            other => other.into(),
        })?;
        Ok(masked)
    }

    fn paper(
        &self,
        union: UnionId,
        facts: &TaxFacts,
        line: &TaxLine,
        year: i32,
        print: NumberPrint,
    ) -> Result<TaxPaper, UnionError> {
        let m = &line.member;
        let resident_number = match (&m.sealed_number, print) {
            (Some(s), NumberPrint::Full) => print_resident_number(&self.ports.sealer.open(s)?),
            _ if !m.masked_number.is_empty() => m.masked_number.clone(),
            _ => kernel::format::DASH.to_owned(),
        };
        Ok(TaxPaper {
            number: format!("제 {}-{}-{year} 호", union.get(), m.applicant.get()),
            union_name: facts.union_name.clone(),
            rule: line.rule,
            issuer: facts.issuer.clone(),
            investor: m.name.clone(),
            resident_number,
            address: m.address.clone(),
            paid: m.paid,
            last_paid_on: m.last_paid_on,
            year,
            invested: line.invested,
            deductible: line.deductible,
            combined: line.combined.clone(),
            issued_on: korean_date(self.clock.now()),
        })
    }

    /// One member's 출자확인서 for `year` as a PDF, with its file name.
    ///
    /// # Errors
    /// `NotFound`, `ApplicantNotFound` (also for a corporation or a year without investment for
    /// the member).
    pub async fn pdf(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
        year: i32,
    ) -> Result<(String, Vec<u8>), UnionError> {
        let facts = self.firm_facts(actor, union).await?;
        let line = facts
            .lines(year)
            .into_iter()
            .find(|l| l.member.applicant == applicant && l.deductible.get() > 0)
            .ok_or(UnionError::ApplicantNotFound)?;
        let paper = self.paper(union, &facts.target, &line, year, NumberPrint::Full)?;
        Ok((file_name(&line, year), self.ports.renderer.pdf(&paper)?))
    }

    /// Every individual member's paper for `year`; members without a deduction are left out.
    ///
    /// # Errors
    /// `NotFound`; `NoTaxPapers` when nobody has a deduction that year.
    pub async fn papers(
        &self,
        actor: &Actor,
        union: UnionId,
        year: i32,
        print: NumberPrint,
    ) -> Result<YearPapers, UnionError> {
        let facts = self.firm_facts(actor, union).await?;
        let mut papers = Vec::new();
        for line in facts.lines(year).into_iter().filter(|l| l.deductible.get() > 0) {
            let paper = self.paper(union, &facts.target, &line, year, print)?;
            let pdf = self.ports.renderer.pdf(&paper)?;
            papers.push(MemberPaper { file_name: file_name(&line, year), line, pdf });
        }
        if papers.is_empty() {
            return Err(UnionError::NoTaxPapers);
        }
        Ok(YearPapers { union_name: facts.target.union_name, firm_name: facts.target.firm_name, year, papers })
    }

    /// Every individual member's paper for `year` in one zip, numbers in full.
    ///
    /// # Errors
    /// As [`Self::papers`].
    pub async fn zip(&self, actor: &Actor, union: UnionId, year: i32) -> Result<(String, Vec<u8>), UnionError> {
        let year_papers = self.papers(actor, union, year, NumberPrint::Full).await?;
        let files: Vec<(String, Vec<u8>)> = year_papers.papers.into_iter().map(|p| (p.file_name, p.pdf)).collect();
        Ok((format!("출자확인서_{year}_{}.zip", year_papers.union_name), self.ports.renderer.zip(&files)?))
    }
}
