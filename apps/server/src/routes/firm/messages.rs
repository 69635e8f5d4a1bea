//! Messages between companies (/message-list, /message-detail, /message-send) and the unread
//! count the app asks for at start (the spec's note_new_check) for the navbar's badge.

use actix_web::http::StatusCode;
use actix_web::{get, post, web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};
use kernel::{CompanyId, PageRequest};
use serde::{Deserialize, Serialize};
use support::{Message, MessageBox, MessageId};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::page_dto;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(unread_messages).service(list_messages).service(send_message).service(get_message);
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MessageDto {
    pub id: i64,
    pub sender_company_id: i64,
    pub sender_company_name: String,
    /// Who wrote it ('탈퇴한 회원' once they have withdrawn).
    pub sender_name: String,
    pub recipient_company_id: i64,
    pub recipient_company_name: String,
    pub title: String,
    /// Plain text; line breaks are meant to be kept.
    pub body: String,
    /// The message this one answers.
    pub reply_to: Option<i64>,
    pub created_at: DateTime<Utc>,
    /// When the receiving company first read it.
    pub read_at: Option<DateTime<Utc>>,
}

impl From<Message> for MessageDto {
    fn from(m: Message) -> Self {
        MessageDto {
            id: m.id.get(),
            sender_company_id: m.sender_company_id.get(),
            sender_company_name: m.sender_company_name,
            sender_name: m.sender_name,
            recipient_company_id: m.recipient_company_id.get(),
            recipient_company_name: m.recipient_company_name,
            title: m.title,
            body: m.body,
            reply_to: m.reply_to.map(MessageId::get),
            created_at: m.created_at,
            read_at: m.read_at,
        }
    }
}

page_dto!(MessagePage, MessageDto);

/// Whether the caller's company has unread messages (the navbar's badge).
#[derive(Debug, Serialize, ToSchema)]
pub struct UnreadMessages {
    pub unread_count: i64,
}

/// The caller's company's unread messages (asked at start and now and then).
#[utoipa::path(tag = "messages", security(("bearer" = [])), responses((status = 200, body = UnreadMessages)))]
#[get("/messages/unread")]
pub async fn unread_messages(state: web::Data<AppState>, t: Tenant) -> Result<web::Json<UnreadMessages>, ApiError> {
    Ok(web::Json(UnreadMessages { unread_count: state.messages.unread(&t.actor).await? }))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct MessageQuery {
    /// `inbox` (received, the default) or `sent`.
    #[param(inline, value_type = Option<codes::MessageFolderCode>)]
    pub folder: Option<String>,
    /// 1-based; default 1; 1 to 1,000,000 (others are refused with 400).
    #[param(minimum = 1, maximum = 1_000_000)]
    pub page: Option<u32>,
    /// Items a page: 1 to 100, default 10 (others are refused with 400).
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<u32>,
}

/// The caller's company's received or sent messages, newest first.
#[utoipa::path(
    tag = "messages",
    security(("bearer" = [])),
    params(MessageQuery),
    responses(
        (status = 200, body = MessagePage),
        (status = 400, description = "invalid_request", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/messages")]
pub async fn list_messages(
    state: web::Data<AppState>,
    t: Tenant,
    q: web::Query<MessageQuery>,
) -> Result<web::Json<MessagePage>, ApiError> {
    let side = match q.folder.as_deref() {
        None | Some("inbox") => MessageBox::Inbox,
        Some("sent") => MessageBox::Sent,
        Some(_) => return Err(ApiError::bad_request("folder는 inbox, sent 중 하나여야 합니다.")),
    };
    let page = state.messages.list(&t.actor, side, PageRequest::checked(q.page, q.page_size)?).await?;
    Ok(web::Json(MessagePage::from_page(page, MessageDto::from)))
}

/// A message to another company.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MessageBody {
    /// Any company but the sender's own.
    #[serde(deserialize_with = "crate::wire::int")]
    pub recipient_company_id: i64,
    #[schema(max_length = 100, pattern = r"\S", example = "IR 자료 요청드립니다")]
    pub title: String,
    #[schema(max_length = 5000, pattern = r"\S")]
    pub body: String,
    /// A message the sender's company received from the recipient, when this answers it.
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub reply_to: Option<i64>,
}

/// Sends a message to another company (/message-send).
#[utoipa::path(
    tag = "messages",
    security(("bearer" = [])),
    params(crate::idempotency::IdempotencyKeyHeader),
    request_body = MessageBody,
    responses(
        (status = 201, body = MessageDto),
        (status = 404, description = "message_not_found (`reply_to` is not a message received from that company)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`recipient_company_id`, `title`, `body`)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/messages")]
pub async fn send_message(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    body: web::Json<MessageBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    crate::idempotency::once(&state, &req, t.actor.user_id, &b, StatusCode::CREATED, || async {
        let to = CompanyId(b.recipient_company_id);
        let sent = state.messages.send(&t.actor, to, &b.title, &b.body, b.reply_to.map(MessageId)).await?;
        Ok(MessageDto::from(sent))
    })
    .await
}

/// A message the caller's company sent or received; a received one becomes read.
#[utoipa::path(
    tag = "messages",
    security(("bearer" = [])),
    params(("message_id" = i64, Path)),
    responses(
        (status = 200, body = MessageDto),
        (status = 404, description = "message_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/messages/{message_id}")]
pub async fn get_message(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<web::Json<MessageDto>, ApiError> {
    Ok(web::Json(state.messages.open(&t.actor, MessageId(*id)).await?.into()))
}
