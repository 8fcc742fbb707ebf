//! Two-step sign-in with an authenticator app: turning it on and off,
//! signing in with a code or a recovery code, replays, throttling, and
//! deleting an account that has it.

use crate::helpers::{PASSWORD, TestApp, TestClient, error_message, field_error};
use cardsmith_server::auth::totp;
use cardsmith_server::store::entities::{recovery_code, totp_factor};
use reqwest::StatusCode;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::Value;

const WRONG_CODE: &str = "This code is not right. Check your authenticator app and try again";
const WRONG_RECOVERY_CODE: &str =
    "This recovery code is not right, or it was used already. Each one works once";

/// An account with two-step sign-in on: its client, secret and recovery codes.
struct Protected {
    client: TestClient,
    email: String,
    secret: Vec<u8>,
    recovery_codes: Vec<String>,
}

/// The app's code for the current 30-second step, `offset` steps away.
pub fn code(secret: &[u8], offset: i64) -> String {
    let step = totp::step_at(chrono::Utc::now().timestamp()) + offset;
    format!("{:06}", totp::code_at(secret, step))
}

/// RFC 4648 base32, as an authenticator app reads the secret.
fn base32_decode(text: &str) -> Vec<u8> {
    const ALPHABET: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    let (mut buffer, mut bits, mut out) = (0u32, 0u32, Vec::new());
    for c in text.chars() {
        buffer = (buffer << 5) | ALPHABET.find(c).expect("base32") as u32;
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            out.push((buffer >> bits) as u8);
        }
    }
    out
}

async fn json(response: reqwest::Response, status: StatusCode) -> Value {
    assert_eq!(response.status(), status);
    response.json().await.unwrap()
}

async fn protected_user(app: &TestApp, name: &str) -> Protected {
    let client = app.signed_in_user(name).await;
    let (secret, recovery_codes) = turn_on(&client).await;
    Protected {
        client,
        email: format!("{name}@example.com"),
        secret,
        recovery_codes,
    }
}

/// Turns two-step sign-in on for the signed-in account: its secret and
/// recovery codes.
pub async fn turn_on(client: &TestClient) -> (Vec<u8>, Vec<String>) {
    let setup = json(client.start_two_factor(PASSWORD).await, StatusCode::OK).await;
    let secret = base32_decode(setup["secret"].as_str().unwrap());
    let codes = json(
        client.confirm_two_factor(&code(&secret, 0)).await,
        StatusCode::OK,
    )
    .await;
    let recovery_codes = codes["recoveryCodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap().to_owned())
        .collect();
    (secret, recovery_codes)
}

/// Signs in with the password on a new browser and answers the challenge.
async fn challenge(app: &TestApp, email: &str) -> (TestClient, String) {
    let browser = app.new_client();
    let answer = json(browser.login(email, PASSWORD).await, StatusCode::ACCEPTED).await;
    assert_eq!(answer["codeNeeded"], true);
    assert!(
        answer.get("id").is_none(),
        "no account before the code: {answer}"
    );
    let challenge = answer["challenge"].as_str().unwrap().to_owned();
    (browser, challenge)
}

#[tokio::test]
async fn turning_it_on_takes_the_password_a_first_code_and_shows_ten_recovery_codes() {
    let app = TestApp::spawn().await;
    let ann = app.signed_in_user("ann").await;
    let off = json(ann.two_factor_status().await, StatusCode::OK).await;
    assert_eq!(
        off,
        serde_json::json!({ "enabled": false, "recoveryCodesLeft": 0 })
    );

    let wrong = ann.start_two_factor("not-my-password").await;
    assert_eq!(
        field_error(wrong, "currentPassword").await,
        "Your current password is incorrect"
    );
    let setup = json(ann.start_two_factor(PASSWORD).await, StatusCode::OK).await;
    let secret_text = setup["secret"].as_str().unwrap();
    assert_eq!(secret_text.len(), 32, "160 bits in base32");
    let uri = setup["otpauthUri"].as_str().unwrap();
    assert!(
        uri.starts_with("otpauth://totp/Cardsmith:ann%40example.com?secret=")
            && uri.contains(secret_text),
        "{uri}"
    );
    assert!(setup["qrCodeSvg"].as_str().unwrap().contains("<svg"));
    let still_off = json(ann.two_factor_status().await, StatusCode::OK).await;
    assert_eq!(still_off["enabled"], false, "not before a code confirms it");
    assert_eq!(
        app.new_client()
            .login("ann@example.com", PASSWORD)
            .await
            .status(),
        StatusCode::OK
    );

    let secret = base32_decode(secret_text);
    let bad_code = if code(&secret, 0) == "000000" {
        "111111"
    } else {
        "000000"
    };
    let wrong_code = ann.confirm_two_factor(bad_code).await;
    assert_eq!(field_error(wrong_code, "code").await, WRONG_CODE);
    let not_digits = ann.confirm_two_factor("abc").await;
    assert_eq!(not_digits.status(), StatusCode::BAD_REQUEST);

    let codes = json(
        ann.confirm_two_factor(&code(&secret, 0)).await,
        StatusCode::OK,
    )
    .await;
    let codes = codes["recoveryCodes"].as_array().unwrap();
    assert_eq!(codes.len(), 10);
    let distinct: std::collections::HashSet<_> = codes.iter().collect();
    assert_eq!(distinct.len(), 10);
    let on = json(ann.two_factor_status().await, StatusCode::OK).await;
    assert_eq!(
        on,
        serde_json::json!({ "enabled": true, "recoveryCodesLeft": 10 })
    );
    let stored: Vec<String> = recovery_code::Entity::find()
        .all(&app.db)
        .await
        .unwrap()
        .into_iter()
        .map(|row| row.code_hash)
        .collect();
    for code in codes {
        let code = code.as_str().unwrap();
        assert!(!stored.iter().any(|hash| hash.contains(code)), "hashed");
    }

    let again = ann.confirm_two_factor(&code(&secret, 1)).await;
    assert_eq!(
        error_message(again, StatusCode::CONFLICT).await,
        "Two-step sign-in is already on"
    );
    let restart = ann.start_two_factor(PASSWORD).await;
    assert_eq!(restart.status(), StatusCode::CONFLICT);
    let notice = app
        .emails_containing(
            "Subject: Two-step sign-in is on for your Cardsmith account",
            1,
        )
        .await;
    assert!(notice[0].contains("To: ann@example.com"));
}

#[tokio::test]
async fn setup_and_status_need_a_session() {
    let app = TestApp::spawn().await;
    let visitor = app.new_client();
    assert_eq!(
        visitor.two_factor_status().await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        visitor.start_two_factor(PASSWORD).await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        visitor.confirm_two_factor("123456").await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        visitor.disable_two_factor("123456").await.status(),
        StatusCode::UNAUTHORIZED
    );
    let bob = app.signed_in_user("bob").await;
    let unstarted = bob.confirm_two_factor("123456").await;
    assert_eq!(
        error_message(unstarted, StatusCode::CONFLICT).await,
        "Start setting up two-step sign-in first"
    );
    let not_on = bob.disable_two_factor("123456").await;
    assert_eq!(
        error_message(not_on, StatusCode::CONFLICT).await,
        "Two-step sign-in is not on"
    );
}

#[tokio::test]
async fn sign_in_asks_for_a_code_after_the_password_and_a_code_works_once() {
    let app = TestApp::spawn().await;
    let cleo = protected_user(&app, "cleo").await;

    let wrong_password = app.new_client().login(&cleo.email, "not-my-password").await;
    assert_eq!(
        wrong_password.status(),
        StatusCode::UNAUTHORIZED,
        "no challenge for a wrong password"
    );

    let (browser, challenge_token) = challenge(&app, &cleo.email).await;
    assert!(!browser.is_signed_in().await, "no session before the code");
    let wrong = browser.login_code(&challenge_token, "not a code").await;
    assert_eq!(field_error(wrong, "code").await, WRONG_CODE);
    // The code that confirmed the setup was spent with its step.
    let replayed = browser
        .login_code(&challenge_token, &code(&cleo.secret, 0))
        .await;
    assert_eq!(field_error(replayed, "code").await, WRONG_CODE);
    assert!(!browser.is_signed_in().await);

    let next = code(&cleo.secret, 1);
    let signed = json(
        browser.login_code(&challenge_token, &next).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(signed["username"], "cleo");
    assert!(browser.is_signed_in().await);
    let spent_challenge = browser
        .login_code(&challenge_token, &code(&cleo.secret, 1))
        .await;
    assert_eq!(
        error_message(spent_challenge, StatusCode::UNAUTHORIZED).await,
        "Your sign-in has expired. Please log in again."
    );

    let (other, second) = challenge(&app, &cleo.email).await;
    let same_code_again = other.login_code(&second, &next).await;
    assert_eq!(
        field_error(same_code_again, "code").await,
        WRONG_CODE,
        "no replay"
    );
    let unknown = other
        .login_code("no-such-challenge", &code(&cleo.secret, 1))
        .await;
    assert_eq!(unknown.status(), StatusCode::UNAUTHORIZED);
    assert!(!other.is_signed_in().await);
}

#[tokio::test]
async fn a_recovery_code_signs_in_once_and_is_spent() {
    let app = TestApp::spawn().await;
    let dev = protected_user(&app, "dev").await;
    let first = &dev.recovery_codes[0];
    let (browser, challenge_token) = challenge(&app, &dev.email).await;
    // Typed loosely: upper case, without the dash.
    let typed = first.replace('-', "").to_uppercase();
    let signed = browser.login_code(&challenge_token, &typed).await;
    assert_eq!(signed.status(), StatusCode::OK);
    let status = json(dev.client.two_factor_status().await, StatusCode::OK).await;
    assert_eq!(status["recoveryCodesLeft"], 9);

    let (again, second) = challenge(&app, &dev.email).await;
    let reused = again.login_code(&second, first).await;
    assert_eq!(field_error(reused, "code").await, WRONG_RECOVERY_CODE);
    let other_account = protected_user(&app, "eve").await;
    let foreign = again
        .login_code(&second, &other_account.recovery_codes[0])
        .await;
    assert_eq!(
        field_error(foreign, "code").await,
        WRONG_RECOVERY_CODE,
        "another account's code"
    );
    assert!(!again.is_signed_in().await);
}

#[tokio::test]
async fn wrong_codes_are_throttled_per_account_even_all_at_once() {
    let app = TestApp::spawn().await;
    let fay = protected_user(&app, "fay").await;
    let (browser, challenge_token) = challenge(&app, &fay.email).await;
    let right = code(&fay.secret, 1);
    let wrong = if right == "999999" {
        "999998"
    } else {
        "999999"
    };
    let guesses = (0..15).map(|_| browser.login_code(&challenge_token, wrong));
    let statuses: Vec<StatusCode> = futures::future::join_all(guesses)
        .await
        .iter()
        .map(|r| r.status())
        .collect();
    let refused = statuses
        .iter()
        .filter(|s| **s == StatusCode::TOO_MANY_REQUESTS)
        .count();
    let wrong_ones = statuses
        .iter()
        .filter(|s| **s == StatusCode::BAD_REQUEST)
        .count();
    assert_eq!((wrong_ones, refused), (10, 5), "{statuses:?}");
    // Another browser, another address even: the account's count holds.
    let (elsewhere, other_challenge) = challenge(&app, &fay.email).await;
    let blocked = elsewhere.login_code(&other_challenge, &right).await;
    let message = error_message(blocked, StatusCode::TOO_MANY_REQUESTS).await;
    assert!(
        message.starts_with("Too many wrong codes. Try again in"),
        "{message}"
    );
    assert!(!elsewhere.is_signed_in().await);
}

#[tokio::test]
async fn turning_it_off_takes_a_code_and_sign_in_is_a_password_again() {
    let app = TestApp::spawn().await;
    let gus = protected_user(&app, "gus").await;
    let empty = gus.client.disable_two_factor("").await;
    assert_eq!(
        field_error(empty, "code").await,
        "Enter the 6-digit code from your authenticator app"
    );
    let wrong = gus.client.disable_two_factor("12345-abcde").await;
    assert_eq!(field_error(wrong, "code").await, WRONG_RECOVERY_CODE);
    assert_eq!(
        app.new_client().login(&gus.email, PASSWORD).await.status(),
        StatusCode::ACCEPTED,
        "still on"
    );

    let off = gus.client.disable_two_factor(&gus.recovery_codes[3]).await;
    assert_eq!(off.status(), StatusCode::OK);
    let status = json(gus.client.two_factor_status().await, StatusCode::OK).await;
    assert_eq!(
        status,
        serde_json::json!({ "enabled": false, "recoveryCodesLeft": 0 })
    );
    let left = recovery_code::Entity::find().count(&app.db).await.unwrap();
    assert_eq!(left, 0, "the recovery codes went with it");
    assert_eq!(
        app.new_client().login(&gus.email, PASSWORD).await.status(),
        StatusCode::OK
    );
    app.emails_containing(
        "Subject: Two-step sign-in is off for your Cardsmith account",
        1,
    )
    .await;
}

#[tokio::test]
async fn deleting_an_account_with_two_step_sign_in_takes_a_code() {
    let app = TestApp::spawn().await;
    let hal = protected_user(&app, "hal").await;
    let user_id = app.user_id(&hal.email).await;
    let without = hal.client.delete_account(PASSWORD, "hal").await;
    assert_eq!(
        field_error(without, "code").await,
        "Enter the 6-digit code from your authenticator app"
    );
    let wrong = hal
        .client
        .delete_account_with_code(PASSWORD, "abcde-fghjk", "hal")
        .await;
    assert_eq!(field_error(wrong, "code").await, WRONG_RECOVERY_CODE);
    let mistyped = hal
        .client
        .delete_account_with_code(PASSWORD, "12345", "hal")
        .await;
    assert_eq!(field_error(mistyped, "code").await, WRONG_CODE);
    assert!(hal.client.is_signed_in().await, "nothing deleted");

    let deleted = hal
        .client
        .delete_account_with_code(PASSWORD, &code(&hal.secret, 1), "hal")
        .await;
    assert_eq!(deleted.status(), StatusCode::ACCEPTED);
    let factors = totp_factor::Entity::find()
        .filter(totp_factor::Column::UserId.eq(&user_id))
        .count(&app.db)
        .await
        .unwrap();
    let codes = recovery_code::Entity::find()
        .filter(recovery_code::Column::UserId.eq(&user_id))
        .count(&app.db)
        .await
        .unwrap();
    assert_eq!((factors, codes), (0, 0));
}

#[tokio::test]
async fn new_recovery_codes_take_a_code_and_end_the_old_ones() {
    let app = TestApp::spawn().await;
    let ivy = protected_user(&app, "ivy").await;
    let wrong = ivy.client.renew_recovery_codes("abcde-fghjk").await;
    assert_eq!(field_error(wrong, "code").await, WRONG_RECOVERY_CODE);
    let renewed = json(
        ivy.client.renew_recovery_codes(&code(&ivy.secret, 1)).await,
        StatusCode::OK,
    )
    .await;
    let fresh: Vec<&str> = renewed["recoveryCodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    assert_eq!(fresh.len(), 10);
    assert!(
        fresh
            .iter()
            .all(|c| !ivy.recovery_codes.iter().any(|old| old == c))
    );
    let status = json(ivy.client.two_factor_status().await, StatusCode::OK).await;
    assert_eq!(status["recoveryCodesLeft"], 10);

    let (browser, challenge_token) = challenge(&app, &ivy.email).await;
    let old = browser
        .login_code(&challenge_token, &ivy.recovery_codes[0])
        .await;
    assert_eq!(
        field_error(old, "code").await,
        WRONG_RECOVERY_CODE,
        "the old codes are void"
    );
    let new = browser.login_code(&challenge_token, fresh[0]).await;
    assert_eq!(new.status(), StatusCode::OK);
    app.emails_containing("Subject: New recovery codes for your Cardsmith account", 1)
        .await;
    let off = app
        .signed_in_user("jon")
        .await
        .renew_recovery_codes("123456")
        .await;
    assert_eq!(off.status(), StatusCode::CONFLICT);
}

#[tokio::test]
async fn a_password_change_ends_sign_ins_waiting_for_their_code() {
    let app = TestApp::spawn().await;
    let kim = protected_user(&app, "kim").await;
    let (intruder, challenge_token) = challenge(&app, &kim.email).await;
    let changed = kim
        .client
        .change_password(PASSWORD, "a-much-better-secret-42")
        .await;
    assert_eq!(changed.status(), StatusCode::OK);
    let late = intruder
        .login_code(&challenge_token, &code(&kim.secret, 1))
        .await;
    assert_eq!(late.status(), StatusCode::UNAUTHORIZED);
    assert!(!intruder.is_signed_in().await);
}
