//! Invitations and the LP's own side: the invite lists, the mail and its link, sign-up through
//! the link (once, before it expires), applying, member documents, and what an LP can't see.

use reqwest::multipart::{Form, Part};
use reqwest::{Response, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, spawn_app_with, TestApp, PASSWORD};

const PDF: &[u8] = b"%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n";

async fn invite(app: &TestApp, t: &str, union: i64, emails: &str) -> Response {
    app.post(&format!("/api/v1/unions/{union}/invitations"), &json!({ "emails": emails }), Some(t)).await
}

/// The token of the newest invitation link mailed to `to`.
fn link_token(app: &TestApp, to: &str) -> String {
    let (_, _, text) = app.mails().into_iter().rev().find(|(addr, _, _)| addr.contains(to)).expect("invitation mail");
    let start =
        text.find("http://app.test/invitations/").expect("link in the mail") + "http://app.test/invitations/".len();
    text[start..].split_whitespace().next().unwrap().to_string()
}

fn join_body(name: &str) -> Value {
    json!({ "password": PASSWORD, "name": name, "phone": "010-9876-5432", "lp_type": "individual",
            "agree_terms": true, "agree_privacy": true })
}

/// Invites `email`, signs up through the mailed link; returns the LP's token.
pub(crate) async fn lp_signs_up(app: &TestApp, gp: &str, union: i64, email: &str, name: &str) -> String {
    assert_eq!(invite(app, gp, union, email).await.status(), StatusCode::OK);
    let token = link_token(app, email);
    let r = app.post(&format!("/api/v1/invitations/{token}/join"), &join_body(name), None).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let v: Value = r.json().await.unwrap();
    assert_eq!(v["union_id"], union);
    v["token"]["access_token"].as_str().unwrap().to_string()
}

async fn apply(app: &TestApp, lp: &str, union: i64, units: Value) -> Response {
    app.post(&format!("/api/v1/me/lp/unions/{union}/applications"), &json!({ "unit_count": units }), Some(lp)).await
}

async fn upload(app: &TestApp, t: &str, applicant: i64, kind: &str, name: &str, bytes: &[u8]) -> Response {
    let form = Form::new().part("file", Part::bytes(bytes.to_vec()).file_name(name.to_string()));
    app.client
        .post(app.url(&format!("/api/v1/me/lp/applications/{applicant}/documents?kind={kind}")))
        .bearer_auth(t)
        .multipart(form)
        .send()
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread")]
async fn invitations_sort_addresses_and_mail_a_working_link() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;

    let r = invite(&app, &t, u, "lp1@x.kr, LP2@x.kr, nope, lp1@x.kr").await;
    assert_eq!(r.status(), StatusCode::OK);
    let v: Value = r.json().await.unwrap();
    assert_eq!(v["new_invitations"], json!(["lp1@x.kr", "lp2@x.kr"]));
    assert_eq!(v["invalid_emails"], json!(["nope"]));
    assert_eq!(v["already_invited"], json!([]));

    let again: Value = invite(&app, &t, u, "lp2@x.kr, lp3@x.kr").await.json().await.unwrap();
    assert_eq!(again["already_invited"], json!(["lp2@x.kr"]));
    assert_eq!(again["new_invitations"], json!(["lp3@x.kr"]));
    assert_eq!(app.mails().len(), 3, "one mail per new invitation");
    // Each invited address is a waiting LP of the firm.
    let lps: Value = app.get("/api/v1/lp-members?status=W", Some(&t)).await.json().await.unwrap();
    assert_eq!(lps["total_count"], 3);

    // Mails written in the same instant have no order on disk: pick lp1's by its address.
    let (_, subject, text) = app.mails().into_iter().find(|(to, _, _)| to.contains("lp1@x.kr")).unwrap();
    assert_eq!(subject, "[에이투자] 에이투자 조합 출자 신청 초대");
    assert!(text.contains("1좌 금액: 1,000,000원") && text.contains("모집 기간: 2026.12.01 ~ 2026.12.31"), "{text}");

    let token = link_token(&app, "lp1@x.kr");
    let page: Value = app.get(&format!("/api/v1/invitations/{token}"), None).await.json().await.unwrap();
    assert_eq!(page["firm_name"], "에이투자");
    assert_eq!(page["union_name"], "에이투자 조합");
    assert_eq!(page["target_amount"], 100_000_000);
    assert_eq!(page["email"], "lp1@x.kr");

    let r = invite(&app, &t, u, " , ").await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_problem(
        app.get("/api/v1/invitations/not-a-token", None).await,
        StatusCode::NOT_FOUND,
        "invitation_not_found",
        None,
    )
    .await;
    let (tb, _) = app.firm_with_union("ceo@b.kr", "비투자", "2222222222").await;
    assert_problem(invite(&app, &tb, u, "x@y.kr").await, StatusCode::NOT_FOUND, "union_not_found", None).await;
    // A union that stopped recruiting takes no invitations.
    app.sql(&format!("UPDATE unions SET status = 'S' WHERE id = {u}")).await;
    assert_problem(invite(&app, &t, u, "new@x.kr").await, StatusCode::CONFLICT, "union_not_recruiting", None).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_link_signs_up_once_and_not_after_it_expires() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    invite(&app, &t, u, "lp@x.kr, late@x.kr").await;
    let token = link_token(&app, "lp@x.kr");

    let r = app.post(&format!("/api/v1/invitations/{token}/join"), &json!({ "password": "short", "name": "", "phone": "12", "lp_type": "x", "agree_terms": false, "agree_privacy": true }), None).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert!(v["errors"].as_array().unwrap().len() >= 4, "{v}");
    assert_eq!(app.count("SELECT count(*) FROM users WHERE email = 'lp@x.kr'").await, 0);

    let r = app.post(&format!("/api/v1/invitations/{token}/join"), &join_body("김엘피"), None).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let lp: Value = r.json().await.unwrap();
    let lp_token = lp["token"]["access_token"].as_str().unwrap();
    let me: Value = app.get("/api/v1/me", Some(lp_token)).await.json().await.unwrap();
    assert_eq!(me["email"], "lp@x.kr", "{me}");
    assert_eq!(me["member_type"], "lp", "the web app shows LP accounts their own pages only");

    let reused = app.post(&format!("/api/v1/invitations/{token}/join"), &join_body("다른사람"), None).await;
    assert_problem(reused, StatusCode::GONE, "invitation_used", None).await;
    assert_problem(
        app.get(&format!("/api/v1/invitations/{token}"), None).await,
        StatusCode::GONE,
        "invitation_used",
        None,
    )
    .await;
    let accept = app.post(&format!("/api/v1/invitations/{token}/accept"), &json!({}), Some(lp_token)).await;
    assert_problem(accept, StatusCode::GONE, "invitation_used", None).await;

    // The firm's record is now normal, named, and linked to the account.
    let lps: Value = app.get("/api/v1/lp-members?q=lp@x.kr", Some(&t)).await.json().await.unwrap();
    assert_eq!(lps["items"][0]["status"], "N");
    assert_eq!(lps["items"][0]["name"], "김엘피");
    assert_eq!(lps["items"][0]["has_account"], true);

    let late = link_token(&app, "late@x.kr");
    app.sql("UPDATE invitations SET expires_at = now() - interval '1 second' WHERE email = 'late@x.kr'").await;
    assert_problem(
        app.get(&format!("/api/v1/invitations/{late}"), None).await,
        StatusCode::GONE,
        "invitation_expired",
        None,
    )
    .await;
    let r = app.post(&format!("/api/v1/invitations/{late}/join"), &join_body("늦은이"), None).await;
    assert_problem(r, StatusCode::GONE, "invitation_expired", None).await;
    assert_eq!(app.count("SELECT count(*) FROM users WHERE email = 'late@x.kr'").await, 0, "nothing created");
    // An expired invitation can be sent again.
    let again: Value = invite(&app, &t, u, "late@x.kr").await.json().await.unwrap();
    assert_eq!(again["new_invitations"], json!(["late@x.kr"]));
}

#[tokio::test(flavor = "multi_thread")]
async fn an_existing_account_accepts_while_logged_in() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let (_, other_union) = app.firm_with_union("ceo@b.kr", "비투자", "2222222222").await;
    let _ = other_union;
    invite(&app, &t, u, "ceo@b.kr").await;
    let token = link_token(&app, "ceo@b.kr");
    let b_token = app.token("ceo@b.kr").await;
    let r = app.post(&format!("/api/v1/invitations/{token}/join"), &join_body("중복"), None).await;
    assert_problem(r, StatusCode::CONFLICT, "email_taken", None).await;
    let r = app.post(&format!("/api/v1/invitations/{token}/accept"), &json!({}), Some(&b_token)).await;
    assert_eq!(r.status(), StatusCode::OK);
    let unions: Value = app.get("/api/v1/me/lp/unions", Some(&b_token)).await.json().await.unwrap();
    assert_eq!(unions[0]["union_id"], u);
    assert_eq!(unions[0]["recruiting"], true);
    assert_eq!(unions[0]["applicant_id"], Value::Null);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_lp_applies_sends_documents_and_the_gp_sees_them() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let lp = lp_signs_up(&app, &t, u, "lp@x.kr", "김엘피").await;

    let v = assert_problem(
        apply(&app, &lp, u, Value::Null).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation_failed",
        None,
    )
    .await;
    assert_eq!(v["errors"][0]["message"], "좌수를 입력해 주세요");
    // The LP was shown another 1좌 금액 (the GP changed it since): refused, nothing applied.
    let stale = json!({ "unit_count": 7, "unit_price": 900_000 });
    let r = app.post(&format!("/api/v1/me/lp/unions/{u}/applications"), &stale, Some(&lp)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["message"], "1좌 금액이 바뀌었습니다. 다시 확인해 주세요.");
    assert_eq!(app.count("SELECT count(*) FROM applicants").await, 0);
    let r = apply(&app, &lp, u, json!(7)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let mine: Value = r.json().await.unwrap();
    let applicant = mine["applicant"]["id"].as_i64().unwrap();
    assert_eq!(mine["applicant"]["amount"], 7_000_000);
    assert_eq!(mine["applicant"]["status"], "R");
    assert_eq!(mine["document_kinds"].as_array().unwrap().len(), 8);
    assert_problem(apply(&app, &lp, u, json!(1)).await, StatusCode::CONFLICT, "already_applied", None).await;

    // The GP's apply tab has it, in status R, matched to the LP automatically.
    let list: Value = app.get(&format!("/api/v1/unions/{u}/applicants"), Some(&t)).await.json().await.unwrap();
    assert_eq!(list["items"][0]["id"], applicant);
    assert_eq!(list["items"][0]["name"], "김엘피");
    let lps: Value = app.get("/api/v1/lp-members", Some(&t)).await.json().await.unwrap();
    assert_eq!(lps["items"][0]["committed_amount"], 7_000_000);

    let bad = upload(&app, &lp, applicant, "FLF0001", "신분증.txt", b"plain text").await;
    assert_problem(bad, StatusCode::UNSUPPORTED_MEDIA_TYPE, "file_type_not_allowed", None).await;
    let bad = upload(&app, &lp, applicant, "FLF0099", "신분증.pdf", PDF).await;
    assert_problem(bad, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    let r = upload(&app, &lp, applicant, "FLF0001", "신분증.pdf", PDF).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let doc: Value = r.json().await.unwrap();
    assert_eq!(doc["kind_label"], "신분증 사본");
    assert_eq!(app.count("SELECT count(*) FROM pending_objects").await, 0);

    let list: Value = app.get(&format!("/api/v1/unions/{u}/applicants"), Some(&t)).await.json().await.unwrap();
    assert_eq!(list["items"][0]["document_count"], 1);
    let docs: Value =
        app.get(&format!("/api/v1/unions/{u}/applicants/{applicant}/documents"), Some(&t)).await.json().await.unwrap();
    assert_eq!(docs[0]["file_name"], "신분증.pdf");
    let d = docs[0]["id"].as_i64().unwrap();
    let file = app.get(&format!("/api/v1/unions/{u}/applicants/{applicant}/documents/{d}/download"), Some(&t)).await;
    assert_eq!(file.status(), StatusCode::OK);
    assert_eq!(file.bytes().await.unwrap().as_ref(), PDF);

    // Deleting takes the count back down and leaves no object behind.
    let r = app
        .client
        .delete(app.url(&format!("/api/v1/me/lp/applications/{applicant}/documents/{d}")))
        .bearer_auth(&lp)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert_eq!(app.count(&format!("SELECT document_count::bigint FROM applicants WHERE id = {applicant}")).await, 0);
    assert!(app.stored_objects().is_empty(), "{:?}", app.stored_objects());
    // The union's history has the LP's upload and deletion, by the LP.
    let h: Value = app.get(&format!("/api/v1/unions/{u}/history"), Some(&t)).await.json().await.unwrap();
    let docs: Vec<(&str, &str)> = h["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["entity"] == "applicant_document")
        .map(|e| (e["action"].as_str().unwrap(), e["actor_name"].as_str().unwrap()))
        .collect();
    assert_eq!(docs, [("deleted", "김엘피"), ("uploaded", "김엘피")]);

    // Once the contribution is closed (F) documents no longer change.
    upload(&app, &lp, applicant, "FLF0002", "등본.pdf", PDF).await;
    app.sql(&format!("UPDATE applicants SET status = 'F' WHERE id = {applicant}")).await;
    let r = upload(&app, &lp, applicant, "FLF0003", "통장.pdf", PDF).await;
    assert_problem(r, StatusCode::CONFLICT, "application_closed", None).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn an_lp_sees_only_their_own_applications_and_documents() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let first = lp_signs_up(&app, &t, u, "one@x.kr", "일엘피").await;
    let second = lp_signs_up(&app, &t, u, "two@x.kr", "이엘피").await;
    let r =
        app.post(&format!("/api/v1/me/lp/unions/{u}/applications"), &json!({ "unit_count": 2 }), Some(&first)).await;
    let applicant = r.json::<Value>().await.unwrap()["applicant"]["id"].as_i64().unwrap();
    let doc: Value = upload(&app, &first, applicant, "FLF0001", "신분증.pdf", PDF).await.json().await.unwrap();
    let d = doc["id"].as_i64().unwrap();

    let mine: Value = app.get("/api/v1/me/lp/applications", Some(&second)).await.json().await.unwrap();
    assert_eq!(mine, json!([]));
    let r = app.get(&format!("/api/v1/me/lp/applications/{applicant}"), Some(&second)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "application_not_found", None).await;
    let r = app.get(&format!("/api/v1/me/lp/applications/{applicant}/documents/{d}/download"), Some(&second)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "file_not_found", None).await;
    let r = upload(&app, &second, applicant, "FLF0002", "등본.pdf", PDF).await;
    assert_problem(r, StatusCode::NOT_FOUND, "application_not_found", None).await;
    // Nor can an LP reach the firm's own screens for the union.
    assert_problem(
        app.get(&format!("/api/v1/unions/{u}/applicants"), Some(&second)).await,
        StatusCode::FORBIDDEN,
        "investor_only",
        None,
    )
    .await;
    // A suspended LP can no longer apply.
    app.sql("UPDATE lp_members SET status = 'S' WHERE email = 'two@x.kr'").await;
    let r =
        app.post(&format!("/api/v1/me/lp/unions/{u}/applications"), &json!({ "unit_count": 1 }), Some(&second)).await;
    assert_problem(r, StatusCode::FORBIDDEN, "lp_suspended", None).await;
    // Without an accepted invitation there is nothing to apply to.
    let (_, other) = app.firm_with_union("ceo@b.kr", "비투자", "2222222222").await;
    let r = app
        .post(&format!("/api/v1/me/lp/unions/{other}/applications"), &json!({ "unit_count": 1 }), Some(&first))
        .await;
    assert_problem(r, StatusCode::NOT_FOUND, "union_not_found", None).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn an_invitation_whose_mail_cannot_be_sent_is_withdrawn_and_reported() {
    // Nothing listens on port 1: the SMTP transport refuses every message.
    let app = spawn_app_with(|c| c.smtp_url = Some("smtp://127.0.0.1:1".into())).await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let v: Value = invite(&app, &t, u, "lp@x.kr").await.json().await.unwrap();
    assert_eq!(v["failed_emails"], json!(["lp@x.kr"]));
    assert_eq!(v["new_invitations"], json!([]));
    assert_eq!(app.count("SELECT count(*) FROM invitations WHERE revoked_at IS NOT NULL").await, 1);
    // Withdrawn, so the address can be invited again once mail works.
    let again: Value = invite(&app, &t, u, "lp@x.kr").await.json().await.unwrap();
    assert_eq!(again["already_invited"], json!([]));
}

#[tokio::test(flavor = "multi_thread")]
async fn an_lps_own_account_is_never_listed_among_companies_to_join() {
    let app = spawn_app().await;
    let (gp, union) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    lp_signs_up(&app, &gp, union, "lp@x.kr", "표엘피").await;
    // The LP's "company" carries the person's name; the firm is found as before.
    let found: Value = app.get("/api/v1/join/companies?kind=investor&q=표엘피", None).await.json().await.unwrap();
    assert_eq!(found["total_count"], 0, "{found}");
    let firm: Value = app.get("/api/v1/join/companies?kind=investor&q=에이투자", None).await.json().await.unwrap();
    assert_eq!(firm["total_count"], 1, "{firm}");
}
