//! `TestApp` owns a running server and its database; `TestClient` is one
//! browser: its own cookie jar and CSRF token, with one method per endpoint.

use crate::postgres_databases::{admin_url, create_postgres_database};
use cardsmith_server::{App, Config};
use reqwest::{Method, Response, StatusCode};
use sea_orm::{ConnectionTrait, Database, DatabaseConnection};
use serde_json::{Value, json};
use std::path::PathBuf;
use std::sync::Mutex;

pub const PASSWORD: &str = "correct-horse-battery";

/// A path under `/api` that no endpoint answers.
pub const NO_SUCH_ENDPOINT: &str = "/api/no-such-endpoint";

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
    /// On the database the suite runs on (`CARDSMITH_TEST_DATABASE`).
    pub async fn new() -> TestWorld {
        Self::with_postgres(matches!(
            std::env::var("CARDSMITH_TEST_DATABASE").as_deref(),
            Ok("postgres")
        ))
        .await
    }

    /// On a fresh PostgreSQL database whichever one the suite runs on: for
    /// the tests of the scale-out configuration.
    pub async fn on_postgres() -> TestWorld {
        Self::with_postgres(true).await
    }

    async fn with_postgres(on_postgres: bool) -> TestWorld {
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
        // Due cards go out within a fifth of a second of their time.
        config.sending.poll_millis = 200;
        let postgres_db = match on_postgres {
            true => Some(create_postgres_database().await),
            false => None,
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
        Self::spawn_in(TestWorld::new().await, customise).await
    }

    /// Starts the app in `world` after `customise` has adjusted its configuration.
    pub async fn spawn_in(mut world: TestWorld, customise: impl FnOnce(&mut Config)) -> TestApp {
        customise(&mut world.config);
        let config = world.config.clone();
        let app = App::build(config.clone()).await.expect("app builds");
        let base_url = format!("http://127.0.0.1:{}", app.port());
        let db = app.db().clone();
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

    /// Another instance of the app on the same database and files, as a
    /// second server behind a load balancer (or this one after a restart).
    pub async fn second_instance(&self) -> String {
        let app = App::build(self.config.clone()).await.expect("app builds");
        let base_url = format!("http://127.0.0.1:{}", app.port());
        tokio::spawn(app.run_until_stopped());
        base_url
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

    /// A new account that has confirmed its email address, signed in.
    pub async fn verified_user(&self, name: &str) -> TestClient {
        let client = self.signed_in_user(name).await;
        let to = format!("To: {name}@example.com");
        let email = self
            .emails_containing(&to, 1)
            .await
            .into_iter()
            .find(|email| email.contains("/verify-email?token="))
            .expect("a confirmation email");
        let token = link_token(&email, "/verify-email");
        assert_eq!(client.verify_email(&token).await.status(), StatusCode::OK);
        client
    }

    /// Waits until the outbox holds `count` emails containing `needle` (a
    /// link path such as `/reset-password?token=`) and returns them, oldest
    /// first.
    pub async fn emails_containing(&self, needle: &str, count: usize) -> Vec<String> {
        emails_containing(&self.data_dir, needle, count).await
    }

    pub async fn user_id(&self, email: &str) -> String {
        cardsmith_server::store::users::find_by_email(&self.db, email)
            .await
            .unwrap()
            .expect("user exists")
            .id
    }
}

/// Waits until the outbox in `data_dir` holds `count` emails containing
/// `needle` and returns them, oldest first: for instances started as
/// processes on a shared data dir, like `TestApp::emails_containing`.
pub async fn emails_containing(
    data_dir: &std::path::Path,
    needle: &str,
    count: usize,
) -> Vec<String> {
    let dir = data_dir.join("outbox");
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

pub struct TestClient {
    base_url: String,
    http: reqwest::Client,
    csrf: Mutex<Option<String>>,
}

/// One method per endpoint. The ones named after the endpoint answer with the
/// raw response; `me` and `account_summary` assert success and answer with the
/// body (their `_response` twins do not).
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

    /// The same browser (cookies and CSRF token) talking to another
    /// instance, as behind a load balancer.
    pub fn at(&self, base_url: &str) -> Self {
        TestClient {
            base_url: base_url.to_owned(),
            http: self.http.clone(),
            csrf: Mutex::new(self.csrf.lock().unwrap().clone()),
        }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base_url)
    }

    /// A plain `GET` of a page or a file URL from an answer (`imageUrl`).
    pub async fn get(&self, path: &str) -> Response {
        self.http.get(self.url(path)).send().await.expect("GET")
    }

    /// A request built by hand: this browser's cookies, but no CSRF token, body
    /// or other header. For what no endpoint method sends: forged, malformed
    /// or misdirected calls, and conditional requests.
    pub fn raw(&self, method: Method, path: &str) -> reqwest::RequestBuilder {
        self.http.request(method, self.url(path))
    }

    /// Any state-changing call with the CSRF token and a JSON body: for the
    /// checks that walk every operation of the OpenAPI document.
    pub async fn send_json(&self, method: Method, path: &str, body: &Value) -> Response {
        self.send(method, path, Some(body)).await
    }

    /// A state-changing call carrying the CSRF token, like the SPA's.
    async fn send(&self, method: Method, path: &str, body: Option<&Value>) -> Response {
        self.csrf_request(method, path, body)
            .await
            .send()
            .await
            .expect("request")
    }

    async fn csrf_request(
        &self,
        method: Method,
        path: &str,
        body: Option<&Value>,
    ) -> reqwest::RequestBuilder {
        let token = self.csrf_token().await;
        let request = self.raw(method, path).header("CSRF-Token", token);
        match body {
            Some(body) => request.json(body),
            None => request,
        }
    }

    async fn post(&self, path: &str, body: &Value) -> Response {
        self.send(Method::POST, path, Some(body)).await
    }

    // --- CSRF ---

    /// `GET /api/csrf-token`.
    pub async fn csrf_token_response(&self) -> Response {
        self.get("/api/csrf-token").await
    }

    /// The CSRF token of this browser's visit, fetched once.
    pub async fn csrf_token(&self) -> String {
        if let Some(token) = self.csrf.lock().unwrap().clone() {
            return token;
        }
        let response = self.csrf_token_response().await;
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

    // --- Accounts and sessions ---

    pub async fn signup(&self, username: &str, email: &str, password: &str) -> Response {
        self.signup_with(&json!({ "username": username, "email": email, "password": password }))
            .await
    }

    /// `POST /api/auth/signup` with any body, valid or not.
    pub async fn signup_with(&self, body: &Value) -> Response {
        let response = self.post("/api/auth/signup", body).await;
        self.forget_csrf();
        response
    }

    pub async fn login(&self, email: &str, password: &str) -> Response {
        let response = self
            .post(
                "/api/auth/login",
                &json!({ "email": email, "password": password }),
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
        self.login_with_header(email, password, ("X-Forwarded-For", forwarded_for))
            .await
    }

    /// A login from a browser that says it is `user_agent`.
    pub async fn login_from(&self, email: &str, password: &str, user_agent: &str) -> Response {
        let response = self
            .login_with_header(email, password, ("User-Agent", user_agent))
            .await;
        if response.status().is_success() {
            self.forget_csrf();
        }
        response
    }

    async fn login_with_header(
        &self,
        email: &str,
        password: &str,
        (name, value): (&str, &str),
    ) -> Response {
        let body = json!({ "email": email, "password": password });
        self.csrf_request(Method::POST, "/api/auth/login", Some(&body))
            .await
            .header(name, value)
            .send()
            .await
            .expect("login")
    }

    pub async fn logout(&self) -> Response {
        let response = self.send(Method::POST, "/api/auth/logout", None).await;
        self.forget_csrf();
        response
    }

    /// `GET /api/auth/me`.
    pub async fn me_response(&self) -> Response {
        self.get("/api/auth/me").await
    }

    /// The current user, or `Value::Null` when signed out.
    pub async fn me(&self) -> Value {
        let response = self.me_response().await;
        assert_eq!(response.status(), StatusCode::OK);
        response.json().await.unwrap()
    }

    /// Whether this browser's session signs it in.
    pub async fn is_signed_in(&self) -> bool {
        self.me().await != Value::Null
    }

    /// `POST /api/auth/forgot-password`.
    pub async fn forgot_password(&self, email: &str) -> Response {
        self.post("/api/auth/forgot-password", &json!({ "email": email }))
            .await
    }

    /// `POST /api/auth/reset-password`.
    pub async fn reset_password(&self, token: &str, password: &str) -> Response {
        self.post(
            "/api/auth/reset-password",
            &json!({ "token": token, "password": password }),
        )
        .await
    }

    pub async fn verify_email(&self, token: &str) -> Response {
        self.post("/api/auth/verify-email", &json!({ "token": token }))
            .await
    }

    pub async fn resend_verification(&self) -> Response {
        self.send(Method::POST, "/api/auth/verification-email", None)
            .await
    }

    /// `GET /api/account/devices`.
    pub async fn devices(&self) -> Response {
        self.get("/api/account/devices").await
    }

    /// `DELETE /api/account/devices/{id}`.
    pub async fn sign_out_device(&self, id: &str) -> Response {
        self.send(Method::DELETE, &format!("/api/account/devices/{id}"), None)
            .await
    }

    /// `DELETE /api/account/devices`: every session but this one.
    pub async fn sign_out_other_devices(&self) -> Response {
        self.send(Method::DELETE, "/api/account/devices", None)
            .await
    }

    /// `GET /api/account/export`: the latest archive of the account's data.
    pub async fn data_export(&self) -> Response {
        self.get("/api/account/export").await
    }

    /// `POST /api/account/export`: ask for an archive.
    pub async fn request_data_export(&self) -> Response {
        self.send(Method::POST, "/api/account/export", None).await
    }

    /// `GET /api/account/export/{id}/download`.
    pub async fn download_data_export(&self, id: &str) -> Response {
        self.get(&format!("/api/account/export/{id}/download"))
            .await
    }

    /// `POST /api/account/email`.
    pub async fn change_email(&self, new_email: &str, current_password: &str) -> Response {
        self.post(
            "/api/account/email",
            &json!({ "newEmail": new_email, "currentPassword": current_password }),
        )
        .await
    }

    /// `DELETE /api/account` for an account without two-step sign-in.
    pub async fn delete_account(&self, current_password: &str, username: &str) -> Response {
        self.delete_account_with_code(current_password, "", username)
            .await
    }

    /// `DELETE /api/account` with a code of two-step sign-in.
    pub async fn delete_account_with_code(
        &self,
        current_password: &str,
        code: &str,
        username: &str,
    ) -> Response {
        let body =
            json!({ "currentPassword": current_password, "code": code, "username": username });
        self.send(Method::DELETE, "/api/account", Some(&body)).await
    }

    // --- Passkeys ---

    /// `GET /api/account/passkeys`.
    pub async fn passkeys(&self) -> Response {
        self.get("/api/account/passkeys").await
    }

    /// `POST /api/account/passkeys/options`: `proof` is the password (and
    /// code) or `{ "passkey": answer }`.
    pub async fn passkey_add_options(&self, proof: &Value) -> Response {
        self.post("/api/account/passkeys/options", proof).await
    }

    /// `POST /api/account/passkeys`: the browser's new credential.
    pub async fn add_passkey(&self, ceremony: &str, name: &str, credential: &Value) -> Response {
        let body = json!({ "ceremony": ceremony, "name": name, "credential": credential });
        self.post("/api/account/passkeys", &body).await
    }

    /// `PATCH /api/account/passkeys/{id}`.
    pub async fn rename_passkey(&self, id: &str, name: &str) -> Response {
        let body = json!({ "name": name });
        let path = format!("/api/account/passkeys/{id}");
        self.send(Method::PATCH, &path, Some(&body)).await
    }

    /// `DELETE /api/account/passkeys/{id}`.
    pub async fn remove_passkey(&self, id: &str) -> Response {
        let path = format!("/api/account/passkeys/{id}");
        self.send(Method::DELETE, &path, None).await
    }

    /// `POST /api/account/passkeys/confirm`: options to confirm a change with.
    pub async fn passkey_confirm_options(&self) -> Response {
        self.post("/api/account/passkeys/confirm", &json!({})).await
    }

    /// `POST /api/auth/passkey/options`: options to sign in with.
    pub async fn passkey_sign_in_options(&self) -> Response {
        self.post("/api/auth/passkey/options", &json!({})).await
    }

    /// `POST /api/auth/passkey`: signs in with the browser's answer.
    pub async fn passkey_sign_in(&self, ceremony: &str, credential: &Value) -> Response {
        let body = json!({ "ceremony": ceremony, "credential": credential });
        let response = self.post("/api/auth/passkey", &body).await;
        if response.status().is_success() {
            self.forget_csrf();
        }
        response
    }

    /// `POST /api/account/email` confirmed with a passkey.
    pub async fn change_email_with_passkey(&self, new_email: &str, answer: &Value) -> Response {
        let body = json!({ "newEmail": new_email, "passkey": answer });
        self.post("/api/account/email", &body).await
    }

    /// `DELETE /api/account` confirmed with a passkey.
    pub async fn delete_account_with_passkey(&self, answer: &Value, username: &str) -> Response {
        let body = json!({ "passkey": answer, "username": username });
        self.send(Method::DELETE, "/api/account", Some(&body)).await
    }

    // --- Operator console ---

    /// `GET /api/admin/session`.
    pub async fn admin_session(&self) -> Response {
        self.get("/api/admin/session").await
    }

    /// `POST /api/admin/session/verify` with a code.
    pub async fn admin_verify(&self, code: &str) -> Response {
        self.post("/api/admin/session/verify", &json!({ "code": code }))
            .await
    }

    /// `GET /api/admin/accounts?q=`.
    pub async fn admin_search(&self, query: &str) -> Response {
        let url = reqwest::Url::parse_with_params(&self.url("/api/admin/accounts"), [("q", query)])
            .unwrap();
        self.http.get(url).send().await.expect("GET")
    }

    /// `GET /api/admin/accounts/{id}`.
    pub async fn admin_account(&self, id: &str) -> Response {
        self.get(&format!("/api/admin/accounts/{id}")).await
    }

    /// `GET /api/admin/accounts/{id}/ledger`.
    pub async fn admin_ledger(&self, id: &str) -> Response {
        self.get(&format!("/api/admin/accounts/{id}/ledger")).await
    }

    /// `POST /api/admin/accounts/{id}/credits`.
    pub async fn admin_grant(&self, id: &str, credits: u32, reason: &str) -> Response {
        let body = json!({ "credits": credits, "expiresInDays": 30, "reason": reason });
        self.post(&format!("/api/admin/accounts/{id}/credits"), &body)
            .await
    }

    /// `PUT /api/admin/accounts/{id}/suspension`.
    pub async fn admin_suspend(&self, id: &str, suspended: bool, reason: &str) -> Response {
        let body = json!({ "suspended": suspended, "reason": reason });
        let path = format!("/api/admin/accounts/{id}/suspension");
        self.send(Method::PUT, &path, Some(&body)).await
    }

    /// `POST /api/admin/accounts/{id}/sign-out`.
    pub async fn admin_sign_out(&self, id: &str, reason: &str) -> Response {
        let body = json!({ "reason": reason });
        self.post(&format!("/api/admin/accounts/{id}/sign-out"), &body)
            .await
    }

    /// `POST /api/admin/accounts/{id}/api-keys/revoke`.
    pub async fn admin_revoke_keys(&self, id: &str, reason: &str) -> Response {
        let body = json!({ "reason": reason });
        self.post(&format!("/api/admin/accounts/{id}/api-keys/revoke"), &body)
            .await
    }

    /// `POST /api/admin/accounts/{id}/verification-email`.
    pub async fn admin_resend_verification(&self, id: &str, reason: &str) -> Response {
        let body = json!({ "reason": reason });
        let path = format!("/api/admin/accounts/{id}/verification-email");
        self.post(&path, &body).await
    }

    /// `POST /api/admin/accounts/{id}/password-reset`.
    pub async fn admin_password_reset(&self, id: &str, reason: &str) -> Response {
        let body = json!({ "reason": reason });
        let path = format!("/api/admin/accounts/{id}/password-reset");
        self.post(&path, &body).await
    }

    /// `POST /api/admin/payments/{session_id}/refund`.
    pub async fn admin_refund(&self, session_id: &str, reason: &str) -> Response {
        let body = json!({ "reason": reason });
        let path = format!("/api/admin/payments/{session_id}/refund");
        self.post(&path, &body).await
    }

    /// `GET /api/admin/audit` with a query string such as `?account=…`.
    pub async fn admin_audit(&self, query: &str) -> Response {
        self.get(&format!("/api/admin/audit{query}")).await
    }

    /// `GET /api/admin/overview`.
    pub async fn admin_overview(&self) -> Response {
        self.get("/api/admin/overview").await
    }

    /// `GET /api/admin/audit.csv` with a query string.
    pub async fn admin_audit_csv(&self, query: &str) -> Response {
        self.get(&format!("/api/admin/audit.csv{query}")).await
    }

    /// `POST /api/admin/accounts/{id}/deductions`.
    pub async fn admin_deduct(&self, id: &str, credits: u32, reason: &str) -> Response {
        let path = format!("/api/admin/accounts/{id}/deductions");
        self.post(&path, &json!({ "credits": credits, "reason": reason }))
            .await
    }

    /// `POST /api/admin/accounts/{id}/deletion`.
    pub async fn admin_delete_account(&self, id: &str, reason: &str) -> Response {
        let path = format!("/api/admin/accounts/{id}/deletion");
        self.post(&path, &json!({ "reason": reason })).await
    }

    /// `GET /api/admin/moderation` with a query string such as `?status=decided`.
    pub async fn admin_moderation(&self, query: &str) -> Response {
        self.get(&format!("/api/admin/moderation{query}")).await
    }

    /// `GET /api/admin/moderation/{id}`.
    pub async fn admin_moderation_item(&self, id: &str) -> Response {
        self.get(&format!("/api/admin/moderation/{id}")).await
    }

    /// `POST /api/admin/moderation/{id}/restore`.
    pub async fn admin_restore_item(&self, id: &str, reason: &str) -> Response {
        let path = format!("/api/admin/moderation/{id}/restore");
        self.post(&path, &json!({ "reason": reason })).await
    }

    /// `POST /api/admin/moderation/{id}/remove`.
    pub async fn admin_remove_item(&self, id: &str, reason: &str) -> Response {
        let path = format!("/api/admin/moderation/{id}/remove");
        self.post(&path, &json!({ "reason": reason })).await
    }

    // --- Two-step sign-in ---

    /// `POST /api/auth/login/code`: the second step of a sign-in.
    pub async fn login_code(&self, challenge: &str, code: &str) -> Response {
        let body = json!({ "challenge": challenge, "code": code });
        let response = self.post("/api/auth/login/code", &body).await;
        if response.status().is_success() {
            self.forget_csrf();
        }
        response
    }

    /// `GET /api/account/two-factor`.
    pub async fn two_factor_status(&self) -> Response {
        self.get("/api/account/two-factor").await
    }

    /// `POST /api/account/two-factor`: a new secret to confirm.
    pub async fn start_two_factor(&self, current_password: &str) -> Response {
        let body = json!({ "currentPassword": current_password });
        self.post("/api/account/two-factor", &body).await
    }

    /// `POST /api/account/two-factor/confirm`.
    pub async fn confirm_two_factor(&self, code: &str) -> Response {
        let body = json!({ "code": code });
        self.post("/api/account/two-factor/confirm", &body).await
    }

    /// `POST /api/account/two-factor/recovery-codes`: ten new ones.
    pub async fn renew_recovery_codes(&self, code: &str) -> Response {
        let body = json!({ "code": code });
        self.post("/api/account/two-factor/recovery-codes", &body)
            .await
    }

    /// `DELETE /api/account/two-factor`.
    pub async fn disable_two_factor(&self, code: &str) -> Response {
        let body = json!({ "code": code });
        self.send(Method::DELETE, "/api/account/two-factor", Some(&body))
            .await
    }

    pub async fn change_password(&self, current: &str, new: &str) -> Response {
        self.post(
            "/api/account/password",
            &json!({ "currentPassword": current, "newPassword": new }),
        )
        .await
    }

    /// `GET /api/account/summary`.
    pub async fn account_summary_response(&self) -> Response {
        self.get("/api/account/summary").await
    }

    /// `GET /api/account/summary`, asserting success.
    pub async fn account_summary(&self) -> Value {
        let response = self.account_summary_response().await;
        assert_eq!(response.status(), StatusCode::OK);
        response.json().await.unwrap()
    }

    // --- Site and prices ---

    /// `GET /api/site`.
    pub async fn site(&self) -> Response {
        self.get("/api/site").await
    }

    /// `GET /api/pricing`.
    pub async fn pricing(&self) -> Response {
        self.get("/api/pricing").await
    }

    /// `GET /api/credit-packages`.
    pub async fn credit_packages(&self) -> Response {
        self.get("/api/credit-packages").await
    }

    /// `GET /api/transactions` with `query` (e.g. `?page=2&limit=5`, or "").
    pub async fn transactions(&self, query: &str) -> Response {
        self.get(&format!("/api/transactions{query}")).await
    }

    // --- Images ---

    /// `POST /api/images/generate`.
    pub async fn generate(&self, body: &Value) -> Response {
        self.post("/api/images/generate", body).await
    }

    /// `POST /api/images/generate` with an `Idempotency-Key`.
    pub async fn generate_with_key(&self, body: &Value, key: &str) -> Response {
        self.csrf_request(Method::POST, "/api/images/generate", Some(body))
            .await
            .header("Idempotency-Key", key)
            .send()
            .await
            .expect("request")
    }

    /// `POST /api/images/generate` or `/api/cards/generate` (`path`) asking to
    /// watch previews (`Accept: text/event-stream`), with an `Idempotency-Key`
    /// when given.
    pub async fn generate_watched(&self, path: &str, body: &Value, key: Option<&str>) -> Response {
        let mut request = self
            .csrf_request(Method::POST, path, Some(body))
            .await
            .header("Accept", "text/event-stream");
        if let Some(key) = key {
            request = request.header("Idempotency-Key", key);
        }
        request.send().await.expect("request")
    }

    /// `GET /api/images` with `query` (e.g. `?page=2&search=cake`, or "").
    pub async fn images(&self, query: &str) -> Response {
        self.get(&format!("/api/images{query}")).await
    }

    /// `GET /api/images/recent`.
    pub async fn recent_images(&self) -> Response {
        self.get("/api/images/recent").await
    }

    /// `GET /api/images/{id}`.
    pub async fn image(&self, id: &str) -> Response {
        self.get(&format!("/api/images/{id}")).await
    }

    /// `DELETE /api/images/{id}`.
    pub async fn delete_image(&self, id: &str) -> Response {
        self.send(Method::DELETE, &format!("/api/images/{id}"), None)
            .await
    }

    /// `POST /api/images/{id}/revise`, with an `Idempotency-Key` when given,
    /// asking to watch previews when `watch` is true.
    pub async fn revise_image(
        &self,
        id: &str,
        body: &Value,
        key: Option<&str>,
        watch: bool,
    ) -> Response {
        let path = format!("/api/images/{id}/revise");
        let mut request = self.csrf_request(Method::POST, &path, Some(body)).await;
        if let Some(key) = key {
            request = request.header("Idempotency-Key", key);
        }
        if watch {
            request = request.header("Accept", "text/event-stream");
        }
        request.send().await.expect("request")
    }

    /// `GET /api/images/{id}/versions`.
    pub async fn image_versions(&self, id: &str) -> Response {
        self.get(&format!("/api/images/{id}/versions")).await
    }

    /// `POST /api/images/{id}/share`.
    pub async fn share_image(&self, id: &str) -> Response {
        self.send(Method::POST, &format!("/api/images/{id}/share"), None)
            .await
    }

    /// `DELETE /api/images/{id}/share`.
    pub async fn unshare_image(&self, id: &str) -> Response {
        self.send(Method::DELETE, &format!("/api/images/{id}/share"), None)
            .await
    }

    /// `GET /api/s/{token}`: a shared image, as anyone sees it.
    pub async fn shared_image(&self, token: &str) -> Response {
        self.get(&format!("/api/s/{token}")).await
    }

    /// `GET /api/s/{token}/image`.
    pub async fn shared_image_file(&self, token: &str) -> Response {
        self.get(&format!("/api/s/{token}/image")).await
    }

    /// `GET /api/images/file/{key}`, for a key written in a test (answers
    /// carry whole file URLs: `get` those).
    pub async fn image_file(&self, key: &str) -> Response {
        self.get(&format!("/api/images/file/{key}")).await
    }

    // --- Cards ---

    /// `POST /api/cards/generate`.
    pub async fn generate_card(&self, body: Value) -> Response {
        self.post("/api/cards/generate", &body).await
    }

    /// `GET /api/cards/suggestions` with `query` (`?category=wedding&tone=short`).
    pub async fn card_suggestions(&self, query: &str) -> Response {
        self.get(&format!("/api/cards/suggestions{query}")).await
    }

    /// `PATCH /api/images/{id}/text`.
    pub async fn edit_card_text(&self, id: &str, body: Value) -> Response {
        self.send(
            Method::PATCH,
            &format!("/api/images/{id}/text"),
            Some(&body),
        )
        .await
    }

    /// `GET /api/images/{id}/card.pdf` with `query` (`?paper=a4`).
    pub async fn card_pdf(&self, id: &str, query: &str) -> Response {
        self.get(&format!("/api/images/{id}/card.pdf{query}")).await
    }

    // --- API keys ---

    /// `GET /api/api-keys`.
    pub async fn api_keys(&self) -> Response {
        self.get("/api/api-keys").await
    }

    /// `POST /api/api-keys`.
    pub async fn create_api_key(&self, name: &str) -> Response {
        self.post("/api/api-keys", &json!({ "name": name })).await
    }

    /// `DELETE /api/api-keys/{id}`.
    pub async fn revoke_api_key(&self, id: &str) -> Response {
        self.send(Method::DELETE, &format!("/api/api-keys/{id}"), None)
            .await
    }

    /// A new key's secret, asserting it was created.
    pub async fn new_api_key(&self, name: &str) -> String {
        let response = self.create_api_key(name).await;
        assert_eq!(response.status(), StatusCode::CREATED);
        let body: Value = response.json().await.unwrap();
        body["secret"].as_str().unwrap().to_owned()
    }

    // --- Sending cards ---

    /// `POST /api/sends`.
    pub async fn send_card(&self, body: &Value) -> Response {
        self.post("/api/sends", body).await
    }

    /// `GET /api/sends` with `query` (`?page=2`).
    pub async fn sends(&self, query: &str) -> Response {
        self.get(&format!("/api/sends{query}")).await
    }

    /// `GET /api/sends/{id}`.
    pub async fn get_send(&self, id: &str) -> Response {
        self.get(&format!("/api/sends/{id}")).await
    }

    /// `PUT /api/sends/{id}`.
    pub async fn edit_send(&self, id: &str, body: &Value) -> Response {
        self.send(Method::PUT, &format!("/api/sends/{id}"), Some(body))
            .await
    }

    /// `DELETE /api/sends/{id}`: cancels what has not gone out.
    pub async fn cancel_send(&self, id: &str) -> Response {
        self.send(Method::DELETE, &format!("/api/sends/{id}"), None)
            .await
    }

    /// `POST /api/sends/{id}/recipients/{recipient}/resend`.
    pub async fn resend_card(&self, id: &str, recipient: &str) -> Response {
        let path = format!("/api/sends/{id}/recipients/{recipient}/resend");
        self.send(Method::POST, &path, None).await
    }

    // --- Group cards ---

    /// `POST /api/group-cards`.
    pub async fn start_group_card(&self, body: &Value) -> Response {
        self.post("/api/group-cards", body).await
    }

    /// `GET /api/group-cards`.
    pub async fn group_cards(&self) -> Response {
        self.get("/api/group-cards").await
    }

    /// `GET /api/group-cards/{id}`.
    pub async fn group_card(&self, id: &str) -> Response {
        self.get(&format!("/api/group-cards/{id}")).await
    }

    /// `DELETE /api/group-cards/{id}`: calls it off.
    pub async fn cancel_group_card(&self, id: &str) -> Response {
        self.send(Method::DELETE, &format!("/api/group-cards/{id}"), None)
            .await
    }

    /// `POST /api/group-cards/{id}/invites`.
    pub async fn invite_signers(&self, id: &str, emails: &[&str]) -> Response {
        let path = format!("/api/group-cards/{id}/invites");
        self.post(&path, &json!({ "emails": emails })).await
    }

    /// `POST /api/group-cards/{id}/share-link`: a new link.
    pub async fn rotate_share_link(&self, id: &str) -> Response {
        let path = format!("/api/group-cards/{id}/share-link");
        self.send(Method::POST, &path, None).await
    }

    /// `DELETE /api/group-cards/{id}/share-link`.
    pub async fn close_share_link(&self, id: &str) -> Response {
        let path = format!("/api/group-cards/{id}/share-link");
        self.send(Method::DELETE, &path, None).await
    }

    /// `PATCH /api/group-cards/{id}/messages/{message}`.
    pub async fn hide_group_message(&self, id: &str, message: &str, hidden: bool) -> Response {
        let path = format!("/api/group-cards/{id}/messages/{message}");
        self.send(Method::PATCH, &path, Some(&json!({ "hidden": hidden })))
            .await
    }

    /// `DELETE /api/group-cards/{id}/messages/{message}`.
    pub async fn delete_group_message(&self, id: &str, message: &str) -> Response {
        let path = format!("/api/group-cards/{id}/messages/{message}");
        self.send(Method::DELETE, &path, None).await
    }

    /// `POST /api/group-cards/{id}/reminders`.
    pub async fn remind_signers(&self, id: &str) -> Response {
        let path = format!("/api/group-cards/{id}/reminders");
        self.send(Method::POST, &path, None).await
    }

    /// `POST /api/group-cards/{id}/send`.
    pub async fn send_group_card_now(&self, id: &str) -> Response {
        let path = format!("/api/group-cards/{id}/send");
        self.send(Method::POST, &path, None).await
    }

    /// `GET /api/sign/{token}`.
    pub async fn signing_page(&self, token: &str) -> Response {
        self.get(&format!("/api/sign/{token}")).await
    }

    /// `POST /api/sign/{token}/messages`.
    pub async fn sign_card(&self, token: &str, body: &Value) -> Response {
        self.post(&format!("/api/sign/{token}/messages"), body)
            .await
    }

    /// `PUT /api/sign/{token}/messages/{message}`.
    pub async fn edit_signed_message(&self, token: &str, message: &str, body: &Value) -> Response {
        let path = format!("/api/sign/{token}/messages/{message}");
        self.send(Method::PUT, &path, Some(body)).await
    }

    /// `DELETE /api/sign/{token}/messages/{message}`.
    pub async fn delete_signed_message(&self, token: &str, message: &str) -> Response {
        let path = format!("/api/sign/{token}/messages/{message}");
        self.send(Method::DELETE, &path, None).await
    }

    /// `POST /api/sign/{token}/stop-reminders`.
    pub async fn stop_signing_reminders(&self, token: &str) -> Response {
        let path = format!("/api/sign/{token}/stop-reminders");
        self.send(Method::POST, &path, None).await
    }

    /// `GET /api/sign/{token}/suggestions` with `query` (`?tone=warm`).
    pub async fn signing_suggestions(&self, token: &str, query: &str) -> Response {
        self.get(&format!("/api/sign/{token}/suggestions{query}"))
            .await
    }

    /// `GET /api/c/{token}`: the card page's data (marks it opened).
    pub async fn received_card(&self, token: &str) -> Response {
        self.get(&format!("/api/c/{token}")).await
    }

    /// `GET /api/c/{token}/card.pdf` with `query`.
    pub async fn received_card_pdf(&self, token: &str, query: &str) -> Response {
        self.get(&format!("/api/c/{token}/card.pdf{query}")).await
    }

    /// `POST /api/c/{token}/thanks`.
    pub async fn thank_sender(&self, token: &str, message: &str) -> Response {
        self.post(
            &format!("/api/c/{token}/thanks"),
            &json!({ "message": message }),
        )
        .await
    }

    /// `POST /api/c/{token}/report`.
    pub async fn report_card(&self, token: &str) -> Response {
        self.send(Method::POST, &format!("/api/c/{token}/report"), None)
            .await
    }

    /// `POST /api/c/{token}/messages/{id}/report`.
    pub async fn report_group_message(&self, token: &str, message_id: &str) -> Response {
        let path = format!("/api/c/{token}/messages/{message_id}/report");
        self.send(Method::POST, &path, None).await
    }

    /// `POST /api/unsubscribe?{query}` the way a mail provider's one-click
    /// unsubscribe calls it (RFC 8058): a form body, no cookies, no CSRF token.
    pub async fn one_click_unsubscribe(&self, query: &str) -> Response {
        reqwest::Client::new()
            .post(self.url(&format!("/api/unsubscribe?{query}")))
            .header("content-type", "application/x-www-form-urlencoded")
            .body("List-Unsubscribe=One-Click")
            .send()
            .await
            .expect("unsubscribe")
    }

    // --- Dates to remember ---

    /// `GET /api/reminders`.
    pub async fn reminders(&self) -> Response {
        self.get("/api/reminders").await
    }

    /// `POST /api/reminders`.
    pub async fn add_reminder(&self, body: &Value) -> Response {
        self.post("/api/reminders", body).await
    }

    /// `PUT /api/reminders/{id}`.
    pub async fn update_reminder(&self, id: &str, body: &Value) -> Response {
        self.send(Method::PUT, &format!("/api/reminders/{id}"), Some(body))
            .await
    }

    /// `DELETE /api/reminders/{id}`.
    pub async fn delete_reminder(&self, id: &str) -> Response {
        self.send(Method::DELETE, &format!("/api/reminders/{id}"), None)
            .await
    }

    /// `PUT /api/reminders/settings`.
    pub async fn reminder_settings(&self, paused: bool) -> Response {
        let body = json!({ "paused": paused });
        self.send(Method::PUT, "/api/reminders/settings", Some(&body))
            .await
    }

    // --- Checkout ---

    /// `POST /api/checkout/create-session` for `package_id`.
    pub async fn checkout(&self, package_id: &str) -> Response {
        self.checkout_with(&json!({ "packageId": package_id }))
            .await
    }

    /// `POST /api/checkout/create-session` with any body, valid or not.
    pub async fn checkout_with(&self, body: &Value) -> Response {
        self.post("/api/checkout/create-session", body).await
    }

    /// `GET /api/checkout/sessions/{id}`: the return page's status check.
    pub async fn checkout_status(&self, session_id: &str) -> Response {
        self.get(&format!("/api/checkout/sessions/{session_id}"))
            .await
    }

    /// `GET /api/checkout/demo/{id}`: the demo checkout page's data.
    pub async fn demo_checkout(&self, session_id: &str) -> Response {
        self.get(&format!("/api/checkout/demo/{session_id}")).await
    }

    /// `POST /api/checkout/demo/{id}/complete` with `body` (`{"outcome": "paid"}`).
    pub async fn complete_demo_checkout(&self, session_id: &str, body: &Value) -> Response {
        self.post(&format!("/api/checkout/demo/{session_id}/complete"), body)
            .await
    }

    /// `POST /api/webhooks/stripe` the way Stripe calls it: the raw body, the
    /// `Stripe-Signature` header when given, and none of this browser's
    /// cookies or CSRF token.
    pub async fn stripe_webhook(&self, payload: &[u8], signature: Option<&str>) -> Response {
        let mut request = reqwest::Client::new()
            .post(self.url("/api/webhooks/stripe"))
            .header("content-type", "application/json")
            .body(payload.to_vec());
        if let Some(signature) = signature {
            request = request.header("stripe-signature", signature);
        }
        request.send().await.expect("webhook delivery")
    }
}

/// The token of the first link to `path` (`/verify-email`) in an email.
pub fn link_token(email: &str, path: &str) -> String {
    let marker = format!("{path}?token=");
    let start = email.find(&marker).expect("the email has the link") + marker.len();
    email[start..].split_whitespace().next().unwrap().to_owned()
}

/// The `message` of a JSON error body, asserting the status first.
/// The message of a form field's error, asserting a 400.
pub async fn field_error(response: Response, field: &str) -> String {
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: Value = response.json().await.unwrap();
    body["errors"][field]
        .as_str()
        .unwrap_or_else(|| panic!("no error on {field}: {body}"))
        .to_owned()
}

pub async fn error_message(response: Response, status: StatusCode) -> String {
    assert_eq!(response.status(), status);
    let body: Value = response.json().await.expect("error bodies are JSON");
    body["message"]
        .as_str()
        .expect("error has a message")
        .to_owned()
}

/// The real server binary, started as its own process on `config`'s
/// database and files, with `env` on top (its own settings for the test).
pub fn start_server_process(
    config: &Config,
    port: u16,
    env: &[(&str, String)],
) -> std::process::Child {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_cardsmith"));
    command
        .args(["serve", "--addr", &format!("127.0.0.1:{port}")])
        .arg("--data-dir")
        .arg(&config.data_dir)
        .env("CARDSMITH_DATABASE_URL", config.database_url())
        .env(
            "CARDSMITH_RESERVATION_LEASE_SECS",
            config.reservation_lease_secs.to_string(),
        )
        .env("CARDSMITH_SEED_EXAMPLE_IMAGES", "false")
        .env("RUST_LOG", "warn")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null());
    for (name, value) in env {
        command.env(name, value);
    }
    command.spawn().expect("the cardsmith binary starts")
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Waits until the server at `base_url` is ready, for up to 30 s.
pub async fn wait_until_up(base_url: &str) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while !reqwest::get(format!("{base_url}/readyz"))
        .await
        .is_ok_and(|r| r.status() == StatusCode::OK)
    {
        assert!(
            std::time::Instant::now() < deadline,
            "{base_url} did not start"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
}
