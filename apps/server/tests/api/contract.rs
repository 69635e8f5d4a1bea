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
async fn amounts_past_their_bounds_are_refused_and_the_largest_allowed_still_add_up() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "가", "1111111111").await;
    let t = app.token("ceo@a.kr").await;
    // A unit above 10조원 is refused with the bound named.
    let union = |price: i64, units: i64| {
        json!({
            "name": "거대 조합", "fund_type": "2", "unit_price": price, "unit_count": units,
            "payment_method": "1", "recruitment_start_date": "2026-12-01", "recruitment_end_date": "2026-12-31"
        })
    };
    let r = app.post("/api/v1/unions", &union(10_000_000_000_001, 1), Some(&t)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(
        v["errors"][0],
        json!({ "field": "unit_price", "message": "1좌당 금액은 10조원 이하로 입력해 주세요." })
    );
    // 10조원 a unit, one unit: the largest union. A member of two units would commit past it.
    let r = app.post("/api/v1/unions", &union(10_000_000_000_000, 1), Some(&t)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let u = r.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let path = format!("/api/v1/unions/{u}/applicants");
    let first = app.post(&path, &json!({ "name": "김", "lp_type": "individual", "unit_count": 1 }), Some(&t)).await;
    assert_eq!(first.status(), StatusCode::CREATED);
    let second = app.post(&path, &json!({ "name": "이", "lp_type": "individual", "unit_count": 2 }), Some(&t)).await;
    let v = assert_problem(second, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(
        v["errors"][0],
        json!({ "field": "unit_count", "message": "출자 금액이 너무 큽니다. 10조원 이하여야 합니다." })
    );
    assert_eq!(app.count(&format!("SELECT count(*) FROM applicants WHERE union_id = {u}")).await, 1);
    let detail: Value = app.get(&format!("/api/v1/unions/{u}/applicants"), Some(&t)).await.json().await.unwrap();
    assert_eq!(detail["total_count"], 1);
}

/// Every money table holds the largest values the bounds allow (`kernel::bounds`), and every
/// screen that sums them still reads: nothing a person can type breaks a read.
#[tokio::test(flavor = "multi_thread")]
async fn the_largest_values_in_every_money_table_never_break_a_read() {
    const MAX_WON: i64 = 10_000_000_000_000;
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@max.kr", "최대투자", "5550000099").await;
    let (_, startup_id) = crate::startup_upkeep::startup(&app, "ceo@maxst.kr", "최대기업", "5550000098").await;
    // A union of one unit of 10조원, a GP and a co-GP committing as much, and three members who
    // each paid 10조원 in (the payments, as the statement would have them).
    app.sql(&format!(
        "UPDATE unions SET unit_price = {MAX_WON}, unit_count = 1, gp_unit_count = 1, success_fee_amount = {MAX_WON}, \
         recruitment_start_date = '2026-01-01', recruitment_end_date = '2026-01-31' WHERE id = {u}"
    ))
    .await;
    app.sql(&format!(
        "INSERT INTO union_co_gps (union_id, position, company_name, unit_count, amount) VALUES ({u}, 0, '공동', 1, {MAX_WON})"
    ))
    .await;
    for n in 0..3 {
        app.sql(&format!(
            "INSERT INTO applicants (company_id, union_id, name, lp_type, unit_count, amount, phone, email, status) \
             SELECT company_id, id, '큰손{n}', 'individual', 1, {MAX_WON}, '', '', 'P' FROM unions WHERE id = {u}"
        ))
        .await;
    }
    app.sql(&format!(
        "INSERT INTO capital_payments (company_id, union_id, applicant_id, paid_on, amount) \
         SELECT company_id, union_id, id, '2026-01-10', amount FROM applicants WHERE union_id = {u}"
    ))
    .await;
    for seat in [0, 1] {
        app.sql(&format!(
            "INSERT INTO capital_payments (company_id, union_id, gp_seat, paid_on, amount) \
             SELECT company_id, id, {seat}, '2026-01-10', {MAX_WON} FROM unions WHERE id = {u}"
        ))
        .await;
    }
    // The ledger at its bounds: 10억 shares at 10,000원 and 10만 shares at 1억원 (10조원 each),
    // a round and a valuation at 1억원 a share, a recovery of 10조원.
    for (shares, price) in [(1_000_000_000_i64, 10_000_i64), (100_000, 100_000_000)] {
        app.sql(&format!(
            "INSERT INTO investments (company_id, union_id, startup_id, contracted_on, invested_on, stock_kind, shares, \
             price_per_share, amount, face_value, shares_before, shares_after) SELECT company_id, id, {startup_id}, \
             '2026-02-01', '2026-02-01', '보통주', {shares}, {price}, {MAX_WON}, 100000000, 0, 1000000000 FROM unions WHERE id = {u}"
        ))
        .await;
    }
    app.sql(&format!(
        "INSERT INTO funding_rounds (company_id, startup_id, round_on, investor, stock_kind, shares, price_per_share, amount, shares_after) \
         SELECT company_id, {startup_id}, '2026-03-01', '다른 VC', '보통주', 100000, 100000000, {MAX_WON}, 1000000000 FROM unions WHERE id = {u}"
    ))
    .await;
    app.sql(&format!(
        "INSERT INTO valuations (company_id, startup_id, valued_on, price_per_share, basis) \
         SELECT company_id, {startup_id}, '2026-04-01', 100000000, '최대' FROM unions WHERE id = {u}"
    ))
    .await;
    app.sql(&format!(
        "INSERT INTO recoveries (company_id, union_id, startup_id, recovered_on, shares_sold, received) \
         SELECT company_id, id, {startup_id}, '2026-05-01', 1, {MAX_WON} FROM unions WHERE id = {u}"
    ))
    .await;
    // A distribution of 10조원 through the book, over the five holders' 50조원.
    let body = json!({ "paid_on": "2026-06-01", "kind": "profit", "total": MAX_WON, "note": "" });
    let r = app.post(&format!("/api/v1/unions/{u}/capital/distributions"), &body, Some(&t)).await;
    assert_eq!(r.status(), StatusCode::CREATED, "{}", r.text().await.unwrap());
    let over = json!({ "paid_on": "2026-06-01", "kind": "profit", "total": MAX_WON + 1, "note": "" });
    let r = app.post(&format!("/api/v1/unions/{u}/capital/distributions"), &over, Some(&t)).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;

    let report = json!({ "title": "최대", "base_date": "2026-11-01", "union_ids": [u] });
    assert_eq!(app.post("/api/v1/reports", &report, Some(&t)).await.status(), StatusCode::CREATED);
    for path in [
        "/api/v1/unions".to_string(),
        format!("/api/v1/unions/{u}"),
        format!("/api/v1/unions/{u}/applicants"),
        format!("/api/v1/unions/{u}/capital"),
        format!("/api/v1/unions/{u}/rules"),
        format!("/api/v1/unions/{u}/tax-papers"),
        format!("/api/v1/unions/{u}/member-register.xlsx"),
        format!("/api/v1/unions/{u}/member-register.pdf"),
        format!("/api/v1/unions/{u}/portfolio"),
        "/api/v1/investment-sources".into(),
        "/api/v1/invested-companies".into(),
        "/api/v1/fund-managers".into(),
        "/api/v1/dashboard".into(),
        "/api/v1/dashboard/overview".into(),
        "/api/v1/tasks?view=open".into(),
        "/api/v1/lp-dashboard".into(),
        "/api/v1/reports".into(),
        "/api/v1/raw-data".into(),
        "/api/v1/raw-data.xlsx".into(),
    ] {
        let r = app.get(&path, Some(&t)).await;
        assert_eq!(r.status(), StatusCode::OK, "{path}: {}", r.text().await.unwrap_or_default());
    }
}
