//! Due reminders on the engine the tests run on: each is claimed by exactly
//! one of many racing claims, every claim counts an attempt, and a reminder
//! whose email keeps failing is given up for the year after its last one.

use crate::sends_support::quiet_app;
use cardsmith_server::providers::email::Mailer;
use cardsmith_server::secret::Secret;
use cardsmith_server::sending::reminders::{MAX_ATTEMPTS, Reminders};
use cardsmith_server::store::entities::reminder;
use cardsmith_server::store::reminders::{self, Reminder, ReminderFields};
use chrono::{Duration, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter};
use std::collections::HashSet;

/// A date of `user_id`'s whose reminder is due now.
async fn due_reminder(db: &DatabaseConnection, user_id: &str) -> Reminder {
    let fields = ReminderFields {
        name: "Mia".into(),
        relationship: "Sister".into(),
        occasion: "birthday".into(),
        month: 3,
        day: 15,
        time_zone: "UTC".into(),
        days_before: 7,
        enabled: true,
        remind_at: Utc::now() - Duration::seconds(1),
    };
    reminders::insert(db, user_id, fields).await.unwrap()
}

async fn stored(db: &DatabaseConnection, id: &str) -> Reminder {
    reminder::Entity::find_by_id(id)
        .one(db)
        .await
        .unwrap()
        .unwrap()
}

#[tokio::test]
async fn each_due_reminder_is_claimed_once_and_every_claim_is_an_attempt() {
    let app = quiet_app().await;
    for _ in 0..6 {
        due_reminder(&app.db, "ana").await;
    }
    let mut claimed = Vec::new();
    for _ in 0..5 {
        let claims = (0..12).map(|_| {
            let db = app.db.clone();
            tokio::spawn(async move {
                reminders::claim_due(&db, Utc::now(), Duration::seconds(1), 4)
                    .await
                    .unwrap()
            })
        });
        for claim in futures::future::join_all(claims).await {
            claimed.extend(claim.unwrap());
        }
    }
    let ids: HashSet<_> = claimed.iter().map(|r| r.id.clone()).collect();
    assert_eq!((claimed.len(), ids.len()), (6, 6), "each once");
    assert!(
        claimed
            .iter()
            .all(|r| r.attempts == 1 && r.lease_until.is_some())
    );
    // The instance holding them died: their leases run out.
    let later = Utc::now() + Duration::seconds(5);
    let again = reminders::claim_due(&app.db, later, Duration::minutes(2), 10)
        .await
        .unwrap();
    assert_eq!(again.len(), 6);
    assert!(again.iter().all(|r| r.attempts == 2));
    assert_eq!(stored(&app.db, &again[0].id).await.attempts, 2, "kept");
    reminders::advance(&app.db, &again[0].id, later + Duration::days(365), None)
        .await
        .unwrap();
    assert_eq!(
        stored(&app.db, &again[0].id).await.attempts,
        0,
        "next year's starts afresh"
    );
}

#[tokio::test]
async fn a_reminder_whose_email_keeps_failing_is_given_up_after_its_last_attempt() {
    let app = quiet_app().await;
    app.signed_in_user("ana").await;
    let user_id = app.user_id("ana@example.com").await;
    let broken = Reminders::new(
        app.db.clone(),
        Mailer::smtp(&Secret::new("smtp://127.0.0.1:9"), "cards@cards.example").unwrap(),
        "https://cards.example".into(),
    );

    let retried = due_reminder(&app.db, &user_id).await;
    assert_eq!(broken.remind_due(Utc::now()).await.unwrap(), 0);
    let waiting = stored(&app.db, &retried.id).await;
    assert_eq!(waiting.attempts, 1);
    assert_eq!(waiting.remind_at, retried.remind_at, "still this year's");
    assert!(waiting.lease_until.unwrap() > Utc::now() + Duration::minutes(10));

    let given_up = due_reminder(&app.db, &user_id).await;
    reminder::Entity::update_many()
        .col_expr(reminder::Column::Attempts, Expr::value(MAX_ATTEMPTS - 1))
        .filter(reminder::Column::Id.eq(&given_up.id))
        .exec(&app.db)
        .await
        .unwrap();
    assert_eq!(broken.remind_due(Utc::now()).await.unwrap(), 0);
    let after = stored(&app.db, &given_up.id).await;
    assert!(after.remind_at > Utc::now(), "moved on to the next one");
    assert_eq!(after.attempts, 0);
    assert!(after.lease_until.is_none() && after.last_sent_at.is_none());
}
