//! The firm at a glance over HTTP: unions by status, the raising of the unions not formed,
//! applicants and money, the latest mails and what waits, each holding only the firm's own.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{spawn_app, TestApp};

async fn applicant(app: &TestApp, t: &str, union: i64, name: &str, units: i64) -> i64 {
    let body = json!({ "name": name, "lp_type": "individual", "unit_count": units, "phone": "01023456789",
        "email": format!("{units}@lp.kr") });
    let r = app.post(&format!("/api/v1/unions/{union}/applicants"), &body, Some(t)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    r.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

async fn send_mail(app: &TestApp, t: &str, union: i64, applicants: &[i64]) {
    let r = app
        .client
        .post(app.url(&format!("/api/v1/unions/{union}/mailings")))
        .bearer_auth(t)
        .header("Idempotency-Key", format!("dash-{union}"))
        .json(&json!({ "kind": "I", "applicant_ids": applicants }))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::ACCEPTED);
}

async fn overview(app: &TestApp, t: &str) -> Value {
    let r = app.get("/api/v1/dashboard/overview", Some(t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    r.json().await.unwrap()
}

fn pairs<'a>(v: &'a Value, key: &str, field: &str) -> Vec<(&'a str, i64)> {
    v[key].as_array().unwrap().iter().map(|s| (s["status"].as_str().unwrap(), s[field].as_i64().unwrap())).collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn the_overview_sums_the_firms_own_unions_applicants_mails_and_waiting_work() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let hong = applicant(&app, &t, u, "홍길동", 3).await;
    applicant(&app, &t, u, "김영희", 5).await;
    let park = applicant(&app, &t, u, "박철수", 2).await;
    app.sql(&format!("UPDATE applicants SET status = 'P' WHERE id = {hong}")).await;
    app.sql(&format!("UPDATE applicants SET status = 'S' WHERE id = {park}")).await;
    // A second union, formed, and a third, deleted: the deleted one counts nowhere.
    for (name, status, deleted) in [("결성조합", "E", "NULL"), ("지운조합", "R", "now()")] {
        app.sql(&format!(
            "INSERT INTO unions (company_id, name, fund_type, unit_price, unit_count, payment_method, \
               recruitment_start_date, recruitment_end_date, status, deleted_at) \
             SELECT company_id, '{name}', '2', 1000000, 10, payment_method, recruitment_start_date, \
               recruitment_end_date, '{status}', {deleted} FROM unions WHERE id = {u}"
        ))
        .await;
    }
    send_mail(&app, &t, u, &[hong, park]).await;
    // Another firm, with money and mail of its own.
    let (tb, ub) = app.firm_with_union("ceo@b.kr", "비투자", "2222222222").await;
    let other = applicant(&app, &tb, ub, "남의조합원", 7).await;
    send_mail(&app, &tb, ub, &[other]).await;

    let v = overview(&app, &t).await;
    assert_eq!(
        pairs(&v, "unions_by_status", "count"),
        [("R", 1), ("S", 0), ("C", 0), ("F", 0), ("A", 0), ("E", 1)],
        "every status in order, the deleted union left out"
    );
    assert_eq!(v["unions_by_status"][0]["label"], "모집중");
    assert_eq!(v["open_union_count"], 1);
    let open = &v["open_unions"][0];
    assert_eq!((open["union_id"].as_i64(), open["name"].as_str()), (Some(u), Some("에이투자 조합")));
    assert_eq!(open["target_amount"], 100_000_000);
    assert_eq!(open["applied_amount"], 10_000_000, "3 + 5 + 2 units of 1,000,000 won");
    assert_eq!(open["paid_amount"], 3_000_000);
    assert_eq!(open["applicant_count"], 3);
    assert_eq!(open["progress"], 0.1);
    assert_eq!(pairs(&v, "applicant_stages", "count"), [("R", 1), ("C", 0), ("S", 1), ("P", 1), ("F", 0)]);
    assert_eq!(v["applicant_stages"][2]["amount"], 2_000_000);
    assert_eq!((v["applied_amount"].as_i64(), v["paid_amount"].as_i64()), (Some(10_000_000), Some(3_000_000)));
    assert_eq!(v["unpaid_amount"], 7_000_000);

    let mails = v["recent_mailings"].as_array().unwrap();
    assert_eq!(mails.len(), 1, "the other firm's mailing is not here");
    assert_eq!(
        (mails[0]["union_name"].as_str(), mails[0]["kind_label"].as_str()),
        (Some("에이투자 조합"), Some("모집 안내"))
    );
    assert_eq!(mails[0]["recipient_count"], 2);
    assert_eq!(mails[0]["queued"].as_i64().unwrap() + mails[0]["sent"].as_i64().unwrap(), 2);

    let waiting = v["attention"].as_array().unwrap();
    let review = waiting.iter().find(|a| a["kind"] == "documents_to_review").expect("documents to review");
    assert_eq!((review["union_id"].as_i64(), review["count"].as_i64()), (Some(u), Some(1)));
    assert_eq!(review["label"], "서류 검토");
    assert!(review["title"].as_str().unwrap().contains("에이투자 조합"));

    // The other firm sees only its own.
    let b = overview(&app, &tb).await;
    assert_eq!(b["applied_amount"], 7_000_000);
    assert_eq!(b["open_unions"][0]["union_id"].as_i64(), Some(ub));
    assert_eq!(b["recent_mailings"].as_array().unwrap().len(), 1);
    assert!(b["attention"].as_array().unwrap().is_empty());
}

#[tokio::test(flavor = "multi_thread")]
async fn a_new_firm_sees_zeros_and_a_visitor_is_refused() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let t = app.token("ceo@a.kr").await;
    let v = overview(&app, &t).await;
    assert_eq!(pairs(&v, "unions_by_status", "count").iter().map(|(_, n)| n).sum::<i64>(), 0);
    assert_eq!(v["applicant_stages"].as_array().unwrap().len(), 5);
    assert_eq!((v["applied_amount"].as_i64(), v["open_union_count"].as_i64()), (Some(0), Some(0)));
    assert!(v["open_unions"].as_array().unwrap().is_empty() && v["recent_mailings"].as_array().unwrap().is_empty());
    assert_eq!(app.get("/api/v1/dashboard/overview", None).await.status(), StatusCode::UNAUTHORIZED);
}
