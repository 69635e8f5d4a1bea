//! Messages between companies over HTTP: both companies read a message, nobody else; the
//! receiver's first reading marks it read, which the unread count (the navbar's badge) follows.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app};

#[tokio::test(flavor = "multi_thread")]
async fn a_message_is_read_by_its_two_companies_and_answered() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let b = app.new_firm("ceo@b.kr", "비스타트", "2222222222").await;
    let a_company: Value = app.get("/api/v1/me", Some(&app.token("ceo@a.kr").await)).await.json().await.unwrap();
    app.new_firm("ceo@c.kr", "씨투자", "3333333333").await;
    let (a, bt, c) = (app.token("ceo@a.kr").await, app.token("ceo@b.kr").await, app.token("ceo@c.kr").await);
    let b_id = b["company_id"].as_i64().unwrap();
    let a_id = a_company["company_id"].as_i64().unwrap();
    let send = |to: i64, reply: Option<i64>| json!({ "recipient_company_id": to, "title": "IR 자료 요청", "body": "자료를 부탁드립니다.\n감사합니다.", "reply_to": reply });

    let r = app.post("/api/v1/messages", &send(a_id, None), Some(&a)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["field"], "recipient_company_id", "not to one's own company");
    let r = app.post("/api/v1/messages", &send(999_999, None), Some(&a)).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(app.count("SELECT count(*) FROM messages").await, 0);

    let r = app.post("/api/v1/messages", &send(b_id, None), Some(&a)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let sent: Value = r.json().await.unwrap();
    assert_eq!((sent["sender_company_name"].as_str(), sent["read_at"].as_str()), (Some("에이투자"), None));
    let id = sent["id"].as_i64().unwrap();
    let unread = |t: String| {
        let app = &app;
        async move {
            app.get("/api/v1/messages/unread", Some(&t)).await.json::<Value>().await.unwrap()["unread_count"].clone()
        }
    };
    assert_eq!((unread(bt.clone()).await, unread(a.clone()).await), (json!(1), json!(0)));

    let path = format!("/api/v1/messages/{id}");
    assert_problem(app.get(&path, Some(&c)).await, StatusCode::NOT_FOUND, "message_not_found", None).await;
    let c_inbox: Value = app.get("/api/v1/messages", Some(&c)).await.json().await.unwrap();
    assert_eq!(c_inbox["total_count"], 0);
    let by_sender: Value = app.get(&path, Some(&a)).await.json().await.unwrap();
    assert_eq!(by_sender["read_at"], Value::Null, "the sender's reading is not the receiver's");
    let opened: Value = app.get(&path, Some(&bt)).await.json().await.unwrap();
    assert!(opened["read_at"].is_string());
    assert_eq!(unread(bt.clone()).await, json!(0));

    let inbox: Value = app.get("/api/v1/messages?folder=inbox", Some(&bt)).await.json().await.unwrap();
    let outbox: Value = app.get("/api/v1/messages?folder=sent", Some(&a)).await.json().await.unwrap();
    assert_eq!((inbox["items"][0]["id"].as_i64(), outbox["items"][0]["id"].as_i64()), (Some(id), Some(id)));
    assert_eq!(app.get("/api/v1/messages?folder=trash", Some(&a)).await.status(), StatusCode::BAD_REQUEST);

    // A reply answers a message received from the one it goes to.
    let r = app.post("/api/v1/messages", &send(b_id, Some(id)), Some(&a)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "message_not_found", None).await;
    let r = app.post("/api/v1/messages", &send(a_id, Some(id)), Some(&bt)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    assert_eq!(r.json::<Value>().await.unwrap()["reply_to"], id);
    assert_eq!(unread(a).await, json!(1));
}
