//! [`StartupNotes`] on PostgreSQL: a firm's opinions and bookmarks, every query keyed by the
//! actor's firm, so another firm's rows are never read, changed or even counted.

use chrono::{DateTime, Utc};
use company::{OpinionConflict, StartupCard, StartupId, StartupNotes, StartupOpinion};
use diesel::{ExpressionMethods, OptionalExtension, QueryDsl, SelectableHelper};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, Page, PageRequest, PortError, Refused, RichText};

use crate::error::{pool_err, to_port};
use crate::models::startup_row::CardRow;
use crate::repos::company::startups::{cards, company_facts};
use crate::schema::{startup_bookmarks, startup_opinions, startup_profiles, users};
use crate::Pool;

#[derive(Clone)]
pub struct PgStartupNotes {
    pool: Pool,
}

impl PgStartupNotes {
    pub fn new(pool: Pool) -> Self {
        PgStartupNotes { pool }
    }
}

/// `NotFound` unless a startup has this id: the notes' foreign keys would otherwise fail.
async fn startup_exists(conn: &mut AsyncPgConnection, id: StartupId) -> Result<(), PortError> {
    let n: i64 = startup_profiles::table
        .filter(startup_profiles::company_id.eq(id.get()))
        .count()
        .get_result(conn)
        .await
        .map_err(to_port)?;
    if n == 0 {
        return Err(PortError::NotFound);
    }
    Ok(())
}

async fn load_opinion(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    id: StartupId,
) -> Result<Option<StartupOpinion>, PortError> {
    let row: Option<(String, String, DateTime<Utc>, DateTime<Utc>)> = startup_opinions::table
        .inner_join(users::table)
        .filter(startup_opinions::company_id.eq(actor.company_id.get()))
        .filter(startup_opinions::startup_id.eq(id.get()))
        .select((startup_opinions::body, users::name, startup_opinions::created_at, startup_opinions::updated_at))
        .first(conn)
        .await
        .optional()
        .map_err(to_port)?;
    Ok(row.map(|(body, author_name, created_at, updated_at)| StartupOpinion {
        html: RichText::from_stored(body),
        author_name,
        created_at,
        updated_at,
    }))
}

fn written(found: Option<StartupOpinion>) -> Result<StartupOpinion, Refused<OpinionConflict>> {
    found.ok_or(Refused::Port(PortError::Unexpected("opinion written but not read back".into())))
}

#[async_trait::async_trait]
impl StartupNotes for PgStartupNotes {
    async fn opinion(&self, actor: &Actor, startup: StartupId) -> Result<Option<StartupOpinion>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        startup_exists(&mut conn, startup).await?;
        load_opinion(&mut conn, actor, startup).await
    }

    async fn create_opinion(
        &self,
        actor: &Actor,
        startup: StartupId,
        html: &RichText,
    ) -> Result<StartupOpinion, Refused<OpinionConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        startup_exists(&mut conn, startup).await?;
        // The primary key (firm, startup) is the one-opinion rule: a second create, even a
        // concurrent one, inserts nothing.
        let inserted = diesel::insert_into(startup_opinions::table)
            .values((
                startup_opinions::company_id.eq(actor.company_id.get()),
                startup_opinions::startup_id.eq(startup.get()),
                startup_opinions::body.eq(html.as_str()),
                startup_opinions::author_id.eq(actor.user_id.get()),
            ))
            .on_conflict_do_nothing()
            .execute(&mut conn)
            .await
            .map_err(to_port)?;
        if inserted == 0 {
            return Err(Refused::Conflict(OpinionConflict::AlreadyWritten));
        }
        written(load_opinion(&mut conn, actor, startup).await?)
    }

    async fn update_opinion(
        &self,
        actor: &Actor,
        startup: StartupId,
        html: &RichText,
    ) -> Result<StartupOpinion, Refused<OpinionConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        startup_exists(&mut conn, startup).await?;
        let updated = diesel::update(
            startup_opinions::table
                .filter(startup_opinions::company_id.eq(actor.company_id.get()))
                .filter(startup_opinions::startup_id.eq(startup.get())),
        )
        .set((
            startup_opinions::body.eq(html.as_str()),
            startup_opinions::author_id.eq(actor.user_id.get()),
            startup_opinions::updated_at.eq(diesel::dsl::now),
        ))
        .execute(&mut conn)
        .await
        .map_err(to_port)?;
        if updated == 0 {
            return Err(Refused::Conflict(OpinionConflict::NotWritten));
        }
        written(load_opinion(&mut conn, actor, startup).await?)
    }

    async fn delete_opinion(&self, actor: &Actor, startup: StartupId) -> Result<(), Refused<OpinionConflict>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        startup_exists(&mut conn, startup).await?;
        let deleted = diesel::delete(
            startup_opinions::table
                .filter(startup_opinions::company_id.eq(actor.company_id.get()))
                .filter(startup_opinions::startup_id.eq(startup.get())),
        )
        .execute(&mut conn)
        .await
        .map_err(to_port)?;
        if deleted == 0 {
            return Err(Refused::Conflict(OpinionConflict::NotWritten));
        }
        Ok(())
    }

    async fn set_bookmark(&self, actor: &Actor, startup: StartupId, on: bool) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        startup_exists(&mut conn, startup).await?;
        let firm = actor.company_id.get();
        if on {
            diesel::insert_into(startup_bookmarks::table)
                .values((startup_bookmarks::company_id.eq(firm), startup_bookmarks::startup_id.eq(startup.get())))
                .on_conflict_do_nothing()
                .execute(&mut conn)
                .await
                .map_err(to_port)?;
        } else {
            diesel::delete(
                startup_bookmarks::table
                    .filter(startup_bookmarks::company_id.eq(firm))
                    .filter(startup_bookmarks::startup_id.eq(startup.get())),
            )
            .execute(&mut conn)
            .await
            .map_err(to_port)?;
        }
        Ok(())
    }

    async fn is_bookmarked(&self, actor: &Actor, startup: StartupId) -> Result<bool, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        startup_exists(&mut conn, startup).await?;
        let n: i64 = startup_bookmarks::table
            .filter(startup_bookmarks::company_id.eq(actor.company_id.get()))
            .filter(startup_bookmarks::startup_id.eq(startup.get()))
            .count()
            .get_result(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(n > 0)
    }

    async fn bookmarks(&self, actor: &Actor, page: PageRequest) -> Result<Page<StartupCard>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let firm = actor.company_id.get();
        let total: i64 = startup_bookmarks::table
            .filter(startup_bookmarks::company_id.eq(firm))
            .count()
            .get_result(&mut conn)
            .await
            .map_err(to_port)?;
        let rows: Vec<CardRow> = startup_bookmarks::table
            .inner_join(startup_profiles::table)
            .filter(startup_bookmarks::company_id.eq(firm))
            .order((startup_bookmarks::created_at.desc(), startup_bookmarks::startup_id.desc()))
            .offset(page.offset())
            .limit(page.limit())
            .select(CardRow::as_select())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let ids: Vec<i64> = rows.iter().map(|r| r.company_id).collect();
        let facts = company_facts(&mut conn, &ids).await?;
        Ok(Page::new(cards(rows, &facts)?, page, total))
    }
}
