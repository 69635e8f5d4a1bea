//! The task service: the firm's members list, write, assign, move and comment on tasks; every
//! list first brings the automatic tasks up to date.

use std::sync::Arc;

use kernel::format::korean_date;
use kernel::{Actor, Clock, FieldError, Page, PageRequest, PortError, Refused};

use crate::automatic::{plan, Condition};
use crate::model::{checked, checked_comment, Comment, Task, TaskCounts, TaskId, TaskInput, TaskView, MSG_ASSIGNEE};
use crate::ports::{TaskRefusal, TaskRepository};

pub const MSG_AUTOMATIC_FIELDS: &str = "자동으로 만든 업무는 제목과 조합을 바꿀 수 없습니다.";

#[derive(Debug, thiserror::Error)]
pub enum TaskError {
    #[error("invalid input")]
    Validation(Vec<FieldError>),
    /// Missing, or another firm's.
    #[error("task not found")]
    NotFound,
    #[error("union not found")]
    UnionNotFound,
    /// Automatic tasks close themselves; they are not deleted.
    #[error("automatic task")]
    Automatic,
    #[error(transparent)]
    Port(#[from] PortError),
}

fn refused(e: Refused<TaskRefusal>) -> TaskError {
    match e {
        Refused::Conflict(TaskRefusal::UnionNotFound) => TaskError::UnionNotFound,
        Refused::Conflict(TaskRefusal::NotAMember) => {
            TaskError::Validation(vec![FieldError::new("assignee_id", MSG_ASSIGNEE)])
        }
        Refused::Port(PortError::NotFound) => TaskError::NotFound,
        Refused::Port(p) => TaskError::Port(p),
    }
}

fn not_found(e: PortError) -> TaskError {
    match e {
        PortError::NotFound => TaskError::NotFound,
        other => TaskError::Port(other),
    }
}

#[derive(Clone)]
pub struct TaskService {
    repo: Arc<dyn TaskRepository>,
    clock: Arc<dyn Clock>,
}

impl TaskService {
    pub fn new(repo: Arc<dyn TaskRepository>, clock: Arc<dyn Clock>) -> Self {
        TaskService { repo, clock }
    }

    /// Today in Korea, the day a task's due date is judged by (overdue, D-N).
    pub fn today(&self) -> chrono::NaiveDate {
        korean_date(self.clock.now())
    }

    /// Raises, recounts, reopens and closes the automatic tasks so they match what holds today.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn refresh(&self, actor: &Actor) -> Result<(), TaskError> {
        let now = self.clock.now();
        let holding = self.repo.conditions(actor, korean_date(now)).await?;
        let raised = self.repo.raised(actor).await?;
        let changes = plan(&raised, &holding);
        if !changes.is_empty() {
            self.repo.apply(actor, &changes, now).await?;
        }
        Ok(())
    }

    /// What waits on the firm today (documents to review, payments overdue, data requests
    /// late), read fresh rather than from the tasks, which members may have moved.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn attention(&self, actor: &Actor) -> Result<Vec<Condition>, TaskError> {
        Ok(self.repo.conditions(actor, korean_date(self.clock.now())).await?)
    }

    /// A view's tasks and every view's count, the automatic ones brought up to date first.
    ///
    /// # Errors
    /// Storage failures only.
    pub async fn list(
        &self,
        actor: &Actor,
        view: TaskView,
        query: &str,
        page: PageRequest,
    ) -> Result<(Page<Task>, TaskCounts), TaskError> {
        if query.trim().chars().count() > crate::model::MAX_QUERY {
            return Err(TaskError::Validation(vec![FieldError::new("q", crate::model::MSG_QUERY)]));
        }
        self.refresh(actor).await?;
        let today = korean_date(self.clock.now());
        let tasks = self.repo.list(actor, view, today, query.trim(), page).await?;
        let counts = self.repo.counts(actor, today).await?;
        Ok((tasks, counts))
    }

    /// A task and its comments.
    ///
    /// # Errors
    /// `NotFound`.
    pub async fn get(&self, actor: &Actor, id: TaskId) -> Result<(Task, Vec<Comment>), TaskError> {
        let task = self.repo.get(actor, id).await.map_err(not_found)?;
        let comments = self.repo.comments(actor, id).await.map_err(not_found)?;
        Ok((task, comments))
    }

    /// Writes a task by hand (to do).
    ///
    /// # Errors
    /// `Validation`, `UnionNotFound`.
    pub async fn create(&self, actor: &Actor, input: &TaskInput) -> Result<Task, TaskError> {
        let mut draft = checked(input).map_err(TaskError::Validation)?;
        draft.status = crate::model::TaskStatus::Todo;
        self.repo.create(actor, &draft, self.clock.now()).await.map_err(refused)
    }

    /// Edits a task. An automatic task keeps its title and union (the product writes them).
    ///
    /// # Errors
    /// `NotFound`, `Validation`, `UnionNotFound`.
    pub async fn update(&self, actor: &Actor, id: TaskId, input: &TaskInput) -> Result<Task, TaskError> {
        let draft = checked(input).map_err(TaskError::Validation)?;
        let current = self.repo.get(actor, id).await.map_err(not_found)?;
        if current.auto_kind.is_some() && (draft.title != current.title || draft.union_id != current.union_id) {
            return Err(TaskError::Validation(vec![FieldError::new("title", MSG_AUTOMATIC_FIELDS)]));
        }
        self.repo.update(actor, id, &draft, self.clock.now()).await.map_err(refused)
    }

    /// Deletes a task written by hand.
    ///
    /// # Errors
    /// `NotFound`, `Automatic`.
    pub async fn delete(&self, actor: &Actor, id: TaskId) -> Result<(), TaskError> {
        let current = self.repo.get(actor, id).await.map_err(not_found)?;
        if current.auto_kind.is_some() {
            return Err(TaskError::Automatic);
        }
        self.repo.delete(actor, id).await.map_err(not_found)
    }

    /// Adds a comment.
    ///
    /// # Errors
    /// `NotFound`, `Validation`.
    pub async fn comment(&self, actor: &Actor, id: TaskId, body: &str) -> Result<Comment, TaskError> {
        let body = checked_comment(body).map_err(TaskError::Validation)?;
        self.repo.add_comment(actor, id, &body, self.clock.now()).await.map_err(not_found)
    }
}
