//! Unions: list, create, read, edit, status changes, delete (spec: union management).

use actix_web::http::StatusCode;
use actix_web::{delete, get, post, put, web, HttpRequest, HttpResponse};
use chrono::{DateTime, NaiveDate, Utc};
use kernel::PageRequest;
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};
use union::validate::{CoGpDraft, UnionDraft};
use union::{Union, UnionFilter, UnionId, UnionStatus, UnionSummary};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::page_dto;
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(list_unions)
        .service(create_union)
        .service(get_union)
        .service(update_union)
        .service(change_union_status)
        .service(delete_union);
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct UnionListQuery {
    /// R, S, C, F, A or E; all when absent.
    #[param(value_type = Option<codes::UnionStatusCode>)]
    pub status: Option<String>,
    /// Substring of the union name.
    #[serde(default)]
    pub q: String,
    /// 1-based; default 1; 1 to 1,000,000 (others are refused with 400).
    #[param(minimum = 1, maximum = 1_000_000)]
    pub page: Option<u32>,
    /// Items a page: 1 to 100, default 10 (others are refused with 400).
    #[param(minimum = 1, maximum = 100)]
    pub page_size: Option<u32>,
}

/// A union in the list.
#[derive(Debug, Serialize, ToSchema)]
pub struct UnionListItem {
    pub id: i64,
    pub name: String,
    /// R 모집중, S 모집중지, C 모집마감, F 결성진행중, A 추가모집, E 결성완료.
    #[schema(value_type = codes::UnionStatusCode)]
    pub status: String,
    /// `1` venture, `2` personal.
    #[schema(value_type = codes::FundTypeCode)]
    pub fund_type: String,
    pub recruitment_start_date: NaiveDate,
    pub recruitment_end_date: NaiveDate,
    /// Formation amount: unit price × unit count (won).
    pub target_amount: i64,
    /// Sum of applied amounts (won).
    pub applied_amount: i64,
    /// Applied / target as a fraction (show ×100 rounded).
    pub progress: f64,
}

impl From<UnionSummary> for UnionListItem {
    fn from(s: UnionSummary) -> Self {
        UnionListItem {
            id: s.id.get(),
            progress: s.progress(),
            name: s.name,
            status: s.status.code().into(),
            fund_type: s.fund_type.code().into(),
            recruitment_start_date: s.recruitment_start_date,
            recruitment_end_date: s.recruitment_end_date,
            target_amount: s.target_amount.get(),
            applied_amount: s.applied_amount.get(),
        }
    }
}

page_dto!(UnionPage, UnionListItem);

/// The firm's unions, newest first.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(UnionListQuery),
    responses((status = 200, body = UnionPage), (status = 400, body = Problem, content_type = "application/problem+json"))
)]
#[get("/unions")]
pub async fn list_unions(
    state: web::Data<AppState>,
    t: Tenant,
    q: web::Query<UnionListQuery>,
) -> Result<web::Json<UnionPage>, ApiError> {
    let status = match q.status.as_deref() {
        None => None,
        Some(s) => Some(
            UnionStatus::parse(s)
                .ok_or_else(|| ApiError::bad_request("status는 R, S, C, F, A, E 중 하나여야 합니다."))?,
        ),
    };
    let filter = UnionFilter { status, query: q.q.clone() };
    let page = state.unions.list(&t.actor, &filter, PageRequest::checked(q.page, q.page_size)?).await?;
    Ok(web::Json(UnionPage::from_page(page, UnionListItem::from)))
}

/// A co-GP row of the form.
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CoGpBody {
    pub company_name: Option<String>,
    #[schema(maximum = 10_000_000)]
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub unit_count: Option<i64>,
}

/// The union form (spec section 3, "Union"). Dates are `YYYY-MM-DD`; rates are percentages.
#[derive(Debug, Clone, Default, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(default)]
pub struct UnionBody {
    #[schema(value_type = String, required = true, min_length = 1, max_length = 100, pattern = r"\S", example = "조합 제1호 개인투자조합")]
    pub name: Option<String>,
    #[schema(max_length = 30, example = "123-80-00001")]
    pub unique_number: Option<String>,
    /// `1` venture, `2` personal.
    #[schema(value_type = codes::FundTypeCode, required = true)]
    pub fund_type: Option<String>,
    /// 기준수익률 (%), 0 to 100 with up to four decimals, as a string.
    #[schema(value_type = Option<String>, pattern = r"^(100(\.0{1,4})?|[0-9]{1,2}(\.[0-9]{1,4})?)$", example = "2.5")]
    pub base_rate: Option<Decimal>,
    /// 1좌당 금액 (won). unit_price × unit_count (the 결성 총액) is at most 10조원.
    #[schema(value_type = i64, required = true, minimum = 1, maximum = 10_000_000_000_000.0, example = 1_000_000)]
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub unit_price: Option<i64>,
    #[schema(value_type = i64, required = true, minimum = 1, maximum = 10_000_000, example = 300)]
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub unit_count: Option<i64>,
    pub start_date: Option<NaiveDate>,
    pub due_date: Option<NaiveDate>,
    /// `1` lump sum, `2` on demand, `3` installment.
    #[schema(value_type = codes::PaymentMethodCode, required = true)]
    pub payment_method: Option<String>,
    #[schema(max_length = 50)]
    pub lead_fund_manager: Option<String>,
    pub duration_start_date: Option<NaiveDate>,
    pub duration_end_date: Option<NaiveDate>,
    pub duration_extended: bool,
    pub investment_start_date: Option<NaiveDate>,
    pub investment_end_date: Option<NaiveDate>,
    /// 관리보수 (%), 0 to 100 with up to four decimals, as a string.
    #[schema(value_type = Option<String>, pattern = r"^(100(\.0{1,4})?|[0-9]{1,2}(\.[0-9]{1,4})?)$", example = "2.5")]
    pub management_fee: Option<Decimal>,
    #[schema(max_length = 500)]
    pub management_fee_text: Option<String>,
    #[schema(max_length = 500)]
    pub success_fee_text: Option<String>,
    #[schema(minimum = 0, maximum = 10_000_000_000_000.0)]
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub success_fee_amount: Option<i64>,
    /// 운용 비율 (%), 0 to 100 with up to four decimals, as a string.
    #[schema(value_type = Option<String>, pattern = r"^(100(\.0{1,4})?|[0-9]{1,2}(\.[0-9]{1,4})?)$", example = "2.5")]
    pub operate_rate: Option<Decimal>,
    #[schema(max_length = 100)]
    pub gp_name: Option<String>,
    /// At most `unit_count`.
    #[schema(minimum = 0, maximum = 10_000_000)]
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub gp_unit_count: Option<i64>,
    #[schema(max_length = 30)]
    pub investment_certificate_code: Option<String>,
    /// On or before `recruitment_end_date`; every start/end pair is ordered the same way.
    #[schema(value_type = NaiveDate, required = true)]
    pub recruitment_start_date: Option<NaiveDate>,
    #[schema(value_type = NaiveDate, required = true)]
    pub recruitment_end_date: Option<NaiveDate>,
    #[schema(max_length = 2000)]
    pub note: Option<String>,
    pub has_co_gp: bool,
    /// Read only when `has_co_gp`; each row needs a name and units above 0.
    #[serde(deserialize_with = "crate::wire::object_list")]
    pub co_gps: Vec<CoGpBody>,
}

impl From<UnionBody> for UnionDraft {
    fn from(b: UnionBody) -> Self {
        UnionDraft {
            name: b.name,
            unique_number: b.unique_number,
            fund_type: b.fund_type,
            base_rate: b.base_rate,
            unit_price: b.unit_price,
            unit_count: b.unit_count,
            start_date: b.start_date,
            due_date: b.due_date,
            payment_method: b.payment_method,
            lead_fund_manager: b.lead_fund_manager,
            duration_start_date: b.duration_start_date,
            duration_end_date: b.duration_end_date,
            duration_extended: b.duration_extended,
            investment_start_date: b.investment_start_date,
            investment_end_date: b.investment_end_date,
            management_fee: b.management_fee,
            management_fee_text: b.management_fee_text,
            success_fee_text: b.success_fee_text,
            success_fee_amount: b.success_fee_amount,
            operate_rate: b.operate_rate,
            gp_name: b.gp_name,
            gp_unit_count: b.gp_unit_count,
            investment_certificate_code: b.investment_certificate_code,
            recruitment_start_date: b.recruitment_start_date,
            recruitment_end_date: b.recruitment_end_date,
            note: b.note,
            has_co_gp: b.has_co_gp,
            co_gps: b
                .co_gps
                .into_iter()
                .map(|c| CoGpDraft { company_name: c.company_name, unit_count: c.unit_count })
                .collect(),
        }
    }
}

/// A co-GP with its amount (unit price × units).
#[derive(Debug, Serialize, ToSchema)]
pub struct CoGpDto {
    pub company_name: String,
    pub unit_count: i64,
    pub amount: i64,
}

/// Everything about one union.
#[derive(Debug, Serialize, ToSchema)]
pub struct UnionDetail {
    pub id: i64,
    #[schema(value_type = codes::UnionStatusCode)]
    pub status: String,
    /// False once formed (E): the edit button is disabled and edits answer 409.
    pub editable: bool,
    /// Statuses an explicit action may move the union to.
    #[schema(value_type = Vec<codes::UnionStatusCode>)]
    pub next_statuses: Vec<String>,
    pub name: String,
    pub unique_number: Option<String>,
    #[schema(value_type = codes::FundTypeCode)]
    pub fund_type: String,
    #[schema(value_type = Option<String>)]
    pub base_rate: Option<Decimal>,
    pub unit_price: i64,
    pub unit_count: i64,
    /// Unit price × unit count.
    pub formation_amount: i64,
    pub start_date: Option<NaiveDate>,
    pub due_date: Option<NaiveDate>,
    #[schema(value_type = codes::PaymentMethodCode)]
    pub payment_method: String,
    pub lead_fund_manager: Option<String>,
    pub duration_start_date: Option<NaiveDate>,
    pub duration_end_date: Option<NaiveDate>,
    pub duration_extended: bool,
    pub investment_start_date: Option<NaiveDate>,
    pub investment_end_date: Option<NaiveDate>,
    #[schema(value_type = Option<String>)]
    pub management_fee: Option<Decimal>,
    pub management_fee_text: Option<String>,
    pub success_fee_text: Option<String>,
    pub success_fee_amount: Option<i64>,
    #[schema(value_type = Option<String>)]
    pub operate_rate: Option<Decimal>,
    pub gp_name: Option<String>,
    pub gp_unit_count: Option<i64>,
    pub investment_certificate_code: Option<String>,
    pub recruitment_start_date: NaiveDate,
    pub recruitment_end_date: NaiveDate,
    pub note: Option<String>,
    pub has_co_gp: bool,
    pub co_gps: Vec<CoGpDto>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

impl From<Union> for UnionDetail {
    fn from(u: Union) -> Self {
        // Stored unions passed validation, which refuses a target that does not fit.
        let formation_amount = u.input.target_amount().map_or(0, kernel::Won::get);
        let i = u.input;
        UnionDetail {
            id: u.id.get(),
            status: u.status.code().into(),
            editable: u.status.is_editable(),
            next_statuses: u.status.next().iter().map(|s| s.code().to_string()).collect(),
            name: i.name,
            unique_number: i.unique_number,
            fund_type: i.fund_type.code().into(),
            base_rate: i.base_rate,
            unit_price: i.unit_price.get(),
            unit_count: i.unit_count,
            formation_amount,
            start_date: i.start_date,
            due_date: i.due_date,
            payment_method: i.payment_method.code().into(),
            lead_fund_manager: i.lead_fund_manager,
            duration_start_date: i.duration_start_date,
            duration_end_date: i.duration_end_date,
            duration_extended: i.duration_extended,
            investment_start_date: i.investment_start_date,
            investment_end_date: i.investment_end_date,
            management_fee: i.management_fee,
            management_fee_text: i.management_fee_text,
            success_fee_text: i.success_fee_text,
            success_fee_amount: i.success_fee_amount.map(|w| w.get()),
            operate_rate: i.operate_rate,
            gp_name: i.gp_name,
            gp_unit_count: i.gp_unit_count,
            investment_certificate_code: i.investment_certificate_code,
            recruitment_start_date: i.recruitment_start_date,
            recruitment_end_date: i.recruitment_end_date,
            note: i.note,
            has_co_gp: !i.co_gps.is_empty(),
            co_gps: i
                .co_gps
                .into_iter()
                .map(|c| CoGpDto { company_name: c.company_name, unit_count: c.unit_count, amount: c.amount.get() })
                .collect(),
            created_at: u.created_at,
            updated_at: u.updated_at,
        }
    }
}

/// Creates a union (status R).
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(crate::idempotency::IdempotencyKeyHeader),
    request_body = UnionBody,
    responses(
        (status = 201, body = UnionDetail),
        (status = 409, description = "unique_number_taken", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/unions")]
pub async fn create_union(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    body: web::Json<UnionBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    crate::idempotency::once(&state, &req, t.actor.user_id, &body, StatusCode::CREATED, || async {
        Ok(UnionDetail::from(state.unions.create(&t.actor, &body.clone().into()).await?))
    })
    .await
}

/// One union of the firm.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path)),
    responses((status = 200, body = UnionDetail), (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"))
)]
#[get("/unions/{union_id}")]
pub async fn get_union(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
) -> Result<web::Json<UnionDetail>, ApiError> {
    Ok(web::Json(state.unions.get(&t.actor, UnionId(*id)).await?.into()))
}

/// Replaces a union's fields (refused once formed).
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path)),
    request_body = UnionBody,
    responses(
        (status = 200, body = UnionDetail),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "union_formed | unique_number_taken | gp_has_payments (a co-GP with payments taken off)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/unions/{union_id}")]
pub async fn update_union(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<UnionBody>,
) -> Result<web::Json<UnionDetail>, ApiError> {
    Ok(web::Json(state.unions.update(&t.actor, UnionId(*id), &body.into_inner().into()).await?.into()))
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct StatusChange {
    /// The status to move to; must be one of the union's `next_statuses`.
    #[schema(value_type = codes::UnionStatusCode)]
    pub status: String,
}

/// Moves the union along an allowed status transition.
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path)),
    request_body = StatusChange,
    responses(
        (status = 200, body = UnionDetail),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "status_change_not_allowed | formation_incomplete | union_rules_broken", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/unions/{union_id}/status")]
pub async fn change_union_status(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<StatusChange>,
) -> Result<web::Json<UnionDetail>, ApiError> {
    let to = UnionStatus::parse(&body.status)
        .ok_or_else(|| ApiError::validation(vec![kernel::FieldError::new("status", "조합 상태를 선택해 주세요.")]))?;
    Ok(web::Json(state.unions.change_status(&t.actor, UnionId(*id), to).await?.into()))
}

/// Deletes a union (soft delete: it disappears from lists and its pages answer 404).
#[utoipa::path(
    tag = "unions",
    security(("bearer" = [])),
    params(("union_id" = i64, Path)),
    responses((status = 204, description = "Deleted"), (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"))
)]
#[delete("/unions/{union_id}")]
pub async fn delete_union(state: web::Data<AppState>, t: Tenant, id: web::Path<i64>) -> Result<HttpResponse, ApiError> {
    state.unions.delete(&t.actor, UnionId(*id)).await?;
    Ok(HttpResponse::NoContent().finish())
}
