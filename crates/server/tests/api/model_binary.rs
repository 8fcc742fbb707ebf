//! The shipped binary against a provider whose model list says how the
//! configured model stands: what `cardsmith doctor` prints, and what
//! `cardsmith serve` logs at start-up.

use crate::model_checks::list_models;
use cardsmith_server::providers::image::settings::DEFAULT_IMAGE_MODEL;
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use wiremock::MockServer;

/// The binary with the shipped defaults and nothing from this environment,
/// but an OpenAI provider at `server`, in a fresh data dir.
fn cardsmith(server: &MockServer, data_dir: &std::path::Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_cardsmith"));
    command
        .env_clear()
        .current_dir(data_dir)
        .env("CARDSMITH_DATA_DIR", data_dir)
        .env("CARDSMITH_IMAGE_PROVIDER", "openai")
        .env("CARDSMITH_OPENAI_BASE_URL", format!("{}/v1", server.uri()))
        .env("CARDSMITH_OPENAI_API_KEY", "sk-test-key")
        .env("CARDSMITH_SEED_EXAMPLE_IMAGES", "false")
        .env("CARDSMITH_LOG_FORMAT", "json");
    command
}

fn temp_dir(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("cardsmith-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[tokio::test]
async fn doctor_names_a_shut_down_model_and_exits_with_1() {
    let server = MockServer::start().await;
    list_models(&server, &[(DEFAULT_IMAGE_MODEL, Some("2026-01-05"))]).await;
    let dir = temp_dir("doctor-gone");
    let output = cardsmith(&server, &dir).arg("doctor").output().unwrap();
    let printed = String::from_utf8(output.stdout).unwrap();
    assert_eq!(output.status.code(), Some(1), "{printed}");
    assert!(
        printed.contains(&format!(
            "Model {DEFAULT_IMAGE_MODEL}: shut down by its provider on 2026-01-05"
        )),
        "{printed}"
    );
    assert!(
        printed.contains("Result: the image model cannot be used"),
        "{printed}"
    );
}

#[tokio::test]
async fn doctor_shows_a_live_model_with_its_options() {
    let server = MockServer::start().await;
    list_models(&server, &[(DEFAULT_IMAGE_MODEL, None)]).await;
    let dir = temp_dir("doctor-live");
    let output = cardsmith(&server, &dir).arg("doctor").output().unwrap();
    let printed = String::from_utf8(output.stdout).unwrap();
    assert_eq!(output.status.code(), Some(0), "{printed}");
    assert!(printed.contains("Provider: reachable"), "{printed}");
    assert!(
        printed.contains(&format!(
            "Model {DEFAULT_IMAGE_MODEL}: available, no shutdown date announced"
        )),
        "{printed}"
    );
    assert!(printed.contains("transparent background no"), "{printed}");
    assert!(printed.contains("Result: ready"), "{printed}");
}

/// The start-up log lines, up to the one saying the server listens.
fn start_up_lines(mut command: Command) -> Vec<serde_json::Value> {
    let mut child = command
        .args(["serve", "--addr", "127.0.0.1:0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let (lines_out, lines_in) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if lines_out.send(line).is_err() {
                break;
            }
        }
    });
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut lines = Vec::new();
    while let Ok(line) = lines_in.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
        let line: serde_json::Value = serde_json::from_str(&line).expect("a JSON log line");
        let listening = line["message"] == "Cardsmith is listening";
        lines.push(line);
        if listening {
            break;
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    assert!(
        lines
            .iter()
            .any(|l| l["message"] == "Cardsmith is listening"),
        "the server did not start: {lines:?}"
    );
    lines
}

#[tokio::test]
async fn serve_logs_an_error_naming_a_shut_down_model() {
    let server = MockServer::start().await;
    list_models(&server, &[(DEFAULT_IMAGE_MODEL, Some("2026-01-05"))]).await;
    let dir = temp_dir("serve-gone");
    let lines = start_up_lines(cardsmith(&server, &dir));
    let errors: Vec<_> = lines.iter().filter(|l| l["level"] == "ERROR").collect();
    assert_eq!(errors.len(), 1, "{lines:?}");
    let message = errors[0]["message"].as_str().unwrap();
    assert!(message.contains(DEFAULT_IMAGE_MODEL), "{message}");
    assert!(
        message.contains("shut down by its provider on 2026-01-05"),
        "{message}"
    );
    assert_eq!(errors[0]["model"], DEFAULT_IMAGE_MODEL);
}

#[tokio::test]
async fn serve_logs_nothing_but_the_usual_lines_for_a_live_model() {
    let server = MockServer::start().await;
    list_models(&server, &[(DEFAULT_IMAGE_MODEL, None)]).await;
    let dir = temp_dir("serve-live");
    let lines = start_up_lines(cardsmith(&server, &dir));
    // The usual lines only: the demo checkout's warning is one of them.
    let loud: Vec<_> = lines
        .iter()
        .filter(|l| l["level"] == "WARN" || l["level"] == "ERROR")
        .filter(|l| {
            !l["message"]
                .as_str()
                .unwrap_or("")
                .starts_with("Demo payments are on")
        })
        .collect();
    assert!(loud.is_empty(), "{loud:?}");
    assert!(
        lines.iter().all(|l| l["model"].is_null()),
        "no line about the model: {lines:?}"
    );
}
