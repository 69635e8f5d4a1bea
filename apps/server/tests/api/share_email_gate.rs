//! The e-mail gate over HTTP: a link that asks who reads it opens nothing until the reader
//! proves an address with the code mailed to it (once, five tries, sending limited); the
//! reader's PDFs then carry the address as a watermark and the GP's view log names them.

use docs::pdf_kit::{Flow, Fonts};
use reqwest::multipart::{Form, Part};
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, TestApp};
use crate::startup_upkeep::startup;

async fn link(app: &TestApp, t: &str, id: i64, options: Value) -> Value {
    let mut body = json!({ "expires_at": (chrono::Utc::now() + chrono::Duration::hours(2)).to_rfc3339() });
    body.as_object_mut().unwrap().extend(options.as_object().unwrap().clone());
    let r = app.post(&format!("/api/v1/portfolios/{id}/share-links"), &body, Some(t)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    r.json().await.unwrap()
}

async fn ask_code(app: &TestApp, token: &str, email: &str) -> reqwest::Response {
    app.post(&format!("/api/v1/shares/{token}/email-codes"), &json!({ "email": email }), None).await
}

async fn open(app: &TestApp, token: &str, body: Value) -> reqwest::Response {
    app.post(&format!("/api/v1/shares/{token}/visits"), &body, None).await
}

/// The six digits of the newest code mail to `to`.
fn code_for(app: &TestApp, to: &str) -> String {
    let mails = app.mails();
    let (_, subject, text) = mails.iter().rev().find(|(addr, ..)| addr.contains(to)).expect("a code mail");
    assert!(subject.contains("포트폴리오 열람 인증번호"), "{subject}");
    let code: String = subject.chars().filter(char::is_ascii_digit).collect();
    assert_eq!(code.len(), 6, "{subject}");
    assert!(text.contains(&code) && text.contains("10분"));
    code
}

#[tokio::test(flavor = "multi_thread")]
async fn a_gated_link_opens_with_a_mailed_code_and_stamps_the_readers_pdfs() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이벤처스", "1110000001").await;
    app.new_firm("ceo@b.kr", "비캐피탈", "1110000002").await;
    let (t, other) = (app.token("ceo@a.kr").await, app.token("ceo@b.kr").await);
    let (_, lumina) = startup(&app, "ceo@lumina.kr", "루미나랩스", "2220000001").await;
    let id = app.post("/api/v1/portfolios", &json!({ "title": "LP용" }), Some(&t)).await.json::<Value>().await.unwrap()
        ["id"]
        .as_i64()
        .unwrap();
    let p: Value = app
        .call(Method::PUT, &format!("/api/v1/portfolios/{id}/targets"), Some(&json!({ "startup_ids": [lumina] })), &t)
        .await
        .json()
        .await
        .unwrap();
    let item = p["items"][0]["id"].as_i64().unwrap();
    let fonts = Fonts::new().unwrap();
    let mut flow = Flow::new(&fonts, "루미나랩스", "LP용 · 조합");
    flow.paragraph("루미나랩스 투자 개요", 11.0);
    let pdf = flow.finish();
    let form = Form::new().part("file", Part::bytes(pdf).file_name("p.pdf"));
    let put = app
        .client
        .put(app.url(&format!("/api/v1/portfolios/{id}/items/{item}/pdf")))
        .bearer_auth(&t)
        .multipart(form)
        .send()
        .await
        .unwrap();
    assert!(put.status().is_success(), "{}", put.status());

    let made = link(&app, &t, id, json!({ "require_email": true })).await;
    assert_eq!(made["link"]["require_email"], true);
    let token = made["token"].as_str().unwrap();

    // Nothing reads without a visit opened with a code.
    for path in [format!("/api/v1/shares/{token}"), format!("/api/v1/shares/{token}/items/{item}/pdf")] {
        assert_problem(app.get(&path, None).await, StatusCode::UNAUTHORIZED, "share_email_required", None).await;
    }
    assert_problem(open(&app, token, json!({})).await, StatusCode::UNAUTHORIZED, "share_email_required", None).await;
    let bad = assert_problem(
        ask_code(&app, token, "not-an-address").await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation_failed",
        None,
    )
    .await;
    assert_eq!(bad["errors"][0]["field"], "email");
    assert!(app.mails().is_empty(), "no mail for a malformed address");

    assert_eq!(ask_code(&app, token, " Reader@Example.com ").await.status(), StatusCode::ACCEPTED);
    let code = code_for(&app, "reader@example.com");
    let wrong = if code == "000000" { "111111" } else { "000000" };
    assert_problem(
        open(&app, token, json!({ "email": "reader@example.com", "code": wrong })).await,
        StatusCode::UNAUTHORIZED,
        "share_code_wrong",
        Some("인증번호가 맞지 않습니다."),
    )
    .await;
    // The code is bound to its address.
    assert_problem(
        open(&app, token, json!({ "email": "someone@example.com", "code": code })).await,
        StatusCode::UNAUTHORIZED,
        "share_code_expired",
        None,
    )
    .await;
    let r = open(&app, token, json!({ "email": "READER@example.com", "code": code })).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let visit = r.json::<Value>().await.unwrap()["visit"].as_str().unwrap().to_string();
    // Used once: a second click finds it spent.
    assert_problem(
        open(&app, token, json!({ "email": "reader@example.com", "code": code })).await,
        StatusCode::UNAUTHORIZED,
        "share_code_expired",
        Some("인증번호가 만료되었습니다. 인증번호를 다시 받아 주세요."),
    )
    .await;

    let list = app.get(&format!("/api/v1/shares/{token}?visit={visit}"), None).await;
    assert_eq!(list.status(), StatusCode::OK);
    let framed = app.get(&format!("/api/v1/shares/{token}/items/{item}/pdf?visit={visit}"), None).await;
    assert_eq!(framed.status(), StatusCode::OK);
    let bytes = framed.bytes().await.unwrap();
    assert!(bytes.starts_with(b"%PDF"));
    let stamped = bytes.windows(19).any(|w| w == b"(reader@example.com");
    assert!(stamped, "the reader's address is drawn on the page");
    // The GP's own copy is as stored.
    let own = app.get(&format!("/api/v1/portfolios/{id}/items/{item}/pdf"), Some(&t)).await.bytes().await.unwrap();
    assert!(!own.windows(17).any(|w| w == b"reader@example.com"));

    // The GP's view log names the reader; another firm sees nothing.
    let link_id = made["link"]["id"].as_i64().unwrap();
    let log = format!("/api/v1/portfolios/{id}/share-links/{link_id}/visits");
    let visits: Value = app.get(&log, Some(&t)).await.json().await.unwrap();
    assert_eq!(visits[0]["email"], "reader@example.com");
    assert_problem(app.get(&log, Some(&other)).await, StatusCode::NOT_FOUND, "share_link_not_found", None).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn codes_allow_five_tries_and_five_sends_per_address() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이벤처스", "1110000001").await;
    let t = app.token("ceo@a.kr").await;
    let id = app.post("/api/v1/portfolios", &json!({ "title": "LP용" }), Some(&t)).await.json::<Value>().await.unwrap()
        ["id"]
        .as_i64()
        .unwrap();
    let open_link = link(&app, &t, id, json!({})).await;
    assert_eq!(open_link["link"]["require_email"], false);
    let plain = open_link["token"].as_str().unwrap();
    assert_problem(
        ask_code(&app, plain, "kim@example.com").await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation_failed",
        None,
    )
    .await;

    let gated = link(&app, &t, id, json!({ "require_email": true, "password": "lp-2026" })).await;
    let token = gated["token"].as_str().unwrap();
    assert_eq!(ask_code(&app, token, "kim@example.com").await.status(), StatusCode::ACCEPTED);
    let code = code_for(&app, "kim@example.com");
    let wrong = if code == "000000" { "111111" } else { "000000" };
    // The password comes first; then the code.
    let body = |password: &str, code: &str| json!({ "password": password, "email": "kim@example.com", "code": code });
    assert_problem(
        open(&app, token, body("nope", &code)).await,
        StatusCode::UNAUTHORIZED,
        "share_password_wrong",
        None,
    )
    .await;
    assert_problem(
        open(&app, token, json!({ "password": "lp-2026" })).await,
        StatusCode::UNAUTHORIZED,
        "share_email_required",
        None,
    )
    .await;
    for _ in 0..5 {
        assert_problem(
            open(&app, token, body("lp-2026", wrong)).await,
            StatusCode::UNAUTHORIZED,
            "share_code_wrong",
            None,
        )
        .await;
    }
    // Five wrong tries spend the code: even the right one no longer opens.
    assert_problem(
        open(&app, token, body("lp-2026", &code)).await,
        StatusCode::UNAUTHORIZED,
        "share_code_expired",
        None,
    )
    .await;
    assert_eq!(app.count("SELECT count(*) FROM share_visits").await, 0);

    for sent in 2..=5 {
        assert_eq!(ask_code(&app, token, "kim@example.com").await.status(), StatusCode::ACCEPTED);
        // Each code's mail is written, and the file clock (a few milliseconds coarse) has moved
        // on, before the next is asked for: the newest file is the newest code.
        for _ in 0..100 {
            if app.mails().len() >= sent {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    let r = ask_code(&app, token, "kim@example.com").await;
    assert_eq!(r.headers()["retry-after"], "900");
    assert_problem(r, StatusCode::TOO_MANY_REQUESTS, "too_many_attempts", None).await;
    assert_eq!(app.mails().len(), 5, "the sixth code is not sent");
    // A fresh code still opens (the newest one is the one tried).
    let code = code_for(&app, "kim@example.com");
    assert_eq!(open(&app, token, body("lp-2026", &code)).await.status(), StatusCode::CREATED);
}
