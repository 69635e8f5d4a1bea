//! [`WaitingRepository`] on PostgreSQL (migration ..._waiting_list). A position is the count of
//! entries still waiting up to this one, so onboarding someone ahead moves everyone behind up.

use chrono::{DateTime, Utc};
use diesel::sql_types::{BigInt, Nullable, Text, Timestamptz};
use diesel::QueryableByName;
use diesel_async::{AsyncConnection, RunQueryDsl};
use kernel::{Email, Page, PageRequest, PortError, Refused};
use support::waiting::{Standing, WaitingDraft, WaitingRefusal};
use support::{Operator, WaitingEntry, WaitingId, WaitingKind, WaitingRepository, WaitingStatus};

use crate::error::{pool_err, to_port, FromConstraint, TxError};
use crate::Pool;

#[derive(Clone)]
pub struct PgWaiting {
    pool: Pool,
}

impl PgWaiting {
    pub fn new(pool: Pool) -> Self {
        PgWaiting { pool }
    }
}

impl FromConstraint for WaitingRefusal {
    fn from_constraint(name: &str) -> Option<Self> {
        (name == "waiting_list_business_number_key").then_some(WaitingRefusal::AlreadyRegistered)
    }
}

#[derive(QueryableByName)]
struct EntrySql {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Text)]
    company_name: String,
    #[diesel(sql_type = Text)]
    business_number: String,
    #[diesel(sql_type = Text)]
    company_kind: String,
    #[diesel(sql_type = Text)]
    contact_name: String,
    #[diesel(sql_type = Text)]
    email: String,
    #[diesel(sql_type = Text)]
    phone: String,
    #[diesel(sql_type = Text)]
    note: String,
    #[diesel(sql_type = Text)]
    status: String,
    #[diesel(sql_type = Nullable<BigInt>)]
    position: Option<i64>,
    #[diesel(sql_type = Timestamptz)]
    created_at: DateTime<Utc>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    onboarded_at: Option<DateTime<Utc>>,
    #[diesel(sql_type = Nullable<Timestamptz>)]
    notified_at: Option<DateTime<Utc>>,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

impl TryFrom<EntrySql> for WaitingEntry {
    type Error = PortError;

    fn try_from(r: EntrySql) -> Result<Self, PortError> {
        let bad = |what: &str, v: &str| PortError::unexpected(format!("waiting list {what} {v}"));
        Ok(WaitingEntry {
            id: WaitingId(r.id),
            kind: WaitingKind::parse(&r.company_kind).ok_or_else(|| bad("kind", &r.company_kind))?,
            status: WaitingStatus::parse(&r.status).ok_or_else(|| bad("status", &r.status))?,
            email: Email::parse(&r.email).map_err(|_| bad("email", &r.email))?,
            company_name: r.company_name,
            business_number: r.business_number,
            contact_name: r.contact_name,
            phone: r.phone,
            note: r.note,
            position: r.position,
            created_at: r.created_at,
            onboarded_at: r.onboarded_at,
            notified_at: r.notified_at,
        })
    }
}

const SELECT: &str = "SELECT w.id, w.company_name, w.business_number, w.company_kind, w.contact_name, w.email, \
       w.phone, w.note, w.status, \
       CASE WHEN w.status = 'waiting' THEN \
         (SELECT count(*) FROM waiting_list v WHERE v.status = 'waiting' AND v.id <= w.id) END AS position, \
       w.created_at, w.onboarded_at, w.notified_at, count(*) OVER () AS total \
     FROM waiting_list w";

#[derive(QueryableByName)]
struct Found {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

#[async_trait::async_trait]
impl WaitingRepository for PgWaiting {
    async fn add(&self, d: &WaitingDraft, at: DateTime<Utc>) -> Result<WaitingEntry, Refused<WaitingRefusal>> {
        let mut conn = self.pool.get().await.map_err(|e| Refused::Port(pool_err(e)))?;
        let id = conn
            .transaction(async |conn| {
                let on: Found = diesel::sql_query("SELECT count(*) AS n FROM companies WHERE business_number = $1")
                    .bind::<Text, _>(&d.business_number)
                    .get_result(conn)
                    .await?;
                if on.n > 0 {
                    return Err(TxError::Conflict(WaitingRefusal::OnProduct));
                }
                let row: Found = diesel::sql_query(
                    "INSERT INTO waiting_list (company_name, business_number, company_kind, contact_name, email, \
                       phone, note, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id AS n",
                )
                .bind::<Text, _>(&d.company_name)
                .bind::<Text, _>(&d.business_number)
                .bind::<Text, _>(d.kind.code())
                .bind::<Text, _>(&d.contact_name)
                .bind::<Text, _>(d.email.as_str())
                .bind::<Text, _>(&d.phone)
                .bind::<Text, _>(&d.note)
                .bind::<Timestamptz, _>(at)
                .get_result(conn)
                .await?;
                Ok::<_, TxError<WaitingRefusal>>(row.n)
            })
            .await
            .map_err(Refused::from)?;
        drop(conn);
        Ok(one(&self.pool, id).await?)
    }

    async fn standing(&self, business_number: &str) -> Result<Standing, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let on: Found = diesel::sql_query("SELECT count(*) AS n FROM companies WHERE business_number = $1")
            .bind::<Text, _>(business_number)
            .get_result(&mut conn)
            .await
            .map_err(to_port)?;
        if on.n > 0 {
            return Ok(Standing::OnProduct);
        }
        let rows: Vec<EntrySql> = diesel::sql_query(format!("{SELECT} WHERE w.business_number = $1"))
            .bind::<Text, _>(business_number)
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let Some(row) = rows.into_iter().next() else { return Ok(Standing::Unknown) };
        let e = WaitingEntry::try_from(row)?;
        Ok(match (e.status, e.position) {
            (WaitingStatus::Waiting, Some(position)) => Standing::Waiting { position, since: e.created_at },
            _ => Standing::Onboarded,
        })
    }

    async fn list(&self, status: Option<WaitingStatus>, page: PageRequest) -> Result<Page<WaitingEntry>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        // Fixed text per status: the queue oldest first, the onboarded newest first.
        let (filter, order) = match status {
            Some(WaitingStatus::Waiting) => ("w.status = 'waiting'", "w.id ASC"),
            Some(WaitingStatus::Onboarded) => ("w.status = 'onboarded'", "w.onboarded_at DESC, w.id DESC"),
            None => ("TRUE", "(w.status = 'onboarded'), w.id ASC"),
        };
        let rows: Vec<EntrySql> =
            diesel::sql_query(format!("{SELECT} WHERE {filter} ORDER BY {order} LIMIT $1 OFFSET $2"))
                .bind::<BigInt, _>(page.limit())
                .bind::<BigInt, _>(page.offset())
                .load(&mut conn)
                .await
                .map_err(to_port)?;
        let total = <[EntrySql]>::first(&rows).map_or(0, |r| r.total);
        let items = rows.into_iter().map(WaitingEntry::try_from).collect::<Result<Vec<_>, _>>()?;
        Ok(Page::new(items, page, total))
    }

    async fn onboard(&self, by: &Operator, id: WaitingId, at: DateTime<Utc>) -> Result<WaitingEntry, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        // Only a waiting entry changes; an onboarded one keeps its first onboarding.
        diesel::sql_query(
            "UPDATE waiting_list SET status = 'onboarded', onboarded_at = $2, onboarded_by = $3 \
             WHERE id = $1 AND status = 'waiting'",
        )
        .bind::<BigInt, _>(id.get())
        .bind::<Timestamptz, _>(at)
        .bind::<BigInt, _>(by.actor().user_id.get())
        .execute(&mut conn)
        .await
        .map_err(to_port)?;
        drop(conn);
        one(&self.pool, id.get()).await
    }

    async fn notified(&self, id: WaitingId, at: DateTime<Utc>) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        diesel::sql_query("UPDATE waiting_list SET notified_at = $2 WHERE id = $1 AND notified_at IS NULL")
            .bind::<BigInt, _>(id.get())
            .bind::<Timestamptz, _>(at)
            .execute(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(())
    }
}

async fn one(pool: &Pool, id: i64) -> Result<WaitingEntry, PortError> {
    let mut conn = pool.get().await.map_err(pool_err)?;
    let rows: Vec<EntrySql> = diesel::sql_query(format!("{SELECT} WHERE w.id = $1"))
        .bind::<BigInt, _>(id)
        .load(&mut conn)
        .await
        .map_err(to_port)?;
    rows.into_iter().next().map_or(Err(PortError::NotFound), WaitingEntry::try_from)
}
