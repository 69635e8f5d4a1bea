//! The startup's own side: a startup member keeps its company's profile, shareholders and
//! yearly figures; every change is a revision shown in the update-history panel.

use actix_web::{delete, get, put, web};
use chrono::{DateTime, NaiveDate, Utc};
use company::{BalanceSheet, IncomeStatement, ProfileDraft, Revision, ShareholderDraft, StartupId};
use kernel::PageRequest;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::openapi::codes;
use crate::routes::paging::PageQuery;
use crate::routes::startup::guard::viewer;
use crate::routes::startup::startups::{BalanceSheetDto, IncomeStatementDto, StartupProfileDto};
use crate::state::AppState;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(edit_profile).service(edit_shareholders).service(edit_year).service(remove_year).service(history);
}

/// The startup's profile form (card, intro, size, investment attracted).
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ProfileBody {
    #[schema(value_type = codes::IndustryCode)]
    pub industry: String,
    /// SD01–SD17, or null.
    #[schema(value_type = Option<codes::RegionCode>)]
    pub region: Option<String>,
    #[schema(value_type = Option<codes::SizeClassCode>)]
    pub size_class: Option<String>,
    #[schema(value_type = codes::OperatingStatusCode)]
    pub operating_status: String,
    /// Not after today.
    pub founded_on: Option<NaiveDate>,
    /// http:// or https://.
    #[schema(max_length = 200, example = "https://example.kr")]
    pub homepage: Option<String>,
    /// A Korean phone number; hyphens allowed.
    #[schema(max_length = 20, example = "02-555-1234")]
    pub phone: Option<String>,
    #[schema(max_length = 200)]
    pub address: Option<String>,
    pub is_venture: bool,
    /// The 벤처기업 confirmation's first valid day (벤처기업확인서); with `venture_expires_on`,
    /// both or neither, not after today.
    #[serde(default)]
    pub venture_confirmed_on: Option<NaiveDate>,
    /// Its last valid day, not before `venture_confirmed_on`.
    #[serde(default)]
    pub venture_expires_on: Option<NaiveDate>,
    /// Up to 10 tags of up to 20 characters (a leading '#' is dropped).
    #[schema(max_items = 10)]
    pub tags: Vec<String>,
    #[schema(max_length = 100)]
    pub one_line_intro: String,
    #[schema(max_length = 3000)]
    pub detail_intro: String,
    #[schema(max_length = 3000)]
    pub interview: String,
    /// Not fewer than the shareholders' listed shares.
    #[schema(minimum = 0)]
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub issued_shares: Option<i64>,
    #[schema(minimum = 0)]
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub face_value: Option<i64>,
    #[schema(minimum = 0)]
    #[serde(default, deserialize_with = "crate::wire::opt_int")]
    pub capital: Option<i64>,
    #[schema(minimum = 0)]
    #[serde(default, deserialize_with = "crate::wire::opt_int32")]
    pub staff_count: Option<i32>,
    /// Any day of the month the staff count was taken; kept as that month.
    pub staff_basis: Option<NaiveDate>,
    /// Investment attracted so far, in won.
    #[schema(minimum = 0)]
    #[serde(deserialize_with = "crate::wire::int")]
    pub total_investment: i64,
    pub is_tips: bool,
    pub has_follow_on: bool,
}

impl From<ProfileBody> for ProfileDraft {
    fn from(b: ProfileBody) -> Self {
        ProfileDraft {
            industry: b.industry,
            region: b.region,
            size_class: b.size_class,
            operating_status: b.operating_status,
            founded_on: b.founded_on,
            homepage: b.homepage,
            phone: b.phone,
            address: b.address,
            is_venture: b.is_venture,
            venture_confirmed_on: b.venture_confirmed_on,
            venture_expires_on: b.venture_expires_on,
            tags: b.tags,
            one_line_intro: b.one_line_intro,
            detail_intro: b.detail_intro,
            interview: b.interview,
            issued_shares: b.issued_shares,
            face_value: b.face_value,
            capital: b.capital,
            staff_count: b.staff_count,
            staff_basis: b.staff_basis,
            total_investment: b.total_investment,
            is_tips: b.is_tips,
            has_follow_on: b.has_follow_on,
        }
    }
}

const STARTUP_ID: &str = "The company number (cmpy_no): the startup's own.";

/// A startup saves its profile. Nothing changed: no revision, the profile as it is.
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1, description = STARTUP_ID)),
    request_body = ProfileBody,
    responses(
        (status = 200, body = StartupProfileDto),
        (status = 403, description = "own_company_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found (another startup's)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/startups/{startup_id}/profile")]
pub async fn edit_profile(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<ProfileBody>,
) -> Result<web::Json<StartupProfileDto>, ApiError> {
    let v = viewer(t.actor, &t.user);
    let p = state.startups.edit_profile(v, StartupId(*id), body.into_inner().into()).await?;
    Ok(web::Json(p.into()))
}

/// One shareholder line.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ShareholderBody {
    #[schema(max_length = 50, example = "최창업")]
    pub name: String,
    #[schema(value_type = codes::StockKindCode)]
    pub stock_kind: String,
    #[schema(minimum = 1, example = 60000)]
    #[serde(deserialize_with = "crate::wire::int")]
    pub stock_count: i64,
    /// Paid-in amount in won.
    #[schema(minimum = 0, example = 30000000)]
    #[serde(deserialize_with = "crate::wire::int")]
    pub stock_amount: i64,
}

/// The whole shareholder list, in display order.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ShareholdersBody {
    /// Up to 100 lines; their counts together may not exceed the issued shares.
    #[schema(max_items = 100)]
    #[serde(deserialize_with = "crate::wire::object_list")]
    pub shareholders: Vec<ShareholderBody>,
}

/// A startup replaces its shareholder list.
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1, description = STARTUP_ID)),
    request_body = ShareholdersBody,
    responses(
        (status = 200, body = StartupProfileDto),
        (status = 403, description = "own_company_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found (another startup's)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`shareholders[i].field`, or `shareholders` when the total exceeds the issued shares)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/startups/{startup_id}/shareholders")]
pub async fn edit_shareholders(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    body: web::Json<ShareholdersBody>,
) -> Result<web::Json<StartupProfileDto>, ApiError> {
    let rows = body
        .into_inner()
        .shareholders
        .into_iter()
        .map(|s| ShareholderDraft {
            name: s.name,
            stock_kind: s.stock_kind,
            stock_count: s.stock_count,
            stock_amount: s.stock_amount,
        })
        .collect();
    let p = state.startups.edit_shareholders(viewer(t.actor, &t.user), StartupId(*id), rows).await?;
    Ok(web::Json(p.into()))
}

/// One year's balance sheet and income statement (null: not reported, shown as '-').
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct YearFiguresBody {
    pub balance: BalanceSheetDto,
    pub income: IncomeStatementDto,
}

#[derive(Debug, Deserialize)]
pub struct YearPath {
    startup_id: i64,
    year: i32,
}

/// A startup saves one year's statements (the body's `year` fields are ignored: the path's
/// year is the one saved).
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(
        ("startup_id" = i64, Path, minimum = 1, description = STARTUP_ID),
        ("year" = i32, Path, minimum = 1900, maximum = 2200, description = "The fiscal year."),
    ),
    request_body = YearFiguresBody,
    responses(
        (status = 200, body = StartupProfileDto),
        (status = 403, description = "own_company_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found (another startup's)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "validation_failed (`balance.field`, `income.field`, `year`; assets must equal liabilities plus equity)", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/startups/{startup_id}/figures/{year}")]
pub async fn edit_year(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<YearPath>,
    body: web::Json<YearFiguresBody>,
) -> Result<web::Json<StartupProfileDto>, ApiError> {
    let b = body.into_inner();
    let figures = (BalanceSheet::from(b.balance), IncomeStatement::from(b.income));
    let v = viewer(t.actor, &t.user);
    let p = state.startups.edit_year(v, StartupId(path.startup_id), path.year, figures).await?;
    Ok(web::Json(p.into()))
}

/// A startup removes one year's statements (a year never reported: nothing changes).
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(
        ("startup_id" = i64, Path, minimum = 1, description = STARTUP_ID),
        ("year" = i32, Path, minimum = 1900, maximum = 2200, description = "The fiscal year."),
    ),
    responses(
        (status = 200, body = StartupProfileDto),
        (status = 403, description = "own_company_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/startups/{startup_id}/figures/{year}")]
pub async fn remove_year(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<YearPath>,
) -> Result<web::Json<StartupProfileDto>, ApiError> {
    let v = viewer(t.actor, &t.user);
    let p = state.startups.remove_year(v, StartupId(path.startup_id), path.year).await?;
    Ok(web::Json(p.into()))
}

/// One entry of the update-history panel (spec: update-history, chage_date and items).
#[derive(Debug, Serialize, ToSchema)]
pub struct RevisionDto {
    pub changed_at: DateTime<Utc>,
    pub author_name: String,
    /// The fact-check items the change touched, FI01–FI12.
    #[schema(value_type = Vec<codes::FactCheckItemCode>)]
    pub items: Vec<String>,
    /// The items' Korean names, in the same order.
    pub item_labels: Vec<String>,
}

impl From<Revision> for RevisionDto {
    fn from(r: Revision) -> Self {
        RevisionDto {
            changed_at: r.at,
            author_name: r.author_name,
            item_labels: r.items.iter().map(|i| i.label().to_owned()).collect(),
            items: r.items.iter().map(|i| i.code().to_owned()).collect(),
        }
    }
}

crate::page_dto!(RevisionPage, RevisionDto);

/// A startup's update history, the latest first (the startup itself, investors, fact-checkers).
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1, description = "The company number (cmpy_no)."), PageQuery),
    responses(
        (status = 200, body = RevisionPage),
        (status = 404, description = "startup_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/startups/{startup_id}/history")]
pub async fn history(
    state: web::Data<AppState>,
    t: Tenant,
    id: web::Path<i64>,
    q: web::Query<PageQuery>,
) -> Result<web::Json<RevisionPage>, ApiError> {
    let page = PageRequest::checked(q.page, q.page_size)?;
    let found = state.startups.history(viewer(t.actor, &t.user), StartupId(*id), page).await?;
    Ok(web::Json(RevisionPage::from_page(found, RevisionDto::from)))
}
