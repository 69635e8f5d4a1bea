//! `Idempotency-Key` for creating requests: the first request with a key runs, repeats of it get
//! the stored answer (header `Idempotent-Replayed: true`), and nothing is created twice.

use std::future::Future;

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse};
use kernel::idempotency::KeyClaim;
use kernel::UserId;
use serde::Serialize;
use sha2::{Digest, Sha256};

use crate::error::{ApiError, ErrorCode};
use crate::state::AppState;

pub const HEADER: &str = "Idempotency-Key";

/// The optional header, as documented in OpenAPI (read from the request by [`once`]).
#[derive(utoipa::IntoParams)]
#[into_params(parameter_in = Header)]
#[allow(dead_code)]
pub struct IdempotencyKeyHeader {
    /// 같은 키로 다시 보내면 처음 답을 돌려주고 아무것도 새로 만들지 않습니다 (255자 이내).
    #[param(rename = "Idempotency-Key", required = false, min_length = 1, max_length = 255, pattern = r"^[!-~]+$")]
    idempotency_key: String,
}

/// The request's `Idempotency-Key`, checked.
///
/// # Errors
/// `invalid_request` for an empty, overlong or non-ASCII key.
pub fn key_of(req: &HttpRequest) -> Result<Option<String>, ApiError> {
    let Some(v) = req.headers().get(HEADER) else { return Ok(None) };
    let key = v.to_str().unwrap_or("").trim();
    if key.is_empty() || key.len() > 255 || !key.chars().all(|c| c.is_ascii_graphic()) {
        return Err(ApiError::bad_request("Idempotency-Key는 255자 이내의 영문, 숫자, 기호여야 합니다."));
    }
    Ok(Some(key.to_string()))
}

/// Runs `run` once per key: with no key it simply runs; with a key it claims it, stores the
/// answer, and answers repeats with the stored one.
///
/// # Errors
/// The handler's error (the key is then freed for a retry), `request_in_progress` while the
/// first request runs, `idempotency_key_reused` for a different request with the same key.
pub async fn once<B, T, F, Fut>(
    state: &AppState,
    req: &HttpRequest,
    user: UserId,
    body: &B,
    created: StatusCode,
    run: F,
) -> Result<HttpResponse, ApiError>
where
    B: Serialize,
    T: Serialize,
    F: FnOnce() -> Fut,
    Fut: Future<Output = Result<T, ApiError>>,
{
    let Some(key) = key_of(req)? else {
        return Ok(HttpResponse::build(created).json(run().await?));
    };
    let body = serde_json::to_string(body).map_err(ApiError::internal)?;
    let fingerprint = hex::encode(Sha256::digest(format!("{} {}\n{body}", req.method(), req.path())));
    match state.idempotency.claim(user, &key, &fingerprint).await? {
        KeyClaim::Done { status, body } => Ok(HttpResponse::build(StatusCode::from_u16(status).unwrap_or(created))
            .insert_header(("Idempotent-Replayed", "true"))
            .content_type("application/json")
            .body(body)),
        KeyClaim::InProgress => Err(ApiError::new(
            ErrorCode::RequestInProgress,
            "같은 요청을 처리하고 있습니다. 잠시 후 다시 확인해 주세요.",
        )),
        KeyClaim::Mismatch => Err(ApiError::idempotency_key_reused()),
        KeyClaim::Claimed => match run().await {
            Ok(value) => {
                let json = serde_json::to_string(&value).map_err(ApiError::internal)?;
                if let Err(e) = state.idempotency.complete(user, &key, created.as_u16(), &json).await {
                    tracing::error!(error = %e, "storing the idempotent answer failed");
                }
                Ok(HttpResponse::build(created).content_type("application/json").body(json))
            }
            Err(e) => {
                if let Err(release) = state.idempotency.release(user, &key).await {
                    tracing::error!(error = %release, "freeing the idempotency key failed");
                }
                Err(e)
            }
        },
    }
}
