//! The investment ledger as a workbook (issue 18): the template with the firm's unions, and the
//! import of investments, later rounds, recoveries and valuations from it, every row or none.

use actix_multipart::Multipart;
use actix_web::http::{header, StatusCode};
use actix_web::{get, post, web, HttpRequest, HttpResponse};
use docs::applicant_import::ImportFileError;
use docs::ledger_sheet;
use report::ledger_import::{LedgerImported, MAX_IMPORT_ROWS};
use serde::Serialize;
use sha2::{Digest, Sha256};
use utoipa::ToSchema;
use utoipa_actix_web::service_config::ServiceConfig;

use crate::download::{attachment, XLSX};
use crate::error::{ApiError, ErrorCode, Problem};
use crate::extract::Tenant;
use crate::idempotency::once;
use crate::state::AppState;
use crate::upload::{only_file, SingleFileForm};

/// 2,000 rows of 13 columns: 5 MB is plenty.
const MAX_SHEET_BYTES: usize = 5 * 1024 * 1024;

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(ledger_template).service(import_ledger);
}

fn sheet_error(e: ImportFileError) -> ApiError {
    match e {
        ImportFileError::NoRows => ApiError::new(
            ErrorCode::ImportNoRows,
            "입력된 행이 없습니다. 각 시트의 2행부터 한 줄에 하나씩 입력해 주세요.",
        ),
        ImportFileError::TooManyRows => ApiError::new(
            ErrorCode::ImportTooManyRows,
            format!("한 번에 {}행까지 올릴 수 있습니다.", kernel::format::number(MAX_IMPORT_ROWS as i64)),
        ),
        other => ApiError::from(other),
    }
}

/// What one import added, by kind of row.
#[derive(Debug, Serialize, ToSchema)]
pub struct LedgerImportDto {
    pub investments: usize,
    pub funding_rounds: usize,
    pub recoveries: usize,
    pub valuations: usize,
}

impl From<LedgerImported> for LedgerImportDto {
    fn from(i: LedgerImported) -> Self {
        LedgerImportDto {
            investments: i.investments,
            funding_rounds: i.rounds,
            recoveries: i.recoveries,
            valuations: i.valuations,
        }
    }
}

/// The import template: a sheet per kind of row (투자, 후속 투자, 회수, 가치 평가), the firm's
/// unions for the 조합 column's drop-down, and how to fill it in.
#[utoipa::path(
    tag = "investments",
    security(("bearer" = [])),
    responses((status = 200, description = "The xlsx template", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))
)]
#[get("/investment-ledger/template.xlsx")]
pub async fn ledger_template(state: web::Data<AppState>, t: Tenant) -> Result<HttpResponse, ApiError> {
    let unions = state.ledger.unions(&t.actor).await?;
    let bytes = web::block(move || ledger_sheet::template(&unions)).await.map_err(ApiError::internal)?;
    Ok(HttpResponse::Ok()
        .content_type(XLSX)
        .insert_header((header::CONTENT_DISPOSITION, attachment("투자원장_양식.xlsx", "ledger-template.xlsx")))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .body(bytes.map_err(ApiError::internal)?))
}

/// Imports the ledger workbook: every row of every sheet is checked first, its union (name or
/// 고유번호) and startup (business number) looked up, and one bad row imports nothing
/// (`errors[]` names each as `{sheet}.{row}.{field}`, e.g. `investments.5.amount`). The rows
/// are added to the ledger in one transaction. The Idempotency-Key makes a retried upload
/// answer the first one's result instead of adding the rows twice.
#[utoipa::path(
    tag = "investments",
    security(("bearer" = [])),
    params(crate::idempotency::IdempotencyKeyHeader),
    request_body(content = SingleFileForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, body = LedgerImportDto),
        (status = 400, description = "no_file, invalid_request", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "union_not_found (a union deleted while importing)", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "file_too_large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "import_not_xlsx", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "import_invalid_rows, import_missing_columns, import_no_rows, import_too_many_rows", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/investment-ledger/import")]
pub async fn import_ledger(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    mut payload: Multipart,
) -> Result<HttpResponse, ApiError> {
    let file = only_file(&mut payload, MAX_SHEET_BYTES).await?.ok_or_else(no_file)?;
    let digest = hex::encode(Sha256::digest(&file.bytes));
    // Parsing is CPU work: keep it off the async workers.
    let rows = web::block(move || ledger_sheet::read(file.bytes)).await.map_err(ApiError::internal)?;
    let rows = rows.map_err(sheet_error)?;
    once(&state, &req, t.actor.user_id, &digest, StatusCode::CREATED, || async {
        Ok(LedgerImportDto::from(state.ledger.import(&t.actor, &rows).await?))
    })
    .await
}

fn no_file() -> ApiError {
    ApiError::new(ErrorCode::NoFile, "업로드할 파일을 선택해 주세요.")
}
