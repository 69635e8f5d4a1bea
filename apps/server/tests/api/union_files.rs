//! The data tab: upload into a category, list, download under the Korean name, replace, delete,
//! the type and size checks, no orphan rows or objects, idempotency, tenant isolation.

use reqwest::multipart::{Form, Part};
use reqwest::{Response, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{assert_problem, spawn_app, TestApp};

const PDF: &[u8] = b"%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n";
const PNG: &[u8] = &[
    0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, b'I', b'H', b'D', b'R', 0, 0, 0, 1, 0, 0, 0, 1, 8,
    6, 0, 0, 0, 0x1F, 0x15, 0xC4, 0x89,
];
const EXE: &[u8] = b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00";

fn form(files: &[(&str, &[u8])]) -> Form {
    files
        .iter()
        .fold(Form::new(), |f, (name, bytes)| f.part("file", Part::bytes(bytes.to_vec()).file_name(name.to_string())))
}

async fn upload(app: &TestApp, t: &str, union: i64, category: &str, files: &[(&str, &[u8])]) -> Response {
    app.client
        .post(app.url(&format!("/api/v1/unions/{union}/files?category={category}")))
        .bearer_auth(t)
        .multipart(form(files))
        .send()
        .await
        .unwrap()
}

async fn list(app: &TestApp, t: &str, union: i64) -> Value {
    let r = app.get(&format!("/api/v1/unions/{union}/files"), Some(t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    r.json().await.unwrap()
}

async fn delete(app: &TestApp, t: &str, union: i64, file: i64) -> Response {
    app.client.delete(app.url(&format!("/api/v1/unions/{union}/files/{file}"))).bearer_auth(t).send().await.unwrap()
}

async fn pending(app: &TestApp) -> i64 {
    app.count("SELECT count(*) FROM pending_objects").await
}

#[tokio::test(flavor = "multi_thread")]
async fn files_upload_into_a_category_and_download_under_their_korean_names() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;

    let empty = list(&app, &t, u).await;
    assert_eq!(empty["items"], json!([]));
    let labels: Vec<&str> =
        empty["categories"].as_array().unwrap().iter().map(|c| c["label"].as_str().unwrap()).collect();
    assert_eq!(
        labels,
        ["공문", "조합규약", "고유번호증", "통장사본", "조합원작성서류", "출자제안서", "조합인감", "기타"]
    );
    assert_eq!(empty["categories"][6]["accepts"], json!(["image/png"]));
    assert_eq!(empty["max_file_bytes"], 50 * 1024 * 1024);

    // macOS sends decomposed (NFD) Korean; it is kept composed (NFC).
    let nfd_name = "\u{110C}\u{1169}\u{1112}\u{1161}\u{11B8}\u{1100}\u{1172}\u{110B}\u{1163}\u{11A8}.pdf"; // 조합규약.pdf
    let r = upload(&app, &t, u, "unionRegulations", &[(nfd_name, PDF), ("인감 사본.png", PNG)]).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let up: Value = r.json().await.unwrap();
    assert_eq!(up["items"][0]["file_name"], "조합규약.pdf");
    assert_eq!(up["items"][0]["content_type"], "application/pdf");
    assert_eq!(up["items"][0]["size_bytes"], PDF.len());
    assert_eq!(up["items"][1]["content_type"], "image/png");
    let r = upload(&app, &t, u, "officialDocument", &[("공문.pdf", PDF)]).await;
    assert_eq!(r.status(), StatusCode::CREATED);

    // Listed in category order (공문 before 조합규약), whatever the upload order.
    let l = list(&app, &t, u).await;
    let items = l["items"].as_array().unwrap();
    let cats: Vec<&str> = items.iter().map(|i| i["category"].as_str().unwrap()).collect();
    assert_eq!(cats, ["officialDocument", "unionRegulations", "unionRegulations"]);
    assert_eq!(app.stored_objects().len(), 3);
    assert_eq!(pending(&app).await, 0, "committed files are off the pending ledger");

    let id = up["items"][0]["id"].as_i64().unwrap();
    let r = app.get(&format!("/api/v1/unions/{u}/files/{id}/download"), Some(&t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.headers()["content-type"], "application/pdf");
    assert_eq!(r.headers()["x-content-type-options"], "nosniff");
    let cd = r.headers()["content-disposition"].to_str().unwrap().to_string();
    assert_eq!(
        cd,
        format!("attachment; filename=\"file-{id}.pdf\"; filename*=UTF-8''%EC%A1%B0%ED%95%A9%EA%B7%9C%EC%95%BD.pdf")
    );
    assert_eq!(r.bytes().await.unwrap().as_ref(), PDF);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_download_is_named_for_what_it_is_and_no_name_hides_its_end() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    // A PDF named as a web page, and a PDF whose name a right-to-left override makes read as
    // "invoiceexe.pdf" while it ends in ".exe".
    let r = upload(&app, &t, u, "others", &[("poly.html", PDF), ("invoice\u{202E}fdp.exe", PDF)]).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let up: Value = r.json().await.unwrap();
    assert_eq!(up["items"][0]["content_type"], "application/pdf");
    assert_eq!(up["items"][1]["file_name"], "invoicefdp.exe", "the override is not kept");
    for (item, expected, fallback) in [(0, "poly.pdf", "pdf"), (1, "invoicefdp.pdf", "pdf")] {
        let id = up["items"][item]["id"].as_i64().unwrap();
        let r = app.get(&format!("/api/v1/unions/{u}/files/{id}/download"), Some(&t)).await;
        assert_eq!(r.status(), StatusCode::OK);
        let cd = r.headers()["content-disposition"].to_str().unwrap().to_string();
        assert_eq!(cd, format!("attachment; filename=\"file-{id}.{fallback}\"; filename*=UTF-8''{expected}"));
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn refused_uploads_leave_no_row_and_no_object() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;

    let r = upload(&app, &t, u, "others", &[("계약서.pdf", EXE)]).await;
    assert_problem(
        r,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "file_type_not_allowed",
        Some("계약서.pdf: PDF, 이미지, 오피스·한글 문서, ZIP 파일만 올릴 수 있습니다."),
    )
    .await;
    let r = upload(&app, &t, u, "unionSealRegistrationCertificate", &[("인감.pdf", PDF)]).await;
    assert_problem(
        r,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "file_type_not_allowed",
        Some("인감.pdf: 조합인감은 PNG 파일만 올릴 수 있습니다."),
    )
    .await;
    let r = upload(&app, &t, u, "others", &[("빈.pdf", b"")]).await;
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "file_empty", Some("빈.pdf: 빈 파일은 올릴 수 없습니다."))
        .await;
    // What a browser sends for a file input left empty.
    let r = app
        .client
        .post(app.url(&format!("/api/v1/unions/{u}/files?category=others")))
        .bearer_auth(&t)
        .multipart(Form::new().part("file", Part::bytes(Vec::new()).file_name("")))
        .send()
        .await
        .unwrap();
    assert_problem(r, StatusCode::BAD_REQUEST, "no_file", Some("업로드할 파일을 선택해 주세요.")).await;
    let r = upload(&app, &t, u, "seal", &[("a.png", PNG)]).await;
    assert_problem(r, StatusCode::BAD_REQUEST, "invalid_request", None).await;
    // One file past the per-upload limit refuses the whole upload.
    let names: Vec<String> = (0..=union::files::MAX_FILES_PER_UPLOAD).map(|i| format!("{i}.pdf")).collect();
    let many: Vec<(&str, &[u8])> = names.iter().map(|n| (n.as_str(), PDF)).collect();
    let r = upload(&app, &t, u, "others", &many).await;
    assert_problem(r, StatusCode::BAD_REQUEST, "too_many_files", Some("한 번에 20개까지 올릴 수 있습니다.")).await;

    // A good file stored before a bad one in the same request is discarded with it.
    let r = upload(&app, &t, u, "others", &[("좋은.pdf", PDF), ("나쁜.exe", EXE)]).await;
    assert_problem(r, StatusCode::UNSUPPORTED_MEDIA_TYPE, "file_type_not_allowed", None).await;

    // One byte over 50 MB.
    let mut big = PDF.to_vec();
    big.resize(50 * 1024 * 1024 + 1, b' ');
    let r = upload(&app, &t, u, "others", &[("큰 파일.pdf", &big)]).await;
    assert_problem(
        r,
        StatusCode::PAYLOAD_TOO_LARGE,
        "file_too_large",
        Some("큰 파일.pdf: 파일은 50MB까지 올릴 수 있습니다."),
    )
    .await;

    assert_eq!(list(&app, &t, u).await["items"], json!([]));
    assert_eq!(app.count("SELECT count(*) FROM union_files").await, 0);
    assert_eq!(app.stored_objects(), Vec::<String>::new(), "no orphan object");
    assert_eq!(pending(&app).await, 0);
}

#[tokio::test(flavor = "multi_thread")]
async fn replacing_and_deleting_remove_the_old_objects() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let up: Value = upload(&app, &t, u, "bankAccountCopy", &[("통장.pdf", PDF)]).await.json().await.unwrap();
    let id = up["items"][0]["id"].as_i64().unwrap();
    let before = app.stored_objects();

    let r = app
        .client
        .put(app.url(&format!("/api/v1/unions/{u}/files/{id}")))
        .bearer_auth(&t)
        .multipart(form(&[("통장 사본.png", PNG)]))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let f: Value = r.json().await.unwrap();
    assert_eq!(
        (f["id"].as_i64(), f["file_name"].as_str(), f["category"].as_str()),
        (Some(id), Some("통장 사본.png"), Some("bankAccountCopy"))
    );
    let after = app.stored_objects();
    assert_eq!(after.len(), 1);
    assert_ne!(after, before, "the old object is gone, the new one is there");
    let r = app.get(&format!("/api/v1/unions/{u}/files/{id}/download"), Some(&t)).await;
    assert_eq!(r.bytes().await.unwrap().as_ref(), PNG);

    let r = delete(&app, &t, u, id).await;
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert_eq!(list(&app, &t, u).await["items"], json!([]));
    assert_eq!(app.stored_objects(), Vec::<String>::new());
    assert_eq!(pending(&app).await, 0);
    let r = delete(&app, &t, u, id).await;
    assert_problem(r, StatusCode::NOT_FOUND, "file_not_found", Some("파일을 찾을 수 없습니다.")).await;
    assert_eq!(app.count("SELECT count(*) FROM audit_events WHERE entity = 'union_file'").await, 3);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_repeated_upload_with_the_same_key_stores_one_file() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let send = || async {
        app.client
            .post(app.url(&format!("/api/v1/unions/{u}/files?category=others")))
            .bearer_auth(&t)
            .header("Idempotency-Key", "upload-1")
            .multipart(form(&[("기타.pdf", PDF)]))
            .send()
            .await
            .unwrap()
    };
    let first = send().await;
    assert_eq!(first.status(), StatusCode::CREATED);
    let first: Value = first.json().await.unwrap();
    let again = send().await;
    assert_eq!(again.status(), StatusCode::CREATED);
    assert_eq!(again.headers()["idempotent-replayed"], "true");
    assert_eq!(again.json::<Value>().await.unwrap(), first);
    assert_eq!(list(&app, &t, u).await["items"].as_array().unwrap().len(), 1);
    assert_eq!(app.stored_objects().len(), 1, "the repeat's bytes are discarded");
    assert_eq!(pending(&app).await, 0);
}

#[tokio::test(flavor = "multi_thread")]
async fn another_firm_gets_404_on_every_file_call() {
    let app = spawn_app().await;
    let (a, ua) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let (b, ub) = app.firm_with_union("ceo@b.kr", "비투자", "2222222222").await;
    let up: Value = upload(&app, &a, ua, "others", &[("비밀.pdf", PDF)]).await.json().await.unwrap();
    let id = up["items"][0]["id"].as_i64().unwrap();

    let r = app.get(&format!("/api/v1/unions/{ua}/files"), Some(&b)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "union_not_found", None).await;
    let r = upload(&app, &b, ua, "others", &[("침입.pdf", PDF)]).await;
    assert_problem(r, StatusCode::NOT_FOUND, "union_not_found", None).await;
    let r = app.get(&format!("/api/v1/unions/{ua}/files/{id}/download"), Some(&b)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "file_not_found", None).await;
    let r = delete(&app, &b, ua, id).await;
    assert_problem(r, StatusCode::NOT_FOUND, "file_not_found", None).await;
    // B's own union with A's file id: still not found.
    let r = app.get(&format!("/api/v1/unions/{ub}/files/{id}/download"), Some(&b)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "file_not_found", None).await;
    let r = app
        .client
        .put(app.url(&format!("/api/v1/unions/{ub}/files/{id}")))
        .bearer_auth(&b)
        .multipart(form(&[("덮어쓰기.pdf", PDF)]))
        .send()
        .await
        .unwrap();
    assert_problem(r, StatusCode::NOT_FOUND, "file_not_found", None).await;

    assert_eq!(list(&app, &a, ua).await["items"].as_array().unwrap().len(), 1, "A's file is untouched");
    assert_eq!(app.stored_objects().len(), 1, "nothing of B's was stored");
    let r = app.get(&format!("/api/v1/unions/{ua}/files"), None).await;
    assert_problem(r, StatusCode::UNAUTHORIZED, "login_required", None).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn the_sweep_deletes_objects_left_pending_by_a_crash() {
    use kernel::files::{sweep, FileStore, PendingObjects};
    let app = spawn_app().await;
    let pool = db::pool(&app.db_url, db::PoolSettings::new(2)).unwrap();
    let store = storage::ObjectStorage::open(None, &app.data_dir.join("files")).unwrap();
    let ledger = db::PgPendingObjects::new(pool);

    // An upload that died after writing its bytes: the key is pending, the object exists.
    let dead = ledger.reserve("unions/1/files").await.unwrap();
    store.put(&dead, PDF.to_vec()).await.unwrap();
    let fresh = ledger.reserve("unions/1/files").await.unwrap();
    store.put(&fresh, PDF.to_vec()).await.unwrap();
    assert_ne!(dead, fresh, "keys are never reused");
    app.sql(&format!("UPDATE pending_objects SET created_at = now() - interval '2 hours' WHERE key = '{dead}'")).await;

    let swept = sweep(&store, &ledger, chrono::Utc::now() - chrono::TimeDelta::hours(1)).await.unwrap();
    assert_eq!(swept, 1, "only the stale key: a fresh one may be an upload in flight");
    assert!(matches!(store.get(&dead).await, Err(kernel::PortError::NotFound)));
    assert_eq!(store.get(&fresh).await.unwrap(), PDF);
    assert_eq!(pending(&app).await, 1);
}
