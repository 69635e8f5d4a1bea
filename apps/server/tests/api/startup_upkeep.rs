//! The startup's own side and the fact-check: a startup keeps only its own data, every change
//! is a revision naming its items, a fact-checker's verdict holds until the item changes.

use reqwest::{Response, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, TestApp, PASSWORD};
use crate::startups::arrange;

pub(crate) async fn put(app: &TestApp, path: &str, body: &Value, t: &str) -> Response {
    app.client.put(app.url(path)).bearer_auth(t).json(body).send().await.unwrap()
}

/// A startup company and its CEO, as the join form sends them; returns (token, company id).
pub(crate) async fn startup(app: &TestApp, email: &str, name: &str, number: &str) -> (String, i64) {
    let body = json!({
        "user_type": "startup", "email": email, "password": PASSWORD, "name": "최창업",
        "phone": "010-4567-8901", "form_type": "enterprise", "investor_type": null,
        "agree_terms": true, "agree_privacy": true, "existing_company_id": null,
        "new_company": { "name": name, "business_number": number, "ceo_name": "최창업" }
    });
    assert_eq!(app.join(&body).await.status(), StatusCode::CREATED);
    let id = app.count(&format!("SELECT company_id FROM users WHERE email = '{email}'")).await;
    (app.token(email).await, id)
}

/// Enrols a fact-checker as the operator does (`johap enroll-fact-checker`): sign-up refuses
/// the type.
async fn enroll(app: &TestApp, email: &str, name: &str, number: &str) -> anyhow::Result<auth::SessionUser> {
    let state = server::startup::build_state(&app.config, &app.db_url).unwrap();
    let who = server::operator::NewFactChecker {
        email: email.into(),
        name: name.into(),
        phone: "010-5678-9012".into(),
        password: PASSWORD.into(),
        operator_number: number.into(),
        operator_name: "검증센터".into(),
    };
    server::operator::enroll_fact_checker(&state.auth, who).await
}

/// The operator's first fact-checker, logged in.
pub(crate) async fn checker(app: &TestApp) -> String {
    enroll(app, "check@johap.kr", "정검증", "4445556666").await.unwrap();
    app.token("check@johap.kr").await
}

#[tokio::test(flavor = "multi_thread")]
async fn the_operator_enrols_a_second_checker_who_works_the_queue_at_once() {
    let app = spawn_app().await;
    let first = checker(&app).await;
    let second = enroll(&app, "check2@johap.kr", "한검증", "444-55-56666").await.unwrap();
    assert_eq!(second.user.group_status, auth::GroupStatus::Active);
    let both = app.count("SELECT count(DISTINCT company_id) FROM users WHERE email LIKE 'check%@johap.kr'").await;
    assert_eq!(both, 1, "the second checker joins the operator's company");
    for token in [first, app.token("check2@johap.kr").await] {
        assert_eq!(app.get("/api/v1/fact-check-queue", Some(&token)).await.status(), StatusCode::OK);
    }
    // A firm's business number is not the operator's: refused, nobody added.
    let (_, _) = startup(&app, "ceo@play.kr", "플레이랩", "7778889999").await;
    let refused = enroll(&app, "check3@johap.kr", "오검증", "7778889999").await.unwrap_err();
    assert!(refused.to_string().contains("not to the operator"), "{refused}");
    assert_eq!(app.count("SELECT count(*) FROM users WHERE email = 'check3@johap.kr'").await, 0);
}

pub(crate) fn profile(staff: i64, intro: &str) -> Value {
    json!({
        "industry": "game", "region": "SD06", "size_class": "startup", "operating_status": "active",
        "founded_on": "2022-05-09", "homepage": "https://play.example.kr", "phone": "042-555-1234",
        "address": "대전광역시 유성구 대학로 291", "is_venture": true, "tags": ["#게임", "AI"],
        "one_line_intro": intro, "detail_intro": "", "interview": "",
        "issued_shares": 10000, "face_value": 500, "capital": 5000000, "staff_count": staff,
        "staff_basis": "2026-10-17", "total_investment": 300000000, "is_tips": false, "has_follow_on": false
    })
}

async fn history(app: &TestApp, id: i64, t: &str) -> Vec<Value> {
    let r = app.get(&format!("/api/v1/startups/{id}/history"), Some(t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    let v: Value = r.json().await.unwrap();
    v["items"].as_array().unwrap().clone()
}

fn status_of(profile: &Value, item: &str) -> String {
    let checks = profile["checks"].as_array().unwrap();
    assert_eq!(checks.len(), 12);
    let c = checks.iter().find(|c| c["item"] == item).unwrap();
    c["status"].as_str().unwrap().to_owned()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_startup_fills_in_its_data_and_each_change_is_a_revision() {
    let app = spawn_app().await;
    let (t, id) = startup(&app, "ceo@play.kr", "플레이웍스", "3334445555").await;
    let me = format!("/api/v1/startups/{id}");
    assert_problem(app.get(&me, Some(&t)).await, StatusCode::NOT_FOUND, "startup_not_found", None).await;

    let r = put(&app, &format!("{me}/profile"), &profile(12, "모바일 퍼즐 게임 스튜디오"), &t).await;
    assert_eq!(r.status(), StatusCode::OK);
    let p: Value = r.json().await.unwrap();
    assert_eq!((p["name"].as_str(), p["industry"].as_str()), (Some("플레이웍스"), Some("game")));
    assert_eq!(p["phone"], "0425551234");
    assert_eq!(p["tags"], json!(["게임", "AI"]));
    assert_eq!(p["size"]["staff_basis"], "2026-10");
    let h = history(&app, id, &t).await;
    assert_eq!(h.len(), 1);
    assert_eq!(h[0]["items"], json!(["FI01", "FI02", "FI09", "FI11"]));
    assert_eq!(h[0]["item_labels"], json!(["기본 정보", "기업 규모", "투자 유치", "구성원"]));
    assert_eq!(h[0]["author_name"], "최창업");

    // The same form again (a second click) changes nothing and adds no revision.
    assert_eq!(
        put(&app, &format!("{me}/profile"), &profile(12, "모바일 퍼즐 게임 스튜디오"), &t).await.status(),
        StatusCode::OK
    );
    assert_eq!(history(&app, id, &t).await.len(), 1);

    // Shareholders may not list more shares than are issued: refused whole, nothing stored.
    let too_many = json!({"shareholders": [
        {"name": "최창업", "stock_kind": "common", "stock_count": 8000, "stock_amount": 4000000},
        {"name": "엔젤", "stock_kind": "preferred", "stock_count": 3000, "stock_amount": 150000000}
    ]});
    let r = put(&app, &format!("{me}/shareholders"), &too_many, &t).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["field"], "shareholders");
    assert_eq!(v["errors"][0]["message"], "주주 보유 주식 수의 합(11,000주)이 발행 주식 수(10,000주)보다 많습니다.");
    assert_eq!(app.count(&format!("SELECT count(*) FROM startup_shareholders WHERE company_id = {id}")).await, 0);
    let ok = json!({"shareholders": [
        {"name": "최창업", "stock_kind": "common", "stock_count": 7500, "stock_amount": 3750000},
        {"name": "엔젤", "stock_kind": "preferred", "stock_count": 2500, "stock_amount": 150000000}
    ]});
    let p: Value = put(&app, &format!("{me}/shareholders"), &ok, &t).await.json().await.unwrap();
    assert_eq!(p["shareholders"][1]["stake_basis_points"], 2500);
    // A whole number written as a double is the same number (JSON has one number type).
    let doubles = json!({"shareholders": [
        {"name": "최창업", "stock_kind": "common", "stock_count": 7500.0, "stock_amount": 3750000.0},
        {"name": "엔젤", "stock_kind": "preferred", "stock_count": 2500, "stock_amount": 150000000}
    ]});
    assert_eq!(put(&app, &format!("{me}/shareholders"), &doubles, &t).await.status(), StatusCode::OK);
    assert_eq!(history(&app, id, &t).await.len(), 2, "the same list again is no change");
    // Issued shares below the listed holdings are refused the other way round too.
    let mut fewer = profile(12, "모바일 퍼즐 게임 스튜디오");
    fewer["issued_shares"] = json!(9000);
    let r = put(&app, &format!("{me}/profile"), &fewer, &t).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["field"], "issued_shares");

    // A year that does not balance is refused; one that does is stored and shown.
    let unbalanced =
        json!({"balance": {"total_assets": 100, "total_liabilities": 60, "total_equity": 30}, "income": {}});
    let r = put(&app, &format!("{me}/figures/2025"), &unbalanced, &t).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["field"], "balance.total_assets");
    let year = json!({
        "balance": {"cash": 40, "total_assets": 100, "total_liabilities": 60, "total_equity": 40},
        "income": {"sales": 1200000000.0, "operating_profit": -50000000, "net_income": -70000000}
    });
    let p: Value = put(&app, &format!("{me}/figures/2025"), &year, &t).await.json().await.unwrap();
    let income = p["income_statements"].as_array().unwrap();
    assert_eq!(income.last().unwrap()["year"], 2025);
    assert_eq!(income.last().unwrap()["sales"], 1_200_000_000_i64);
    let r = put(&app, &format!("{me}/figures/2027"), &year, &t).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;

    let h = history(&app, id, &t).await;
    assert_eq!(h.len(), 3);
    assert_eq!(h[0]["items"], json!(["FI04", "FI05", "FI06", "FI07", "FI08"]));
    assert_eq!(h[1]["items"], json!(["FI03"]));

    // Removing the year takes both statements away, as a revision of its own.
    let r = app.client.delete(app.url(&format!("{me}/figures/2025"))).bearer_auth(&t).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let p: Value = r.json().await.unwrap();
    assert_eq!(p["income_statements"], json!([]));
    assert_eq!(history(&app, id, &t).await.len(), 4);

    // The profile is now part of the data set investors search.
    app.new_firm("ceo@gp.kr", "지피파트너스", "1112233333").await;
    let gp = app.token("ceo@gp.kr").await;
    let found: Value = app.get("/api/v1/startups?q=플레이", Some(&gp)).await.json().await.unwrap();
    assert_eq!(found["items"][0]["id"], id);
}

#[tokio::test(flavor = "multi_thread")]
async fn only_a_startup_edits_its_own_data() {
    let app = spawn_app().await;
    let ids = arrange(&app).await;
    let (t, _) = startup(&app, "ceo@play.kr", "플레이웍스", "3334445555").await;
    let other = format!("/api/v1/startups/{}", ids[0]);
    let r = put(&app, &format!("{other}/profile"), &profile(3, "남의 회사"), &t).await;
    assert_problem(r, StatusCode::NOT_FOUND, "startup_not_found", None).await;
    let r = put(&app, &format!("{other}/shareholders"), &json!({"shareholders": []}), &t).await;
    assert_problem(r, StatusCode::NOT_FOUND, "startup_not_found", None).await;
    assert_problem(
        app.get(&format!("{other}/history"), Some(&t)).await,
        StatusCode::NOT_FOUND,
        "startup_not_found",
        None,
    )
    .await;

    app.new_firm("ceo@gp.kr", "지피파트너스", "1112233333").await;
    let gp = app.token("ceo@gp.kr").await;
    let r = put(&app, &format!("{other}/profile"), &profile(3, "투자사가 고침"), &gp).await;
    assert_problem(
        r,
        StatusCode::FORBIDDEN,
        "own_company_only",
        Some("기업 정보는 해당 기업의 회원만 수정할 수 있습니다."),
    )
    .await;
    let r = app.client.delete(app.url(&format!("{other}/figures/2024"))).bearer_auth(&gp).send().await.unwrap();
    assert_problem(r, StatusCode::FORBIDDEN, "own_company_only", None).await;
    assert_eq!(app.count("SELECT count(*) FROM startup_revisions").await, 0);
    assert_eq!(
        app.count(&format!("SELECT count(*) FROM startup_income_statements WHERE company_id = {}", ids[0])).await,
        2
    );
    // Investors read the (empty) history of any startup; no startup, no history.
    assert_eq!(history(&app, ids[0], &gp).await.len(), 0);
    assert_problem(
        app.get("/api/v1/startups/0/history", Some(&gp)).await,
        StatusCode::NOT_FOUND,
        "startup_not_found",
        None,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_verdict_holds_until_the_item_changes_and_only_fact_checkers_give_one() {
    let app = spawn_app().await;
    let (t, id) = startup(&app, "ceo@play.kr", "플레이웍스", "3334445555").await;
    let me = format!("/api/v1/startups/{id}");
    put(&app, &format!("{me}/profile"), &profile(12, "모바일 퍼즐 게임 스튜디오"), &t).await;
    let fc = checker(&app).await;

    let queue: Value = app.get("/api/v1/fact-check-queue", Some(&fc)).await.json().await.unwrap();
    assert_eq!(queue["total_count"], 1);
    assert_eq!(queue["items"][0]["startup_id"], id);
    assert_eq!(queue["items"][0]["items"], json!(["FI01", "FI02", "FI09", "FI11"]));

    let checks = format!("{me}/fact-checks");
    let r = app
        .post(&checks, &json!({"item": "FI01", "verdict": "verified", "note": "사업자등록증 대조"}), Some(&fc))
        .await;
    assert_eq!(r.status(), StatusCode::OK);
    let p: Value = r.json().await.unwrap();
    assert_eq!(status_of(&p, "FI01"), "verified");
    assert_eq!(status_of(&p, "FI02"), "pending");
    assert_eq!(status_of(&p, "FI10"), "unchecked");
    let fi01 = p["checks"].as_array().unwrap().iter().find(|c| c["item"] == "FI01").unwrap().clone();
    assert_eq!((fi01["checker_name"].as_str(), fi01["note"].as_str()), (Some("정검증"), Some("사업자등록증 대조")));

    // A rejection must say why; a wrong item is named.
    let r = app.post(&checks, &json!({"item": "FI02", "verdict": "rejected", "note": " "}), Some(&fc)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(
        (v["errors"][0]["field"].as_str(), v["errors"][0]["message"].as_str()),
        (Some("note"), Some("반려 사유를 입력해 주세요."))
    );
    let r = app.post(&checks, &json!({"item": "FI13", "verdict": "verified"}), Some(&fc)).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    let r = app
        .post(
            &checks,
            &json!({"item": "FI02", "verdict": "rejected", "note": "등기부와 자본금이 다릅니다."}),
            Some(&fc),
        )
        .await;
    assert_eq!(status_of(&r.json::<Value>().await.unwrap(), "FI02"), "rejected");

    // Neither the startup itself nor an investor may give a verdict.
    app.new_firm("ceo@gp.kr", "지피파트너스", "1112233333").await;
    let gp = app.token("ceo@gp.kr").await;
    for token in [&t, &gp] {
        let r = app.post(&checks, &json!({"item": "FI09", "verdict": "verified"}), Some(token)).await;
        assert_problem(r, StatusCode::FORBIDDEN, "fact_checker_only", Some("팩트체커만 검증할 수 있습니다.")).await;
        let r = app.get("/api/v1/fact-check-queue", Some(token)).await;
        assert_problem(r, StatusCode::FORBIDDEN, "fact_checker_only", None).await;
    }
    assert_eq!(app.count("SELECT count(*) FROM startup_fact_checks").await, 2);
    let r = app
        .post("/api/v1/startups/987654/fact-checks", &json!({"item": "FI01", "verdict": "verified"}), Some(&fc))
        .await;
    assert_problem(r, StatusCode::NOT_FOUND, "startup_not_found", None).await;

    let queue: Value = app.get("/api/v1/fact-check-queue", Some(&fc)).await.json().await.unwrap();
    assert_eq!(queue["items"][0]["items"], json!(["FI09", "FI11"]));

    // The startup changes its intro: 기본 정보 is back in the queue, the rest keep their verdicts.
    put(&app, &format!("{me}/profile"), &profile(12, "모바일 퍼즐·보드 게임 스튜디오"), &t).await;
    let p: Value = app.get(&me, Some(&gp)).await.json().await.unwrap();
    assert_eq!((status_of(&p, "FI01"), status_of(&p, "FI02")), ("pending".into(), "rejected".into()));
    let queue: Value = app.get("/api/v1/fact-check-queue", Some(&fc)).await.json().await.unwrap();
    assert_eq!(queue["items"][0]["items"], json!(["FI01", "FI09", "FI11"]));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_fact_checker_moves_a_score_axis_with_a_reason_and_the_total_is_kept_by_day() {
    let app = spawn_app().await;
    let (t, id) = startup(&app, "ceo@play.kr", "플레이웍스", "3334445555").await;
    let me = format!("/api/v1/startups/{id}");
    put(&app, &format!("{me}/profile"), &profile(12, "모바일 퍼즐 게임 스튜디오"), &t).await;
    let year = json!({
        "balance": {"total_assets": 100, "total_liabilities": 60, "total_equity": 40},
        "income": {"sales": 1200000000, "gross_profit": 420000000, "operating_profit": -50000000}
    });
    let before: Value = put(&app, &format!("{me}/figures/2025"), &year, &t).await.json().await.unwrap();
    let model_hr = before["scores"]["human_resources"].as_i64().unwrap();
    assert_eq!(before["score_history"].as_array().unwrap().len(), 1, "today's total is kept");
    let fc = checker(&app).await;

    let url = format!("{me}/score-adjustments");
    let body = json!({"axis": "human_resources", "points": -10, "reason": "4대보험 명부상 인원이 6명 적습니다."});
    let r = app.post(&url, &body, Some(&fc)).await;
    assert_eq!(r.status(), StatusCode::OK);
    let p: Value = r.json().await.unwrap();
    assert_eq!(p["scores"]["human_resources"].as_i64(), Some(model_hr - 10));
    let adj = &p["score_adjustments"][0];
    assert_eq!((adj["axis_label"].as_str(), adj["points"].as_i64()), (Some("인적 역량"), Some(-10)));
    assert_eq!(adj["checker_name"], "정검증");
    assert!(p["scores"]["total"].as_i64() < before["scores"]["total"].as_i64());
    let history = p["score_history"].as_array().unwrap();
    assert_eq!(history.len(), 1, "one point a day, the day's latest");
    assert_eq!(history[0]["total"], p["scores"]["total"]);

    // Bounds and reasons are checked; nothing is stored for a refused one.
    let r = app.post(&url, &json!({"axis": "human_resources", "points": 31, "reason": "x"}), Some(&fc)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["field"], "points");
    let r = app.post(&url, &json!({"axis": "luck", "points": 5, "reason": " "}), Some(&fc)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"].as_array().unwrap().len(), 2);
    // Only fact-checkers adjust: not the startup, not an investor.
    app.new_firm("ceo@gp.kr", "지피파트너스", "1112233333").await;
    let gp = app.token("ceo@gp.kr").await;
    for token in [&t, &gp] {
        let r = app.post(&url, &body, Some(token)).await;
        assert_problem(r, StatusCode::FORBIDDEN, "fact_checker_only", None).await;
    }
    assert_eq!(app.count("SELECT count(*) FROM startup_score_adjustments").await, 1);

    // 0 points returns the axis to the model; the record of the earlier move stays.
    let r =
        app.post(&url, &json!({"axis": "human_resources", "points": 0, "reason": "재확인 결과 정상"}), Some(&fc)).await;
    let p: Value = r.json().await.unwrap();
    assert_eq!(p["scores"]["human_resources"].as_i64(), Some(model_hr));
    assert_eq!(p["score_adjustments"].as_array().unwrap().len(), 0);
    assert_eq!(app.count("SELECT count(*) FROM startup_score_adjustments").await, 2);
    let r = app.post("/api/v1/startups/987654/score-adjustments", &body, Some(&fc)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "startup_not_found", None).await;
}

/// A sheet with a 연도 column and the given columns, one row per `rows` entry.
fn figures_sheet(headers: &[&str], rows: &[&[&str]]) -> Vec<u8> {
    let mut wb = rust_xlsxwriter::Workbook::new();
    let ws = wb.add_worksheet();
    for (c, h) in (0u16..).zip(headers) {
        ws.write_string(0, c, *h).unwrap();
    }
    for (r, row) in (1u32..).zip(rows) {
        for (c, v) in (0u16..).zip(row.iter()) {
            match v.parse::<f64>() {
                Ok(n) => ws.write_number(r, c, n).map(|_| ()),
                Err(_) => ws.write_string(r, c, *v).map(|_| ()),
            }
            .unwrap();
        }
    }
    wb.save_to_buffer().unwrap()
}

async fn import(app: &TestApp, t: &str, id: i64, bytes: Vec<u8>) -> Response {
    let form =
        reqwest::multipart::Form::new().part("file", reqwest::multipart::Part::bytes(bytes).file_name("재무제표.xlsx"));
    let url = app.url(&format!("/api/v1/startups/{id}/figures/import"));
    app.client.post(url).bearer_auth(t).multipart(form).send().await.unwrap()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_startup_imports_its_years_from_a_sheet_all_rows_or_none() {
    let app = spawn_app().await;
    let (t, id) = startup(&app, "ceo@play.kr", "플레이웍스", "3334445555").await;
    // The empty template before anything is saved; it is a real workbook.
    let r = app.get(&format!("/api/v1/startups/{id}/figures.xlsx"), Some(&t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    let template = r.bytes().await.unwrap().to_vec();
    let mut book: calamine::Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(template)).unwrap();
    use calamine::Reader;
    let headers = book.worksheet_range_at(0).unwrap().unwrap();
    assert_eq!(headers.get((0, 0)).unwrap().to_string(), "연도");
    assert_eq!(headers.get((0, 14)).unwrap().to_string(), "매출액");

    let none: Value = app.get(&format!("/api/v1/startups/{id}/figures"), Some(&t)).await.json().await.unwrap();
    assert_eq!(none, json!({ "years": [] }), "nothing saved yet: no years, not an error");

    let headers = ["연도", "매출액", "영업이익", "자산총계", "부채총계", "자본총계", "현금및현금성자산"];
    // One bad row (a negative asset, text in a figure) and nothing is imported.
    let bad = figures_sheet(
        &headers,
        &[&["2024", "900000000", "-1000", "", "", "", ""], &["2025", "1,200,000,000", "약 1억", "", "", "", "-5"]],
    );
    let r = import(&app, &t, id, bad).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "import_invalid_rows", None).await;
    let fields: Vec<&str> = v["errors"].as_array().unwrap().iter().map(|e| e["field"].as_str().unwrap()).collect();
    assert_eq!(fields, ["rows.3.income.operating_profit", "rows.3.balance.cash"]);
    assert!(v["errors"][0]["message"].as_str().unwrap().starts_with("3행 영업이익: '약 1억'"));
    assert_eq!(app.count("SELECT count(*) FROM startup_revisions").await, 0);

    let good = figures_sheet(
        &headers,
        &[
            &["2024", "900000000", "-1000", "100", "60", "40", "30"],
            &["2025", "1,200,000,000", "50000000", "", "", "", ""],
        ],
    );
    let r = import(&app, &t, id, good.clone()).await;
    assert_eq!(r.status(), StatusCode::OK);
    let p: Value = r.json().await.unwrap();
    let income = p["income_statements"].as_array().unwrap();
    let years: Vec<i64> =
        income.iter().filter_map(|i| i["sales"].as_i64().map(|_| i["year"].as_i64().unwrap())).collect();
    assert_eq!(years, [2024, 2025]);
    assert_eq!(status_of(&p, "FI04"), "pending");
    assert_eq!(status_of(&p, "FI06"), "pending");
    assert_eq!(history(&app, id, &t).await.len(), 1, "the import is one revision");
    // The same sheet again changes nothing and records nothing.
    assert_eq!(import(&app, &t, id, good.clone()).await.status(), StatusCode::OK);
    assert_eq!(history(&app, id, &t).await.len(), 1);

    // Only the startup imports; an investor downloads the years as a sheet.
    app.new_firm("ceo@gp.kr", "지피파트너스", "1112233333").await;
    let gp = app.token("ceo@gp.kr").await;
    assert_problem(import(&app, &gp, id, good).await, StatusCode::FORBIDDEN, "own_company_only", None).await;
    let r = app.get(&format!("/api/v1/startups/{id}/figures.xlsx"), Some(&gp)).await;
    assert_eq!(r.status(), StatusCode::OK);
    let bytes = r.bytes().await.unwrap().to_vec();
    let mut book: calamine::Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).unwrap();
    let sheet = book.worksheet_range_at(0).unwrap().unwrap();
    assert_eq!(sheet.get((1, 0)).unwrap().to_string(), "2024");
    assert_eq!(sheet.get((2, 14)).unwrap().to_string(), "1200000000");
    // Every year as JSON, older ones too (the profile shows the latest three).
    for old in [2019, 2020] {
        let body = json!({ "balance": {}, "income": { "sales": old * 1000 } });
        let r = app.client.put(app.url(&format!("/api/v1/startups/{id}/figures/{old}"))).bearer_auth(&t).json(&body);
        assert_eq!(r.send().await.unwrap().status(), StatusCode::OK);
    }
    let all: Value = app.get(&format!("/api/v1/startups/{id}/figures"), Some(&gp)).await.json().await.unwrap();
    let years: Vec<(i64, i64)> = all["years"]
        .as_array()
        .unwrap()
        .iter()
        .map(|y| (y["income"]["year"].as_i64().unwrap(), y["income"]["sales"].as_i64().unwrap()))
        .collect();
    assert_eq!(years, [(2019, 2_019_000), (2020, 2_020_000), (2024, 900_000_000), (2025, 1_200_000_000)]);
    // Not a workbook at all.
    let r = import(&app, &t, id, b"%PDF-1.7".to_vec()).await;
    assert_problem(r, StatusCode::UNSUPPORTED_MEDIA_TYPE, "import_not_xlsx", None).await;
}
