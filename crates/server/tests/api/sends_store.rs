//! The durable schedule of sent cards, on the engine the tests run on: a due
//! delivery is claimed by exactly one of many racing claims, a lapsed lease
//! hands it to someone else, and the daily limit holds under parallel sends.

use crate::sends_support::quiet_app;
use cardsmith_server::store::sends::{self, CreateSendError, NewSend};
use chrono::{Duration, Utc};
use std::collections::HashSet;

fn new_send<'a>(user_id: &'a str, recipients: usize, due_in: Duration) -> NewSend<'a> {
    NewSend {
        user_id,
        image_id: "image-1",
        sender_name: "Ana",
        message: "Happy birthday!",
        font: "classic",
        time_zone: "America/New_York",
        local_send_at: None,
        due_at: Utc::now() + due_in,
        recipients: (0..recipients)
            .map(|i| (format!("Friend {i}"), format!("friend{i}@example.com")))
            .collect(),
        token_hash_for: &|id| format!("hash-of-{id}"),
        mail_domain: "cards.example",
    }
}

#[tokio::test]
async fn each_due_delivery_is_claimed_exactly_once_by_racing_instances() {
    let app = quiet_app().await;
    sends::create(&app.db, new_send("ana", 6, Duration::seconds(-1)), 100)
        .await
        .unwrap();
    sends::create(&app.db, new_send("ana", 2, Duration::hours(1)), 100)
        .await
        .unwrap();
    // Rounds of racing claims, each taking at most 4, until none is left:
    // a claim that loses every row it saw leaves them to the next round.
    let mut claimed = Vec::new();
    for _ in 0..5 {
        let claims = (0..12).map(|_| {
            let db = app.db.clone();
            tokio::spawn(async move {
                sends::claim_due(&db, Utc::now(), Duration::minutes(2), 4)
                    .await
                    .unwrap()
            })
        });
        for claim in futures::future::join_all(claims).await {
            claimed.extend(claim.unwrap());
        }
    }
    let ids: HashSet<_> = claimed.iter().map(|d| d.id.clone()).collect();
    assert_eq!(claimed.len(), 6, "only the six due deliveries, once each");
    assert_eq!(ids.len(), 6);
    assert!(
        claimed
            .iter()
            .all(|d| d.attempts == 1 && d.lease_until.is_some())
    );
    let again = sends::claim_due(&app.db, Utc::now(), Duration::minutes(2), 10)
        .await
        .unwrap();
    assert!(again.is_empty(), "leased deliveries are not claimed twice");
}

#[tokio::test]
async fn a_lapsed_lease_is_claimed_again_and_a_sent_delivery_never() {
    let app = quiet_app().await;
    sends::create(&app.db, new_send("bo", 2, Duration::seconds(-1)), 100)
        .await
        .unwrap();
    let first = sends::claim_due(&app.db, Utc::now(), Duration::seconds(1), 10)
        .await
        .unwrap();
    assert_eq!(first.len(), 2);
    sends::mark_sent(&app.db, &first[0].id, Utc::now())
        .await
        .unwrap();
    // The instance holding the other one died: its lease runs out.
    let later = Utc::now() + Duration::seconds(5);
    let second = sends::claim_due(&app.db, later, Duration::minutes(2), 10)
        .await
        .unwrap();
    assert_eq!(second.len(), 1);
    assert_eq!(second[0].id, first[1].id);
    assert_eq!(second[0].attempts, 2);
    assert_eq!(
        second[0].message_id, first[1].message_id,
        "one Message-ID for every attempt"
    );
    sends::retry_at(&app.db, &second[0].id, later + Duration::minutes(1), "busy")
        .await
        .unwrap();
    let none_yet = sends::claim_due(&app.db, later, Duration::minutes(2), 10)
        .await
        .unwrap();
    assert!(none_yet.is_empty(), "a retry waits for its time");
    let retried = sends::claim_due(
        &app.db,
        later + Duration::minutes(2),
        Duration::minutes(2),
        10,
    )
    .await
    .unwrap();
    assert_eq!(retried.len(), 1);
    assert_eq!(retried[0].failure.as_deref(), Some("busy"));
}

#[tokio::test]
async fn parallel_sends_cannot_pass_the_daily_limit_together() {
    let app = quiet_app().await;
    let sends = (0..8).map(|_| {
        let db = app.db.clone();
        tokio::spawn(
            async move { sends::create(&db, new_send("cy", 3, Duration::zero()), 10).await },
        )
    });
    let results = futures::future::join_all(sends).await;
    let stored = results.iter().filter(|r| matches!(r, Ok(Ok(_)))).count();
    let refused = results
        .iter()
        .filter(|r| matches!(r, Ok(Err(CreateSendError::DailyLimit))))
        .count();
    assert_eq!((stored, refused), (3, 5), "3 sends of 3 fit in 10 a day");
    let due = sends::claim_due(
        &app.db,
        Utc::now() + Duration::seconds(1),
        Duration::minutes(1),
        100,
    )
    .await
    .unwrap();
    assert_eq!(due.len(), 9, "refused sends left nothing behind");
}

#[tokio::test]
async fn unsubscribing_twice_is_the_same_as_once() {
    let app = quiet_app().await;
    assert!(
        !sends::is_unsubscribed(&app.db, "dee@example.com")
            .await
            .unwrap()
    );
    sends::unsubscribe(&app.db, "dee@example.com")
        .await
        .unwrap();
    sends::unsubscribe(&app.db, "dee@example.com")
        .await
        .unwrap();
    assert!(
        sends::is_unsubscribed(&app.db, "dee@example.com")
            .await
            .unwrap()
    );
}
