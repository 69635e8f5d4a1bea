//! Repository implementations in a folder per domain (`auth`, `union`, `lp`, `mail`); what
//! every domain shares stays here: the tenant gates (`scope`), the audit trail, idempotency
//! keys and the pending-object ledger.

pub mod audit;
pub mod auth;
pub mod billing;
pub mod capital;
pub mod company;
pub mod idempotency;
mod kept;
pub mod lp;
pub mod mail;
pub mod messages;
pub mod pending_objects;
pub mod portfolio;
pub mod raw_data;
pub mod report;
pub mod scope;
pub mod support;
pub mod tasks;
pub mod throttle;
pub mod union;
pub mod waiting;

pub(crate) use kept::kept;

/// `text` with `%`, `_` and `\` escaped, so it matches literally inside a LIKE pattern.
fn escape_like(text: &str) -> String {
    let mut p = String::with_capacity(text.len() + 2);
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            p.push('\\');
        }
        p.push(c);
    }
    p
}

/// A LIKE pattern for `text` anywhere (user text matched literally).
pub fn contains_pattern(text: &str) -> String {
    format!("%{}%", escape_like(text))
}

/// A LIKE pattern for values starting with `text` (user text matched literally).
pub fn prefix_pattern(text: &str) -> String {
    format!("{}%", escape_like(text))
}

/// The distinct two-character pieces of `text`, as the SQL functions `text_bigrams` and
/// `applicant_search_keys` make them (`'김서연'` → `['김서', '서연']`).
pub(crate) fn bigrams(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut pieces: Vec<String> = chars.windows(2).map(|w| w.iter().collect()).collect();
    pieces.sort();
    pieces.dedup();
    pieces
}

#[cfg(test)]
mod tests {
    #[test]
    fn like_patterns_escape_wildcards() {
        assert_eq!(super::contains_pattern("a%b_c\\"), "%a\\%b\\_c\\\\%");
        assert_eq!(super::contains_pattern("투자"), "%투자%");
        assert_eq!(super::prefix_pattern("a%"), "a\\%%");
    }
}
