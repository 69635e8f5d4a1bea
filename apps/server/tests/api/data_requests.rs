//! Data requests: a GP asks startups for data, each gets a mail with its own link; the startup
//! answers in its account or once through the link (which expires); answers land in the
//! profile pending fact-check; reminders replace the link; another firm never sees the request.

use chrono::Duration;
use reqwest::multipart::{Form, Part};
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, TestApp};
use crate::startup_upkeep::startup;

const PDF: &[u8] = b"%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n";

async fn investor(app: &TestApp, email: &str, firm: &str, number: &str) -> String {
    app.new_firm(email, firm, number).await;
    app.token(email).await
}

fn request(startups: Value, items: Value) -> Value {
    json!({
        "title": "3분기 실적 자료 요청", "message": "분기 마감 자료를 부탁드립니다.",
        "items": items, "year": 2026, "quarter": 3, "statements_year": 2025,
        "document_kinds": ["SF04"], "due_on": (kernel::format::korean_today() + Duration::days(10)).to_string(),
        "startups": startups,
    })
}

/// The token of the newest data-request link mailed to `to`, waiting for the outbox worker.
async fn link_token(app: &TestApp, to: &str, nth: usize) -> String {
    const PREFIX: &str = "http://app.test/data-request/";
    for _ in 0..200 {
        let mails: Vec<_> =
            app.mails().into_iter().filter(|(addr, _, text)| addr.contains(to) && text.contains(PREFIX)).collect();
        if mails.len() >= nth {
            let text = &mails[nth - 1].2;
            let start = text.find(PREFIX).unwrap() + PREFIX.len();
            return text[start..].split_whitespace().next().unwrap().to_string();
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("no data-request mail #{nth} to {to}");
}

async fn upload(app: &TestApp, token: &str, kind: &str) -> reqwest::Response {
    let form = Form::new().part("file", Part::bytes(PDF.to_vec()).file_name("IR 자료 2026.pdf"));
    let url = app.url(&format!("/api/v1/data-request-links/{token}/documents?kind={kind}"));
    app.client.post(url).multipart(form).send().await.unwrap()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_startup_answers_once_through_its_link_and_the_data_waits_for_the_fact_checker() {
    let app = spawn_app().await;
    let gp = investor(&app, "gp@firm.kr", "가나투자", "1112233333").await;
    let (me, a) = startup(&app, "ceo@start.kr", "스타트랩", "2223344444").await;
    let (_, b) = startup(&app, "ceo@other.kr", "다른랩", "3334455555").await;

    let items = json!(["quarterly_sales", "cash", "headcount", "documents"]);
    let body = request(json!([{ "startup_id": a }, { "startup_id": b, "email": "cfo@other.kr" }]), items);
    let r = app.post("/api/v1/data-requests", &body, Some(&gp)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let id = r.json::<Value>().await.unwrap()["id"].as_i64().unwrap();

    // Each startup's mail goes to its account's address, or the one the GP typed.
    let token = link_token(&app, "ceo@start.kr", 1).await;
    let other_token = link_token(&app, "cfo@other.kr", 1).await;
    assert_ne!(token, other_token);
    let (_, subject, text) = app.mails().into_iter().find(|(to, _, _)| to.contains("ceo@start.kr")).unwrap();
    assert_eq!(subject, "[가나투자] 3분기 실적 자료 요청");
    assert!(text.contains("요청 항목: 2026년 3분기 매출, 현금 잔고, 임직원 수 · 서류(IR 자료)"), "{text}");

    // The link opens the request without signing in.
    let opened: Value = app.get(&format!("/api/v1/data-request-links/{token}"), None).await.json().await.unwrap();
    assert_eq!(opened["target"]["startup_name"], "스타트랩");
    assert_eq!(opened["target"]["status"], "waiting");
    assert_eq!(opened["documents"], json!([]));

    // The answer needs what was asked, the documents included; a refused one changes nothing.
    let answer = json!({ "sales": 420_000_000, "cash": 1_250_000_000, "headcount": 23, "note": "잠정치입니다." });
    let v = assert_problem(
        app.post(&format!("/api/v1/data-request-links/{token}/answer"), &json!({ "sales": 1 }), None).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation_failed",
        None,
    )
    .await;
    let fields: Vec<&str> = v["errors"].as_array().unwrap().iter().map(|e| e["field"].as_str().unwrap()).collect();
    assert_eq!(fields, ["cash", "headcount", "documents"]);
    assert_eq!(app.count("SELECT count(*) FROM startup_quarterly_figures").await, 0);

    assert_problem(upload(&app, &token, "SF01").await, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None)
        .await;
    let r = upload(&app, &token, "SF04").await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let docs: Value = r.json().await.unwrap();
    assert_eq!(docs[0]["file_name"], "IR 자료 2026.pdf");

    let r = app.post(&format!("/api/v1/data-request-links/{token}/answer"), &answer, None).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    // Once: a second submit (a double click, a replay) is refused and stores nothing more.
    assert_problem(
        app.post(&format!("/api/v1/data-request-links/{token}/answer"), &answer, None).await,
        StatusCode::GONE,
        "request_link_used",
        None,
    )
    .await;
    assert_problem(
        app.get(&format!("/api/v1/data-request-links/{token}"), None).await,
        StatusCode::GONE,
        "request_link_used",
        None,
    )
    .await;
    assert_problem(upload(&app, &token, "SF04").await, StatusCode::GONE, "request_link_used", None).await;
    assert_eq!(app.count("SELECT count(*) FROM data_request_answers").await, 1);

    // The figures are in the profile, pending fact-check, authored by the link's address.
    let profile: Value = app.get(&format!("/api/v1/startups/{a}"), Some(&gp)).await.json().await.unwrap();
    let q = &profile["quarters"][0];
    assert_eq!((q["year"].as_i64(), q["quarter"].as_i64()), (Some(2026), Some(3)));
    assert_eq!(
        (q["sales"].as_i64(), q["cash"].as_i64(), q["headcount"].as_i64()),
        (Some(420_000_000), Some(1_250_000_000), Some(23))
    );
    let pending: Vec<&str> = profile["checks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["status"] == "pending")
        .map(|c| c["item"].as_str().unwrap())
        .collect();
    assert_eq!(pending, ["FI04", "FI06", "FI11", "FI12"]);
    let history: Value = app.get(&format!("/api/v1/startups/{a}/history"), Some(&me)).await.json().await.unwrap();
    assert_eq!(history["items"][0]["author_name"], "ceo@start.kr (메일 링크)");

    // The GP sees who answered and each answer.
    let d: Value = app.get(&format!("/api/v1/data-requests/{id}"), Some(&gp)).await.json().await.unwrap();
    assert_eq!((d["request"]["targets"].as_i64(), d["request"]["answered"].as_i64()), (Some(2), Some(1)));
    let mine = d["targets"].as_array().unwrap().iter().find(|t| t["target"]["startup_id"] == a).unwrap();
    assert_eq!(mine["target"]["status"], "answered");
    assert_eq!(mine["answers"][0]["via"], "link");
    assert_eq!(mine["answers"][0]["headcount"], 23);
    assert_eq!(mine["answers"][0]["note"], "잠정치입니다.");
    assert_eq!(mine["mails"][0]["status"], "sent");
    let list: Value = app.get("/api/v1/data-requests", Some(&gp)).await.json().await.unwrap();
    assert_eq!(list["items"][0]["answered"], 1);

    // An unknown token is not found.
    assert_problem(
        app.get("/api/v1/data-request-links/no-such-token", None).await,
        StatusCode::NOT_FOUND,
        "request_link_not_found",
        None,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread")]
async fn an_expired_link_is_refused_and_a_reminder_brings_a_new_one() {
    let app = spawn_app().await;
    let gp = investor(&app, "gp@firm.kr", "가나투자", "1112233333").await;
    let (_, a) = startup(&app, "ceo@start.kr", "스타트랩", "2223344444").await;
    let body = request(json!([{ "startup_id": a }]), json!(["headcount"]));
    assert_eq!(app.post("/api/v1/data-requests", &body, Some(&gp)).await.status(), StatusCode::CREATED);
    let first = link_token(&app, "ceo@start.kr", 1).await;

    app.sql("UPDATE data_request_targets SET link_expires_at = now() - interval '1 second'").await;
    let answer = json!({ "headcount": 9 });
    assert_problem(
        app.post(&format!("/api/v1/data-request-links/{first}/answer"), &answer, None).await,
        StatusCode::GONE,
        "request_link_expired",
        None,
    )
    .await;
    assert_eq!(app.count("SELECT count(*) FROM data_request_answers").await, 0);

    // The due date passed: the chore's reminder mails a new link; the old one stays dead.
    app.sql("UPDATE data_requests SET due_on = current_date - 1, created_at = now() - interval '20 days'").await;
    let state = server::startup::build_state(&app.config, &app.db_url).unwrap();
    assert_eq!(state.startups.send_reminders().await.unwrap(), 1);
    assert_eq!(state.startups.send_reminders().await.unwrap(), 0, "one reminder per step of the schedule");
    // The running server's worker delivers it (it polls the outbox every second).
    let second = link_token(&app, "ceo@start.kr", 2).await;
    let (_, subject, _) = app.mails().into_iter().rev().find(|(to, _, _)| to.contains("ceo@start.kr")).unwrap();
    assert!(subject.starts_with("[기한 지남] [가나투자]"), "{subject}");
    assert_problem(
        app.get(&format!("/api/v1/data-request-links/{first}"), None).await,
        StatusCode::NOT_FOUND,
        "request_link_not_found",
        None,
    )
    .await;
    let r = app.post(&format!("/api/v1/data-request-links/{second}/answer"), &answer, None).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    let d: Value = app.get("/api/v1/data-requests", Some(&gp)).await.json().await.unwrap();
    assert_eq!((d["items"][0]["answered"].as_i64(), d["items"][0]["late"].as_i64()), (Some(1), Some(0)));
    assert_eq!(state.startups.send_reminders().await.unwrap(), 0, "an answered target is left alone");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_startup_answers_in_its_account_and_other_firms_and_startups_see_nothing() {
    let app = spawn_app().await;
    let gp = investor(&app, "gp@firm.kr", "가나투자", "1112233333").await;
    let other_gp = investor(&app, "gp@other.kr", "다라투자", "5556677777").await;
    let (me, a) = startup(&app, "ceo@start.kr", "스타트랩", "2223344444").await;
    let (stranger, _) = startup(&app, "ceo@other.kr", "다른랩", "3334455555").await;
    let body = request(json!([{ "startup_id": a }]), json!(["quarterly_sales", "yearly_statements"]));
    let id = app.post("/api/v1/data-requests", &body, Some(&gp)).await.json::<Value>().await.unwrap()["id"]
        .as_i64()
        .unwrap();

    // Only investors ask; another firm does not find the request.
    assert_problem(
        app.post("/api/v1/data-requests", &body, Some(&me)).await,
        StatusCode::FORBIDDEN,
        "investor_only",
        None,
    )
    .await;
    assert_problem(
        app.get(&format!("/api/v1/data-requests/{id}"), Some(&other_gp)).await,
        StatusCode::NOT_FOUND,
        "data_request_not_found",
        None,
    )
    .await;
    let theirs: Value = app.get("/api/v1/data-requests", Some(&other_gp)).await.json().await.unwrap();
    assert_eq!(theirs["total_count"], 0);

    // The startup's inbox has it; another startup's has nothing and cannot answer it.
    let inbox: Value = app.get("/api/v1/startup-data-requests", Some(&me)).await.json().await.unwrap();
    let target = inbox[0]["target"]["id"].as_i64().unwrap();
    assert_eq!(inbox[0]["target"]["firm_name"], "가나투자");
    let none: Value = app.get("/api/v1/startup-data-requests", Some(&stranger)).await.json().await.unwrap();
    assert_eq!(none, json!([]));
    let answer = json!({
        "sales": 300_000_000,
        "statements": {
            "balance": { "cash": 500, "total_assets": 1000, "total_liabilities": 400, "total_equity": 600 },
            "income": { "sales": 1_200_000_000, "operating_profit": -30_000_000 }
        }
    });
    let path = format!("/api/v1/startup-data-requests/{target}/answer");
    assert_problem(
        app.post(&path, &answer, Some(&stranger)).await,
        StatusCode::NOT_FOUND,
        "data_request_not_found",
        None,
    )
    .await;
    assert_problem(app.post(&path, &answer, Some(&gp)).await, StatusCode::FORBIDDEN, "own_company_only", None).await;
    let bad = json!({ "sales": 1, "statements": { "balance": { "total_assets": 1, "total_liabilities": 1, "total_equity": 1 }, "income": {} } });
    assert_problem(app.post(&path, &bad, Some(&me)).await, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None)
        .await;

    let r = app.post(&path, &answer, Some(&me)).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.json::<Value>().await.unwrap()["status"], "answered");
    // A correction in the account is kept as a second answer.
    assert_eq!(app.post(&path, &answer, Some(&me)).await.status(), StatusCode::OK);
    assert_eq!(app.count("SELECT count(*) FROM data_request_answers").await, 2);

    let profile: Value = app.get(&format!("/api/v1/startups/{a}"), Some(&gp)).await.json().await.unwrap();
    let y2025 = profile["income_statements"].as_array().unwrap().iter().find(|r| r["year"] == 2025).unwrap();
    assert_eq!(y2025["sales"], 1_200_000_000);
    assert_eq!(profile["quarters"][0]["sales"], 300_000_000);
    let d: Value = app.get(&format!("/api/v1/data-requests/{id}"), Some(&gp)).await.json().await.unwrap();
    let answers = &d["targets"][0]["answers"];
    assert_eq!(answers.as_array().unwrap().len(), 2);
    assert_eq!(answers[0]["via"], "account");
    assert_eq!(answers[0]["author_name"], "최창업");
    assert_eq!(answers[0]["statements"]["income"]["sales"], 1_200_000_000);

    // The form is checked: every bad field named, nothing stored.
    let bad = json!({
        "title": "", "items": [], "year": 2026, "quarter": 9, "due_on": "2020-01-01",
        "startups": [{ "startup_id": a, "email": "nope" }]
    });
    let v = assert_problem(
        app.post("/api/v1/data-requests", &bad, Some(&gp)).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation_failed",
        None,
    )
    .await;
    let fields: Vec<&str> = v["errors"].as_array().unwrap().iter().map(|e| e["field"].as_str().unwrap()).collect();
    assert_eq!(fields, ["title", "items", "quarter", "due_on", "startups.0.email"]);
    let unknown = request(json!([{ "startup_id": 999_999 }]), json!(["cash"]));
    assert_problem(
        app.post("/api/v1/data-requests", &unknown, Some(&gp)).await,
        StatusCode::NOT_FOUND,
        "startup_not_found",
        None,
    )
    .await;
    assert_eq!(app.count("SELECT count(*) FROM data_requests").await, 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn startups_asked_beyond_the_months_allowance_cost_points_and_a_short_balance_sends_nothing() {
    let app = spawn_app().await;
    let gp = investor(&app, "gp@firm.kr", "가나투자", "1112233333").await;
    app.sql(
        "INSERT INTO companies (kind, name, business_number, ceo_name) \
         SELECT 'startup', '요청랩' || g, (5550000000 + g)::text, '대표' || g FROM generate_series(1, 12) g",
    )
    .await;
    let ids: Vec<i64> = {
        let first = app.count("SELECT min(id) FROM companies WHERE name LIKE '요청랩%'").await;
        (first..first + 12).collect()
    };
    let asked = |from: usize, to: usize| {
        let startups: Vec<Value> =
            ids[from..to].iter().map(|id| json!({ "startup_id": id, "email": format!("ir{id}@lab.kr") })).collect();
        request(json!(startups), json!(["cash"]))
    };
    // The free plan asks ten startups a month for nothing.
    let r = app.post("/api/v1/data-requests", &asked(0, 10), Some(&gp)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    const BALANCE: &str = "SELECT COALESCE(sum(balance), 0)::int8 FROM point_balances";
    assert_eq!(app.count(BALANCE).await, 0);

    // Two more cost 1,000P the firm does not have: refused, nothing sent or stored.
    let r = app.post("/api/v1/data-requests", &asked(10, 12), Some(&gp)).await;
    let v = assert_problem(r, StatusCode::CONFLICT, "points_insufficient", None).await;
    assert!(v["message"].as_str().unwrap().contains("1,000P"), "{v}");
    assert_eq!(app.count("SELECT count(*) FROM data_requests").await, 1);
    assert_eq!(app.count("SELECT count(*) FROM point_entries").await, 0);

    app.sql("UPDATE point_balances SET balance = 1500").await;
    let r = app.post("/api/v1/data-requests", &asked(10, 12), Some(&gp)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    assert_eq!(app.count(BALANCE).await, 500);
    let ledger: Value = app.get("/api/v1/billing/points", Some(&gp)).await.json().await.unwrap();
    assert_eq!(
        (ledger["items"][0]["kind_label"].as_str(), ledger["items"][0]["points"].as_i64()),
        (Some("사용"), Some(-1_000))
    );
    assert_eq!(ledger["items"][0]["memo"], "자료 요청 2곳 (이번 달 무료 한도 초과)");
}
