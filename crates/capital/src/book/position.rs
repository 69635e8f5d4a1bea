//! Where each member stands on the book: their share of every call, what they paid, who is
//! late, who holds the union on a day, and the roster the law counts.

use chrono::NaiveDate;
use kernel::Won;

use super::{CapitalBook, CapitalCall, CapitalCallId, Member, Payer, Payment};
use crate::distribution::{Distribution, DistributionKind, Holder};
use union::model::PaymentMethod;
use union::rules::Roster;

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
        Won(self.due.get().saturating_sub(self.paid.get()))
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
    /// The GPs, then the applicants who owe money (S, P, F) in application order.
    pub positions: Vec<Position>,
    pub commitment: Won,
    pub called: Won,
    pub paid: Won,
    pub late_members: i64,
    pub arrears: Arrears,
    /// What calls may still ask, in percent.
    pub percent_left: i32,
    pub distributions: Vec<Distribution>,
    pub distributed: Won,
    pub roster: Roster,
    /// The union's units at the unit price.
    pub target: Won,
}

/// Who is late and since when: the members (GPs included) owing on a share whose due date has
/// passed, what they owe on those shares, and the earliest such due date. The one rule the 출자금
/// tab, the dashboard, the firm's tasks and the exports read.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Arrears {
    pub members: i64,
    pub amount: Won,
    pub since: Option<NaiveDate>,
}

/// One entry of the schedule every member owes on.
pub(super) struct Due {
    pub call: Option<CapitalCallId>,
    pub due_on: Option<NaiveDate>,
    pub before: i32,
    pub percent: i32,
}

impl CapitalBook {
    pub(super) fn schedule(&self) -> Vec<Due> {
        if self.method == PaymentMethod::LumpSum {
            let due_on = self.due_date.unwrap_or(self.closes_on);
            return vec![Due { call: None, due_on: Some(due_on), before: 0, percent: 100 }];
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

    pub(super) fn paid_on(&self, payer: Payer, call: Option<CapitalCallId>) -> Won {
        Won::saturating_sum(self.payments.iter().filter(|p| p.payer == payer && p.call == call).map(|p| p.amount))
    }

    /// Everything `payer` paid in up to and including `on`.
    pub fn paid_by(&self, payer: Payer, on: NaiveDate) -> Won {
        Won::saturating_sum(self.payments.iter().filter(|p| p.payer == payer && p.paid_on <= on).map(|p| p.amount))
    }

    /// Everything `payer` paid in.
    pub fn paid_total(&self, payer: Payer) -> Won {
        Won::saturating_sum(self.payments.iter().filter(|p| p.payer == payer).map(|p| p.amount))
    }

    pub fn member_of(&self, payer: Payer) -> Option<&Member> {
        self.members.iter().find(|m| m.payer == payer)
    }

    pub(super) fn percent_called(&self) -> i32 {
        self.calls.iter().map(|c| c.percent).sum()
    }

    /// The member's shares of every call as of `today`.
    pub fn position(&self, member: &Member, today: NaiveDate) -> Position {
        let shares: Vec<Share> = self
            .schedule()
            .into_iter()
            .map(|d| {
                let due = super::call_share(member.commitment, d.before, d.percent);
                let paid = self.paid_on(member.payer, d.call);
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
        let called = Won::saturating_sum(shares.iter().map(|s| s.due));
        let paid = Won::saturating_sum(shares.iter().map(|s| s.paid));
        let late = Won::saturating_sum(shares.iter().filter(|s| s.state == ShareState::Late).map(Share::outstanding));
        let state = if late.get() > 0 {
            ShareState::Late
        } else if called.get() > 0 && paid >= called {
            ShareState::Paid
        } else if paid.get() > 0 {
            ShareState::Partial
        } else {
            ShareState::Unpaid
        };
        let paid_out = Won::saturating_sum(self.distributions.iter().map(|d| d.share_of(member.payer)));
        Position { member: member.clone(), shares, called, paid, late, state, paid_out }
    }

    /// Who is late on `today` (see [`Arrears`]).
    pub fn arrears(&self, today: NaiveDate) -> Arrears {
        Self::arrears_of(&self.members.iter().filter(|m| m.owes()).map(|m| self.position(m, today)).collect::<Vec<_>>())
    }

    fn arrears_of(positions: &[Position]) -> Arrears {
        let late: Vec<&Position> = positions.iter().filter(|p| p.state == ShareState::Late).collect();
        Arrears {
            members: late.len() as i64,
            amount: Won::saturating_sum(late.iter().map(|p| p.late)),
            since: late
                .iter()
                .flat_map(|p| p.shares.iter().filter(|s| s.state == ShareState::Late).filter_map(|s| s.due_on))
                .min(),
        }
    }

    /// Who the law counts as members, with their commitments and payments.
    pub fn roster(&self) -> Roster {
        let mut r = Roster::default();
        for m in &self.members {
            let paid = self.paid_total(m.payer);
            match m.payer {
                Payer::Gp(_) => {
                    r.gp_members += 1;
                    r.gp_committed = Won(r.gp_committed.get().saturating_add(m.commitment.get()));
                    r.gp_paid = Won(r.gp_paid.get().saturating_add(paid.get()));
                }
                Payer::Applicant(_) if paid.get() > 0 => {
                    r.lp_members += 1;
                    r.lp_committed = Won(r.lp_committed.get().saturating_add(m.commitment.get()));
                    r.lp_paid = Won(r.lp_paid.get().saturating_add(paid.get()));
                }
                Payer::Applicant(_) => {
                    r.pending += i64::from(m.status.is_some_and(|s| !s.is_paid()));
                }
            }
        }
        r
    }

    /// The tab's view as of `today`.
    pub fn view(&self, today: NaiveDate) -> CapitalView {
        let positions: Vec<Position> =
            self.members.iter().filter(|m| m.owes()).map(|m| self.position(m, today)).collect();
        let calls = self
            .calls
            .iter()
            .map(|c| {
                let shares: Vec<&Share> =
                    positions.iter().filter_map(|p| p.shares.iter().find(|s| s.call == Some(c.id))).collect();
                CallSummary {
                    call: c.clone(),
                    called: Won::saturating_sum(shares.iter().map(|s| s.due)),
                    paid: Won::saturating_sum(shares.iter().map(|s| s.paid)),
                    late_members: shares.iter().filter(|s| s.state == ShareState::Late).count() as i64,
                }
            })
            .collect();
        let arrears = Self::arrears_of(&positions);
        CapitalView {
            method: self.method,
            calls,
            arrears,
            commitment: Won::saturating_sum(positions.iter().map(|p| p.member.commitment)),
            called: Won::saturating_sum(positions.iter().map(|p| p.called)),
            paid: Won::saturating_sum(positions.iter().map(|p| p.paid)),
            late_members: arrears.members,
            percent_left: if self.method == PaymentMethod::LumpSum { 0 } else { 100 - self.percent_called() },
            positions,
            distributions: self.distributions.clone(),
            distributed: Won::saturating_sum(self.distributions.iter().map(|d| d.total)),
            roster: self.roster(),
            target: self.target,
        }
    }

    /// A member's payments, oldest first.
    pub fn payments_of(&self, payer: Payer) -> Vec<&Payment> {
        let mut out: Vec<&Payment> = self.payments.iter().filter(|p| p.payer == payer).collect();
        out.sort_by_key(|p| (p.paid_on, p.id));
        out
    }

    /// Capital already returned to `payer` by the distributions recorded.
    pub fn returned_to(&self, payer: Payer) -> Won {
        Won::saturating_sum(
            self.distributions.iter().filter(|d| d.kind == DistributionKind::CapitalReturn).map(|d| d.share_of(payer)),
        )
    }

    /// Who held the union on `on`, GPs first: every member with money paid in by then, with
    /// what they had paid.
    pub fn holders_on(&self, on: NaiveDate) -> Vec<Holder> {
        self.members
            .iter()
            .filter_map(|m| {
                let paid = self.paid_by(m.payer, on);
                (paid.get() > 0).then(|| Holder::new(m.payer, m.name.clone(), paid))
            })
            .collect()
    }
}
