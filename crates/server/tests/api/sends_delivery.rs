//! Delivery under stress: two instances polling the same database send
//! each card once; an instance killed in the middle of an SMTP exchange
//! leaves its card to the next instance, which sends it once; and a real
//! SMTP server on loopback receives a well-formed card email whose link
//! opens the card.

use crate::helpers::{TestApp, free_port, start_server_process, wait_until_up};
use crate::sends_support::*;
use cardsmith_server::store::entities::user as users;
use reqwest::StatusCode;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde_json::Value;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

#[tokio::test]
async fn two_instances_polling_together_send_each_card_once() {
    let app = TestApp::spawn().await;
    let _second = app.second_instance().await;
    let (ana, image_id) = sender_with_card(&app, "ana").await;
    let emails: Vec<String> = (0..10).map(|i| format!("friend{i}@example.com")).collect();
    let emails: Vec<&str> = emails.iter().map(String::as_str).collect();
    let send = created_send(&ana, &send_now(&image_id, &emails)).await;
    let send_id = send["id"].as_str().unwrap();
    for email in &emails {
        wait_for_status(&ana, send_id, email, "sent").await;
    }
    // Both instances keep polling a while longer: nothing goes twice.
    tokio::time::sleep(Duration::from_millis(800)).await;
    let all = app.emails_containing("sent you a card", 10).await;
    assert_eq!(all.len(), 10, "one email per recipient");
    for email in &emails {
        assert_eq!(
            all.iter()
                .filter(|e| e.contains(&format!("<{email}>")))
                .count(),
            1,
            "{email}"
        );
    }
}

/// A mail server that accepts connections and never says a word, counting them.
async fn silent_smtp_server() -> (u16, Arc<AtomicUsize>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let accepted = Arc::new(AtomicUsize::new(0));
    let counter = accepted.clone();
    tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((socket, _)) = listener.accept().await {
            counter.fetch_add(1, Ordering::SeqCst);
            held.push(socket);
        }
    });
    (port, accepted)
}

#[tokio::test]
async fn a_card_whose_instance_was_killed_mid_send_goes_out_once_after_a_restart() {
    // The in-process instance only serves the API; the processes deliver.
    let app = quiet_app().await;
    let (ana, image_id) = sender_with_card(&app, "ana").await;
    let (smtp_port, connections) = silent_smtp_server().await;
    let delivery_env = |smtp: Option<String>| {
        let mut env = vec![
            ("CARDSMITH_SEND_POLL_MS", "200".to_owned()),
            ("CARDSMITH_SEND_LEASE_SECS", "3".to_owned()),
        ];
        if let Some(url) = smtp {
            env.push(("CARDSMITH_SMTP_URL", url));
        }
        env
    };
    let port = free_port();
    let mut stuck = start_server_process(
        &app.config,
        port,
        &delivery_env(Some(format!("smtp://127.0.0.1:{smtp_port}"))),
    );
    wait_until_up(&format!("http://127.0.0.1:{port}")).await;

    let send = created_send(&ana, &send_now(&image_id, &["bo@example.com"])).await;
    let send_id = send["id"].as_str().unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    while connections.load(Ordering::SeqCst) == 0 {
        assert!(
            Instant::now() < deadline,
            "the instance never started sending"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    stuck.kill().unwrap(); // SIGKILL: no clean-up of any kind.
    stuck.wait().unwrap();
    let held: Value = ana.get_send(send_id).await.json().await.unwrap();
    assert_eq!(
        recipient(&held, "bo@example.com")["status"],
        "scheduled",
        "still owed"
    );

    let port = free_port();
    let mut restarted = start_server_process(&app.config, port, &delivery_env(None));
    let result = async {
        wait_for_status_within(
            &ana,
            send_id,
            "bo@example.com",
            "sent",
            Duration::from_secs(30),
        )
        .await;
        tokio::time::sleep(Duration::from_millis(600)).await;
        card_emails_to(&app, "bo@example.com", 1).await.len()
    }
    .await;
    restarted.kill().ok();
    restarted.wait().ok();
    assert_eq!(result, 1, "sent exactly once");
}

async fn wait_for_status_within(
    client: &crate::helpers::TestClient,
    send_id: &str,
    email: &str,
    status: &str,
    within: Duration,
) {
    let deadline = Instant::now() + within;
    loop {
        let send: Value = client.get_send(send_id).await.json().await.unwrap();
        if recipient(&send, email)["status"] == status {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "{email} never became {status}: {send}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// aiosmtpd (installed by scripts/install-deps.sh --test) on a free port,
/// writing each message it receives into `dir`.
struct SmtpServer {
    process: std::process::Child,
    port: u16,
    dir: std::path::PathBuf,
}

impl SmtpServer {
    async fn start() -> SmtpServer {
        let port = free_port();
        let dir = std::env::temp_dir().join(format!("cardsmith-smtp-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/smtp-sink.py");
        let process = std::process::Command::new("python3")
            .arg(script)
            .arg(port.to_string())
            .arg(&dir)
            .spawn()
            .expect("python3 runs scripts/smtp-sink.py (aiosmtpd)");
        let deadline = Instant::now() + Duration::from_secs(20);
        while tokio::net::TcpStream::connect(("127.0.0.1", port))
            .await
            .is_err()
        {
            assert!(Instant::now() < deadline, "the SMTP server did not start");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        SmtpServer { process, port, dir }
    }

    async fn messages(&self, count: usize) -> Vec<String> {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let mut files: Vec<_> = std::fs::read_dir(&self.dir)
                .unwrap()
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "eml"))
                .collect();
            files.sort();
            if files.len() >= count {
                return files
                    .iter()
                    .map(|p| std::fs::read_to_string(p).unwrap())
                    .collect();
            }
            assert!(Instant::now() < deadline, "{count} messages over SMTP");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        self.process.kill().ok();
        self.process.wait().ok();
        std::fs::remove_dir_all(&self.dir).ok();
    }
}

#[tokio::test]
async fn a_real_smtp_server_receives_a_well_formed_card_email_whose_link_opens_the_card() {
    let smtp = SmtpServer::start().await;
    let url = format!("smtp://127.0.0.1:{}", smtp.port);
    let app = TestApp::spawn_with(|config| {
        config.smtp_url = Some(cardsmith_server::secret::Secret::new(url));
    })
    .await;
    // Confirmation emails go over SMTP too: confirm through the database.
    let ana = app.signed_in_user("ana").await;
    let user_id = app.user_id("ana@example.com").await;
    users::Entity::update_many()
        .col_expr(
            users::Column::EmailVerifiedAt,
            Expr::value(chrono::Utc::now()),
        )
        .filter(users::Column::Id.eq(&user_id))
        .exec(&app.db)
        .await
        .unwrap();
    let image: Value = ana
        .generate(&serde_json::json!({ "prompt": "A watercolor fox under falling snow", "quality": "low" }))
        .await
        .json()
        .await
        .unwrap();
    let image_id = image["id"].as_str().unwrap();
    created_send(&ana, &send_now(image_id, &["bo@example.com"])).await;

    let messages = smtp.messages(2).await;
    let card = messages
        .iter()
        .find(|m| m.contains("Subject: Ana sent you a card"))
        .expect("the card email over SMTP");
    assert!(card.contains("Message-ID: <card-"), "{card}");
    assert!(card.contains("To: bo <bo@example.com>"), "{card}");
    assert_eq!(
        mime_structure(card),
        [
            "multipart/alternative",
            "text/plain",
            "multipart/related",
            "text/html",
            "image/jpeg"
        ],
        "{card}"
    );
    let unsubscribe = unsubscribe_query(card);
    assert!(
        unsubscribe.starts_with("email=bo%40example.com&token="),
        "{unsubscribe}"
    );
    assert!(card.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"));
    assert!(card.contains("Content-ID: <card-front>"));
    assert!(card.contains("Report abuse"));

    let response = app.new_client().received_card(&card_token(card)).await;
    assert_eq!(response.status(), StatusCode::OK, "the link opens the card");
    let response = app.client.one_click_unsubscribe(&unsubscribe).await;
    assert_eq!(response.status(), StatusCode::OK);
}

/// The content types of a message's parts, in order.
fn mime_structure(raw: &str) -> Vec<String> {
    raw.lines()
        .filter_map(|line| line.strip_prefix("Content-Type: "))
        .map(|value| value.split(';').next().unwrap().trim().to_owned())
        .collect()
}
