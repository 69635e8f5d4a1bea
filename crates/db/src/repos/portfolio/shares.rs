//! [`ShareRepository`] on PostgreSQL: links are the firm's (made, listed and revoked through the
//! firm's portfolio), found by their token's digest; the public reads take a portfolio id that
//! only an opened link gives, and read nothing but that portfolio's pages.

use chrono::{DateTime, Utc};
use diesel::{
    BoolExpressionMethods, ExpressionMethods, JoinOnDsl, NullableExpressionMethods, OptionalExtension,
    PgTextExpressionMethods, QueryDsl,
};
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, PageRequest, PortError};
use portfolio::ports::{NewLink, OpenedShare, ShareRepository, SharedItem, SharedRow, SharedRows};
use portfolio::readers::{CodesSent, EmailCode, VisitRef};
use portfolio::readers::{ShareVisit, VisitId};
use portfolio::{PortfolioId, PortfolioItemId, ShareLink, ShareLinkId};

use super::portfolios::{item, item_columns, ItemRow, GONE};
use super::{codes, visits};
use crate::error::{pool_err, to_port, TxError};
use crate::repos::audit;
use crate::schema::{companies, portfolio_items, portfolios, share_links, users};
use crate::Pool;

#[derive(Clone)]
pub struct PgShares {
    pool: Pool,
}

impl PgShares {
    pub fn new(pool: Pool) -> Self {
        PgShares { pool }
    }
}

/// A link as its token opens it, with its portfolio's title and PDF marks.
type OpenRow = (
    (i64, i64, DateTime<Utc>, Option<DateTime<Utc>>, Option<String>, bool, bool),
    (String, Option<DateTime<Utc>>, Option<DateTime<Utc>>),
);

type LinkRow = (i64, DateTime<Utc>, Option<DateTime<Utc>>, Option<String>, DateTime<Utc>, bool, bool, bool);

/// The links with their visit counts and reading time.
async fn links(conn: &mut AsyncPgConnection, rows: Vec<LinkRow>) -> Result<Vec<ShareLink>, PortError> {
    let ids: Vec<i64> = rows.iter().map(|r| r.0).collect();
    let stats = visits::stats(conn, &ids).await?;
    Ok(rows
        .into_iter()
        .zip(stats)
        .map(
            |(
                (id, expires_at, revoked_at, author, created_at, has_password, allow_download, require_email),
                (_, n, secs),
            )| {
                ShareLink {
                    id: ShareLinkId(id),
                    expires_at,
                    revoked_at,
                    created_by: author.unwrap_or_else(|| GONE.to_owned()),
                    created_at,
                    has_password,
                    allow_download,
                    require_email,
                    visit_count: n,
                    seconds_read: secs,
                }
            },
        )
        .collect())
}

macro_rules! link_columns {
    () => {
        (
            share_links::id,
            share_links::expires_at,
            share_links::revoked_at,
            users::name.nullable(),
            share_links::created_at,
            share_links::password_hash.is_not_null(),
            share_links::allow_download,
            share_links::require_email,
        )
    };
}

/// Whether the firm has the live portfolio.
async fn owned(conn: &mut AsyncPgConnection, actor: &Actor, id: PortfolioId) -> Result<(), PortError> {
    let found: Option<i64> = portfolios::table
        .filter(portfolios::id.eq(id.get()).and(portfolios::company_id.eq(actor.company_id.get())))
        .filter(portfolios::deleted_at.is_null())
        .select(portfolios::id)
        .first(conn)
        .await
        .optional()
        .map_err(to_port)?;
    found.map(|_| ()).ok_or(PortError::NotFound)
}

async fn load_link(conn: &mut AsyncPgConnection, id: i64) -> Result<ShareLink, TxError> {
    let row = share_links::table
        .left_join(users::table.on(users::id.nullable().eq(share_links::created_by)))
        .filter(share_links::id.eq(id))
        .select(link_columns!())
        .first::<LinkRow>(conn)
        .await?;
    links(conn, vec![row]).await?.pop().ok_or(TxError::Port(PortError::NotFound))
}

/// `%` and `_` typed into the search match themselves.
fn like_pattern(search: &str) -> String {
    let escaped = search.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
    format!("%{escaped}%")
}

#[async_trait::async_trait]
impl ShareRepository for PgShares {
    async fn create(&self, actor: &Actor, portfolio: PortfolioId, link: &NewLink<'_>) -> Result<ShareLink, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        let NewLink { token_digest, expires_at, password_hash, allow_download, require_email } = *link;
        conn.transaction(async |conn| {
            owned(conn, &actor, portfolio).await?;
            let id: i64 = diesel::insert_into(share_links::table)
                .values((
                    share_links::company_id.eq(actor.company_id.get()),
                    share_links::portfolio_id.eq(portfolio.get()),
                    share_links::token_hash.eq(token_digest),
                    share_links::expires_at.eq(expires_at),
                    share_links::created_by.eq(actor.user_id.get()),
                    share_links::password_hash.eq(password_hash),
                    share_links::allow_download.eq(allow_download),
                    share_links::require_email.eq(require_email),
                ))
                .returning(share_links::id)
                .get_result(conn)
                .await?;
            let event = portfolio::audit::share_link_created(portfolio, ShareLinkId(id), link);
            audit::record(conn, &actor, event).await?;
            load_link(conn, id).await
        })
        .await
        .map_err(PortError::from)
    }

    async fn list(&self, actor: &Actor, portfolio: PortfolioId) -> Result<Vec<ShareLink>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        owned(&mut conn, actor, portfolio).await?;
        let rows: Vec<LinkRow> = share_links::table
            .left_join(users::table.on(users::id.nullable().eq(share_links::created_by)))
            .filter(share_links::portfolio_id.eq(portfolio.get()))
            .order((share_links::created_at.desc(), share_links::id.desc()))
            .select(link_columns!())
            .load(&mut conn)
            .await
            .map_err(to_port)?;
        links(&mut conn, rows).await
    }

    async fn revoke(
        &self,
        actor: &Actor,
        portfolio: PortfolioId,
        id: ShareLinkId,
        at: DateTime<Utc>,
    ) -> Result<ShareLink, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let actor = *actor;
        conn.transaction(async |conn| {
            owned(conn, &actor, portfolio).await?;
            let mine = share_links::table
                .filter(share_links::id.eq(id.get()).and(share_links::portfolio_id.eq(portfolio.get())))
                .filter(share_links::company_id.eq(actor.company_id.get()));
            let found: Option<Option<DateTime<Utc>>> =
                mine.select(share_links::revoked_at).for_update().first(conn).await.optional()?;
            // Revoking twice keeps the first time.
            if found.ok_or(TxError::Port(PortError::NotFound))?.is_none() {
                diesel::update(mine).set(share_links::revoked_at.eq(at)).execute(conn).await?;
                audit::record(conn, &actor, portfolio::audit::share_link_revoked(portfolio, id)).await?;
            }
            load_link(conn, id.get()).await
        })
        .await
        .map_err(PortError::from)
    }

    async fn open(&self, token_digest: &[u8]) -> Result<Option<OpenedShare>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        let row: Option<OpenRow> = share_links::table
            .inner_join(portfolios::table.on(portfolios::id.eq(share_links::portfolio_id)))
            .filter(share_links::token_hash.eq(token_digest).and(portfolios::deleted_at.is_null()))
            .select((
                (
                    share_links::id,
                    share_links::portfolio_id,
                    share_links::expires_at,
                    share_links::revoked_at,
                    share_links::password_hash,
                    share_links::allow_download,
                    share_links::require_email,
                ),
                (portfolios::title, portfolios::title_pdf_at, portfolios::full_pdf_at),
            ))
            .first(&mut conn)
            .await
            .optional()
            .map_err(to_port)?;
        Ok(row.map(
            |(
                (link, portfolio, expires_at, revoked_at, password_hash, allow_download, require_email),
                (title, title_pdf_at, full_pdf_at),
            )| OpenedShare {
                link: ShareLinkId(link),
                portfolio: PortfolioId(portfolio),
                expires_at,
                revoked_at,
                password_hash,
                allow_download,
                require_email,
                title,
                title_pdf_at,
                full_pdf_at,
            },
        ))
    }

    async fn shared_list(
        &self,
        portfolio: PortfolioId,
        search: &str,
        page: PageRequest,
    ) -> Result<SharedRows, PortError> {
        let conn = self.pool.get().await.map_err(pool_err)?;
        let pattern = like_pattern(search);
        let shown = || {
            portfolio_items::table
                .filter(portfolio_items::portfolio_id.eq(portfolio.get()).and(portfolio_items::position.is_not_null()))
                .filter(portfolio_items::title.ilike(pattern.clone()))
        };
        // The count and the page do not depend on one another: sent together on one connection.
        let shared: &AsyncPgConnection = &conn;
        let total = shown().count().get_result::<i64>(&mut &*shared);
        let rows = shown()
            .left_join(users::table.on(users::id.nullable().eq(portfolio_items::updated_by)))
            .order((portfolio_items::position.asc(), portfolio_items::id.asc()))
            .limit(i64::from(page.page_size()))
            .offset(page.offset())
            .select((portfolio_items::id, portfolio_items::title, portfolio_items::updated_at, users::name.nullable()))
            .load::<(i64, String, DateTime<Utc>, Option<String>)>(&mut &*shared);
        let (total, rows) = futures_util::join!(total, rows);
        let (total, rows) = (total.map_err(to_port)?, rows.map_err(to_port)?);
        Ok(SharedRows {
            rows: rows
                .into_iter()
                .map(|(id, title, updated_at, author)| SharedRow {
                    item: PortfolioItemId(id),
                    title,
                    updated_at,
                    author_name: author.unwrap_or_else(|| GONE.to_owned()),
                })
                .collect(),
            total,
        })
    }

    async fn shared_item(&self, portfolio: PortfolioId, id: PortfolioItemId) -> Result<SharedItem, PortError> {
        let conn = self.pool.get().await.map_err(pool_err)?;
        // The page and the portfolio's order (for its neighbours) are sent together.
        let shared: &AsyncPgConnection = &conn;
        let row = portfolio_items::table
            .inner_join(companies::table.on(companies::id.eq(portfolio_items::startup_id)))
            .left_join(users::table.on(users::id.nullable().eq(portfolio_items::updated_by)))
            .filter(portfolio_items::id.eq(id.get()).and(portfolio_items::portfolio_id.eq(portfolio.get())))
            .filter(portfolio_items::position.is_not_null())
            .select(item_columns!())
            .first::<ItemRow>(&mut &*shared);
        // Neighbours in the portfolio's order: (position, id).
        let order = portfolio_items::table
            .filter(portfolio_items::portfolio_id.eq(portfolio.get()).and(portfolio_items::position.is_not_null()))
            .order((portfolio_items::position.asc(), portfolio_items::id.asc()))
            .select(portfolio_items::id)
            .load::<i64>(&mut &*shared);
        let (row, order) = futures_util::join!(row, order);
        let item = item(row.optional().map_err(to_port)?.ok_or(PortError::NotFound)?);
        let order = order.map_err(to_port)?;
        let at = order.iter().position(|i| *i == id.get()).unwrap_or_default();
        Ok(SharedItem {
            item,
            previous: at.checked_sub(1).and_then(|p| order.get(p)).map(|i| PortfolioItemId(*i)),
            next: order.get(at + 1).map(|i| PortfolioItemId(*i)),
        })
    }

    async fn start_visit(
        &self,
        link: ShareLinkId,
        visit_digest: &[u8],
        at: DateTime<Utc>,
        email: Option<&str>,
    ) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        visits::start_visit(&mut conn, link, visit_digest, at, email).await
    }

    async fn visit(&self, link: ShareLinkId, visit_digest: &[u8]) -> Result<Option<VisitRef>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        visits::visit(&mut conn, link, visit_digest).await
    }

    async fn record_time(
        &self,
        visit: VisitId,
        item: Option<PortfolioItemId>,
        seconds: i32,
        at: DateTime<Utc>,
    ) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        visits::record_time(&mut conn, visit, item, seconds, at).await
    }

    async fn visits(
        &self,
        actor: &Actor,
        portfolio: PortfolioId,
        link: ShareLinkId,
    ) -> Result<Vec<ShareVisit>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        visits::visits(&mut conn, actor, portfolio, link).await
    }

    async fn codes_sent(&self, link: ShareLinkId, email: &str, since: DateTime<Utc>) -> Result<CodesSent, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        codes::sent(&mut conn, link, email, since).await
    }

    async fn store_code(
        &self,
        link: ShareLinkId,
        email: &str,
        digest: &[u8],
        at: DateTime<Utc>,
        expires_at: DateTime<Utc>,
    ) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        codes::store(&mut conn, link, email, digest, at, expires_at).await
    }

    async fn latest_code(&self, link: ShareLinkId, email: &str) -> Result<Option<EmailCode>, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        codes::latest(&mut conn, link, email).await
    }

    async fn note_code_try(&self, code: i64) -> Result<(), PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        codes::note_try(&mut conn, code).await
    }

    async fn spend_code(&self, code: i64, at: DateTime<Utc>) -> Result<bool, PortError> {
        let mut conn = self.pool.get().await.map_err(pool_err)?;
        codes::spend(&mut conn, code, at).await
    }
}
