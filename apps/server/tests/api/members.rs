//! Member approval and tenant isolation: firm B never sees or changes firm A's members.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, staff_body, PASSWORD};

#[tokio::test(flavor = "multi_thread")]
async fn another_firm_gets_404_on_our_members() {
    let app = spawn_app().await;
    let a = app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    app.new_firm("ceo@b.kr", "비투자", "2222222222").await;
    let pending: Value =
        app.join(&staff_body("staff@a.kr", a["company_id"].as_i64().unwrap(), "investor")).await.json().await.unwrap();
    let pending_id = pending["user_id"].as_i64().unwrap();
    let a_ceo_id = a["user_id"].as_i64().unwrap();
    let b = app.token("ceo@b.kr").await;

    for action in ["approve", "reject"] {
        let r = app.post(&format!("/api/v1/company/members/{pending_id}/{action}"), &json!({}), Some(&b)).await;
        assert_problem(r, StatusCode::NOT_FOUND, "member_not_found", Some("회원을 찾을 수 없습니다.")).await;
    }
    let r = app.post(&format!("/api/v1/company/members/{a_ceo_id}/expel"), &json!({}), Some(&b)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "member_not_found", None).await;

    let list: Value = app.get("/api/v1/company/members", Some(&b)).await.json().await.unwrap();
    let emails: Vec<&str> = list["items"].as_array().unwrap().iter().map(|m| m["email"].as_str().unwrap()).collect();
    assert_eq!(emails, ["ceo@b.kr"]);
    // Nothing changed for firm A.
    assert_eq!(app.login("staff@a.kr", PASSWORD).await.status(), StatusCode::FORBIDDEN);
    assert_eq!(app.login("ceo@a.kr", PASSWORD).await.status(), StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread")]
async fn only_the_ceo_decides_and_only_along_allowed_changes() {
    let app = spawn_app().await;
    let a = app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let company = a["company_id"].as_i64().unwrap();
    let s1: Value = app.join(&staff_body("s1@a.kr", company, "investor")).await.json().await.unwrap();
    let s2: Value = app.join(&staff_body("s2@a.kr", company, "investor")).await.json().await.unwrap();
    let ceo = app.token("ceo@a.kr").await;
    let path = |id: &Value, action: &str| format!("/api/v1/company/members/{id}/{action}");
    assert_eq!(app.post(&path(&s1["user_id"], "approve"), &json!({}), Some(&ceo)).await.status(), StatusCode::OK);

    let staff = app.token("s1@a.kr").await;
    let r = app.post(&path(&s2["user_id"], "approve"), &json!({}), Some(&staff)).await;
    assert_problem(r, StatusCode::FORBIDDEN, "ceo_only", Some("대표 계정만 할 수 있는 작업입니다.")).await;

    // Approving twice, or expelling someone still pending, is not a transition that exists.
    assert_problem(
        app.post(&path(&s1["user_id"], "approve"), &json!({}), Some(&ceo)).await,
        StatusCode::NOT_FOUND,
        "member_not_found",
        None,
    )
    .await;
    assert_problem(
        app.post(&path(&s2["user_id"], "expel"), &json!({}), Some(&ceo)).await,
        StatusCode::NOT_FOUND,
        "member_not_found",
        None,
    )
    .await;
    // The CEO cannot expel themself.
    let r = app.post(&path(&a["user_id"], "expel"), &json!({}), Some(&ceo)).await;
    assert_problem(r, StatusCode::CONFLICT, "status_change_not_allowed", Some("현재 상태에서는 변경할 수 없습니다."))
        .await;

    let d: Value = app.get("/api/v1/dashboard", Some(&ceo)).await.json().await.unwrap();
    assert_eq!((d["active_member_count"].as_i64(), d["pending_member_count"].as_i64()), (Some(2), Some(1)));
    assert_problem(
        app.get("/api/v1/company/members?status=x", Some(&ceo)).await,
        StatusCode::BAD_REQUEST,
        "invalid_request",
        None,
    )
    .await;
}
