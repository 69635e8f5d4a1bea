//! Both sign-up flows, duplicates and validation.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, new_firm_body, spawn_app, staff_body, PASSWORD};

#[tokio::test(flavor = "multi_thread")]
async fn an_investor_registering_a_new_firm_becomes_its_active_ceo() {
    let app = spawn_app().await;
    let v = app.new_firm("ceo@a.kr", "에이투자", "111-11-11111").await;
    assert_eq!(v["role"], "ceo");
    assert_eq!(v["group_status"], "c");
    assert_eq!(v["company_name"], "에이투자");
    let token = app.token("ceo@a.kr").await;
    let d: Value = app.get("/api/v1/dashboard", Some(&token)).await.json().await.unwrap();
    assert_eq!(
        d,
        json!({ "company_name": "에이투자", "company_kind": "investor", "active_member_count": 1, "pending_member_count": 0 })
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_startup_registers_its_company_and_staff_join_it_pending() {
    let app = spawn_app().await;
    let body = json!({
        "user_type": "startup", "email": "ceo@start.kr", "password": PASSWORD, "name": "최창업",
        "phone": "010-4567-8901", "form_type": "enterprise", "investor_type": null,
        "agree_terms": true, "agree_privacy": true, "existing_company_id": null,
        "new_company": { "name": "스타트업원", "business_number": "3333333333", "ceo_name": "최창업" }
    });
    let r = app.join(&body).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let v: Value = r.json().await.unwrap();
    let token = app.token("ceo@start.kr").await;
    let me: Value = app.get("/api/v1/me", Some(&token)).await.json().await.unwrap();
    assert_eq!((me["company_kind"].as_str(), me["user_type"].as_str()), (Some("startup"), Some("startup")));

    // Searching startups finds it; searching investors does not.
    let found: Value = app.get("/api/v1/join/companies?kind=startup&q=업원", None).await.json().await.unwrap();
    assert_eq!(found["total_count"], 1);
    assert_eq!(found["items"][0]["name"], "스타트업원");
    let none: Value = app.get("/api/v1/join/companies?kind=investor&q=업원", None).await.json().await.unwrap();
    assert_eq!(none["total_count"], 0);

    let company_id = v["company_id"].as_i64().unwrap();
    let r = app.join(&staff_body("staff@start.kr", company_id, "startup")).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let s: Value = r.json().await.unwrap();
    assert_eq!((s["role"].as_str(), s["group_status"].as_str()), (Some("staff"), Some("w")));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_pending_member_can_log_in_once_the_ceo_approves() {
    let app = spawn_app().await;
    let firm = app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let s: Value = app
        .join(&staff_body("staff@a.kr", firm["company_id"].as_i64().unwrap(), "investor"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(app.login("staff@a.kr", PASSWORD).await.status(), StatusCode::FORBIDDEN);
    let ceo = app.token("ceo@a.kr").await;
    let pending: Value = app.get("/api/v1/company/members?status=w", Some(&ceo)).await.json().await.unwrap();
    assert_eq!(pending["total_count"], 1);
    assert_eq!(pending["items"][0]["email"], "staff@a.kr");
    let r = app.post(&format!("/api/v1/company/members/{}/approve", s["user_id"]), &json!({}), Some(&ceo)).await;
    assert_eq!(r.json::<Value>().await.unwrap()["group_status"], "c");
    assert_eq!(app.login("staff@a.kr", PASSWORD).await.status(), StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread")]
async fn duplicates_are_refused_and_change_nothing() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    assert_problem(
        app.join(&new_firm_body("CEO@a.kr", "다른투자", "2222222222")).await,
        StatusCode::CONFLICT,
        "email_taken",
        Some("이미 가입된 이메일입니다."),
    )
    .await;
    assert_problem(
        app.join(&new_firm_body("other@a.kr", "다른투자", "111-11-11111")).await,
        StatusCode::CONFLICT,
        "business_number_taken",
        None,
    )
    .await;
    // The refused firm was not half-created.
    let found: Value = app.get("/api/v1/join/companies?kind=investor&q=다른", None).await.json().await.unwrap();
    assert_eq!(found["total_count"], 0);
    assert_eq!(app.login("other@a.kr", PASSWORD).await.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test(flavor = "multi_thread")]
async fn every_invalid_field_is_reported_in_korean() {
    let app = spawn_app().await;
    let body = json!({
        "user_type": "investor", "email": "nope", "password": "short", "name": "",
        "phone": "123", "form_type": "x", "investor_type": null,
        "agree_terms": false, "agree_privacy": false, "existing_company_id": null, "new_company": null
    });
    let v = assert_problem(
        app.join(&body).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation_failed",
        Some("입력값을 확인해 주세요."),
    )
    .await;
    let fields: Vec<&str> = v["errors"].as_array().unwrap().iter().map(|e| e["field"].as_str().unwrap()).collect();
    assert_eq!(
        fields,
        ["email", "password", "name", "phone", "form_type", "investor_type", "agree_terms", "agree_privacy", "company"]
    );
    assert_eq!(v["errors"][0]["message"], "올바른 이메일 주소를 입력해 주세요.");
    assert_eq!(v["errors"][6]["message"], "이용약관에 동의해 주세요.");
}

#[tokio::test(flavor = "multi_thread")]
async fn an_investor_cannot_join_a_startup_company() {
    let app = spawn_app().await;
    let mut body = new_firm_body("ceo@s.kr", "스타트업원", "3333333333");
    body["user_type"] = json!("startup");
    body["investor_type"] = json!(null);
    let v: Value = app.join(&body).await.json().await.unwrap();
    let r = app.join(&staff_body("gp@x.kr", v["company_id"].as_i64().unwrap(), "investor")).await;
    assert_problem(r, StatusCode::NOT_FOUND, "company_not_found", Some("기업을 찾을 수 없습니다.")).await;
    let r = app.join(&staff_body("gp@x.kr", 999_999, "investor")).await;
    assert_problem(r, StatusCode::NOT_FOUND, "company_not_found", None).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn company_search_matches_literally_and_pages() {
    let app = spawn_app().await;
    for i in 0..12 {
        app.new_firm(&format!("ceo{i}@a.kr"), &format!("가나투자{i:02}"), &format!("10000000{i:02}")).await;
    }
    app.new_firm("ceo@pct.kr", "100% 투자", "2000000000").await;
    let p1: Value = app.get("/api/v1/join/companies?kind=investor&q=가나", None).await.json().await.unwrap();
    assert_eq!((p1["total_count"].as_i64(), p1["items"].as_array().unwrap().len()), (Some(12), 10));
    assert_eq!(p1["items"][0]["name"], "가나투자00");
    let p2: Value = app.get("/api/v1/join/companies?kind=investor&q=가나&page=2", None).await.json().await.unwrap();
    assert_eq!(p2["items"].as_array().unwrap().len(), 2);
    let pct: Value = app.get("/api/v1/join/companies?kind=investor&q=%25", None).await.json().await.unwrap();
    assert_eq!(pct["total_count"], 1, "'%' is matched literally, not as a wildcard");
    assert_problem(
        app.get("/api/v1/join/companies?kind=bank", None).await,
        StatusCode::BAD_REQUEST,
        "invalid_request",
        None,
    )
    .await;
}
