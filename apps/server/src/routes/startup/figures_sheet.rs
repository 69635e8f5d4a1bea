//! The yearly figures as a spreadsheet: whoever reads the profile downloads them (the startup's
//! template, its years already in it); the startup imports the sheet back, every row or none.

use actix_multipart::Multipart;
use actix_web::http::header;
use actix_web::{get, post, web, HttpResponse};
use company::figures_import::MAX_IMPORT_YEARS;
use company::{CompanyError, StartupId, YearFigures};
use docs::applicant_import::ImportFileError;
use docs::figures_sheet;

use crate::download::{attachment, XLSX};
use crate::error::{ApiError, ErrorCode, Problem};
use crate::extract::Tenant;
use crate::routes::startup::edits::YearFiguresBody;
use crate::routes::startup::guard::viewer;
use crate::routes::startup::startups::{BalanceSheetDto, IncomeStatementDto, StartupProfileDto};
use crate::state::AppState;
use crate::upload::{only_file, SingleFileForm};

/// A sheet of at most 50 years: 2 MB is plenty.
const MAX_SHEET_BYTES: usize = 2 * 1024 * 1024;

pub fn routes(cfg: &mut utoipa_actix_web::service_config::ServiceConfig) {
    cfg.service(list_figures).service(download_figures).service(import_figures);
}

fn sheet_error(e: ImportFileError) -> ApiError {
    match e {
        ImportFileError::NoRows => {
            ApiError::new(ErrorCode::ImportNoRows, "입력된 연도가 없습니다. 2행부터 한 줄에 한 해씩 입력해 주세요.")
        }
        ImportFileError::TooManyRows => ApiError::new(
            ErrorCode::ImportTooManyRows,
            format!("한 번에 {MAX_IMPORT_YEARS}개 연도까지 올릴 수 있습니다."),
        ),
        other => ApiError::from(other),
    }
}

/// Every year a startup reported, oldest first (the profile shows only the latest three).
#[derive(Debug, serde::Serialize, utoipa::ToSchema)]
pub struct FigureYearsDto {
    pub years: Vec<YearFiguresBody>,
}

/// Every year of the startup's statements, for the 재무 tab's year picker and older years.
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1)),
    responses(
        (status = 200, body = FigureYearsDto),
        (status = 404, description = "startup_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/startups/{startup_id}/figures")]
pub async fn list_figures(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<i64>,
) -> Result<web::Json<FigureYearsDto>, ApiError> {
    let years = state.startups.figures(viewer(t.actor, &t.user), StartupId(path.into_inner())).await?;
    Ok(web::Json(FigureYearsDto {
        years: years
            .iter()
            .map(|y| YearFiguresBody {
                balance: BalanceSheetDto::of(y.balance.year, Some(&y.balance)),
                income: IncomeStatementDto::of(y.income.year, Some(&y.income)),
            })
            .collect(),
    }))
}

/// The startup's yearly figures as xlsx (one row a year, every field by its Korean name): the
/// template the startup fills in and imports back, or the figures for an investor's own files.
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1)),
    responses(
        (status = 200, description = "The xlsx sheet", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        (status = 404, description = "startup_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/startups/{startup_id}/figures.xlsx")]
pub async fn download_figures(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<i64>,
) -> Result<HttpResponse, ApiError> {
    let id = StartupId(path.into_inner());
    let profile = match state.startups.profile(viewer(t.actor, &t.user), id).await {
        Ok(p) => Some(p),
        // A startup that has not saved anything yet gets the empty template.
        Err(CompanyError::StartupNotFound) if t.actor.company_id.get() == id.get() => None,
        Err(e) => return Err(e.into()),
    };
    let figures: Vec<YearFigures> = profile.as_ref().map(YearFigures::all_of).unwrap_or_default();
    let name =
        profile.as_ref().map_or_else(|| "재무제표.xlsx".to_owned(), |p| format!("{}_재무제표.xlsx", p.card.name));
    let bytes = web::block(move || figures_sheet::template(&figures)).await.map_err(ApiError::internal)?;
    Ok(HttpResponse::Ok()
        .content_type(XLSX)
        .insert_header((header::CONTENT_DISPOSITION, attachment(&name, "figures.xlsx")))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .body(bytes.map_err(ApiError::internal)?))
}

/// Imports the startup's yearly figures from its sheet: every row is checked first and one bad
/// row imports nothing (`errors[]` names each with its row); the years that differ from what
/// is stored are saved as one change (a revision; the items go to the fact-check queue).
#[utoipa::path(
    tag = "startups",
    security(("bearer" = [])),
    params(("startup_id" = i64, Path, minimum = 1)),
    request_body(content = SingleFileForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = StartupProfileDto),
        (status = 400, description = "no_file, invalid_request", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "own_company_only", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "startup_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "file_too_large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "import_not_xlsx", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "import_invalid_rows, import_missing_columns, import_no_rows, import_too_many_rows", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/startups/{startup_id}/figures/import")]
pub async fn import_figures(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<i64>,
    mut payload: Multipart,
) -> Result<web::Json<StartupProfileDto>, ApiError> {
    let id = StartupId(path.into_inner());
    let v = viewer(t.actor, &t.user);
    // Who may import is settled before the file is read (and parsed).
    v.own_startup(id)?;
    let file = only_file(&mut payload, MAX_SHEET_BYTES).await?.ok_or(CompanyError::NoFile)?;
    // Parsing is CPU work: keep it off the async workers.
    let rows = web::block(move || figures_sheet::read(file.bytes)).await.map_err(ApiError::internal)?;
    let rows = rows.map_err(sheet_error)?;
    let profile = state.startups.import_years(v, id, rows).await?;
    Ok(web::Json(profile.into()))
}
