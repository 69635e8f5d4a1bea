//! The demo seed: every built screen has data, a second run changes nothing, and a reset
//! followed by a seed gives the same demo again.

use reqwest::StatusCode;
use serde_json::Value;
use server::seed::{reset_demo, seed_demo, DEMO_CEO_EMAIL, DEMO_LP_EMAIL, DEMO_PASSWORD};

use crate::helpers::{spawn_app, TestApp};

/// What the demo holds, table by table (the firm's rows only).
async fn census(app: &TestApp) -> Vec<i64> {
    let firm = "(SELECT company_id FROM users WHERE email = 'demo@johap.kr')";
    let queries = [
        format!("SELECT count(*) FROM unions WHERE company_id = {firm}"),
        format!("SELECT count(DISTINCT status) FROM unions WHERE company_id = {firm}"),
        format!("SELECT count(*) FROM applicants WHERE company_id = {firm}"),
        format!("SELECT count(DISTINCT status) FROM applicants WHERE company_id = {firm}"),
        "SELECT count(*) FROM applicant_status_changes".to_string(),
        format!("SELECT count(*) FROM union_files WHERE company_id = {firm}"),
        format!("SELECT count(DISTINCT category) FROM union_files WHERE company_id = {firm}"),
        format!("SELECT count(*) FROM applicant_evidence WHERE company_id = {firm} AND kind = 'IRF0007'"),
        format!("SELECT count(*) FROM applicant_evidence WHERE company_id = {firm} AND kind = 'IRF0015'"),
        format!("SELECT count(*) FROM lp_members WHERE company_id = {firm}"),
        format!("SELECT count(*) FROM lp_groups WHERE company_id = {firm} AND image_key IS NOT NULL"),
        format!("SELECT count(*) FROM applicants WHERE company_id = {firm} AND lp_member_id IS NOT NULL"),
        format!("SELECT count(*) FROM mailings WHERE company_id = {firm}"),
        "SELECT count(*) FROM mail_outbox WHERE status = 'sent'".to_string(),
        "SELECT count(*) FROM mail_outbox WHERE status = 'failed'".to_string(),
        format!("SELECT count(*) FROM applicant_documents WHERE company_id = {firm}"),
        format!("SELECT count(*) FROM audit_events WHERE company_id = {firm}"),
        "SELECT count(*) FROM startup_profiles".to_string(),
        "SELECT count(DISTINCT industry) FROM startup_profiles".to_string(),
        "SELECT count(*) FROM startup_income_statements".to_string(),
        format!("SELECT count(*) FROM startup_opinions WHERE company_id = {firm}"),
        format!("SELECT count(*) FROM startup_bookmarks WHERE company_id = {firm}"),
        "SELECT count(*) FROM startup_revisions".to_string(),
        "SELECT count(*) FROM startup_fact_checks".to_string(),
        "SELECT count(*) FROM startup_documents".to_string(),
        "SELECT count(*) FROM startup_images".to_string(),
        format!("SELECT count(*) FROM data_requests WHERE company_id = {firm}"),
        "SELECT count(*) FROM data_request_targets".to_string(),
        "SELECT count(*) FROM data_request_answers".to_string(),
        "SELECT count(*) FROM startup_news".to_string(),
        "SELECT count(*) FROM startup_quarterly_figures".to_string(),
        format!("SELECT count(*) FROM investments WHERE company_id = {firm}"),
        format!("SELECT count(*) FROM funding_rounds WHERE company_id = {firm}"),
        format!("SELECT count(*) FROM recoveries WHERE company_id = {firm}"),
        format!("SELECT count(*) FROM valuations WHERE company_id = {firm}"),
        format!("SELECT count(*) FROM reports WHERE company_id = {firm}"),
        format!(
            "SELECT count(*) FROM report_opinions o JOIN reports r ON r.id = o.report_id WHERE r.company_id = {firm}"
        ),
        format!("SELECT count(*) FROM reports WHERE company_id = {firm} AND company_count > 0"),
        format!("SELECT count(*) FROM legacy_reports WHERE company_id = {firm}"),
    ];
    let mut out = Vec::new();
    for q in &queries {
        out.push(app.count(q).await);
    }
    out
}

#[tokio::test(flavor = "multi_thread")]
async fn the_demo_fills_every_screen_once_and_a_reset_gives_it_again() {
    let app = spawn_app().await;
    let config = server::config::Config {
        database_url: Some(app.db_url.clone()),
        data_dir: app.mail_dir.parent().unwrap().to_path_buf(),
        ..server::config::Config::from_env()
    };
    let state = server::startup::build_state(&config, &app.db_url).unwrap();
    assert!(seed_demo(&state).await.unwrap());
    let made =
        app.count("SELECT count(*) FROM portfolio_items WHERE pdf_at IS NOT NULL AND position IS NOT NULL").await;
    let whole =
        app.count("SELECT count(*) FROM portfolios WHERE title_pdf_at IS NOT NULL AND full_pdf_at IS NOT NULL").await;
    assert_eq!((made, whole), (4, 1), "the demo portfolio's four pages, title page and whole have PDFs to frame");
    let first = census(&app).await;
    let [unions, union_statuses, applicants, applicant_statuses, history, files, categories, confirmations, certificates, lps, group_images, matched, mailings, sent, failed, documents, audit, startups, industries, income_years, opinions, bookmarks, revisions, verdicts, startup_documents, startup_images, requests, targets, answers, news, quarters, investments, rounds, recoveries, valuations, reports, report_opinions, reports_with_companies, legacy_reports] =
        first[..]
    else {
        panic!("{first:?}")
    };
    assert_eq!((unions, union_statuses), (6, 6), "six unions, each in another status");
    assert!(applicants >= 250 && applicant_statuses == 5, "{applicants} applicants in {applicant_statuses} statuses");
    assert!(history > applicants, "every applicant has a history, most of several steps");
    assert_eq!((files, categories), (40, 8), "a document in every category of five unions");
    assert!(confirmations > 20 && certificates > 10, "{confirmations} confirmations, {certificates} certificates");
    assert!(lps > 50 && matched == lps && group_images == 2, "{lps} LPs, {matched} matched, {group_images} images");
    assert!(mailings >= 10 && sent > 200 && failed > 5, "{mailings} mailings: {sent} sent, {failed} failed");
    assert_eq!(documents, 2, "the LP login sent two documents");
    assert!(audit > history, "every change is in the audit trail");
    assert_eq!((startups, industries), (41, 10), "forty collected startups and the demo startup's own profile");
    assert!(income_years > 100, "{income_years} years of income statements");
    assert_eq!((opinions, bookmarks), (3, 6), "the firm's opinions and interest companies");
    assert_eq!(
        revisions, 16,
        "the demo startup's profile, shareholders, three years, two pictures, four documents, two news items, \
         a later edit, and for the data requests an IR deck and a quarter (its 2025 answer matched what was stored)"
    );
    assert_eq!((startup_documents, startup_images), (5, 2), "the demo startup's documents, logo and photo");
    assert_eq!((requests, targets), (2, 11), "two requests, to five and six startups");
    assert_eq!(answers, 2, "the demo startup answered both");
    assert_eq!(news, 26, "the demo startup's two articles and the first dozen collected startups' 24");
    assert_eq!(quarters, 61, "four quarters of fifteen collected startups and the demo startup's answer");
    assert_eq!(
        (investments, rounds, recoveries, valuations),
        (6, 2, 1, 1),
        "the formed unions' investments, two later rounds, a partial sale and a markdown"
    );
    assert_eq!(
        (reports, report_opinions, reports_with_companies),
        (2, 2, 2),
        "a quarter's report of the firm and a union's recent one, with an opinion each, both with companies"
    );
    assert_eq!(legacy_reports, 3, "the shipped sample of the previous system's reports");
    assert!(verdicts > 20, "{verdicts} fact-check verdicts");

    // The logins work: the GP sees its unions, the LP its application.
    let r = app.login(DEMO_CEO_EMAIL, DEMO_PASSWORD).await;
    let t = r.json::<Value>().await.unwrap()["access_token"].as_str().unwrap().to_string();
    let list: Value = app.get("/api/v1/unions?page_size=10", Some(&t)).await.json().await.unwrap();
    assert_eq!(list["total_count"], 6);
    let r = app.login(DEMO_LP_EMAIL, DEMO_PASSWORD).await;
    assert_eq!(r.status(), StatusCode::OK);
    let lp = r.json::<Value>().await.unwrap()["access_token"].as_str().unwrap().to_string();
    let mine: Value = app.get("/api/v1/me/lp/applications", Some(&lp)).await.json().await.unwrap();
    assert_eq!(mine.as_array().map(Vec::len), Some(1), "{mine}");
    // The GP finds the startups, and most profiles have their radar.
    let found: Value = app.get("/api/v1/startups?industries=bio_medical", Some(&t)).await.json().await.unwrap();
    assert!(found["total_count"].as_i64().unwrap() >= 5, "{found}");
    let id = found["items"][0]["id"].as_i64().unwrap();
    let profile: Value = app.get(&format!("/api/v1/startups/{id}"), Some(&t)).await.json().await.unwrap();
    assert_eq!(profile["income_statements"].as_array().map(Vec::len), Some(3), "{profile}");
    assert!(profile["scores"]["total"].as_u64().is_some(), "{profile}");

    // A second run finds the demo and changes nothing.
    assert!(!seed_demo(&state).await.unwrap());
    assert_eq!(census(&app).await, first);

    // A reset deletes the demo firms; seeding again gives the same demo.
    assert_eq!(reset_demo(&state).await.unwrap(), 5);
    assert_eq!(app.count("SELECT count(*) FROM users WHERE email LIKE '%@johap.kr'").await, 0);
    assert!(seed_demo(&state).await.unwrap());
    assert_eq!(census(&app).await, first);
}
