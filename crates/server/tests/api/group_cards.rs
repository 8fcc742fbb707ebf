//! Group cards over HTTP: an organiser starts one, people sign it from a
//! share link or a personal invitation without an account, the organiser
//! moderates and sends it, and the recipient reads every message and thanks
//! everyone. Also the refusals: deadline, sending, limits, other people's
//! messages, rotated links and oversized input.

use crate::group_cards_support::*;
use crate::helpers::TestApp;
use crate::sends_support::{card_emails_to, card_token, quiet_app, sender_with_card};
use cardsmith_server::store::entities::{group_card, group_invite};
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::{Value, json};

#[tokio::test]
async fn a_group_card_is_signed_by_link_and_invitation_then_sent_and_everyone_thanked() {
    let app = TestApp::spawn().await;
    let (organiser, card) = organiser_with_group_card(&app, "ana").await;
    let id = card["id"].as_str().unwrap();
    assert_eq!(card["status"], "collecting");
    assert_eq!(card["title"], "Farewell, Priya!");
    let share = share_token(&card);
    assert!(share.len() >= 43, "at least 256 bits: {share}");

    // Two people sign from the share link, one with a drawn signature, one in Arabic.
    let bo = app.new_client();
    let page: Value = bo.signing_page(&share).await.json().await.unwrap();
    assert_eq!(page["recipientName"], "Priya");
    assert_eq!(page["open"], true);
    assert_eq!(page["link"], "share");
    let mut with_signature = message("Bo", "Good luck, Priya!");
    with_signature["signature"] = json!([
        [[10, 500], [200, 300], [400, 700]],
        [[600, 500], [900, 520]]
    ]);
    with_signature["colour"] = json!("navy");
    with_signature["font"] = json!("handwritten");
    with_signature["email"] = json!("bo@example.com");
    signed(&bo, &share, &with_signature).await;
    let cy = app.new_client();
    let arabic = "مع أطيب التمنيات بالتوفيق";
    signed(&cy, &share, &message("Cyrine", arabic)).await;
    let edit_link = app
        .emails_containing("Your message on the card for Priya", 1)
        .await;
    assert!(
        edit_link[0].contains("To: bo@example.com"),
        "only Bo gave an address"
    );

    // A third is invited by email and signs through their personal link.
    let response = organiser
        .invite_signers(id, &["Dee@Example.com", "eve@example.com"])
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let invited = invitation_token(&app, "dee@example.com").await;
    let dee = app.new_client();
    let page: Value = dee.signing_page(&invited).await.json().await.unwrap();
    assert_eq!(page["link"], "invite");
    assert_eq!(page["invitedEmail"], "dee@example.com");
    let mut dee_message = message("Dee", "We will miss you");
    dee_message["email"] = json!("dee@example.com");
    signed(&dee, &invited, &dee_message).await;
    let again = dee.sign_card(&invited, &message("Dee", "Twice")).await;
    assert_eq!(
        again.status(),
        StatusCode::CONFLICT,
        "one message per invitation"
    );

    let view = organised(&organiser, id).await;
    assert_eq!(view["messageCount"], 3);
    let messages = view["messages"].as_array().unwrap();
    let names: Vec<&str> = messages
        .iter()
        .map(|m| m["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Bo", "Cyrine", "Dee"]);
    assert_eq!(messages[0]["signature"].as_array().unwrap().len(), 2);
    assert_eq!(messages[0]["colour"], "navy");
    assert_eq!(messages[1]["text"], arabic);
    let invites = view["invites"].as_array().unwrap();
    let signed_flags: Vec<(&str, bool)> = invites
        .iter()
        .map(|i| (i["email"].as_str().unwrap(), i["signed"].as_bool().unwrap()))
        .collect();
    assert_eq!(
        signed_flags,
        [("dee@example.com", true), ("eve@example.com", false)]
    );

    // Sent now: signing closes, and the recipient gets one card.
    let response = organiser.send_group_card_now(id).await;
    assert_eq!(response.status(), StatusCode::OK);
    let sent: Value = response.json().await.unwrap();
    assert_eq!(sent["status"], "sent");
    let late = app
        .new_client()
        .sign_card(&share, &message("Fay", "Too late"))
        .await;
    assert_eq!(late.status(), StatusCode::CONFLICT);
    let body: Value = late.json().await.unwrap();
    assert!(body["message"].as_str().unwrap().contains("has been sent"));
    let again = organiser.send_group_card_now(id).await;
    assert_eq!(again.status(), StatusCode::CONFLICT, "sent once");

    let emails = card_emails_to(&app, "priya@example.com", 1).await;
    assert_eq!(emails.len(), 1);
    assert!(
        emails[0].contains("Ana and 3 others sent you a card"),
        "{}",
        emails[0]
    );
    let recipient = app.new_client();
    let token = card_token(&emails[0]);
    let received: Value = recipient.received_card(&token).await.json().await.unwrap();
    assert_eq!(received["group"]["title"], "Farewell, Priya!");
    let read: Vec<&str> = received["group"]["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["text"].as_str().unwrap())
        .collect();
    assert_eq!(read, ["Good luck, Priya!", arabic, "We will miss you"]);

    // The inside pages are drawn by the server, one PNG each.
    let pages = received["group"]["insidePages"].as_array().unwrap();
    assert_eq!(pages.len(), 1, "three messages fill one page");
    let page = recipient.get(pages[0].as_str().unwrap()).await;
    assert_eq!(page.status(), StatusCode::OK);
    assert_eq!(page.headers()["content-type"], "image/png");
    let png = image::load_from_memory(&page.bytes().await.unwrap()).unwrap();
    assert_eq!((png.width(), png.height()), (1000, 1400));
    for missing in ["1", "x", "-1"] {
        let response = recipient
            .get(&format!("/api/c/{token}/inside/{missing}"))
            .await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "page {missing}");
    }

    // The printable card carries the title inside and the page of messages
    // beside it, drawn as vectors: the same two pages as a one-sender card.
    let response = recipient.received_card_pdf(&token, "?paper=a4").await;
    assert_eq!(response.status(), StatusCode::OK);
    let pdf = lopdf::Document::load_mem(&response.bytes().await.unwrap()).unwrap();
    let pages: Vec<_> = pdf.get_pages().into_values().collect();
    assert_eq!(pages.len(), 2);
    let inside = pdf.extract_text(&[2]).unwrap();
    assert!(inside.contains("Farewell"), "{inside}");
    let drawn = pdf
        .get_and_decode_page_content(pages[1])
        .unwrap()
        .operations;
    let fills = drawn.iter().filter(|op| op.operator == "f").count();
    assert_eq!(fills, 3, "one outline per message");
    assert!(pdf.get_page_images(pages[1]).unwrap().is_empty());

    // Thanking everyone reaches the organiser and each signer who gave an address.
    let response = recipient
        .thank_sender(&token, "Thank you all so much!")
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let thanked: Value = response.json().await.unwrap();
    assert_eq!(
        thanked["group"]["insidePages"], received["group"]["insidePages"],
        "the page shown after thanking keeps its inside pages"
    );
    let thanks = app
        .emails_containing("thanked everyone who signed their card", 2)
        .await;
    let to: Vec<bool> = ["bo@example.com", "dee@example.com"]
        .iter()
        .map(|a| thanks.iter().any(|e| e.contains(&format!("To: {a}"))))
        .collect();
    assert_eq!(to, [true, true]);
    assert!(thanks.iter().all(|e| e.contains("Thank you all so much!")));
    app.emails_containing("Priya thanked you for your card", 1)
        .await;
}

#[tokio::test]
async fn signers_change_only_their_own_messages_by_browser_or_edit_link() {
    let app = TestApp::spawn().await;
    let (_organiser, card) = organiser_with_group_card(&app, "ana").await;
    let share = share_token(&card);
    let bo = app.new_client();
    let (bo_message, bo_edit) = signed(&bo, &share, &message("Bo", "First words")).await;
    let cy = app.new_client();
    let (cy_message, _) = signed(&cy, &share, &message("Cy", "Hello")).await;

    // Another browser on the share link cannot touch Bo's message.
    let response = cy
        .edit_signed_message(&share, &bo_message, &message("Cy", "Hijacked"))
        .await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    let response = cy.delete_signed_message(&share, &bo_message).await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);

    // Bo's browser can, and so can Bo's edit link from anywhere, for that message only.
    let response = bo
        .edit_signed_message(&share, &bo_message, &message("Bo", "Better words"))
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let elsewhere = app.new_client();
    let page: Value = elsewhere.signing_page(&bo_edit).await.json().await.unwrap();
    assert_eq!(page["link"], "edit");
    assert_eq!(page["own"][0]["text"], "Better words");
    let response = elsewhere
        .edit_signed_message(&bo_edit, &cy_message, &message("X", "no"))
        .await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    let response = elsewhere
        .sign_card(&bo_edit, &message("Bo", "Another"))
        .await;
    assert_eq!(
        response.status(),
        StatusCode::CONFLICT,
        "an edit link adds nothing"
    );
    let response = elsewhere.delete_signed_message(&bo_edit, &bo_message).await;
    assert_eq!(response.status(), StatusCode::OK);
    let page: Value = cy.signing_page(&share).await.json().await.unwrap();
    let texts: Vec<&str> = page["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["text"].as_str().unwrap())
        .collect();
    assert!(
        texts.is_empty(),
        "only Cy's own is left, and it is Cy's: {texts:?}"
    );
    assert_eq!(page["own"][0]["text"], "Hello");
}

#[tokio::test]
async fn the_organiser_hides_deletes_rotates_and_closes() {
    let app = TestApp::spawn().await;
    let (organiser, card) = organiser_with_group_card(&app, "ana").await;
    let id = card["id"].as_str().unwrap();
    let share = share_token(&card);
    let bo = app.new_client();
    let (bo_message, bo_edit) = signed(&bo, &share, &message("Bo", "Rude words")).await;
    let cy = app.new_client();
    let (cy_message, _) = signed(&cy, &share, &message("Cy", "Kind words")).await;

    let response = organiser.hide_group_message(id, &bo_message, true).await;
    assert_eq!(response.status(), StatusCode::OK);
    let view: Value = response.json().await.unwrap();
    assert_eq!(view["messages"][0]["hidden"], true);
    let page: Value = cy.signing_page(&share).await.json().await.unwrap();
    assert!(
        page["messages"].as_array().unwrap().is_empty(),
        "hidden from others"
    );
    let page: Value = bo.signing_page(&share).await.json().await.unwrap();
    assert_eq!(
        page["own"][0]["hidden"], true,
        "the signer sees it is hidden"
    );

    let response = organiser.delete_group_message(id, &cy_message).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(organised(&organiser, id).await["messageCount"], 1);
    let response = organiser.delete_group_message(id, &cy_message).await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);

    // A new share link: the old one is gone, the signer's own link keeps working.
    let rotated: Value = organiser.rotate_share_link(id).await.json().await.unwrap();
    let new_share = share_token(&rotated);
    assert_ne!(new_share, share);
    assert_eq!(
        bo.signing_page(&share).await.status(),
        StatusCode::NOT_FOUND
    );
    let response = app
        .new_client()
        .sign_card(&share, &message("Dan", "Hi"))
        .await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    assert_eq!(bo.signing_page(&new_share).await.status(), StatusCode::OK);
    let response = bo
        .edit_signed_message(&bo_edit, &bo_message, &message("Bo", "Sorry"))
        .await;
    assert_eq!(response.status(), StatusCode::OK);

    let closed: Value = organiser.close_share_link(id).await.json().await.unwrap();
    assert!(closed["shareUrl"].is_null());
    assert_eq!(
        app.new_client().signing_page(&new_share).await.status(),
        StatusCode::NOT_FOUND
    );

    // Someone else's card is not found, whatever the path.
    let (stranger, _) = sender_with_card(&app, "sam").await;
    assert_eq!(
        stranger.group_card(id).await.status(),
        StatusCode::NOT_FOUND
    );
    let response = stranger.delete_group_message(id, &bo_message).await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);

    let response = organiser.cancel_group_card(id).await;
    assert_eq!(response.status(), StatusCode::OK);
    let response = bo
        .edit_signed_message(&bo_edit, &bo_message, &message("Bo", "x"))
        .await;
    assert_eq!(response.status(), StatusCode::CONFLICT);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["message"], "The organiser called this card off");
}

#[tokio::test]
async fn hidden_messages_are_read_only_once_the_card_is_sent() {
    let app = TestApp::spawn().await;
    let (organiser, image_id) = sender_with_card(&app, "ana").await;
    let mut body = group_card_body(&image_id);
    body["hideMessages"] = json!(true);
    let card: Value = organiser
        .start_group_card(&body)
        .await
        .json()
        .await
        .unwrap();
    let id = card["id"].as_str().unwrap();
    let share = share_token(&card);
    let bo = app.new_client();
    signed(&bo, &share, &message("Bo", "A secret")).await;
    let cy = app.new_client();
    signed(&cy, &share, &message("Cy", "Another secret")).await;
    let page: Value = cy.signing_page(&share).await.json().await.unwrap();
    assert!(page["messages"].as_array().unwrap().is_empty());
    assert_eq!(page["hideMessages"], true);
    assert_eq!(
        organiser.send_group_card_now(id).await.status(),
        StatusCode::OK
    );
    let page: Value = cy.signing_page(&share).await.json().await.unwrap();
    assert_eq!(page["messages"][0]["text"], "A secret");
    assert_eq!(page["open"], false);
}

#[tokio::test]
async fn signing_is_refused_after_the_deadline_but_edits_last_until_sending() {
    let app = quiet_app().await;
    let (_organiser, card) = organiser_with_group_card(&app, "ana").await;
    let id = card["id"].as_str().unwrap();
    let share = share_token(&card);
    let bo = app.new_client();
    let (bo_message, _) = signed(&bo, &share, &message("Bo", "On time")).await;
    group_card::Entity::update_many()
        .col_expr(
            group_card::Column::DeadlineAt,
            Expr::value(chrono::Utc::now() - chrono::Duration::minutes(1)),
        )
        .filter(group_card::Column::Id.eq(id))
        .exec(&app.db)
        .await
        .unwrap();
    let page: Value = bo.signing_page(&share).await.json().await.unwrap();
    assert_eq!(page["open"], false);
    assert!(
        page["closedReason"]
            .as_str()
            .unwrap()
            .starts_with("Signing closed at the deadline")
    );
    let response = app
        .new_client()
        .sign_card(&share, &message("Cy", "Late"))
        .await;
    assert_eq!(response.status(), StatusCode::CONFLICT);
    let response = bo
        .edit_signed_message(&share, &bo_message, &message("Bo", "Fixed a typo"))
        .await;
    assert_eq!(
        response.status(),
        StatusCode::OK,
        "until it is sent, a signer may correct"
    );
}

#[tokio::test]
async fn fifty_signers_at_once_make_fifty_messages() {
    let app = TestApp::spawn().await;
    let (organiser, card) = organiser_with_group_card(&app, "ana").await;
    let id = card["id"].as_str().unwrap().to_owned();
    let share = share_token(&card);
    let signers: Vec<_> = (0..50).map(|_| app.new_client()).collect();
    for signer in &signers {
        signer.csrf_token().await;
    }
    let answers = futures::future::join_all(signers.iter().enumerate().map(|(n, signer)| {
        let share = share.clone();
        async move {
            signer
                .sign_card(
                    &share,
                    &message(&format!("Signer {n}"), &format!("Message {n}")),
                )
                .await
                .status()
        }
    }))
    .await;
    assert!(
        answers.iter().all(|s| *s == StatusCode::CREATED),
        "{answers:?}"
    );
    let view = organised(&organiser, &id).await;
    assert_eq!(view["messageCount"], 50);
    let mut texts: Vec<String> = view["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["text"].as_str().unwrap().to_owned())
        .collect();
    texts.sort();
    texts.dedup();
    assert_eq!(texts.len(), 50, "none lost, none twice");
}

#[tokio::test]
async fn a_signer_editing_while_the_card_is_sent_lands_in_it_whole_or_not_at_all() {
    let app = quiet_app().await;
    let (organiser, card) = organiser_with_group_card(&app, "ana").await;
    let id = card["id"].as_str().unwrap();
    let share = share_token(&card);
    let bo = app.new_client();
    let (bo_message, _) = signed(&bo, &share, &message("Bo", "Version 0")).await;
    let edits = async {
        let mut accepted = Vec::new();
        for n in 1..=20 {
            let response = bo
                .edit_signed_message(&share, &bo_message, &message("Bo", &format!("Version {n}")))
                .await;
            if response.status() == StatusCode::OK {
                accepted.push(n);
            } else {
                assert_eq!(response.status(), StatusCode::CONFLICT);
            }
        }
        accepted
    };
    let (accepted, sent) = tokio::join!(edits, organiser.send_group_card_now(id));
    assert_eq!(sent.status(), StatusCode::OK);
    let last = accepted.last().copied().unwrap_or(0);
    let view = organised(&organiser, id).await;
    assert_eq!(
        view["messages"][0]["text"],
        format!("Version {last}"),
        "the last accepted edit, whole"
    );
    // Every edit after the one that was sent was refused: accepted ones are a prefix.
    assert_eq!(accepted, (1..=last).collect::<Vec<_>>());
}

#[tokio::test]
async fn oversized_or_malformed_messages_are_refused_and_change_nothing() {
    let app = TestApp::spawn().await;
    let (organiser, card) = organiser_with_group_card(&app, "ana").await;
    let id = card["id"].as_str().unwrap();
    let share = share_token(&card);
    let signer = app.new_client();

    let mut huge = message("Bo", "Hi");
    huge["signature"] = json!([vec![[500, 500]; 100_000]]);
    let response = signer.sign_card(&share, &huge).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: Value = response.json().await.unwrap();
    assert!(body["errors"]["signature"].is_string(), "{body}");

    let response = signer
        .raw(
            reqwest::Method::POST,
            &format!("/api/sign/{share}/messages"),
        )
        .header("CSRF-Token", signer.csrf_token().await)
        .header("Content-Type", "application/json")
        .body(format!(
            r#"{{"name":"Bo","text":"{}"}}"#,
            "a".repeat(10 * 1024 * 1024)
        ))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);

    let response = signer
        .sign_card(&share, &message("Bo", &"a".repeat(501)))
        .await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let mut bad = message("", "");
    bad["font"] = json!("comic");
    bad["colour"] = json!("neon");
    bad["signature"] = json!([[[2000, 1]]]);
    let body: Value = signer.sign_card(&share, &bad).await.json().await.unwrap();
    let fields: Vec<&String> = body["errors"].as_object().unwrap().keys().collect();
    assert_eq!(fields, ["colour", "font", "name", "signature", "text"]);
    assert_eq!(
        signer
            .sign_card("not-a-token", &message("Bo", "Hi"))
            .await
            .status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        organised(&organiser, id).await["messageCount"],
        0,
        "nothing stored"
    );
}

#[tokio::test]
async fn a_card_holds_at_most_two_hundred_messages() {
    let app = TestApp::spawn().await;
    let (organiser, card) = organiser_with_group_card(&app, "ana").await;
    let id = card["id"].as_str().unwrap();
    group_card::Entity::update_many()
        .col_expr(group_card::Column::MessageCount, Expr::value(199))
        .filter(group_card::Column::Id.eq(id))
        .exec(&app.db)
        .await
        .unwrap();
    let share = share_token(&card);
    signed(&app.new_client(), &share, &message("Last", "The 200th")).await;
    let response = app
        .new_client()
        .sign_card(&share, &message("One more", "Hi"))
        .await;
    assert_eq!(response.status(), StatusCode::CONFLICT);
    let body: Value = response.json().await.unwrap();
    assert_eq!(
        body["message"],
        "This card has 200 messages, as many as it can hold"
    );
    assert_eq!(organised(&organiser, id).await["messageCount"], 200);
}

#[tokio::test]
async fn the_organisers_form_is_checked_and_needs_a_confirmed_address() {
    let app = TestApp::spawn().await;
    let (organiser, image_id) = sender_with_card(&app, "ana").await;
    let mut body = group_card_body(&image_id);
    body["deadline"] = body["sendAt"].clone();
    body["sendAt"] = json!("2020-01-01T09:00");
    let response = organiser.start_group_card(&body).await;
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let answer: Value = response.json().await.unwrap();
    assert!(answer["errors"]["deadline"].is_string(), "{answer}");
    let mut body = group_card_body(&image_id);
    body["imageId"] = json!("someone-elses");
    assert_eq!(
        organiser.start_group_card(&body).await.status(),
        StatusCode::NOT_FOUND
    );
    let unverified = app.signed_in_user("newbie").await;
    let response = unverified
        .start_group_card(&group_card_body(&image_id))
        .await;
    assert_eq!(response.status(), StatusCode::FORBIDDEN);
    let visitor = app.new_client();
    let response = visitor.start_group_card(&group_card_body(&image_id)).await;
    assert_eq!(response.status(), StatusCode::UNAUTHORIZED);
    let listed: Value = organiser.group_cards().await.json().await.unwrap();
    assert!(
        listed["groupCards"].as_array().unwrap().is_empty(),
        "nothing started"
    );

    let (organiser, card) = organiser_with_group_card(&app, "bea").await;
    let id = card["id"].as_str().unwrap();
    let many: Vec<String> = (0..101).map(|n| format!("p{n}@example.com")).collect();
    let many: Vec<&str> = many.iter().map(String::as_str).collect();
    assert_eq!(
        organiser.invite_signers(id, &many).await.status(),
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        organiser.invite_signers(id, &many[..60]).await.status(),
        StatusCode::OK
    );
    let response = organiser.invite_signers(id, &many[60..]).await;
    assert_eq!(
        response.status(),
        StatusCode::CONFLICT,
        "over 100 on the card in all"
    );
    let listed: Value = organiser.group_cards().await.json().await.unwrap();
    assert_eq!(listed["groupCards"][0]["invited"], 60);
}

#[tokio::test]
async fn invited_people_who_have_not_signed_are_reminded_at_most_twice() {
    let app = quiet_app().await;
    let (organiser, card) = organiser_with_group_card(&app, "ana").await;
    let id = card["id"].as_str().unwrap();
    organiser
        .invite_signers(
            id,
            &["dee@example.com", "eve@example.com", "fay@example.com"],
        )
        .await;
    let dee = invitation_token(&app, "dee@example.com").await;
    signed(&app.new_client(), &dee, &message("Dee", "Done")).await;
    let fay = invitation_token(&app, "fay@example.com").await;
    let response = app.new_client().stop_signing_reminders(&fay).await;
    assert_eq!(response.status(), StatusCode::OK);

    // "Remind now" goes to Eve alone, and not again within 12 hours.
    let response = organiser.remind_signers(id).await;
    assert_eq!(response.status(), StatusCode::OK);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["reminded"], 1);
    let reminders = app
        .emails_containing("Reminder: sign the card for Priya", 1)
        .await;
    assert!(reminders[0].contains("To: eve@example.com"));
    let response = organiser.remind_signers(id).await;
    assert_eq!(response.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(response.headers().contains_key("retry-after"));

    // Automatic ones: two days before the deadline is inside the first window.
    let delivery = group_delivery(&app).await;
    let aged = chrono::Utc::now() - chrono::Duration::days(2);
    group_invite::Entity::update_many()
        .col_expr(group_invite::Column::CreatedAt, Expr::value(aged))
        .col_expr(group_invite::Column::LastRemindedAt, Expr::value(aged))
        .filter(group_invite::Column::GroupCardId.eq(id))
        .exec(&app.db)
        .await
        .unwrap();
    let now = chrono::Utc::now();
    assert_eq!(delivery.remind_due(now).await.unwrap(), 1, "Eve, once");
    assert_eq!(
        delivery.remind_due(now).await.unwrap(),
        0,
        "not twice in the same window"
    );
    // A day before the deadline, the second and last.
    let deadline = chrono::DateTime::parse_from_rfc3339(card["deadlineAt"].as_str().unwrap())
        .unwrap()
        .to_utc();
    let day_before = deadline - chrono::Duration::hours(20);
    assert_eq!(delivery.remind_due(day_before).await.unwrap(), 1);
    assert_eq!(
        delivery
            .remind_due(deadline - chrono::Duration::hours(2))
            .await
            .unwrap(),
        0
    );
    let to_eve = app
        .emails_containing("Reminder: sign the card for Priya", 3)
        .await;
    assert!(to_eve.iter().all(|e| e.contains("To: eve@example.com")));
    assert!(
        to_eve
            .iter()
            .all(|e| e.contains("No more reminders about this card"))
    );
}

#[tokio::test]
async fn a_card_sealed_by_an_instance_that_died_is_sent_once_after_restart() {
    let app = quiet_app().await;
    let (organiser, card) = organiser_with_group_card(&app, "ana").await;
    let id = card["id"].as_str().unwrap();
    signed(&app.new_client(), &share_token(&card), &message("Bo", "Hi")).await;
    // As an instance leaves it when killed between sealing and sending:
    // sealed, due, its lease lapsed.
    let past = chrono::Utc::now() - chrono::Duration::minutes(5);
    group_card::Entity::update_many()
        .col_expr(
            group_card::Column::Status,
            Expr::value(cardsmith_server::store::group_cards::GroupCardStatus::Sealed),
        )
        .col_expr(group_card::Column::DueAt, Expr::value(past))
        .col_expr(group_card::Column::LeaseUntil, Expr::value(past))
        .filter(group_card::Column::Id.eq(id))
        .exec(&app.db)
        .await
        .unwrap();
    let delivery = group_delivery(&app).await;
    let second = group_delivery(&app).await;
    let now = chrono::Utc::now();
    let (one, two) = tokio::join!(delivery.send_due(now), second.send_due(now));
    assert_eq!(one.unwrap() + two.unwrap(), 1, "exactly one send");
    assert_eq!(delivery.send_due(now).await.unwrap(), 0);
    let view = organised(&organiser, id).await;
    assert_eq!(view["status"], "sent");
    assert!(view["sendId"].is_string());
}

/// The app's own sender of group cards, for the tests that drive its clock.
async fn group_delivery(app: &TestApp) -> cardsmith_server::group_cards::delivery::GroupDelivery {
    let key = cardsmith_server::store::settings::get_or_create(&app.db, "card_link_key", || {
        unreachable!("the app made its key")
    })
    .await
    .unwrap();
    cardsmith_server::group_cards::delivery::GroupDelivery {
        db: app.db.clone(),
        mailer: cardsmith_server::providers::email::Mailer::outbox(
            app.data_dir.join("outbox"),
            "Cardsmith <cards@cards.example>",
        )
        .unwrap(),
        links: cardsmith_server::sending::links::LinkKey::new(key),
        public_url: app.base_url.clone(),
        mail_domain: "cards.example".into(),
        lease: chrono::Duration::minutes(2),
    }
}

#[tokio::test]
async fn a_card_whose_front_was_deleted_is_gone_for_its_signers() {
    let app = TestApp::spawn().await;
    let (organiser, card) = organiser_with_group_card(&app, "ana").await;
    let share = share_token(&card);
    let bo = app.new_client();
    let (bo_message, bo_edit) = signed(&bo, &share, &message("Bo", "Hi")).await;
    // Only a personal invitation's link can stop reminders.
    let response = bo.stop_signing_reminders(&share).await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);

    let image_id = card["imageId"].as_str().unwrap();
    assert_eq!(
        organiser.delete_image(image_id).await.status(),
        StatusCode::OK
    );
    for token in [&share, &bo_edit] {
        assert_eq!(bo.signing_page(token).await.status(), StatusCode::GONE);
        assert_eq!(
            bo.get(&format!("/sign/{token}")).await.status(),
            StatusCode::GONE,
            "the page too"
        );
    }
    let response = bo
        .edit_signed_message(&bo_edit, &bo_message, &message("Bo", "Still here?"))
        .await;
    assert_eq!(response.status(), StatusCode::GONE);
    let response = app
        .new_client()
        .sign_card(&share, &message("Cy", "Late"))
        .await;
    assert_eq!(response.status(), StatusCode::GONE);
    let view = organised(&organiser, card["id"].as_str().unwrap()).await;
    assert_eq!(view["messageCount"], 1, "a gone card takes no change");
    assert_eq!(view["messages"][0]["text"], "Hi");
    assert_eq!(
        bo.get("/sign/no-such-link").await.status(),
        StatusCode::NOT_FOUND
    );
}

/// The library's messages for the Priya every test card is for.
fn library_for_priya(
    category: cardsmith_domain::cards::Category,
    tone: cardsmith_domain::card_messages::Tone,
) -> Vec<String> {
    cardsmith_domain::card_messages::suggestions(category, tone, Some("Priya"))
}

#[tokio::test]
async fn signers_are_offered_messages_for_the_recipient_in_the_cards_occasion() {
    use cardsmith_domain::card_messages::{TONE_INVALID, Tone};
    use cardsmith_domain::cards::Category;
    let app = TestApp::spawn().await;
    let (_organiser, card) = organiser_with_occasion_card(&app, "ana", "get_well").await;
    let share = share_token(&card);
    let bo = app.new_client();

    let response = bo.signing_suggestions(&share, "?tone=warm").await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(response.headers()["cache-control"], "private, no-store");
    let body: Value = response.json().await.unwrap();
    let messages: Vec<String> = serde_json::from_value(body["suggestions"].clone()).unwrap();
    assert!(messages.len() >= 3, "{messages:?}");
    assert_eq!(messages, library_for_priya(Category::GetWell, Tone::Warm));
    assert!(messages.iter().any(|m| m.contains("Priya")), "{messages:?}");

    // A signer's own edit link asks for the same card.
    let (_, edit) = signed(&bo, &share, &message("Bo", "Get well soon")).await;
    assert_eq!(
        suggested(&bo, &edit, "short").await,
        library_for_priya(Category::GetWell, Tone::Short)
    );

    // A front that is a picture rather than a card is taken for a birthday.
    let (_cara, picture) = organiser_with_group_card(&app, "cara").await;
    assert_eq!(
        suggested(&bo, &share_token(&picture), "funny").await,
        library_for_priya(Category::Birthday, Tone::Funny)
    );

    for query in ["?tone=sarcastic", "?tone=", ""] {
        let response = bo.signing_suggestions(&share, query).await;
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{query}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["errors"]["tone"], TONE_INVALID, "{query}");
    }
    let response = bo.signing_suggestions("no-such-link", "?tone=warm").await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_sent_cancelled_or_gone_card_offers_no_suggestions() {
    let app = quiet_app().await;
    let (organiser, card) = organiser_with_group_card(&app, "ana").await;
    let id = card["id"].as_str().unwrap();
    let share = share_token(&card);
    let bo = app.new_client();
    suggested(&bo, &share, "warm").await;
    assert_eq!(
        organiser.send_group_card_now(id).await.status(),
        StatusCode::OK
    );
    let signing = bo.sign_card(&share, &message("Bo", "Late")).await;
    assert_eq!(signing.status(), StatusCode::CONFLICT);
    let signing: Value = signing.json().await.unwrap();
    let response = bo.signing_suggestions(&share, "?tone=warm").await;
    assert_eq!(
        response.status(),
        StatusCode::CONFLICT,
        "refused as signing is"
    );
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["message"], signing["message"]);

    // A card called off closes its share link; a signer's own link answers why.
    let (organiser, card) = organiser_with_group_card(&app, "cara").await;
    let share = share_token(&card);
    let (_, bo_edit) = signed(&bo, &share, &message("Bo", "Hi")).await;
    let response = organiser
        .cancel_group_card(card["id"].as_str().unwrap())
        .await;
    assert_eq!(response.status(), StatusCode::OK);
    let response = bo.signing_suggestions(&share, "?tone=warm").await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND);
    let response = bo.signing_suggestions(&bo_edit, "?tone=warm").await;
    assert_eq!(response.status(), StatusCode::CONFLICT);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["message"], "The organiser called this card off");

    let (organiser, card) = organiser_with_group_card(&app, "dee").await;
    let share = share_token(&card);
    let image_id = card["imageId"].as_str().unwrap();
    assert_eq!(
        organiser.delete_image(image_id).await.status(),
        StatusCode::OK
    );
    let response = bo.signing_suggestions(&share, "?tone=warm").await;
    assert_eq!(response.status(), StatusCode::GONE);
}

#[tokio::test]
async fn suggestions_are_limited_per_card_across_its_links_and_browsers() {
    use cardsmith_server::auth::throttles::GROUP_CARD_SUGGESTIONS;
    let app = TestApp::spawn().await;
    let (_organiser, card) = organiser_with_group_card(&app, "ana").await;
    let share = share_token(&card);
    let bo = app.new_client();
    let cy = app.new_client();
    let (_, bo_edit) = signed(&bo, &share, &message("Bo", "Hi")).await;
    for n in 0..GROUP_CARD_SUGGESTIONS.max {
        let (signer, token) = if n % 2 == 0 {
            (&bo, &bo_edit)
        } else {
            (&cy, &share)
        };
        let response = signer.signing_suggestions(token, "?tone=warm").await;
        assert_eq!(response.status(), StatusCode::OK, "request {n}");
    }

    let refused = cy.signing_suggestions(&share, "?tone=short").await;
    assert_eq!(refused.status(), StatusCode::TOO_MANY_REQUESTS);
    let wait: u64 = refused.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=600).contains(&wait), "{wait}");
    let body: Value = refused.json().await.unwrap();
    let said = body["message"].as_str().unwrap();
    assert!(
        said.starts_with("Many suggestions were asked for on this card just now. Try again in"),
        "{said}"
    );
    let response = bo.signing_suggestions(&bo_edit, "?tone=warm").await;
    assert_eq!(
        response.status(),
        StatusCode::TOO_MANY_REQUESTS,
        "every link"
    );

    // Another card's signers, and the same browser in the card wizard, are not held back.
    let (_dee, other) = organiser_with_group_card(&app, "dee").await;
    suggested(&cy, &share_token(&other), "warm").await;
    let wizard = cy.card_suggestions("?category=wedding&tone=short").await;
    assert_eq!(wizard.status(), StatusCode::OK);
}

#[tokio::test]
async fn fifty_simultaneous_suggestions_never_pass_the_cards_limit() {
    use cardsmith_server::auth::throttles::GROUP_CARD_SUGGESTIONS;
    let app = TestApp::spawn().await;
    let (_organiser, card) = organiser_with_group_card(&app, "ana").await;
    let share = share_token(&card);
    let left = 20;
    let early = app.new_client();
    for n in 0..GROUP_CARD_SUGGESTIONS.max - left {
        let response = early.signing_suggestions(&share, "?tone=warm").await;
        assert_eq!(response.status(), StatusCode::OK, "request {n}");
    }

    let signers: Vec<_> = (0..50).map(|_| app.new_client()).collect();
    let statuses = futures::future::join_all(signers.iter().map(|signer| {
        let share = share.clone();
        async move {
            signer
                .signing_suggestions(&share, "?tone=formal")
                .await
                .status()
        }
    }))
    .await;
    let count = |status| statuses.iter().filter(|s| **s == status).count();
    assert_eq!(count(StatusCode::OK), left, "{statuses:?}");
    assert_eq!(
        count(StatusCode::TOO_MANY_REQUESTS),
        50 - left,
        "{statuses:?}"
    );
}
