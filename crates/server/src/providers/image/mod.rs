//! Image providers: who makes the picture for a generation request. One is
//! chosen by configuration (`CARDSMITH_IMAGE_PROVIDER`): the built-in
//! renderer, or an OpenAI-compatible Images API.

mod builtin;
pub mod capabilities;
mod openai;
pub mod settings;

pub use builtin::{BuiltinRenderer, CANNOT_REMOVE, NOTHING_TO_CHANGE};
pub use openai::{IMAGE_TOO_LARGE, IMAGE_UNREADABLE, OpenAiProvider};

use async_trait::async_trait;
use bytes::Bytes;
use cardsmith_domain::generation::{GenerationOptions, Quality};
use cardsmith_storage::ImageFormat;
use image::DynamicImage;
use std::fmt;
use std::sync::Arc;
use tokio::sync::watch;

/// One image to make.
#[derive(Debug, Clone)]
pub struct ImageJob {
    pub options: GenerationOptions,
    /// A photo the user uploaded, already checked and re-encoded.
    pub photo: Option<Arc<UploadedPhoto>>,
    /// Decides the arrangement where the provider takes a seed.
    pub seed: u64,
    /// A card's exact words (`Some("")` for none), for providers that letter
    /// the card themselves; the prompt quotes them for the others.
    pub card_text: Option<String>,
    /// Where to show partial images while the picture is made, when someone
    /// watches; providers that cannot show any ignore it.
    pub previews: Option<Previews>,
    /// Set when the picture is a revision of one already made.
    pub revision: Option<Revision>,
}

/// A picture to change as the customer's words say. The job's prompt is
/// what the revised picture shows (the source's prompt with the
/// instruction after it); `seed` keeps the source's arrangement where the
/// provider takes one.
#[derive(Debug, Clone)]
pub struct Revision {
    /// The picture as it is: for a card, its art without the words.
    pub source: Arc<UploadedPhoto>,
    /// The prompt the source was made from.
    pub source_prompt: String,
    /// What should change, in the customer's words.
    pub instruction: String,
}

/// A partial image, shown while the picture is made: relayed to whoever
/// watches and dropped, never stored and never the result.
#[derive(Debug, Clone)]
pub struct Preview {
    /// From 0, in the order they were made.
    pub index: u32,
    pub bytes: Bytes,
    /// `image/jpeg`, `image/png` or `image/webp`.
    pub content_type: &'static str,
}

/// Where one generation's previews go. The channel holds only the latest
/// preview: a watcher that falls behind skips to it, and nothing builds up
/// per generation however many previews a provider sends.
#[derive(Clone)]
pub struct Previews(Arc<watch::Sender<Option<Preview>>>);

impl Previews {
    /// The sending half for the provider and the receiving half for the watcher.
    pub fn channel() -> (Previews, watch::Receiver<Option<Preview>>) {
        let (sender, receiver) = watch::channel(None);
        (Previews(Arc::new(sender)), receiver)
    }

    pub fn show(&self, preview: Preview) {
        self.0.send_replace(Some(preview));
    }
}

impl fmt::Debug for Previews {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Previews")
    }
}

/// A finished image, as the provider made it.
#[derive(Debug, Clone)]
pub struct GeneratedImage {
    pub bytes: Vec<u8>,
    /// What the bytes really are (a provider may ignore the format asked for).
    pub format: ImageFormat,
    /// `WIDTHxHEIGHT`, the size actually made (an `auto` request is resolved).
    pub size: String,
}

#[derive(Debug, thiserror::Error)]
pub enum ProviderError {
    /// The provider's safety system refused the prompt or photo.
    #[error("refused by the content policy")]
    ContentPolicy,
    /// No answer in time.
    #[error("timed out")]
    Timeout,
    /// The provider failed; the text is fit to show the user.
    #[error("{0}")]
    Failed(String),
    /// The provider no longer serves the configured model: nothing was sent.
    #[error("the image model is not available")]
    Unavailable,
    /// Our own fault; logged, never shown.
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

#[async_trait]
pub trait ImageProvider: Send + Sync {
    /// Who makes the images, for the footer's provider note.
    fn display_name(&self) -> String;

    /// Typical seconds to make one image of this quality.
    fn expected_seconds(&self, quality: Quality) -> u32;

    async fn generate(&self, job: &ImageJob) -> Result<GeneratedImage, ProviderError>;

    /// Whether the provider can follow `instruction` on a picture made from
    /// `prompt`: asked before anything is charged. The reason, fit to show,
    /// when it cannot.
    fn check_revision(&self, _prompt: &str, _instruction: &str) -> Result<(), String> {
        Ok(())
    }
}

/// What a revision shows, in one prompt: the source's, then the change.
pub fn revised_prompt(source_prompt: &str, instruction: &str) -> String {
    let source = source_prompt.trim_end_matches(|c: char| c == '.' || c.is_whitespace());
    let mut letters = instruction.chars();
    let first = letters.next().map(|c| c.to_uppercase().collect::<String>());
    format!(
        "{source}. {}{}",
        first.unwrap_or_default(),
        letters.as_str()
    )
}

/// The storage format of the image kinds providers may return.
pub fn storage_format(format: image::ImageFormat) -> Option<ImageFormat> {
    match format {
        image::ImageFormat::Png => Some(ImageFormat::Png),
        image::ImageFormat::Jpeg => Some(ImageFormat::Jpeg),
        image::ImageFormat::WebP => Some(ImageFormat::Webp),
        _ => None,
    }
}

/// A checked photo: its pixels and the same pixels as a fresh PNG file.
pub struct UploadedPhoto {
    pub image: DynamicImage,
    pub png: Vec<u8>,
    /// SHA-256 of the uploaded bytes, to tell requests apart.
    pub digest: [u8; 32],
}

impl fmt::Debug for UploadedPhoto {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("UploadedPhoto")
            .field("width", &self.image.width())
            .field("height", &self.image.height())
            .field("png", &format_args!("<{} bytes>", self.png.len()))
            .finish()
    }
}
