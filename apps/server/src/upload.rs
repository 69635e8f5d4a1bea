//! Reading multipart uploads: one `file` part at a time, refused as soon as it passes its limit,
//! so reading holds one file's bytes at a time (the bulk upload writes the previous one meanwhile).

use actix_multipart::{Field, Multipart};
use futures_util::TryStreamExt;

use crate::error::{file_too_large, ApiError};

/// `multipart/form-data` with one or more `file` parts.
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct FileUploadForm {
    #[schema(value_type = Vec<String>, format = Binary)]
    file: Vec<Vec<u8>>,
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

/// The next `file` part of the form, at most `max_bytes`; other parts are skipped.
///
/// # Errors
/// `file_too_large` (413), or `invalid_request` when the body is not readable multipart.
pub async fn next_file(payload: &mut Multipart, max_bytes: usize) -> Result<Option<Incoming>, ApiError> {
    while let Some(field) = payload.try_next().await.map_err(unreadable)? {
        if field.name() == Some("file") {
            let file = read_part(field, max_bytes).await?;
            // A browser sends an empty, nameless part for a file input left empty.
            if file.name.is_empty() && file.bytes.is_empty() {
                continue;
            }
            return Ok(Some(file));
        }
    }
    Ok(None)
}
