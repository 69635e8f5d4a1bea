//! The firm's own details, its teams and the CEO hand-over over HTTP: members read, the CEO
//! changes, another firm sees nothing, and a refused change changes nothing.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, staff_body, TestApp, PASSWORD};

/// A firm with its CEO and an approved staff member: (ceo token, staff token, staff id).
async fn firm_with_staff(app: &TestApp, ceo: &str, staff: &str, number: &str) -> (String, String, i64) {
    let made = app.new_firm(ceo, "에이투자", number).await;
    let company = made["company_id"].as_i64().unwrap();
    let joined: Value = app.join(&staff_body(staff, company, "investor")).await.json().await.unwrap();
    let staff_id = joined["user_id"].as_i64().unwrap();
    let ceo_token = app.token(ceo).await;
    let approve = format!("/api/v1/company/members/{staff_id}/approve");
    assert_eq!(app.post(&approve, &json!({}), Some(&ceo_token)).await.status(), StatusCode::OK);
    (ceo_token, app.token(staff).await, staff_id)
}

fn details() -> Value {
    json!({
        "name": " 에이투자파트너스 ",
        "ceo_name": "김대표",
        "address": "서울특별시 강남구 테헤란로 152",
        "phone": "02-555-1234",
        "homepage": "https://a-partners.kr",
        "contact_email": "ir@a-partners.kr",
        "founded_on": "2019-04-01",
        "introduction": "초기 기업에 투자합니다."
    })
}

#[tokio::test(flavor = "multi_thread")]
async fn the_ceo_edits_the_firm_and_staff_only_read_it() {
    let app = spawn_app().await;
    let (ceo, staff, _) = firm_with_staff(&app, "ceo@a.kr", "staff@a.kr", "1111111111").await;
    let before: Value = app.get("/api/v1/company", Some(&staff)).await.json().await.unwrap();
    assert_eq!((before["name"].as_str(), before["member_count"].as_i64()), (Some("에이투자"), Some(2)));
    assert_eq!(before["business_number"], "1111111111");

    let r = app.call(Method::PUT, "/api/v1/company", Some(&details()), &staff).await;
    assert_problem(r, StatusCode::FORBIDDEN, "ceo_only", None).await;

    let mut bad = details();
    bad["phone"] = json!("12");
    bad["homepage"] = json!("a-partners.kr");
    bad["contact_email"] = json!("ir@");
    bad["founded_on"] = json!("2999-01-01");
    let r = app.call(Method::PUT, "/api/v1/company", Some(&bad), &ceo).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    let fields: Vec<&str> = v["errors"].as_array().unwrap().iter().map(|e| e["field"].as_str().unwrap()).collect();
    assert_eq!(fields, ["phone", "homepage", "contact_email", "founded_on"]);
    let unchanged: Value = app.get("/api/v1/company", Some(&ceo)).await.json().await.unwrap();
    assert_eq!(unchanged["name"], "에이투자", "a refused edit changes nothing");

    let r = app.call(Method::PUT, "/api/v1/company", Some(&details()), &ceo).await;
    assert_eq!(r.status(), StatusCode::OK);
    let saved: Value = r.json().await.unwrap();
    assert_eq!(saved["name"], "에이투자파트너스");
    assert_eq!(saved["phone"], "025551234");
    assert_eq!(saved["founded_on"], "2019-04-01");
    let read: Value = app.get("/api/v1/company", Some(&staff)).await.json().await.unwrap();
    assert_eq!(read["homepage"], "https://a-partners.kr");
    let me: Value = app.get("/api/v1/me", Some(&staff)).await.json().await.unwrap();
    assert_eq!(me["company_name"], "에이투자파트너스", "the members' sessions show the new name");
    assert_eq!(app.count("SELECT count(*) FROM audit_events WHERE entity = 'company'").await, 1);

    // Empty optional fields clear them.
    let cleared = json!({ "name": "에이투자파트너스", "ceo_name": "김대표", "founded_on": null });
    let v: Value = app.call(Method::PUT, "/api/v1/company", Some(&cleared), &ceo).await.json().await.unwrap();
    assert_eq!((v["homepage"].as_str(), v["founded_on"].as_str()), (Some(""), None));
}

#[tokio::test(flavor = "multi_thread")]
async fn teams_hold_approved_members_and_stay_inside_their_firm() {
    let app = spawn_app().await;
    let (ceo, staff, staff_id) = firm_with_staff(&app, "ceo@a.kr", "staff@a.kr", "1111111111").await;
    let (other_ceo, _, other_staff) = firm_with_staff(&app, "ceo@b.kr", "staff@b.kr", "2222222222").await;
    let body = |name: &str, members: Vec<i64>, leader: Option<i64>| json!({ "name": name, "member_ids": members, "leader_id": leader });

    let r = app.post("/api/v1/company/teams", &body("심사팀", vec![staff_id], None), Some(&staff)).await;
    assert_problem(r, StatusCode::FORBIDDEN, "ceo_only", None).await;
    let r = app.post("/api/v1/company/teams", &body("   ", vec![], None), Some(&ceo)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["message"], "그룹명을 입력해주세요.");
    let r = app.post("/api/v1/company/teams", &body("심사팀", vec![other_staff], None), Some(&ceo)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["field"], "member_ids", "another firm's member cannot be put in a team");
    let r = app.post("/api/v1/company/teams", &body("심사팀", vec![], Some(staff_id)), Some(&ceo)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["field"], "leader_id");
    assert_eq!(app.count("SELECT count(*) FROM teams").await, 0, "refusals create nothing");

    let r =
        app.post("/api/v1/company/teams", &body("심사팀", vec![staff_id, staff_id], Some(staff_id)), Some(&ceo)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let team: Value = r.json().await.unwrap();
    assert_eq!(team["members"].as_array().unwrap().len(), 1);
    assert_eq!(team["leader_id"], staff_id);
    let id = team["id"].as_i64().unwrap();
    let r = app.post("/api/v1/company/teams", &body(" 심사팀 ", vec![], None), Some(&ceo)).await;
    assert_problem(r, StatusCode::CONFLICT, "team_name_taken", None).await;
    let r = app.post("/api/v1/company/teams", &body("심사팀", vec![], None), Some(&other_ceo)).await;
    assert_eq!(r.status(), StatusCode::CREATED, "names are unique per firm only");

    let listed: Value = app.get("/api/v1/company/teams", Some(&staff)).await.json().await.unwrap();
    assert_eq!(listed["items"].as_array().unwrap().len(), 1, "staff read their firm's teams only");
    let path = format!("/api/v1/company/teams/{id}");
    for r in [
        app.call(Method::PUT, &path, Some(&body("가로채기", vec![], None)), &other_ceo).await,
        app.call(Method::DELETE, &path, None, &other_ceo).await,
    ] {
        assert_problem(r, StatusCode::NOT_FOUND, "team_not_found", None).await;
    }
    let r = app.call(Method::PUT, &path, Some(&body("투자심사팀", vec![], None)), &ceo).await;
    assert_eq!(r.status(), StatusCode::OK);
    let renamed: Value = r.json().await.unwrap();
    assert_eq!((renamed["name"].as_str(), renamed["members"].as_array().unwrap().len()), (Some("투자심사팀"), 0));
    assert_eq!(app.call(Method::DELETE, &path, None, &staff).await.status(), StatusCode::FORBIDDEN);
    assert_eq!(app.call(Method::DELETE, &path, None, &ceo).await.status(), StatusCode::NO_CONTENT);
    assert_problem(app.call(Method::DELETE, &path, None, &ceo).await, StatusCode::NOT_FOUND, "team_not_found", None)
        .await;
    assert_eq!(app.count("SELECT count(*) FROM audit_events WHERE entity = 'team'").await, 4);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_expelled_member_leaves_their_teams() {
    let app = spawn_app().await;
    let (ceo, _, staff_id) = firm_with_staff(&app, "ceo@a.kr", "staff@a.kr", "1111111111").await;
    let team = json!({ "name": "운용팀", "member_ids": [staff_id], "leader_id": staff_id });
    assert_eq!(app.post("/api/v1/company/teams", &team, Some(&ceo)).await.status(), StatusCode::CREATED);
    let expel = format!("/api/v1/company/members/{staff_id}/expel");
    assert_eq!(app.post(&expel, &json!({}), Some(&ceo)).await.status(), StatusCode::OK);
    let listed: Value = app.get("/api/v1/company/teams", Some(&ceo)).await.json().await.unwrap();
    assert_eq!(listed["items"][0]["members"], json!([]));
    assert_eq!(listed["items"][0]["leader_id"], Value::Null);
}

#[tokio::test(flavor = "multi_thread")]
async fn the_ceo_hands_the_account_over_with_their_password_and_can_then_withdraw() {
    let app = spawn_app().await;
    let (ceo, staff, staff_id) = firm_with_staff(&app, "ceo@a.kr", "staff@a.kr", "1111111111").await;
    let (_, _, other_staff) = firm_with_staff(&app, "ceo@b.kr", "staff@b.kr", "2222222222").await;
    let hand = |to: i64, password: &str| json!({ "user_id": to, "password": password });
    let path = "/api/v1/company/ceo-handover";

    let r = app.post(path, &hand(staff_id, PASSWORD), Some(&staff)).await;
    assert_problem(r, StatusCode::FORBIDDEN, "ceo_only", None).await;
    let r = app.post(path, &hand(staff_id, "wrong-pass1"), Some(&ceo)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["field"], "password");
    let r = app.post(path, &hand(other_staff, PASSWORD), Some(&ceo)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["field"], "user_id", "another firm's member cannot take the firm");
    let ceo_id: i64 =
        app.get("/api/v1/me", Some(&ceo)).await.json::<Value>().await.unwrap()["user_id"].as_i64().unwrap();
    let r = app.post(path, &hand(ceo_id, PASSWORD), Some(&ceo)).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(app.count("SELECT count(*) FROM users WHERE company_role = 'ceo'").await, 2, "nothing changed");

    assert_eq!(app.post(path, &hand(staff_id, PASSWORD), Some(&ceo)).await.status(), StatusCode::NO_CONTENT);
    let new_ceo: Value = app.get("/api/v1/me", Some(&staff)).await.json().await.unwrap();
    let old_ceo: Value = app.get("/api/v1/me", Some(&ceo)).await.json().await.unwrap();
    assert_eq!((new_ceo["role"].as_str(), old_ceo["role"].as_str()), (Some("ceo"), Some("staff")));
    let r = app.call(Method::PUT, "/api/v1/company", Some(&details()), &ceo).await;
    assert_problem(r, StatusCode::FORBIDDEN, "ceo_only", None).await;
    let out = json!({ "password": PASSWORD });
    assert_eq!(app.post("/api/v1/me/withdrawal", &out, Some(&ceo)).await.status(), StatusCode::NO_CONTENT);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_firm_has_at_most_a_hundred_teams() {
    let app = spawn_app().await;
    let made = app.new_firm("ceo@a.kr", "에이투자", "1111111111").await;
    let company = made["company_id"].as_i64().unwrap();
    let ceo = app.token("ceo@a.kr").await;
    app.sql(&format!(
        "INSERT INTO teams (company_id, name) SELECT {company}, '팀 ' || n FROM generate_series(1, 100) n"
    ))
    .await;
    let r = app.post("/api/v1/company/teams", &json!({ "name": "백한 번째" }), Some(&ceo)).await;
    assert_problem(r, StatusCode::CONFLICT, "too_many_teams", None).await;
    assert_eq!(app.count("SELECT count(*) FROM teams").await, 100);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_firm_cannot_take_another_registered_firms_name() {
    let app = spawn_app().await;
    let (a, _, _) = firm_with_staff(&app, "ceo@a.kr", "staff@a.kr", "1111111111").await;
    let (b, _, _) = firm_with_staff(&app, "ceo@b.kr", "staff@b.kr", "2222222222").await;
    let named = |name: &str| {
        let mut d = details();
        d["name"] = json!(name);
        d
    };
    assert_eq!(
        app.call(Method::PUT, "/api/v1/company", Some(&named("Hanbit Ventures")), &a).await.status(),
        StatusCode::OK
    );
    // The same name with other spaces and case is the same name: mails are sent under it.
    assert_problem(
        app.call(Method::PUT, "/api/v1/company", Some(&named("hanbit   VENTURES")), &b).await,
        StatusCode::CONFLICT,
        "company_name_taken",
        Some("다른 사업자등록번호로 등록된 회사명입니다. 사업자등록증의 상호를 확인해 주세요."),
    )
    .await;
    let unchanged: Value = app.get("/api/v1/company", Some(&b)).await.json().await.unwrap();
    assert_eq!(unchanged["name"], "에이투자");
    // Its own name, saved again by the firm that has it, is no conflict.
    assert_eq!(
        app.call(Method::PUT, "/api/v1/company", Some(&named("Hanbit Ventures")), &a).await.status(),
        StatusCode::OK
    );
}
