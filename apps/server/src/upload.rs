//! Reading multipart uploads: one `file` part at a time, refused as soon as it passes its limit,
//! so reading holds one file's bytes at a time (the bulk upload writes the previous one meanwhile).

use actix_multipart::{Field, Multipart};
use futures_util::TryStreamExt;

use crate::error::{file_too_large, ApiError};

/// `multipart/form-data` with one or more `file` parts and nothing else.
#[derive(utoipa::ToSchema, serde::Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
pub struct FileUploadForm {
    /// At least one part; each is checked by its content (type sniffed, not empty, size cap).
    #[schema(value_type = Vec<String>, format = Binary, min_items = 1)]
    file: Vec<Vec<u8>>,
}

/// `multipart/form-data` with exactly one `file` part.
#[derive(utoipa::ToSchema, serde::Deserialize)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
pub struct SingleFileForm {
    /// Checked by its content (type sniffed, not empty, size cap).
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
}

/// A file part, read into memory.
pub struct Incoming {
    /// The browser's file name, as sent (cleaned by the domain).
    pub name: String,
    pub bytes: Vec<u8>,
}

fn unreadable(e: impl std::fmt::Display) -> ApiError {
    ApiError::bad_request(format!("업로드를 읽지 못했습니다: {e}"))
}

async fn read_part(mut field: Field, max_bytes: usize) -> Result<Incoming, ApiError> {
    let name = field.content_disposition().and_then(|cd| cd.get_filename()).unwrap_or_default().to_string();
    let mut bytes = Vec::new();
    while let Some(chunk) = field.try_next().await.map_err(unreadable)? {
        if bytes.len() + chunk.len() > max_bytes {
            return Err(file_too_large(&union::files::clean_file_name(&name), max_bytes));
        }
        bytes.extend_from_slice(&chunk);
    }
    Ok(Incoming { name, bytes })
}

/// The next `file` part of the form, at most `max_bytes`.
///
/// # Errors
/// `file_too_large` (413), or `invalid_request` when the body is not readable multipart or has
/// a part other than `file` (the form has no other field, as its document says).
pub async fn next_file(payload: &mut Multipart, max_bytes: usize) -> Result<Option<Incoming>, ApiError> {
    while let Some(field) = payload.try_next().await.map_err(unreadable)? {
        if field.name() != Some("file") {
            return Err(ApiError::bad_request("업로드 양식에는 file 항목만 보낼 수 있습니다."));
        }
        // A file part carries a file name (empty for an input left empty); a part without one
        // is a text value, not a file.
        if field.content_disposition().and_then(|cd| cd.get_filename()).is_none() {
            return Err(ApiError::bad_request("file 항목에는 파일을 보내 주세요."));
        }
        let file = read_part(field, max_bytes).await?;
        // A browser sends an empty, nameless part for a file input left empty.
        if file.name.is_empty() && file.bytes.is_empty() {
            continue;
        }
        return Ok(Some(file));
    }
    Ok(None)
}

/// The one `file` part of a single-file form, at most `max_bytes`.
///
/// # Errors
/// As [`next_file`], and `invalid_request` when a second part follows.
pub async fn only_file(payload: &mut Multipart, max_bytes: usize) -> Result<Option<Incoming>, ApiError> {
    let file = next_file(payload, max_bytes).await?;
    if file.is_some() && payload.try_next().await.map_err(unreadable)?.is_some() {
        return Err(ApiError::bad_request("파일은 한 번에 하나만 올릴 수 있습니다."));
    }
    Ok(file)
}
