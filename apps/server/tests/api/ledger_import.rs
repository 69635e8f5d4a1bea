//! The investment ledger workbook over HTTP: the template lists the firm's unions; an import
//! adds every row of every sheet in one transaction or none, naming each problem with its sheet
//! and row; a retried upload adds nothing twice; one firm's import never reaches another's
//! unions.

use calamine::Reader;
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, TestApp};
use crate::startup_upkeep::startup;

/// A sheet: its name, headers and rows.
type Sheet<'a> = (&'a str, &'a [&'a str], &'a [&'a [&'a str]]);

/// A workbook with the given sheets; numeric text is written as numbers.
fn workbook(sheets: &[Sheet<'_>]) -> Vec<u8> {
    let mut wb = rust_xlsxwriter::Workbook::new();
    for (name, headers, rows) in sheets {
        let ws = wb.add_worksheet();
        ws.set_name(*name).unwrap();
        for (c, h) in (0u16..).zip(headers.iter()) {
            ws.write_string(0, c, *h).unwrap();
        }
        for (r, row) in (1u32..).zip(rows.iter()) {
            for (c, v) in (0u16..).zip(row.iter()) {
                match v.parse::<f64>() {
                    Ok(n) => ws.write_number(r, c, n).map(|_| ()),
                    Err(_) => ws.write_string(r, c, *v).map(|_| ()),
                }
                .unwrap();
            }
        }
    }
    wb.save_to_buffer().unwrap()
}

const INVESTMENT: &[&str] = &[
    "조합",
    "사업자등록번호",
    "기업명",
    "계약일",
    "투자일",
    "주식 종류",
    "주식 수",
    "주당 가격",
    "투자 금액",
    "액면가",
];
const ROUND: &[&str] = &["사업자등록번호", "투자일", "투자사", "주식 종류", "주식 수", "주당 가격", "투자 금액"];
const RECOVERY: &[&str] = &["조합", "사업자등록번호", "회수일", "회수 주식 수", "회수 금액"];
const VALUATION: &[&str] = &["사업자등록번호", "평가일", "주당 평가액", "평가 근거"];

/// Two investments of the union, a later round, a recovery of `sold` shares and a valuation.
fn ledger(union: &str, sold: &str) -> Vec<u8> {
    workbook(&[
        (
            "투자",
            INVESTMENT,
            &[
                &[
                    union,
                    "222-00-00001",
                    "가나데이터",
                    "2023-03-01",
                    "2023-03-10",
                    "상환전환우선주",
                    "2000",
                    "50,000",
                    "100000000",
                    "500",
                ],
                &[
                    union,
                    "2220000002",
                    "다라로보틱스",
                    "2024.06.01",
                    "2024.06.01",
                    "보통주",
                    "1000",
                    "30000",
                    "30000000",
                    "500",
                ],
            ],
        ),
        (
            "후속 투자",
            ROUND,
            &[&["2220000001", "2025-01-15", "새봄벤처스", "상환전환우선주", "1000", "80000", "80000000"]],
        ),
        ("회수", RECOVERY, &[&[union, "2220000001", "2025-06-30", sold, "90000000"]]),
        ("가치 평가", VALUATION, &[&["2220000002", "2025-12-31", "0", "청산 절차 개시"]]),
    ])
}

async fn import(app: &TestApp, t: &str, bytes: Vec<u8>, key: &str) -> reqwest::Response {
    let part = reqwest::multipart::Part::bytes(bytes).file_name("투자원장.xlsx");
    let form = reqwest::multipart::Form::new().part("file", part);
    let url = app.url("/api/v1/investment-ledger/import");
    app.client.post(url).bearer_auth(t).header("Idempotency-Key", key).multipart(form).send().await.unwrap()
}

fn fields(problem: &Value) -> Vec<String> {
    problem["errors"].as_array().unwrap().iter().map(|e| e["field"].as_str().unwrap().to_owned()).collect()
}

async fn ledger_rows(app: &TestApp) -> i64 {
    app.count(
        "SELECT (SELECT count(*) FROM investments) + (SELECT count(*) FROM funding_rounds)
              + (SELECT count(*) FROM recoveries) + (SELECT count(*) FROM valuations)",
    )
    .await
}

#[tokio::test(flavor = "multi_thread")]
async fn the_ledger_workbook_imports_every_row_or_none() {
    let app = spawn_app().await;
    let (t, union) = app.firm_with_union("ceo@a.kr", "에이벤처스", "1110000001").await;
    startup(&app, "ceo@data.kr", "가나데이터", "2220000001").await;
    startup(&app, "ceo@robot.kr", "다라로보틱스", "2220000002").await;

    // The template is a real workbook listing the firm's unions.
    let r = app.get("/api/v1/investment-ledger/template.xlsx", Some(&t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    let bytes = r.bytes().await.unwrap().to_vec();
    let mut book: calamine::Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).unwrap();
    assert_eq!(book.sheet_names()[..5], ["투자", "후속 투자", "회수", "가치 평가", "조합 목록"]);
    let list = book.worksheet_range("조합 목록").unwrap();
    assert_eq!(list.get((1, 0)).unwrap().to_string(), "에이벤처스 조합");

    // Row problems: every one named by sheet and row, and nothing stored.
    let bad = workbook(&[
        (
            "투자",
            INVESTMENT,
            &[&[
                "에이벤처스 조합",
                "2220000001",
                "",
                "2023-03-01",
                "2023-03-10",
                "보통주",
                "2000",
                "50000",
                "99999999",
                "500",
            ]],
        ),
        ("가치 평가", VALUATION, &[&["", "", "", ""], &["12-34", "어제", "1000", "근거"]]),
    ]);
    let v = assert_problem(
        import(&app, &t, bad, "k1").await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "import_invalid_rows",
        None,
    )
    .await;
    assert_eq!(fields(&v), ["investments.2.amount", "valuations.3.business_number", "valuations.3.on"]);
    assert_eq!(v["errors"][0]["message"], "투자 시트 2행 투자 금액: 투자 금액이 주식 수 × 주당 가격과 다릅니다.");

    // A union or startup the firm cannot name.
    let unknown = ledger("없는 조합", "500");
    let v = assert_problem(
        import(&app, &t, unknown, "k2").await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "import_invalid_rows",
        None,
    )
    .await;
    assert_eq!(fields(&v), ["investments.2.union", "investments.3.union", "recoveries.2.union"]);

    // Selling more than the union held that day: the investments of the same file go too.
    let oversold = ledger("에이벤처스 조합", "3001");
    let v = assert_problem(
        import(&app, &t, oversold, "k3").await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "import_invalid_rows",
        None,
    )
    .await;
    assert_eq!(fields(&v), ["recoveries.2.shares_sold"]);
    assert!(v["errors"][0]["message"].as_str().unwrap().starts_with("회수 시트 2행 회수 주식 수: 2025-06-30 기준"));
    assert_eq!(ledger_rows(&app).await, 0);

    let good = ledger("에이벤처스 조합", "500");
    let r = import(&app, &t, good.clone(), "k4").await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let counts: Value = r.json().await.unwrap();
    assert_eq!(counts, json!({ "investments": 2, "funding_rounds": 1, "recoveries": 1, "valuations": 1 }));
    // A retry of the same upload answers the same and adds nothing.
    let again = import(&app, &t, good.clone(), "k4").await;
    assert_eq!(again.status(), StatusCode::CREATED);
    assert_eq!(ledger_rows(&app).await, 5);

    // The portfolio reads the imported rows: 2,500 shares at the round's 80,000 less 500 sold;
    // the written-off startup is worth 0.
    let r = app.get(&format!("/api/v1/unions/{union}/portfolio?base_date=2025-12-31"), Some(&t)).await;
    let p: Value = r.json().await.unwrap();
    let rows = p["rows"].as_array().unwrap();
    assert_eq!(rows[0]["startup_name"], "가나데이터");
    assert_eq!((rows[0]["shares_held"].as_i64(), rows[0]["price_per_share"].as_i64()), (Some(1_500), Some(80_000)));
    assert_eq!(rows[0]["returns"]["recovered"], 90_000_000);
    assert_eq!(rows[1]["returns"]["value"], 0);
    assert_eq!(app.count("SELECT count(*) FROM audit_events WHERE action = 'ledger_imported'").await, 2);

    // Another firm cannot reach the union by its name, and its template lists none of it.
    let (other, _) = app.firm_with_union("ceo@b.kr", "비파트너스", "1110000002").await;
    let v = assert_problem(
        import(&app, &other, good, "k5").await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "import_invalid_rows",
        None,
    )
    .await;
    assert_eq!(fields(&v), ["investments.2.union", "investments.3.union", "recoveries.2.union"]);
    let bytes = app.get("/api/v1/investment-ledger/template.xlsx", Some(&other)).await.bytes().await.unwrap().to_vec();
    let mut book: calamine::Xlsx<_> = calamine::open_workbook_from_rs(std::io::Cursor::new(bytes)).unwrap();
    let list = book.worksheet_range("조합 목록").unwrap();
    assert_eq!(list.get((1, 0)).unwrap().to_string(), "비파트너스 조합");
    assert_eq!(list.height(), 2);
    assert_eq!(ledger_rows(&app).await, 5);
}

#[tokio::test(flavor = "multi_thread")]
async fn files_that_are_no_ledger_workbook_are_refused() {
    let app = spawn_app().await;
    let (t, _) = app.firm_with_union("ceo@a.kr", "에이벤처스", "1110000001").await;
    let r = import(&app, &t, b"not a workbook".to_vec(), "n1").await;
    assert_problem(r, StatusCode::UNSUPPORTED_MEDIA_TYPE, "import_not_xlsx", None).await;
    let other = workbook(&[("Sheet1", &["이름"], &[&["김하늘"]])]);
    let v = assert_problem(
        import(&app, &t, other, "n2").await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "import_missing_columns",
        None,
    )
    .await;
    assert!(v["message"].as_str().unwrap().contains("투자, 후속 투자, 회수, 가치 평가 시트가 없습니다"), "{v}");
    let lacking = workbook(&[("회수", &["조합"], &[&["에이벤처스 조합"]])]);
    let v = assert_problem(
        import(&app, &t, lacking, "n3").await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "import_missing_columns",
        None,
    )
    .await;
    assert!(v["message"].as_str().unwrap().contains("회수일"), "{v}");
    let empty = workbook(&[("투자", INVESTMENT, &[])]);
    assert_problem(import(&app, &t, empty, "n4").await, StatusCode::UNPROCESSABLE_ENTITY, "import_no_rows", None).await;
    // A browser's empty file input: nothing to upload.
    let none = reqwest::multipart::Form::new().part("file", reqwest::multipart::Part::bytes(Vec::new()).file_name(""));
    let r = app
        .client
        .post(app.url("/api/v1/investment-ledger/import"))
        .bearer_auth(&t)
        .multipart(none)
        .send()
        .await
        .unwrap();
    assert_problem(r, StatusCode::BAD_REQUEST, "no_file", None).await;
}
