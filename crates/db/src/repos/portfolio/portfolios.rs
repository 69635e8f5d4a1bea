//! [`PortfolioRepository`] on PostgreSQL: every portfolio carries its firm and every read and
//! write filters on it, so another firm's portfolio is simply not found. Writes are audited in
//! the same transaction.

use chrono::{DateTime, Utc};
use company::StartupId;
use diesel::{
    BoolExpressionMethods, ExpressionMethods, JoinOnDsl, NullableExpressionMethods, OptionalExtension, QueryDsl,
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, PortError, Refused, RichText};
use portfolio::model::{ItemEdit, PdfTarget};
use portfolio::ports::{PortfolioRepository, UnknownStartup};
use portfolio::{Portfolio, PortfolioId, PortfolioItem, PortfolioItemId, PortfolioSummary};

use crate::error::{pool_err, to_port, FromConstraint, TxError};
use crate::repos::audit;
use crate::schema::{companies, portfolio_items, portfolios, users};
use crate::Pool;

#[derive(Clone)]
pub struct PgPortfolios {
    pool: Pool,
}

impl PgPortfolios {
    pub fn new(pool: Pool) -> Self {
        PgPortfolios { pool }
    }
}

/// The name shown for an author whose account is gone.
pub(super) use auth::account::WITHDRAWN_NAME as GONE;

impl FromConstraint for UnknownStartup {
    fn from_constraint(_: &str) -> Option<Self> {
        None
    }
}

type SummaryRow =
    (i64, String, Option<String>, DateTime<Utc>, DateTime<Utc>, Option<DateTime<Utc>>, Option<DateTime<Utc>>);

macro_rules! summary_columns {
    () => {
        (
            portfolios::id,
            portfolios::title,
            users::name.nullable(),
            portfolios::created_at,
            portfolios::updated_at,
            portfolios::title_pdf_at,
            portfolios::full_pdf_at,
        )
    };
}

async fn summary(conn: &mut AsyncPgConnection, actor: &Actor, id: PortfolioId) -> Result<PortfolioSummary, PortError> {
    let row: Option<SummaryRow> = portfolios::table
        .left_join(users::table.on(users::id.nullable().eq(portfolios::created_by)))
        .filter(portfolios::id.eq(id.get()).and(portfolios::company_id.eq(actor.company_id.get())))
        .filter(portfolios::deleted_at.is_null())
        .select(summary_columns!())
        .first(conn)
        .await
        .optional()
        .map_err(to_port)?;
    let (id, title, author, created_at, updated_at, title_pdf_at, full_pdf_at) = row.ok_or(PortError::NotFound)?;
    let item_count: i64 = portfolio_items::table
        .filter(portfolio_items::portfolio_id.eq(id).and(portfolio_items::position.is_not_null()))
        .count()
        .get_result(conn)
        .await
        .map_err(to_port)?;
    Ok(PortfolioSummary {
        id: PortfolioId(id),
        title,
        item_count,
        author_name: author.unwrap_or_else(|| GONE.to_owned()),
        created_at,
        updated_at,
        title_pdf_at,
        full_pdf_at,
    })
}

pub(super) type ItemRow = (
    i64,
    i64,
    String,
    Option<i32>,
    String,
    String,
    String,
    String,
    Option<String>,
    DateTime<Utc>,
    Option<DateTime<Utc>>,
);

macro_rules! item_columns {
    () => {
        (
            portfolio_items::id,
            portfolio_items::startup_id,
            companies::name,
            portfolio_items::position,
            portfolio_items::title,
            portfolio_items::block_first,
            portfolio_items::block_second,
            portfolio_items::block_third,
            users::name.nullable(),
            portfolio_items::updated_at,
            portfolio_items::pdf_at,
        )
    };
}
pub(super) use item_columns;

pub(super) fn item(row: ItemRow) -> PortfolioItem {
    let (id, startup, startup_name, position, title, first, second, third, author, updated_at, pdf_at) = row;
    PortfolioItem {
        id: PortfolioItemId(id),
        startup_id: StartupId(startup),
        startup_name,
        position: position.unwrap_or_default(),
        title,
        blocks: [RichText::from_stored(first), RichText::from_stored(second), RichText::from_stored(third)],
        updated_by: author.unwrap_or_else(|| GONE.to_owned()),
        updated_at,
        pdf_at,
    }
}

/// The portfolio's pages in order (the put-away ones left out).
async fn items(conn: &mut AsyncPgConnection, id: PortfolioId) -> Result<Vec<PortfolioItem>, PortError> {
    let rows: Vec<ItemRow> = portfolio_items::table
        .inner_join(companies::table.on(companies::id.eq(portfolio_items::startup_id)))
        .left_join(users::table.on(users::id.nullable().eq(portfolio_items::updated_by)))
        .filter(portfolio_items::portfolio_id.eq(id.get()).and(portfolio_items::position.is_not_null()))
        .order((portfolio_items::position.asc(), portfolio_items::id.asc()))
        .select(item_columns!())
        .load(conn)
        .await
        .map_err(to_port)?;
    Ok(rows.into_iter().map(item).collect())
}

/// Locks the firm's live portfolio and marks it changed; `NotFound` when it is not the firm's.
async fn touch(conn: &mut AsyncPgConnection, actor: &Actor, id: PortfolioId) -> Result<(), diesel::result::Error> {
    diesel::update(
        portfolios::table
            .filter(portfolios::id.eq(id.get()).and(portfolios::company_id.eq(actor.company_id.get())))
            .filter(portfolios::deleted_at.is_null()),
    )
    .set(portfolios::updated_at.eq(diesel::dsl::now))
    .returning(portfolios::id)
    .get_result::<i64>(conn)
    .await
    .map(|_| ())
}

#[async_trait::async_trait]
impl PortfolioRepository for PgPortfolios {
    async fn list(&self, actor: &Actor) -> Result<Vec<PortfolioSummary>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let rows: Vec<SummaryRow> = portfolios::table
            .left_join(users::table.on(users::id.nullable().eq(portfolios::created_by)))
            .filter(portfolios::company_id.eq(actor.company_id.get()).and(portfolios::deleted_at.is_null()))
            .order((portfolios::updated_at.desc(), portfolios::id.desc()))
            .select(summary_columns!())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        let ids: Vec<i64> = rows.iter().map(|r| r.0).collect();
        let counts: Vec<(i64, i64)> = portfolio_items::table
            .filter(portfolio_items::portfolio_id.eq_any(&ids).and(portfolio_items::position.is_not_null()))
            .group_by(portfolio_items::portfolio_id)
            .select((portfolio_items::portfolio_id, diesel::dsl::count_star()))
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        Ok(rows
            .into_iter()
            .map(|(id, title, author, created_at, updated_at, title_pdf_at, full_pdf_at)| PortfolioSummary {
                id: PortfolioId(id),
                title,
                item_count: counts.iter().find(|(p, _)| *p == id).map_or(0, |(_, n)| *n),
                author_name: author.unwrap_or_else(|| GONE.to_owned()),
                created_at,
                updated_at,
                title_pdf_at,
                full_pdf_at,
            })
            .collect())
    }

    async fn create(&self, actor: &Actor, title: &str) -> Result<PortfolioSummary, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            let id: i64 = diesel::insert_into(portfolios::table)
                .values((
                    portfolios::company_id.eq(actor.company_id.get()),
                    portfolios::title.eq(title),
                    portfolios::created_by.eq(actor.user_id.get()),
                ))
                .returning(portfolios::id)
                .get_result(conn)
                .await?;
            audit::record(conn, &actor, portfolio::audit::portfolio_created(PortfolioId(id), title)).await?;
            Ok::<_, TxError>(summary(conn, &actor, PortfolioId(id)).await?)
        })
        .await
        .map_err(PortError::from)
    }

    async fn get(&self, actor: &Actor, id: PortfolioId) -> Result<Portfolio, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let summary = summary(&mut conn, actor, id).await?;
        let items = items(&mut conn, id).await?;
        Ok(Portfolio { summary, items })
    }

    async fn rename(&self, actor: &Actor, id: PortfolioId, title: &str) -> Result<PortfolioSummary, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            let before: Option<String> = diesel::update(
                portfolios::table
                    .filter(portfolios::id.eq(id.get()).and(portfolios::company_id.eq(actor.company_id.get())))
                    .filter(portfolios::deleted_at.is_null()),
            )
            .set((portfolios::title.eq(title), portfolios::updated_at.eq(diesel::dsl::now)))
            .returning(portfolios::title)
            .get_result(conn)
            .await
            .optional()?;
            before.ok_or(TxError::Port(PortError::NotFound))?;
            audit::record(conn, &actor, portfolio::audit::portfolio_renamed(id, title)).await?;
            Ok::<_, TxError>(summary(conn, &actor, id).await?)
        })
        .await
        .map_err(PortError::from)
    }

    async fn delete(&self, actor: &Actor, id: PortfolioId) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            let title: Option<String> = diesel::update(
                portfolios::table
                    .filter(portfolios::id.eq(id.get()).and(portfolios::company_id.eq(actor.company_id.get())))
                    .filter(portfolios::deleted_at.is_null()),
            )
            .set(portfolios::deleted_at.eq(diesel::dsl::now))
            .returning(portfolios::title)
            .get_result(conn)
            .await
            .optional()?;
            let title = title.ok_or(TxError::Port(PortError::NotFound))?;
            audit::record(conn, &actor, portfolio::audit::portfolio_deleted(id, &title)).await?;
            Ok::<_, TxError>(())
        })
        .await
        .map_err(PortError::from)
    }

    async fn set_targets(
        &self,
        actor: &Actor,
        id: PortfolioId,
        startups: &[StartupId],
    ) -> Result<Portfolio, Refused<UnknownStartup>> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            touch(conn, &actor, id).await.map_err(TxError::not_found_or)?;
            let ids: Vec<i64> = startups.iter().map(|s| s.get()).collect();
            let names: Vec<(i64, String)> = companies::table
                .filter(companies::id.eq_any(&ids).and(companies::kind.eq("startup")))
                .select((companies::id, companies::name))
                .load(conn)
                .await?;
            // Every page is put away, then the chosen ones placed in order (a page that was put
            // away comes back with its content).
            diesel::update(portfolio_items::table.filter(portfolio_items::portfolio_id.eq(id.get())))
                .set(portfolio_items::position.eq(None::<i32>))
                .execute(conn)
                .await?;
            for (position, startup) in (0i32..).zip(startups) {
                let name = names
                    .iter()
                    .find(|(s, _)| *s == startup.get())
                    .map(|(_, n)| n.chars().take(portfolio::model::MAX_TITLE_CHARS).collect::<String>())
                    .ok_or(TxError::Conflict(UnknownStartup(*startup)))?;
                diesel::insert_into(portfolio_items::table)
                    .values((
                        portfolio_items::portfolio_id.eq(id.get()),
                        portfolio_items::startup_id.eq(startup.get()),
                        portfolio_items::position.eq(position),
                        portfolio_items::title.eq(&name),
                        portfolio_items::updated_by.eq(actor.user_id.get()),
                    ))
                    .on_conflict((portfolio_items::portfolio_id, portfolio_items::startup_id))
                    .do_update()
                    .set(portfolio_items::position.eq(position))
                    .execute(conn)
                    .await?;
            }
            audit::record(conn, &actor, portfolio::audit::portfolio_targets_set(id, startups)).await?;
            let summary = summary(conn, &actor, id).await?;
            let items = items(conn, id).await?;
            Ok::<_, TxError<UnknownStartup>>(Portfolio { summary, items })
        })
        .await
        .map_err(Refused::from)
    }

    async fn save_item(
        &self,
        actor: &Actor,
        id: PortfolioId,
        item_id: PortfolioItemId,
        edit: &ItemEdit,
    ) -> Result<PortfolioItem, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            touch(conn, &actor, id).await.map_err(TxError::not_found_or)?;
            let [first, second, third] = &edit.blocks;
            let saved: Option<i64> = diesel::update(
                portfolio_items::table
                    .filter(portfolio_items::id.eq(item_id.get()).and(portfolio_items::portfolio_id.eq(id.get())))
                    .filter(portfolio_items::position.is_not_null()),
            )
            .set((
                portfolio_items::title.eq(&edit.title),
                portfolio_items::block_first.eq(first.as_str()),
                portfolio_items::block_second.eq(second.as_str()),
                portfolio_items::block_third.eq(third.as_str()),
                portfolio_items::updated_by.eq(actor.user_id.get()),
                portfolio_items::updated_at.eq(diesel::dsl::now),
            ))
            .returning(portfolio_items::id)
            .get_result(conn)
            .await
            .optional()?;
            saved.ok_or(TxError::Port(PortError::NotFound))?;
            audit::record(conn, &actor, portfolio::audit::portfolio_item_saved(id, item_id, edit)).await?;
            let row: ItemRow = portfolio_items::table
                .inner_join(companies::table.on(companies::id.eq(portfolio_items::startup_id)))
                .left_join(users::table.on(users::id.nullable().eq(portfolio_items::updated_by)))
                .filter(portfolio_items::id.eq(item_id.get()))
                .select(item_columns!())
                .first(conn)
                .await?;
            Ok::<_, TxError>(item(row))
        })
        .await
        .map_err(PortError::from)
    }

    async fn pdf_stored(
        &self,
        actor: &Actor,
        id: PortfolioId,
        target: PdfTarget,
        at: DateTime<Utc>,
    ) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let firms = portfolios::table
            .filter(portfolios::id.eq(id.get()).and(portfolios::company_id.eq(actor.company_id.get())))
            .filter(portfolios::deleted_at.is_null());
        // The page's own `updated_at` is left alone: a PDF made after the last save is current.
        let n = match target {
            PdfTarget::Title => diesel::update(firms).set(portfolios::title_pdf_at.eq(at)).execute(&mut conn).await,
            PdfTarget::Full => diesel::update(firms).set(portfolios::full_pdf_at.eq(at)).execute(&mut conn).await,
            PdfTarget::Item(item) => {
                diesel::update(
                    portfolio_items::table
                        .filter(portfolio_items::id.eq(item.get()).and(portfolio_items::position.is_not_null()))
                        .filter(portfolio_items::portfolio_id.eq_any(firms.select(portfolios::id))),
                )
                .set(portfolio_items::pdf_at.eq(at))
                .execute(&mut conn)
                .await
            }
        }
        .map_err(to_port)?;
        if n == 0 {
            return Err(PortError::NotFound);
        }
        Ok(())
    }
}
