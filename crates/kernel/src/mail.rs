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
