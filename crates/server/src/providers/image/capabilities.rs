//! The capability table: what each model family can be asked for, so the
//! form, the wizard and `/v1` offer only that. Facts from OpenAI's image
//! generation guide and API reference (November 2026) and from each
//! self-hosted server's own documentation and source; `docs/providers.md`
//! lists them. A model the table does not know gets a conservative profile,
//! and the operator can correct any profile in `[images.capabilities]`.

use super::settings::{ImageSettings, InputFidelity, ProviderKind};
use cardsmith_domain::capabilities::Capabilities;
use cardsmith_domain::generation::{OutputFormat, Quality, Size};
use cardsmith_openai_images::Dialect;

/// OpenAI's limit on a GPT Image prompt.
const GPT_IMAGE_PROMPT_CHARS: usize = 32_000;

/// The options in force for the configured provider and model. Faces in a
/// photo count as kept (`input_fidelity`) only where the model takes the
/// parameter and it is sent as `high`.
pub fn capabilities_in_force(settings: &ImageSettings) -> anyhow::Result<Capabilities> {
    let mut row = table_row(settings)?;
    if settings.provider == ProviderKind::Openai
        && settings.openai_input_fidelity != InputFidelity::High
    {
        row.input_fidelity = false;
    }
    Ok(row)
}

/// The configured model's row of the table, with the operator's corrections:
/// what the model takes, whatever this installation chooses to send.
pub fn table_row(settings: &ImageSettings) -> anyhow::Result<Capabilities> {
    let profile = match settings.provider {
        ProviderKind::Builtin => Capabilities::everything(),
        ProviderKind::Openai => profile(settings.openai_dialect, &settings.openai_model),
    };
    match &settings.capabilities {
        Some(fix) => profile
            .with_override(fix)
            .map_err(|why| anyhow::anyhow!("[images.capabilities]: {why}")),
        None => Ok(profile),
    }
}

/// The table itself.
pub fn profile(dialect: Dialect, model: &str) -> Capabilities {
    match dialect {
        Dialect::Openai => openai_profile(&model.to_ascii_lowercase()),
        // Diffusion servers draw any size in pixels but have no `auto`, and
        // no transparency; quality becomes their number of steps.
        Dialect::SdServer => Capabilities {
            formats: vec![OutputFormat::Png, OutputFormat::Jpeg, OutputFormat::Webp],
            output_compression: true,
            // `images/edits` with the photo as `image`.
            photo_edits: true,
            ..diffusion_server()
        },
        // Always answers PNG; no `images/edits` (its inpainting takes a mask).
        Dialect::Localai => diffusion_server(),
        // One model per server: edits only work when that model is an
        // editing one, so they are off until the operator says otherwise.
        Dialect::VllmOmni => diffusion_server(),
    }
}

fn openai_profile(model: &str) -> Capabilities {
    let gpt_image = Capabilities {
        input_fidelity: true,
        streaming: true,
        max_prompt_chars: GPT_IMAGE_PROMPT_CHARS,
        ..Capabilities::everything()
    };
    if model.starts_with("gpt-image-1-mini") {
        // The one GPT Image model without `input_fidelity`.
        return Capabilities {
            input_fidelity: false,
            ..gpt_image
        };
    }
    if model.starts_with("gpt-image-2.") {
        // 2.5 and 2.6 (Flare, Sunburst) bring transparency back; 2.6's
        // fidelity and streaming are not documented yet.
        let documented = model.starts_with("gpt-image-2.5");
        return Capabilities {
            input_fidelity: documented,
            streaming: documented,
            ..gpt_image
        };
    }
    if model == "gpt-image-2" || model.starts_with("gpt-image-2-") {
        // OpenAI ended gpt-image-2's transparency preview: it answers 400.
        return Capabilities {
            transparent_background: false,
            ..gpt_image
        };
    }
    if model.starts_with("gpt-image-") || model.starts_with("chatgpt-image") {
        return gpt_image;
    }
    if model.starts_with("dall-e-3") {
        // Its own sizes stand in for the product's (1024x1792 for portrait;
        // square for auto).
        return Capabilities {
            sizes: Size::ALL.to_vec(),
            max_prompt_chars: 4000,
            ..conservative()
        };
    }
    // DALL·E 2 draws squares only, from prompts of up to 1,000 characters:
    // the conservative profile exactly.
    conservative()
}

/// A model nobody has described: the options every Images API server takes.
fn conservative() -> Capabilities {
    Capabilities {
        sizes: vec![Size::Square],
        qualities: Quality::ALL.to_vec(),
        formats: vec![OutputFormat::Png],
        transparent_background: false,
        output_compression: false,
        photo_edits: false,
        input_fidelity: false,
        streaming: false,
        max_prompt_chars: 1000,
    }
}

/// What the self-hosted diffusion servers share.
fn diffusion_server() -> Capabilities {
    Capabilities {
        sizes: vec![Size::Square, Size::Portrait, Size::Landscape],
        max_prompt_chars: cardsmith_domain::generation::PROMPT_MAX_CHARS,
        ..conservative()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use cardsmith_domain::capabilities::CapabilityOverride;

    #[test]
    fn the_built_in_renderer_offers_everything_whatever_model_is_named() {
        let settings = ImageSettings::default();
        assert_eq!(
            capabilities_in_force(&settings).unwrap(),
            Capabilities::everything()
        );
    }

    #[test]
    fn openai_families_differ_where_the_vendor_says_they_do() {
        let of = |model| profile(Dialect::Openai, model);
        assert!(!of("gpt-image-2").transparent_background);
        assert!(!of("gpt-image-2-2026-04-21").transparent_background);
        assert!(of("gpt-image-2.5-flare").transparent_background);
        assert!(of("gpt-image-2.6-sunburst").transparent_background);
        assert!(of("gpt-image-1.5").transparent_background);
        assert!(!of("gpt-image-1-mini").input_fidelity);
        assert!(of("gpt-image-1.5").input_fidelity);
        assert_eq!(of("gpt-image-2").sizes, Size::ALL);
        assert!(!of("dall-e-3").photo_edits);
        assert_eq!(of("dall-e-2").sizes, [Size::Square]);
        assert_eq!(
            of("GPT-IMAGE-2").sizes,
            Size::ALL,
            "names are compared in lower case"
        );
        assert_eq!(of("my-own-model"), conservative());
    }

    #[test]
    fn self_hosted_servers_have_their_own_profiles() {
        let sd = profile(Dialect::SdServer, "anything");
        assert!(sd.photo_edits && sd.output_compression && !sd.transparent_background);
        assert!(!sd.sizes.contains(&Size::Auto));
        let local = profile(Dialect::Localai, "flux");
        assert!(!local.photo_edits);
        assert_eq!(local.formats, [OutputFormat::Png]);
        assert!(!profile(Dialect::VllmOmni, "Qwen/Qwen-Image").photo_edits);
    }

    #[test]
    fn the_operator_can_correct_a_profile() {
        let settings = ImageSettings {
            provider: ProviderKind::Openai,
            openai_dialect: Dialect::VllmOmni,
            openai_model: "Qwen/Qwen-Image-Edit".into(),
            capabilities: Some(CapabilityOverride {
                photo_edits: Some(true),
                ..Default::default()
            }),
            ..ImageSettings::default()
        };
        assert!(capabilities_in_force(&settings).unwrap().photo_edits);
        let bad = ImageSettings {
            capabilities: Some(CapabilityOverride {
                sizes: Some(vec!["huge".into()]),
                ..Default::default()
            }),
            ..settings
        };
        let err = capabilities_in_force(&bad).unwrap_err().to_string();
        assert!(err.contains("[images.capabilities]"), "{err}");
    }
}
