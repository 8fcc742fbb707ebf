//! An OpenAI-compatible Images API through `cardsmith-openai-images`.

use super::{
    GeneratedImage, ImageJob, ImageProvider, Preview, Previews, ProviderError, storage_format,
};
use crate::providers::image::capabilities;
use crate::providers::image::settings::ImageSettings;
use crate::providers::models::ModelStatus;
use anyhow::Context;
use async_trait::async_trait;
use cardsmith_domain::generation::Quality;
use cardsmith_openai_images::{
    ImageApiError, ImageRequest, OpenAiImages, OpenAiImagesConfig, PartialImage, Photo,
};
use cardsmith_render::RenderError;
use std::time::Duration;

pub const IMAGE_TOO_LARGE: &str = "The image service sent an image too large to use";
pub const IMAGE_UNREADABLE: &str = "The image service sent an unreadable image";
pub const SERVICE_FAILED: &str = "The image service could not make this image";

pub struct OpenAiProvider {
    client: OpenAiImages,
    /// What the provider's model list last said of the model.
    status: ModelStatus,
    /// `input_fidelity` to send with a photo; none where the model lacks it.
    input_fidelity: Option<&'static str>,
    /// Partial images to ask for while someone watches; none where the
    /// model does not stream or the operator turned them off.
    partial_images: Option<u8>,
}

impl OpenAiProvider {
    pub fn new(settings: &ImageSettings, status: ModelStatus) -> anyhow::Result<Self> {
        let has_key = settings
            .openai_api_key
            .as_ref()
            .is_some_and(|key| !key.expose().trim().is_empty());
        // Self-hosted compatible servers often take no key; OpenAI itself always does.
        if !has_key && settings.openai_base_url.contains("api.openai.com") {
            anyhow::bail!("CARDSMITH_OPENAI_API_KEY is needed to use api.openai.com");
        }
        let config = OpenAiImagesConfig {
            base_url: settings.openai_base_url.clone(),
            api_key: settings
                .openai_api_key
                .as_ref()
                .map(|key| key.expose().to_owned()),
            model: settings.openai_model.clone(),
            timeout: settings.provider_timeout(),
            max_retries: settings.openai_max_retries,
            retry_base_delay: Duration::from_millis(settings.openai_retry_delay_ms),
            http2_prior_knowledge: settings.openai_http2_prior_knowledge,
            dialect: settings.openai_dialect,
        };
        let client = OpenAiImages::new(config).context("Failed to set up the OpenAI provider")?;
        let row = capabilities::table_row(settings)?;
        let input_fidelity = row
            .input_fidelity
            .then(|| settings.openai_input_fidelity.as_str());
        let partial_images = (row.streaming && settings.openai_partial_images > 0)
            .then_some(settings.openai_partial_images);
        Ok(OpenAiProvider {
            client,
            status,
            input_fidelity,
            partial_images,
        })
    }
}

#[async_trait]
impl ImageProvider for OpenAiProvider {
    fn display_name(&self) -> String {
        format!("OpenAI-compatible model {}", self.client.model())
    }

    fn expected_seconds(&self, quality: Quality) -> u32 {
        match quality {
            Quality::Low => 15,
            Quality::Medium => 30,
            Quality::High => 60,
            Quality::Auto => 40,
        }
    }

    async fn generate(&self, job: &ImageJob) -> Result<GeneratedImage, ProviderError> {
        // A model its provider has shut down would only answer an error.
        if !self.status.usable() {
            return Err(ProviderError::Unavailable);
        }
        let options = &job.options;
        // A revision is an edit of the picture as it is, asked for in the
        // customer's words alone (a card's words are never sent).
        let (prompt, photo) = match &job.revision {
            Some(revision) => (revision.instruction.clone(), Some(&revision.source)),
            None => (options.prompt.clone(), job.photo.as_ref()),
        };
        let request = ImageRequest {
            prompt,
            size: options.size.as_str().to_owned(),
            quality: options.quality.as_str().to_owned(),
            output_format: options.format.as_str().to_owned(),
            output_compression: options.effective_compression(),
            background: options.transparent.then(|| "transparent".to_owned()),
            style: Some(options.style.as_str().to_owned()),
            photo: photo.map(|photo| Photo {
                bytes: photo.png.clone(),
                mime: "image/png".into(),
                filename: "photo.png".into(),
            }),
            input_fidelity: photo.and(self.input_fidelity).map(str::to_owned),
            seed: Some(job.seed),
            partial_images: None,
        };
        let bytes = match (&job.previews, self.partial_images) {
            (Some(previews), Some(count)) => {
                let request = ImageRequest {
                    partial_images: Some(count),
                    ..request
                };
                let show = |partial| show_partial(previews, partial);
                self.client.generate_streaming(&request, &show).await
            }
            _ => self.client.generate(&request).await,
        }
        .map_err(provider_error)?;
        // The bytes decide: DALL·E models answer PNG whatever was asked for.
        let format = image::guess_format(&bytes)
            .ok()
            .and_then(storage_format)
            .ok_or_else(|| {
                ProviderError::Failed(
                    "The image service sent a file that is not a PNG, JPEG or WebP image".into(),
                )
            })?;
        // Only the header is read: an image too big to decode safely is
        // refused before anything allocates its pixels.
        let (width, height) = cardsmith_render::checked_dimensions(&bytes).map_err(|err| {
            tracing::warn!(error = %err, "the image service sent an image that cannot be used");
            ProviderError::Failed(match err {
                RenderError::TooLarge { .. } => IMAGE_TOO_LARGE.into(),
                _ => IMAGE_UNREADABLE.into(),
            })
        })?;
        Ok(GeneratedImage {
            bytes,
            format,
            size: format!("{width}x{height}"),
        })
    }
}

/// Passes a partial image on to whoever watches, when it is an image the
/// browser can show and small enough to decode safely; the others are
/// skipped (the final image is checked on its own).
fn show_partial(previews: &Previews, partial: PartialImage) {
    let content_type = match image::guess_format(&partial.bytes)
        .ok()
        .and_then(storage_format)
    {
        Some(format) => format.content_type(),
        None => return,
    };
    if cardsmith_render::checked_dimensions(&partial.bytes).is_err() {
        tracing::debug!(index = partial.index, "skipped an unusable partial image");
        return;
    }
    previews.show(Preview {
        index: partial.index,
        bytes: partial.bytes.into(),
        content_type,
    });
}

fn provider_error(err: ImageApiError) -> ProviderError {
    match err {
        ImageApiError::ContentPolicy => ProviderError::ContentPolicy,
        ImageApiError::Timeout => ProviderError::Timeout,
        ImageApiError::ModelUnavailable(why) => {
            tracing::error!(error = %why, "the image service no longer offers the configured model");
            ProviderError::Unavailable
        }
        // The service's own words can name its internals (or our key's
        // account); they go to the log, the user gets a fixed sentence.
        other => {
            tracing::warn!(error = %other, "the image service failed");
            ProviderError::Failed(SERVICE_FAILED.into())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::providers::image::settings::ProviderKind;
    use crate::secret::Secret;

    #[test]
    fn openai_itself_needs_a_key_but_compatible_servers_may_go_without() {
        let settings = ImageSettings {
            provider: ProviderKind::Openai,
            ..ImageSettings::default()
        };
        let status = || ModelStatus::new(crate::providers::models::ModelRole::Image, "m");
        let err = OpenAiProvider::new(&settings, status()).err().unwrap();
        assert!(
            err.to_string().contains("CARDSMITH_OPENAI_API_KEY"),
            "{err}"
        );
        let with_key = ImageSettings {
            openai_api_key: Some(Secret::new("sk-test")),
            ..settings.clone()
        };
        assert!(OpenAiProvider::new(&with_key, status()).is_ok());
        let local = ImageSettings {
            openai_base_url: "http://127.0.0.1:9/v1".into(),
            openai_model: "flux-schnell".into(),
            ..settings
        };
        let provider = OpenAiProvider::new(&local, status()).unwrap();
        assert_eq!(
            provider.display_name(),
            "OpenAI-compatible model flux-schnell"
        );
    }

    #[test]
    fn client_errors_become_provider_errors_without_upstream_text() {
        assert!(matches!(
            provider_error(ImageApiError::ContentPolicy),
            ProviderError::ContentPolicy
        ));
        assert!(matches!(
            provider_error(ImageApiError::Timeout),
            ProviderError::Timeout
        ));
        let failed = provider_error(ImageApiError::Upstream {
            status: 500,
            message: "boom".into(),
        });
        assert_eq!(failed.to_string(), SERVICE_FAILED);
    }
}
