//! The headers every answer carries (issue 41): the web app's Content-Security-Policy, no-store
//! on every API answer of every route group (downloads included), HSTS over HTTPS only.

use std::collections::BTreeMap;

use reqwest::StatusCode;

use crate::helpers::{spawn_app, spawn_app_with};

#[tokio::test(flavor = "multi_thread")]
async fn every_route_group_answers_no_store_and_the_app_a_strict_policy() {
    let app = spawn_app().await;
    let (gp, _) = app.firm_with_union("ceo@headers.kr", "헤더투자", "4450000001").await;

    // One GET of each first segment, called as the firm (most answer 404 for the made-up ids:
    // refusals are not kept either).
    let doc = serde_json::to_value(server::openapi::document()).unwrap();
    let mut groups: BTreeMap<String, String> = BTreeMap::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        let Some(rest) = path.strip_prefix("/api/v1/") else { continue };
        let Some(get) = item.get("get") else { continue };
        // The pictures behind random names are public and immutable by design.
        if get.get("security").is_none() && (rest.starts_with("media/") || rest.starts_with("portfolio-images/")) {
            continue;
        }
        let segment = rest.split('/').next().unwrap().to_owned();
        groups.entry(segment).or_insert_with(|| {
            path.split('/').map(|s| if s.starts_with('{') { "999999" } else { s }).collect::<Vec<_>>().join("/")
        });
    }
    assert!(groups.len() > 30, "{groups:?}");
    for path in groups.values() {
        let r = app.get(path, Some(&gp)).await;
        let cache = r.headers().get("cache-control").map(|v| v.to_str().unwrap().to_owned());
        assert!(cache.as_deref().is_some_and(|c| c.contains("no-store")), "{path}: {cache:?}");
        assert_eq!(r.headers()["x-content-type-options"], "nosniff", "{path}");
    }
    // A download as well.
    let r = app.get("/api/v1/raw-data.xlsx", Some(&gp)).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.headers()["cache-control"].to_str().unwrap().contains("no-store"));

    // The web app (here the notice served while it is not built): its own scripts only.
    let r = app.get("/", None).await;
    let csp = r.headers()["content-security-policy"].to_str().unwrap().to_owned();
    for part in
        ["script-src 'self' 'wasm-unsafe-eval';", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]
    {
        assert!(csp.contains(part), "{part} in {csp}");
    }
    assert!(!csp.contains("'unsafe-eval'") && !csp.contains("script-src 'self' 'unsafe-inline'"), "{csp}");
}

#[tokio::test(flavor = "multi_thread")]
async fn hsts_only_over_https_behind_a_trusted_proxy() {
    // The tests' app trusts its proxy (as production behind one does).
    let app = spawn_app().await;
    let over_https = app.client.get(app.url("/healthz")).header("x-forwarded-proto", "https").send().await.unwrap();
    assert_eq!(over_https.headers()["strict-transport-security"], "max-age=31536000; includeSubDomains");
    let plain = app.client.get(app.url("/healthz")).send().await.unwrap();
    assert!(plain.headers().get("strict-transport-security").is_none());
    // Without a trusted proxy, anyone's X-Forwarded-Proto is not the browser's scheme.
    let direct = spawn_app_with(|c| c.trust_proxy = false).await;
    let r = direct.client.get(direct.url("/healthz")).header("x-forwarded-proto", "https").send().await.unwrap();
    assert!(r.headers().get("strict-transport-security").is_none());
}
