//! Tasks, their comments, and the checked forms of what members send.

use chrono::{DateTime, NaiveDate, Utc};
use kernel::{FieldError, UserId};

pub const MAX_TITLE: usize = 100;
pub const MAX_DESCRIPTION: usize = 2000;
pub const MAX_COMMENT: usize = 1000;
pub const MSG_TITLE: &str = "업무 제목을 입력해주세요. (100자 이하)";
pub const MSG_DESCRIPTION: &str = "업무 내용은 2,000자 이하로 입력해주세요.";
pub const MSG_COMMENT: &str = "댓글을 입력해주세요. (1,000자 이하)";
pub const MSG_ASSIGNEE: &str = "담당자는 회사의 승인된 구성원 중에서 골라주세요.";
pub const MAX_QUERY: usize = 100;
pub const MSG_QUERY: &str = "검색어는 100자 이하로 입력해주세요.";
pub const MSG_STATUS: &str = "업무 상태를 확인해주세요.";

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct TaskId(pub i64);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TaskStatus {
    Todo,
    InProgress,
    Done,
}

impl TaskStatus {
    pub const ALL: [TaskStatus; 3] = [TaskStatus::Todo, TaskStatus::InProgress, TaskStatus::Done];

    pub fn code(self) -> &'static str {
        match self {
            TaskStatus::Todo => "todo",
            TaskStatus::InProgress => "in_progress",
            TaskStatus::Done => "done",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.code() == code)
    }

    pub fn label(self) -> &'static str {
        match self {
            TaskStatus::Todo => "할 일",
            TaskStatus::InProgress => "진행 중",
            TaskStatus::Done => "완료",
        }
    }
}

/// A member as a task shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Person {
    pub id: UserId,
    pub name: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Task {
    pub id: TaskId,
    pub title: String,
    pub description: String,
    pub union_id: Option<i64>,
    pub union_name: Option<String>,
    pub due_on: Option<NaiveDate>,
    pub assignee: Option<Person>,
    pub status: TaskStatus,
    /// `None` for a task written by hand.
    pub auto_kind: Option<AutoKind>,
    /// Where an automatic task's work is (the union's applicants, the data request).
    pub auto_ref: Option<i64>,
    /// `None` for automatic tasks.
    pub created_by: Option<Person>,
    pub comment_count: i64,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub completed_at: Option<DateTime<Utc>>,
}

impl Task {
    /// Open and past its due date on `today`.
    pub fn overdue(&self, today: NaiveDate) -> bool {
        self.status != TaskStatus::Done && self.due_on.is_some_and(|d| d < today)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comment {
    pub id: i64,
    pub author: Person,
    pub body: String,
    pub created_at: DateTime<Utc>,
}

/// A task as a member writes it, unchecked.
#[derive(Debug, Clone, Default)]
pub struct TaskInput {
    pub title: String,
    pub description: String,
    pub union_id: Option<i64>,
    pub due_on: Option<NaiveDate>,
    pub assignee_id: Option<i64>,
    /// Ignored on creation (a new task is to do).
    pub status: Option<String>,
}

/// The checked form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TaskDraft {
    pub title: String,
    pub description: String,
    pub union_id: Option<i64>,
    pub due_on: Option<NaiveDate>,
    pub assignee: Option<UserId>,
    pub status: TaskStatus,
}

/// Checks a task's fields.
///
/// # Errors
/// Field errors on `title`, `description`, `status`.
pub fn checked(input: &TaskInput) -> Result<TaskDraft, Vec<FieldError>> {
    let mut errors = Vec::new();
    let title = input.title.trim();
    if title.is_empty() || title.chars().count() > MAX_TITLE {
        errors.push(FieldError::new("title", MSG_TITLE));
    }
    let description = input.description.trim();
    if description.chars().count() > MAX_DESCRIPTION {
        errors.push(FieldError::new("description", MSG_DESCRIPTION));
    }
    let status = match input.status.as_deref() {
        None => Some(TaskStatus::Todo),
        Some(s) => TaskStatus::parse(s),
    };
    if status.is_none() {
        errors.push(FieldError::new("status", MSG_STATUS));
    }
    match (errors.is_empty(), status) {
        (true, Some(status)) => Ok(TaskDraft {
            title: title.to_owned(),
            description: description.to_owned(),
            union_id: input.union_id,
            due_on: input.due_on,
            assignee: input.assignee_id.map(UserId),
            status,
        }),
        _ => Err(errors),
    }
}

/// A comment's text, trimmed.
///
/// # Errors
/// A field error on `body`.
pub fn checked_comment(body: &str) -> Result<String, Vec<FieldError>> {
    let body = body.trim();
    if body.is_empty() || body.chars().count() > MAX_COMMENT {
        return Err(vec![FieldError::new("body", MSG_COMMENT)]);
    }
    Ok(body.to_owned())
}

/// Which tasks a list shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TaskView {
    /// Not done.
    #[default]
    Open,
    /// Assigned to the reader and not done.
    Mine,
    /// Not done and past due.
    Overdue,
    Done,
    All,
    /// Not done and due within a week (or past due): the dashboard's tile.
    DueSoon,
}

impl TaskView {
    pub fn parse(code: &str) -> Option<Self> {
        Some(match code {
            "open" => TaskView::Open,
            "mine" => TaskView::Mine,
            "overdue" => TaskView::Overdue,
            "done" => TaskView::Done,
            "all" => TaskView::All,
            "due_soon" => TaskView::DueSoon,
            _ => return None,
        })
    }
}

/// How many tasks each view holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TaskCounts {
    pub open: i64,
    pub mine: i64,
    pub overdue: i64,
    pub done: i64,
}

/// A task the product raises and closes itself (업무 관리's automatic tasks; the rules that
/// raise them are `automatic`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AutoKind {
    /// Applicants of a union whose documents are submitted (서류제출) and wait for the GP.
    DocumentsToReview,
    /// Applicants of a union not paid in full after the union's payment due date.
    PaymentsOverdue,
    /// A data request past its due date with startups that have not answered.
    DataRequestLate,
}

impl AutoKind {
    pub const ALL: [AutoKind; 3] = [AutoKind::DocumentsToReview, AutoKind::PaymentsOverdue, AutoKind::DataRequestLate];

    pub fn code(self) -> &'static str {
        match self {
            AutoKind::DocumentsToReview => "documents_to_review",
            AutoKind::PaymentsOverdue => "payments_overdue",
            AutoKind::DataRequestLate => "data_request_late",
        }
    }

    pub fn parse(code: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.code() == code)
    }

    pub fn label(self) -> &'static str {
        match self {
            AutoKind::DocumentsToReview => "서류 검토",
            AutoKind::PaymentsOverdue => "납입 기한 경과",
            AutoKind::DataRequestLate => "자료 요청 기한 경과",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_task_needs_a_title_and_a_known_status() {
        let ok = checked(&TaskInput { title: "  결성총회 준비 ".into(), ..TaskInput::default() }).unwrap();
        assert_eq!((ok.title.as_str(), ok.status), ("결성총회 준비", TaskStatus::Todo));
        let bad = checked(&TaskInput {
            title: " ".into(),
            description: "가".repeat(2001),
            status: Some("later".into()),
            ..TaskInput::default()
        })
        .unwrap_err();
        let fields: Vec<&str> = bad.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["title", "description", "status"]);
        assert!(checked_comment("  ").is_err());
        assert_eq!(checked_comment(" 확인했습니다 ").unwrap(), "확인했습니다");
    }

    #[test]
    fn only_open_tasks_past_their_date_are_overdue() {
        let day = |d| NaiveDate::from_ymd_opt(2026, 11, d).unwrap();
        let at = DateTime::<Utc>::from_timestamp(0, 0).unwrap();
        let mut t = Task {
            id: TaskId(1),
            title: "x".into(),
            description: String::new(),
            union_id: None,
            union_name: None,
            due_on: Some(day(20)),
            assignee: None,
            status: TaskStatus::InProgress,
            auto_kind: None,
            auto_ref: None,
            created_by: None,
            comment_count: 0,
            created_at: at,
            updated_at: at,
            completed_at: None,
        };
        assert!(t.overdue(day(21)));
        assert!(!t.overdue(day(20)), "due today is not late yet");
        t.status = TaskStatus::Done;
        assert!(!t.overdue(day(21)));
    }
}
