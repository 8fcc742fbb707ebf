//! "Suggest a message": the bundled library, or a chat model that falls back
//! on the library whenever it fails, is slow or answers nonsense.

mod chat;
pub mod settings;

use crate::providers::image::settings::ImageSettings;
use crate::providers::models::ModelStatus;
use cardsmith_domain::card_messages::{self, Tone};
use cardsmith_domain::cards::Category;
use chat::ChatWriter;
use settings::{TextProviderKind, TextSettings};

/// A model's answer with fewer usable messages than this is not used.
const MIN_MESSAGES: usize = 3;

/// What a message is wanted for.
pub struct MessageRequest<'a> {
    pub category: Category,
    pub tone: Tone,
    /// The recipient, trimmed and not blank.
    pub name: Option<&'a str>,
    pub description: &'a str,
}

pub enum MessageWriter {
    Library,
    Chat(ChatWriter),
}

/// The chat API's root and key: the text settings' own, else the image
/// provider's.
pub fn chat_endpoint<'a>(
    text: &'a TextSettings,
    images: &'a ImageSettings,
) -> (&'a str, Option<String>) {
    let base_url = text.base_url.as_deref().unwrap_or(&images.openai_base_url);
    let api_key = text
        .api_key
        .as_ref()
        .or(images.openai_api_key.as_ref())
        .map(|key| key.expose().to_owned())
        .filter(|key| !key.trim().is_empty());
    (base_url, api_key)
}

impl MessageWriter {
    /// The chat API shares the image provider's address and key unless the
    /// text settings name their own.
    /// `status` is the chat model's standing with its provider, kept by the
    /// model watch.
    pub fn build(
        text: &TextSettings,
        images: &ImageSettings,
        status: ModelStatus,
    ) -> anyhow::Result<Self> {
        text.validate()?;
        if text.provider == TextProviderKind::Library {
            return Ok(MessageWriter::Library);
        }
        let (base_url, api_key) = chat_endpoint(text, images);
        if api_key.is_none() && base_url.contains("api.openai.com") {
            anyhow::bail!(
                "CARDSMITH_TEXT_API_KEY or CARDSMITH_OPENAI_API_KEY is needed to use api.openai.com"
            );
        }
        Ok(MessageWriter::Chat(ChatWriter::new(
            text, base_url, api_key, status,
        )?))
    }

    /// At least three messages whenever the library has them for the request.
    pub async fn suggest(&self, request: &MessageRequest<'_>) -> Vec<String> {
        let library = || card_messages::suggestions(request.category, request.tone, request.name);
        let MessageWriter::Chat(chat) = self else {
            return library();
        };
        match chat.write(request).await {
            Ok(messages) if messages.len() >= MIN_MESSAGES => messages,
            Ok(messages) => {
                tracing::warn!(
                    usable = messages.len(),
                    "The text service gave too few usable messages; using the library"
                );
                library()
            }
            Err(error) => {
                tracing::warn!(
                    error = format!("{error:#}"),
                    "The text service failed; using the library"
                );
                library()
            }
        }
    }
}
