//! The communication tab's API: the payment account, previews, recipients, sending into the
//! outbox (delivered here to .eml files), history, idempotency and tenant isolation. Delivery
//! over SMTP is in `mail_delivery.rs`.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, TestApp};

pub async fn add_applicant(app: &TestApp, t: &str, union: i64, name: &str, units: i64, email: &str) -> i64 {
    let body =
        json!({ "name": name, "lp_type": "individual", "unit_count": units, "email": email, "phone": "01012345678" });
    let r = app.post(&format!("/api/v1/unions/{union}/applicants"), &body, Some(t)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    r.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

pub async fn put_json(app: &TestApp, path: &str, body: &Value, t: &str) -> reqwest::Response {
    app.client.put(app.url(path)).bearer_auth(t).json(body).send().await.unwrap()
}

pub async fn save_account(app: &TestApp, t: &str, union: i64) {
    let body = json!({ "bank_code": "088", "account_number": "110-123-456789", "depositor": "에이 1호 조합" });
    let r = put_json(app, &format!("/api/v1/unions/{union}/bank-account"), &body, t).await;
    assert_eq!(r.status(), StatusCode::OK);
}

/// Polls the history until the mailing has nothing left to deliver; returns its row.
pub async fn wait_delivered(app: &TestApp, t: &str, union: i64, mailing: i64) -> Value {
    for _ in 0..600 {
        let m: Value =
            app.get(&format!("/api/v1/unions/{union}/mailings/{mailing}"), Some(t)).await.json().await.unwrap();
        if m["queued"] == 0 {
            return m;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("mailing {mailing} still has queued mail after 60 s");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_payment_account_is_checked_kept_per_union_and_the_firms_own() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let (tb, _) = app.firm_with_union("ceo@b.kr", "비투자", "2222222222").await;

    let banks: Value = app.get("/api/v1/banks", Some(&t)).await.json().await.unwrap();
    let banks = banks.as_array().unwrap();
    assert!(banks.len() >= 45, "about 50 bank codes: {}", banks.len());
    assert!(banks.iter().any(|b| b["code"] == "004" && b["name"] == "KB국민은행"));

    let path = format!("/api/v1/unions/{u}/bank-account");
    let none: Value = app.get(&path, Some(&t)).await.json().await.unwrap();
    assert_eq!(none["account"], Value::Null);

    let r = put_json(&app, &path, &json!({ "bank_code": "", "account_number": " ", "depositor": "" }), &t).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    let fields: Vec<&str> = v["errors"].as_array().unwrap().iter().map(|e| e["field"].as_str().unwrap()).collect();
    assert_eq!(fields, ["bank_code", "account_number", "depositor"]);
    assert_eq!(app.count("SELECT count(*) FROM union_bank_accounts").await, 0, "nothing saved");

    save_account(&app, &t, u).await;
    let got: Value = app.get(&path, Some(&t)).await.json().await.unwrap();
    assert_eq!(got["account"]["bank_name"], "신한은행");
    assert_eq!(got["account"]["account_number"], "110-123-456789");

    // Another firm can neither read nor overwrite it.
    assert_problem(app.get(&path, Some(&tb)).await, StatusCode::NOT_FOUND, "union_not_found", None).await;
    let r = put_json(
        &app,
        &path,
        &json!({ "bank_code": "004", "account_number": "999-999-999999", "depositor": "비" }),
        &tb,
    )
    .await;
    assert_problem(r, StatusCode::NOT_FOUND, "union_not_found", None).await;
    let still: Value = app.get(&path, Some(&t)).await.json().await.unwrap();
    assert_eq!(still["account"]["bank_code"], "088");
}

#[tokio::test(flavor = "multi_thread")]
async fn previews_are_written_from_the_unions_own_data() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let (tb, _) = app.firm_with_union("ceo@b.kr", "비투자", "2222222222").await;
    let a = add_applicant(&app, &t, u, "홍길동", 30, "hong@lp.kr").await;
    let preview = |kind: &str, extra: &str| format!("/api/v1/unions/{u}/mail-preview?kind={kind}{extra}");

    let i: Value = app.get(&preview("I", ""), Some(&t)).await.json().await.unwrap();
    assert_eq!(i["subject"], "[에이투자] 에이투자 조합 조합원 모집 안내");
    assert_eq!(i["kind_label"], "모집 안내");
    let text = i["text"].as_str().unwrap();
    for needle in [
        "100,000,000원 (1억원)",
        "1좌 금액: 1,000,000원",
        "2026.12.01 ~ 2026.12.31",
        "49.5% | 1,485만원",
        "16.5% | 495만원",
    ] {
        assert!(text.contains(needle), "{needle} in\n{text}");
    }
    assert!(i["html"].as_str().unwrap().starts_with("<!DOCTYPE html>"));

    // The union's free-text GP name cannot make the mail pose as another firm: the subject
    // (and the sender) name the firm by its verified company name; the GP name stays in the body.
    app.sql(&format!("UPDATE unions SET gp_name = '비투자' WHERE id = {u}")).await;
    let posing: Value = app.get(&preview("I", ""), Some(&t)).await.json().await.unwrap();
    assert_eq!(posing["subject"], "[에이투자] 에이투자 조합 조합원 모집 안내");
    assert!(posing["text"].as_str().unwrap().contains("업무집행조합원: 비투자"), "{posing}");
    app.sql(&format!("UPDATE unions SET gp_name = NULL WHERE id = {u}")).await;

    let c: Value = app.get(&preview("C", ""), Some(&t)).await.json().await.unwrap();
    assert!(c["text"].as_str().unwrap().contains("6. 조합원 동의서"));

    // P for a chosen applicant: their units and amount; without an account it says so.
    let p: Value = app.get(&preview("P", &format!("&applicant_id={a}")), Some(&t)).await.json().await.unwrap();
    let text = p["text"].as_str().unwrap();
    assert!(
        text.contains("홍길동님") && text.contains("출자 좌수: 30좌") && text.contains("출자금: 30,000,000원"),
        "{text}"
    );
    assert!(text.contains("(계좌 정보를 입력해주세요)"));
    save_account(&app, &t, u).await;
    let p: Value = app.get(&preview("P", ""), Some(&t)).await.json().await.unwrap();
    assert!(p["text"].as_str().unwrap().contains("납입 계좌: 신한은행 110-123-456789"));

    assert_problem(
        app.get(&preview("X", ""), Some(&t)).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation_failed",
        None,
    )
    .await;
    assert_problem(app.get(&preview("I", ""), Some(&tb)).await, StatusCode::NOT_FOUND, "union_not_found", None).await;
    let r = app.get(&preview("P", &format!("&applicant_id={a}")), Some(&tb)).await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);
}

/// A group with one LP matched to an application of the union; returns the group's id.
async fn group_reaching(app: &TestApp, t: &str, applicant: i64, email: &str) -> i64 {
    let lp: Value = app
        .post("/api/v1/lp-members", &json!({ "name": "박그룹", "lp_type": "individual", "email": email }), Some(t))
        .await
        .json()
        .await
        .unwrap();
    let lp = lp["id"].as_i64().unwrap();
    let r = app.post(&format!("/api/v1/lp-members/{lp}/matches"), &json!({ "applicant_id": applicant }), Some(t)).await;
    assert!(r.status().is_success(), "{}", r.status());
    let g: Value = app.post("/api/v1/lp-groups", &json!({ "name": "VIP" }), Some(t)).await.json().await.unwrap();
    let gid = g["id"].as_i64().unwrap();
    let r = put_json(app, &format!("/api/v1/lp-groups/{gid}/members"), &json!({ "lp_member_ids": [lp] }), t).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    gid
}

#[tokio::test(flavor = "multi_thread")]
async fn a_send_queues_each_picked_member_once_and_the_history_tells_how_it_went() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let (tb, ub) = app.firm_with_union("ceo@b.kr", "비투자", "2222222222").await;
    let hong = add_applicant(&app, &t, u, "홍길동", 3, "hong@lp.kr").await;
    let nomail = add_applicant(&app, &t, u, "무메일", 1, "").await;
    let park = add_applicant(&app, &t, u, "박그룹", 5, "park@lp.kr").await;
    let group = group_reaching(&app, &t, park, "park@lp.kr").await;
    let other = add_applicant(&app, &tb, ub, "남의조합원", 1, "other@lp.kr").await;
    let mailings = format!("/api/v1/unions/{u}/mailings");

    // The selection lists.
    let members: Value =
        app.get(&format!("/api/v1/unions/{u}/mail-recipients/members"), Some(&t)).await.json().await.unwrap();
    assert_eq!(members["items"].as_array().unwrap().len(), 3);
    let mailable: Vec<(&str, bool)> = members["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["name"].as_str().unwrap(), m["mailable"].as_bool().unwrap()))
        .collect();
    assert!(mailable.contains(&("무메일", false)) && mailable.contains(&("홍길동", true)), "{mailable:?}");
    let groups: Value =
        app.get(&format!("/api/v1/unions/{u}/mail-recipients/groups"), Some(&t)).await.json().await.unwrap();
    assert_eq!(groups["items"][0]["name"], "VIP");
    assert_eq!(groups["items"][0]["reachable_count"], 1);

    // Refusals change nothing.
    let r = app.post(&mailings, &json!({ "kind": "I", "applicant_ids": [], "group_ids": [] }), Some(&t)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["message"], "메일을 받을 조합원이나 그룹을 선택해주세요.");
    let r = app.post(&mailings, &json!({ "kind": "P", "applicant_ids": [hong] }), Some(&t)).await;
    assert_problem(
        r,
        StatusCode::UNPROCESSABLE_ENTITY,
        "bank_account_missing",
        Some("납입 계좌 정보를 먼저 입력해주세요."),
    )
    .await;
    let r = app.post(&mailings, &json!({ "kind": "I", "applicant_ids": [nomail, other] }), Some(&t)).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "mail_no_recipients", None).await;
    let r = app.post(&mailings, &json!({ "kind": "I", "applicant_ids": [hong], "reply_to": "nope" }), Some(&t)).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(app.count("SELECT count(*) FROM mailings").await, 0);
    assert_eq!(app.count("SELECT count(*) FROM mail_outbox").await, 0);

    // Park is picked twice (by id and through the group) and gets one mail; the applicant
    // without an address and another firm's applicant are left out.
    let body = json!({ "kind": "I", "applicant_ids": [hong, nomail, park, other], "group_ids": [group], "reply_to": "ir@a.kr" });
    let r = app
        .client
        .post(app.url(&mailings))
        .bearer_auth(&t)
        .header("Idempotency-Key", "send-1")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    let created: Value = r.json().await.unwrap();
    assert_eq!(created["mailing"]["recipient_count"], 2);
    assert_eq!(created["mailing"]["group_count"], 1);
    assert_eq!(created["without_email"], 1);
    assert_eq!(created["replayed"], false);
    assert_eq!(created["mailing"]["kind_label"], "모집 안내");
    let id = created["mailing"]["id"].as_i64().unwrap();

    // A retried request with the same key (a double click) sends nothing more, whatever order
    // its ids come in.
    let retry = json!({ "kind": "I", "applicant_ids": [other, park, nomail, hong, hong], "group_ids": [group], "reply_to": "ir@a.kr" });
    let r = app
        .client
        .post(app.url(&mailings))
        .bearer_auth(&t)
        .header("Idempotency-Key", "send-1")
        .json(&retry)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    assert_eq!(r.headers()["Idempotent-Replayed"], "true");
    let again: Value = r.json().await.unwrap();
    assert_eq!((again["mailing"]["id"].as_i64(), again["replayed"].as_bool()), (Some(id), Some(true)));
    let r = app
        .client
        .post(app.url(&mailings))
        .bearer_auth(&t)
        .header("Idempotency-Key", "send-1")
        .json(&json!({ "kind": "C", "applicant_ids": [hong] }))
        .send()
        .await
        .unwrap();
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "idempotency_key_reused", None).await;
    // The same key for the same kind but other recipients is another send, not a retry.
    let r = app
        .client
        .post(app.url(&mailings))
        .bearer_auth(&t)
        .header("Idempotency-Key", "send-1")
        .json(&json!({ "kind": "I", "applicant_ids": [hong], "reply_to": "ir@a.kr" }))
        .send()
        .await
        .unwrap();
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "idempotency_key_reused", None).await;
    assert_eq!(app.count("SELECT count(*) FROM mail_outbox").await, 2);

    let done = wait_delivered(&app, &t, u, id).await;
    assert_eq!((done["sent"].as_i64(), done["failed"].as_i64()), (Some(2), Some(0)));
    let mails = app.mails();
    assert_eq!(mails.len(), 2, "one mail each, no repeats");
    assert!(mails.iter().all(|(_, subject, _)| subject == "[에이투자] 에이투자 조합 조합원 모집 안내"));
    let to_park = mails.iter().find(|(to, _, _)| to.contains("park@lp.kr")).unwrap();
    assert!(to_park.2.contains("박그룹님"), "{to_park:?}");
    assert!(mails.iter().any(|(to, _, _)| to.contains("hong@lp.kr")));

    let history: Value = app.get(&mailings, Some(&t)).await.json().await.unwrap();
    assert_eq!(history["total_count"], 1);
    assert_eq!(history["items"][0]["sender_name"], "김대표");
    assert_eq!(history["items"][0]["reply_to"], "ir@a.kr");
    let recipients: Value =
        app.get(&format!("{mailings}/{id}/recipients?page_size=1&page=2"), Some(&t)).await.json().await.unwrap();
    assert_eq!(recipients["total_count"], 2);
    assert_eq!(recipients["items"][0]["name"], "박그룹");
    assert_eq!(recipients["items"][0]["status"], "sent");
    assert_eq!(recipients["items"][0]["phone"], "01012345678");

    // Another firm: 404 on every call, and its send cannot reach this union.
    let b_mailings = format!("/api/v1/unions/{u}/mailings");
    assert_problem(app.get(&b_mailings, Some(&tb)).await, StatusCode::NOT_FOUND, "union_not_found", None).await;
    assert_problem(
        app.get(&format!("{b_mailings}/{id}"), Some(&tb)).await,
        StatusCode::NOT_FOUND,
        "mailing_not_found",
        None,
    )
    .await;
    let r = app.get(&format!("{b_mailings}/{id}/recipients"), Some(&tb)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "mailing_not_found", None).await;
    let r = app.get(&format!("/api/v1/unions/{ub}/mailings/{id}"), Some(&tb)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "mailing_not_found", None).await;
    let r = app.post(&b_mailings, &json!({ "kind": "I", "applicant_ids": [hong] }), Some(&tb)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "union_not_found", None).await;
    for path in ["mail-recipients/members", "mail-recipients/groups"] {
        let r = app.get(&format!("/api/v1/unions/{u}/{path}"), Some(&tb)).await;
        assert_problem(r, StatusCode::NOT_FOUND, "union_not_found", None).await;
    }
    // Firm B's group id does not expand into firm A's union either.
    let r = app
        .post(&format!("/api/v1/unions/{ub}/mailings"), &json!({ "kind": "I", "group_ids": [group] }), Some(&tb))
        .await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "mail_no_recipients", None).await;
    assert_eq!(app.count("SELECT count(*) FROM mailings").await, 1);
}
