//! The logged-in home screen's figures: the company and its members for every account, and the
//! firm at a glance (unions, money, applicants, mails, what waits) for an investor firm.

use actix_web::{get, web};
use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::state::AppState;

/// What the dashboard shows so far; grows as each area lands.
#[derive(Debug, Serialize, ToSchema)]
pub struct Dashboard {
    pub company_name: String,
    /// `investor` or `startup`.
    #[schema(value_type = codes::CompanyKindCode)]
    pub company_kind: String,
    pub active_member_count: i64,
    pub pending_member_count: i64,
}

/// Figures for the caller's company.
#[utoipa::path(
    tag = "dashboard",
    security(("bearer" = [])),
    responses(
        (status = 200, body = Dashboard),
        (status = 403, description = "registration_incomplete", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/dashboard")]
pub async fn get_dashboard(state: web::Data<AppState>, t: Tenant) -> Result<web::Json<Dashboard>, ApiError> {
    let counts = state.auth.member_counts(&t.actor).await?;
    Ok(web::Json(Dashboard {
        company_name: t.user.company.name,
        company_kind: t.user.company.kind.code().into(),
        active_member_count: counts.active,
        pending_member_count: counts.pending,
    }))
}

/// Unions in one status.
#[derive(Debug, Serialize, ToSchema)]
pub struct UnionStatusCountDto {
    #[schema(value_type = codes::UnionStatusCode)]
    pub status: String,
    pub label: String,
    pub count: i64,
}

/// A union not formed yet and its raising so far (amounts in won).
#[derive(Debug, Serialize, ToSchema)]
pub struct OpenUnionDto {
    pub union_id: i64,
    pub name: String,
    #[schema(value_type = codes::UnionStatusCode)]
    pub status: String,
    pub recruitment_end_date: NaiveDate,
    pub target_amount: i64,
    pub applied_amount: i64,
    pub paid_amount: i64,
    pub applicant_count: i64,
    /// Applied / target as a fraction (show ×100 rounded).
    pub progress: f64,
}

/// Applicants in one status over every live union, with their applied amounts.
#[derive(Debug, Serialize, ToSchema)]
pub struct ApplicantStageDto {
    #[schema(value_type = codes::ApplicantStatusCode)]
    pub status: String,
    pub label: String,
    pub count: i64,
    pub amount: i64,
}

/// One of the firm's latest mailings and how its delivery went.
#[derive(Debug, Serialize, ToSchema)]
pub struct RecentMailingDto {
    pub mailing_id: i64,
    pub union_id: i64,
    pub union_name: String,
    #[schema(value_type = codes::MailKindCode)]
    pub kind: String,
    pub kind_label: String,
    pub subject: String,
    pub created_at: DateTime<Utc>,
    pub recipient_count: i64,
    pub queued: i64,
    pub sent: i64,
    pub failed: i64,
}

/// Something waiting on the firm today.
#[derive(Debug, Serialize, ToSchema)]
pub struct AttentionDto {
    #[schema(value_type = codes::AutoKindCode)]
    pub kind: String,
    pub label: String,
    /// The sentence the task list would show (e.g. "○○조합 제출 서류 검토 (3건)").
    pub title: String,
    /// The union (documents, payments) or the data request.
    pub ref_id: i64,
    pub union_id: Option<i64>,
    /// Applicants or startups concerned.
    pub count: i64,
    pub due_on: Option<NaiveDate>,
}

/// The firm at a glance.
#[derive(Debug, Serialize, ToSchema)]
pub struct FirmOverview {
    /// Every union status in the order R, S, C, F, A, E, zero included.
    pub unions_by_status: Vec<UnionStatusCountDto>,
    /// Unions not formed yet.
    pub open_union_count: i64,
    /// At most six of them, soonest recruitment end first.
    pub open_unions: Vec<OpenUnionDto>,
    /// Every applicant status in the order R, C, S, P, F, zero included.
    pub applicant_stages: Vec<ApplicantStageDto>,
    pub applied_amount: i64,
    /// Paid (P, F).
    pub paid_amount: i64,
    pub unpaid_amount: i64,
    /// The latest five mailings over all unions.
    pub recent_mailings: Vec<RecentMailingDto>,
    /// Documents to review, payments overdue and data requests late, as of today.
    pub attention: Vec<AttentionDto>,
}

/// The caller's firm at a glance: its unions by status, the raising of those not formed, the
/// applicants and money over all of them, the latest mails and what waits today. A startup's
/// company has none of these (every figure zero, every list empty).
#[utoipa::path(
    tag = "dashboard",
    security(("bearer" = [])),
    responses(
        (status = 200, body = FirmOverview),
        (status = 403, description = "registration_incomplete", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/dashboard/overview")]
pub async fn get_firm_overview(state: web::Data<AppState>, t: Tenant) -> Result<web::Json<FirmOverview>, ApiError> {
    let (unions, mails, attention) = tokio::try_join!(
        async { state.union_overview.overview(&t.actor).await.map_err(ApiError::from) },
        async { state.recent_mailings.recent(&t.actor).await.map_err(ApiError::from) },
        async { state.tasks.attention(&t.actor).await.map_err(ApiError::from) },
    )?;
    let unpaid = unions.unpaid_amount().get();
    Ok(web::Json(FirmOverview {
        unions_by_status: unions
            .by_status
            .iter()
            .map(|(s, n)| UnionStatusCountDto { status: s.code().into(), label: s.label().into(), count: *n })
            .collect(),
        open_union_count: unions.open_count,
        open_unions: unions
            .open
            .into_iter()
            .map(|u| OpenUnionDto {
                union_id: u.id.get(),
                progress: u.totals.progress(),
                name: u.name,
                status: u.status.code().into(),
                recruitment_end_date: u.recruitment_end_date,
                target_amount: u.totals.target_amount.get(),
                applied_amount: u.totals.applied_amount.get(),
                paid_amount: u.totals.paid_amount.get(),
                applicant_count: u.totals.applicant_count,
            })
            .collect(),
        applicant_stages: unions
            .applicants
            .iter()
            .map(|a| ApplicantStageDto {
                status: a.status.code().into(),
                label: a.status.label().into(),
                count: a.count,
                amount: a.amount.get(),
            })
            .collect(),
        applied_amount: unions.applied_amount.get(),
        paid_amount: unions.paid_amount.get(),
        unpaid_amount: unpaid,
        recent_mailings: mails
            .into_iter()
            .map(|r| RecentMailingDto {
                mailing_id: r.mailing.id.get(),
                union_id: r.mailing.union.get(),
                union_name: r.union_name,
                kind: r.mailing.kind.code().into(),
                kind_label: r.mailing.kind.label().into(),
                subject: r.mailing.subject,
                created_at: r.mailing.created_at,
                recipient_count: r.mailing.recipient_count,
                queued: r.mailing.queued,
                sent: r.mailing.sent,
                failed: r.mailing.failed,
            })
            .collect(),
        attention: attention
            .into_iter()
            .map(|c| AttentionDto {
                kind: c.kind.code().into(),
                label: c.kind.label().into(),
                title: c.title(),
                ref_id: c.ref_id,
                union_id: c.union_id,
                count: c.count,
                due_on: c.due_on,
            })
            .collect(),
    }))
}

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(get_dashboard).service(get_firm_overview);
}
