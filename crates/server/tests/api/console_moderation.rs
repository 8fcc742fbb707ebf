//! The moderation queue: a recipient's report and a refused prompt reach it,
//! a restore turns a card's link back on, a removal deletes the card, gives
//! one strike (however many staff press at once) and emails the sender the
//! reason, and the third strike suspends the account on the record.

use crate::console_support::{Staff, audit_of, json, staff};
use crate::group_cards_support::{
    message, organised, organiser_with_group_card, share_token, signed,
};
use crate::helpers::{PASSWORD, TestApp, TestClient, error_message, link_token};
use crate::images_support::{GENERATIONS, answer, error_answer, low_square, spawn_with_openai};
use crate::sends_support::{card_emails_to, card_token, created_send, send_now};
use crate::v1_support::{V1Client, error_code};
use cardsmith_server::store::moderation;
use reqwest::StatusCode;
use serde_json::{Value, json};
use wiremock::MockServer;

/// A new image of `client`'s; answers its id.
async fn new_image(client: &TestClient, prompt: &str) -> String {
    let made = client
        .generate(&json!({ "prompt": prompt, "quality": "low" }))
        .await;
    json(made, StatusCode::CREATED).await["id"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// Sends `image_id` to `to`, has its first recipient report it, and
/// answers that recipient's card link token.
async fn send_and_report(
    app: &TestApp,
    sender: &TestClient,
    image_id: &str,
    to: &[&str],
) -> String {
    created_send(sender, &send_now(image_id, to)).await;
    let token = card_token(&card_emails_to(app, to[0], 1).await[0]);
    let visitor = app.new_client();
    assert_eq!(visitor.report_card(&token).await.status(), StatusCode::OK);
    token
}

async fn open_items(staff: &Staff) -> Vec<Value> {
    let queue = json(staff.client.admin_moderation("").await, StatusCode::OK).await;
    queue["items"].as_array().unwrap().clone()
}

async fn card_page_status(app: &TestApp, token: &str) -> StatusCode {
    app.new_client().received_card(token).await.status()
}

#[tokio::test]
async fn a_reported_card_waits_in_the_queue_and_a_restore_turns_its_link_back_on() {
    let app = TestApp::spawn().await;
    let support = staff(&app, "sue", "support").await;
    let ana = app.verified_user("ana").await;
    let ana_id = app.user_id("ana@example.com").await;
    let image_id = new_image(&ana, "A watercolor fox under falling snow").await;
    let recipients = ["bo@example.com", "cy@example.com"];
    let token = send_and_report(&app, &ana, &image_id, &recipients).await;
    assert_eq!(card_page_status(&app, &token).await, StatusCode::GONE);

    let items = open_items(&support).await;
    assert_eq!(items.len(), 1);
    let item = &items[0];
    assert_eq!(item["kind"], "reported_card");
    assert_eq!(item["status"], "open");
    assert_eq!(item["reports"], 1);
    assert_eq!(item["strikes"], 0);
    assert_eq!(item["account"]["id"], ana_id.as_str());
    assert_eq!(item["account"]["email"], "ana@example.com");
    assert_eq!(item["card"]["recipients"], 2);
    assert_eq!(item["card"]["message"], "Thinking of you this winter.");
    assert_eq!(item["card"]["senderName"], "Ana");
    assert_eq!(
        item["card"]["prompt"],
        "A watercolor fox under falling snow"
    );
    // Staff see the front the recipients saw.
    let front = item["card"]["imageUrl"].as_str().unwrap();
    assert_eq!(support.client.get(front).await.status(), StatusCode::OK);
    let id = item["id"].as_str().unwrap();
    let one = json(
        support.client.admin_moderation_item(id).await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(one["id"], id);

    // A decision needs its reason, and changes nothing without one.
    let unexplained = support.client.admin_restore_item(id, "  ").await;
    assert_eq!(unexplained.status(), StatusCode::BAD_REQUEST);
    assert_eq!(card_page_status(&app, &token).await, StatusCode::GONE);

    let restored = json(
        support
            .client
            .admin_restore_item(id, "A joke between friends")
            .await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(restored, json!({ "strikes": 0, "suspended": false }));
    assert_eq!(card_page_status(&app, &token).await, StatusCode::OK);
    assert!(open_items(&support).await.is_empty());
    let decided = json(
        support.client.admin_moderation("?status=decided").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(decided["items"][0]["status"], "restored");
    assert_eq!(decided["items"][0]["decidedBy"], "sue@example.com");
    // Decided once: a second decision is refused.
    let again = support
        .client
        .admin_remove_item(id, "Changed my mind")
        .await;
    assert_eq!(again.status(), StatusCode::CONFLICT);
    assert_eq!(moderation::strikes_of(&app.db, &ana_id).await.unwrap(), 0);

    // Reported again, the same item reopens with both reports counted.
    let visitor = app.new_client();
    assert_eq!(visitor.report_card(&token).await.status(), StatusCode::OK);
    let items = open_items(&support).await;
    assert_eq!(items.len(), 1);
    assert_eq!(items[0]["id"], id);
    assert_eq!(items[0]["reports"], 2);

    let audit = audit_of(&support, &ana_id).await;
    assert_eq!(audit[0]["action"], "restore_moderation_item");
    assert_eq!(audit[0]["reason"], "A joke between friends");
    assert_eq!(audit[0]["actor"], "sue@example.com");
}

#[tokio::test]
async fn removals_delete_the_card_email_the_reason_and_the_third_strike_suspends() {
    let app = TestApp::spawn().await;
    let support = staff(&app, "sue", "support").await;
    let eve = app.verified_user("eve").await;
    let eve_id = app.user_id("eve@example.com").await;
    let key = json(eve.create_api_key("bot").await, StatusCode::CREATED).await;
    let api = V1Client::new(&app.base_url, key["secret"].as_str().unwrap());

    for round in 1..=3u32 {
        let image_id = new_image(&eve, &format!("A rude drawing, take {round}")).await;
        let to = format!("victim{round}@example.com");
        let token = send_and_report(&app, &eve, &image_id, &[to.as_str()]).await;
        let item = open_items(&support).await[0].clone();
        let id = item["id"].as_str().unwrap();
        let reason = format!("Harassment (ticket {round})");
        let decision = json(
            support.client.admin_remove_item(id, &reason).await,
            StatusCode::OK,
        )
        .await;
        assert_eq!(decision["strikes"], round);
        assert_eq!(decision["suspended"], round == 3);

        // The card is gone for good: from the gallery and for its recipient.
        assert_eq!(
            support.client.admin_moderation_item(id).await.status(),
            StatusCode::OK
        );
        assert_eq!(card_page_status(&app, &token).await, StatusCode::GONE);
        let email = app
            .emails_containing(&format!("Harassment (ticket {round})"), 1)
            .await
            .pop()
            .unwrap();
        assert!(email.contains("To: eve@example.com"), "{email}");
        assert!(
            email.contains("Subject: We removed a card you sent"),
            "{email}"
        );
        if round < 3 {
            assert_eq!(eve.image(&image_id).await.status(), StatusCode::NOT_FOUND);
            assert!(email.contains(&format!("strike {round} of 3")), "{email}");
        } else {
            assert!(email.contains("it is now suspended"), "{email}");
        }
    }

    // Suspended: signed out, refused at sign-in, its API key refused.
    assert!(!eve.is_signed_in().await);
    let again = app.new_client();
    let refused = again.login("eve@example.com", PASSWORD).await;
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    assert_eq!(
        error_code(api.account().await, StatusCode::FORBIDDEN).await,
        "account_suspended"
    );

    // The log tells the whole story: three removals by staff, then the service's suspension.
    let audit = audit_of(&support, &eve_id).await;
    let actions: Vec<(&str, &str)> = audit
        .iter()
        .map(|entry| {
            (
                entry["action"].as_str().unwrap(),
                entry["actor"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        actions,
        [
            ("suspend", "automatic"),
            ("remove_moderation_item", "sue@example.com"),
            ("remove_moderation_item", "sue@example.com"),
            ("remove_moderation_item", "sue@example.com"),
        ]
    );
    assert_eq!(audit[0]["reason"], "3 strikes from moderation");
}

#[tokio::test]
async fn the_same_item_removed_by_many_staff_at_once_is_one_strike_and_one_email() {
    let app = TestApp::spawn().await;
    let sue = staff(&app, "sue", "support").await;
    let ada = staff(&app, "ada", "admin").await;
    let eve = app.verified_user("eve").await;
    let eve_id = app.user_id("eve@example.com").await;
    let image_id = new_image(&eve, "A rude drawing").await;
    send_and_report(&app, &eve, &image_id, &["bo@example.com"]).await;
    let id = open_items(&sue).await[0]["id"].as_str().unwrap().to_owned();

    let removals = (0..10).map(|n| {
        let who = if n % 2 == 0 { &sue } else { &ada };
        who.client.admin_remove_item(&id, "Spam, reported twice")
    });
    let answers = futures::future::join_all(removals).await;
    let statuses: Vec<StatusCode> = answers.iter().map(|answer| answer.status()).collect();
    let done = statuses.iter().filter(|s| **s == StatusCode::OK).count();
    let refused = statuses
        .iter()
        .filter(|s| **s == StatusCode::CONFLICT)
        .count();
    assert_eq!((done, refused), (1, 9), "{statuses:?}");
    assert_eq!(moderation::strikes_of(&app.db, &eve_id).await.unwrap(), 1);
    let removals: Vec<Value> = audit_of(&ada, &eve_id)
        .await
        .into_iter()
        .filter(|entry| entry["action"] == "remove_moderation_item")
        .collect();
    assert_eq!(removals.len(), 1);
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let emails = app.emails_containing("Spam, reported twice", 1).await;
    assert_eq!(emails.len(), 1);
}

#[tokio::test]
async fn staff_cannot_judge_their_own_card_and_unknown_items_are_404() {
    let app = TestApp::spawn().await;
    let sue = staff(&app, "sue", "support").await;
    let image_id = new_image(&sue.client, "A card of my own").await;
    let confirmation = app.emails_containing("/verify-email?token=", 1).await;
    let token = link_token(&confirmation[0], "/verify-email");
    assert_eq!(
        sue.client.verify_email(&token).await.status(),
        StatusCode::OK
    );
    send_and_report(&app, &sue.client, &image_id, &["bo@example.com"]).await;
    let id = open_items(&sue).await[0]["id"].as_str().unwrap().to_owned();

    let own = sue.client.admin_restore_item(&id, "Looks fine to me").await;
    assert_eq!(
        error_message(own, StatusCode::FORBIDDEN).await,
        "Staff cannot act on their own account; ask another staff member"
    );
    let audit = audit_of(&sue, &sue.id).await;
    assert_eq!(audit[0]["outcome"], "refused");
    assert_eq!(open_items(&sue).await.len(), 1);

    for answer in [
        sue.client.admin_moderation_item("no-such-item").await,
        sue.client.admin_remove_item("no-such-item", "Spam").await,
    ] {
        assert_eq!(
            error_message(answer, StatusCode::NOT_FOUND).await,
            "No moderation item has this id"
        );
    }
    for query in ["?status=closed", "?limit=51", "?page=0"] {
        let answer = sue.client.admin_moderation(query).await;
        assert_eq!(answer.status(), StatusCode::BAD_REQUEST, "{query}");
    }
}

#[tokio::test]
async fn prompts_the_provider_refuses_make_one_item_per_account_with_their_count() {
    let server = MockServer::start().await;
    let blocked = error_answer(
        400,
        Some("moderation_blocked"),
        "Your request was rejected as a result of our safety system.",
    );
    answer(&server, GENERATIONS, blocked).await;
    let app = spawn_with_openai(&server, "gpt-image-1.5").await;
    let ada = staff(&app, "ada", "admin").await;
    let mal = app.signed_in_user("mal").await;
    for prompt in ["Something vile", "Something viler"] {
        let refused = mal.generate(&low_square(prompt)).await;
        assert_eq!(refused.status(), StatusCode::UNPROCESSABLE_ENTITY);
    }

    let items = open_items(&ada).await;
    assert_eq!(items.len(), 1);
    assert_eq!(items[0]["kind"], "flagged_generation");
    assert_eq!(items[0]["reports"], 2);
    assert_eq!(items[0]["prompt"], "Something viler");
    assert_eq!(items[0]["card"], Value::Null);
    let id = items[0]["id"].as_str().unwrap();
    let decision = json(
        ada.client.admin_remove_item(id, "Violent content").await,
        StatusCode::OK,
    )
    .await;
    assert_eq!(decision["strikes"], 1);
    let email = app
        .emails_containing("Violent content", 1)
        .await
        .pop()
        .unwrap();
    assert!(
        email.contains("Subject: A strike on your Cardsmith account"),
        "{email}"
    );

    // A later refusal starts a new item: the decided one stays decided.
    let refused = mal.generate(&low_square("Something vile again")).await;
    assert_eq!(refused.status(), StatusCode::UNPROCESSABLE_ENTITY);
    let items = open_items(&ada).await;
    assert_eq!(items.len(), 1);
    assert_ne!(items[0]["id"], id);
    assert_eq!(items[0]["reports"], 1);
}

/// The names on the messages of a group card as its recipient sees it.
async fn messages_on_card(app: &TestApp, token: &str) -> Vec<String> {
    let card = json(app.new_client().received_card(token).await, StatusCode::OK).await;
    card["group"]["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["name"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_reported_message_leaves_the_card_at_once_and_staff_put_it_back_or_delete_it() {
    let app = TestApp::spawn().await;
    let support = staff(&app, "sue", "support").await;
    let (ana, card) = organiser_with_group_card(&app, "ana").await;
    let id = card["id"].as_str().unwrap();
    let ana_id = app.user_id("ana@example.com").await;
    let share = share_token(&card);
    let (bo_message, _) = signed(&app.new_client(), &share, &message("Bo", "Good luck!")).await;
    let (cy_message, _) = signed(&app.new_client(), &share, &message("Cy", "Rude words")).await;
    assert_eq!(ana.send_group_card_now(id).await.status(), StatusCode::OK);
    let token = card_token(&card_emails_to(&app, "priya@example.com", 1).await[0]);
    assert_eq!(messages_on_card(&app, &token).await, ["Bo", "Cy"]);

    // Unknown messages, and messages of other cards, are 404 and change nothing.
    let priya = app.new_client();
    for unknown in ["no-such-message", "x"] {
        let response = priya.report_group_message(&token, unknown).await;
        assert_eq!(
            error_message(response, StatusCode::NOT_FOUND).await,
            "This card has no such message"
        );
    }
    assert!(open_items(&support).await.is_empty());

    // Reported: off the card, its pages and its print at once; in the queue.
    let reported = priya.report_group_message(&token, &cy_message).await;
    assert_eq!(reported.status(), StatusCode::OK);
    assert_eq!(messages_on_card(&app, &token).await, ["Bo"]);
    let view = organised(&ana, id).await;
    let flags: Vec<(bool, bool)> = view["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["reported"].as_bool().unwrap(),
                m["hidden"].as_bool().unwrap(),
            )
        })
        .collect();
    assert_eq!(flags, [(false, false), (true, false)]);
    // A second report counts on the same item.
    assert_eq!(
        app.new_client()
            .report_group_message(&token, &cy_message)
            .await
            .status(),
        StatusCode::OK
    );
    let items = open_items(&support).await;
    assert_eq!(items.len(), 1);
    let item = &items[0];
    assert_eq!(item["kind"], "reported_message");
    assert_eq!(item["reports"], 2);
    assert_eq!(item["account"]["id"], ana_id.as_str());
    assert_eq!(item["message"]["name"], "Cy");
    assert_eq!(item["message"]["text"], "Rude words");
    assert_eq!(item["message"]["cardTitle"], "Farewell, Priya!");

    // Restored: back on the card, nobody struck.
    let item_id = item["id"].as_str().unwrap();
    let restored = support
        .client
        .admin_restore_item(item_id, "Friendly teasing")
        .await;
    assert_eq!(
        json(restored, StatusCode::OK).await,
        json!({ "strikes": 0, "suspended": false })
    );
    assert_eq!(messages_on_card(&app, &token).await, ["Bo", "Cy"]);

    // Reported again and removed: the message is deleted, still nobody struck.
    let again = priya.report_group_message(&token, &cy_message).await;
    assert_eq!(again.status(), StatusCode::OK);
    let removed = support
        .client
        .admin_remove_item(item_id, "Abusive words")
        .await;
    assert_eq!(
        json(removed, StatusCode::OK).await,
        json!({ "strikes": 0, "suspended": false })
    );
    assert_eq!(messages_on_card(&app, &token).await, ["Bo"]);
    assert_eq!(organised(&ana, id).await["messageCount"], 1);
    assert_eq!(moderation::strikes_of(&app.db, &ana_id).await.unwrap(), 0);
    let response = priya.report_group_message(&token, &cy_message).await;
    assert_eq!(response.status(), StatusCode::NOT_FOUND, "deleted for good");
    assert_eq!(
        priya
            .report_group_message(&token, &bo_message)
            .await
            .status(),
        StatusCode::OK,
        "another message can still be reported"
    );
    let audit = audit_of(&support, &ana_id).await;
    assert_eq!(audit[0]["action"], "remove_moderation_item");
    assert_eq!(audit[0]["reason"], "Abusive words");
}
