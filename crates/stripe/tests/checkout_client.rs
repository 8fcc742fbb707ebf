//! The client against a local mock of Stripe's API.

use std::collections::HashMap;
use std::time::Duration;

use cardsmith_stripe::{NewCheckoutSession, StripeClient, StripeError};
use serde_json::json;
use wiremock::matchers::{header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

const SECRET_KEY: &str = "sk_test_4eC39HqLyjWDarjtT1zdp7dc";
const SUCCESS_URL: &str =
    "http://localhost:3000/purchase?status=success&session_id={CHECKOUT_SESSION_ID}";
const CANCEL_URL: &str = "http://localhost:3000/purchase?status=canceled";

fn client_for(server: &MockServer, timeout: Duration) -> StripeClient {
    StripeClient::new(&server.uri(), SECRET_KEY, timeout).expect("client builds")
}

fn starter_package() -> NewCheckoutSession {
    NewCheckoutSession {
        client_reference_id: "user_42".into(),
        package_id: "starter".into(),
        package_name: "Starter — 50 credits".into(),
        amount_cents: 499,
        currency: "usd".into(),
        success_url: SUCCESS_URL.into(),
        cancel_url: CANCEL_URL.into(),
        idempotency_key: Some("checkout-user_42-7f3a".into()),
    }
}

fn session_json(id: &str, payment_status: &str, status: &str) -> serde_json::Value {
    json!({
        "id": id,
        "object": "checkout.session",
        "url": if status == "open" { json!(format!("https://checkout.stripe.com/c/pay/{id}")) } else { json!(null) },
        "status": status,
        "payment_status": payment_status,
        "amount_total": 499,
        "currency": "usd",
        "client_reference_id": "user_42",
        "metadata": { "package_id": "starter" },
        "mode": "payment",
        "livemode": false
    })
}

#[tokio::test]
async fn create_session_sends_every_field_and_parses_the_answer() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .and(header(
            "authorization",
            format!("Bearer {SECRET_KEY}").as_str(),
        ))
        .and(header("content-type", "application/x-www-form-urlencoded"))
        .and(header("idempotency-key", "checkout-user_42-7f3a"))
        .respond_with(ResponseTemplate::new(200).set_body_json(session_json(
            "cs_test_a1",
            "unpaid",
            "open",
        )))
        .expect(1)
        .mount(&server)
        .await;

    let session = client_for(&server, Duration::from_secs(5))
        .create_checkout_session(&starter_package())
        .await
        .expect("session created");

    assert_eq!(session.id, "cs_test_a1");
    assert_eq!(
        session.url.as_deref(),
        Some("https://checkout.stripe.com/c/pay/cs_test_a1")
    );
    assert_eq!(session.status.as_deref(), Some("open"));
    assert!(!session.is_paid());
    assert_eq!(session.package_id(), Some("starter"));

    let requests = server.received_requests().await.expect("recording is on");
    let form: HashMap<String, String> = url::form_urlencoded::parse(&requests[0].body)
        .into_owned()
        .collect();
    let expected: HashMap<String, String> = [
        ("mode", "payment"),
        ("line_items[0][quantity]", "1"),
        ("line_items[0][price_data][currency]", "usd"),
        ("line_items[0][price_data][unit_amount]", "499"),
        (
            "line_items[0][price_data][product_data][name]",
            "Starter — 50 credits",
        ),
        ("client_reference_id", "user_42"),
        ("metadata[package_id]", "starter"),
        ("success_url", SUCCESS_URL),
        ("cancel_url", CANCEL_URL),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_owned(), v.to_owned()))
    .collect();
    assert_eq!(form, expected);
}

#[tokio::test]
async fn no_idempotency_header_is_sent_when_none_is_given() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/checkout/sessions"))
        .respond_with(ResponseTemplate::new(200).set_body_json(session_json(
            "cs_test_b2",
            "unpaid",
            "open",
        )))
        .expect(1)
        .mount(&server)
        .await;

    let request = NewCheckoutSession {
        idempotency_key: None,
        ..starter_package()
    };
    client_for(&server, Duration::from_secs(5))
        .create_checkout_session(&request)
        .await
        .expect("session created");

    let requests = server.received_requests().await.expect("recording is on");
    assert!(!requests[0].headers.contains_key("idempotency-key"));
}

#[tokio::test]
async fn retrieve_reads_paid_and_unpaid_sessions() {
    let server = MockServer::start().await;
    for (id, payment_status, status) in [
        ("cs_test_paid", "paid", "complete"),
        ("cs_test_open", "unpaid", "open"),
    ] {
        Mock::given(method("GET"))
            .and(path(format!("/v1/checkout/sessions/{id}")))
            .and(header(
                "authorization",
                format!("Bearer {SECRET_KEY}").as_str(),
            ))
            .respond_with(ResponseTemplate::new(200).set_body_json(session_json(
                id,
                payment_status,
                status,
            )))
            .expect(1)
            .mount(&server)
            .await;
    }
    let client = client_for(&server, Duration::from_secs(5));

    let paid = client
        .retrieve_checkout_session("cs_test_paid")
        .await
        .expect("paid session");
    assert!(paid.is_paid());
    assert_eq!(paid.status.as_deref(), Some("complete"));
    assert_eq!(paid.url, None);
    assert_eq!(paid.amount_total, Some(499));
    assert_eq!(paid.currency.as_deref(), Some("usd"));
    assert_eq!(paid.client_reference_id.as_deref(), Some("user_42"));
    assert_eq!(paid.package_id(), Some("starter"));

    let open = client
        .retrieve_checkout_session("cs_test_open")
        .await
        .expect("open session");
    assert!(!open.is_paid());
    assert_eq!(open.payment_status, "unpaid");
}

#[tokio::test]
async fn invalid_session_id_is_refused_without_a_request() {
    let server = MockServer::start().await;
    let client = client_for(&server, Duration::from_secs(5));

    for id in [
        "",
        "../v1/customers",
        "cs_test_1?expand=x",
        "cs test",
        "cs_1/refunds",
    ] {
        let error = client.retrieve_checkout_session(id).await.unwrap_err();
        assert!(
            matches!(error, StripeError::InvalidRequest(_)),
            "{id:?}: {error:?}"
        );
    }
    let requests = server.received_requests().await.expect("recording is on");
    assert!(requests.is_empty(), "{} requests were sent", requests.len());
}

#[tokio::test]
async fn stripe_error_message_is_carried_in_api_errors() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(400).set_body_json(json!({
            "error": {
                "type": "invalid_request_error",
                "message": "Invalid currency: usx",
                "param": "line_items[0][price_data][currency]"
            }
        })))
        .mount(&server)
        .await;

    let error = client_for(&server, Duration::from_secs(5))
        .create_checkout_session(&starter_package())
        .await
        .unwrap_err();
    match error {
        StripeError::Api { status, message } => {
            assert_eq!(status, 400);
            assert_eq!(message, "Invalid currency: usx");
        }
        other => panic!("expected an API error, got {other:?}"),
    }
}

#[tokio::test]
async fn server_errors_become_api_errors() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(500).set_body_string("upstream exploded"))
        .mount(&server)
        .await;

    let error = client_for(&server, Duration::from_secs(5))
        .retrieve_checkout_session("cs_test_1")
        .await
        .unwrap_err();
    assert!(
        matches!(&error, StripeError::Api { status: 500, message } if message == "upstream exploded"),
        "{error:?}"
    );
    assert!(!error.to_string().contains(SECRET_KEY));
}

#[tokio::test]
async fn unexpected_success_body_is_a_decode_error() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({ "object": "list" })))
        .mount(&server)
        .await;

    let error = client_for(&server, Duration::from_secs(5))
        .retrieve_checkout_session("cs_test_1")
        .await
        .unwrap_err();
    assert!(matches!(error, StripeError::Decode(_)), "{error:?}");
}

#[tokio::test]
async fn slow_answer_is_a_timeout() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(session_json("cs_test_slow", "unpaid", "open"))
                .set_delay(Duration::from_secs(2)),
        )
        .mount(&server)
        .await;

    let error = client_for(&server, Duration::from_millis(200))
        .create_checkout_session(&starter_package())
        .await
        .unwrap_err();
    assert!(matches!(error, StripeError::Timeout), "{error:?}");
}

#[tokio::test]
async fn refused_connection_is_a_connect_error() {
    // Bind then release a port so nothing is listening on it.
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let address = listener.local_addr().expect("address");
    drop(listener);

    let client = StripeClient::new(
        &format!("http://{address}"),
        SECRET_KEY,
        Duration::from_secs(5),
    )
    .expect("client builds");
    let error = client
        .retrieve_checkout_session("cs_test_1")
        .await
        .unwrap_err();
    assert!(matches!(error, StripeError::Connect(_)), "{error:?}");
    assert!(!error.to_string().contains(SECRET_KEY));
}
