//! The data tab: a union's files by category. Uploads are multipart and read one file at a time
//! (at most 50 MB in memory); each file is checked and stored before the rows of the whole
//! request are committed together.

use actix_multipart::Multipart;
use actix_web::http::StatusCode;
use actix_web::{delete, get, post, put, web, HttpRequest, HttpResponse};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use union::files::MAX_FILE_BYTES;
use union::{FileCategory, StagedFile, UnionError, UnionFile, UnionFileId, UnionId};
use utoipa::{IntoParams, ToSchema};
use utoipa_actix_web::service_config::ServiceConfig;

use crate::download::{ascii_fallback, file_response};
use crate::error::{ApiError, Problem};
use crate::extract::Tenant;
use crate::idempotency::{once, IdempotencyKeyHeader};
use crate::openapi::codes;
use crate::state::AppState;
use crate::upload::{next_file, only_file, FileUploadForm, SingleFileForm};

pub fn routes(cfg: &mut ServiceConfig) {
    cfg.service(list_files).service(upload_files).service(replace_file).service(delete_file).service(download_file);
}

/// One file of the data tab.
#[derive(Debug, Serialize, ToSchema)]
pub struct UnionFileDto {
    pub id: i64,
    pub union_id: i64,
    /// The category code (`officialDocument`, `unionRegulations`, ...).
    #[schema(value_type = codes::FileCategoryCode)]
    pub category: String,
    pub file_name: String,
    /// Bytes; show with the spec's file-size units.
    pub size_bytes: i64,
    /// Detected from the contents.
    pub content_type: String,
    pub uploaded_at: DateTime<Utc>,
}

impl From<UnionFile> for UnionFileDto {
    fn from(f: UnionFile) -> Self {
        UnionFileDto {
            id: f.id.get(),
            union_id: f.union_id.get(),
            category: f.category.code().into(),
            file_name: f.file_name,
            size_bytes: f.size_bytes,
            content_type: f.content_type,
            uploaded_at: f.uploaded_at,
        }
    }
}

/// A category of the data tab, in display order.
#[derive(Debug, Serialize, ToSchema)]
pub struct FileCategoryDto {
    #[schema(value_type = codes::FileCategoryCode)]
    pub code: String,
    /// Korean name (공문, 조합규약, ...).
    pub label: String,
    /// `image/png` for the seal category; empty when any document type is accepted.
    pub accepts: Vec<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct UnionFileListResponse {
    /// Every category, in display order, whether or not it has files.
    pub categories: Vec<FileCategoryDto>,
    /// Files in category order, then upload order.
    pub items: Vec<UnionFileDto>,
    /// Largest accepted file, in bytes.
    pub max_file_bytes: i64,
    /// Most files one upload request takes.
    pub max_files_per_upload: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct UploadedFilesResponse {
    pub items: Vec<UnionFileDto>,
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct UploadQuery {
    /// The category code the files go into.
    #[param(value_type = codes::FileCategoryCode)]
    pub category: String,
}

pub(crate) fn category_dto(c: FileCategory) -> FileCategoryDto {
    let accepts = c.accepted_types().iter().map(ToString::to_string).collect();
    FileCategoryDto { code: c.code().into(), label: c.label().into(), accepts }
}

/// The union's files with the category list.
#[utoipa::path(
    tag = "unionFiles",
    security(("bearer" = [])),
    params(("union_id" = i64, Path)),
    responses(
        (status = 200, body = UnionFileListResponse),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/files")]
pub async fn list_files(
    state: web::Data<AppState>,
    t: Tenant,
    union_id: web::Path<i64>,
) -> Result<web::Json<UnionFileListResponse>, ApiError> {
    let files = state.union_files.list(&t.actor, UnionId(*union_id)).await?;
    Ok(web::Json(UnionFileListResponse {
        categories: FileCategory::ALL.into_iter().map(category_dto).collect(),
        items: files.into_iter().map(Into::into).collect(),
        max_file_bytes: MAX_FILE_BYTES as i64,
        max_files_per_upload: union::files::MAX_FILES_PER_UPLOAD as i64,
    }))
}

/// What identifies an upload for `Idempotency-Key`: the category and each file's name and digest.
#[derive(Serialize)]
struct UploadFingerprint<'a> {
    category: &'a str,
    files: Vec<(String, String)>,
}

/// Uploads one or more files into a category, all or none. The seal category takes PNG only.
#[utoipa::path(
    tag = "unionFiles",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), UploadQuery, IdempotencyKeyHeader),
    request_body(content = FileUploadForm, content_type = "multipart/form-data"),
    responses(
        (status = 201, body = UploadedFilesResponse),
        (status = 400, description = "no_file, too_many_files, invalid_request", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "union_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "file_too_large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "file_type_not_allowed", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "file_empty", body = Problem, content_type = "application/problem+json"),
    )
)]
#[post("/unions/{union_id}/files")]
pub async fn upload_files(
    state: web::Data<AppState>,
    req: HttpRequest,
    t: Tenant,
    union_id: web::Path<i64>,
    q: web::Query<UploadQuery>,
    mut payload: Multipart,
) -> Result<HttpResponse, ApiError> {
    let union = UnionId(*union_id);
    let category =
        FileCategory::parse(&q.category).ok_or_else(|| ApiError::bad_request("category가 올바르지 않습니다."))?;
    let mut staged: Vec<StagedFile> = Vec::new();
    let mut digests = Vec::new();
    let read = async {
        while let Some(file) = next_file(&mut payload, MAX_FILE_BYTES).await? {
            if staged.len() == union::files::MAX_FILES_PER_UPLOAD {
                return Err(UnionError::TooManyFiles.into());
            }
            digests.push((file.name.clone(), hex::encode(Sha256::digest(&file.bytes))));
            staged.push(state.union_files.stage(&t.actor, union, category, &file.name, file.bytes).await?);
        }
        Ok::<_, ApiError>(())
    };
    if let Err(e) = read.await {
        abandon(&state, &staged).await;
        return Err(e);
    }
    let fingerprint = UploadFingerprint { category: category.code(), files: digests };
    let committed = std::cell::Cell::new(false);
    let answer = once(&state, &req, t.actor.user_id, &fingerprint, StatusCode::CREATED, || async {
        let files = state.union_files.commit(&t.actor, union, &staged).await?;
        committed.set(true);
        Ok(UploadedFilesResponse { items: files.into_iter().map(Into::into).collect() })
    })
    .await;
    if !committed.get() {
        // A replayed or refused request: the bytes read this time are not needed.
        abandon(&state, &staged).await;
    }
    answer
}

async fn abandon(state: &AppState, staged: &[StagedFile]) {
    if let Err(e) = state.union_files.abandon(staged).await {
        tracing::warn!(error = %e, "discarding staged files failed; the sweep will retry");
    }
}

/// Replaces a file's contents, keeping its category.
#[utoipa::path(
    tag = "unionFiles",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("file_id" = i64, Path)),
    request_body(content = SingleFileForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, body = UnionFileDto),
        (status = 400, description = "no_file", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "union_not_found, file_not_found", body = Problem, content_type = "application/problem+json"),
        (status = 413, description = "file_too_large", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "file_type_not_allowed", body = Problem, content_type = "application/problem+json"),
    )
)]
#[put("/unions/{union_id}/files/{file_id}")]
pub async fn replace_file(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
    mut payload: Multipart,
) -> Result<web::Json<UnionFileDto>, ApiError> {
    let (union_id, file_id) = path.into_inner();
    let file = only_file(&mut payload, MAX_FILE_BYTES).await?.ok_or(UnionError::NoFiles)?;
    let f =
        state.union_files.replace(&t.actor, UnionId(union_id), UnionFileId(file_id), &file.name, file.bytes).await?;
    Ok(web::Json(f.into()))
}

/// Deletes a file and its contents.
#[utoipa::path(
    tag = "unionFiles",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("file_id" = i64, Path)),
    responses(
        (status = 204, description = "Deleted"),
        (status = 404, description = "union_not_found, file_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[delete("/unions/{union_id}/files/{file_id}")]
pub async fn delete_file(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (union_id, file_id) = path.into_inner();
    state.union_files.delete(&t.actor, UnionId(union_id), UnionFileId(file_id)).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Downloads a file under its Korean name, with the detected content type.
#[utoipa::path(
    tag = "unionFiles",
    security(("bearer" = [])),
    params(("union_id" = i64, Path), ("file_id" = i64, Path)),
    responses(
        (status = 200, description = "The file's bytes, with the type detected when it was uploaded", content_type = "*/*"),
        (status = 404, description = "union_not_found, file_not_found", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/unions/{union_id}/files/{file_id}/download")]
pub async fn download_file(
    state: web::Data<AppState>,
    t: Tenant,
    path: web::Path<(i64, i64)>,
) -> Result<HttpResponse, ApiError> {
    let (union_id, file_id) = path.into_inner();
    let (file, bytes) = state.union_files.download(&t.actor, UnionId(union_id), UnionFileId(file_id)).await?;
    Ok(file_response(&file.content_type, &file.file_name, &ascii_fallback(&file.file_name, file.id.get()), bytes))
}
