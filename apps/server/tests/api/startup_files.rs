//! A startup's documents and pictures: only the startup uploads, the type is read from the
//! bytes, investors download under the Korean name, pictures are served by token to anyone,
//! replaced and removed files leave no bytes behind, each change is a revision.

use reqwest::multipart::{Form, Part};
use reqwest::{Response, StatusCode};
use serde_json::Value;

use crate::helpers::{assert_problem, spawn_app, TestApp};
use crate::startup_upkeep::startup;

const PDF: &[u8] = b"%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n";
const PNG: &[u8] = &[
    0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, b'I', b'H', b'D', b'R', 0, 0, 0, 1, 0, 0, 0, 1, 8,
    6, 0, 0, 0, 0x1F, 0x15, 0xC4, 0x89,
];
const EXE: &[u8] = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00";

fn form(name: &str, bytes: &[u8]) -> Form {
    Form::new().part("file", Part::bytes(bytes.to_vec()).file_name(name.to_string()))
}

async fn upload(app: &TestApp, t: &str, id: i64, kind: &str, name: &str, bytes: &[u8]) -> Response {
    let url = app.url(&format!("/api/v1/startups/{id}/documents?kind={kind}"));
    app.client.post(url).bearer_auth(t).multipart(form(name, bytes)).send().await.unwrap()
}

async fn set_image(app: &TestApp, t: &str, id: i64, slot: &str, name: &str, bytes: &[u8]) -> Response {
    let url = app.url(&format!("/api/v1/startups/{id}/images/{slot}"));
    app.client.put(url).bearer_auth(t).multipart(form(name, bytes)).send().await.unwrap()
}

async fn delete(app: &TestApp, t: &str, path: &str) -> Response {
    app.client.delete(app.url(path)).bearer_auth(t).send().await.unwrap()
}

async fn investor(app: &TestApp) -> String {
    app.new_firm("gp@firm.kr", "가나투자", "1112233333").await;
    app.token("gp@firm.kr").await
}

#[tokio::test(flavor = "multi_thread")]
async fn a_startup_keeps_documents_that_investors_download_under_their_korean_names() {
    let mut app = spawn_app().await;
    let (me, id) = startup(&app, "ceo@start.kr", "스타트랩", "2223344444").await;
    let (other, _) = startup(&app, "ceo@other.kr", "다른랩", "3334455555").await;
    let gp = investor(&app).await;

    let r = upload(&app, &me, id, "SF01", "사업자등록증 2026.pdf", PDF).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let profile: Value = r.json().await.unwrap();
    let doc = &profile["documents"][0];
    assert_eq!((doc["kind"].as_str(), doc["kind_label"].as_str()), (Some("SF01"), Some("사업자등록증")));
    assert_eq!(doc["content_type"], "application/pdf");
    let fi12 = profile["checks"].as_array().unwrap().iter().find(|c| c["item"] == "FI12").unwrap();
    assert_eq!(fi12["status"], "pending", "a new document waits for the fact-checker");
    let doc_id = doc["id"].as_i64().unwrap();

    // Refused uploads change nothing and leave no bytes.
    let before = app.stored_objects();
    assert_problem(
        upload(&app, &me, id, "SF04", "IR.pdf", EXE).await,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "file_type_not_allowed",
        None,
    )
    .await;
    assert_problem(
        upload(&app, &me, id, "SF04", "IR.pdf", b"").await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "file_empty",
        None,
    )
    .await;
    assert_problem(
        upload(&app, &me, id, "SF02", "IR.pdf", PDF).await,
        StatusCode::BAD_REQUEST,
        "invalid_request",
        None,
    )
    .await;
    assert_problem(
        upload(&app, &other, id, "SF04", "IR.pdf", PDF).await,
        StatusCode::NOT_FOUND,
        "startup_not_found",
        None,
    )
    .await;
    assert_problem(upload(&app, &gp, id, "SF04", "IR.pdf", PDF).await, StatusCode::FORBIDDEN, "own_company_only", None)
        .await;
    assert_eq!(app.stored_objects(), before);
    assert_eq!(app.count("SELECT count(*) FROM startup_documents").await, 1);
    assert_eq!(app.count("SELECT count(*) FROM pending_objects").await, 0);

    // An investor reads the list on the profile and downloads the bytes under the Korean name.
    let url = format!("/api/v1/startups/{id}/documents/{doc_id}/download");
    let r = app.get(&url, Some(&gp)).await;
    assert_eq!(r.status(), StatusCode::OK);
    let disposition = r.headers()["content-disposition"].to_str().unwrap().to_owned();
    assert!(disposition.contains("filename*=UTF-8''%EC%82%AC%EC%97%85%EC%9E%90"), "{disposition}");
    assert_eq!(r.bytes().await.unwrap().as_ref(), PDF);
    // Another startup reads neither the profile nor its documents.
    assert_problem(app.get(&url, Some(&other)).await, StatusCode::NOT_FOUND, "startup_not_found", None).await;

    // Removing: another startup cannot, the startup can, and the bytes go with the row.
    let doc_path = format!("/api/v1/startups/{id}/documents/{doc_id}");
    assert_problem(delete(&app, &gp, &doc_path).await, StatusCode::FORBIDDEN, "own_company_only", None).await;
    let r = delete(&app, &me, &doc_path).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.json::<Value>().await.unwrap()["documents"].as_array().unwrap().len(), 0);
    assert!(app.stored_objects().is_empty(), "{:?}", app.stored_objects());
    assert_problem(delete(&app, &me, &doc_path).await, StatusCode::NOT_FOUND, "document_not_found", None).await;
    assert_problem(app.get(&url, Some(&gp)).await, StatusCode::NOT_FOUND, "document_not_found", None).await;
    // A code holds at most 20 documents; the 21st is refused and leaves nothing behind.
    for n in 0..20 {
        let r = upload(&app, &me, id, "SF19", &format!("기타 {n}.pdf"), PDF).await;
        assert_eq!(r.status(), StatusCode::CREATED);
    }
    let r = upload(&app, &me, id, "SF19", "기타 21.pdf", PDF).await;
    assert_problem(r, StatusCode::CONFLICT, "too_many_documents", None).await;
    assert_eq!(app.stored_objects().len(), 20);
    assert_eq!(app.count("SELECT count(*) FROM pending_objects").await, 0);
    let revisions = app
        .count(&format!("SELECT count(*) FROM startup_revisions WHERE company_id = {id} AND 'FI12' = ANY(items)"))
        .await;
    assert_eq!(revisions, 22, "each upload and the removal are a revision");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn pictures_are_served_by_token_to_anyone_and_a_replaced_one_is_gone() {
    let mut app = spawn_app().await;
    let (me, id) = startup(&app, "ceo@start.kr", "스타트랩", "2223344444").await;
    let gp = investor(&app).await;

    assert_problem(
        set_image(&app, &me, id, "logo", "로고.pdf", PDF).await,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "file_type_not_allowed",
        None,
    )
    .await;
    assert_problem(
        set_image(&app, &gp, id, "logo", "로고.png", PNG).await,
        StatusCode::FORBIDDEN,
        "own_company_only",
        None,
    )
    .await;
    assert_problem(set_image(&app, &me, id, "banner", "로고.png", PNG).await, StatusCode::NOT_FOUND, "not_found", None)
        .await;

    let r = set_image(&app, &me, id, "logo", "로고.png", PNG).await;
    assert_eq!(r.status(), StatusCode::OK);
    let first = r.json::<Value>().await.unwrap()["logo_url"].as_str().unwrap().to_owned();
    let r = app.get(&first, None).await;
    assert_eq!(r.status(), StatusCode::OK, "no sign-in needed");
    assert_eq!(r.headers()["content-type"], "image/png");
    assert!(r.headers()["cache-control"].to_str().unwrap().contains("immutable"));
    assert_eq!(r.bytes().await.unwrap().as_ref(), PNG);

    // Investors see the logo on the search card.
    let found: Value = app.get("/api/v1/startups?q=스타트", Some(&gp)).await.json().await.unwrap();
    assert_eq!(found["items"][0]["logo_url"].as_str(), Some(first.as_str()));

    let r = set_image(&app, &me, id, "logo", "새 로고.png", PNG).await;
    let second = r.json::<Value>().await.unwrap()["logo_url"].as_str().unwrap().to_owned();
    assert_ne!(first, second);
    assert_problem(app.get(&first, None).await, StatusCode::NOT_FOUND, "media_not_found", None).await;
    assert_eq!(app.stored_objects().len(), 1, "the old logo's bytes are gone");

    let r = set_image(&app, &me, id, "photo", "사무실.png", PNG).await;
    assert!(r.json::<Value>().await.unwrap()["photo_url"].is_string());
    let r = delete(&app, &me, &format!("/api/v1/startups/{id}/images/logo")).await;
    let profile: Value = r.json().await.unwrap();
    assert!(profile["logo_url"].is_null() && profile["photo_url"].is_string());
    assert_eq!(app.stored_objects().len(), 1, "only the photo is left");
    assert_problem(app.get(&second, None).await, StatusCode::NOT_FOUND, "media_not_found", None).await;
    app.stop().await;
}
