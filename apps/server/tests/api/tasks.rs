//! The firm's tasks over HTTP: written by hand, assigned, moved and commented; raised by the
//! product when documents wait, payments are late or data requests are overdue, and closed by
//! it when that clears. Another firm sees none of it.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, staff_body, TestApp};

async fn list(app: &TestApp, t: &str, view: &str) -> Value {
    let r = app.get(&format!("/api/v1/tasks?view={view}"), Some(t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    r.json().await.unwrap()
}

fn titles(page: &Value) -> Vec<String> {
    page["items"].as_array().unwrap().iter().map(|t| t["title"].as_str().unwrap().to_string()).collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn members_write_assign_move_and_comment_on_tasks_of_their_own_firm() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let company = app.count("SELECT company_id FROM users WHERE email = 'ceo@a.kr'").await;
    let joined: Value = app.join(&staff_body("staff@a.kr", company, "investor")).await.json().await.unwrap();
    let staff_id = joined["user_id"].as_i64().unwrap();
    let (tb, ub) = app.firm_with_union("ceo@b.kr", "비투자", "2222222222").await;

    // A pending member is not yet someone to assign work to; another firm's union is unknown.
    let body = json!({ "title": "결성총회 자료 준비", "union_id": u, "due_on": "2026-12-10", "assignee_id": staff_id });
    let r = app.post("/api/v1/tasks", &body, Some(&t)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["field"], "assignee_id");
    let foreign = json!({ "title": "남의 조합", "union_id": ub });
    assert_problem(app.post("/api/v1/tasks", &foreign, Some(&t)).await, StatusCode::NOT_FOUND, "union_not_found", None)
        .await;
    let r = app.post("/api/v1/tasks", &json!({ "title": " ", "description": "가".repeat(2001) }), Some(&t)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"].as_array().unwrap().len(), 2);
    assert_eq!(app.count("SELECT count(*) FROM tasks").await, 0, "refusals change nothing");

    app.post(&format!("/api/v1/company/members/{staff_id}/approve"), &json!({}), Some(&t)).await;
    let staff = app.token("staff@a.kr").await;
    // A double click sends the same key: one task.
    let send = || {
        app.client.post(app.url("/api/v1/tasks")).bearer_auth(&t).header("Idempotency-Key", "task-1").json(&body).send()
    };
    let first = send().await.unwrap();
    assert_eq!(first.status(), StatusCode::CREATED);
    let created: Value = first.json().await.unwrap();
    assert_eq!(send().await.unwrap().json::<Value>().await.unwrap()["id"], created["id"]);
    assert_eq!(app.count("SELECT count(*) FROM tasks").await, 1);
    assert_eq!((created["status"].as_str(), created["assignee"]["name"].as_str()), (Some("todo"), Some("이직원")));
    assert_eq!(created["union_name"], "에이투자 조합");
    let id = created["id"].as_i64().unwrap();

    let mine = list(&app, &staff, "mine").await;
    assert_eq!(titles(&mine), ["결성총회 자료 준비"]);
    assert_eq!(mine["counts"], json!({ "open": 1, "mine": 1, "overdue": 0, "done": 0 }));
    assert_eq!(list(&app, &t, "mine").await["total_count"], 0, "the CEO has none of their own");

    let mut edit = body.clone();
    edit["status"] = json!("done");
    edit["due_on"] = json!("2026-01-05");
    let done: Value =
        app.call(Method::PUT, &format!("/api/v1/tasks/{id}"), Some(&edit), &staff).await.json().await.unwrap();
    assert_eq!((done["status_label"].as_str(), done["overdue"].as_bool()), (Some("완료"), Some(false)));
    assert!(done["completed_at"].is_string());
    edit["status"] = json!("in_progress");
    let reopened: Value =
        app.call(Method::PUT, &format!("/api/v1/tasks/{id}"), Some(&edit), &staff).await.json().await.unwrap();
    assert_eq!((reopened["overdue"].as_bool(), reopened["completed_at"].is_null()), (Some(true), true));
    assert_eq!(list(&app, &t, "overdue").await["total_count"], 1);

    let r = app
        .post(&format!("/api/v1/tasks/{id}/comments"), &json!({ "body": " 자료 초안 올렸습니다. " }), Some(&staff))
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let detail: Value = app.get(&format!("/api/v1/tasks/{id}"), Some(&t)).await.json().await.unwrap();
    assert_eq!(detail["comments"][0]["body"], "자료 초안 올렸습니다.");
    assert_eq!(detail["comments"][0]["author"]["name"], "이직원");
    assert_eq!(detail["task"]["comment_count"], 1);

    // Another firm: nothing to see, change or comment on.
    assert_problem(
        app.get(&format!("/api/v1/tasks/{id}"), Some(&tb)).await,
        StatusCode::NOT_FOUND,
        "task_not_found",
        None,
    )
    .await;
    let r = app.call(Method::PUT, &format!("/api/v1/tasks/{id}"), Some(&json!({ "title": "탈취" })), &tb).await;
    assert_problem(r, StatusCode::NOT_FOUND, "task_not_found", None).await;
    let r = app.post(&format!("/api/v1/tasks/{id}/comments"), &json!({ "body": "x" }), Some(&tb)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "task_not_found", None).await;
    assert_problem(
        app.call(Method::DELETE, &format!("/api/v1/tasks/{id}"), None, &tb).await,
        StatusCode::NOT_FOUND,
        "task_not_found",
        None,
    )
    .await;
    assert_eq!(list(&app, &tb, "all").await["total_count"], 0);

    assert_eq!(
        app.call(Method::DELETE, &format!("/api/v1/tasks/{id}"), None, &staff).await.status(),
        StatusCode::NO_CONTENT
    );
    assert_eq!(app.count("SELECT count(*) FROM task_comments").await, 0, "its comments go with it");
    let r = app.get("/api/v1/tasks?view=later", Some(&t)).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    let r = app.get(&format!("/api/v1/tasks?q={}", "가".repeat(101)), Some(&t)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["field"], "q");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_product_raises_tasks_follows_their_count_and_closes_them_when_done() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    for (name, units) in [("홍길동", 3), ("김영희", 5), ("박철수", 2)] {
        let body = json!({ "name": name, "lp_type": "individual", "unit_count": units });
        assert_eq!(
            app.post(&format!("/api/v1/unions/{u}/applicants"), &body, Some(&t)).await.status(),
            StatusCode::CREATED
        );
    }
    app.sql("UPDATE applicants SET status = 'S' WHERE name IN ('홍길동', '김영희')").await;
    let open = list(&app, &t, "open").await;
    assert_eq!(titles(&open), ["에이투자 조합 제출 서류 검토 (2건)"]);
    let task = &open["items"][0];
    assert_eq!((task["auto_kind"].as_str(), task["auto_ref"].as_i64()), (Some("documents_to_review"), Some(u)));
    assert!(task["created_by"].is_null());
    let id = task["id"].as_i64().unwrap();
    assert_eq!(list(&app, &t, "open").await["total_count"], 1, "listing again raises nothing new");

    let r = app.call(Method::DELETE, &format!("/api/v1/tasks/{id}"), None, &t).await;
    assert_problem(r, StatusCode::CONFLICT, "task_automatic", None).await;
    let rename = json!({ "title": "내 맘대로", "union_id": u, "status": "in_progress" });
    let r = app.call(Method::PUT, &format!("/api/v1/tasks/{id}"), Some(&rename), &t).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    let keep = json!({ "title": task["title"], "union_id": u, "status": "in_progress", "due_on": "2026-12-20" });
    assert_eq!(app.call(Method::PUT, &format!("/api/v1/tasks/{id}"), Some(&keep), &t).await.status(), StatusCode::OK);

    // A third applicant submits: the count follows and the GP's status stays.
    app.sql("UPDATE applicants SET status = 'S' WHERE name = '박철수'").await;
    let open = list(&app, &t, "open").await;
    assert_eq!(titles(&open), ["에이투자 조합 제출 서류 검토 (3건)"]);
    assert_eq!(open["items"][0]["status"], "in_progress");

    // Recruitment ended (the union names no due date) with the lump sums unpaid: a second task,
    // due when recruitment ended, counting the members the 출자금 tab shows late.
    app.sql(&format!(
        "UPDATE unions SET recruitment_start_date = '2026-01-01', recruitment_end_date = '2026-01-31' WHERE id = {u}"
    ))
    .await;
    let open = list(&app, &t, "open").await;
    assert!(titles(&open).contains(&"에이투자 조합 납입 기한 경과 (3명 연체)".to_string()), "{:?}", titles(&open));
    assert_eq!(open["counts"]["overdue"], 1, "the payments task is past its date");
    let book: Value = app.get(&format!("/api/v1/unions/{u}/capital"), Some(&t)).await.json().await.unwrap();
    assert_eq!(book["late_members"], 3, "the tab says the same");
    let payments_task =
        open["items"].as_array().unwrap().iter().find(|x| x["auto_kind"] == "payments_overdue").unwrap().clone();
    assert_eq!(payments_task["due_on"], "2026-01-31");

    // A late data request with one startup yet to answer.
    app.sql("INSERT INTO companies (kind, name, business_number, ceo_name) VALUES ('startup', '루미나랩스', '7770000001', '최대표')")
        .await;
    app.sql(
        "INSERT INTO startup_profiles (company_id, industry, issued_shares) \
         SELECT id, 'ict_service', 10000 FROM companies WHERE name = '루미나랩스'",
    )
    .await;
    app.sql(
        "INSERT INTO data_requests (company_id, title, message, items, period_year, period_quarter, document_kinds, due_on, created_at) \
         SELECT company_id, '3분기 실적', '', ARRAY['sales'], 2026, 3, ARRAY[]::text[], '2026-10-31', now() FROM unions LIMIT 1",
    )
    .await;
    app.sql(
        "INSERT INTO data_request_targets (request_id, startup_id, email, link_hash, link_expires_at) \
         SELECT r.id, c.id, 'ceo@lumina.kr', '\\x01', now() + interval '7 days' \
         FROM data_requests r, companies c WHERE c.name = '루미나랩스'",
    )
    .await;
    let open = list(&app, &t, "open").await;
    assert!(
        titles(&open).contains(&"자료 요청 '3분기 실적' 기한 경과 (1곳 미제출)".to_string()),
        "{:?}",
        titles(&open)
    );

    // Everything is paid and answered: the product closes its tasks itself.
    app.sql(
        "INSERT INTO capital_payments (company_id, union_id, applicant_id, paid_on, amount) \
         SELECT company_id, union_id, id, '2026-01-20', amount FROM applicants",
    )
    .await;
    app.sql("UPDATE applicants SET status = 'P'").await;
    app.sql("UPDATE data_request_targets SET answered_at = now()").await;
    let after = list(&app, &t, "open").await;
    assert_eq!(after["total_count"], 0, "{:?}", titles(&after));
    let done = list(&app, &t, "done").await;
    assert_eq!(done["total_count"], 3);
    assert!(done["items"].as_array().unwrap().iter().all(|x| x["completed_at"].is_string()));
    let other = app.firm_with_union("ceo@b.kr", "비투자", "2222222222").await.0;
    assert_eq!(list(&app, &other, "all").await["total_count"], 0, "another firm's tasks are its own");
}
