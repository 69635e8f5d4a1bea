//! Money out: distributions (수익 분배) and returns of capital (원금 반환) to the union's members,
//! pro rata to what each had actually paid in on the day, the GPs like everyone (a return of
//! capital to what each still has in: paid less returned before). Shares are rounded down and
//! the won left over go one each to the largest remainders, so they add up to the total to the
//! won.

use chrono::{DateTime, NaiveDate, Utc};
use kernel::{define_id, FieldError, Won};

use crate::member::{MemberRole, Payer, MAX_NOTE_CHARS};

define_id!(
    /// One distribution of a union.
    DistributionId
);

/// What the money is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DistributionKind {
    /// 수익 분배: proceeds above the capital (an exit's gain, dividends).
    Profit,
    /// 원금 반환: capital paid back (a recovery up to cost, the union's wind-up).
    CapitalReturn,
}

impl DistributionKind {
    pub const ALL: [DistributionKind; 2] = [DistributionKind::Profit, DistributionKind::CapitalReturn];

    pub fn code(self) -> &'static str {
        match self {
            DistributionKind::Profit => "profit",
            DistributionKind::CapitalReturn => "capital_return",
        }
    }
    pub fn parse(code: &str) -> Option<Self> {
        DistributionKind::ALL.into_iter().find(|k| k.code() == code)
    }
    pub fn label(self) -> &'static str {
        match self {
            DistributionKind::Profit => "수익 분배",
            DistributionKind::CapitalReturn => "원금 반환",
        }
    }
}

/// Someone who holds part of the union on a day, and what they had paid in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Holder {
    pub payer: Payer,
    pub role: MemberRole,
    pub name: String,
    pub basis: Won,
}

impl Holder {
    pub fn new(payer: Payer, name: String, basis: Won) -> Self {
        Holder { payer, role: payer.role(), name, basis }
    }
}

/// A holder's share of a distribution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DistributionShare {
    pub holder: Holder,
    pub amount: Won,
}

/// A distribution as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Distribution {
    pub id: DistributionId,
    pub paid_on: NaiveDate,
    pub kind: DistributionKind,
    pub total: Won,
    pub note: String,
    /// When the notice mail was queued, if it was.
    pub notified_at: Option<DateTime<Utc>>,
    pub shares: Vec<DistributionShare>,
}

impl Distribution {
    /// What `payer` received of it.
    pub fn share_of(&self, payer: Payer) -> Won {
        Won::saturating_sum(self.shares.iter().filter(|s| s.holder.payer == payer).map(|s| s.amount))
    }
}

/// What the GP types.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DistributionDraft {
    pub paid_on: Option<NaiveDate>,
    pub kind: Option<String>,
    pub total: Option<i64>,
    pub note: Option<String>,
}

/// A checked distribution with its shares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewDistribution {
    pub paid_on: NaiveDate,
    pub kind: DistributionKind,
    pub total: Won,
    pub note: String,
    pub shares: Vec<DistributionShare>,
}

/// `total` split over `bases` pro rata: each share rounded down, then one won each to the
/// largest remainders (the earlier holder first on a tie), so the shares add up to `total`.
/// All zero when the bases are.
pub fn pro_rata(total: Won, bases: &[Won]) -> Vec<Won> {
    let weights: Vec<i64> = bases.iter().map(|b| b.get()).collect();
    kernel::money::largest_remainder(total.get(), &weights).into_iter().map(Won).collect()
}

/// Checks a draft against the holders of its day and kind (`holders_on` gives each holder's
/// basis: paid in for a profit, still in for a return of capital).
///
/// # Errors
/// The refused fields; an empty set of holders is the caller's refusal.
pub fn check(
    d: &DistributionDraft,
    opened_on: NaiveDate,
    today: NaiveDate,
    holders_on: impl Fn(NaiveDate, DistributionKind) -> Vec<Holder>,
) -> Result<NewDistribution, Vec<FieldError>> {
    let mut e = Vec::new();
    let kind = d.kind.as_deref().and_then(DistributionKind::parse);
    if kind.is_none() {
        e.push(FieldError::new("kind", "분배 종류를 골라 주세요."));
    }
    let total = d.total.filter(|t| *t > 0).map(Won);
    match d.total {
        Some(t) if t > kernel::bounds::MAX_WON => {
            e.push(FieldError::new("total", kernel::bounds::too_large("분배 금액은", kernel::bounds::MAX_WON, "원")))
        }
        _ if total.is_none() => e.push(FieldError::new("total", "분배 금액을 입력해 주세요.")),
        _ => {}
    }
    match d.paid_on {
        None => e.push(FieldError::new("paid_on", "지급일을 입력해 주세요.")),
        Some(on) if on > today => e.push(FieldError::new("paid_on", "지급일은 오늘 이후일 수 없습니다.")),
        Some(on) if on < opened_on => e.push(FieldError::new(
            "paid_on",
            format!("지급일은 모집 시작일({}) 이후여야 합니다.", kernel::format::date(opened_on)),
        )),
        Some(_) => {}
    }
    let note = d.note.as_deref().map(str::trim).unwrap_or("").to_string();
    if note.chars().count() > MAX_NOTE_CHARS {
        e.push(FieldError::new("note", format!("메모는 {}자 이하로 입력해 주세요.", MAX_NOTE_CHARS)));
    }
    let (Some(kind), Some(total), Some(paid_on), true) = (kind, total, d.paid_on, e.is_empty()) else {
        return Err(e);
    };
    let holders = holders_on(paid_on, kind);
    if kind == DistributionKind::CapitalReturn {
        let left = Won::saturating_sum(holders.iter().map(|h| h.basis));
        if total > left && !holders.is_empty() {
            return Err(vec![FieldError::new(
                "total",
                format!("돌려줄 수 있는 원금은 {}원입니다.", kernel::format::number(left.get())),
            )]);
        }
    }
    let amounts = pro_rata(total, &holders.iter().map(|h| h.basis).collect::<Vec<_>>());
    // A holder with nothing left in (all of it returned) takes no share.
    let shares = holders
        .into_iter()
        .zip(amounts)
        .filter(|(h, _)| h.basis.get() > 0)
        .map(|(holder, amount)| DistributionShare { holder, amount })
        .collect();
    Ok(NewDistribution { paid_on, kind, total, note, shares })
}

#[cfg(test)]
mod tests {
    use super::*;
    use union::test_support::day;

    use union::applicant::ApplicantId;

    fn holder(n: i64, basis: i64) -> Holder {
        Holder::new(Payer::Applicant(ApplicantId(n)), format!("조합원{n}"), Won(basis))
    }

    #[test]
    fn shares_add_up_to_the_total_to_the_won_and_follow_the_bases() {
        let bases = [Won(1), Won(1), Won(1)];
        assert_eq!(pro_rata(Won(100), &bases), [Won(34), Won(33), Won(33)], "the leftover won to the first on a tie");
        let bases = [Won(3_000_000), Won(7_000_000), Won(1_234_567)];
        for total in [1, 2, 999_999, 10_000_001, 123_456_789] {
            let s = pro_rata(Won(total), &bases);
            assert_eq!(s.iter().map(|w| w.get()).sum::<i64>(), total, "{total}");
            assert!(s[1] >= s[0] && s[0] >= s[2], "{s:?}");
        }
        assert_eq!(pro_rata(Won(10), &[Won(0), Won(5)]), [Won(0), Won(10)], "no paid-in, no share");
        assert_eq!(pro_rata(Won(10), &[Won(0)]), [Won(0)]);
        // 2/3 and 1/3 of 10: 6.67 and 3.33 → 7 and 3 (the larger remainder gets the won).
        assert_eq!(pro_rata(Won(10), &[Won(2), Won(1)]), [Won(7), Won(3)]);
    }

    fn draft(kind: &str, total: i64, on: NaiveDate) -> DistributionDraft {
        DistributionDraft { paid_on: Some(on), kind: Some(kind.into()), total: Some(total), note: None }
    }

    #[test]
    fn a_distribution_is_split_over_the_holders_of_its_day() {
        let holders = |on: NaiveDate, _| {
            if on >= day(2027, 6, 1) {
                vec![holder(1, 3_000_000), holder(2, 1_000_000)]
            } else {
                vec![holder(1, 3_000_000)]
            }
        };
        let d = check(&draft("profit", 1_000_001, day(2027, 6, 1)), day(2027, 1, 1), day(2027, 7, 1), holders).unwrap();
        let amounts: Vec<i64> = d.shares.iter().map(|s| s.amount.get()).collect();
        assert_eq!(amounts, [750_001, 250_000]);
        let early = check(&draft("profit", 10, day(2027, 5, 31)), day(2027, 1, 1), day(2027, 7, 1), holders).unwrap();
        assert_eq!(early.shares.len(), 1, "the second member paid in later");
    }

    #[test]
    fn capital_returned_never_exceeds_what_the_holders_still_have_in() {
        // The caller gives each holder's basis: still in for a return (here 1,000,000 of
        // member 1's 3,000,000 was returned before), paid in for a profit.
        let holders = |_, kind| match kind {
            DistributionKind::CapitalReturn => vec![holder(1, 2_000_000), holder(2, 1_000_000)],
            DistributionKind::Profit => vec![holder(1, 3_000_000), holder(2, 1_000_000)],
        };
        let (open, today) = (day(2027, 1, 1), day(2027, 7, 1));
        let all = check(&draft("capital_return", 3_000_000, today), open, today, holders).unwrap();
        assert_eq!(all.shares.iter().map(|s| s.amount.get()).collect::<Vec<_>>(), [2_000_000, 1_000_000]);
        let over = check(&draft("capital_return", 3_000_001, today), open, today, holders).unwrap_err();
        assert_eq!(over[0].message, "돌려줄 수 있는 원금은 3,000,000원입니다.");
        assert!(check(&draft("profit", 9_000_000, today), open, today, holders).is_ok(), "profit is not capped");
        // Everything returned: nothing left, and no holder takes a share of nothing.
        let none = |_, _| vec![holder(1, 0)];
        let empty = check(&draft("capital_return", 1, today), open, today, none).unwrap_err();
        assert_eq!(empty[0].message, "돌려줄 수 있는 원금은 0원입니다.");
    }

    #[test]
    fn the_draft_is_checked_field_by_field() {
        let holders = |_, _| vec![holder(1, 1)];
        let (open, today) = (day(2027, 1, 1), day(2027, 7, 1));
        let fields = |d: DistributionDraft| {
            check(&d, open, today, holders).unwrap_err().into_iter().map(|f| f.field).collect::<Vec<_>>()
        };
        assert_eq!(fields(draft("bonus", 1, today)), ["kind"]);
        assert_eq!(fields(draft("profit", 0, today)), ["total"]);
        // The case: i64::MAX was saved and then broke every read of the book.
        assert_eq!(fields(draft("profit", i64::MAX, today)), ["total"]);
        assert!(check(&draft("profit", kernel::bounds::MAX_WON, today), open, today, holders).is_ok());
        assert_eq!(fields(draft("profit", 1, day(2027, 7, 2))), ["paid_on"]);
        assert_eq!(fields(draft("profit", 1, day(2026, 12, 31))), ["paid_on"]);
        assert!(check(&draft("profit", 1, open), open, today, holders).is_ok());
    }
}
