//! What a request that no route takes gets: under `/api`, a problem: 405 with `Allow` when the
//! path is an API path served with other methods (read from the served routes' document), else
//! 404; elsewhere the web app's history fallback handles it (see `spa`).

use std::sync::OnceLock;

use actix_web::{HttpRequest, HttpResponse, ResponseError};

use crate::error::{ApiError, ErrorCode};

/// Paths under `/api` and the health probes never fall back to the web app: they answer a
/// problem.
pub fn is_api(req: &HttpRequest) -> bool {
    let path = req.path();
    path == "/api" || path.starts_with("/api/") || path == "/healthz" || path == "/readyz"
}

/// Every served path as its segments (`{id}` matches any one segment) with its methods.
type RouteTable = Vec<(Vec<String>, Vec<&'static str>)>;

fn routes() -> &'static RouteTable {
    static TABLE: OnceLock<RouteTable> = OnceLock::new();
    TABLE.get_or_init(|| {
        crate::openapi::document()
            .paths
            .paths
            .iter()
            .map(|(path, item)| (path.split('/').map(str::to_string).collect(), methods_of(item)))
            .collect()
    })
}

/// The methods a documented path serves.
pub fn methods_of(item: &utoipa::openapi::PathItem) -> Vec<&'static str> {
    let methods = [
        ("GET", item.get.is_some()),
        ("PUT", item.put.is_some()),
        ("POST", item.post.is_some()),
        ("DELETE", item.delete.is_some()),
        ("PATCH", item.patch.is_some()),
    ];
    methods.into_iter().filter(|(_, on)| *on).map(|(m, _)| m).collect()
}

/// The methods served at `path`, when some route has that shape. Where several templates fit
/// (`/applicants/import` and `/applicants/{applicant_id}`), the one with the fewest parameters
/// is the route the path names.
pub fn allowed_methods(path: &str) -> Option<Vec<&'static str>> {
    let segments: Vec<&str> = path.split('/').collect();
    let mut found: Option<(usize, Vec<&'static str>)> = None;
    for (template, methods) in routes() {
        let fits = template.len() == segments.len()
            && template.iter().zip(&segments).all(|(t, s)| t == s || (t.starts_with('{') && !s.is_empty()));
        if !fits {
            continue;
        }
        let params = template.iter().filter(|t| t.starts_with('{')).count();
        match &mut found {
            Some((best, all)) if *best == params => all.extend(methods),
            Some((best, _)) if *best < params => {}
            _ => found = Some((params, methods.clone())),
        }
    }
    found.map(|(_, methods)| methods)
}

/// The answer under `/api` when no route took the request.
pub fn api_fallback(req: &HttpRequest) -> HttpResponse {
    match allowed_methods(req.path()) {
        Some(methods) if !methods.iter().any(|m| *m == req.method().as_str()) => {
            let mut res = ApiError::new(ErrorCode::MethodNotAllowed, "지원하지 않는 요청 방식입니다.").error_response();
            if let Ok(v) = actix_web::http::header::HeaderValue::from_str(&methods.join(", ")) {
                res.headers_mut().insert(actix_web::http::header::ALLOW, v);
            }
            res
        }
        _ => ApiError::not_found().error_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::allowed_methods;

    #[test]
    fn served_paths_are_matched_with_their_parameters() {
        let unions = allowed_methods("/api/v1/unions").unwrap();
        assert!(unions.contains(&"GET") && unions.contains(&"POST"), "{unions:?}");
        let one = allowed_methods("/api/v1/unions/12").unwrap();
        assert!(one.contains(&"PUT") && one.contains(&"DELETE") && !one.contains(&"POST"), "{one:?}");
        assert_eq!(allowed_methods("/api/v1/unions//"), None);
        assert_eq!(allowed_methods("/api/v1/nope"), None);
        assert_eq!(allowed_methods("/healthz"), Some(vec!["GET"]));
        assert_eq!(allowed_methods("/api/v1/unions/3/applicants/import"), Some(vec!["POST"]));
    }
}
