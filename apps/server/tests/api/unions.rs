//! Unions: create, read, edit, status transitions, soft delete, list, and tenant isolation.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, TestApp};

fn union_body(name: &str) -> Value {
    json!({
        "name": name, "unique_number": null, "fund_type": "2", "base_rate": "8.5",
        "unit_price": 1_000_000, "unit_count": 300, "payment_method": "1",
        "start_date": "2027-01-10", "due_date": "2032-01-09", "lead_fund_manager": "김조합",
        "duration_start_date": "2027-01-10", "duration_end_date": "2032-01-09", "duration_extended": false,
        "investment_start_date": "2027-01-10", "investment_end_date": "2030-01-09",
        "management_fee": "2.0", "management_fee_text": "연 2%", "success_fee_text": "기준수익률 초과분의 20%",
        "success_fee_amount": 0, "operate_rate": "50", "gp_name": "데모투자파트너스", "gp_unit_count": 10,
        "investment_certificate_code": "IC-1", "recruitment_start_date": "2026-12-01",
        "recruitment_end_date": "2026-12-31", "note": "첫 조합",
        "has_co_gp": true, "co_gps": [{ "company_name": "공동운용", "unit_count": 5 }]
    })
}

async fn firm(app: &TestApp, email: &str, name: &str, bn: &str) -> String {
    app.new_firm(email, name, bn).await;
    app.token(email).await
}

async fn create(app: &TestApp, token: &str, body: &Value) -> Value {
    let r = app.post("/api/v1/unions", body, Some(token)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    r.json().await.unwrap()
}

async fn set_status(app: &TestApp, token: &str, id: &Value, status: &str) -> reqwest::Response {
    app.post(&format!("/api/v1/unions/{id}/status"), &json!({ "status": status }), Some(token)).await
}

#[tokio::test(flavor = "multi_thread")]
async fn a_created_union_reads_back_with_its_derived_amounts() {
    let app = spawn_app().await;
    let t = firm(&app, "ceo@a.kr", "에이투자", "1111111111").await;
    let u = create(&app, &t, &union_body("제1호 데모 개인투자조합")).await;
    let id = &u["id"];
    let got: Value = app.get(&format!("/api/v1/unions/{id}"), Some(&t)).await.json().await.unwrap();
    assert_eq!(got["status"], "R");
    assert_eq!(got["editable"], true);
    assert_eq!(got["next_statuses"], json!(["S", "C"]));
    assert_eq!(got["formation_amount"], 300_000_000);
    assert_eq!(got["base_rate"], "8.5");
    assert_eq!(got["co_gps"], json!([{ "company_name": "공동운용", "unit_count": 5, "amount": 5_000_000 }]));
    assert_eq!(got["recruitment_end_date"], "2026-12-31");
    assert_eq!(got["note"], "첫 조합");
}

#[tokio::test(flavor = "multi_thread")]
async fn invalid_forms_are_refused_with_korean_field_messages() {
    let app = spawn_app().await;
    let t = firm(&app, "ceo@a.kr", "에이투자", "1111111111").await;
    let v = assert_problem(
        app.post("/api/v1/unions", &json!({}), Some(&t)).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation_failed",
        None,
    )
    .await;
    let fields: Vec<&str> = v["errors"].as_array().unwrap().iter().map(|e| e["field"].as_str().unwrap()).collect();
    assert_eq!(
        fields,
        [
            "name",
            "fund_type",
            "unit_price",
            "unit_count",
            "payment_method",
            "recruitment_start_date",
            "recruitment_end_date"
        ]
    );
    assert_eq!(v["errors"][0]["message"], "조합명을 입력해 주세요.");

    let mut b = union_body("x");
    b["unit_price"] = json!(-1);
    b["recruitment_end_date"] = json!("2026-11-01");
    let v = assert_problem(
        app.post("/api/v1/unions", &b, Some(&t)).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation_failed",
        None,
    )
    .await;
    let msgs: Vec<&str> = v["errors"].as_array().unwrap().iter().map(|e| e["message"].as_str().unwrap()).collect();
    assert_eq!(msgs, ["1좌당 금액은 0보다 커야 합니다.", "모집기간의 종료일은 시작일 이후여야 합니다."]);

    let list: Value = app.get("/api/v1/unions", Some(&t)).await.json().await.unwrap();
    assert_eq!(list["total_count"], 0, "nothing was stored");
}

#[tokio::test(flavor = "multi_thread")]
async fn unique_numbers_are_unique_within_a_firm_only() {
    let app = spawn_app().await;
    let a = firm(&app, "ceo@a.kr", "에이투자", "1111111111").await;
    let b = firm(&app, "ceo@b.kr", "비투자", "2222222222").await;
    let mut body = union_body("조합 하나");
    body["unique_number"] = json!("123-80-00001");
    create(&app, &a, &body).await;
    assert_problem(
        app.post("/api/v1/unions", &body, Some(&a)).await,
        StatusCode::CONFLICT,
        "unique_number_taken",
        Some("이미 사용 중인 고유번호입니다."),
    )
    .await;
    create(&app, &b, &body).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn statuses_follow_the_allowed_transitions_and_formed_unions_are_read_only() {
    let app = spawn_app().await;
    let t = firm(&app, "ceo@a.kr", "에이투자", "1111111111").await;
    let u = create(&app, &t, &union_body("조합")).await;
    let id = &u["id"];
    assert_problem(
        set_status(&app, &t, id, "E").await,
        StatusCode::CONFLICT,
        "status_change_not_allowed",
        Some("'모집중' 상태에서 '결성완료'(으)로 변경할 수 없습니다."),
    )
    .await;
    // The checklist done and 90,000,000 won paid besides the GPs' 15,000,000: formation allowed.
    app.complete_formation(&t, id.as_i64().unwrap(), 6).await;
    let applicant = json!({ "name": "큰손", "lp_type": "individual", "unit_count": 90, "phone": "010-1111-2222", "email": "big@lp.kr" });
    let a: Value =
        app.post(&format!("/api/v1/unions/{id}/applicants"), &applicant, Some(&t)).await.json().await.unwrap();
    for s in ["C", "S", "P"] {
        let r = app
            .post(&format!("/api/v1/unions/{id}/applicants/{}/status", a["id"]), &json!({ "status": s }), Some(&t))
            .await;
        assert_eq!(r.status(), StatusCode::OK, "applicant to {s}");
    }
    // The GPs pay their own 10,000,000 and 5,000,000 like every member.
    app.sql(&format!("UPDATE unions SET recruitment_start_date = '2026-11-01' WHERE id = {id}")).await;
    for (seat, amount) in [(0, 10_000_000), (1, 5_000_000)] {
        let body = json!({ "gp_seat": seat, "call_id": null, "paid_on": "2026-11-20", "amount": amount, "note": "" });
        let r = app.post(&format!("/api/v1/unions/{id}/capital/payments"), &body, Some(&t)).await;
        assert_eq!(r.status(), StatusCode::CREATED, "GP seat {seat}");
    }
    // The co-GP has paid in: the union cannot drop it.
    let mut without = union_body("조합");
    without["has_co_gp"] = json!(false);
    without["co_gps"] = json!([]);
    let r =
        app.client.put(app.url(&format!("/api/v1/unions/{id}"))).bearer_auth(&t).json(&without).send().await.unwrap();
    assert_problem(r, StatusCode::CONFLICT, "gp_has_payments", None).await;
    for s in ["C", "F", "E"] {
        let r = set_status(&app, &t, id, s).await;
        assert_eq!(r.status(), StatusCode::OK, "to {s}");
    }
    let got: Value = app.get(&format!("/api/v1/unions/{id}"), Some(&t)).await.json().await.unwrap();
    assert_eq!((got["status"].as_str(), got["editable"].as_bool()), (Some("E"), Some(false)));
    assert_eq!(got["next_statuses"], json!([]));
    let r = app
        .client
        .put(app.url(&format!("/api/v1/unions/{id}")))
        .bearer_auth(&t)
        .json(&union_body("바뀐 이름"))
        .send()
        .await
        .unwrap();
    assert_problem(r, StatusCode::CONFLICT, "union_formed", Some("결성이 완료된 조합은 수정할 수 없습니다.")).await;
    assert_problem(set_status(&app, &t, id, "A").await, StatusCode::CONFLICT, "status_change_not_allowed", None).await;
    assert_problem(set_status(&app, &t, id, "Z").await, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None)
        .await;
}

#[tokio::test(flavor = "multi_thread")]
async fn editing_replaces_fields_and_co_gps() {
    let app = spawn_app().await;
    let t = firm(&app, "ceo@a.kr", "에이투자", "1111111111").await;
    let u = create(&app, &t, &union_body("조합")).await;
    let mut b = union_body("새 이름");
    b["has_co_gp"] = json!(false);
    b["note"] = json!(null);
    let r =
        app.client.put(app.url(&format!("/api/v1/unions/{}", u["id"]))).bearer_auth(&t).json(&b).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let got: Value = r.json().await.unwrap();
    assert_eq!(got["name"], "새 이름");
    assert_eq!(got["co_gps"], json!([]));
    assert_eq!(got["note"], Value::Null);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_deleted_union_is_gone_from_lists_and_reads() {
    let app = spawn_app().await;
    let t = firm(&app, "ceo@a.kr", "에이투자", "1111111111").await;
    let u = create(&app, &t, &union_body("지울 조합")).await;
    let path = format!("/api/v1/unions/{}", u["id"]);
    assert_eq!(
        app.client.delete(app.url(&path)).bearer_auth(&t).send().await.unwrap().status(),
        StatusCode::NO_CONTENT
    );
    assert_problem(
        app.get(&path, Some(&t)).await,
        StatusCode::NOT_FOUND,
        "union_not_found",
        Some("조합을 찾을 수 없습니다."),
    )
    .await;
    assert_problem(
        app.client.delete(app.url(&path)).bearer_auth(&t).send().await.unwrap(),
        StatusCode::NOT_FOUND,
        "union_not_found",
        None,
    )
    .await;
    let list: Value = app.get("/api/v1/unions", Some(&t)).await.json().await.unwrap();
    assert_eq!(list["total_count"], 0);
}

#[tokio::test(flavor = "multi_thread")]
async fn the_list_pages_filters_searches_and_sums_applications() {
    let app = spawn_app().await;
    let t = firm(&app, "ceo@a.kr", "에이투자", "1111111111").await;
    let mut ids = Vec::new();
    for i in 0..12 {
        ids.push(create(&app, &t, &union_body(&format!("제{i}호 벤처조합"))).await["id"].as_i64().unwrap());
    }
    create(&app, &t, &union_body("100% 특별조합")).await;
    set_status(&app, &t, &json!(ids[0]), "S").await;
    app.sql(&format!(
        "INSERT INTO applicants (company_id, union_id, name, lp_type, unit_count, amount)
         SELECT company_id, {0}, '홍길동', 'individual', 30, 30000000 FROM unions WHERE id = {0}",
        ids[0]
    ))
    .await;
    app.sql(&format!(
        "INSERT INTO applicants (company_id, union_id, name, lp_type, unit_count, amount, deleted_at)
         SELECT company_id, {0}, '삭제됨', 'individual', 10, 10000000, now() FROM unions WHERE id = {0}",
        ids[0]
    ))
    .await;

    let p1: Value = app.get("/api/v1/unions", Some(&t)).await.json().await.unwrap();
    assert_eq!((p1["total_count"].as_i64(), p1["items"].as_array().unwrap().len()), (Some(13), 10));
    assert_eq!(p1["items"][0]["name"], "100% 특별조합", "newest first");
    let p2: Value = app.get("/api/v1/unions?page=2", Some(&t)).await.json().await.unwrap();
    let first = p2["items"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(first["id"], ids[0]);
    assert_eq!(first["applied_amount"], 30_000_000);
    assert_eq!(first["target_amount"], 300_000_000);
    assert_eq!(first["progress"], 0.1);

    let stopped: Value = app.get("/api/v1/unions?status=S", Some(&t)).await.json().await.unwrap();
    assert_eq!(stopped["total_count"], 1);
    let found: Value = app.get("/api/v1/unions?q=%25", Some(&t)).await.json().await.unwrap();
    assert_eq!(found["total_count"], 1);
    let found: Value = app.get("/api/v1/unions?q=벤처", Some(&t)).await.json().await.unwrap();
    assert_eq!(found["total_count"], 12);
    assert_problem(
        app.get("/api/v1/unions?status=Q", Some(&t)).await,
        StatusCode::BAD_REQUEST,
        "invalid_request",
        None,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread")]
async fn another_firm_gets_404_on_every_union_call() {
    let app = spawn_app().await;
    let a = firm(&app, "ceo@a.kr", "에이투자", "1111111111").await;
    let b = firm(&app, "ceo@b.kr", "비투자", "2222222222").await;
    let u = create(&app, &a, &union_body("에이 조합")).await;
    let path = format!("/api/v1/unions/{}", u["id"]);
    assert_problem(app.get(&path, Some(&b)).await, StatusCode::NOT_FOUND, "union_not_found", None).await;
    let r = app.client.put(app.url(&path)).bearer_auth(&b).json(&union_body("탈취")).send().await.unwrap();
    assert_problem(r, StatusCode::NOT_FOUND, "union_not_found", None).await;
    assert_problem(set_status(&app, &b, &u["id"], "S").await, StatusCode::NOT_FOUND, "union_not_found", None).await;
    assert_problem(
        app.client.delete(app.url(&path)).bearer_auth(&b).send().await.unwrap(),
        StatusCode::NOT_FOUND,
        "union_not_found",
        None,
    )
    .await;
    let list: Value = app.get("/api/v1/unions", Some(&b)).await.json().await.unwrap();
    assert_eq!(list["total_count"], 0);
    let got: Value = app.get(&path, Some(&a)).await.json().await.unwrap();
    assert_eq!((got["name"].as_str(), got["status"].as_str()), (Some("에이 조합"), Some("R")), "unchanged");
}
