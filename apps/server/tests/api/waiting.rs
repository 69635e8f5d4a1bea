//! The waiting list over HTTP: anyone registers and looks up a business number; a second
//! registration or a company already on the product is refused and changes nothing; only
//! operator staff list and onboard, and onboarding mails the contact once.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, spawn_app_with, TestApp};

fn body(company: &str, number: &str) -> Value {
    json!({ "company_name": company, "business_number": number, "company_kind": "investor",
        "contact_name": "이대기", "email": "wait@saebom.kr", "phone": "010-1234-5678",
        "note": "조합 3개 운용 예정", "agreed_privacy": true })
}

async fn operator(app: &TestApp) -> String {
    app.new_firm("op@johap.test", "조합 운영팀", "9999999999").await;
    app.sql("UPDATE users SET is_operator = true WHERE email = 'op@johap.test'").await;
    app.token("op@johap.test").await
}

async fn standing(app: &TestApp, number: &str) -> Value {
    let r = app.get(&format!("/api/v1/waiting-list/standing?business_number={number}"), None).await;
    assert_eq!(r.status(), StatusCode::OK);
    r.json().await.unwrap()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_company_registers_waits_its_turn_and_is_told_once_when_onboarded() {
    let app = spawn_app().await;
    let op = operator(&app).await;
    assert_eq!(standing(&app, "123-45-67890").await["standing"], "none");

    let r = app.post("/api/v1/waiting-list", &body("새봄벤처스", "123-45-67890"), None).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let receipt: Value = r.json().await.unwrap();
    assert_eq!((receipt["position"].as_i64(), receipt["business_number"].as_str()), (Some(1), Some("123-45-67890")));
    let r = app.post("/api/v1/waiting-list", &body("둘째투자", "2223334444"), None).await;
    assert_eq!(r.json::<Value>().await.unwrap()["position"], 2);
    let second = standing(&app, "222-333-4444").await;
    assert_eq!((second["standing"].as_str(), second["position"].as_i64()), (Some("waiting"), Some(2)));

    // Refusals change nothing.
    let r = app.post("/api/v1/waiting-list", &body("새봄벤처스 다시", "1234567890"), None).await;
    assert_problem(r, StatusCode::CONFLICT, "waiting_already_registered", None).await;
    let r = app.post("/api/v1/waiting-list", &body("운영팀 자신", "9999999999"), None).await;
    assert_problem(r, StatusCode::CONFLICT, "waiting_company_exists", None).await;
    assert_eq!(standing(&app, "9999999999").await["standing"], "on_product");
    let mut bad = body("", "12");
    bad["agreed_privacy"] = json!(false);
    let r = app.post("/api/v1/waiting-list", &bad, None).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    let fields: Vec<&str> = v["errors"].as_array().unwrap().iter().map(|e| e["field"].as_str().unwrap()).collect();
    assert_eq!(fields, ["company_name", "business_number", "agreed_privacy"]);
    assert_eq!(v["errors"][2]["message"], "개인정보 수집·이용에 동의해 주세요.");
    let r = app.get("/api/v1/waiting-list/standing?business_number=abc", None).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(app.count("SELECT count(*) FROM waiting_list").await, 2);

    // Operator staff only.
    let list: Value = app.get("/api/v1/operator/waiting-list", Some(&op)).await.json().await.unwrap();
    let names: Vec<&str> =
        list["items"].as_array().unwrap().iter().map(|e| e["company_name"].as_str().unwrap()).collect();
    assert_eq!(names, ["새봄벤처스", "둘째투자"], "the queue, oldest first");
    assert_eq!(list["items"][0]["phone"], "010-1234-5678");
    let first = list["items"][0]["id"].as_i64().unwrap();
    let member = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await.0;
    let r = app.get("/api/v1/operator/waiting-list", Some(&member)).await;
    assert_problem(r, StatusCode::FORBIDDEN, "operator_only", None).await;
    let onboard = format!("/api/v1/operator/waiting-list/{first}/onboard");
    let r = app.post(&onboard, &json!({}), Some(&member)).await;
    assert_problem(r, StatusCode::FORBIDDEN, "operator_only", None).await;
    assert_eq!(app.count("SELECT count(*) FROM waiting_list WHERE status = 'onboarded'").await, 0);
    let r = app.post("/api/v1/operator/waiting-list/999999/onboard", &json!({}), Some(&op)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "waiting_not_found", None).await;

    // Onboarding mails the contact; a second click mails nobody.
    let before = app.mails().len();
    let r = app.post(&onboard, &json!({}), Some(&op)).await;
    assert_eq!(r.status(), StatusCode::OK);
    let e: Value = r.json().await.unwrap();
    assert_eq!((e["status"].as_str(), e["notified_at"].is_string()), (Some("onboarded"), true));
    let mails = app.mails();
    assert_eq!(mails.len(), before + 1);
    let (to, subject, text) = mails.last().unwrap();
    assert!(to.contains("wait@saebom.kr"), "{to}");
    assert!(subject.contains("서비스 이용 준비가 완료되었습니다"), "{subject}");
    assert!(text.contains("/join-intro"), "{text}");
    assert_eq!(app.post(&onboard, &json!({}), Some(&op)).await.status(), StatusCode::OK);
    assert_eq!(app.mails().len(), before + 1);
    assert_eq!(standing(&app, "2223334444").await["position"], 1, "the one behind moves up");
    assert_eq!(standing(&app, "1234567890").await["standing"], "onboarded");
    let done: Value = app.get("/api/v1/operator/waiting-list?status=onboarded", Some(&op)).await.json().await.unwrap();
    assert_eq!(done["total_count"], 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_failed_mail_leaves_the_entry_onboarded_and_onboarding_again_retries_it() {
    let app = spawn_app_with(|c| c.smtp_url = Some("smtp://127.0.0.1:1".into())).await;
    let op = operator(&app).await;
    let r = app.post("/api/v1/waiting-list", &body("새봄벤처스", "1234567890"), None).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let id = app.count("SELECT id FROM waiting_list").await;
    let r = app.post(&format!("/api/v1/operator/waiting-list/{id}/onboard"), &json!({}), Some(&op)).await;
    assert_problem(r, StatusCode::BAD_GATEWAY, "waiting_mail_failed", None).await;
    assert_eq!(
        app.count("SELECT count(*) FROM waiting_list WHERE status = 'onboarded' AND notified_at IS NULL").await,
        1
    );
}
