//! The error answers every operation can give, declared on each operation of the document.
//! Handlers declare the answers of their own rules (`union_formed`, `validation_failed`, ...);
//! the ones that come from the shared layers are added here, once, by what the operation has:
//! a session (401, 403), input (400), an upload (413, 415, 422), a path id (404), the database
//! (503). A status an
//! operation already declares gets the shared codes appended to its description.

use actix_web::http::Method;
use utoipa::openapi::path::{Operation, ParameterIn};
use utoipa::openapi::{ContentBuilder, OpenApi, Ref, RefOr, Response, ResponseBuilder};

/// The shared layers' answers that apply to `op` at `path`: (status, codes).
fn shared_errors(path: &str, method: &Method, op: &Operation) -> Vec<(&'static str, &'static str)> {
    let mut out = Vec::new();
    let params = op.parameters.as_deref().unwrap_or_default();
    let has_query = params.iter().any(|p| matches!(p.parameter_in, ParameterIn::Query));
    let has_path = params.iter().any(|p| matches!(p.parameter_in, ParameterIn::Path));
    let has_header = params.iter().any(|p| matches!(p.parameter_in, ParameterIn::Header));
    if op.request_body.is_some() || has_query || has_header {
        // The JSON body, query string or a declared header (an Idempotency-Key) could not be
        // read into the operation's types.
        out.push(("400", "invalid_request"));
    }
    let multipart = op.request_body.as_ref().is_some_and(|b| b.content.contains_key("multipart/form-data"));
    if multipart {
        // Every upload is judged by its bytes: size cap, sniffed type, not empty.
        out.push(("413", "file_too_large"));
        out.push(("415", "file_type_not_allowed"));
        out.push(("422", "file_empty"));
    }
    if op.security.as_ref().is_some_and(|s| !s.is_empty()) {
        out.push(("401", "login_required"));
        out.push(("403", "registration_incomplete | membership_expelled"));
        // The accounts the operation does not serve (crate::access).
        let (who, refusal) = crate::access::who_may_call(path, method);
        if who != crate::access::EVERYONE {
            out.push(("403", refusal.code.code()));
        }
    }
    if has_path {
        // A path id that is not a number, or names nothing the caller's firm may see.
        out.push(("404", "not_found"));
    }
    if path.starts_with("/api/") {
        // The connection pool was exhausted: refused at once with Retry-After.
        out.push(("503", "service_busy"));
    }
    out
}

fn problem_response(description: &str) -> Response {
    ResponseBuilder::new()
        .description(description)
        .content(
            "application/problem+json",
            ContentBuilder::new().schema(Some(RefOr::Ref(Ref::from_schema_name("Problem")))).build(),
        )
        .build()
}

/// Adds the shared error answers to every operation of `doc`.
pub fn declare_shared(doc: &mut OpenApi) {
    for (path, item) in doc.paths.paths.iter_mut() {
        let ops = [
            (Method::GET, &mut item.get),
            (Method::PUT, &mut item.put),
            (Method::POST, &mut item.post),
            (Method::DELETE, &mut item.delete),
            (Method::PATCH, &mut item.patch),
            (Method::HEAD, &mut item.head),
            (Method::OPTIONS, &mut item.options),
            (Method::TRACE, &mut item.trace),
        ];
        for (method, op) in ops {
            let Some(op) = op else { continue };
            for (status, codes) in shared_errors(path, &method, op) {
                match op.responses.responses.get_mut(status) {
                    Some(RefOr::T(existing)) => {
                        for code in codes.split(" | ") {
                            if !existing.description.split(" | ").any(|c| c == code) {
                                existing.description = if existing.description.is_empty() {
                                    code.to_string()
                                } else {
                                    format!("{} | {code}", existing.description)
                                };
                            }
                        }
                    }
                    Some(RefOr::Ref(_)) => {}
                    None => {
                        op.responses.responses.insert(status.to_string(), RefOr::T(problem_response(codes)));
                    }
                }
            }
        }
    }
}
