//! The wire rules the OpenAPI document states, held by the server: paging bounds refused, whole
//! numbers written as doubles read as integers, unknown fields and NUL refused (and nothing
//! written), the probes answering other methods with 405.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app};

#[tokio::test(flavor = "multi_thread")]
async fn paging_outside_the_documented_bounds_is_refused() {
    let app = spawn_app().await;
    let (t, _) = app.firm_with_union("ceo@a.kr", "가", "1111111111").await;
    for q in ["page_size=101", "page_size=0", "page=0", "page=1000001"] {
        let r = app.get(&format!("/api/v1/unions?{q}"), Some(&t)).await;
        assert_problem(r, StatusCode::BAD_REQUEST, "invalid_request", None).await;
    }
    let page: Value = app.get("/api/v1/unions?page=1&page_size=100", Some(&t)).await.json().await.unwrap();
    assert_eq!((page["page_size"].as_i64(), page["total_count"].as_i64()), (Some(100), Some(1)));
}

#[tokio::test(flavor = "multi_thread")]
async fn whole_numbers_written_as_doubles_are_integers_and_fractions_are_not() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "가", "1111111111").await;
    let path = format!("/api/v1/unions/{u}/applicants");
    let body = json!({ "name": "김민준", "lp_type": "individual", "unit_count": 3.0 });
    let r = app.post(&path, &body, Some(&t)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    assert_eq!(r.json::<Value>().await.unwrap()["unit_count"], 3);
    let r = app.post(&path, &json!({ "name": "이서연", "lp_type": "individual", "unit_count": 2.5 }), Some(&t)).await;
    assert_problem(r, StatusCode::BAD_REQUEST, "invalid_request", None).await;
    assert_eq!(app.count("SELECT count(*) FROM applicants WHERE name = '이서연'").await, 0);
}

#[tokio::test(flavor = "multi_thread")]
async fn unknown_fields_and_nul_are_refused_and_change_nothing() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "가", "1111111111").await;
    let path = format!("/api/v1/unions/{u}/applicants");
    let extra = json!({ "name": "김민준", "lp_type": "individual", "unit_count": 3, "amount": 1 });
    assert_problem(app.post(&path, &extra, Some(&t)).await, StatusCode::BAD_REQUEST, "invalid_request", None).await;
    let nul = json!({ "name": "김\u{0}민준", "lp_type": "individual", "unit_count": 3 });
    assert_problem(
        app.post(&path, &nul, Some(&t)).await,
        StatusCode::BAD_REQUEST,
        "invalid_request",
        Some("요청에 사용할 수 없는 문자(NUL)가 있습니다."),
    )
    .await;
    let r = app.get("/api/v1/unions?q=%00", Some(&t)).await;
    assert_problem(r, StatusCode::BAD_REQUEST, "invalid_request", None).await;
    // serde would read the body's struct from an array of its values: the door refuses arrays.
    let as_array = json!(["김민준", "individual", 3]);
    assert_problem(
        app.post(&path, &as_array, Some(&t)).await,
        StatusCode::BAD_REQUEST,
        "invalid_request",
        Some("요청 본문은 JSON 객체여야 합니다."),
    )
    .await;
    assert_eq!(app.count("SELECT count(*) FROM applicants WHERE name LIKE '김%'").await, 0);
}

#[tokio::test(flavor = "multi_thread")]
async fn the_probes_answer_other_methods_with_405() {
    let app = spawn_app().await;
    let r = app.client.post(app.url("/healthz")).send().await.unwrap();
    assert_eq!(r.headers()["allow"], "GET");
    assert_problem(r, StatusCode::METHOD_NOT_ALLOWED, "method_not_allowed", None).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_union_whose_applied_total_would_overflow_refuses_the_application() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "가", "1111111111").await;
    let t = app.token("ceo@a.kr").await;
    // 10^18 won a unit: one 9-unit application fits in 64 bits, a second would not add up.
    let body = json!({
        "name": "거대 조합", "fund_type": "2", "unit_price": 1_000_000_000_000_000_000_i64, "unit_count": 9,
        "payment_method": "1", "recruitment_start_date": "2026-12-01", "recruitment_end_date": "2026-12-31"
    });
    let r = app.post("/api/v1/unions", &body, Some(&t)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let u = r.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let path = format!("/api/v1/unions/{u}/applicants");
    let first = app.post(&path, &json!({ "name": "김", "lp_type": "individual", "unit_count": 9 }), Some(&t)).await;
    assert_eq!(first.status(), StatusCode::CREATED);
    let second = app.post(&path, &json!({ "name": "이", "lp_type": "individual", "unit_count": 9 }), Some(&t)).await;
    let v = assert_problem(second, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0], json!({ "field": "unit_count", "message": "금액이 너무 큽니다." }));
    assert_eq!(app.count(&format!("SELECT count(*) FROM applicants WHERE union_id = {u}")).await, 1);
    let detail: Value = app.get(&format!("/api/v1/unions/{u}/applicants"), Some(&t)).await.json().await.unwrap();
    assert_eq!(detail["total_count"], 1, "the list still reads: the totals were left whole");
}
