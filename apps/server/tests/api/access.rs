//! Who may call what (issue 41, OWASP API5): every operation of the OpenAPI document, called as
//! an investor firm's CEO, a startup, an LP's own account and a fact-checker, answers as the
//! table in `server::access` says: refused with its code before anything is read, or let
//! through. The GP's work, stated here again by the document's tags, is the firm's alone.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};
use server::access::{self, AccountKind, GP};

use crate::helpers::{assert_problem, spawn_app};
use crate::invitations::lp_signs_up;
use crate::startup_upkeep::{checker, startup};

/// The tags whose every operation is an investor firm's work.
const GP_TAGS: &[&str] = &[
    "unions",
    "applicants",
    "evidence",
    "communication",
    "unionFiles",
    "investments",
    "lpMembers",
    "lpGroups",
    "portfolios",
    "reports",
    "rawData",
    "tasks",
];

struct Op {
    method: Method,
    /// The same method as the server's types spell it.
    server_method: actix_web::http::Method,
    path: String,
    tag: String,
    id: String,
    secured: bool,
}

fn operations() -> Vec<Op> {
    let doc = serde_json::to_value(server::openapi::document()).unwrap();
    let mut ops = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            if !["get", "post", "put", "patch", "delete"].contains(&method.as_str()) {
                continue;
            }
            let server_method = method.to_uppercase().parse::<actix_web::http::Method>().unwrap();
            let method = method.to_uppercase().parse::<Method>().unwrap();
            ops.push(Op {
                method,
                server_method,
                path: path.clone(),
                tag: op["tags"][0].as_str().unwrap_or_default().to_owned(),
                id: op["operationId"].as_str().unwrap_or_default().to_owned(),
                secured: op.get("security").is_some_and(|s| !s.as_array().unwrap().is_empty()),
            });
        }
    }
    // A session's own end comes last: refreshing replaces the token, logging out ends it.
    ops.sort_by_key(|o| matches!(o.id.as_str(), "refresh_session" | "logout"));
    ops
}

/// The path with every parameter an id no row has (a string parameter takes it too).
fn concrete(path: &str) -> String {
    path.split('/').map(|s| if s.starts_with('{') { "999999" } else { s }).collect::<Vec<_>>().join("/")
}

#[test]
fn the_table_and_the_document_agree_on_what_is_public_and_on_the_firms_work() {
    for op in operations().iter().filter(|o| o.path.starts_with("/api/v1/")) {
        let (who, _) = access::who_may_call(&op.path, &op.server_method);
        assert_eq!(who.is_public(), !op.secured, "{} {} ({}): public in one, not the other", op.method, op.path, op.id);
        if op.secured && GP_TAGS.contains(&op.tag.as_str()) {
            assert_eq!(who, GP, "{} {} ({}) is an investor firm's work", op.method, op.path, op.id);
        }
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn every_operation_answers_each_kind_of_account_as_the_table_says() {
    let app = spawn_app().await;
    let (gp, union) = app.firm_with_union("ceo@access.kr", "권한투자", "4440000001").await;
    let (startup_token, _) = startup(&app, "ceo@startup.kr", "권한스타트업", "4440000002").await;
    let lp = lp_signs_up(&app, &gp, union, "lp@access.kr", "권엘피").await;
    let checker_token = checker(&app).await;
    let mut accounts = Vec::new();
    for (kind, token) in [
        (AccountKind::Gp, gp.clone()),
        (AccountKind::Startup, startup_token),
        (AccountKind::Lp, lp),
        (AccountKind::FactChecker, checker_token),
    ] {
        let me: Value = app.get("/api/v1/me", Some(&token)).await.json().await.unwrap();
        accounts.push((kind, token, me["operator"].as_bool().unwrap_or(false)));
    }

    // What the probe found, by name (before the walk below ends every session): a startup
    // records no valuation, an LP downloads no raw data and creates no union, a fact-checker
    // sends no union mail; the firm still does.
    let (_, token_of_startup, _) = &accounts[1];
    let (_, token_of_lp, _) = &accounts[2];
    let (_, token_of_checker, _) = &accounts[3];
    let valuation = json!({ "valued_on": "2026-01-01", "price_per_share": 10000 });
    assert_problem(
        app.post("/api/v1/startups/1/valuations", &valuation, Some(token_of_startup)).await,
        StatusCode::FORBIDDEN,
        "investor_only",
        Some("투자사 회원만 이용할 수 있습니다."),
    )
    .await;
    assert_problem(
        app.get("/api/v1/raw-data.xlsx", Some(token_of_lp)).await,
        StatusCode::FORBIDDEN,
        "investor_only",
        None,
    )
    .await;
    assert_problem(
        app.post("/api/v1/unions", &json!({}), Some(token_of_lp)).await,
        StatusCode::FORBIDDEN,
        "investor_only",
        None,
    )
    .await;
    let mail = json!({ "mail_kind": "recruit", "applicant_ids": [] });
    let mailings = format!("/api/v1/unions/{union}/mailings");
    assert_problem(
        app.post(&mailings, &mail, Some(token_of_checker)).await,
        StatusCode::FORBIDDEN,
        "investor_only",
        None,
    )
    .await;
    // An LP's own account has no company workspace; a startup has no LP pages.
    assert_problem(
        app.get("/api/v1/company/members", Some(token_of_lp)).await,
        StatusCode::FORBIDDEN,
        "not_for_lp_account",
        None,
    )
    .await;
    assert_problem(
        app.get("/api/v1/me/lp/unions", Some(token_of_startup)).await,
        StatusCode::FORBIDDEN,
        "not_for_this_account",
        Some("출자자와 투자사 계정만 이용할 수 있습니다."),
    )
    .await;
    assert_eq!(app.count("SELECT count(*) FROM unions").await, 1, "nothing was created");
    assert_eq!(app.get("/api/v1/raw-data", Some(&gp)).await.status(), StatusCode::OK);

    let mut checked = 0;
    for op in operations().iter().filter(|o| o.secured) {
        let path = concrete(&op.path);
        let (who, refusal) = access::who_may_call(&op.path, &op.server_method);
        for (kind, token, operator) in &accounts {
            let body = (op.method != Method::GET && op.method != Method::DELETE).then(|| json!({}));
            let r = app.call(op.method.clone(), &path, body.as_ref(), token).await;
            let status = r.status();
            let answer: Value = r.json().await.unwrap_or(Value::Null);
            let what = format!("{} {} ({}) as {kind:?}: {status} {answer}", op.method, op.path, op.id);
            if who.admits_kind(*kind, *operator) {
                assert!(
                    !(status == StatusCode::FORBIDDEN && answer["code"] == refusal.code.code()),
                    "let through by the table, refused: {what}"
                );
                assert!(!status.is_server_error(), "{what}");
            } else {
                assert_eq!(status, StatusCode::FORBIDDEN, "refused by the table: {what}");
                assert_eq!(answer["code"], refusal.code.code(), "{what}");
            }
            checked += 1;
        }
    }
    assert!(checked > 800, "{checked} calls");
}
