//! News items of a startup (spec section 2: "news items opening in a new tab"): articles about
//! the company that it links from its profile. The product has no news feed of its own (and no
//! network to fetch one), so the startup keeps the list, like its documents, and every change
//! waits for the fact-checkers as 관련 자료 (FI12).

use chrono::{DateTime, Datelike, NaiveDate, Utc};
use kernel::{define_id, FieldError};
use serde::Serialize;

define_id!(
    /// One of a startup's news items.
    NewsId
);

pub const MAX_NEWS: usize = 50;
pub const MAX_NEWS_TITLE_CHARS: usize = 200;
pub const MAX_NEWS_URL_CHARS: usize = 500;
pub const MAX_PUBLISHER_CHARS: usize = 50;

/// A news item as the form sends it.
#[derive(Debug, Clone, Default)]
pub struct NewsDraft {
    pub title: String,
    pub url: String,
    pub publisher: String,
    pub published_on: Option<NaiveDate>,
}

/// A checked news item, ready to store.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NewNews {
    pub title: String,
    /// An absolute http(s) address.
    pub url: String,
    pub publisher: String,
    pub published_on: NaiveDate,
}

/// A stored news item.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewsItem {
    pub id: NewsId,
    pub title: String,
    pub url: String,
    pub publisher: String,
    pub published_on: NaiveDate,
    pub added_at: DateTime<Utc>,
}

/// Whether `raw` is an absolute http(s) address with a host and nothing a browser would
/// reinterpret: the profile renders it as a link, so `javascript:` and friends never pass.
pub fn is_web_address(raw: &str) -> bool {
    let rest = raw.strip_prefix("https://").or_else(|| raw.strip_prefix("http://"));
    let Some(rest) = rest else { return false };
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let host = host.rsplit('@').next().unwrap_or_default();
    !host.is_empty()
        && host.chars().all(|c| c.is_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']'))
        && !raw.chars().any(|c| c.is_whitespace() || c.is_control() || matches!(c, '<' | '>' | '"' | '\\'))
}

impl NewsDraft {
    /// Checks the item against `today` (Korean date).
    ///
    /// # Errors
    /// The fields that failed: `title`, `url`, `publisher`, `published_on`.
    pub fn check(self, today: NaiveDate) -> Result<NewNews, Vec<FieldError>> {
        let mut e = Vec::new();
        let title = self.title.trim().to_string();
        if title.is_empty() {
            e.push(FieldError::new("title", "기사 제목을 입력해 주세요."));
        } else if title.chars().count() > MAX_NEWS_TITLE_CHARS {
            e.push(FieldError::new("title", "기사 제목은 200자까지 입력할 수 있습니다."));
        }
        let url = self.url.trim().to_string();
        if url.chars().count() > MAX_NEWS_URL_CHARS {
            e.push(FieldError::new("url", "기사 주소는 500자까지 입력할 수 있습니다."));
        } else if !is_web_address(&url) {
            e.push(FieldError::new("url", "http:// 또는 https:// 로 시작하는 기사 주소를 입력해 주세요."));
        }
        let publisher = self.publisher.trim().to_string();
        if publisher.is_empty() {
            e.push(FieldError::new("publisher", "언론사를 입력해 주세요."));
        } else if publisher.chars().count() > MAX_PUBLISHER_CHARS {
            e.push(FieldError::new("publisher", "언론사는 50자까지 입력할 수 있습니다."));
        }
        let published_on = match self.published_on {
            Some(d) if d <= today && d.year() >= 1990 => Some(d),
            _ => {
                e.push(FieldError::new("published_on", "보도일을 확인해 주세요. (오늘까지)"));
                None
            }
        };
        match published_on {
            Some(published_on) if e.is_empty() => Ok(NewNews { title, url, publisher, published_on }),
            _ => Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn only_plain_web_addresses_are_links() {
        for ok in ["https://news.example.kr/a/1?x=1#top", "http://example.com", "https://[::1]:8080/x"] {
            assert!(is_web_address(ok), "{ok}");
        }
        for bad in [
            "javascript:alert(1)",
            "https://",
            "ftp://example.com",
            "https://exa mple.com",
            "https://example.com/\"onmouseover=x",
            "//example.com",
            "data:text/html,hi",
        ] {
            assert!(!is_web_address(bad), "{bad}");
        }
    }

    #[test]
    fn a_news_item_is_trimmed_and_every_bad_field_named() {
        let ok = NewsDraft {
            title: " 시리즈A 150억 유치 ".into(),
            url: " https://techdaily.example.kr/1 ".into(),
            publisher: "테크데일리".into(),
            published_on: Some(day(2026, 11, 2)),
        }
        .check(day(2026, 11, 25))
        .unwrap();
        assert_eq!((ok.title.as_str(), ok.url.as_str()), ("시리즈A 150억 유치", "https://techdaily.example.kr/1"));
        let bad = NewsDraft {
            url: "javascript:alert(1)".into(),
            published_on: Some(day(2026, 11, 26)),
            ..Default::default()
        };
        let fields: Vec<String> = bad.check(day(2026, 11, 25)).unwrap_err().into_iter().map(|f| f.field).collect();
        assert_eq!(fields, ["title", "url", "publisher", "published_on"]);
    }
}
