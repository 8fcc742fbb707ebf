//! The console's overview counts from the database what really happened:
//! sign-ups by their day, a generation made and one the provider failed,
//! a demo purchase refunded from the console, emails handed over or not,
//! the credits still owed, and what the provider says of the image model.
//! Only staff with a fresh second factor read it.

use crate::checkout_support::buy_with_demo;
use crate::console_support::{json, staff};
use crate::helpers::TestApp;
use crate::images_support::*;
use crate::model_checks::list_models;
use cardsmith_server::providers::image::settings::DEFAULT_IMAGE_MODEL;
use cardsmith_server::store::entities::{email, payment, user};
use chrono::{Duration, Utc};
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter, QuerySelect, Set,
};
use serde_json::Value;
use wiremock::{Mock, MockServer, matchers};

/// A prompt the mock provider answers with a server error.
const FAILING_PROMPT: &str = "A card the provider cannot draw";

/// An Images API that draws every prompt but [`FAILING_PROMPT`], and lists
/// the image model with a shutdown date 20 days away.
async fn provider() -> (MockServer, String) {
    let server = MockServer::start().await;
    let shutdown = (Utc::now().date_naive() + Duration::days(20)).to_string();
    list_models(&server, &[(DEFAULT_IMAGE_MODEL, Some(&shutdown))]).await;
    // Mounted first, so it wins over the catch-all answer below.
    Mock::given(matchers::method("POST"))
        .and(matchers::path(GENERATIONS))
        .and(matchers::body_string_contains(FAILING_PROMPT))
        .respond_with(error_answer(500, None, "The server had an error"))
        .mount(&server)
        .await;
    answer(&server, GENERATIONS, image_answer(&png(8, 8))).await;
    (server, shutdown)
}

/// Moves an account's sign-up `days` back.
async fn signed_up_days_ago(app: &TestApp, name: &str, days: i64) {
    app.signed_in_user(name).await;
    user::Entity::update_many()
        .col_expr(
            user::Column::CreatedAt,
            Expr::value(Utc::now() - Duration::days(days)),
        )
        .filter(user::Column::Email.eq(format!("{name}@example.com")))
        .exec(&app.db)
        .await
        .unwrap();
}

async fn outbox_email(app: &TestApp, minutes_ago: i64, sent: bool) {
    let at = Utc::now() - Duration::minutes(minutes_ago);
    email::ActiveModel {
        to_address: Set("someone@example.com".into()),
        subject: Set("A test".into()),
        body_text: Set("Hello".into()),
        created_at: Set(at),
        sent_at: Set(sent.then_some(at)),
        ..Default::default()
    }
    .insert(&app.db)
    .await
    .unwrap();
}

/// A figure's 7- and 30-day totals, checked against its daily values.
fn totals(figure: &Value) -> (i64, i64) {
    let daily: Vec<i64> = figure["daily"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect();
    assert_eq!(daily.len(), 30, "{figure}");
    assert_eq!(figure["today"], daily[29], "{figure}");
    assert_eq!(
        figure["last7Days"],
        daily[23..].iter().sum::<i64>(),
        "{figure}"
    );
    assert_eq!(figure["last30Days"], daily.iter().sum::<i64>(), "{figure}");
    (
        figure["last7Days"].as_i64().unwrap(),
        figure["last30Days"].as_i64().unwrap(),
    )
}

#[tokio::test]
async fn the_console_overview_counts_what_happened_from_the_database() {
    let (server, shutdown) = provider().await;
    let app = spawn_with_openai(&server, DEFAULT_IMAGE_MODEL).await;
    let admin = staff(&app, "ava", "admin").await;
    let support = staff(&app, "sky", "support").await;
    let customer = app.signed_in_user("bea").await;
    signed_up_days_ago(&app, "ten", 10).await;
    signed_up_days_ago(&app, "forty", 40).await;

    generate_ok(&customer, low_square(PROMPT)).await;
    let failed = customer.generate(&low_square(FAILING_PROMPT)).await;
    assert_eq!(failed.status(), StatusCode::BAD_GATEWAY);
    let session_id = buy_with_demo(&app, &customer, "starter").await;
    let refunded = admin
        .client
        .admin_refund(&session_id, "Asked by email")
        .await;
    assert_eq!(refunded.status(), StatusCode::OK);
    let price = payment::Entity::find_by_id(session_id.clone())
        .one(&app.db)
        .await
        .unwrap()
        .unwrap()
        .amount_cents;
    outbox_email(&app, 10, false).await;
    // Still on its way: neither sent nor failed yet.
    outbox_email(&app, 0, false).await;
    let handed_over = email::Entity::find()
        .filter(email::Column::SentAt.is_not_null())
        .count(&app.db)
        .await
        .unwrap() as i64;
    assert!(handed_over > 0, "sign-ups send their confirmation");

    let overview = json(support.client.admin_overview().await, StatusCode::OK).await;
    let days = overview["days"].as_array().unwrap();
    assert_eq!(days.len(), 30);
    assert_eq!(days[29], Utc::now().date_naive().to_string());

    assert_eq!(totals(&overview["signUps"]), (3, 4), "{overview}");
    assert_eq!(totals(&overview["generationsMade"]), (1, 1));
    assert_eq!(totals(&overview["generationsFailed"]), (1, 1));
    assert_eq!(totals(&overview["generationsRefundedTenths"]), (10, 10));
    assert_eq!(totals(&overview["providerErrors"]), (1, 1));
    assert_eq!(totals(&overview["emailsSent"]), (handed_over, handed_over));
    assert_eq!(totals(&overview["emailsFailed"]), (1, 1));

    let revenue = overview["revenue"].as_array().unwrap();
    assert_eq!(revenue.len(), 1, "{revenue:?}");
    assert_eq!(revenue[0]["currency"], "usd");
    assert_eq!(totals(&revenue[0]["paid"]), (price, price));
    assert_eq!(totals(&revenue[0]["refunded"]), (price, price));
    assert_eq!(totals(&revenue[0]["net"]), (0, 0));

    // Nothing has expired, so the lots hold what the balances do.
    let balances: Vec<i64> = user::Entity::find()
        .select_only()
        .column(user::Column::CreditsTenths)
        .into_tuple()
        .all(&app.db)
        .await
        .unwrap();
    let owed = &overview["creditsOutstanding"];
    assert_eq!(owed["nowTenths"], balances.iter().sum::<i64>(), "{owed}");
    assert_eq!(owed["dayEndTenths"][29], owed["nowTenths"]);

    let models = overview["models"].as_array().unwrap();
    assert_eq!(models[0]["role"], "image");
    assert_eq!(models[0]["model"], DEFAULT_IMAGE_MODEL);
    assert_eq!(models[0]["state"], "retiring");
    assert_eq!(models[0]["shutdown"], shutdown);
    assert_eq!(models[1]["role"], "text");
    assert_eq!(models[1]["state"], "built_in");
    assert_eq!(models[1]["model"], Value::Null);

    // Admins read the same figures.
    let seen_by_admin = json(admin.client.admin_overview().await, StatusCode::OK).await;
    assert_eq!(seen_by_admin["signUps"], overview["signUps"]);
}

#[tokio::test]
async fn the_console_overview_is_hidden_from_customers_and_asks_staff_for_a_second_factor() {
    let app = TestApp::spawn().await;
    let customer = app.signed_in_user("cal").await;
    let hidden = customer.admin_overview().await;
    assert_eq!(hidden.status(), StatusCode::NOT_FOUND);
    let anonymous = app.new_client().admin_overview().await;
    assert_eq!(anonymous.status(), StatusCode::NOT_FOUND);

    let unproved = app.signed_in_user("sam").await;
    cardsmith_server::staff::command_line::grant(&app.db, "sam@example.com", "support")
        .await
        .unwrap();
    let refused = json(unproved.admin_overview().await, StatusCode::FORBIDDEN).await;
    assert_eq!(refused["code"], "second_factor_required");
}
