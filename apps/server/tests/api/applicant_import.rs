//! Importing applicants from xlsx: the template, every row or none with row-level errors,
//! file-level refusals, idempotency, and tenant isolation.

use calamine::{Reader, Xlsx};
use reqwest::multipart::{Form, Part};
use reqwest::{Response, StatusCode};
use rust_xlsxwriter::Workbook;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, TestApp};

/// An xlsx whose first sheet holds `rows` (numbers where a cell parses as one).
fn sheet(rows: &[&[&str]]) -> Vec<u8> {
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    for (r, row) in rows.iter().enumerate() {
        for (c, v) in row.iter().enumerate() {
            match v.parse::<f64>() {
                Ok(n) => ws.write_number(r as u32, c as u16, n).map(|_| ()),
                Err(_) => ws.write_string(r as u32, c as u16, *v).map(|_| ()),
            }
            .unwrap();
        }
    }
    wb.save_to_buffer().unwrap()
}

const HEADER: &[&str] = &["이름", "구분", "좌수", "연락처", "이메일"];

async fn import(app: &TestApp, t: &str, union: i64, bytes: Vec<u8>, key: Option<&str>) -> Response {
    let mut r = app
        .client
        .post(app.url(&format!("/api/v1/unions/{union}/applicants/import")))
        .bearer_auth(t)
        .multipart(Form::new().part("file", Part::bytes(bytes).file_name("출자자.xlsx")));
    if let Some(k) = key {
        r = r.header("Idempotency-Key", k);
    }
    r.send().await.unwrap()
}

async fn applicants(app: &TestApp, t: &str, union: i64) -> Value {
    app.get(&format!("/api/v1/unions/{union}/applicants?page_size=100"), Some(t)).await.json().await.unwrap()
}

#[tokio::test(flavor = "multi_thread")]
async fn the_template_has_the_import_headers() {
    let app = spawn_app().await;
    let (t, _) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let r = app.get("/api/v1/applicant-import-template.xlsx", Some(&t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.headers()["content-disposition"].to_str().unwrap().contains("filename*=UTF-8''"));
    let mut book: Xlsx<_> = Xlsx::new(std::io::Cursor::new(r.bytes().await.unwrap().to_vec())).unwrap();
    let range = book.worksheet_range("출자 신청자").unwrap();
    let headers: Vec<String> = range.rows().next().unwrap().iter().map(ToString::to_string).collect();
    assert_eq!(headers, HEADER);
    let r = app.get("/api/v1/applicant-import-template.xlsx", None).await;
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test(flavor = "multi_thread")]
async fn every_valid_row_becomes_an_applicant_priced_by_the_union() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let bytes = sheet(&[
        HEADER,
        &["김투자", "개인", "3", "010-1234-5678", "kim@lp.kr"],
        &["주식회사 한빛", "법인", "20", "", ""],
    ]);
    let r = import(&app, &t, u, bytes, None).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    assert_eq!(r.json::<Value>().await.unwrap(), json!({ "imported": 2 }));

    let list = applicants(&app, &t, u).await;
    assert_eq!(list["total_count"], 2);
    let by_name = |n: &str| list["items"].as_array().unwrap().iter().find(|a| a["name"] == n).unwrap().clone();
    let kim = by_name("김투자");
    assert_eq!(
        (kim["amount"].as_i64(), kim["lp_type"].as_str(), kim["phone"].as_str()),
        (Some(3_000_000), Some("individual"), Some("01012345678"))
    );
    assert_eq!(kim["status"], "R");
    assert_eq!(by_name("주식회사 한빛")["amount"], 20_000_000);
    assert_eq!(list["totals"]["applied_amount"], 23_000_000);
    assert_eq!(app.count("SELECT count(*) FROM applicant_status_changes WHERE to_status = 'R'").await, 2);
    assert_eq!(app.count("SELECT count(*) FROM audit_events WHERE action = 'applicants_imported'").await, 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn one_bad_row_imports_nothing_and_names_every_problem() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let bytes = sheet(&[
        HEADER,
        &["김투자", "개인", "3", "", ""],
        &["이투자", "기타", "", "", "not-an-email"],
        &["박투자", "법인", "2", "", ""],
    ]);
    let r = import(&app, &t, u, bytes, None).await;
    let p = assert_problem(
        r,
        StatusCode::UNPROCESSABLE_ENTITY,
        "import_invalid_rows",
        Some("잘못된 행이 있어 아무것도 등록하지 않았습니다. 아래 내용을 고쳐 다시 올려 주세요."),
    )
    .await;
    assert_eq!(
        p["errors"],
        json!([
            { "field": "rows.3.lp_type", "message": "3행: 개인 또는 법인을 선택해 주세요." },
            { "field": "rows.3.unit_count", "message": "3행: 좌수를 입력해 주세요" },
            { "field": "rows.3.email", "message": "3행: 올바른 이메일 주소를 입력해 주세요." },
        ])
    );
    assert_eq!(applicants(&app, &t, u).await["total_count"], 0);
}

#[tokio::test(flavor = "multi_thread")]
async fn files_that_are_not_applicant_sheets_are_refused() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let r = import(&app, &t, u, b"%PDF-1.7 not a sheet".to_vec(), None).await;
    assert_problem(
        r,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "import_not_xlsx",
        Some("엑셀(xlsx) 파일만 가져올 수 있습니다."),
    )
    .await;
    let r = import(&app, &t, u, sheet(&[&["이름", "연락처"], &["김", "010"]]), None).await;
    assert_problem(
        r,
        StatusCode::UNPROCESSABLE_ENTITY,
        "import_missing_columns",
        Some("필수 열이 없습니다: 구분, 좌수. 양식을 내려받아 작성해 주세요."),
    )
    .await;
    let r = import(&app, &t, u, sheet(&[HEADER]), None).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "import_no_rows", Some("등록할 행이 없습니다.")).await;
    let row: &[&str] = &["김조합", "개인", "1", "010-1234-5678", "kim@x.kr"];
    let rows: Vec<&[&str]> = std::iter::once(HEADER).chain(std::iter::repeat_n(row, 10_001)).collect();
    let r = import(&app, &t, u, sheet(&rows), None).await;
    assert_problem(
        r,
        StatusCode::UNPROCESSABLE_ENTITY,
        "import_too_many_rows",
        Some("한 번에 10,000명까지 등록할 수 있습니다."),
    )
    .await;
    assert_eq!(applicants(&app, &t, u).await["total_count"], 0);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_repeated_import_with_the_same_key_adds_once() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let bytes = sheet(&[HEADER, &["김투자", "개인", "3", "", ""]]);
    let first = import(&app, &t, u, bytes.clone(), Some("import-1")).await;
    assert_eq!(first.status(), StatusCode::CREATED);
    let again = import(&app, &t, u, bytes, Some("import-1")).await;
    assert_eq!(again.status(), StatusCode::CREATED);
    assert_eq!(again.headers()["idempotent-replayed"], "true");
    assert_eq!(applicants(&app, &t, u).await["total_count"], 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn another_firm_or_a_formed_union_takes_no_import() {
    let app = spawn_app().await;
    let (a, ua) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let (b, _) = app.firm_with_union("ceo@b.kr", "비투자", "2222222222").await;
    let bytes = sheet(&[HEADER, &["김투자", "개인", "3", "", ""]]);
    let r = import(&app, &b, ua, bytes.clone(), None).await;
    assert_problem(r, StatusCode::NOT_FOUND, "union_not_found", None).await;

    app.sql(&format!("UPDATE unions SET status = 'E' WHERE id = {ua}")).await;
    let r = import(&app, &a, ua, bytes, None).await;
    assert_problem(r, StatusCode::CONFLICT, "union_formed", None).await;
    assert_eq!(applicants(&app, &a, ua).await["total_count"], 0);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_broad_search_counts_and_pages_like_a_narrow_one() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    // 2,100 matches: more than a search reads in one narrow pass, so the database counts them.
    let names: Vec<String> = (0..2_100).map(|i| format!("투자자{i:04}")).collect();
    let mut rows: Vec<Vec<&str>> = vec![HEADER.to_vec()];
    rows.extend(names.iter().map(|n| vec![n.as_str(), "개인", "1", "", ""]));
    let refs: Vec<&[&str]> = rows.iter().map(Vec::as_slice).collect();
    app.sql(&format!("UPDATE unions SET unit_count = 10000 WHERE id = {u}")).await;
    assert_eq!(import(&app, &t, u, sheet(&refs), None).await.status(), StatusCode::CREATED);
    app.sql("UPDATE applicants SET status = 'C' WHERE name LIKE '투자자1%'").await;

    for (q, expected) in [("투자자", 2_100), ("투자자1", 1_000), ("투자자20", 100)] {
        let l: Value = app.get(&format!("/api/v1/unions/{u}/applicants?q={q}"), Some(&t)).await.json().await.unwrap();
        assert_eq!(l["total_count"], expected, "{q}");
        let c: Value =
            app.get(&format!("/api/v1/unions/{u}/applicants?q={q}&status=C"), Some(&t)).await.json().await.unwrap();
        assert_eq!(c["total_count"], l["status_counts"][1]["count"], "{q}: the C tab shows its count");
        let all: Value =
            app.get(&format!("/api/v1/unions/{u}/applicants?q={q}&page=2"), Some(&t)).await.json().await.unwrap();
        // Page 2 continues page 1 in list order (newest first, then the higher id).
        let ids: Vec<i64> = l["items"]
            .as_array()
            .unwrap()
            .iter()
            .chain(all["items"].as_array().unwrap())
            .map(|a| a["id"].as_i64().unwrap())
            .collect();
        let mut sorted = ids.clone();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        assert_eq!(ids, sorted, "{q}: one order across pages");
        assert_eq!(ids.len(), 20);
    }
}
