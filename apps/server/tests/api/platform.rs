//! Probes, unknown routes, the OpenAPI document and Swagger UI.

use reqwest::StatusCode;

use crate::helpers::{assert_problem, spawn_app};

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
async fn seeding_the_demo_twice_is_harmless() {
    let app = spawn_app().await;
    let config = server::config::Config {
        database_url: Some(app.db_url.clone()),
        data_dir: app.mail_dir.parent().unwrap().to_path_buf(),
        ..server::config::Config::from_env()
    };
    let state = server::startup::build_state(&config, &app.db_url).unwrap();
    assert!(server::seed::seed_demo(&state.auth).await.unwrap());
    assert!(!server::seed::seed_demo(&state.auth).await.unwrap(), "second run finds the demo and stops");
    assert_eq!(app.login(server::seed::DEMO_CEO_EMAIL, server::seed::DEMO_PASSWORD).await.status(), StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread")]
async fn expired_rows_are_pruned_and_live_ones_kept() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let live = app.token("ceo@a.kr").await;
    // Age everything the login made, then add fresh rows that must survive.
    app.sql("UPDATE login_attempts SET attempted_at = now() - interval '2 days'").await;
    app.sql("UPDATE sessions SET expires_at = now() - interval '8 days'").await;
    let fresh = app.token("ceo@a.kr").await;
    app.sql(
        "INSERT INTO idempotency_keys (user_id, key, fingerprint, created_at)
         SELECT id, 'old', 'f', now() - interval '2 days' FROM users UNION ALL SELECT id, 'new', 'f', now() FROM users",
    )
    .await;

    let pool = db::pool(&app.db_url, 1).unwrap();
    let pruned = db::retention::prune(&pool, chrono::Utc::now()).await.unwrap();
    assert_eq!((pruned.login_attempts, pruned.sessions, pruned.idempotency_keys), (1, 1, 1));
    assert_eq!(app.count("SELECT count(*) FROM login_attempts").await, 1, "the fresh login's attempt stays");
    assert_eq!(app.count("SELECT count(*) FROM idempotency_keys").await, 1);
    assert_eq!(app.get("/api/v1/me", Some(&fresh)).await.status(), reqwest::StatusCode::OK);
    assert_eq!(app.get("/api/v1/me", Some(&live)).await.status(), reqwest::StatusCode::UNAUTHORIZED);
}
