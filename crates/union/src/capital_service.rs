//! The capital book: the 출자금 tab's view, one member's payments, and every write on it.

use std::sync::Arc;

use chrono::NaiveDate;
use kernel::format::korean_date;
use kernel::{Actor, Clock, Refused, Won};

use crate::applicant::ApplicantId;
use crate::capital::{
    CapitalCall, CapitalRefusal, CapitalRepository, CapitalView, CapitalWrite, Payment, Position, Written,
};
use crate::distribution::Distribution;
use crate::error::UnionError;
use crate::model::UnionId;
use crate::ports::UnionRepository;
use crate::rules;

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
    unions: Arc<dyn UnionRepository>,
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
    pub fn new(unions: Arc<dyn UnionRepository>, repo: Arc<dyn CapitalRepository>, clock: Arc<dyn Clock>) -> Self {
        CapitalService { unions, repo, clock }
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

    /// One applicant's position and payments, oldest first, with the union's calls.
    ///
    /// # Errors
    /// `NotFound`, `ApplicantNotFound`.
    pub async fn member(
        &self,
        actor: &Actor,
        union: UnionId,
        applicant: ApplicantId,
    ) -> Result<MemberCapital, UnionError> {
        let book = self.repo.book(actor, union).await?;
        let m = book.members.iter().find(|m| m.applicant == applicant).ok_or(UnionError::ApplicantNotFound)?;
        Ok(MemberCapital {
            position: book.position(m, self.today()),
            payments: book.payments_of(applicant).into_iter().cloned().collect(),
            calls: book.calls.clone(),
            distributions: book
                .distributions
                .iter()
                .map(|d| (d.clone(), d.share_of(applicant)))
                .filter(|(_, w)| w.get() > 0)
                .collect(),
        })
    }

    /// Carries out `write` as [`crate::capital::CapitalBook::plan`] decides it on the locked
    /// union; the union's cap on paying members holds.
    ///
    /// # Errors
    /// `NotFound` and the plan's refusals.
    pub async fn write(&self, actor: &Actor, union: UnionId, write: &CapitalWrite) -> Result<Written, UnionError> {
        let cap = rules::paying_applicant_cap(&self.unions.get(actor, union).await?);
        self.repo.write(actor, union, write, self.today(), cap).await.map_err(|e| match e {
            Refused::Conflict(c) => c.into(),
            Refused::Port(p) => p.into(),
        })
    }
}
