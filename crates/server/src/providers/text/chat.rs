//! Card messages from an OpenAI-compatible chat-completions API.

use super::MessageRequest;
use super::settings::TextSettings;
use crate::providers::models::ModelStatus;
use anyhow::{Context, anyhow, bail};
use cardsmith_domain::cards::MAX_TEXT_CHARS;
use serde::Deserialize;
use serde_json::json;
use std::time::Duration;

/// The most messages kept from one answer.
const MAX_MESSAGES: usize = 5;
/// Card text is lettered in at most this many lines.
const MAX_LINES: usize = 7;
/// A chat answer larger than this is not a handful of short messages.
const MAX_ANSWER_BYTES: usize = 64 * 1024;

const INSTRUCTIONS: &str = "You write the words printed on the front of greeting cards. \
Answer with a JSON object {\"messages\": [...]} holding five different messages. \
Each message is at most 160 characters, has no hashtags or emoji, and never mentions \
being written by a machine. Use the recipient's name when one is given.";

pub struct ChatWriter {
    http: reqwest::Client,
    endpoint: String,
    api_key: Option<String>,
    model: String,
    /// What the provider's model list last said of the model.
    status: ModelStatus,
}

#[derive(Deserialize)]
struct Completion {
    choices: Vec<Choice>,
}

#[derive(Deserialize)]
struct Choice {
    message: ChoiceMessage,
}

#[derive(Deserialize)]
struct ChoiceMessage {
    content: Option<String>,
}

#[derive(Deserialize)]
struct Messages {
    messages: Vec<String>,
}

impl ChatWriter {
    pub fn new(
        settings: &TextSettings,
        base_url: &str,
        api_key: Option<String>,
        status: ModelStatus,
    ) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder()
            .timeout(settings.timeout())
            .connect_timeout(Duration::from_secs(5))
            .build()
            .context("Failed to set up the text provider's HTTP client")?;
        Ok(ChatWriter {
            http,
            endpoint: format!("{}/chat/completions", base_url.trim_end_matches('/')),
            api_key,
            model: settings.model.clone(),
            status,
        })
    }

    /// Asks the model for messages; any failure is an error for the caller
    /// to fall back on.
    pub async fn write(&self, request: &MessageRequest<'_>) -> anyhow::Result<Vec<String>> {
        // A retired model would only answer an error: the library answers.
        if !self.status.usable() {
            bail!(
                "The text model {} is no longer offered by its provider",
                self.model
            );
        }
        let body = request_body(&self.model, brief(request));
        let mut call = self.http.post(&self.endpoint).json(&body);
        if let Some(key) = &self.api_key {
            call = call.bearer_auth(key);
        }
        let mut response = call
            .send()
            .await
            .context("The text service did not answer")?;
        if !response.status().is_success() {
            bail!("The text service answered {}", response.status());
        }
        let mut answer = Vec::new();
        while let Some(chunk) = response.chunk().await.context("The answer broke off")? {
            answer.extend_from_slice(&chunk);
            if answer.len() > MAX_ANSWER_BYTES {
                bail!("The text service's answer is over {MAX_ANSWER_BYTES} bytes");
            }
        }
        let completion: Completion =
            serde_json::from_slice(&answer).context("The answer is not a chat completion")?;
        let content = completion
            .choices
            .into_iter()
            .next()
            .and_then(|choice| choice.message.content)
            .ok_or_else(|| anyhow!("The chat completion has no content"))?;
        let messages: Messages =
            serde_json::from_str(strip_code_fence(&content)).context("The content is not JSON")?;
        Ok(usable(messages.messages))
    }
}

/// What the model is told about this card.
fn brief(request: &MessageRequest) -> String {
    let mut brief = format!(
        "Occasion: {}. Tone: {}.",
        request.category.name(),
        request.tone.as_str()
    );
    if let Some(name) = request.name {
        brief.push_str(&format!(" Recipient's name: {name}."));
    }
    let description = request.description.trim();
    if !description.is_empty() {
        brief.push_str(&format!(" The card's picture: {description}"));
    }
    brief
}

/// Some models wrap JSON in a markdown fence despite being asked not to.
fn strip_code_fence(content: &str) -> &str {
    let trimmed = content.trim();
    trimmed
        .strip_prefix("```json")
        .or_else(|| trimmed.strip_prefix("```"))
        .and_then(|rest| rest.strip_suffix("```"))
        .map(str::trim)
        .unwrap_or(trimmed)
}

/// Keeps the messages a card can carry: trimmed, unquoted, within the card
/// text's limits, without repeats.
fn usable(messages: Vec<String>) -> Vec<String> {
    let mut kept: Vec<String> = Vec::new();
    for message in messages {
        let message = message.trim().trim_matches('"').trim().to_owned();
        let fits = !message.is_empty()
            && message.chars().count() <= MAX_TEXT_CHARS
            && message.lines().count() <= MAX_LINES;
        if fits && !kept.contains(&message) {
            kept.push(message);
        }
        if kept.len() == MAX_MESSAGES {
            break;
        }
    }
    kept
}

/// The chat request. OpenAI's reasoning models (GPT-5 and later) refuse
/// `max_tokens` and a temperature of their own, and would spend the token
/// budget thinking: they get `max_completion_tokens` and no reasoning. Every
/// other model, self-hosted ones included, gets the classic fields.
fn request_body(model: &str, brief: String) -> serde_json::Value {
    let mut body = json!({
        "model": model,
        "messages": [
            {"role": "system", "content": INSTRUCTIONS},
            {"role": "user", "content": brief},
        ],
        "response_format": {"type": "json_object"},
    });
    let reasoning = reasoning_effort(model);
    match reasoning {
        Some(effort) => {
            body["max_completion_tokens"] = json!(600);
            body["reasoning_effort"] = json!(effort);
        }
        None => {
            body["max_tokens"] = json!(600);
            body["temperature"] = json!(0.9);
        }
    }
    body
}

/// The least reasoning an OpenAI reasoning model takes: GPT-5 itself stops
/// at `minimal`; GPT-5.1 and later turn it off with `none`.
fn reasoning_effort(model: &str) -> Option<&'static str> {
    let model = model.to_ascii_lowercase();
    let version = model.strip_prefix("gpt-")?;
    let major: u32 = version.split(['.', '-']).next()?.parse().ok()?;
    match major {
        0..=4 => None,
        5 if !version.starts_with("5.") => Some("minimal"),
        _ => Some("none"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cardsmith_domain::card_messages::Tone;
    use cardsmith_domain::cards::Category;

    #[test]
    fn reasoning_models_get_completion_tokens_and_no_thinking() {
        assert_eq!(reasoning_effort("gpt-4.1-mini"), None);
        assert_eq!(reasoning_effort("gpt-4o-mini"), None);
        assert_eq!(reasoning_effort("llama-3.1-8b"), None);
        assert_eq!(reasoning_effort("gpt-5-mini"), Some("minimal"));
        assert_eq!(reasoning_effort("gpt-5.6-luna"), Some("none"));
        assert_eq!(reasoning_effort("gpt-6-luna"), Some("none"));
        let luna = request_body("gpt-6-luna", "brief".into());
        assert_eq!(luna["max_completion_tokens"], 600);
        assert!(luna.get("max_tokens").is_none() && luna.get("temperature").is_none());
        let local = request_body("qwen2.5-7b", "brief".into());
        assert_eq!(local["max_tokens"], 600);
        assert_eq!(local["temperature"], 0.9);
    }

    #[test]
    fn the_brief_names_the_occasion_tone_name_and_picture() {
        let brief = brief(&MessageRequest {
            category: Category::Birthday,
            tone: Tone::Funny,
            name: Some("Ada"),
            description: "a cat in a party hat",
        });
        assert!(brief.contains("Birthday"), "{brief}");
        assert!(brief.contains("funny"));
        assert!(brief.contains("Ada"));
        assert!(brief.contains("party hat"));
    }

    #[test]
    fn fenced_json_is_unwrapped() {
        assert_eq!(strip_code_fence("```json\n{\"a\":1}\n```"), "{\"a\":1}");
        assert_eq!(strip_code_fence(" {\"a\":1} "), "{\"a\":1}");
    }

    #[test]
    fn messages_that_do_not_fit_a_card_are_dropped() {
        let long = "x".repeat(MAX_TEXT_CHARS + 1);
        let tall = "a\nb\nc\nd\ne\nf\ng\nh".to_owned();
        let kept = usable(vec![
            " \"Happy birthday!\" ".into(),
            long,
            tall,
            "".into(),
            "Happy birthday!".into(),
            "Many happy returns".into(),
        ]);
        assert_eq!(kept, vec!["Happy birthday!", "Many happy returns"]);
    }
}
