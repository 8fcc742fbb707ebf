//! `cardsmith backup` copies the SQLite database while the server runs and
//! writes; `cardsmith restore` refuses a file that is not an intact
//! Cardsmith database and otherwise makes it the database a new server runs on.

use crate::helpers::{PASSWORD, TestApp, TestClient};
use cardsmith_server::App;
use reqwest::StatusCode;
use std::path::Path;
use std::process::{Command, Output};

/// Runs `cardsmith` on the data dir, and on a PostgreSQL database when given.
fn cardsmith_on(args: &[&str], data_dir: &Path, database_url: Option<String>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_cardsmith"));
    command
        .args(args)
        .arg("--data-dir")
        .arg(data_dir)
        .env("RUST_LOG", "warn");
    if let Some(url) = database_url {
        command.env("CARDSMITH_DATABASE_URL", url);
    }
    command.output().expect("the cardsmith binary runs")
}

fn cardsmith(args: &[&str], data_dir: &Path) -> Output {
    cardsmith_on(args, data_dir, None)
}

#[tokio::test]
async fn a_backup_taken_while_the_server_writes_restores_into_a_working_server() {
    let app = TestApp::spawn().await;
    if app.config.database_url().starts_with("postgres") {
        let url = Some(app.config.database_url());
        let output = cardsmith_on(&["backup", "/tmp/never.db"], &app.data_dir, url);
        assert!(!output.status.success());
        assert!(String::from_utf8_lossy(&output.stderr).contains("pg_dump"));
        return;
    }
    app.signed_in_user("ana").await;
    let file = app.data_dir.join("backup.db");
    let file_arg = file.to_str().unwrap().to_owned();
    let data_dir = app.data_dir.clone();
    // Sign-ups go on while the copy is taken.
    let base_url = app.base_url.clone();
    let writes = (0..20).map(|i| {
        let client = TestClient::new(&base_url);
        let (name, email) = (format!("writer{i}"), format!("writer{i}@example.com"));
        async move { client.signup(&name, &email, PASSWORD).await.status() }
    });
    let backup = tokio::task::spawn_blocking(move || cardsmith(&["backup", &file_arg], &data_dir));
    let (statuses, output) = tokio::join!(futures::future::join_all(writes), backup);
    let output = output.unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(statuses.iter().all(|s| *s == StatusCode::CREATED));
    let again = cardsmith(&["backup", file.to_str().unwrap()], &app.data_dir);
    assert!(!again.status.success(), "never overwrites a file");

    let restored_dir =
        std::env::temp_dir().join(format!("cardsmith-restore-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&restored_dir).unwrap();
    let output = cardsmith(&["restore", file.to_str().unwrap()], &restored_dir);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let mut config = app.config.clone();
    config.data_dir = restored_dir.clone();
    let restored = App::build(config)
        .await
        .expect("the restored database runs");
    let base_url = format!("http://127.0.0.1:{}", restored.port());
    tokio::spawn(restored.run_until_stopped());
    let response = TestClient::new(&base_url)
        .login("ana@example.com", PASSWORD)
        .await;
    assert_eq!(response.status(), StatusCode::OK, "the account came back");
    std::fs::remove_dir_all(&restored_dir).ok();
}

#[tokio::test]
async fn restore_refuses_a_file_that_is_not_an_intact_cardsmith_database() {
    let app = TestApp::spawn().await;
    if app.config.database_url().starts_with("postgres") {
        return;
    }
    let junk = app.data_dir.join("junk.db");
    std::fs::write(&junk, b"not a database at all").unwrap();
    let target = std::env::temp_dir().join(format!("cardsmith-restore-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&target).unwrap();
    let output = cardsmith(&["restore", junk.to_str().unwrap()], &target);
    assert!(!output.status.success());
    let message = String::from_utf8_lossy(&output.stderr);
    assert!(
        message.contains("not a SQLite database") || message.contains("damaged"),
        "{message}"
    );
    let missing = cardsmith(&["restore", "/no/such/file.db"], &target);
    assert!(String::from_utf8_lossy(&missing.stderr).contains("is not a file"));
    assert!(
        !target.join("cardsmith.db").exists(),
        "nothing was replaced"
    );
    std::fs::remove_dir_all(&target).ok();
}
