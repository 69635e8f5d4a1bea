//! A portfolio page's files over HTTP: editor pictures (types, the 20 MB limit and its message,
//! the 1024 px shrink, BMP made drawable), pictures fetched from other hosts with SSRF guards
//! (internal addresses refused before any connection, redirects checked again, bodies capped),
//! and the PDFs made in the browser, stored per page and shown by a share link only while it
//! is live and only for pages it shows.

use std::io::Cursor;
use std::sync::{Arc, Mutex};

use image::{DynamicImage, GenericImageView, ImageFormat, Rgb, RgbImage};
use reqwest::multipart::{Form, Part};
use reqwest::{Method, Response, StatusCode};
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::helpers::{assert_problem, spawn_app, spawn_app_with, TestApp};
use crate::startup_upkeep::startup;

const TOO_LARGE: &str = "파일 용량이 초과됐습니다. (최대20MB)";

fn picture(w: u32, h: u32, format: ImageFormat) -> Vec<u8> {
    // Noise does not compress: the file is as large as a photo of that size.
    let mut seed = 11u32;
    let img = RgbImage::from_fn(w, h, |_, _| {
        seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        let [a, b, c, _] = seed.to_be_bytes();
        Rgb([a, b, c])
    });
    let mut out = Cursor::new(Vec::new());
    DynamicImage::ImageRgb8(img).write_to(&mut out, format).unwrap();
    out.into_inner()
}

async fn upload(app: &TestApp, t: &str, path: &str, method: Method, bytes: Vec<u8>, name: &str) -> Response {
    let form = Form::new().part("file", Part::bytes(bytes).file_name(name.to_string()));
    app.client.request(method, app.url(path)).bearer_auth(t).multipart(form).send().await.unwrap()
}

async fn upload_picture(app: &TestApp, t: &str, bytes: Vec<u8>) -> Response {
    upload(app, t, "/api/v1/portfolio-images", Method::POST, bytes, "사진.png").await
}

async fn fetched(app: &TestApp, t: &str, url: &str) -> Response {
    app.post("/api/v1/portfolio-images/from-url", &json!({ "image_url": url }), Some(t)).await
}

#[tokio::test(flavor = "multi_thread")]
async fn editor_pictures_are_checked_shrunk_and_served_to_anyone_holding_the_address() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이벤처스", "1110000001").await;
    let t = app.token("ceo@a.kr").await;

    let small = picture(40, 30, ImageFormat::Png);
    let r = upload_picture(&app, &t, small.clone()).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let kept: Value = r.json().await.unwrap();
    assert_eq!(kept["content_type"], "image/png");
    let url = kept["url"].as_str().unwrap();
    assert!(url.starts_with("/api/v1/portfolio-images/") && url.ends_with(".png"), "{url}");
    // No token: a shared page and the PDF renderer load it as a CDN picture.
    let served = app.get(url, None).await;
    assert_eq!(served.status(), StatusCode::OK);
    assert_eq!(served.headers()["content-type"], "image/png");
    assert_eq!(served.headers()["cache-control"], "public, max-age=31536000, immutable");
    assert_eq!(served.headers()["content-security-policy"], "default-src 'none'");
    assert_eq!(served.bytes().await.unwrap().as_ref(), small.as_slice(), "a small picture is kept as sent");

    // Over 250,000 bytes: shrunk to fit 1024 x 1024, aspect kept.
    let photo = picture(2000, 1000, ImageFormat::Png);
    assert!(photo.len() > 250_000);
    let kept: Value = upload_picture(&app, &t, photo).await.json().await.unwrap();
    assert_eq!(kept["content_type"], "image/jpeg");
    let bytes = app.get(kept["url"].as_str().unwrap(), None).await.bytes().await.unwrap();
    assert_eq!(image::load_from_memory(&bytes).unwrap().dimensions(), (1024, 512));
    assert_eq!(kept["size"].as_u64().unwrap() as usize, bytes.len());

    // BMP is accepted and kept as a picture every browser draws.
    let kept: Value = upload_picture(&app, &t, picture(20, 20, ImageFormat::Bmp)).await.json().await.unwrap();
    assert_ne!(kept["content_type"], "image/bmp");

    let stored_before = app.stored_objects().len();
    assert_problem(
        upload_picture(&app, &t, b"%PDF-1.7\n".to_vec()).await,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "file_type_not_allowed",
        None,
    )
    .await;
    let svg = b"<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>".to_vec();
    assert_problem(
        upload_picture(&app, &t, svg).await,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "file_type_not_allowed",
        None,
    )
    .await;
    let mut huge = picture(8, 8, ImageFormat::Png);
    huge.resize(20 * 1024 * 1024 + 1, 0);
    assert_problem(
        upload_picture(&app, &t, huge).await,
        StatusCode::PAYLOAD_TOO_LARGE,
        "file_too_large",
        Some(TOO_LARGE),
    )
    .await;
    assert_eq!(app.stored_objects().len(), stored_before, "a refused picture leaves nothing behind");

    for bad in ["0123456789abcdef0123456789abcdef.png", "..%2F..%2Fetc%2Fpasswd", "x.svg"] {
        assert_problem(
            app.get(&format!("/api/v1/portfolio-images/{bad}"), None).await,
            StatusCode::NOT_FOUND,
            "media_not_found",
            None,
        )
        .await;
    }

    // Portfolios are the GP's: a startup account keeps no editor pictures.
    let (st, _) = startup(&app, "ceo@lumina.kr", "루미나랩스", "2220000001").await;
    assert_problem(
        upload_picture(&app, &st, picture(4, 4, ImageFormat::Png)).await,
        StatusCode::FORBIDDEN,
        "investor_only",
        None,
    )
    .await;
}

/// A tiny web server on 127.0.0.1 standing in for other sites, recording every path asked.
async fn other_site() -> (u16, Arc<Mutex<Vec<String>>>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let asked = Arc::new(Mutex::new(Vec::new()));
    let log = asked.clone();
    let png = picture(30, 30, ImageFormat::Png);
    tokio::spawn(async move {
        loop {
            let Ok((mut conn, _)) = listener.accept().await else { return };
            let (log, png) = (log.clone(), png.clone());
            tokio::spawn(async move {
                let mut buf = vec![0u8; 4096];
                let n = conn.read(&mut buf).await.unwrap_or(0);
                let head = String::from_utf8_lossy(&buf[..n]).to_string();
                let path = head.split_whitespace().nth(1).unwrap_or("/").to_string();
                log.lock().unwrap().push(path.clone());
                let (status, extra, body): (&str, String, Vec<u8>) = match path.as_str() {
                    "/photo.png" => ("200 OK", "Content-Type: image/png\r\n".into(), png),
                    "/page.html" => ("200 OK", "Content-Type: text/html\r\n".into(), b"<html>hi</html>".to_vec()),
                    "/to-localhost" => {
                        ("302 Found", format!("Location: http://localhost:{port}/photo.png\r\n"), Vec::new())
                    }
                    "/to-metadata" => {
                        ("302 Found", "Location: http://169.254.169.254/latest/meta-data/\r\n".into(), Vec::new())
                    }
                    "/moved" => ("301 Moved Permanently", "Location: /photo.png\r\n".into(), Vec::new()),
                    "/huge.png" => {
                        // Says nothing of its length: the cap must hold while reading.
                        let mut head = b"\x89PNG\r\n\x1a\n".to_vec();
                        head.resize(21 * 1024 * 1024, 0);
                        ("200 OK", "Content-Type: image/png\r\n".into(), head)
                    }
                    _ => ("404 Not Found", String::new(), b"nope".to_vec()),
                };
                let length =
                    if path == "/huge.png" { String::new() } else { format!("Content-Length: {}\r\n", body.len()) };
                let head = format!("HTTP/1.1 {status}\r\n{extra}{length}Connection: close\r\n\r\n");
                let _ = conn.write_all(head.as_bytes()).await;
                let _ = conn.write_all(&body).await;
                let _ = conn.shutdown().await;
            });
        }
    });
    (port, asked)
}

#[tokio::test(flavor = "multi_thread")]
async fn pictures_from_other_hosts_are_fetched_only_from_public_addresses() {
    let (port, asked) = other_site().await;
    // 127.0.0.1 stands for a public site here (the way an operator trusts an in-house image
    // server); `localhost` names the same server and stays refused, as every internal address.
    let app = spawn_app_with(|c| c.image_trusted_hosts = vec!["127.0.0.1".into()]).await;
    app.new_firm("ceo@a.kr", "에이벤처스", "1110000001").await;
    let t = app.token("ceo@a.kr").await;

    let internal = "내부 네트워크 주소의 이미지는 가져올 수 없습니다.";
    for url in [
        format!("http://localhost:{port}/photo.png"),
        "http://169.254.169.254/latest/meta-data/".to_string(),
        "http://10.0.0.7/a.png".to_string(),
        "http://[::1]/a.png".to_string(),
        // 127.0.0.2 written as one number: normalized, then refused.
        "http://2130706434/a.png".to_string(),
    ] {
        let r = fetched(&app, &t, &url).await;
        assert_eq!(r.status(), StatusCode::UNPROCESSABLE_ENTITY, "{url}");
        assert_problem(r, StatusCode::UNPROCESSABLE_ENTITY, "image_url_refused", Some(internal)).await;
    }
    assert!(asked.lock().unwrap().is_empty(), "nothing was asked of a refused address: {:?}", asked.lock().unwrap());
    for url in ["file:///etc/passwd", "ftp://example.com/a.png", "gopher://x/", "이미지"] {
        assert_problem(fetched(&app, &t, url).await, StatusCode::UNPROCESSABLE_ENTITY, "image_url_refused", None).await;
    }
    assert_problem(
        fetched(&app, &t, "http://me:secret@example.com/a.png").await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "image_url_refused",
        Some("아이디나 비밀번호가 들어간 이미지 주소는 가져올 수 없습니다."),
    )
    .await;

    // A public picture is fetched and kept; the editor swaps its source for the kept one.
    let r = fetched(&app, &t, &format!("http://127.0.0.1:{port}/photo.png")).await;
    assert_eq!(r.status(), StatusCode::CREATED);
    let kept: Value = r.json().await.unwrap();
    let bytes = app.get(kept["url"].as_str().unwrap(), None).await.bytes().await.unwrap();
    assert_eq!(image::load_from_memory(&bytes).unwrap().dimensions(), (30, 30));
    // A redirect within the site is followed; one to an internal address is refused.
    assert_eq!(fetched(&app, &t, &format!("http://127.0.0.1:{port}/moved")).await.status(), StatusCode::CREATED);
    for hop in ["to-localhost", "to-metadata"] {
        assert_problem(
            fetched(&app, &t, &format!("http://127.0.0.1:{port}/{hop}")).await,
            StatusCode::UNPROCESSABLE_ENTITY,
            "image_url_refused",
            Some(internal),
        )
        .await;
    }
    let asked_now = asked.lock().unwrap().clone();
    assert_eq!(asked_now.iter().filter(|p| *p == "/photo.png").count(), 2, "{asked_now:?}");

    assert_problem(
        fetched(&app, &t, &format!("http://127.0.0.1:{port}/huge.png")).await,
        StatusCode::PAYLOAD_TOO_LARGE,
        "file_too_large",
        Some(TOO_LARGE),
    )
    .await;
    assert_problem(
        fetched(&app, &t, &format!("http://127.0.0.1:{port}/page.html")).await,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "file_type_not_allowed",
        None,
    )
    .await;
    assert_problem(
        fetched(&app, &t, &format!("http://127.0.0.1:{port}/gone.png")).await,
        StatusCode::UNPROCESSABLE_ENTITY,
        "image_unreachable",
        None,
    )
    .await;
}

const PDF: &[u8] = b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

#[tokio::test(flavor = "multi_thread")]
async fn pdfs_are_kept_per_page_and_shown_only_through_a_live_link() {
    let app = spawn_app().await;
    app.new_firm("ceo@a.kr", "에이벤처스", "1110000001").await;
    app.new_firm("ceo@b.kr", "비캐피탈", "1110000002").await;
    let (t, other) = (app.token("ceo@a.kr").await, app.token("ceo@b.kr").await);
    let (_, lumina) = startup(&app, "ceo@lumina.kr", "루미나랩스", "2220000001").await;
    let (_, nova) = startup(&app, "ceo@nova.kr", "노바로보틱스", "2220000002").await;
    let id = app
        .post("/api/v1/portfolios", &json!({ "title": "2026 포트폴리오" }), Some(&t))
        .await
        .json::<Value>()
        .await
        .unwrap()["id"]
        .as_i64()
        .unwrap();
    let targets = |ids: Vec<i64>| json!({ "startup_ids": ids });
    let p: Value = app
        .call(Method::PUT, &format!("/api/v1/portfolios/{id}/targets"), Some(&targets(vec![lumina, nova])), &t)
        .await
        .json()
        .await
        .unwrap();
    let (first, second) = (p["items"][0]["id"].as_i64().unwrap(), p["items"][1]["id"].as_i64().unwrap());
    let item_pdf = format!("/api/v1/portfolios/{id}/items/{first}/pdf");

    // A page shows only pictures the product keeps: one that slipped past the editor's
    // re-upload loses its address.
    let kept = "/api/v1/portfolio-images/0123456789abcdef0123456789abcdef.png";
    let blocks = [
        format!(r#"<p><img src="{kept}"><img src="https://tracker.example/p.gif"></p>"#),
        String::new(),
        String::new(),
    ];
    let saved: Value = app
        .call(Method::PUT, &format!("/api/v1/portfolios/{id}/items/{first}"), Some(&json!({ "blocks": blocks })), &t)
        .await
        .json()
        .await
        .unwrap();
    let html = saved["blocks"][0].as_str().unwrap();
    assert!(html.contains(kept) && !html.contains("tracker"), "{html}");

    let r = upload(&app, &t, &item_pdf, Method::PUT, PDF.to_vec(), "루미나랩스.pdf").await;
    assert_eq!(r.status(), StatusCode::OK);
    let stored_at = r.json::<Value>().await.unwrap()["stored_at"].clone();
    let p: Value = app.get(&format!("/api/v1/portfolios/{id}"), Some(&t)).await.json().await.unwrap();
    assert_eq!(p["items"][0]["pdf_at"], stored_at);
    assert!(p["items"][1]["pdf_at"].is_null() && p["card"]["title_pdf_at"].is_null());
    let mine = app.get(&item_pdf, Some(&t)).await;
    assert_eq!(mine.headers()["content-type"], "application/pdf");
    assert_eq!(mine.bytes().await.unwrap().as_ref(), PDF);

    assert_problem(
        upload(&app, &t, &item_pdf, Method::PUT, b"<html></html>".to_vec(), "a.pdf").await,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "not_pdf",
        None,
    )
    .await;
    assert_problem(
        app.get(&format!("/api/v1/portfolios/{id}/items/{second}/pdf"), Some(&t)).await,
        StatusCode::NOT_FOUND,
        "pdf_not_found",
        None,
    )
    .await;
    // Another firm reaches neither the file nor the upload.
    assert_problem(app.get(&item_pdf, Some(&other)).await, StatusCode::NOT_FOUND, "portfolio_not_found", None).await;
    assert_problem(
        upload(&app, &other, &item_pdf, Method::PUT, b"%PDF-1.7 evil".to_vec(), "x.pdf").await,
        StatusCode::NOT_FOUND,
        "portfolio_not_found",
        None,
    )
    .await;
    assert_eq!(app.get(&item_pdf, Some(&t)).await.bytes().await.unwrap().as_ref(), PDF, "the file is unchanged");

    for kind in ["title", "full"] {
        let r =
            upload(&app, &t, &format!("/api/v1/portfolios/{id}/pdfs/{kind}"), Method::PUT, PDF.to_vec(), "p.pdf").await;
        assert_eq!(r.status(), StatusCode::OK, "{kind}");
    }
    let r = upload(&app, &t, &format!("/api/v1/portfolios/{id}/pdfs/cover"), Method::PUT, PDF.to_vec(), "p.pdf").await;
    assert_eq!(r.status(), StatusCode::NOT_FOUND);

    // Through a link: the list says which PDFs exist, the frames load without a login.
    let expires = (chrono::Utc::now() + chrono::Duration::hours(2)).to_rfc3339();
    let link: Value = app
        .post(&format!("/api/v1/portfolios/{id}/share-links"), &json!({ "expires_at": expires }), Some(&t))
        .await
        .json()
        .await
        .unwrap();
    let token = link["token"].as_str().unwrap();
    let list: Value = app.get(&format!("/api/v1/shares/{token}"), None).await.json().await.unwrap();
    assert_eq!((list["has_title_pdf"].as_bool(), list["has_full_pdf"].as_bool()), (Some(true), Some(true)));
    let shown: Value = app.get(&format!("/api/v1/shares/{token}/items/{first}"), None).await.json().await.unwrap();
    assert_eq!(shown["has_pdf"], true);
    let shown: Value = app.get(&format!("/api/v1/shares/{token}/items/{second}"), None).await.json().await.unwrap();
    assert_eq!(shown["has_pdf"], false);
    let framed = app.get(&format!("/api/v1/shares/{token}/items/{first}/pdf"), None).await;
    assert_eq!(framed.status(), StatusCode::OK);
    assert_eq!(framed.headers()["content-security-policy"], "frame-ancestors 'self'");
    assert_eq!(framed.headers()["x-robots-tag"], "noindex, nofollow");
    assert_eq!(framed.headers()["cache-control"], "no-store");
    assert_eq!(framed.bytes().await.unwrap().as_ref(), PDF);
    assert_eq!(app.get(&format!("/api/v1/shares/{token}/pdfs/full"), None).await.status(), StatusCode::OK);
    assert_problem(
        app.get(&format!("/api/v1/shares/{token}/items/{second}/pdf"), None).await,
        StatusCode::NOT_FOUND,
        "pdf_not_found",
        None,
    )
    .await;

    // A page put away is no longer shared, its PDF neither.
    app.call(Method::PUT, &format!("/api/v1/portfolios/{id}/targets"), Some(&targets(vec![nova])), &t).await;
    assert_problem(
        app.get(&format!("/api/v1/shares/{token}/items/{first}/pdf"), None).await,
        StatusCode::NOT_FOUND,
        "portfolio_item_not_found",
        None,
    )
    .await;

    app.call(Method::DELETE, &format!("/api/v1/portfolios/{id}/share-links/{}", link["link"]["id"]), None, &t).await;
    assert_problem(
        app.get(&format!("/api/v1/shares/{token}/pdfs/title"), None).await,
        StatusCode::GONE,
        "share_revoked",
        None,
    )
    .await;
    assert_problem(
        app.get("/api/v1/shares/not-a-token/pdfs/title", None).await,
        StatusCode::NOT_FOUND,
        "share_not_found",
        None,
    )
    .await;
}
