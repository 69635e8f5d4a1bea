//! Serves the built web app with history fallback: any path that is not a file gets
//! `index.html`, so client routes such as `/lp-invest-union-management/list` load on reload.

use std::path::{Path, PathBuf};

use actix_files::{Files, NamedFile};
use actix_web::dev::{fn_service, ServiceRequest, ServiceResponse};
use actix_web::{web, HttpRequest, HttpResponse};

use crate::fallback::{api_fallback, is_api};

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
                let res = file.into_response(&req);
                Ok(ServiceResponse::new(req, res))
            }
        },
    )));
}
