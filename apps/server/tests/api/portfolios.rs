//! Portfolios and their share links over HTTP: a GP writes pages (stored-XSS attempts in every
//! block stripped), sets target startups without losing a dropped page's content, shares the
//! portfolio by a link that opens without a login under a strict CSP, and sees it refused once
//! expired or revoked; another firm reaches none of it.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, TestApp};
use crate::startup_upkeep::startup;

async fn portfolio_with_pages(app: &TestApp, t: &str, startups: &[i64]) -> (i64, Vec<i64>) {
    let r = app.post("/api/v1/portfolios", &json!({ "title": " 2026 하반기 포트폴리오 " }), Some(t)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let id = r.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let r = app
        .call(Method::PUT, &format!("/api/v1/portfolios/{id}/targets"), Some(&json!({ "startup_ids": startups })), t)
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let p: Value = r.json().await.unwrap();
    let items = p["items"].as_array().unwrap().iter().map(|i| i["id"].as_i64().unwrap()).collect();
    (id, items)
}

async fn share(app: &TestApp, t: &str, id: i64, hours: i64) -> Value {
    let expires = (chrono::Utc::now() + chrono::Duration::hours(hours)).to_rfc3339();
    let r = app.post(&format!("/api/v1/portfolios/{id}/share-links"), &json!({ "expires_at": expires }), Some(t)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    r.json().await.unwrap()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_gp_writes_pages_and_sets_targets_without_losing_content() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이벤처스", "1110000001").await;
    let t = app.token("ceo@a.kr").await;
    let (_, lumina) = startup(&app, "ceo@lumina.kr", "루미나랩스", "2220000001").await;
    let (_, nova) = startup(&app, "ceo@nova.kr", "노바로보틱스", "2220000002").await;
    let (id, items) = portfolio_with_pages(&app, &t, &[nova, lumina, nova]).await;
    assert_eq!(items.len(), 2, "a startup picked twice is one page");

    let p: Value = app.get(&format!("/api/v1/portfolios/{id}"), Some(&t)).await.json().await.unwrap();
    assert_eq!(p["card"]["title"], "2026 하반기 포트폴리오");
    assert_eq!(p["card"]["item_count"], 2);
    assert_eq!(p["items"][0]["title"], "노바로보틱스", "a page starts titled with its startup");

    // Stored XSS in every block is stripped; what the toolbar makes stays.
    let blocks = [
        r#"<p>로봇 팔<script>alert(1)</script></p><img src="x" onerror="alert(1)">"#,
        r#"<a href="javascript:alert(1)">링크</a><p style="color: red; position: fixed">강조</p>"#,
        r#"<iframe src="https://evil.example"></iframe><ul><li>매출 2배</li></ul>"#,
    ];
    let url = format!("/api/v1/portfolios/{id}/items/{}", items[0]);
    let r = app.call(Method::PUT, &url, Some(&json!({ "title": "노바로보틱스 — 2026", "blocks": blocks })), &t).await;
    assert_eq!(r.status(), StatusCode::OK);
    let saved: Value = r.json().await.unwrap();
    let all = saved["blocks"].as_array().unwrap().iter().map(|b| b.as_str().unwrap()).collect::<Vec<_>>().join("");
    for bad in ["<script", "onerror", "javascript:", "<iframe", "position"] {
        assert!(!all.contains(bad), "{bad} in {all}");
    }
    assert!(all.contains("로봇 팔") && all.contains("color:red") && all.contains("<li>매출 2배</li>"), "{all}");
    let huge = json!({ "blocks": ["", "가".repeat(100_001), ""] });
    let v = assert_problem(
        app.call(Method::PUT, &url, Some(&huge), &t).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation_failed",
        None,
    )
    .await;
    assert_eq!(v["errors"][0]["field"], "blocks.1");

    // Dropping the startup puts its page away; picking it again brings the content back.
    let targets = |ids: Value| json!({ "startup_ids": ids });
    let r =
        app.call(Method::PUT, &format!("/api/v1/portfolios/{id}/targets"), Some(&targets(json!([lumina]))), &t).await;
    assert_eq!(r.json::<Value>().await.unwrap()["items"].as_array().unwrap().len(), 1);
    assert_problem(
        app.call(Method::PUT, &url, Some(&json!({ "blocks": ["", "", ""] })), &t).await,
        StatusCode::NOT_FOUND,
        "portfolio_item_not_found",
        None,
    )
    .await;
    let r = app
        .call(Method::PUT, &format!("/api/v1/portfolios/{id}/targets"), Some(&targets(json!([lumina, nova]))), &t)
        .await;
    let p: Value = r.json().await.unwrap();
    assert_eq!(p["items"][1]["title"], "노바로보틱스 — 2026");
    assert!(p["items"][1]["blocks"][0].as_str().unwrap().contains("로봇 팔"));
    let r =
        app.call(Method::PUT, &format!("/api/v1/portfolios/{id}/targets"), Some(&targets(json!([987_654]))), &t).await;
    assert_problem(r, StatusCode::NOT_FOUND, "startup_not_found", None).await;

    // Another firm, and a startup account, reach none of it.
    app.new_firm("ceo@b.kr", "비파트너스", "1110000002").await;
    let other = app.token("ceo@b.kr").await;
    assert_eq!(app.get("/api/v1/portfolios", Some(&other)).await.json::<Value>().await.unwrap(), json!([]));
    for (method, path, body) in [
        (Method::GET, format!("/api/v1/portfolios/{id}"), None),
        (Method::PATCH, format!("/api/v1/portfolios/{id}"), Some(json!({ "title": "탈취" }))),
        (Method::PUT, format!("/api/v1/portfolios/{id}/targets"), Some(targets(json!([lumina])))),
        (Method::PUT, url.clone(), Some(json!({ "blocks": ["", "", ""] }))),
        (Method::GET, format!("/api/v1/portfolios/{id}/share-links"), None),
        (Method::DELETE, format!("/api/v1/portfolios/{id}"), None),
    ] {
        let r = app.call(method.clone(), &path, body.as_ref(), &other).await;
        assert_problem(r, StatusCode::NOT_FOUND, "portfolio_not_found", None).await;
    }
    let (founder, _) = startup(&app, "ceo@c.kr", "씨스타트업", "2220000003").await;
    assert_problem(app.get("/api/v1/portfolios", Some(&founder)).await, StatusCode::FORBIDDEN, "investor_only", None)
        .await;

    let r = app.call(Method::PATCH, &format!("/api/v1/portfolios/{id}"), Some(&json!({ "title": "" })), &t).await;
    assert_eq!(r.json::<Value>().await.unwrap()["title"], "포트폴리오");
    assert_eq!(
        app.call(Method::DELETE, &format!("/api/v1/portfolios/{id}"), None, &t).await.status(),
        StatusCode::NO_CONTENT
    );
    assert_problem(
        app.get(&format!("/api/v1/portfolios/{id}"), Some(&t)).await,
        StatusCode::NOT_FOUND,
        "portfolio_not_found",
        None,
    )
    .await;
    assert_eq!(app.count("SELECT count(*) FROM audit_events WHERE entity = 'portfolio'").await, 7);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_share_link_opens_the_pages_without_login_until_it_expires_or_is_revoked() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이벤처스", "1110000001").await;
    let t = app.token("ceo@a.kr").await;
    let mut startups = Vec::new();
    for n in 1..=12 {
        let (_, s) =
            startup(&app, &format!("ceo@s{n}.kr"), &format!("스타트업{n:02}"), &format!("22200000{n:02}")).await;
        startups.push(s);
    }
    let (id, items) = portfolio_with_pages(&app, &t, &startups).await;
    let made = share(&app, &t, id, 24).await;
    let token = made["token"].as_str().unwrap().to_owned();
    assert_eq!(made["path"], format!("/invest-portfolio/share/{token}"));
    assert_eq!(made["link"]["state"], "active");
    // Only the token's SHA-256 is kept.
    let digest = format!("SELECT count(*) FROM share_links WHERE token_hash = sha256(convert_to('{token}', 'UTF8'))");
    assert_eq!(app.count(&digest).await, 1);
    assert_eq!(
        app.count(&format!("SELECT count(*) FROM share_links WHERE token_hash = convert_to('{token}', 'UTF8')")).await,
        0
    );

    // No login: page 2 numbers its rows on from page 1; the answer runs nothing and is not cached.
    let r = app.get(&format!("/api/v1/shares/{token}?page=2"), None).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.headers()["content-security-policy"].to_str().unwrap().contains("default-src 'none'"));
    assert_eq!(r.headers()["cache-control"], "no-store");
    assert!(r.headers().get("set-cookie").is_none());
    let list: Value = r.json().await.unwrap();
    assert_eq!((list["total_count"].as_i64(), list["page_size"].as_i64()), (Some(12), Some(10)));
    let rows = list["items"].as_array().unwrap();
    assert_eq!(rows.iter().map(|r| r["no"].as_i64().unwrap()).collect::<Vec<_>>(), [11, 12]);
    assert_eq!(rows[0]["title"], "스타트업11");
    let found: Value = app.get(&format!("/api/v1/shares/{token}?search=05"), None).await.json().await.unwrap();
    assert_eq!(
        found["items"].as_array().unwrap().iter().map(|r| r["title"].as_str().unwrap()).collect::<Vec<_>>(),
        ["스타트업05"]
    );

    // The detail knows its neighbours, and nothing at the ends.
    let first: Value = app.get(&format!("/api/v1/shares/{token}/items/{}", items[0]), None).await.json().await.unwrap();
    assert_eq!((first["previous_item_no"].clone(), first["next_item_no"].as_i64()), (Value::Null, Some(items[1])));
    let last: Value = app.get(&format!("/api/v1/shares/{token}/items/{}", items[11]), None).await.json().await.unwrap();
    assert_eq!((last["previous_item_no"].as_i64(), last["next_item_no"].clone()), (Some(items[10]), Value::Null));

    // Another firm's page is not reachable through this link, nor a wrong token.
    app.new_firm("ceo@b.kr", "비파트너스", "1110000002").await;
    let other = app.token("ceo@b.kr").await;
    let (_, theirs) = portfolio_with_pages(&app, &other, &startups[..1]).await;
    let r = app.get(&format!("/api/v1/shares/{token}/items/{}", theirs[0]), None).await;
    assert_problem(r, StatusCode::NOT_FOUND, "portfolio_item_not_found", None).await;
    let r = app.get("/api/v1/shares/not-a-token", None).await;
    assert_eq!(r.headers()["content-security-policy"], "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    assert_problem(r, StatusCode::NOT_FOUND, "share_not_found", None).await;
    let r = app
        .call(Method::DELETE, &format!("/api/v1/portfolios/{id}/share-links/{}", made["link"]["id"]), None, &other)
        .await;
    assert_problem(r, StatusCode::NOT_FOUND, "share_link_not_found", None).await;

    // Expiry: an hour at least, a year at most; a link past its time says so.
    let soon = (chrono::Utc::now() + chrono::Duration::minutes(30)).to_rfc3339();
    let r = app.post(&format!("/api/v1/portfolios/{id}/share-links"), &json!({ "expires_at": soon }), Some(&t)).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    let old = share(&app, &t, id, 2).await;
    app.sql(&format!(
        "UPDATE share_links SET expires_at = now() - interval '1 minute' WHERE id = {}",
        old["link"]["id"]
    ))
    .await;
    let r = app.get(&format!("/api/v1/shares/{}", old["token"].as_str().unwrap()), None).await;
    assert_problem(r, StatusCode::GONE, "share_expired", None).await;

    // Revoked: refused from then on; the GP's list shows each link's state.
    let r = app
        .call(Method::DELETE, &format!("/api/v1/portfolios/{id}/share-links/{}", made["link"]["id"]), None, &t)
        .await;
    assert_eq!(r.json::<Value>().await.unwrap()["state"], "revoked");
    assert_problem(app.get(&format!("/api/v1/shares/{token}"), None).await, StatusCode::GONE, "share_revoked", None)
        .await;
    let links: Value = app.get(&format!("/api/v1/portfolios/{id}/share-links"), Some(&t)).await.json().await.unwrap();
    let states: Vec<&str> = links.as_array().unwrap().iter().map(|l| l["state"].as_str().unwrap()).collect();
    assert_eq!(states, ["expired", "revoked"]);

    // A deleted portfolio's links stop opening.
    let fresh = share(&app, &t, id, 5).await;
    assert_eq!(
        app.call(Method::DELETE, &format!("/api/v1/portfolios/{id}"), None, &t).await.status(),
        StatusCode::NO_CONTENT
    );
    let r = app.get(&format!("/api/v1/shares/{}", fresh["token"].as_str().unwrap()), None).await;
    assert_problem(r, StatusCode::NOT_FOUND, "share_not_found", None).await;
}
