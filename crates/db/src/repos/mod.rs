//! Repository implementations in a folder per domain (`auth`, `union`, `lp`, `mail`); what
//! every domain shares stays here: the tenant gates (`scope`), the audit trail, idempotency
//! keys and the pending-object ledger.

pub mod audit;
pub mod auth;
pub mod idempotency;
pub mod lp;
pub mod mail;
pub mod pending_objects;
pub mod scope;
pub mod union;

/// Escapes `%`, `_` and `\` so user text is matched literally inside an ILIKE pattern, and
/// wraps it for a substring match.
pub fn contains_pattern(text: &str) -> String {
    let mut p = String::with_capacity(text.len() + 2);
    p.push('%');
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            p.push('\\');
        }
        p.push(c);
    }
    p.push('%');
    p
}

#[cfg(test)]
mod tests {
    #[test]
    fn like_patterns_escape_wildcards() {
        assert_eq!(super::contains_pattern("a%b_c\\"), "%a\\%b\\_c\\\\%");
        assert_eq!(super::contains_pattern("투자"), "%투자%");
    }
}
