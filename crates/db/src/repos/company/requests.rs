//! [`DataRequests`] on PostgreSQL. A request, its targets and their mails are written in one
//! transaction (the mails as prepared outbox rows); an answer locks its target's row, decides
//! the link's state there, and stores the data changes with their revisions, the answer and the
//! target's state together, so a double submit answers once and a crash leaves nothing half.

use chrono::{DateTime, NaiveDate, Utc};
use company::ports::{AnswerConflict, Answerer, PreparedTarget, RequestRefusal, StartupContact};
use company::requests::{
    AnswerVia, CheckedAnswer, DataRequestDetail, DataRequestId, DataRequestSummary, RequestAnswer, RequestAsk,
    RequestItem, RequestMailDelivery, RequestTarget, RequestTargetId,
};
use company::{DataRequests, DocumentKind, FactCheckItem, Quarter, StartupChange, StartupId};
use diesel::sql_types::{Array, BigInt, Bytea, Date, Int2, Int4, Nullable, Text, Timestamptz};
use diesel::{ExpressionMethods, QueryDsl, QueryableByName};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::mail::OutgoingMail;
use kernel::{Actor, Email, Page, PageRequest, PortError, Refused};

use crate::error::{pool_err, to_port, FromConstraint, TxError};
use crate::repos::company::edits::{ensure_profile, record_in, Author};
use crate::repos::mail::outbox::PreparedMail;
use crate::schema::{companies, data_request_answers, mail_outbox, users};
use crate::Pool;

impl FromConstraint for RequestRefusal {
    fn from_constraint(_: &str) -> Option<Self> {
        None
    }
}

#[derive(Clone)]
pub struct PgDataRequests {
    pool: Pool,
}

impl PgDataRequests {
    pub fn new(pool: Pool) -> Self {
        PgDataRequests { pool }
    }
}

const TARGET_SELECT: &str = "SELECT t.id, t.request_id, f.name AS firm_name, r.title, r.message, r.items, \
     r.period_year, r.period_quarter, r.statements_year, r.document_kinds, r.due_on, r.created_at, t.startup_id, \
     s.name AS startup_name, t.email, t.link_expires_at, t.answered_at, t.reminders, t.last_reminded_at \
     FROM data_request_targets t JOIN data_requests r ON r.id = t.request_id \
     JOIN companies f ON f.id = r.company_id JOIN companies s ON s.id = t.startup_id ";

#[derive(QueryableByName)]
struct TargetRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = BigInt)]
    request_id: i64,
    #[diesel(sql_type = Text)]
    firm_name: String,
    #[diesel(embed)]
    ask: AskRow,
    #[diesel(sql_type = Timestamptz)]
    created_at: DateTime<Utc>,
    #[diesel(sql_type = BigInt)]
    startup_id: i64,
    #[diesel(sql_type = Text)]
    startup_name: String,
    #[diesel(sql_type = Text)]
    email: String,
    #[diesel(sql_type = Timestamptz)]
    link_expires_at: DateTime<Utc>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    answered_at: Option<DateTime<Utc>>,
    #[diesel(sql_type = Int4)]
    reminders: i32,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    last_reminded_at: Option<DateTime<Utc>>,
}

fn stored<T>(what: &str, raw: &str, parsed: Option<T>) -> Result<T, PortError> {
    parsed.ok_or_else(|| PortError::Unexpected(format!("stored {what} {raw:?}")))
}

/// What a request asks, as both a target's and a summary's row carry it.
#[derive(QueryableByName)]
struct AskRow {
    #[diesel(sql_type = Text)]
    title: String,
    #[diesel(sql_type = Text)]
    message: String,
    #[diesel(sql_type = Array<Text>)]
    items: Vec<String>,
    #[diesel(sql_type = Int4)]
    period_year: i32,
    #[diesel(sql_type = Int2)]
    period_quarter: i16,
    #[diesel(sql_type = Nullable<Int4>)]
    statements_year: Option<i32>,
    #[diesel(sql_type = Array<Text>)]
    document_kinds: Vec<String>,
    #[diesel(sql_type = Date)]
    due_on: NaiveDate,
}

impl TryFrom<AskRow> for RequestAsk {
    type Error = PortError;
    fn try_from(r: AskRow) -> Result<Self, PortError> {
        Ok(RequestAsk {
            items: r.items.iter().map(|i| stored("item", i, RequestItem::parse(i))).collect::<Result<_, _>>()?,
            period: stored(
                "quarter",
                &r.period_quarter.to_string(),
                u8::try_from(r.period_quarter).ok().and_then(|q| Quarter::new(r.period_year, q)),
            )?,
            document_kinds: r
                .document_kinds
                .iter()
                .map(|k| stored("kind", k, DocumentKind::parse(k)))
                .collect::<Result<_, _>>()?,
            title: r.title,
            message: r.message,
            statements_year: r.statements_year,
            due_on: r.due_on,
        })
    }
}

impl TryFrom<TargetRow> for RequestTarget {
    type Error = PortError;
    fn try_from(r: TargetRow) -> Result<Self, PortError> {
        let ask = r.ask.try_into()?;
        Ok(RequestTarget {
            id: RequestTargetId(r.id),
            request: DataRequestId(r.request_id),
            firm_name: r.firm_name,
            ask,
            sent_at: r.created_at,
            startup: StartupId(r.startup_id),
            startup_name: r.startup_name,
            email: Email::parse(&r.email).map_err(|_| PortError::Unexpected(format!("stored email {:?}", r.email)))?,
            link_expires_at: r.link_expires_at,
            answered_at: r.answered_at,
            reminders: r.reminders,
            last_reminded_at: r.last_reminded_at,
        })
    }
}

fn targets_of(rows: Vec<TargetRow>) -> Result<Vec<RequestTarget>, PortError> {
    rows.into_iter().map(RequestTarget::try_from).collect()
}

#[derive(QueryableByName)]
struct SummaryRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(embed)]
    ask: AskRow,
    #[diesel(sql_type = Timestamptz)]
    created_at: DateTime<Utc>,
    #[diesel(sql_type = Text)]
    created_by: String,
    #[diesel(sql_type = BigInt)]
    targets: i64,
    #[diesel(sql_type = BigInt)]
    answered: i64,
    #[diesel(sql_type = BigInt)]
    late: i64,
}

impl TryFrom<SummaryRow> for DataRequestSummary {
    type Error = PortError;
    fn try_from(r: SummaryRow) -> Result<Self, PortError> {
        Ok(DataRequestSummary {
            id: DataRequestId(r.id),
            ask: r.ask.try_into()?,
            created_at: r.created_at,
            created_by: r.created_by,
            targets: r.targets,
            answered: r.answered,
            late: r.late,
        })
    }
}

/// The summaries of the firm's requests matching `only` (all, or one id), latest first.
const SUMMARY_SELECT: &str = "SELECT r.id, r.title, r.message, r.items, r.period_year, r.period_quarter, \
     r.statements_year, r.document_kinds, r.due_on, r.created_at, COALESCE(u.name, $6) AS created_by, \
     count(t.id) AS targets, count(t.answered_at) AS answered, \
     count(t.id) FILTER (WHERE t.answered_at IS NULL AND r.due_on < $2) AS late \
     FROM data_requests r LEFT JOIN users u ON u.id = r.created_by \
     JOIN data_request_targets t ON t.request_id = r.id \
     WHERE r.company_id = $1 AND ($3::int8 IS NULL OR r.id = $3) \
     GROUP BY r.id, u.name ORDER BY r.created_at DESC, r.id DESC LIMIT $4 OFFSET $5";

async fn summaries(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    only: Option<i64>,
    limit: i64,
    offset: i64,
    now: DateTime<Utc>,
) -> Result<Vec<DataRequestSummary>, PortError> {
    let rows: Vec<SummaryRow> = diesel::sql_query(SUMMARY_SELECT)
        .bind::<BigInt, _>(actor.company_id.get())
        .bind::<Date, _>(kernel::format::korean_date(now))
        .bind::<Nullable<BigInt>, _>(only)
        .bind::<BigInt, _>(limit)
        .bind::<BigInt, _>(offset)
        .bind::<Text, _>(auth::account::WITHDRAWN_NAME)
        .load(conn)
        .await
        .map_err(to_port)?;
    rows.into_iter().map(DataRequestSummary::try_from).collect()
}

#[derive(QueryableByName)]
struct AnswerRow {
    #[diesel(sql_type = BigInt)]
    target_id: i64,
    #[diesel(sql_type = Timestamptz)]
    answered_at: DateTime<Utc>,
    #[diesel(sql_type = Text)]
    author_name: String,
    #[diesel(sql_type = Text)]
    via: String,
    #[diesel(sql_type = diesel::sql_types::Jsonb)]
    answer: serde_json::Value,
}

/// Each target's answers, the latest first.
async fn answers_of(conn: &mut AsyncPgConnection, targets: &[i64]) -> Result<Vec<(i64, RequestAnswer)>, PortError> {
    let rows: Vec<AnswerRow> = diesel::sql_query(
        "SELECT target_id, answered_at, author_name, via, answer FROM data_request_answers \
         WHERE target_id = ANY($1) ORDER BY answered_at DESC, id DESC",
    )
    .bind::<Array<BigInt>, _>(targets)
    .load(conn)
    .await
    .map_err(to_port)?;
    rows.into_iter()
        .map(|r| {
            let via = match r.via.as_str() {
                "link" => AnswerVia::Link,
                _ => AnswerVia::Account,
            };
            let answer: CheckedAnswer = serde_json::from_value(r.answer).map_err(PortError::unexpected)?;
            Ok((r.target_id, RequestAnswer { answered_at: r.answered_at, author_name: r.author_name, via, answer }))
        })
        .collect()
}

fn take_for<T>(all: &mut Vec<(i64, T)>, id: i64) -> Vec<T> {
    let (mine, rest): (Vec<_>, Vec<_>) = std::mem::take(all).into_iter().partition(|(t, _)| *t == id);
    *all = rest;
    mine.into_iter().map(|(_, x)| x).collect()
}

/// Queues a prepared mail for a target inside the caller's transaction.
async fn queue_mail(
    conn: &mut AsyncPgConnection,
    target: i64,
    mail: &OutgoingMail,
    now: DateTime<Utc>,
) -> Result<(), diesel::result::Error> {
    let prepared = serde_json::to_value(PreparedMail::of(mail))
        .map_err(|e| diesel::result::Error::SerializationError(Box::new(e)))?;
    diesel::insert_into(mail_outbox::table)
        .values((
            mail_outbox::to_email.eq(mail.to.as_str()),
            mail_outbox::to_name.eq(mail.to_name.clone().unwrap_or_default()),
            mail_outbox::unit_count.eq(0_i64),
            mail_outbox::amount.eq(0_i64),
            mail_outbox::next_attempt_at.eq(now),
            mail_outbox::updated_at.eq(now),
            mail_outbox::prepared.eq(prepared),
            mail_outbox::data_request_target_id.eq(target),
        ))
        .execute(conn)
        .await?;
    Ok(())
}

#[derive(QueryableByName)]
struct LockedTarget {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = BigInt)]
    startup_id: i64,
    #[diesel(sql_type = Bytea)]
    link_hash: Vec<u8>,
    #[diesel(sql_type = Timestamptz)]
    link_expires_at: DateTime<Utc>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    answered_at: Option<DateTime<Utc>>,
}

/// The link's state on the locked row, as the domain reads it.
fn link_refusal(t: &LockedTarget, hash: &[u8], now: DateTime<Utc>) -> Option<AnswerConflict> {
    AnswerConflict::of_link(t.answered_at.is_some(), t.link_hash == hash, t.link_expires_at, now)
}

fn refused(e: TxError<AnswerConflict>) -> Refused<AnswerConflict> {
    match e {
        TxError::Db(e) => Refused::Port(to_port(e)),
        TxError::Port(p) => Refused::Port(p),
        TxError::Conflict(c) => Refused::Conflict(c),
    }
}

#[async_trait::async_trait]
impl DataRequests for PgDataRequests {
    async fn firm_name(&self, actor: &Actor) -> Result<String, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        companies::table
            .filter(companies::id.eq(actor.company_id.get()))
            .select(companies::name)
            .first(&mut conn)
            .await
            .map_err(to_port)
    }

    async fn member_name(&self, actor: &Actor) -> Result<String, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        users::table
            .filter(users::id.eq(actor.user_id.get()))
            .select(users::name)
            .first(&mut conn)
            .await
            .map_err(to_port)
    }

    async fn contacts(&self, ids: &[StartupId]) -> Result<Vec<StartupContact>, PortError> {
        #[derive(QueryableByName)]
        struct Row {
            #[diesel(sql_type = BigInt)]
            id: i64,
            #[diesel(sql_type = Text)]
            name: String,
            #[diesel(sql_type = Nullable<Text>)]
            email: Option<String>,
        }
        let raw: Vec<i64> = ids.iter().map(|i| i.get()).collect();
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        // The oldest member's address: the account that joined for the startup.
        let rows: Vec<Row> = diesel::sql_query(
            "SELECT c.id, c.name, (SELECT u.email FROM users u WHERE u.company_id = c.id ORDER BY u.id LIMIT 1) AS email \
             FROM companies c WHERE c.id = ANY($1) AND c.kind = 'startup'",
        )
        .bind::<Array<BigInt>, _>(&raw)
        .load(&mut conn)
        .await
        .map_err(to_port)?;
        if ids.iter().any(|id| !rows.iter().any(|r| r.id == id.get())) {
            return Err(PortError::NotFound);
        }
        Ok(rows
            .into_iter()
            .map(|r| StartupContact {
                id: StartupId(r.id),
                name: r.name,
                email: r.email.and_then(|e| Email::parse(&e).ok()),
            })
            .collect())
    }

    async fn create(
        &self,
        actor: &Actor,
        ask: &RequestAsk,
        targets: &[PreparedTarget],
        now: DateTime<Utc>,
    ) -> Result<DataRequestId, Refused<RequestRefusal>> {
        let items: Vec<&str> = ask.items.iter().map(|i| i.code()).collect();
        let kinds: Vec<&str> = ask.document_kinds.iter().map(|k| k.code()).collect();
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        conn.transaction(async |conn| {
            let asked = i64::try_from(targets.len()).unwrap_or(i64::MAX);
            if let Err((needed, balance)) =
                crate::repos::billing::spend_on_requests(conn, actor.company_id.get(), asked, now).await?
            {
                return Err(TxError::Conflict(RequestRefusal::NotEnoughPoints { needed, balance }));
            }
            let id: i64 = diesel::sql_query(
                "INSERT INTO data_requests (company_id, created_by, title, message, items, period_year, \
                 period_quarter, statements_year, document_kinds, due_on, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
            )
            .bind::<BigInt, _>(actor.company_id.get())
            .bind::<BigInt, _>(actor.user_id.get())
            .bind::<Text, _>(&ask.title)
            .bind::<Text, _>(&ask.message)
            .bind::<Array<Text>, _>(&items)
            .bind::<Int4, _>(ask.period.year)
            .bind::<Int2, _>(i16::from(ask.period.quarter))
            .bind::<Nullable<Int4>, _>(ask.statements_year)
            .bind::<Array<Text>, _>(&kinds)
            .bind::<Date, _>(ask.due_on)
            .bind::<Timestamptz, _>(now)
            .get_result::<IdRow>(conn)
            .await?
            .id;
            for t in targets {
                ensure_profile(conn, t.startup).await?;
                let target: i64 = diesel::sql_query(
                    "INSERT INTO data_request_targets (request_id, startup_id, email, link_hash, link_expires_at) \
                     VALUES ($1, $2, $3, $4, $5) RETURNING id",
                )
                .bind::<BigInt, _>(id)
                .bind::<BigInt, _>(t.startup.get())
                .bind::<Text, _>(t.email.as_str())
                .bind::<Bytea, _>(&t.link_hash)
                .bind::<Timestamptz, _>(t.link_expires_at)
                .get_result::<IdRow>(conn)
                .await?
                .id;
                queue_mail(conn, target, &t.mail, now).await?;
            }
            Ok::<_, TxError<RequestRefusal>>(DataRequestId(id))
        })
        .await
        .map_err(Refused::from)
    }

    async fn list(
        &self,
        actor: &Actor,
        page: PageRequest,
        now: DateTime<Utc>,
    ) -> Result<Page<DataRequestSummary>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let total: i64 = crate::schema::data_requests::table
            .filter(crate::schema::data_requests::company_id.eq(actor.company_id.get()))
            .count()
            .get_result(&mut conn)
            .await
            .map_err(to_port)?;
        let items = summaries(&mut conn, actor, None, page.limit(), page.offset(), now).await?;
        Ok(Page { items, page: page.page(), page_size: page.page_size(), total_count: total })
    }

    async fn detail(
        &self,
        actor: &Actor,
        id: DataRequestId,
        now: DateTime<Utc>,
    ) -> Result<DataRequestDetail, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let summary = summaries(&mut conn, actor, Some(id.get()), 1, 0, now).await?.pop().ok_or(PortError::NotFound)?;
        let rows: Vec<TargetRow> =
            diesel::sql_query(format!("{TARGET_SELECT} WHERE t.request_id = $1 ORDER BY s.name, t.id"))
                .bind::<BigInt, _>(id.get())
                .load(&mut conn)
                .await
                .map_err(to_port)?;
        let targets = targets_of(rows)?;
        let ids: Vec<i64> = targets.iter().map(|t| t.id.get()).collect();
        let mut answers = answers_of(&mut conn, &ids).await?;
        let mails: Vec<(Option<i64>, DateTime<Utc>, String)> = mail_outbox::table
            .filter(mail_outbox::data_request_target_id.eq_any(&ids))
            .order(mail_outbox::id.asc())
            .select((mail_outbox::data_request_target_id, mail_outbox::updated_at, mail_outbox::status))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let mut mails: Vec<(i64, RequestMailDelivery)> = mails
            .into_iter()
            .map(|(t, at, status)| (t.unwrap_or_default(), RequestMailDelivery { at, status }))
            .collect();
        let targets = targets
            .into_iter()
            .map(|t| {
                let id = t.id.get();
                (t, take_for(&mut answers, id), take_for(&mut mails, id))
            })
            .collect();
        Ok(DataRequestDetail { summary, targets })
    }

    async fn inbox(&self, startup: StartupId) -> Result<Vec<(RequestTarget, Vec<RequestAnswer>)>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<TargetRow> = diesel::sql_query(format!(
            "{TARGET_SELECT} WHERE t.startup_id = $1 ORDER BY r.created_at DESC, t.id DESC LIMIT 200"
        ))
        .bind::<BigInt, _>(startup.get())
        .load(&mut conn)
        .await
        .map_err(to_port)?;
        let targets = targets_of(rows)?;
        let ids: Vec<i64> = targets.iter().map(|t| t.id.get()).collect();
        let mut answers = answers_of(&mut conn, &ids).await?;
        Ok(targets
            .into_iter()
            .map(|t| {
                let id = t.id.get();
                (t, take_for(&mut answers, id))
            })
            .collect())
    }

    async fn target(&self, id: RequestTargetId) -> Result<RequestTarget, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let row: TargetRow = diesel::sql_query(format!("{TARGET_SELECT} WHERE t.id = $1"))
            .bind::<BigInt, _>(id.get())
            .get_result(&mut conn)
            .await
            .map_err(to_port)?;
        row.try_into()
    }

    async fn target_by_link(&self, link_hash: &[u8]) -> Result<Option<RequestTarget>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<TargetRow> = diesel::sql_query(format!("{TARGET_SELECT} WHERE t.link_hash = $1"))
            .bind::<Bytea, _>(link_hash)
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        rows.into_iter().next().map(RequestTarget::try_from).transpose()
    }

    async fn answer(
        &self,
        target: RequestTargetId,
        by: Answerer<'_>,
        author_name: &str,
        answer: &CheckedAnswer,
        changes: &[(StartupChange, Vec<FactCheckItem>)],
        now: DateTime<Utc>,
    ) -> Result<(), Refused<AnswerConflict>> {
        let json = serde_json::to_value(answer).map_err(|e| Refused::Port(PortError::unexpected(e)))?;
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        conn.transaction(async |conn| {
            let locked: LockedTarget = diesel::sql_query(
                "SELECT id, startup_id, link_hash, link_expires_at, answered_at FROM data_request_targets \
                 WHERE id = $1 FOR UPDATE",
            )
            .bind::<BigInt, _>(target.get())
            .get_result(conn)
            .await
            .map_err(TxError::not_found_or)?;
            let (author, via) = match by {
                Answerer::Member(actor) => {
                    (Author { user: Some(actor.user_id), name: Some(author_name) }, AnswerVia::Account)
                }
                Answerer::Link(hash) => {
                    if let Some(c) = link_refusal(&locked, hash, now) {
                        return Err(TxError::Conflict(c));
                    }
                    (Author { user: None, name: Some(author_name) }, AnswerVia::Link)
                }
            };
            for (change, items) in changes {
                record_in(conn, StartupId(locked.startup_id), &author, change, items).await?;
            }
            diesel::insert_into(data_request_answers::table)
                .values((
                    data_request_answers::target_id.eq(locked.id),
                    data_request_answers::answered_at.eq(now),
                    data_request_answers::author_id.eq(author.user.map(kernel::UserId::get)),
                    data_request_answers::author_name.eq(author_name),
                    data_request_answers::via.eq(via.code()),
                    data_request_answers::answer.eq(&json),
                ))
                .execute(conn)
                .await?;
            diesel::sql_query(
                "UPDATE data_request_targets SET answered_at = COALESCE(answered_at, $2), \
                 link_used_at = CASE WHEN $3 THEN $2 ELSE link_used_at END WHERE id = $1",
            )
            .bind::<BigInt, _>(locked.id)
            .bind::<Timestamptz, _>(now)
            .bind::<diesel::sql_types::Bool, _>(via == AnswerVia::Link)
            .execute(conn)
            .await?;
            Ok::<_, TxError<AnswerConflict>>(())
        })
        .await
        .map_err(refused)
    }

    async fn link_document(
        &self,
        link_hash: &[u8],
        author_name: &str,
        change: &StartupChange,
        now: DateTime<Utc>,
    ) -> Result<(), Refused<AnswerConflict>> {
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        conn.transaction(async |conn| {
            let locked: Option<LockedTarget> = diesel::sql_query(
                "SELECT id, startup_id, link_hash, link_expires_at, answered_at FROM data_request_targets \
                 WHERE link_hash = $1 FOR UPDATE",
            )
            .bind::<Bytea, _>(link_hash)
            .get_result(conn)
            .await
            .map(Some)
            .or_else(|e| if e == diesel::result::Error::NotFound { Ok(None) } else { Err(e) })?;
            let Some(locked) = locked else {
                return Err(TxError::Conflict(AnswerConflict::LinkExpired));
            };
            if let Some(c) = link_refusal(&locked, link_hash, now) {
                return Err(TxError::Conflict(c));
            }
            let author = Author { user: None, name: Some(author_name) };
            record_in(conn, StartupId(locked.startup_id), &author, change, &[FactCheckItem::RelatedData]).await?;
            Ok::<_, TxError<AnswerConflict>>(())
        })
        .await
        .map_err(refused)
    }

    async fn unanswered(&self, now: DateTime<Utc>, limit: i64) -> Result<Vec<RequestTarget>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let last = company::requests::REMINDER_OFFSETS_DAYS.len();
        let rows: Vec<TargetRow> = diesel::sql_query(format!(
            "{TARGET_SELECT} WHERE t.answered_at IS NULL AND t.reminders < $3 AND r.due_on - 3 <= $1 \
             ORDER BY t.id LIMIT $2"
        ))
        .bind::<Date, _>(kernel::format::korean_date(now))
        .bind::<BigInt, _>(limit)
        .bind::<Int4, _>(i32::try_from(last).unwrap_or(i32::MAX))
        .load(&mut conn)
        .await
        .map_err(to_port)?;
        targets_of(rows)
    }

    async fn remind(
        &self,
        target: RequestTargetId,
        reminders_before: i32,
        link_hash: &[u8],
        link_expires_at: DateTime<Utc>,
        mail: &OutgoingMail,
        now: DateTime<Utc>,
    ) -> Result<bool, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        conn.transaction(async |conn| {
            let raised = diesel::sql_query(
                "UPDATE data_request_targets SET link_hash = $3, link_expires_at = $4, reminders = reminders + 1, \
                 last_reminded_at = $5 WHERE id = $1 AND reminders = $2 AND answered_at IS NULL",
            )
            .bind::<BigInt, _>(target.get())
            .bind::<Int4, _>(reminders_before)
            .bind::<Bytea, _>(link_hash)
            .bind::<Timestamptz, _>(link_expires_at)
            .bind::<Timestamptz, _>(now)
            .execute(conn)
            .await?;
            if raised == 1 {
                queue_mail(conn, target.get(), mail, now).await?;
            }
            Ok::<_, diesel::result::Error>(raised == 1)
        })
        .await
        .map_err(to_port)
    }
}

#[derive(QueryableByName)]
struct IdRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
}
