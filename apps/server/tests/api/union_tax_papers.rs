//! The tax papers: a member's amount follows the union's investments per year and the money
//! in on each investment's day, the deduction bands over a person's year across the firm's
//! unions, a 벤처투자조합's 10%, the resident number sealed in the database and shown masked, the
//! PDF read back with pdftotext, the year's zip, the papers by mail with the estimate, and tenant
//! isolation.

use std::io::Read;

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::evidence::pdf_text;
use crate::helpers::{assert_problem, spawn_app, TestApp};
use crate::startup_upkeep::startup;

async fn paid_member(app: &TestApp, t: &str, union: i64, name: &str, units: i64, lp_type: &str) -> i64 {
    paid_member_at(app, t, union, name, units, lp_type, "").await
}

async fn paid_member_at(app: &TestApp, t: &str, union: i64, name: &str, units: i64, lp_type: &str, email: &str) -> i64 {
    paid_on(app, t, union, (name, units, lp_type, email), "2025-01-15").await
}

/// A member of a lump-sum union (units of 1,000,000원) who pays it all on `on` from the statement.
async fn paid_on(app: &TestApp, t: &str, union: i64, who: (&str, i64, &str, &str), on: &str) -> i64 {
    let (name, units, lp_type, email) = who;
    // Payments are dated from the recruitment's start: open it early enough.
    app.sql(&format!("UPDATE unions SET recruitment_start_date = '2025-01-01' WHERE id = {union}")).await;
    let body = json!({ "name": name, "lp_type": lp_type, "unit_count": units, "phone": "", "email": email });
    let r = app.post(&format!("/api/v1/unions/{union}/applicants"), &body, Some(t)).await;
    let id = r.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    for s in ["C", "S"] {
        let r =
            app.post(&format!("/api/v1/unions/{union}/applicants/{id}/status"), &json!({ "status": s }), Some(t)).await;
        assert_eq!(r.status(), StatusCode::OK, "{s}");
    }
    let pay = json!({ "applicant_id": id, "call_id": null, "paid_on": on, "amount": units * 1_000_000, "note": "" });
    let r = app.post(&format!("/api/v1/unions/{union}/capital/payments"), &pay, Some(t)).await;
    assert_eq!(r.status(), StatusCode::CREATED, "{}", r.text().await.unwrap());
    id
}

async fn invest(app: &TestApp, union: i64, startup_id: i64, on: &str, amount: i64) {
    app.sql(&format!(
        "INSERT INTO investments (company_id, union_id, startup_id, contracted_on, invested_on, stock_kind, shares, \
         price_per_share, amount, face_value) SELECT company_id, id, {startup_id}, '{on}', '{on}', '보통주', \
         100, 10000, {amount}, 500 FROM unions WHERE id = {union}"
    ))
    .await;
}

#[tokio::test(flavor = "multi_thread")]
async fn the_paper_states_the_members_share_of_the_years_investment_and_its_deduction() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@tax.kr", "세무투자", "5550000001").await;
    // 60 units (6,000만) and a corporation's 40 units: the union's 1억 paid in, no GP units.
    let kim = paid_member(&app, &t, u, "김공제", 60, "individual").await;
    let corp = paid_member(&app, &t, u, "㈜법인", 40, "corporate").await;
    let (_, startup_id) = startup(&app, "ceo@st.kr", "투자대상", "5550000002").await;
    invest(&app, u, startup_id, "2025-06-30", 50_000_000).await;
    invest(&app, u, startup_id, "2026-03-31", 50_000_000).await;

    let v: Value = app.get(&format!("/api/v1/unions/{u}/tax-papers?year=2025"), Some(&t)).await.json().await.unwrap();
    assert_eq!(v["years"], json!([2025, 2026]));
    let line =
        |v: &Value, id: i64| v["members"].as_array().unwrap().iter().find(|m| m["applicant_id"] == id).unwrap().clone();
    // 60% of 5,000만 is 3,000만: deducted in full.
    assert_eq!(
        (line(&v, kim)["invested"].as_i64(), line(&v, kim)["deductible"].as_i64()),
        (Some(30_000_000), Some(30_000_000))
    );
    assert_eq!(line(&v, corp)["deductible"], 0, "a corporation deducts nothing");
    let v: Value = app.get(&format!("/api/v1/unions/{u}/tax-papers"), Some(&t)).await.json().await.unwrap();
    assert_eq!(v["year"], 2026, "the latest year by default");

    // The resident number: sealed in the database, masked in every answer.
    let app = &app;
    let put = |id: i64, n: &str| {
        let body = json!({ "resident_number": n });
        let path = format!("/api/v1/unions/{u}/applicants/{id}/resident-number");
        let t = t.clone();
        async move { app.call(Method::PUT, &path, Some(&body), &t).await }
    };
    assert_problem(put(kim, "800101-9234567").await, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    assert_problem(put(corp, "800101-1234567").await, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None)
        .await;
    let r = put(kim, "800101-1234567").await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.json::<Value>().await.unwrap()["resident_number_masked"], "800101-1******");
    let in_clear = format!(
        "SELECT count(*) FROM applicants WHERE id = {kim} AND (position('8001011234567' in encode(resident_number_sealed, 'escape')) > 0 \
         OR registration_number LIKE '%234567%' OR resident_number_sealed IS NULL)"
    );
    assert_eq!(app.count(&in_clear).await, 0, "nothing of the number's tail is stored in clear");
    let v: Value = app.get(&format!("/api/v1/unions/{u}/tax-papers?year=2025"), Some(&t)).await.json().await.unwrap();
    assert_eq!(line(&v, kim)["resident_number_masked"], "800101-1******");
    assert_eq!(line(&v, kim)["has_resident_number"], true);
    assert!(!v.to_string().contains("1234567"));

    // The PDF prints the full number for the tax office, the amounts and the year.
    let r = app.get(&format!("/api/v1/unions/{u}/tax-papers/2025/pdf/{kim}"), Some(&t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-type"], "application/pdf");
    let text = pdf_text(&r.bytes().await.unwrap());
    for needle in ["출자확인서", "김공제", "800101-1234567", "세무투자 조합", "60,000,000원", "30,000,000원", "2025년"]
    {
        assert!(text.contains(needle), "{needle} in\n{text}");
    }
    // 2026: again 3,000만; a corporation has no paper.
    assert_problem(
        app.get(&format!("/api/v1/unions/{u}/tax-papers/2026/pdf/{corp}"), Some(&t)).await,
        StatusCode::NOT_FOUND,
        "applicant_not_found",
        None,
    )
    .await;

    // The year's zip holds the individual's paper only.
    let r = app.get(&format!("/api/v1/unions/{u}/tax-papers/2026/zip"), Some(&t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(r.bytes().await.unwrap().to_vec())).unwrap();
    assert_eq!(zip.len(), 1);
    let mut pdf = Vec::new();
    zip.by_index(0).unwrap().read_to_end(&mut pdf).unwrap();
    assert!(pdf_text(&pdf).contains("2026년"));
    assert_problem(
        app.get(&format!("/api/v1/unions/{u}/tax-papers/2024/zip"), Some(&t)).await,
        StatusCode::CONFLICT,
        "no_tax_papers",
        None,
    )
    .await;

    // Another firm sees nothing and changes nothing.
    let (other, _) = app.firm_with_union("ceo@else.kr", "남의세무", "5550000003").await;
    assert_problem(
        app.get(&format!("/api/v1/unions/{u}/tax-papers"), Some(&other)).await,
        StatusCode::NOT_FOUND,
        "union_not_found",
        None,
    )
    .await;
    let body = json!({ "resident_number": "900101-1234567" });
    let path = format!("/api/v1/unions/{u}/applicants/{kim}/resident-number");
    assert_eq!(app.call(Method::PUT, &path, Some(&body), &other).await.status(), StatusCode::NOT_FOUND);
    assert_problem(
        app.get(&format!("/api/v1/unions/{u}/tax-papers/2025/pdf/{kim}"), Some(&other)).await,
        StatusCode::NOT_FOUND,
        "union_not_found",
        None,
    )
    .await;
}

#[tokio::test(flavor = "multi_thread")]
async fn each_member_gets_their_paper_by_mail_with_the_estimate_and_the_number_masked() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@mailtax.kr", "메일세무", "5550000011").await;
    // 4,000만 and 3,000만 of individuals, 3,000만 of a corporation: the union's 1억 paid in.
    let kim = paid_member_at(&app, &t, u, "김공제", 40, "individual", "kim@lp.kr").await;
    paid_member_at(&app, &t, u, "이무메일", 30, "individual", "").await;
    paid_member_at(&app, &t, u, "㈜법인", 30, "corporate", "corp@lp.kr").await;
    let (_, startup_id) = startup(&app, "ceo@st2.kr", "투자대상", "5550000012").await;
    invest(&app, u, startup_id, "2026-03-31", 100_000_000).await;
    let body = json!({ "resident_number": "800101-1234567" });
    let path = format!("/api/v1/unions/{u}/applicants/{kim}/resident-number");
    assert_eq!(app.call(Method::PUT, &path, Some(&body), &t).await.status(), StatusCode::OK);

    let send = |key: &'static str, token: String, year: i32| {
        let r = app
            .client
            .post(app.url(&format!("/api/v1/unions/{u}/tax-papers/{year}/mail")))
            .bearer_auth(token)
            .header("Idempotency-Key", key);
        async move { r.send().await.unwrap() }
    };
    let (other, _) = app.firm_with_union("ceo@else2.kr", "남의메일", "5550000013").await;
    assert_problem(send("k-other", other, 2026).await, StatusCode::NOT_FOUND, "union_not_found", None).await;
    assert_problem(send("k-2024", t.clone(), 2024).await, StatusCode::CONFLICT, "no_tax_papers", None).await;
    assert_eq!(app.count("SELECT count(*) FROM mail_outbox").await, 0, "refusals queue nothing");

    let r = send("k-2026", t.clone(), 2026).await;
    assert_eq!(r.status(), StatusCode::ACCEPTED);
    let v: Value = r.json().await.unwrap();
    // Kim has a paper and an address; 이무메일 a paper and none; the corporation no paper.
    assert_eq!((v["year"].as_i64(), v["mails"].as_i64(), v["without_email"].as_i64()), (Some(2026), Some(1), Some(1)));
    let again = send("k-2026", t.clone(), 2026).await;
    assert_eq!(again.headers()["idempotent-replayed"], "true", "a double click sends nothing twice");
    assert_eq!(app.count("SELECT count(*) FROM mail_outbox").await, 1);
    let papers: Value =
        app.get(&format!("/api/v1/unions/{u}/tax-papers?year=2026"), Some(&t)).await.json().await.unwrap();
    assert_eq!(papers["mailings"].as_array().unwrap().len(), 1);
    assert_eq!(papers["mailings"][0]["mails"], 1);

    for _ in 0..600 {
        if app.count("SELECT count(*) FROM mail_outbox WHERE status = 'sent'").await == 1 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let mails = app.mails_with_files();
    assert_eq!(mails.len(), 1);
    let m = &mails[0];
    assert!(m.to.contains("kim@lp.kr"), "{}", m.to);
    assert_eq!(m.subject, "[메일세무] 메일세무 조합 2026년 소득공제 출자확인서");
    // 4,000만: 3,000만 at 100% and 1,000만 at 70%; the top band saves 49.5% of it.
    for needle in ["소득공제 대상 금액: 37,000,000원", "18,315,000원", "2026년 귀속"] {
        assert!(m.text.contains(needle), "{needle} in\n{}", m.text);
    }
    assert_eq!(m.attachments.len(), 1);
    let (name, pdf) = &m.attachments[0];
    assert_eq!(name, &format!("출자확인서_2026_김공제_{kim}.pdf"));
    let text = pdf_text(pdf);
    assert!(text.contains("김공제") && text.contains("37,000,000원"), "{text}");
    assert!(text.contains("800101-1******"), "the mailed copy shows the number masked:\n{text}");
    assert!(!text.contains("1234567"), "never the full number by mail:\n{text}");
}

#[tokio::test(flavor = "multi_thread")]
async fn one_person_in_two_unions_shares_the_bands_and_a_venture_union_deducts_ten_percent() {
    let app = spawn_app().await;
    let (t, one) = app.firm_with_union("ceo@person.kr", "합산투자", "5550000021").await;
    let union = |name: &str, fund_type: &str| {
        json!({
            "name": name, "fund_type": fund_type, "unit_price": 1_000_000, "unit_count": 100,
            "payment_method": "1", "recruitment_start_date": "2026-12-01", "recruitment_end_date": "2026-12-31"
        })
    };
    let id = |v: Value| v["id"].as_i64().unwrap();
    let two = id(app.post("/api/v1/unions", &union("합산 2호", "2"), Some(&t)).await.json().await.unwrap());
    let venture = id(app.post("/api/v1/unions", &union("벤처 3호", "1"), Some(&t)).await.json().await.unwrap());
    // 박중복 paid 3,000만 into one and 2,000만 into two; each union invested it all in 2026.
    let a = paid_on(&app, &t, one, ("박중복", 30, "individual", ""), "2026-01-15").await;
    let b = paid_on(&app, &t, two, ("박중복", 20, "individual", ""), "2026-01-20").await;
    // A payment a day after the investment takes no part in it.
    let late = paid_on(&app, &t, one, ("정늦게", 10, "individual", ""), "2026-03-02").await;
    let (_, startup_id) = startup(&app, "ceo@st3.kr", "투자대상", "5550000022").await;
    invest(&app, one, startup_id, "2026-03-01", 30_000_000).await;
    invest(&app, two, startup_id, "2026-04-01", 20_000_000).await;
    let line =
        |v: &Value, id: i64| v["members"].as_array().unwrap().iter().find(|m| m["applicant_id"] == id).unwrap().clone();
    let papers = |u: i64| {
        let path = format!("/api/v1/unions/{u}/tax-papers?year=2026");
        let t = t.clone();
        let app = &app;
        async move { app.get(&path, Some(&t)).await.json::<Value>().await.unwrap() }
    };
    // Apart (nothing says they are the same person yet): each is deducted in full.
    assert_eq!(line(&papers(one).await, a)["deductible"], 30_000_000);
    assert_eq!(line(&papers(one).await, late)["invested"], 0);
    // The same resident number in both: one person, whose 5,000만 of 2026 are banded together.
    for (u, m) in [(one, a), (two, b)] {
        let body = json!({ "resident_number": "750505-1234567" });
        let path = format!("/api/v1/unions/{u}/applicants/{m}/resident-number");
        assert_eq!(app.call(Method::PUT, &path, Some(&body), &t).await.status(), StatusCode::OK);
    }
    let v = papers(one).await;
    assert_eq!(v["rule"], "bands");
    assert_eq!(line(&v, a)["deductible"], 26_400_000, "3/5 of 44,000,000: {v}");
    assert_eq!(line(&v, a)["combined"], json!([{ "union_name": "합산 2호", "amount": 20_000_000 }]));
    assert_eq!(line(&papers(two).await, b)["deductible"], 17_600_000);
    let pdf = app.get(&format!("/api/v1/unions/{one}/tax-papers/2026/pdf/{a}"), Some(&t)).await;
    let text = pdf_text(&pdf.bytes().await.unwrap()).replace('\n', " ");
    for needle in ["26,400,000원", "합산 2호 20,000,000원", "3년이 지나기 전에", "2028.12.31"] {
        assert!(text.contains(needle), "{needle} in\n{text}");
    }

    // A 벤처투자조합 member deducts 10% of what they paid in that year, whatever it invested.
    let kim = paid_on(&app, &t, venture, ("김벤처", 20, "individual", ""), "2026-02-01").await;
    let v = papers(venture).await;
    assert_eq!((v["rule"].as_str(), v["years"].clone()), (Some("ten_percent"), json!([2026])));
    assert_eq!(
        (line(&v, kim)["invested"].as_i64(), line(&v, kim)["deductible"].as_i64()),
        (Some(20_000_000), Some(2_000_000))
    );
    let pdf = app.get(&format!("/api/v1/unions/{venture}/tax-papers/2026/pdf/{kim}"), Some(&t)).await;
    let text = pdf_text(&pdf.bytes().await.unwrap()).replace('\n', " ");
    assert!(text.contains("출자금액의 10%") && text.contains("2,000,000원"), "{text}");
}
