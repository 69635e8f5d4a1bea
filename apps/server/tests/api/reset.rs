//! Find id and password reset by mailed, single-use, expiring links.

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{assert_problem, spawn_app, TestApp, PASSWORD};

async fn mailed_token(app: &TestApp, email: &str) -> String {
    let r = app.post("/api/v1/auth/password-reset", &json!({ "email": email }), None).await;
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    let (to, subject, text) = app.mails().pop().expect("a reset mail");
    assert!(to.contains(email), "{to}");
    assert_eq!(subject, "[조합] 비밀번호 재설정 안내");
    let link = text.split_whitespace().find(|w| w.starts_with("http://app.test/find-pw-reset?token=")).expect("link");
    link.rsplit('=').next().unwrap().to_string()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_reset_link_works_once_and_ends_other_sessions() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let session = app.token("ceo@a.kr").await;
    let token = mailed_token(&app, "ceo@a.kr").await;

    // A weak password is refused without using up the link.
    let r = app
        .post("/api/v1/auth/password-reset/confirm", &json!({ "token": token, "new_password": "short" }), None)
        .await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["field"], "new_password");

    let confirm = json!({ "token": token, "new_password": "newpass456" });
    assert_eq!(app.post("/api/v1/auth/password-reset/confirm", &confirm, None).await.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.login("ceo@a.kr", "newpass456").await.status(), StatusCode::OK);
    assert_eq!(app.login("ceo@a.kr", PASSWORD).await.status(), StatusCode::UNAUTHORIZED);
    assert_problem(app.get("/api/v1/me", Some(&session)).await, StatusCode::UNAUTHORIZED, "login_required", None).await;

    let again = json!({ "token": token, "new_password": "another789" });
    assert_problem(
        app.post("/api/v1/auth/password-reset/confirm", &again, None).await,
        StatusCode::GONE,
        "reset_token_invalid",
        Some("비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 다시 요청해 주세요."),
    )
    .await;
}

#[tokio::test(flavor = "multi_thread")]
async fn only_the_newest_link_works_and_a_done_reset_ends_the_rest() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let first = mailed_token(&app, "ceo@a.kr").await;
    let second = mailed_token(&app, "ceo@a.kr").await;
    let confirm = |token: &str, password: &str| json!({ "token": token, "new_password": password });
    // A newer link ends the older one.
    assert_problem(
        app.post("/api/v1/auth/password-reset/confirm", &confirm(&first, "newpass456"), None).await,
        StatusCode::GONE,
        "reset_token_invalid",
        None,
    )
    .await;
    let third = mailed_token(&app, "ceo@a.kr").await;
    assert_problem(
        app.post("/api/v1/auth/password-reset/confirm", &confirm(&second, "newpass456"), None).await,
        StatusCode::GONE,
        "reset_token_invalid",
        None,
    )
    .await;
    // A link made at the same moment as the newest (two requests racing) ends when a reset is done.
    app.sql(
        "INSERT INTO password_resets (user_id, token_hash, expires_at) \
         SELECT id, '\\x00'::bytea, now() + interval '30 minutes' FROM users WHERE email = 'ceo@a.kr'",
    )
    .await;
    let r = app.post("/api/v1/auth/password-reset/confirm", &confirm(&third, "newpass456"), None).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.count("SELECT count(*) FROM password_resets WHERE used_at IS NULL").await, 0, "none left open");
    assert_eq!(app.login("ceo@a.kr", "newpass456").await.status(), StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_expired_reset_link_is_refused() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let token = mailed_token(&app, "ceo@a.kr").await;
    app.sql("UPDATE password_resets SET expires_at = now() - interval '1 second'").await;
    let r = app
        .post("/api/v1/auth/password-reset/confirm", &json!({ "token": token, "new_password": "newpass456" }), None)
        .await;
    assert_problem(r, StatusCode::GONE, "reset_token_invalid", None).await;
    assert_eq!(app.login("ceo@a.kr", PASSWORD).await.status(), StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread")]
async fn unknown_addresses_get_the_same_answer_and_no_mail() {
    let app = spawn_app().await;
    let r = app.post("/api/v1/auth/password-reset", &json!({ "email": "ghost@a.kr" }), None).await;
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    assert!(app.mails().is_empty());
}

#[tokio::test(flavor = "multi_thread")]
async fn find_id_shows_the_masked_email() {
    let app = spawn_app().await;
    app.new_firm("demo@johap.kr", "에이투자", "1111111111").await;
    let r = app.post("/api/v1/auth/find-id", &json!({ "name": "김대표", "phone": "01012345678" }), None).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.json::<serde_json::Value>().await.unwrap()["masked_email"], "de**@johap.kr");
    let r = app.post("/api/v1/auth/find-id", &json!({ "name": "김대표", "phone": "010-9999-9999" }), None).await;
    assert_problem(r, StatusCode::NOT_FOUND, "account_not_found", Some("입력하신 정보와 일치하는 회원이 없습니다."))
        .await;
}
