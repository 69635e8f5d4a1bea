//! The formation checklist: steps in order with their dates and owners, the gates into
//! 결성진행중 and 결성완료, a formed union's checklist closed, and tenant isolation.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use calamine::{Reader, Xlsx};

use crate::evidence::pdf_text;
use crate::helpers::{assert_problem, spawn_app, TestApp};

async fn put(app: &TestApp, t: &str, union: i64, step: &str, body: &Value) -> reqwest::Response {
    app.call(Method::PUT, &format!("/api/v1/unions/{union}/formation/{step}"), Some(body), t).await
}

async fn status(app: &TestApp, t: &str, union: i64, to: &str) -> reqwest::Response {
    app.post(&format!("/api/v1/unions/{union}/status"), &json!({ "status": to }), Some(t)).await
}

fn done_on(day: &str) -> Value {
    json!({ "done_on": day, "due_on": null, "owner_user_id": null, "note": "" })
}

#[tokio::test(flavor = "multi_thread")]
async fn the_checklist_walks_in_order_and_gates_forming_and_formed() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@form.kr", "결성투자", "4440000001").await;
    // A union the rules allow once paid: the GP holds 3 of 100 units, a five-year term.
    app.sql(&format!(
        "UPDATE unions SET gp_unit_count = 3, duration_start_date = '2026-01-01', duration_end_date = '2030-12-31', \
         recruitment_start_date = '2026-11-01' WHERE id = {u}"
    ))
    .await;
    let f: Value = app.get(&format!("/api/v1/unions/{u}/formation"), Some(&t)).await.json().await.unwrap();
    let steps: Vec<&str> = f["steps"].as_array().unwrap().iter().map(|s| s["step"].as_str().unwrap()).collect();
    assert_eq!(
        steps,
        ["plan_approval", "unique_number", "bank_account", "payments", "general_meeting", "registration"]
    );
    assert_eq!(f["missing_for_forming"], json!(["plan_approval", "unique_number", "bank_account"]));
    assert_eq!(
        f["steps"][1]["documents"],
        json!([{ "category": "uniqueNumberCertificate", "label": "고유번호증", "file_count": 0 }])
    );

    // Out of order, in the future, an owner from elsewhere: refused, nothing saved.
    let r = put(&app, &t, u, "unique_number", &done_on("2026-01-05")).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    let r = put(&app, &t, u, "plan_approval", &done_on("2999-01-01")).await;
    let body: Value = r.json().await.unwrap();
    assert_eq!(body["errors"][0], json!({ "field": "done_on", "message": "완료일은 오늘 이후일 수 없습니다." }));
    app.firm_with_union("ceo@other.kr", "남의투자", "4440000002").await;
    let stranger = app.count("SELECT id FROM users WHERE email = 'ceo@other.kr'").await;
    let r =
        put(&app, &t, u, "plan_approval", &json!({ "done_on": "2026-01-02", "owner_user_id": stranger, "note": "" }))
            .await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(app.count(&format!("SELECT count(*) FROM union_formation_steps WHERE union_id = {u}")).await, 0);

    // Closed, then 결성진행중 only once the first three steps are done.
    assert_eq!(status(&app, &t, u, "C").await.status(), StatusCode::OK);
    assert_problem(
        status(&app, &t, u, "F").await,
        StatusCode::CONFLICT,
        "formation_incomplete",
        Some("'결성진행중'(으)로 바꾸려면 결성 체크리스트의 결성계획 승인, 고유번호증 발급, 조합 계좌 개설 단계를 먼저 완료해 주세요."),
    )
    .await;
    let me = app.count("SELECT id FROM users WHERE email = 'ceo@form.kr'").await;
    let r = put(
        &app,
        &t,
        u,
        "plan_approval",
        &json!({ "done_on": "2026-01-02", "owner_user_id": me, "note": " 승인 공문 " }),
    )
    .await;
    let f: Value = r.json().await.unwrap();
    assert_eq!(
        (f["steps"][0]["owner_name"].as_str(), f["steps"][0]["note"].as_str()),
        (Some("김대표"), Some("승인 공문"))
    );
    app.complete_formation(&t, u, 3).await;
    assert_eq!(status(&app, &t, u, "F").await.status(), StatusCode::OK);

    // All six done, a member paid 97,000,000 but the GP nothing: 결성완료 is refused for the
    // total (97,000,000 < 1억) and for the GP's stake (0% of what was paid).
    app.complete_formation(&t, u, 6).await;
    app.sql(&format!(
        "INSERT INTO applicants (company_id, union_id, name, lp_type, unit_count, amount, phone, email, status) \
         SELECT company_id, id, '큰손', 'individual', 97, 97000000, '01011112222', 'big@lp.kr', 'S' FROM unions WHERE id = {u}"
    ))
    .await;
    let big = app.count(&format!("SELECT id FROM applicants WHERE union_id = {u}")).await;
    let pay = |payer: Value, amount: i64| {
        let mut body = json!({ "call_id": null, "paid_on": "2026-11-20", "amount": amount, "note": "" });
        body.as_object_mut().unwrap().extend(payer.as_object().unwrap().clone());
        body
    };
    let path = format!("/api/v1/unions/{u}/capital/payments");
    assert_eq!(
        app.post(&path, &pay(json!({ "applicant_id": big }), 97_000_000), Some(&t)).await.status(),
        StatusCode::CREATED
    );
    assert_problem(
        status(&app, &t, u, "E").await,
        StatusCode::CONFLICT,
        "union_rules_broken",
        Some("규정 위반이 있어 결성완료로 바꿀 수 없습니다: 출자금 총액, 업무집행조합원 출자 비율."),
    )
    .await;
    // The GP pays its 3,000,000 like every member.
    assert_eq!(app.post(&path, &pay(json!({ "gp_seat": 0 }), 3_000_000), Some(&t)).await.status(), StatusCode::CREATED);
    assert_eq!(status(&app, &t, u, "E").await.status(), StatusCode::OK);

    // The 조합원 명부 filed with the registration: the GP, then the member who paid.
    let r = app.get(&format!("/api/v1/unions/{u}/member-register.xlsx"), Some(&t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    let bytes = r.bytes().await.unwrap().to_vec();
    let mut x: Xlsx<_> = Xlsx::new(std::io::Cursor::new(bytes)).unwrap();
    let rows: Vec<Vec<String>> =
        x.worksheet_range("조합원 명부").unwrap().rows().map(|r| r.iter().map(|c| c.to_string()).collect()).collect();
    assert_eq!(rows[0][0], "결성투자 조합 조합원 명부");
    assert_eq!(rows[2][..3], ["번호", "구분", "성명(법인명)"]);
    assert_eq!(rows[3][1..3], ["업무집행조합원(대표)", "결성투자"]);
    assert!(
        rows[1][0].starts_with("출자 1좌 1,000,000원 · 조합원 2인") && rows[1][0].contains("작성일 "),
        "{:?}",
        rows[1]
    );
    assert_eq!(rows[3][7..10], ["3", "3000000", "0.03"]);
    assert_eq!(rows[4][1..4], ["유한책임조합원", "큰손", "개인"]);
    assert_eq!(rows[5][7..10], ["100", "100000000", "1"], "the total, and shares of exactly 100%");
    let r = app.get(&format!("/api/v1/unions/{u}/member-register.pdf"), Some(&t)).await;
    assert_eq!(r.headers()["content-type"], "application/pdf");
    let text = pdf_text(&r.bytes().await.unwrap());
    for expected in
        ["결성투자 조합 조합원 명부", "유한책임조합원", "큰손", "97,000,000", "97.00%", "합계 100좌 · 100,000,000원"]
    {
        assert!(text.contains(expected), "{expected} in {text}");
    }

    // A formed union's checklist is closed; another firm sees none of it.
    assert_problem(
        put(&app, &t, u, "registration", &done_on("2026-01-07")).await,
        StatusCode::CONFLICT,
        "union_formed",
        None,
    )
    .await;
    let other = app.token("ceo@other.kr").await;
    assert_problem(
        app.get(&format!("/api/v1/unions/{u}/formation"), Some(&other)).await,
        StatusCode::NOT_FOUND,
        "union_not_found",
        None,
    )
    .await;
    assert_problem(
        put(&app, &other, u, "plan_approval", &done_on("2026-01-02")).await,
        StatusCode::NOT_FOUND,
        "union_not_found",
        None,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_step_reopens_only_while_the_later_ones_are_open_and_attention_is_shown() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@reopen.kr", "재개투자", "4440000003").await;
    app.complete_formation(&t, u, 2).await;
    let r = put(&app, &t, u, "plan_approval", &done_on_null()).await;
    let body: Value = r.json().await.unwrap();
    assert_eq!(body["errors"][0]["message"], "'고유번호증 발급' 단계가 완료되어 있어 완료를 취소할 수 없습니다.");
    let f: Value = put(&app, &t, u, "unique_number", &done_on_null()).await.json().await.unwrap();
    assert_eq!(f["steps"][1]["done_on"], Value::Null);
    // A target date passed on an open step, and papers missing, are named.
    let f: Value = put(&app, &t, u, "bank_account", &json!({ "done_on": null, "due_on": "2026-01-01", "note": "" }))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        f["steps"][2]["attention"],
        json!(["관련 자료의 '통장사본' 분류에 서류가 아직 없습니다.", "목표일이 지났습니다."])
    );
    assert_problem(put(&app, &t, u, "no_such_step", &done_on_null()).await, StatusCode::NOT_FOUND, "not_found", None)
        .await;
}

fn done_on_null() -> Value {
    json!({ "done_on": null, "due_on": null, "owner_user_id": null, "note": "" })
}
