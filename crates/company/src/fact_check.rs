//! Fact-check: platform staff verify a startup's data item by item (spec section 9: FI01–FI12).
//! A change to an item after its verdict sends it back to the queue; only a verified item
//! with no change since counts toward the value score.

use chrono::{DateTime, Utc};
use kernel::{code_enum, FieldError};

use crate::model::StartupId;

code_enum!(
    /// The twelve items a fact-checker verifies.
    FactCheckItem {
        BasicInfo = "FI01" / "기본 정보",
        Size = "FI02" / "기업 규모",
        Shareholders = "FI03" / "주주 현황",
        FinancialStatus = "FI04" / "재무 현황",
        IncomeStatement = "FI05" / "손익계산서",
        SalesTrend = "FI06" / "매출액 추이",
        OperatingProfitTrend = "FI07" / "영업이익 추이",
        NetIncomeTrend = "FI08" / "당기순이익 추이",
        Investment = "FI09" / "투자 유치",
        Patents = "FI10" / "특허",
        Members = "FI11" / "구성원",
        RelatedData = "FI12" / "관련 자료",
    }
);

code_enum!(
    /// A fact-checker's verdict on one item.
    Verdict {
        Verified = "verified" / "확인",
        Rejected = "rejected" / "반려",
    }
);

/// A rejection must say why, in at most this many characters (a verification may say nothing).
pub const MAX_NOTE_CHARS: usize = 500;

/// A verdict as a fact-checker sends it, before it is checked.
#[derive(Debug, Clone)]
pub struct FactCheckDraft {
    pub item: String,
    pub verdict: String,
    pub note: String,
}

/// A checked verdict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FactCheck {
    pub item: FactCheckItem,
    pub verdict: Verdict,
    pub note: String,
}

impl FactCheckDraft {
    /// # Errors
    /// Every wrong field: unknown item or verdict, a rejection without a reason, a long note.
    pub fn validate(self) -> Result<FactCheck, Vec<FieldError>> {
        let mut errors = Vec::new();
        let item = FactCheckItem::parse(&self.item);
        if item.is_none() {
            errors.push(FieldError::new("item", "확인 항목을 다시 선택해 주세요."));
        }
        let verdict = Verdict::parse(&self.verdict);
        if verdict.is_none() {
            errors.push(FieldError::new("verdict", "확인 또는 반려를 선택해 주세요."));
        }
        let note = self.note.trim().to_owned();
        if note.chars().count() > MAX_NOTE_CHARS {
            errors.push(FieldError::new("note", format!("메모는 {MAX_NOTE_CHARS}자 이내로 입력해 주세요.")));
        } else if verdict == Some(Verdict::Rejected) && note.is_empty() {
            errors.push(FieldError::new("note", "반려 사유를 입력해 주세요."));
        }
        match (item, verdict) {
            (Some(item), Some(verdict)) if errors.is_empty() => Ok(FactCheck { item, verdict, note }),
            _ => Err(errors),
        }
    }
}

/// A verdict as stored: who gave it and when.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VerdictRecord {
    pub item: FactCheckItem,
    pub verdict: Verdict,
    pub note: String,
    pub checker_name: String,
    pub at: DateTime<Utc>,
}

/// The last time the startup changed an item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ItemChange {
    pub item: FactCheckItem,
    pub at: DateTime<Utc>,
}

/// Where one item stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ItemStatus {
    /// Never changed by the startup and never checked (collected data).
    Unchecked,
    /// Changed since its last verdict (or never checked): in the queue.
    Pending { changed_at: DateTime<Utc> },
    /// Verified, unchanged since.
    Verified { since: DateTime<Utc>, checker_name: String, note: String },
    /// Rejected, unchanged since: the startup must correct it.
    Rejected { at: DateTime<Utc>, checker_name: String, note: String },
}

/// One item's line on the profile's fact-check panel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ItemCheck {
    pub item: FactCheckItem,
    pub status: ItemStatus,
}

/// Each of the twelve items' status, in code order, from the startup's latest change per item
/// and every verdict (any order).
pub fn item_checks(changes: &[ItemChange], verdicts: &[VerdictRecord]) -> Vec<ItemCheck> {
    FactCheckItem::ALL
        .iter()
        .map(|&item| {
            let changed = changes.iter().filter(|c| c.item == item).map(|c| c.at).max();
            let last = verdicts.iter().filter(|v| v.item == item).max_by_key(|v| v.at);
            let status = match (changed, last) {
                (Some(changed_at), Some(v)) if changed_at > v.at => ItemStatus::Pending { changed_at },
                (Some(changed_at), None) => ItemStatus::Pending { changed_at },
                (_, Some(v)) => match v.verdict {
                    Verdict::Verified => {
                        ItemStatus::Verified { since: v.at, checker_name: v.checker_name.clone(), note: v.note.clone() }
                    }
                    Verdict::Rejected => {
                        ItemStatus::Rejected { at: v.at, checker_name: v.checker_name.clone(), note: v.note.clone() }
                    }
                },
                (None, None) => ItemStatus::Unchecked,
            };
            ItemCheck { item, status }
        })
        .collect()
}

/// How many items count as verified for the value score.
pub fn verified_count(checks: &[ItemCheck]) -> u32 {
    let n = checks.iter().filter(|c| matches!(c.status, ItemStatus::Verified { .. })).count();
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// A startup waiting for a fact-checker: the items changed since their last verdict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QueueEntry {
    pub startup: StartupId,
    pub name: String,
    pub items: Vec<FactCheckItem>,
    /// The oldest pending change: the queue is worked oldest first.
    pub waiting_since: DateTime<Utc>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn at(hour: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 11, 2, hour, 0, 0).unwrap()
    }

    fn verdict(item: FactCheckItem, verdict: Verdict, hour: u32) -> VerdictRecord {
        VerdictRecord { item, verdict, note: String::new(), checker_name: "검증자".into(), at: at(hour) }
    }

    fn status(checks: &[ItemCheck], item: FactCheckItem) -> &ItemStatus {
        &checks.iter().find(|c| c.item == item).unwrap().status
    }

    #[test]
    fn a_change_after_a_verdict_sends_the_item_back_to_the_queue() {
        let changes = [
            ItemChange { item: FactCheckItem::BasicInfo, at: at(9) },
            ItemChange { item: FactCheckItem::Shareholders, at: at(12) },
            ItemChange { item: FactCheckItem::Shareholders, at: at(8) },
        ];
        let verdicts = [
            verdict(FactCheckItem::BasicInfo, Verdict::Verified, 10),
            verdict(FactCheckItem::Shareholders, Verdict::Verified, 11),
            verdict(FactCheckItem::Patents, Verdict::Rejected, 7),
            verdict(FactCheckItem::Patents, Verdict::Verified, 6),
        ];
        let checks = item_checks(&changes, &verdicts);
        assert_eq!(checks.len(), 12);
        assert!(
            matches!(status(&checks, FactCheckItem::BasicInfo), ItemStatus::Verified { since, .. } if *since == at(10))
        );
        assert_eq!(status(&checks, FactCheckItem::Shareholders), &ItemStatus::Pending { changed_at: at(12) });
        // The latest verdict wins, whatever order they come in.
        assert!(matches!(status(&checks, FactCheckItem::Patents), ItemStatus::Rejected { .. }));
        assert_eq!(status(&checks, FactCheckItem::Members), &ItemStatus::Unchecked);
        assert_eq!(verified_count(&checks), 1);
    }

    #[test]
    fn a_changed_item_never_checked_is_pending() {
        let checks = item_checks(&[ItemChange { item: FactCheckItem::Size, at: at(9) }], &[]);
        assert_eq!(status(&checks, FactCheckItem::Size), &ItemStatus::Pending { changed_at: at(9) });
        assert_eq!(verified_count(&checks), 0);
    }

    #[test]
    fn a_rejection_needs_a_reason_and_codes_must_be_known() {
        let draft = |item: &str, verdict: &str, note: &str| FactCheckDraft {
            item: item.into(),
            verdict: verdict.into(),
            note: note.into(),
        };
        let fields = |d: FactCheckDraft| d.validate().unwrap_err().into_iter().map(|e| e.field).collect::<Vec<_>>();
        assert_eq!(fields(draft("FI03", "rejected", "  ")), ["note"]);
        assert_eq!(fields(draft("FI13", "maybe", "")), ["item", "verdict"]);
        assert_eq!(fields(draft("FI01", "verified", &"가".repeat(501))), ["note"]);
        let ok = draft("FI12", "verified", " 원본 대조 ").validate().unwrap();
        assert_eq!(
            (ok.item, ok.verdict, ok.note.as_str()),
            (FactCheckItem::RelatedData, Verdict::Verified, "원본 대조")
        );
    }
}
