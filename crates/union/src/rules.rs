//! The law's conditions on a union (벤처투자 촉진에 관한 법률 and its decree; sources and the
//! reading of each in docs/decisions.md, "Unions by the book"), checked against what the union
//! says and what happened to it: each rule is ok, a warning (not yet wrong, or not knowable
//! from what was typed) or broken, with the reason in Korean.

use chrono::{Months, NaiveDate};
use kernel::format::{date, number};
use kernel::{Actor, PortError, Won};

use crate::model::{FundType, Union, UnionId};
use crate::status::UnionStatus;

/// Most members a union may have, its GPs included (both kinds of union).
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
    /// The GPs' units over all units, in percent.
    pub min_gp_stake_percent: i64,
    pub min_term_years: u32,
    /// Share of the total to invest in startups and venture firms, in percent…
    pub investment_percent: i64,
    /// …within this many years of registration.
    pub investment_years: u32,
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
            },
            FundType::Venture => Thresholds {
                min_unit_price: None,
                min_total: Won(1_000_000_000),
                usual_min_total: Won(2_000_000_000),
                min_gp_stake_percent: 1,
                min_term_years: 5,
                investment_percent: 20,
                investment_years: 3,
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
}

/// What happened to the union, read from its applicants and the investment ledger.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RuleFacts {
    /// Applicants who paid (P, F): each is one member.
    pub paid_members: i64,
    /// Applicants still on their way (R, C, S).
    pub pending_members: i64,
    /// Sum of the paid applicants' amounts.
    pub paid_amount: Won,
    /// The union's investments: (date the money went out, amount).
    pub investments: Vec<(NaiveDate, Won)>,
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

/// The members a union has besides its applicants: the managing GP and each co-GP.
pub fn gp_members(union: &Union) -> i64 {
    1 + union.input.co_gps.len() as i64
}

/// How many applicants may have paid at most; a payment beyond it is refused.
pub fn paying_applicant_cap(union: &Union) -> i64 {
    (MAX_MEMBERS - gp_members(union)).max(0)
}

/// The GPs' own money: the managing GP's units at the unit price plus the co-GPs' amounts.
fn gp_amount(union: &Union) -> Won {
    let own = union.input.gp_unit_count.and_then(|n| union.input.unit_price.checked_mul(n).ok()).unwrap_or(Won::ZERO);
    union.input.co_gps.iter().fold(own, |sum, c| sum.checked_add(c.amount).unwrap_or(sum))
}

/// The union's money paid in: the GPs' and the paid applicants'.
pub fn paid_in(union: &Union, facts: &RuleFacts) -> Won {
    gp_amount(union).checked_add(facts.paid_amount).unwrap_or(Won(i64::MAX))
}

fn won(w: Won) -> String {
    format!("{}원", number(w.get()))
}

/// `numerator / denominator` in percent with one decimal, for reasons.
fn percent_text(numerator: i64, denominator: i64) -> String {
    if denominator <= 0 {
        return "-".into();
    }
    let tenths = (i128::from(numerator) * 1000 + i128::from(denominator) / 2) / i128::from(denominator);
    format!("{}.{}%", tenths / 10, tenths % 10)
}

/// Every rule that applies to the union's kind, in a fixed order, as of `today`.
pub fn check(union: &Union, facts: &RuleFacts, today: NaiveDate) -> Vec<RuleCheck> {
    let t = union.input.fund_type.thresholds();
    let mut out = vec![members(union, facts)];
    if let Some(min) = t.min_unit_price {
        out.push(unit_price(union, min));
    }
    out.push(total(union, facts, &t));
    out.push(gp_stake(union, &t));
    out.push(term(union, &t));
    out.push(investment_obligation(union, facts, &t, today));
    out
}

/// The worst state among the checks (ok when there are none).
pub fn worst(checks: &[RuleCheck]) -> RuleState {
    checks.iter().map(|c| c.state).max().unwrap_or(RuleState::Ok)
}

fn members(union: &Union, facts: &RuleFacts) -> RuleCheck {
    let now = gp_members(union) + facts.paid_members;
    let after = now + facts.pending_members;
    let (state, reason) = if now > MAX_MEMBERS {
        (RuleState::Broken, format!("조합원이 {now}인으로 {MAX_MEMBERS}인을 넘었습니다."))
    } else if after > MAX_MEMBERS {
        (
            RuleState::Warning,
            format!(
                "현재 {now}인입니다. 진행 중인 신청 {}건이 모두 납입되면 {after}인이 되어 {MAX_MEMBERS}인을 넘습니다.",
                facts.pending_members
            ),
        )
    } else {
        (RuleState::Ok, format!("업무집행조합원을 포함해 {now}인입니다 (진행 중인 신청 {}건).", facts.pending_members))
    };
    RuleCheck { key: RuleKey::Members, requirement: format!("{MAX_MEMBERS}인 이하"), state, reason }
}

fn unit_price(union: &Union, min: Won) -> RuleCheck {
    let price = union.input.unit_price;
    let (state, reason) = if price < min {
        (RuleState::Broken, format!("1좌 {}이 최소 {}에 못 미칩니다.", won(price), won(min)))
    } else {
        (RuleState::Ok, format!("1좌 {}입니다.", won(price)))
    };
    RuleCheck { key: RuleKey::UnitPrice, requirement: format!("{} 이상", won(min)), state, reason }
}

fn total(union: &Union, facts: &RuleFacts, t: &Thresholds) -> RuleCheck {
    let target = union.input.target_amount().unwrap_or(Won(i64::MAX));
    let paid = paid_in(union, facts);
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
    RuleCheck { key: RuleKey::Total, requirement, state, reason }
}

fn gp_stake(union: &Union, t: &Thresholds) -> RuleCheck {
    let requirement = format!("{}% 이상", t.min_gp_stake_percent);
    let all = union.input.unit_count;
    let co: i64 = union.input.co_gps.iter().map(|c| c.unit_count).sum();
    let gp = union.input.gp_unit_count.unwrap_or(0) + co;
    let (state, reason) = if gp <= 0 {
        (RuleState::Warning, "업무집행조합원의 출자좌수가 입력되지 않았습니다.".to_owned())
    } else if i128::from(gp) * 100 < i128::from(all) * i128::from(t.min_gp_stake_percent) {
        (
            RuleState::Broken,
            format!(
                "{all}좌 중 {gp}좌로 {}입니다. {}% 이상이어야 합니다.",
                percent_text(gp, all),
                t.min_gp_stake_percent
            ),
        )
    } else {
        (RuleState::Ok, format!("{all}좌 중 {gp}좌로 {}입니다.", percent_text(gp, all)))
    };
    RuleCheck { key: RuleKey::GpStake, requirement, state, reason }
}

/// The last day of a term of `years` years starting on `start` (a term from 2024-01-01 of five
/// years runs through 2028-12-31).
fn term_end(start: NaiveDate, years: u32) -> Option<NaiveDate> {
    start.checked_add_months(Months::new(years * 12))?.pred_opt()
}

fn term(union: &Union, t: &Thresholds) -> RuleCheck {
    let requirement = format!("{}년 이상", t.min_term_years);
    let (state, reason) = match (union.input.duration_start_date, union.input.duration_end_date) {
        (Some(start), Some(end)) => match term_end(start, t.min_term_years) {
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
    RuleCheck { key: RuleKey::Term, requirement, state, reason }
}

fn investment_obligation(union: &Union, facts: &RuleFacts, t: &Thresholds, today: NaiveDate) -> RuleCheck {
    let requirement = format!("등록 후 {}년 안에 출자금의 {}% 이상", t.investment_years, t.investment_percent);
    let formed = matches!(union.status, UnionStatus::Formed);
    let base = if formed { paid_in(union, facts) } else { union.input.target_amount().unwrap_or(Won(i64::MAX)) };
    let required = Won(((i128::from(base.get()) * i128::from(t.investment_percent) + 99) / 100) as i64);
    // The law counts from registration; before the checklist has it, from the term's start.
    let start = facts.registered_on.or(union.input.duration_start_date);
    let deadline = start.and_then(|s| term_end(s, t.investment_years));
    let invested: i64 = facts
        .investments
        .iter()
        .filter(|(on, _)| deadline.is_none_or(|d| *on <= d))
        .map(|(_, amount)| amount.get())
        .fold(0i64, i64::saturating_add);
    let progress = format!("{} 중 {} 투자 ({})", won(required), won(Won(invested)), percent_text(invested, base.get()));
    let (state, reason) = if invested >= required.get() {
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
            Some(d) => (RuleState::Warning, format!("기한 {}까지 {progress}입니다.", date(d))),
        }
    };
    RuleCheck { key: RuleKey::InvestmentObligation, requirement, state, reason }
}

#[cfg(test)]
mod tests;
