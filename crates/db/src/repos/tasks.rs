//! [`TaskRepository`] on PostgreSQL. Writes check the union and the assignee against the firm in
//! the same transaction (the assignee's row locked, so a member expelled at that moment cannot
//! be assigned); automatic tasks are raised under a unique key, so two refreshes at once raise
//! one task.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::sql_types::{BigInt, Date, Nullable, Text, Timestamptz};
use diesel::QueryableByName;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, Page, PageRequest, PortError, Refused, UserId};
use task::automatic::{Change, Condition, RaisedTask};
use task::ports::TaskRefusal;
use task::{AutoKind, Comment, Person, Task, TaskCounts, TaskDraft, TaskId, TaskRepository, TaskStatus, TaskView};

use crate::error::{pool_err, to_port, FromConstraint, TxError};
use crate::Pool;

#[derive(Clone)]
pub struct PgTasks {
    pool: Pool,
}

impl PgTasks {
    pub fn new(pool: Pool) -> Self {
        PgTasks { pool }
    }
}

impl FromConstraint for TaskRefusal {
    fn from_constraint(_: &str) -> Option<Self> {
        None
    }
}

#[derive(QueryableByName)]
struct TaskSql {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    title: String,
    #[diesel(sql_type = Text)]
    description: String,
    #[diesel(sql_type = Nullable<BigInt>)]
    union_id: Option<i64>,
    #[diesel(sql_type = Nullable<Text>)]
    union_name: Option<String>,
    #[diesel(sql_type = Nullable<Date>)]
    due_on: Option<NaiveDate>,
    #[diesel(sql_type = Nullable<BigInt>)]
    assignee_id: Option<i64>,
    #[diesel(sql_type = Nullable<Text>)]
    assignee_name: Option<String>,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = Nullable<Text>)]
    auto_kind: Option<String>,
    #[diesel(sql_type = Nullable<BigInt>)]
    auto_ref: Option<i64>,
    #[diesel(sql_type = Nullable<BigInt>)]
    created_by: Option<i64>,
    #[diesel(sql_type = Nullable<Text>)]
    creator_name: Option<String>,
    #[diesel(sql_type = BigInt)]
    comment_count: i64,
    #[diesel(sql_type = Timestamptz)]
    created_at: DateTime<Utc>,
    #[diesel(sql_type = Timestamptz)]
    updated_at: DateTime<Utc>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    completed_at: Option<DateTime<Utc>>,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

fn person(id: Option<i64>, name: Option<String>) -> Option<Person> {
    Some(Person { id: UserId(id?), name: name.unwrap_or_default() })
}

impl TryFrom<TaskSql> for Task {
    type Error = PortError;
    fn try_from(r: TaskSql) -> Result<Self, PortError> {
        let bad = |what: &str, v: &str| PortError::Unexpected(format!("stored task {what} {v:?}"));
        Ok(Task {
            id: TaskId(r.id),
            title: r.title,
            description: r.description,
            union_id: r.union_id,
            union_name: r.union_name,
            due_on: r.due_on,
            assignee: person(r.assignee_id, r.assignee_name),
            status: TaskStatus::parse(&r.status).ok_or_else(|| bad("status", &r.status))?,
            auto_kind: match r.auto_kind.as_deref() {
                None => None,
                Some(k) => Some(AutoKind::parse(k).ok_or_else(|| bad("kind", k))?),
            },
            auto_ref: r.auto_ref,
            created_by: person(r.created_by, r.creator_name),
            comment_count: r.comment_count,
            created_at: r.created_at,
            updated_at: r.updated_at,
            completed_at: r.completed_at,
        })
    }
}

/// Every task read: $1 the firm; the caller adds its filter, order and paging.
const SELECT: &str = "SELECT t.id, t.title, t.description, t.union_id, u.name AS union_name, t.due_on, \
       t.assignee_id, a.name AS assignee_name, t.status, t.auto_kind, t.auto_ref, t.created_by, \
       c.name AS creator_name, \
       (SELECT count(*) FROM task_comments k WHERE k.task_id = t.id) AS comment_count, \
       t.created_at, t.updated_at, t.completed_at, count(*) OVER () AS total \
     FROM tasks t LEFT JOIN unions u ON u.id = t.union_id \
     LEFT JOIN users a ON a.id = t.assignee_id LEFT JOIN users c ON c.id = t.created_by \
     WHERE t.company_id = $1";

/// A view's filter over $2 (the reader), $3 (today) and its order. Fixed text only.
fn view_sql(view: TaskView) -> (&'static str, &'static str) {
    const OPEN_ORDER: &str = "t.due_on ASC NULLS LAST, t.id DESC";
    match view {
        TaskView::Open => ("t.status <> 'done'", OPEN_ORDER),
        TaskView::Mine => ("t.status <> 'done' AND t.assignee_id = $2", OPEN_ORDER),
        TaskView::Overdue => ("t.status <> 'done' AND t.due_on < $3", OPEN_ORDER),
        TaskView::DueSoon => ("t.status <> 'done' AND t.due_on <= $3 + 7", OPEN_ORDER),
        TaskView::Done => ("t.status = 'done'", "t.completed_at DESC NULLS LAST, t.id DESC"),
        TaskView::All => ("TRUE", "(t.status = 'done'), t.due_on ASC NULLS LAST, t.id DESC"),
    }
}

async fn one(conn: &mut AsyncPgConnection, actor: &Actor, id: i64) -> Result<Task, diesel::result::Error> {
    let row: TaskSql = diesel::sql_query(format!("{SELECT} AND t.id = $2"))
        .bind::<BigInt, _>(actor.company_id.get())
        .bind::<BigInt, _>(id)
        .get_result(conn)
        .await?;
    Task::try_from(row).map_err(|e| diesel::result::Error::DeserializationError(e.to_string().into()))
}

/// Checks the union and the assignee against the firm (the assignee's row locked).
async fn check_refs(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    draft: &TaskDraft,
) -> Result<(), TxError<TaskRefusal>> {
    #[derive(QueryableByName)]
    struct Found {
        #[diesel(sql_type = BigInt)]
        n: i64,
    }
    if let Some(union) = draft.union_id {
        let f: Found = diesel::sql_query(
            "SELECT count(*) AS n FROM unions WHERE id = $1 AND company_id = $2 AND deleted_at IS NULL",
        )
        .bind::<BigInt, _>(union)
        .bind::<BigInt, _>(actor.company_id.get())
        .get_result(conn)
        .await?;
        if f.n == 0 {
            return Err(TxError::Conflict(TaskRefusal::UnionNotFound));
        }
    }
    if let Some(user) = draft.assignee {
        let rows: Vec<Found> = diesel::sql_query(
            "SELECT id AS n FROM users WHERE id = $1 AND company_id = $2 AND group_status = 'c' \
             AND withdrawn_at IS NULL FOR SHARE",
        )
        .bind::<BigInt, _>(user.get())
        .bind::<BigInt, _>(actor.company_id.get())
        .load(conn)
        .await?;
        if rows.is_empty() {
            return Err(TxError::Conflict(TaskRefusal::NotAMember));
        }
    }
    Ok(())
}

fn internal(e: diesel::result::Error) -> PortError {
    to_port(e)
}

#[async_trait::async_trait]
impl TaskRepository for PgTasks {
    async fn list(
        &self,
        actor: &Actor,
        view: TaskView,
        today: NaiveDate,
        query: &str,
        page: PageRequest,
    ) -> Result<Page<Task>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let (filter, order) = view_sql(view);
        let sql = format!(
            "{SELECT} AND {filter} AND ($4 = '' OR strpos(lower(t.title), lower($4)) > 0) \
             ORDER BY {order} LIMIT $5 OFFSET $6"
        );
        let rows: Vec<TaskSql> = diesel::sql_query(sql)
            .bind::<BigInt, _>(actor.company_id.get())
            .bind::<BigInt, _>(actor.user_id.get())
            .bind::<Date, _>(today)
            .bind::<Text, _>(query)
            .bind::<BigInt, _>(page.limit())
            .bind::<BigInt, _>(page.offset())
            .load(&mut conn)
            .await
            .map_err(internal)?;
        let total = <[TaskSql]>::first(&rows).map_or(0, |r| r.total);
        let items = rows.into_iter().map(Task::try_from).collect::<Result<Vec<_>, _>>()?;
        Ok(Page::new(items, page, total))
    }

    async fn counts(&self, actor: &Actor, today: NaiveDate) -> Result<TaskCounts, PortError> {
        #[derive(QueryableByName)]
        struct Counts {
            #[diesel(sql_type = BigInt)]
            open: i64,
            #[diesel(sql_type = BigInt)]
            mine: i64,
            #[diesel(sql_type = BigInt)]
            overdue: i64,
            #[diesel(sql_type = BigInt)]
            done: i64,
        }
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let c: Counts = diesel::sql_query(
            "SELECT count(*) FILTER (WHERE status <> 'done') AS open, \
                    count(*) FILTER (WHERE status <> 'done' AND assignee_id = $2) AS mine, \
                    count(*) FILTER (WHERE status <> 'done' AND due_on < $3) AS overdue, \
                    count(*) FILTER (WHERE status = 'done') AS done \
             FROM tasks WHERE company_id = $1",
        )
        .bind::<BigInt, _>(actor.company_id.get())
        .bind::<BigInt, _>(actor.user_id.get())
        .bind::<Date, _>(today)
        .get_result(&mut conn)
        .await
        .map_err(internal)?;
        Ok(TaskCounts { open: c.open, mine: c.mine, overdue: c.overdue, done: c.done })
    }

    async fn get(&self, actor: &Actor, id: TaskId) -> Result<Task, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        one(&mut conn, actor, id.0).await.map_err(to_port)
    }

    async fn create(&self, actor: &Actor, draft: &TaskDraft, at: DateTime<Utc>) -> Result<Task, Refused<TaskRefusal>> {
        #[derive(QueryableByName)]
        struct Id {
            #[diesel(sql_type = BigInt)]
            id: i64,
        }
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        let actor = *actor;
        conn.transaction(async |conn| {
            check_refs(conn, &actor, draft).await?;
            let made: Id = diesel::sql_query(
                "INSERT INTO tasks (company_id, title, description, union_id, due_on, assignee_id, status, \
                   created_by, created_at, updated_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, 'todo', $7, $8, $8) RETURNING id",
            )
            .bind::<BigInt, _>(actor.company_id.get())
            .bind::<Text, _>(&draft.title)
            .bind::<Text, _>(&draft.description)
            .bind::<Nullable<BigInt>, _>(draft.union_id)
            .bind::<Nullable<Date>, _>(draft.due_on)
            .bind::<Nullable<BigInt>, _>(draft.assignee.map(UserId::get))
            .bind::<BigInt, _>(actor.user_id.get())
            .bind::<Timestamptz, _>(at)
            .get_result(conn)
            .await?;
            Ok::<_, TxError<TaskRefusal>>(one(conn, &actor, made.id).await?)
        })
        .await
        .map_err(Refused::from)
    }

    async fn update(
        &self,
        actor: &Actor,
        id: TaskId,
        draft: &TaskDraft,
        at: DateTime<Utc>,
    ) -> Result<Task, Refused<TaskRefusal>> {
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        let actor = *actor;
        conn.transaction(async |conn| {
            check_refs(conn, &actor, draft).await?;
            // completed_at keeps the first moment it was done; reopening clears it.
            let n = diesel::sql_query(
                "UPDATE tasks SET title = $3, description = $4, union_id = $5, due_on = $6, assignee_id = $7, \
                   status = $8, updated_at = $9, \
                   completed_at = CASE WHEN $8 <> 'done' THEN NULL ELSE COALESCE(completed_at, $9) END \
                 WHERE id = $1 AND company_id = $2",
            )
            .bind::<BigInt, _>(id.0)
            .bind::<BigInt, _>(actor.company_id.get())
            .bind::<Text, _>(&draft.title)
            .bind::<Text, _>(&draft.description)
            .bind::<Nullable<BigInt>, _>(draft.union_id)
            .bind::<Nullable<Date>, _>(draft.due_on)
            .bind::<Nullable<BigInt>, _>(draft.assignee.map(UserId::get))
            .bind::<Text, _>(draft.status.code())
            .bind::<Timestamptz, _>(at)
            .execute(conn)
            .await?;
            if n == 0 {
                return Err(TxError::Port(PortError::NotFound));
            }
            Ok::<_, TxError<TaskRefusal>>(one(conn, &actor, id.0).await?)
        })
        .await
        .map_err(Refused::from)
    }

    async fn delete(&self, actor: &Actor, id: TaskId) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let n = diesel::sql_query("DELETE FROM tasks WHERE id = $1 AND company_id = $2 AND auto_kind IS NULL")
            .bind::<BigInt, _>(id.0)
            .bind::<BigInt, _>(actor.company_id.get())
            .execute(&mut conn)
            .await
            .map_err(internal)?;
        if n == 0 {
            return Err(PortError::NotFound);
        }
        Ok(())
    }

    async fn comments(&self, actor: &Actor, id: TaskId) -> Result<Vec<Comment>, PortError> {
        #[derive(QueryableByName)]
        struct Row {
            #[diesel(sql_type = BigInt)]
            id: i64,
            #[diesel(sql_type = BigInt)]
            author_id: i64,
            #[diesel(sql_type = Text)]
            author_name: String,
            #[diesel(sql_type = Text)]
            body: String,
            #[diesel(sql_type = Timestamptz)]
            created_at: DateTime<Utc>,
        }
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<Row> = diesel::sql_query(
            "SELECT k.id, k.author_id, u.name AS author_name, k.body, k.created_at \
             FROM task_comments k JOIN users u ON u.id = k.author_id \
             WHERE k.task_id = $1 AND k.company_id = $2 ORDER BY k.id",
        )
        .bind::<BigInt, _>(id.0)
        .bind::<BigInt, _>(actor.company_id.get())
        .load(&mut conn)
        .await
        .map_err(internal)?;
        Ok(rows
            .into_iter()
            .map(|r| Comment {
                id: r.id,
                author: Person { id: UserId(r.author_id), name: r.author_name },
                body: r.body,
                created_at: r.created_at,
            })
            .collect())
    }

    async fn add_comment(
        &self,
        actor: &Actor,
        id: TaskId,
        body: &str,
        at: DateTime<Utc>,
    ) -> Result<Comment, PortError> {
        #[derive(QueryableByName)]
        struct Made {
            #[diesel(sql_type = BigInt)]
            id: i64,
        }
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        // Inserted only if the task is the firm's: nothing is written against another's.
        let made: Option<Made> = diesel::sql_query(
            "INSERT INTO task_comments (task_id, company_id, author_id, body, created_at) \
             SELECT id, company_id, $3, $4, $5 FROM tasks WHERE id = $1 AND company_id = $2 RETURNING id",
        )
        .bind::<BigInt, _>(id.0)
        .bind::<BigInt, _>(actor.company_id.get())
        .bind::<BigInt, _>(actor.user_id.get())
        .bind::<Text, _>(body)
        .bind::<Timestamptz, _>(at)
        .get_result(&mut conn)
        .await
        .map(Some)
        .or_else(|e| if matches!(e, diesel::result::Error::NotFound) { Ok(None) } else { Err(e) })
        .map_err(internal)?;
        let made = made.ok_or(PortError::NotFound)?;
        let comments = self.comments(actor, id).await?;
        comments.into_iter().find(|c| c.id == made.id).ok_or(PortError::NotFound)
    }

    async fn raised(&self, actor: &Actor) -> Result<Vec<RaisedTask>, PortError> {
        #[derive(QueryableByName)]
        struct Row {
            #[diesel(sql_type = BigInt)]
            id: i64,
            #[diesel(sql_type = Text)]
            auto_kind: String,
            #[diesel(sql_type = BigInt)]
            auto_ref: i64,
            #[diesel(sql_type = Text)]
            status: String,
            #[diesel(sql_type = BigInt)]
            auto_count: i64,
        }
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<Row> = diesel::sql_query(
            "SELECT id, auto_kind, auto_ref, status, auto_count FROM tasks \
             WHERE company_id = $1 AND auto_kind IS NOT NULL",
        )
        .bind::<BigInt, _>(actor.company_id.get())
        .load(&mut conn)
        .await
        .map_err(internal)?;
        rows.into_iter()
            .map(|r| {
                Ok(RaisedTask {
                    id: TaskId(r.id),
                    kind: AutoKind::parse(&r.auto_kind)
                        .ok_or_else(|| PortError::Unexpected(format!("stored task kind {:?}", r.auto_kind)))?,
                    ref_id: r.auto_ref,
                    status: TaskStatus::parse(&r.status)
                        .ok_or_else(|| PortError::Unexpected(format!("stored task status {:?}", r.status)))?,
                    count: r.auto_count,
                })
            })
            .collect()
    }

    async fn conditions(&self, actor: &Actor, today: NaiveDate) -> Result<Vec<Condition>, PortError> {
        #[derive(QueryableByName)]
        struct Row {
            #[diesel(sql_type = Text)]
            kind: String,
            #[diesel(sql_type = BigInt)]
            ref_id: i64,
            #[diesel(sql_type = Text)]
            subject: String,
            #[diesel(sql_type = Nullable<BigInt>)]
            union_id: Option<i64>,
            #[diesel(sql_type = BigInt)]
            n: i64,
            #[diesel(sql_type = Nullable<Date>)]
            due_on: Option<NaiveDate>,
        }
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<Row> = diesel::sql_query(
            "SELECT 'documents_to_review' AS kind, u.id AS ref_id, u.name AS subject, u.id AS union_id, \
                    count(*) AS n, NULL::date AS due_on \
             FROM applicants a JOIN unions u ON u.id = a.union_id AND u.deleted_at IS NULL \
             WHERE a.company_id = $1 AND a.deleted_at IS NULL AND a.status = 'S' GROUP BY u.id, u.name \
             UNION ALL \
             SELECT 'data_request_late', r.id, r.title, NULL::int8, count(*), r.due_on \
             FROM data_requests r JOIN data_request_targets t ON t.request_id = r.id \
             WHERE r.company_id = $1 AND r.due_on < $2 AND t.answered_at IS NULL GROUP BY r.id, r.title, r.due_on",
        )
        .bind::<BigInt, _>(actor.company_id.get())
        .bind::<Date, _>(today)
        .load(&mut conn)
        .await
        .map_err(internal)?;
        // Who is late is the capital book's to say (capital::book::Arrears), as the 출자금 tab
        // says it: members owing on a call (or lump sum) past its due date, since the earliest.
        let overdue = crate::repos::capital::book::arrears_of_firm(&mut conn, actor.company_id.get(), today).await?;
        let overdue = overdue.into_iter().map(|(union, name, arrears)| Condition {
            kind: AutoKind::PaymentsOverdue,
            ref_id: union.get(),
            subject: name,
            union_id: Some(union.get()),
            count: arrears.members,
            due_on: arrears.since,
        });
        rows.into_iter()
            .map(|r| {
                Ok(Condition {
                    kind: AutoKind::parse(&r.kind).ok_or_else(|| PortError::Unexpected(r.kind.clone()))?,
                    ref_id: r.ref_id,
                    subject: r.subject,
                    union_id: r.union_id,
                    count: r.n,
                    due_on: r.due_on,
                })
            })
            .chain(overdue.map(Ok))
            .collect()
    }

    async fn apply(&self, actor: &Actor, changes: &[Change], at: DateTime<Utc>) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            for change in changes {
                match change {
                    Change::Raise(c) => {
                        diesel::sql_query(
                            "INSERT INTO tasks (company_id, title, description, union_id, due_on, status, auto_kind, \
                               auto_ref, auto_count, created_at, updated_at) \
                             VALUES ($1, $2, $3, $4, $5, 'todo', $6, $7, $8, $9, $9) \
                             ON CONFLICT (company_id, auto_kind, auto_ref) DO NOTHING",
                        )
                        .bind::<BigInt, _>(actor.company_id.get())
                        .bind::<Text, _>(c.title())
                        .bind::<Text, _>(c.description())
                        .bind::<Nullable<BigInt>, _>(c.union_id)
                        .bind::<Nullable<Date>, _>(c.due_on)
                        .bind::<Text, _>(c.kind.code())
                        .bind::<BigInt, _>(c.ref_id)
                        .bind::<BigInt, _>(c.count)
                        .bind::<Timestamptz, _>(at)
                        .execute(conn)
                        .await?;
                    }
                    Change::Recount(id, c) | Change::Reopen(id, c) => {
                        let reopen = matches!(change, Change::Reopen(..));
                        diesel::sql_query(
                            "UPDATE tasks SET title = $3, auto_count = $4, due_on = $5, updated_at = $6, \
                               status = CASE WHEN $7 THEN 'todo' ELSE status END, \
                               completed_at = CASE WHEN $7 THEN NULL ELSE completed_at END \
                             WHERE id = $1 AND company_id = $2",
                        )
                        .bind::<BigInt, _>(id.0)
                        .bind::<BigInt, _>(actor.company_id.get())
                        .bind::<Text, _>(c.title())
                        .bind::<BigInt, _>(c.count)
                        .bind::<Nullable<Date>, _>(c.due_on)
                        .bind::<Timestamptz, _>(at)
                        .bind::<diesel::sql_types::Bool, _>(reopen)
                        .execute(conn)
                        .await?;
                    }
                    Change::Close(id) => {
                        diesel::sql_query(
                            "UPDATE tasks SET status = 'done', completed_at = $3, updated_at = $3 \
                             WHERE id = $1 AND company_id = $2 AND status <> 'done'",
                        )
                        .bind::<BigInt, _>(id.0)
                        .bind::<BigInt, _>(actor.company_id.get())
                        .bind::<Timestamptz, _>(at)
                        .execute(conn)
                        .await?;
                    }
                }
            }
            Ok::<_, TxError>(())
        })
        .await
        .map_err(PortError::from)
    }
}
