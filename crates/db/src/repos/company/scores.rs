//! Score adjustments and the score history on PostgreSQL (the adapters of `FactChecks` and
//! `StartupEdits` call in here; the profile reads both pipelined).

use chrono::{DateTime, NaiveDate, Utc};
use company::{NewScoreAdjustment, ScoreAdjustment, ScoreAxis, ScorePoint, StartupId};
use diesel::sql_types::{BigInt, Int4, SmallInt, Text, Timestamptz};
use diesel::{ExpressionMethods, QueryDsl};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, PortError};

use crate::error::to_port;
use crate::repos::kept;
use crate::schema::{startup_profiles, startup_score_adjustments, startup_score_history, users};

#[derive(diesel::QueryableByName)]
struct AdjustmentRow {
    #[diesel(sql_type = Text)]
    axis: String,
    #[diesel(sql_type = Int4)]
    points: i32,
    #[diesel(sql_type = Text)]
    reason: String,
    #[diesel(sql_type = Text)]
    checker_name: String,
    #[diesel(sql_type = Timestamptz)]
    adjusted_at: DateTime<Utc>,
}

/// The adjustments in force: the latest of each axis, unless it returned the axis to 0.
pub(crate) async fn adjustments_of(conn: &AsyncPgConnection, id: StartupId) -> Result<Vec<ScoreAdjustment>, PortError> {
    let rows: Vec<AdjustmentRow> = kept(
        diesel::sql_query(
            "SELECT * FROM (SELECT DISTINCT ON (axis) axis, points, reason, checker_name, adjusted_at \
         FROM startup_score_adjustments WHERE company_id = $1 ORDER BY axis, adjusted_at DESC, id DESC) latest \
         WHERE points <> 0",
        )
        .bind::<BigInt, _>(id.get()),
    )
    .load(&mut &*conn)
    .await
    .map_err(to_port)?;
    let mut out: Vec<ScoreAdjustment> = rows
        .into_iter()
        .map(|r| {
            Ok(ScoreAdjustment {
                axis: ScoreAxis::parse(&r.axis)
                    .ok_or_else(|| PortError::Unexpected(format!("stored axis {:?}", r.axis)))?,
                points: r.points,
                reason: r.reason,
                checker_name: r.checker_name,
                at: r.adjusted_at,
            })
        })
        .collect::<Result<_, PortError>>()?;
    out.sort_by_key(|a| ScoreAxis::ALL.iter().position(|x| *x == a.axis));
    Ok(out)
}

/// The total's history, oldest first.
pub(crate) async fn score_history_of(conn: &AsyncPgConnection, id: StartupId) -> Result<Vec<ScorePoint>, PortError> {
    let rows: Vec<(NaiveDate, i16)> = startup_score_history::table
        .filter(startup_score_history::company_id.eq(id.get()))
        .order(startup_score_history::scored_on.asc())
        .select((startup_score_history::scored_on, startup_score_history::total))
        .load(&mut &*conn)
        .await
        .map_err(to_port)?;
    rows.into_iter()
        .map(|(on, total)| {
            let total = u8::try_from(total).map_err(|_| PortError::Unexpected(format!("stored total {total}")))?;
            Ok(ScorePoint { on, total })
        })
        .collect()
}

/// Appends an adjustment by `actor`; `NotFound` when the startup has no profile.
pub(crate) async fn adjust(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    id: StartupId,
    a: &NewScoreAdjustment,
) -> Result<(), PortError> {
    conn.transaction(async |conn| {
        let exists: i64 =
            startup_profiles::table.filter(startup_profiles::company_id.eq(id.get())).count().get_result(conn).await?;
        if exists == 0 {
            return Err(diesel::result::Error::NotFound);
        }
        let checker: String =
            users::table.filter(users::id.eq(actor.user_id.get())).select(users::name).first(conn).await?;
        diesel::insert_into(startup_score_adjustments::table)
            .values((
                startup_score_adjustments::company_id.eq(id.get()),
                startup_score_adjustments::axis.eq(a.axis.code()),
                startup_score_adjustments::points.eq(a.points),
                startup_score_adjustments::reason.eq(&a.reason),
                startup_score_adjustments::checker_id.eq(actor.user_id.get()),
                startup_score_adjustments::checker_name.eq(checker),
            ))
            .execute(conn)
            .await?;
        Ok(())
    })
    .await
    .map_err(to_port)
}

#[derive(diesel::QueryableByName)]
struct ScoredOnRow {
    #[diesel(sql_type = diesel::sql_types::Date)]
    scored_on: NaiveDate,
}

/// Today's point (Korean time) of the score history, replacing the day's earlier one.
pub(crate) async fn record(conn: &mut AsyncPgConnection, id: StartupId, total: u8) -> Result<ScorePoint, PortError> {
    let stored: ScoredOnRow = diesel::sql_query(
        "INSERT INTO startup_score_history (company_id, scored_on, total) \
         VALUES ($1, (now() AT TIME ZONE 'Asia/Seoul')::date, $2) \
         ON CONFLICT (company_id, scored_on) DO UPDATE SET total = EXCLUDED.total RETURNING scored_on",
    )
    .bind::<BigInt, _>(id.get())
    .bind::<SmallInt, _>(i16::from(total))
    .get_result(conn)
    .await
    .map_err(to_port)?;
    Ok(ScorePoint { on: stored.scored_on, total })
}
