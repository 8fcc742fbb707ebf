//! Passkeys over HTTP with a software authenticator: adding, naming and
//! removing them, signing in (both steps in one), confirming a change, and
//! the answers that must not count: replayed, foreign, for another site,
//! or for another account.

use crate::helpers::{PASSWORD, TestApp, TestClient, error_message, field_error};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use reqwest::StatusCode;
use serde_json::{Value, json};
use webauthn_authenticator_rs::AuthenticatorBackend;
use webauthn_authenticator_rs::WebauthnAuthenticator;
use webauthn_authenticator_rs::prelude::{
    CreationChallengeResponse, RequestChallengeResponse, Url,
};
use webauthn_authenticator_rs::softpasskey::SoftPasskey;

/// The site's public address: browsers (and the software key) allow plain
/// http only on localhost, and https would make the test client's cookies
/// `Secure`. The port is the public one, not the test server's.
const SITE: &str = "http://localhost:4000";
const CEREMONY_EXPIRED: &str = "This passkey request has expired. Please try again";
const SIGN_IN_REFUSED: &str = "This passkey could not sign you in. It may have been removed from your account: try again, or use your password";
const NOT_ACCEPTED: &str = "This passkey is not one of your account's, or it could not be checked. Try again, or use your password";

/// The app as served at `SITE` (a public address, where demo payments must be allowed).
async fn site() -> TestApp {
    on_public_url(SITE).await
}

async fn on_public_url(url: &str) -> TestApp {
    TestApp::spawn_with(|config| {
        config.public_url = Some(url.into());
        config.payments.allow_demo_payments = true;
    })
    .await
}

async fn json(response: reqwest::Response, status: StatusCode) -> Value {
    assert_eq!(response.status(), status);
    response.json().await.unwrap()
}

/// A person's authenticator with the passkeys it made, as the browser
/// speaks to it.
struct Device {
    authenticator: SoftPasskey,
    /// The credential id and user handle of the last passkey made, which a
    /// discoverable authenticator would hand back by itself.
    made: Option<(String, String)>,
}

impl Device {
    fn new() -> Self {
        // The software key cannot verify a person; it says it did, as a
        // phone's fingerprint check would.
        Device {
            authenticator: SoftPasskey::new(true),
            made: None,
        }
    }

    /// Answers registration options: the software key keeps no resident
    /// credentials, so it is asked for an ordinary one (the server checks
    /// the same answer either way).
    fn register(&mut self, options: &Value) -> Value {
        let mut options = options.clone();
        let selection = &mut options["publicKey"]["authenticatorSelection"];
        selection["requireResidentKey"] = json!(false);
        selection["residentKey"] = json!("discouraged");
        let handle = options["publicKey"]["user"]["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let options: CreationChallengeResponse = serde_json::from_value(options).unwrap();
        let credential = self
            .authenticator
            .do_registration(Url::parse(SITE).unwrap(), options)
            .expect("the soft passkey registers");
        let credential = serde_json::to_value(credential).unwrap();
        self.made = Some((credential["id"].as_str().unwrap().to_owned(), handle));
        credential
    }

    /// Answers sign-in options for `origin` as a discoverable passkey
    /// would: it picks its credential and hands back the account's handle.
    fn sign_in_at(&mut self, origin: &str, options: &Value) -> Value {
        let (credential_id, handle) = self.made.clone().expect("a passkey was made");
        let mut options = options.clone();
        options["publicKey"]["allowCredentials"] =
            json!([{ "type": "public-key", "id": credential_id }]);
        let options: RequestChallengeResponse = serde_json::from_value(options).unwrap();
        // The backend, not the browser-like wrapper: a wrong origin must
        // reach the server for it to refuse.
        let answer = self
            .authenticator
            .perform_auth(Url::parse(origin).unwrap(), options.public_key, 60_000)
            .expect("the soft passkey signs");
        let mut answer = serde_json::to_value(answer).unwrap();
        answer["response"]["userHandle"] = json!(handle);
        answer
    }

    fn sign_in(&mut self, options: &Value) -> Value {
        self.sign_in_at(SITE, options)
    }

    /// Answers confirmation options, which name the account's credentials.
    fn confirm(&mut self, options: &Value) -> Value {
        let options: RequestChallengeResponse = serde_json::from_value(options.clone()).unwrap();
        let answer = self
            .authenticator
            .do_authentication(Url::parse(SITE).unwrap(), options)
            .expect("the soft passkey confirms");
        serde_json::to_value(answer).unwrap()
    }
}

/// Spoils an assertion's signature by one bit.
fn flip_a_signature_bit(credential: &mut Value) {
    let signature = credential["response"]["signature"].as_str().unwrap();
    let mut bytes = URL_SAFE_NO_PAD.decode(signature).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    credential["response"]["signature"] = json!(URL_SAFE_NO_PAD.encode(bytes));
}

/// Adds a passkey from `device` to the signed-in account, with its password.
async fn add_passkey(client: &TestClient, device: &mut Device, name: &str) -> Value {
    let proof = json!({ "currentPassword": PASSWORD });
    let begun = json(client.passkey_add_options(&proof).await, StatusCode::OK).await;
    let credential = device.register(&begun["options"]);
    let ceremony = begun["ceremony"].as_str().unwrap();
    json(
        client.add_passkey(ceremony, name, &credential).await,
        StatusCode::CREATED,
    )
    .await
}

/// A sign-in ceremony begun on `client`: its token and options.
async fn begin_sign_in(client: &TestClient) -> (String, Value) {
    let begun = json(client.passkey_sign_in_options().await, StatusCode::OK).await;
    (
        begun["ceremony"].as_str().unwrap().to_owned(),
        begun["options"].clone(),
    )
}

/// A confirmation with `device`, as the `passkey` field of a change.
async fn confirmation(client: &TestClient, device: &mut Device) -> Value {
    let begun = json(client.passkey_confirm_options().await, StatusCode::OK).await;
    json!({ "ceremony": begun["ceremony"], "credential": device.confirm(&begun["options"]) })
}

#[tokio::test]
async fn a_passkey_is_added_named_renamed_and_removed() {
    let app = site().await;
    let client = app.signed_in_user("pia").await;
    let mut device = Device::new();

    let added = add_passkey(&client, &mut device, "  My   phone ").await;
    assert_eq!(added["name"], "My phone");
    assert!(added["lastUsedAt"].is_null());
    let unnamed = add_passkey(&client, &mut Device::new(), "").await;
    assert_eq!(
        unnamed["name"], "Unknown browser on unknown system",
        "a blank name is the browser and system it was added from"
    );

    let listed = json(client.passkeys().await, StatusCode::OK).await;
    let names: Vec<&str> = listed
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["My phone", "Unknown browser on unknown system"]);
    app.emails_containing("A passkey was added to your Cardsmith account", 2)
        .await;

    let id = added["id"].as_str().unwrap();
    let response = client.rename_passkey(id, "Laptop").await;
    assert_eq!(response.status(), StatusCode::NO_CONTENT);
    let response = client.rename_passkey(id, "   ").await;
    assert_eq!(
        field_error(response, "name").await,
        "Please give the passkey a name"
    );
    let response = client.rename_passkey(id, &"x".repeat(61)).await;
    assert_eq!(
        field_error(response, "name").await,
        "The name must be at most 60 characters"
    );
    let listed = json(client.passkeys().await, StatusCode::OK).await;
    assert_eq!(listed[0]["name"], "Laptop");

    // Another account can neither see, rename nor remove it.
    let other = app.signed_in_user("quinn").await;
    assert_eq!(
        json(other.passkeys().await, StatusCode::OK).await,
        json!([])
    );
    assert_eq!(
        other.rename_passkey(id, "Mine").await.status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        other.remove_passkey(id).await.status(),
        StatusCode::NOT_FOUND
    );

    assert_eq!(
        client.remove_passkey(id).await.status(),
        StatusCode::NO_CONTENT
    );
    let response = client.remove_passkey(id).await;
    assert_eq!(
        error_message(response, StatusCode::NOT_FOUND).await,
        "This passkey was already removed"
    );
    let listed = json(client.passkeys().await, StatusCode::OK).await;
    assert_eq!(listed.as_array().unwrap().len(), 1);

    // The removed passkey no longer signs in; the password still does.
    let browser = app.new_client();
    let (ceremony, options) = begin_sign_in(&browser).await;
    let response = browser
        .passkey_sign_in(&ceremony, &device.sign_in(&options))
        .await;
    assert_eq!(
        error_message(response, StatusCode::UNAUTHORIZED).await,
        SIGN_IN_REFUSED
    );
    assert_eq!(
        browser.login("pia@example.com", PASSWORD).await.status(),
        StatusCode::OK
    );
}

#[tokio::test]
async fn adding_a_passkey_asks_for_the_password_and_the_code_when_it_is_on() {
    let app = site().await;
    let client = app.signed_in_user("rae").await;
    let response = client
        .passkey_add_options(&json!({ "currentPassword": "not-the-password" }))
        .await;
    assert_eq!(
        field_error(response, "currentPassword").await,
        "Your current password is incorrect"
    );
    let response = client.passkey_add_options(&json!({})).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);

    // A ceremony begun by one account does not add to another.
    let begun = json(
        client
            .passkey_add_options(&json!({ "currentPassword": PASSWORD }))
            .await,
        StatusCode::OK,
    )
    .await;
    let credential = Device::new().register(&begun["options"]);
    let other = app.signed_in_user("sol").await;
    let ceremony = begun["ceremony"].as_str().unwrap();
    let response = other.add_passkey(ceremony, "Stolen", &credential).await;
    assert_eq!(field_error(response, "passkey").await, CEREMONY_EXPIRED);
    // …and is spent by that try, so its owner begins again.
    let response = client.add_passkey(ceremony, "Mine", &credential).await;
    assert_eq!(field_error(response, "passkey").await, CEREMONY_EXPIRED);
    assert_eq!(
        json(client.passkeys().await, StatusCode::OK).await,
        json!([])
    );

    // With two-step sign-in on, the password alone is not enough.
    crate::two_factor::turn_on(&client).await;
    let response = client
        .passkey_add_options(&json!({ "currentPassword": PASSWORD }))
        .await;
    assert_eq!(
        field_error(response, "code").await,
        "Enter the 6-digit code from your authenticator app"
    );
}

#[tokio::test]
async fn a_passkey_signs_in_as_both_steps() {
    let app = site().await;
    let client = app.signed_in_user("tao").await;
    let mut device = Device::new();
    add_passkey(&client, &mut device, "Phone").await;
    // Two-step sign-in goes on after the passkey: a password alone now
    // asks for a code, the passkey does not.
    crate::two_factor::turn_on(&client).await;
    let response = app.new_client().login("tao@example.com", PASSWORD).await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);

    let browser = app.new_client();
    let (ceremony, options) = begin_sign_in(&browser).await;
    let response = browser
        .passkey_sign_in(&ceremony, &device.sign_in(&options))
        .await;
    let user = json(response, StatusCode::OK).await;
    assert_eq!(user["username"], "tao");
    assert!(browser.is_signed_in().await);
    let listed = json(browser.passkeys().await, StatusCode::OK).await;
    assert!(listed[0]["lastUsedAt"].is_string(), "{listed}");
    let devices = json(browser.devices().await, StatusCode::OK).await;
    assert_eq!(devices.as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn a_replayed_answer_signs_in_once_even_all_at_once() {
    let app = site().await;
    let client = app.signed_in_user("uma").await;
    let mut device = Device::new();
    add_passkey(&client, &mut device, "Phone").await;

    let browser = app.new_client();
    let (ceremony, options) = begin_sign_in(&browser).await;
    let answer = device.sign_in(&options);
    let attackers: Vec<TestClient> = (0..10).map(|_| app.new_client()).collect();
    let tries = attackers
        .iter()
        .map(|attacker| attacker.passkey_sign_in(&ceremony, &answer));
    let statuses: Vec<StatusCode> = futures::future::join_all(tries)
        .await
        .iter()
        .map(|response| response.status())
        .collect();
    let signed_in = statuses.iter().filter(|s| **s == StatusCode::OK).count();
    assert_eq!(signed_in, 1, "{statuses:?}");
    assert!(
        statuses
            .iter()
            .all(|s| *s == StatusCode::OK || *s == StatusCode::UNAUTHORIZED)
    );

    let response = browser.passkey_sign_in(&ceremony, &answer).await;
    assert_eq!(
        error_message(response, StatusCode::UNAUTHORIZED).await,
        CEREMONY_EXPIRED
    );
}

#[tokio::test]
async fn foreign_passkeys_and_other_sites_do_not_sign_in() {
    let app = site().await;
    let victim = app.signed_in_user("vic").await;
    let mut victims_device = Device::new();
    add_passkey(&victim, &mut victims_device, "Phone").await;
    let attacker = app.signed_in_user("wes").await;
    let mut attackers_device = Device::new();
    add_passkey(&attacker, &mut attackers_device, "Phone").await;

    // The attacker's own passkey, claiming to be the victim's account.
    let victims_handle = victims_device.made.clone().unwrap().1;
    let browser = app.new_client();
    let (ceremony, options) = begin_sign_in(&browser).await;
    let mut answer = attackers_device.sign_in(&options);
    answer["response"]["userHandle"] = json!(victims_handle);
    let response = browser.passkey_sign_in(&ceremony, &answer).await;
    assert_eq!(
        error_message(response, StatusCode::UNAUTHORIZED).await,
        SIGN_IN_REFUSED
    );

    // A passkey this site never saw.
    let mut stranger = Device::new();
    let begun = json(
        victim
            .passkey_add_options(&json!({ "currentPassword": PASSWORD }))
            .await,
        StatusCode::OK,
    )
    .await;
    stranger.register(&begun["options"]); // made, but never handed to the site
    let (ceremony, options) = begin_sign_in(&browser).await;
    let response = browser
        .passkey_sign_in(&ceremony, &stranger.sign_in(&options))
        .await;
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);

    // The victim's real passkey, signing for another site (a phishing
    // page relaying this site's challenge).
    let (ceremony, options) = begin_sign_in(&browser).await;
    let answer = victims_device.sign_in_at("https://cards-example.phish", &options);
    let response = browser.passkey_sign_in(&ceremony, &answer).await;
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);

    // A tampered signature.
    let (ceremony, options) = begin_sign_in(&browser).await;
    let mut answer = victims_device.sign_in(&options);
    flip_a_signature_bit(&mut answer);
    let response = browser.passkey_sign_in(&ceremony, &answer).await;
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    assert!(!browser.is_signed_in().await);

    // A made-up ceremony, and an answer that is no credential at all.
    let response = browser.passkey_sign_in("made-up", &answer).await;
    assert_eq!(
        error_message(response, StatusCode::UNAUTHORIZED).await,
        CEREMONY_EXPIRED
    );
    let (ceremony, _) = begin_sign_in(&browser).await;
    let response = browser
        .passkey_sign_in(&ceremony, &json!({ "id": "x" }))
        .await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);

    // The real thing still works after all that.
    let (ceremony, options) = begin_sign_in(&browser).await;
    let response = browser
        .passkey_sign_in(&ceremony, &victims_device.sign_in(&options))
        .await;
    assert_eq!(json(response, StatusCode::OK).await["username"], "vic");
}

#[tokio::test]
async fn a_passkey_confirms_a_new_address_and_deletion_for_its_own_account_only() {
    let app = site().await;
    let client = app.signed_in_user("xia").await;
    let mut device = Device::new();
    add_passkey(&client, &mut device, "Phone").await;

    // No passkey, no confirmation ceremony.
    let other = app.signed_in_user("yan").await;
    let response = other.passkey_confirm_options().await;
    assert_eq!(
        error_message(response, StatusCode::CONFLICT).await,
        "You have no passkey yet: confirm with your password"
    );

    let answer = confirmation(&client, &mut device).await;
    let response = client
        .change_email_with_passkey("xia.new@example.com", &answer)
        .await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    let response = client
        .change_email_with_passkey("xia.newer@example.com", &answer)
        .await;
    assert_eq!(
        field_error(response, "passkey").await,
        CEREMONY_EXPIRED,
        "a confirmation counts once"
    );

    // A spoilt answer is not accepted.
    let mut answer = confirmation(&client, &mut device).await;
    flip_a_signature_bit(&mut answer["credential"]);
    let response = client
        .change_email_with_passkey("xia.other@example.com", &answer)
        .await;
    assert_eq!(field_error(response, "passkey").await, NOT_ACCEPTED);

    // Another account cannot use this account's confirmation.
    let answer = confirmation(&client, &mut device).await;
    let response = other.delete_account_with_passkey(&answer, "yan").await;
    assert_eq!(field_error(response, "passkey").await, CEREMONY_EXPIRED);
    assert!(other.is_signed_in().await);

    let answer = confirmation(&client, &mut device).await;
    let response = client.delete_account_with_passkey(&answer, "xia").await;
    assert_eq!(response.status(), StatusCode::ACCEPTED);
    assert!(!client.is_signed_in().await);

    // Deleted with the account: the passkey signs in no more.
    let browser = app.new_client();
    let (ceremony, options) = begin_sign_in(&browser).await;
    let response = browser
        .passkey_sign_in(&ceremony, &device.sign_in(&options))
        .await;
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    use cardsmith_server::store::entities::passkey;
    use sea_orm::{EntityTrait, PaginatorTrait};
    assert_eq!(passkey::Entity::find().count(&app.db).await.unwrap(), 0);
}

#[tokio::test]
async fn the_site_says_where_passkeys_work() {
    let app = on_public_url("http://192.0.2.10:8080").await;
    let info = json(app.new_client().site().await, StatusCode::OK).await;
    assert!(info["passkeyOrigin"].is_null(), "{info}");
    let response = app.new_client().passkey_sign_in_options().await;
    assert_eq!(response.status(), StatusCode::CONFLICT);
    let on_a_name = site().await;
    let info = json(on_a_name.new_client().site().await, StatusCode::OK).await;
    assert_eq!(info["passkeyOrigin"], SITE);
    let on_loopback = on_public_url("http://127.0.0.1:4000").await;
    let info = json(on_loopback.new_client().site().await, StatusCode::OK).await;
    assert_eq!(info["passkeyOrigin"], "http://localhost:4000");
}
