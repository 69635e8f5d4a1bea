//! [`RawDataSource`] on PostgreSQL: the firm's records for the raw data download, in keyset
//! batches by id (each batch one indexed range read; no OFFSET, no long transaction).

use chrono::{DateTime, NaiveDate, Utc};
use diesel::sql_types::{BigInt, Bool, Date, Nullable, Text, Timestamptz};
use diesel::QueryableByName;
use diesel_async::RunQueryDsl;
use export::{ApplicantRow, LpMemberRow, MailingRow, RawDataSource, Rows, Sheet, SheetCount, UnionRow};
use kernel::{Actor, PortError};

use crate::error::{pool_err, to_port};
use crate::Pool;

#[derive(Clone)]
pub struct PgRawData {
    pool: Pool,
}

impl PgRawData {
    pub fn new(pool: Pool) -> Self {
        PgRawData { pool }
    }
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    unions: i64,
    #[diesel(sql_type = BigInt)]
    applicants: i64,
    #[diesel(sql_type = BigInt)]
    lp_members: i64,
    #[diesel(sql_type = BigInt)]
    mailings: i64,
}

#[derive(QueryableByName)]
struct UnionSql {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = Nullable<Text>)]
    unique_number: Option<String>,
    #[diesel(sql_type = BigInt)]
    unit_price: i64,
    #[diesel(sql_type = BigInt)]
    unit_count: i64,
    #[diesel(sql_type = Date)]
    recruitment_start_date: NaiveDate,
    #[diesel(sql_type = Date)]
    recruitment_end_date: NaiveDate,
    #[diesel(sql_type = BigInt)]
    applied: i64,
    #[diesel(sql_type = BigInt)]
    paid: i64,
    #[diesel(sql_type = BigInt)]
    applications: i64,
    #[diesel(sql_type = Timestamptz)]
    created_at: DateTime<Utc>,
}

#[derive(QueryableByName)]
struct ApplicantSql {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    union_name: String,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Text)]
    lp_type: String,
    #[diesel(sql_type = BigInt)]
    amount: i64,
    #[diesel(sql_type = BigInt)]
    unit_count: i64,
    #[diesel(sql_type = Text)]
    phone: String,
    #[diesel(sql_type = Text)]
    email: String,
    #[diesel(sql_type = BigInt)]
    document_count: i64,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = Timestamptz)]
    applied_at: DateTime<Utc>,
}

#[derive(QueryableByName)]
struct LpMemberSql {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Text)]
    lp_type: String,
    #[diesel(sql_type = Text)]
    phone: String,
    #[diesel(sql_type = Text)]
    email: String,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = Bool)]
    has_account: bool,
    #[diesel(sql_type = Text)]
    note: String,
    #[diesel(sql_type = Timestamptz)]
    created_at: DateTime<Utc>,
}

#[derive(QueryableByName)]
struct MailingSql {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Timestamptz)]
    created_at: DateTime<Utc>,
    #[diesel(sql_type = Text)]
    kind: String,
    #[diesel(sql_type = Text)]
    subject: String,
    #[diesel(sql_type = Text)]
    union_name: String,
    #[diesel(sql_type = Text)]
    sender_name: String,
    #[diesel(sql_type = BigInt)]
    recipients: i64,
    #[diesel(sql_type = BigInt)]
    sent: i64,
    #[diesel(sql_type = BigInt)]
    failed: i64,
}

const UNIONS: &str = "SELECT u.id, u.name, u.status, u.unique_number, u.unit_price, u.unit_count, \
       u.recruitment_start_date, u.recruitment_end_date, u.created_at, \
       COALESCE(SUM(a.amount), 0)::int8 AS applied, \
       COALESCE(SUM(a.amount) FILTER (WHERE a.status = 'P'), 0)::int8 AS paid, \
       COUNT(a.id) AS applications \
     FROM unions u LEFT JOIN applicants a ON a.union_id = u.id AND a.deleted_at IS NULL \
     WHERE u.company_id = $1 AND u.deleted_at IS NULL AND u.id > $2 \
     GROUP BY u.id ORDER BY u.id LIMIT $3";

const APPLICANTS: &str = "SELECT a.id, u.name AS union_name, a.name, a.lp_type, a.amount, a.unit_count, a.phone, \
       a.email, a.document_count::int8 AS document_count, a.status, a.applied_at \
     FROM applicants a JOIN unions u ON u.id = a.union_id AND u.deleted_at IS NULL \
     WHERE a.company_id = $1 AND a.deleted_at IS NULL AND a.id > $2 \
     ORDER BY a.id LIMIT $3";

const LP_MEMBERS: &str = "SELECT id, name, lp_type, phone, email, status, user_id IS NOT NULL AS has_account, \
       note, created_at \
     FROM lp_members WHERE company_id = $1 AND deleted_at IS NULL AND id > $2 \
     ORDER BY id LIMIT $3";

const MAILINGS: &str = "SELECT m.id, m.created_at, m.kind, m.subject, u.name AS union_name, m.sender_name, \
       m.recipient_count::int8 AS recipients, m.sent_count::int8 AS sent, m.failed_count::int8 AS failed \
     FROM mailings m JOIN unions u ON u.id = m.union_id \
     WHERE m.company_id = $1 AND m.id > $2 \
     ORDER BY m.id LIMIT $3";

#[async_trait::async_trait]
impl RawDataSource for PgRawData {
    async fn counts(&self, actor: &Actor) -> Result<Vec<SheetCount>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let c: Count = diesel::sql_query(
            "SELECT \
               (SELECT count(*) FROM unions WHERE company_id = $1 AND deleted_at IS NULL) AS unions, \
               (SELECT count(*) FROM applicants a JOIN unions u ON u.id = a.union_id AND u.deleted_at IS NULL \
                 WHERE a.company_id = $1 AND a.deleted_at IS NULL) AS applicants, \
               (SELECT count(*) FROM lp_members WHERE company_id = $1 AND deleted_at IS NULL) AS lp_members, \
               (SELECT count(*) FROM mailings WHERE company_id = $1) AS mailings",
        )
        .bind::<BigInt, _>(actor.company_id.get())
        .get_result(&mut conn)
        .await
        .map_err(to_port)?;
        Ok(vec![
            SheetCount { sheet: Sheet::Unions, rows: c.unions },
            SheetCount { sheet: Sheet::Applicants, rows: c.applicants },
            SheetCount { sheet: Sheet::LpMembers, rows: c.lp_members },
            SheetCount { sheet: Sheet::Mailings, rows: c.mailings },
        ])
    }

    async fn batch(&self, actor: &Actor, sheet: Sheet, after: Option<i64>, limit: i64) -> Result<Rows, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let sql = match sheet {
            Sheet::Unions => UNIONS,
            Sheet::Applicants => APPLICANTS,
            Sheet::LpMembers => LP_MEMBERS,
            Sheet::Mailings => MAILINGS,
        };
        let q = diesel::sql_query(sql)
            .bind::<BigInt, _>(actor.company_id.get())
            .bind::<BigInt, _>(after.unwrap_or(0))
            .bind::<BigInt, _>(limit);
        Ok(match sheet {
            Sheet::Unions => {
                let rows: Vec<UnionSql> = q.load(&mut conn).await.map_err(to_port)?;
                Rows::Unions(
                    rows.into_iter()
                        .map(|r| UnionRow {
                            id: r.id,
                            name: r.name,
                            status: r.status,
                            unique_number: r.unique_number,
                            unit_price: r.unit_price,
                            unit_count: r.unit_count,
                            recruitment_start: r.recruitment_start_date,
                            recruitment_end: r.recruitment_end_date,
                            applied_amount: r.applied,
                            paid_amount: r.paid,
                            applications: r.applications,
                            created_at: r.created_at,
                        })
                        .collect(),
                )
            }
            Sheet::Applicants => {
                let rows: Vec<ApplicantSql> = q.load(&mut conn).await.map_err(to_port)?;
                Rows::Applicants(
                    rows.into_iter()
                        .map(|r| ApplicantRow {
                            id: r.id,
                            union_name: r.union_name,
                            name: r.name,
                            lp_type: r.lp_type,
                            amount: r.amount,
                            unit_count: r.unit_count,
                            phone: r.phone,
                            email: r.email,
                            document_count: r.document_count,
                            status: r.status,
                            applied_at: r.applied_at,
                        })
                        .collect(),
                )
            }
            Sheet::LpMembers => {
                let rows: Vec<LpMemberSql> = q.load(&mut conn).await.map_err(to_port)?;
                Rows::LpMembers(
                    rows.into_iter()
                        .map(|r| LpMemberRow {
                            id: r.id,
                            name: r.name,
                            lp_type: r.lp_type,
                            phone: r.phone,
                            email: r.email,
                            status: r.status,
                            has_account: r.has_account,
                            note: r.note,
                            created_at: r.created_at,
                        })
                        .collect(),
                )
            }
            Sheet::Mailings => {
                let rows: Vec<MailingSql> = q.load(&mut conn).await.map_err(to_port)?;
                Rows::Mailings(
                    rows.into_iter()
                        .map(|r| MailingRow {
                            id: r.id,
                            sent_at: r.created_at,
                            kind: r.kind,
                            subject: r.subject,
                            union_name: r.union_name,
                            sender_name: r.sender_name,
                            recipients: r.recipients,
                            sent: r.sent,
                            failed: r.failed,
                        })
                        .collect(),
                )
            }
        })
    }
}
