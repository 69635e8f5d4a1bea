//! Database-level chores: create a database if missing, drop one (tests, `just run`).

use diesel::sql_types::Text;
use diesel::QueryableByName;
use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};

#[derive(QueryableByName)]
struct Exists {
    #[diesel(sql_type = diesel::sql_types::Bool)]
    exists: bool,
}

/// Splits `postgres://u@h:p/name?x` into the URL of the server's `postgres` database and `name`.
///
/// # Errors
/// When the URL has no database name.
pub fn split_url(database_url: &str) -> Result<(String, String), String> {
    let (base, query) = database_url.split_once('?').map_or((database_url, None), |(b, q)| (b, Some(q)));
    let (server, name) = base.rsplit_once('/').ok_or_else(|| format!("no database name in {database_url:?}"))?;
    if name.is_empty() || server.ends_with('/') && !server.ends_with("//") {
        return Err(format!("no database name in {database_url:?}"));
    }
    let admin = match query {
        Some(q) => format!("{server}/postgres?{q}"),
        None => format!("{server}/postgres"),
    };
    Ok((admin, name.to_string()))
}

fn quote_ident(name: &str) -> Result<String, String> {
    if name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        Ok(format!("\"{name}\""))
    } else {
        Err(format!("refusing unusual database name {name:?}"))
    }
}

/// Creates the database named in `database_url` unless it exists. Returns whether it created it.
///
/// # Errors
/// When the server cannot be reached or refuses.
pub async fn create_database_if_missing(database_url: &str) -> Result<bool, String> {
    let (admin, name) = split_url(database_url)?;
    let mut conn = AsyncPgConnection::establish(&admin).await.map_err(|e| e.to_string())?;
    let found: Exists = diesel::sql_query("SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1) AS exists")
        .bind::<Text, _>(&name)
        .get_result(&mut conn)
        .await
        .map_err(|e| e.to_string())?;
    if found.exists {
        return Ok(false);
    }
    diesel::sql_query(format!("CREATE DATABASE {}", quote_ident(&name)?))
        .execute(&mut conn)
        .await
        .map_err(|e| e.to_string())?;
    Ok(true)
}

/// Drops the database named in `database_url`, closing its connections first.
///
/// # Errors
/// When the server cannot be reached or refuses.
pub async fn drop_database(database_url: &str) -> Result<(), String> {
    let (admin, name) = split_url(database_url)?;
    let mut conn = AsyncPgConnection::establish(&admin).await.map_err(|e| e.to_string())?;
    diesel::sql_query(format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", quote_ident(&name)?))
        .execute(&mut conn)
        .await
        .map_err(|e| e.to_string())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_urls() {
        assert_eq!(
            split_url("postgres://postgres@127.0.0.1:5432/johap").unwrap(),
            ("postgres://postgres@127.0.0.1:5432/postgres".into(), "johap".into())
        );
        assert_eq!(
            split_url("postgres://u:p@h/db?sslmode=disable").unwrap(),
            ("postgres://u:p@h/postgres?sslmode=disable".into(), "db".into())
        );
        assert!(split_url("postgres://h:5432/").is_err());
        assert!(quote_ident("a; drop").is_err());
    }
}
