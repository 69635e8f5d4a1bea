//! The raw data download over HTTP: the workbook opens in a real xlsx reader with a sheet per
//! kind of record, holds exactly the firm's own rows, and refuses unknown sheets and startups.

use calamine::{Data, Reader, Xlsx};
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, TestApp, PASSWORD};

async fn applicant(app: &TestApp, t: &str, union: i64, name: &str, units: i64) {
    let body = json!({ "name": name, "lp_type": "individual", "unit_count": units, "phone": "01023456789",
        "email": format!("{units}@lp.kr") });
    let r = app.post(&format!("/api/v1/unions/{union}/applicants"), &body, Some(t)).await;
    assert_eq!(r.status(), StatusCode::CREATED);
}

fn rows(xlsx: &mut Xlsx<std::io::Cursor<Vec<u8>>>, sheet: &str) -> Vec<Vec<Data>> {
    xlsx.worksheet_range(sheet).unwrap().rows().map(|r| r.to_vec()).collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn the_workbook_holds_the_firms_own_records_a_sheet_each() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    applicant(&app, &t, u, "홍길동", 3).await;
    applicant(&app, &t, u, "김영희", 5).await;
    let r = app
        .post(
            "/api/v1/lp-members",
            &json!({ "name": "이서연", "lp_type": "individual", "email": "seo@lp.kr" }),
            Some(&t),
        )
        .await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let (tb, ub) = app.firm_with_union("ceo@b.kr", "비투자", "2222222222").await;
    applicant(&app, &tb, ub, "남의조합원", 1).await;

    let summary: Value = app.get("/api/v1/raw-data", Some(&t)).await.json().await.unwrap();
    let counts: Vec<(&str, i64)> = summary["sheets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["sheet"].as_str().unwrap(), s["rows"].as_i64().unwrap()))
        .collect();
    assert_eq!(counts, [("unions", 1), ("applicants", 2), ("lp_members", 1), ("mailings", 0)]);

    let r = app.get("/api/v1/raw-data.xlsx", Some(&t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert!(r.headers()["content-disposition"].to_str().unwrap().contains("filename*=UTF-8''"));
    let bytes = r.bytes().await.unwrap().to_vec();
    let mut xlsx: Xlsx<_> = Xlsx::new(std::io::Cursor::new(bytes)).unwrap();
    assert_eq!(xlsx.sheet_names(), ["조합", "출자 신청", "LP 회원", "메일 발송 이력"]);
    let unions = rows(&mut xlsx, "조합");
    assert_eq!(unions.len(), 2);
    assert_eq!(unions[1][1], Data::String("에이투자 조합".into()));
    assert_eq!(unions[1][9], Data::Float(8_000_000.0), "applied: 3 + 5 units of 1,000,000 won");
    assert_eq!(unions[1][11], Data::Float(2.0));
    let applicants = rows(&mut xlsx, "출자 신청");
    let names: Vec<String> = applicants[1..].iter().map(|r| r[2].to_string()).collect();
    assert_eq!(names, ["홍길동", "김영희"], "another firm's applicant is not here");
    assert_eq!(applicants[1][3], Data::String("개인".into()));
    assert_eq!(applicants[1][6], Data::String("010-2345-6789".into()));
    assert!(matches!(applicants[1][10], Data::DateTime(_)), "dates stay dates");
    let lps = rows(&mut xlsx, "LP 회원");
    assert_eq!((lps.len(), lps[1][1].to_string()), (2, "이서연".to_string()));
    assert_eq!(rows(&mut xlsx, "메일 발송 이력").len(), 1, "an empty sheet keeps its headers");

    let other = app.get("/api/v1/raw-data.xlsx?sheets=lp_members", Some(&tb)).await.bytes().await.unwrap().to_vec();
    let mut theirs: Xlsx<_> = Xlsx::new(std::io::Cursor::new(other)).unwrap();
    assert_eq!(theirs.sheet_names(), ["LP 회원"]);
    assert_eq!(rows(&mut theirs, "LP 회원").len(), 1, "firm B has no LPs");

    // Past one batch (2,000 rows) the keyset reads carry on where the last batch ended.
    app.sql(&format!(
        "INSERT INTO applicants (company_id, union_id, name, lp_type, unit_count, amount, phone, email, status, \
           applied_at, updated_at) \
         SELECT company_id, id, '대량' || g, 'corporate', 1, 1000000, '', '', 'P', now(), now() \
         FROM unions, generate_series(1, 4100) g WHERE unions.id = {u}"
    ))
    .await;
    app.sql(&format!(
        "INSERT INTO mailings (company_id, union_id, kind, subject, context, sender_id, sender_name, recipient_count, \
           group_count, created_at, sent_count, failed_count) \
         SELECT company_id, id, 'P', '납입 요청', '{{}}', (SELECT id FROM users WHERE email = 'ceo@a.kr'), '김대표', \
           4, 0, now(), 3, 1 FROM unions WHERE id = {u}"
    ))
    .await;
    let big = app.get("/api/v1/raw-data.xlsx?sheets=mailings,applicants", Some(&t)).await.bytes().await.unwrap();
    let mut big: Xlsx<_> = Xlsx::new(std::io::Cursor::new(big.to_vec())).unwrap();
    assert_eq!(big.sheet_names(), ["출자 신청", "메일 발송 이력"], "workbook order, whatever the asking order");
    let applicants = rows(&mut big, "출자 신청");
    assert_eq!(applicants.len(), 1 + 2 + 4100);
    assert_eq!(applicants[4102][2], Data::String("대량4100".into()));
    let mails = rows(&mut big, "메일 발송 이력");
    assert_eq!(mails[1][2], Data::String("결성계획 승인 및 출자금 납입 요청".into()), "the kind's label");
    assert_eq!(mails[1][3], Data::String("납입 요청".into()));
    assert_eq!((&mails[1][7], &mails[1][8]), (&Data::Float(3.0), &Data::Float(1.0)));

    let r = app.get("/api/v1/raw-data.xlsx?sheets=unions,ledger", Some(&t)).await;
    let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_eq!(v["errors"][0]["message"], "알 수 없는 시트입니다: ledger");
}

#[tokio::test(flavor = "multi_thread")]
async fn startups_keep_no_such_records() {
    let app = spawn_app().await;
    let body = json!({
        "user_type": "startup", "email": "ceo@start.kr", "password": PASSWORD, "name": "최창업",
        "phone": "010-4567-8901", "form_type": "enterprise", "investor_type": null,
        "agree_terms": true, "agree_privacy": true, "existing_company_id": null,
        "new_company": { "name": "스타트업원", "business_number": "3333333333", "ceo_name": "최창업" }
    });
    assert_eq!(app.join(&body).await.status(), StatusCode::CREATED);
    let t = app.token("ceo@start.kr").await;
    assert_problem(app.get("/api/v1/raw-data", Some(&t)).await, StatusCode::FORBIDDEN, "investor_only", None).await;
    let r = app.get("/api/v1/raw-data.xlsx", Some(&t)).await;
    assert_problem(r, StatusCode::FORBIDDEN, "investor_only", None).await;
    assert_eq!(app.get("/api/v1/raw-data", None).await.status(), StatusCode::UNAUTHORIZED);
}
