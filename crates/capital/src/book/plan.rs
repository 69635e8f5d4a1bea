//! Every write on the book, decided on the book read under the union's lock: calls, payments
//! (the GPs' too), the applicant's move into and out of 납입완료, the 49-member cap and the
//! union's units at the first won, and distributions.

use chrono::NaiveDate;
use kernel::{FieldError, Won};

use super::{
    CallDraft, CapitalBook, CapitalCallId, CapitalRefusal, CapitalWrite, Member, NewCall, NewPayment, Payer,
    PaymentDraft, Plan, StatusMove, MAX_NOTE_CHARS,
};
use crate::distribution::{self, DistributionDraft, DistributionKind, Holder};
use union::applicant::ApplicantId;
use union::model::PaymentMethod;
use union::rules::MAX_MEMBERS;
use union::status::ApplicantStatus;

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
    fn member(&self, payer: Payer) -> Result<&Member, CapitalRefusal> {
        self.member_of(payer).ok_or(match payer {
            Payer::Applicant(_) => CapitalRefusal::ApplicantNotFound,
            Payer::Gp(_) => CapitalRefusal::GpNotFound,
        })
    }

    /// The first entry of the schedule: what a member pays to become 납입완료.
    fn first_share(&self, member: &Member) -> Option<(Option<CapitalCallId>, Won)> {
        let d = self.schedule().into_iter().next()?;
        Some((d.call, super::call_share(member.commitment, d.before, d.percent)))
    }

    /// The first won `member` pays makes them a member for the law: refused when the union has
    /// its 49 members already, or when their commitment does not fit in the union's units left
    /// after the GPs' and the other members'. Nothing to check for someone already in.
    fn admit(&self, member: &Member) -> Result<(), CapitalRefusal> {
        if matches!(member.payer, Payer::Gp(_)) || self.paid_total(member.payer).get() > 0 {
            return Ok(());
        }
        let roster = self.roster();
        if roster.members() + 1 > MAX_MEMBERS {
            return Err(CapitalRefusal::MemberCapReached);
        }
        let left = Won(self.target.get().saturating_sub(roster.committed().get()).max(0));
        if member.commitment > left {
            return Err(CapitalRefusal::UnitsFull { left });
        }
        Ok(())
    }

    /// The move into P when `member` (S) will have paid `first_paid` on the first share.
    fn paid_move(&self, member: &Member, first_paid: Won) -> Option<StatusMove> {
        let (Payer::Applicant(applicant), Some(status)) = (member.payer, member.status) else { return None };
        let (_, due) = self.first_share(member)?;
        (status == ApplicantStatus::DocumentsSubmitted && first_paid >= due).then_some(StatusMove {
            applicant,
            from: status,
            to: ApplicantStatus::Paid,
        })
    }

    /// Decides a write on this book as of `today`.
    ///
    /// # Errors
    /// The refusal; nothing is to be written then.
    pub fn plan(&self, write: &CapitalWrite, today: NaiveDate) -> Result<Plan, CapitalRefusal> {
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
            CapitalWrite::Pay(d) => self.check_payment(d, today),
            CapitalWrite::Distribute(d) => self.check_distribution(d, today),
            CapitalWrite::Revoke(id) => {
                if !self.distributions.iter().any(|d| d.id == *id) {
                    return Err(CapitalRefusal::DistributionNotFound);
                }
                Ok(Plan { revoke: Some(*id), ..Plan::default() })
            }
            CapitalWrite::Settle(applicant) => self.settle(*applicant, today),
            CapitalWrite::Unsettle(applicant) => {
                let m = self.member(Payer::Applicant(*applicant))?;
                if !self.payments_of(m.payer).is_empty() {
                    return Err(CapitalRefusal::HasPayments);
                }
                let from = m.status.ok_or(CapitalRefusal::ApplicantNotFound)?;
                Ok(Plan {
                    status: Some(StatusMove { applicant: *applicant, from, to: ApplicantStatus::DocumentsSubmitted }),
                    ..Plan::default()
                })
            }
            CapitalWrite::Cancel(id) => {
                let p = self.payments.iter().find(|p| p.id == *id).ok_or(CapitalRefusal::PaymentNotFound)?;
                let m = self.member(p.payer)?;
                let mut status = None;
                if let (Some((call, due)), Payer::Applicant(applicant), Some(from)) =
                    (self.first_share(m), m.payer, m.status)
                {
                    let left = self.paid_on(m.payer, call).get() - if p.call == call { p.amount.get() } else { 0 };
                    if from == ApplicantStatus::Paid && Won(left) < due {
                        status = Some(StatusMove { applicant, from, to: ApplicantStatus::DocumentsSubmitted });
                    }
                }
                Ok(Plan { cancel: Some(*id), status, ..Plan::default() })
            }
        }
    }

    fn check_distribution(&self, d: &DistributionDraft, today: NaiveDate) -> Result<Plan, CapitalRefusal> {
        // A return of capital is split over what each holder still has in (paid less returned),
        // so nobody is returned more than they paid; a profit over what each had paid in.
        let holders_on = |on: NaiveDate, kind: DistributionKind| -> Vec<Holder> {
            let holders = self.holders_on(on);
            if kind == DistributionKind::Profit {
                return holders;
            }
            holders
                .into_iter()
                .map(|h| {
                    let left = h.basis.get().saturating_sub(self.returned_to(h.payer).get()).max(0);
                    Holder { basis: Won(left), ..h }
                })
                .collect()
        };
        let new = distribution::check(d, self.opened_on, today, holders_on).map_err(CapitalRefusal::Invalid)?;
        if new.shares.is_empty() {
            return Err(CapitalRefusal::NothingPaidIn);
        }
        if new.shares.len() as i64 > MAX_MEMBERS {
            return Err(CapitalRefusal::TooManyHolders);
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

    fn check_payment(&self, d: &PaymentDraft, today: NaiveDate) -> Result<Plan, CapitalRefusal> {
        let m = self.member(d.payer)?;
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
        self.admit(m)?;
        let payment = NewPayment { payer: m.payer, call, paid_on, amount: Won(amount), note };
        let first_paid = match self.first_share(m) {
            Some((first, _)) if first == call => Won(self.paid_on(m.payer, call).get().saturating_add(amount)),
            Some((first, _)) => self.paid_on(m.payer, first),
            None => Won::ZERO,
        };
        let status = self.paid_move(m, first_paid);
        Ok(Plan { pay: Some(payment), status, ..Plan::default() })
    }

    fn settle(&self, applicant: ApplicantId, today: NaiveDate) -> Result<Plan, CapitalRefusal> {
        let m = self.member(Payer::Applicant(applicant))?;
        let (call, due) = self.first_share(m).ok_or(CapitalRefusal::NoCall)?;
        let paid = self.paid_on(m.payer, call);
        let rest = Won(due.get().saturating_sub(paid.get()));
        let pay = (rest.get() > 0).then(|| NewPayment {
            payer: m.payer,
            call,
            paid_on: today,
            amount: rest,
            note: "납입완료로 변경".into(),
        });
        if pay.is_some() {
            self.admit(m)?;
        }
        let status = self.paid_move(m, due);
        Ok(Plan { pay, status, ..Plan::default() })
    }
}
