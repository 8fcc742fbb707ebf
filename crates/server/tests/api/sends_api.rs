//! Sending a card over HTTP: now or scheduled, edited and cancelled, the
//! daily limit, who may send, the card page (200, 404, 410), thanks,
//! reports, re-sends and unsubscribes.

use crate::helpers::{TestApp, error_message};
use crate::sends_support::*;
use cardsmith_server::sending::courier;
use reqwest::StatusCode;
use serde_json::{Value, json};

#[tokio::test]
async fn a_card_sent_now_is_emailed_and_its_link_opens_the_card() {
    let app = TestApp::spawn().await;
    let (ana, image_id) = sender_with_card(&app, "ana").await;

    let send = created_send(
        &ana,
        &send_now(&image_id, &["bo@example.com", "cy@example.com"]),
    )
    .await;
    assert_eq!(send["recipients"].as_array().unwrap().len(), 2);
    assert_eq!(send["font"], "classic");
    let send_id = send["id"].as_str().unwrap();

    let email = &card_emails_to(&app, "bo@example.com", 1).await[0];
    assert!(email.contains("Subject: Ana sent you a card"), "{email}");
    let token = card_token(email);
    wait_for_status(&ana, send_id, "bo@example.com", "sent").await;

    let page = app.new_client().get(&format!("/c/{token}")).await;
    assert_eq!(page.status(), StatusCode::OK);
    assert!(page.text().await.unwrap().contains("noindex"));
    let send: Value = ana.get_send(send_id).await.json().await.unwrap();
    assert_eq!(
        recipient(&send, "bo@example.com")["status"],
        "sent",
        "the HTML alone is not an opening"
    );

    let visitor = app.new_client();
    let response = visitor.received_card(&token).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["x-robots-tag"], "noindex, nofollow");
    let card: Value = response.json().await.unwrap();
    assert_eq!(card["senderName"], "Ana");
    assert_eq!(card["recipientName"], "bo");
    assert_eq!(card["message"], "Thinking of you this winter.");
    assert!(card["alt"].as_str().unwrap().contains("watercolor fox"));
    let image = visitor.get(card["imageUrl"].as_str().unwrap()).await;
    assert_eq!(image.status(), StatusCode::OK);
    let pdf = visitor.received_card_pdf(&token, "?paper=a4").await;
    assert_eq!(pdf.status(), StatusCode::OK);
    assert_eq!(pdf.headers()["content-type"], "application/pdf");
    assert_eq!(
        visitor
            .received_card_pdf(&token, "?paper=tabloid")
            .await
            .status(),
        StatusCode::BAD_REQUEST
    );

    let send: Value = ana.get_send(send_id).await.json().await.unwrap();
    assert_eq!(recipient(&send, "bo@example.com")["status"], "opened");
    let list: Value = ana.sends("").await.json().await.unwrap();
    assert_eq!(list["sends"][0]["id"], send_id);
    assert_eq!(list["pagination"]["total"], 1);
}

#[tokio::test]
async fn unknown_deleted_and_reported_cards_answer_404_and_410() {
    let app = TestApp::spawn().await;
    let (ana, image_id) = sender_with_card(&app, "ana").await;
    let visitor = app.new_client();
    let unknown = "x".repeat(43);
    assert_eq!(
        visitor.received_card(&unknown).await.status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        visitor.get(&format!("/c/{unknown}")).await.status(),
        StatusCode::NOT_FOUND
    );

    created_send(&ana, &send_now(&image_id, &["bo@example.com"])).await;
    let token = card_token(&card_emails_to(&app, "bo@example.com", 1).await[0]);
    assert_eq!(ana.delete_image(&image_id).await.status(), StatusCode::OK);
    let message = error_message(visitor.received_card(&token).await, StatusCode::GONE).await;
    assert_eq!(message, "This card is no longer available");
    assert_eq!(
        visitor.get(&format!("/c/{token}")).await.status(),
        StatusCode::GONE
    );

    let (_, other_image) = sender_with_card(&app, "eve").await;
    let (cy, cy_image) = sender_with_card(&app, "cyril").await;
    created_send(&cy, &send_now(&cy_image, &["dee@example.com"])).await;
    let token = card_token(&card_emails_to(&app, "dee@example.com", 1).await[0]);
    assert_eq!(visitor.report_card(&token).await.status(), StatusCode::OK);
    assert_eq!(
        visitor.received_card(&token).await.status(),
        StatusCode::GONE
    );
    assert_eq!(
        visitor.thank_sender(&token, "Thanks!").await.status(),
        StatusCode::GONE
    );
    // Someone else's image cannot be sent.
    let response = cy
        .send_card(&send_now(&other_image, &["x@example.com"]))
        .await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_scheduled_card_can_be_edited_then_cancelled_and_never_goes() {
    let app = TestApp::spawn().await;
    let (ana, image_id) = sender_with_card(&app, "ana").await;
    let send = created_send(&ana, &send_tomorrow(&image_id, &["bo@example.com"])).await;
    let send_id = send["id"].as_str().unwrap();
    assert_eq!(send["editable"], true);
    assert_eq!(recipient(&send, "bo@example.com")["status"], "scheduled");
    assert!(send["sendAt"].as_str().unwrap().ends_with("T09:00"));
    assert_eq!(send["timeZone"], "America/New_York");

    let mut edit = edit_of(&send_tomorrow(
        &image_id,
        &["dee@example.com", "cy@example.com"],
    ));
    edit["message"] = json!("Changed my mind: happy winter!");
    edit["font"] = json!("handwritten");
    let response = ana.edit_send(send_id, &edit).await;
    assert_eq!(response.status(), StatusCode::OK);
    let edited: Value = response.json().await.unwrap();
    assert_eq!(edited["message"], "Changed my mind: happy winter!");
    assert_eq!(edited["font"], "handwritten");
    let emails: Vec<&str> = edited["recipients"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["email"].as_str().unwrap())
        .collect();
    assert_eq!(emails, ["dee@example.com", "cy@example.com"], "as entered");
    let fetched: Value = ana.get_send(send_id).await.json().await.unwrap();
    assert_eq!(
        fetched["recipients"][0]["email"], "dee@example.com",
        "listed as entered"
    );

    let mut bad = edit.clone();
    bad["sendAt"] = json!("2020-01-01T09:00");
    let response = ana.edit_send(send_id, &bad).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: Value = response.json().await.unwrap();
    assert!(body["errors"]["sendAt"].is_string());

    let response = ana.cancel_send(send_id).await;
    assert_eq!(response.status(), StatusCode::OK);
    let cancelled: Value = response.json().await.unwrap();
    assert!(cancelled["cancelledAt"].is_string());
    assert_eq!(cancelled["editable"], false);
    assert!(
        cancelled["recipients"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["status"] == "cancelled")
    );
    assert_eq!(
        ana.cancel_send(send_id).await.status(),
        StatusCode::CONFLICT
    );
    assert_eq!(
        ana.edit_send(send_id, &edit).await.status(),
        StatusCode::CONFLICT
    );
    // Another user sees none of it.
    let eve = app.verified_user("eve").await;
    assert_eq!(eve.get_send(send_id).await.status(), StatusCode::NOT_FOUND);
    assert_eq!(
        eve.cancel_send(send_id).await.status(),
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn a_sent_card_can_no_longer_be_edited_or_cancelled() {
    let app = TestApp::spawn().await;
    let (ana, image_id) = sender_with_card(&app, "ana").await;
    let send = created_send(&ana, &send_now(&image_id, &["bo@example.com"])).await;
    let send_id = send["id"].as_str().unwrap();
    wait_for_status(&ana, send_id, "bo@example.com", "sent").await;
    let response = ana
        .edit_send(
            send_id,
            &edit_of(&send_tomorrow(&image_id, &["bo@example.com"])),
        )
        .await;
    assert_eq!(
        error_message(response, StatusCode::CONFLICT).await,
        cardsmith_server::sending::sends::NOT_EDITABLE
    );
    assert_eq!(
        ana.cancel_send(send_id).await.status(),
        StatusCode::CONFLICT
    );
}

#[tokio::test]
async fn the_daily_limit_of_recipients_holds_and_changes_nothing() {
    let app = TestApp::spawn_with(|config| config.sending.recipients_per_day = 3).await;
    let (ana, image_id) = sender_with_card(&app, "ana").await;
    created_send(
        &ana,
        &send_tomorrow(&image_id, &["a@example.com", "b@example.com"]),
    )
    .await;
    let response = ana
        .send_card(&send_tomorrow(
            &image_id,
            &["c@example.com", "d@example.com"],
        ))
        .await;
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(response.headers().contains_key("retry-after"));
    let message = error_message(response, StatusCode::TOO_MANY_REQUESTS).await;
    assert!(message.contains("3 recipients a day"), "{message}");
    let list: Value = ana.sends("").await.json().await.unwrap();
    assert_eq!(
        list["pagination"]["total"], 1,
        "the refused send left nothing"
    );
    created_send(&ana, &send_tomorrow(&image_id, &["c@example.com"])).await;
}

#[tokio::test]
async fn parallel_sends_cannot_pass_the_daily_limit_together() {
    let app = TestApp::spawn_with(|config| config.sending.recipients_per_day = 5).await;
    let (ana, image_id) = sender_with_card(&app, "ana").await;
    let body = send_tomorrow(&image_id, &["a@example.com"]);
    let attempts = (0..20).map(|_| ana.send_card(&body));
    let statuses: Vec<StatusCode> = futures::future::join_all(attempts)
        .await
        .into_iter()
        .map(|r| r.status())
        .collect();
    let created = statuses
        .iter()
        .filter(|s| **s == StatusCode::CREATED)
        .count();
    assert_eq!(created, 5, "{statuses:?}");
    assert!(
        statuses
            .iter()
            .all(|s| *s == StatusCode::CREATED || *s == StatusCode::TOO_MANY_REQUESTS)
    );
}

#[tokio::test]
async fn only_a_verified_sender_with_a_valid_form_may_send() {
    let app = TestApp::spawn().await;
    let unverified = app.signed_in_user("ann").await;
    let image: Value = unverified
        .generate(&json!({ "prompt": "A lighthouse at dawn", "quality": "low" }))
        .await
        .json()
        .await
        .unwrap();
    let response = unverified
        .send_card(&send_now(
            image["id"].as_str().unwrap(),
            &["bo@example.com"],
        ))
        .await;
    assert_eq!(
        error_message(response, StatusCode::FORBIDDEN).await,
        cardsmith_server::sending::sends::EMAIL_NOT_VERIFIED
    );
    assert_eq!(
        app.new_client()
            .send_card(&send_now("x", &["bo@example.com"]))
            .await
            .status(),
        StatusCode::UNAUTHORIZED
    );

    let (ana, image_id) = sender_with_card(&app, "ana").await;
    let mut bad = send_now(&image_id, &["bo@example.com", "bo@example.com"]);
    bad["message"] = json!("x".repeat(1001));
    bad["senderName"] = json!("");
    bad["timeZone"] = json!("Mars/Olympus");
    bad["font"] = json!("comic");
    let response = ana.send_card(&bad).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: Value = response.json().await.unwrap();
    for field in ["recipients", "message", "senderName", "timeZone", "font"] {
        assert!(body["errors"][field].is_string(), "{field} in {body}");
    }
    let eleven: Vec<String> = (0..11).map(|i| format!("p{i}@example.com")).collect();
    let eleven: Vec<&str> = eleven.iter().map(String::as_str).collect();
    assert_eq!(
        ana.send_card(&send_now(&image_id, &eleven)).await.status(),
        StatusCode::BAD_REQUEST
    );
    let mut far = send_tomorrow(&image_id, &["bo@example.com"]);
    far["sendAt"] = json!("2099-01-01T09:00");
    assert_eq!(ana.send_card(&far).await.status(), StatusCode::BAD_REQUEST);
    let list: Value = ana.sends("").await.json().await.unwrap();
    assert_eq!(list["pagination"]["total"], 0);
    assert_eq!(ana.sends("?page=0").await.status(), StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_recipient_thanks_once_and_the_sender_hears_of_it() {
    let app = TestApp::spawn().await;
    let (ana, image_id) = sender_with_card(&app, "ana").await;
    let send = created_send(&ana, &send_now(&image_id, &["bo@example.com"])).await;
    let token = card_token(&card_emails_to(&app, "bo@example.com", 1).await[0]);
    let bo = app.new_client();

    assert_eq!(
        bo.thank_sender(&token, "   ").await.status(),
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        bo.thank_sender(&token, &"x".repeat(501)).await.status(),
        StatusCode::BAD_REQUEST
    );
    let response = bo
        .thank_sender(&token, "Thank you, Ana! It made my day.")
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let card: Value = response.json().await.unwrap();
    assert_eq!(card["thanks"], "Thank you, Ana! It made my day.");
    let again = bo.thank_sender(&token, "And again!").await;
    assert_eq!(
        error_message(again, StatusCode::CONFLICT).await,
        cardsmith_server::sending::received_cards::ALREADY_THANKED
    );

    let email = &app.emails_containing("thanked you for your card", 1).await[0];
    assert!(email.contains("To: ana@example.com"), "{email}");
    assert!(email.contains("It made my day."));
    let send: Value = ana
        .get_send(send["id"].as_str().unwrap())
        .await
        .json()
        .await
        .unwrap();
    let bo_status = recipient(&send, "bo@example.com");
    assert_eq!(bo_status["status"], "thanked");
    assert_eq!(bo_status["thanks"], "Thank you, Ana! It made my day.");
    assert_eq!(bo_status["canResend"], false);
}

#[tokio::test]
async fn an_unopened_card_can_be_sent_again_once_a_day() {
    let app = TestApp::spawn().await;
    let (ana, image_id) = sender_with_card(&app, "ana").await;
    let send = created_send(
        &ana,
        &send_now(&image_id, &["bo@example.com", "cy@example.com"]),
    )
    .await;
    let send_id = send["id"].as_str().unwrap();
    let send = wait_for_status(&ana, send_id, "bo@example.com", "sent").await;
    let cy_token = card_token(&card_emails_to(&app, "cy@example.com", 1).await[0]);
    app.new_client().received_card(&cy_token).await;

    let bo = recipient(&send, "bo@example.com");
    assert_eq!(bo["canResend"], true);
    let response = ana.resend_card(send_id, bo["id"].as_str().unwrap()).await;
    assert_eq!(response.status(), StatusCode::OK);
    let emails = card_emails_to(&app, "bo@example.com", 2).await;
    assert_ne!(card_token(&emails[0]), "", "{}", emails.len());
    assert_eq!(
        card_token(&emails[0]),
        card_token(&emails[1]),
        "the same card link"
    );
    let ids: Vec<&str> = emails
        .iter()
        .map(|e| e.lines().find(|l| l.starts_with("Message-ID:")).unwrap())
        .collect();
    assert_ne!(ids[0], ids[1], "a new message");
    assert_eq!(
        ana.resend_card(send_id, bo["id"].as_str().unwrap())
            .await
            .status(),
        StatusCode::CONFLICT
    );
    let cy = recipient(&send, "cy@example.com");
    assert_eq!(
        ana.resend_card(send_id, cy["id"].as_str().unwrap())
            .await
            .status(),
        StatusCode::CONFLICT,
        "opened"
    );
    assert_eq!(
        ana.resend_card(send_id, "nobody").await.status(),
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn an_unsubscribed_address_never_receives_another_card() {
    let app = TestApp::spawn().await;
    let (ana, image_id) = sender_with_card(&app, "ana").await;
    created_send(&ana, &send_now(&image_id, &["bo@example.com"])).await;
    let email = &card_emails_to(&app, "bo@example.com", 1).await[0];
    let query = unsubscribe_query(email);
    assert!(email.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"));
    let forged = query.replace("bo%40example.com", "cy%40example.com");
    let response = app.client.one_click_unsubscribe(&forged).await;
    assert_eq!(
        error_message(response, StatusCode::BAD_REQUEST).await,
        cardsmith_server::sending::received_cards::UNSUBSCRIBE_INVALID
    );
    assert_eq!(
        app.client.one_click_unsubscribe(&query).await.status(),
        StatusCode::OK
    );
    assert_eq!(
        app.client.one_click_unsubscribe(&query).await.status(),
        StatusCode::OK,
        "again is fine"
    );

    let send = created_send(&ana, &send_now(&image_id, &["bo@example.com"])).await;
    let send = wait_for_status(
        &ana,
        send["id"].as_str().unwrap(),
        "bo@example.com",
        "failed",
    )
    .await;
    assert_eq!(
        recipient(&send, "bo@example.com")["failure"],
        courier::UNSUBSCRIBED
    );
    assert_eq!(
        card_emails_to(&app, "bo@example.com", 1).await.len(),
        1,
        "no second email"
    );
}
