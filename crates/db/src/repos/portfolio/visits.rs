//! The share links' options and view log on PostgreSQL: wrong-password counts per link, visits
//! found by their token's digest within their link only, time summed per visit and page with
//! one upsert, and the GP's log read through the firm's portfolio.

use chrono::{DateTime, Utc};
use diesel::dsl::{count_star, sum};
use diesel::{
    BoolExpressionMethods, ExpressionMethods, JoinOnDsl, NullableExpressionMethods, OptionalExtension,
    PgSortExpressionMethods, QueryDsl,
};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use kernel::{Actor, PortError};
use portfolio::readers::{PageTime, ShareVisit, VisitId, VisitRef};
use portfolio::{PortfolioId, PortfolioItemId, ShareLinkId};

use crate::error::to_port;
use crate::schema::{portfolio_items, portfolios, share_links, share_visit_pages, share_visits};

/// visit, item (0: the list), seconds, the page's title and position (none once put away).
type PageRow = (i64, i64, i32, Option<String>, Option<i32>);

/// visit, started, last seen, the reader's address.
type VisitRow = (i64, DateTime<Utc>, DateTime<Utc>, Option<String>);

/// The list's row in `share_visit_pages.item_id`.
const LIST: i64 = 0;

/// How many visits each link had and the seconds they read.
pub(super) async fn stats(conn: &mut AsyncPgConnection, links: &[i64]) -> Result<Vec<(i64, i64, i64)>, PortError> {
    let visits: Vec<(i64, i64)> = share_visits::table
        .filter(share_visits::link_id.eq_any(links))
        .group_by(share_visits::link_id)
        .select((share_visits::link_id, count_star()))
        .load(conn)
        .await
        .map_err(to_port)?;
    let seconds: Vec<(i64, Option<i64>)> = share_visit_pages::table
        .inner_join(share_visits::table)
        .filter(share_visits::link_id.eq_any(links))
        .group_by(share_visits::link_id)
        .select((share_visits::link_id, sum(share_visit_pages::seconds)))
        .load(conn)
        .await
        .map_err(to_port)?;
    Ok(links
        .iter()
        .map(|l| {
            let v = visits.iter().find(|(id, _)| id == l).map_or(0, |(_, n)| *n);
            let s = seconds.iter().find(|(id, _)| id == l).and_then(|(_, n)| *n).unwrap_or(0);
            (*l, v, s)
        })
        .collect())
}

pub(super) async fn start_visit(
    conn: &mut AsyncPgConnection,
    link: ShareLinkId,
    digest: &[u8],
    at: DateTime<Utc>,
    email: Option<&str>,
) -> Result<(), PortError> {
    diesel::insert_into(share_visits::table)
        .values((
            share_visits::viewer_email.eq(email),
            share_visits::link_id.eq(link.get()),
            share_visits::token_hash.eq(digest),
            share_visits::started_at.eq(at),
            share_visits::last_seen_at.eq(at),
        ))
        .execute(conn)
        .await
        .map(|_| ())
        .map_err(to_port)
}

pub(super) async fn visit(
    conn: &mut AsyncPgConnection,
    link: ShareLinkId,
    digest: &[u8],
) -> Result<Option<VisitRef>, PortError> {
    share_visits::table
        .filter(share_visits::token_hash.eq(digest).and(share_visits::link_id.eq(link.get())))
        .select((share_visits::id, share_visits::viewer_email))
        .first::<(i64, Option<String>)>(conn)
        .await
        .optional()
        .map(|v| v.map(|(id, email)| VisitRef { id: VisitId(id), email }))
        .map_err(to_port)
}

pub(super) async fn record_time(
    conn: &mut AsyncPgConnection,
    visit: VisitId,
    item: Option<PortfolioItemId>,
    seconds: i32,
    at: DateTime<Utc>,
) -> Result<(), PortError> {
    use diesel::upsert::excluded;
    diesel::insert_into(share_visit_pages::table)
        .values((
            share_visit_pages::visit_id.eq(visit.0),
            share_visit_pages::item_id.eq(item.map_or(LIST, PortfolioItemId::get)),
            share_visit_pages::seconds.eq(seconds),
            share_visit_pages::last_at.eq(at),
        ))
        .on_conflict((share_visit_pages::visit_id, share_visit_pages::item_id))
        .do_update()
        .set((
            share_visit_pages::seconds.eq(share_visit_pages::seconds + excluded(share_visit_pages::seconds)),
            share_visit_pages::last_at.eq(excluded(share_visit_pages::last_at)),
        ))
        .execute(conn)
        .await
        .map_err(to_port)?;
    diesel::update(share_visits::table.filter(share_visits::id.eq(visit.0)))
        .set(share_visits::last_seen_at.eq(at))
        .execute(conn)
        .await
        .map(|_| ())
        .map_err(to_port)
}

pub(super) async fn visits(
    conn: &mut AsyncPgConnection,
    actor: &Actor,
    portfolio: PortfolioId,
    link: ShareLinkId,
) -> Result<Vec<ShareVisit>, PortError> {
    let mine: Option<i64> = share_links::table
        .inner_join(portfolios::table.on(portfolios::id.eq(share_links::portfolio_id)))
        .filter(share_links::id.eq(link.get()).and(share_links::portfolio_id.eq(portfolio.get())))
        .filter(portfolios::company_id.eq(actor.company_id.get()).and(portfolios::deleted_at.is_null()))
        .select(share_links::id)
        .first(conn)
        .await
        .optional()
        .map_err(to_port)?;
    mine.ok_or(PortError::NotFound)?;
    let rows: Vec<VisitRow> = share_visits::table
        .filter(share_visits::link_id.eq(link.get()))
        .order((share_visits::started_at.desc(), share_visits::id.desc()))
        .limit(200)
        .select((share_visits::id, share_visits::started_at, share_visits::last_seen_at, share_visits::viewer_email))
        .load(conn)
        .await
        .map_err(to_port)?;
    let ids: Vec<i64> = rows.iter().map(|r| r.0).collect();
    // Pages in the portfolio's order (the list, item 0, first; a put-away page last).
    let pages: Vec<PageRow> = share_visit_pages::table
        .left_join(portfolio_items::table.on(portfolio_items::id.eq(share_visit_pages::item_id)))
        .filter(share_visit_pages::visit_id.eq_any(&ids))
        .order((
            share_visit_pages::visit_id,
            share_visit_pages::item_id.ne(LIST),
            portfolio_items::position.asc().nulls_last(),
            share_visit_pages::item_id,
        ))
        .select((
            share_visit_pages::visit_id,
            share_visit_pages::item_id,
            share_visit_pages::seconds,
            portfolio_items::title.nullable(),
            portfolio_items::position.nullable(),
        ))
        .load(conn)
        .await
        .map_err(to_port)?;
    Ok(rows
        .into_iter()
        .map(|(id, started_at, last_seen_at, email)| ShareVisit {
            id: VisitId(id),
            started_at,
            last_seen_at,
            email,
            pages: pages
                .iter()
                .filter(|p| p.0 == id)
                .map(|(_, item, seconds, title, position)| PageTime {
                    item: (*item != LIST).then_some(PortfolioItemId(*item)),
                    title: position.and(title.clone()),
                    seconds: i64::from(*seconds),
                })
                .collect(),
        })
        .collect())
}
