//! Money in: capital calls (수시납 2, 분할납 3), the payments members make against them, and
//! what follows from the payments: each member's paid amount, who is late, who counts as a
//! member for the law, and status P.
//!
//! The union's members are its GPs (the managing GP and each co-GP, members from the start)
//! and the applicants; everyone pays in the same way. A lump-sum union (일시납 1) has no calls:
//! each member owes the whole commitment by the union's due date. A call asks a whole
//! percentage of every commitment, the GPs' included; a member's share is rounded on the running
//! total, so calls adding up to 100% ask the commitment to the won. An applicant is 납입완료 (P)
//! once the first call (or the whole lump sum) is paid: that is the money the union is formed
//! with. Later calls show who is late without moving anyone back. Anyone who has paid a won is a
//! member for the 49-person cap and takes their commitment out of the union's units.
//!
//! Every write is planned here, on the book the adapter read with the union locked
//! ([`CapitalBook::plan`], in `capital/plan.rs`), and the adapter carries the [`Plan`] out as it
//! stands; positions and the tab's view are in `capital/position.rs`.

mod plan;
mod position;

use chrono::{DateTime, NaiveDate, Utc};
use kernel::{define_id, Actor, FieldError, PortError, Refused, Won};

use crate::distribution::{Distribution, DistributionDraft, DistributionId, NewDistribution};
pub use crate::member::{GpSeat, MemberRole, Payer, MAX_NOTE_CHARS};
use union::applicant::ApplicantId;
use union::model::{PaymentMethod, UnionId};
use union::status::ApplicantStatus;

pub use position::{Arrears, CallSummary, CapitalView, Position, Share, ShareState};
pub use union::rules::Roster;

define_id!(
    /// A capital call (출자 요청) of a union.
    CapitalCallId
);
define_id!(
    /// One payment a member made.
    PaymentId
);

/// Decides, on the locked union, whether an edit keeps every GP seat that has money paid in:
/// the co-GPs are seats 1.. in the union's order, so a list shortened past a seat with
/// payments would leave them with nobody.
///
/// # Errors
/// [`union::UnionConflict::GpSeatHasPayments`].
pub fn check_gp_seats(co_gps: usize, paid_seats: &[GpSeat]) -> Result<(), union::UnionConflict> {
    if paid_seats.iter().any(|s| s.0 > 0 && s.0 as usize > co_gps) {
        Err(union::UnionConflict::GpSeatHasPayments)
    } else {
        Ok(())
    }
}

/// A call as stored: the `number`th of the union, asking `percent` of each commitment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CapitalCall {
    pub id: CapitalCallId,
    pub number: i32,
    pub due_on: NaiveDate,
    pub percent: i32,
    pub note: String,
}

/// A GP or an applicant as the book sees them: what they committed and, for an applicant,
/// where their application is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    pub payer: Payer,
    pub name: String,
    /// The application's status; `None` for a GP, a member from the start.
    pub status: Option<ApplicantStatus>,
    /// A GP's units at the unit price (a co-GP's amount); an applicant's applied amount.
    pub commitment: Won,
}

impl Member {
    /// A GP: its seat's commitment, owed like everyone's.
    pub fn gp(seat: GpSeat, name: String, commitment: Won) -> Self {
        Member { payer: Payer::Gp(seat), name, status: None, commitment }
    }

    /// An applicant.
    pub fn applicant(applicant: ApplicantId, name: String, status: ApplicantStatus, commitment: Won) -> Self {
        Member { payer: Payer::Applicant(applicant), name, status: Some(status), commitment }
    }

    pub fn role(&self) -> MemberRole {
        self.payer.role()
    }

    /// GPs always owe; applicants once their papers are in (S) and while they stay (P, F).
    pub fn owes(&self) -> bool {
        self.status.is_none_or(|s| matches!(s, ApplicantStatus::DocumentsSubmitted) || s.is_paid())
    }
}

/// A payment as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payment {
    pub id: PaymentId,
    pub payer: Payer,
    /// The call it pays; `None` in a lump-sum union.
    pub call: Option<CapitalCallId>,
    pub paid_on: NaiveDate,
    pub amount: Won,
    pub note: String,
    pub recorded_by: String,
    pub recorded_at: DateTime<Utc>,
}

/// What the GP types to issue a call.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CallDraft {
    pub due_on: Option<NaiveDate>,
    pub percent: Option<i32>,
    pub note: Option<String>,
}

/// What the GP types to record a payment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaymentDraft {
    pub payer: Payer,
    pub call: Option<CapitalCallId>,
    pub paid_on: Option<NaiveDate>,
    pub amount: Option<i64>,
    pub note: Option<String>,
}

/// A checked new call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewCall {
    pub number: i32,
    pub due_on: NaiveDate,
    pub percent: i32,
    pub note: String,
}

/// A checked new payment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPayment {
    pub payer: Payer,
    pub call: Option<CapitalCallId>,
    pub paid_on: NaiveDate,
    pub amount: Won,
    pub note: String,
}

/// A write on the book.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CapitalWrite {
    IssueCall(CallDraft),
    /// Withdraw a call issued by mistake (only while nothing was paid on it).
    WithdrawCall(CapitalCallId),
    Pay(PaymentDraft),
    /// The status menu's 납입완료: whatever the first call (or the lump sum) still lacks is
    /// recorded as paid today.
    Settle(ApplicantId),
    /// The status menu's step back from 납입완료: allowed only without payments.
    Unsettle(ApplicantId),
    /// Remove a payment recorded by mistake.
    Cancel(PaymentId),
    /// Pay money out to the holders pro rata.
    Distribute(DistributionDraft),
    /// Remove a distribution recorded by mistake.
    Revoke(DistributionId),
}

/// A status move that follows from a write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StatusMove {
    pub applicant: ApplicantId,
    pub from: ApplicantStatus,
    pub to: ApplicantStatus,
}

/// What the adapter writes, decided by [`CapitalBook::plan`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Plan {
    pub issue: Option<NewCall>,
    pub withdraw: Option<CapitalCallId>,
    pub pay: Option<NewPayment>,
    pub cancel: Option<PaymentId>,
    pub status: Option<StatusMove>,
    pub distribute: Option<NewDistribution>,
    pub revoke: Option<DistributionId>,
}

/// Why a write is refused (nothing is written).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CapitalRefusal {
    Invalid(Vec<FieldError>),
    /// Calls are for 수시납 and 분할납 unions.
    LumpSum,
    CallNotFound,
    CallHasPayments,
    PaymentNotFound,
    ApplicantNotFound,
    /// No GP sits in that seat.
    GpNotFound,
    /// Only members whose papers are in (S, P, F) pay.
    NotMember,
    /// A 수시납/분할납 union's member cannot be paid up before the first call.
    NoCall,
    /// The member has payments: cancel them to step back from P.
    HasPayments,
    /// The payment would make the union's 50th member.
    MemberCapReached,
    /// The payer's commitment does not fit in the union's units left (`left` won of
    /// commitments can still be taken in).
    UnitsFull {
        left: Won,
    },
    /// Nobody had paid anything in on the distribution's day.
    NothingPaidIn,
    /// More holders than the law allows members: the roster has to be put right first.
    TooManyHolders,
    DistributionNotFound,
}

/// A union's calls, members and payments, read on the locked union.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CapitalBook {
    pub method: PaymentMethod,
    /// The union's due date: when a lump sum is owed.
    pub due_date: Option<NaiveDate>,
    /// The end of recruitment: a lump sum is owed by then when the union names no due date.
    pub closes_on: NaiveDate,
    /// Recruitment start: no payment is dated before it.
    pub opened_on: NaiveDate,
    /// The union's units at the unit price: all the commitments it can take, the GPs' included.
    pub target: Won,
    /// In number order.
    pub calls: Vec<CapitalCall>,
    /// The GPs by seat, then every applicant in application order.
    pub members: Vec<Member>,
    pub payments: Vec<Payment>,
    /// Oldest first.
    pub distributions: Vec<Distribution>,
}

/// A member's share of a call asking `percent` after `before` percent was asked: the running
/// total rounded down, less what the earlier calls asked, so the shares add up to the
/// commitment to the won at 100%.
pub fn call_share(commitment: Won, before: i32, percent: i32) -> Won {
    let upto = |p: i32| i128::from(commitment.get()) * i128::from(p) / 100;
    // At most the commitment: fits.
    Won((upto(before + percent) - upto(before)) as i64)
}

/// A write carried out: the rows it made, and the applicant's status after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Written {
    pub call: Option<CapitalCallId>,
    pub payment: Option<PaymentId>,
    pub distribution: Option<DistributionId>,
    pub status: Option<StatusMove>,
}

/// The book on storage. Every method checks the union is a live union of the actor's firm.
#[async_trait::async_trait]
pub trait CapitalRepository: Send + Sync {
    /// # Errors
    /// `NotFound`.
    async fn book(&self, actor: &Actor, union: UnionId) -> Result<CapitalBook, PortError>;

    /// With the union locked against other money writes, reads the book, asks
    /// [`CapitalBook::plan`] and writes the plan with its audit and status history.
    ///
    /// # Errors
    /// `NotFound`; `Conflict` with the plan's refusal.
    async fn write(
        &self,
        actor: &Actor,
        union: UnionId,
        write: &CapitalWrite,
        today: NaiveDate,
    ) -> Result<Written, Refused<CapitalRefusal>>;
}

#[cfg(test)]
mod tests;
