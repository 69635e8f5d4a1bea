//! The law's conditions on a union (벤처투자 촉진에 관한 법률 and its decree; sources and the
//! reading of each in docs/decisions.md, "Unions by the book"), checked against what the union
//! says and what happened to it: each rule is ok, a warning (not yet wrong, or not knowable
//! from what was typed) or broken, with the reason in Korean.

pub mod eligibility;

use chrono::NaiveDate;
use kernel::format::{date, number, percent_floor};
use kernel::period::{d_day, last_day_after_event, last_day_from, years};
use kernel::{Actor, PortError, Won};

use crate::model::{FundType, Union, UnionId};
use crate::status::UnionStatus;
pub use eligibility::{eligibility, Eligibility, InvestedFact};

/// Most members a union may have, its GPs included (both kinds of union; 벤처투자법 시행령 §6).
/// Anyone who has paid in a won is a member for it.
pub const MAX_MEMBERS: i64 = 49;

/// The thresholds of one kind of union.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Thresholds {
    /// Smallest unit (1좌), where the law sets one.
    pub min_unit_price: Option<Won>,
    /// Smallest total below which the union cannot be registered at all.
    pub min_total: Won,
    /// A total below this (and at least `min_total`) is allowed only to some GPs: a warning.
    pub usual_min_total: Won,
    /// The GPs' share of the union's 출자금 총액, in percent.
    pub min_gp_stake_percent: i64,
    pub min_term_years: u32,
    /// Share of the total to invest in startups and venture firms, in percent…
    pub investment_percent: i64,
    /// …within this many years of registration.
    pub investment_years: u32,
    /// A startup counts as a 창업기업 this many years after it was founded.
    pub startup_years: u32,
}

impl FundType {
    pub fn thresholds(self) -> Thresholds {
        match self {
            FundType::Personal => Thresholds {
                min_unit_price: Some(Won(1_000_000)),
                min_total: Won(100_000_000),
                usual_min_total: Won(100_000_000),
                min_gp_stake_percent: 3,
                min_term_years: 5,
                investment_percent: 50,
                investment_years: 3,
                startup_years: 7,
            },
            FundType::Venture => Thresholds {
                min_unit_price: None,
                min_total: Won(1_000_000_000),
                usual_min_total: Won(2_000_000_000),
                min_gp_stake_percent: 1,
                min_term_years: 5,
                investment_percent: 20,
                investment_years: 3,
                startup_years: 7,
            },
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RuleState {
    Ok,
    Warning,
    Broken,
}

impl RuleState {
    pub const ALL: [RuleState; 3] = [RuleState::Ok, RuleState::Warning, RuleState::Broken];

    pub fn code(self) -> &'static str {
        match self {
            RuleState::Ok => "ok",
            RuleState::Warning => "warning",
            RuleState::Broken => "broken",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RuleKey {
    Members,
    UnitPrice,
    Total,
    GpStake,
    Term,
    InvestmentObligation,
}

impl RuleKey {
    pub const ALL: [RuleKey; 6] = [
        RuleKey::Members,
        RuleKey::UnitPrice,
        RuleKey::Total,
        RuleKey::GpStake,
        RuleKey::Term,
        RuleKey::InvestmentObligation,
    ];

    pub fn code(self) -> &'static str {
        match self {
            RuleKey::Members => "members",
            RuleKey::UnitPrice => "unit_price",
            RuleKey::Total => "total",
            RuleKey::GpStake => "gp_stake",
            RuleKey::Term => "term",
            RuleKey::InvestmentObligation => "investment_obligation",
        }
    }
    pub fn label(self) -> &'static str {
        match self {
            RuleKey::Members => "조합원 수",
            RuleKey::UnitPrice => "출자 1좌 금액",
            RuleKey::Total => "출자금 총액",
            RuleKey::GpStake => "업무집행조합원 출자 비율",
            RuleKey::Term => "존속기간",
            RuleKey::InvestmentObligation => "투자 의무",
        }
    }
}

/// One rule's verdict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleCheck {
    pub key: RuleKey,
    /// What the law asks, e.g. "49인 이하".
    pub requirement: String,
    pub state: RuleState,
    pub reason: String,
    /// Lines under the reason, e.g. each investment the obligation leaves out and why.
    pub notes: Vec<String>,
}

/// The union's members as the law counts them, and their money: the GPs (members from the
/// start) and every applicant who has paid in at least a won. Applicants on their way who paid
/// nothing are pending.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Roster {
    pub gp_members: i64,
    pub lp_members: i64,
    /// Applicants under review, confirmed or with papers in (R, C, S) who paid nothing yet.
    pub pending: i64,
    pub gp_committed: Won,
    /// The commitments of the applicants who are members.
    pub lp_committed: Won,
    pub gp_paid: Won,
    pub lp_paid: Won,
}

impl Roster {
    pub fn members(&self) -> i64 {
        self.gp_members + self.lp_members
    }
    /// The union's 출자금 총액 so far: every member's commitment.
    pub fn committed(&self) -> Won {
        Won(self.gp_committed.get().saturating_add(self.lp_committed.get()))
    }
    /// Everything paid in.
    pub fn paid(&self) -> Won {
        Won(self.gp_paid.get().saturating_add(self.lp_paid.get()))
    }
}

/// What happened to the union: its roster from the capital book (members, their commitments
/// and what they paid, the GPs' included) and its investments from the ledger.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RuleFacts {
    pub roster: Roster,
    /// The union's investments, oldest first, with what the law asks of their startups.
    pub investments: Vec<InvestedFact>,
    /// When the union was registered (the formation checklist's last step), if it was.
    pub registered_on: Option<NaiveDate>,
}

/// Reads a union's [`RuleFacts`].
#[async_trait::async_trait]
pub trait UnionRuleFacts: Send + Sync {
    /// # Errors
    /// `NotFound` when the union is not a live union of the actor's firm.
    async fn rule_facts(&self, actor: &Actor, union: UnionId) -> Result<RuleFacts, PortError>;
}

/// The union's money paid in: every payment, the GPs' included.
pub fn paid_in(facts: &RuleFacts) -> Won {
    facts.roster.paid()
}

fn won(w: Won) -> String {
    format!("{}원", number(w.get()))
}

/// Every rule that applies to the union's kind, in a fixed order, as of `today`.
pub fn check(union: &Union, facts: &RuleFacts, today: NaiveDate) -> Vec<RuleCheck> {
    let t = union.input.fund_type.thresholds();
    let mut out = vec![members(facts)];
    if let Some(min) = t.min_unit_price {
        out.push(unit_price(union, min));
    }
    out.push(total(union, facts, &t));
    out.push(gp_stake(union, facts, &t));
    out.push(term(union, &t));
    out.push(investment_obligation(union, facts, &t, today));
    out
}

/// The worst state among the checks (ok when there are none).
pub fn worst(checks: &[RuleCheck]) -> RuleState {
    checks.iter().map(|c| c.state).max().unwrap_or(RuleState::Ok)
}

fn members(facts: &RuleFacts) -> RuleCheck {
    let now = facts.roster.members();
    let pending = facts.roster.pending;
    let after = now + pending;
    let (state, reason) = if now > MAX_MEMBERS {
        (RuleState::Broken, format!("조합원이 {now}인으로 {MAX_MEMBERS}인을 넘었습니다."))
    } else if after > MAX_MEMBERS {
        (
            RuleState::Warning,
            format!(
                "현재 {now}인입니다. 진행 중인 신청 {pending}건이 모두 납입되면 {after}인이 되어 {MAX_MEMBERS}인을 넘습니다."
            ),
        )
    } else {
        (RuleState::Ok, format!("업무집행조합원을 포함해 {now}인입니다 (진행 중인 신청 {pending}건)."))
    };
    RuleCheck {
        key: RuleKey::Members, requirement: format!("{MAX_MEMBERS}인 이하"), state, reason, notes: Vec::new()
    }
}

fn unit_price(union: &Union, min: Won) -> RuleCheck {
    let price = union.input.unit_price;
    let (state, reason) = if price < min {
        (RuleState::Broken, format!("1좌 {}이 최소 {}에 못 미칩니다.", won(price), won(min)))
    } else {
        (RuleState::Ok, format!("1좌 {}입니다.", won(price)))
    };
    RuleCheck { key: RuleKey::UnitPrice, requirement: format!("{} 이상", won(min)), state, reason, notes: Vec::new() }
}

fn total(union: &Union, facts: &RuleFacts, t: &Thresholds) -> RuleCheck {
    let target = union.input.target_amount().unwrap_or(Won(i64::MAX));
    let paid = paid_in(facts);
    let requirement = if t.usual_min_total > t.min_total {
        format!("{} 이상 (창업기획자가 업무집행조합원이면 {} 이상)", won(t.usual_min_total), won(t.min_total))
    } else {
        format!("{} 이상", won(t.min_total))
    };
    let (state, reason) = if target < t.min_total {
        (RuleState::Broken, format!("목표 출자금 {}이 최소 {}에 못 미칩니다.", won(target), won(t.min_total)))
    } else if matches!(union.status, UnionStatus::Formed) && paid < t.min_total {
        (RuleState::Broken, format!("납입된 출자금 {}이 최소 {}에 못 미칩니다.", won(paid), won(t.min_total)))
    } else if matches!(union.status, UnionStatus::Forming) && paid < t.min_total {
        (
            RuleState::Warning,
            format!("결성 전에 {} 이상 납입되어야 합니다. 지금까지 {}입니다.", won(t.min_total), won(paid)),
        )
    } else if target < t.usual_min_total {
        (
            RuleState::Warning,
            format!(
                "목표 출자금 {}은 창업기획자가 업무집행조합원일 때만 등록할 수 있습니다 (그 외 {} 이상).",
                won(target),
                won(t.usual_min_total)
            ),
        )
    } else {
        (RuleState::Ok, format!("목표 {}, 납입 {}입니다.", won(target), won(paid)))
    };
    RuleCheck { key: RuleKey::Total, requirement, state, reason, notes: Vec::new() }
}

/// `part / whole` below `min` percent.
fn under(part: Won, whole: Won, min: i64) -> bool {
    i128::from(part.get()) * 100 < i128::from(whole.get()) * i128::from(min)
}

/// The GPs' stake, on money: their commitments over the union's 출자금 총액 (every member's
/// commitment) and their payments over all payments; the planned units first, since a plan
/// under the minimum can never be registered.
fn gp_stake(union: &Union, facts: &RuleFacts, t: &Thresholds) -> RuleCheck {
    let min = t.min_gp_stake_percent;
    let requirement = format!("출자금 총액의 {min}% 이상");
    let all = union.input.unit_count;
    let co: i64 = union.input.co_gps.iter().map(|c| c.unit_count).sum();
    let planned = union.input.gp_unit_count.unwrap_or(0).saturating_add(co);
    let r = &facts.roster;
    let formed = matches!(union.status, UnionStatus::Formed);
    let paying = matches!(union.status, UnionStatus::Forming | UnionStatus::Formed);
    let share =
        |part: Won, whole: Won| format!("{} 중 {} ({})", won(whole), won(part), percent_floor(part.get(), whole.get()));
    let (state, reason) = if planned <= 0 {
        (RuleState::Warning, "업무집행조합원의 출자좌수가 입력되지 않았습니다.".to_owned())
    } else if i128::from(planned) * 100 < i128::from(all) * i128::from(min) {
        (
            RuleState::Broken,
            format!(
                "결성계획의 {all}좌 중 업무집행조합원 {planned}좌로 {}입니다. {min}% 이상이어야 합니다.",
                percent_floor(planned, all)
            ),
        )
    } else if under(r.gp_committed, r.committed(), min) {
        (
            if formed { RuleState::Broken } else { RuleState::Warning },
            format!(
                "약정 총액 {}로 {min}%에 못 미칩니다. 업무집행조합원의 출자를 늘리거나 약정을 줄여야 합니다.",
                share(r.gp_committed, r.committed())
            ),
        )
    } else if paying && under(r.gp_paid, r.paid(), min) {
        (
            if formed { RuleState::Broken } else { RuleState::Warning },
            format!(
                "납입된 출자금 {}로 {min}%에 못 미칩니다. 업무집행조합원도 출자금을 납입해야 합니다.",
                share(r.gp_paid, r.paid())
            ),
        )
    } else {
        (
            RuleState::Ok,
            format!("약정 {}, 납입 {}입니다.", share(r.gp_committed, r.committed()), share(r.gp_paid, r.paid())),
        )
    };
    RuleCheck { key: RuleKey::GpStake, requirement, state, reason, notes: Vec::new() }
}

fn term(union: &Union, t: &Thresholds) -> RuleCheck {
    let requirement = format!("{}년 이상", t.min_term_years);
    let (state, reason) = match (union.input.duration_start_date, union.input.duration_end_date) {
        (Some(start), Some(end)) => match last_day_from(start, years(t.min_term_years)) {
            Some(min_end) if end < min_end => (
                RuleState::Broken,
                format!(
                    "{} ~ {}로 {}년이 되지 않습니다. {}까지는 이어져야 합니다.",
                    date(start),
                    date(end),
                    t.min_term_years,
                    date(min_end)
                ),
            ),
            _ => (RuleState::Ok, format!("{} ~ {}입니다.", date(start), date(end))),
        },
        _ => (RuleState::Warning, "존속기간의 시작일과 종료일이 입력되지 않았습니다.".to_owned()),
    };
    RuleCheck { key: RuleKey::Term, requirement, state, reason, notes: Vec::new() }
}

/// The last day of the investment obligation: `investment_years` after registration (민법
/// §157: the registration's day not counted), or, until the checklist has the registration,
/// from the term's first day (counted).
pub fn investment_deadline(union: &Union, registered_on: Option<NaiveDate>) -> Option<NaiveDate> {
    let months = years(union.input.fund_type.thresholds().investment_years);
    match registered_on {
        Some(on) => last_day_after_event(on, months),
        None => union.input.duration_start_date.and_then(|start| last_day_from(start, months)),
    }
}

/// The obligation counts eligible investments up to the deadline ([`eligibility`]); the ones
/// left out are listed under the reason, so the GP sees what to fix on which startup.
fn investment_obligation(union: &Union, facts: &RuleFacts, t: &Thresholds, today: NaiveDate) -> RuleCheck {
    let requirement = format!(
        "등록 후 {}년 안에 출자금의 {}% 이상 (창업 {}년 이내 기업·벤처기업)",
        t.investment_years, t.investment_percent, t.startup_years
    );
    let formed = matches!(union.status, UnionStatus::Formed);
    let base = if formed { paid_in(facts) } else { union.input.target_amount().unwrap_or(Won(i64::MAX)) };
    let required = Won(((i128::from(base.get()) * i128::from(t.investment_percent) + 99) / 100) as i64);
    let deadline = investment_deadline(union, facts.registered_on);
    let in_time: Vec<&InvestedFact> =
        facts.investments.iter().filter(|i| deadline.is_none_or(|d| i.invested_on <= d)).collect();
    let verdicts: Vec<(&InvestedFact, Eligibility)> =
        in_time.iter().map(|i| (*i, eligibility(i, t.startup_years))).collect();
    let invested = Won::saturating_sum(verdicts.iter().filter(|(_, e)| e.counts()).map(|(i, _)| i.amount));
    let notes: Vec<String> = verdicts
        .iter()
        .filter(|(_, e)| !e.counts())
        .map(|(i, e)| {
            format!("{} {} {}: {}", i.startup_name, date(i.invested_on), won(i.amount), e.reason(t.startup_years))
        })
        .collect();
    let left_out = if notes.is_empty() {
        String::new()
    } else {
        let amount = Won::saturating_sum(verdicts.iter().filter(|(_, e)| !e.counts()).map(|(i, _)| i.amount));
        format!(" 요건에 맞지 않는 투자 {}건 {}은 빼고 셌습니다.", notes.len(), won(amount))
    };
    let progress =
        format!("{} 중 {} 투자 ({})", won(required), won(invested), percent_floor(invested.get(), base.get()));
    let (state, reason) = if invested >= required {
        (RuleState::Ok, format!("{progress}로 의무를 채웠습니다."))
    } else if !formed {
        (RuleState::Ok, format!("결성 후 {}년 안에 {} 이상 투자해야 합니다.", t.investment_years, won(required)))
    } else {
        match deadline {
            None => (
                RuleState::Warning,
                format!("등록일과 존속기간 시작일이 없어 투자 기한을 알 수 없습니다. {progress}입니다."),
            ),
            Some(d) if today > d => {
                (RuleState::Broken, format!("기한 {}까지 {progress}로 의무에 못 미쳤습니다.", date(d)))
            }
            Some(d) => (RuleState::Warning, format!("기한 {} ({})까지 {progress}입니다.", date(d), d_day(d, today))),
        }
    };
    RuleCheck { key: RuleKey::InvestmentObligation, requirement, state, reason: format!("{reason}{left_out}"), notes }
}

#[cfg(test)]
mod tests;
