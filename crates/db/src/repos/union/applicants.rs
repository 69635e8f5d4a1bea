//! [`ApplicantRepository`] on PostgreSQL. Every query goes through a live union of the actor's
//! firm first, so another firm's ids answer `NotFound`.

use chrono::Utc;
use diesel::pg::Pg;
use diesel::sql_types::{BigInt, Bool, Timestamptz};
use diesel::{
    BoolExpressionMethods, BoxableExpression, ExpressionMethods, JoinOnDsl, NullableExpressionMethods,
    PgArrayExpressionMethods, QueryDsl, SelectableHelper, TextExpressionMethods,
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, Page, PageRequest, PortError, Refused, UserId, Won};
use union::{
    Applicant, ApplicantFilter, ApplicantId, ApplicantList, ApplicantRepository, ApplicantStatus, NewApplicant,
    StatusChange, StatusCount, UnionConflict, UnionId, UnionTotals,
};

use crate::error::{pool_err, to_port, TxError};
use crate::models::applicant_row::ApplicantRow;
use crate::repos::scope::union_of;
use crate::repos::{audit, bigrams, contains_pattern};
use crate::schema::{applicant_status_changes, applicants, union_applicant_stats, union_co_gps, unions, users};
use crate::Pool;

/// A boxed WHERE clause over `applicants`, so the search can vary at run time while the query
/// can still be grouped.
type Predicate = Box<dyn BoxableExpression<applicants::table, Pg, SqlType = Bool>>;

#[derive(Clone)]
pub struct PgApplicants {
    pool: Pool,
}

impl PgApplicants {
    pub fn new(pool: Pool) -> Self {
        PgApplicants { pool }
    }
}

async fn applicant_row<C>(
    conn: &mut AsyncPgConnection,
    union: UnionId,
    id: ApplicantId,
    lock: bool,
) -> Result<ApplicantRow, TxError<C>> {
    let q = applicants::table
        .filter(applicants::id.eq(id.get()))
        .filter(applicants::union_id.eq(union.get()))
        .filter(applicants::deleted_at.is_null())
        .select(ApplicantRow::as_select());
    let r = if lock { q.for_update().first(conn).await } else { q.first(conn).await };
    r.map_err(TxError::not_found_or)
}

pub(crate) async fn record_change(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    applicant: i64,
    from: Option<ApplicantStatus>,
    to: ApplicantStatus,
) -> Result<(), diesel::result::Error> {
    diesel::insert_into(applicant_status_changes::table)
        .values((
            applicant_status_changes::applicant_id.eq(applicant),
            applicant_status_changes::from_status.eq(from.map(|s| s.code())),
            applicant_status_changes::to_status.eq(to.code()),
            applicant_status_changes::actor_user_id.eq(Some(actor.user_id.get())),
        ))
        .execute(conn)
        .await?;
    Ok(())
}

diesel::define_sql_function! {
    /// The union-keyed two-character pieces of an applicant's `search_text` (migration 000012),
    /// the expression of the `applicants_search_keys` index.
    fn applicant_search_keys(union_id: diesel::sql_types::BigInt, search_text: diesel::sql_types::Text)
        -> diesel::sql_types::Array<diesel::sql_types::Text>;
}

/// The search box over one union's live applicants: a phone number (digits, maybe with hyphens)
/// matches the stored digits; anything else matches the name or e-mail, ignoring case, through
/// `search_text` (lower(name) || ' ' || email), narrowed first by its union-keyed pieces.
///
/// Callers check the union against the actor's firm first (`list`, `export_batch`). A search
/// names only what its index needs (the keys carry the union's id; the phone index leads with
/// it): a firm condition here let the planner AND in the firm's index, 1.1 M entries for a firm
/// holding half the table (benchmarks.md).
fn search_predicate(actor: &Actor, union: UnionId, query: &str) -> Predicate {
    let query = query.trim();
    let in_union = applicants::union_id.eq(union.get());
    let live = applicants::deleted_at.is_null();
    let digits: String = query.chars().filter(char::is_ascii_digit).collect();
    if query.is_empty() {
        Box::new(in_union.and(applicants::company_id.eq(actor.company_id.get())).and(live))
    } else if digits.len() >= 3 && digits.len() == query.chars().filter(|c| *c != '-').count() {
        Box::new(in_union.and(live).and(applicants::phone.like(contains_pattern(&digits))))
    } else {
        let query = query.to_lowercase();
        let like = applicants::search_text.like(contains_pattern(&query));
        let keys: Vec<String> = bigrams(&query).into_iter().map(|p| format!("{}:{p}", union.get())).collect();
        if keys.is_empty() {
            // One character: no piece to look up, so the union's rows are read.
            Box::new(in_union.and(live).and(like))
        } else {
            let indexed = applicant_search_keys(applicants::union_id, applicants::search_text).contains(keys);
            Box::new(indexed.and(live).and(like))
        }
    }
}

/// The search plus the status tab.
fn filtered_predicate(actor: &Actor, union: UnionId, filter: &ApplicantFilter) -> Predicate {
    match filter.status {
        Some(s) => Box::new(search_predicate(actor, union, &filter.query).and(applicants::status.eq(s.code()))),
        None => search_predicate(actor, union, &filter.query),
    }
}

/// Counts for every status, zero where none.
fn status_counts_of<'a>(counts: impl Iterator<Item = (&'a str, i64)> + Clone) -> Vec<StatusCount> {
    ApplicantStatus::ALL
        .into_iter()
        .map(|s| StatusCount { status: s, count: counts.clone().filter(|(c, _)| *c == s.code()).map(|(_, n)| n).sum() })
        .collect()
}

/// The list's total: the counts of the status tab, or of all statuses.
fn total_of(counts: &[StatusCount], filter: &ApplicantFilter) -> i64 {
    counts.iter().filter(|c| filter.status.is_none_or(|s| s == c.status)).map(|c| c.count).sum()
}

/// A page of the list. Takes the connection shared, so it can be pipelined with other reads.
async fn page_rows(
    mut conn: &AsyncPgConnection,
    predicate: Predicate,
    page: PageRequest,
) -> Result<Vec<ApplicantRow>, PortError> {
    applicants::table
        .filter(predicate)
        .order((applicants::applied_at.desc(), applicants::id.desc()))
        .limit(page.limit())
        .offset(page.offset())
        .select(ApplicantRow::as_select())
        .load(&mut conn)
        .await
        .map_err(to_port)
}

/// Up to this many matches of a search are read once, narrow (about 40 bytes each), and counted
/// and paged in memory; a broader search (a single common letter) is counted and paged by the
/// database instead, which reads the matches twice more. ('김서' has 4,211 matches in the bench
/// union of 1,000,000.)
const NARROW_MATCHES: i64 = 10_000;

/// Counts per status, the total and the page of a search. Counting needs every match, so a
/// search normally reads its matches once (id, status, date) and takes the page from them,
/// rather than visiting them twice.
async fn searched_page(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    union: UnionId,
    filter: &ApplicantFilter,
    page: PageRequest,
) -> Result<(Vec<StatusCount>, i64, Vec<ApplicantRow>), PortError> {
    let mut matches: Vec<(i64, String, chrono::DateTime<Utc>)> = applicants::table
        .filter(search_predicate(actor, union, &filter.query))
        .select((applicants::id, applicants::status, applicants::applied_at))
        .limit(NARROW_MATCHES + 1)
        .load(conn)
        .await
        .map_err(to_port)?;
    if matches.len() as i64 > NARROW_MATCHES {
        let by_status: Vec<(String, i64)> = applicants::table
            .filter(search_predicate(actor, union, &filter.query))
            .group_by(applicants::status)
            .select((applicants::status, diesel::dsl::count_star()))
            .load(conn)
            .await
            .map_err(to_port)?;
        let counts = status_counts_of(by_status.iter().map(|(s, n)| (s.as_str(), *n)));
        let total = total_of(&counts, filter);
        return Ok((counts, total, page_rows(conn, filtered_predicate(actor, union, filter), page).await?));
    }
    let counts = status_counts_of(matches.iter().map(|(_, s, _)| (s.as_str(), 1)));
    let total = total_of(&counts, filter);
    matches.retain(|(_, s, _)| filter.status.is_none_or(|f| f.code() == s));
    // The list order: newest first, then the higher id.
    matches.sort_unstable_by(|a, b| b.2.cmp(&a.2).then(b.0.cmp(&a.0)));
    let ids: Vec<i64> = matches
        .iter()
        .skip(usize::try_from(page.offset()).unwrap_or(usize::MAX))
        .take(usize::try_from(page.limit()).unwrap_or(0))
        .map(|(id, _, _)| *id)
        .collect();
    let mut rows: Vec<ApplicantRow> = applicants::table
        .filter(applicants::id.eq_any(&ids))
        .select(ApplicantRow::as_select())
        .load(conn)
        .await
        .map_err(to_port)?;
    rows.sort_unstable_by_key(|r| ids.iter().position(|id| *id == r.id));
    Ok((counts, total, rows))
}

#[async_trait::async_trait]
impl ApplicantRepository for PgApplicants {
    #[tracing::instrument(skip(self, new))]
    async fn add(
        &self,
        actor: &Actor,
        union: UnionId,
        new: &NewApplicant,
        amount: Won,
    ) -> Result<Applicant, Refused<UnionConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let row = conn
            .transaction(async |conn| {
                union_of(conn, &actor, union, true).await?.status.check_editable().map_err(TxError::Conflict)?;
                let row: ApplicantRow = diesel::insert_into(applicants::table)
                    .values((
                        applicants::company_id.eq(actor.company_id.get()),
                        applicants::union_id.eq(union.get()),
                        applicants::name.eq(&new.name),
                        applicants::lp_type.eq(new.lp_type.code()),
                        applicants::unit_count.eq(new.unit_count),
                        applicants::amount.eq(amount.get()),
                        applicants::phone.eq(&new.phone),
                        applicants::email.eq(&new.email),
                    ))
                    .returning(ApplicantRow::as_returning())
                    .get_result(conn)
                    .await?;
                record_change(conn, &actor, row.id, None, ApplicantStatus::UnderReview).await?;
                let event = union::audit::applicant_created(union, ApplicantId(row.id), new, amount);
                audit::record(conn, &actor, event).await?;
                Ok::<_, TxError<UnionConflict>>(row)
            })
            .await?;
        Ok(row.try_into()?)
    }

    #[tracing::instrument(skip(self, new), fields(rows = new.len()))]
    async fn add_many(
        &self,
        actor: &Actor,
        union: UnionId,
        new: &[(NewApplicant, Won)],
    ) -> Result<usize, Refused<UnionConflict>> {
        // 8 bind parameters a row: 1,000 rows a statement stays far below PostgreSQL's 65,535.
        const CHUNK: usize = 1_000;
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            union_of(conn, &actor, union, true).await?.status.check_editable().map_err(TxError::Conflict)?;
            for chunk in new.chunks(CHUNK) {
                let rows: Vec<_> = chunk
                    .iter()
                    .map(|(a, amount)| {
                        (
                            applicants::company_id.eq(actor.company_id.get()),
                            applicants::union_id.eq(union.get()),
                            applicants::name.eq(&a.name),
                            applicants::lp_type.eq(a.lp_type.code()),
                            applicants::unit_count.eq(a.unit_count),
                            applicants::amount.eq(amount.get()),
                            applicants::phone.eq(&a.phone),
                            applicants::email.eq(&a.email),
                        )
                    })
                    .collect();
                let ids: Vec<i64> = diesel::insert_into(applicants::table)
                    .values(rows)
                    .returning(applicants::id)
                    .get_results(conn)
                    .await?;
                let history: Vec<_> = ids
                    .iter()
                    .map(|id| {
                        (
                            applicant_status_changes::applicant_id.eq(*id),
                            applicant_status_changes::to_status.eq(ApplicantStatus::UnderReview.code()),
                            applicant_status_changes::actor_user_id.eq(Some(actor.user_id.get())),
                        )
                    })
                    .collect();
                diesel::insert_into(applicant_status_changes::table).values(history).execute(conn).await?;
            }
            let total = Won::checked_sum(new.iter().map(|(_, a)| *a)).map_err(PortError::unexpected)?;
            audit::record(conn, &actor, union::audit::applicants_imported(union, new.len(), total)).await?;
            Ok::<_, TxError<UnionConflict>>(())
        })
        .await?;
        Ok(new.len())
    }

    #[tracing::instrument(skip(self))]
    async fn list(
        &self,
        actor: &Actor,
        union: UnionId,
        filter: &ApplicantFilter,
        page: PageRequest,
    ) -> Result<ApplicantList, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let searching = !filter.query.trim().is_empty();
        // Three independent reads sent together (diesel-async pipelines futures polled at once
        // on a shared connection): one round trip instead of three on the most-read tab. The
        // union's check still decides: for another firm's union it answers NotFound and the
        // other two answers are dropped (the page is filtered by the firm as well).
        let shared: &AsyncPgConnection = &conn;
        // The union's figures and its co-GP count.
        let head = unions::table
            .filter(unions::id.eq(union.get()))
            .filter(unions::company_id.eq(actor.company_id.get()))
            .filter(unions::deleted_at.is_null())
            .select((
                unions::unit_price,
                unions::unit_count,
                union_co_gps::table.filter(union_co_gps::union_id.eq(unions::id)).count().single_value(),
            ))
            .first::<(i64, i64, Option<i64>)>(&mut &*shared);
        // Per-status counts and amounts of the whole union, kept by triggers (no scan).
        let stats = union_applicant_stats::table
            .filter(union_applicant_stats::union_id.eq(union.get()))
            .select((
                union_applicant_stats::status,
                union_applicant_stats::applicant_count,
                union_applicant_stats::amount,
            ))
            .load::<(String, i64, i64)>(&mut &*shared);
        let plain_page = async {
            if searching {
                return Ok(None);
            }
            page_rows(shared, filtered_predicate(actor, union, filter), page).await.map(Some)
        };
        let (head, stats, plain_page) = futures_util::join!(head, stats, plain_page);
        let (unit_price, unit_count, co_gps) = head.map_err(to_port)?;
        let co_gps = co_gps.unwrap_or(0);
        let stats = stats.map_err(to_port)?;
        let (status_counts, total, rows) = match plain_page? {
            Some(rows) => {
                let counts = status_counts_of(stats.iter().map(|(s, n, _)| (s.as_str(), *n)));
                let total = total_of(&counts, filter);
                (counts, total, rows)
            }
            None => searched_page(&mut conn, actor, union, filter, page).await?,
        };
        let stats = stats
            .into_iter()
            .map(|(status, n, amount)| {
                let status = ApplicantStatus::parse(&status)
                    .ok_or_else(|| PortError::Unexpected(format!("applicant status {status:?}")))?;
                Ok((status, n, Won(amount)))
            })
            .collect::<Result<Vec<_>, PortError>>()?;
        let totals =
            UnionTotals::from_stats(Won(unit_price), unit_count, co_gps, stats).map_err(PortError::unexpected)?;
        let items = rows.into_iter().map(Applicant::try_from).collect::<Result<_, _>>()?;
        Ok(ApplicantList { page: Page::new(items, page, total), status_counts, totals })
    }

    #[tracing::instrument(skip(self, after))]
    async fn export_batch(
        &self,
        actor: &Actor,
        union: UnionId,
        filter: &ApplicantFilter,
        after: Option<&Applicant>,
        limit: i64,
    ) -> Result<Vec<Applicant>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        union_of(&mut conn, actor, union, false).await?;
        let mut q = applicants::table.filter(filtered_predicate(actor, union, filter)).into_boxed();
        if let Some(a) = after {
            // Rows after `a` in (applied_at DESC, id DESC) order, as a row comparison: the index
            // range starts right after `a`. (The same condition spelled with OR made each batch
            // walk past every row already exported: 100,000 rows took seconds.)
            q = q.filter(
                diesel::dsl::sql::<Bool>("(applicants.applied_at, applicants.id) < (")
                    .bind::<Timestamptz, _>(a.applied_at)
                    .sql(", ")
                    .bind::<BigInt, _>(a.id.get())
                    .sql(")"),
            );
        }
        let rows: Vec<ApplicantRow> = q
            .order((applicants::applied_at.desc(), applicants::id.desc()))
            .limit(limit)
            .select(ApplicantRow::as_select())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        rows.into_iter().map(Applicant::try_from).collect()
    }

    #[tracing::instrument(skip(self))]
    async fn get(
        &self,
        actor: &Actor,
        union: UnionId,
        id: ApplicantId,
    ) -> Result<(Applicant, Vec<StatusChange>), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        union_of(&mut conn, actor, union, false).await?;
        let row = applicant_row(&mut conn, union, id, false).await?;
        let history: Vec<(Option<String>, String, Option<i64>, Option<String>, chrono::DateTime<Utc>)> =
            applicant_status_changes::table
                .left_join(users::table.on(users::id.nullable().eq(applicant_status_changes::actor_user_id)))
                .filter(applicant_status_changes::applicant_id.eq(id.get()))
                .order((applicant_status_changes::changed_at.asc(), applicant_status_changes::id.asc()))
                .select((
                    applicant_status_changes::from_status,
                    applicant_status_changes::to_status,
                    applicant_status_changes::actor_user_id,
                    users::name.nullable(),
                    applicant_status_changes::changed_at,
                ))
                .load(&mut conn)
                .await
                .map_err(to_port)?;
        let history = history
            .into_iter()
            .map(|(from, to, by, name, at)| {
                Ok(StatusChange {
                    from: from.as_deref().and_then(ApplicantStatus::parse),
                    to: ApplicantStatus::parse(&to).ok_or_else(|| PortError::Unexpected(format!("status {to:?}")))?,
                    changed_by: by.map(UserId),
                    changed_by_name: name,
                    changed_at: at,
                })
            })
            .collect::<Result<_, PortError>>()?;
        Ok((row.try_into()?, history))
    }

    #[tracing::instrument(skip(self))]
    async fn change_status(
        &self,
        actor: &Actor,
        union: UnionId,
        id: ApplicantId,
        from: ApplicantStatus,
        to: ApplicantStatus,
    ) -> Result<Applicant, Refused<UnionConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let row = conn
            .transaction(async |conn| {
                union_of(conn, &actor, union, false).await?;
                let row = applicant_row(conn, union, id, true).await?;
                let current = ApplicantStatus::parse(&row.status)
                    .ok_or_else(|| PortError::Unexpected(format!("applicant status {:?}", row.status)))?;
                current.check_still(from).map_err(TxError::Conflict)?;
                let row: ApplicantRow = diesel::update(applicants::table.find(id.get()))
                    .set((applicants::status.eq(to.code()), applicants::updated_at.eq(Utc::now())))
                    .returning(ApplicantRow::as_returning())
                    .get_result(conn)
                    .await?;
                record_change(conn, &actor, id.get(), Some(from), to).await?;
                audit::record(conn, &actor, union::audit::applicant_status_changed(union, id, from, to)).await?;
                Ok::<_, TxError<UnionConflict>>(row)
            })
            .await?;
        Ok(row.try_into()?)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn bigrams_are_the_distinct_two_character_pieces() {
        assert_eq!(crate::repos::bigrams("김서연"), ["김서", "서연"]);
        assert_eq!(crate::repos::bigrams("aaa"), ["aa"]);
        assert!(crate::repos::bigrams("김").is_empty());
    }
}
