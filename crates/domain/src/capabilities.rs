//! What an image model can be asked for: the options the form, the wizard and
//! the public API offer, and the check every generation passes before any
//! credit is reserved. The table of known models is the server's
//! `providers/image/capabilities.rs`.

use crate::generation::{GenerationOptions, OutputFormat, Quality, Size};
use serde::Deserialize;

/// The options one image model accepts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Capabilities {
    /// Sizes it can make, in the price table's order.
    pub sizes: Vec<Size>,
    /// Quality levels it distinguishes (each has a price in the spec's table).
    pub qualities: Vec<Quality>,
    pub formats: Vec<OutputFormat>,
    /// `background: transparent`.
    pub transparent_background: bool,
    /// `output_compression` for jpeg and webp.
    pub output_compression: bool,
    /// Building an image from an uploaded photo (the Images API's edits).
    pub photo_edits: bool,
    /// `input_fidelity: high`, which keeps faces and details of the photo.
    pub input_fidelity: bool,
    /// Partial images while the model works.
    pub streaming: bool,
    /// The longest prompt, in characters, the card wording included.
    pub max_prompt_chars: usize,
}

impl Capabilities {
    /// Everything the product has an option for: the built-in renderer.
    pub fn everything() -> Self {
        Capabilities {
            sizes: Size::ALL.to_vec(),
            qualities: Quality::ALL.to_vec(),
            formats: OutputFormat::ALL.to_vec(),
            transparent_background: true,
            output_compression: true,
            photo_edits: true,
            // The renderer sets a photo in the design unchanged.
            input_fidelity: true,
            streaming: false,
            max_prompt_chars: crate::generation::PROMPT_MAX_CHARS,
        }
    }

    /// The first of `preferred` the model takes, else its first option.
    pub fn default_size(&self) -> Size {
        pick(&self.sizes, crate::generation::DEFAULT_SIZE)
    }

    pub fn default_quality(&self) -> Quality {
        pick(&self.qualities, crate::generation::DEFAULT_QUALITY)
    }

    pub fn default_format(&self) -> OutputFormat {
        pick(&self.formats, crate::generation::DEFAULT_FORMAT)
    }

    /// Refuses a request for something this model cannot do, before anything
    /// is charged. `has_photo` is a request built from an uploaded photo.
    pub fn check(&self, options: &GenerationOptions, has_photo: bool) -> Result<(), Unsupported> {
        if !self.sizes.contains(&options.size) {
            return Err(Unsupported::Size);
        }
        if !self.qualities.contains(&options.quality) {
            return Err(Unsupported::Quality);
        }
        if !self.formats.contains(&options.format) {
            return Err(Unsupported::Format);
        }
        if options.transparent && !self.transparent_background {
            return Err(Unsupported::TransparentBackground);
        }
        if options.compression.is_some() && !self.output_compression {
            return Err(Unsupported::Compression);
        }
        if has_photo && !self.photo_edits {
            return Err(Unsupported::Photo);
        }
        if options.prompt.chars().count() > self.max_prompt_chars {
            return Err(Unsupported::PromptLength(self.max_prompt_chars));
        }
        Ok(())
    }

    /// The operator's corrections from the config file, field by field.
    pub fn with_override(mut self, fix: &CapabilityOverride) -> Result<Self, String> {
        if let Some(sizes) = &fix.sizes {
            self.sizes = parse_all(sizes, Size::parse)?;
            self.sizes
                .sort_by_key(|size| Size::ALL.iter().position(|s| s == size));
        }
        if let Some(qualities) = &fix.qualities {
            self.qualities = parse_all(qualities, Quality::parse)?;
            self.qualities
                .sort_by_key(|quality| Quality::ALL.iter().position(|q| q == quality));
        }
        if let Some(formats) = &fix.output_formats {
            self.formats = parse_all(formats, OutputFormat::parse)?;
        }
        set(&mut self.transparent_background, fix.transparent_background);
        set(&mut self.output_compression, fix.output_compression);
        set(&mut self.photo_edits, fix.photo_edits);
        set(&mut self.input_fidelity, fix.input_fidelity);
        set(&mut self.streaming, fix.streaming);
        set(&mut self.max_prompt_chars, fix.max_prompt_chars);
        if self.max_prompt_chars < crate::generation::PROMPT_MIN_CHARS {
            return Err(format!(
                "max_prompt_chars must be at least {}",
                crate::generation::PROMPT_MIN_CHARS
            ));
        }
        Ok(self)
    }
}

/// `[images.capabilities]` in the config file: each field given replaces the
/// model's own; the others stay as the table says.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CapabilityOverride {
    pub sizes: Option<Vec<String>>,
    pub qualities: Option<Vec<String>>,
    pub output_formats: Option<Vec<String>>,
    pub transparent_background: Option<bool>,
    pub output_compression: Option<bool>,
    pub photo_edits: Option<bool>,
    pub input_fidelity: Option<bool>,
    pub streaming: Option<bool>,
    pub max_prompt_chars: Option<usize>,
}

/// An option the model in use lacks; each has a stable code for the public API.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Unsupported {
    #[error("The image model in use cannot make this size")]
    Size,
    #[error("The image model in use does not offer this quality")]
    Quality,
    #[error("The image model in use cannot make this format")]
    Format,
    #[error("The image model in use cannot make a transparent background")]
    TransparentBackground,
    #[error("The image model in use does not take a compression level")]
    Compression,
    #[error("The image model in use cannot build an image from a photo")]
    Photo,
    #[error("The image model in use cannot revise images")]
    Revise,
    #[error("The description is too long for the image model in use (at most {0} characters)")]
    PromptLength(usize),
}

impl Unsupported {
    /// The request field it is about.
    pub fn field(self) -> &'static str {
        match self {
            Unsupported::Size => "size",
            Unsupported::Quality => "quality",
            Unsupported::Format => "outputFormat",
            Unsupported::TransparentBackground => "background",
            Unsupported::Compression => "outputCompression",
            Unsupported::Photo => "uploadedImage",
            Unsupported::Revise => "instruction",
            Unsupported::PromptLength(_) => "prompt",
        }
    }
}

fn pick<T: Copy + PartialEq>(offered: &[T], preferred: T) -> T {
    match offered.contains(&preferred) {
        true => preferred,
        false => offered.first().copied().unwrap_or(preferred),
    }
}

fn parse_all<T: PartialEq>(
    raw: &[String],
    parse: impl Fn(&str) -> Result<T, &'static str>,
) -> Result<Vec<T>, String> {
    if raw.is_empty() {
        return Err("a list of options may not be empty".into());
    }
    let mut parsed = Vec::new();
    for value in raw {
        let value = parse(value.trim()).map_err(str::to_owned)?;
        if !parsed.contains(&value) {
            parsed.push(value);
        }
    }
    Ok(parsed)
}

fn set<T>(field: &mut T, value: Option<T>) {
    if let Some(value) = value {
        *field = value;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generation::RawGenerationOptions;

    fn options(raw: RawGenerationOptions<'_>) -> GenerationOptions {
        GenerationOptions::parse(raw).unwrap()
    }

    const PROMPT: &str = "A birthday card with balloons";

    #[test]
    fn everything_accepts_every_valid_request() {
        let all = Capabilities::everything();
        let transparent = options(RawGenerationOptions {
            prompt: PROMPT,
            format: Some("webp"),
            compression: Some(50),
            background: Some("transparent"),
            size: Some("auto"),
            quality: Some("high"),
            ..Default::default()
        });
        assert_eq!(all.check(&transparent, true), Ok(()));
    }

    #[test]
    fn each_missing_capability_is_named() {
        let narrow = Capabilities {
            sizes: vec![Size::Square],
            qualities: vec![Quality::Low, Quality::Medium],
            formats: vec![OutputFormat::Png, OutputFormat::Jpeg],
            transparent_background: false,
            output_compression: false,
            photo_edits: false,
            input_fidelity: false,
            streaming: false,
            max_prompt_chars: 40,
        };
        let check = |raw: RawGenerationOptions<'_>, photo| narrow.check(&options(raw), photo);
        let base = RawGenerationOptions {
            prompt: PROMPT,
            ..Default::default()
        };
        assert_eq!(check(base.clone(), false), Ok(()));
        let wide = RawGenerationOptions {
            size: Some("1536x1024"),
            ..base.clone()
        };
        assert_eq!(check(wide, false), Err(Unsupported::Size));
        let high = RawGenerationOptions {
            quality: Some("high"),
            ..base.clone()
        };
        assert_eq!(check(high, false), Err(Unsupported::Quality));
        let webp = RawGenerationOptions {
            format: Some("webp"),
            ..base.clone()
        };
        assert_eq!(check(webp, false), Err(Unsupported::Format));
        let transparent = RawGenerationOptions {
            background: Some("transparent"),
            ..base.clone()
        };
        assert_eq!(
            check(transparent, false),
            Err(Unsupported::TransparentBackground)
        );
        let compressed = RawGenerationOptions {
            format: Some("jpeg"),
            compression: Some(60),
            ..base.clone()
        };
        assert_eq!(check(compressed, false), Err(Unsupported::Compression));
        assert_eq!(check(base.clone(), true), Err(Unsupported::Photo));
        let long = "A card with a very long description that goes on";
        let long = RawGenerationOptions {
            prompt: long,
            ..base
        };
        assert_eq!(check(long, false), Err(Unsupported::PromptLength(40)));
        assert_eq!(Unsupported::TransparentBackground.field(), "background");
    }

    #[test]
    fn defaults_follow_the_spec_when_offered_and_the_first_option_otherwise() {
        let all = Capabilities::everything();
        assert_eq!(all.default_quality(), Quality::Medium);
        let cheap = Capabilities {
            qualities: vec![Quality::Low],
            sizes: vec![Size::Portrait, Size::Landscape],
            formats: vec![OutputFormat::Jpeg],
            ..all
        };
        assert_eq!(cheap.default_quality(), Quality::Low);
        assert_eq!(cheap.default_size(), Size::Portrait);
        assert_eq!(cheap.default_format(), OutputFormat::Jpeg);
    }

    #[test]
    fn an_override_replaces_only_the_fields_it_names() {
        let fix = CapabilityOverride {
            sizes: Some(vec!["1536x1024".into(), "1024x1024".into()]),
            transparent_background: Some(false),
            max_prompt_chars: Some(1000),
            ..Default::default()
        };
        let fixed = Capabilities::everything().with_override(&fix).unwrap();
        assert_eq!(
            fixed.sizes,
            [Size::Square, Size::Landscape],
            "in table order"
        );
        assert!(!fixed.transparent_background);
        assert_eq!(fixed.max_prompt_chars, 1000);
        assert_eq!(fixed.qualities, Quality::ALL, "untouched");
    }

    #[test]
    fn a_bad_override_is_refused_with_the_value() {
        let bad_size = CapabilityOverride {
            sizes: Some(vec!["4096x4096".into()]),
            ..Default::default()
        };
        let err = Capabilities::everything()
            .with_override(&bad_size)
            .unwrap_err();
        assert!(err.contains("1024x1024"), "{err}");
        let empty = CapabilityOverride {
            qualities: Some(vec![]),
            ..Default::default()
        };
        assert!(Capabilities::everything().with_override(&empty).is_err());
        let tiny = CapabilityOverride {
            max_prompt_chars: Some(3),
            ..Default::default()
        };
        assert!(Capabilities::everything().with_override(&tiny).is_err());
    }
}
