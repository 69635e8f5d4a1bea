//! What the startup routes share: the document and picture DTOs, an opinion as the editor writes it.

use chrono::{DateTime, Utc};
use company::{ImageRef, StartupDocument};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::openapi::codes;

/// Where a picture is served: `/api/v1/media/{token}`.
pub fn image_url(image: &ImageRef) -> String {
    media_url(&image.token)
}

/// Where the picture stored under `token` is served.
pub fn media_url(token: &str) -> String {
    format!("/api/v1/media/{token}")
}

/// One of a startup's documents.
#[derive(Debug, Serialize, ToSchema)]
pub struct StartupDocumentDto {
    pub id: i64,
    #[schema(value_type = codes::CompanyDocumentCode)]
    pub kind: String,
    /// The code's Korean name (사업자등록증, IR 자료, …).
    pub kind_label: String,
    pub file_name: String,
    pub size_bytes: i64,
    pub content_type: String,
    pub uploaded_at: DateTime<Utc>,
}

impl From<StartupDocument> for StartupDocumentDto {
    fn from(d: StartupDocument) -> Self {
        StartupDocumentDto {
            id: d.id.get(),
            kind: d.kind.code().into(),
            kind_label: d.kind.label().into(),
            file_name: d.file_name,
            size_bytes: d.size_bytes,
            content_type: d.content_type,
            uploaded_at: d.uploaded_at,
        }
    }
}

/// An opinion as the editor writes it.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct OpinionBody {
    /// HTML from the editor, up to 100,000 characters; sanitized on the server.
    #[schema(max_length = 100_000, example = "<p>매출 성장세가 빠르고 고객 이탈이 적습니다.</p>")]
    pub opinion: String,
}
