//! LP members (the firm's LP list and detail) and matching an LP to an application.

use actix_web::http::StatusCode;
use actix_web::{delete, get, patch, post, web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};
use kernel::PageRequest;
use lp::{LpMember, LpMemberDraft, LpMemberFilter, LpMemberId, LpMemberStatus};
use serde::{Deserialize, Serialize};
use union::{ApplicantId, UnionId};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::page_dto;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(list_lp_members)
        .service(create_lp_member)
        .service(get_lp_member)
        .service(change_lp_member)
        .service(matching_unions)
        .service(matching_applicants)
        .service(match_applicant)
        .service(unmatch_applicant)
        .service(lp_dashboard);
}

/// A firm's LP.
#[derive(Debug, Serialize, ToSchema)]
pub struct LpMemberDto {
    pub id: i64,
    /// Empty until the LP signs up; show the e-mail then.
    pub name: String,
    /// `individual` or `corporate`.
    #[schema(value_type = codes::LpTypeCode)]
    pub lp_type: String,
    /// Digits only; format for display.
    pub phone: String,
    pub email: String,
    /// W 대기, N 정상, S 정지.
    #[schema(value_type = codes::LpMemberStatusCode)]
    pub status: String,
    pub note: String,
    /// Whether the LP has an account (accepted an invitation).
    pub has_account: bool,
    pub created_at: DateTime<Utc>,
}

impl From<LpMember> for LpMemberDto {
    fn from(m: LpMember) -> Self {
        LpMemberDto {
            id: m.id.get(),
            name: m.name,
            lp_type: m.lp_type.code().into(),
            phone: m.phone,
            email: m.email,
            status: m.status.code().into(),
            note: m.note,
            has_account: m.has_account,
            created_at: m.created_at,
        }
    }
}

/// A row of the LP list.
#[derive(Debug, Serialize, ToSchema)]
pub struct LpMemberRow {
    #[serde(flatten)]
    pub member: LpMemberDto,
    /// Unions the LP applied to.
    pub union_count: i64,
    /// Total applied amount (won).
    pub committed_amount: i64,
}

page_dto!(LpMemberPage, LpMemberRow);

#[derive(Debug, Deserialize, IntoParams)]
pub struct LpMemberQuery {
    /// W, N or S; all when absent.
    #[param(value_type = Option<codes::LpMemberStatusCode>)]
    pub status: Option<String>,
    /// Substring of the name or e-mail.
    #[serde(default)]
    pub q: String,
    /// 1-based; default 1; 1 to 1,000,000 (others are refused with 400).
    #[param(minimum = 1, maximum = 1_000_000)]
    pub page: Option<u32>,
    /// Items a page: 1 to 100, default 10 (others are refused with 400).
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<u32>,
}

/// The firm's LPs, newest first.
#[utoipa::path(
    tag = "lpMembers",
    security(("bearer" = [])),
    params(LpMemberQuery),
    responses(
        (status = 200, body = LpMemberPage),
        (status = 400, description = "invalid_request", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/lp-members")]
pub async fn list_lp_members(
    state: web::Data<AppState>,
    t: Tenant,
    q: web::Query<LpMemberQuery>,
) -> Result<web::Json<LpMemberPage>, ApiError> {
    let status = match q.status.as_deref() {
        None => None,
        Some(s) => Some(
            LpMemberStatus::parse(s).ok_or_else(|| ApiError::bad_request("status는 W, N, S 중 하나여야 합니다."))?,
        ),
    };
    let filter = LpMemberFilter { status, query: q.q.clone() };
    let page = state.lp.list_members(&t.actor, &filter, PageRequest::checked(q.page, q.page_size)?).await?;
    Ok(web::Json(LpMemberPage::from_page(page, |s| LpMemberRow {
        member: s.member.into(),
        union_count: s.union_count,
        committed_amount: s.committed.get(),
    })))
}

/// An LP recorded by hand.
#[derive(Debug, Default, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(default)]
pub struct LpMemberBody {
    #[schema(value_type = String, required = true, min_length = 1, max_length = 100, pattern = r"\S", example = "이서연")]
    pub name: Option<String>,
    /// `individual` or `corporate`.
    #[schema(value_type = codes::LpTypeCode, required = true)]
    pub lp_type: Option<String>,
    #[schema(max_length = 20, pattern = r"^(|[ -]*([0-9][ -]*){8,11})$", example = "010-2345-6789")]
    pub phone: Option<String>,
    #[schema(
        max_length = 254,
        pattern = r"^(|[A-Za-z0-9._%+-]{1,64}@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)$",
        example = "seoyeon.lee@example.com"
    )]
    pub email: Option<String>,
    #[schema(max_length = 2000)]
    pub note: Option<String>,
}

/// Records an LP by hand (status W until they accept an invitation).
#[utoipa::path(
    tag = "lpMembers",
    security(("bearer" = [])),
    params(crate::idempotency::IdempotencyKeyHeader),
    request_body = LpMemberBody,
    responses(
        (status = 201, body = LpMemberDto),
        (status = 409, description = "lp_email_taken", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/lp-members")]
pub async fn create_lp_member(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    body: web::Json<LpMemberBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    crate::idempotency::once(&state, &req, t.actor.user_id, &b, StatusCode::CREATED, || async {
        let draft = LpMemberDraft {
            name: b.name.clone(),
            lp_type: b.lp_type.clone(),
            phone: b.phone.clone(),
            email: b.email.clone(),
            note: b.note.clone(),
        };
        Ok(LpMemberDto::from(state.lp.create_member(&t.actor, &draft).await?))
    })
    .await
}

/// One application of the LP.
#[derive(Debug, Serialize, ToSchema)]
pub struct LpApplicationDto {
    pub applicant_id: i64,
    pub union_id: i64,
    pub union_name: String,
    #[schema(value_type = codes::UnionStatusCode)]
    pub union_status: String,
    pub unit_count: i64,
    pub amount: i64,
    /// R C S P F.
    #[schema(value_type = codes::ApplicantStatusCode)]
    pub status: String,
    pub document_count: i64,
    pub applied_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LpGroupRef {
    pub id: i64,
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LpMemberDetailDto {
    pub member: LpMemberDto,
    pub groups: Vec<LpGroupRef>,
    /// Newest first.
    pub applications: Vec<LpApplicationDto>,
}

/// One LP with groups and every application.
#[utoipa::path(
    tag = "lpMembers",
    security(("bearer" = [])),
    params(("lp_member_id" = i64, Path)),
    responses(
        (status = 200, body = LpMemberDetailDto),
        (status = 404, description = "lp_member_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/lp-members/{lp_member_id}")]
pub async fn get_lp_member(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<web::Json<LpMemberDetailDto>, ApiError> {
    let d = state.lp.member(&t.actor, LpMemberId(*id)).await?;
    Ok(web::Json(LpMemberDetailDto {
        member: d.member.into(),
        groups: d.groups.into_iter().map(|(id, name)| LpGroupRef { id: id.get(), name }).collect(),
        applications: d
            .applications
            .into_iter()
            .map(|a| LpApplicationDto {
                applicant_id: a.applicant_id.get(),
                union_id: a.union_id.get(),
                union_name: a.union_name,
                union_status: a.union_status.code().into(),
                unit_count: a.unit_count,
                amount: a.amount.get(),
                status: a.status.code().into(),
                document_count: a.document_count,
                applied_at: a.applied_at,
            })
            .collect(),
    }))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LpMemberChangeBody {
    /// W, N or S.
    #[schema(value_type = codes::LpMemberStatusCode, required = true)]
    pub status: Option<String>,
    #[schema(max_length = 2000)]
    pub note: Option<String>,
}

/// Sets the LP's status and note.
#[utoipa::path(
    tag = "lpMembers",
    security(("bearer" = [])),
    params(("lp_member_id" = i64, Path)),
    request_body = LpMemberChangeBody,
    responses(
        (status = 200, body = LpMemberDto),
        (status = 404, description = "lp_member_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[patch("/lp-members/{lp_member_id}")]
pub async fn change_lp_member(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<LpMemberChangeBody>,
) -> Result<web::Json<LpMemberDto>, ApiError> {
    let m = state.lp.change_member(&t.actor, LpMemberId(*id), body.status.as_deref(), body.note.as_deref()).await?;
    Ok(web::Json(m.into()))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct SearchQuery {
    /// Substring to match.
    #[serde(default)]
    pub q: String,
}

/// A union in the matching modal (the spec's investment resource).
#[derive(Debug, Serialize, ToSchema)]
pub struct MatchingUnionDto {
    pub id: i64,
    pub name: String,
    pub unique_number: Option<String>,
    #[schema(value_type = codes::UnionStatusCode)]
    pub status: String,
}

/// Up to 100 of the firm's unions by name, for the matching modal's left list.
#[utoipa::path(
    tag = "lpMembers",
    security(("bearer" = [])),
    params(SearchQuery),
    responses((status = 200, body = Vec<MatchingUnionDto>))
)]
#[get("/lp-matching/unions")]
pub async fn matching_unions(
    state: web::Data<AppState>,
    t: Tenant,
    q: web::Query<SearchQuery>,
) -> Result<web::Json<Vec<MatchingUnionDto>>, ApiError> {
    let unions = state.lp.matching_unions(&t.actor, &q.q).await?;
    Ok(web::Json(
        unions
            .into_iter()
            .map(|u| MatchingUnionDto {
                id: u.id.get(),
                name: u.name,
                unique_number: u.unique_number,
                status: u.status.code().into(),
            })
            .collect(),
    ))
}

/// An application in the matching modal's right list.
#[derive(Debug, Serialize, ToSchema)]
pub struct MatchingApplicantDto {
    pub id: i64,
    /// Company (or person) name.
    pub name: String,
    /// Shown as the login id.
    pub email: String,
    pub amount: i64,
    /// The LP it is matched to, if any.
    pub matched_lp_member_id: Option<i64>,
}

/// Up to 100 applications of the union by name or e-mail, for the right list.
#[utoipa::path(
    tag = "lpMembers",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), SearchQuery),
    responses(
        (status = 200, body = Vec<MatchingApplicantDto>),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/lp-matching/unions/{union_id}/applicants")]
pub async fn matching_applicants(
    state: web::Data<AppState>,
    t: Tenant,
    union_id: web::Path<i64>,
    q: web::Query<SearchQuery>,
) -> Result<web::Json<Vec<MatchingApplicantDto>>, ApiError> {
    let list = state.lp.matching_applicants(&t.actor, UnionId(*union_id), &q.q).await?;
    Ok(web::Json(
        list.into_iter()
            .map(|a| MatchingApplicantDto {
                id: a.id.get(),
                name: a.name,
                email: a.email,
                amount: a.amount.get(),
                matched_lp_member_id: a.matched_to.map(|m| m.get()),
            })
            .collect(),
    ))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct MatchBody {
    #[serde(deserialize_with = "crate::wire::int")]
    pub applicant_id: i64,
}

/// Links an application to the LP (매칭); repeating it changes nothing.
#[utoipa::path(
    tag = "lpMembers",
    security(("bearer" = [])),
    params(("lp_member_id" = i64, Path)),
    request_body = MatchBody,
    responses(
        (status = 204, description = "Matched"),
        (status = 404, description = "lp_member_not_found, applicant_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "applicant_matched, already_applied", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/lp-members/{lp_member_id}/matches")]
pub async fn match_applicant(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<MatchBody>,
) -> Result<HttpResponse, ApiError> {
    state.lp.match_applicant(&t.actor, LpMemberId(*id), ApplicantId(body.applicant_id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Removes the link between the LP and an application.
#[utoipa::path(
    tag = "lpMembers",
    security(("bearer" = [])),
    params(("lp_member_id" = i64, Path), ("applicant_id" = i64, Path)),
    responses(
        (status = 204, description = "Unmatched"),
        (status = 404, description = "lp_member_not_found, applicant_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/lp-members/{lp_member_id}/matches/{applicant_id}")]
pub async fn unmatch_applicant(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (m, a) = path.into_inner();
    state.lp.unmatch_applicant(&t.actor, LpMemberId(m), ApplicantId(a)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// One union on the dashboard.
#[derive(Debug, Serialize, ToSchema)]
pub struct UnionProgressDto {
    pub union_id: i64,
    pub name: String,
    #[schema(value_type = codes::UnionStatusCode)]
    pub status: String,
    pub target_amount: i64,
    pub applied_amount: i64,
    /// Paid (P, F).
    pub paid_amount: i64,
    /// applied / target as a fraction (show ×100 rounded).
    pub progress: f64,
    /// Every applicant status R C S P F with its count.
    pub status_counts: Vec<crate::routes::union::applicants::StatusCountDto>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RecentApplicationDto {
    pub applicant_id: i64,
    pub union_id: i64,
    pub union_name: String,
    pub name: String,
    pub amount: i64,
    #[schema(value_type = codes::ApplicantStatusCode)]
    pub status: String,
    pub applied_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RecentDocumentDto {
    pub applicant_id: i64,
    pub union_id: i64,
    pub union_name: String,
    pub applicant_name: String,
    #[schema(value_type = codes::DocumentKindCode)]
    pub kind: String,
    pub kind_label: String,
    pub file_name: String,
    pub uploaded_at: DateTime<Utc>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LpStatusCountDto {
    /// W N S.
    #[schema(value_type = codes::LpMemberStatusCode)]
    pub status: String,
    pub count: i64,
}

/// The dashboard's tiles, added up by the server.
#[derive(Debug, Serialize, ToSchema)]
pub struct LpDashboardTotalsDto {
    /// Every LP of the firm.
    pub lps: i64,
    /// What the unions listed have applied for.
    pub applied_amount: i64,
    /// What their members have paid in.
    pub paid_amount: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct LpDashboardDto {
    pub totals: LpDashboardTotalsDto,
    /// Live unions, newest first (at most 50).
    pub unions: Vec<UnionProgressDto>,
    pub recent_applications: Vec<RecentApplicationDto>,
    pub recent_documents: Vec<RecentDocumentDto>,
    pub lp_counts: Vec<LpStatusCountDto>,
}

/// The LP management dashboard.
#[utoipa::path(tag = "lpMembers", security(("bearer" = [])), responses((status = 200, body = LpDashboardDto)))]
#[get("/lp-dashboard")]
pub async fn lp_dashboard(state: web::Data<AppState>, t: Tenant) -> Result<web::Json<LpDashboardDto>, ApiError> {
    let d = state.lp.dashboard(&t.actor).await?;
    let (lps, applied, paid) = d.totals();
    Ok(web::Json(LpDashboardDto {
        totals: LpDashboardTotalsDto { lps, applied_amount: applied.get(), paid_amount: paid.get() },
        unions: d
            .unions
            .into_iter()
            .map(|u| UnionProgressDto {
                progress: u.progress(),
                union_id: u.union_id.get(),
                name: u.name,
                status: u.status.code().into(),
                target_amount: u.target.get(),
                applied_amount: u.applied.get(),
                paid_amount: u.paid.get(),
                status_counts: u
                    .counts
                    .into_iter()
                    .map(|(s, count)| crate::routes::union::applicants::StatusCountDto {
                        status: s.code().into(),
                        count,
                    })
                    .collect(),
            })
            .collect(),
        recent_applications: d
            .recent_applications
            .into_iter()
            .map(|a| RecentApplicationDto {
                applicant_id: a.applicant_id.get(),
                union_id: a.union_id.get(),
                union_name: a.union_name,
                name: a.name,
                amount: a.amount.get(),
                status: a.status.code().into(),
                applied_at: a.applied_at,
            })
            .collect(),
        recent_documents: d
            .recent_documents
            .into_iter()
            .map(|r| RecentDocumentDto {
                applicant_id: r.applicant_id.get(),
                union_id: r.union_id.get(),
                union_name: r.union_name,
                applicant_name: r.applicant_name,
                kind: r.kind.code().into(),
                kind_label: r.kind.label().into(),
                file_name: r.file_name,
                uploaded_at: r.uploaded_at,
            })
            .collect(),
        lp_counts: d
            .lp_counts
            .into_iter()
            .map(|(s, count)| LpStatusCountDto { status: s.code().into(), count })
            .collect(),
    }))
}
