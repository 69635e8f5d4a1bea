//! Repository implementations, one module per domain port.

pub mod accounts;
pub mod applicants;
pub mod audit;
pub mod evidence;
pub mod idempotency;
pub mod invitations;
pub mod lp_dashboard;
pub mod lp_groups;
pub mod lp_members;
pub mod mailings;
pub mod outbox;
pub mod pending_objects;
pub mod portal;
pub mod scope;
pub mod sessions;
pub mod union_files;
pub mod unions;

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
