//! Probes, unknown routes, the OpenAPI document, Swagger UI, retention, and behaviour under
//! overload.

use std::time::{Duration, Instant};

use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl, SimpleAsyncConnection};
use reqwest::StatusCode;

use crate::helpers::{assert_problem, spawn_app, spawn_app_with, MSG_BUSY};

#[tokio::test(flavor = "multi_thread")]
async fn health_and_readiness() {
    let app = spawn_app().await;
    assert_eq!(app.get("/healthz", None).await.status(), StatusCode::OK);
    let r = app.get("/readyz", None).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.text().await.unwrap(), "ready");
}

#[tokio::test(flavor = "multi_thread")]
async fn unknown_api_paths_and_bad_bodies_are_problems() {
    let app = spawn_app().await;
    assert_problem(app.get("/api/v1/nope", None).await, StatusCode::NOT_FOUND, "not_found", None).await;
    assert_problem(app.get("/api/nope", None).await, StatusCode::NOT_FOUND, "not_found", None).await;
    // A served path with a method it does not serve: 405 naming the methods it does.
    let r = app.client.patch(app.url("/api/v1/unions")).send().await.unwrap();
    assert_eq!(r.headers()["allow"], "GET, POST");
    assert_problem(r, StatusCode::METHOD_NOT_ALLOWED, "method_not_allowed", None).await;
    let r = app.client.post(app.url("/api/v1/unions/7")).send().await.unwrap();
    assert_eq!(r.headers()["allow"], "GET, PUT, DELETE");
    let r = app
        .client
        .post(app.url("/api/v1/auth/login"))
        .header("content-type", "application/json")
        .body("{")
        .send()
        .await
        .unwrap();
    assert_problem(r, StatusCode::BAD_REQUEST, "invalid_request", None).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn the_committed_openapi_file_matches_the_code() {
    let committed =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../openapi/openapi.json")).unwrap();
    let generated = server::openapi::json().unwrap();
    assert!(committed == generated, "openapi/openapi.json is stale: run `just openapi` and commit it");
}

/// The web app's client is generated with one function per operationId: two operations with one
/// id would send one screen's requests to the other's URL.
#[test]
fn every_operation_has_its_own_id() {
    let doc: serde_json::Value = serde_json::from_str(&server::openapi::json().unwrap()).unwrap();
    let mut seen = std::collections::BTreeMap::new();
    for (path, ops) in doc["paths"].as_object().unwrap() {
        for (method, op) in ops.as_object().unwrap() {
            if let Some(id) = op.get("operationId").and_then(|v| v.as_str()) {
                if let Some(first) = seen.insert(id.to_owned(), format!("{method} {path}")) {
                    panic!("operationId {id} of {method} {path} is also {first}'s");
                }
            }
        }
    }
    assert!(seen.len() > 100, "{} operations", seen.len());
}

#[tokio::test(flavor = "multi_thread")]
async fn swagger_ui_is_served_from_the_binary() {
    let app = spawn_app().await;
    let r = app.get("/swagger-ui", None).await;
    assert!(r.status().is_redirection());
    assert_eq!(r.headers()["location"], "/swagger-ui/");
    let r = app.get("/swagger-ui/", None).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.text().await.unwrap().contains("swagger"));
    let doc: serde_json::Value = app.get("/api-docs/openapi.json", None).await.json().await.unwrap();
    assert!(doc["paths"]["/api/v1/auth/login"]["post"].is_object());
    assert!(doc["components"]["securitySchemes"]["bearer"].is_object());
}

#[tokio::test(flavor = "multi_thread")]
async fn expired_rows_are_pruned_and_live_ones_kept() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let live = app.token("ceo@a.kr").await;
    // Age everything the login made, then add fresh rows that must survive.
    app.sql("UPDATE login_attempts SET attempted_at = now() - interval '2 days'").await;
    app.sql("UPDATE sessions SET expires_at = now() - interval '8 days'").await;
    // The sign-up counted toward its throttle: aged, it goes; a fresh event stays.
    app.sql("UPDATE throttle_events SET at = now() - interval '2 days'").await;
    let reset = serde_json::json!({ "email": "ceo@a.kr" });
    assert_eq!(app.post("/api/v1/auth/password-reset", &reset, None).await.status(), reqwest::StatusCode::ACCEPTED);
    let fresh = app.token("ceo@a.kr").await;
    app.sql(
        "INSERT INTO idempotency_keys (user_id, key, fingerprint, created_at)
         SELECT id, 'old', 'f', now() - interval '2 days' FROM users UNION ALL SELECT id, 'new', 'f', now() FROM users",
    )
    .await;

    let pool = db::pool(&app.db_url, db::PoolSettings::new(1)).unwrap();
    let pruned = db::retention::prune(&pool, chrono::Utc::now()).await.unwrap();
    assert_eq!((pruned.login_attempts, pruned.sessions, pruned.idempotency_keys), (1, 1, 1));
    assert_eq!(pruned.throttle_events, 1, "the sign-up's");
    assert_eq!(app.count("SELECT count(*) FROM throttle_events").await, 1, "the fresh reset mail's stays");
    assert_eq!(app.count("SELECT count(*) FROM login_attempts").await, 1, "the fresh login's attempt stays");
    assert_eq!(app.count("SELECT count(*) FROM idempotency_keys").await, 1);
    assert_eq!(app.get("/api/v1/me", Some(&fresh)).await.status(), reqwest::StatusCode::OK);
    assert_eq!(app.get("/api/v1/me", Some(&live)).await.status(), reqwest::StatusCode::UNAUTHORIZED);
}

/// A saturated database is refused at once rather than queued: a request that finds no free
/// connection within the pool's wait gets 503 `service_busy`, a statement stuck past the
/// statement timeout is cut off, and the server answers normally the moment the load is gone.
#[tokio::test(flavor = "multi_thread")]
async fn a_saturated_database_is_refused_quickly_and_the_server_recovers() {
    let app = spawn_app_with(|c| {
        c.db_pool = db::PoolSettings {
            max_size: 2,
            wait: Duration::from_millis(300),
            statement_timeout: Duration::from_millis(1500),
        };
    })
    .await;
    let (t, union) = app.firm_with_union("ceo@a.kr", "가나", "1234567890").await;
    let path = format!("/api/v1/unions/{union}");
    assert_eq!(app.get(&path, Some(&t)).await.status(), StatusCode::OK);

    // Another session holds the unions table, so every union read blocks on the lock.
    let mut locker = AsyncPgConnection::establish(&app.db_url).await.unwrap();
    locker.batch_execute("BEGIN; LOCK TABLE unions IN ACCESS EXCLUSIVE MODE").await.unwrap();
    let started = Instant::now();
    let answers = futures_util::future::join_all((0..6).map(|_| app.get(&path, Some(&t)))).await;
    let waited = started.elapsed();
    let mut busy = 0;
    for r in answers {
        match r.status() {
            StatusCode::SERVICE_UNAVAILABLE => {
                assert_eq!(r.headers()["retry-after"], "1");
                assert_problem(r, StatusCode::SERVICE_UNAVAILABLE, "service_busy", Some(MSG_BUSY)).await;
                busy += 1;
            }
            // The two that got a connection are cut off by the statement timeout.
            other => assert_eq!(other, StatusCode::INTERNAL_SERVER_ERROR),
        }
    }
    assert!(busy >= 4, "two connections serve two requests; the other four are refused, got {busy}");
    assert!(waited < Duration::from_secs(5), "all six answered while the lock was still held ({waited:?})");

    locker.batch_execute("ROLLBACK").await.unwrap();
    let r = app.get(&path, Some(&t)).await;
    assert_eq!(r.status(), StatusCode::OK, "the server recovers as soon as the database is free");
}

/// The pool hands out connections without a test query (one round trip less per repository
/// call), so a connection whose backend went away (a restart, a failover, an administrator's
/// `pg_terminate_backend`) must still never reach a request: its closed socket marks it
/// broken, and the pool opens a new one in its place.
#[tokio::test(flavor = "multi_thread")]
async fn connections_the_database_dropped_cost_no_request() {
    let app = spawn_app_with(|c| c.db_pool = db::PoolSettings::new(4)).await;
    let (t, union) = app.firm_with_union("ceo@a.kr", "가나", "1234567890").await;
    let path = format!("/api/v1/unions/{union}");
    // Open every connection of the pool.
    for r in futures_util::future::join_all((0..8).map(|_| app.get(&path, Some(&t)))).await {
        assert_eq!(r.status(), StatusCode::OK);
    }

    let mut admin = AsyncPgConnection::establish(&app.db_url).await.unwrap();
    let terminated: i64 = diesel::select(diesel::dsl::sql::<diesel::sql_types::BigInt>(
        "(SELECT count(*) FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
          WHERE datname = current_database() AND pid <> pg_backend_pid()) t)",
    ))
    .get_result(&mut admin)
    .await
    .unwrap();
    assert!(terminated >= 2, "the pool's connections were open, got {terminated}");
    // The terminated backends' sockets close; give the drivers a moment to read that.
    tokio::time::sleep(Duration::from_millis(200)).await;

    for r in futures_util::future::join_all((0..8).map(|_| app.get(&path, Some(&t)))).await {
        assert_eq!(r.status(), StatusCode::OK, "a dropped connection was handed to a request");
    }
    for _ in 0..8 {
        assert_eq!(app.get(&path, Some(&t)).await.status(), StatusCode::OK);
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn with_the_web_app_built_api_paths_still_answer_problems() {
    let web = std::env::temp_dir().join(format!("johap_web_{}_{}", std::process::id(), line!()));
    std::fs::create_dir_all(&web).unwrap();
    std::fs::write(web.join("index.html"), "<!doctype html><title>조합 앱</title>").unwrap();
    let dir = web.clone();
    let app = spawn_app_with(move |c| c.static_dir = dir).await;
    // A client route reloads into the web app.
    let r = app.get("/lp-invest-union-management/list", None).await;
    assert_eq!(r.status(), StatusCode::OK);
    // The GP's app has its own policy (issue 41), not the share page's.
    let csp = r.headers()["content-security-policy"].to_str().unwrap().to_string();
    assert!(csp.contains("script-src 'self'") && csp.contains("form-action 'self'"), "{csp}");
    assert!(r.text().await.unwrap().contains("조합 앱"));
    // A public share page's HTML is locked down: own-origin scripts only, framed nowhere,
    // its token never sent on as a Referer, not indexed.
    let r = app.get("/invest-portfolio/share/3f9a0c1d/11", None).await;
    assert_eq!(r.status(), StatusCode::OK);
    let csp = r.headers()["content-security-policy"].to_str().unwrap().to_string();
    for part in ["script-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'none'"] {
        assert!(csp.contains(part), "{part} missing from {csp}");
    }
    assert!(!csp.contains("unsafe-eval") && !csp.contains("script-src 'self' 'unsafe-inline'"), "{csp}");
    assert_eq!(r.headers()["referrer-policy"], "no-referrer");
    assert_eq!(r.headers()["x-robots-tag"], "noindex, nofollow");
    assert!(r.text().await.unwrap().contains("조합 앱"));
    // API paths never do.
    assert_problem(app.get("/api/nope", None).await, StatusCode::NOT_FOUND, "not_found", None).await;
    assert_problem(app.get("/api/v1/nope", None).await, StatusCode::NOT_FOUND, "not_found", None).await;
    let r = app.client.patch(app.url("/api/v1/unions")).send().await.unwrap();
    assert_problem(r, StatusCode::METHOD_NOT_ALLOWED, "method_not_allowed", None).await;
    std::fs::remove_dir_all(web).unwrap();
}
