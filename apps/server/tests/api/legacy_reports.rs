//! Reports from the previous system: the shipped sample imports through the real command for
//! the firm with its business number, a second run changes nothing, a bad file changes nothing,
//! and the read-only pages' calls show a firm only its own.

use reqwest::StatusCode;
use serde_json::Value;

use crate::helpers::{assert_problem, spawn_app, TestApp};

const SAMPLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/legacy-reports.sample.json");

/// `johap import-legacy-reports FILE` against the test's database.
fn import(app: &TestApp, file: &str) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_johap"))
        .args(["import-legacy-reports", file])
        .env("DATABASE_URL", &app.db_url)
        .env("RUST_LOG", "warn")
        .output()
        .expect("the johap binary runs")
}

#[tokio::test(flavor = "multi_thread")]
async fn the_sample_imports_once_for_its_firm_and_opens_read_only() {
    let app = spawn_app().await;
    app.new_firm("ceo@demo.kr", "데모투자파트너스", "1018212345").await;
    let t = app.token("ceo@demo.kr").await;

    let out = import(&app, SAMPLE);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "imported 3 report(s), 0 already there");
    let again = import(&app, SAMPLE);
    assert_eq!(String::from_utf8_lossy(&again.stdout).trim(), "imported 0 report(s), 3 already there");

    let list: Value = app.get("/api/v1/legacy-reports", Some(&t)).await.json().await.unwrap();
    let numbers: Vec<i64> = list.as_array().unwrap().iter().map(|r| r["rpt_mng_no"].as_i64().unwrap()).collect();
    assert_eq!(numbers, [1187, 1042, 903], "newest first");
    assert_eq!((list[0]["company_count"].as_i64(), list[0]["member_count"].as_i64()), (Some(3), Some(5)));

    let r: Value = app.get("/api/v1/legacy-reports/1187", Some(&t)).await.json().await.unwrap();
    assert_eq!(r["rpt_name"], "2023년 하반기 투자 보고서");
    let medi = r["companies"].as_array().unwrap().iter().find(|c| c["cmpy_name"] == "메디웨이브").unwrap();
    assert_eq!((medi["collect_money"].as_i64(), medi["benefit"].as_f64()), (Some(330_000_000), Some(65.0)));
    assert!(r["opinion"].as_str().unwrap().contains("<strong>메디웨이브 지분을 전량 회수</strong>"));
    // The server adds up the companies and the members' shares (to exactly 100.00%).
    let invested: i64 = r["companies"].as_array().unwrap().iter().map(|c| c["invest_money"].as_i64().unwrap()).sum();
    assert_eq!(r["totals"]["invested"], invested);
    let shares: i64 =
        r["fund_groups"].as_array().unwrap().iter().map(|g| g["share_basis_points"].as_i64().unwrap()).sum();
    assert_eq!(shares, 10_000);

    let (other, _) = app.firm_with_union("ceo@b.kr", "비캐피탈", "1110000002").await;
    let r = app.get("/api/v1/legacy-reports/1187", Some(&other)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "legacy_report_not_found", None).await;
    let theirs: Value = app.get("/api/v1/legacy-reports", Some(&other)).await.json().await.unwrap();
    assert_eq!(theirs.as_array().map(Vec::len), Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_report_past_the_cutoff_or_an_unknown_firm_imports_nothing() {
    let app = spawn_app().await;
    app.new_firm("ceo@demo.kr", "데모투자파트너스", "1018212345").await;
    let mut file: Value = serde_json::from_str(&std::fs::read_to_string(SAMPLE).unwrap()).unwrap();
    file["reports"][1]["create_at"] = Value::from("2024-05-30T00:00:00+09:00");
    let path = std::env::temp_dir().join(format!("legacy-{}.json", std::process::id()));
    std::fs::write(&path, file.to_string()).unwrap();
    let out = import(&app, path.to_str().unwrap());
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("reports.1.create_at") && err.contains("2024.05.30"), "{err}");
    assert_eq!(app.count("SELECT count(*) FROM legacy_reports").await, 0);

    file["reports"][1]["create_at"] = Value::from("2023-07-12T02:00:00Z");
    file["business_number"] = Value::from("999-99-99999");
    std::fs::write(&path, file.to_string()).unwrap();
    let out = import(&app, path.to_str().unwrap());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("no investor firm"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(app.count("SELECT count(*) FROM legacy_reports").await, 0);
    let _ = std::fs::remove_file(path);
}
