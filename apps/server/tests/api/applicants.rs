//! The apply tab: add applicants, list with status counts, totals and search, status changes
//! with history, and tenant isolation.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, TestApp};

async fn union(app: &TestApp, token: &str, name: &str) -> i64 {
    let body = json!({
        "name": name, "fund_type": "2", "unit_price": 1_000_000, "unit_count": 100, "payment_method": "1",
        "recruitment_start_date": "2026-12-01", "recruitment_end_date": "2026-12-31",
        "has_co_gp": true, "co_gps": [{ "company_name": "공동", "unit_count": 1 }]
    });
    let r = app.post("/api/v1/unions", &body, Some(token)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    r.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
}

async fn add(app: &TestApp, token: &str, union: i64, name: &str, units: i64, phone: &str) -> Value {
    let body = json!({ "name": name, "lp_type": "individual", "unit_count": units, "phone": phone, "email": format!("{units}@lp.kr") });
    let r = app.post(&format!("/api/v1/unions/{union}/applicants"), &body, Some(token)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    r.json().await.unwrap()
}

async fn move_to(app: &TestApp, token: &str, union: i64, id: &Value, status: &str) -> reqwest::Response {
    app.post(&format!("/api/v1/unions/{union}/applicants/{id}/status"), &json!({ "status": status }), Some(token)).await
}

async fn ceo(app: &TestApp, email: &str, firm: &str, bn: &str) -> String {
    app.new_firm(email, firm, bn).await;
    app.token(email).await
}

#[tokio::test(flavor = "multi_thread")]
async fn an_added_applicant_gets_its_amount_from_the_unit_price() {
    let app = spawn_app().await;
    let t = ceo(&app, "ceo@a.kr", "에이투자", "1111111111").await;
    let u = union(&app, &t, "조합").await;
    let a = add(&app, &t, u, "홍길동", 30, "010-1234-5678").await;
    assert_eq!(
        (a["amount"].as_i64(), a["status"].as_str(), a["phone"].as_str()),
        (Some(30_000_000), Some("R"), Some("01012345678"))
    );

    let r = app
        .post(&format!("/api/v1/unions/{u}/applicants"), &json!({ "name": "김", "lp_type": "individual" }), Some(&t))
        .await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0], json!({ "field": "unit_count", "message": "좌수를 입력해 주세요" }));
}

#[tokio::test(flavor = "multi_thread")]
async fn the_list_has_status_counts_totals_search_and_paging() {
    let app = spawn_app().await;
    let t = ceo(&app, "ceo@a.kr", "에이투자", "1111111111").await;
    let u = union(&app, &t, "조합").await;
    let mut ids = Vec::new();
    for i in 1..=12 {
        ids.push(add(&app, &t, u, &format!("투자자{i:02}"), i, &format!("0101234{i:04}")).await["id"].clone());
    }
    add(&app, &t, u, "홍길동", 20, "01099998888").await;
    for s in ["C", "S", "P"] {
        assert_eq!(move_to(&app, &t, u, &ids[0], s).await.status(), StatusCode::OK);
    }
    assert_eq!(move_to(&app, &t, u, &ids[1], "C").await.status(), StatusCode::OK);

    let l: Value = app.get(&format!("/api/v1/unions/{u}/applicants"), Some(&t)).await.json().await.unwrap();
    assert_eq!((l["total_count"].as_i64(), l["items"].as_array().unwrap().len()), (Some(13), 10));
    assert_eq!(l["items"][0]["name"], "홍길동", "newest first");
    assert_eq!(
        l["status_counts"],
        json!([{"status":"R","count":11},{"status":"C","count":1},{"status":"S","count":0},{"status":"P","count":1},{"status":"F","count":0}])
    );
    // 1..=12 units plus 20 = 98 units of 1,000,000 won; the paid one has 1 unit.
    assert_eq!(
        l["totals"],
        json!({ "target_amount": 100_000_000, "applied_amount": 98_000_000, "applicant_count": 13, "gp_count": 2, "progress": 0.98, "paid_amount": 1_000_000 })
    );

    let p2: Value = app.get(&format!("/api/v1/unions/{u}/applicants?page=2"), Some(&t)).await.json().await.unwrap();
    assert_eq!(p2["items"].as_array().unwrap().len(), 3);
    let paid: Value = app.get(&format!("/api/v1/unions/{u}/applicants?status=P"), Some(&t)).await.json().await.unwrap();
    assert_eq!((paid["total_count"].as_i64(), paid["items"][0]["name"].as_str()), (Some(1), Some("투자자01")));

    let by_name: Value =
        app.get(&format!("/api/v1/unions/{u}/applicants?q=길동"), Some(&t)).await.json().await.unwrap();
    assert_eq!(by_name["total_count"], 1);
    assert_eq!(by_name["status_counts"][0]["count"], 1, "counts follow the search");
    assert_eq!(by_name["totals"]["applicant_count"], 13, "totals do not");
    let by_phone: Value =
        app.get(&format!("/api/v1/unions/{u}/applicants?q=010-9999"), Some(&t)).await.json().await.unwrap();
    assert_eq!(by_phone["items"][0]["name"], "홍길동");
    let by_mail: Value =
        app.get(&format!("/api/v1/unions/{u}/applicants?q=12@lp"), Some(&t)).await.json().await.unwrap();
    assert_eq!(by_mail["total_count"], 1);
    // One character cannot use the two-character index; it still matches. Case is ignored.
    let one: Value = app.get(&format!("/api/v1/unions/{u}/applicants?q=홍"), Some(&t)).await.json().await.unwrap();
    assert_eq!(one["total_count"], 1);
    let upper: Value =
        app.get(&format!("/api/v1/unions/{u}/applicants?q=12%40LP"), Some(&t)).await.json().await.unwrap();
    assert_eq!(upper["total_count"], 1);
    let wrong_order: Value =
        app.get(&format!("/api/v1/unions/{u}/applicants?q=동길"), Some(&t)).await.json().await.unwrap();
    assert_eq!(wrong_order["total_count"], 0, "the pieces must appear in order");
    // The same name, phone and e-mail in the firm's other union and in another firm's union:
    // a search stays inside its union (the index keys carry the union's id).
    let other = union(&app, &t, "다른 조합").await;
    add(&app, &t, other, "홍길동", 12, "01099998888").await;
    let t_b = ceo(&app, "ceo@b.kr", "비투자", "2222222222").await;
    let u_b = union(&app, &t_b, "조합").await;
    add(&app, &t_b, u_b, "홍길동", 12, "01099998888").await;
    for q in ["길동", "010-9999", "12@lp", "홍"] {
        let l: Value = app.get(&format!("/api/v1/unions/{u}/applicants?q={q}"), Some(&t)).await.json().await.unwrap();
        assert_eq!(l["total_count"], 1, "{q}: only this union's match");
        let b: Value =
            app.get(&format!("/api/v1/unions/{u_b}/applicants?q={q}"), Some(&t_b)).await.json().await.unwrap();
        assert_eq!(b["total_count"], 1, "{q}: the other firm sees only its own");
    }
    assert_problem(
        app.get(&format!("/api/v1/unions/{u}/applicants?status=X"), Some(&t)).await,
        StatusCode::BAD_REQUEST,
        "invalid_request",
        None,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread")]
async fn status_changes_follow_the_pipeline_and_are_recorded_with_who_and_when() {
    let app = spawn_app().await;
    let t = ceo(&app, "ceo@a.kr", "에이투자", "1111111111").await;
    let u = union(&app, &t, "조합").await;
    let a = add(&app, &t, u, "홍길동", 3, "").await;
    let r = move_to(&app, &t, u, &a["id"], "P").await;
    assert_problem(
        r,
        StatusCode::CONFLICT,
        "status_change_not_allowed",
        Some("'심사중' 상태에서 '납입완료'(으)로 변경할 수 없습니다."),
    )
    .await;
    assert_eq!(move_to(&app, &t, u, &a["id"], "C").await.status(), StatusCode::OK);
    assert_eq!(move_to(&app, &t, u, &a["id"], "R").await.status(), StatusCode::OK, "one step back is allowed");

    let d: Value = app.get(&format!("/api/v1/unions/{u}/applicants/{}", a["id"]), Some(&t)).await.json().await.unwrap();
    assert_eq!(d["applicant"]["status"], "R");
    assert_eq!(d["next_statuses"], json!(["C"]));
    let steps: Vec<(Value, Value, Value)> = d["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| (h["from_status"].clone(), h["to_status"].clone(), h["changed_by"].clone()))
        .collect();
    assert_eq!(
        steps,
        [
            (Value::Null, json!("R"), json!("김대표")),
            (json!("R"), json!("C"), json!("김대표")),
            (json!("C"), json!("R"), json!("김대표"))
        ]
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_formed_union_takes_no_new_applicants() {
    let app = spawn_app().await;
    let t = ceo(&app, "ceo@a.kr", "에이투자", "1111111111").await;
    let u = union(&app, &t, "조합").await;
    // Formed directly: the way there (checklist, rules) is union_formation.rs's subject.
    app.sql(&format!("UPDATE unions SET status = 'E' WHERE id = {u}")).await;
    let r = app
        .post(
            &format!("/api/v1/unions/{u}/applicants"),
            &json!({ "name": "늦은", "lp_type": "corporate", "unit_count": 1 }),
            Some(&t),
        )
        .await;
    assert_problem(r, StatusCode::CONFLICT, "union_formed", None).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn another_firm_gets_404_on_applicants() {
    let app = spawn_app().await;
    let a = ceo(&app, "ceo@a.kr", "에이투자", "1111111111").await;
    let b = ceo(&app, "ceo@b.kr", "비투자", "2222222222").await;
    let u = union(&app, &a, "에이 조합").await;
    let ub = union(&app, &b, "비 조합").await;
    let x = add(&app, &a, u, "홍길동", 3, "").await;
    let id = &x["id"];
    assert_problem(
        app.get(&format!("/api/v1/unions/{u}/applicants"), Some(&b)).await,
        StatusCode::NOT_FOUND,
        "union_not_found",
        None,
    )
    .await;
    assert_problem(
        app.get(&format!("/api/v1/unions/{u}/applicants/{id}"), Some(&b)).await,
        StatusCode::NOT_FOUND,
        "applicant_not_found",
        None,
    )
    .await;
    // Firm B's own union id with firm A's applicant id does not reach it either.
    assert_problem(
        app.get(&format!("/api/v1/unions/{ub}/applicants/{id}"), Some(&b)).await,
        StatusCode::NOT_FOUND,
        "applicant_not_found",
        None,
    )
    .await;
    assert_problem(move_to(&app, &b, ub, id, "C").await, StatusCode::NOT_FOUND, "applicant_not_found", None).await;
    assert_problem(move_to(&app, &b, u, id, "C").await, StatusCode::NOT_FOUND, "applicant_not_found", None).await;
    let r = app
        .post(
            &format!("/api/v1/unions/{u}/applicants"),
            &json!({ "name": "침입", "lp_type": "individual", "unit_count": 1 }),
            Some(&b),
        )
        .await;
    assert_problem(r, StatusCode::NOT_FOUND, "union_not_found", None).await;
    let d: Value = app.get(&format!("/api/v1/unions/{u}/applicants/{id}"), Some(&a)).await.json().await.unwrap();
    assert_eq!(d["applicant"]["status"], "R", "unchanged");
    let l: Value = app.get(&format!("/api/v1/unions/{u}/applicants"), Some(&a)).await.json().await.unwrap();
    assert_eq!(l["total_count"], 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn the_excel_download_is_the_filtered_list_in_a_real_xlsx() {
    use calamine::{Data, Reader, Xlsx};
    let app = spawn_app().await;
    let t = ceo(&app, "ceo@a.kr", "에이투자", "1111111111").await;
    let u = union(&app, &t, "제1호 조합").await;
    let mut ids = Vec::new();
    for i in 1..=12 {
        ids.push(add(&app, &t, u, &format!("투자자{i:02}"), i, "01012345678").await["id"].clone());
    }
    for s in ["C", "S", "P"] {
        move_to(&app, &t, u, &ids[3], s).await;
    }
    let read = |bytes: Vec<u8>| -> Vec<Vec<Data>> {
        let mut x: Xlsx<_> = Xlsx::new(std::io::Cursor::new(bytes)).unwrap();
        x.worksheet_range("출자 신청").unwrap().rows().map(|r| r.to_vec()).collect()
    };

    let r = app.get(&format!("/api/v1/unions/{u}/applicants.xlsx"), Some(&t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-type"], "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    let cd = r.headers()["content-disposition"].to_str().unwrap().to_string();
    assert!(
        cd.starts_with("attachment; filename=\"applicants.xlsx\"; filename*=UTF-8''%EC%A0%9C1%ED%98%B8%20"),
        "{cd}"
    );
    let rows = read(r.bytes().await.unwrap().to_vec());
    assert_eq!(rows.len(), 13);
    assert_eq!(rows[0][0], Data::String("번호".into()));
    assert_eq!(rows[1][1], Data::String("투자자12".into()), "same order as the list");
    assert_eq!(rows[1][3], Data::Float(12_000_000.0));
    assert_eq!(rows[1][5], Data::String("010-1234-5678".into()));

    let r = app.get(&format!("/api/v1/unions/{u}/applicants.xlsx?status=P"), Some(&t)).await;
    let rows = read(r.bytes().await.unwrap().to_vec());
    assert_eq!(rows.len(), 2);
    assert_eq!(
        (rows[1][1].clone(), rows[1][8].clone()),
        (Data::String("투자자04".into()), Data::String("납입완료".into()))
    );
    let r = app.get(&format!("/api/v1/unions/{u}/applicants.xlsx?q=투자자1"), Some(&t)).await;
    assert_eq!(read(r.bytes().await.unwrap().to_vec()).len(), 4, "투자자10, 11, 12 and the header");

    let other = ceo(&app, "ceo@b.kr", "비투자", "2222222222").await;
    assert_problem(
        app.get(&format!("/api/v1/unions/{u}/applicants.xlsx"), Some(&other)).await,
        StatusCode::NOT_FOUND,
        "union_not_found",
        None,
    )
    .await;
}
