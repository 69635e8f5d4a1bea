//! The span each request runs in (for `TracingLogger`).
//!
//! tracing-actix-web's default builder works out its fields before it knows whether the span is
//! wanted: among them the route's pattern, which walks every registered pattern's regular
//! expression once more, on every request, even when the level is off (`RUST_LOG=warn` in
//! production and the bench). Ours names the request by method and path, which says as much in
//! a log, and lets `tracing` skip the fields when the span is off.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::{Error, HttpMessage};
use tracing::Span;
use tracing_actix_web::{DefaultRootSpanBuilder, RequestId, RootSpanBuilder};

pub struct RequestSpan;

impl RootSpanBuilder for RequestSpan {
    fn on_request_start(request: &ServiceRequest) -> Span {
        tracing::info_span!(
            "HTTP request",
            http.method = %request.method(),
            http.target = %request.path(),
            request_id = %request.extensions().get::<RequestId>().map(ToString::to_string).unwrap_or_default(),
            http.status_code = tracing::field::Empty,
            otel.status_code = tracing::field::Empty,
            exception.message = tracing::field::Empty,
            exception.details = tracing::field::Empty,
        )
    }

    fn on_request_end<B: MessageBody>(span: Span, outcome: &Result<ServiceResponse<B>, Error>) {
        DefaultRootSpanBuilder::on_request_end(span, outcome);
    }
}
