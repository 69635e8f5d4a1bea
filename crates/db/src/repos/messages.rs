//! [`MessageRepository`] on PostgreSQL: every read is filtered by the caller's company on the
//! side it asks for, so another company's messages are never in reach.

use chrono::{DateTime, Utc};
use diesel::dsl::count_star;
use diesel::{BoolExpressionMethods, ExpressionMethods, JoinOnDsl, OptionalExtension, QueryDsl};
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{Actor, CompanyId, Page, PageRequest, PortError, Refused};
use support::messages::{MessageDraft, SendRefusal};
use support::{Message, MessageBox, MessageId, MessageRepository};

use crate::error::{pool_err, to_port, FromConstraint, TxError};
use crate::schema::{companies, messages, users};
use crate::Pool;

#[derive(Clone)]
pub struct PgMessages {
    pool: Pool,
}

impl PgMessages {
    pub fn new(pool: Pool) -> Self {
        PgMessages { pool }
    }
}

impl FromConstraint for SendRefusal {
    fn from_constraint(name: &str) -> Option<Self> {
        (name == "messages_recipient_company_id_fkey").then_some(SendRefusal::NoRecipient)
    }
}

diesel::alias!(companies as recipients: RecipientCompanies);

type MessageRow =
    ((i64, i64, i64, String, String, Option<i64>, DateTime<Utc>, Option<DateTime<Utc>>), String, String, String);

fn message((m, sender_firm, sender, recipient_firm): MessageRow) -> Message {
    let (id, from, to, title, body, reply_to, created_at, read_at) = m;
    Message {
        id: MessageId(id),
        sender_company_id: CompanyId(from),
        sender_company_name: sender_firm,
        sender_name: sender,
        recipient_company_id: CompanyId(to),
        recipient_company_name: recipient_firm,
        title,
        body,
        reply_to: reply_to.map(MessageId),
        created_at,
        read_at,
    }
}

macro_rules! message_rows {
    () => {
        messages::table
            .inner_join(companies::table.on(companies::id.eq(messages::sender_company_id)))
            .inner_join(users::table.on(users::id.eq(messages::sender_user_id)))
            .inner_join(recipients.on(recipients.field(companies::id).eq(messages::recipient_company_id)))
            .select((
                (
                    messages::id,
                    messages::sender_company_id,
                    messages::recipient_company_id,
                    messages::title,
                    messages::body,
                    messages::reply_to,
                    messages::created_at,
                    messages::read_at,
                ),
                companies::name,
                users::name,
                recipients.field(companies::name),
            ))
            .into_boxed()
    };
}

#[async_trait::async_trait]
impl MessageRepository for PgMessages {
    async fn messages(
        &self,
        company: CompanyId,
        side: MessageBox,
        page: PageRequest,
    ) -> Result<Page<Message>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let c = company.get();
        let (total, rows): (i64, Vec<MessageRow>) = match side {
            MessageBox::Inbox => (
                messages::table
                    .filter(messages::recipient_company_id.eq(c))
                    .select(count_star())
                    .get_result(&mut conn)
                    .await
                    .map_err(to_port)?,
                message_rows!()
                    .filter(messages::recipient_company_id.eq(c))
                    .order((messages::created_at.desc(), messages::id.desc()))
                    .limit(page.limit())
                    .offset(page.offset())
                    .load(&mut conn)
                    .await
                    .map_err(to_port)?,
            ),
            MessageBox::Sent => (
                messages::table
                    .filter(messages::sender_company_id.eq(c))
                    .select(count_star())
                    .get_result(&mut conn)
                    .await
                    .map_err(to_port)?,
                message_rows!()
                    .filter(messages::sender_company_id.eq(c))
                    .order((messages::created_at.desc(), messages::id.desc()))
                    .limit(page.limit())
                    .offset(page.offset())
                    .load(&mut conn)
                    .await
                    .map_err(to_port)?,
            ),
        };
        Ok(Page::new(rows.into_iter().map(message).collect(), page, total))
    }

    async fn open(&self, company: CompanyId, id: MessageId, at: DateTime<Utc>) -> Result<Message, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let c = company.get();
        diesel::update(messages::table.filter(
            messages::id.eq(id.get()).and(messages::recipient_company_id.eq(c)).and(messages::read_at.is_null()),
        ))
        .set(messages::read_at.eq(Some(at)))
        .execute(&mut conn)
        .await
        .map_err(to_port)?;
        let row: MessageRow = message_rows!()
            .filter(messages::id.eq(id.get()))
            .filter(messages::recipient_company_id.eq(c).or(messages::sender_company_id.eq(c)))
            .first(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(message(row))
    }

    async fn send(
        &self,
        by: &Actor,
        draft: &MessageDraft,
        at: DateTime<Utc>,
    ) -> Result<MessageId, Refused<SendRefusal>> {
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        let by = *by;
        conn.transaction(async |conn| {
            if let Some(answered) = draft.reply_to {
                // A reply answers a message the sender's company received from the recipient.
                let found: Option<i64> = messages::table
                    .filter(messages::id.eq(answered.get()))
                    .filter(messages::recipient_company_id.eq(by.company_id.get()))
                    .filter(messages::sender_company_id.eq(draft.recipient.get()))
                    .select(messages::id)
                    .first(conn)
                    .await
                    .optional()?;
                if found.is_none() {
                    return Err(TxError::Conflict(SendRefusal::NotAReply));
                }
            }
            let id: i64 = diesel::insert_into(messages::table)
                .values((
                    messages::sender_company_id.eq(by.company_id.get()),
                    messages::sender_user_id.eq(by.user_id.get()),
                    messages::recipient_company_id.eq(draft.recipient.get()),
                    messages::title.eq(&draft.title),
                    messages::body.eq(&draft.body),
                    messages::reply_to.eq(draft.reply_to.map(MessageId::get)),
                    messages::created_at.eq(at),
                ))
                .returning(messages::id)
                .get_result(conn)
                .await?;
            Ok(MessageId(id))
        })
        .await
        .map_err(Refused::from)
    }

    async fn unread(&self, company: CompanyId) -> Result<i64, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        messages::table
            .filter(messages::recipient_company_id.eq(company.get()).and(messages::read_at.is_null()))
            .select(count_star())
            .get_result(&mut conn)
            .await
            .map_err(to_port)
    }
}
