//! Serves the built web app with history fallback: any path that is not a file gets
//! `index.html`, so client routes such as `/lp-invest-union-management/list` load on reload.

use std::path::{Path, PathBuf};

use actix_files::{Files, NamedFile};
use actix_web::dev::{fn_service, ServiceRequest, ServiceResponse};
use actix_web::{web, HttpRequest, HttpResponse};

use crate::fallback::{api_fallback, is_api};

/// The public share pages (`/invest-portfolio/share/{token}[/{item}]`): opened by anyone holding
/// a link, so their HTML is locked down as the share API's answers are.
fn is_share_page(path: &str) -> bool {
    path.starts_with("/invest-portfolio/share/")
}

/// Scripts, styles, pictures and frames from this origin only (Mantine writes its styles
/// inline); no plugin, no form, no `<base>`, framed nowhere, not indexed, and the token in the
/// address never leaks in a `Referer`.
pub const SHARE_PAGE_CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
    img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-src 'self'; object-src 'none'; \
    base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

fn share_page_headers(h: &mut actix_web::http::header::HeaderMap) {
    use actix_web::http::header::{HeaderName, HeaderValue};
    for (k, v) in [
        ("content-security-policy", SHARE_PAGE_CSP),
        ("referrer-policy", "no-referrer"),
        ("x-robots-tag", "noindex, nofollow"),
        ("cache-control", "no-store"),
    ] {
        h.insert(HeaderName::from_static(k), HeaderValue::from_static(v));
    }
}

/// Mounts the app from `dir` at `/`, or a page explaining how to build it when it is missing.
pub fn mount(cfg: &mut web::ServiceConfig, dir: &Path) {
    let index: PathBuf = dir.join("index.html");
    if !index.is_file() {
        tracing::warn!(dir = %dir.display(), "web app not built; serving a notice at /");
        cfg.default_service(web::to(|req: HttpRequest| async move {
            if is_api(&req) {
                return api_fallback(&req);
            }
            HttpResponse::NotFound()
                .content_type("text/html; charset=utf-8")
                .body("<!doctype html><meta charset=utf-8><title>조합</title><p>웹 앱이 아직 빌드되지 않았습니다. <code>just run</code> 으로 실행해 주세요.</p>")
        }));
        return;
    }
    // A request that entered the `/api/v1` scope but matched no route lands here.
    cfg.default_service(web::to(|req: HttpRequest| async move {
        if is_api(&req) {
            api_fallback(&req)
        } else {
            HttpResponse::NotFound().finish()
        }
    }));
    // The probes answer other methods like the API does (405 with Allow), not as static files.
    cfg.service(
        web::resource(["/healthz", "/readyz"])
            .default_service(web::to(|req: HttpRequest| async move { api_fallback(&req) })),
    );
    cfg.service(Files::new("/", dir).index_file("index.html").use_etag(true).default_handler(fn_service(
        move |req: ServiceRequest| {
            let index = index.clone();
            async move {
                let (req, _) = req.into_parts();
                if is_api(&req) {
                    let res = api_fallback(&req);
                    return Ok(ServiceResponse::new(req, res));
                }
                let file = NamedFile::open_async(&index).await?;
                let mut res = file.into_response(&req);
                if is_share_page(req.path()) {
                    share_page_headers(res.headers_mut());
                }
                Ok(ServiceResponse::new(req, res))
            }
        },
    )));
}
