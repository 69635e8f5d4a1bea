//! [`MailingRepository`] and [`BankAccountRepository`] on PostgreSQL: the communication tab's
//! reads, and a send written as the history row plus its outbox rows in one transaction.

use chrono::{DateTime, NaiveDate, Utc};
use diesel::sql_types::{Array, BigInt, Text, Timestamptz};
use diesel::{ExpressionMethods, JoinOnDsl, OptionalExtension, QueryDsl, QueryableByName};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, Email, Page, PageRequest, PortError, Refused, Won};
use lp::LpGroupId;
use mail::{
    DeliveryStatus, GroupCandidate, MailConflict, MailContext, MailKind, MailingCreated, MailingId, MailingRepository,
    MailingSummary, MemberCandidate, NewMailing, RecentMailing, RecentMailings, Recipient, RecipientDelivery,
    MAX_RECIPIENTS,
};
use sha2::{Digest, Sha256};
use union::{bank_by_code, ApplicantId, ApplicantStatus, BankAccount, BankAccountRepository, FundType, UnionId};

use crate::error::{pool_err, to_port, FromConstraint, NoConflict, TxError};
use crate::repos::audit;
use crate::repos::scope::union_of;
use crate::schema::{applicants, capital_calls, companies, mail_outbox, mailings, union_bank_accounts, unions, users};
use crate::Pool;

#[derive(Clone)]
pub struct PgMailings {
    pool: Pool,
}

impl PgMailings {
    pub fn new(pool: Pool) -> Self {
        PgMailings { pool }
    }

    pub(crate) fn pool(&self) -> &Pool {
        &self.pool
    }
}

fn unexpected(what: &str, value: &str) -> PortError {
    PortError::Unexpected(format!("{what} {value:?}"))
}

async fn bank_row<C>(conn: &mut AsyncPgConnection, union: i64) -> Result<Option<BankAccount>, TxError<C>> {
    let row: Option<(String, String, String)> = union_bank_accounts::table
        .filter(union_bank_accounts::union_id.eq(union))
        .select((union_bank_accounts::bank_code, union_bank_accounts::account_number, union_bank_accounts::depositor))
        .first(conn)
        .await
        .optional()?;
    row.map(|(code, account_number, depositor)| {
        let bank = bank_by_code(&code).ok_or_else(|| TxError::Port(unexpected("bank code", &code)))?;
        Ok(BankAccount { bank, account_number, depositor })
    })
    .transpose()
}

/// A history row with its delivery counts, in the order of `mailing_columns!`.
#[derive(diesel::Queryable)]
struct MailingRow {
    id: i64,
    union_id: i64,
    kind: String,
    subject: String,
    sender_name: String,
    reply_to: Option<String>,
    recipient_count: i32,
    group_count: i32,
    created_at: DateTime<Utc>,
    sent_count: i32,
    failed_count: i32,
}

macro_rules! mailing_columns {
    () => {
        (
            mailings::id,
            mailings::union_id,
            mailings::kind,
            mailings::subject,
            mailings::sender_name,
            mailings::reply_to,
            mailings::recipient_count,
            mailings::group_count,
            mailings::created_at,
            mailings::sent_count,
            mailings::failed_count,
        )
    };
}

/// History rows with their delivery counts, which the mailing carries (kept by a trigger on the
/// outbox, migration 000011): a page never reads its recipients.
fn summaries<C>(rows: Vec<MailingRow>) -> Result<Vec<MailingSummary>, TxError<C>> {
    rows.into_iter()
        .map(|r| {
            Ok(MailingSummary {
                id: MailingId(r.id),
                union: UnionId(r.union_id),
                kind: MailKind::parse(&r.kind).ok_or_else(|| TxError::Port(unexpected("mail kind", &r.kind)))?,
                subject: r.subject,
                sender_name: r.sender_name,
                reply_to: r.reply_to.and_then(|e| Email::parse(&e).ok()),
                recipient_count: i64::from(r.recipient_count),
                group_count: i64::from(r.group_count),
                created_at: r.created_at,
                queued: i64::from(r.recipient_count - r.sent_count - r.failed_count).max(0),
                sent: i64::from(r.sent_count),
                failed: i64::from(r.failed_count),
            })
        })
        .collect()
}

async fn summary_of<C>(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    union: i64,
    id: i64,
) -> Result<MailingSummary, TxError<C>> {
    let row: MailingRow = mailings::table
        .filter(mailings::id.eq(id))
        .filter(mailings::union_id.eq(union))
        .filter(mailings::company_id.eq(actor.company_id.get()))
        .select(mailing_columns!())
        .first(conn)
        .await?;
    Ok(summaries(vec![row])?.remove(0))
}

#[derive(QueryableByName)]
struct Queued {
    #[diesel(sql_type = BigInt)]
    picked: i64,
    #[diesel(sql_type = BigInt)]
    queued: i64,
}

/// Queues one outbox row per picked applicant with an address: the applicants picked by id and
/// the union's applicants whose LP is in a picked group of the firm, each once.
async fn queue_recipients(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    m: &NewMailing,
    mailing: i64,
    now: DateTime<Utc>,
) -> Result<Queued, diesel::result::Error> {
    let applicant_ids: Vec<i64> = m.selection.applicants.iter().map(|a| a.get()).collect();
    let group_ids: Vec<i64> = m.selection.groups.iter().map(|g| g.get()).collect();
    diesel::sql_query(
        // Two narrow reads joined by UNION (which also drops repeats): the picked ids through the
        // primary key, the groups' members through the LP index. An OR of the two made the
        // planner walk every applicant of the union (2.3 s for 10,000 picks in a union of 1M).
        "WITH picked AS ( \
           SELECT a.id FROM applicants a \
            WHERE a.id = ANY($2) AND a.union_id = $1 AND a.deleted_at IS NULL \
           UNION \
           SELECT a.id FROM lp_group_members gm \
             JOIN lp_groups g ON g.id = gm.group_id \
             JOIN applicants a ON a.lp_member_id = gm.lp_member_id \
            WHERE gm.group_id = ANY($3) AND g.company_id = $4 AND g.deleted_at IS NULL \
              AND a.union_id = $1 AND a.deleted_at IS NULL \
         ), ins AS ( \
           INSERT INTO mail_outbox (mailing_id, applicant_id, to_email, to_name, phone, unit_count, amount, \
                                    next_attempt_at, updated_at) \
           SELECT $5, a.id, a.email, a.name, a.phone, a.unit_count, a.amount, $6, $6 \
           FROM applicants a JOIN picked p ON p.id = a.id WHERE a.email <> '' ORDER BY a.applied_at, a.id \
           RETURNING 1 \
         ) \
         SELECT (SELECT count(*) FROM picked) AS picked, (SELECT count(*) FROM ins) AS queued",
    )
    .bind::<BigInt, _>(m.union.get())
    .bind::<Array<BigInt>, _>(&applicant_ids)
    .bind::<Array<BigInt>, _>(&group_ids)
    .bind::<BigInt, _>(actor.company_id.get())
    .bind::<BigInt, _>(mailing)
    .bind::<Timestamptz, _>(now)
    .get_result(conn)
    .await
}

/// The firm's live groups among `ids`.
async fn group_count(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    ids: &[LpGroupId],
) -> Result<i64, diesel::result::Error> {
    use crate::schema::lp_groups;
    let ids: Vec<i64> = ids.iter().map(|g| g.get()).collect();
    lp_groups::table
        .filter(lp_groups::id.eq_any(ids))
        .filter(lp_groups::company_id.eq(actor.company_id.get()))
        .filter(lp_groups::deleted_at.is_null())
        .count()
        .get_result(conn)
        .await
}

/// The stored form of [`NewMailing::request_signature`]: its SHA-256, in hex.
impl FromConstraint for MailConflict {
    fn from_constraint(_: &str) -> Option<Self> {
        // The idempotency key's unique index is not a refusal: the loser replays the winner.
        None
    }
}

fn request_digest(m: &NewMailing) -> String {
    let digest = Sha256::digest(m.request_signature().as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

async fn replay(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    m: &NewMailing,
) -> Result<Option<MailingCreated>, TxError<MailConflict>> {
    let Some(key) = &m.idempotency_key else { return Ok(None) };
    let found: Option<(i64, i64, Option<String>)> = mailings::table
        .filter(mailings::company_id.eq(actor.company_id.get()))
        .filter(mailings::idempotency_key.eq(key))
        .select((mailings::id, mailings::union_id, mailings::request_digest))
        .first(conn)
        .await
        .optional()?;
    match found {
        Some((_, _, Some(digest))) if digest != request_digest(m) => {
            Err(TxError::Conflict(MailConflict::IdempotencyKeyReused))
        }
        Some((id, union, _)) => Ok(Some(MailingCreated {
            mailing: summary_of(conn, actor, union, id).await?,
            without_email: 0,
            replayed: true,
        })),
        None => Ok(None),
    }
}

#[derive(QueryableByName)]
struct GroupRow {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = BigInt)]
    member_count: i64,
    #[diesel(sql_type = BigInt)]
    reachable_count: i64,
}

/// An applicant as the send dialog lists it.
#[derive(diesel::Queryable)]
struct CandidateRow {
    id: i64,
    name: String,
    lp_type: String,
    phone: String,
    email: String,
    unit_count: i64,
    amount: i64,
    status: String,
}

/// One recipient's delivery of a mailing (`mail_outbox`).
#[derive(diesel::Queryable)]
struct DeliveryRow {
    to_name: String,
    phone: String,
    to_email: String,
    status: String,
    attempts: i32,
    last_answer: Option<String>,
    updated_at: DateTime<Utc>,
}

#[async_trait::async_trait]
impl RecentMailings for PgMailings {
    async fn recent(&self, actor: &Actor, limit: i64) -> Result<Vec<RecentMailing>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<(MailingRow, String)> = mailings::table
            .inner_join(unions::table.on(unions::id.eq(mailings::union_id)))
            .filter(mailings::company_id.eq(actor.company_id.get()))
            .filter(unions::deleted_at.is_null())
            .order((mailings::created_at.desc(), mailings::id.desc()))
            .limit(limit)
            .select((mailing_columns!(), unions::name))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let (rows, names): (Vec<MailingRow>, Vec<String>) = rows.into_iter().unzip();
        let summaries: Vec<MailingSummary> = summaries::<NoConflict>(rows)?;
        Ok(summaries
            .into_iter()
            .zip(names)
            .map(|(mailing, union_name)| RecentMailing { mailing, union_name })
            .collect())
    }
}

#[async_trait::async_trait]
impl MailingRepository for PgMailings {
    async fn context(&self, actor: &Actor, union: UnionId) -> Result<MailContext, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        type Row =
            (String, String, i64, i64, NaiveDate, NaiveDate, Option<NaiveDate>, Option<String>, Option<String>, String);
        let row: Row = unions::table
            .inner_join(companies::table)
            .filter(unions::id.eq(union.get()))
            .filter(unions::company_id.eq(actor.company_id.get()))
            .filter(unions::deleted_at.is_null())
            .select((
                unions::name,
                unions::fund_type,
                unions::unit_price,
                unions::unit_count,
                unions::recruitment_start_date,
                unions::recruitment_end_date,
                unions::due_date,
                unions::lead_fund_manager,
                unions::gp_name,
                companies::name,
            ))
            .first(&mut conn)
            .await
            .map_err(to_port)?;
        let (name, fund_type, price, units, start, end, due, manager, gp_name, firm) = row;
        let bank = bank_row(&mut conn, union.get()).await?;
        // The latest call is what P asks for; the earlier ones' percent places its share.
        let calls: Vec<(i32, i32, NaiveDate)> = capital_calls::table
            .filter(capital_calls::union_id.eq(union.get()))
            .order(capital_calls::number)
            .select((capital_calls::number, capital_calls::percent, capital_calls::due_on))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let before_percent = calls.iter().rev().skip(1).map(|c| c.1).sum();
        let call =
            calls.last().map(|&(number, percent, due_on)| mail::CallLine { number, percent, before_percent, due_on });
        Ok(MailContext {
            gp_name: union::gp_display_name(gp_name, firm.clone()),
            firm_name: firm,
            union_name: name,
            fund_type: FundType::parse(&fund_type).map_or(fund_type.clone(), |f| f.label().to_string()),
            unit_price: price,
            target_amount: union::target_amount(Won(price), units).map_err(PortError::unexpected)?.get(),
            recruitment_start: start,
            recruitment_end: end,
            payment_due: due,
            lead_fund_manager: manager,
            bank: bank.map(|b| mail::BankLine {
                bank_name: b.bank.name.to_string(),
                account_number: b.account_number,
                depositor: b.depositor,
            }),
            call,
        })
    }

    async fn recipient(&self, actor: &Actor, union: UnionId, applicant: ApplicantId) -> Result<Recipient, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let (name, units, amount): (String, i64, i64) = applicants::table
            .inner_join(unions::table)
            .filter(applicants::id.eq(applicant.get()))
            .filter(applicants::union_id.eq(union.get()))
            .filter(applicants::deleted_at.is_null())
            .filter(unions::company_id.eq(actor.company_id.get()))
            .filter(unions::deleted_at.is_null())
            .select((applicants::name, applicants::unit_count, applicants::amount))
            .first(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(Recipient { name, units, amount })
    }

    async fn member_candidates(&self, actor: &Actor, union: UnionId) -> Result<Vec<MemberCandidate>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        union_of(&mut conn, actor, union, false).await?;
        let rows: Vec<CandidateRow> = applicants::table
            .filter(applicants::union_id.eq(union.get()))
            .filter(applicants::deleted_at.is_null())
            .order((applicants::applied_at.asc(), applicants::id.asc()))
            .limit(MAX_RECIPIENTS as i64)
            .select((
                applicants::id,
                applicants::name,
                applicants::lp_type,
                applicants::phone,
                applicants::email,
                applicants::unit_count,
                applicants::amount,
                applicants::status,
            ))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        rows.into_iter()
            .map(|r| {
                Ok(MemberCandidate {
                    applicant: ApplicantId(r.id),
                    status: ApplicantStatus::parse(&r.status)
                        .ok_or_else(|| unexpected("applicant status", &r.status))?,
                    name: r.name,
                    lp_type: r.lp_type,
                    phone: r.phone,
                    email: r.email,
                    units: r.unit_count,
                    amount: r.amount,
                })
            })
            .collect()
    }

    async fn group_candidates(&self, actor: &Actor, union: UnionId) -> Result<Vec<GroupCandidate>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        union_of(&mut conn, actor, union, false).await?;
        let rows: Vec<GroupRow> = diesel::sql_query(
            "SELECT g.id, g.name, \
               (SELECT count(*) FROM lp_group_members gm WHERE gm.group_id = g.id) AS member_count, \
               (SELECT count(DISTINCT a.id) FROM lp_group_members gm \
                  JOIN applicants a ON a.lp_member_id = gm.lp_member_id \
                 WHERE gm.group_id = g.id AND a.union_id = $2 AND a.deleted_at IS NULL AND a.email <> '') \
                 AS reachable_count \
             FROM lp_groups g WHERE g.company_id = $1 AND g.deleted_at IS NULL ORDER BY g.name, g.id",
        )
        .bind::<BigInt, _>(actor.company_id.get())
        .bind::<BigInt, _>(union.get())
        .load(&mut conn)
        .await
        .map_err(to_port)?;
        Ok(rows
            .into_iter()
            .map(|g| GroupCandidate {
                group: LpGroupId(g.id),
                name: g.name,
                member_count: g.member_count,
                reachable_count: g.reachable_count,
            })
            .collect())
    }

    async fn create(
        &self,
        actor: &Actor,
        m: &NewMailing,
        now: DateTime<Utc>,
    ) -> Result<MailingCreated, Refused<MailConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let context = serde_json::to_value(&m.context).map_err(PortError::unexpected)?;
        let result = conn
            .transaction(async |conn| {
                if let Some(done) = replay(conn, &actor, m).await? {
                    return Ok(done);
                }
                union_of(conn, &actor, m.union, false).await?;
                let (sender_name, sender_email): (String, String) = users::table
                    .filter(users::id.eq(actor.user_id.get()))
                    .select((users::name, users::email))
                    .first(conn)
                    .await?;
                let reply_to = m.reply_to.as_ref().map_or(sender_email, ToString::to_string);
                let groups = group_count(conn, &actor, &m.selection.groups).await?;
                let id: i64 = diesel::insert_into(mailings::table)
                    .values((
                        mailings::company_id.eq(actor.company_id.get()),
                        mailings::union_id.eq(m.union.get()),
                        mailings::kind.eq(m.kind.code()),
                        mailings::subject.eq(&m.subject),
                        mailings::context.eq(&context),
                        mailings::reply_to.eq(&reply_to),
                        mailings::sender_id.eq(actor.user_id.get()),
                        mailings::sender_name.eq(&sender_name),
                        mailings::group_count.eq(i32::try_from(groups).unwrap_or(i32::MAX)),
                        mailings::idempotency_key.eq(&m.idempotency_key),
                        mailings::request_digest.eq(request_digest(m)),
                        mailings::created_at.eq(now),
                    ))
                    .returning(mailings::id)
                    .get_result(conn)
                    .await?;
                let q = queue_recipients(conn, &actor, m, id, now).await?;
                if q.queued == 0 {
                    return Err(TxError::Conflict(MailConflict::NoRecipients));
                }
                diesel::update(mailings::table.find(id))
                    .set(mailings::recipient_count.eq(i32::try_from(q.queued).unwrap_or(i32::MAX)))
                    .execute(conn)
                    .await?;
                audit::record(conn, &actor, mail::audit::mailing_sent(MailingId(id), m, q.queued, groups)).await?;
                Ok::<_, TxError<MailConflict>>(MailingCreated {
                    mailing: summary_of(conn, &actor, m.union.get(), id).await?,
                    without_email: q.picked - q.queued,
                    replayed: false,
                })
            })
            .await;
        match result {
            // Two requests with the same key at once: the loser answers with the winner's mailing.
            Err(TxError::Db(diesel::result::Error::DatabaseError(_, info)))
                if info.constraint_name() == Some("mailings_idempotency_key") =>
            {
                let mut conn = self.pool.get().await.map_err(pool_err)?;
                replay(&mut conn, &actor, m).await?.ok_or(Refused::Port(PortError::NotFound))
            }
            other => Ok(other?),
        }
    }

    async fn history(
        &self,
        actor: &Actor,
        union: UnionId,
        page: PageRequest,
    ) -> Result<Page<MailingSummary>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        union_of(&mut conn, actor, union, false).await?;
        let of_union = || {
            mailings::table
                .filter(mailings::union_id.eq(union.get()))
                .filter(mailings::company_id.eq(actor.company_id.get()))
        };
        let total: i64 = of_union().count().get_result(&mut conn).await.map_err(to_port)?;
        let rows: Vec<MailingRow> = of_union()
            .order((mailings::created_at.desc(), mailings::id.desc()))
            .limit(page.limit())
            .offset(page.offset())
            .select(mailing_columns!())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(Page::new(summaries(rows)?, page, total))
    }

    async fn mailing(&self, actor: &Actor, union: UnionId, id: MailingId) -> Result<MailingSummary, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        Ok(summary_of(&mut conn, actor, union.get(), id.get()).await?)
    }

    async fn deliveries(
        &self,
        actor: &Actor,
        union: UnionId,
        id: MailingId,
        page: PageRequest,
    ) -> Result<Page<RecipientDelivery>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let m = summary_of(&mut conn, actor, union.get(), id.get()).await?;
        let rows: Vec<DeliveryRow> = mail_outbox::table
            .filter(mail_outbox::mailing_id.eq(id.get()))
            .order(mail_outbox::id.asc())
            .limit(page.limit())
            .offset(page.offset())
            .select((
                mail_outbox::to_name,
                mail_outbox::phone,
                mail_outbox::to_email,
                mail_outbox::status,
                mail_outbox::attempts,
                mail_outbox::last_answer,
                mail_outbox::updated_at,
            ))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let items = rows
            .into_iter()
            .map(|r| {
                Ok(RecipientDelivery {
                    status: DeliveryStatus::parse(&r.status).ok_or_else(|| unexpected("delivery status", &r.status))?,
                    name: r.to_name,
                    phone: r.phone,
                    email: r.to_email,
                    attempts: r.attempts,
                    last_answer: r.last_answer,
                    updated_at: r.updated_at,
                })
            })
            .collect::<Result<Vec<_>, PortError>>()?;
        Ok(Page::new(items, page, m.recipient_count))
    }
}

#[async_trait::async_trait]
impl BankAccountRepository for PgMailings {
    async fn bank_account(&self, actor: &Actor, union: UnionId) -> Result<Option<BankAccount>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        union_of(&mut conn, actor, union, false).await?;
        Ok(bank_row(&mut conn, union.get()).await?)
    }

    async fn save_bank_account(&self, actor: &Actor, union: UnionId, account: &BankAccount) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            union_of(conn, &actor, union, true).await?;
            let before = bank_row(conn, union.get()).await?;
            diesel::insert_into(union_bank_accounts::table)
                .values((
                    union_bank_accounts::union_id.eq(union.get()),
                    union_bank_accounts::company_id.eq(actor.company_id.get()),
                    union_bank_accounts::bank_code.eq(account.bank.code),
                    union_bank_accounts::account_number.eq(&account.account_number),
                    union_bank_accounts::depositor.eq(&account.depositor),
                    union_bank_accounts::updated_by.eq(actor.user_id.get()),
                ))
                .on_conflict(union_bank_accounts::union_id)
                .do_update()
                .set((
                    union_bank_accounts::bank_code.eq(account.bank.code),
                    union_bank_accounts::account_number.eq(&account.account_number),
                    union_bank_accounts::depositor.eq(&account.depositor),
                    union_bank_accounts::updated_by.eq(actor.user_id.get()),
                    union_bank_accounts::updated_at.eq(diesel::dsl::now),
                ))
                .execute(conn)
                .await?;
            audit::record(conn, &actor, union::audit::bank_account_saved(union, before.as_ref(), account)).await?;
            Ok::<_, TxError>(())
        })
        .await?;
        Ok(())
    }
}
