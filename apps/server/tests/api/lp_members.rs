//! LP members, groups (with images), matching and the dashboard: validation, tenant isolation,
//! and the image ledger.

use diesel_async::{AsyncConnection, AsyncPgConnection, SimpleAsyncConnection};
use reqwest::multipart::{Form, Part};
use reqwest::{Response, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, TestApp};

const PNG: &[u8] = &[
    0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, b'I', b'H', b'D', b'R', 0, 0, 0, 1, 0, 0, 0, 1, 8,
    6, 0, 0, 0, 0x1F, 0x15, 0xC4, 0x89,
];

async fn send(app: &TestApp, method: reqwest::Method, path: &str, body: &Value, t: &str) -> Response {
    app.client.request(method, app.url(path)).bearer_auth(t).json(body).send().await.unwrap()
}

async fn new_lp(app: &TestApp, t: &str, name: &str, email: &str) -> i64 {
    let r = app
        .post("/api/v1/lp-members", &json!({ "name": name, "lp_type": "individual", "email": email }), Some(t))
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);
    r.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

async fn add_applicant(app: &TestApp, t: &str, union: i64, name: &str, units: i64) -> i64 {
    let body = json!({ "name": name, "lp_type": "individual", "unit_count": units, "email": format!("{units}@lp.kr") });
    let r = app.post(&format!("/api/v1/unions/{union}/applicants"), &body, Some(t)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    r.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

async fn match_lp(app: &TestApp, t: &str, lp: i64, applicant: i64) -> Response {
    app.post(&format!("/api/v1/lp-members/{lp}/matches"), &json!({ "applicant_id": applicant }), Some(t)).await
}

async fn upload_image(app: &TestApp, t: &str, bytes: &[u8], name: &str) -> Response {
    let form = Form::new().part("file", Part::bytes(bytes.to_vec()).file_name(name.to_string()));
    app.client.post(app.url("/api/v1/lp-group-images")).bearer_auth(t).multipart(form).send().await.unwrap()
}

#[tokio::test(flavor = "multi_thread")]
async fn lps_are_listed_searched_filtered_and_edited_with_their_commitments() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let kim = new_lp(&app, &t, "김투자", "kim@lp.kr").await;
    new_lp(&app, &t, "이엘피", "lee@lp.kr").await;

    let dup = app
        .post("/api/v1/lp-members", &json!({ "name": "김둘", "lp_type": "individual", "email": "KIM@lp.kr" }), Some(&t))
        .await;
    assert_problem(dup, StatusCode::CONFLICT, "lp_email_taken", Some("이미 등록된 LP 이메일입니다.")).await;
    let bad = app.post("/api/v1/lp-members", &json!({ "lp_type": "x", "phone": "12" }), Some(&t)).await;
    let v = assert_problem(bad, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    let fields: Vec<&str> = v["errors"].as_array().unwrap().iter().map(|e| e["field"].as_str().unwrap()).collect();
    assert_eq!(fields, ["name", "lp_type", "phone"]);

    // Two applications matched to 김투자: two unions joined is one union here, and the sum.
    let a1 = add_applicant(&app, &t, u, "김투자", 3).await;
    let r = app.post(&format!("/api/v1/lp-members/{kim}/matches"), &json!({ "applicant_id": a1 }), Some(&t)).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);

    let list: Value = app.get("/api/v1/lp-members?q=김", Some(&t)).await.json().await.unwrap();
    assert_eq!(list["total_count"], 1);
    assert_eq!(list["items"][0]["union_count"], 1);
    assert_eq!(list["items"][0]["committed_amount"], 3_000_000);
    assert_eq!(list["items"][0]["status"], "W");

    // The commitments count each union of the LP's live applications and sum them; a deleted
    // application or union drops out (deleted in SQL, as any writer may).
    let body = json!({
        "name": "에이투자 2호 조합", "fund_type": "2", "unit_price": 1_000_000, "unit_count": 100,
        "payment_method": "1", "recruitment_start_date": "2026-12-01", "recruitment_end_date": "2026-12-31"
    });
    let r = app.post("/api/v1/unions", &body, Some(&t)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let u2 = r.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let a2 = add_applicant(&app, &t, u2, "김투자", 2).await;
    assert_eq!(match_lp(&app, &t, kim, a2).await.status(), StatusCode::NO_CONTENT);
    let commitment = || async {
        let v: Value = app.get("/api/v1/lp-members?q=김", Some(&t)).await.json().await.unwrap();
        (v["items"][0]["union_count"].as_i64().unwrap(), v["items"][0]["committed_amount"].as_i64().unwrap())
    };
    assert_eq!(commitment().await, (2, 5_000_000));
    let mut db = AsyncPgConnection::establish(&app.db_url).await.unwrap();
    db.batch_execute(&format!("UPDATE applicants SET deleted_at = now() WHERE id = {a2}")).await.unwrap();
    assert_eq!(commitment().await, (1, 3_000_000));
    db.batch_execute(&format!("UPDATE applicants SET deleted_at = NULL WHERE id = {a2}")).await.unwrap();
    db.batch_execute(&format!("UPDATE unions SET deleted_at = now() WHERE id = {u2}")).await.unwrap();
    assert_eq!(commitment().await, (1, 3_000_000));
    db.batch_execute(&format!("UPDATE unions SET deleted_at = now() WHERE id = {u}")).await.unwrap();
    assert_eq!(commitment().await, (0, 0));
    db.batch_execute(&format!("UPDATE unions SET deleted_at = NULL WHERE id IN ({u}, {u2})")).await.unwrap();
    assert_eq!(commitment().await, (2, 5_000_000));
    db.batch_execute(&format!("UPDATE applicants SET deleted_at = now() WHERE id = {a2}")).await.unwrap();
    // Two syllables go through the name's two-character pieces; their order still counts.
    let two: Value = app.get(&format!("/api/v1/lp-members?q={}", "투자"), Some(&t)).await.json().await.unwrap();
    assert_eq!(two["total_count"], 1);
    let reversed: Value = app.get(&format!("/api/v1/lp-members?q={}", "자투"), Some(&t)).await.json().await.unwrap();
    assert_eq!(reversed["total_count"], 0);

    let r = send(
        &app,
        reqwest::Method::PATCH,
        &format!("/api/v1/lp-members/{kim}"),
        &json!({ "status": "S", "note": "연락 두절" }),
        &t,
    )
    .await;
    assert_eq!(r.status(), StatusCode::OK);
    let suspended: Value = app.get("/api/v1/lp-members?status=S", Some(&t)).await.json().await.unwrap();
    assert_eq!(suspended["total_count"], 1);
    assert_eq!(suspended["items"][0]["note"], "연락 두절");

    // Without a search the totals come from the counts kept per firm and status: they follow
    // a status change, a soft delete made by any writer, and never count another firm's LPs.
    let (other, _) = app.firm_with_union("ceo@b.kr", "비투자", "2222222222").await;
    new_lp(&app, &other, "박타사", "park@lp.kr").await;
    let total = |query: &'static str| {
        let app = &app;
        let t = t.clone();
        async move {
            let v: Value = app.get(&format!("/api/v1/lp-members{query}"), Some(&t)).await.json().await.unwrap();
            v["total_count"].as_i64().unwrap()
        }
    };
    assert_eq!((total("").await, total("?status=W").await, total("?status=S").await), (2, 1, 1));
    db.batch_execute(&format!("UPDATE lp_members SET deleted_at = now() WHERE id = {kim}")).await.unwrap();
    assert_eq!((total("").await, total("?status=W").await, total("?status=S").await), (1, 1, 0));
    db.batch_execute(&format!("UPDATE lp_members SET deleted_at = NULL WHERE id = {kim}")).await.unwrap();
    assert_eq!(total("").await, 2);
    let r =
        send(&app, reqwest::Method::PATCH, &format!("/api/v1/lp-members/{kim}"), &json!({ "status": "Q" }), &t).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;

    let detail: Value = app.get(&format!("/api/v1/lp-members/{kim}"), Some(&t)).await.json().await.unwrap();
    assert_eq!(detail["applications"][0]["applicant_id"], a1);
    assert_eq!(detail["applications"][0]["amount"], 3_000_000);
    assert_eq!(detail["applications"][0]["status"], "R");
}

#[tokio::test(flavor = "multi_thread")]
async fn matching_links_one_application_to_one_lp_and_can_be_undone() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let kim = new_lp(&app, &t, "김투자", "kim@lp.kr").await;
    let lee = new_lp(&app, &t, "이엘피", "lee@lp.kr").await;
    let a1 = add_applicant(&app, &t, u, "김투자", 3).await;
    let a2 = add_applicant(&app, &t, u, "김투자", 5).await;

    let unions: Value = app.get("/api/v1/lp-matching/unions?q=에이", Some(&t)).await.json().await.unwrap();
    assert_eq!(unions[0]["id"], u);
    let apps: Value =
        app.get(&format!("/api/v1/lp-matching/unions/{u}/applicants?q=김"), Some(&t)).await.json().await.unwrap();
    assert_eq!(apps.as_array().unwrap().len(), 2);

    assert_eq!(match_lp(&app, &t, kim, a1).await.status(), StatusCode::NO_CONTENT);
    assert_eq!(match_lp(&app, &t, kim, a1).await.status(), StatusCode::NO_CONTENT, "repeating a match changes nothing");
    assert_problem(match_lp(&app, &t, lee, a1).await, StatusCode::CONFLICT, "applicant_matched", None).await;
    // One LP applies once per union.
    assert_problem(match_lp(&app, &t, kim, a2).await, StatusCode::CONFLICT, "already_applied", None).await;
    assert_problem(match_lp(&app, &t, kim, 999_999).await, StatusCode::NOT_FOUND, "applicant_not_found", None).await;

    let apps: Value =
        app.get(&format!("/api/v1/lp-matching/unions/{u}/applicants"), Some(&t)).await.json().await.unwrap();
    let matched: Vec<&Value> = apps.as_array().unwrap().iter().filter(|a| a["matched_lp_member_id"] == kim).collect();
    assert_eq!(matched.len(), 1);

    let r = app
        .client
        .delete(app.url(&format!("/api/v1/lp-members/{kim}/matches/{a1}")))
        .bearer_auth(&t)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert_eq!(match_lp(&app, &t, lee, a1).await.status(), StatusCode::NO_CONTENT, "free again after unmatching");
    assert_eq!(
        app.count(
            "SELECT count(*) FROM audit_events WHERE entity = 'lp_member' AND action IN ('matched', 'unmatched')"
        )
        .await,
        3
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn groups_need_a_name_keep_an_image_and_their_members() {
    let app = spawn_app().await;
    let (t, _) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let kim = new_lp(&app, &t, "김투자", "kim@lp.kr").await;
    let lee = new_lp(&app, &t, "이엘피", "lee@lp.kr").await;

    let r = app.post("/api/v1/lp-groups", &json!({ "name": "  ", "description": "x" }), Some(&t)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["message"], "그룹명을 입력해주세요.");
    assert_eq!(app.count("SELECT count(*) FROM lp_groups").await, 0);

    let r = upload_image(&app, &t, b"%PDF-1.7\n", "a.png").await;
    assert_problem(r, StatusCode::UNSUPPORTED_MEDIA_TYPE, "file_type_not_allowed", None).await;
    let img: Value = upload_image(&app, &t, PNG, "vip.png").await.json().await.unwrap();
    let key = img["image_key"].as_str().unwrap().to_string();
    assert_eq!(app.count("SELECT count(*) FROM pending_objects").await, 1, "staged until a group takes it");

    let r = app
        .post("/api/v1/lp-groups", &json!({ "name": "VIP", "description": "주요 LP", "image_key": key }), Some(&t))
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let g = r.json::<Value>().await.unwrap();
    let gid = g["id"].as_i64().unwrap();
    assert_eq!(g["has_image"], true);
    assert_eq!(app.count("SELECT count(*) FROM pending_objects").await, 0);
    let r = app.post("/api/v1/lp-groups", &json!({ "name": "둘째", "image_key": key }), Some(&t)).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "image_not_found", None).await;

    let image = app.get(&format!("/api/v1/lp-groups/{gid}/image"), Some(&t)).await;
    assert_eq!(image.headers()["content-type"], "image/png");
    assert_eq!(image.bytes().await.unwrap().as_ref(), PNG);
    let plain = app.post("/api/v1/lp-groups", &json!({ "name": "이미지 없음" }), Some(&t)).await;
    let plain = plain.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let none = app.get(&format!("/api/v1/lp-groups/{plain}/image"), Some(&t)).await;
    assert_eq!(none.status(), StatusCode::NO_CONTENT, "a group without an image has an empty image slot");
    let r = app.get(&format!("/api/v1/lp-groups/{}/image", plain + 1000), Some(&t)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "group_not_found", None).await;

    let r = send(
        &app,
        reqwest::Method::PUT,
        &format!("/api/v1/lp-groups/{gid}/members"),
        &json!({ "lp_member_ids": [kim, lee] }),
        &t,
    )
    .await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    let r = send(
        &app,
        reqwest::Method::PUT,
        &format!("/api/v1/lp-groups/{gid}/members"),
        &json!({ "lp_member_ids": [lee] }),
        &t,
    )
    .await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    let d: Value = app.get(&format!("/api/v1/lp-groups/{gid}"), Some(&t)).await.json().await.unwrap();
    assert_eq!(d["members"].as_array().unwrap().len(), 1);
    assert_eq!(d["members"][0]["id"], lee);
    let lee_detail: Value = app.get(&format!("/api/v1/lp-members/{lee}"), Some(&t)).await.json().await.unwrap();
    assert_eq!(lee_detail["groups"][0]["name"], "VIP");

    // Removing the image puts its key back on the ledger and deletes the object.
    let r = send(
        &app,
        reqwest::Method::PUT,
        &format!("/api/v1/lp-groups/{gid}"),
        &json!({ "name": "VIP", "remove_image": true }),
        &t,
    )
    .await;
    assert_eq!(r.json::<Value>().await.unwrap()["has_image"], false);
    assert_eq!(app.count("SELECT count(*) FROM pending_objects").await, 0);
    assert!(app.stored_objects().is_empty(), "{:?}", app.stored_objects());

    let list: Value = app.get("/api/v1/lp-groups?q=VI", Some(&t)).await.json().await.unwrap();
    assert_eq!(list["items"][0]["member_count"], 1);
    let r = app.client.delete(app.url(&format!("/api/v1/lp-groups/{gid}"))).bearer_auth(&t).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert_problem(
        app.get(&format!("/api/v1/lp-groups/{gid}"), Some(&t)).await,
        StatusCode::NOT_FOUND,
        "group_not_found",
        None,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread")]
async fn another_firm_sees_none_of_it() {
    let app = spawn_app().await;
    let (ta, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let (tb, _) = app.firm_with_union("ceo@b.kr", "비투자", "2222222222").await;
    let kim = new_lp(&app, &ta, "김투자", "kim@lp.kr").await;
    let a1 = add_applicant(&app, &ta, u, "김투자", 3).await;
    let g: Value = app.post("/api/v1/lp-groups", &json!({ "name": "VIP" }), Some(&ta)).await.json().await.unwrap();
    let gid = g["id"].as_i64().unwrap();
    let b_lp = new_lp(&app, &tb, "박비", "park@lp.kr").await;

    assert_problem(
        app.get(&format!("/api/v1/lp-members/{kim}"), Some(&tb)).await,
        StatusCode::NOT_FOUND,
        "lp_member_not_found",
        None,
    )
    .await;
    assert_problem(
        app.get(&format!("/api/v1/lp-groups/{gid}"), Some(&tb)).await,
        StatusCode::NOT_FOUND,
        "group_not_found",
        None,
    )
    .await;
    assert_problem(
        app.get(&format!("/api/v1/lp-matching/unions/{u}/applicants"), Some(&tb)).await,
        StatusCode::NOT_FOUND,
        "union_not_found",
        None,
    )
    .await;
    let r = app.post(&format!("/api/v1/lp-members/{b_lp}/matches"), &json!({ "applicant_id": a1 }), Some(&tb)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "applicant_not_found", None).await;
    let r = send(
        &app,
        reqwest::Method::PUT,
        &format!("/api/v1/lp-groups/{gid}/members"),
        &json!({ "lp_member_ids": [b_lp] }),
        &tb,
    )
    .await;
    assert_problem(r, StatusCode::NOT_FOUND, "group_not_found", None).await;
    // Firm A cannot put firm B's LP into its group either.
    let r = send(
        &app,
        reqwest::Method::PUT,
        &format!("/api/v1/lp-groups/{gid}/members"),
        &json!({ "lp_member_ids": [b_lp] }),
        &ta,
    )
    .await;
    assert_problem(r, StatusCode::NOT_FOUND, "lp_member_not_found", None).await;
    // An image staged by firm B cannot be attached by firm A.
    let img: Value = upload_image(&app, &tb, PNG, "b.png").await.json().await.unwrap();
    let r = app.post("/api/v1/lp-groups", &json!({ "name": "훔친", "image_key": img["image_key"] }), Some(&ta)).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "image_not_found", None).await;
    let list: Value = app.get("/api/v1/lp-members", Some(&tb)).await.json().await.unwrap();
    assert_eq!(list["total_count"], 1);
    let dash: Value = app.get("/api/v1/lp-dashboard", Some(&tb)).await.json().await.unwrap();
    assert_eq!(dash["recent_applications"], json!([]));
}

#[tokio::test(flavor = "multi_thread")]
async fn the_dashboard_counts_applicants_by_status_per_union() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let a1 = add_applicant(&app, &t, u, "김투자", 3).await;
    add_applicant(&app, &t, u, "이엘피", 7).await;
    let r = app.post(&format!("/api/v1/unions/{u}/applicants/{a1}/status"), &json!({ "status": "C" }), Some(&t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    new_lp(&app, &t, "김투자", "kim@lp.kr").await;

    let d: Value = app.get("/api/v1/lp-dashboard", Some(&t)).await.json().await.unwrap();
    let union = &d["unions"][0];
    assert_eq!(union["union_id"], u);
    assert_eq!(union["target_amount"], 100_000_000);
    assert_eq!(union["applied_amount"], 10_000_000);
    assert_eq!(union["progress"], 0.1);
    let counts: Vec<(String, i64)> = union["status_counts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c["status"].as_str().unwrap().to_string(), c["count"].as_i64().unwrap()))
        .collect();
    assert_eq!(counts, [("R".into(), 1), ("C".into(), 1), ("S".into(), 0), ("P".into(), 0), ("F".into(), 0)]);
    assert_eq!(d["recent_applications"].as_array().unwrap().len(), 2);
    assert_eq!(d["lp_counts"][0], json!({ "status": "W", "count": 1 }));
    // The tiles' totals come from the server; nothing is paid in yet.
    assert_eq!(d["totals"], json!({ "lps": 1, "applied_amount": 10_000_000, "paid_amount": 0 }));
}
