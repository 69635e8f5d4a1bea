//! The user's own account over HTTP: name and phone, a password change that ends the other
//! sessions, and withdrawal (anonymised, logged out, no longer a member; a CEO with members
//! cannot leave their company behind).

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, staff_body, PASSWORD};

#[tokio::test(flavor = "multi_thread")]
async fn a_user_changes_their_name_and_phone() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let t = app.token("ceo@a.kr").await;
    let bad = assert_problem(
        app.call(Method::PATCH, "/api/v1/me", Some(&json!({ "name": " ", "phone": "12" })), &t).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation_failed",
        None,
    )
    .await;
    let fields: Vec<&str> = bad["errors"].as_array().unwrap().iter().map(|e| e["field"].as_str().unwrap()).collect();
    assert_eq!(fields, ["name", "phone"]);
    let r = app
        .call(Method::PATCH, "/api/v1/me", Some(&json!({ "name": " 김새이름 ", "phone": "010-9876-5432" })), &t)
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let me: Value = r.json().await.unwrap();
    assert_eq!((me["name"].as_str(), me["phone"].as_str()), (Some("김새이름"), Some("01098765432")));
    let again: Value = app.get("/api/v1/me", Some(&t)).await.json().await.unwrap();
    assert_eq!(again["name"], "김새이름");
    assert_eq!(app.count("SELECT count(*) FROM audit_events WHERE entity = 'user' AND action = 'updated'").await, 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_password_change_needs_the_current_one_and_ends_the_other_sessions() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let (here, elsewhere) = (app.token("ceo@a.kr").await, app.token("ceo@a.kr").await);
    let change = |current: &str, new: &str| json!({ "current_password": current, "new_password": new });
    let field = |v: Value| v["errors"][0]["field"].as_str().unwrap().to_string();
    let path = "/api/v1/me/password";
    let r = app.call(Method::PUT, path, Some(&change("wrong-1234", "newpass123")), &here).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(field(v.clone()), "current_password");
    assert_eq!(v["errors"][0]["message"], "현재 비밀번호가 맞지 않습니다.");
    let r = app.call(Method::PUT, path, Some(&change(PASSWORD, "short")), &here).await;
    assert_eq!(
        field(assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await),
        "new_password"
    );
    let r = app.call(Method::PUT, path, Some(&change(PASSWORD, PASSWORD)), &here).await;
    assert_eq!(
        field(assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await),
        "new_password"
    );
    assert_eq!(app.get("/api/v1/me", Some(&elsewhere)).await.status(), StatusCode::OK, "nothing changed yet");

    let r = app.call(Method::PUT, path, Some(&change(PASSWORD, "newpass123")), &here).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.get("/api/v1/me", Some(&here)).await.status(), StatusCode::OK, "this session stays");
    assert_eq!(app.get("/api/v1/me", Some(&elsewhere)).await.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(app.login("ceo@a.kr", PASSWORD).await.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(app.login("ceo@a.kr", "newpass123").await.status(), StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_withdrawn_member_is_anonymised_and_their_records_stay() {
    let app = spawn_app().await;
    let a = app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let company = a["company_id"].as_i64().unwrap();
    let staff: Value = app.join(&staff_body("staff@a.kr", company, "investor")).await.json().await.unwrap();
    let staff_id = staff["user_id"].as_i64().unwrap();
    let ceo = app.token("ceo@a.kr").await;
    let approve = format!("/api/v1/company/members/{staff_id}/approve");
    assert_eq!(app.post(&approve, &json!({}), Some(&ceo)).await.status(), StatusCode::OK);
    let t = app.token("staff@a.kr").await;
    let made: Value = app
        .post("/api/v1/portfolios", &json!({ "title": "직원이 만든 포트폴리오" }), Some(&t))
        .await
        .json()
        .await
        .unwrap();

    // The CEO cannot leave while a member remains.
    let r = app.post("/api/v1/me/withdrawal", &json!({ "password": PASSWORD }), Some(&ceo)).await;
    assert_problem(r, StatusCode::CONFLICT, "ceo_has_members", None).await;

    let r = app.post("/api/v1/me/withdrawal", &json!({ "password": "wrong-1234" }), Some(&t)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["field"], "password");
    let long = "가".repeat(501);
    let r = app.post("/api/v1/me/withdrawal", &json!({ "password": PASSWORD, "reason": long }), Some(&t)).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(app.get("/api/v1/me", Some(&t)).await.status(), StatusCode::OK, "nothing changed yet");

    let body = json!({ "password": PASSWORD, "reason": "회사를 옮겼습니다." });
    assert_eq!(app.post("/api/v1/me/withdrawal", &body, Some(&t)).await.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.get("/api/v1/me", Some(&t)).await.status(), StatusCode::UNAUTHORIZED, "the session ended");
    assert_eq!(app.login("staff@a.kr", PASSWORD).await.status(), StatusCode::UNAUTHORIZED);
    let wiped = app
        .count(&format!(
            "SELECT count(*) FROM users WHERE id = {staff_id} AND name = '탈퇴한 회원' AND phone = '' \
             AND email LIKE 'withdrawn-%@withdrawn.invalid' AND withdrawn_at IS NOT NULL \
             AND withdrawal_reason = '회사를 옮겼습니다.'"
        ))
        .await;
    assert_eq!(wiped, 1);
    // The address may sign up again.
    let again = app.join(&staff_body("staff@a.kr", company, "investor")).await;
    assert_eq!(again.status(), StatusCode::CREATED);
    let rejoiner = again.json::<Value>().await.unwrap()["user_id"].as_i64().unwrap();

    // No longer a member; what they wrote stays, by '탈퇴한 회원'.
    let members: Value = app.get("/api/v1/company/members?status=c", Some(&ceo)).await.json().await.unwrap();
    let names: Vec<&str> = members["items"].as_array().unwrap().iter().map(|m| m["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["김대표"]);
    let id = made["id"].as_i64().unwrap();
    let p: Value = app.get(&format!("/api/v1/portfolios/{id}"), Some(&ceo)).await.json().await.unwrap();
    assert_eq!(p["card"]["author_name"], "탈퇴한 회원");

    // A pending request counts as a member too; once it is turned down the CEO may leave.
    let r = app.post("/api/v1/me/withdrawal", &json!({ "password": PASSWORD }), Some(&ceo)).await;
    assert_problem(r, StatusCode::CONFLICT, "ceo_has_members", None).await;
    let reject = format!("/api/v1/company/members/{rejoiner}/reject");
    assert_eq!(app.post(&reject, &json!({}), Some(&ceo)).await.status(), StatusCode::OK);
    let r = app.post("/api/v1/me/withdrawal", &json!({ "password": PASSWORD }), Some(&ceo)).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.login("ceo@a.kr", PASSWORD).await.status(), StatusCode::UNAUTHORIZED);
}
