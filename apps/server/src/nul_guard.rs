//! PostgreSQL text cannot hold the NUL character: a name or search term carrying one would fail
//! inside the database as a server error. It is refused at the door instead, for every route in
//! one place: in the path, the query string or a JSON body (raw or as the `\u0000` escape).
//! The same door refuses a JSON body that is not an object: every body the API takes is one,
//! and serde would otherwise read a struct from an array of its fields' values.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::CONTENT_TYPE;
use actix_web::middleware::Next;
use actix_web::web::BytesMut;
use actix_web::{HttpMessage, ResponseError};
use futures_util::StreamExt;

use crate::error::ApiError;

/// The JSON body limit (as `JsonConfig`); a longer body is left for the extractor to refuse.
const SCANNED_BYTES: usize = 1 << 20;

fn refused() -> ApiError {
    ApiError::bad_request("요청에 사용할 수 없는 문자(NUL)가 있습니다.")
}

/// True when `bytes` has a NUL byte or spells one as a JSON escape.
pub fn has_nul(bytes: &[u8]) -> bool {
    bytes.contains(&0) || bytes.windows(6).any(|w| w.eq_ignore_ascii_case(b"\\u0000"))
}

fn has_encoded_nul(s: &str) -> bool {
    s.as_bytes().windows(3).any(|w| w.eq_ignore_ascii_case(b"%00"))
}

/// False when the body's first value is not an object (an empty body is the extractor's to judge).
pub fn is_object_or_empty(bytes: &[u8]) -> bool {
    bytes.iter().find(|b| !b.is_ascii_whitespace()).is_none_or(|b| *b == b'{')
}

/// The middleware (`actix_web::middleware::from_fn(refuse_nul)`).
///
/// # Errors
/// Whatever the wrapped service returns.
pub async fn refuse_nul(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<actix_web::body::BoxBody>, actix_web::Error> {
    if has_encoded_nul(req.uri().path()) || req.uri().query().is_some_and(has_encoded_nul) {
        return Ok(req.into_response(refused().error_response()));
    }
    let json = req
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.to_ascii_lowercase().contains("json"));
    if json {
        let mut payload = req.take_payload();
        let mut body = BytesMut::new();
        while let Some(chunk) = payload.next().await {
            let chunk = chunk?;
            body.extend_from_slice(&chunk);
            if body.len() > SCANNED_BYTES {
                break;
            }
        }
        if body.len() <= SCANNED_BYTES && has_nul(&body) {
            return Ok(req.into_response(refused().error_response()));
        }
        if body.len() > SCANNED_BYTES {
            return Ok(req.into_response(ApiError::bad_request("요청 본문이 너무 큽니다.").error_response()));
        }
        if !is_object_or_empty(&body) {
            let refused = ApiError::bad_request("요청 본문은 JSON 객체여야 합니다.");
            return Ok(req.into_response(refused.error_response()));
        }
        req.set_payload(actix_web::dev::Payload::from(body.freeze()));
    }
    Ok(next.call(req).await?.map_into_boxed_body())
}

#[cfg(test)]
mod tests {
    use super::{has_encoded_nul, has_nul, is_object_or_empty};

    #[test]
    fn finds_nul_however_it_is_spelled() {
        assert!(has_nul(br#"{"name":"a\u0000b"}"#));
        assert!(has_nul(br#"{"name":"a\U0000b"}"#));
        assert!(has_nul(b"{\"name\":\"a\0\"}"));
        assert!(!has_nul(br#"{"name":"\uc870\ud569 0000"}"#));
        assert!(has_encoded_nul("q=a%00"));
        assert!(!has_encoded_nul("q=100%25"));
    }

    #[test]
    fn only_objects_pass_as_bodies() {
        assert!(is_object_or_empty(b" \n{\"ids\": []}"));
        assert!(is_object_or_empty(b""));
        assert!(!is_object_or_empty(b"[]"));
        assert!(!is_object_or_empty(b" [1, 2]"));
        assert!(!is_object_or_empty(b"\"text\""));
    }
}
