//! [`SupportRepository`] on PostgreSQL: notices, FAQ, inquiries and their files. Notices and
//! FAQ are the platform's, not a tenant's; inquiries are read by their author (or operator
//! staff) only. Every change is audited under the actor's company.

use chrono::{DateTime, Utc};
use diesel::dsl::count_star;
use diesel::{
    BoolExpressionMethods, ExpressionMethods, JoinOnDsl, OptionalExtension, PgTextExpressionMethods, QueryDsl,
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::audit::AuditEvent;
use kernel::{Actor, CompanyId, Page, PageRequest, PortError, Refused, UserId};
use support::ports::{AttachRefusal, InquiryScope, NewInquiryFile};
use support::validate::{FaqDraft, InquiryDraft, NoticeDraft};
use support::{
    Faq, FaqCategory, FaqId, Inquiry, InquiryCategory, InquiryFile, InquiryFileId, InquiryId, InquiryStatus, Notice,
    NoticeDetail, NoticeId, NoticeSummary, SupportRepository,
};

use crate::error::{pool_err, to_port, FromConstraint, TxError};
use crate::repos::pending_objects::settle;
use crate::repos::{audit, contains_pattern};
use crate::schema::{companies, faqs, inquiries, inquiry_files, notices, users};
use crate::Pool;

#[derive(Clone)]
pub struct PgSupport {
    pool: Pool,
}

impl PgSupport {
    pub fn new(pool: Pool) -> Self {
        PgSupport { pool }
    }
}

impl FromConstraint for AttachRefusal {
    fn from_constraint(_: &str) -> Option<Self> {
        None
    }
}

type SummaryRow = (i64, String, bool, DateTime<Utc>);

fn summary((id, title, pinned, published_at): SummaryRow) -> NoticeSummary {
    NoticeSummary { id: NoticeId(id), title, pinned, published_at }
}

type InquiryRow = (
    (i64, i64, i64, String, String, String, String),
    (Option<String>, Option<DateTime<Utc>>, DateTime<Utc>),
    String,
    String,
);

fn inquiry_of(row: InquiryRow) -> Result<Inquiry, PortError> {
    let ((id, company, author, category, title, body, status), (answer, answered_at, created_at), author_name, firm) =
        row;
    let bad = |what: &str| PortError::Unexpected(format!("inquiry {id}: unknown {what}"));
    Ok(Inquiry {
        id: InquiryId(id),
        company_id: CompanyId(company),
        author_id: UserId(author),
        author_name,
        company_name: firm,
        category: InquiryCategory::parse(&category).ok_or_else(|| bad("category"))?,
        title,
        body,
        status: InquiryStatus::parse(&status).ok_or_else(|| bad("status"))?,
        answer,
        answered_at,
        files: Vec::new(),
        created_at,
    })
}

macro_rules! inquiry_rows {
    () => {
        inquiries::table
            .inner_join(users::table.on(users::id.eq(inquiries::author_id)))
            .inner_join(companies::table.on(companies::id.eq(inquiries::company_id)))
            .select((
                (
                    inquiries::id,
                    inquiries::company_id,
                    inquiries::author_id,
                    inquiries::category,
                    inquiries::title,
                    inquiries::body,
                    inquiries::status,
                ),
                (inquiries::answer, inquiries::answered_at, inquiries::created_at),
                users::name,
                companies::name,
            ))
            .into_boxed()
    };
}

async fn record(conn: &mut AsyncPgConnection, by: &Actor, event: AuditEvent) -> Result<(), diesel::result::Error> {
    audit::record(conn, by, event).await
}

async fn neighbour(
    conn: &mut AsyncPgConnection,
    at: DateTime<Utc>,
    id: i64,
    older: bool,
) -> Result<Option<NoticeSummary>, diesel::result::Error> {
    let cols = (notices::id, notices::title, notices::pinned, notices::published_at);
    let row: Option<SummaryRow> = if older {
        notices::table
            .filter(notices::published_at.lt(at).or(notices::published_at.eq(at).and(notices::id.lt(id))))
            .order((notices::published_at.desc(), notices::id.desc()))
            .select(cols)
            .first(conn)
            .await
            .optional()?
    } else {
        notices::table
            .filter(notices::published_at.gt(at).or(notices::published_at.eq(at).and(notices::id.gt(id))))
            .order((notices::published_at.asc(), notices::id.asc()))
            .select(cols)
            .first(conn)
            .await
            .optional()?
    };
    Ok(row.map(summary))
}

#[async_trait::async_trait]
impl SupportRepository for PgSupport {
    async fn notices(&self, q: &str, page: PageRequest) -> Result<Page<NoticeSummary>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let filter = || {
            let mut query = notices::table.into_boxed();
            if !q.is_empty() {
                query = query.filter(notices::title.ilike(contains_pattern(q)));
            }
            query
        };
        let total: i64 = filter().select(count_star()).get_result(&mut conn).await.map_err(to_port)?;
        let rows: Vec<SummaryRow> = filter()
            .order((notices::pinned.desc(), notices::published_at.desc(), notices::id.desc()))
            .limit(page.limit())
            .offset(page.offset())
            .select((notices::id, notices::title, notices::pinned, notices::published_at))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(Page::new(rows.into_iter().map(summary).collect(), page, total))
    }

    async fn notice(&self, id: NoticeId) -> Result<NoticeDetail, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let (head, body, updated_at): (SummaryRow, String, DateTime<Utc>) = notices::table
            .filter(notices::id.eq(id.get()))
            .select((
                (notices::id, notices::title, notices::pinned, notices::published_at),
                notices::body,
                notices::updated_at,
            ))
            .first(&mut conn)
            .await
            .map_err(to_port)?;
        let at = head.3;
        let previous = neighbour(&mut conn, at, id.get(), true).await.map_err(to_port)?;
        let next = neighbour(&mut conn, at, id.get(), false).await.map_err(to_port)?;
        Ok(NoticeDetail { notice: Notice { summary: summary(head), body, updated_at }, previous, next })
    }

    async fn create_notice(&self, by: &Actor, draft: &NoticeDraft, at: DateTime<Utc>) -> Result<NoticeId, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let by = *by;
        conn.transaction(async |conn| {
            let id: i64 = diesel::insert_into(notices::table)
                .values((
                    notices::title.eq(&draft.title),
                    notices::body.eq(&draft.body),
                    notices::pinned.eq(draft.pinned),
                    notices::author_id.eq(by.user_id.get()),
                    notices::published_at.eq(at),
                    notices::updated_at.eq(at),
                ))
                .returning(notices::id)
                .get_result(conn)
                .await?;
            record(conn, &by, support::audit::notice_created(NoticeId(id), draft)).await?;
            Ok::<_, TxError>(NoticeId(id))
        })
        .await
        .map_err(PortError::from)
    }

    async fn update_notice(
        &self,
        by: &Actor,
        id: NoticeId,
        draft: &NoticeDraft,
        at: DateTime<Utc>,
    ) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let by = *by;
        conn.transaction(async |conn| {
            let n = diesel::update(notices::table.filter(notices::id.eq(id.get())))
                .set((
                    notices::title.eq(&draft.title),
                    notices::body.eq(&draft.body),
                    notices::pinned.eq(draft.pinned),
                    notices::updated_at.eq(at),
                ))
                .execute(conn)
                .await?;
            if n == 0 {
                return Err(TxError::Port(PortError::NotFound));
            }
            record(conn, &by, support::audit::notice_updated(id, draft)).await?;
            Ok(())
        })
        .await
        .map_err(PortError::from)
    }

    async fn delete_notice(&self, by: &Actor, id: NoticeId) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let by = *by;
        conn.transaction(async |conn| {
            let title: String = diesel::delete(notices::table.filter(notices::id.eq(id.get())))
                .returning(notices::title)
                .get_result(conn)
                .await
                .map_err(TxError::not_found_or)?;
            record(conn, &by, support::audit::notice_deleted(id, &title)).await?;
            Ok::<_, TxError>(())
        })
        .await
        .map_err(PortError::from)
    }

    async fn faqs(&self, category: Option<FaqCategory>, q: &str) -> Result<Vec<Faq>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let mut query = faqs::table.into_boxed();
        if let Some(c) = category {
            query = query.filter(faqs::category.eq(c.code()));
        }
        if !q.is_empty() {
            let pattern = contains_pattern(q);
            query = query.filter(faqs::question.ilike(pattern.clone()).or(faqs::answer.ilike(pattern)));
        }
        let rows: Vec<(i64, String, String, String, i32)> = query
            .order((faqs::category.asc(), faqs::sort_order.asc(), faqs::id.asc()))
            .select((faqs::id, faqs::category, faqs::question, faqs::answer, faqs::sort_order))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        rows.into_iter()
            .map(|(id, category, question, answer, sort_order)| {
                let category = FaqCategory::parse(&category)
                    .ok_or_else(|| PortError::Unexpected(format!("faq {id}: unknown category")))?;
                Ok(Faq { id: FaqId(id), category, question, answer, sort_order })
            })
            .collect()
    }

    async fn create_faq(&self, by: &Actor, draft: &FaqDraft, at: DateTime<Utc>) -> Result<FaqId, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let by = *by;
        conn.transaction(async |conn| {
            let id: i64 = diesel::insert_into(faqs::table)
                .values((
                    faqs::category.eq(draft.category.code()),
                    faqs::question.eq(&draft.question),
                    faqs::answer.eq(&draft.answer),
                    faqs::sort_order.eq(draft.sort_order),
                    faqs::created_at.eq(at),
                    faqs::updated_at.eq(at),
                ))
                .returning(faqs::id)
                .get_result(conn)
                .await?;
            record(conn, &by, support::audit::faq_created(FaqId(id), draft)).await?;
            Ok::<_, TxError>(FaqId(id))
        })
        .await
        .map_err(PortError::from)
    }

    async fn update_faq(&self, by: &Actor, id: FaqId, draft: &FaqDraft, at: DateTime<Utc>) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let by = *by;
        conn.transaction(async |conn| {
            let n = diesel::update(faqs::table.filter(faqs::id.eq(id.get())))
                .set((
                    faqs::category.eq(draft.category.code()),
                    faqs::question.eq(&draft.question),
                    faqs::answer.eq(&draft.answer),
                    faqs::sort_order.eq(draft.sort_order),
                    faqs::updated_at.eq(at),
                ))
                .execute(conn)
                .await?;
            if n == 0 {
                return Err(TxError::Port(PortError::NotFound));
            }
            record(conn, &by, support::audit::faq_updated(id, draft)).await?;
            Ok(())
        })
        .await
        .map_err(PortError::from)
    }

    async fn delete_faq(&self, by: &Actor, id: FaqId) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let by = *by;
        conn.transaction(async |conn| {
            let question: String = diesel::delete(faqs::table.filter(faqs::id.eq(id.get())))
                .returning(faqs::question)
                .get_result(conn)
                .await
                .map_err(TxError::not_found_or)?;
            record(conn, &by, support::audit::faq_deleted(id, &question)).await?;
            Ok::<_, TxError>(())
        })
        .await
        .map_err(PortError::from)
    }

    async fn inquiries(&self, scope: InquiryScope, page: PageRequest) -> Result<Page<Inquiry>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let mut counted = inquiries::table.into_boxed();
        let mut query = inquiry_rows!();
        match scope {
            InquiryScope::Author(a) => {
                counted = counted.filter(inquiries::author_id.eq(a.user_id.get()));
                query = query.filter(inquiries::author_id.eq(a.user_id.get()));
            }
            InquiryScope::All(Some(status)) => {
                counted = counted.filter(inquiries::status.eq(status.code()));
                query = query.filter(inquiries::status.eq(status.code()));
            }
            InquiryScope::All(None) => {}
        }
        let total: i64 = counted.select(count_star()).get_result(&mut conn).await.map_err(to_port)?;
        let rows: Vec<InquiryRow> = query
            .order((inquiries::created_at.desc(), inquiries::id.desc()))
            .limit(page.limit())
            .offset(page.offset())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let items = rows.into_iter().map(inquiry_of).collect::<Result<Vec<_>, _>>()?;
        Ok(Page::new(items, page, total))
    }

    async fn inquiry(&self, scope: InquiryScope, id: InquiryId) -> Result<Inquiry, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let mut query = inquiry_rows!().filter(inquiries::id.eq(id.get()));
        if let InquiryScope::Author(a) = scope {
            query = query.filter(inquiries::author_id.eq(a.user_id.get()));
        }
        let row: InquiryRow = query.first(&mut conn).await.map_err(to_port)?;
        let mut inquiry = inquiry_of(row)?;
        let files: Vec<(i64, String, String, i64, String)> = inquiry_files::table
            .filter(inquiry_files::inquiry_id.eq(id.get()))
            .order(inquiry_files::id.asc())
            .select((
                inquiry_files::id,
                inquiry_files::name,
                inquiry_files::content_type,
                inquiry_files::size_bytes,
                inquiry_files::object_key,
            ))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        inquiry.files = files
            .into_iter()
            .map(|(id, name, content_type, size, key)| {
                InquiryFile::new(InquiryFileId(id), name, content_type, size, key)
            })
            .collect();
        Ok(inquiry)
    }

    async fn create_inquiry(
        &self,
        by: &Actor,
        draft: &InquiryDraft,
        at: DateTime<Utc>,
    ) -> Result<InquiryId, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let by = *by;
        conn.transaction(async |conn| {
            let id: i64 = diesel::insert_into(inquiries::table)
                .values((
                    inquiries::company_id.eq(by.company_id.get()),
                    inquiries::author_id.eq(by.user_id.get()),
                    inquiries::category.eq(draft.category.code()),
                    inquiries::title.eq(&draft.title),
                    inquiries::body.eq(&draft.body),
                    inquiries::created_at.eq(at),
                ))
                .returning(inquiries::id)
                .get_result(conn)
                .await?;
            record(conn, &by, support::audit::inquiry_created(InquiryId(id), draft)).await?;
            Ok::<_, TxError>(InquiryId(id))
        })
        .await
        .map_err(PortError::from)
    }

    async fn attach(
        &self,
        by: &Actor,
        id: InquiryId,
        file: &NewInquiryFile,
        max_files: usize,
    ) -> Result<InquiryFile, Refused<AttachRefusal>> {
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        let by = *by;
        conn.transaction(async |conn| {
            // The inquiry's row, locked: two uploads at once cannot both pass the count.
            let status: String = inquiries::table
                .filter(inquiries::id.eq(id.get()).and(inquiries::author_id.eq(by.user_id.get())))
                .select(inquiries::status)
                .for_update()
                .first(conn)
                .await
                .map_err(TxError::not_found_or)?;
            if status != InquiryStatus::Waiting.code() {
                return Err(TxError::Conflict(AttachRefusal::Answered));
            }
            let count: i64 =
                inquiry_files::table.filter(inquiry_files::inquiry_id.eq(id.get())).count().get_result(conn).await?;
            if usize::try_from(count).unwrap_or(usize::MAX) >= max_files {
                return Err(TxError::Conflict(AttachRefusal::TooMany));
            }
            let file_id: i64 = diesel::insert_into(inquiry_files::table)
                .values((
                    inquiry_files::inquiry_id.eq(id.get()),
                    inquiry_files::name.eq(&file.name),
                    inquiry_files::content_type.eq(&file.content_type),
                    inquiry_files::size_bytes.eq(file.size_bytes),
                    inquiry_files::object_key.eq(&file.object_key),
                    inquiry_files::created_at.eq(Utc::now()),
                ))
                .returning(inquiry_files::id)
                .get_result(conn)
                .await?;
            settle(conn, &[&file.object_key]).await?;
            record(conn, &by, support::audit::inquiry_file_uploaded(id, file)).await?;
            Ok(InquiryFile::new(
                InquiryFileId(file_id),
                file.name.clone(),
                file.content_type.clone(),
                file.size_bytes,
                file.object_key.clone(),
            ))
        })
        .await
        .map_err(Refused::from)
    }

    async fn answer(&self, by: &Actor, id: InquiryId, answer: &str, at: DateTime<Utc>) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let by = *by;
        conn.transaction(async |conn| {
            let n = diesel::update(inquiries::table.filter(inquiries::id.eq(id.get())))
                .set((
                    inquiries::status.eq(InquiryStatus::Answered.code()),
                    inquiries::answer.eq(Some(answer)),
                    inquiries::answered_by.eq(Some(by.user_id.get())),
                    inquiries::answered_at.eq(Some(at)),
                ))
                .execute(conn)
                .await?;
            if n == 0 {
                return Err(TxError::Port(PortError::NotFound));
            }
            record(conn, &by, support::audit::inquiry_answered(id)).await?;
            Ok(())
        })
        .await
        .map_err(PortError::from)
    }
}

/// Marks (or unmarks) the account of `email` as operator staff; false when there is no such
/// live account. The operator's command, never an API.
///
/// # Errors
/// Storage failures.
pub async fn set_operator(pool: &Pool, email: &str, operator: bool) -> Result<bool, PortError> {
    let mut conn = pool.get().await.map_err(pool_err)?;
    let n = diesel::update(users::table.filter(users::email.eq(email).and(users::withdrawn_at.is_null())))
        .set(users::is_operator.eq(operator))
        .execute(&mut conn)
        .await
        .map_err(to_port)?;
    Ok(n == 1)
}
