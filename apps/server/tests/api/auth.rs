//! Login, session user, refresh, logout, membership gates and throttling.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, staff_body, PASSWORD};

#[tokio::test(flavor = "multi_thread")]
async fn login_gives_a_token_that_me_accepts() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;

    let r = app.login("CEO@a.kr", PASSWORD).await;
    assert_eq!(r.status(), StatusCode::OK);
    let v: Value = r.json().await.unwrap();
    assert_eq!(v["token_type"], "Bearer");
    let token = v["access_token"].as_str().unwrap();

    let me: Value = app.get("/api/v1/me", Some(token)).await.json().await.unwrap();
    assert_eq!(me["email"], "ceo@a.kr");
    assert_eq!(me["company_name"], "에이투자");
    assert_eq!(me["company_kind"], "investor");
    assert_eq!(me["role"], "ceo");
    assert_eq!(me["company_group_status"], "c");
    assert_eq!(me["verified"], true);
    assert_eq!(me["user_type"], "investor");
}

#[tokio::test(flavor = "multi_thread")]
async fn wrong_password_and_unknown_email_get_the_same_message() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let msg = Some("이메일 혹은 비밀번호가 일치하지 않습니다.");
    assert_problem(app.login("ceo@a.kr", "wrong1234").await, StatusCode::UNAUTHORIZED, "invalid_credentials", msg)
        .await;
    assert_problem(app.login("nobody@a.kr", PASSWORD).await, StatusCode::UNAUTHORIZED, "invalid_credentials", msg)
        .await;
    assert_problem(app.login("not-an-email", PASSWORD).await, StatusCode::UNAUTHORIZED, "invalid_credentials", msg)
        .await;
}

#[tokio::test(flavor = "multi_thread")]
async fn each_membership_status_blocks_login_with_its_message() {
    let app = spawn_app().await;
    let firm = app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let company_id = firm["company_id"].as_i64().unwrap();
    let ceo = app.token("ceo@a.kr").await;
    let mut ids = Vec::new();
    for email in ["w@a.kr", "r@a.kr", "d@a.kr"] {
        let v: Value = app.join(&staff_body(email, company_id, "investor")).await.json().await.unwrap();
        assert_eq!(v["group_status"], "w");
        ids.push(v["user_id"].as_i64().unwrap());
    }
    let (_, rejected, expelled) = (ids[0], ids[1], ids[2]);
    assert_eq!(
        app.post(&format!("/api/v1/company/members/{rejected}/reject"), &json!({}), Some(&ceo)).await.status(),
        200
    );
    assert_eq!(
        app.post(&format!("/api/v1/company/members/{expelled}/approve"), &json!({}), Some(&ceo)).await.status(),
        200
    );
    let expelled_token = app.token("d@a.kr").await;
    assert_eq!(
        app.post(&format!("/api/v1/company/members/{expelled}/expel"), &json!({}), Some(&ceo)).await.status(),
        200
    );

    let forbidden = StatusCode::FORBIDDEN;
    assert_problem(
        app.login("w@a.kr", PASSWORD).await,
        forbidden,
        "membership_pending",
        Some("에이투자 소속으로 회원가입이 승인 대기 중입니다."),
    )
    .await;
    assert_problem(
        app.login("r@a.kr", PASSWORD).await,
        forbidden,
        "membership_rejected",
        Some("에이투자 소속으로 회원가입이 거절 되었습니다."),
    )
    .await;
    assert_problem(
        app.login("d@a.kr", PASSWORD).await,
        forbidden,
        "membership_expelled",
        Some("에이투자 에서 강퇴 되었습니다."),
    )
    .await;
    // Expelling ends the sessions the member already had.
    assert_problem(
        app.get("/api/v1/me", Some(&expelled_token)).await,
        StatusCode::UNAUTHORIZED,
        "login_required",
        None,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread")]
async fn an_unverified_user_may_log_in_but_only_reach_me() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    app.sql("UPDATE users SET verified = false WHERE email = 'ceo@a.kr'").await;
    let token = app.token("ceo@a.kr").await;
    let me: Value = app.get("/api/v1/me", Some(&token)).await.json().await.unwrap();
    assert_eq!(me["verified"], false);
    assert_problem(
        app.get("/api/v1/dashboard", Some(&token)).await,
        StatusCode::FORBIDDEN,
        "registration_incomplete",
        Some("정보를 입력한 후 이용할 수 있습니다."),
    )
    .await;
}

#[tokio::test(flavor = "multi_thread")]
async fn refresh_replaces_the_token_and_logout_revokes_it() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let old = app.token("ceo@a.kr").await;
    let refresh = |token: String| {
        let app = &app;
        async move {
            let r = app.post("/api/v1/auth/refresh", &json!({}), Some(&token)).await;
            assert_eq!(r.status(), StatusCode::OK);
            r.json::<Value>().await.unwrap()["access_token"].as_str().unwrap().to_string()
        }
    };

    let new = refresh(old.clone()).await;
    assert_ne!(new, old);
    assert_problem(app.get("/api/v1/me", Some(&old)).await, StatusCode::UNAUTHORIZED, "login_required", None).await;
    let newer = refresh(new.clone()).await;
    assert_eq!(app.get("/api/v1/me", Some(&newer)).await.status(), StatusCode::OK);
    // Another login of the account is a family of its own.
    let other = app.token("ceo@a.kr").await;

    // The first token presented again (RFC 9700 reuse detection): refused, and the session it
    // was rotated into, two refreshes on, ends with it: whoever holds it may be a thief.
    assert_problem(
        app.post("/api/v1/auth/refresh", &json!({}), Some(&old)).await,
        StatusCode::UNAUTHORIZED,
        "login_required",
        None,
    )
    .await;
    assert_problem(app.get("/api/v1/me", Some(&newer)).await, StatusCode::UNAUTHORIZED, "login_required", None).await;
    assert_eq!(app.get("/api/v1/me", Some(&other)).await.status(), StatusCode::OK);

    assert_eq!(app.post("/api/v1/auth/logout", &json!({}), Some(&other)).await.status(), StatusCode::NO_CONTENT);
    assert_problem(
        app.get("/api/v1/me", Some(&other)).await,
        StatusCode::UNAUTHORIZED,
        "login_required",
        Some("로그인이 필요합니다."),
    )
    .await;
}

#[tokio::test(flavor = "multi_thread")]
async fn expired_sessions_are_refused() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let token = app.token("ceo@a.kr").await;
    app.sql("UPDATE sessions SET expires_at = now() - interval '1 second'").await;
    assert_problem(app.get("/api/v1/me", Some(&token)).await, StatusCode::UNAUTHORIZED, "login_required", None).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn remembered_sessions_last_thirty_days_and_keep_that_on_refresh() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let r = app
        .post("/api/v1/auth/login", &json!({ "email": "ceo@a.kr", "password": PASSWORD, "remember": true }), None)
        .await;
    let v: Value = r.json().await.unwrap();
    let exp = |v: &Value| chrono::DateTime::parse_from_rfc3339(v["expires_at"].as_str().unwrap()).unwrap();
    let days = (exp(&v) - chrono::Utc::now().fixed_offset()).num_days();
    assert!((29..=30).contains(&days), "{days}");
    let r = app.post("/api/v1/auth/refresh", &json!({}), Some(v["access_token"].as_str().unwrap())).await;
    let days = (exp(&r.json().await.unwrap()) - chrono::Utc::now().fixed_offset()).num_days();
    assert!((29..=30).contains(&days), "{days}");
}

#[tokio::test(flavor = "multi_thread")]
async fn repeated_failures_lock_the_account_then_the_address() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    app.new_firm("ceo@b.kr", "비투자", "2222222222").await;
    for _ in 0..5 {
        assert_eq!(app.login_from("ceo@a.kr", "wrong1234", "10.0.0.7").await.status(), StatusCode::UNAUTHORIZED);
    }
    // Now even the right password is refused, from any address, with a wait time.
    let r = app.login_from("ceo@a.kr", PASSWORD, "10.0.0.8").await;
    assert_eq!(r.headers()["retry-after"], "900");
    assert_problem(
        r,
        StatusCode::TOO_MANY_REQUESTS,
        "too_many_attempts",
        Some("로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요."),
    )
    .await;
    // Another account is not affected.
    assert_eq!(app.login_from("ceo@b.kr", PASSWORD, "10.0.0.8").await.status(), StatusCode::OK);

    // One address trying many accounts is stopped too, while other addresses go on.
    for i in 0..30 {
        let r = app.login_from(&format!("guess{i}@x.kr"), "wrong1234", "10.9.9.9").await;
        assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    }
    assert_eq!(app.login_from("ceo@b.kr", PASSWORD, "10.9.9.9").await.status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(app.login_from("ceo@b.kr", PASSWORD, "10.0.0.9").await.status(), StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_success_clears_the_account_failures() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    for _ in 0..4 {
        app.login("ceo@a.kr", "wrong1234").await;
    }
    assert_eq!(app.login("ceo@a.kr", PASSWORD).await.status(), StatusCode::OK);
    for _ in 0..4 {
        assert_eq!(app.login("ceo@a.kr", "wrong1234").await.status(), StatusCode::UNAUTHORIZED);
    }
    assert_eq!(app.login("ceo@a.kr", PASSWORD).await.status(), StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread")]
async fn requests_without_or_with_a_bad_token_get_401() {
    let app = spawn_app().await;
    for token in [None, Some("deadbeef")] {
        assert_problem(app.get("/api/v1/dashboard", token).await, StatusCode::UNAUTHORIZED, "login_required", None)
            .await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn settings_are_stored_per_user() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    app.new_firm("ceo@b.kr", "비투자", "2222222222").await;
    let a = app.token("ceo@a.kr").await;
    let b = app.token("ceo@b.kr").await;
    let put = |key: &str, value: &str, token: &str| {
        app.client
            .put(app.url(&format!("/api/v1/me/settings/{key}")))
            .bearer_auth(token)
            .json(&json!({ "value": value }))
            .send()
    };
    assert_eq!(put("ui.theme", "dark", &a).await.unwrap().status(), StatusCode::OK);
    assert_eq!(put("ui.theme", "light", &a).await.unwrap().status(), StatusCode::OK);
    assert_problem(put("Bad Key", "x", &a).await.unwrap(), StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None)
        .await;
    let list: Value = app.get("/api/v1/me/settings", Some(&a)).await.json().await.unwrap();
    assert_eq!(list["items"], json!([{ "key": "ui.theme", "value": "light" }]));
    let list: Value = app.get("/api/v1/me/settings", Some(&b)).await.json().await.unwrap();
    assert_eq!(list["items"], json!([]));
}
