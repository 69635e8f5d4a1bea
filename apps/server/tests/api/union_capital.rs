//! The capital book: calls, partial payments and status P following from them, sums to the
//! won, the GP paying in like everyone and sharing distributions by what it paid, the union's
//! units, cancelling, the refusals, the P mail asking for the call, and tenant isolation.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, TestApp};

/// A 수시납 union whose unit price does not divide evenly (1,234,567원), recruiting in January.
async fn installment_union(app: &TestApp, t: &str, method: &str) -> i64 {
    let body = json!({
        "name": "분할 조합", "fund_type": "2", "unit_price": 1_234_567, "unit_count": 100,
        "payment_method": method, "recruitment_start_date": "2026-01-01", "recruitment_end_date": "2026-01-31"
    });
    let r = app.post("/api/v1/unions", &body, Some(t)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    r.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

/// An applicant with `units`, moved along to 서류제출 (S) unless `stop` says otherwise.
async fn member(app: &TestApp, t: &str, union: i64, name: &str, units: i64, stop: &str) -> i64 {
    let body = json!({ "name": name, "lp_type": "individual", "unit_count": units, "phone": "", "email": "" });
    let r = app.post(&format!("/api/v1/unions/{union}/applicants"), &body, Some(t)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let id = r.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    for s in ["C", "S"] {
        if stop == "R" {
            break;
        }
        move_to(app, t, union, id, s).await;
    }
    id
}

async fn move_to(app: &TestApp, t: &str, union: i64, id: i64, s: &str) -> reqwest::Response {
    app.post(&format!("/api/v1/unions/{union}/applicants/{id}/status"), &json!({ "status": s }), Some(t)).await
}

async fn status(app: &TestApp, t: &str, union: i64, id: i64) -> String {
    let d: Value = app.get(&format!("/api/v1/unions/{union}/applicants/{id}"), Some(t)).await.json().await.unwrap();
    d["applicant"]["status"].as_str().unwrap().to_string()
}

async fn book(app: &TestApp, t: &str, union: i64) -> Value {
    let r = app.get(&format!("/api/v1/unions/{union}/capital"), Some(t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    r.json().await.unwrap()
}

async fn call(app: &TestApp, t: &str, union: i64, due_on: &str, percent: i64) -> reqwest::Response {
    let body = json!({ "due_on": due_on, "percent": percent, "note": "" });
    app.post(&format!("/api/v1/unions/{union}/capital/calls"), &body, Some(t)).await
}

async fn pay(app: &TestApp, t: &str, union: i64, body: Value, key: Option<&str>) -> reqwest::Response {
    let mut r = app.client.post(app.url(&format!("/api/v1/unions/{union}/capital/payments"))).bearer_auth(t);
    if let Some(k) = key {
        r = r.header("Idempotency-Key", k);
    }
    r.json(&body).send().await.unwrap()
}

fn payment(applicant: i64, call: Option<i64>, paid_on: &str, amount: i64) -> Value {
    json!({ "applicant_id": applicant, "call_id": call, "paid_on": paid_on, "amount": amount, "note": "" })
}

fn position(book: &Value, applicant: i64) -> Value {
    book["members"].as_array().unwrap().iter().find(|m| m["applicant_id"] == applicant).unwrap().clone()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_call_paid_in_two_parts_makes_the_member_paid_and_the_calls_add_up_to_the_won() {
    let app = spawn_app().await;
    let (t, _) = app.firm_with_union("ceo@cap.kr", "분할투자", "4440000001").await;
    let u = installment_union(&app, &t, "2").await;
    let kim = member(&app, &t, u, "김납입", 3, "S").await; // 3,703,701원
    let lee = member(&app, &t, u, "이심사", 1, "R").await;

    let r = call(&app, &t, u, "2026-02-28", 33).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let first = r.json::<Value>().await.unwrap()["calls"][0]["id"].as_i64().unwrap();
    // 33% of 3,703,701 is 1,222,221.33: the share is rounded down on the running total.
    let p = position(&book(&app, &t, u).await, kim);
    assert_eq!((p["called"].as_i64(), p["state"].as_str()), (Some(1_222_221), Some("late")), "{p}");
    let b = book(&app, &t, u).await;
    let roles: Vec<&str> = b["members"].as_array().unwrap().iter().map(|m| m["role"].as_str().unwrap()).collect();
    assert_eq!(roles, ["managing_gp", "limited"], "the GP first; the applicant under review owes nothing");

    // Part one, then a second click on the same form (same key) records nothing more.
    let part = payment(kim, Some(first), "2026-02-10", 600_000);
    assert_eq!(pay(&app, &t, u, part.clone(), Some("pay-1")).await.status(), StatusCode::CREATED);
    let again = pay(&app, &t, u, part, Some("pay-1")).await;
    assert_eq!(again.headers().get("Idempotent-Replayed").map(|v| v.to_str().unwrap()), Some("true"));
    assert_eq!(app.count(&format!("SELECT count(*) FROM capital_payments WHERE union_id = {u}")).await, 1);
    assert_eq!(status(&app, &t, u, kim).await, "S", "part of the first call does not make a member");

    assert_problem(
        pay(&app, &t, u, payment(kim, Some(first), "2026-02-20", 622_222), None).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation_failed",
        None,
    )
    .await;
    let over = pay(&app, &t, u, payment(kim, Some(first), "2026-02-20", 622_222), None).await;
    let v: Value = over.json().await.unwrap();
    assert_eq!(v["errors"][0]["message"], "남은 금액은 622,221원입니다.", "{v}");

    let r = pay(&app, &t, u, payment(kim, Some(first), "2026-02-20", 622_221), None).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    assert_eq!(status(&app, &t, u, kim).await, "P", "the payment that completes the first call");
    let b: Value = r.json().await.unwrap();
    assert_eq!(position(&b, kim)["state"], "paid");
    assert_eq!(b["calls"][0]["paid"], 1_222_221);

    // Two more calls reach 100%; a fourth percent is refused; the shares add up to the won.
    assert_eq!(call(&app, &t, u, "2026-06-30", 33).await.status(), StatusCode::CREATED);
    assert_eq!(call(&app, &t, u, "2026-09-30", 34).await.status(), StatusCode::CREATED);
    let r = call(&app, &t, u, "2026-12-31", 1).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(r.json::<Value>().await.unwrap()["errors"][0]["message"], "출자금을 이미 100% 요청했습니다.");
    let b = book(&app, &t, u).await;
    let p = position(&b, kim);
    let dues: Vec<i64> = p["shares"].as_array().unwrap().iter().map(|s| s["due"].as_i64().unwrap()).collect();
    assert_eq!(dues, [1_222_221, 1_222_221, 1_259_259]);
    assert_eq!(dues.iter().sum::<i64>(), 3_703_701);
    assert_eq!(
        (b["called"].as_i64(), b["paid"].as_i64(), b["percent_left"].as_i64()),
        (Some(3_703_701), Some(1_222_221), Some(0))
    );
    assert_eq!(b["late_members"], 1, "the later calls' due dates passed");

    // The member's payments, oldest first, with the call's number and who recorded them.
    let m: Value =
        app.get(&format!("/api/v1/unions/{u}/applicants/{kim}/payments"), Some(&t)).await.json().await.unwrap();
    let amounts: Vec<i64> = m["payments"].as_array().unwrap().iter().map(|p| p["amount"].as_i64().unwrap()).collect();
    assert_eq!(amounts, [600_000, 622_221]);
    assert_eq!(m["payments"][0]["call_number"], 1);
    assert_eq!(m["position"]["paid"], 1_222_221);
    let _ = lee;
}

#[tokio::test(flavor = "multi_thread")]
async fn cancelling_steps_back_and_the_status_menu_follows_the_payments() {
    let app = spawn_app().await;
    let (t, _) = app.firm_with_union("ceo@undo.kr", "취소투자", "4440000002").await;
    let u = installment_union(&app, &t, "3").await;
    let kim = member(&app, &t, u, "김취소", 2, "S").await;

    // No call yet: 납입완료 from the status menu has nothing to pay.
    assert_problem(move_to(&app, &t, u, kim, "P").await, StatusCode::CONFLICT, "no_capital_call", None).await;
    let b: Value = call(&app, &t, u, "2026-03-31", 50).await.json().await.unwrap();
    let first = b["calls"][0]["id"].as_i64().unwrap();
    assert_eq!(
        pay(&app, &t, u, payment(kim, Some(first), "2026-02-01", 1_234_567), None).await.status(),
        StatusCode::CREATED
    );
    assert_eq!(status(&app, &t, u, kim).await, "P");

    let m: Value =
        app.get(&format!("/api/v1/unions/{u}/applicants/{kim}/payments"), Some(&t)).await.json().await.unwrap();
    let pid = m["payments"][0]["id"].as_i64().unwrap();
    assert_problem(move_to(&app, &t, u, kim, "S").await, StatusCode::CONFLICT, "applicant_has_payments", None).await;
    assert_problem(
        app.call(Method::DELETE, &format!("/api/v1/unions/{u}/capital/calls/{first}"), None, &t).await,
        StatusCode::CONFLICT,
        "capital_call_has_payments",
        None,
    )
    .await;
    let r = app.call(Method::DELETE, &format!("/api/v1/unions/{u}/capital/payments/{pid}"), None, &t).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(status(&app, &t, u, kim).await, "S", "no longer covering the first call");
    assert_problem(
        app.call(Method::DELETE, &format!("/api/v1/unions/{u}/capital/payments/{pid}"), None, &t).await,
        StatusCode::NOT_FOUND,
        "payment_not_found",
        None,
    )
    .await;

    // The status menu's 납입완료 records what the first call lacks, dated today.
    assert_eq!(move_to(&app, &t, u, kim, "P").await.status(), StatusCode::OK);
    let m: Value =
        app.get(&format!("/api/v1/unions/{u}/applicants/{kim}/payments"), Some(&t)).await.json().await.unwrap();
    assert_eq!(m["payments"][0]["amount"], 1_234_567);
    assert_eq!(m["payments"][0]["note"], "납입완료로 변경");

    // A call nobody paid on is withdrawn; history records who did what.
    let b: Value = call(&app, &t, u, "2026-09-30", 20).await.json().await.unwrap();
    let second = b["calls"][1]["id"].as_i64().unwrap();
    let r = app.call(Method::DELETE, &format!("/api/v1/unions/{u}/capital/calls/{second}"), None, &t).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.json::<Value>().await.unwrap()["percent_left"], 50);
    let audited = format!(
        "SELECT count(*) FROM audit_events WHERE union_id = {u} AND (after_value ? 'payment' OR before_value ? 'payment' \
         OR after_value ? 'capital_call' OR before_value ? 'capital_call')"
    );
    assert_eq!(app.count(&audited).await, 6, "two calls and a withdrawal; two payments and a cancel");
}

#[tokio::test(flavor = "multi_thread")]
async fn refusals_change_nothing_and_other_firms_see_nothing() {
    let app = spawn_app().await;
    let (t, lump) = app.firm_with_union("ceo@no.kr", "거절투자", "4440000003").await;
    let (other, _) = app.firm_with_union("ceo@other.kr", "남의투자", "4440000004").await;
    let u = installment_union(&app, &t, "2").await;
    let kim = member(&app, &t, u, "김거절", 1, "S").await;
    let review = member(&app, &t, u, "박심사", 1, "R").await;

    assert_problem(call(&app, &t, lump, "2026-03-31", 50).await, StatusCode::CONFLICT, "lump_sum_union", None).await;
    let b: Value = call(&app, &t, u, "2026-03-31", 100).await.json().await.unwrap();
    let first = b["calls"][0]["id"].as_i64().unwrap();
    let cases = [
        (payment(review, Some(first), "2026-02-01", 1), StatusCode::CONFLICT, "applicant_not_member"),
        (payment(kim, Some(first + 1000), "2026-02-01", 1), StatusCode::NOT_FOUND, "capital_call_not_found"),
        (payment(kim, None, "2026-02-01", 1), StatusCode::UNPROCESSABLE_ENTITY, "validation_failed"),
        (payment(kim, Some(first), "2025-12-31", 1), StatusCode::UNPROCESSABLE_ENTITY, "validation_failed"),
        (payment(kim, Some(first), "2099-01-01", 1), StatusCode::UNPROCESSABLE_ENTITY, "validation_failed"),
        (payment(kim + 1000, Some(first), "2026-02-01", 1), StatusCode::NOT_FOUND, "applicant_not_found"),
    ];
    for (body, code, problem) in cases {
        assert_problem(pay(&app, &t, u, body, None).await, code, problem, None).await;
    }
    assert_eq!(app.count(&format!("SELECT count(*) FROM capital_payments WHERE union_id = {u}")).await, 0);

    assert_problem(
        app.get(&format!("/api/v1/unions/{u}/capital"), Some(&other)).await,
        StatusCode::NOT_FOUND,
        "union_not_found",
        None,
    )
    .await;
    assert_problem(
        pay(&app, &other, u, payment(kim, Some(first), "2026-02-01", 1), None).await,
        StatusCode::NOT_FOUND,
        "union_not_found",
        None,
    )
    .await;
    assert_problem(
        app.call(Method::DELETE, &format!("/api/v1/unions/{u}/capital/calls/{first}"), None, &other).await,
        StatusCode::NOT_FOUND,
        "union_not_found",
        None,
    )
    .await;
    assert_eq!(book(&app, &t, u).await["calls"].as_array().unwrap().len(), 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn the_payment_request_mail_asks_for_the_latest_call() {
    let app = spawn_app().await;
    let (t, _) = app.firm_with_union("ceo@mailcall.kr", "요청투자", "4440000005").await;
    let u = installment_union(&app, &t, "3").await;
    let kim = member(&app, &t, u, "김요청", 3, "S").await;
    assert_eq!(call(&app, &t, u, "2026-03-31", 30).await.status(), StatusCode::CREATED);
    assert_eq!(call(&app, &t, u, "2026-12-31", 30).await.status(), StatusCode::CREATED);
    let p: Value = app
        .get(&format!("/api/v1/unions/{u}/mail-preview?kind=P&applicant_id={kim}"), Some(&t))
        .await
        .json()
        .await
        .unwrap();
    let text = p["text"].as_str().unwrap();
    for needle in
        ["2차 출자 요청을 드립니다", "출자 약정액: 3,703,701원", "2차 납입 금액: 1,111,110원", "납입 기한: 2026.12.31"]
    {
        assert!(text.contains(needle), "{needle} in\n{text}");
    }
}

async fn distribute(app: &TestApp, t: &str, union: i64, kind: &str, total: i64, paid_on: &str) -> reqwest::Response {
    let body = json!({ "paid_on": paid_on, "kind": kind, "total": total, "note": "매각 차익" });
    app.post(&format!("/api/v1/unions/{union}/capital/distributions"), &body, Some(t)).await
}

#[tokio::test(flavor = "multi_thread")]
async fn distributions_are_split_pro_rata_to_the_won_and_announced_once() {
    let app = spawn_app().await;
    let (t, _) = app.firm_with_union("ceo@out.kr", "분배투자", "4440000006").await;
    let (other, _) = app.firm_with_union("ceo@out2.kr", "남의분배", "4440000007").await;
    let u = installment_union(&app, &t, "1").await; // 일시납, 1,234,567원 a unit
    let body = json!({ "name": "김분배", "lp_type": "individual", "unit_count": 2, "phone": "", "email": "kim@lp.kr" });
    let kim = app.post(&format!("/api/v1/unions/{u}/applicants"), &body, Some(&t)).await.json::<Value>().await.unwrap()
        ["id"]
        .as_i64()
        .unwrap();
    for s in ["C", "S"] {
        move_to(&app, &t, u, kim, s).await;
    }
    let lee = member(&app, &t, u, "이분배", 1, "S").await; // no e-mail address

    assert_problem(
        distribute(&app, &t, u, "profit", 1_000, "2026-02-01").await,
        StatusCode::CONFLICT,
        "nothing_paid_in",
        None,
    )
    .await;
    pay(&app, &t, u, payment(kim, None, "2026-01-10", 2_469_134), None).await;
    pay(&app, &t, u, payment(lee, None, "2026-01-20", 1_234_567), None).await;

    // On 2026-01-15 only 김분배 had paid in; a week later both, 2:1.
    let b: Value = distribute(&app, &t, u, "profit", 1_000, "2026-01-15").await.json().await.unwrap();
    assert_eq!(b["distributions"][0]["shares"].as_array().unwrap().len(), 1);
    let r = distribute(&app, &t, u, "profit", 1_000_000, "2026-02-01").await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let b: Value = r.json().await.unwrap();
    let d = &b["distributions"][1];
    let amounts: Vec<i64> = d["shares"].as_array().unwrap().iter().map(|s| s["amount"].as_i64().unwrap()).collect();
    assert_eq!(amounts, [666_667, 333_333], "{d}");
    assert_eq!(amounts.iter().sum::<i64>(), 1_000_000);
    assert_eq!(b["distributed"], 1_001_000);
    assert_eq!(position(&b, kim)["paid_out"], 667_667);

    // Capital comes back at most once over.
    let r = distribute(&app, &t, u, "capital_return", 3_703_702, "2026-02-01").await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(r.json::<Value>().await.unwrap()["errors"][0]["message"], "돌려줄 수 있는 원금은 3,703,701원입니다.");

    // The member's ledger: money in and money out.
    let m: Value =
        app.get(&format!("/api/v1/unions/{u}/applicants/{kim}/payments"), Some(&t)).await.json().await.unwrap();
    let out: Vec<i64> = m["distributions"].as_array().unwrap().iter().map(|d| d["amount"].as_i64().unwrap()).collect();
    assert_eq!(out, [1_000, 666_667]);
    assert_eq!(m["payments"][0]["amount"], 2_469_134);

    // The notice goes once, to members with a share and an address.
    let id = d["id"].as_i64().unwrap();
    let notice = format!("/api/v1/unions/{u}/capital/distributions/{id}/notice");
    assert_problem(app.post(&notice, &json!({}), Some(&other)).await, StatusCode::NOT_FOUND, "union_not_found", None)
        .await;
    let missing = format!("/api/v1/unions/{u}/capital/distributions/{}/notice", id + 1000);
    assert_problem(
        app.post(&missing, &json!({}), Some(&t)).await,
        StatusCode::NOT_FOUND,
        "distribution_not_found",
        None,
    )
    .await;
    let r = app.post(&notice, &json!({}), Some(&t)).await;
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    assert_eq!(r.json::<Value>().await.unwrap(), json!({ "queued": 1, "without_email": 1 }));
    let queued = app
        .count(&format!(
            "SELECT count(*) FROM mail_outbox WHERE applicant_id = {kim} AND prepared->>'subject' = '[분배투자] 분할 조합 수익 분배 안내' \
             AND prepared->>'text' LIKE '%지급액: 666,667원%'"
        ))
        .await;
    assert_eq!(queued, 1);
    assert_problem(
        app.post(&notice, &json!({}), Some(&t)).await,
        StatusCode::CONFLICT,
        "distribution_notice_sent",
        None,
    )
    .await;
    assert!(book(&app, &t, u).await["distributions"][1]["notified_at"].is_string());

    // Removing one by mistake; another firm cannot.
    let path = format!("/api/v1/unions/{u}/capital/distributions/{id}");
    assert_problem(app.call(Method::DELETE, &path, None, &other).await, StatusCode::NOT_FOUND, "union_not_found", None)
        .await;
    assert_eq!(app.call(Method::DELETE, &path, None, &t).await.status(), StatusCode::OK);
    assert_problem(
        app.call(Method::DELETE, &path, None, &t).await,
        StatusCode::NOT_FOUND,
        "distribution_not_found",
        None,
    )
    .await;
    assert_eq!(book(&app, &t, u).await["distributed"], 1_000);
}

#[tokio::test(flavor = "multi_thread")]
async fn the_gp_pays_its_calls_and_shares_a_distribution_by_what_it_paid() {
    let app = spawn_app().await;
    let (t, _) = app.firm_with_union("ceo@gppay.kr", "출자GP", "4440000011").await;
    let u = installment_union(&app, &t, "2").await; // 100 units of 1,234,567원
    app.sql(&format!("UPDATE unions SET gp_unit_count = 4 WHERE id = {u}")).await; // 4,938,268원
    let kim = member(&app, &t, u, "김약정", 10, "S").await; // 12,345,670원
    let b: Value = call(&app, &t, u, "2026-03-31", 33).await.json().await.unwrap();
    let first = b["calls"][0]["id"].as_i64().unwrap();

    // The members pay their 33%, the GP nothing yet: a profit goes to the money paid in.
    assert_eq!(
        pay(&app, &t, u, payment(kim, Some(first), "2026-01-10", 4_074_071), None).await.status(),
        StatusCode::CREATED
    );
    let gp = |body: Value| body["members"].as_array().unwrap().iter().find(|m| m["gp_seat"] == 0).unwrap().clone();
    let g = gp(book(&app, &t, u).await);
    assert_eq!(
        (g["role_label"].as_str(), g["commitment"].as_i64(), g["called"].as_i64()),
        (Some("업무집행조합원(대표)"), Some(4_938_268), Some(1_629_628))
    );
    assert_eq!((g["paid"].as_i64(), g["status"].clone()), (Some(0), Value::Null));
    let before: Value = distribute(&app, &t, u, "profit", 7_777_777, "2026-01-15").await.json().await.unwrap();
    let shares = before["distributions"][0]["shares"].as_array().unwrap();
    assert_eq!(shares.len(), 1, "the GP had paid nothing in: {shares:?}");
    assert_eq!(shares[0]["applicant_id"], kim);

    // The GP pays its share of the call; a won more is refused like anyone's.
    let gp_pay =
        |amount: i64| json!({ "gp_seat": 0, "call_id": first, "paid_on": "2026-01-20", "amount": amount, "note": "" });
    let r = pay(&app, &t, u, gp_pay(1_629_629), None).await;
    assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(r.json::<Value>().await.unwrap()["errors"][0]["message"], "남은 금액은 1,629,628원입니다.");
    assert_eq!(pay(&app, &t, u, gp_pay(1_629_628), Some("gp-1")).await.status(), StatusCode::CREATED);
    assert_eq!(pay(&app, &t, u, gp_pay(1_629_628), Some("gp-1")).await.status(), StatusCode::CREATED, "replayed");
    let both = json!({ "applicant_id": kim, "gp_seat": 0, "call_id": first, "paid_on": "2026-01-20", "amount": 1, "note": "" });
    assert_problem(pay(&app, &t, u, both, None).await, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None)
        .await;
    let nobody = json!({ "gp_seat": 3, "call_id": first, "paid_on": "2026-01-20", "amount": 1, "note": "" });
    assert_problem(pay(&app, &t, u, nobody, None).await, StatusCode::NOT_FOUND, "gp_not_found", None).await;

    // Now the GP weighs 1,629,628 of 5,703,699: 2,222,222원 of 7,777,777원.
    let after: Value = distribute(&app, &t, u, "profit", 7_777_777, "2026-02-01").await.json().await.unwrap();
    let d = &after["distributions"][1];
    let g_share = d["shares"].as_array().unwrap().iter().find(|s| s["gp_seat"] == 0).unwrap().clone();
    assert_eq!((g_share["basis"].as_i64(), g_share["amount"].as_i64()), (Some(1_629_628), Some(2_222_222)), "{d}");
    assert_eq!(gp(after.clone())["paid_out"], 2_222_222);
    assert_eq!(after["roster"]["members"], 2);
    assert_eq!(after["roster"]["gp_paid"], 1_629_628);

    // The GP's own ledger, audited on the union.
    let m: Value = app.get(&format!("/api/v1/unions/{u}/capital/gps/0/payments"), Some(&t)).await.json().await.unwrap();
    assert_eq!(m["position"]["paid"], 1_629_628);
    assert_eq!(m["distributions"][0]["amount"], 2_222_222);
    let audited = format!(
        "SELECT count(*) FROM audit_events WHERE union_id = {u} AND after_value -> 'payment' ->> 'gp_seat' = '0'"
    );
    assert_eq!(app.count(&audited).await, 1);
    assert_problem(
        app.get(&format!("/api/v1/unions/{u}/capital/gps/5/payments"), Some(&t)).await,
        StatusCode::NOT_FOUND,
        "gp_not_found",
        None,
    )
    .await;

    // A return of capital: at most what each still has in.
    let r = distribute(&app, &t, u, "capital_return", 5_703_700, "2026-02-01").await;
    assert_eq!(r.json::<Value>().await.unwrap()["errors"][0]["message"], "돌려줄 수 있는 원금은 5,703,699원입니다.");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_new_member_must_fit_in_the_unions_units() {
    let app = spawn_app().await;
    let (t, _) = app.firm_with_union("ceo@units.kr", "좌수투자", "4440000012").await;
    let u = installment_union(&app, &t, "1").await; // 일시납, 100 units
    app.sql(&format!("UPDATE unions SET gp_unit_count = 3 WHERE id = {u}")).await;
    let big = member(&app, &t, u, "김대형", 90, "S").await;
    let late = member(&app, &t, u, "이초과", 8, "S").await;
    let fits = member(&app, &t, u, "박여유", 7, "S").await;
    assert_eq!(pay(&app, &t, u, payment(big, None, "2026-01-10", 1), None).await.status(), StatusCode::CREATED);
    // 3 + 90 units taken: 8 more do not fit in the 7 left, 7 do.
    assert_problem(
        pay(&app, &t, u, payment(late, None, "2026-01-11", 1), None).await,
        StatusCode::CONFLICT,
        "union_units_full",
        Some("조합의 출자좌수를 넘어 새 조합원의 납입을 받을 수 없습니다. 남은 약정 가능 금액은 8,641,969원입니다."),
    )
    .await;
    assert_eq!(pay(&app, &t, u, payment(fits, None, "2026-01-11", 1), None).await.status(), StatusCode::CREATED);
    assert_eq!(book(&app, &t, u).await["roster"]["commitment_left"], 0);
}
