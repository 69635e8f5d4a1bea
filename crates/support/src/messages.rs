//! Messages between companies (/message-list, /message-detail, /message-send): a firm writes
//! to a startup from its profile (the company message popup) and the startup answers, or the
//! other way round. A message belongs to the two companies: every member of either reads it,
//! nobody else; the receiving company's first reading marks it read, and the unread count is
//! what the app asks at start (the spec's note_new_check) for the navbar's badge.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use kernel::{define_id, Actor, Clock, CompanyId, FieldError, Page, PageRequest, PortError, Refused};

use crate::error::SupportError;
use crate::validate::{MAX_TEXT_CHARS, MAX_TITLE_CHARS, MSG_BODY, MSG_TITLE};

define_id!(
    /// A message between two companies.
    MessageId
);

pub const MSG_RECIPIENT: &str = "받는 기업을 선택해 주세요.";

/// Which side of the caller's company a list shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MessageBox {
    /// Received by the caller's company.
    Inbox,
    /// Sent by the caller's company.
    Sent,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    pub id: MessageId,
    pub sender_company_id: CompanyId,
    pub sender_company_name: String,
    /// '탈퇴한 회원' once the writer has withdrawn.
    pub sender_name: String,
    pub recipient_company_id: CompanyId,
    pub recipient_company_name: String,
    pub title: String,
    pub body: String,
    pub reply_to: Option<MessageId>,
    pub created_at: DateTime<Utc>,
    pub read_at: Option<DateTime<Utc>>,
}

/// A checked message to send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MessageDraft {
    pub recipient: CompanyId,
    pub title: String,
    pub body: String,
    pub reply_to: Option<MessageId>,
}

/// Why the store refused a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SendRefusal {
    /// No such company, or the sender's own.
    NoRecipient,
    /// The answered message is not one the sender's company received from the recipient.
    NotAReply,
}

#[async_trait::async_trait]
pub trait MessageRepository: Send + Sync {
    /// Newest first.
    async fn messages(
        &self,
        company: CompanyId,
        side: MessageBox,
        page: PageRequest,
    ) -> Result<Page<Message>, PortError>;
    /// `NotFound` unless the company sent or received it; marks it read when the company
    /// received it and it was unread.
    async fn open(&self, company: CompanyId, id: MessageId, at: DateTime<Utc>) -> Result<Message, PortError>;
    async fn send(
        &self,
        by: &Actor,
        draft: &MessageDraft,
        at: DateTime<Utc>,
    ) -> Result<MessageId, Refused<SendRefusal>>;
    async fn unread(&self, company: CompanyId) -> Result<i64, PortError>;
}

/// Checks what is written.
///
/// # Errors
/// `title`, `body`.
pub fn checked(
    recipient: CompanyId,
    title: &str,
    body: &str,
    reply_to: Option<MessageId>,
) -> Result<MessageDraft, Vec<FieldError>> {
    let mut errors = Vec::new();
    let (title, body) = (title.trim(), body.trim());
    if title.is_empty() || title.chars().count() > MAX_TITLE_CHARS {
        errors.push(FieldError::new("title", MSG_TITLE));
    }
    if body.is_empty() || body.chars().count() > MAX_TEXT_CHARS {
        errors.push(FieldError::new("body", MSG_BODY));
    }
    if errors.is_empty() {
        Ok(MessageDraft { recipient, title: title.to_owned(), body: body.to_owned(), reply_to })
    } else {
        Err(errors)
    }
}

#[derive(Clone)]
pub struct MessageService {
    repo: Arc<dyn MessageRepository>,
    clock: Arc<dyn Clock>,
}

impl MessageService {
    pub fn new(repo: Arc<dyn MessageRepository>, clock: Arc<dyn Clock>) -> Self {
        MessageService { repo, clock }
    }

    /// # Errors
    /// Only the port's.
    pub async fn list(
        &self,
        actor: &Actor,
        side: MessageBox,
        page: PageRequest,
    ) -> Result<Page<Message>, SupportError> {
        Ok(self.repo.messages(actor.company_id, side, page).await?)
    }

    /// Reads a message of the caller's company (received ones become read).
    ///
    /// # Errors
    /// `MessageNotFound`.
    pub async fn open(&self, actor: &Actor, id: MessageId) -> Result<Message, SupportError> {
        self.repo.open(actor.company_id, id, self.clock.now()).await.map_err(|e| match e {
            PortError::NotFound => SupportError::MessageNotFound,
            e => SupportError::Port(e),
        })
    }

    /// # Errors
    /// `Validation` on `title`, `body`, `recipient_company_id` (unknown or one's own company)
    /// or `reply_to` (not a message received from that company).
    pub async fn send(
        &self,
        actor: &Actor,
        recipient: CompanyId,
        title: &str,
        body: &str,
        reply_to: Option<MessageId>,
    ) -> Result<Message, SupportError> {
        let mut draft = checked(recipient, title, body, reply_to);
        if recipient == actor.company_id {
            let own = FieldError::new("recipient_company_id", MSG_RECIPIENT);
            draft = Err(draft.err().map_or_else(
                || vec![own.clone()],
                |mut e| {
                    e.push(own.clone());
                    e
                },
            ));
        }
        let draft = draft.map_err(SupportError::Validation)?;
        let id = self.repo.send(actor, &draft, self.clock.now()).await.map_err(|e| match e {
            Refused::Conflict(SendRefusal::NoRecipient) => {
                SupportError::Validation(vec![FieldError::new("recipient_company_id", MSG_RECIPIENT)])
            }
            Refused::Conflict(SendRefusal::NotAReply) => SupportError::MessageNotFound,
            Refused::Port(p) => SupportError::Port(p),
        })?;
        self.open(actor, id).await
    }

    /// How many messages the caller's company has not read.
    ///
    /// # Errors
    /// Only the port's.
    pub async fn unread(&self, actor: &Actor) -> Result<i64, SupportError> {
        Ok(self.repo.unread(actor.company_id).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_needs_a_title_and_a_body_within_their_limits() {
        let to = CompanyId(2);
        assert_eq!(checked(to, " 인사 ", " 반갑습니다 ", None).unwrap().title, "인사");
        let errors = checked(to, &"가".repeat(101), " ", None).unwrap_err();
        let fields: Vec<&str> = errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["title", "body"]);
        assert!(checked(to, "제목", &"가".repeat(5_000), None).is_ok());
    }
}
