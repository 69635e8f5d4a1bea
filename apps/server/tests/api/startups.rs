//! Startup search, autocomplete and the profile, on a hand-made set of six startups whose
//! expected matches are worked out below by hand.

use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, TestApp, PASSWORD};

/// One startup as the tests arrange it; `sales` are (year, won) rows of its income statement.
struct Arranged {
    name: &'static str,
    industry: &'static str,
    region: Option<&'static str>,
    founded: Option<&'static str>,
    sales: &'static [(i32, i64)],
    investment: i64,
    tips: bool,
    venture: bool,
    follow_on: bool,
    incubator: Option<&'static str>,
}

/// | name | industry | region | founded | latest sales | investment | tips venture follow-on incubated |
/// |---|---|---|---|---|---|---|
/// | 알파로보 | ict_service | SD01 | 2019-01-01 | 2025: 10억 | 30억 | ✓ ✓ ✓ ✓ |
/// | 베타바이오 | bio_medical | SD06 | 2021-06-01 | 2025: 2억 | 5억 | · ✓ · · |
/// | 감마게임 | game | SD01 | 2022-03-01 | — | 0 | · · · · |
/// | 델타로보틱스 | electric_machinery | SD09 | 2018-05-05 | 2025: 50억 | 100억 | ✓ · ✓ ✓ |
/// | 엡실론 | ict_service | SD09 | 2020-10-10 | 2025: 1억 (2023: 9억) | 3억 | · · · ✓ |
/// | 로보웍스 | other | — | — | — | 0 | · · · · |
const SET: &[Arranged] = &[
    Arranged {
        name: "알파로보",
        industry: "ict_service",
        region: Some("SD01"),
        founded: Some("2019-01-01"),
        sales: &[(2024, 500_000_000), (2025, 1_000_000_000)],
        investment: 3_000_000_000,
        tips: true,
        venture: true,
        follow_on: true,
        incubator: Some("서울창업허브"),
    },
    Arranged {
        name: "베타바이오",
        industry: "bio_medical",
        region: Some("SD06"),
        founded: Some("2021-06-01"),
        sales: &[(2025, 200_000_000)],
        investment: 500_000_000,
        tips: false,
        venture: true,
        follow_on: false,
        incubator: None,
    },
    Arranged {
        name: "감마게임",
        industry: "game",
        region: Some("SD01"),
        founded: Some("2022-03-01"),
        sales: &[],
        investment: 0,
        tips: false,
        venture: false,
        follow_on: false,
        incubator: None,
    },
    Arranged {
        name: "델타로보틱스",
        industry: "electric_machinery",
        region: Some("SD09"),
        founded: Some("2018-05-05"),
        sales: &[(2025, 5_000_000_000)],
        investment: 10_000_000_000,
        tips: true,
        venture: false,
        follow_on: true,
        incubator: Some("디캠프"),
    },
    Arranged {
        name: "엡실론",
        industry: "ict_service",
        region: Some("SD09"),
        founded: Some("2020-10-10"),
        sales: &[(2025, 100_000_000), (2023, 900_000_000)],
        investment: 300_000_000,
        tips: false,
        venture: false,
        follow_on: false,
        incubator: Some("스파크랩"),
    },
    Arranged {
        name: "로보웍스",
        industry: "other",
        region: None,
        founded: None,
        sales: &[],
        investment: 0,
        tips: false,
        venture: false,
        follow_on: false,
        incubator: None,
    },
];

fn opt(v: Option<&str>) -> String {
    v.map_or("NULL".into(), |s| format!("'{s}'"))
}

/// Inserts the set as the platform's collected data would be; returns the ids in `SET` order.
pub async fn arrange(app: &TestApp) -> Vec<i64> {
    let mut ids = Vec::new();
    for (n, s) in SET.iter().enumerate() {
        app.sql(&format!(
            "INSERT INTO companies (kind, name, business_number, ceo_name) VALUES ('startup', '{}', '77700{n:05}', '대표{n}')",
            s.name
        ))
        .await;
        let id = app.count(&format!("SELECT id FROM companies WHERE name = '{}'", s.name)).await;
        app.sql(&format!(
            "INSERT INTO startup_profiles (company_id, industry, region, founded_on, total_investment, is_tips, is_venture, has_follow_on, issued_shares)
             VALUES ({id}, '{}', {}, {}, {}, {}, {}, {}, 10000)",
            s.industry, opt(s.region), opt(s.founded), s.investment, s.tips, s.venture, s.follow_on
        ))
        .await;
        for (year, sales) in s.sales {
            app.sql(&format!(
                "INSERT INTO startup_income_statements (company_id, year, sales) VALUES ({id}, {year}, {sales})"
            ))
            .await;
        }
        if let Some(incubator) = s.incubator {
            app.sql(&format!(
                "INSERT INTO startup_incubations (company_id, incubator_name) VALUES ({id}, '{incubator}')"
            ))
            .await;
        }
        ids.push(id);
    }
    ids
}

async fn investor(app: &TestApp) -> String {
    app.new_firm("ceo@gp.kr", "지피파트너스", "1112233333").await;
    app.token("ceo@gp.kr").await
}

/// The names a search answers, sorted (the order is checked on its own).
async fn names(app: &TestApp, token: &str, query: &str) -> Vec<String> {
    let r = app.get(&format!("/api/v1/startups?{query}"), Some(token)).await;
    assert_eq!(r.status(), StatusCode::OK, "{query}");
    let v: Value = r.json().await.unwrap();
    let mut names: Vec<String> =
        v["items"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap().into()).collect();
    assert_eq!(v["total_count"], names.len(), "{query}");
    names.sort();
    names
}

fn sorted(names: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = names.iter().map(|n| (*n).to_string()).collect();
    v.sort();
    v
}

#[tokio::test(flavor = "multi_thread")]
async fn every_filter_alone_and_combined_finds_what_the_table_says() {
    let app = spawn_app().await;
    arrange(&app).await;
    let t = investor(&app).await;
    let cases: &[(&str, &[&str])] = &[
        ("", &["알파로보", "베타바이오", "감마게임", "델타로보틱스", "엡실론", "로보웍스"]),
        ("q=로보", &["알파로보", "델타로보틱스", "로보웍스"]),
        ("q=%EB%A1%9C", &["알파로보", "델타로보틱스", "로보웍스"]), // one syllable: 로
        ("industries=ict_service", &["알파로보", "엡실론"]),
        ("industries=ict_service,game", &["알파로보", "엡실론", "감마게임"]),
        ("regions=SD09", &["델타로보틱스", "엡실론"]),
        // Latest year's sales only: 엡실론's 2023 (9억) does not count; no sales never matches.
        ("sales_min=100000000&sales_max=1000000000", &["알파로보", "베타바이오", "엡실론"]),
        ("sales_min=900000000", &["알파로보", "델타로보틱스"]),
        ("investment_min=1000000000", &["알파로보", "델타로보틱스"]),
        ("investment_max=500000000", &["베타바이오", "감마게임", "엡실론", "로보웍스"]),
        ("founded_from=2020-01-01", &["베타바이오", "감마게임", "엡실론"]),
        ("founded_to=2019-12-31", &["알파로보", "델타로보틱스"]),
        ("tips=true", &["알파로보", "델타로보틱스"]),
        ("venture=true", &["알파로보", "베타바이오"]),
        ("incubated=true", &["알파로보", "델타로보틱스", "엡실론"]),
        ("follow_on=true", &["알파로보", "델타로보틱스"]),
        ("tips=false", &["알파로보", "베타바이오", "감마게임", "델타로보틱스", "엡실론", "로보웍스"]),
        // Two combined.
        ("industries=ict_service&incubated=true", &["알파로보", "엡실론"]),
        ("regions=SD01&sales_min=500000000", &["알파로보"]),
        ("regions=SD09&founded_from=2019-01-01", &["엡실론"]),
        ("q=로보&tips=true&regions=SD09", &["델타로보틱스"]),
        ("industries=game&venture=true", &[]),
    ];
    for (query, expected) in cases {
        assert_eq!(names(&app, &t, query).await, sorted(expected), "{query}");
    }

    // Cards come by name, ten a page, with the latest year's sales from the income rows.
    let v: Value = app.get("/api/v1/startups?page_size=2&page=2", Some(&t)).await.json().await.unwrap();
    assert_eq!(v["total_count"], 6);
    let page: Vec<&str> = v["items"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(page, ["로보웍스", "베타바이오"]);
    // A page past the end is empty but still knows how many there are.
    let v: Value = app.get("/api/v1/startups?page_size=2&page=9&regions=SD01", Some(&t)).await.json().await.unwrap();
    assert_eq!((v["total_count"].as_i64(), v["items"].as_array().map(Vec::len)), (Some(2), Some(0)));
    let v: Value = app.get("/api/v1/startups?q=엡실론", Some(&t)).await.json().await.unwrap();
    let card = &v["items"][0];
    assert_eq!((card["latest_sales_year"].as_i64(), card["latest_sales"].as_i64()), (Some(2025), Some(100_000_000)));
    assert_eq!((card["incubated"].as_bool(), card["region"].as_str()), (Some(true), Some("SD09")));
}

#[tokio::test(flavor = "multi_thread")]
async fn wrong_filters_are_refused_with_the_field_named() {
    let app = spawn_app().await;
    let t = investor(&app).await;
    // 101 characters as sent, even though only spaces: the length counts before trimming.
    let long_name = format!("q={}", "%20".repeat(101));
    for (query, field) in [
        ("regions=SD01,SD99", "regions"),
        ("industries=fintech", "industries"),
        ("sales_min=10&sales_max=5", "sales_max"),
        ("investment_min=-1", "investment_min"),
        ("founded_from=2024-01-01&founded_to=2023-01-01", "founded_to"),
        // Codes are not trimmed: the document's pattern has no spaces either.
        ("regions=%20SD01", "regions"),
        (long_name.as_str(), "q"),
    ] {
        let r = app.get(&format!("/api/v1/startups?{query}"), Some(&t)).await;
        let v = assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
        let fields: Vec<&str> = v["errors"].as_array().unwrap().iter().map(|e| e["field"].as_str().unwrap()).collect();
        assert!(fields.contains(&field), "{query}: {v}");
    }
    let r = app.get("/api/v1/startups?founded_from=yesterday", Some(&t)).await;
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    let r = app.get("/api/v1/startups?page_size=101", Some(&t)).await;
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
}

#[tokio::test(flavor = "multi_thread")]
async fn autocomplete_puts_names_starting_with_the_piece_first() {
    let app = spawn_app().await;
    let ids = arrange(&app).await;
    let t = investor(&app).await;
    let v: Value = app.get("/api/v1/startups/suggestions?q=로보", Some(&t)).await.json().await.unwrap();
    assert_eq!(v[0], json!({"id": ids[5], "name": "로보웍스"}));
    let rest: Vec<&str> = v.as_array().unwrap()[1..].iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(sorted(&rest), sorted(&["델타로보틱스", "알파로보"]));
    let v: Value = app.get("/api/v1/startups/suggestions?q=%20%20", Some(&t)).await.json().await.unwrap();
    assert_eq!(v, json!([]));
}

#[tokio::test(flavor = "multi_thread")]
async fn the_profile_shows_three_consecutive_years_and_stakes() {
    let app = spawn_app().await;
    let ids = arrange(&app).await;
    let t = investor(&app).await;
    let alpha = ids[0];
    app.sql(&format!(
        "INSERT INTO startup_shareholders (company_id, position, name, stock_kind, stock_count, stock_amount)
         VALUES ({alpha}, 1, '대표0', 'common', 6000, 3000000), ({alpha}, 2, '데모조합', 'rcps', 1500, 750000)"
    ))
    .await;
    let r = app.get(&format!("/api/v1/startups/{alpha}"), Some(&t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    let p: Value = r.json().await.unwrap();
    assert_eq!(p["name"], "알파로보");
    let years: Vec<i64> =
        p["income_statements"].as_array().unwrap().iter().map(|y| y["year"].as_i64().unwrap()).collect();
    assert_eq!(years, [2023, 2024, 2025]);
    assert_eq!(p["income_statements"][0]["sales"], Value::Null);
    assert_eq!(p["income_statements"][2]["sales"], 1_000_000_000);
    // 6,000 of 10,000 issued shares: 60.00 %.
    assert_eq!(p["shareholders"][0]["stake_basis_points"], 6_000);
    assert_eq!(p["size"]["largest_shareholder_name"], "대표0");
    assert_eq!(p["size"]["largest_shareholder_basis_points"], 6_000);
    assert_eq!(p["incubations"][0]["incubator_name"], "서울창업허브");
    // Sales and investment alone make two axes: no score ('Ai 예측정보가 없습니다.').
    assert_eq!(p["scores"], Value::Null);

    let r = app.get("/api/v1/startups/987654", Some(&t)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "startup_not_found", Some("기업 정보를 찾을 수 없습니다.")).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_startup_neither_searches_nor_reads_another_startup() {
    let app = spawn_app().await;
    let ids = arrange(&app).await;
    let body = json!({
        "user_type": "startup", "email": "ceo@start.kr", "password": PASSWORD, "name": "최창업",
        "phone": "010-4567-8901", "form_type": "enterprise", "investor_type": null,
        "agree_terms": true, "agree_privacy": true, "existing_company_id": null,
        "new_company": { "name": "스타트업원", "business_number": "3333333333", "ceo_name": "최창업" }
    });
    assert_eq!(app.join(&body).await.status(), StatusCode::CREATED);
    let t = app.token("ceo@start.kr").await;
    for path in ["/api/v1/startups", "/api/v1/startups/suggestions?q=로보", "/api/v1/startups/rankings"] {
        let r = app.get(path, Some(&t)).await;
        assert_problem(
            r,
            StatusCode::FORBIDDEN,
            "startup_search_not_allowed",
            Some("스타트업 검색은 투자사 회원만 이용할 수 있습니다."),
        )
        .await;
    }
    let r = app.get(&format!("/api/v1/startups/{}", ids[0]), Some(&t)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "startup_not_found", None).await;
    // Without a session nothing is answered.
    assert_eq!(app.get("/api/v1/startups", None).await.status(), StatusCode::UNAUTHORIZED);
}

#[tokio::test(flavor = "multi_thread")]
async fn rank_tables_compare_today_with_a_month_ago() {
    let app = spawn_app().await;
    let ids = arrange(&app).await;
    let t = investor(&app).await;
    // (startup, value 45 days ago, value 2 days ago); 알파 also has a value dated after today.
    let points: [(usize, Option<i64>, i64); 6] = [
        (0, Some(100), 120),
        (1, Some(200), 150),
        (2, Some(300), 300),
        (3, Some(400), 410),
        (4, None, 90),
        (5, Some(0), 50),
    ];
    for (n, before, after) in points {
        let id = ids[n];
        if let Some(b) = before {
            app.sql(&format!(
                "INSERT INTO startup_value_history VALUES ({id}, (now() AT TIME ZONE 'Asia/Seoul')::date - 45, {b})"
            ))
            .await;
        }
        app.sql(&format!(
            "INSERT INTO startup_value_history VALUES ({id}, (now() AT TIME ZONE 'Asia/Seoul')::date - 2, {after})"
        ))
        .await;
    }
    app.sql(&format!(
        "INSERT INTO startup_value_history VALUES ({}, (now() AT TIME ZONE 'Asia/Seoul')::date + 3, 999)",
        ids[0]
    ))
    .await;

    let r: Value = app.get("/api/v1/startups/rankings", Some(&t)).await.json().await.unwrap();
    assert_eq!(
        r["risers"],
        json!([
            {"startup_id": ids[0], "name": "알파로보", "rate": "20.00"},
            {"startup_id": ids[3], "name": "델타로보틱스", "rate": "2.50"}
        ])
    );
    assert_eq!(r["fallers"], json!([{"startup_id": ids[1], "name": "베타바이오", "rate": "-25.00"}]));

    // The profile's line: every point, oldest first.
    let p: Value = app.get(&format!("/api/v1/startups/{}", ids[0]), Some(&t)).await.json().await.unwrap();
    let values: Vec<i64> =
        p["value_history"].as_array().unwrap().iter().map(|v| v["value"].as_i64().unwrap()).collect();
    assert_eq!(values, [100, 120, 999]);
}
