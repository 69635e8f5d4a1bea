//! Tasks the product raises. Each kind watches one condition per place (a union, a data
//! request); [`plan`] compares what holds now with the tasks already raised and says what to
//! change, so raising is idempotent however often it runs.

use chrono::NaiveDate;

use crate::model::{AutoKind, TaskId, TaskStatus};

/// A condition that holds now: `count` things of `kind` wait at `ref_id`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Condition {
    pub kind: AutoKind,
    /// The union (documents, payments) or the data request.
    pub ref_id: i64,
    /// The union's or the request's name, for the title.
    pub subject: String,
    pub union_id: Option<i64>,
    pub count: i64,
    pub due_on: Option<NaiveDate>,
}

impl Condition {
    pub fn title(&self) -> String {
        let (subject, n) = (&self.subject, self.count);
        match self.kind {
            AutoKind::DocumentsToReview => format!("{subject} 제출 서류 검토 ({n}건)"),
            AutoKind::PaymentsOverdue => format!("{subject} 납입 기한 경과 ({n}명 연체)"),
            AutoKind::DataRequestLate => format!("자료 요청 '{subject}' 기한 경과 ({n}곳 미제출)"),
        }
    }

    pub fn description(&self) -> &'static str {
        match self.kind {
            AutoKind::DocumentsToReview => "출자 신청자가 서류를 제출했습니다. 서류를 확인하고 납입 여부를 정리해 주세요.",
            AutoKind::PaymentsOverdue => "출자 요청(일시납은 납입 기한)의 기한이 지났는데 다 내지 않은 조합원이 있습니다. 출자금 탭에서 납입을 기록하거나 납입 요청 메일을 보내 주세요.",
            AutoKind::DataRequestLate => "기한이 지난 자료 요청에 아직 답하지 않은 기업이 있습니다. 다시 알림을 보내 주세요.",
        }
    }
}

/// An automatic task already raised.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RaisedTask {
    pub id: TaskId,
    pub kind: AutoKind,
    pub ref_id: i64,
    pub status: TaskStatus,
    pub count: i64,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    Raise(Condition),
    /// The open task's count (and so its title) moved.
    Recount(TaskId, Condition),
    /// A task the firm closed while more arrived since: open again with the new count.
    Reopen(TaskId, Condition),
    /// The condition cleared: the open task closes itself.
    Close(TaskId),
}

/// What to change so the raised tasks match the conditions that hold.
pub fn plan(raised: &[RaisedTask], holding: &[Condition]) -> Vec<Change> {
    let mut changes = Vec::new();
    for c in holding.iter().filter(|c| c.count > 0) {
        match raised.iter().find(|r| r.kind == c.kind && r.ref_id == c.ref_id) {
            None => changes.push(Change::Raise(c.clone())),
            Some(r) if r.status == TaskStatus::Done => {
                if c.count > r.count {
                    changes.push(Change::Reopen(r.id, c.clone()));
                }
            }
            Some(r) if r.count != c.count => changes.push(Change::Recount(r.id, c.clone())),
            Some(_) => {}
        }
    }
    for r in raised.iter().filter(|r| r.status != TaskStatus::Done) {
        if !holding.iter().any(|c| c.count > 0 && c.kind == r.kind && c.ref_id == r.ref_id) {
            changes.push(Change::Close(r.id));
        }
    }
    changes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cond(kind: AutoKind, ref_id: i64, count: i64) -> Condition {
        Condition { kind, ref_id, subject: "1호 조합".into(), union_id: Some(ref_id), count, due_on: None }
    }

    fn raised(id: i64, kind: AutoKind, ref_id: i64, status: TaskStatus, count: i64) -> RaisedTask {
        RaisedTask { id: TaskId(id), kind, ref_id, status, count }
    }

    #[test]
    fn raises_new_conditions_once_and_follows_their_count() {
        let docs = cond(AutoKind::DocumentsToReview, 1, 3);
        assert_eq!(plan(&[], std::slice::from_ref(&docs)), vec![Change::Raise(docs.clone())]);
        let open = raised(7, AutoKind::DocumentsToReview, 1, TaskStatus::Todo, 3);
        assert!(plan(std::slice::from_ref(&open), std::slice::from_ref(&docs)).is_empty(), "idempotent");
        let more = cond(AutoKind::DocumentsToReview, 1, 5);
        assert_eq!(
            plan(std::slice::from_ref(&open), std::slice::from_ref(&more)),
            vec![Change::Recount(TaskId(7), more.clone())]
        );
        assert_eq!(more.title(), "1호 조합 제출 서류 검토 (5건)");
    }

    #[test]
    fn closes_when_the_condition_clears_and_reopens_only_when_more_arrive() {
        let open = raised(7, AutoKind::PaymentsOverdue, 1, TaskStatus::InProgress, 2);
        assert_eq!(plan(std::slice::from_ref(&open), &[]), vec![Change::Close(TaskId(7))]);
        assert_eq!(
            plan(std::slice::from_ref(&open), &[cond(AutoKind::PaymentsOverdue, 1, 0)]),
            vec![Change::Close(TaskId(7))]
        );
        // Closed by the firm with two unpaid: stays closed for two, opens again for three.
        let closed = raised(7, AutoKind::PaymentsOverdue, 1, TaskStatus::Done, 2);
        assert!(plan(std::slice::from_ref(&closed), &[cond(AutoKind::PaymentsOverdue, 1, 2)]).is_empty());
        let three = cond(AutoKind::PaymentsOverdue, 1, 3);
        assert_eq!(plan(&[closed], std::slice::from_ref(&three)), vec![Change::Reopen(TaskId(7), three)]);
        // Another union's condition is its own task.
        let other = cond(AutoKind::PaymentsOverdue, 2, 1);
        assert_eq!(plan(&[open], std::slice::from_ref(&other)), vec![Change::Raise(other), Change::Close(TaskId(7))]);
    }
}
