//! /task and /task/detail: the firm's tasks, written by hand or raised by the product, with
//! their comments. Every member of the firm reads and works on every task of the firm.

use actix_web::http::StatusCode;
use actix_web::{delete, get, post, put, web, HttpRequest, HttpResponse};
use chrono::{DateTime, NaiveDate, Utc};
use kernel::PageRequest;
use serde::{Deserialize, Serialize};
use task::{Comment, Task, TaskId, TaskInput, TaskView};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(list_tasks)
        .service(create_task)
        .service(get_task)
        .service(update_task)
        .service(delete_task)
        .service(add_task_comment);
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TaskPersonDto {
    pub user_id: i64,
    pub name: String,
}

fn person(p: Option<task::Person>) -> Option<TaskPersonDto> {
    p.map(|p| TaskPersonDto { user_id: p.id.get(), name: p.name })
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TaskDto {
    pub id: i64,
    pub title: String,
    pub description: String,
    pub union_id: Option<i64>,
    pub union_name: Option<String>,
    pub due_on: Option<NaiveDate>,
    /// Open and past its due date (Korean calendar day).
    pub overdue: bool,
    pub assignee: Option<TaskPersonDto>,
    /// `todo`, `in_progress` or `done`.
    pub status: String,
    /// 할 일, 진행 중, 완료.
    pub status_label: String,
    /// `documents_to_review`, `payments_overdue`, `data_request_late`; null when written by hand.
    pub auto_kind: Option<String>,
    /// Where the work is: the union (documents, payments) or the data request.
    pub auto_ref: Option<i64>,
    pub created_by: Option<TaskPersonDto>,
    pub comment_count: i64,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub completed_at: Option<DateTime<Utc>>,
}

impl TaskDto {
    fn of(t: Task, today: NaiveDate) -> Self {
        TaskDto {
            overdue: t.overdue(today),
            id: t.id.0,
            title: t.title,
            description: t.description,
            union_id: t.union_id,
            union_name: t.union_name,
            due_on: t.due_on,
            assignee: person(t.assignee),
            status: t.status.code().into(),
            status_label: t.status.label().into(),
            auto_kind: t.auto_kind.map(|k| k.code().into()),
            auto_ref: t.auto_ref,
            created_by: person(t.created_by),
            comment_count: t.comment_count,
            created_at: t.created_at,
            updated_at: t.updated_at,
            completed_at: t.completed_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TaskCountsDto {
    pub open: i64,
    pub mine: i64,
    pub overdue: i64,
    pub done: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TaskPage {
    pub items: Vec<TaskDto>,
    pub page: u32,
    pub page_size: u32,
    pub total_count: i64,
    pub counts: TaskCountsDto,
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct TaskListQuery {
    /// `open` (default), `mine`, `overdue`, `due_soon` (due within a week or late), `done`, `all`.
    #[param(inline, value_type = Option<String>, pattern = "^(open|mine|overdue|due_soon|done|all)$")]
    pub view: Option<String>,
    /// Part of the title.
    #[serde(default)]
    #[param(max_length = 100)]
    pub q: String,
    /// 1-based; default 1; 1 to 1,000,000 (others are refused with 400).
    #[param(minimum = 1, maximum = 1_000_000)]
    pub page: Option<u32>,
    /// Items a page: 1 to 100, default 10 (others are refused with 400).
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<u32>,
}

/// The firm's tasks in one view, with every view's count. The automatic tasks are brought up to
/// date first (raised, recounted, closed when their condition cleared).
#[utoipa::path(
    tag = "tasks",
    security(("bearer" = [])),
    params(TaskListQuery),
    responses(
        (status = 200, body = TaskPage),
        (status = 422, description = "validation_failed (`view`, `q` over 100 characters, paging)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/tasks")]
pub async fn list_tasks(
    state: web::Data<AppState>,
    t: Tenant,
    q: web::Query<TaskListQuery>,
) -> Result<web::Json<TaskPage>, ApiError> {
    let view = match q.view.as_deref() {
        None => TaskView::Open,
        Some(v) => TaskView::parse(v)
            .ok_or_else(|| ApiError::validation(vec![kernel::FieldError::new("view", "목록 구분을 확인해주세요.")]))?,
    };
    let page = PageRequest::checked(q.page, q.page_size)?;
    let (tasks, c) = state.tasks.list(&t.actor, view, &q.q, page).await?;
    let day = state.tasks.today();
    Ok(web::Json(TaskPage {
        page: tasks.page,
        page_size: tasks.page_size,
        total_count: tasks.total_count,
        items: tasks.items.into_iter().map(|x| TaskDto::of(x, day)).collect(),
        counts: TaskCountsDto { open: c.open, mine: c.mine, overdue: c.overdue, done: c.done },
    }))
}

/// A task as members write it.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TaskBody {
    #[schema(max_length = 100, pattern = r"\S", example = "결성총회 자료 준비")]
    pub title: String,
    #[serde(default)]
    #[schema(max_length = 2000)]
    pub description: String,
    /// One of the firm's unions.
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    #[schema(value_type = Option<i64>, minimum = 1)]
    pub union_id: Option<i64>,
    pub due_on: Option<NaiveDate>,
    /// One of the firm's approved members.
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    #[schema(value_type = Option<i64>, minimum = 1)]
    pub assignee_id: Option<i64>,
    /// `todo`, `in_progress`, `done` (on edits; a new task is `todo`).
    #[schema(pattern = "^(todo|in_progress|done)$")]
    pub status: Option<String>,
}

impl TaskBody {
    fn input(&self) -> TaskInput {
        TaskInput {
            title: self.title.clone(),
            description: self.description.clone(),
            union_id: self.union_id,
            due_on: self.due_on,
            assignee_id: self.assignee_id,
            status: self.status.clone(),
        }
    }
}

/// Writes a task by hand.
#[utoipa::path(
    tag = "tasks",
    security(("bearer" = [])),
    params(crate::idempotency::IdempotencyKeyHeader),
    request_body = TaskBody,
    responses(
        (status = 201, body = TaskDto),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`title`, `description`, `status`, `assignee_id`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/tasks")]
pub async fn create_task(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    body: web::Json<TaskBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    crate::idempotency::once(&state, &req, t.actor.user_id, &b, StatusCode::CREATED, || async {
        Ok(TaskDto::of(state.tasks.create(&t.actor, &b.input()).await?, state.tasks.today()))
    })
    .await
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TaskCommentDto {
    pub id: i64,
    pub author: TaskPersonDto,
    pub body: String,
    pub created_at: DateTime<Utc>,
}

impl From<Comment> for TaskCommentDto {
    fn from(c: Comment) -> Self {
        TaskCommentDto {
            id: c.id,
            author: TaskPersonDto { user_id: c.author.id.get(), name: c.author.name },
            body: c.body,
            created_at: c.created_at,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct TaskDetail {
    pub task: TaskDto,
    /// Oldest first.
    pub comments: Vec<TaskCommentDto>,
}

/// A task and its comments.
#[utoipa::path(
    tag = "tasks",
    security(("bearer" = [])),
    params(("task_id" = i64, Path, minimum = 1)),
    responses(
        (status = 200, body = TaskDetail),
        (status = 404, description = "task_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/tasks/{task_id}")]
pub async fn get_task(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<web::Json<TaskDetail>, ApiError> {
    let (task, comments) = state.tasks.get(&t.actor, TaskId(*id)).await?;
    Ok(web::Json(TaskDetail {
        task: TaskDto::of(task, state.tasks.today()),
        comments: comments.into_iter().map(TaskCommentDto::from).collect(),
    }))
}

/// Edits a task: its fields, assignee and status. An automatic task keeps its title and union.
#[utoipa::path(
    tag = "tasks",
    security(("bearer" = [])),
    params(("task_id" = i64, Path, minimum = 1)),
    request_body = TaskBody,
    responses(
        (status = 200, body = TaskDto),
        (status = 404, description = "task_not_found | union_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`title`, `description`, `status`, `assignee_id`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/tasks/{task_id}")]
pub async fn update_task(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<TaskBody>,
) -> Result<web::Json<TaskDto>, ApiError> {
    Ok(web::Json(TaskDto::of(state.tasks.update(&t.actor, TaskId(*id), &body.input()).await?, state.tasks.today())))
}

/// Deletes a task written by hand (automatic ones close themselves).
#[utoipa::path(
    tag = "tasks",
    security(("bearer" = [])),
    params(("task_id" = i64, Path, minimum = 1)),
    responses(
        (status = 204, description = "Deleted"),
        (status = 404, description = "task_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "task_automatic", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/tasks/{task_id}")]
pub async fn delete_task(state: web::Data<AppState>, t: Tenant, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    state.tasks.delete(&t.actor, TaskId(*id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TaskCommentBody {
    #[schema(max_length = 1000, pattern = r"\S", example = "서류 확인했습니다. 내일 납입 요청 보내겠습니다.")]
    pub body: String,
}

/// Comments on a task.
#[utoipa::path(
    tag = "tasks",
    security(("bearer" = [])),
    params(("task_id" = i64, Path, minimum = 1)),
    request_body = TaskCommentBody,
    responses(
        (status = 201, body = TaskCommentDto),
        (status = 404, description = "task_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`body`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/tasks/{task_id}/comments")]
pub async fn add_task_comment(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<TaskCommentBody>,
) -> Result<HttpResponse, ApiError> {
    let c = state.tasks.comment(&t.actor, TaskId(*id), &body.body).await?;
    Ok(HttpResponse::Created().json(TaskCommentDto::from(c)))
}
