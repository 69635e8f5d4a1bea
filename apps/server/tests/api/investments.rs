//! The investment ledger over HTTP: a union records investments, its portfolio on a base date
//! carries the multiples and XIRR (checked against an independent decimal reference), and one
//! firm never reads or deletes another's.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, TestApp};
use crate::startup_upkeep::startup;

fn investment(startup: i64, on: &str, shares: i64, price: i64) -> Value {
    json!({
        "startup_id": startup, "contracted_on": on, "invested_on": on, "stock_kind": "상환전환우선주",
        "shares": shares, "price_per_share": price, "amount": shares * price, "face_value": 500
    })
}

async fn add(app: &TestApp, union: i64, body: &Value, t: &str) -> reqwest::Response {
    app.post(&format!("/api/v1/unions/{union}/investments"), body, Some(t)).await
}

async fn portfolio(app: &TestApp, union: i64, on: &str, t: &str) -> Value {
    let r = app.get(&format!("/api/v1/unions/{union}/portfolio?base_date={on}"), Some(t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    r.json().await.unwrap()
}

fn close(v: &Value, expected: f64, tolerance: f64) -> bool {
    v.as_f64().is_some_and(|x| (x - expected).abs() < tolerance)
}

#[tokio::test(flavor = "multi_thread")]
async fn a_union_records_investments_and_its_portfolio_carries_multiples_and_xirr() {
    let app = spawn_app().await;
    let (t, union) = app.firm_with_union("ceo@a.kr", "에이벤처스", "1110000001").await;
    let (_, data) = startup(&app, "ceo@data.kr", "가나데이터", "2220000001").await;
    let (_, robot) = startup(&app, "ceo@robot.kr", "다라로보틱스", "2220000002").await;

    let mut first = investment(data, "2023-03-10", 2_000, 50_000);
    first["shares_before"] = json!(18_000);
    first["shares_after"] = json!(20_000);
    first["registered_on"] = json!("2023-03-24");
    let r = add(&app, union, &first, &t).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let stored: Value = r.json().await.unwrap();
    assert_eq!(stored["startup_name"], "가나데이터");
    assert_eq!(stored["amount"], 100_000_000);
    assert_eq!(stored["pre_money"], 900_000_000);
    assert!(close(&stored["stake_percent"], 10.0, 1e-9));
    assert_eq!(
        add(&app, union, &investment(robot, "2024-06-01", 1_000, 30_000), &t).await.status(),
        StatusCode::CREATED
    );
    // The union's follow-on at a higher price reprices all its shares of the startup.
    assert_eq!(add(&app, union, &investment(data, "2025-01-15", 500, 80_000), &t).await.status(), StatusCode::CREATED);

    let p = portfolio(&app, union, "2025-12-31", &t).await;
    let rows = p["rows"].as_array().unwrap();
    assert_eq!(
        rows.iter().map(|r| r["startup_name"].as_str().unwrap()).collect::<Vec<_>>(),
        ["가나데이터", "다라로보틱스"]
    );
    let d = &rows[0];
    assert_eq!((d["shares_held"].as_i64(), d["price_per_share"].as_i64()), (Some(2_500), Some(80_000)));
    assert_eq!((d["price_source"].as_str(), d["priced_on"].as_str()), (Some("investment"), Some("2025-01-15")));
    assert_eq!(
        (d["returns"]["invested"].as_i64(), d["returns"]["value"].as_i64()),
        (Some(140_000_000), Some(200_000_000))
    );
    assert!(close(&d["returns"]["multiple"], 200.0 / 140.0, 1e-12));
    assert!(close(&d["returns"]["profit_rate"], (200.0 / 140.0 - 1.0) * 100.0, 1e-9));
    // Reference: bisection in 60-digit decimals over the same dated flows.
    assert!(close(&d["xirr"], 0.165_024_935_673, 1e-8), "{}", d["xirr"]);
    assert_eq!(d["investments"].as_array().unwrap().len(), 2);
    assert!(close(&rows[1]["returns"]["multiple"], 1.0, 1e-12));
    assert_eq!(p["total"]["invested"], 170_000_000);
    assert_eq!(p["total"]["value"], 230_000_000);
    assert!(close(&p["total_xirr"], 0.147_015_829_130, 1e-8), "{}", p["total_xirr"]);
    assert_eq!(p["total"]["is_recovered"], false);

    // A year earlier: the follow-on and the second startup had not happened yet.
    let before = portfolio(&app, union, "2024-01-01", &t).await;
    assert_eq!(before["rows"].as_array().unwrap().len(), 1);
    assert_eq!(before["total"]["value"], 100_000_000);
    assert!(close(&before["total"]["multiple"], 1.0, 1e-12));
    let audited =
        app.count("SELECT count(*) FROM audit_events WHERE entity = 'investment' AND action = 'created'").await;
    assert_eq!(audited, 3);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_wrong_investment_is_refused_with_its_fields_and_changes_nothing() {
    let app = spawn_app().await;
    let (t, union) = app.firm_with_union("ceo@a.kr", "에이벤처스", "1110000001").await;
    let (_, data) = startup(&app, "ceo@data.kr", "가나데이터", "2220000001").await;
    let mut bad = investment(data, "2024-05-01", 1_000, 30_000);
    bad["amount"] = json!(29_999_999);
    bad["invested_on"] = json!("2024-04-30");
    bad["stock_kind"] = json!(" ");
    let body =
        assert_problem(add(&app, union, &bad, &t).await, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None)
            .await;
    let fields: Vec<&str> = body["errors"].as_array().unwrap().iter().map(|e| e["field"].as_str().unwrap()).collect();
    assert_eq!(fields, ["invested_on", "stock_kind", "amount"]);
    assert_eq!(body["errors"][2]["message"], "투자 금액이 주식 수 × 주당 가격과 다릅니다.");

    let unknown = investment(999_999, "2024-05-01", 1, 1_000);
    assert_problem(add(&app, union, &unknown, &t).await, StatusCode::NOT_FOUND, "startup_not_found", None).await;
    let good = investment(data, "2024-05-01", 1, 1_000);
    assert_problem(add(&app, 999_999, &good, &t).await, StatusCode::NOT_FOUND, "union_not_found", None).await;
    assert_eq!(app.count("SELECT count(*) FROM investments").await, 0);

    // A price past its bound (1억원 a share) is refused, naming the bound; nothing is stored.
    let mut huge = investment(data, "2024-05-01", 1, 5_000_000_000_000_000_000);
    huge["face_value"] = json!(1);
    let body =
        assert_problem(add(&app, union, &huge, &t).await, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None)
            .await;
    assert_eq!(
        body["errors"][0],
        json!({ "field": "price_per_share", "message": "주당 가격은 1억원 이하로 입력해 주세요." })
    );
    assert_eq!(app.count("SELECT count(*) FROM investments").await, 0);
    // Rows from before the bounds whose sums pass 64 bits are refused when read, naming the
    // problem, never wrapped.
    for _ in 0..2 {
        app.sql(&format!(
            "INSERT INTO investments (company_id, union_id, startup_id, contracted_on, invested_on, stock_kind, shares, \
             price_per_share, amount, face_value) SELECT company_id, id, {data}, '2024-05-01', '2024-05-01', '보통주', 1, \
             5000000000000000000, 5000000000000000000, 1 FROM unions WHERE id = {union}"
        ))
        .await;
    }
    let r = app.get(&format!("/api/v1/unions/{union}/portfolio?base_date=2024-12-31"), Some(&t)).await;
    assert_problem(r, StatusCode::CONFLICT, "ledger_inconsistent", None).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn another_firm_neither_reads_nor_writes_nor_deletes_the_ledger() {
    let app = spawn_app().await;
    let (a, union) = app.firm_with_union("ceo@a.kr", "에이벤처스", "1110000001").await;
    let (b, _) = app.firm_with_union("ceo@b.kr", "비파트너스", "1110000002").await;
    let (_, data) = startup(&app, "ceo@data.kr", "가나데이터", "2220000001").await;
    let r = add(&app, union, &investment(data, "2024-05-01", 100, 10_000), &a).await;
    let id = r.json::<Value>().await.unwrap()["id"].as_i64().unwrap();

    let r = add(&app, union, &investment(data, "2024-05-01", 100, 10_000), &b).await;
    assert_problem(r, StatusCode::NOT_FOUND, "union_not_found", None).await;
    let r = app.get(&format!("/api/v1/unions/{union}/portfolio"), Some(&b)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "union_not_found", None).await;
    let r = app.client.delete(app.url(&format!("/api/v1/investments/{id}"))).bearer_auth(&b).send().await.unwrap();
    assert_problem(r, StatusCode::NOT_FOUND, "investment_not_found", Some("투자 내역을 찾을 수 없습니다.")).await;
    assert_eq!(app.count("SELECT count(*) FROM investments").await, 1);

    let r = app.client.delete(app.url(&format!("/api/v1/investments/{id}"))).bearer_auth(&a).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    let p = portfolio(&app, union, "2026-01-01", &a).await;
    assert_eq!((p["rows"].as_array().unwrap().len(), p["total"]["multiple"].is_null()), (0, true));
    assert!(p["total_xirr"].is_null());
}

async fn delete(app: &TestApp, path: &str, t: &str) -> reqwest::Response {
    app.client.delete(app.url(path)).bearer_auth(t).send().await.unwrap()
}

#[tokio::test(flavor = "multi_thread")]
async fn rounds_valuations_and_recoveries_move_the_value_and_sales_must_be_covered() {
    let app = spawn_app().await;
    let (a, union) = app.firm_with_union("ceo@a.kr", "에이벤처스", "1110000001").await;
    let (b, _) = app.firm_with_union("ceo@b.kr", "비파트너스", "1110000002").await;
    let (_, s) = startup(&app, "ceo@data.kr", "가나데이터", "2220000001").await;
    let r = add(&app, union, &investment(s, "2023-01-10", 1_000, 10_000), &a).await;
    let investment_id = r.json::<Value>().await.unwrap()["id"].as_i64().unwrap();

    let round = json!({ "on": "2024-05-01", "investor": "한빛벤처스", "stock_kind": "보통주",
                        "shares": 2000, "price_per_share": 30000, "amount": 60000000, "shares_after": 20000 });
    let r = app.post(&format!("/api/v1/startups/{s}/funding-rounds"), &round, Some(&a)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let stored: Value = r.json().await.unwrap();
    assert_eq!(stored["post_money"], 600_000_000);
    // Another firm's record of the same startup is its own: a round at 1 won changes nothing here.
    let cheap = json!({ "on": "2024-06-01", "investor": "x", "stock_kind": "보통주", "shares": 1, "price_per_share": 1, "amount": 1 });
    let r = app.post(&format!("/api/v1/startups/{s}/funding-rounds"), &cheap, Some(&b)).await;
    let foreign_round = r.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let p = portfolio(&app, union, "2024-12-31", &a).await;
    let row = &p["rows"][0];
    assert_eq!((row["returns"]["value"].as_i64(), row["price_source"].as_str()), (Some(30_000_000), Some("round")));
    assert!(close(&row["returns"]["multiple"], 3.0, 1e-12));
    assert_eq!(row["rounds"].as_array().unwrap().len(), 1);

    let mark = json!({ "on": "2025-03-31", "price_per_share": 5000, "basis": "감사보고서 손상 인식" });
    let r = app.post(&format!("/api/v1/startups/{s}/valuations"), &mark, Some(&a)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let valuation_id = r.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let sale = json!({ "startup_id": s, "on": "2025-06-30", "shares_sold": 400, "received": 8000000 });
    let r = app.post(&format!("/api/v1/unions/{union}/recoveries"), &sale, Some(&a)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let recovery_id = r.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let row = portfolio(&app, union, "2025-12-31", &a).await["rows"][0].clone();
    assert_eq!((row["shares_held"].as_i64(), row["price_source"].as_str()), (Some(600), Some("valuation")));
    assert_eq!(
        (row["returns"]["value"].as_i64(), row["returns"]["recovered"].as_i64()),
        (Some(3_000_000), Some(8_000_000))
    );
    assert!(close(&row["returns"]["multiple"], 1.1, 1e-12));
    assert!(close(&row["returns"]["dpi"], 0.8, 1e-12));

    // Sales must be covered on their own day: before the investment, or more than is held.
    let early = json!({ "startup_id": s, "on": "2022-12-31", "shares_sold": 1, "received": 0 });
    let r = app.post(&format!("/api/v1/unions/{union}/recoveries"), &early, Some(&a)).await;
    let body = assert_problem(r, StatusCode::CONFLICT, "ledger_inconsistent", None).await;
    assert!(body["message"].as_str().unwrap().contains("2022-12-31"), "{body}");
    let too_many = json!({ "startup_id": s, "on": "2025-07-01", "shares_sold": 601, "received": 0 });
    let r = app.post(&format!("/api/v1/unions/{union}/recoveries"), &too_many, Some(&a)).await;
    assert_problem(r, StatusCode::CONFLICT, "ledger_inconsistent", None).await;
    let r = delete(&app, &format!("/api/v1/investments/{investment_id}"), &a).await;
    assert_problem(r, StatusCode::CONFLICT, "ledger_inconsistent", None).await;
    let bad = json!({ "startup_id": s, "on": "2025-07-01", "shares_sold": 0, "received": -1 });
    let r = app.post(&format!("/api/v1/unions/{union}/recoveries"), &bad, Some(&a)).await;
    let body = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(body["errors"].as_array().unwrap().len(), 2);
    assert_eq!(app.count("SELECT count(*) FROM recoveries").await, 1);

    // The sources list carries the union's totals.
    let r = app.get("/api/v1/investment-sources?base_date=2025-12-31", Some(&a)).await;
    let all: Value = r.json().await.unwrap();
    assert_eq!(all["total"]["invested"], 10_000_000, "the firm's total, added up by the server");
    let sources = &all["sources"];
    assert_eq!(sources.as_array().unwrap().len(), 1);
    assert_eq!(
        (sources[0]["startup_count"].as_i64(), sources[0]["total"]["invested"].as_i64()),
        (Some(1), Some(10_000_000))
    );

    // Another firm deletes none of these; each answers its own not-found.
    let r = delete(&app, &format!("/api/v1/recoveries/{recovery_id}"), &b).await;
    assert_problem(r, StatusCode::NOT_FOUND, "recovery_not_found", Some("회수 내역을 찾을 수 없습니다.")).await;
    let r = delete(&app, &format!("/api/v1/valuations/{valuation_id}"), &b).await;
    assert_problem(r, StatusCode::NOT_FOUND, "valuation_not_found", None).await;
    let r = delete(&app, &format!("/api/v1/funding-rounds/{foreign_round}"), &a).await;
    assert_problem(r, StatusCode::NOT_FOUND, "funding_round_not_found", None).await;
    assert_eq!(
        delete(&app, &format!("/api/v1/funding-rounds/{foreign_round}"), &b).await.status(),
        StatusCode::NO_CONTENT
    );

    // Once the sale is gone, so may the investment be.
    assert_eq!(delete(&app, &format!("/api/v1/recoveries/{recovery_id}"), &a).await.status(), StatusCode::NO_CONTENT);
    assert_eq!(delete(&app, &format!("/api/v1/valuations/{valuation_id}"), &a).await.status(), StatusCode::NO_CONTENT);
    assert_eq!(
        delete(&app, &format!("/api/v1/investments/{investment_id}"), &a).await.status(),
        StatusCode::NO_CONTENT
    );
    let p = portfolio(&app, union, "2025-12-31", &a).await;
    assert_eq!(p["rows"].as_array().unwrap().len(), 0);
}

#[tokio::test(flavor = "multi_thread")]
async fn the_firm_sees_its_investments_by_company_and_by_lead_fund_manager() {
    let app = spawn_app().await;
    let (t, first) = app.firm_with_union("ceo@a.kr", "에이벤처스", "1110000001").await;
    let (_, data) = startup(&app, "ceo@data.kr", "가나데이터", "2220000001").await;
    let body = json!({
        "name": "에이 2호 조합", "fund_type": "2", "unit_price": 1_000_000, "unit_count": 100,
        "payment_method": "1", "recruitment_start_date": "2026-12-01", "recruitment_end_date": "2026-12-31",
        "lead_fund_manager": "김심사"
    });
    let r = app.post("/api/v1/unions", &body, Some(&t)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let second = r.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    for (union, on, shares) in [(first, "2024-01-10", 1_000), (second, "2024-07-01", 3_000)] {
        assert_eq!(add(&app, union, &investment(data, on, shares, 10_000), &t).await.status(), StatusCode::CREATED);
    }

    let all: Value = app.get("/api/v1/invested-companies?base_date=2025-12-31", Some(&t)).await.json().await.unwrap();
    assert_eq!(all["total"]["invested"], 40_000_000, "the firm's total, added up by the server");
    let companies = all["companies"].as_array().unwrap();
    assert_eq!(companies.len(), 1, "one startup held by two unions");
    assert_eq!(companies[0]["startup_name"], "가나데이터");
    assert_eq!(companies[0]["total"]["invested"], 40_000_000);
    assert_eq!(companies[0]["funds"].as_array().unwrap().len(), 2);

    let managers: Value = app.get("/api/v1/fund-managers?base_date=2025-12-31", Some(&t)).await.json().await.unwrap();
    let managers = managers.as_array().unwrap();
    assert_eq!(managers.len(), 2);
    assert_eq!(
        (managers[0]["name"].as_str(), managers[0]["total"]["invested"].as_i64()),
        (Some("김심사"), Some(30_000_000))
    );
    assert!(managers[1]["name"].is_null(), "the union without a manager is grouped last");
    assert_eq!(managers[1]["unions"][0]["union_id"].as_i64(), Some(first));

    let (other, _) = app.firm_with_union("ceo@b.kr", "비캐피탈", "1110000002").await;
    let theirs: Value = app.get("/api/v1/invested-companies", Some(&other)).await.json().await.unwrap();
    assert_eq!((theirs["companies"].clone(), theirs["total"]["invested"].clone()), (json!([]), json!(0)));
}
