//! The capital book: the 출자금 tab's view, one member's payments, every write on it, and the
//! 조합원 명부 drawn from it.

use std::sync::Arc;

use chrono::NaiveDate;
use kernel::format::korean_date;
use kernel::{Actor, Clock, Refused, Won};

use crate::book::{
    CapitalCall, CapitalRefusal, CapitalRepository, CapitalView, CapitalWrite, Payer, Payment, Position, Written,
};
use crate::distribution::Distribution;
use crate::register::{member_register, PaidMembers, RegisterRenderer};
use union::error::UnionError;
use union::model::UnionId;
use union::ports::UnionRepository;

/// One member's side of the book.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberCapital {
    pub position: Position,
    /// Oldest first.
    pub payments: Vec<Payment>,
    pub calls: Vec<CapitalCall>,
    /// The distributions that paid the member something, with what they paid, oldest first.
    pub distributions: Vec<(Distribution, Won)>,
}

#[derive(Clone)]
pub struct CapitalService {
    repo: Arc<dyn CapitalRepository>,
    clock: Arc<dyn Clock>,
}

impl From<CapitalRefusal> for UnionError {
    fn from(r: CapitalRefusal) -> Self {
        match r {
            CapitalRefusal::Invalid(e) => UnionError::Validation(e),
            CapitalRefusal::LumpSum => UnionError::LumpSumUnion,
            CapitalRefusal::CallNotFound => UnionError::CapitalCallNotFound,
            CapitalRefusal::CallHasPayments => UnionError::CapitalCallHasPayments,
            CapitalRefusal::PaymentNotFound => UnionError::PaymentNotFound,
            CapitalRefusal::ApplicantNotFound => UnionError::ApplicantNotFound,
            CapitalRefusal::GpNotFound => UnionError::GpNotFound,
            CapitalRefusal::UnitsFull { left } => UnionError::UnitsFull { left },
            CapitalRefusal::TooManyHolders => UnionError::TooManyHolders,
            CapitalRefusal::NotMember => UnionError::ApplicantNotMember,
            CapitalRefusal::NoCall => UnionError::NoCapitalCall,
            CapitalRefusal::HasPayments => UnionError::ApplicantHasPayments,
            CapitalRefusal::MemberCapReached => UnionError::MemberCapReached,
            CapitalRefusal::NothingPaidIn => UnionError::NothingPaidIn,
            CapitalRefusal::DistributionNotFound => UnionError::DistributionNotFound,
        }
    }
}

impl CapitalService {
    pub fn new(repo: Arc<dyn CapitalRepository>, clock: Arc<dyn Clock>) -> Self {
        CapitalService { repo, clock }
    }

    fn today(&self) -> NaiveDate {
        korean_date(self.clock.now())
    }

    /// The calls, every member's position and the sums, as of today.
    ///
    /// # Errors
    /// `NotFound`.
    pub async fn view(&self, actor: &Actor, union: UnionId) -> Result<CapitalView, UnionError> {
        Ok(self.repo.book(actor, union).await?.view(self.today()))
    }

    /// One member's (an applicant's or a GP's) position and payments, oldest first, with the
    /// union's calls.
    ///
    /// # Errors
    /// `NotFound`, `ApplicantNotFound`, `GpNotFound`.
    pub async fn member(&self, actor: &Actor, union: UnionId, payer: Payer) -> Result<MemberCapital, UnionError> {
        let book = self.repo.book(actor, union).await?;
        let m = book.member_of(payer).ok_or(match payer {
            Payer::Applicant(_) => UnionError::ApplicantNotFound,
            Payer::Gp(_) => UnionError::GpNotFound,
        })?;
        Ok(MemberCapital {
            position: book.position(m, self.today()),
            payments: book.payments_of(payer).into_iter().cloned().collect(),
            calls: book.calls.clone(),
            distributions: book
                .distributions
                .iter()
                .map(|d| (d.clone(), d.share_of(payer)))
                .filter(|(_, w)| w.get() > 0)
                .collect(),
        })
    }

    /// Carries out `write` as [`crate::book::CapitalBook::plan`] decides it on the locked
    /// union.
    ///
    /// # Errors
    /// `NotFound` and the plan's refusals.
    pub async fn write(&self, actor: &Actor, union: UnionId, write: &CapitalWrite) -> Result<Written, UnionError> {
        self.repo.write(actor, union, write, self.today()).await.map_err(|e| match e {
            Refused::Conflict(c) => c.into(),
            Refused::Port(p) => p.into(),
        })
    }
}

/// The member register as a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RegisterFormat {
    Xlsx,
    Pdf,
}

/// What the register is drawn from and written with.
#[derive(Clone)]
pub struct RegisterPorts {
    pub unions: Arc<dyn UnionRepository>,
    pub members: Arc<dyn PaidMembers>,
    pub capital: Arc<dyn CapitalRepository>,
    pub renderer: Arc<dyn RegisterRenderer>,
}

/// The 조합원 명부: the capital book's roster as a file, dated today.
#[derive(Clone)]
pub struct RegisterService {
    ports: RegisterPorts,
    clock: Arc<dyn Clock>,
}

impl RegisterService {
    pub fn new(ports: RegisterPorts, clock: Arc<dyn Clock>) -> Self {
        RegisterService { ports, clock }
    }

    /// The 조합원 명부 of the GPs and the members who paid in, with the union's name for the file.
    ///
    /// # Errors
    /// `NotFound`; `Port` when the file cannot be written.
    pub async fn member_register(
        &self,
        actor: &Actor,
        union: UnionId,
        format: RegisterFormat,
    ) -> Result<(String, Vec<u8>), UnionError> {
        let u = self.ports.unions.get(actor, union).await?;
        let book = self.ports.capital.book(actor, union).await?;
        let particulars = self.ports.members.paid_members(actor, union).await?;
        let register = member_register(&u, &book, particulars, korean_date(self.clock.now()));
        let bytes = match format {
            RegisterFormat::Xlsx => self.ports.renderer.xlsx(&register)?,
            RegisterFormat::Pdf => self.ports.renderer.pdf(&register)?,
        };
        Ok((register.union_name, bytes))
    }
}
