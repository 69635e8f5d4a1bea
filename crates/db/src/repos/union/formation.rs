//! The formation checklist's rows and the data tab's file counts behind it.

use chrono::{NaiveDate, Utc};
use diesel::prelude::*;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, FieldError, PortError, Refused, UserId};
use union::{
    Checklist, FileCategory, FormationRead, FormationRefusal, FormationRepository, FormationStep, StepRecord,
    StepUpdate, UnionId,
};

use super::unions::PgUnions;
use crate::error::{pool_err, FromConstraint, TxError};
use crate::repos::audit;
use crate::repos::scope::union_of;
use crate::schema::{union_files, union_formation_steps as steps, users};

impl FromConstraint for FormationRefusal {
    fn from_constraint(_: &str) -> Option<Self> {
        None
    }
}

type Row = (String, Option<NaiveDate>, Option<NaiveDate>, Option<i64>, String, Option<String>);

async fn stored(conn: &mut AsyncPgConnection, union: UnionId) -> Result<Vec<StepRecord>, diesel::result::Error> {
    let rows: Vec<Row> = steps::table
        .left_join(users::table.on(users::id.nullable().eq(steps::owner_user_id)))
        .filter(steps::union_id.eq(union.get()))
        .select((steps::step, steps::done_on, steps::due_on, steps::owner_user_id, steps::note, users::name.nullable()))
        .load(conn)
        .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(step, done_on, due_on, owner, note, owner_name)| {
            Some(StepRecord {
                step: FormationStep::parse(&step)?,
                update: StepUpdate { done_on, due_on, owner: owner.map(UserId), note },
                owner_name,
            })
        })
        .collect())
}

async fn read(conn: &mut AsyncPgConnection, union: UnionId) -> Result<FormationRead, diesel::result::Error> {
    let checklist = Checklist::from_stored(stored(conn, union).await?);
    let counts: Vec<(String, i64)> = union_files::table
        .filter(union_files::union_id.eq(union.get()))
        .group_by(union_files::category)
        .select((union_files::category, diesel::dsl::count_star()))
        .load(conn)
        .await?;
    let documents = counts.into_iter().filter_map(|(c, n)| Some((FileCategory::parse(&c)?, n))).collect();
    Ok(FormationRead { checklist, documents })
}

#[async_trait::async_trait]
impl FormationRepository for PgUnions {
    #[tracing::instrument(skip(self))]
    async fn formation(&self, actor: &Actor, union: UnionId) -> Result<FormationRead, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let r = conn
            .transaction(async |conn| {
                union_of(conn, &actor, union, false).await?;
                Ok::<_, TxError>(read(conn, union).await?)
            })
            .await?;
        Ok(r)
    }

    #[tracing::instrument(skip(self, update))]
    async fn save_step(
        &self,
        actor: &Actor,
        union: UnionId,
        step: FormationStep,
        update: &StepUpdate,
        today: NaiveDate,
    ) -> Result<(), Refused<FormationRefusal>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let update = update.clone();
        conn.transaction(async |conn| {
            // Locked, so two edits of the checklist are judged one after the other.
            let gate = union_of(conn, &actor, union, true).await?;
            gate.status.check_editable().map_err(|c| TxError::Conflict(FormationRefusal::Union(c)))?;
            let checklist = Checklist::from_stored(stored(conn, union).await?);
            checklist
                .check_update(step, &update, today)
                .map_err(|e| TxError::Conflict(FormationRefusal::Invalid(e)))?;
            if let Some(owner) = update.owner {
                let member: i64 = users::table
                    .filter(users::id.eq(owner.get()))
                    .filter(users::company_id.eq(actor.company_id.get()))
                    .count()
                    .get_result(conn)
                    .await?;
                if member == 0 {
                    return Err(TxError::Conflict(FormationRefusal::Invalid(vec![FieldError::new(
                        "owner_user_id",
                        union::formation::MSG_OWNER_NOT_MEMBER,
                    )])));
                }
            }
            let before = checklist.record(step).map(|r| r.update.done_on);
            diesel::insert_into(steps::table)
                .values((
                    steps::union_id.eq(union.get()),
                    steps::step.eq(step.code()),
                    steps::done_on.eq(update.done_on),
                    steps::due_on.eq(update.due_on),
                    steps::owner_user_id.eq(update.owner.map(|u| u.get())),
                    steps::note.eq(&update.note),
                    steps::updated_by.eq(actor.user_id.get()),
                    steps::updated_at.eq(Utc::now()),
                ))
                .on_conflict((steps::union_id, steps::step))
                .do_update()
                .set((
                    steps::done_on.eq(update.done_on),
                    steps::due_on.eq(update.due_on),
                    steps::owner_user_id.eq(update.owner.map(|u| u.get())),
                    steps::note.eq(&update.note),
                    steps::updated_by.eq(actor.user_id.get()),
                    steps::updated_at.eq(Utc::now()),
                ))
                .execute(conn)
                .await?;
            let event = union::audit::formation_step_updated(union, step, before.flatten(), &update);
            audit::record(conn, &actor, event).await?;
            Ok::<_, TxError<FormationRefusal>>(())
        })
        .await?;
        Ok(())
    }
}
