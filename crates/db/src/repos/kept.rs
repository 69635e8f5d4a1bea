//! [`kept`]: a hand-written statement that stays prepared on its connection.
//!
//! diesel never caches an `sql_query` (its text may be built at run time, so caching it could
//! grow without bound), so PostgreSQL parses and plans one at every call. A read on a hot path
//! whose SQL is a constant can say so: wrapped by [`kept`], it is prepared once per connection
//! (keyed by its text and bind types) and reused, as the DSL's statements are.

use diesel::pg::Pg;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::QueryResult;

/// `query` kept prepared. Only for SQL written as a constant: each distinct text is one more
/// statement held by every connection of the pool.
pub(crate) fn kept<Q>(query: Q) -> Kept<Q> {
    Kept(query)
}

/// See [`kept`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct Kept<Q>(Q);

impl<Q: QueryFragment<Pg>> QueryFragment<Pg> for Kept<Q> {
    fn walk_ast<'b>(&'b self, pass: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        self.0.walk_ast(pass)
    }

    fn is_safe_to_cache_prepared(&self, _backend: &Pg) -> QueryResult<bool> {
        Ok(true)
    }
}

impl<Q> QueryId for Kept<Q> {
    type QueryId = ();
    // No type-level id: the statement cache keys it by its SQL text and bind types.
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl<Q: Query> Query for Kept<Q> {
    type SqlType = Q::SqlType;
}

#[cfg(test)]
mod tests {
    use diesel::query_builder::QueryFragment;

    #[test]
    fn a_kept_sql_query_is_cacheable_and_its_text_unchanged() {
        let raw = diesel::sql_query("SELECT 1 WHERE $1 > 0").bind::<diesel::sql_types::Integer, _>(1);
        assert!(!raw.is_safe_to_cache_prepared(&diesel::pg::Pg).unwrap());
        let kept = super::kept(raw.clone());
        assert!(kept.is_safe_to_cache_prepared(&diesel::pg::Pg).unwrap());
        assert_eq!(
            diesel::debug_query::<diesel::pg::Pg, _>(&kept).to_string(),
            diesel::debug_query::<diesel::pg::Pg, _>(&raw).to_string()
        );
    }
}
