//! Money in: capital calls (수시납 2, 분할납 3), the payments members make against them, and
//! what follows from the payments: each member's paid amount, who is late, and status P.
//!
//! A lump-sum union (일시납 1) has no calls: each member owes the whole commitment by the
//! union's due date. A call asks a whole percentage of every member's commitment; a member's
//! share is rounded on the running total, so calls adding up to 100% ask the commitment to the
//! won. A member is 납입완료 (P) once the first call (or the whole lump sum) is paid: that is
//! the money the union is formed with. Later calls show who is late without moving anyone back.
//!
//! Every write is planned here, on the book the adapter read with the union locked
//! ([`CapitalBook::plan`]), and the adapter carries the [`Plan`] out as it stands.

use chrono::{DateTime, NaiveDate, Utc};
use kernel::{define_id, Actor, FieldError, PortError, Refused, Won};

use crate::applicant::ApplicantId;
use crate::distribution::{
    self, Distribution, DistributionDraft, DistributionId, DistributionKind, Holder, NewDistribution,
};
use crate::model::{PaymentMethod, UnionId};
use crate::register::MemberRole;
use crate::status::ApplicantStatus;

define_id!(
    /// A capital call (출자 요청) of a union.
    CapitalCallId
);
define_id!(
    /// One payment a member made.
    PaymentId
);

/// Notes on a call or a payment are short.
pub const MAX_NOTE_CHARS: usize = 200;

/// A call as stored: the `number`th of the union, asking `percent` of each commitment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CapitalCall {
    pub id: CapitalCallId,
    pub number: i32,
    pub due_on: NaiveDate,
    pub percent: i32,
    pub note: String,
}

/// An applicant as the book sees them: what they committed and where their application is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member {
    pub applicant: ApplicantId,
    pub name: String,
    pub status: ApplicantStatus,
    pub commitment: Won,
}

impl Member {
    /// Members owe money once their papers are in (S) and while they stay (P, F).
    pub fn owes(&self) -> bool {
        matches!(self.status, ApplicantStatus::DocumentsSubmitted) || self.status.is_paid()
    }
}

/// A payment as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payment {
    pub id: PaymentId,
    pub applicant: ApplicantId,
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
    pub applicant: ApplicantId,
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
    pub applicant: ApplicantId,
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
    /// Only members whose papers are in (S, P, F) pay.
    NotMember,
    /// A 수시납/분할납 union's member cannot be paid up before the first call.
    NoCall,
    /// The member has payments: cancel them to step back from P.
    HasPayments,
    /// The payment would make the union's 50th member.
    MemberCapReached,
    /// Nobody had paid anything in on the distribution's day.
    NothingPaidIn,
    DistributionNotFound,
}

/// A union's calls, members and payments, read on the locked union.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CapitalBook {
    pub method: PaymentMethod,
    /// The union's due date: when a lump sum is owed.
    pub due_date: Option<NaiveDate>,
    /// Recruitment start: no payment is dated before it.
    pub opened_on: NaiveDate,
    /// In number order.
    pub calls: Vec<CapitalCall>,
    /// Every applicant, in application order.
    pub members: Vec<Member>,
    pub payments: Vec<Payment>,
    /// The managing GP's and co-GPs' own stakes (paid in at formation).
    pub gp_holders: Vec<Holder>,
    /// Oldest first.
    pub distributions: Vec<Distribution>,
}

/// Where a member stands on one call (or on the lump sum).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ShareState {
    Paid,
    Partial,
    Unpaid,
    /// Due date passed with money still owed.
    Late,
}

impl ShareState {
    pub const ALL: [ShareState; 4] = [ShareState::Paid, ShareState::Partial, ShareState::Unpaid, ShareState::Late];

    pub fn code(self) -> &'static str {
        match self {
            ShareState::Paid => "paid",
            ShareState::Partial => "partial",
            ShareState::Unpaid => "unpaid",
            ShareState::Late => "late",
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            ShareState::Paid => "완납",
            ShareState::Partial => "일부 납입",
            ShareState::Unpaid => "미납",
            ShareState::Late => "연체",
        }
    }
}

/// A member's share of one call (`call` is `None` for the lump sum).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Share {
    pub call: Option<CapitalCallId>,
    pub due_on: Option<NaiveDate>,
    pub due: Won,
    pub paid: Won,
    pub state: ShareState,
}

impl Share {
    pub fn outstanding(&self) -> Won {
        Won(self.due.get() - self.paid.get())
    }
}

/// A member's position: their shares, and the sums over them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    pub member: Member,
    pub shares: Vec<Share>,
    pub called: Won,
    pub paid: Won,
    /// Owed on calls whose due date passed.
    pub late: Won,
    pub state: ShareState,
    /// What distributions paid the member.
    pub paid_out: Won,
}

/// One call with its sums over the members.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CallSummary {
    pub call: CapitalCall,
    pub called: Won,
    pub paid: Won,
    pub late_members: i64,
}

/// The book as the 출자금 tab shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CapitalView {
    pub method: PaymentMethod,
    pub calls: Vec<CallSummary>,
    /// Members who owe money (S, P, F), in application order.
    pub positions: Vec<Position>,
    pub commitment: Won,
    pub called: Won,
    pub paid: Won,
    pub late_members: i64,
    /// What calls may still ask, in percent.
    pub percent_left: i32,
    pub distributions: Vec<Distribution>,
    pub distributed: Won,
}

/// A member's share of a call asking `percent` after `before` percent was asked: the running
/// total rounded down, less what the earlier calls asked, so the shares add up to the
/// commitment to the won at 100%.
pub fn call_share(commitment: Won, before: i32, percent: i32) -> Won {
    let upto = |p: i32| i128::from(commitment.get()) * i128::from(p) / 100;
    // At most the commitment: fits.
    Won((upto(before + percent) - upto(before)) as i64)
}

/// One entry of the schedule every member owes on.
struct Due {
    call: Option<CapitalCallId>,
    due_on: Option<NaiveDate>,
    before: i32,
    percent: i32,
}

fn invalid(field: &str, message: impl Into<String>) -> CapitalRefusal {
    CapitalRefusal::Invalid(vec![FieldError::new(field, message.into())])
}

fn won(n: Won) -> String {
    format!("{}원", kernel::format::number(n.get()))
}

/// The trimmed note, or a `note` error pushed onto `e`.
fn collect_note(raw: Option<&str>, e: &mut Vec<FieldError>) -> String {
    let n = raw.map(str::trim).unwrap_or("");
    if n.chars().count() > MAX_NOTE_CHARS {
        e.push(FieldError::new("note", format!("메모는 {MAX_NOTE_CHARS}자 이하로 입력해 주세요.")));
    }
    n.to_string()
}

impl CapitalBook {
    fn schedule(&self) -> Vec<Due> {
        if self.method == PaymentMethod::LumpSum {
            return vec![Due { call: None, due_on: self.due_date, before: 0, percent: 100 }];
        }
        let mut before = 0;
        self.calls
            .iter()
            .map(|c| {
                let d = Due { call: Some(c.id), due_on: Some(c.due_on), before, percent: c.percent };
                before += c.percent;
                d
            })
            .collect()
    }

    fn paid_on(&self, applicant: ApplicantId, call: Option<CapitalCallId>) -> Won {
        Won(self.payments.iter().filter(|p| p.applicant == applicant && p.call == call).map(|p| p.amount.get()).sum())
    }

    fn member(&self, applicant: ApplicantId) -> Result<&Member, CapitalRefusal> {
        self.members.iter().find(|m| m.applicant == applicant).ok_or(CapitalRefusal::ApplicantNotFound)
    }

    fn percent_called(&self) -> i32 {
        self.calls.iter().map(|c| c.percent).sum()
    }

    /// The member's shares of every call as of `today`.
    pub fn position(&self, member: &Member, today: NaiveDate) -> Position {
        let shares: Vec<Share> = self
            .schedule()
            .into_iter()
            .map(|d| {
                let due = call_share(member.commitment, d.before, d.percent);
                let paid = self.paid_on(member.applicant, d.call);
                let state = if paid >= due {
                    ShareState::Paid
                } else if d.due_on.is_some_and(|on| on < today) {
                    ShareState::Late
                } else if paid.get() > 0 {
                    ShareState::Partial
                } else {
                    ShareState::Unpaid
                };
                Share { call: d.call, due_on: d.due_on, due, paid, state }
            })
            .collect();
        let sum = |f: &dyn Fn(&Share) -> i64| Won(shares.iter().map(f).sum());
        let called = sum(&|s| s.due.get());
        let paid = sum(&|s| s.paid.get());
        let late = sum(&|s| if s.state == ShareState::Late { s.outstanding().get() } else { 0 });
        let state = if late.get() > 0 {
            ShareState::Late
        } else if called.get() > 0 && paid >= called {
            ShareState::Paid
        } else if paid.get() > 0 {
            ShareState::Partial
        } else {
            ShareState::Unpaid
        };
        let paid_out = Won(self.distributions.iter().map(|d| d.share_of(member.applicant).get()).sum());
        Position { member: member.clone(), shares, called, paid, late, state, paid_out }
    }

    /// The tab's view as of `today`.
    pub fn view(&self, today: NaiveDate) -> CapitalView {
        let positions: Vec<Position> =
            self.members.iter().filter(|m| m.owes()).map(|m| self.position(m, today)).collect();
        let calls = self
            .calls
            .iter()
            .map(|c| {
                let shares = positions.iter().filter_map(|p| p.shares.iter().find(|s| s.call == Some(c.id)));
                let (mut called, mut paid, mut late_members) = (0, 0, 0);
                for s in shares {
                    called += s.due.get();
                    paid += s.paid.get();
                    late_members += i64::from(s.state == ShareState::Late);
                }
                CallSummary { call: c.clone(), called: Won(called), paid: Won(paid), late_members }
            })
            .collect();
        let sum = |f: &dyn Fn(&Position) -> i64| Won(positions.iter().map(f).sum());
        CapitalView {
            method: self.method,
            calls,
            commitment: sum(&|p| p.member.commitment.get()),
            called: sum(&|p| p.called.get()),
            paid: sum(&|p| p.paid.get()),
            late_members: positions.iter().filter(|p| p.state == ShareState::Late).count() as i64,
            percent_left: if self.method == PaymentMethod::LumpSum { 0 } else { 100 - self.percent_called() },
            positions,
            distributions: self.distributions.clone(),
            distributed: Won(self.distributions.iter().map(|d| d.total.get()).sum()),
        }
    }

    /// A member's payments, oldest first.
    pub fn payments_of(&self, applicant: ApplicantId) -> Vec<&Payment> {
        let mut out: Vec<&Payment> = self.payments.iter().filter(|p| p.applicant == applicant).collect();
        out.sort_by_key(|p| (p.paid_on, p.id));
        out
    }

    /// The first entry of the schedule: what a member pays to become 납입완료.
    fn first_share(&self, member: &Member) -> Option<(Option<CapitalCallId>, Won)> {
        let d = self.schedule().into_iter().next()?;
        Some((d.call, call_share(member.commitment, d.before, d.percent)))
    }

    fn paying_members(&self) -> i64 {
        self.members.iter().filter(|m| m.status.is_paid()).count() as i64
    }

    /// The move into P when `member` (S) will have paid `first_paid` on the first share; the
    /// cap on paying members holds.
    fn paid_move(&self, member: &Member, first_paid: Won, cap: i64) -> Result<Option<StatusMove>, CapitalRefusal> {
        let Some((_, due)) = self.first_share(member) else { return Ok(None) };
        if member.status != ApplicantStatus::DocumentsSubmitted || first_paid < due {
            return Ok(None);
        }
        if self.paying_members() + 1 > cap {
            return Err(CapitalRefusal::MemberCapReached);
        }
        Ok(Some(StatusMove { applicant: member.applicant, from: member.status, to: ApplicantStatus::Paid }))
    }

    /// Decides a write on this book as of `today`; `paying_cap` is how many applicants may
    /// have paid at most ([`crate::rules::paying_applicant_cap`]).
    ///
    /// # Errors
    /// The refusal; nothing is to be written then.
    pub fn plan(&self, write: &CapitalWrite, today: NaiveDate, paying_cap: i64) -> Result<Plan, CapitalRefusal> {
        match write {
            CapitalWrite::IssueCall(d) => Ok(Plan { issue: Some(self.check_call(d)?), ..Plan::default() }),
            CapitalWrite::WithdrawCall(id) => {
                if !self.calls.iter().any(|c| c.id == *id) {
                    return Err(CapitalRefusal::CallNotFound);
                }
                if self.payments.iter().any(|p| p.call == Some(*id)) {
                    return Err(CapitalRefusal::CallHasPayments);
                }
                if self.calls.last().is_some_and(|c| c.id != *id) {
                    return Err(invalid("call_id", "마지막 출자 요청부터 취소할 수 있습니다."));
                }
                Ok(Plan { withdraw: Some(*id), ..Plan::default() })
            }
            CapitalWrite::Pay(d) => self.check_payment(d, today, paying_cap),
            CapitalWrite::Distribute(d) => self.check_distribution(d, today),
            CapitalWrite::Revoke(id) => {
                if !self.distributions.iter().any(|d| d.id == *id) {
                    return Err(CapitalRefusal::DistributionNotFound);
                }
                Ok(Plan { revoke: Some(*id), ..Plan::default() })
            }
            CapitalWrite::Settle(applicant) => self.settle(*applicant, today, paying_cap),
            CapitalWrite::Unsettle(applicant) => {
                let m = self.member(*applicant)?;
                if !self.payments_of(*applicant).is_empty() {
                    return Err(CapitalRefusal::HasPayments);
                }
                Ok(Plan {
                    status: Some(StatusMove {
                        applicant: *applicant,
                        from: m.status,
                        to: ApplicantStatus::DocumentsSubmitted,
                    }),
                    ..Plan::default()
                })
            }
            CapitalWrite::Cancel(id) => {
                let p = self.payments.iter().find(|p| p.id == *id).ok_or(CapitalRefusal::PaymentNotFound)?;
                let m = self.member(p.applicant)?;
                let mut status = None;
                if let Some((call, due)) = self.first_share(m) {
                    let left = self.paid_on(m.applicant, call).get() - if p.call == call { p.amount.get() } else { 0 };
                    if m.status == ApplicantStatus::Paid && Won(left) < due {
                        status = Some(StatusMove {
                            applicant: m.applicant,
                            from: m.status,
                            to: ApplicantStatus::DocumentsSubmitted,
                        });
                    }
                }
                Ok(Plan { cancel: Some(*id), status, ..Plan::default() })
            }
        }
    }

    /// Who held the union on `on`: the GPs, then every member with money paid in by then.
    pub fn holders_on(&self, on: NaiveDate) -> Vec<Holder> {
        let members = self.members.iter().filter_map(|m| {
            let paid: i64 = self
                .payments
                .iter()
                .filter(|p| p.applicant == m.applicant && p.paid_on <= on)
                .map(|p| p.amount.get())
                .sum();
            (paid > 0).then(|| Holder {
                role: MemberRole::Limited,
                applicant: Some(m.applicant),
                name: m.name.clone(),
                basis: Won(paid),
            })
        });
        self.gp_holders.iter().filter(|h| h.basis.get() > 0).cloned().chain(members).collect()
    }

    fn check_distribution(&self, d: &DistributionDraft, today: NaiveDate) -> Result<Plan, CapitalRefusal> {
        let returned = Won(self
            .distributions
            .iter()
            .filter(|x| x.kind == DistributionKind::CapitalReturn)
            .map(|x| x.total.get())
            .sum());
        let new = distribution::check(d, self.opened_on, today, |on| self.holders_on(on), returned)
            .map_err(CapitalRefusal::Invalid)?;
        if new.shares.is_empty() {
            return Err(CapitalRefusal::NothingPaidIn);
        }
        Ok(Plan { distribute: Some(new), ..Plan::default() })
    }

    fn check_call(&self, d: &CallDraft) -> Result<NewCall, CapitalRefusal> {
        if self.method == PaymentMethod::LumpSum {
            return Err(CapitalRefusal::LumpSum);
        }
        let mut e = Vec::new();
        let left = 100 - self.percent_called();
        let percent = d.percent.filter(|p| (1..=100).contains(p));
        match percent {
            None => e.push(FieldError::new("percent", "요청 비율을 1~100% 사이로 입력해 주세요.")),
            Some(_) if left == 0 => e.push(FieldError::new("percent", "출자금을 이미 100% 요청했습니다.")),
            Some(p) if p > left => e.push(FieldError::new("percent", format!("남은 요청 비율은 {left}%입니다."))),
            Some(_) => {}
        }
        let last = self.calls.last();
        match (d.due_on, last) {
            (None, _) => e.push(FieldError::new("due_on", "납입 기한을 입력해 주세요.")),
            (Some(due), Some(prev)) if due < prev.due_on => e.push(FieldError::new(
                "due_on",
                format!(
                    "납입 기한은 {}차 요청의 기한({}) 이후여야 합니다.",
                    prev.number,
                    kernel::format::date(prev.due_on)
                ),
            )),
            _ => {}
        }
        let note = collect_note(d.note.as_deref(), &mut e);
        match (percent, d.due_on) {
            (Some(percent), Some(due_on)) if e.is_empty() => {
                Ok(NewCall { number: last.map_or(1, |c| c.number + 1), due_on, percent, note })
            }
            _ => Err(CapitalRefusal::Invalid(e)),
        }
    }

    fn check_payment(&self, d: &PaymentDraft, today: NaiveDate, cap: i64) -> Result<Plan, CapitalRefusal> {
        let m = self.member(d.applicant)?;
        if !m.owes() {
            return Err(CapitalRefusal::NotMember);
        }
        let call = match (self.method, d.call) {
            (PaymentMethod::LumpSum, Some(_)) => {
                return Err(invalid("call_id", "일시납 조합의 납입은 출자 요청 없이 기록합니다."))
            }
            (PaymentMethod::LumpSum, None) => None,
            (_, None) => return Err(invalid("call_id", "납입할 출자 요청을 골라 주세요.")),
            (_, Some(id)) => Some(self.calls.iter().find(|c| c.id == id).ok_or(CapitalRefusal::CallNotFound)?.id),
        };
        let share = self.position(m, today).shares.into_iter().find(|s| s.call == call);
        let outstanding = share.map_or(Won::ZERO, |s| s.outstanding());
        let mut e = Vec::new();
        match d.amount {
            None | Some(..=0) => e.push(FieldError::new("amount", "납입 금액을 입력해 주세요.")),
            Some(_) if outstanding.get() == 0 => e.push(FieldError::new("amount", "이 출자금은 모두 납입되었습니다.")),
            Some(a) if a > outstanding.get() => {
                e.push(FieldError::new("amount", format!("남은 금액은 {}입니다.", won(outstanding))))
            }
            Some(_) => {}
        }
        match d.paid_on {
            None => e.push(FieldError::new("paid_on", "납입일을 입력해 주세요.")),
            Some(on) if on > today => e.push(FieldError::new("paid_on", "납입일은 오늘 이후일 수 없습니다.")),
            Some(on) if on < self.opened_on => e.push(FieldError::new(
                "paid_on",
                format!("납입일은 모집 시작일({}) 이후여야 합니다.", kernel::format::date(self.opened_on)),
            )),
            Some(_) => {}
        }
        let note = collect_note(d.note.as_deref(), &mut e);
        let (Some(amount), Some(paid_on), true) = (d.amount, d.paid_on, e.is_empty()) else {
            return Err(CapitalRefusal::Invalid(e));
        };
        let payment = NewPayment { applicant: m.applicant, call, paid_on, amount: Won(amount), note };
        let first_paid = match self.first_share(m) {
            Some((first, _)) if first == call => Won(self.paid_on(m.applicant, call).get() + amount),
            Some((first, _)) => self.paid_on(m.applicant, first),
            None => Won::ZERO,
        };
        let status = self.paid_move(m, first_paid, cap)?;
        Ok(Plan { pay: Some(payment), status, ..Plan::default() })
    }

    fn settle(&self, applicant: ApplicantId, today: NaiveDate, cap: i64) -> Result<Plan, CapitalRefusal> {
        let m = self.member(applicant)?;
        let (call, due) = self.first_share(m).ok_or(CapitalRefusal::NoCall)?;
        let paid = self.paid_on(applicant, call);
        let rest = Won(due.get() - paid.get());
        let pay = (rest.get() > 0).then(|| NewPayment {
            applicant,
            call,
            paid_on: today,
            amount: rest,
            note: "납입완료로 변경".into(),
        });
        let status = self.paid_move(m, due, cap)?;
        Ok(Plan { pay, status, ..Plan::default() })
    }
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
        paying_cap: i64,
    ) -> Result<Written, Refused<CapitalRefusal>>;
}

#[cfg(test)]
mod tests;
