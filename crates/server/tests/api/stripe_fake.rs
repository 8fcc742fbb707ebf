//! A local stand-in for Stripe's Checkout Sessions and Refunds APIs
//! (wiremock) that keeps the sessions it created, so a test can "pay" one,
//! and helpers to deliver signed webhooks to the app.

use crate::checkout_support::checkout_url;
use crate::helpers::{TestApp, TestClient};
use cardsmith_server::payments::settings::PaymentsMode;
use cardsmith_server::secret::Secret;
use reqwest::Response;
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use wiremock::matchers::{header, method, path, path_regex};
use wiremock::{Mock, MockServer, Request, ResponseTemplate};

pub const SECRET_KEY: &str = "sk_test_cardsmith_fake";
pub const WEBHOOK_SECRET: &str = "whsec_cardsmith_fake";
pub const COMPLETED: &str = "checkout.session.completed";

type Sessions = Arc<Mutex<HashMap<String, Value>>>;

pub struct FakeStripe {
    pub server: MockServer,
    sessions: Sessions,
    /// How long Stripe takes to answer a session look-up.
    retrieve_delay: Arc<Mutex<Duration>>,
    refuse_refunds: Arc<AtomicBool>,
}

impl FakeStripe {
    /// A fake Stripe, and an app in Stripe mode talking to it.
    pub async fn with_app() -> (FakeStripe, TestApp) {
        let stripe = FakeStripe::start().await;
        let app = spawn_with_stripe_at(&stripe.server.uri(), SECRET_KEY, WEBHOOK_SECRET).await;
        (stripe, app)
    }

    pub async fn start() -> FakeStripe {
        let server = MockServer::start().await;
        let sessions = Sessions::default();
        let store = sessions.clone();
        Mock::given(method("POST"))
            .and(path("/v1/checkout/sessions"))
            .and(header("authorization", format!("Bearer {SECRET_KEY}")))
            .respond_with(move |request: &Request| {
                let session = session_from_form(request);
                let id = session["id"].as_str().unwrap().to_owned();
                store.lock().unwrap().insert(id, session.clone());
                ResponseTemplate::new(200).set_body_json(session)
            })
            .mount(&server)
            .await;
        let store = sessions.clone();
        let retrieve_delay = Arc::new(Mutex::new(Duration::ZERO));
        let delay = retrieve_delay.clone();
        Mock::given(method("GET"))
            .and(path_regex(r"^/v1/checkout/sessions/[A-Za-z0-9_]+$"))
            .and(header("authorization", format!("Bearer {SECRET_KEY}")))
            .respond_with(move |request: &Request| {
                let id = request.url.path().rsplit('/').next().unwrap();
                let answer = match store.lock().unwrap().get(id) {
                    Some(session) => ResponseTemplate::new(200).set_body_json(session),
                    None => ResponseTemplate::new(404).set_body_json(json!({
                        "error": {"message": format!("No such checkout.session: '{id}'"),
                                  "type": "invalid_request_error"}
                    })),
                };
                answer.set_delay(*delay.lock().unwrap())
            })
            .mount(&server)
            .await;
        let refuse = Arc::new(AtomicBool::new(false));
        let refusing = refuse.clone();
        let refunds: Arc<Mutex<HashMap<String, Value>>> = Arc::default();
        Mock::given(method("POST"))
            .and(path("/v1/refunds"))
            .and(header("authorization", format!("Bearer {SECRET_KEY}")))
            .respond_with(move |request: &Request| {
                if refusing.load(Ordering::SeqCst) {
                    return ResponseTemplate::new(400).set_body_json(json!({
                        "error": {"message": "Charge has already been refunded.",
                                  "type": "invalid_request_error",
                                  "code": "charge_already_refunded"}
                    }));
                }
                // As Stripe does: the same Idempotency-Key answers the same refund.
                let key = request.headers["idempotency-key"]
                    .to_str()
                    .unwrap()
                    .to_owned();
                let form: HashMap<String, String> = url::form_urlencoded::parse(&request.body)
                    .into_owned()
                    .collect();
                let mut made = refunds.lock().unwrap();
                let count = made.len();
                let refund = made.entry(key).or_insert_with(|| {
                    json!({
                        "id": format!("re_fake_{count}"),
                        "object": "refund",
                        "amount": 499,
                        "status": "succeeded",
                        "payment_intent": form["payment_intent"],
                    })
                });
                ResponseTemplate::new(200).set_body_json(refund.clone())
            })
            .mount(&server)
            .await;
        FakeStripe {
            server,
            sessions,
            retrieve_delay,
            refuse_refunds: refuse,
        }
    }

    /// From now on, Stripe refuses every refund.
    pub fn refuse_refunds(&self) {
        self.refuse_refunds.store(true, Ordering::SeqCst);
    }

    /// The refunds the app asked Stripe for (repeats included).
    pub async fn refund_requests(&self) -> Vec<Request> {
        self.requests()
            .await
            .into_iter()
            .filter(|r| r.url.path() == "/v1/refunds")
            .collect()
    }

    /// From now on, session look-ups take `delay` to answer.
    pub fn slow_down(&self, delay: Duration) {
        *self.retrieve_delay.lock().unwrap() = delay;
    }

    /// A new user (`name`) with a paid session for the starter package, not
    /// yet credited: returns the user's client and the session id.
    pub async fn paid_session(&self, app: &TestApp, name: &str) -> (TestClient, String) {
        let client = app.signed_in_user(name).await;
        let id = open_checkout(&client, "starter").await;
        self.pay(&id);
        (client, id)
    }

    /// Adds a session the app did not open (as if made elsewhere on the account).
    pub fn insert(&self, session: Value) {
        let id = session["id"].as_str().unwrap().to_owned();
        self.sessions.lock().unwrap().insert(id, session);
    }

    pub fn session(&self, id: &str) -> Value {
        self.sessions.lock().unwrap()[id].clone()
    }

    /// Changes a session as Stripe would after the buyer acts.
    pub fn update(&self, id: &str, change: impl FnOnce(&mut Value)) {
        change(
            self.sessions
                .lock()
                .unwrap()
                .get_mut(id)
                .expect("known session"),
        );
    }

    /// The buyer paid: the session is complete and paid.
    pub fn pay(&self, id: &str) {
        self.update(id, |s| {
            s["status"] = json!("complete");
            s["payment_status"] = json!("paid");
            s["url"] = Value::Null;
            s["payment_intent"] = json!(payment_intent_of(s["id"].as_str().unwrap()));
        });
    }

    /// The only session created so far.
    pub fn only_session_id(&self) -> String {
        let sessions = self.sessions.lock().unwrap();
        assert_eq!(sessions.len(), 1, "exactly one session was created");
        sessions.keys().next().unwrap().clone()
    }

    /// How many times the app asked Stripe for this session.
    pub async fn retrievals(&self, id: &str) -> usize {
        let wanted = format!("/v1/checkout/sessions/{id}");
        self.requests()
            .await
            .iter()
            .filter(|r| r.method.as_str() == "GET" && r.url.path() == wanted)
            .count()
    }

    pub async fn requests(&self) -> Vec<Request> {
        self.server.received_requests().await.unwrap_or_default()
    }
}

/// An app in Stripe mode whose Stripe API is at `api_base`.
pub async fn spawn_with_stripe_at(
    api_base: &str,
    secret_key: &str,
    webhook_secret: &str,
) -> TestApp {
    TestApp::spawn_with(|config| {
        config.payments.mode = PaymentsMode::Stripe;
        config.payments.stripe_secret_key = Some(Secret::new(secret_key));
        config.payments.stripe_webhook_secret = Some(Secret::new(webhook_secret));
        config.payments.stripe_api_base = api_base.to_owned();
    })
    .await
}

/// The payment intent the fake gives a session once it is paid.
pub fn payment_intent_of(session_id: &str) -> String {
    format!("pi_{}", session_id.trim_start_matches("cs_test_"))
}

/// A session as Stripe answers a create call, from the form the app sent.
fn session_from_form(request: &Request) -> Value {
    let form: HashMap<String, String> = url::form_urlencoded::parse(&request.body)
        .into_owned()
        .collect();
    let id = format!("cs_test_{}", uuid::Uuid::new_v4().simple());
    json!({
        "id": id,
        "object": "checkout.session",
        "url": format!("https://checkout.stripe.test/c/pay/{id}"),
        "status": "open",
        "payment_status": "unpaid",
        "amount_total": form["line_items[0][price_data][unit_amount]"].parse::<i64>().unwrap(),
        "currency": form["line_items[0][price_data][currency]"],
        "client_reference_id": form["client_reference_id"],
        "created": chrono::Utc::now().timestamp(),
        "payment_intent": Value::Null,
        "metadata": {"package_id": form["metadata[package_id]"]},
    })
}

/// Opens a checkout through the app for `package_id` and returns Stripe's session id.
pub async fn open_checkout(client: &TestClient, package_id: &str) -> String {
    let url = checkout_url(client, package_id).await;
    let id = url.rsplit('/').next().unwrap().to_owned();
    assert!(id.starts_with("cs_test_"), "{url}");
    id
}

/// A webhook event body carrying `session`.
pub fn event(event_id: &str, event_type: &str, session: &Value) -> Vec<u8> {
    serde_json::to_vec(&json!({
        "id": event_id,
        "object": "event",
        "type": event_type,
        "created": chrono::Utc::now().timestamp(),
        "livemode": false,
        "data": { "object": session },
    }))
    .unwrap()
}

/// A `Stripe-Signature` header signed now with the app's webhook secret.
pub fn signature(payload: &[u8]) -> String {
    cardsmith_stripe::webhook::sign(payload, WEBHOOK_SECRET, chrono::Utc::now().timestamp())
}

/// Posts a webhook the way Stripe does: raw body, signature header, no cookies or CSRF token.
pub async fn deliver(app: &TestApp, payload: &[u8], signature: &str) -> Response {
    app.client.stripe_webhook(payload, Some(signature)).await
}

/// Posts a webhook signed now with the app's webhook secret.
pub async fn deliver_signed(app: &TestApp, payload: &[u8]) -> Response {
    deliver(app, payload, &signature(payload)).await
}

/// Delivers a signed event carrying `object` and asserts it was accepted.
pub async fn deliver_event(app: &TestApp, event_id: &str, event_type: &str, object: &Value) {
    let payload = event(event_id, event_type, object);
    let response = deliver_signed(app, &payload).await;
    assert_eq!(response.status(), reqwest::StatusCode::OK, "{event_id}");
}
