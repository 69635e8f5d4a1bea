//! The invest tab: contributing members, one-file certificate and confirmation uploads, and the
//! bulk confirmation upload matched by `unionName_memberName.pdf` (zips, NFD names, failures).

use std::io::Write;

use reqwest::multipart::{Form, Part};
use reqwest::{Response, StatusCode};
use serde_json::{json, Value};
use unicode_normalization::UnicodeNormalization;

use crate::helpers::{assert_problem, spawn_app, TestApp};

const PDF: &[u8] = b"%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n";

/// Adds an applicant and moves it to P (paid): R → C → S → P.
async fn paid_member(app: &TestApp, t: &str, union: i64, name: &str) -> i64 {
    let body = json!({ "name": name, "lp_type": "individual", "unit_count": 2 });
    let id =
        app.post(&format!("/api/v1/unions/{union}/applicants"), &body, Some(t)).await.json::<Value>().await.unwrap()
            ["id"]
            .as_i64()
            .unwrap();
    for s in ["C", "S", "P"] {
        let r =
            app.post(&format!("/api/v1/unions/{union}/applicants/{id}/status"), &json!({ "status": s }), Some(t)).await;
        assert_eq!(r.status(), StatusCode::OK, "to {s}");
    }
    id
}

fn zip_of(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let opts = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    for (n, b) in entries {
        w.start_file(*n, opts).unwrap();
        w.write_all(b).unwrap();
    }
    w.finish().unwrap().into_inner()
}

async fn bulk(app: &TestApp, t: &str, union: i64, files: Vec<(String, Vec<u8>)>) -> Response {
    let form = files.into_iter().fold(Form::new(), |f, (n, b)| f.part("file", Part::bytes(b).file_name(n)));
    app.client
        .post(app.url(&format!("/api/v1/unions/{union}/evidence/bulk")))
        .bearer_auth(t)
        .multipart(form)
        .send()
        .await
        .unwrap()
}

async fn put_one(app: &TestApp, t: &str, union: i64, applicant: i64, kind: &str, name: &str, bytes: &[u8]) -> Response {
    let form = Form::new().part("file", Part::bytes(bytes.to_vec()).file_name(name.to_string()));
    app.client
        .put(app.url(&format!("/api/v1/unions/{union}/applicants/{applicant}/evidence/{kind}")))
        .bearer_auth(t)
        .multipart(form)
        .send()
        .await
        .unwrap()
}

async fn contributors(app: &TestApp, t: &str, union: i64) -> Value {
    app.get(&format!("/api/v1/unions/{union}/contributors"), Some(t)).await.json().await.unwrap()
}

#[tokio::test(flavor = "multi_thread")]
async fn bulk_confirmations_match_by_name_and_report_every_failure() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이 투자", "1111111111").await;
    let union = "에이 투자 조합";
    let kim = paid_member(&app, &t, u, "김철수").await;
    let park = paid_member(&app, &t, u, "박민수").await;
    paid_member(&app, &t, u, "이영희").await;
    paid_member(&app, &t, u, "이영희").await;
    // Applied but not paid: not a contributing member.
    app.post(
        &format!("/api/v1/unions/{u}/applicants"),
        &json!({ "name": "최대기", "lp_type": "individual", "unit_count": 1 }),
        Some(&t),
    )
    .await;

    let empty = contributors(&app, &t, u).await;
    assert_eq!(empty["total_count"], 4);
    assert_eq!(empty["union_name"], union);

    // A zip made on macOS: NFD names, a resource fork, a folder entry.
    let nfd = |s: &str| s.nfd().collect::<String>();
    let zipped = zip_of(&[
        (&nfd(&format!("{union}_박민수.pdf")), PDF),
        (&format!("__MACOSX/._{union}_박민수.pdf"), b"fork"),
        (&format!("sub/{union}_김철수.pdf"), PDF),
    ]);
    let bomb = {
        let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        let opts = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
        w.start_file(format!("{union}_김철수.pdf"), opts).unwrap();
        w.write_all(&vec![0u8; 60 * 1024 * 1024]).unwrap();
        w.finish().unwrap().into_inner()
    };
    let r = bulk(
        &app,
        &t,
        u,
        vec![
            (format!("{union}_김철수.pdf"), PDF.to_vec()),
            (format!("{union}_김철수.pdf"), PDF.to_vec()),
            ("다른 조합_김철수.pdf".into(), PDF.to_vec()),
            (format!("{union}_없는사람.pdf"), PDF.to_vec()),
            (format!("{union}_이영희.pdf"), PDF.to_vec()),
            (format!("{union}_최대기.pdf"), PDF.to_vec()),
            (format!("{union}_박민수.txt"), b"text".to_vec()),
            ("bundle.zip".into(), zipped),
            ("bomb.zip".into(), bomb),
        ],
    )
    .await;
    assert_eq!(r.status(), StatusCode::OK);
    let v: Value = r.json().await.unwrap();
    assert_eq!(v["success_count"], 2, "{v}");
    assert_eq!(v["received"], 10, "{v}");
    let codes: Vec<(&str, &str)> = v["failures"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| (f["file_name"].as_str().unwrap(), f["code"].as_str().unwrap()))
        .collect();
    let want: Vec<(String, &str)> = vec![
        (format!("{union}_김철수.pdf"), "duplicate_member"),
        ("다른 조합_김철수.pdf".into(), "wrong_union_name"),
        (format!("{union}_없는사람.pdf"), "no_such_member"),
        (format!("{union}_이영희.pdf"), "ambiguous_member"),
        (format!("{union}_최대기.pdf"), "no_such_member"),
        (format!("{union}_박민수.txt"), "not_pdf"),
        (format!("sub/{union}_김철수.pdf"), "nested_path"),
        (format!("{union}_김철수.pdf"), "too_large"),
    ];
    assert_eq!(codes, want.iter().map(|(n, c)| (n.as_str(), *c)).collect::<Vec<_>>());
    assert!(v["failures"][0]["reason"].as_str().unwrap().contains("이미"), "{v}");

    let list = contributors(&app, &t, u).await;
    let by_id = |id: i64| list["items"].as_array().unwrap().iter().find(|m| m["applicant_id"] == id).unwrap().clone();
    assert_eq!(by_id(kim)["confirmation"]["kind"], "IRF0007");
    assert_eq!(by_id(park)["confirmation"]["file_name"], format!("{union}_박민수.pdf"), "kept in NFC");
    assert_eq!(app.count("SELECT count(*) FROM pending_objects").await, 0, "failed files leave nothing behind");
    assert_eq!(app.stored_objects().len(), 2);

    // A new bulk upload replaces the older confirmation and removes its bytes, after answering:
    // the old key is pending from the replacing transaction until its file is gone.
    let before = app.stored_objects();
    let r = bulk(&app, &t, u, vec![(format!("{union}_김철수.pdf"), PDF.to_vec())]).await;
    assert_eq!(r.json::<Value>().await.unwrap()["success_count"], 1);
    for _ in 0..100 {
        if app.count("SELECT count(*) FROM pending_objects").await == 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(app.count("SELECT count(*) FROM pending_objects").await, 0, "the replaced file is discarded");
    let after = app.stored_objects();
    assert_eq!(after.len(), 2);
    assert_eq!(after.iter().filter(|k| before.contains(k)).count(), 1, "박민수's file stays, 김철수's is new");
    let bulk = |form: Form| {
        app.client.post(app.url(&format!("/api/v1/unions/{u}/evidence/bulk"))).bearer_auth(&t).multipart(form).send()
    };
    // A browser's empty file input: nothing to upload.
    let r = bulk(Form::new().part("file", Part::bytes(Vec::new()).file_name(""))).await.unwrap();
    assert_problem(r, StatusCode::BAD_REQUEST, "no_file", None).await;
    // The form has no field but `file`, and a `file` part must be a file (it has a file name).
    let r = bulk(Form::new().text("note", "no file here")).await.unwrap();
    assert_problem(
        r,
        StatusCode::BAD_REQUEST,
        "invalid_request",
        Some("업로드 양식에는 file 항목만 보낼 수 있습니다."),
    )
    .await;
    let r = bulk(Form::new().text("file", "{}")).await.unwrap();
    assert_problem(r, StatusCode::BAD_REQUEST, "invalid_request", Some("file 항목에는 파일을 보내 주세요.")).await;
    assert_eq!(app.stored_objects().len(), 2, "nothing stored by the refused forms");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_bulk_upload_cut_short_stores_nothing_of_what_it_wrote() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이 투자", "1111111111").await;
    let union = "에이 투자 조합";
    paid_member(&app, &t, u, "김철수").await;
    paid_member(&app, &t, u, "박민수").await;
    // Two matching PDFs, written while the parts after them are read, then a part the body ends
    // inside of (no closing boundary): the upload fails, and what it wrote is discarded.
    let boundary = "johapBoundary7";
    let mut body = Vec::new();
    for name in ["김철수", "박민수"] {
        body.extend_from_slice(
            format!(
                "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{union}_{name}.pdf\"\r\n\
                 Content-Type: application/pdf\r\n\r\n"
            )
            .as_bytes(),
        );
        body.extend_from_slice(PDF);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(
        format!("--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"cut.pdf\"\r\n\r\n%PDF-1.7")
            .as_bytes(),
    );
    let r = app
        .client
        .post(app.url(&format!("/api/v1/unions/{u}/evidence/bulk")))
        .bearer_auth(&t)
        .header("Content-Type", format!("multipart/form-data; boundary={boundary}"))
        .body(body)
        .send()
        .await
        .unwrap();
    assert_problem(r, StatusCode::BAD_REQUEST, "invalid_request", None).await;
    assert_eq!(app.count("SELECT count(*) FROM applicant_evidence").await, 0);
    assert_eq!(app.count("SELECT count(*) FROM pending_objects").await, 0);
    assert!(app.stored_objects().is_empty(), "{:?}", app.stored_objects());

    // The same two files in a whole body are stored.
    let files = ["김철수", "박민수"].map(|n| (format!("{union}_{n}.pdf"), PDF.to_vec())).to_vec();
    let r = bulk(&app, &t, u, files).await;
    assert_eq!(r.json::<Value>().await.unwrap()["success_count"], 2);
    assert_eq!(app.stored_objects().len(), 2);
}

#[tokio::test(flavor = "multi_thread")]
async fn one_members_files_upload_download_and_delete() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let kim = paid_member(&app, &t, u, "김철수").await;
    let waiting = app
        .post(
            &format!("/api/v1/unions/{u}/applicants"),
            &json!({ "name": "대기", "lp_type": "individual", "unit_count": 1 }),
            Some(&t),
        )
        .await
        .json::<Value>()
        .await
        .unwrap()["id"]
        .as_i64()
        .unwrap();

    let r = put_one(&app, &t, u, kim, "IRF0015", "증명서.hwp", b"\xD0\xCF\x11\xE0not pdf").await;
    assert_problem(r, StatusCode::UNSUPPORTED_MEDIA_TYPE, "not_pdf", None).await;
    let r = put_one(&app, &t, u, waiting, "IRF0015", "증명서.pdf", PDF).await;
    assert_problem(r, StatusCode::NOT_FOUND, "not_contributor", None).await;
    let r = put_one(&app, &t, u, kim, "IRF9999", "증명서.pdf", PDF).await;
    assert_problem(r, StatusCode::BAD_REQUEST, "invalid_request", None).await;
    let r = put_one(&app, &t, u, kim, "IRF0015", "증명서.pdf", PDF).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.json::<Value>().await.unwrap()["file_name"], "증명서.pdf");

    let path = format!("/api/v1/unions/{u}/applicants/{kim}/evidence/IRF0015");
    let file = app.get(&format!("{path}/download"), Some(&t)).await;
    assert_eq!(file.headers()["content-type"], "application/pdf");
    assert!(file.headers()["content-disposition"].to_str().unwrap().contains("filename*=UTF-8''"));
    assert_eq!(file.bytes().await.unwrap().as_ref(), PDF);

    // Firm B sees nothing of it.
    let (tb, _) = app.firm_with_union("ceo@b.kr", "비투자", "2222222222").await;
    assert_problem(
        app.get(&format!("{path}/download"), Some(&tb)).await,
        StatusCode::NOT_FOUND,
        "file_not_found",
        None,
    )
    .await;
    assert_problem(
        app.get(&format!("/api/v1/unions/{u}/contributors"), Some(&tb)).await,
        StatusCode::NOT_FOUND,
        "union_not_found",
        None,
    )
    .await;
    let r = bulk(&app, &tb, u, vec![("x.pdf".into(), PDF.to_vec())]).await;
    assert_problem(r, StatusCode::NOT_FOUND, "union_not_found", None).await;

    let r = app.client.delete(app.url(&path)).bearer_auth(&t).send().await.unwrap();
    assert_eq!(r.status(), StatusCode::NO_CONTENT);
    assert_problem(app.get(&format!("{path}/download"), Some(&t)).await, StatusCode::NOT_FOUND, "file_not_found", None)
        .await;
    assert!(app.stored_objects().is_empty());
    assert_eq!(contributors(&app, &t, u).await["items"][0]["certificate"], Value::Null);
}

/// The text of a PDF as a real reader (poppler's pdftotext) extracts it.
pub(crate) fn pdf_text(pdf: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!("johap-pdf-{}-{}", std::process::id(), pdf.len()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("c.pdf");
    std::fs::write(&file, pdf).unwrap();
    let out = std::process::Command::new("pdftotext")
        .arg(&file)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils) is installed");
    assert!(out.status.success(), "pdftotext failed: {}", String::from_utf8_lossy(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
    String::from_utf8(out.stdout).unwrap()
}

#[tokio::test(flavor = "multi_thread")]
async fn certificates_print_the_members_figures_in_a_readable_pdf() {
    let app = spawn_app().await;
    let (t, u) = app.firm_with_union("ceo@a.kr", "에이투자", "1111111111").await;
    let kim = paid_member(&app, &t, u, "김철수").await;
    paid_member(&app, &t, u, "박민수").await;

    let path = format!("/api/v1/unions/{u}/applicants/{kim}");
    let send = |body: Value| app.client.put(app.url(&format!("{path}/identity"))).bearer_auth(&t).json(&body).send();
    let r = send(json!({ "registration_number": "8001", "address": "서울" })).await.unwrap();
    assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "validation_failed", None).await;
    let r = send(json!({ "registration_number": "800101-1234567", "address": "서울특별시 강남구 테헤란로 1" }))
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(
        r.json::<Value>().await.unwrap()["registration_number"],
        "800101-1******",
        "only the masked form is kept"
    );
    assert_eq!(app.count("SELECT count(*) FROM applicants WHERE registration_number LIKE '%4567%'").await, 0);

    let preview: Value = app.get(&format!("{path}/certificate"), Some(&t)).await.json().await.unwrap();
    assert_eq!(preview["number"], format!("제 {u}-{kim} 호"));
    assert_eq!(preview["own_amount"], 2_000_000);
    assert_eq!(preview["total_amount"], 100_000_000);
    assert_eq!(preview["issuer"], "에이투자");

    let r = app.get(&format!("{path}/certificate.pdf"), Some(&t)).await;
    assert_eq!(r.headers()["content-type"], "application/pdf");
    let pdf = r.bytes().await.unwrap();
    assert!(pdf.len() < 400 * 1024, "{} bytes", pdf.len());
    let text = pdf_text(&pdf);
    for expected in ["출자증명서", "김철수", "에이투자 조합", "800101-1******", "2,000,000원", "100,000,000원"]
    {
        assert!(text.contains(expected), "{expected:?} not in {text}");
    }

    // Stored as the member's certificate file (IRF0015).
    let r = app.post(&format!("{path}/certificate/store"), &json!({}), Some(&t)).await;
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(r.json::<Value>().await.unwrap()["file_name"], "출자증명서_김철수.pdf");
    let stored = app.get(&format!("{path}/evidence/IRF0015/download"), Some(&t)).await.bytes().await.unwrap();
    assert!(pdf_text(&stored).contains("김철수"));

    // Every contributor's certificate in one zip.
    let z = app.get(&format!("/api/v1/unions/{u}/certificates.zip"), Some(&t)).await.bytes().await.unwrap();
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(z.to_vec())).unwrap();
    assert_eq!(archive.len(), 2);
    let first = archive.by_index(0).unwrap().name().unwrap().to_string();
    assert_eq!(first, format!("출자증명서_김철수_{kim}.pdf"));

    // Another firm, and an applicant who has not paid, get none.
    let (tb, _) = app.firm_with_union("ceo@b.kr", "비투자", "2222222222").await;
    assert_problem(
        app.get(&format!("{path}/certificate"), Some(&tb)).await,
        StatusCode::NOT_FOUND,
        "not_contributor",
        None,
    )
    .await;
    let waiting = app
        .post(
            &format!("/api/v1/unions/{u}/applicants"),
            &json!({ "name": "대기", "lp_type": "individual", "unit_count": 1 }),
            Some(&t),
        )
        .await
        .json::<Value>()
        .await
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    let r = app.get(&format!("/api/v1/unions/{u}/applicants/{waiting}/certificate"), Some(&t)).await;
    assert_problem(r, StatusCode::NOT_FOUND, "not_contributor", None).await;
}
