//! Points and membership over HTTP against the local fake of Toss Payments the app serves at
//! /dev/toss: the card is charged in the fake's window, the server confirms with the fake's
//! API before granting anything, a declined card changes nothing, refunds go through operator
//! staff and the gateway, and a plan change refunds the old plan's unused days.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, staff_body, TestApp};

/// Starts an order and pays it in the fake's window with `card` (`ok` or `declined`); returns
/// the order key, the payment key and the amount the window sends back.
async fn pay(app: &TestApp, t: &str, kind: &str, code: &str, card: &str) -> (String, String, i64) {
    let r = app.post("/api/v1/billing/checkout", &json!({ "kind": kind, "code": code }), Some(t)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let c: Value = r.json().await.unwrap();
    assert!(c["window_url"].as_str().unwrap().starts_with("http://app.test/dev/toss/checkout?orderId="));
    let (order_key, amount) =
        (c["order"]["order_key"].as_str().unwrap().to_owned(), c["order"]["amount"].as_i64().unwrap());
    let form = [
        ("orderId", order_key.as_str()),
        ("orderName", c["order_name"].as_str().unwrap()),
        ("amount", &amount.to_string()),
        ("successUrl", c["success_url"].as_str().unwrap()),
        ("failUrl", c["fail_url"].as_str().unwrap()),
        ("card", card),
        ("action", "pay"),
    ];
    let r = app.client.post(app.url("/dev/toss/checkout")).form(&form).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::SEE_OTHER);
    let back = url::Url::parse(r.headers()["location"].to_str().unwrap()).unwrap();
    let q = |k: &str| back.query_pairs().find(|(n, _)| n == k).map(|(_, v)| v.into_owned()).unwrap();
    assert_eq!(q("orderId"), order_key);
    (order_key, q("paymentKey"), q("amount").parse().unwrap())
}

async fn confirm(app: &TestApp, t: &str, order: &str, key: &str, amount: i64) -> reqwest::Response {
    app.post("/api/v1/billing/confirm", &json!({ "order_key": order, "payment_key": key, "amount": amount }), Some(t))
        .await
}

async fn summary(app: &TestApp, t: &str) -> Value {
    app.get("/api/v1/billing", Some(t)).await.json().await.unwrap()
}

async fn operator(app: &TestApp) -> String {
    app.new_firm("op@johap.test", "조합 운영팀", "9999999999").await;
    app.sql("UPDATE users SET is_operator = true WHERE email = 'op@johap.test'").await;
    app.token("op@johap.test").await
}

#[tokio::test(flavor = "multi_thread")]
async fn a_confirmed_card_payment_adds_points_once_and_a_declined_one_changes_nothing() {
    let app = spawn_app().await;
    let (t, _) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;

    let (order, key, amount) = pay(&app, &t, "points", "p30", "ok").await;
    assert_eq!(amount, 30_000);
    let r = confirm(&app, &t, &order, &key, amount).await;
    assert_eq!(r.status(), StatusCode::OK);
    let paid: Value = r.json().await.unwrap();
    assert_eq!((paid["state"].as_i64(), paid["state_label"].as_str()), (Some(1), Some("결제 완료")));
    assert_eq!((paid["supply_amount"].as_i64(), paid["vat_amount"].as_i64()), (Some(27_273), Some(2_727)));
    assert!(paid["card"].as_str().unwrap().contains("신한"));
    assert!(paid["receipt_url"].as_str().unwrap().contains("/dev/toss/receipt/"));
    assert_eq!(summary(&app, &t).await["balance"], 31_500, "30,000P and its 1,500P bonus");
    // The success page reloaded: the same confirmation, nothing granted twice.
    assert_eq!(confirm(&app, &t, &order, &key, amount).await.status(), StatusCode::OK);
    assert_eq!(summary(&app, &t).await["balance"], 31_500);
    let entries: Value = app.get("/api/v1/billing/points", Some(&t)).await.json().await.unwrap();
    assert_eq!(entries["total_count"], 1);
    assert_eq!(
        (entries["items"][0]["kind_label"].as_str(), entries["items"][0]["points"].as_i64()),
        (Some("충전"), Some(31_500))
    );

    // Declined by the card company: 402 with the gateway's message, the order 결제 오류, no points.
    let (order, key, amount) = pay(&app, &t, "points", "p100", "declined").await;
    let r = confirm(&app, &t, &order, &key, amount).await;
    assert_problem(
        r,
        StatusCode::PAYMENT_REQUIRED,
        "payment_declined",
        Some("한도초과 혹은 잔액부족으로 결제에 실패했습니다."),
    )
    .await;
    assert_eq!(summary(&app, &t).await["balance"], 31_500);
    assert_eq!(app.count("SELECT count(*) FROM point_entries").await, 1);
    assert_eq!(app.count(&format!("SELECT state::int8 FROM billing_orders WHERE order_key = '{order}'")).await, 4);

    // A window reporting another amount, a cancelled window, another firm, a member who is not the CEO.
    let (order, key, _) = pay(&app, &t, "points", "p10", "ok").await;
    let r = confirm(&app, &t, &order, &key, 1_000).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "payment_amount_mismatch", None).await;
    let (tb, _) = app.firm_with_union("ceo@b.kr", "비투자", "2222222222").await;
    assert_problem(confirm(&app, &tb, &order, &key, 10_000).await, StatusCode::NOT_FOUND, "order_not_found", None)
        .await;
    let r = app.post("/api/v1/billing/fail", &json!({ "order_key": order, "code": "PAY_PROCESS_CANCELED", "message": "사용자에 의해 결제가 취소되었습니다." }), Some(&t)).await;
    let failed: Value = r.json().await.unwrap();
    assert_eq!(
        (failed["state"].as_i64(), failed["failure"].as_str()),
        (Some(4), Some("사용자에 의해 결제가 취소되었습니다."))
    );
    assert_problem(confirm(&app, &t, &order, &key, 10_000).await, StatusCode::CONFLICT, "order_state_conflict", None)
        .await;
    let company = app.count("SELECT company_id FROM users WHERE email = 'ceo@a.kr'").await;
    let joined: Value = app.join(&staff_body("staff@a.kr", company, "investor")).await.json().await.unwrap();
    app.post(&format!("/api/v1/company/members/{}/approve", joined["user_id"]), &json!({}), Some(&t)).await;
    let staff = app.token("staff@a.kr").await;
    let r = app.post("/api/v1/billing/checkout", &json!({ "kind": "points", "code": "p10" }), Some(&staff)).await;
    assert_problem(r, StatusCode::FORBIDDEN, "ceo_only", None).await;
    assert_eq!(summary(&app, &staff).await["can_pay"], false);
    let r = app.post("/api/v1/billing/checkout", &json!({ "kind": "membership", "code": "basic" }), Some(&t)).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    let listed: Value = app.get("/api/v1/billing/orders", Some(&tb)).await.json().await.unwrap();
    assert_eq!(listed["total_count"], 0, "another firm's payments are not listed");
}

#[tokio::test(flavor = "multi_thread")]
async fn operator_staff_refund_unspent_points_through_the_gateway_or_reject_with_a_reason() {
    let app = spawn_app().await;
    let op = operator(&app).await;
    let (t, _) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let (order, key, amount) = pay(&app, &t, "points", "p10", "ok").await;
    let id = confirm(&app, &t, &order, &key, amount).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let orders: Value = app.get("/api/v1/billing/orders", Some(&t)).await.json().await.unwrap();
    assert_eq!(orders["items"][0]["refundable"], true);

    let refund = format!("/api/v1/billing/orders/{id}/refund");
    let r = app.post(&refund, &json!({ "reason": " " }), Some(&t)).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    let r = app.post(&refund, &json!({ "reason": "잘못 충전했습니다." }), Some(&t)).await;
    assert_eq!(r.json::<Value>().await.unwrap()["state"], 2);
    let r = app.post(&refund, &json!({ "reason": "다시" }), Some(&t)).await;
    assert_problem(r, StatusCode::CONFLICT, "not_refundable", None).await;

    assert_problem(app.get("/api/v1/operator/refunds", Some(&t)).await, StatusCode::FORBIDDEN, "operator_only", None)
        .await;
    let queue: Value = app.get("/api/v1/operator/refunds", Some(&op)).await.json().await.unwrap();
    assert_eq!(
        (queue["total_count"].as_i64(), queue["items"][0]["company_name"].as_str()),
        (Some(1), Some("에이투자"))
    );
    let decide = format!("/api/v1/operator/refunds/{id}");
    assert_problem(
        app.post(&decide, &json!({ "approve": true }), Some(&t)).await,
        StatusCode::FORBIDDEN,
        "operator_only",
        None,
    )
    .await;
    let r = app.post(&decide, &json!({ "approve": true }), Some(&op)).await;
    assert_eq!(r.status(), StatusCode::OK, "{:?}", r.text().await);
    assert_eq!(r.json::<Value>().await.unwrap()["state_label"], "환불 완료");
    assert_eq!(summary(&app, &t).await["balance"], 0);
    assert_problem(
        app.post(&decide, &json!({ "approve": true }), Some(&op)).await,
        StatusCode::CONFLICT,
        "order_state_conflict",
        None,
    )
    .await;

    // Rejected with a reason; too late; points spent.
    let (order, key, amount) = pay(&app, &t, "points", "p10", "ok").await;
    let id = confirm(&app, &t, &order, &key, amount).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    app.post(&format!("/api/v1/billing/orders/{id}/refund"), &json!({ "reason": "변심" }), Some(&t)).await;
    let r = app.post(&format!("/api/v1/operator/refunds/{id}"), &json!({ "approve": false }), Some(&op)).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    let r = app
        .post(
            &format!("/api/v1/operator/refunds/{id}"),
            &json!({ "approve": false, "reason": "이벤트 충전은 환불되지 않습니다." }),
            Some(&op),
        )
        .await;
    let v: Value = r.json().await.unwrap();
    assert_eq!(
        (v["state"].as_i64(), v["refund"]["rejection"].as_str()),
        (Some(5), Some("이벤트 충전은 환불되지 않습니다."))
    );
    assert_eq!(summary(&app, &t).await["balance"], 10_000, "a rejected refund keeps the points");
    let (order, key, amount) = pay(&app, &t, "points", "p10", "ok").await;
    let id = confirm(&app, &t, &order, &key, amount).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    app.sql(&format!("UPDATE billing_orders SET approved_at = approved_at - interval '8 days' WHERE id = {id}")).await;
    let r = app.post(&format!("/api/v1/billing/orders/{id}/refund"), &json!({ "reason": "늦은 요청" }), Some(&t)).await;
    assert_problem(r, StatusCode::CONFLICT, "refund_period_over", None).await;
    app.sql(&format!("UPDATE billing_orders SET approved_at = now() WHERE id = {id}")).await;
    app.sql("UPDATE point_balances SET balance = 5000").await;
    let r = app.post(&format!("/api/v1/billing/orders/{id}/refund"), &json!({ "reason": "일부 사용" }), Some(&t)).await;
    assert_problem(r, StatusCode::CONFLICT, "points_already_used", None).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_plan_is_bought_for_thirty_days_and_changing_it_refunds_the_unused_days() {
    let app = spawn_app().await;
    let (t, _) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    assert_eq!(summary(&app, &t).await["plan_code"], "basic");

    let (order, key, amount) = pay(&app, &t, "membership", "standard", "ok").await;
    assert_eq!(amount, 99_000);
    let v: Value = confirm(&app, &t, &order, &key, amount).await.json().await.unwrap();
    assert!(v["term_to"].is_string());
    let s = summary(&app, &t).await;
    assert_eq!((s["plan_name"].as_str(), s["balance"].as_i64()), (Some("스탠다드"), Some(10_000)));
    assert!(s["plans"].as_array().unwrap().iter().any(|p| p["code"] == "standard" && p["current"] == true));

    let (order, key, amount) = pay(&app, &t, "membership", "premium", "ok").await;
    assert_eq!(confirm(&app, &t, &order, &key, amount).await.status(), StatusCode::OK);
    assert_eq!(summary(&app, &t).await["plan_code"], "premium");
    let old: Value = app.get("/api/v1/billing/orders", Some(&t)).await.json().await.unwrap();
    let standard = old["items"].as_array().unwrap().iter().find(|o| o["product_code"] == "standard").unwrap();
    assert_eq!(standard["state"], 7);
    let refunded = standard["refund"]["amount"].as_i64().unwrap();
    assert!((95_700..=99_000).contains(&refunded), "29 or 30 of 30 days back: {refunded}");
}

#[tokio::test(flavor = "multi_thread")]
async fn with_toss_keys_the_window_is_tosss_own_and_an_unreachable_gateway_grants_nothing() {
    let app = crate::helpers::spawn_app_with(|c| {
        c.toss = Some(server::config::TossKeys {
            secret_key: "test_sk_unreachable".into(),
            client_key: "test_ck_unreachable".into(),
            api_base: "http://127.0.0.1:1".into(),
        });
    })
    .await;
    let (t, _) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let r = app.post("/api/v1/billing/checkout", &json!({ "kind": "points", "code": "p10" }), Some(&t)).await;
    let c: Value = r.json().await.unwrap();
    assert_eq!((c["window_url"].is_null(), c["client_key"].as_str()), (true, Some("test_ck_unreachable")));
    assert_eq!(app.client.get(app.url("/dev/toss/checkout")).send().await.unwrap().status(), StatusCode::NOT_FOUND);
    let order = c["order"]["order_key"].as_str().unwrap();
    let r = confirm(&app, &t, order, "tviva_any", 10_000).await;
    assert_problem(r, StatusCode::SERVICE_UNAVAILABLE, "payment_gateway_unavailable", None).await;
    assert_eq!(summary(&app, &t).await["balance"], 0);
    assert_eq!(app.count(&format!("SELECT state::int8 FROM billing_orders WHERE order_key = '{order}'")).await, 0);
}

async fn entries(app: &TestApp, t: &str) -> Vec<(String, i64)> {
    let v: Value = app.get("/api/v1/billing/points", Some(t)).await.json().await.unwrap();
    v["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["kind"].as_str().unwrap().to_owned(), e["points"].as_i64().unwrap()))
        .collect()
}

/// The gateway fails at the refund: the issuer refuses the cancel (the points come back, the
/// request stays open), or the cancel gets no answer (the points stay taken, approving again
/// takes nothing twice); the points are always taken before the card is cancelled, so none can
/// be spent in between.
#[tokio::test(flavor = "multi_thread")]
async fn a_refund_takes_its_points_before_the_card_and_a_failed_cancel_loses_nothing() {
    let app = spawn_app().await;
    let op = operator(&app).await;
    let (t, _) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;

    // The card company refuses to cancel.
    let (order, key, amount) = pay(&app, &t, "points", "p10", "norefund").await;
    let id = confirm(&app, &t, &order, &key, amount).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    app.post(&format!("/api/v1/billing/orders/{id}/refund"), &json!({ "reason": "변심" }), Some(&t)).await;
    let decide = format!("/api/v1/operator/refunds/{id}");
    let r = app.post(&decide, &json!({ "approve": true }), Some(&op)).await;
    assert_problem(r, StatusCode::PAYMENT_REQUIRED, "payment_declined", Some("카드사에서 취소를 거절했습니다.")).await;
    assert_eq!(summary(&app, &t).await["balance"], 10_000, "the reserved points came back");
    let kinds: Vec<String> = entries(&app, &t).await.into_iter().map(|(k, _)| k).collect();
    assert!(kinds.contains(&"refund_returned".to_string()), "{kinds:?}");
    let queue: Value = app.get("/api/v1/operator/refunds", Some(&op)).await.json().await.unwrap();
    assert_eq!(queue["total_count"], 1, "the request is still open");

    // The cancel gets no answer: the points stay reserved; approving again takes nothing twice.
    let (order, key, amount) = pay(&app, &t, "points", "p10", "silent").await;
    let id = confirm(&app, &t, &order, &key, amount).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    app.post(&format!("/api/v1/billing/orders/{id}/refund"), &json!({ "reason": "변심" }), Some(&t)).await;
    let decide = format!("/api/v1/operator/refunds/{id}");
    for _ in 0..2 {
        let r = app.post(&decide, &json!({ "approve": true }), Some(&op)).await;
        assert_problem(r, StatusCode::SERVICE_UNAVAILABLE, "payment_gateway_unavailable", None).await;
        assert_eq!(summary(&app, &t).await["balance"], 10_000, "20,000 bought, 10,000 held for the refund");
    }
    let o: Value = app.get(&format!("/api/v1/billing/orders/{id}"), Some(&t)).await.json().await.unwrap();
    assert_eq!(o["state"], 2, "still a request, its points held");

    // Points spent after the request: the approval stops before the gateway, nothing changes.
    let (order, key, amount) = pay(&app, &t, "points", "p10", "ok").await;
    let id = confirm(&app, &t, &order, &key, amount).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    app.post(&format!("/api/v1/billing/orders/{id}/refund"), &json!({ "reason": "변심" }), Some(&t)).await;
    app.sql("UPDATE point_balances SET balance = 5000").await;
    let r = app.post(&format!("/api/v1/operator/refunds/{id}"), &json!({ "approve": true }), Some(&op)).await;
    assert_problem(r, StatusCode::CONFLICT, "points_already_used", None).await;
    assert_eq!(summary(&app, &t).await["balance"], 5_000);
    let o: Value = app.get(&format!("/api/v1/billing/orders/{id}"), Some(&t)).await.json().await.unwrap();
    assert_eq!(o["state"], 2, "the card was not cancelled");
}

/// A plan change whose refund of the old term fails is put on the refunds desk, never dropped.
#[tokio::test(flavor = "multi_thread")]
async fn a_plan_change_whose_refund_fails_waits_on_the_refunds_desk() {
    let app = spawn_app().await;
    let op = operator(&app).await;
    let (t, _) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let (order, key, amount) = pay(&app, &t, "membership", "standard", "norefund").await;
    assert_eq!(confirm(&app, &t, &order, &key, amount).await.status(), StatusCode::OK);
    let (order, key, amount) = pay(&app, &t, "membership", "premium", "ok").await;
    assert_eq!(confirm(&app, &t, &order, &key, amount).await.status(), StatusCode::OK);
    assert_eq!(summary(&app, &t).await["plan_code"], "premium", "the new plan stands");
    let queue: Value = app.get("/api/v1/operator/refunds", Some(&op)).await.json().await.unwrap();
    assert_eq!(queue["total_count"], 1);
    let item = &queue["items"][0]["order"];
    assert!(item["refund"]["reason"].as_str().unwrap().contains("자동 환불 실패"), "{item}");
    assert_eq!(item["refund"]["for_plan_change"], true);
    let refunded = item["refund"]["amount"].as_i64().unwrap();
    assert!((95_700..=99_000).contains(&refunded), "the unused days: {refunded}");
    // Approved while the card company still refuses: the request stays on the desk.
    let id = item["id"].as_i64().unwrap();
    let r = app.post(&format!("/api/v1/operator/refunds/{id}"), &json!({ "approve": true }), Some(&op)).await;
    assert_problem(r, StatusCode::PAYMENT_REQUIRED, "payment_declined", None).await;
    let queue: Value = app.get("/api/v1/operator/refunds", Some(&op)).await.json().await.unwrap();
    assert_eq!(queue["total_count"], 1);
    assert_eq!(summary(&app, &t).await["balance"], 10_000 + 50_000, "the plans' included points are kept");
}
