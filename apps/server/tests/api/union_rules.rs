//! The union's legal conditions: the 50th member's first won refused, the GP's stake on the
//! money committed and paid, the rules' states read from the union, its capital book and its
//! investment ledger, and tenant isolation.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, TestApp};
use crate::startup_upkeep::{profile, put, startup};

async fn save_profile(app: &TestApp, startup_id: i64, token: &str, body: &Value) {
    let r = put(app, &format!("/api/v1/startups/{startup_id}/profile"), body, token).await;
    assert_eq!(r.status(), StatusCode::OK);
}

async fn rules(app: &TestApp, union: i64, t: &str) -> Value {
    let r = app.get(&format!("/api/v1/unions/{union}/rules"), Some(t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    r.json().await.unwrap()
}

fn state<'a>(v: &'a Value, key: &str) -> &'a str {
    v["rules"].as_array().unwrap().iter().find(|r| r["key"] == key).unwrap()["state"].as_str().unwrap()
}

async fn add(app: &TestApp, t: &str, union: i64, n: usize) -> i64 {
    let body = json!({
        "name": format!("조합원{n}"), "lp_type": "individual", "unit_count": 1,
        "phone": format!("010-2000-{n:04}"), "email": format!("m{n}@lp.kr")
    });
    let r = app.post(&format!("/api/v1/unions/{union}/applicants"), &body, Some(t)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    r.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

async fn pay(app: &TestApp, t: &str, union: i64, id: i64) -> reqwest::Response {
    app.post(&format!("/api/v1/unions/{union}/applicants/{id}/status"), &json!({ "status": "P" }), Some(t)).await
}

/// A payment through the capital book: `payer` is `{"applicant_id": …}` or `{"gp_seat": …}`.
async fn record(app: &TestApp, t: &str, union: i64, payer: Value, amount: i64) -> reqwest::Response {
    let mut body = json!({ "call_id": null, "paid_on": "2026-11-20", "amount": amount, "note": "" });
    body.as_object_mut().unwrap().extend(payer.as_object().unwrap().clone());
    app.post(&format!("/api/v1/unions/{union}/capital/payments"), &body, Some(t)).await
}

/// Payments already on the statement, written as setup (one won each, a week ago).
async fn paid_already(app: &TestApp, union: i64, ids: &[i64]) {
    for id in ids {
        app.sql(&format!(
            "INSERT INTO capital_payments (company_id, union_id, applicant_id, paid_on, amount) \
             SELECT company_id, union_id, id, '2026-11-20', 1 FROM applicants WHERE id = {id} AND union_id = {union}"
        ))
        .await;
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_payment_that_would_make_the_fiftieth_member_is_refused() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@rules.kr", "규정투자", "3330000001").await;
    app.sql(&format!("UPDATE unions SET recruitment_start_date = '2026-11-01' WHERE id = {u}")).await;
    let mut ids = Vec::new();
    for n in 0..50 {
        ids.push(add(&app, &t, u, n).await);
    }
    // Everyone has sent their papers (S); 47 paid a won of their commitment already: anyone
    // who paid anything is a member, whatever their status.
    app.sql(&format!("UPDATE applicants SET status = 'S' WHERE union_id = {u}")).await;
    paid_already(&app, u, &ids[..47]).await;
    let v = rules(&app, u, &t).await;
    assert_eq!(state(&v, "members"), "warning", "48 members and 3 on their way: {v}");

    // The GP and 48 paying applicants make 49: two payments at once for the last place, and
    // exactly one of them gets it.
    let (a, b) = tokio::join!(pay(&app, &t, u, ids[47]), pay(&app, &t, u, ids[48]));
    let mut got = [a.status(), b.status()];
    got.sort();
    assert_eq!(got, [StatusCode::OK, StatusCode::CONFLICT]);
    let (paid, refused) = if a.status() == StatusCode::OK { (ids[47], b) } else { (ids[48], a) };
    assert_problem(
        refused,
        StatusCode::CONFLICT,
        "union_member_cap",
        Some("조합원은 업무집행조합원을 포함해 49인을 넘을 수 없습니다. 더 납입을 받을 수 없습니다."),
    )
    .await;
    let payers = format!("SELECT count(DISTINCT applicant_id) FROM capital_payments WHERE union_id = {u}");
    assert_eq!(app.count(&payers).await, 48, "the refused payment changed nothing");
    let v = rules(&app, u, &t).await;
    assert_eq!(state(&v, "members"), "warning");
    assert!(v["rules"][0]["reason"].as_str().unwrap().contains("현재 49인"), "{v}");
    assert_problem(pay(&app, &t, u, ids[49]).await, StatusCode::CONFLICT, "union_member_cap", None).await;
    // The 50th person's first won is refused too, not only a payment that completes.
    assert_problem(
        record(&app, &t, u, json!({ "applicant_id": ids[49] }), 1).await,
        StatusCode::CONFLICT,
        "union_member_cap",
        None,
    )
    .await;
    // A member pays on, and so does the GP (a member from the start).
    assert_eq!(record(&app, &t, u, json!({ "applicant_id": ids[0] }), 1).await.status(), StatusCode::CREATED);
    app.sql(&format!("UPDATE unions SET gp_unit_count = 3 WHERE id = {u}")).await;
    assert_eq!(record(&app, &t, u, json!({ "gp_seat": 0 }), 1).await.status(), StatusCode::CREATED);
    assert_eq!(app.count(&payers).await, 48);

    // Moving a paid member on to 출자마감 (F) and back is not a new member.
    let to = |s: &'static str| json!({ "status": s });
    let path = format!("/api/v1/unions/{u}/applicants/{paid}/status");
    assert_eq!(app.post(&path, &to("F"), Some(&t)).await.status(), StatusCode::OK);
    assert_eq!(app.post(&path, &to("P"), Some(&t)).await.status(), StatusCode::OK);
}

#[tokio::test(flavor = "multi_thread")]
async fn the_rules_read_the_union_its_payments_and_its_ledger() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@book.kr", "원칙투자", "3330000002").await;
    let v = rules(&app, u, &t).await;
    assert_eq!(v["fund_type"], "2");
    let keys: Vec<&str> = v["rules"].as_array().unwrap().iter().map(|r| r["key"].as_str().unwrap()).collect();
    assert_eq!(keys, ["members", "unit_price", "total", "gp_stake", "term", "investment_obligation"]);
    assert_eq!(state(&v, "unit_price"), "ok");
    assert_eq!(state(&v, "total"), "ok", "100 units of 1,000,000 won");
    assert_eq!(state(&v, "gp_stake"), "warning", "the GP's units were not typed");
    assert_eq!(state(&v, "term"), "warning");
    assert_eq!(v["worst"], "warning");

    // 2 of 100 units is 2%: broken; a term one day short of five years: broken.
    app.sql(&format!(
        "UPDATE unions SET gp_unit_count = 2, duration_start_date = '2023-01-01', duration_end_date = '2027-12-30', \
         status = 'E' WHERE id = {u}"
    ))
    .await;
    let v = rules(&app, u, &t).await;
    assert_eq!(state(&v, "gp_stake"), "broken");
    assert_eq!(state(&v, "term"), "broken");
    assert_eq!(v["worst"], "broken");

    // Formed on 2023-01-01, nothing paid but the GP's 2,000,000: the total is broken, and the
    // obligation (half of it, by 2025-12-31) was missed until the ledger has 1,000,000 by then.
    app.sql(&format!(
        "INSERT INTO capital_payments (company_id, union_id, gp_seat, paid_on, amount) \
         SELECT company_id, id, 0, '2023-01-02', 2000000 FROM unions WHERE id = {u}"
    ))
    .await;
    let v = rules(&app, u, &t).await;
    assert_eq!(state(&v, "total"), "broken");
    assert_eq!(state(&v, "investment_obligation"), "broken");
    let (startup_token, startup_id) = startup(&app, "ceo@target.kr", "투자대상", "3330000003").await;
    app.sql(&format!(
        "INSERT INTO investments (company_id, union_id, startup_id, contracted_on, invested_on, stock_kind, shares, \
         price_per_share, amount, face_value) SELECT company_id, id, {startup_id}, '2025-12-31', '2025-12-31', '보통주', \
         100, 10000, 1000000, 500 FROM unions WHERE id = {u}"
    ))
    .await;
    // The law counts a 창업기업 or a 벤처기업 on the day: the startup has said neither yet.
    let obligation = |v: &Value| {
        v["rules"].as_array().unwrap().iter().find(|r| r["key"] == "investment_obligation").cloned().unwrap()
    };
    let left_out = obligation(&rules(&app, u, &t).await);
    assert_eq!(left_out["state"], "broken", "{left_out}");
    assert_eq!(
        left_out["notes"],
        json!(["투자대상 2025.12.31 1,000,000원: 설립일이 입력되지 않았고 벤처기업 확인이 없습니다"])
    );
    // Founded on 2018-12-31 its seventh year ends on 2025-12-31 (민법 §157), the investment's
    // day: it counts. A day earlier and it does not.
    let mut body = profile(10, "투자 대상 기업");
    body["founded_on"] = json!("2018-12-31");
    body["is_venture"] = json!(false);
    save_profile(&app, startup_id, &startup_token, &body).await;
    assert_eq!(obligation(&rules(&app, u, &t).await)["state"], "ok");
    body["founded_on"] = json!("2018-12-30");
    body["is_venture"] = json!(false);
    save_profile(&app, startup_id, &startup_token, &body).await;
    let old = obligation(&rules(&app, u, &t).await);
    assert_eq!(old["state"], "broken");
    assert!(old["notes"][0].as_str().unwrap().contains("설립(2018.12.30) 후 7년이 지났고"), "{old}");
    // Its venture confirmation from that very day makes the investment count.
    body["is_venture"] = json!(true);
    body["venture_confirmed_on"] = json!("2025-12-31");
    body["venture_expires_on"] = json!("2028-12-30");
    save_profile(&app, startup_id, &startup_token, &body).await;
    let counted = obligation(&rules(&app, u, &t).await);
    assert_eq!(counted["state"], "ok", "{counted}");
    assert_eq!(counted["notes"], json!([]));

    // Another firm sees nothing.
    let (other, _) = app.firm_with_union("ceo@else.kr", "남의투자", "3330000004").await;
    assert_problem(
        app.get(&format!("/api/v1/unions/{u}/rules"), Some(&other)).await,
        StatusCode::NOT_FOUND,
        "union_not_found",
        None,
    )
    .await;
}
