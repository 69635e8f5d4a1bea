//! A firm's opinions and interest companies: one opinion per firm and startup, sanitized,
//! never seen by another firm; bookmarks idempotent and per firm.

use reqwest::{Response, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, TestApp, PASSWORD};
use crate::startups::arrange;

async fn put(app: &TestApp, path: &str, body: Option<&Value>, t: &str) -> Response {
    let mut r = app.client.put(app.url(path)).bearer_auth(t);
    if let Some(b) = body {
        r = r.json(b);
    }
    r.send().await.unwrap()
}

async fn delete(app: &TestApp, path: &str, t: &str) -> Response {
    app.client.delete(app.url(path)).bearer_auth(t).send().await.unwrap()
}

async fn two_firms(app: &TestApp) -> (String, String) {
    app.new_firm("ceo@a.kr", "가투자", "1111111111").await;
    app.new_firm("ceo@b.kr", "나투자", "2222222222").await;
    (app.token("ceo@a.kr").await, app.token("ceo@b.kr").await)
}

#[tokio::test(flavor = "multi_thread")]
async fn a_firm_writes_one_opinion_edits_and_deletes_it() {
    let app = spawn_app().await;
    let ids = arrange(&app).await;
    let (a, _) = two_firms(&app).await;
    let path = format!("/api/v1/startups/{}/opinion", ids[0]);

    let none: Value = app.get(&path, Some(&a)).await.json().await.unwrap();
    assert_eq!(none, json!({"opinion": null}));
    let r = put(&app, &path, Some(&json!({"opinion": "<p>없는 의견</p>"})), &a).await;
    assert_problem(r, StatusCode::NOT_FOUND, "opinion_not_found", Some("작성한 의견이 없습니다.")).await;

    let r = app.post(&path, &json!({"opinion": "<p>첫 의견</p>"}), Some(&a)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let written: Value = r.json().await.unwrap();
    assert_eq!(
        (written["opinion"].as_str(), written["author_name"].as_str()),
        (Some("<p>첫 의견</p>"), Some("김대표"))
    );

    // The one-opinion rule: a second create is refused and changes nothing.
    let r = app.post(&path, &json!({"opinion": "<p>두 번째</p>"}), Some(&a)).await;
    assert_problem(r, StatusCode::CONFLICT, "opinion_exists", None).await;
    let r = put(&app, &path, Some(&json!({"opinion": "<p>고친 의견</p>"})), &a).await;
    assert_eq!(r.status(), StatusCode::OK);
    let shown: Value = app.get(&path, Some(&a)).await.json().await.unwrap();
    assert_eq!(shown["opinion"]["opinion"], "<p>고친 의견</p>");
    assert_eq!(app.count("SELECT count(*) FROM startup_opinions").await, 1);

    // A blank opinion is refused with the field named, and the saved one stays.
    let r = put(&app, &path, Some(&json!({"opinion": "<p> </p>"})), &a).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["field"], "opinion");
    assert_eq!(v["errors"][0]["message"], "의견을 입력해 주세요.");
    let shown: Value = app.get(&path, Some(&a)).await.json().await.unwrap();
    assert_eq!(shown["opinion"]["opinion"], "<p>고친 의견</p>");

    assert_eq!(delete(&app, &path, &a).await.status(), StatusCode::NO_CONTENT);
    assert_problem(delete(&app, &path, &a).await, StatusCode::NOT_FOUND, "opinion_not_found", None).await;
    let r = app.post("/api/v1/startups/987654/opinion", &json!({"opinion": "<p>x</p>"}), Some(&a)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "startup_not_found", None).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn scripts_handlers_and_javascript_links_never_reach_storage() {
    let app = spawn_app().await;
    let ids = arrange(&app).await;
    let (a, _) = two_firms(&app).await;
    let path = format!("/api/v1/startups/{}/opinion", ids[1]);
    let raw = r#"<h3 onclick="steal()">검토</h3><script>alert(document.cookie)</script><p style="color: red; position: fixed">팀이 강합니다</p><a href="javascript:alert(1)">링크</a><img src="https://johap.kr/x.png" onerror="alert(1)"><img src="http://tracker.example/pixel.gif"><img src="/api/v1/portfolio-images/kept.png">"#;
    let r = app.post(&path, &json!({ "opinion": raw }), Some(&a)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let stored = app.count("SELECT length(body)::bigint FROM startup_opinions").await;
    assert!(stored > 0);
    // No picture from outside the product's store (a tracking pixel against the firm's readers).
    for bad in ["script", "onclick", "onerror", "javascript", "position", "alert", "johap.kr", "tracker"] {
        let n = app.count(&format!("SELECT count(*) FROM startup_opinions WHERE body LIKE '%{bad}%'")).await;
        assert_eq!(n, 0, "{bad} was stored");
    }
    let v: Value = app.get(&path, Some(&a)).await.json().await.unwrap();
    let html = v["opinion"]["opinion"].as_str().unwrap();
    assert!(html.contains("<h3>검토</h3>") && html.contains("color:red") && html.contains("팀이 강합니다"), "{html}");
    assert!(html.contains(r#"<img src="/api/v1/portfolio-images/kept.png">"#), "{html}");
}

#[tokio::test(flavor = "multi_thread")]
async fn another_firm_never_sees_or_touches_a_firms_opinion_or_bookmarks() {
    let app = spawn_app().await;
    let ids = arrange(&app).await;
    let (a, b) = two_firms(&app).await;
    let opinion = format!("/api/v1/startups/{}/opinion", ids[0]);
    let bookmark = format!("/api/v1/startups/{}/bookmark", ids[0]);
    assert_eq!(
        app.post(&opinion, &json!({"opinion": "<p>가의 의견</p>"}), Some(&a)).await.status(),
        StatusCode::CREATED
    );
    assert_eq!(put(&app, &bookmark, None, &a).await.status(), StatusCode::NO_CONTENT);

    let seen: Value = app.get(&opinion, Some(&b)).await.json().await.unwrap();
    assert_eq!(seen, json!({"opinion": null}));
    let r = put(&app, &opinion, Some(&json!({"opinion": "<p>덮어쓰기</p>"})), &b).await;
    assert_problem(r, StatusCode::NOT_FOUND, "opinion_not_found", None).await;
    assert_problem(delete(&app, &opinion, &b).await, StatusCode::NOT_FOUND, "opinion_not_found", None).await;
    let seen: Value = app.get(&bookmark, Some(&b)).await.json().await.unwrap();
    assert_eq!(seen, json!({"bookmarked": false}));
    assert_eq!(delete(&app, &bookmark, &b).await.status(), StatusCode::NO_CONTENT);
    let list: Value = app.get("/api/v1/interest-companies", Some(&b)).await.json().await.unwrap();
    assert_eq!(list["total_count"], 0);

    // B writes its own opinion: each firm reads only its own.
    assert_eq!(
        app.post(&opinion, &json!({"opinion": "<p>나의 의견</p>"}), Some(&b)).await.status(),
        StatusCode::CREATED
    );
    let mine: Value = app.get(&opinion, Some(&a)).await.json().await.unwrap();
    assert_eq!(mine["opinion"]["opinion"], "<p>가의 의견</p>");
    let seen: Value = app.get(&bookmark, Some(&a)).await.json().await.unwrap();
    assert_eq!(seen, json!({"bookmarked": true}));
}

#[tokio::test(flavor = "multi_thread")]
async fn bookmarks_are_idempotent_and_listed_latest_first() {
    let app = spawn_app().await;
    let ids = arrange(&app).await;
    let (a, _) = two_firms(&app).await;
    for id in [ids[2], ids[0], ids[0]] {
        let r = put(&app, &format!("/api/v1/startups/{id}/bookmark"), None, &a).await;
        assert_eq!(r.status(), StatusCode::NO_CONTENT);
    }
    assert_eq!(app.count("SELECT count(*) FROM startup_bookmarks").await, 2);
    let list: Value = app.get("/api/v1/interest-companies", Some(&a)).await.json().await.unwrap();
    let names: Vec<&str> = list["items"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["알파로보", "감마게임"]);
    for _ in 0..2 {
        let r = delete(&app, &format!("/api/v1/startups/{}/bookmark", ids[0]), &a).await;
        assert_eq!(r.status(), StatusCode::NO_CONTENT);
    }
    let list: Value = app.get("/api/v1/interest-companies", Some(&a)).await.json().await.unwrap();
    assert_eq!(list["total_count"], 1);
    let r = put(&app, "/api/v1/startups/987654/bookmark", None, &a).await;
    assert_problem(r, StatusCode::NOT_FOUND, "startup_not_found", None).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn startups_keep_no_opinions_or_bookmarks() {
    let app = spawn_app().await;
    let ids = arrange(&app).await;
    let body = json!({
        "user_type": "startup", "email": "ceo@start.kr", "password": PASSWORD, "name": "최창업",
        "phone": "010-4567-8901", "form_type": "enterprise", "investor_type": null,
        "agree_terms": true, "agree_privacy": true, "existing_company_id": null,
        "new_company": { "name": "스타트업원", "business_number": "3333333333", "ceo_name": "최창업" }
    });
    assert_eq!(app.join(&body).await.status(), StatusCode::CREATED);
    let t = app.token("ceo@start.kr").await;
    let r = app.post(&format!("/api/v1/startups/{}/opinion", ids[0]), &json!({"opinion": "<p>x</p>"}), Some(&t)).await;
    assert_problem(r, StatusCode::FORBIDDEN, "investor_only", Some("투자사 회원만 이용할 수 있습니다.")).await;
    let r = app.get("/api/v1/interest-companies", Some(&t)).await;
    assert_problem(r, StatusCode::FORBIDDEN, "investor_only", None).await;
    assert_eq!(app.count("SELECT count(*) FROM startup_opinions").await, 0);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_saved_search_reopens_for_its_firm_only() {
    let app = spawn_app().await;
    arrange(&app).await;
    let (a, b) = two_firms(&app).await;
    let filters =
        json!({ "q": "로보", "industries": ["ict_service", "electric_machinery"], "regions": ["SD09"], "tips": true });
    let r = app.post("/api/v1/startup-searches", &filters, Some(&a)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let saved: Value = r.json().await.unwrap();
    let id = saved["id"].as_i64().unwrap();

    let back: Value = app.get(&format!("/api/v1/startup-searches/{id}"), Some(&a)).await.json().await.unwrap();
    let saved = &back["filters"];
    assert_eq!((saved["q"].as_str(), saved["tips"].as_bool()), (Some("로보"), Some(true)));
    assert_eq!(saved["industries"], json!(["ict_service", "electric_machinery"]));
    assert_eq!(saved["regions"], json!(["SD09"]));
    // The saved filters run as the search they were: 델타로보틱스 only.
    let q = "q=로보&industries=ict_service,electric_machinery&regions=SD09&tips=true";
    let found: Value = app.get(&format!("/api/v1/startups?{q}"), Some(&a)).await.json().await.unwrap();
    assert_eq!(found["items"][0]["name"], "델타로보틱스");

    let r = app.get(&format!("/api/v1/startup-searches/{id}"), Some(&b)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "saved_search_not_found", Some("저장된 검색을 찾을 수 없습니다.")).await;
    // Wrong filters are never saved.
    let r = app.post("/api/v1/startup-searches", &json!({ "regions": ["SD99"] }), Some(&a)).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(app.count("SELECT count(*) FROM startup_saved_searches").await, 1);
}
