//! Sign-up: search the company to join, then join it or register a new one.

use actix_web::{get, post, web, HttpRequest, HttpResponse};
use auth::{CompanyChoice, CompanyKind, JoinRequest as DomainJoin};
use kernel::{CompanyId, PageRequest};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::client_ip;
use crate::openapi::codes;
use crate::page_dto;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(search_join_companies).service(join);
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct CompanySearchQuery {
    /// `investor` (GP firms) or `startup`.
    #[param(value_type = codes::CompanyKindCode)]
    pub kind: String,
    /// Substring of the company name.
    #[serde(default)]
    pub q: String,
    /// 1-based; default 1; 1 to 1,000,000 (others are refused with 400).
    #[param(minimum = 1, maximum = 1_000_000)]
    pub page: Option<u32>,
    /// Items a page: 1 to 100, default 10 (others are refused with 400).
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<u32>,
}

/// A company a new user can ask to join.
#[derive(Debug, Serialize, ToSchema)]
pub struct JoinCompany {
    pub id: i64,
    pub name: String,
    pub business_number: Option<String>,
    pub ceo_name: Option<String>,
}

page_dto!(JoinCompanyPage, JoinCompany);

/// Searches companies by name for the join flow.
#[utoipa::path(
    tag = "join",
    params(CompanySearchQuery),
    responses(
        (status = 200, body = JoinCompanyPage),
        (status = 400, description = "invalid_request", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/join/companies")]
pub async fn search_join_companies(
    state: web::Data<AppState>,
    q: web::Query<CompanySearchQuery>,
) -> Result<web::Json<JoinCompanyPage>, ApiError> {
    let kind = CompanyKind::parse(&q.kind)
        .ok_or_else(|| ApiError::bad_request("kind는 investor 또는 startup이어야 합니다."))?;
    let page = state.auth.search_companies(kind, &q.q, PageRequest::checked(q.page, q.page_size)?).await?;
    Ok(web::Json(JoinCompanyPage::from_page(page, |c| JoinCompany {
        id: c.id.get(),
        name: c.name,
        business_number: c.business_number,
        ceo_name: c.ceo_name,
    })))
}

/// A company registered during sign-up.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewCompanyBody {
    #[schema(min_length = 1, max_length = 100, pattern = r"\S", example = "새싹벤처스")]
    pub name: String,
    /// 10 digits, hyphens allowed.
    #[schema(pattern = r"^[ -]*([0-9][ -]*){10}$", example = "123-45-67890")]
    pub business_number: String,
    #[schema(min_length = 1, max_length = 50, pattern = r"\S", example = "정하늘")]
    pub ceo_name: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct JoinBody {
    /// `investor` or `startup`.
    #[schema(value_type = codes::JoinUserTypeCode)]
    pub user_type: String,
    #[schema(
        max_length = 254,
        pattern = r"^[A-Za-z0-9._%+-]{1,64}@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$",
        example = "ceo@newfirm.kr"
    )]
    pub email: String,
    #[schema(
        min_length = 8,
        max_length = 64,
        pattern = r"^([^\u0000]*[A-Za-z][^\u0000]*[0-9][^\u0000]*|[^\u0000]*[0-9][^\u0000]*[A-Za-z][^\u0000]*)$"
    )]
    pub password: String,
    #[schema(min_length = 1, max_length = 50, pattern = r"\S", example = "정하늘")]
    pub name: String,
    #[schema(pattern = r"^[ -]*0[ -]*([0-9][ -]*){8,10}$", example = "010-4567-8901")]
    pub phone: String,
    /// `individual` or `enterprise`.
    #[schema(value_type = codes::FormTypeCode)]
    pub form_type: String,
    /// `C` corporation or `P` individual; investors only.
    #[schema(value_type = Option<codes::InvestorTypeCode>)]
    pub investor_type: Option<String>,
    pub agree_terms: bool,
    pub agree_privacy: bool,
    /// Join this existing company (pending until its CEO approves)...
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub existing_company_id: Option<i64>,
    /// ...or register this new one and become its CEO.
    pub new_company: Option<NewCompanyBody>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct JoinResponse {
    pub user_id: i64,
    pub company_id: i64,
    pub company_name: String,
    /// `ceo` or `staff`.
    #[schema(value_type = codes::CompanyRoleCode)]
    pub role: String,
    /// `c` active, or `w` waiting for the CEO's approval.
    #[schema(value_type = codes::GroupStatusCode)]
    pub group_status: String,
}

/// Creates an account (and, for a new company, the company).
#[utoipa::path(
    tag = "join",
    request_body = JoinBody,
    responses(
        (status = 201, body = JoinResponse),
        (status = 404, description = "company_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "email_taken | business_number_taken", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
        (status = 429, description = "too_many_attempts (20 sign-ups per client address, 5 per e-mail, an hour)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/join")]
pub async fn join(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<JoinBody>,
) -> Result<HttpResponse, ApiError> {
    let b = body.into_inner();
    let ip = client_ip(&req, state.trust_proxy);
    state.throttle.admit(kernel::ThrottledAction::SignUp, &ip, &b.email).await?;
    let company = match (b.existing_company_id, b.new_company) {
        (Some(id), None) => Some(CompanyChoice::Existing(CompanyId(id))),
        (None, Some(n)) => {
            Some(CompanyChoice::New { name: n.name, business_number: n.business_number, ceo_name: n.ceo_name })
        }
        _ => None,
    };
    let su = state
        .auth
        .join(DomainJoin {
            user_type: b.user_type,
            email: b.email,
            password: b.password,
            name: b.name,
            phone: b.phone,
            form_type: b.form_type,
            investor_type: b.investor_type,
            agree_terms: b.agree_terms,
            agree_privacy: b.agree_privacy,
            company,
        })
        .await?;
    Ok(HttpResponse::Created().json(JoinResponse {
        user_id: su.user.id.get(),
        company_id: su.company.id.get(),
        company_name: su.company.name,
        role: su.user.role.code().into(),
        group_status: su.user.group_status.code().into(),
    }))
}
