//! [`FactChecks`] on PostgreSQL: verdicts are appended, never updated; an item is pending while
//! its latest revision is newer than its latest verdict (decided in `company::fact_check`, the
//! queue's SQL applies the same comparison).

use chrono::{DateTime, Utc};
use company::fact_check::{item_checks, ItemChange, VerdictRecord};
use company::{FactCheck, FactCheckItem, FactChecks, ItemCheck, NewScoreAdjustment, QueueEntry, StartupId, Verdict};
use diesel::sql_types::{Array, BigInt, Text, Timestamptz};
use diesel::{ExpressionMethods, QueryDsl};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, Page, PageRequest, PortError};

use crate::error::{pool_err, to_port};
use crate::repos::kept;
use crate::schema::{startup_fact_checks, startup_profiles, users};
use crate::Pool;

#[derive(Clone)]
pub struct PgFactChecks {
    pool: Pool,
}

impl PgFactChecks {
    pub fn new(pool: Pool) -> Self {
        PgFactChecks { pool }
    }
}

#[derive(diesel::QueryableByName)]
struct ChangeRow {
    #[diesel(sql_type = Text)]
    item: String,
    #[diesel(sql_type = Timestamptz)]
    at: DateTime<Utc>,
}

#[derive(diesel::QueryableByName)]
struct VerdictRow {
    #[diesel(sql_type = Text)]
    item: String,
    #[diesel(sql_type = Text)]
    verdict: String,
    #[diesel(sql_type = Text)]
    note: String,
    #[diesel(sql_type = Text)]
    checker_name: String,
    #[diesel(sql_type = Timestamptz)]
    checked_at: DateTime<Utc>,
}

fn item(code: &str) -> Result<FactCheckItem, PortError> {
    FactCheckItem::parse(code).ok_or_else(|| PortError::Unexpected(format!("stored item {code:?}")))
}

/// Fact-check items as stored (their codes), read back.
pub(crate) fn stored_items(codes: Vec<String>) -> Result<Vec<FactCheckItem>, PortError> {
    codes.iter().map(|c| item(c)).collect()
}

/// Each item's status for one startup: its latest change per item and its latest verdict per
/// item, both read on `conn` (pipelined when the caller shares it).
pub(crate) async fn checks_of(conn: &AsyncPgConnection, id: StartupId) -> Result<Vec<ItemCheck>, PortError> {
    let changes = kept(diesel::sql_query(
        "SELECT i.item, max(r.changed_at) AS at FROM startup_revisions r CROSS JOIN LATERAL unnest(r.items) AS i(item) \
         WHERE r.company_id = $1 GROUP BY i.item",
    )
    .bind::<BigInt, _>(id.get()))
    .load::<ChangeRow>(&mut &*conn);
    let verdicts = kept(
        diesel::sql_query(
            "SELECT DISTINCT ON (item) item, verdict, note, checker_name, checked_at FROM startup_fact_checks \
         WHERE company_id = $1 ORDER BY item, checked_at DESC, id DESC",
        )
        .bind::<BigInt, _>(id.get()),
    )
    .load::<VerdictRow>(&mut &*conn);
    let (changes, verdicts) = futures_util::join!(changes, verdicts);
    let changes = changes
        .map_err(to_port)?
        .into_iter()
        .map(|c| Ok(ItemChange { item: item(&c.item)?, at: c.at }))
        .collect::<Result<Vec<_>, PortError>>()?;
    let verdicts = verdicts
        .map_err(to_port)?
        .into_iter()
        .map(|v| {
            Ok(VerdictRecord {
                item: item(&v.item)?,
                verdict: Verdict::parse(&v.verdict)
                    .ok_or_else(|| PortError::Unexpected(format!("stored verdict {:?}", v.verdict)))?,
                note: v.note,
                checker_name: v.checker_name,
                at: v.checked_at,
            })
        })
        .collect::<Result<Vec<_>, PortError>>()?;
    Ok(item_checks(&changes, &verdicts))
}

#[derive(diesel::QueryableByName)]
struct QueueRow {
    #[diesel(sql_type = BigInt)]
    company_id: i64,
    #[diesel(sql_type = Text)]
    name: String,
    #[diesel(sql_type = Array<Text>)]
    items: Vec<String>,
    #[diesel(sql_type = Timestamptz)]
    waiting_since: DateTime<Utc>,
    #[diesel(sql_type = BigInt)]
    total: i64,
}

#[async_trait::async_trait]
impl FactChecks for PgFactChecks {
    async fn record_verdict(&self, actor: &Actor, id: StartupId, check: &FactCheck) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        conn.transaction(async |conn| {
            let exists: i64 = startup_profiles::table
                .filter(startup_profiles::company_id.eq(id.get()))
                .count()
                .get_result(conn)
                .await?;
            if exists == 0 {
                return Err(diesel::result::Error::NotFound);
            }
            let checker: String =
                users::table.filter(users::id.eq(actor.user_id.get())).select(users::name).first(conn).await?;
            diesel::insert_into(startup_fact_checks::table)
                .values((
                    startup_fact_checks::company_id.eq(id.get()),
                    startup_fact_checks::item.eq(check.item.code()),
                    startup_fact_checks::verdict.eq(check.verdict.code()),
                    startup_fact_checks::note.eq(&check.note),
                    startup_fact_checks::checker_id.eq(actor.user_id.get()),
                    startup_fact_checks::checker_name.eq(checker),
                ))
                .execute(conn)
                .await?;
            Ok(())
        })
        .await
        .map_err(to_port)
    }

    async fn adjust_score(
        &self,
        actor: &Actor,
        id: StartupId,
        adjustment: &NewScoreAdjustment,
    ) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        crate::repos::company::scores::adjust(&mut conn, actor, id, adjustment).await
    }

    async fn queue(&self, page: PageRequest) -> Result<Page<QueueEntry>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<QueueRow> = diesel::sql_query(
            "WITH changed AS (
                 SELECT r.company_id, i.item, max(r.changed_at) AS changed_at
                 FROM startup_revisions r CROSS JOIN LATERAL unnest(r.items) AS i(item)
                 GROUP BY r.company_id, i.item),
             checked AS (
                 SELECT company_id, item, max(checked_at) AS checked_at FROM startup_fact_checks
                 GROUP BY company_id, item),
             pending AS (
                 SELECT c.company_id, c.item, c.changed_at FROM changed c
                 LEFT JOIN checked k USING (company_id, item)
                 WHERE k.checked_at IS NULL OR k.checked_at < c.changed_at)
             SELECT p.company_id, s.name, array_agg(p.item ORDER BY p.item) AS items,
                    min(p.changed_at) AS waiting_since, count(*) OVER () AS total
             FROM pending p JOIN startup_profiles s USING (company_id)
             GROUP BY p.company_id, s.name
             ORDER BY waiting_since, p.company_id
             LIMIT $1 OFFSET $2",
        )
        .bind::<BigInt, _>(page.limit())
        .bind::<BigInt, _>(page.offset())
        .load(&mut conn)
        .await
        .map_err(to_port)?;
        let total = <[QueueRow]>::first(&rows).map_or(0, |r| r.total);
        let entries = rows
            .into_iter()
            .map(|r| {
                Ok(QueueEntry {
                    startup: StartupId(r.company_id),
                    name: r.name,
                    items: stored_items(r.items)?,
                    waiting_since: r.waiting_since,
                })
            })
            .collect::<Result<Vec<_>, PortError>>()?;
        Ok(Page::new(entries, page, total))
    }
}
