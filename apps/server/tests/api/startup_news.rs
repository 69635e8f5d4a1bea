//! News items: only the startup adds and removes its own; only http(s) addresses are kept (the
//! profile renders them as links); investors read them on the profile, latest first.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app};
use crate::startup_upkeep::startup;

#[tokio::test(flavor = "multi_thread")]
async fn a_startup_links_news_that_investors_read_and_only_web_addresses_pass() {
    let app = spawn_app().await;
    let (me, id) = startup(&app, "ceo@start.kr", "스타트랩", "2223344444").await;
    let (other, _) = startup(&app, "ceo@other.kr", "다른랩", "3334455555").await;
    app.new_firm("gp@firm.kr", "가나투자", "1112233333").await;
    let gp = app.token("gp@firm.kr").await;
    let path = format!("/api/v1/startups/{id}/news");
    let item = |title: &str, on: &str| json!({ "title": title, "url": "https://techdaily.example.kr/a/1", "publisher": "테크데일리", "published_on": on });

    let r = app.post(&path, &item("스타트랩, 시드 투자 유치", "2026-03-02"), Some(&me)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let r = app.post(&path, &item("스타트랩, 시리즈A 150억 유치", "2026-11-02"), Some(&me)).await;
    let profile: Value = r.json().await.unwrap();
    let titles: Vec<&str> = profile["news"].as_array().unwrap().iter().map(|n| n["title"].as_str().unwrap()).collect();
    assert_eq!(titles, ["스타트랩, 시리즈A 150억 유치", "스타트랩, 시드 투자 유치"], "latest published first");
    let fi12 = profile["checks"].as_array().unwrap().iter().find(|c| c["item"] == "FI12").unwrap();
    assert_eq!(fi12["status"], "pending");

    // A script address is refused (it would run from the profile's link), with the others.
    let bad = json!({ "title": " ", "url": "javascript:alert(document.cookie)", "publisher": "", "published_on": "2999-01-01" });
    let v = assert_problem(
        app.post(&path, &bad, Some(&me)).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation_failed",
        None,
    )
    .await;
    let fields: Vec<&str> = v["errors"].as_array().unwrap().iter().map(|e| e["field"].as_str().unwrap()).collect();
    assert_eq!(fields, ["title", "url", "publisher", "published_on"]);
    assert_eq!(app.count("SELECT count(*) FROM startup_news").await, 2);

    // Only the startup edits its news.
    assert_problem(
        app.post(&path, &item("x", "2026-01-01"), Some(&gp)).await,
        StatusCode::FORBIDDEN,
        "own_company_only",
        None,
    )
    .await;
    assert_problem(
        app.post(&path, &item("x", "2026-01-01"), Some(&other)).await,
        StatusCode::NOT_FOUND,
        "startup_not_found",
        None,
    )
    .await;

    let seen: Value = app.get(&format!("/api/v1/startups/{id}"), Some(&gp)).await.json().await.unwrap();
    let newest = seen["news"][0]["id"].as_i64().unwrap();
    assert_eq!(seen["news"][0]["url"], "https://techdaily.example.kr/a/1");
    let remove = |t: &str| app.client.delete(app.url(&format!("{path}/{newest}"))).bearer_auth(t.to_string()).send();
    assert_problem(remove(&gp).await.unwrap(), StatusCode::FORBIDDEN, "own_company_only", None).await;
    assert_eq!(remove(&me).await.unwrap().status(), StatusCode::OK);
    assert_problem(remove(&me).await.unwrap(), StatusCode::NOT_FOUND, "news_not_found", None).await;
    assert_eq!(app.count("SELECT count(*) FROM startup_news").await, 1);
}
