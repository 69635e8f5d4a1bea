//! Mail delivery through lettre: a pooled SMTP transport when `SMTP_URL` is set, otherwise
//! `.eml` files in a folder (the data folder's `mail/`), so local runs never lose a message.
//! [`sink`] is a small SMTP server for tests and benchmarks.

pub mod sink;

use std::path::PathBuf;
use std::time::Duration;

use kernel::mail::{MailError, MailTransport, OutgoingMail};
use lettre::message::{header::ContentType, Attachment, Mailbox, MultiPart, SinglePart};
use lettre::transport::smtp::PoolConfig;
use lettre::{AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

/// An SMTP server that does not answer within this is treated as a temporary failure.
const SMTP_TIMEOUT: Duration = Duration::from_secs(30);

/// Where mail goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MailerConfig {
    /// An SMTP server: `smtp://user:pass@host:587?tls=required`, `smtps://host:465`,
    /// or `smtp://127.0.0.1:2525` (plain, for local sinks).
    Smtp {
        url: String,
        /// Connections kept open: as many as the outbox worker sends at once. lettre 0.11.23
        /// leaves Nagle on, so each connection waits out the server's delayed ACK (about 40 ms)
        /// once a message; throughput comes from connections, not from one fast connection.
        connections: u32,
    },
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
            MailerConfig::Smtp { url, connections } => Transport::Smtp(
                AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .map_err(|e| format!("SMTP_URL: {e}"))?
                    .timeout(Some(SMTP_TIMEOUT))
                    .pool_config(PoolConfig::new().max_size((*connections).max(1)))
                    .build(),
            ),
            MailerConfig::Files { dir } => {
                std::fs::create_dir_all(dir).map_err(|e| format!("mail folder {}: {e}", dir.display()))?;
                Transport::Files(AsyncFileTransport::<Tokio1Executor>::new(dir))
            }
        };
        Ok(Mailer { transport, from })
    }

    /// Builds the MIME message: HTML with a plain-text alternative, encoded Korean headers, and
    /// any attachments after the body in a `multipart/mixed`.
    ///
    /// # Errors
    /// [`MailError::Permanent`] when an address or an attachment's type cannot be used in a
    /// header: no retry fixes that.
    pub fn build_message(&self, mail: &OutgoingMail) -> Result<Message, MailError> {
        let bad = |e: lettre::address::AddressError| MailError::Permanent(format!("주소 오류: {e}"));
        let to_addr: lettre::Address = mail.to.as_str().parse().map_err(bad)?;
        let mut b = Message::builder()
            .from(Mailbox::new(Some(mail.from_name.clone()), self.from.clone()))
            .to(Mailbox::new(mail.to_name.clone(), to_addr))
            .subject(mail.subject.clone())
            .message_id(mail.message_id.as_ref().map(|id| format!("<{id}>")));
        if let Some(r) = &mail.reply_to {
            let addr: lettre::Address = r.as_str().parse().map_err(bad)?;
            b = b.reply_to(Mailbox::new(Some(mail.from_name.clone()), addr));
        }
        let body = MultiPart::alternative()
            .singlepart(SinglePart::builder().header(ContentType::TEXT_PLAIN).body(mail.text.clone()))
            .singlepart(SinglePart::builder().header(ContentType::TEXT_HTML).body(mail.html.clone()));
        let body = if mail.attachments.is_empty() {
            body
        } else {
            let mut mixed = MultiPart::mixed().multipart(body);
            for a in &mail.attachments {
                let kind = ContentType::parse(&a.content_type)
                    .map_err(|e| MailError::Permanent(format!("첨부 형식 {}: {e}", a.content_type)))?;
                mixed = mixed.singlepart(Attachment::new(a.name.clone()).body(a.bytes.clone(), kind));
            }
            mixed
        };
        b.multipart(body).map_err(|e| MailError::Permanent(e.to_string()))
    }
}

/// Sorts an SMTP failure: 5xx answers are permanent; 4xx answers, refused or dropped
/// connections and timeouts are worth another try.
fn classify(e: &lettre::transport::smtp::Error) -> MailError {
    if e.is_permanent() {
        MailError::Permanent(e.to_string())
    } else {
        MailError::Temporary(e.to_string())
    }
}

/// The server's answer as one line: `250 2.0.0 Ok: queued as 1234`.
fn answer(r: &lettre::transport::smtp::response::Response) -> String {
    let text: Vec<&str> = r.message().collect();
    format!("{} {}", r.code(), text.join(" "))
}

#[async_trait::async_trait]
impl MailTransport for Mailer {
    #[tracing::instrument(skip_all, fields(to = %mail.to))]
    async fn send(&self, mail: &OutgoingMail) -> Result<String, MailError> {
        let msg = self.build_message(mail)?;
        let result = match &self.transport {
            Transport::Smtp(t) => t.send(msg).await.map(|r| answer(&r)).map_err(|e| classify(&e)),
            Transport::Files(t) => t
                .send(msg)
                .await
                .map(|id| format!("{id}.eml 파일로 저장"))
                .map_err(|e| MailError::Temporary(e.to_string())),
        };
        if let Err(e) = &result {
            tracing::warn!(error = %e, "mail not delivered");
        }
        result
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
            message_id: Some("outbox-7@johap.kr".into()),
            attachments: Vec::new(),
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
        assert!(eml.contains("Message-ID: <outbox-7@johap.kr>"), "{eml}");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn attachments_follow_the_body_in_a_mixed_message_byte_for_byte() {
        use base64::Engine as _;
        let m = Mailer::new(&MailerConfig::Files { dir: std::env::temp_dir() }, "no-reply@johap.kr").unwrap();
        let pdf: Vec<u8> = b"%PDF-1.7\n".iter().copied().chain((0..=255u8).cycle().take(5000)).collect();
        let with = OutgoingMail {
            attachments: vec![kernel::mail::Attachment {
                name: "출자확인서_2026_홍길동.pdf".into(),
                content_type: "application/pdf".into(),
                bytes: pdf.clone(),
            }],
            ..mail()
        };
        let eml = String::from_utf8(m.build_message(&with).unwrap().formatted()).unwrap();
        assert!(eml.contains("multipart/mixed"), "{eml}");
        assert!(eml.contains("multipart/alternative"));
        assert!(eml.contains("Content-Type: application/pdf"), "{eml}");
        assert!(eml.contains("Content-Disposition: attachment"), "{eml}");
        // The part's body is base64 after its blank line, up to the closing boundary.
        let part = eml.split("Content-Type: application/pdf").nth(1).unwrap();
        let body: String =
            part.split("\r\n\r\n").nth(1).unwrap().lines().take_while(|l| !l.starts_with("--")).collect();
        assert_eq!(base64::engine::general_purpose::STANDARD.decode(body.trim()).unwrap(), pdf);

        let bad = OutgoingMail {
            attachments: vec![kernel::mail::Attachment {
                content_type: "no type".into(),
                ..with.attachments[0].clone()
            }],
            ..mail()
        };
        assert!(matches!(m.build_message(&bad), Err(MailError::Permanent(_))));
        assert!(!String::from_utf8(m.build_message(&mail()).unwrap().formatted()).unwrap().contains("multipart/mixed"));
    }

    #[test]
    fn bad_sender_or_url_is_refused() {
        assert!(Mailer::new(&MailerConfig::Files { dir: std::env::temp_dir() }, "not an address").is_err());
        assert!(Mailer::new(&MailerConfig::Smtp { url: "ftp://x".into(), connections: 1 }, "a@b.kr").is_err());
    }
}
