//! What the task service needs from storage. Every method reads and writes only
//! `actor.company_id`'s tasks.

use chrono::{DateTime, NaiveDate, Utc};
use kernel::{Actor, Page, PageRequest, PortError, Refused};

use crate::automatic::{Change, Condition, RaisedTask};
use crate::model::{Comment, Task, TaskCounts, TaskDraft, TaskId, TaskView};

/// Why storage refuses a task.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TaskRefusal {
    /// The union is not the firm's (or deleted).
    UnionNotFound,
    /// The assignee is not one of the firm's approved members.
    NotAMember,
}

#[async_trait::async_trait]
pub trait TaskRepository: Send + Sync {
    /// A view's tasks: open ones by due date (none last), done ones newest first. `query` is a
    /// substring of the title.
    async fn list(
        &self,
        actor: &Actor,
        view: TaskView,
        today: NaiveDate,
        query: &str,
        page: PageRequest,
    ) -> Result<Page<Task>, PortError>;

    async fn counts(&self, actor: &Actor, today: NaiveDate) -> Result<TaskCounts, PortError>;

    /// `NotFound` when missing or another firm's.
    async fn get(&self, actor: &Actor, id: TaskId) -> Result<Task, PortError>;

    async fn create(&self, actor: &Actor, draft: &TaskDraft, at: DateTime<Utc>) -> Result<Task, Refused<TaskRefusal>>;

    /// Port `NotFound` when missing or another firm's.
    async fn update(
        &self,
        actor: &Actor,
        id: TaskId,
        draft: &TaskDraft,
        at: DateTime<Utc>,
    ) -> Result<Task, Refused<TaskRefusal>>;

    async fn delete(&self, actor: &Actor, id: TaskId) -> Result<(), PortError>;

    /// Oldest first.
    async fn comments(&self, actor: &Actor, id: TaskId) -> Result<Vec<Comment>, PortError>;

    async fn add_comment(&self, actor: &Actor, id: TaskId, body: &str, at: DateTime<Utc>)
        -> Result<Comment, PortError>;

    /// The automatic tasks raised so far.
    async fn raised(&self, actor: &Actor) -> Result<Vec<RaisedTask>, PortError>;

    /// The conditions that hold on `today`.
    async fn conditions(&self, actor: &Actor, today: NaiveDate) -> Result<Vec<Condition>, PortError>;

    /// Applies the changes in one transaction (a concurrent raise of the same condition is
    /// absorbed by a unique key).
    async fn apply(&self, actor: &Actor, changes: &[Change], at: DateTime<Utc>) -> Result<(), PortError>;
}
