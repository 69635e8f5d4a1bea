//! The audit trail: every change recorded with who, what, when, before and after, in the
//! change's own transaction; a union's history; and a table nothing can rewrite.

use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, TestApp};

async fn history(app: &TestApp, t: &str, union: i64) -> Value {
    let r = app.get(&format!("/api/v1/unions/{union}/history?page_size=50"), Some(t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    r.json().await.unwrap()
}

fn edited(name: &str) -> Value {
    json!({
        "name": name, "fund_type": "2", "unit_price": 1_000_000, "unit_count": 100,
        "payment_method": "1", "recruitment_start_date": "2026-12-01", "recruitment_end_date": "2026-12-31"
    })
}

#[tokio::test(flavor = "multi_thread")]
async fn a_unions_history_lists_its_changes_and_its_applicants_newest_first() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let put = app.client.put(app.url(&format!("/api/v1/unions/{u}"))).bearer_auth(&t).json(&edited("새 이름 조합"));
    assert_eq!(put.send().await.unwrap().status(), StatusCode::OK);
    let r = app.post(&format!("/api/v1/unions/{u}/status"), &json!({ "status": "S" }), Some(&t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    let body = json!({ "name": "홍길동", "lp_type": "individual", "unit_count": 3, "phone": "010-1234-5678" });
    let a: Value = app.post(&format!("/api/v1/unions/{u}/applicants"), &body, Some(&t)).await.json().await.unwrap();

    let h = history(&app, &t, u).await;
    let rows: Vec<(String, String)> = h["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["entity"].as_str().unwrap().into(), e["action"].as_str().unwrap().into()))
        .collect();
    let expected = [("applicant", "created"), ("union", "status_changed"), ("union", "updated"), ("union", "created")];
    let expected: Vec<(String, String)> = expected.iter().map(|(e, a)| ((*e).into(), (*a).into())).collect();
    assert_eq!(rows, expected);
    assert_eq!(h["total_count"], 4);
    let newest = &h["items"][0];
    assert_eq!(newest["entity_id"], a["id"]);
    assert_eq!((newest["entity_label"].as_str(), newest["action_label"].as_str()), (Some("출자 신청"), Some("등록")));
    assert_eq!(newest["actor_name"], "김대표");
    assert_eq!(newest["after"]["unit_count"], 3);
    let edit = &h["items"][2];
    assert_eq!(edit["before"]["name"], "에이투자 조합");
    assert_eq!(edit["after"]["name"], "새 이름 조합");
    assert_eq!(h["items"][1]["after"]["status"], "S");

    // Another firm sees neither the union nor its history.
    app.new_firm("ceo@b.kr", "비투자", "2222222222").await;
    let b = app.token("ceo@b.kr").await;
    let r = app.get(&format!("/api/v1/unions/{u}/history"), Some(&b)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "union_not_found", None).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_change_that_rolls_back_leaves_no_audit_event() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    // The database refuses the union's update at commit, after the change wrote its event.
    app.sql(
        "CREATE FUNCTION refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS \
         $$ BEGIN RAISE EXCEPTION 'refused at commit'; END $$",
    )
    .await;
    app.sql(
        "CREATE CONSTRAINT TRIGGER refuse_at_commit AFTER UPDATE ON unions DEFERRABLE INITIALLY DEFERRED \
         FOR EACH ROW EXECUTE FUNCTION refuse_at_commit()",
    )
    .await;
    let put = app.client.put(app.url(&format!("/api/v1/unions/{u}"))).bearer_auth(&t).json(&edited("바뀌지 않을 이름"));
    assert_eq!(put.send().await.unwrap().status(), StatusCode::INTERNAL_SERVER_ERROR);
    assert_eq!(app.count("SELECT count(*) FROM audit_events WHERE action = 'updated'").await, 0);
    assert_eq!(app.count("SELECT count(*) FROM unions WHERE name = '바뀌지 않을 이름'").await, 0);
    assert_eq!(history(&app, &t, u).await["total_count"], 1, "only the creation");
}

#[tokio::test(flavor = "multi_thread")]
async fn recorded_events_cannot_be_changed_or_removed() {
    let app = spawn_app().await;
    app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let mut c = AsyncPgConnection::establish(&app.db_url).await.unwrap();
    for q in ["UPDATE audit_events SET action = 'x'", "DELETE FROM audit_events", "TRUNCATE audit_events"] {
        let e = diesel::sql_query(q).execute(&mut c).await.unwrap_err();
        assert!(e.to_string().contains("append-only"), "{q}: {e}");
    }
    assert_eq!(app.count("SELECT count(*) FROM audit_events WHERE action = 'created'").await, 1);
}
