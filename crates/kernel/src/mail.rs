//! The outgoing-mail port: domains compose messages, an adapter delivers them.

use crate::{email::Email, error::PortError};

/// A file sent with a mail (a member's 출자확인서, say).
#[derive(Clone, PartialEq, Eq)]
pub struct Attachment {
    /// The file name the recipient sees.
    pub name: String,
    /// `application/pdf`.
    pub content_type: String,
    pub bytes: Vec<u8>,
}

impl std::fmt::Debug for Attachment {
    // The bytes would flood logs and test failures; their count says enough.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Attachment({:?}, {}, {} bytes)", self.name, self.content_type, self.bytes.len())
    }
}

/// One message to one recipient, with HTML and a plain-text alternative and any attachments.
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
    /// A stable `Message-ID` (without angle brackets): a delivery repeated after a crash carries
    /// the same id, so the receiving side can recognise it. `None` lets the transport pick one.
    pub message_id: Option<String>,
    pub attachments: Vec<Attachment>,
}

/// Why a transport did not take a message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MailError {
    /// Worth retrying later: a 4xx answer, a refused or dropped connection, a timeout.
    #[error("temporary mail failure: {0}")]
    Temporary(String),
    /// Retrying cannot help: a 5xx answer (unknown mailbox, refused content) or a bad address.
    #[error("permanent mail failure: {0}")]
    Permanent(String),
}

impl MailError {
    /// The server's answer or the cause, as recorded for the sender to read.
    pub fn answer(&self) -> &str {
        match self {
            MailError::Temporary(a) | MailError::Permanent(a) => a,
        }
    }
}

impl From<MailError> for PortError {
    fn from(e: MailError) -> Self {
        PortError::Unexpected(e.to_string())
    }
}

/// Delivers mail (SMTP in production, .eml files locally).
#[async_trait::async_trait]
pub trait MailTransport: Send + Sync {
    /// Hands the message to the transport and returns the server's answer (`250 2.0.0 Ok …`).
    ///
    /// # Errors
    /// [`MailError`] when the transport refuses the message or cannot be reached.
    async fn send(&self, mail: &OutgoingMail) -> Result<String, MailError>;
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
