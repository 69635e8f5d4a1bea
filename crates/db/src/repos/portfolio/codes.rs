//! The e-mail gate's one-time codes on PostgreSQL: counted per address and per link for the
//! sending limits, the newest per address tried, tries counted and spending done in single
//! statements so concurrent answers cannot both pass.

use chrono::{DateTime, Utc};
use diesel::dsl::count_star;
use diesel::{BoolExpressionMethods, ExpressionMethods, OptionalExtension, QueryDsl};
use diesel_async::{AsyncPgConnection, RunQueryDsl};
use kernel::PortError;
use portfolio::readers::{CodesSent, EmailCode};
use portfolio::ShareLinkId;

use crate::error::to_port;
use crate::schema::share_email_codes as codes;

pub(super) async fn sent(
    conn: &mut AsyncPgConnection,
    link: ShareLinkId,
    email: &str,
    since: DateTime<Utc>,
) -> Result<CodesSent, PortError> {
    let recent = codes::table.filter(codes::link_id.eq(link.get()).and(codes::created_at.ge(since)));
    let for_link: i64 = recent.select(count_star()).get_result(conn).await.map_err(to_port)?;
    let to_address: i64 =
        recent.filter(codes::email.eq(email)).select(count_star()).get_result(conn).await.map_err(to_port)?;
    Ok(CodesSent { to_address, for_link })
}

pub(super) async fn store(
    conn: &mut AsyncPgConnection,
    link: ShareLinkId,
    email: &str,
    digest: &[u8],
    at: DateTime<Utc>,
    expires_at: DateTime<Utc>,
) -> Result<(), PortError> {
    diesel::insert_into(codes::table)
        .values((
            codes::link_id.eq(link.get()),
            codes::email.eq(email),
            codes::code_hash.eq(digest),
            codes::created_at.eq(at),
            codes::expires_at.eq(expires_at),
        ))
        .execute(conn)
        .await
        .map(|_| ())
        .map_err(to_port)
}

pub(super) async fn latest(
    conn: &mut AsyncPgConnection,
    link: ShareLinkId,
    email: &str,
) -> Result<Option<EmailCode>, PortError> {
    type Row = (i64, Vec<u8>, i32, DateTime<Utc>, Option<DateTime<Utc>>);
    let row: Option<Row> = codes::table
        .filter(codes::link_id.eq(link.get()).and(codes::email.eq(email)))
        .order((codes::created_at.desc(), codes::id.desc()))
        .select((codes::id, codes::code_hash, codes::tries, codes::expires_at, codes::used_at))
        .first(conn)
        .await
        .optional()
        .map_err(to_port)?;
    Ok(row.map(|(id, digest, tries, expires_at, used_at)| EmailCode { id, digest, tries, expires_at, used_at }))
}

pub(super) async fn note_try(conn: &mut AsyncPgConnection, id: i64) -> Result<(), PortError> {
    diesel::update(codes::table.filter(codes::id.eq(id)))
        .set(codes::tries.eq(codes::tries + 1))
        .execute(conn)
        .await
        .map(|_| ())
        .map_err(to_port)
}

pub(super) async fn spend(conn: &mut AsyncPgConnection, id: i64, at: DateTime<Utc>) -> Result<bool, PortError> {
    let spent = diesel::update(codes::table.filter(codes::id.eq(id).and(codes::used_at.is_null())))
        .set(codes::used_at.eq(at))
        .execute(conn)
        .await
        .map_err(to_port)?;
    Ok(spent == 1)
}
