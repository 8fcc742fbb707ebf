//! Staff for the console tests: accounts given a role the way the server's
//! command line gives it, signed in with a code from their authenticator app.

use crate::helpers::{PASSWORD, TestApp, TestClient};
use crate::two_factor::{code, turn_on};
use cardsmith_server::staff::command_line;
use reqwest::StatusCode;
use serde_json::Value;

/// A staff member's browser, its console open (second factor proved).
pub struct Staff {
    pub client: TestClient,
    pub id: String,
}

/// A new account made staff with `role`, with two-step sign-in on, signed
/// in again with password and code, so the console opens at once.
pub async fn staff(app: &TestApp, name: &str, role: &str) -> Staff {
    let email = format!("{name}@example.com");
    let first = app.signed_in_user(name).await;
    let (secret, _) = turn_on(&first).await;
    command_line::grant(&app.db, &email, role).await.unwrap();
    let client = app.new_client();
    let answer: Value = client.login(&email, PASSWORD).await.json().await.unwrap();
    let challenge = answer["challenge"].as_str().expect("a code is asked for");
    // The code that turned it on was spent with its step: the next one.
    let signed_in = client.login_code(challenge, &code(&secret, 1)).await;
    assert_eq!(signed_in.status(), StatusCode::OK);
    let id = app.user_id(&email).await;
    Staff { client, id }
}

pub async fn json(response: reqwest::Response, status: StatusCode) -> Value {
    let actual = response.status();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    assert_eq!(actual, status, "{body}");
    body
}

/// The audit entries naming an account, newest first.
pub async fn audit_of(staff: &Staff, account: &str) -> Vec<Value> {
    let page = json(
        staff
            .client
            .admin_audit(&format!("?account={account}"))
            .await,
        StatusCode::OK,
    )
    .await;
    page["entries"].as_array().unwrap().clone()
}
