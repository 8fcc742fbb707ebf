//! `TestApp` owns a running server and its database; `TestClient` is one
//! browser: its own cookie jar and CSRF token, with one method per endpoint.

use cardsmith_server::{App, Config};
use reqwest::{Response, StatusCode};
use sea_orm::{ConnectionTrait, Database, DatabaseConnection};
use serde_json::{Value, json};
use std::path::PathBuf;
use std::sync::Mutex;

pub const PASSWORD: &str = "correct-horse-battery";

/// A lease for reservations made directly through the ledger in tests.
pub fn test_lease() -> cardsmith_server::store::ledger::Lease {
    cardsmith_server::store::ledger::Lease::new("test", chrono::Duration::seconds(30))
}

pub struct TestApp {
    pub base_url: String,
    pub db: DatabaseConnection,
    pub data_dir: PathBuf,
    pub client: TestClient,
    /// The configuration the app was built with, to start a second instance
    /// on the same database.
    pub config: Config,
    _world: TestWorld,
}

/// A fresh data dir, and a fresh PostgreSQL database when the tests run on
/// it, with a configuration pointing at them; removed again on drop. Tests
/// that start their own instances (or processes) use it directly.
pub struct TestWorld {
    pub config: Config,
    pub data_dir: PathBuf,
    postgres_db: Option<(String, String)>,
}

impl TestWorld {
    pub async fn new() -> TestWorld {
        let data_dir =
            std::env::temp_dir().join(format!("cardsmith-test-{}", uuid::Uuid::new_v4()));
        let mut config = Config {
            addr: "127.0.0.1:0".parse().unwrap(),
            data_dir: data_dir.clone(),
            password_hash_concurrency: 8,
            // Every test signs up from 127.0.0.1; the tests of the sign-up
            // throttle set their own limit.
            signups_per_hour: 10_000,
            ..Config::default()
        };
        // Rendering the landing page's examples costs CPU every test would pay
        // for; the tests that look at them turn it back on.
        config.images.seed_example_images = false;
        let postgres_db = match std::env::var("CARDSMITH_TEST_DATABASE").as_deref() {
            Ok("postgres") => Some(create_postgres_database().await),
            _ => None,
        };
        if let Some((_, url)) = &postgres_db {
            config.database_url = Some(cardsmith_server::secret::Secret::new(url.clone()));
        }
        TestWorld {
            config,
            data_dir,
            postgres_db,
        }
    }
}

impl TestApp {
    pub async fn spawn() -> TestApp {
        Self::spawn_with(|_| {}).await
    }

    /// Starts the app after `customise` has adjusted its configuration.
    pub async fn spawn_with(customise: impl FnOnce(&mut Config)) -> TestApp {
        let mut world = TestWorld::new().await;
        customise(&mut world.config);
        let config = world.config.clone();
        let app = App::build(config.clone()).await.expect("app builds");
        let base_url = format!("http://127.0.0.1:{}", app.port());
        let db = app.state().db.clone();
        tokio::spawn(app.run_until_stopped());
        TestApp {
            client: TestClient::new(&base_url),
            base_url,
            db,
            data_dir: world.data_dir.clone(),
            config,
            _world: world,
        }
    }

    /// Another browser, with cookies of its own.
    pub fn new_client(&self) -> TestClient {
        TestClient::new(&self.base_url)
    }

    /// A new account signed in on a new client.
    pub async fn signed_in_user(&self, name: &str) -> TestClient {
        let client = self.new_client();
        let response = client
            .signup(name, &format!("{name}@example.com"), PASSWORD)
            .await;
        assert_eq!(response.status(), StatusCode::CREATED, "signup of {name}");
        client
    }

    /// Waits until the outbox holds `count` emails containing `needle` (a
    /// link path such as `/reset-password?token=`) and returns them, oldest
    /// first.
    pub async fn emails_containing(&self, needle: &str, count: usize) -> Vec<String> {
        let dir = self.data_dir.join("outbox");
        for _ in 0..200 {
            let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
                .map(|entries| entries.filter_map(|e| e.ok()).map(|e| e.path()).collect())
                .unwrap_or_default();
            files.retain(|path| path.extension().is_some_and(|ext| ext == "eml"));
            // Names start with the time of sending.
            files.sort();
            let emails: Vec<String> = files
                .iter()
                .filter_map(|path| std::fs::read_to_string(path).ok())
                .filter(|text| text.contains(needle))
                .collect();
            if emails.len() >= count {
                return emails;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        panic!(
            "expected {count} emails containing {needle} in {}",
            dir.display()
        );
    }

    pub async fn user_id(&self, email: &str) -> String {
        cardsmith_server::store::users::find_by_email(&self.db, email)
            .await
            .unwrap()
            .expect("user exists")
            .id
    }
}

impl Drop for TestWorld {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.data_dir);
        if let Some((name, _)) = self.postgres_db.take() {
            // Dropping needs a connection of its own, outside the test's runtime.
            std::thread::spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .unwrap();
                runtime.block_on(async {
                    if let Ok(admin) = Database::connect(admin_url()).await {
                        let _ = admin
                            .execute_unprepared(&format!(
                                "DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"
                            ))
                            .await;
                    }
                });
            })
            .join()
            .ok();
        }
    }
}

fn admin_url() -> String {
    std::env::var("CARDSMITH_TEST_POSTGRES_URL")
        .expect("CARDSMITH_TEST_DATABASE=postgres needs CARDSMITH_TEST_POSTGRES_URL")
}

async fn create_postgres_database() -> (String, String) {
    let admin = admin_url();
    let name = format!("cardsmith_test_{}", uuid::Uuid::new_v4().simple());
    let connection = Database::connect(admin.clone())
        .await
        .expect("connect to PostgreSQL");
    connection
        .execute_unprepared(&format!("CREATE DATABASE \"{name}\""))
        .await
        .expect("create database");
    let base = admin
        .rsplit_once('/')
        .map(|(base, _)| base)
        .unwrap_or(&admin);
    (name.clone(), format!("{base}/{name}"))
}

pub struct TestClient {
    pub base_url: String,
    pub http: reqwest::Client,
    csrf: Mutex<Option<String>>,
}

impl TestClient {
    /// A browser for the app at `base_url`.
    pub fn new(base_url: &str) -> Self {
        let http = reqwest::Client::builder()
            .cookie_store(true)
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .unwrap();
        TestClient {
            base_url: base_url.to_owned(),
            http,
            csrf: Mutex::new(None),
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base_url)
    }

    pub async fn get(&self, path: &str) -> Response {
        self.http.get(self.url(path)).send().await.expect("GET")
    }

    pub async fn csrf_token(&self) -> String {
        if let Some(token) = self.csrf.lock().unwrap().clone() {
            return token;
        }
        let response = self.get("/api/csrf-token").await;
        assert_eq!(response.status(), StatusCode::OK);
        let token = response.json::<Value>().await.unwrap()["csrfToken"]
            .as_str()
            .unwrap()
            .to_owned();
        *self.csrf.lock().unwrap() = Some(token.clone());
        token
    }

    /// Forgets the CSRF token, as the SPA does after signing in or out.
    pub fn forget_csrf(&self) {
        *self.csrf.lock().unwrap() = None;
    }

    /// A state-changing call carrying the CSRF token, like the SPA's.
    pub async fn send(&self, method: reqwest::Method, path: &str, body: Option<Value>) -> Response {
        let token = self.csrf_token().await;
        let mut request = self
            .http
            .request(method, self.url(path))
            .header("CSRF-Token", token);
        if let Some(body) = body {
            request = request.json(&body);
        }
        request.send().await.expect("request")
    }

    pub async fn post(&self, path: &str, body: Value) -> Response {
        self.send(reqwest::Method::POST, path, Some(body)).await
    }

    pub async fn signup(&self, username: &str, email: &str, password: &str) -> Response {
        let response = self
            .post(
                "/api/auth/signup",
                json!({ "username": username, "email": email, "password": password }),
            )
            .await;
        self.forget_csrf();
        response
    }

    pub async fn login(&self, email: &str, password: &str) -> Response {
        let response = self
            .post(
                "/api/auth/login",
                json!({ "email": email, "password": password }),
            )
            .await;
        if response.status().is_success() {
            self.forget_csrf();
        }
        response
    }

    /// A login that arrived through a proxy which sent `forwarded_for`.
    pub async fn login_forwarded(
        &self,
        email: &str,
        password: &str,
        forwarded_for: &str,
    ) -> Response {
        let token = self.csrf_token().await;
        self.http
            .post(self.url("/api/auth/login"))
            .header("CSRF-Token", token)
            .header("X-Forwarded-For", forwarded_for)
            .json(&json!({ "email": email, "password": password }))
            .send()
            .await
            .expect("login")
    }

    pub async fn verify_email(&self, token: &str) -> Response {
        self.post("/api/auth/verify-email", json!({ "token": token }))
            .await
    }

    pub async fn resend_verification(&self) -> Response {
        self.send(reqwest::Method::POST, "/api/auth/verification-email", None)
            .await
    }

    pub async fn change_password(&self, current: &str, new: &str) -> Response {
        self.post(
            "/api/account/password",
            json!({ "currentPassword": current, "newPassword": new }),
        )
        .await
    }

    pub async fn logout(&self) -> Response {
        let response = self
            .send(reqwest::Method::POST, "/api/auth/logout", None)
            .await;
        self.forget_csrf();
        response
    }

    /// The current user, or `Value::Null` when signed out.
    pub async fn me(&self) -> Value {
        let response = self.get("/api/auth/me").await;
        assert_eq!(response.status(), StatusCode::OK);
        response.json().await.unwrap()
    }

    /// `GET /api/transactions` with `query` (e.g. `?page=2&limit=5`, or "").
    pub async fn transactions(&self, query: &str) -> Response {
        self.get(&format!("/api/transactions{query}")).await
    }

    /// `GET /api/account/summary`, asserting success.
    pub async fn account_summary(&self) -> Value {
        let response = self.get("/api/account/summary").await;
        assert_eq!(response.status(), StatusCode::OK);
        response.json().await.unwrap()
    }

    /// `DELETE /api/images/{id}`.
    pub async fn delete_image(&self, id: &str) -> Response {
        self.send(reqwest::Method::DELETE, &format!("/api/images/{id}"), None)
            .await
    }
}

/// The `message` of a JSON error body, asserting the status first.
/// The token of the first link to `path` (`/verify-email`) in an email.
pub fn link_token(email: &str, path: &str) -> String {
    let marker = format!("{path}?token=");
    let start = email.find(&marker).expect("the email has the link") + marker.len();
    email[start..].split_whitespace().next().unwrap().to_owned()
}

pub async fn error_message(response: Response, status: StatusCode) -> String {
    assert_eq!(response.status(), status);
    let body: Value = response.json().await.expect("error bodies are JSON");
    body["message"]
        .as_str()
        .expect("error has a message")
        .to_owned()
}
