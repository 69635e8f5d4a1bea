//! E-mail addresses, parsed once at the edge and kept lowercase.

use serde::{Deserialize, Serialize};

/// A syntactically valid e-mail address, trimmed and lowercased.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Email(String);

/// The input is not an e-mail address.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid e-mail address")]
pub struct InvalidEmail;

impl Email {
    /// Parses `raw`: one `@`, a non-empty local part, a dotted domain, no spaces, ≤ 254 chars.
    ///
    /// # Errors
    /// [`InvalidEmail`] when the text is not an address.
    pub fn parse(raw: &str) -> Result<Self, InvalidEmail> {
        let s = raw.trim().to_lowercase();
        if s.len() > 254 || s.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(InvalidEmail);
        }
        let (local, domain) = s.split_once('@').ok_or(InvalidEmail)?;
        let labels_ok = domain.split('.').all(|l| {
            !l.is_empty()
                && !l.starts_with('-')
                && !l.ends_with('-')
                && l.chars().all(|c| c.is_alphanumeric() || c == '-')
        });
        if local.is_empty() || local.len() > 64 || domain.contains('@') || !domain.contains('.') || !labels_ok {
            return Err(InvalidEmail);
        }
        Ok(Email(s))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The address with the local part masked for display to someone proving who they are:
    /// `demo@johap.kr` → `de**@johap.kr`.
    pub fn masked(&self) -> String {
        let (local, domain) = self.0.split_once('@').unwrap_or((&self.0, ""));
        let keep: String = local.chars().take(2.min(local.chars().count().saturating_sub(1)).max(1)).collect();
        let hidden = local.chars().count().saturating_sub(keep.chars().count()).max(1);
        format!("{keep}{}@{domain}", "*".repeat(hidden))
    }
}

impl TryFrom<String> for Email {
    type Error = InvalidEmail;
    fn try_from(value: String) -> Result<Self, Self::Error> {
        Email::parse(&value)
    }
}

impl From<Email> for String {
    fn from(e: Email) -> Self {
        e.0
    }
}

impl std::fmt::Display for Email {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_normalises() {
        assert_eq!(Email::parse("  Demo@Johap.KR ").unwrap().as_str(), "demo@johap.kr");
    }

    #[test]
    fn rejects_garbage() {
        for bad in ["", "a", "a@b", "@b.kr", "a b@c.kr", "a@@b.kr", "a@b..kr", "a@-b.kr"] {
            assert!(Email::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn masks_local_part() {
        assert_eq!(Email::parse("demo@johap.kr").unwrap().masked(), "de**@johap.kr");
        assert_eq!(Email::parse("ab@x.kr").unwrap().masked(), "a*@x.kr");
        assert_eq!(Email::parse("a@x.kr").unwrap().masked(), "a*@x.kr");
    }
}
