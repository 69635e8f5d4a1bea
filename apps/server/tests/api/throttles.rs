//! Throttles on what can be guessed or used to flood someone, counted in PostgreSQL per client
//! address and per target: a victim's inbox gets three reset mails an hour however many
//! addresses ask, find-id stops a guessing address and a guessed name, sign-up and the waiting
//! list stop a flooding address, and each refusal changes nothing.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, new_firm_body, spawn_app, TestApp};

async fn post_from(app: &TestApp, path: &str, body: &Value, ip: &str) -> reqwest::Response {
    app.client.post(app.url(path)).header("X-Forwarded-For", ip).json(body).send().await.unwrap()
}

#[tokio::test(flavor = "multi_thread")]
async fn an_inbox_gets_three_reset_mails_an_hour_whoever_asks() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let victim = json!({ "email": "ceo@a.kr" });
    for n in 0..3 {
        let r = post_from(&app, "/api/v1/auth/password-reset", &victim, &format!("198.51.100.{n}")).await;
        assert_eq!(r.status(), StatusCode::ACCEPTED);
    }
    let r = post_from(&app, "/api/v1/auth/password-reset", &json!({ "email": " CEO@a.kr" }), "203.0.113.1").await;
    assert_eq!(r.headers()["retry-after"], "3600");
    assert_problem(
        r,
        StatusCode::TOO_MANY_REQUESTS,
        "too_many_attempts",
        Some("비밀번호 재설정 메일을 너무 많이 요청했습니다. 60분 후에 다시 시도해 주세요."),
    )
    .await;
    assert_eq!(app.count("SELECT count(*) FROM password_resets").await, 3, "the refused request made no link");

    // One address asking for many inboxes, known or not, stops at ten (so the answer says
    // nothing of which addresses have accounts).
    for n in 0..10 {
        let r = post_from(&app, "/api/v1/auth/password-reset", &json!({ "email": format!("x{n}@b.kr") }), "192.0.2.1")
            .await;
        assert_eq!(r.status(), StatusCode::ACCEPTED);
    }
    let r = post_from(&app, "/api/v1/auth/password-reset", &json!({ "email": "y@b.kr" }), "192.0.2.1").await;
    assert_problem(r, StatusCode::TOO_MANY_REQUESTS, "too_many_attempts", None).await;
    let r = post_from(&app, "/api/v1/auth/password-reset", &json!({ "email": "y@b.kr" }), "192.0.2.2").await;
    assert_eq!(r.status(), StatusCode::ACCEPTED, "another address still may");
}

#[tokio::test(flavor = "multi_thread")]
async fn find_id_stops_a_guessing_address_and_a_guessed_name() {
    let app = spawn_app().await;
    app.new_firm("demo@johap.kr", "에이투자", "1111111111").await;
    let guess = |n: u32| json!({ "name": "김대표", "phone": format!("010-0000-{n:04}") });
    for n in 0..10 {
        let r = post_from(&app, "/api/v1/auth/find-id", &guess(n), "198.51.100.1").await;
        assert_eq!(r.status(), StatusCode::NOT_FOUND);
    }
    // The right phone from the guessing address is refused too: the limit is on tries.
    let right = json!({ "name": "김대표", "phone": "01012345678" });
    let r = post_from(&app, "/api/v1/auth/find-id", &right, "198.51.100.1").await;
    assert_problem(
        r,
        StatusCode::TOO_MANY_REQUESTS,
        "too_many_attempts",
        Some("아이디 찾기를 너무 많이 시도했습니다. 15분 후에 다시 시도해 주세요."),
    )
    .await;
    // The name has had ten tries too: guessing it from a fresh address waits as well.
    let r = post_from(&app, "/api/v1/auth/find-id", &right, "203.0.113.1").await;
    assert_problem(r, StatusCode::TOO_MANY_REQUESTS, "too_many_attempts", None).await;
    // Another person's lookup from a fresh address goes on.
    let other = json!({ "name": "박투자", "phone": "010-5555-6666" });
    assert_eq!(post_from(&app, "/api/v1/auth/find-id", &other, "203.0.113.1").await.status(), StatusCode::NOT_FOUND);
    // The window over, the owner finds the id.
    app.sql("UPDATE throttle_events SET at = now() - interval '16 minutes'").await;
    let r = post_from(&app, "/api/v1/auth/find-id", &right, "198.51.100.1").await;
    assert_eq!(r.json::<Value>().await.unwrap()["masked_email"], "de**@johap.kr");
}

#[tokio::test(flavor = "multi_thread")]
async fn sign_up_and_the_waiting_list_stop_a_flooding_address() {
    let app = spawn_app().await;
    for n in 0..20 {
        let body = new_firm_body(&format!("ceo{n}@flood.kr"), &format!("홍수투자{n:02}"), &format!("30000000{n:02}"));
        assert_eq!(post_from(&app, "/api/v1/join", &body, "198.51.100.1").await.status(), StatusCode::CREATED);
    }
    let body = new_firm_body("ceo20@flood.kr", "홍수투자20", "3000000020");
    let r = post_from(&app, "/api/v1/join", &body, "198.51.100.1").await;
    assert_problem(
        r,
        StatusCode::TOO_MANY_REQUESTS,
        "too_many_attempts",
        Some("회원가입 요청이 너무 많습니다. 60분 후에 다시 시도해 주세요."),
    )
    .await;
    assert_eq!(app.count("SELECT count(*) FROM users WHERE email = 'ceo20@flood.kr'").await, 0, "nothing made");
    assert_eq!(post_from(&app, "/api/v1/join", &body, "203.0.113.1").await.status(), StatusCode::CREATED);

    let waiting = |n: u32| {
        json!({ "company_name": format!("대기{n}"), "business_number": format!("40000000{n:02}"),
            "company_kind": "investor", "contact_name": "이대기", "email": format!("w{n}@wait.kr"),
            "phone": "010-1234-5678", "note": "", "agreed_privacy": true })
    };
    for n in 0..10 {
        assert_eq!(
            post_from(&app, "/api/v1/waiting-list", &waiting(n), "192.0.2.1").await.status(),
            StatusCode::CREATED
        );
    }
    let r = post_from(&app, "/api/v1/waiting-list", &waiting(10), "192.0.2.1").await;
    assert_problem(
        r,
        StatusCode::TOO_MANY_REQUESTS,
        "too_many_attempts",
        Some("대기 등록 요청이 너무 많습니다. 60분 후에 다시 시도해 주세요."),
    )
    .await;
    assert_eq!(app.count("SELECT count(*) FROM waiting_list").await, 10);
}

/// An IPv6 client counts by its /64: stepping through addresses of one network gains nothing.
#[tokio::test(flavor = "multi_thread")]
async fn an_ipv6_network_counts_as_one_address() {
    let app = spawn_app().await;
    for n in 0..10 {
        let body = json!({ "name": format!("이름{n}"), "phone": "010-0000-0000" });
        let r = post_from(&app, "/api/v1/auth/find-id", &body, &format!("2001:db8:7:7::{n:x}")).await;
        assert_eq!(r.status(), StatusCode::NOT_FOUND);
    }
    let body = json!({ "name": "이름10", "phone": "010-0000-0000" });
    let r = post_from(&app, "/api/v1/auth/find-id", &body, "2001:db8:7:7:ffff::1").await;
    assert_problem(r, StatusCode::TOO_MANY_REQUESTS, "too_many_attempts", None).await;
    assert_eq!(post_from(&app, "/api/v1/auth/find-id", &body, "2001:db8:7:8::1").await.status(), StatusCode::NOT_FOUND);
}
