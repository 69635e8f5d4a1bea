//! Portfolios, their pages and share links, and the rules on what a GP types.

use chrono::{DateTime, Duration, Utc};
use company::StartupId;
use kernel::{FieldError, RichText};

kernel::define_id!(
    /// A portfolio (spec: portfolioIdx).
    PortfolioId
);
kernel::define_id!(
    /// One page of a portfolio, about one target startup (spec: item_no, previewItemNo).
    PortfolioItemId
);
kernel::define_id!(
    /// A share link of a portfolio.
    ShareLinkId
);

/// The name a new portfolio gets.
pub const DEFAULT_TITLE: &str = "포트폴리오";
/// The longest portfolio or page title.
pub const MAX_TITLE_CHARS: usize = 100;
/// The most target startups one portfolio has.
pub const MAX_TARGETS: usize = 100;
/// The most HTML one block keeps (images are links to hosted files, never inline data).
pub const MAX_BLOCK_CHARS: usize = 100_000;
/// The shortest and longest life of a share link.
pub const MIN_SHARE_HOURS: i64 = 1;
pub const MAX_SHARE_DAYS: i64 = 365;
/// Rows per page of the public list (spec section 9).
pub const SHARE_PAGE_SIZE: i64 = 10;

/// A portfolio as the list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PortfolioSummary {
    pub id: PortfolioId,
    pub title: String,
    pub item_count: i64,
    pub author_name: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    /// When the title page's PDF was last stored (`None`: not yet).
    pub title_pdf_at: Option<DateTime<Utc>>,
    /// When the whole portfolio's PDF was last stored.
    pub full_pdf_at: Option<DateTime<Utc>>,
}

/// A portfolio with its pages in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Portfolio {
    pub summary: PortfolioSummary,
    pub items: Vec<PortfolioItem>,
}

/// One page: its startup, title and the three blocks of the overview editor (spec:
/// childComponentFirst, childComponentSecond, childComponentThird).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PortfolioItem {
    pub id: PortfolioItemId,
    pub startup_id: StartupId,
    pub startup_name: String,
    pub position: i32,
    pub title: String,
    pub blocks: [RichText; 3],
    pub updated_by: String,
    pub updated_at: DateTime<Utc>,
    /// When the page's overview PDF was last stored (`None`: not yet).
    pub pdf_at: Option<DateTime<Utc>>,
}

/// A page as the editor saves it, sanitized.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ItemEdit {
    pub title: String,
    pub blocks: [RichText; 3],
}

/// Which of a portfolio's PDFs: the title page, the whole portfolio, or one page's overview.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PdfTarget {
    Title,
    Full,
    Item(PortfolioItemId),
}

impl PdfTarget {
    /// Where the file store keeps it.
    pub fn key(self, portfolio: PortfolioId) -> String {
        let p = portfolio.get();
        match self {
            PdfTarget::Title => format!("portfolios/{p}/title.pdf"),
            PdfTarget::Full => format!("portfolios/{p}/full.pdf"),
            PdfTarget::Item(i) => format!("portfolios/{p}/items/{}.pdf", i.get()),
        }
    }
}

/// Largest PDF kept: the whole portfolio with its pictures.
pub const MAX_PDF_BYTES: usize = 50 * 1024 * 1024;

/// A share link as the GP's list shows it (the token itself is shown once, when made).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShareLink {
    pub id: ShareLinkId,
    pub expires_at: DateTime<Utc>,
    pub revoked_at: Option<DateTime<Utc>>,
    pub created_by: String,
    pub created_at: DateTime<Utc>,
    /// Whether opening it asks for a password.
    pub has_password: bool,
    /// Whether the share list offers the whole PDF ('PDF 저장').
    pub allow_download: bool,
    /// Whether opening it asks for the reader's e-mail, proved by a mailed code.
    pub require_email: bool,
    /// Visits so far, and the seconds they spent reading.
    pub visit_count: i64,
    pub seconds_read: i64,
}

/// A title on one line (control characters become spaces), trimmed; blank means `default`.
///
/// # Errors
/// A field error on `field` when it is longer than [`MAX_TITLE_CHARS`].
pub fn checked_title(raw: Option<&str>, field: &str, default: &str) -> Result<String, Vec<FieldError>> {
    let one_line: String = raw.unwrap_or_default().chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    let title = one_line.trim();
    if title.chars().count() > MAX_TITLE_CHARS {
        return Err(vec![FieldError::new(field, format!("제목은 {MAX_TITLE_CHARS}자까지 쓸 수 있습니다."))]);
    }
    Ok(if title.is_empty() { default.to_owned() } else { title.to_owned() })
}

/// The target startups as chosen: each once, in the order picked, at most [`MAX_TARGETS`].
///
/// # Errors
/// A field error on `startup_ids` when there are too many.
pub fn checked_targets(ids: &[i64]) -> Result<Vec<StartupId>, Vec<FieldError>> {
    let mut unique: Vec<StartupId> = Vec::with_capacity(ids.len());
    for id in ids {
        if !unique.contains(&StartupId(*id)) {
            unique.push(StartupId(*id));
        }
    }
    if unique.len() > MAX_TARGETS {
        return Err(vec![FieldError::new("startup_ids", format!("대상 기업은 {MAX_TARGETS}개까지 고를 수 있습니다."))]);
    }
    Ok(unique)
}

/// A page as the editor sends it: title and three blocks, sanitized on the way in.
///
/// # Errors
/// Field errors on `title` or `blocks.{n}` (too long).
pub fn checked_item(
    title: Option<&str>,
    blocks: &[String; 3],
    default_title: &str,
) -> Result<ItemEdit, Vec<FieldError>> {
    let mut errors = Vec::new();
    let title = checked_title(title, "title", default_title).unwrap_or_else(|e| {
        errors.extend(e);
        String::new()
    });
    for (n, raw) in blocks.iter().enumerate() {
        if raw.chars().count() > MAX_BLOCK_CHARS {
            errors.push(FieldError::new(
                format!("blocks.{n}"),
                "내용이 너무 깁니다. 이미지는 붙여 넣지 말고 올려 주세요.",
            ));
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let clean = |raw: &String| RichText::sanitize(raw);
    let [a, b, c] = blocks;
    Ok(ItemEdit { title, blocks: [clean(a), clean(b), clean(c)] })
}

/// When a link made `now` to last until `expires_at` may end.
///
/// # Errors
/// A field error on `expires_at` when it is less than an hour away or more than a year.
pub fn checked_expiry(expires_at: DateTime<Utc>, now: DateTime<Utc>) -> Result<DateTime<Utc>, Vec<FieldError>> {
    if expires_at < now + Duration::hours(MIN_SHARE_HOURS) {
        return Err(vec![FieldError::new("expires_at", "만료 일시는 지금부터 1시간 이후여야 합니다.")]);
    }
    if expires_at > now + Duration::days(MAX_SHARE_DAYS) {
        return Err(vec![FieldError::new("expires_at", "만료 일시는 1년 이내로 정해 주세요.")]);
    }
    Ok(expires_at)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(h: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + h * 3600, 0).unwrap()
    }

    #[test]
    fn titles_targets_and_expiry_follow_the_rules() {
        assert_eq!(checked_title(Some(" 2026 포트폴리오\n"), "title", DEFAULT_TITLE).unwrap(), "2026 포트폴리오");
        assert_eq!(checked_title(None, "title", DEFAULT_TITLE).unwrap(), "포트폴리오");
        assert!(checked_title(Some(&"가".repeat(101)), "title", DEFAULT_TITLE).is_err());
        assert_eq!(checked_targets(&[3, 1, 3]).unwrap(), [StartupId(3), StartupId(1)]);
        assert!(checked_targets(&(1..=101).collect::<Vec<_>>()).is_err());
        let now = at(0);
        assert!(checked_expiry(at(1), now).is_ok());
        assert_eq!(checked_expiry(now + Duration::minutes(59), now).unwrap_err()[0].field, "expires_at");
        assert!(checked_expiry(now + Duration::days(365), now).is_ok());
        assert!(checked_expiry(now + Duration::days(366), now).is_err());
    }

    #[test]
    fn blocks_are_sanitized_and_a_huge_one_is_refused() {
        let blocks = [
            r#"<p onclick="x()">팀<script>alert(1)</script></p>"#.to_owned(),
            r#"<img src="javascript:alert(1)"><a href="https://a.kr">링크</a>"#.to_owned(),
            String::new(),
        ];
        let edit = checked_item(Some("루미나랩스"), &blocks, "기업").unwrap();
        assert_eq!(edit.blocks[0].as_str(), "<p>팀</p>");
        assert!(!edit.blocks[1].as_str().contains("javascript"));
        assert!(edit.blocks[1].as_str().contains("https://a.kr"));
        let huge = [String::new(), "가".repeat(MAX_BLOCK_CHARS + 1), String::new()];
        assert_eq!(checked_item(None, &huge, "기업").unwrap_err()[0].field, "blocks.1");
        assert_eq!(checked_item(Some(" "), &blocks, "기업").unwrap().title, "기업");
    }
}
