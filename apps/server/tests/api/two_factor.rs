//! Two-factor login over HTTP: enrolling an authenticator app, logging in with its codes and
//! recovery codes (each good once), turning it off, and a firm that requires it holding its
//! members at the door until they enrol.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, staff_body, TestApp, PASSWORD};

/// The app's code for the current 30-second step shifted by `steps`.
fn code(secret: &str, steps: i64) -> String {
    let secret = ::auth::totp::secret_from_base32(secret).unwrap();
    let step = ::auth::totp::step_at(chrono::Utc::now().timestamp()) + steps;
    ::auth::totp::code_at_step(&secret, step, 6)
}

async fn login_with(app: &TestApp, email: &str, code: Option<&str>) -> reqwest::Response {
    let body = json!({ "email": email, "password": PASSWORD, "two_factor_code": code });
    app.post("/api/v1/auth/login", &body, None).await
}

/// Enrols the token's user; returns (secret, recovery codes, the code the enrolment spent).
async fn enrol(app: &TestApp, token: &str) -> (String, Vec<String>, String) {
    let r = app.post("/api/v1/me/two-factor/enrolment", &json!({}), Some(token)).await;
    assert_eq!(r.status(), StatusCode::OK);
    let e: Value = r.json().await.unwrap();
    let secret = e["secret"].as_str().unwrap().to_string();
    assert!(e["otpauth_uri"].as_str().unwrap().contains(&format!("secret={secret}")));
    let spent = code(&secret, 0);
    let r = app.post("/api/v1/me/two-factor/enrolment/confirm", &json!({ "code": spent }), Some(token)).await;
    assert_eq!(r.status(), StatusCode::OK);
    let codes: Value = r.json().await.unwrap();
    let codes = codes["recovery_codes"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_string()).collect();
    (secret, codes, spent)
}

#[tokio::test(flavor = "multi_thread")]
async fn a_user_enrols_logs_in_with_codes_each_good_once_and_turns_it_off() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let token = app.token("ceo@a.kr").await;

    let r = app.post("/api/v1/me/two-factor/enrolment/confirm", &json!({ "code": "123456" }), Some(&token)).await;
    assert_problem(r, StatusCode::CONFLICT, "two_factor_not_started", None).await;
    let r = app.post("/api/v1/me/two-factor/enrolment", &json!({}), Some(&token)).await;
    let secret = r.json::<Value>().await.unwrap()["secret"].as_str().unwrap().to_string();
    let wrong = if code(&secret, 0) == "000000" { "111111" } else { "000000" };
    let r = app.post("/api/v1/me/two-factor/enrolment/confirm", &json!({ "code": wrong }), Some(&token)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["field"], "code");
    assert_eq!(login_with(&app, "ceo@a.kr", None).await.status(), StatusCode::OK, "still off until confirmed");

    // Starting again replaces the pending secret.
    let (secret, recovery, spent) = enrol(&app, &token).await;
    assert_eq!(recovery.len(), 10);
    assert!(recovery.iter().all(|c| c.len() == 9 && c.as_bytes()[4] == b'-'), "{recovery:?}");
    let status: Value = app.get("/api/v1/me/two-factor", Some(&token)).await.json().await.unwrap();
    assert_eq!((status["enabled"].as_bool(), status["recovery_codes_left"].as_i64()), (Some(true), Some(10)));
    let me: Value = app.get("/api/v1/me", Some(&token)).await.json().await.unwrap();
    assert_eq!(me["two_factor_enabled"], true);
    let r = app.post("/api/v1/me/two-factor/enrolment", &json!({}), Some(&token)).await;
    assert_problem(r, StatusCode::CONFLICT, "two_factor_already_enabled", None).await;

    let r = login_with(&app, "ceo@a.kr", None).await;
    assert_problem(r, StatusCode::UNAUTHORIZED, "two_factor_required", None).await;
    // The enrolment spent this step's code: it is not good for a login too.
    let r = login_with(&app, "ceo@a.kr", Some(&spent)).await;
    assert_problem(r, StatusCode::UNAUTHORIZED, "two_factor_invalid", None).await;
    let r = login_with(&app, "ceo@a.kr", Some(&code(&secret, 1))).await;
    assert_eq!(r.status(), StatusCode::OK, "the next step's code (a phone a little ahead) logs in");
    assert_eq!(login_with(&app, "ceo@a.kr", Some(&code(&secret, 1))).await.status(), StatusCode::UNAUTHORIZED);

    let upper = recovery[0].to_uppercase();
    assert_eq!(login_with(&app, "ceo@a.kr", Some(&upper)).await.status(), StatusCode::OK);
    let r = login_with(&app, "ceo@a.kr", Some(&recovery[0])).await;
    assert_problem(r, StatusCode::UNAUTHORIZED, "two_factor_invalid", None).await;
    let status: Value = app.get("/api/v1/me/two-factor", Some(&token)).await.json().await.unwrap();
    assert_eq!(status["recovery_codes_left"], 9);

    let r = app.post("/api/v1/me/two-factor/recovery-codes", &json!({ "password": "wrong123" }), Some(&token)).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    let r = app.post("/api/v1/me/two-factor/recovery-codes", &json!({ "password": PASSWORD }), Some(&token)).await;
    let renewed: Value = r.json().await.unwrap();
    assert_eq!(renewed["recovery_codes"].as_array().unwrap().len(), 10);
    assert_eq!(
        login_with(&app, "ceo@a.kr", Some(&recovery[1])).await.status(),
        StatusCode::UNAUTHORIZED,
        "old codes end"
    );
    let fresh = renewed["recovery_codes"][0].as_str().unwrap();
    assert_eq!(login_with(&app, "ceo@a.kr", Some(fresh)).await.status(), StatusCode::OK);

    let r = app.post("/api/v1/me/two-factor/disable", &json!({ "password": "wrong123" }), Some(&token)).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(app.count("SELECT count(*) FROM two_factor_secrets").await, 1, "a refused change changes nothing");
    let r = app.post("/api/v1/me/two-factor/disable", &json!({ "password": PASSWORD }), Some(&token)).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert_eq!(login_with(&app, "ceo@a.kr", None).await.status(), StatusCode::OK);
    let r = app.post("/api/v1/me/two-factor/disable", &json!({ "password": PASSWORD }), Some(&token)).await;
    assert_problem(r, StatusCode::CONFLICT, "two_factor_not_enabled", None).await;
    let audited = "SELECT count(*) FROM audit_events WHERE entity = 'user' AND after_value ? 'two_factor_enabled'";
    assert_eq!(app.count(audited).await, 2);
}

#[tokio::test(flavor = "multi_thread")]
async fn wrong_codes_count_towards_the_login_lock() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let token = app.token("ceo@a.kr").await;
    let (secret, _, _) = enrol(&app, &token).await;
    let wrong = if code(&secret, 1) == "000000" { "111111" } else { "000000" };
    for _ in 0..5 {
        assert_eq!(login_with(&app, "ceo@a.kr", Some(wrong)).await.status(), StatusCode::UNAUTHORIZED);
    }
    let r = login_with(&app, "ceo@a.kr", Some(&code(&secret, 1))).await;
    assert_problem(r, StatusCode::TOO_MANY_REQUESTS, "too_many_attempts", None).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_firm_that_requires_it_holds_members_without_it_until_they_enrol() {
    let app = spawn_app().await;
    let made = app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let company = made["company_id"].as_i64().unwrap();
    let joined: Value = app.join(&staff_body("staff@a.kr", company, "investor")).await.json().await.unwrap();
    let ceo = app.token("ceo@a.kr").await;
    let approve = format!("/api/v1/company/members/{}/approve", joined["user_id"]);
    assert_eq!(app.post(&approve, &json!({}), Some(&ceo)).await.status(), StatusCode::OK);
    let staff = app.token("staff@a.kr").await;
    app.new_firm("ceo@b.kr", "비투자", "2222222222").await;
    let other = app.token("ceo@b.kr").await;

    let require = json!({ "required": true });
    let r = app.call(Method::PUT, "/api/v1/company/two-factor", Some(&require), &staff).await;
    assert_problem(r, StatusCode::FORBIDDEN, "ceo_only", None).await;
    let r = app.call(Method::PUT, "/api/v1/company/two-factor", Some(&require), &ceo).await;
    assert_problem(r, StatusCode::CONFLICT, "two_factor_not_enabled", None).await;
    let policy: Value = app.get("/api/v1/company/two-factor", Some(&ceo)).await.json().await.unwrap();
    assert_eq!(policy, json!({ "required": false, "members": 2, "enrolled": 0 }), "a refusal changes nothing");

    enrol(&app, &ceo).await;
    let r = app.call(Method::PUT, "/api/v1/company/two-factor", Some(&require), &ceo).await;
    assert_eq!(r.json::<Value>().await.unwrap(), json!({ "required": true, "members": 2, "enrolled": 1 }));
    let theirs: Value = app.get("/api/v1/company/two-factor", Some(&other)).await.json().await.unwrap();
    assert_eq!(theirs["required"], false, "another firm's policy is its own");
    assert_eq!(app.get("/api/v1/unions", Some(&other)).await.status(), StatusCode::OK);

    // The staff member's session stays, but only the enrolment screens answer.
    let r = app.get("/api/v1/unions", Some(&staff)).await;
    assert_problem(r, StatusCode::FORBIDDEN, "two_factor_setup_required", None).await;
    let me: Value = app.get("/api/v1/me", Some(&staff)).await.json().await.unwrap();
    assert_eq!((me["two_factor_required"].as_bool(), me["two_factor_enabled"].as_bool()), (Some(true), Some(false)));
    enrol(&app, &staff).await;
    assert_eq!(app.get("/api/v1/unions", Some(&staff)).await.status(), StatusCode::OK);

    let r = app.post("/api/v1/me/two-factor/disable", &json!({ "password": PASSWORD }), Some(&ceo)).await;
    assert_problem(r, StatusCode::CONFLICT, "two_factor_required_by_firm", None).await;
    let off = json!({ "required": false });
    assert_eq!(app.call(Method::PUT, "/api/v1/company/two-factor", Some(&off), &ceo).await.status(), StatusCode::OK);
    let r = app.post("/api/v1/me/two-factor/disable", &json!({ "password": PASSWORD }), Some(&ceo)).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_withdrawn_account_leaves_no_second_factor_behind() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let token = app.token("ceo@a.kr").await;
    enrol(&app, &token).await;
    let r = app.post("/api/v1/me/withdrawal", &json!({ "password": PASSWORD }), Some(&token)).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.count("SELECT count(*) FROM two_factor_secrets").await, 0);
    assert_eq!(app.count("SELECT count(*) FROM two_factor_recovery_codes").await, 0);
}

#[tokio::test(flavor = "multi_thread")]
async fn the_secret_is_kept_sealed_and_one_kept_in_clear_by_an_older_version_is_sealed() {
    let app = spawn_app().await;
    app.new_firm("ceo@seal.kr", "봉인투자", "1111111122").await;
    let token = app.token("ceo@seal.kr").await;
    let (secret, _, _) = enrol(&app, &token).await;
    let raw = hex::encode(::auth::totp::secret_from_base32(&secret).unwrap());
    let in_clear = format!(
        "SELECT count(*) FROM two_factor_secrets WHERE position(decode('{raw}', 'hex') in secret) > 0 \
         OR position(convert_to('{secret}', 'UTF8') in secret) > 0"
    );
    assert_eq!(app.count(&in_clear).await, 0, "neither the bytes nor the base32 are stored");
    assert_eq!(app.count("SELECT count(*) FROM two_factor_secrets WHERE sealed").await, 1);

    // A secret an older version kept in clear still lets its user in…
    app.sql(&format!("UPDATE two_factor_secrets SET secret = decode('{raw}', 'hex'), sealed = false")).await;
    let r = login_with(&app, "ceo@seal.kr", Some(&code(&secret, 1))).await;
    assert_eq!(r.status(), StatusCode::OK);
    // …and the pass a server runs at start seals it with the same key, once.
    let pool = db::pool(&app.db_url, db::PoolSettings::new(1)).unwrap();
    let sealer = storage::FileKeySealer::open(None, &app.config.seal_key_file()).unwrap();
    let store = db::PgTwoFactor::new(pool, std::sync::Arc::new(sealer));
    assert_eq!(store.seal_clear_secrets().await.unwrap(), 1);
    assert_eq!(store.seal_clear_secrets().await.unwrap(), 0);
    assert_eq!(app.count(&in_clear).await, 0);
    let user = app.count("SELECT id FROM users WHERE email = 'ceo@seal.kr'").await;
    let state = ::auth::TwoFactorRepository::state(&store, kernel::UserId(user)).await.unwrap().unwrap();
    assert_eq!(hex::encode(state.secret), raw);
    let status: Value = app.get("/api/v1/me/two-factor", Some(&token)).await.json().await.unwrap();
    assert_eq!(status["enabled"], true);
}
