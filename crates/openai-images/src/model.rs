//! What each model family accepts. `gpt-image-*` models (and any model name we do
//! not recognise, as self-hosted servers mostly copy their API) take the product's
//! size, quality and format options as they are. DALL·E models predate those: they
//! have their own sizes and qualities, no output format or background, and answer
//! with a URL unless base64 is asked for explicitly.

/// Which parameter dialect a model speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ModelFamily {
    GptImage,
    DallE2,
    DallE3,
}

/// The two Images API operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Endpoint {
    Generations,
    Edits,
}

impl ModelFamily {
    pub(crate) fn of(model: &str) -> Self {
        let model = model.to_ascii_lowercase();
        if model.starts_with("dall-e-3") {
            Self::DallE3
        } else if model.starts_with("dall-e") {
            Self::DallE2
        } else {
            Self::GptImage
        }
    }

    /// gpt-image models always answer in base64 and reject `response_format`.
    pub(crate) fn needs_response_format(self) -> bool {
        self != Self::GptImage
    }

    /// Only gpt-image models take output_format, output_compression and background.
    pub(crate) fn takes_output_options(self) -> bool {
        self == Self::GptImage
    }

    /// The size to send for one of the product's sizes.
    pub(crate) fn size(self, size: &str) -> &str {
        match (self, size) {
            (Self::GptImage, _) => size,
            // DALL·E 2 only draws squares; 1024 is its largest.
            (Self::DallE2, _) => "1024x1024",
            (Self::DallE3, "1024x1536") => "1024x1792",
            (Self::DallE3, "1536x1024") => "1792x1024",
            (Self::DallE3, "auto") => "1024x1024",
            (Self::DallE3, _) => size,
        }
    }

    /// The quality to send, if the model takes one at all.
    pub(crate) fn quality(self, quality: &str) -> Option<&str> {
        match self {
            Self::GptImage => Some(quality),
            Self::DallE3 if quality.eq_ignore_ascii_case("high") => Some("hd"),
            Self::DallE3 => Some("standard"),
            Self::DallE2 => None,
        }
    }
}

/// The prompt to send and the `style` field, if the request gets one.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct StyledPrompt {
    pub prompt: String,
    pub style_field: Option<String>,
}

/// Only DALL·E 3 generations have a `style` parameter. Everywhere else the style
/// is said in words, so the user's choice still reaches the picture.
pub(crate) fn apply_style(
    family: ModelFamily,
    endpoint: Endpoint,
    prompt: &str,
    style: Option<&str>,
) -> StyledPrompt {
    let Some(style) = style.map(str::trim).filter(|s| !s.is_empty()) else {
        return StyledPrompt {
            prompt: prompt.to_owned(),
            style_field: None,
        };
    };
    if family == ModelFamily::DallE3 && endpoint == Endpoint::Generations {
        return StyledPrompt {
            prompt: prompt.to_owned(),
            style_field: Some(style.to_owned()),
        };
    }
    let wording = match style.to_ascii_lowercase().as_str() {
        "vivid" => "Style: vivid, hyper-real and dramatic colours.".to_owned(),
        "natural" => "Style: natural, realistic and subdued.".to_owned(),
        _ => format!("Style: {style}."),
    };
    StyledPrompt {
        prompt: format!("{} {wording}", prompt.trim_end()),
        style_field: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Endpoint::{Edits, Generations};
    use ModelFamily::{DallE2, DallE3, GptImage};

    #[test]
    fn families_are_recognised_by_name() {
        assert_eq!(ModelFamily::of("gpt-image-1.5"), GptImage);
        assert_eq!(ModelFamily::of("gpt-image-1-mini"), GptImage);
        assert_eq!(ModelFamily::of("stable-diffusion-xl"), GptImage);
        assert_eq!(ModelFamily::of("dall-e-3"), DallE3);
        assert_eq!(ModelFamily::of("DALL-E-3"), DallE3);
        assert_eq!(ModelFamily::of("dall-e-2"), DallE2);
    }

    #[test]
    fn dall_e_3_generations_get_the_style_field() {
        let styled = apply_style(DallE3, Generations, "A fox", Some("natural"));
        assert_eq!(styled.prompt, "A fox");
        assert_eq!(styled.style_field.as_deref(), Some("natural"));
    }

    #[test]
    fn gpt_image_gets_style_as_prompt_wording() {
        let vivid = apply_style(GptImage, Generations, "A fox ", Some("vivid"));
        assert_eq!(
            vivid.prompt,
            "A fox Style: vivid, hyper-real and dramatic colours."
        );
        assert_eq!(vivid.style_field, None);
        let natural = apply_style(GptImage, Edits, "A fox", Some("Natural"));
        assert_eq!(
            natural.prompt,
            "A fox Style: natural, realistic and subdued."
        );
        assert_eq!(natural.style_field, None);
    }

    #[test]
    fn edits_never_get_a_style_field_because_the_endpoint_has_none() {
        let styled = apply_style(DallE3, Edits, "A fox", Some("vivid"));
        assert_eq!(styled.style_field, None);
        assert!(styled.prompt.ends_with("dramatic colours."));
    }

    #[test]
    fn no_style_leaves_the_prompt_alone() {
        for family in [GptImage, DallE2, DallE3] {
            for style in [None, Some(""), Some("  ")] {
                let styled = apply_style(family, Generations, "A fox", style);
                assert_eq!(styled.prompt, "A fox");
                assert_eq!(styled.style_field, None);
            }
        }
    }

    #[test]
    fn dall_e_sizes_and_qualities_are_translated() {
        assert_eq!(DallE3.size("1024x1536"), "1024x1792");
        assert_eq!(DallE3.size("1536x1024"), "1792x1024");
        assert_eq!(DallE3.size("auto"), "1024x1024");
        assert_eq!(DallE2.size("1536x1024"), "1024x1024");
        assert_eq!(GptImage.size("auto"), "auto");
        assert_eq!(DallE3.quality("high"), Some("hd"));
        assert_eq!(DallE3.quality("low"), Some("standard"));
        assert_eq!(DallE2.quality("high"), None);
        assert_eq!(GptImage.quality("low"), Some("low"));
    }
}
