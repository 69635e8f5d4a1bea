//! The headers every answer carries beyond the defaults (issue 41): the web app's
//! Content-Security-Policy (as strict as the share pages': scripts from this origin only, no
//! inline script, no plugin, no `<base>`, framed nowhere), `Cache-Control: no-store` on every
//! API answer that does not state its own (logged-in JSON and downloads are never kept by a
//! browser or a proxy; the public pictures say `immutable` themselves), and HSTS when the app
//! is served over HTTPS behind a trusted proxy.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue, CACHE_CONTROL, CONTENT_SECURITY_POLICY};
use actix_web::middleware::Next;
use actix_web::web;

/// Toss Payments' browser SDK and its payment window, allowed only when real keys are set.
const TOSS_SCRIPT: &str = "https://js.tosspayments.com";
const TOSS_FRAMES: &str = "https://*.tosspayments.com";

/// What the middleware adds, decided once at startup.
#[derive(Debug, Clone)]
pub struct WebHeaders {
    csp: HeaderValue,
    /// `JOHAP_TRUST_PROXY`: the proxy's `X-Forwarded-Proto` says whether the browser used HTTPS.
    trust_proxy: bool,
}

/// The web app's policy; `toss` adds the payment SDK's hosts.
pub fn app_csp(toss: bool) -> String {
    let (script, frame, connect) = if toss {
        (format!(" {TOSS_SCRIPT}"), format!(" {TOSS_FRAMES}"), format!(" {TOSS_FRAMES}"))
    } else {
        (String::new(), String::new(), String::new())
    };
    // The portfolio's PDF export runs in a worker made from a blob: address and lays pages out
    // with a WebAssembly module shipped inline as a data: address: a blob: worker, compiling
    // WebAssembly ('wasm-unsafe-eval', not JavaScript's eval) and fetching data: are what it
    // needs beyond our own origin.
    format!(
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'{script}; style-src 'self' 'unsafe-inline'; \
         img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' data:{connect}; \
         worker-src 'self' blob:; frame-src 'self' blob:{frame}; object-src 'none'; base-uri 'none'; \
         form-action 'self'{frame}; frame-ancestors 'none'"
    )
}

impl WebHeaders {
    pub fn new(toss: bool, trust_proxy: bool) -> Self {
        let csp = HeaderValue::from_str(&app_csp(toss)).unwrap_or(HeaderValue::from_static("default-src 'self'"));
        WebHeaders { csp, trust_proxy }
    }
}

const HSTS: &str = "max-age=31536000; includeSubDomains";

/// The middleware (`actix_web::middleware::from_fn(add_headers)`, with `WebHeaders` as app data).
///
/// # Errors
/// Whatever the wrapped service returns.
pub async fn add_headers(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let policy = req.app_data::<web::Data<WebHeaders>>().cloned();
    let api = req.path().starts_with("/api/");
    let https = policy.as_ref().is_some_and(|p| p.trust_proxy) && req.connection_info().scheme() == "https";
    let mut res = next.call(req).await?;
    let h = res.headers_mut();
    if api {
        if !h.contains_key(CACHE_CONTROL) {
            h.insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
        }
    } else if let Some(p) = &policy {
        // The share pages set their own, stricter one.
        if !h.contains_key(CONTENT_SECURITY_POLICY) {
            h.insert(CONTENT_SECURITY_POLICY, p.csp.clone());
        }
    }
    if https {
        h.insert(HeaderName::from_static("strict-transport-security"), HeaderValue::from_static(HSTS));
    }
    Ok(res)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_app_runs_only_its_own_scripts_and_toss_only_with_real_keys() {
        let local = app_csp(false);
        for part in
            ["script-src 'self' 'wasm-unsafe-eval';", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]
        {
            assert!(local.contains(part), "{part} in {local}");
        }
        let scripts = local.split(';').find(|d| d.trim().starts_with("script-src")).unwrap();
        assert!(!scripts.contains("'unsafe-eval'") && !scripts.contains("'unsafe-inline'"), "{scripts}");
        assert!(!local.contains("tosspayments"), "{local}");
        assert!(app_csp(true).contains("script-src 'self' 'wasm-unsafe-eval' https://js.tosspayments.com;"));
    }
}
