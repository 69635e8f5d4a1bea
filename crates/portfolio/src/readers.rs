//! A link's readers as the domain sees them, shared by the link, the e-mail gate and the view
//! log: the link's options and password rule, the gate's codes and its sending limits, a visit
//! and the time it spent on each page.

use chrono::{DateTime, Utc};
use kernel::FieldError;

use crate::model::PortfolioItemId;

/// Password length a GP may set.
pub const PASSWORD_CHARS: std::ops::RangeInclusive<usize> = 4..=64;

/// What the GP picks for a new link besides its expiry.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ShareOptions {
    /// Blank: none.
    pub password: Option<String>,
    pub allow_download: bool,
    /// Readers prove an e-mail address with a mailed code first.
    pub require_email: bool,
}

/// The password to set, if any.
///
/// # Errors
/// A field error on `password` when it is not 4 to 64 characters.
pub fn checked_password(raw: Option<&str>) -> Result<Option<String>, Vec<FieldError>> {
    let Some(p) = raw.filter(|p| !p.trim().is_empty()) else { return Ok(None) };
    if !PASSWORD_CHARS.contains(&p.chars().count()) {
        return Err(vec![FieldError::new("password", "비밀번호는 4자 이상 64자 이하로 정해 주세요.")]);
    }
    Ok(Some(p.to_owned()))
}

/// A visit, as the link's holder's browser knows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VisitId(pub i64);

/// The time one visit spent on one page (`None`: the list).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageTime {
    pub item: Option<PortfolioItemId>,
    /// The page's title now (absent for the list, or a page since put away).
    pub title: Option<String>,
    pub seconds: i64,
}

/// One visit in the GP's view log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShareVisit {
    pub id: VisitId,
    pub started_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
    /// The reader's address, when the link asked for one.
    pub email: Option<String>,
    /// Pages in the portfolio's order, the list first.
    pub pages: Vec<PageTime>,
}

impl ShareVisit {
    pub fn seconds(&self) -> i64 {
        self.pages.iter().map(|p| p.seconds).sum()
    }
}

pub const CODE_TTL_MINUTES: i64 = 10;

/// Wrong codes a code survives; the next try needs a new code.
pub const MAX_CODE_TRIES: i32 = 5;

pub const CODE_WINDOW_MINUTES: i64 = 15;

pub const MAX_CODES_PER_ADDRESS: i64 = 5;

pub const MAX_CODES_PER_LINK: i64 = 30;

/// A code sent for a link and an address, as stored (its digest only).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmailCode {
    pub id: i64,
    pub digest: Vec<u8>,
    pub tries: i32,
    pub expires_at: DateTime<Utc>,
    pub used_at: Option<DateTime<Utc>>,
}

impl EmailCode {
    /// Whether the code may still be tried at `now`.
    pub fn open(&self, now: DateTime<Utc>) -> bool {
        self.used_at.is_none() && self.expires_at > now && self.tries < MAX_CODE_TRIES
    }
}

/// Codes sent lately: to the address, and for the link in all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CodesSent {
    pub to_address: i64,
    pub for_link: i64,
}

impl CodesSent {
    pub fn allows_another(self) -> bool {
        self.to_address < MAX_CODES_PER_ADDRESS && self.for_link < MAX_CODES_PER_LINK
    }
}

/// What a reader gives to open a visit.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct VisitKey<'a> {
    /// The reader's client address (wrong passwords are counted per address and per link).
    pub address: &'a str,
    pub password: Option<&'a str>,
    pub email: Option<&'a str>,
    pub code: Option<&'a str>,
}

/// A visit as the reads know it: its id and the reader's checked address, when the link asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VisitRef {
    pub id: VisitId,
    pub email: Option<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_password_is_four_to_sixty_four_characters_or_none() {
        assert_eq!(checked_password(None).unwrap(), None);
        assert_eq!(checked_password(Some("  ")).unwrap(), None);
        assert_eq!(checked_password(Some("비밀번호")).unwrap().as_deref(), Some("비밀번호"));
        assert_eq!(checked_password(Some("abc")).unwrap_err()[0].field, "password");
        assert!(checked_password(Some(&"a".repeat(65))).is_err());
    }

    #[test]
    fn a_code_is_open_until_used_expired_or_tried_five_times() {
        let t = |m: i64| DateTime::from_timestamp(1_800_000_000 + m * 60, 0).unwrap();
        let code = EmailCode { id: 1, digest: vec![], tries: 0, expires_at: t(10), used_at: None };
        assert!(code.open(t(9)));
        assert!(!code.open(t(10)), "expired");
        assert!(!EmailCode { tries: MAX_CODE_TRIES, ..code.clone() }.open(t(1)));
        assert!(EmailCode { tries: MAX_CODE_TRIES - 1, ..code.clone() }.open(t(1)));
        assert!(!EmailCode { used_at: Some(t(2)), ..code }.open(t(3)));
    }

    #[test]
    fn sending_stops_at_five_per_address_and_thirty_per_link() {
        assert!(CodesSent { to_address: 4, for_link: 29 }.allows_another());
        assert!(!CodesSent { to_address: 5, for_link: 5 }.allows_another());
        assert!(!CodesSent { to_address: 0, for_link: 30 }.allows_another());
    }
}
