//! Delivery over real SMTP: the app sends to `mailer::sink`, an SMTP server on loopback. Each
//! kind arrives with its subject, values and recipient; an SMTP outage and a server restart in
//! the middle of a 1,000-recipient send lose nothing and repeat nothing.

use std::collections::HashMap;
use std::time::Duration;

use mailer::sink::{Inbox, Received, SmtpSink};
use reqwest::StatusCode;
use serde_json::{json, Value};
use server::startup::Application;

use crate::communication::{add_applicant, save_account, wait_delivered};
use crate::helpers::{spawn_app_with, TestApp};

async fn sink() -> SmtpSink {
    SmtpSink::start("127.0.0.1:0".parse().unwrap(), Inbox::default()).await.unwrap()
}

async fn app_mailing_to(sink: &SmtpSink) -> TestApp {
    let url = sink.url();
    spawn_app_with(move |c| c.smtp_url = Some(url)).await
}

fn parsed(m: &Received) -> (String, String, String) {
    let p = mailparse::parse_mail(m.data.as_bytes()).unwrap();
    let header = |k: &str| p.headers.iter().find(|h| h.get_key_ref().eq_ignore_ascii_case(k)).unwrap().get_value();
    let text = p.subparts.iter().find(|s| s.ctype.mimetype == "text/plain").unwrap().get_body().unwrap();
    (header("Subject"), header("Reply-To"), text)
}

async fn send(app: &TestApp, t: &str, union: i64, body: Value) -> i64 {
    let r = app.post(&format!("/api/v1/unions/{union}/mailings"), &body, Some(t)).await;
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    r.json::<Value>().await.unwrap()["mailing"]["id"].as_i64().unwrap()
}

async fn wait_for(inbox: &Inbox, n: usize) {
    for _ in 0..600 {
        if inbox.len() >= n {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("only {} of {n} mails arrived in 60 s", inbox.len());
}

#[tokio::test(flavor = "multi_thread")]
async fn each_kind_arrives_with_its_subject_values_and_recipient() {
    let sink = sink().await;
    sink.inbox().refuse("bounce");
    let app = app_mailing_to(&sink).await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    save_account(&app, &t, u).await;
    let hong = add_applicant(&app, &t, u, "홍길동", 30, "hong@lp.kr").await;
    let lee = add_applicant(&app, &t, u, "이몽룡", 5, "lee@lp.kr").await;
    let bounce = add_applicant(&app, &t, u, "반송", 1, "bounce@lp.kr").await;

    let mut ids = Vec::new();
    for kind in ["I", "C", "P", "A"] {
        let body = json!({ "kind": kind, "applicant_ids": [hong, lee, bounce], "reply_to": "ir@a.kr" });
        ids.push(send(&app, &t, u, body).await);
    }
    wait_for(sink.inbox(), 8).await;
    for id in &ids {
        let m = wait_delivered(&app, &t, u, *id).await;
        assert_eq!((m["sent"].as_i64(), m["failed"].as_i64()), (Some(2), Some(1)), "{m}");
    }
    let by_subject: HashMap<(String, String), (String, String)> = sink
        .inbox()
        .messages()
        .iter()
        .map(|m| {
            let (subject, reply_to, text) = parsed(m);
            ((subject, m.to[0].clone()), (reply_to, text))
        })
        .collect();
    assert_eq!(by_subject.len(), 8, "one mail per kind and recipient");
    let get = |what: &str, to: &str| &by_subject[&(format!("[에이투자] 에이투자 조합 {what}"), to.to_string())];

    let (reply_to, text) = get("조합원 모집 안내", "hong@lp.kr");
    assert!(reply_to.contains("ir@a.kr"), "{reply_to}");
    assert!(
        text.contains("홍길동님") && text.contains("결성 목표액: 100,000,000원") && text.contains("49.5% | 1,485만원")
    );
    let (_, text) = get("모집 마감 안내 및 서류 제출 요청", "lee@lp.kr");
    assert!(
        text.contains("1. 신분증 사본") && text.contains("신청 좌수: 5좌") && text.contains("회신(답장)"),
        "{text}"
    );
    let (_, text) = get("결성계획 승인 및 출자금 납입 요청", "hong@lp.kr");
    assert!(text.contains("출자 좌수: 30좌") && text.contains("출자금: 30,000,000원"), "{text}");
    assert!(text.contains("납입 계좌: 신한은행 110-123-456789") && text.contains("예금주: 에이 1호 조합"));
    let (_, text) = get("결성계획 승인 및 출자금 납입 요청", "lee@lp.kr");
    assert!(text.contains("출자금: 5,000,000원") && text.contains("이몽룡님"), "per recipient: {text}");
    let (_, text) = get("조합원 추가 모집 안내", "lee@lp.kr");
    assert!(text.contains("추가로 모집"));

    // The refused address is failed at once with the server's answer, not retried.
    let r: Value =
        app.get(&format!("/api/v1/unions/{u}/mailings/{}/recipients", ids[0]), Some(&t)).await.json().await.unwrap();
    let refused = r["items"].as_array().unwrap().iter().find(|d| d["email"] == "bounce@lp.kr").unwrap();
    assert_eq!((refused["status"].as_str(), refused["attempts"].as_i64()), (Some("failed"), Some(1)));
    assert!(refused["last_answer"].as_str().unwrap().contains("550"), "{refused}");
    let sent = r["items"].as_array().unwrap().iter().find(|d| d["email"] == "hong@lp.kr").unwrap();
    assert!(sent["last_answer"].as_str().unwrap().starts_with("250"), "{sent}");
    sink.stop().await;
}

/// A union of `n` applicants (inserted directly: the API path is tested elsewhere).
async fn union_of_many(app: &TestApp, n: i64) -> (String, i64, Vec<i64>) {
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    app.sql(&format!(
        "INSERT INTO applicants (company_id, union_id, name, lp_type, unit_count, amount, email) \
         SELECT company_id, id, '조합원' || g, 'individual', 1, 1000000, 'lp' || g || '@lp.kr' \
         FROM unions, generate_series(1, {n}) g WHERE id = {u}"
    ))
    .await;
    let members: Value =
        app.get(&format!("/api/v1/unions/{u}/mail-recipients/members"), Some(&t)).await.json().await.unwrap();
    let ids = members["items"].as_array().unwrap().iter().map(|m| m["applicant_id"].as_i64().unwrap()).collect();
    (t, u, ids)
}

/// Every address got exactly one mail.
fn assert_each_once(inbox: &Inbox, n: usize) {
    let mut per: HashMap<String, usize> = HashMap::new();
    for m in inbox.messages() {
        *per.entry(m.to[0].clone()).or_default() += 1;
    }
    assert_eq!(per.len(), n, "every recipient");
    let repeats: Vec<_> = per.iter().filter(|(_, c)| **c > 1).collect();
    assert!(repeats.is_empty(), "sent twice: {repeats:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn an_smtp_outage_mid_send_delays_but_loses_and_repeats_nothing() {
    let first = sink().await;
    let (addr, inbox) = (first.addr(), first.inbox().clone());
    let app = app_mailing_to(&first).await;
    let (t, u, ids) = union_of_many(&app, 1000).await;
    let id = send(&app, &t, u, json!({ "kind": "I", "applicant_ids": ids })).await;

    wait_for(&inbox, 200).await;
    first.stop().await;
    tokio::time::sleep(Duration::from_millis(700)).await;
    assert!(inbox.len() < 1000, "the outage came mid-send");
    let back = SmtpSink::start(addr, inbox.clone()).await.unwrap();

    let m = wait_delivered(&app, &t, u, id).await;
    assert_eq!((m["sent"].as_i64(), m["failed"].as_i64()), (Some(1000), Some(0)), "{m}");
    assert_each_once(&inbox, 1000);
    assert!(app.count("SELECT count(*) FROM mail_outbox WHERE attempts > 1").await > 0, "some mails were retried");
    back.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_server_restarted_mid_send_resumes_where_it_stopped_and_sends_nobody_twice() {
    let sink = sink().await;
    let inbox = sink.inbox().clone();
    let mut app = app_mailing_to(&sink).await;
    let (t, u, ids) = union_of_many(&app, 1000).await;
    let id = send(&app, &t, u, json!({ "kind": "C", "applicant_ids": ids })).await;

    wait_for(&inbox, 150).await;
    app.stop().await;
    let delivered = inbox.len();
    let left =
        app.count(&format!("SELECT count(*) FROM mail_outbox WHERE mailing_id = {id} AND status <> 'sent'")).await;
    assert!(left > 0, "the stop came mid-send");
    assert_eq!(delivered as i64 + left, 1000, "a stopped server finishes the mails it claimed");
    // A worker that died holding a claim: its row comes back when the claim runs out.
    app.sql(&format!(
        "UPDATE mail_outbox SET status = 'sending', attempts = 1, next_attempt_at = now() - interval '1 second' \
         WHERE id = (SELECT min(id) FROM mail_outbox WHERE mailing_id = {id} AND status = 'queued')"
    ))
    .await;

    let restarted = Application::build(&app.config, &app.db_url).unwrap();
    let port = restarted.port();
    tokio::spawn(restarted.run_until_stopped());
    let r =
        app.client.get(format!("http://127.0.0.1:{port}/api/v1/unions/{u}/mailings/{id}")).bearer_auth(&t).send().await;
    assert_eq!(r.unwrap().status(), StatusCode::OK, "the session survives the restart");
    for _ in 0..600 {
        if app.count(&format!("SELECT count(*) FROM mail_outbox WHERE mailing_id = {id} AND status <> 'sent'")).await
            == 0
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_each_once(&inbox, 1000);
    sink.stop().await;
}
