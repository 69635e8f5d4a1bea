//! [`StartupNotes`] on PostgreSQL: a firm's opinions and bookmarks, every query keyed by the
//! actor's firm, so another firm's rows are never read, changed or even counted.

use chrono::{DateTime, Utc};
use company::{
    OpinionConflict, SavedSearch, SavedSearchId, StartupCard, StartupFilterDraft, StartupId, StartupNotes,
    StartupOpinion,
};
use diesel::{ExpressionMethods, OptionalExtension, QueryDsl, SelectableHelper};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, Page, PageRequest, PortError, Refused, RichText};

use crate::error::{pool_err, to_port};
use crate::models::startup_row::CardRow;
use crate::repos::company::startups::{cards, company_facts};
use crate::schema::{startup_bookmarks, startup_opinions, startup_profiles, startup_saved_searches, users};
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

/// The filters as stored: the wire's names, so a saved search reads like the query it was.
fn filters_json(f: &StartupFilterDraft) -> serde_json::Value {
    serde_json::json!({
        "q": f.name,
        "industries": f.industries,
        "regions": f.regions,
        "sales_min": f.sales_min,
        "sales_max": f.sales_max,
        "investment_min": f.investment_min,
        "investment_max": f.investment_max,
        "founded_from": f.founded_from,
        "founded_to": f.founded_to,
        "tips": f.tips,
        "venture": f.venture,
        "incubated": f.incubated,
        "follow_on": f.follow_on,
    })
}

/// The stored filters back (what [`filters_json`] wrote; a missing key is no filter).
fn filters_of(v: &serde_json::Value) -> StartupFilterDraft {
    let text = |k: &str| v.get(k).and_then(serde_json::Value::as_str).map(str::to_string);
    let int = |k: &str| v.get(k).and_then(serde_json::Value::as_i64);
    let flag = |k: &str| v.get(k).and_then(serde_json::Value::as_bool).unwrap_or(false);
    let list = |k: &str| -> Vec<String> {
        v.get(k)
            .and_then(serde_json::Value::as_array)
            .map(|a| a.iter().filter_map(|c| c.as_str().map(str::to_string)).collect())
            .unwrap_or_default()
    };
    let date = |k: &str| text(k).and_then(|d| chrono::NaiveDate::parse_from_str(&d, "%Y-%m-%d").ok());
    StartupFilterDraft {
        name: text("q"),
        industries: list("industries"),
        regions: list("regions"),
        sales_min: int("sales_min"),
        sales_max: int("sales_max"),
        investment_min: int("investment_min"),
        investment_max: int("investment_max"),
        founded_from: date("founded_from"),
        founded_to: date("founded_to"),
        tips: flag("tips"),
        venture: flag("venture"),
        incubated: flag("incubated"),
        follow_on: flag("follow_on"),
    }
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

    async fn save_search(&self, actor: &Actor, filter: &StartupFilterDraft) -> Result<SavedSearchId, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let id: i64 = diesel::insert_into(startup_saved_searches::table)
            .values((
                startup_saved_searches::company_id.eq(actor.company_id.get()),
                startup_saved_searches::user_id.eq(actor.user_id.get()),
                startup_saved_searches::filters.eq(filters_json(filter)),
            ))
            .returning(startup_saved_searches::id)
            .get_result(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(SavedSearchId(id))
    }

    async fn saved_search(&self, actor: &Actor, id: SavedSearchId) -> Result<SavedSearch, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let (filters, created_at): (serde_json::Value, DateTime<Utc>) = startup_saved_searches::table
            .filter(startup_saved_searches::id.eq(id.get()))
            .filter(startup_saved_searches::company_id.eq(actor.company_id.get()))
            .select((startup_saved_searches::filters, startup_saved_searches::created_at))
            .first(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(SavedSearch { id, filter: filters_of(&filters), created_at })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saved_filters_read_back_as_they_were() {
        let f = StartupFilterDraft {
            name: Some("로보".into()),
            industries: vec!["ict_service".into(), "game".into()],
            regions: vec!["SD09".into()],
            sales_min: Some(100_000_000),
            investment_max: Some(5_000_000_000),
            founded_from: chrono::NaiveDate::from_ymd_opt(2020, 1, 1),
            tips: true,
            follow_on: true,
            ..StartupFilterDraft::default()
        };
        assert_eq!(filters_of(&filters_json(&f)), f);
        assert_eq!(filters_of(&serde_json::json!({})), StartupFilterDraft::default());
    }
}
