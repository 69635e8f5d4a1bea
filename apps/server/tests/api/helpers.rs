//! `spawn_app()` boots the real application on port 0 against a database of its own, created
//! for the test and dropped afterwards; typed helpers keep the tests short.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};

use diesel_async::{AsyncConnection, AsyncPgConnection, RunQueryDsl};
use reqwest::{Response, StatusCode};
use serde_json::{json, Value};
use server::config::Config;
use server::startup::Application;

pub const PASSWORD: &str = "secret123";
pub use server::error::MSG_BUSY;

static COUNTER: AtomicU32 = AtomicU32::new(0);

pub struct TestApp {
    pub address: String,
    /// Stops the server as SIGTERM would (see [`TestApp::stop`]).
    pub server: actix_web::dev::ServerHandle,
    running: Option<tokio::task::JoinHandle<std::io::Result<()>>>,
    pub db_url: String,
    pub mail_dir: PathBuf,
    pub data_dir: PathBuf,
    /// What the app was built with: a second instance on the same database uses it too.
    pub config: Config,
    pub client: reqwest::Client,
}

/// The server part of the PostgreSQL URL tests create their databases on.
fn server_url() -> String {
    std::env::var("TEST_DATABASE_SERVER").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432".into())
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(|_| {}).await
}

/// `spawn_app` with a changed configuration (an unreachable SMTP server, say).
pub async fn spawn_app_with(tweak: impl FnOnce(&mut Config)) -> TestApp {
    let n = COUNTER.fetch_add(1, Ordering::SeqCst);
    let name = format!("johap_test_{}_{}_{}", std::process::id(), n, rand_suffix());
    let db_url = format!("{}/{name}", server_url());
    db::admin::create_database_if_missing(&db_url).await.expect("create test database");
    db::migrate(&db_url).await.expect("migrate test database");
    let data_dir = std::env::temp_dir().join(&name);
    let mut config = Config {
        database_url: Some(db_url.clone()),
        bind: "127.0.0.1:0".into(),
        data_dir: data_dir.clone(),
        public_origin: "http://app.test".into(),
        smtp_url: None,
        mail_from: "no-reply@johap.kr".into(),
        object_store_url: None,
        seal_key: None,
        static_dir: data_dir.join("no-web-app"),
        // Two HTTP workers with their shards of the pool, as on a 2-core server.
        db_pool: db::PoolSettings::new(8),
        http_workers: 2,
        // Lets tests speak for several client addresses through X-Forwarded-For.
        trust_proxy: true,
        image_trusted_hosts: Vec::new(),
        // Mail retries in milliseconds, not seconds: delivery tests wait for them.
        mail_retry_base: std::time::Duration::from_millis(50),
        smtp_connections: 8,
        toss: None,
    };
    tweak(&mut config);
    let app = Application::build(&config, &db_url).expect("build app");
    let address = format!("http://127.0.0.1:{}", app.port());
    let server = app.handle();
    let running = tokio::spawn(app.run_until_stopped());
    TestApp {
        address,
        server,
        running: Some(running),
        db_url,
        mail_dir: config.mail_dir(),
        data_dir,
        config,
        client: reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap(),
    }
}

fn rand_suffix() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().subsec_nanos() as u64
}

impl Drop for TestApp {
    fn drop(&mut self) {
        let url = self.db_url.clone();
        let dir = self.data_dir.clone();
        // Drop runs outside async context; a short-lived runtime on its own thread does the work.
        let _ = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
            let _ = rt.block_on(db::admin::drop_database(&url));
            let _ = std::fs::remove_dir_all(dir);
        })
        .join();
    }
}

/// A new investor firm and its CEO, as the join form sends them.
pub fn new_firm_body(email: &str, firm: &str, business_number: &str) -> Value {
    json!({
        "user_type": "investor", "email": email, "password": PASSWORD, "name": "김대표",
        "phone": "010-1234-5678", "form_type": "enterprise", "investor_type": "C",
        "agree_terms": true, "agree_privacy": true, "existing_company_id": null,
        "new_company": { "name": firm, "business_number": business_number, "ceo_name": "김대표" }
    })
}

/// A person asking to join an existing company.
pub fn staff_body(email: &str, company_id: i64, user_type: &str) -> Value {
    json!({
        "user_type": user_type, "email": email, "password": PASSWORD, "name": "이직원",
        "phone": "010-2222-3333", "form_type": "individual",
        "investor_type": if user_type == "investor" { json!("P") } else { Value::Null },
        "agree_terms": true, "agree_privacy": true, "existing_company_id": company_id, "new_company": null
    })
}

impl TestApp {
    /// Stops the server gracefully and waits until it and its mail worker have finished; the
    /// database stays until the `TestApp` is dropped.
    pub async fn stop(&mut self) {
        self.server.stop(true).await;
        if let Some(r) = self.running.take() {
            r.await.unwrap().unwrap();
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.address)
    }

    pub async fn post(&self, path: &str, body: &Value, token: Option<&str>) -> Response {
        let mut r = self.client.post(self.url(path)).json(body);
        if let Some(t) = token {
            r = r.bearer_auth(t);
        }
        r.send().await.unwrap()
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Response {
        let mut r = self.client.get(self.url(path));
        if let Some(t) = token {
            r = r.bearer_auth(t);
        }
        r.send().await.unwrap()
    }

    /// Any method, an optional JSON body, an optional bearer token.
    pub async fn call(&self, method: reqwest::Method, path: &str, body: Option<&Value>, token: &str) -> Response {
        let mut r = self.client.request(method, self.url(path)).bearer_auth(token);
        if let Some(b) = body {
            r = r.json(b);
        }
        r.send().await.unwrap()
    }

    pub async fn join(&self, body: &Value) -> Response {
        self.post("/api/v1/join", body, None).await
    }

    /// Registers a new firm with its CEO and returns the join response.
    pub async fn new_firm(&self, email: &str, firm: &str, business_number: &str) -> Value {
        let r = self.join(&new_firm_body(email, firm, business_number)).await;
        assert_eq!(r.status(), StatusCode::CREATED);
        r.json().await.unwrap()
    }

    /// A new firm, its CEO's token, and a personal union (1,000,000 won × 100 units) of the firm.
    pub async fn firm_with_union(&self, email: &str, firm: &str, business_number: &str) -> (String, i64) {
        self.new_firm(email, firm, business_number).await;
        let t = self.token(email).await;
        let body = json!({
            "name": format!("{firm} 조합"), "fund_type": "2", "unit_price": 1_000_000, "unit_count": 100,
            "payment_method": "1", "recruitment_start_date": "2026-12-01", "recruitment_end_date": "2026-12-31"
        });
        let r = self.post("/api/v1/unions", &body, Some(&t)).await;
        assert_eq!(r.status(), StatusCode::CREATED);
        (t, r.json::<Value>().await.unwrap()["id"].as_i64().unwrap())
    }

    /// Marks the first `steps` steps of the union's formation checklist done, in order, on
    /// past days (the checklist gates 결성진행중 and 결성완료).
    pub async fn complete_formation(&self, token: &str, union: i64, steps: usize) {
        let all = ["plan_approval", "unique_number", "bank_account", "payments", "general_meeting", "registration"];
        for (i, step) in all.into_iter().take(steps).enumerate() {
            let body = json!({ "done_on": format!("2026-01-{:02}", i + 1), "due_on": null, "owner_user_id": null, "note": "" });
            let r = self
                .call(reqwest::Method::PUT, &format!("/api/v1/unions/{union}/formation/{step}"), Some(&body), token)
                .await;
            assert_eq!(r.status(), StatusCode::OK, "{step}");
        }
    }

    pub async fn login_from(&self, email: &str, password: &str, ip: &str) -> Response {
        self.client
            .post(self.url("/api/v1/auth/login"))
            .header("X-Forwarded-For", ip)
            .json(&json!({ "email": email, "password": password }))
            .send()
            .await
            .unwrap()
    }

    pub async fn login(&self, email: &str, password: &str) -> Response {
        self.login_from(email, password, "10.0.0.1").await
    }

    /// Logs in and returns the bearer token.
    pub async fn token(&self, email: &str) -> String {
        let r = self.login(email, PASSWORD).await;
        assert_eq!(r.status(), StatusCode::OK, "login of {email}");
        let v: Value = r.json().await.unwrap();
        v["access_token"].as_str().unwrap().to_string()
    }

    /// Runs SQL directly, for arranging states no endpoint creates (unverified users, expiry).
    pub async fn sql(&self, q: &str) {
        let mut c = AsyncPgConnection::establish(&self.db_url).await.unwrap();
        diesel::sql_query(q).execute(&mut c).await.unwrap();
    }

    /// The single number a SQL query answers (`SELECT count(*) ...`).
    pub async fn count(&self, q: &str) -> i64 {
        let mut c = AsyncPgConnection::establish(&self.db_url).await.unwrap();
        diesel::select(diesel::dsl::sql::<diesel::sql_types::BigInt>(&format!("({q})")))
            .get_result(&mut c)
            .await
            .unwrap()
    }

    /// Files under the local object store folder, as paths relative to it.
    pub fn stored_objects(&self) -> Vec<String> {
        fn walk(dir: &std::path::Path, root: &std::path::Path, out: &mut Vec<String>) {
            let Ok(entries) = std::fs::read_dir(dir) else { return };
            for e in entries.map(|e| e.unwrap().path()) {
                if e.is_dir() {
                    walk(&e, root, out);
                } else {
                    out.push(e.strip_prefix(root).unwrap().display().to_string());
                }
            }
        }
        let root = self.data_dir.join("files");
        let mut out = Vec::new();
        walk(&root, &root, &mut out);
        out.sort();
        out
    }

    /// The plain-text part of every mail written so far, oldest first.
    pub fn mails(&self) -> Vec<(String, String, String)> {
        self.mails_with_files().into_iter().map(|m| (m.to, m.subject, m.text)).collect()
    }

    /// Every mail written so far with its attachments, oldest first.
    pub fn mails_with_files(&self) -> Vec<SeenMail> {
        let Ok(dir) = std::fs::read_dir(&self.mail_dir) else { return Vec::new() };
        let mut files: Vec<_> = dir.map(|e| e.unwrap().path()).collect();
        files.sort_by_key(|p| std::fs::metadata(p).unwrap().modified().unwrap());
        files
            .iter()
            .map(|p| {
                let raw = std::fs::read(p).unwrap();
                let m = mailparse::parse_mail(&raw).unwrap();
                let header = |k: &str| m.headers.iter().find(|h| h.get_key() == k).unwrap().get_value();
                let mut seen = SeenMail {
                    to: header("To"),
                    subject: header("Subject"),
                    text: String::new(),
                    attachments: Vec::new(),
                };
                walk(&m, &mut seen);
                seen
            })
            .collect()
    }
}

/// A mail as its reader sees it.
pub struct SeenMail {
    pub to: String,
    pub subject: String,
    pub text: String,
    /// File name and bytes of each attachment.
    pub attachments: Vec<(String, Vec<u8>)>,
}

fn walk(part: &mailparse::ParsedMail, seen: &mut SeenMail) {
    let disposition = part.get_content_disposition();
    if disposition.disposition == mailparse::DispositionType::Attachment {
        let name = disposition.params.get("filename").cloned().unwrap_or_default();
        seen.attachments.push((name, part.get_body_raw().unwrap()));
    } else if part.ctype.mimetype == "text/plain" && seen.text.is_empty() {
        seen.text = part.get_body().unwrap();
    }
    for sub in &part.subparts {
        walk(sub, seen);
    }
}

/// Asserts a problem+json answer with this status, code and message; returns the body.
pub async fn assert_problem(r: Response, status: StatusCode, code: &str, message: Option<&str>) -> Value {
    assert_eq!(r.status(), status);
    assert_eq!(r.headers()["content-type"], "application/problem+json");
    let v: Value = r.json().await.unwrap();
    assert_eq!(v["code"], code, "{v}");
    if let Some(m) = message {
        assert_eq!(v["message"], m, "{v}");
    }
    v
}
