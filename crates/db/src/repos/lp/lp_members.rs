//! [`LpMemberRepository`] on PostgreSQL: a firm's LP records and matching them to applications.

use chrono::{DateTime, Utc};
use diesel::dsl::{count, sum};
use diesel::sql_types::{Nullable, Numeric};
use diesel::{
    AggregateExpressionMethods, ExpressionMethods, PgArrayExpressionMethods, PgTextExpressionMethods, QueryDsl,
    Queryable, Selectable, SelectableHelper, TextExpressionMethods,
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, Page, PageRequest, PortError, Refused, Won};
use lp::{
    LpApplication, LpConflict, LpGroupId, LpMember, LpMemberChange, LpMemberDetail, LpMemberFilter, LpMemberId,
    LpMemberInput, LpMemberRepository, LpMemberSummary, MatchingApplicant, MatchingUnion,
};
use union::{ApplicantId, ApplicantStatus, UnionId, UnionStatus};

use crate::error::{pool_err, to_port, FromConstraint, TxError};
use crate::models::lp_row::LpMemberRow;
use crate::repos::scope::union_of;
use crate::repos::{audit, bigrams, contains_pattern};
use crate::schema::{applicants, lp_group_members, lp_groups, lp_member_stats, lp_members, unions};
use crate::Pool;

/// A union offered when matching a member to an application.
#[derive(Queryable, Selectable)]
#[diesel(table_name = unions, check_for_backend(diesel::pg::Pg))]
struct MatchingUnionRow {
    id: i64,
    name: String,
    unique_number: Option<String>,
    status: String,
}

/// An application offered when matching, with the member it is matched to, if any.
#[derive(Queryable, Selectable)]
#[diesel(table_name = applicants, check_for_backend(diesel::pg::Pg))]
struct MatchingApplicantRow {
    id: i64,
    name: String,
    email: String,
    amount: i64,
    lp_member_id: Option<i64>,
}

#[derive(Clone)]
pub struct PgLpMembers {
    pool: Pool,
}

impl PgLpMembers {
    pub fn new(pool: Pool) -> Self {
        PgLpMembers { pool }
    }
}

diesel::define_sql_function! {
    /// PostgreSQL's `int8(numeric)`: the sum of a bigint column (a numeric) back to a bigint.
    fn int8(x: Nullable<Numeric>) -> Nullable<BigInt>;
}

/// The live LP `id` of the actor's firm.
pub(crate) async fn member_row<C>(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    id: LpMemberId,
) -> Result<LpMemberRow, TxError<C>> {
    lp_members::table
        .filter(lp_members::id.eq(id.get()))
        .filter(lp_members::company_id.eq(actor.company_id.get()))
        .filter(lp_members::deleted_at.is_null())
        .select(LpMemberRow::as_select())
        .first(conn)
        .await
        .map_err(TxError::not_found_or)
}

impl FromConstraint for LpConflict {
    fn from_constraint(name: &str) -> Option<Self> {
        match name {
            "lp_members_company_email_key" => Some(LpConflict::EmailTaken),
            "applicants_union_lp_member_key" => Some(LpConflict::AlreadyApplied),
            _ => None,
        }
    }
}

fn unexpected_status(s: &str) -> PortError {
    PortError::Unexpected(format!("status {s:?}"))
}

#[async_trait::async_trait]
impl LpMemberRepository for PgLpMembers {
    #[tracing::instrument(skip(self))]
    async fn list(
        &self,
        actor: &Actor,
        filter: &LpMemberFilter,
        page: PageRequest,
    ) -> Result<Page<LpMemberSummary>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let base = || {
            let mut q = lp_members::table
                .filter(lp_members::company_id.eq(actor.company_id.get()))
                .filter(lp_members::deleted_at.is_null())
                .into_boxed();
            if let Some(s) = filter.status {
                q = q.filter(lp_members::status.eq(s.code()));
            }
            let text = filter.query.trim().to_lowercase();
            if !text.is_empty() {
                // The two-character pieces find the candidates through the GIN index; LIKE keeps
                // only those with the pieces in order (one character reads the firm's rows).
                let pieces = bigrams(&text);
                if !pieces.is_empty() {
                    q = q.filter(lp_members::search_bigrams.contains(pieces));
                }
                q = q.filter(lp_members::search_text.like(contains_pattern(&text)));
            }
            q
        };
        // The total and the page are independent, so they are sent together (pipelined on one
        // connection). Without a search the total comes from the counts kept per firm and
        // status (lp_member_stats), not from the firm's rows.
        let shared: &AsyncPgConnection = &conn;
        let total = async {
            if !filter.query.trim().is_empty() {
                return base().count().get_result::<i64>(&mut &*shared).await;
            }
            let kept: Vec<(String, i64)> = lp_member_stats::table
                .filter(lp_member_stats::company_id.eq(actor.company_id.get()))
                .select((lp_member_stats::status, lp_member_stats::member_count))
                .load(&mut &*shared)
                .await?;
            Ok(kept.iter().filter(|(s, _)| filter.status.is_none_or(|f| f.code() == s.as_str())).map(|(_, n)| n).sum())
        };
        let rows = base()
            .order((lp_members::created_at.desc(), lp_members::id.desc()))
            .offset(page.offset())
            .limit(page.limit())
            .select(LpMemberRow::as_select())
            .load::<LpMemberRow>(&mut &*shared);
        let (total, rows) = futures_util::join!(total, rows);
        let (total, rows) = (total.map_err(to_port)?, rows.map_err(to_port)?);
        let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
        // In the query builder rather than SQL text: diesel keeps it as a prepared statement,
        // where an `sql_query` is parsed and planned again at every page (55% more database
        // time per LP-list request than the same statements prepared, stop 7).
        let sums: Vec<(Option<i64>, i64, Option<i64>)> = applicants::table
            .inner_join(unions::table)
            .filter(applicants::lp_member_id.eq_any(&ids))
            .filter(applicants::deleted_at.is_null())
            .filter(unions::deleted_at.is_null())
            .group_by(applicants::lp_member_id)
            .select((
                applicants::lp_member_id,
                count(applicants::union_id).aggregate_distinct(),
                int8(sum(applicants::amount)),
            ))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let items = rows
            .into_iter()
            .map(|r| {
                let s = sums.iter().find(|(lp, _, _)| *lp == Some(r.id));
                Ok(LpMemberSummary {
                    union_count: s.map_or(0, |s| s.1),
                    committed: Won(s.and_then(|s| s.2).unwrap_or(0)),
                    member: r.try_into()?,
                })
            })
            .collect::<Result<Vec<_>, PortError>>()?;
        Ok(Page::new(items, page, total))
    }

    async fn get(&self, actor: &Actor, id: LpMemberId) -> Result<LpMemberDetail, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let member: LpMember = member_row(&mut conn, actor, id).await?.try_into()?;
        let groups: Vec<(i64, String)> = lp_group_members::table
            .inner_join(lp_groups::table)
            .filter(lp_group_members::lp_member_id.eq(id.get()))
            .filter(lp_groups::deleted_at.is_null())
            .order(lp_groups::name.asc())
            .select((lp_groups::id, lp_groups::name))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        type AppRow = (i64, i64, String, String, i64, i64, String, i32, DateTime<Utc>);
        let apps: Vec<AppRow> = applicants::table
            .inner_join(unions::table)
            .filter(applicants::lp_member_id.eq(id.get()))
            .filter(applicants::deleted_at.is_null())
            .filter(unions::deleted_at.is_null())
            .order((applicants::applied_at.desc(), applicants::id.desc()))
            .select((
                applicants::id,
                unions::id,
                unions::name,
                unions::status,
                applicants::unit_count,
                applicants::amount,
                applicants::status,
                applicants::document_count,
                applicants::applied_at,
            ))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let applications = apps
            .into_iter()
            .map(|(a, u, name, ustatus, units, amount, status, docs, at)| {
                Ok(LpApplication {
                    applicant_id: ApplicantId(a),
                    union_id: UnionId(u),
                    union_name: name,
                    union_status: UnionStatus::parse(&ustatus).ok_or_else(|| unexpected_status(&ustatus))?,
                    unit_count: units,
                    amount: Won(amount),
                    status: ApplicantStatus::parse(&status).ok_or_else(|| unexpected_status(&status))?,
                    document_count: i64::from(docs),
                    applied_at: at,
                })
            })
            .collect::<Result<Vec<_>, PortError>>()?;
        Ok(LpMemberDetail {
            member,
            groups: groups.into_iter().map(|(g, n)| (LpGroupId(g), n)).collect(),
            applications,
        })
    }

    async fn create(&self, actor: &Actor, input: &LpMemberInput) -> Result<LpMember, Refused<LpConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let row = conn
            .transaction(async |conn| {
                let row: LpMemberRow = diesel::insert_into(lp_members::table)
                    .values((
                        lp_members::company_id.eq(actor.company_id.get()),
                        lp_members::name.eq(&input.name),
                        lp_members::lp_type.eq(input.lp_type.code()),
                        lp_members::phone.eq(&input.phone),
                        lp_members::email.eq(&input.email),
                        lp_members::note.eq(&input.note),
                    ))
                    .returning(LpMemberRow::as_returning())
                    .get_result(conn)
                    .await?;
                audit::record(conn, &actor, lp::audit::member_created(LpMemberId(row.id), input)).await?;
                Ok::<_, TxError<LpConflict>>(row)
            })
            .await?;
        Ok(row.try_into()?)
    }

    async fn change(&self, actor: &Actor, id: LpMemberId, change: &LpMemberChange) -> Result<LpMember, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let row = conn
            .transaction(async |conn| {
                let before = member_row(conn, &actor, id).await?;
                let row: LpMemberRow = diesel::update(lp_members::table.find(id.get()))
                    .set((
                        lp_members::status.eq(change.status.code()),
                        lp_members::note.eq(&change.note),
                        lp_members::updated_at.eq(Utc::now()),
                    ))
                    .returning(LpMemberRow::as_returning())
                    .get_result(conn)
                    .await?;
                let event = lp::audit::member_updated(id, &before.status, &before.note, change);
                audit::record(conn, &actor, event).await?;
                Ok::<_, TxError>(row)
            })
            .await?;
        row.try_into()
    }

    async fn matching_unions(&self, actor: &Actor, query: &str) -> Result<Vec<MatchingUnion>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<MatchingUnionRow> = unions::table
            .filter(unions::company_id.eq(actor.company_id.get()))
            .filter(unions::deleted_at.is_null())
            .filter(unions::name.ilike(contains_pattern(query)))
            .order((unions::created_at.desc(), unions::id.desc()))
            .limit(100)
            .select(MatchingUnionRow::as_select())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        rows.into_iter()
            .map(|r| {
                Ok(MatchingUnion {
                    id: UnionId(r.id),
                    status: UnionStatus::parse(&r.status).ok_or_else(|| unexpected_status(&r.status))?,
                    name: r.name,
                    unique_number: r.unique_number,
                })
            })
            .collect()
    }

    async fn matching_applicants(
        &self,
        actor: &Actor,
        union: UnionId,
        query: &str,
    ) -> Result<Vec<MatchingApplicant>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        union_of(&mut conn, actor, union, false).await?;
        let rows: Vec<MatchingApplicantRow> = applicants::table
            .filter(applicants::union_id.eq(union.get()))
            .filter(applicants::deleted_at.is_null())
            .filter(applicants::search_text.like(contains_pattern(&query.to_lowercase())))
            .order((applicants::applied_at.desc(), applicants::id.desc()))
            .limit(100)
            .select(MatchingApplicantRow::as_select())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(rows
            .into_iter()
            .map(|r| MatchingApplicant {
                id: ApplicantId(r.id),
                name: r.name,
                email: r.email,
                amount: Won(r.amount),
                matched_to: r.lp_member_id.map(LpMemberId),
            })
            .collect())
    }

    async fn match_applicant(
        &self,
        actor: &Actor,
        id: LpMemberId,
        applicant: ApplicantId,
    ) -> Result<(), Refused<LpConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            member_row(conn, &actor, id).await?;
            let current: Option<i64> = applicants::table
                .inner_join(unions::table)
                .filter(applicants::id.eq(applicant.get()))
                .filter(applicants::company_id.eq(actor.company_id.get()))
                .filter(applicants::deleted_at.is_null())
                .filter(unions::deleted_at.is_null())
                .select(applicants::lp_member_id)
                .for_update()
                .first(conn)
                .await
                .map_err(TxError::not_found_or)?;
            match current {
                Some(m) if m == id.get() => return Ok(()),
                Some(_) => return Err(TxError::Conflict(LpConflict::ApplicantMatched)),
                None => {}
            }
            diesel::update(applicants::table.find(applicant.get()))
                .set((applicants::lp_member_id.eq(id.get()), applicants::updated_at.eq(Utc::now())))
                .execute(conn)
                .await?;
            audit::record(conn, &actor, lp::audit::member_matched(id, applicant)).await?;
            Ok::<_, TxError<LpConflict>>(())
        })
        .await
        .map_err(Refused::from)
    }

    async fn unmatch_applicant(&self, actor: &Actor, id: LpMemberId, applicant: ApplicantId) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            let n = diesel::update(
                applicants::table
                    .filter(applicants::id.eq(applicant.get()))
                    .filter(applicants::lp_member_id.eq(id.get()))
                    .filter(applicants::company_id.eq(actor.company_id.get()))
                    .filter(applicants::deleted_at.is_null()),
            )
            .set((applicants::lp_member_id.eq(None::<i64>), applicants::updated_at.eq(Utc::now())))
            .execute(conn)
            .await?;
            if n == 0 {
                return Err(TxError::Port(PortError::NotFound));
            }
            audit::record(conn, &actor, lp::audit::member_unmatched(id, applicant)).await?;
            Ok::<_, TxError>(())
        })
        .await
        .map_err(PortError::from)
    }
}
