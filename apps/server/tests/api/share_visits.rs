//! Share link options and the view log over HTTP: a password-protected link reads nothing
//! without a visit opened with the password (frames included), wrong passwords are throttled,
//! a link may withhold the whole PDF, and the GP sees each visit's time per page; another firm
//! sees none of it.

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

async fn visit(app: &TestApp, token: &str, password: Option<&str>) -> reqwest::Response {
    app.post(&format!("/api/v1/shares/{token}/visits"), &json!({ "password": password }), None).await
}

#[tokio::test(flavor = "multi_thread")]
async fn a_password_link_opens_only_within_a_visit_and_the_gp_sees_the_reading_time() {
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

    let short =
        json!({ "expires_at": (chrono::Utc::now() + chrono::Duration::hours(2)).to_rfc3339(), "password": "abc" });
    let v = assert_problem(
        app.post(&format!("/api/v1/portfolios/{id}/share-links"), &short, Some(&t)).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation_failed",
        None,
    )
    .await;
    assert_eq!(v["errors"][0]["field"], "password");

    let made = link(&app, &t, id, json!({ "password": "lp-2026", "allow_download": false })).await;
    assert_eq!(
        (made["link"]["has_password"].as_bool(), made["link"]["allow_download"].as_bool()),
        (Some(true), Some(false))
    );
    let stored = app
        .count(&format!(
            "SELECT count(*) FROM share_links WHERE password_hash LIKE '$argon2id$%' AND id = {}",
            made["link"]["id"]
        ))
        .await;
    assert_eq!(stored, 1, "only an argon2id hash of the password is kept");
    let token = made["token"].as_str().unwrap();

    // Without a visit opened with the password nothing reads, frames included.
    for path in [
        format!("/api/v1/shares/{token}"),
        format!("/api/v1/shares/{token}/items/{item}"),
        format!("/api/v1/shares/{token}/pdfs/title"),
        format!("/api/v1/shares/{token}?visit=made-up"),
    ] {
        assert_problem(app.get(&path, None).await, StatusCode::UNAUTHORIZED, "share_password_required", None).await;
    }
    assert_problem(visit(&app, token, None).await, StatusCode::UNAUTHORIZED, "share_password_required", None).await;
    assert_problem(
        visit(&app, token, Some("wrong")).await,
        StatusCode::UNAUTHORIZED,
        "share_password_wrong",
        Some("비밀번호가 맞지 않습니다."),
    )
    .await;
    let r = visit(&app, token, Some("lp-2026")).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let v = r.json::<Value>().await.unwrap()["visit"].as_str().unwrap().to_string();
    let list: Value = app.get(&format!("/api/v1/shares/{token}?visit={v}"), None).await.json().await.unwrap();
    assert_eq!((list["title"].as_str(), list["allow_download"].as_bool()), (Some("LP용"), Some(false)));
    assert_eq!(app.get(&format!("/api/v1/shares/{token}/items/{item}?visit={v}"), None).await.status(), StatusCode::OK);
    // The link withholds the whole PDF (the title page still frames, when made).
    assert_problem(
        app.get(&format!("/api/v1/shares/{token}/pdfs/full?visit={v}"), None).await,
        StatusCode::FORBIDDEN,
        "share_download_off",
        None,
    )
    .await;
    assert_problem(
        app.get(&format!("/api/v1/shares/{token}/pdfs/title?visit={v}"), None).await,
        StatusCode::NOT_FOUND,
        "pdf_not_found",
        None,
    )
    .await;

    // Reading time: the list, then the page; a report is 1 to 60 seconds.
    let path = format!("/api/v1/shares/{token}/visits/{v}/time");
    assert_eq!(app.post(&path, &json!({ "seconds": 15 }), None).await.status(), StatusCode::NO_CONTENT);
    assert_eq!(
        app.post(&path, &json!({ "item_no": item, "seconds": 60 }), None).await.status(),
        StatusCode::NO_CONTENT
    );
    assert_eq!(
        app.post(&path, &json!({ "item_no": item, "seconds": 15 }), None).await.status(),
        StatusCode::NO_CONTENT
    );
    assert_problem(
        app.post(&path, &json!({ "seconds": 61 }), None).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation_failed",
        None,
    )
    .await;
    assert_problem(
        app.post(&path, &json!({ "item_no": 999_999, "seconds": 5 }), None).await,
        StatusCode::NOT_FOUND,
        "portfolio_item_not_found",
        None,
    )
    .await;
    assert_problem(
        app.post(&format!("/api/v1/shares/{token}/visits/not-a-visit/time"), &json!({ "seconds": 5 }), None).await,
        StatusCode::UNAUTHORIZED,
        "share_password_required",
        None,
    )
    .await;

    let url = format!("/api/v1/portfolios/{id}/share-links/{}/visits", made["link"]["id"]);
    let log: Value = app.get(&url, Some(&t)).await.json().await.unwrap();
    assert_eq!(log.as_array().unwrap().len(), 1, "one visit: the wrong password opened none");
    assert_eq!(log[0]["seconds"], 90);
    assert_eq!(log[0]["pages"][0], json!({ "item_no": null, "title": null, "seconds": 15 }));
    assert_eq!(log[0]["pages"][1], json!({ "item_no": item, "title": "루미나랩스", "seconds": 75 }));
    let links: Value = app.get(&format!("/api/v1/portfolios/{id}/share-links"), Some(&t)).await.json().await.unwrap();
    assert_eq!((links[0]["visit_count"].as_i64(), links[0]["seconds_read"].as_i64()), (Some(1), Some(90)));
    assert_problem(app.get(&url, Some(&other)).await, StatusCode::NOT_FOUND, "share_link_not_found", None).await;

    // An open link reads without a visit; a visit only logs time.
    let open = link(&app, &t, id, json!({})).await;
    let open_token = open["token"].as_str().unwrap();
    assert_eq!(app.get(&format!("/api/v1/shares/{open_token}"), None).await.status(), StatusCode::OK);
    assert_eq!(visit(&app, open_token, None).await.status(), StatusCode::CREATED);
    // A visit of one link does not open another.
    assert_problem(
        app.get(&format!("/api/v1/shares/{token}?visit={}", "x".repeat(10)), None).await,
        StatusCode::UNAUTHORIZED,
        "share_password_required",
        None,
    )
    .await;
}

async fn visit_from(app: &TestApp, token: &str, password: &str, ip: &str) -> reqwest::Response {
    app.client
        .post(app.url(&format!("/api/v1/shares/{token}/visits")))
        .header("X-Forwarded-For", ip)
        .json(&json!({ "password": password }))
        .send()
        .await
        .unwrap()
}

/// Wrong passwords count per client address and per link: the guessing address waits, the
/// rightful reader elsewhere still gets in with the right password, even once the link is
/// under attack from many addresses; an address that has been wrong too waits then.
#[tokio::test(flavor = "multi_thread")]
async fn wrong_passwords_lock_the_guessing_address_not_the_rightful_reader() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이벤처스", "1110000001").await;
    let t = app.token("ceo@a.kr").await;
    let id = app.post("/api/v1/portfolios", &json!({}), Some(&t)).await.json::<Value>().await.unwrap()["id"]
        .as_i64()
        .unwrap();
    let made = link(&app, &t, id, json!({ "password": "right-one" })).await;
    let token = made["token"].as_str().unwrap();
    for _ in 0..10 {
        assert_eq!(visit_from(&app, token, "guess", "198.51.100.1").await.status(), StatusCode::UNAUTHORIZED);
    }
    let r = visit_from(&app, token, "right-one", "198.51.100.1").await;
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(r.headers().contains_key("retry-after"));
    assert_problem(
        r,
        StatusCode::TOO_MANY_REQUESTS,
        "too_many_attempts",
        Some("비밀번호를 너무 많이 틀렸습니다. 15분 후에 다시 시도해 주세요."),
    )
    .await;
    assert_eq!(
        visit_from(&app, token, "right-one", "203.0.113.9").await.status(),
        StatusCode::CREATED,
        "the rightful reader's address has not been failing"
    );

    // Thirty wrong answers from many addresses put the link under attack.
    for n in 0..20 {
        let ip = format!("192.0.2.{n}");
        assert_eq!(visit_from(&app, token, "guess", &ip).await.status(), StatusCode::UNAUTHORIZED);
    }
    let r = visit_from(&app, token, "right-one", "192.0.2.0").await;
    assert_problem(r, StatusCode::TOO_MANY_REQUESTS, "too_many_attempts", None).await;
    assert_eq!(visit_from(&app, token, "right-one", "203.0.113.10").await.status(), StatusCode::CREATED);

    // The window over, the guessing address gets in with the right password.
    app.sql("UPDATE throttle_events SET at = now() - interval '16 minutes'").await;
    assert_eq!(visit_from(&app, token, "right-one", "198.51.100.1").await.status(), StatusCode::CREATED);
}
