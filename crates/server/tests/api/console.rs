//! The operator console's API: invisible to everyone but staff, open to
//! staff only with a recent second factor, each action limited by role,
//! refused on one's own account, and recorded in an append-only audit log.

use crate::checkout_support::buy_with_demo;
use crate::console_support::{audit_of, json, staff};
use crate::helpers::{PASSWORD, TestApp, error_message};
use crate::two_factor::{code, turn_on};
use crate::v1_support::{V1Client, error_code};
use cardsmith_server::staff::command_line;
use reqwest::{Method, StatusCode};
use sea_orm::ConnectionTrait;
use serde_json::{Value, json};

/// Every console path, with an account id where one goes.
fn console_paths(account: &str) -> Vec<(Method, String)> {
    let mut paths = vec![
        (Method::GET, "/api/admin/session".to_owned()),
        (Method::POST, "/api/admin/session/verify".to_owned()),
        (Method::GET, "/api/admin/accounts?q=example".to_owned()),
        (Method::GET, "/api/admin/audit".to_owned()),
        (Method::GET, "/api/admin/audit.csv".to_owned()),
        (Method::GET, "/api/admin".to_owned()),
        (Method::DELETE, "/api/admin/no-such-thing".to_owned()),
        (Method::GET, "/api/admin/moderation".to_owned()),
        (Method::GET, format!("/api/admin/moderation/{account}")),
        (
            Method::POST,
            format!("/api/admin/moderation/{account}/restore"),
        ),
        (
            Method::POST,
            format!("/api/admin/moderation/{account}/remove"),
        ),
    ];
    for (method, tail) in [
        (Method::GET, ""),
        (Method::GET, "/ledger"),
        (Method::POST, "/credits"),
        (Method::PUT, "/suspension"),
        (Method::POST, "/sign-out"),
        (Method::POST, "/api-keys/revoke"),
        (Method::POST, "/verification-email"),
        (Method::POST, "/password-reset"),
        (Method::POST, "/deletion"),
        (Method::POST, "/deductions"),
        // Wrong methods: for staff a 405, for anyone else the same 404.
        (Method::DELETE, ""),
        (Method::GET, "/credits"),
    ] {
        paths.push((method, format!("/api/admin/accounts/{account}{tail}")));
    }
    paths
}

/// Status, content type and body: what tells two answers apart.
async fn answer(response: reqwest::Response) -> (StatusCode, String, String) {
    let content_type = response
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default();
    (
        response.status(),
        content_type,
        response.text().await.unwrap(),
    )
}

#[tokio::test]
async fn the_console_is_a_missing_route_for_everyone_but_staff() {
    let app = TestApp::spawn().await;
    let customer = app.signed_in_user("cora").await;
    let victim = app.signed_in_user("vic").await;
    let victim_id = app.user_id("vic@example.com").await;
    let visitor = app.new_client();
    let body = json!({ "reason": "r", "credits": 5, "suspended": true, "code": "123456" });
    for client in [&customer, &visitor] {
        let token = client.csrf_token().await;
        for (method, path) in console_paths(&victim_id) {
            let missing = format!("/api/nothing-here{}", &path["/api/admin".len()..]);
            let send = |path: String| {
                client
                    .raw(method.clone(), &path)
                    .header("CSRF-Token", &token)
                    .json(&body)
                    .send()
            };
            let console = answer(send(path.clone()).await.unwrap()).await;
            let nowhere = answer(send(missing).await.unwrap()).await;
            assert_eq!(console.0, StatusCode::NOT_FOUND, "{method} {path}");
            assert_eq!(
                console, nowhere,
                "{method} {path} looks like a missing route"
            );
        }
    }
    // Nothing was done to the account the sweep named.
    assert!(victim.is_signed_in().await);
    let credits: Value = victim.get("/api/auth/me").await.json().await.unwrap();
    assert_eq!(credits["credits"], 10.0);
}

#[tokio::test]
async fn staff_prove_a_second_factor_before_the_console_opens() {
    let app = TestApp::spawn().await;
    let email = "sam@example.com";
    let sam = app.signed_in_user("sam").await;
    command_line::grant(&app.db, email, "support")
        .await
        .unwrap();

    // Signed in with a password only: the console asks for a second factor.
    let session = json(sam.admin_session().await, StatusCode::OK).await;
    assert_eq!(session["role"], "support");
    assert_eq!(session["secondFactorUntil"], Value::Null);
    assert_eq!(session["authenticatorApp"], false);
    let refused = sam.admin_search("example").await;
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    let body: Value = refused.json().await.unwrap();
    assert_eq!(body["code"], "second_factor_required");
    // Without any second factor there is nothing to prove it with.
    let none = sam.admin_verify("123456").await;
    assert_eq!(
        error_message(none, StatusCode::CONFLICT).await,
        "Turn on two-step sign-in or add a passkey under Account Settings first"
    );

    let (secret, _) = turn_on(&sam).await;
    let wrong = sam.admin_verify("000000").await;
    assert_eq!(wrong.status(), StatusCode::BAD_REQUEST);
    assert_eq!(
        sam.admin_search("example").await.status(),
        StatusCode::FORBIDDEN
    );
    let proved = sam.admin_verify(&code(&secret, 1)).await;
    assert_eq!(proved.status(), StatusCode::NO_CONTENT);
    let session = json(sam.admin_session().await, StatusCode::OK).await;
    let until: chrono::DateTime<chrono::Utc> = session["secondFactorUntil"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let hours = (until - chrono::Utc::now()).num_minutes() as f64 / 60.0;
    assert!((11.9..=12.0).contains(&hours), "{hours} h");
    let found = json(sam.admin_search(email).await, StatusCode::OK).await;
    assert_eq!(found[0]["email"], email);

    // A staff session that proved its code twelve hours ago asks again.
    let stale = chrono::Utc::now() - chrono::Duration::hours(13);
    let stale = stale.format("%Y-%m-%d %H:%M:%S%.6f+00:00");
    app.db
        .execute_unprepared(&format!(
            "UPDATE sessions SET second_factor_at = '{stale}' WHERE second_factor_at IS NOT NULL"
        ))
        .await
        .unwrap();
    assert_eq!(
        sam.admin_search("example").await.status(),
        StatusCode::FORBIDDEN
    );

    // Forged or missing CSRF tokens are refused before anything else.
    let forged = sam
        .raw(Method::POST, "/api/admin/session/verify")
        .header("CSRF-Token", "forged")
        .json(&json!({ "code": "123456" }))
        .send()
        .await
        .unwrap();
    assert_eq!(forged.status(), StatusCode::FORBIDDEN);
    let forged: Value = forged.json().await.unwrap();
    assert_ne!(forged["code"], "second_factor_required");
}

#[tokio::test]
async fn support_grants_within_its_limit_and_is_refused_the_rest_on_the_record() {
    let app = TestApp::spawn().await;
    let support = staff(&app, "sue", "support").await;
    let customer = app.signed_in_user("carl").await;
    let carl = app.user_id("carl@example.com").await;

    let granted = json(
        support
            .client
            .admin_grant(&carl, 25, "Paid, no credits (ticket 12)")
            .await,
        StatusCode::CREATED,
    )
    .await;
    assert_eq!(granted["balance"], 35.0);
    let credits: Value = customer.get("/api/auth/me").await.json().await.unwrap();
    assert_eq!(credits["credits"], 35.0);
    let history: Value = customer
        .get("/api/transactions")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        history["transactions"][0]["description"],
        "Credits from Cardsmith support"
    );

    for refused in [
        support.client.admin_grant(&carl, 51, "A big one").await,
        support.client.admin_suspend(&carl, true, "Abuse").await,
        support.client.admin_sign_out(&carl, "Stolen phone").await,
        support.client.admin_revoke_keys(&carl, "Leaked key").await,
    ] {
        assert_eq!(
            error_message(refused, StatusCode::FORBIDDEN).await,
            "Your role does not allow this; ask an admin"
        );
    }
    let own = support.client.admin_grant(&support.id, 5, "Myself").await;
    assert_eq!(
        error_message(own, StatusCode::FORBIDDEN).await,
        "Staff cannot act on their own account; ask another staff member"
    );
    let no_reason = support.client.admin_grant(&carl, 5, "   ").await;
    assert_eq!(
        error_message(no_reason, StatusCode::BAD_REQUEST).await,
        "Say why: every console action needs a reason"
    );
    let unknown = support.client.admin_grant("no-such-id", 5, "Why").await;
    assert_eq!(unknown.status(), StatusCode::NOT_FOUND);
    assert!(customer.is_signed_in().await);

    let entries = audit_of(&support, &carl).await;
    let summary: Vec<(String, String)> = entries
        .iter()
        .map(|e| {
            (
                e["action"].as_str().unwrap().into(),
                e["outcome"].as_str().unwrap().into(),
            )
        })
        .collect();
    assert_eq!(
        summary,
        [
            ("revoke_api_keys", "refused"),
            ("sign_out_devices", "refused"),
            ("suspend", "refused"),
            ("grant_credits", "refused"),
            ("grant_credits", "done"),
        ]
        .map(|(a, o)| (a.to_owned(), o.to_owned()))
    );
    let done = entries.last().unwrap();
    assert_eq!(done["actor"], "sue@example.com");
    assert_eq!(done["reason"], "Paid, no credits (ticket 12)");
    assert_eq!(done["before"]["balance"], "10");
    assert_eq!(done["after"]["balance"], "35");
    let own_entries = audit_of(&support, &support.id).await;
    assert_eq!(own_entries[0]["outcome"], "refused");
    assert_eq!(own_entries[1]["action"], "grant_staff_role");
    assert_eq!(own_entries[1]["actor"], "server command line");
}

#[tokio::test]
async fn support_finds_an_account_by_what_the_customer_or_stripe_gives() {
    let app = TestApp::spawn().await;
    let support = staff(&app, "stan", "support").await;
    let customer = app.signed_in_user("dora_k").await;
    let dora = app.user_id("dora_k@example.com").await;
    let session_id = buy_with_demo(&app, &customer, "starter").await;

    for (query, matched_by) in [
        ("dora_k@example.com", "email"),
        ("DORA_K@", "email"),
        ("dora_k", "username"),
        (dora.as_str(), "account id"),
        (session_id.as_str(), "checkout session"),
    ] {
        let found = json(support.client.admin_search(query).await, StatusCode::OK).await;
        assert_eq!(found[0]["id"], dora.as_str(), "{query}");
        assert_eq!(found[0]["matchedBy"], matched_by, "{query}");
    }
    let nothing = json(support.client.admin_search("zz").await, StatusCode::OK).await;
    assert_eq!(nothing, json!([]));
    // LIKE's wildcards are searched for, not obeyed.
    let percent = json(support.client.admin_search("%%%").await, StatusCode::OK).await;
    assert_eq!(percent, json!([]));

    let account = json(support.client.admin_account(&dora).await, StatusCode::OK).await;
    assert_eq!(account["email"], "dora_k@example.com");
    assert_eq!(account["balance"], 60.0);
    assert_eq!(account["payments"][0]["sessionId"], session_id.as_str());
    assert_eq!(account["payments"][0]["status"], "paid");
    assert_eq!(account["lots"][0]["source"], "purchase");
    assert_eq!(account["devices"].as_array().unwrap().len(), 1);
    let text = account.to_string();
    assert!(
        !text.contains("argon2") && !text.contains("passwordHash") && !text.contains("tokenHash"),
        "no secrets: {text}"
    );
    let ledger = json(support.client.admin_ledger(&dora).await, StatusCode::OK).await;
    assert_eq!(ledger["pagination"]["total"], 2);
}

#[tokio::test]
async fn a_suspended_account_is_signed_out_refused_sign_in_and_its_keys_answer_403() {
    let app = TestApp::spawn().await;
    let admin = staff(&app, "ada", "admin").await;
    let customer = app.verified_user("eve").await;
    let eve = app.user_id("eve@example.com").await;
    let created: Value = customer.create_api_key("bot").await.json().await.unwrap();
    let api = V1Client::new(&app.base_url, created["secret"].as_str().unwrap());
    assert_eq!(api.account().await.status(), StatusCode::OK);

    // Fifty suspensions at once make one change and one entry.
    let attempts = (0..50).map(|_| admin.client.admin_suspend(&eve, true, "Spam cards"));
    let statuses: Vec<StatusCode> = futures::future::join_all(attempts)
        .await
        .into_iter()
        .map(|r| r.status())
        .collect();
    assert_eq!(
        statuses
            .iter()
            .filter(|s| **s == StatusCode::NO_CONTENT)
            .count(),
        1,
        "{statuses:?}"
    );
    assert!(
        statuses
            .iter()
            .all(|s| [StatusCode::NO_CONTENT, StatusCode::CONFLICT].contains(s))
    );
    let suspensions = audit_of(&admin, &eve)
        .await
        .into_iter()
        .filter(|e| e["action"] == "suspend")
        .count();
    assert_eq!(suspensions, 1);

    assert!(!customer.is_signed_in().await, "signed out everywhere");
    let login = app.new_client().login("eve@example.com", PASSWORD).await;
    assert_eq!(login.status(), StatusCode::FORBIDDEN);
    let login: Value = login.json().await.unwrap();
    assert_eq!(login["code"], "account_suspended");
    // Every call of a burst after the suspension is refused.
    let burst = (0..20).map(|_| api.account());
    for response in futures::future::join_all(burst).await {
        assert_eq!(
            error_code(response, StatusCode::FORBIDDEN).await,
            "account_suspended"
        );
    }

    let lifted = admin
        .client
        .admin_suspend(&eve, false, "Appeal accepted")
        .await;
    assert_eq!(lifted.status(), StatusCode::NO_CONTENT);
    let again = admin.client.admin_suspend(&eve, false, "Twice").await;
    assert_eq!(again.status(), StatusCode::CONFLICT);
    let back = app.new_client();
    assert_eq!(
        back.login("eve@example.com", PASSWORD).await.status(),
        StatusCode::OK
    );
    assert_eq!(api.account().await.status(), StatusCode::OK);

    let revoked = json(
        admin
            .client
            .admin_revoke_keys(&eve, "Key posted publicly")
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(revoked["ended"], 1);
    assert_eq!(api.account().await.status(), StatusCode::UNAUTHORIZED);
    let ended = json(
        admin.client.admin_sign_out(&eve, "Lost laptop").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(ended["ended"], 1);
    assert!(!back.is_signed_in().await);
}

#[tokio::test]
async fn emails_go_out_for_support_and_are_on_the_record() {
    let app = TestApp::spawn().await;
    let support = staff(&app, "sol", "support").await;
    app.signed_in_user("finn").await;
    let finn = app.user_id("finn@example.com").await;

    let resent = support
        .client
        .admin_resend_verification(&finn, "Lost the first email")
        .await;
    assert_eq!(resent.status(), StatusCode::ACCEPTED);
    let reset = support
        .client
        .admin_password_reset(&finn, "Forgot password, asked by phone")
        .await;
    assert_eq!(reset.status(), StatusCode::ACCEPTED);
    app.emails_containing("/reset-password?token=", 1).await;
    let confirmations = app
        .emails_containing("To: finn@example.com", 2)
        .await
        .into_iter()
        .filter(|email| email.contains("/verify-email?token="))
        .count();
    assert_eq!(confirmations, 2, "the sign-up's and the one support sent");

    let entries = audit_of(&support, &finn).await;
    assert_eq!(entries[0]["action"], "send_password_reset");
    assert_eq!(entries[1]["action"], "resend_verification");
    assert_eq!(entries[1]["after"]["emailSent"], true);
    assert!(!entries[1].to_string().contains("finn@example.com"));

    let csv = support
        .client
        .admin_audit_csv(&format!("?account={finn}"))
        .await;
    assert_eq!(csv.status(), StatusCode::OK);
    assert!(
        csv.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/csv")
    );
    let text = csv.text().await.unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "id,at,actor,action,account,reason,outcome,before,after"
    );
    assert_eq!(lines.len(), 3);
    assert!(lines[1].contains("\"Forgot password, asked by phone\""));
}

#[tokio::test]
async fn the_audit_log_refuses_changes_from_anyone() {
    let app = TestApp::spawn().await;
    let support = staff(&app, "sid", "support").await;
    for statement in [
        "UPDATE audit_entries SET reason = 'nothing happened'",
        "DELETE FROM audit_entries",
    ] {
        let result = app.db.execute_unprepared(statement).await;
        let err = result.expect_err(statement).to_string();
        assert!(err.contains("append-only"), "{err}");
    }
    let entries = audit_of(&support, &support.id).await;
    assert_eq!(entries[0]["reason"], "cardsmith staff grant");
}

#[tokio::test]
async fn a_revoked_staff_member_finds_the_console_gone() {
    let app = TestApp::spawn().await;
    let support = staff(&app, "rae", "support").await;
    assert_eq!(
        support.client.admin_search("rae@").await.status(),
        StatusCode::OK
    );
    let said = command_line::revoke(&app.db, "rae@example.com")
        .await
        .unwrap();
    assert_eq!(said, "rae@example.com is no longer staff");
    assert_eq!(
        support.client.admin_search("rae@").await.status(),
        StatusCode::NOT_FOUND
    );
    let unknown = command_line::grant(&app.db, "nobody@example.com", "admin").await;
    assert!(unknown.is_err());
    let bad_role = command_line::grant(&app.db, "rae@example.com", "root").await;
    assert!(
        bad_role
            .unwrap_err()
            .to_string()
            .contains("support or admin")
    );
}

#[tokio::test]
async fn the_console_has_its_own_rate_limit() {
    let app = TestApp::spawn_with(|config| config.staff.requests_per_minute = 5).await;
    let support = staff(&app, "ray", "support").await;
    let mut statuses = Vec::new();
    for _ in 0..7 {
        statuses.push(support.client.admin_session().await.status());
    }
    assert_eq!(&statuses[..5], [StatusCode::OK; 5]);
    assert_eq!(statuses[5], StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn an_admin_deletes_an_account_as_its_owner_would_and_support_cannot() {
    let app = TestApp::spawn().await;
    let admin = staff(&app, "ada", "admin").await;
    let support = staff(&app, "sue", "support").await;
    let customer = app.verified_user("gus").await;
    let gus = app.user_id("gus@example.com").await;

    let refused = support
        .client
        .admin_delete_account(&gus, "Asked by email")
        .await;
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    assert!(customer.is_signed_in().await);
    let unexplained = admin.client.admin_delete_account(&gus, "").await;
    assert_eq!(unexplained.status(), StatusCode::BAD_REQUEST);
    assert!(customer.is_signed_in().await);

    let deleted = admin
        .client
        .admin_delete_account(&gus, "Asked by email, ticket 77")
        .await;
    assert_eq!(deleted.status(), StatusCode::ACCEPTED);
    assert!(!customer.is_signed_in().await);
    let login = app.new_client().login("gus@example.com", PASSWORD).await;
    assert_eq!(login.status(), StatusCode::UNAUTHORIZED);
    app.emails_containing("Subject: Your Cardsmith account was deleted", 1)
        .await;
    // Deleted once: the account is gone for the console too.
    let again = admin.client.admin_delete_account(&gus, "Twice").await;
    assert_eq!(again.status(), StatusCode::NOT_FOUND);
    assert_eq!(
        admin.client.admin_account(&gus).await.status(),
        StatusCode::NOT_FOUND
    );

    let audit = audit_of(&admin, &gus).await;
    assert_eq!(audit[0]["action"], "delete_account");
    assert_eq!(audit[0]["reason"], "Asked by email, ticket 77");
    assert_eq!(audit[1]["action"], "delete_account");
    assert_eq!(audit[1]["outcome"], "refused");
    // The log keeps the account's id, never its address.
    assert!(!audit[0].to_string().contains("gus@example.com"));
}

#[tokio::test]
async fn the_account_page_shows_how_much_of_each_throttle_the_account_used() {
    let app = TestApp::spawn().await;
    let support = staff(&app, "sue", "support").await;
    app.signed_in_user("hal").await;
    let hal = app.user_id("hal@example.com").await;
    let stranger = app.new_client();
    for _ in 0..2 {
        let wrong = stranger.login("hal@example.com", "not-the-password").await;
        assert_eq!(wrong.status(), StatusCode::UNAUTHORIZED);
    }
    assert!(
        stranger
            .forgot_password("hal@example.com")
            .await
            .status()
            .is_success()
    );

    let account = json(support.client.admin_account(&hal).await, StatusCode::OK).await;
    let throttles = account["throttles"].as_array().unwrap();
    let named = |name: &str| {
        throttles
            .iter()
            .find(|throttle| throttle["name"] == name)
            .unwrap_or_else(|| panic!("{name} in {throttles:?}"))
            .clone()
    };
    let passwords = named("Wrong passwords");
    assert_eq!(passwords["used"], 2);
    assert_eq!(passwords["max"], 50);
    assert_eq!(passwords["windowMinutes"], 15);
    assert_eq!(passwords["slowsOnly"], true);
    let resets = named("Password reset emails");
    assert_eq!(resets["used"], 1);
    assert_eq!(resets["max"], 3);
    assert_eq!(named("Wrong two-step codes")["used"], 0);
}

#[tokio::test]
async fn an_admin_deducts_credits_through_the_ledger_never_past_the_balance() {
    let app = TestApp::spawn().await;
    let admin = staff(&app, "ada", "admin").await;
    let support = staff(&app, "sue", "support").await;
    let customer = app.signed_in_user("ivy").await;
    let ivy = app.user_id("ivy@example.com").await;

    let refused = support.client.admin_deduct(&ivy, 2, "Granted twice").await;
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    let too_many = admin.client.admin_deduct(&ivy, 11, "Granted twice").await;
    assert_eq!(
        error_message(too_many, StatusCode::BAD_REQUEST).await,
        "The balance holds only 10 credits"
    );
    let none = admin.client.admin_deduct(&ivy, 0, "Granted twice").await;
    assert_eq!(none.status(), StatusCode::BAD_REQUEST);

    // Ten deductions of 3 at once: the balance of 10 pays for three of them.
    let attempts = (0..10).map(|_| {
        admin
            .client
            .admin_deduct(&ivy, 3, "Granted twice, ticket 5")
    });
    let statuses: Vec<StatusCode> = futures::future::join_all(attempts)
        .await
        .into_iter()
        .map(|answer| answer.status())
        .collect();
    let done = statuses.iter().filter(|s| **s == StatusCode::OK).count();
    assert_eq!(done, 3, "{statuses:?}");
    let me: Value = customer.get("/api/auth/me").await.json().await.unwrap();
    assert_eq!(me["credits"], 1.0);
    let history: Value = customer
        .get("/api/transactions")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        history["transactions"][0]["description"],
        "Credits removed by Cardsmith support"
    );
    assert_eq!(history["transactions"][0]["credits"], -3.0);
    let deductions = audit_of(&admin, &ivy)
        .await
        .into_iter()
        .filter(|entry| entry["action"] == "deduct_credits" && entry["outcome"] == "done")
        .count();
    assert_eq!(deductions, 3);
}
