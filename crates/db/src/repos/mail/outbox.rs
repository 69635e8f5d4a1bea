//! [`OutboxRepository`] on PostgreSQL: workers on any number of instances claim due rows with
//! `FOR UPDATE SKIP LOCKED`, so each row is handed to one worker at a time.

use std::collections::HashMap;

use base64::engine::general_purpose::STANDARD as BASE64;
use base64::Engine as _;
use chrono::{DateTime, Utc};
use diesel::sql_types::{BigInt, Int4, Jsonb, Nullable, Text, Timestamptz};
use diesel::{ExpressionMethods, QueryDsl, Queryable, QueryableByName, Selectable, SelectableHelper};
use diesel_async::RunQueryDsl;
use kernel::mail::{Attachment, OutgoingMail};
use kernel::{Email, PortError};
use mail::{ClaimedMail, DeliveryOutcome, MailContext, MailJob, MailKind, MailingId, OutboxRepository, Recipient};
use union::ApplicantId;

use crate::error::{pool_err, to_port, TxError};
use crate::schema::{mail_outbox, mailings};
use crate::Pool;

#[derive(Clone)]
pub struct PgOutbox {
    pool: Pool,
}

impl PgOutbox {
    pub fn new(pool: Pool) -> Self {
        PgOutbox { pool }
    }
}

/// A mail written when it was queued, as the outbox keeps it (the address is the row's).
/// Attachments ride along base64-encoded: a 출자확인서 is a few kilobytes (the font is subset),
/// so the row stays small and the mail and its files are queued in one transaction.
#[derive(serde::Serialize, serde::Deserialize)]
pub(crate) struct PreparedMail {
    to_name: Option<String>,
    from_name: String,
    reply_to: Option<String>,
    subject: String,
    html: String,
    text: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    attachments: Vec<PreparedAttachment>,
}

#[derive(serde::Serialize, serde::Deserialize)]
struct PreparedAttachment {
    name: String,
    content_type: String,
    base64: String,
}

impl PreparedMail {
    pub(crate) fn of(m: &OutgoingMail) -> Self {
        PreparedMail {
            to_name: m.to_name.clone(),
            from_name: m.from_name.clone(),
            reply_to: m.reply_to.as_ref().map(|e| e.as_str().to_string()),
            subject: m.subject.clone(),
            html: m.html.clone(),
            text: m.text.clone(),
            attachments: m
                .attachments
                .iter()
                .map(|a| PreparedAttachment {
                    name: a.name.clone(),
                    content_type: a.content_type.clone(),
                    base64: BASE64.encode(&a.bytes),
                })
                .collect(),
        }
    }

    fn into_mail(self, to: Email) -> Result<OutgoingMail, PortError> {
        let attachments = self
            .attachments
            .into_iter()
            .map(|a| {
                let bytes = BASE64.decode(a.base64).map_err(PortError::unexpected)?;
                Ok(Attachment { name: a.name, content_type: a.content_type, bytes })
            })
            .collect::<Result<_, PortError>>()?;
        Ok(OutgoingMail {
            to,
            to_name: self.to_name,
            from_name: self.from_name,
            reply_to: self.reply_to.and_then(|r| Email::parse(&r).ok()),
            subject: self.subject,
            html: self.html,
            text: self.text,
            message_id: None,
            attachments,
        })
    }
}

/// Queues `m` for `applicant` as a prepared row, due now, inside the caller's transaction.
pub(crate) async fn queue_prepared<C>(
    conn: &mut diesel_async::AsyncPgConnection,
    applicant: ApplicantId,
    m: &OutgoingMail,
    now: DateTime<Utc>,
) -> Result<(), TxError<C>> {
    let prepared = serde_json::to_value(PreparedMail::of(m)).map_err(|e| TxError::Port(PortError::unexpected(e)))?;
    diesel::insert_into(mail_outbox::table)
        .values((
            mail_outbox::applicant_id.eq(applicant.get()),
            mail_outbox::to_email.eq(m.to.as_str()),
            mail_outbox::to_name.eq(m.to_name.clone().unwrap_or_default()),
            mail_outbox::unit_count.eq(0_i64),
            mail_outbox::amount.eq(0_i64),
            mail_outbox::next_attempt_at.eq(now),
            mail_outbox::updated_at.eq(now),
            mail_outbox::prepared.eq(prepared),
        ))
        .execute(conn)
        .await?;
    Ok(())
}

#[derive(QueryableByName)]
struct ClaimedRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Nullable<BigInt>)]
    mailing_id: Option<i64>,
    #[diesel(sql_type = Nullable<Jsonb>)]
    prepared: Option<serde_json::Value>,
    #[diesel(sql_type = Text)]
    to_email: String,
    #[diesel(sql_type = Text)]
    to_name: String,
    #[diesel(sql_type = BigInt)]
    unit_count: i64,
    #[diesel(sql_type = BigInt)]
    amount: i64,
    #[diesel(sql_type = Int4)]
    attempts: i32,
}

/// What every mail of a claimed mailing shares: its kind, the context it renders from, its
/// reply-to address.
#[derive(Queryable, Selectable)]
#[diesel(table_name = mailings, check_for_backend(diesel::pg::Pg))]
struct MailingJobRow {
    id: i64,
    kind: String,
    context: serde_json::Value,
    reply_to: Option<String>,
}

#[async_trait::async_trait]
impl OutboxRepository for PgOutbox {
    async fn claim(
        &self,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
        limit: i64,
    ) -> Result<Vec<ClaimedMail>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        // One statement: the rows are locked, skipped by other workers, and marked in one go.
        let rows: Vec<ClaimedRow> = diesel::sql_query(
            "WITH due AS ( \
               SELECT id FROM mail_outbox \
               WHERE status IN ('queued', 'sending') AND next_attempt_at <= $1 \
               ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED \
             ) \
             UPDATE mail_outbox o SET status = 'sending', attempts = o.attempts + 1, \
                    next_attempt_at = $2, updated_at = $1 \
             FROM due WHERE o.id = due.id \
             RETURNING o.id, o.mailing_id, o.prepared, o.to_email, o.to_name, o.unit_count, o.amount, o.attempts",
        )
        .bind::<Timestamptz, _>(now)
        .bind::<Timestamptz, _>(lease_until)
        .bind::<BigInt, _>(limit)
        .load(&mut conn)
        .await
        .map_err(to_port)?;
        if rows.is_empty() {
            return Ok(Vec::new());
        }
        let mut ids: Vec<i64> = rows.iter().filter_map(|r| r.mailing_id).collect();
        ids.sort_unstable();
        ids.dedup();
        let found: Vec<MailingJobRow> = mailings::table
            .filter(mailings::id.eq_any(&ids))
            .select(MailingJobRow::as_select())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let mut by_id = HashMap::new();
        for m in found {
            let kind =
                MailKind::parse(&m.kind).ok_or_else(|| PortError::Unexpected(format!("mail kind {:?}", m.kind)))?;
            let context: MailContext = serde_json::from_value(m.context).map_err(PortError::unexpected)?;
            by_id.insert(m.id, (kind, context, m.reply_to.and_then(|r| Email::parse(&r).ok())));
        }
        let mut claimed = Vec::with_capacity(rows.len());
        for r in rows {
            let Ok(to) = Email::parse(&r.to_email) else {
                // Stored addresses were checked on the way in; one that no longer parses fails
                // alone instead of blocking the queue.
                self.record(r.id, &DeliveryOutcome::unparseable_address(), now).await?;
                continue;
            };
            let job = match (r.mailing_id, r.prepared) {
                (Some(m), _) => {
                    let (kind, context, reply_to) =
                        by_id.get(&m).ok_or_else(|| PortError::Unexpected(format!("mailing {m}")))?;
                    MailJob::Mailing {
                        mailing: MailingId(m),
                        kind: *kind,
                        context: context.clone(),
                        reply_to: reply_to.clone(),
                        recipient: Recipient { name: r.to_name, units: r.unit_count, amount: r.amount },
                    }
                }
                (None, Some(p)) => MailJob::Prepared(
                    serde_json::from_value::<PreparedMail>(p).map_err(PortError::unexpected)?.into_mail(to.clone())?,
                ),
                (None, None) => return Err(PortError::Unexpected(format!("outbox row {} has no mail", r.id))),
            };
            claimed.push(ClaimedMail { outbox_id: r.id, to, attempts: r.attempts, job });
        }
        Ok(claimed)
    }

    async fn record(&self, outbox_id: i64, outcome: &DeliveryOutcome, now: DateTime<Utc>) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let row = mail_outbox::table.filter(mail_outbox::id.eq(outbox_id)).filter(mail_outbox::status.eq("sending"));
        let q = diesel::update(row);
        let done = match outcome {
            DeliveryOutcome::Sent { answer } => {
                q.set((
                    mail_outbox::status.eq("sent"),
                    mail_outbox::last_answer.eq(answer),
                    mail_outbox::updated_at.eq(now),
                ))
                .execute(&mut conn)
                .await
            }
            DeliveryOutcome::Retry { answer, at } => {
                q.set((
                    mail_outbox::status.eq("queued"),
                    mail_outbox::next_attempt_at.eq(at),
                    mail_outbox::last_answer.eq(answer),
                    mail_outbox::updated_at.eq(now),
                ))
                .execute(&mut conn)
                .await
            }
            DeliveryOutcome::Failed { answer } => {
                q.set((
                    mail_outbox::status.eq("failed"),
                    mail_outbox::last_answer.eq(answer),
                    mail_outbox::updated_at.eq(now),
                ))
                .execute(&mut conn)
                .await
            }
        };
        done.map(|_| ()).map_err(to_port)
    }
}
