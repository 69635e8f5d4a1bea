//! Notices, FAQ and 1:1 inquiries over HTTP: anyone reads notices and FAQ, only operator staff
//! write them and answer inquiries, and an inquiry and its files are its author's alone.

use reqwest::multipart::{Form, Part};
use reqwest::{Method, Response, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, staff_body, TestApp};

const PDF: &[u8] = b"%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n";

/// An operator account (the platform's firm) and its token.
async fn operator(app: &TestApp) -> String {
    app.new_firm("op@johap.test", "조합 운영팀", "9999999999").await;
    app.sql("UPDATE users SET is_operator = true WHERE email = 'op@johap.test'").await;
    app.token("op@johap.test").await
}

async fn attach(app: &TestApp, t: &str, inquiry: i64, name: &str, bytes: &[u8]) -> Response {
    let form = Form::new().part("file", Part::bytes(bytes.to_vec()).file_name(name.to_string()));
    app.client
        .post(app.url(&format!("/api/v1/inquiries/{inquiry}/files")))
        .bearer_auth(t)
        .multipart(form)
        .send()
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread")]
async fn operators_publish_notices_that_anyone_reads_with_previous_and_next() {
    let app = spawn_app().await;
    let op = operator(&app).await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let member = app.token("ceo@a.kr").await;
    let notice = |title: &str, pinned: bool| json!({ "title": title, "body": "첫 줄\n둘째 줄", "pinned": pinned });

    let r = app.post("/api/v1/operator/notices", &notice("가로채기", false), Some(&member)).await;
    assert_problem(r, StatusCode::FORBIDDEN, "operator_only", None).await;
    let r = app.post("/api/v1/operator/notices", &json!({ "title": " ", "body": " " }), Some(&op)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"].as_array().unwrap().len(), 2);
    assert_eq!(app.count("SELECT count(*) FROM notices").await, 0);

    let mut ids = Vec::new();
    for (title, pinned) in [("첫 공지", false), ("점검 안내", true), ("새 기능", false)] {
        let r = app.post("/api/v1/operator/notices", &notice(title, pinned), Some(&op)).await;
        assert_eq!(r.status(), StatusCode::CREATED);
        ids.push(r.json::<Value>().await.unwrap()["id"].as_i64().unwrap());
    }
    let list: Value = app.get("/api/v1/notices", None).await.json().await.unwrap();
    let titles: Vec<&str> = list["items"].as_array().unwrap().iter().map(|n| n["title"].as_str().unwrap()).collect();
    assert_eq!(titles, ["점검 안내", "새 기능", "첫 공지"], "pinned first, then newest, no login needed");
    let found: Value = app.get("/api/v1/notices?q=%EC%83%88", None).await.json().await.unwrap();
    assert_eq!(found["total_count"], 1);

    let middle: Value = app.get(&format!("/api/v1/notices/{}", ids[1]), None).await.json().await.unwrap();
    assert_eq!(middle["body"], "첫 줄\n둘째 줄");
    assert_eq!((middle["previous"]["id"].as_i64(), middle["next"]["id"].as_i64()), (Some(ids[0]), Some(ids[2])));
    let oldest: Value = app.get(&format!("/api/v1/notices/{}", ids[0]), None).await.json().await.unwrap();
    assert_eq!(oldest["previous"], Value::Null);

    let path = format!("/api/v1/operator/notices/{}", ids[2]);
    let r = app.call(Method::PUT, &path, Some(&notice("새 기능 (수정)", false)), &op).await;
    assert_eq!(r.json::<Value>().await.unwrap()["title"], "새 기능 (수정)");
    assert_eq!(app.call(Method::DELETE, &path, None, &member).await.status(), StatusCode::FORBIDDEN);
    assert_eq!(app.call(Method::DELETE, &path, None, &op).await.status(), StatusCode::NO_CONTENT);
    let r = app.get(&format!("/api/v1/notices/{}", ids[2]), None).await;
    assert_problem(r, StatusCode::NOT_FOUND, "notice_not_found", None).await;
    let r = app.call(Method::PUT, &path, Some(&notice("없음", false)), &op).await;
    assert_problem(r, StatusCode::NOT_FOUND, "notice_not_found", None).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn the_faq_is_read_by_category_and_search_and_written_by_operators() {
    let app = spawn_app().await;
    let op = operator(&app).await;
    let faq = |category: &str, q: &str, order: i32| json!({ "category": category, "question": q, "answer": "답변입니다.", "sort_order": order });
    let r = app.post("/api/v1/operator/faqs", &faq("nope", "질문", 0), Some(&op)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["field"], "category");
    for (category, q, order) in
        [("union", "조합원은 몇 명까지?", 2), ("union", "출자 단위는?", 1), ("account", "비밀번호 변경", 0)]
    {
        assert_eq!(
            app.post("/api/v1/operator/faqs", &faq(category, q, order), Some(&op)).await.status(),
            StatusCode::CREATED
        );
    }
    let all: Value = app.get("/api/v1/faqs", None).await.json().await.unwrap();
    let questions: Vec<&str> =
        all["items"].as_array().unwrap().iter().map(|f| f["question"].as_str().unwrap()).collect();
    assert_eq!(questions, ["비밀번호 변경", "출자 단위는?", "조합원은 몇 명까지?"]);
    let union: Value = app.get("/api/v1/faqs?category=union", None).await.json().await.unwrap();
    assert_eq!(union["items"].as_array().unwrap().len(), 2);
    let searched: Value =
        app.get("/api/v1/faqs?q=%EB%B9%84%EB%B0%80%EB%B2%88%ED%98%B8", None).await.json().await.unwrap();
    assert_eq!(searched["items"].as_array().unwrap().len(), 1);
    assert_eq!(app.get("/api/v1/faqs?category=nope", None).await.status(), StatusCode::BAD_REQUEST);

    let id = all["items"][0]["id"].as_i64().unwrap();
    let path = format!("/api/v1/operator/faqs/{id}");
    let r = app.call(Method::PUT, &path, Some(&faq("payment", "결제 수단은?", 0)), &op).await;
    assert_eq!(r.json::<Value>().await.unwrap()["category"], "payment");
    assert_eq!(app.call(Method::DELETE, &path, None, &op).await.status(), StatusCode::NO_CONTENT);
    assert_problem(app.call(Method::DELETE, &path, None, &op).await, StatusCode::NOT_FOUND, "faq_not_found", None)
        .await;
}

#[tokio::test(flavor = "multi_thread")]
async fn an_inquiry_and_its_files_are_its_authors_until_an_operator_answers() {
    let app = spawn_app().await;
    let op = operator(&app).await;
    let made = app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let company = made["company_id"].as_i64().unwrap();
    let author = app.token("ceo@a.kr").await;
    let joined: Value = app.join(&staff_body("staff@a.kr", company, "investor")).await.json().await.unwrap();
    let approve = format!("/api/v1/company/members/{}/approve", joined["user_id"]);
    assert_eq!(app.post(&approve, &json!({}), Some(&author)).await.status(), StatusCode::OK);
    let colleague = app.token("staff@a.kr").await;
    app.new_firm("ceo@b.kr", "비투자", "2222222222").await;
    let stranger = app.token("ceo@b.kr").await;

    let r = app.post("/api/v1/inquiries", &json!({ "category": "x", "title": " ", "body": "" }), Some(&author)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"].as_array().unwrap().len(), 3);
    let body = json!({ "category": "union", "title": "명부 문의", "body": "조합원 명부를 PDF로 받을 수 있나요?" });
    let r = app.post("/api/v1/inquiries", &body, Some(&author)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let inquiry: Value = r.json().await.unwrap();
    assert_eq!(inquiry["status"], "waiting");
    let id = inquiry["id"].as_i64().unwrap();

    let r = attach(&app, &author, id, "화면.pdf", PDF).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let file_id = r.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let r = attach(&app, &author, id, "script.exe", b"MZ\x90\x00not a document").await;
    assert_problem(r, StatusCode::UNSUPPORTED_MEDIA_TYPE, "file_type_not_allowed", None).await;
    let file_path = format!("/api/v1/inquiries/{id}/files/{file_id}");
    let r = app.get(&file_path, Some(&author)).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.bytes().await.unwrap().as_ref(), PDF);

    for t in [&colleague, &stranger] {
        let r = app.get(&format!("/api/v1/inquiries/{id}"), Some(t)).await;
        assert_problem(r, StatusCode::NOT_FOUND, "inquiry_not_found", None).await;
        assert_eq!(app.get(&file_path, Some(t)).await.status(), StatusCode::NOT_FOUND);
        assert_problem(attach(&app, t, id, "a.pdf", PDF).await, StatusCode::NOT_FOUND, "inquiry_not_found", None).await;
        let mine: Value = app.get("/api/v1/inquiries", Some(t)).await.json().await.unwrap();
        assert_eq!(mine["total_count"], 0);
    }
    assert_eq!(app.get("/api/v1/operator/inquiries", Some(&colleague)).await.status(), StatusCode::FORBIDDEN);
    let answer = json!({ "answer": "정보 탭의 '조합원 명부'에서 받을 수 있습니다." });
    let r = app.call(Method::PUT, &format!("/api/v1/operator/inquiries/{id}/answer"), Some(&answer), &author).await;
    assert_problem(r, StatusCode::FORBIDDEN, "operator_only", None).await;

    let waiting: Value = app.get("/api/v1/operator/inquiries?status=waiting", Some(&op)).await.json().await.unwrap();
    assert_eq!(
        (waiting["total_count"].as_i64(), waiting["items"][0]["company_name"].as_str()),
        (Some(1), Some("에이투자"))
    );
    assert_eq!(app.get(&file_path, Some(&op)).await.status(), StatusCode::OK, "operators read the files");
    let r = app.call(Method::PUT, &format!("/api/v1/operator/inquiries/{id}/answer"), Some(&answer), &op).await;
    assert_eq!(r.status(), StatusCode::OK);
    let mine: Value = app.get(&format!("/api/v1/inquiries/{id}"), Some(&author)).await.json().await.unwrap();
    assert_eq!((mine["status"].as_str(), mine["answer"].as_str()), (Some("answered"), answer["answer"].as_str()));
    assert_eq!(mine["files"].as_array().unwrap().len(), 1);
    let r = attach(&app, &author, id, "늦은.pdf", PDF).await;
    assert_problem(r, StatusCode::CONFLICT, "inquiry_answered", None).await;
    let r = app.call(Method::PUT, "/api/v1/operator/inquiries/999999/answer", Some(&answer), &op).await;
    assert_problem(r, StatusCode::NOT_FOUND, "inquiry_not_found", None).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn an_inquiry_takes_five_files_at_most() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let t = app.token("ceo@a.kr").await;
    let body = json!({ "category": "other", "title": "첨부", "body": "파일 여러 개" });
    let id =
        app.post("/api/v1/inquiries", &body, Some(&t)).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    for n in 0..5 {
        assert_eq!(attach(&app, &t, id, &format!("{n}.pdf"), PDF).await.status(), StatusCode::CREATED);
    }
    assert_problem(attach(&app, &t, id, "6.pdf", PDF).await, StatusCode::CONFLICT, "inquiry_files_full", None).await;
    assert_eq!(app.count("SELECT count(*) FROM inquiry_files").await, 5);
    assert_eq!(app.count("SELECT count(*) FROM pending_objects").await, 0, "the refused file's bytes are gone");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_notice_sent_twice_with_one_key_is_published_once() {
    let app = spawn_app().await;
    let op = operator(&app).await;
    let body = json!({ "title": "점검 안내", "body": "새벽 2시에 점검합니다." });
    let send = || {
        app.client
            .post(app.url("/api/v1/operator/notices"))
            .bearer_auth(&op)
            .header("Idempotency-Key", "notice-1")
            .json(&body)
            .send()
    };
    let (first, second) = (send().await.unwrap(), send().await.unwrap());
    assert_eq!((first.status(), second.status()), (StatusCode::CREATED, StatusCode::CREATED));
    assert_eq!(second.headers()["Idempotent-Replayed"], "true");
    assert_eq!(app.count("SELECT count(*) FROM notices").await, 1);
}
