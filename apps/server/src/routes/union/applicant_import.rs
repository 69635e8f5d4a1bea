//! Importing applicants from xlsx (the apply tab's Excel drop area): the template, and the
//! import itself, which adds every row or none.

use actix_multipart::Multipart;
use actix_web::http::{header, StatusCode};
use actix_web::{get, post, web, HttpRequest, HttpResponse};
use docs::applicant_import::{self};
use serde::Serialize;
use sha2::{Digest, Sha256};
use union::{UnionError, UnionId};
use utoipa::ToSchema;

use crate::download::{attachment, XLSX};
use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::idempotency::{once, IdempotencyKeyHeader};
use crate::state::AppState;
use crate::upload::{only_file, SingleFileForm};

/// An import file is a spreadsheet of at most 10,000 rows: 10 MB is plenty.
const MAX_IMPORT_BYTES: usize = 10 * 1024 * 1024;

#[derive(Debug, Serialize, ToSchema)]
pub struct ImportResponse {
    /// How many applicants were added (in status R, 심사중).
    pub imported: usize,
}

/// The import template: headers 이름, 구분, 좌수, 연락처, 이메일 and a sheet of instructions.
#[utoipa::path(
    tag = "applicants",
    security(("bearer" = [])),
    responses((status = 200, description = "The xlsx template", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))
)]
#[get("/applicant-import-template.xlsx")]
pub async fn import_template(_t: Tenant) -> Result<HttpResponse, ApiError> {
    let bytes = applicant_import::template().map_err(ApiError::internal)?;
    Ok(HttpResponse::Ok()
        .content_type(XLSX)
        .insert_header((header::CONTENT_DISPOSITION, attachment("출자신청자_등록양식.xlsx", "applicant-template.xlsx")))
        .body(bytes))
}

/// Adds the applicants of an xlsx file, every row or none: when any row is invalid, the
/// answer lists each problem as `rows.{n}.{field}` with a message that starts with `{n}행:`.
#[utoipa::path(
    tag = "applicants",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), IdempotencyKeyHeader),
    request_body(content = SingleFileForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, body = ImportResponse),
        (status = 400, description = "no_file", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "union_formed", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "file_too_large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "import_not_xlsx", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "import_invalid_rows, import_missing_columns, import_no_rows, import_too_many_rows", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/unions/{union_id}/applicants/import")]
pub async fn import_applicants(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    union_id: web::Path<i64>,
    mut payload: Multipart,
) -> Result<HttpResponse, ApiError> {
    let union = UnionId(*union_id);
    let file = only_file(&mut payload, MAX_IMPORT_BYTES).await?.ok_or(UnionError::NoFiles)?;
    let digest = hex::encode(Sha256::digest(&file.bytes));
    // Parsing is CPU work on up to 10 MB: keep it off the async workers.
    let rows = web::block(move || applicant_import::read(file.bytes)).await.map_err(ApiError::internal)?;
    let rows = rows.map_err(ApiError::from)?;
    once(&state, &req, t.actor.user_id, &digest, StatusCode::CREATED, || async {
        let imported = state.applicants.import(&t.actor, union, &rows).await?;
        Ok(ImportResponse { imported })
    })
    .await
}
