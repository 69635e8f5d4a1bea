//! Mail delivery through lettre: a pooled SMTP transport when `SMTP_URL` is set, otherwise
//! `.eml` files in a folder (the data folder's `mail/`), so local runs never lose a message.

use std::path::PathBuf;

use kernel::mail::{MailTransport, OutgoingMail};
use kernel::PortError;
use lettre::message::{header::ContentType, Mailbox, MultiPart, SinglePart};
use lettre::{AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

/// Where mail goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MailerConfig {
    /// An SMTP server: `smtp://user:pass@host:587?tls=required`, `smtps://host:465`,
    /// or `smtp://127.0.0.1:2525` (plain, for local sinks).
    Smtp { url: String },
    /// A folder that receives one `.eml` file per message.
    Files { dir: PathBuf },
}

enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Files(AsyncFileTransport<Tokio1Executor>),
}

/// The lettre-backed [`MailTransport`].
pub struct Mailer {
    transport: Transport,
    from: lettre::Address,
}

impl Mailer {
    /// Builds the transport; `from` is the envelope and header address of every message.
    ///
    /// # Errors
    /// When the SMTP URL or the sender address cannot be used, or the folder cannot be created.
    pub fn new(config: &MailerConfig, from: &str) -> Result<Self, String> {
        let from: lettre::Address = from.parse().map_err(|e| format!("MAIL_FROM {from:?}: {e}"))?;
        let transport = match config {
            MailerConfig::Smtp { url } => Transport::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url).map_err(|e| format!("SMTP_URL: {e}"))?.build(),
            ),
            MailerConfig::Files { dir } => {
                std::fs::create_dir_all(dir).map_err(|e| format!("mail folder {}: {e}", dir.display()))?;
                Transport::Files(AsyncFileTransport::<Tokio1Executor>::new(dir))
            }
        };
        Ok(Mailer { transport, from })
    }

    /// Builds the MIME message: HTML with a plain-text alternative, encoded Korean headers.
    ///
    /// # Errors
    /// When an address cannot be used in a header.
    pub fn build_message(&self, mail: &OutgoingMail) -> Result<Message, PortError> {
        let to_addr: lettre::Address = mail.to.as_str().parse().map_err(PortError::unexpected)?;
        let mut b = Message::builder()
            .from(Mailbox::new(Some(mail.from_name.clone()), self.from.clone()))
            .to(Mailbox::new(mail.to_name.clone(), to_addr))
            .subject(mail.subject.clone());
        if let Some(r) = &mail.reply_to {
            let addr: lettre::Address = r.as_str().parse().map_err(PortError::unexpected)?;
            b = b.reply_to(Mailbox::new(Some(mail.from_name.clone()), addr));
        }
        b.multipart(
            MultiPart::alternative()
                .singlepart(SinglePart::builder().header(ContentType::TEXT_PLAIN).body(mail.text.clone()))
                .singlepart(SinglePart::builder().header(ContentType::TEXT_HTML).body(mail.html.clone())),
        )
        .map_err(PortError::unexpected)
    }
}

#[async_trait::async_trait]
impl MailTransport for Mailer {
    #[tracing::instrument(skip_all, fields(to = %mail.to))]
    async fn send(&self, mail: &OutgoingMail) -> Result<(), PortError> {
        let msg = self.build_message(mail)?;
        match &self.transport {
            Transport::Smtp(t) => t.send(msg).await.map(|_| ()).map_err(PortError::unexpected),
            Transport::Files(t) => t.send(msg).await.map(|_| ()).map_err(PortError::unexpected),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kernel::Email;

    fn mail() -> OutgoingMail {
        OutgoingMail {
            to: Email::parse("lp@example.kr").unwrap(),
            to_name: Some("홍길동".into()),
            from_name: "데모투자파트너스".into(),
            reply_to: Some(Email::parse("ir@demo.kr").unwrap()),
            subject: "[조합] 비밀번호 재설정 안내".into(),
            html: "<p>안녕하세요</p>".into(),
            text: "안녕하세요".into(),
        }
    }

    #[tokio::test]
    async fn file_transport_writes_an_eml_with_encoded_korean_headers() {
        let dir = std::env::temp_dir().join(format!("johap-mailer-{}", std::process::id()));
        let m = Mailer::new(&MailerConfig::Files { dir: dir.clone() }, "no-reply@johap.kr").unwrap();
        m.send(&mail()).await.unwrap();
        let files: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
        assert_eq!(files.len(), 1);
        let eml = std::fs::read_to_string(&files[0]).unwrap();
        // Non-ASCII headers must be RFC 2047 encoded words, never raw UTF-8.
        let subject = eml.lines().find(|l| l.starts_with("Subject:")).unwrap();
        assert!(subject.contains("=?utf-8?b?"), "{subject}");
        assert!(eml.contains("Reply-To:"));
        assert!(eml.contains("multipart/alternative"));
        assert!(eml.contains("<lp@example.kr>"));
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn bad_sender_or_url_is_refused() {
        assert!(Mailer::new(&MailerConfig::Files { dir: std::env::temp_dir() }, "not an address").is_err());
        assert!(Mailer::new(&MailerConfig::Smtp { url: "ftp://x".into() }, "a@b.kr").is_err());
    }
}
