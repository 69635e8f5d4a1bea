//! Rich text a user writes in the editor (opinions, reports, portfolio pages), kept only as the
//! allow list below lets it through: what the toolbar makes (headings, bold, italic, underline,
//! strike, quotes, lists, indent, alignment, colour, links, images) and nothing that runs.
//! Sanitized on the server, so every reader gets the same safe HTML whatever a client sent.

use std::collections::HashSet;
use std::sync::LazyLock;

/// The style properties the toolbar sets; every other property is dropped.
const STYLE_PROPERTIES: [&str; 8] =
    ["color", "background-color", "text-align", "padding-left", "margin-left", "font-size", "width", "height"];

/// Where the product keeps the pictures put into rich text (the editor re-hosts every other
/// picture there before saving): the only addresses a stored picture may have.
pub const KEPT_IMAGE_PREFIX: &str = "/api/v1/portfolio-images/";

static CLEANER: LazyLock<ammonia::Builder<'static>> = LazyLock::new(allow_list);

fn allow_list() -> ammonia::Builder<'static> {
    let mut b = ammonia::Builder::default();
    // The default allow list has no `style`; colour, alignment and indent need it (filtered).
    b.add_generic_attributes(["style"])
        .filter_style_properties(STYLE_PROPERTIES.into_iter().collect::<HashSet<_>>())
        .url_schemes(["http", "https", "mailto", "tel"].into_iter().collect::<HashSet<_>>())
        .link_rel(Some("noopener noreferrer nofollow"))
        // A picture from anywhere else loses its address: no tracking pixel against the firm's
        // readers, no picture changed after it was written.
        .attribute_filter(|element, attribute, value| {
            if element == "img" && attribute == "src" && !value.starts_with(KEPT_IMAGE_PREFIX) {
                return None;
            }
            Some(value.into())
        });
    b
}

/// Sanitized HTML.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RichText(String);

impl RichText {
    /// `raw` with scripts, event handlers, `javascript:` URLs, frames, forms, unknown styles and
    /// pictures from outside [`KEPT_IMAGE_PREFIX`] removed: one policy for every stored rich text
    /// (opinions, reports, portfolio pages).
    pub fn sanitize(raw: &str) -> RichText {
        RichText(CLEANER.clean(raw).to_string())
    }

    /// Stored HTML that was sanitized when it was written.
    pub fn from_stored(html: String) -> RichText {
        RichText(html)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    pub fn into_string(self) -> String {
        self.0
    }

    /// The text a reader sees, one line per paragraph, heading or list item (for a PDF or a
    /// mail, where no HTML is drawn).
    pub fn plain_text(&self) -> String {
        let mut marked = self.0.clone();
        for close in ["</p>", "</h1>", "</h2>", "</h3>", "</h4>", "</li>", "</blockquote>", "<br>", "<br/>", "<br />"] {
            marked = marked.replace(close, &format!("{close}\n"));
        }
        let text = ammonia::Builder::empty().clean(&marked).to_string();
        let text = text
            .replace("&nbsp;", " ")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&#39;", "'")
            .replace("&amp;", "&");
        text.lines().map(str::trim_end).filter(|l| !l.trim().is_empty()).collect::<Vec<_>>().join("\n")
    }

    /// Whether a reader would see nothing: no text and no image.
    pub fn is_blank(&self) -> bool {
        let text = ammonia::Builder::empty().clean(&self.0).to_string();
        let text = text.replace("&nbsp;", " ");
        text.trim().is_empty() && !self.0.contains("<img")
    }
}

#[cfg(test)]
mod tests {
    use super::RichText;

    #[test]
    fn scripts_handlers_and_javascript_urls_are_removed() {
        let raw = r#"<p onclick="steal()">좋은 팀<script>alert(1)</script></p><a href="javascript:alert(1)">링크</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>"#;
        let clean = RichText::sanitize(raw);
        let html = clean.as_str();
        for bad in ["script", "onclick", "onerror", "javascript:", "iframe", "alert"] {
            assert!(!html.contains(bad), "{bad} left in {html}");
        }
        assert!(html.contains("<p>좋은 팀</p>"), "{html}");
        assert!(html.contains(">링크</a>"), "{html}");
    }

    #[test]
    fn only_kept_pictures_keep_their_address() {
        let raw = r#"<p><img src="/api/v1/portfolio-images/a.png" style="width: 50%"><img src="https://tracker.example/p.gif"><img src="http://x.example/api/v1/portfolio-images/b.png"><img src="/api/v1/portfolio-imagesx"></p>"#;
        let html = RichText::sanitize(raw).into_string();
        assert!(html.contains(r#"<img src="/api/v1/portfolio-images/a.png" style="width:50%">"#), "{html}");
        assert!(!html.contains("tracker") && !html.contains("x.example") && !html.contains("imagesx"), "{html}");
    }

    #[test]
    fn the_toolbar_formatting_stays() {
        let raw = r#"<h2>요약</h2><p style="text-align: center; color: rgb(255, 0, 0); position: fixed">가운데</p><blockquote><ul><li><strong>굵게</strong> <em>기울임</em> <u>밑줄</u> <s>취소</s></li></ul></blockquote><a href="https://johap.kr">홈</a>"#;
        let html = RichText::sanitize(raw).into_string();
        assert!(html.contains("<h2>요약</h2>"), "{html}");
        assert!(html.contains("text-align:center"), "{html}");
        assert!(html.contains("color:rgb(255, 0, 0)"), "{html}");
        assert!(!html.contains("position"), "{html}");
        for tag in ["<blockquote>", "<ul>", "<li>", "<strong>", "<em>", "<u>", "<s>"] {
            assert!(html.contains(tag), "{tag} missing in {html}");
        }
        assert!(html.contains(r#"href="https://johap.kr""#), "{html}");
    }

    #[test]
    fn plain_text_keeps_one_line_per_block_and_decodes_entities() {
        let html = RichText::sanitize(
            "<h2>요약</h2><p>매출 <strong>3배</strong> &amp; 흑자</p><ul><li>A&lt;B</li></ul><p> </p>",
        );
        assert_eq!(html.plain_text(), "요약\n매출 3배 & 흑자\nA<B");
    }

    #[test]
    fn empty_paragraphs_are_blank_and_an_image_is_not() {
        assert!(RichText::sanitize("<p> </p><p>&nbsp;</p><br>").is_blank());
        assert!(RichText::sanitize("<script>x</script>").is_blank());
        assert!(!RichText::sanitize(r#"<p><img src="https://johap.kr/a.png"></p>"#).is_blank());
        assert!(!RichText::sanitize("<p>의견</p>").is_blank());
    }
}
