//! The outgoing-mail port: domains compose messages, an adapter delivers them.

use crate::{email::Email, error::PortError};

/// One message to one recipient, with HTML and a plain-text alternative.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutgoingMail {
    pub to: Email,
    pub to_name: Option<String>,
    /// Display name of the sender (the firm, or the product).
    pub from_name: String,
    pub reply_to: Option<Email>,
    pub subject: String,
    pub html: String,
    pub text: String,
}

/// Delivers mail (SMTP in production, .eml files locally).
#[async_trait::async_trait]
pub trait MailTransport: Send + Sync {
    /// Hands the message to the transport.
    ///
    /// # Errors
    /// [`PortError::Unexpected`] when the transport refuses or cannot be reached.
    async fn send(&self, mail: &OutgoingMail) -> Result<(), PortError>;
}

/// Escapes text for an HTML mail body or attribute: names and titles people typed must not
/// become markup in someone else's inbox.
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn html_special_characters_are_escaped() {
        assert_eq!(super::escape_html("<b>\"김&이'</b>"), "&lt;b&gt;&quot;김&amp;이&#39;&lt;/b&gt;");
    }
}
