//! Reports over HTTP on real PostgreSQL: a report stores its figures (a later ledger change
//! leaves it as it was), renames and deletes, opinions by the one-opinion rule, and another
//! firm's report is not found at any endpoint.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::evidence::pdf_text;
use crate::helpers::{assert_problem, spawn_app, TestApp};
use crate::startup_upkeep::startup;

fn investment(startup: i64, on: &str, shares: i64, price: i64, after: i64) -> Value {
    json!({
        "startup_id": startup, "contracted_on": on, "invested_on": on, "stock_kind": "보통주",
        "shares": shares, "price_per_share": price, "amount": shares * price, "face_value": 500,
        "shares_after": after
    })
}

fn close(v: &Value, expected: f64, tolerance: f64) -> bool {
    v.as_f64().is_some_and(|x| (x - expected).abs() < tolerance)
}

/// A firm whose union invested in two startups, one of which raised a later round.
async fn firm_with_ledger(app: &TestApp) -> (String, i64, i64) {
    let (t, union) = app.firm_with_union("ceo@a.kr", "에이벤처스", "1110000001").await;
    let (_, data) = startup(app, "ceo@data.kr", "가나데이터", "2220000001").await;
    let (_, robot) = startup(app, "ceo@robot.kr", "다라로보틱스", "2220000002").await;
    for body in
        [investment(data, "2023-03-10", 2_000, 50_000, 20_000), investment(robot, "2024-06-01", 1_000, 30_000, 10_000)]
    {
        let r = app.post(&format!("/api/v1/unions/{union}/investments"), &body, Some(&t)).await;
        assert_eq!(r.status(), StatusCode::CREATED);
    }
    let round = json!({
        "on": "2024-06-01", "investor": "알파벤처스", "stock_kind": "우선주", "shares": 5_000,
        "price_per_share": 80_000, "amount": 400_000_000, "shares_after": 25_000
    });
    let r = app.post(&format!("/api/v1/startups/{data}/funding-rounds"), &round, Some(&t)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    (t, union, data)
}

async fn create(app: &TestApp, t: &str, body: &Value) -> reqwest::Response {
    app.post("/api/v1/reports", body, Some(t)).await
}

async fn report(app: &TestApp, t: &str, id: i64) -> Value {
    let r = app.get(&format!("/api/v1/reports/{id}"), Some(t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    r.json().await.unwrap()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_report_stores_its_figures_and_later_ledger_changes_leave_it_as_it_was() {
    let app = spawn_app().await;
    let (t, union, data) = firm_with_ledger(&app).await;
    // A union still recruiting: the whole firm's report leaves it out, a report naming it keeps it.
    let body = json!({
        "name": "모집 중 조합", "fund_type": "2", "unit_price": 1_000_000, "unit_count": 100,
        "payment_method": "1", "recruitment_start_date": "2026-12-01", "recruitment_end_date": "2026-12-31"
    });
    let recruiting =
        app.post("/api/v1/unions", &body, Some(&t)).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let named: Value = create(&app, &t, &json!({ "base_date": "2025-12-31", "union_ids": [union, recruiting] }))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(named["union_count"], 2);
    app.call(Method::DELETE, &format!("/api/v1/reports/{}", named["id"]), None, &t).await;

    let r = create(&app, &t, &json!({ "base_date": "2025-12-31" })).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let card: Value = r.json().await.unwrap();
    assert_eq!((card["title"].as_str(), card["union_ids"].is_null()), (Some("투자 보고서"), true));
    assert_eq!((card["union_count"].as_i64(), card["company_count"].as_i64()), (Some(1), Some(2)));
    assert_eq!(card["legacy"], false);
    let id = card["id"].as_i64().unwrap();

    let before = report(&app, &t, id).await;
    let f = &before["figures"];
    assert_eq!((f["total"]["invested"].as_i64(), f["total"]["value"].as_i64()), (Some(130_000_000), Some(190_000_000)));
    assert!(close(&f["total"]["multiple"], 190.0 / 130.0, 1e-12));
    // References: 60-digit decimal bisection over the same dated flows.
    assert!(close(&f["xirr"], 0.160_520_644_835, 1e-8), "{}", f["xirr"]);
    let company = &f["companies"][0];
    assert_eq!(company["startup_name"], "가나데이터");
    assert!(close(&company["total"]["multiple"], 1.6, 1e-12));
    assert!(close(&company["xirr"], 0.181_802_968_712, 1e-8), "{}", company["xirr"]);
    assert_eq!(company["funds"][0]["union_id"].as_i64(), Some(union));
    let rounds: Vec<&str> =
        company["rounds"].as_array().unwrap().iter().map(|r| r["investor"].as_str().unwrap()).collect();
    assert_eq!(rounds, ["에이벤처스 조합", "알파벤처스"]);
    assert_eq!(company["rounds"][1]["post_money"].as_i64(), Some(2_000_000_000));
    let history = company["history"].as_array().unwrap();
    assert_eq!(history.len(), 2);
    assert!(close(&history[0]["stake_percent"], 10.0, 1e-9) && close(&history[1]["stake_percent"], 8.0, 1e-9));
    assert_eq!(history[1]["company_value"].as_i64(), Some(2_000_000_000));
    let deployment = &f["unions"][0]["deployment"];
    assert_eq!(deployment[1]["cumulative"].as_i64(), Some(130_000_000));
    assert!(close(&deployment[0]["cumulative_percent"], 100.0 / 1.3, 1e-9));

    // The ledger changes after the report was made: the report does not.
    let r = app
        .post(
            &format!("/api/v1/unions/{union}/investments"),
            &investment(data, "2025-06-01", 100, 90_000, 25_100),
            Some(&t),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);
    assert_eq!(report(&app, &t, id).await["figures"], before["figures"]);
    let newer = create(&app, &t, &json!({ "base_date": "2025-12-31", "title": "  후속 반영 " })).await;
    let newer: Value = newer.json().await.unwrap();
    assert_eq!(newer["title"], "후속 반영");
    let f2 = report(&app, &t, newer["id"].as_i64().unwrap()).await;
    assert_eq!(f2["figures"]["total"]["invested"].as_i64(), Some(139_000_000));

    // Newest first.
    let list: Value = app.get("/api/v1/reports", Some(&t)).await.json().await.unwrap();
    let ids: Vec<i64> = list.as_array().unwrap().iter().map(|c| c["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, [newer["id"].as_i64().unwrap(), id]);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_report_is_renamed_and_deleted_and_bad_input_changes_nothing() {
    let app = spawn_app().await;
    let (t, union, _) = firm_with_ledger(&app).await;
    let card: Value = create(&app, &t, &json!({ "base_date": "2025-12-31", "union_ids": [union, union] }))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(card["union_ids"], json!([union]));
    let id = card["id"].as_i64().unwrap();
    let path = format!("/api/v1/reports/{id}");

    let r = app.call(Method::PATCH, &path, Some(&json!({ "title": "2025 결산" })), &t).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.json::<Value>().await.unwrap()["title"], "2025 결산");
    let long = "가".repeat(51);
    let r = app.call(Method::PATCH, &path, Some(&json!({ "title": long })), &t).await;
    let p = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(p["errors"][0]["field"], "title");
    assert_eq!(report(&app, &t, id).await["card"]["title"], "2025 결산");
    let r = app.call(Method::PATCH, &path, Some(&json!({ "title": " " })), &t).await;
    assert_eq!(r.json::<Value>().await.unwrap()["title"], "투자 보고서");
    assert_eq!(app.count("SELECT count(*) FROM audit_events WHERE entity = 'report'").await, 3);

    // A union the firm does not have: nothing is stored.
    let r = create(&app, &t, &json!({ "base_date": "2025-12-31", "union_ids": [union + 1000] })).await;
    assert_problem(r, StatusCode::NOT_FOUND, "union_not_found", None).await;
    let r = create(&app, &t, &json!({ "base_date": "2025-12-31", "title": long })).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(app.count("SELECT count(*) FROM reports").await, 1);

    app.post(&format!("{path}/opinion"), &json!({ "opinion": "<p>좋음</p>" }), Some(&t)).await;
    assert_eq!(app.call(Method::DELETE, &path, None, &t).await.status(), StatusCode::NO_CONTENT);
    assert_problem(app.get(&path, Some(&t)).await, StatusCode::NOT_FOUND, "report_not_found", None).await;
    assert_problem(app.call(Method::DELETE, &path, None, &t).await, StatusCode::NOT_FOUND, "report_not_found", None)
        .await;
    assert_eq!(app.count("SELECT count(*) FROM report_opinions").await, 0);
}

#[tokio::test(flavor = "multi_thread")]
async fn opinions_follow_the_one_opinion_rule_for_the_report_and_each_union() {
    let app = spawn_app().await;
    let (t, union, _) = firm_with_ledger(&app).await;
    let id = create(&app, &t, &json!({ "base_date": "2025-12-31" })).await.json::<Value>().await.unwrap()["id"]
        .as_i64()
        .unwrap();
    let own = format!("/api/v1/reports/{id}/opinion");
    let per_union = format!("/api/v1/reports/{id}/unions/{union}/opinion");

    let body = json!({ "opinion": "<p onclick=\"x()\">후속 투자로 가치가 올랐습니다.</p><script>alert(1)</script>" });
    let r = app.call(Method::PUT, &own, Some(&body), &t).await;
    assert_problem(r, StatusCode::NOT_FOUND, "opinion_not_found", None).await;
    let r = app.post(&own, &body, Some(&t)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    assert_eq!(r.json::<Value>().await.unwrap()["opinion"], "<p>후속 투자로 가치가 올랐습니다.</p>");
    assert_problem(app.post(&own, &body, Some(&t)).await, StatusCode::CONFLICT, "opinion_exists", None).await;
    let blank = json!({ "opinion": "<p> </p>" });
    let r = app.call(Method::PUT, &own, Some(&blank), &t).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", Some("입력값을 확인해 주세요.")).await;

    let r = app.post(&per_union, &json!({ "opinion": "<p>조합 의견</p>" }), Some(&t)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let r = app.call(Method::PUT, &per_union, Some(&json!({ "opinion": "<p>고친 조합 의견</p>" })), &t).await;
    assert_eq!(r.status(), StatusCode::OK);
    let other_union = format!("/api/v1/reports/{id}/unions/{}/opinion", union + 1000);
    assert_problem(app.post(&other_union, &body, Some(&t)).await, StatusCode::NOT_FOUND, "union_not_found", None).await;

    let all: Value = app.get(&format!("/api/v1/reports/{id}/opinions"), Some(&t)).await.json().await.unwrap();
    let all = all.as_array().unwrap();
    assert_eq!(all.len(), 2);
    assert!(all[0]["union_id"].is_null());
    assert_eq!((all[1]["union_id"].as_i64(), all[1]["opinion"].as_str()), (Some(union), Some("<p>고친 조합 의견</p>")));

    assert_eq!(app.call(Method::DELETE, &own, None, &t).await.status(), StatusCode::NO_CONTENT);
    assert_problem(app.call(Method::DELETE, &own, None, &t).await, StatusCode::NOT_FOUND, "opinion_not_found", None)
        .await;
    // Deleted, it can be written again.
    assert_eq!(app.post(&own, &json!({ "opinion": "<p>다시</p>" }), Some(&t)).await.status(), StatusCode::CREATED);
}

#[tokio::test(flavor = "multi_thread")]
async fn another_firms_report_is_not_found_at_every_endpoint() {
    let app = spawn_app().await;
    let (t, union, _) = firm_with_ledger(&app).await;
    let id = create(&app, &t, &json!({ "base_date": "2025-12-31" })).await.json::<Value>().await.unwrap()["id"]
        .as_i64()
        .unwrap();
    app.post(&format!("/api/v1/reports/{id}/opinion"), &json!({ "opinion": "<p>우리 의견</p>" }), Some(&t)).await;
    let (other, _) = app.firm_with_union("ceo@b.kr", "비캐피탈", "1110000002").await;
    let body = json!({ "opinion": "<p>남의 의견</p>" });
    let title = json!({ "title": "남의 이름" });
    let calls: [(Method, String, Option<&Value>); 10] = [
        (Method::GET, format!("/api/v1/reports/{id}"), None),
        (Method::PATCH, format!("/api/v1/reports/{id}"), Some(&title)),
        (Method::GET, format!("/api/v1/reports/{id}/opinions"), None),
        (Method::POST, format!("/api/v1/reports/{id}/opinion"), Some(&body)),
        (Method::PUT, format!("/api/v1/reports/{id}/opinion"), Some(&body)),
        (Method::DELETE, format!("/api/v1/reports/{id}/opinion"), None),
        (Method::POST, format!("/api/v1/reports/{id}/unions/{union}/opinion"), Some(&body)),
        (Method::PUT, format!("/api/v1/reports/{id}/unions/{union}/opinion"), Some(&body)),
        (Method::DELETE, format!("/api/v1/reports/{id}/unions/{union}/opinion"), None),
        (Method::DELETE, format!("/api/v1/reports/{id}"), None),
    ];
    for (method, path, body) in calls {
        let r = app.call(method.clone(), &path, body, &other).await;
        assert_problem(r, StatusCode::NOT_FOUND, "report_not_found", None).await;
    }
    let theirs: Value = app.get("/api/v1/reports", Some(&other)).await.json().await.unwrap();
    assert_eq!(theirs, json!([]));
    // Nor can a report of theirs name our union.
    let r = create(&app, &other, &json!({ "base_date": "2025-12-31", "union_ids": [union] })).await;
    assert_problem(r, StatusCode::NOT_FOUND, "union_not_found", None).await;
    let ours = report(&app, &t, id).await;
    assert_eq!(ours["card"]["title"], "투자 보고서");
    let opinions: Value = app.get(&format!("/api/v1/reports/{id}/opinions"), Some(&t)).await.json().await.unwrap();
    assert_eq!(opinions[0]["opinion"], "<p>우리 의견</p>");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_report_pdfs_open_in_a_real_reader_with_the_korean_names_and_figures() {
    let app = spawn_app().await;
    let (t, union, _) = firm_with_ledger(&app).await;
    let id = create(&app, &t, &json!({ "base_date": "2025-12-31", "title": "2025 결산 보고서" }))
        .await
        .json::<Value>()
        .await
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    app.post(
        &format!("/api/v1/reports/{id}/opinion"),
        &json!({ "opinion": "<p>후속 투자로 가치가 올랐습니다.</p>" }),
        Some(&t),
    )
    .await;

    let r = app.get(&format!("/api/v1/reports/{id}/pdf"), Some(&t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-type"], "application/pdf");
    let text = pdf_text(&r.bytes().await.unwrap());
    for expected in [
        "2025 결산 보고서",
        "가나데이터",
        "다라로보틱스",
        "알파벤처스",
        "후속 투자로 가치가 올랐습니다.",
        "1.46",
        "1.60",
        "1.30억원",
        "16.05%",
    ] {
        assert!(text.contains(expected), "{expected} missing from:\n{text}");
    }

    let r = app.get(&format!("/api/v1/reports/{id}/unions/{union}/pdf"), Some(&t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    let text = pdf_text(&r.bytes().await.unwrap());
    for expected in ["에이벤처스 조합 재원별 투자 보고서", "가나데이터", "투자 집행 추이", "76.9%", "100.0%"]
    {
        assert!(text.contains(expected), "{expected} missing from:\n{text}");
    }
    let r = app.get(&format!("/api/v1/reports/{id}/unions/{}/pdf", union + 1000), Some(&t)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "union_not_found", None).await;
    let (other, _) = app.firm_with_union("ceo@b.kr", "비캐피탈", "1110000002").await;
    for path in [format!("/api/v1/reports/{id}/pdf"), format!("/api/v1/reports/{id}/unions/{union}/pdf")] {
        assert_problem(app.get(&path, Some(&other)).await, StatusCode::NOT_FOUND, "report_not_found", None).await;
    }
}
