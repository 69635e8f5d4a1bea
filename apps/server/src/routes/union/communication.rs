//! The communication tab: the bank lookup list and the union's payment account, mail previews,
//! the member-selection lists, sending (queued into the outbox) and the send history.

use actix_web::http::StatusCode;
use actix_web::{get, post, put, web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};
use kernel::PageRequest;
use lp::LpGroupId;
use mail::{
    GroupCandidate, MailKind, MailingCreated, MailingId, MailingSummary, MemberCandidate, RecipientDelivery,
    RecipientSelection, SendRequest,
};
use serde::{Deserialize, Serialize};
use union::{ApplicantId, BankAccount, BankAccountDraft, UnionId, BANKS};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::page_dto;
use crate::routes::paging::PageQuery;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(list_banks)
        .service(get_bank_account)
        .service(put_bank_account)
        .service(mail_preview)
        .service(mail_member_candidates)
        .service(mail_group_candidates)
        .service(send_mail)
        .service(mail_history)
        .service(get_mailing)
        .service(mailing_recipients);
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BankDto {
    /// Three-digit bank code (금융결제원).
    #[schema(value_type = codes::BankCode)]
    pub code: String,
    pub name: String,
}

/// The bank lookup list of the account form.
#[utoipa::path(tag = "communication", security(("bearer" = [])), responses((status = 200, body = Vec<BankDto>)))]
#[get("/banks")]
pub async fn list_banks(_t: Tenant) -> web::Json<Vec<BankDto>> {
    web::Json(BANKS.iter().map(|b| BankDto { code: b.code.into(), name: b.name.into() }).collect())
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BankAccountDto {
    #[schema(value_type = codes::BankCode)]
    pub bank_code: String,
    pub bank_name: String,
    pub account_number: String,
    pub depositor: String,
}

impl From<BankAccount> for BankAccountDto {
    fn from(a: BankAccount) -> Self {
        BankAccountDto {
            bank_code: a.bank.code.into(),
            bank_name: a.bank.name.into(),
            account_number: a.account_number,
            depositor: a.depositor,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BankAccountResponse {
    /// `null` until the GP saves one.
    pub account: Option<BankAccountDto>,
}

/// The union's payment account (used by the P mail).
#[utoipa::path(
    tag = "communication",
    security(("bearer" = [])),
    params(("union_id" = i64, Path)),
    responses(
        (status = 200, body = BankAccountResponse),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/bank-account")]
pub async fn get_bank_account(
    state: web::Data<AppState>,
    t: Tenant,
    union_id: web::Path<i64>,
) -> Result<web::Json<BankAccountResponse>, ApiError> {
    let account = state.communication.bank_account(&t.actor, UnionId(*union_id)).await?;
    Ok(web::Json(BankAccountResponse { account: account.map(Into::into) }))
}

/// The account modal: all three fields are required.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(default)]
pub struct BankAccountBody {
    #[schema(value_type = codes::BankCode, required = true)]
    pub bank_code: String,
    #[schema(required = true, pattern = r"^\s*-*([0-9]-*){8,20}\s*$", example = "110-123-456789")]
    pub account_number: String,
    #[schema(required = true, min_length = 1, max_length = 50, pattern = r"\S", example = "조합 제1호 개인투자조합")]
    pub depositor: String,
}

/// Saves (or replaces) the union's payment account.
#[utoipa::path(
    tag = "communication",
    security(("bearer" = [])),
    params(("union_id" = i64, Path)),
    request_body = BankAccountBody,
    responses(
        (status = 200, body = BankAccountDto),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/unions/{union_id}/bank-account")]
pub async fn put_bank_account(
    state: web::Data<AppState>,
    t: Tenant,
    union_id: web::Path<i64>,
    body: web::Json<BankAccountBody>,
) -> Result<web::Json<BankAccountDto>, ApiError> {
    let b = body.into_inner();
    let draft = BankAccountDraft { bank_code: b.bank_code, account_number: b.account_number, depositor: b.depositor };
    Ok(web::Json(state.communication.save_bank_account(&t.actor, UnionId(*union_id), &draft).await?.into()))
}

fn mail_kind(code: &str) -> Result<MailKind, ApiError> {
    MailKind::parse(code).ok_or_else(|| {
        ApiError::validation(vec![kernel::FieldError::new("kind", "메일 종류는 I, C, P, A 중 하나여야 합니다.")])
    })
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct PreviewQuery {
    /// I 모집 안내, C 마감 안내 및 서류 요청, P 결성계획 승인 및 출자금 납입 요청, A 추가 모집 안내.
    #[param(value_type = codes::MailKindCode)]
    pub kind: String,
    /// Write the mail for this applicant (units, amount); absent: a stand-in with one unit.
    pub applicant_id: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MailPreviewDto {
    #[schema(value_type = codes::MailKindCode)]
    pub kind: String,
    pub kind_label: String,
    pub subject: String,
    /// The full HTML document, as sent.
    pub html: String,
    /// The plain-text alternative, as sent.
    pub text: String,
}

/// The mail as members get it, written by the same code the outbox worker uses.
#[utoipa::path(
    tag = "communication",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), PreviewQuery),
    responses(
        (status = 200, body = MailPreviewDto),
        (status = 404, description = "union_not_found, applicant_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (kind)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/mail-preview")]
pub async fn mail_preview(
    state: web::Data<AppState>,
    t: Tenant,
    union_id: web::Path<i64>,
    q: web::Query<PreviewQuery>,
) -> Result<web::Json<MailPreviewDto>, ApiError> {
    let kind = mail_kind(&q.kind)?;
    let m = state.communication.preview(&t.actor, UnionId(*union_id), kind, q.applicant_id.map(ApplicantId)).await?;
    Ok(web::Json(MailPreviewDto {
        kind: kind.code().into(),
        kind_label: kind.label().into(),
        subject: m.subject,
        html: m.html,
        text: m.text,
    }))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MemberCandidateDto {
    pub applicant_id: i64,
    pub name: String,
    #[schema(value_type = codes::LpTypeCode)]
    pub lp_type: String,
    pub phone: String,
    /// Empty when the applicant gave none.
    pub email: String,
    /// Whether the member can be mailed (has an e-mail address): the send skips the others.
    pub mailable: bool,
    pub unit_count: i64,
    pub amount: i64,
    #[schema(value_type = codes::ApplicantStatusCode)]
    pub status: String,
}

impl From<MemberCandidate> for MemberCandidateDto {
    fn from(m: MemberCandidate) -> Self {
        MemberCandidateDto {
            mailable: m.is_mailable(),
            applicant_id: m.applicant.get(),
            name: m.name,
            lp_type: m.lp_type,
            phone: m.phone,
            email: m.email,
            unit_count: m.units,
            amount: m.amount,
            status: m.status.code().into(),
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MemberCandidateList {
    /// Every applicant of the union in application order (at most 20,000).
    pub items: Vec<MemberCandidateDto>,
}

/// The member-selection modal's individual tab: the union's applicants.
#[utoipa::path(
    tag = "communication",
    security(("bearer" = [])),
    params(("union_id" = i64, Path)),
    responses(
        (status = 200, body = MemberCandidateList),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/mail-recipients/members")]
pub async fn mail_member_candidates(
    state: web::Data<AppState>,
    t: Tenant,
    union_id: web::Path<i64>,
) -> Result<web::Json<MemberCandidateList>, ApiError> {
    let items = state.communication.member_candidates(&t.actor, UnionId(*union_id)).await?;
    Ok(web::Json(MemberCandidateList { items: items.into_iter().map(Into::into).collect() }))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GroupCandidateDto {
    pub group_id: i64,
    pub name: String,
    pub member_count: i64,
    /// Members of the group who applied to this union and have an address.
    pub reachable_count: i64,
}

impl From<GroupCandidate> for GroupCandidateDto {
    fn from(g: GroupCandidate) -> Self {
        GroupCandidateDto {
            group_id: g.group.get(),
            name: g.name,
            member_count: g.member_count,
            reachable_count: g.reachable_count,
        }
    }
}

#[derive(Debug, Serialize, ToSchema)]
pub struct GroupCandidateList {
    pub items: Vec<GroupCandidateDto>,
}

/// The member-selection modal's group tab: the firm's LP groups.
#[utoipa::path(
    tag = "communication",
    security(("bearer" = [])),
    params(("union_id" = i64, Path)),
    responses(
        (status = 200, body = GroupCandidateList),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/mail-recipients/groups")]
pub async fn mail_group_candidates(
    state: web::Data<AppState>,
    t: Tenant,
    union_id: web::Path<i64>,
) -> Result<web::Json<GroupCandidateList>, ApiError> {
    let items = state.communication.group_candidates(&t.actor, UnionId(*union_id)).await?;
    Ok(web::Json(GroupCandidateList { items: items.into_iter().map(Into::into).collect() }))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MailingDto {
    pub id: i64,
    #[schema(value_type = codes::MailKindCode)]
    pub kind: String,
    pub kind_label: String,
    pub subject: String,
    pub sender_name: String,
    pub reply_to: Option<String>,
    pub recipient_count: i64,
    pub group_count: i64,
    pub created_at: DateTime<Utc>,
    /// Waiting, being sent, or waiting for a retry.
    pub queued: i64,
    pub sent: i64,
    pub failed: i64,
}

impl From<MailingSummary> for MailingDto {
    fn from(m: MailingSummary) -> Self {
        MailingDto {
            id: m.id.get(),
            kind: m.kind.code().into(),
            kind_label: m.kind.label().into(),
            subject: m.subject,
            sender_name: m.sender_name,
            reply_to: m.reply_to.map(|r| r.to_string()),
            recipient_count: m.recipient_count,
            group_count: m.group_count,
            created_at: m.created_at,
            queued: m.queued,
            sent: m.sent,
            failed: m.failed,
        }
    }
}

#[derive(Debug, Default, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(default)]
pub struct SendMailBody {
    /// I, C, P or A.
    #[schema(value_type = codes::MailKindCode)]
    pub kind: String,
    /// Applicants picked one by one.
    #[schema(max_items = 20000)]
    #[serde(default, deserialize_with = "crate::wire::int_list")]
    pub applicant_ids: Vec<i64>,
    /// LP groups: each stands for its members who applied to this union.
    #[schema(max_items = 20000)]
    #[serde(default, deserialize_with = "crate::wire::int_list")]
    pub group_ids: Vec<i64>,
    /// Where replies go; empty: the sender's own address.
    pub reply_to: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MailingCreatedDto {
    pub mailing: MailingDto,
    /// Picked applicants left out for having no e-mail address.
    pub without_email: i64,
    /// The answer to an earlier request with the same Idempotency-Key; nothing new was queued.
    pub replayed: bool,
}

impl From<MailingCreated> for MailingCreatedDto {
    fn from(c: MailingCreated) -> Self {
        MailingCreatedDto { mailing: c.mailing.into(), without_email: c.without_email, replayed: c.replayed }
    }
}

/// Queues the mail: the history row and one outbox row per recipient in one transaction; the
/// answer comes at once and a worker delivers. A repeat with the same `Idempotency-Key`
/// answers with the first mailing and sends nothing again.
#[utoipa::path(
    tag = "communication",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), crate::idempotency::IdempotencyKeyHeader),
    request_body = SendMailBody,
    responses(
        (status = 202, body = MailingCreatedDto),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (kind, recipients, reply_to), bank_account_missing, mail_no_recipients, idempotency_key_reused", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/unions/{union_id}/mailings")]
pub async fn send_mail(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    union_id: web::Path<i64>,
    body: web::Json<SendMailBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let kind = mail_kind(&b.kind)?;
    let union = UnionId(*union_id);
    let request = SendRequest {
        kind,
        selection: RecipientSelection {
            applicants: b.applicant_ids.into_iter().map(ApplicantId).collect(),
            groups: b.group_ids.into_iter().map(LpGroupId).collect(),
        },
        reply_to: b.reply_to,
        idempotency_key: crate::idempotency::key_of(&req)?,
    };
    let created = state.communication.send(&t.actor, union, request).await?;
    if !created.replayed {
        state.mail_wake.notify_one();
    }
    let mut r = HttpResponse::build(StatusCode::ACCEPTED);
    if created.replayed {
        r.insert_header(("Idempotent-Replayed", "true"));
    }
    Ok(r.json(MailingCreatedDto::from(created)))
}

page_dto!(MailingPage, MailingDto);

/// The union's send history, newest first, with delivery counts.
#[utoipa::path(
    tag = "communication",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), PageQuery),
    responses(
        (status = 200, body = MailingPage),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/mailings")]
pub async fn mail_history(
    state: web::Data<AppState>,
    t: Tenant,
    union_id: web::Path<i64>,
    q: web::Query<PageQuery>,
) -> Result<web::Json<MailingPage>, ApiError> {
    let page =
        state.communication.history(&t.actor, UnionId(*union_id), PageRequest::checked(q.page, q.page_size)?).await?;
    Ok(web::Json(MailingPage::from_page(page, MailingDto::from)))
}

/// One mailing of the history.
#[utoipa::path(
    tag = "communication",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("mailing_id" = i64, Path)),
    responses(
        (status = 200, body = MailingDto),
        (status = 404, description = "mailing_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/mailings/{mailing_id}")]
pub async fn get_mailing(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<web::Json<MailingDto>, ApiError> {
    let (union, id) = path.into_inner();
    Ok(web::Json(state.communication.mailing(&t.actor, UnionId(union), MailingId(id)).await?.into()))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RecipientDeliveryDto {
    pub name: String,
    pub phone: String,
    pub email: String,
    /// queued, sending, sent or failed.
    #[schema(value_type = codes::DeliveryStatusCode)]
    pub status: String,
    pub attempts: i32,
    /// The mail server's last answer, or why it could not be reached.
    pub last_answer: Option<String>,
    pub updated_at: DateTime<Utc>,
}

impl From<RecipientDelivery> for RecipientDeliveryDto {
    fn from(d: RecipientDelivery) -> Self {
        RecipientDeliveryDto {
            name: d.name,
            phone: d.phone,
            email: d.email,
            status: d.status.code().into(),
            attempts: d.attempts,
            last_answer: d.last_answer,
            updated_at: d.updated_at,
        }
    }
}

page_dto!(RecipientDeliveryPage, RecipientDeliveryDto);

/// The history detail modal: a mailing's recipients with each one's delivery state.
#[utoipa::path(
    tag = "communication",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("mailing_id" = i64, Path), PageQuery),
    responses(
        (status = 200, body = RecipientDeliveryPage),
        (status = 404, description = "mailing_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/mailings/{mailing_id}/recipients")]
pub async fn mailing_recipients(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
    q: web::Query<PageQuery>,
) -> Result<web::Json<RecipientDeliveryPage>, ApiError> {
    let (union, id) = path.into_inner();
    let page = state
        .communication
        .deliveries(&t.actor, UnionId(union), MailingId(id), PageRequest::checked(q.page, q.page_size)?)
        .await?;
    Ok(web::Json(RecipientDeliveryPage::from_page(page, RecipientDeliveryDto::from)))
}
