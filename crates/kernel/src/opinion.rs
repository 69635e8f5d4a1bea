//! The one-opinion rule shared by every opinion box (a startup's, a report's, a union's in a
//! report): at most one per owner, written as rich text, refused when a reader would see
//! nothing. Spec section 4, Opinion: none exists so the add button shows; saving creates when
//! none exists and updates otherwise; deleting removes.

use crate::{FieldError, RichText};

/// The longest opinion HTML kept, in characters (about thirty pages of formatted text).
pub const MAX_OPINION_CHARS: usize = 100_000;

/// Why the one-opinion rule refuses a write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpinionConflict {
    /// Creating when one exists: edit it instead.
    AlreadyWritten,
    /// Editing or deleting when there is none.
    NotWritten,
}

/// The opinion as the editor sent it, sanitized; refused when a reader would see nothing or
/// it is too long.
///
/// # Errors
/// A field error on `opinion`.
pub fn checked_opinion(raw: &str) -> Result<RichText, Vec<FieldError>> {
    if raw.chars().count() > MAX_OPINION_CHARS {
        return Err(vec![FieldError::new("opinion", "의견이 너무 깁니다. 내용을 줄여 주세요.")]);
    }
    let html = RichText::sanitize(raw);
    if html.is_blank() {
        return Err(vec![FieldError::new("opinion", "의견을 입력해 주세요.")]);
    }
    Ok(html)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blank_or_overlong_opinions_are_refused_and_the_rest_sanitized() {
        assert_eq!(checked_opinion("<p> </p>").unwrap_err()[0].field, "opinion");
        assert_eq!(checked_opinion("<script>alert(1)</script>").unwrap_err()[0].message, "의견을 입력해 주세요.");
        let long = format!("<p>{}</p>", "가".repeat(MAX_OPINION_CHARS));
        assert!(checked_opinion(&long).is_err());
        let ok = checked_opinion(r#"<p onmouseover="x()">매출 성장이 빠릅니다.</p>"#).unwrap();
        assert_eq!(ok.as_str(), "<p>매출 성장이 빠릅니다.</p>");
    }
}
