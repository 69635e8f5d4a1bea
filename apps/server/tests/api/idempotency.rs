//! Idempotency-Key: a repeated creating request returns the first answer and creates nothing.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app};

fn body(name: &str) -> Value {
    json!({ "name": name, "fund_type": "2", "unit_price": 1_000_000, "unit_count": 10, "payment_method": "1",
            "recruitment_start_date": "2026-12-01", "recruitment_end_date": "2026-12-31" })
}

#[tokio::test(flavor = "multi_thread")]
async fn a_repeated_key_replays_the_first_answer_and_creates_once() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let t = app.token("ceo@a.kr").await;
    let send = |key: &str, b: Value| {
        app.client.post(app.url("/api/v1/unions")).bearer_auth(&t).header("Idempotency-Key", key).json(&b).send()
    };
    let first = send("k-1", body("조합")).await.unwrap();
    assert_eq!(first.status(), StatusCode::CREATED);
    let first: Value = first.json().await.unwrap();
    let again = send("k-1", body("조합")).await.unwrap();
    assert_eq!(again.status(), StatusCode::CREATED);
    assert_eq!(again.headers()["idempotent-replayed"], "true");
    assert_eq!(again.json::<Value>().await.unwrap()["id"], first["id"]);
    let list: Value = app.get("/api/v1/unions", Some(&t)).await.json().await.unwrap();
    assert_eq!(list["total_count"], 1);

    assert_problem(
        send("k-1", body("다른 조합")).await.unwrap(),
        StatusCode::UNPROCESSABLE_ENTITY,
        "idempotency_key_reused",
        None,
    )
    .await;
    // Without a key, or with a new one, a second union is created.
    assert_eq!(send("k-2", body("조합")).await.unwrap().status(), StatusCode::CREATED);
    assert_eq!(app.post("/api/v1/unions", &body("조합"), Some(&t)).await.status(), StatusCode::CREATED);
    let list: Value = app.get("/api/v1/unions", Some(&t)).await.json().await.unwrap();
    assert_eq!(list["total_count"], 3);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_failed_request_frees_its_key_and_keys_are_per_user() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    app.new_firm("ceo@b.kr", "비투자", "2222222222").await;
    let a = app.token("ceo@a.kr").await;
    let b = app.token("ceo@b.kr").await;
    let send = |token: &str, b: Value| {
        app.client.post(app.url("/api/v1/unions")).bearer_auth(token).header("Idempotency-Key", "same").json(&b).send()
    };
    let mut bad = body("조합");
    bad["unit_count"] = json!(0);
    assert_eq!(send(&a, bad).await.unwrap().status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(send(&a, body("조합")).await.unwrap().status(), StatusCode::CREATED, "the key was freed");
    let r = send(&b, body("조합")).await.unwrap();
    assert_eq!(r.status(), StatusCode::CREATED);
    assert!(r.headers().get("idempotent-replayed").is_none(), "another user's key is another key");

    let r = app
        .client
        .post(app.url("/api/v1/unions"))
        .bearer_auth(&a)
        .header("Idempotency-Key", "")
        .json(&body("조합"))
        .send()
        .await
        .unwrap();
    assert_problem(r, StatusCode::BAD_REQUEST, "invalid_request", None).await;

    // While the first request with a key has not stored its answer, the same request waits.
    let slow = || {
        app.client.post(app.url("/api/v1/unions")).bearer_auth(&a).header("Idempotency-Key", "slow").json(&body("조합"))
    };
    assert_eq!(slow().send().await.unwrap().status(), StatusCode::CREATED);
    app.sql("UPDATE idempotency_keys SET status = NULL, body = NULL WHERE key = 'slow'").await;
    let r = slow().send().await.unwrap();
    assert_problem(r, StatusCode::CONFLICT, "request_in_progress", None).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn adding_an_applicant_twice_with_one_key_adds_one() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let t = app.token("ceo@a.kr").await;
    let u: Value = app.post("/api/v1/unions", &body("조합"), Some(&t)).await.json().await.unwrap();
    let path = format!("/api/v1/unions/{}/applicants", u["id"]);
    let a = json!({ "name": "홍길동", "lp_type": "individual", "unit_count": 3 });
    for _ in 0..2 {
        let r = app
            .client
            .post(app.url(&path))
            .bearer_auth(&t)
            .header("Idempotency-Key", "add-1")
            .json(&a)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::CREATED);
    }
    let l: Value = app.get(&path, Some(&t)).await.json().await.unwrap();
    assert_eq!(l["total_count"], 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_second_click_on_an_investment_records_it_once() {
    let app = spawn_app().await;
    let (t, union) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let (_, startup) = crate::startup_upkeep::startup(&app, "ceo@s.kr", "가나데이터", "2220000001").await;
    let body = json!({ "startup_id": startup, "contracted_on": "2026-01-05", "invested_on": "2026-01-05",
                       "stock_kind": "보통주", "shares": 100, "price_per_share": 10000, "amount": 1000000, "face_value": 500 });
    let send = || {
        app.client
            .post(app.url(&format!("/api/v1/unions/{union}/investments")))
            .bearer_auth(&t)
            .header("Idempotency-Key", "invest-1")
            .json(&body)
            .send()
    };
    let first: Value = send().await.unwrap().json().await.unwrap();
    let again = send().await.unwrap();
    assert_eq!(
        (again.status(), again.headers()["idempotent-replayed"].to_str().unwrap()),
        (StatusCode::CREATED, "true")
    );
    assert_eq!(again.json::<Value>().await.unwrap()["id"], first["id"]);
    assert_eq!(app.count("SELECT count(*) FROM investments").await, 1);
}
