//! The options of an image generation request and their rules (spec §3, §5, §9).

use serde::Serialize;

pub const PROMPT_TOO_SHORT: &str = "Description must be at least 10 characters";
pub const PROMPT_TOO_LONG: &str = "Description must be at most 4000 characters";
pub const SIZE_INVALID: &str = "Size must be one of 1024x1024, 1024x1536, 1536x1024 or auto";
pub const QUALITY_INVALID: &str = "Quality must be one of low, medium, high or auto";
pub const FORMAT_INVALID: &str = "Output format must be one of png, jpeg or webp";
pub const STYLE_INVALID: &str = "Style must be natural or vivid";
pub const COMPRESSION_RANGE: &str = "Output compression must be a number from 0 to 100";
pub const COMPRESSION_FORMAT: &str = "Output compression applies only to jpeg or webp";
pub const BACKGROUND_INVALID: &str = "Background may only be 'transparent'";
pub const BACKGROUND_FORMAT: &str = "A transparent background needs png or webp";

/// A description's length in characters, before any model's own limit.
pub const PROMPT_MIN_CHARS: usize = 10;
pub const PROMPT_MAX_CHARS: usize = 4000;

/// What a request that names nothing gets (spec §9).
pub const DEFAULT_SIZE: Size = Size::Square;
pub const DEFAULT_QUALITY: Quality = Quality::Medium;
pub const DEFAULT_FORMAT: OutputFormat = OutputFormat::Png;
pub const DEFAULT_STYLE: Style = Style::Vivid;
/// JPEG/WebP quality used when a request names no compression.
pub const DEFAULT_COMPRESSION: u8 = 80;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Quality {
    Low,
    Medium,
    High,
    Auto,
}

impl Quality {
    /// Every quality, in the order the price table lists them.
    pub const ALL: [Quality; 4] = [Quality::Low, Quality::Medium, Quality::High, Quality::Auto];

    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        match raw {
            "low" => Ok(Quality::Low),
            "medium" => Ok(Quality::Medium),
            "high" => Ok(Quality::High),
            "auto" => Ok(Quality::Auto),
            _ => Err(QUALITY_INVALID),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Quality::Low => "low",
            Quality::Medium => "medium",
            Quality::High => "high",
            Quality::Auto => "auto",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Size {
    Square,
    Portrait,
    Landscape,
    Auto,
}

impl Size {
    /// Every size, in the order the price table lists them.
    pub const ALL: [Size; 4] = [Size::Square, Size::Portrait, Size::Landscape, Size::Auto];

    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        match raw {
            "1024x1024" => Ok(Size::Square),
            "1024x1536" => Ok(Size::Portrait),
            "1536x1024" => Ok(Size::Landscape),
            "auto" => Ok(Size::Auto),
            _ => Err(SIZE_INVALID),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Size::Square => "1024x1024",
            Size::Portrait => "1024x1536",
            Size::Landscape => "1536x1024",
            Size::Auto => "auto",
        }
    }

    /// Pixel dimensions; `None` for `auto`, which the provider decides.
    pub fn dimensions(self) -> Option<(u32, u32)> {
        match self {
            Size::Square => Some((1024, 1024)),
            Size::Portrait => Some((1024, 1536)),
            Size::Landscape => Some((1536, 1024)),
            Size::Auto => None,
        }
    }

    /// The size `auto` becomes from the prompt's own words.
    pub fn resolve_auto(prompt: &str) -> Size {
        let prompt = prompt.to_lowercase();
        let has = |words: &[&str]| words.iter().any(|w| prompt.contains(w));
        if has(&["portrait", "poster", "vertical", "tall", "phone wallpaper"]) {
            Size::Portrait
        } else if has(&["landscape", "banner", "panorama", "wide", "horizontal"]) {
            Size::Landscape
        } else {
            Size::Square
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OutputFormat {
    Png,
    Jpeg,
    Webp,
}

impl OutputFormat {
    pub const ALL: [OutputFormat; 3] = [OutputFormat::Png, OutputFormat::Jpeg, OutputFormat::Webp];

    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        match raw {
            "png" => Ok(OutputFormat::Png),
            "jpeg" => Ok(OutputFormat::Jpeg),
            "webp" => Ok(OutputFormat::Webp),
            _ => Err(FORMAT_INVALID),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            OutputFormat::Png => "png",
            OutputFormat::Jpeg => "jpeg",
            OutputFormat::Webp => "webp",
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            OutputFormat::Jpeg => "jpg",
            other => other.as_str(),
        }
    }

    pub fn supports_transparency(self) -> bool {
        !matches!(self, OutputFormat::Jpeg)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Style {
    Natural,
    Vivid,
}

impl Style {
    pub fn parse(raw: &str) -> Result<Self, &'static str> {
        match raw {
            "natural" => Ok(Style::Natural),
            "vivid" => Ok(Style::Vivid),
            _ => Err(STYLE_INVALID),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Style::Natural => "natural",
            Style::Vivid => "vivid",
        }
    }
}

/// A generation request whose every option has been checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GenerationOptions {
    pub prompt: String,
    pub size: Size,
    pub quality: Quality,
    pub format: OutputFormat,
    pub style: Style,
    pub compression: Option<u8>,
    pub transparent: bool,
}

/// The request as it arrives; absent fields take the spec's defaults
/// (1024x1024, medium, png, vivid, compression 80 for jpeg/webp).
#[derive(Debug, Default, Clone)]
pub struct RawGenerationOptions<'a> {
    pub prompt: &'a str,
    pub size: Option<&'a str>,
    pub quality: Option<&'a str>,
    pub format: Option<&'a str>,
    pub style: Option<&'a str>,
    pub compression: Option<i64>,
    pub background: Option<&'a str>,
}

impl GenerationOptions {
    pub fn parse(raw: RawGenerationOptions<'_>) -> Result<Self, &'static str> {
        let prompt = raw.prompt.trim();
        let length = prompt.chars().count();
        if length < PROMPT_MIN_CHARS {
            return Err(PROMPT_TOO_SHORT);
        }
        if length > PROMPT_MAX_CHARS {
            return Err(PROMPT_TOO_LONG);
        }
        let size = raw.size.map_or(Ok(DEFAULT_SIZE), Size::parse)?;
        let quality = raw.quality.map_or(Ok(DEFAULT_QUALITY), Quality::parse)?;
        let format = raw.format.map_or(Ok(DEFAULT_FORMAT), OutputFormat::parse)?;
        let style = raw.style.map_or(Ok(DEFAULT_STYLE), Style::parse)?;
        let compression = match raw.compression {
            None => None,
            Some(value) if !(0..=100).contains(&value) => return Err(COMPRESSION_RANGE),
            Some(_) if format == OutputFormat::Png => return Err(COMPRESSION_FORMAT),
            Some(value) => Some(value as u8),
        };
        let transparent = match raw.background {
            None => false,
            Some("transparent") if format.supports_transparency() => true,
            Some("transparent") => return Err(BACKGROUND_FORMAT),
            Some(_) => return Err(BACKGROUND_INVALID),
        };
        Ok(GenerationOptions {
            prompt: prompt.to_owned(),
            size,
            quality,
            format,
            style,
            compression,
            transparent,
        })
    }

    pub fn cost(&self) -> crate::Credits {
        crate::pricing::image_cost(self.quality, self.size)
    }

    /// The compression to encode with: the request's, else the default for
    /// jpeg and webp; `None` for png, which is lossless.
    pub fn effective_compression(&self) -> Option<u8> {
        match self.format {
            OutputFormat::Png => None,
            _ => Some(self.compression.unwrap_or(DEFAULT_COMPRESSION)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw(prompt: &str) -> RawGenerationOptions<'_> {
        RawGenerationOptions {
            prompt,
            ..Default::default()
        }
    }

    #[test]
    fn defaults_follow_the_spec() {
        let options = GenerationOptions::parse(raw("A birthday card with balloons")).unwrap();
        assert_eq!(options.size, Size::Square);
        assert_eq!(options.quality, Quality::Medium);
        assert_eq!(options.format, OutputFormat::Png);
        assert_eq!(options.style, Style::Vivid);
        assert_eq!(options.compression, None);
        assert!(!options.transparent);
    }

    #[test]
    fn each_rule_has_its_message() {
        let prompt = "A birthday card with balloons";
        let check = |r: RawGenerationOptions| GenerationOptions::parse(r).unwrap_err();
        assert_eq!(check(raw("too short")), PROMPT_TOO_SHORT);
        assert_eq!(check(raw(&"x".repeat(4001))), PROMPT_TOO_LONG);
        assert_eq!(
            check(RawGenerationOptions {
                size: Some("10x10"),
                ..raw(prompt)
            }),
            SIZE_INVALID
        );
        assert_eq!(
            check(RawGenerationOptions {
                quality: Some("ultra"),
                ..raw(prompt)
            }),
            QUALITY_INVALID
        );
        assert_eq!(
            check(RawGenerationOptions {
                format: Some("gif"),
                ..raw(prompt)
            }),
            FORMAT_INVALID
        );
        assert_eq!(
            check(RawGenerationOptions {
                style: Some("moody"),
                ..raw(prompt)
            }),
            STYLE_INVALID
        );
        let jpeg = RawGenerationOptions {
            format: Some("jpeg"),
            ..raw(prompt)
        };
        assert_eq!(
            check(RawGenerationOptions {
                compression: Some(101),
                ..jpeg.clone()
            }),
            COMPRESSION_RANGE
        );
        assert_eq!(
            check(RawGenerationOptions {
                compression: Some(-1),
                ..jpeg.clone()
            }),
            COMPRESSION_RANGE
        );
        assert_eq!(
            check(RawGenerationOptions {
                compression: Some(80),
                ..raw(prompt)
            }),
            COMPRESSION_FORMAT
        );
        assert_eq!(
            check(RawGenerationOptions {
                background: Some("transparent"),
                ..jpeg
            }),
            BACKGROUND_FORMAT
        );
        assert_eq!(
            check(RawGenerationOptions {
                background: Some("white"),
                ..raw(prompt)
            }),
            BACKGROUND_INVALID
        );
    }

    #[test]
    fn transparent_webp_with_compression_is_accepted() {
        let options = GenerationOptions::parse(RawGenerationOptions {
            format: Some("webp"),
            compression: Some(0),
            background: Some("transparent"),
            ..raw("A birthday card with balloons")
        })
        .unwrap();
        assert_eq!(options.compression, Some(0));
        assert!(options.transparent);
    }

    #[test]
    fn compression_defaults_to_80_for_lossy_formats_only() {
        let parse = |format: &'static str, compression: Option<i64>| {
            GenerationOptions::parse(RawGenerationOptions {
                format: Some(format),
                compression,
                ..raw("A birthday card with balloons")
            })
            .unwrap()
            .effective_compression()
        };
        assert_eq!(parse("png", None), None);
        assert_eq!(parse("jpeg", None), Some(80));
        assert_eq!(parse("webp", Some(35)), Some(35));
    }

    #[test]
    fn the_lists_hold_every_value_once() {
        let qualities: Vec<_> = Quality::ALL.iter().map(|q| q.as_str()).collect();
        assert_eq!(qualities, ["low", "medium", "high", "auto"]);
        let sizes: Vec<_> = Size::ALL.iter().map(|s| s.as_str()).collect();
        assert_eq!(sizes, ["1024x1024", "1024x1536", "1536x1024", "auto"]);
    }

    #[test]
    fn auto_size_reads_the_prompt() {
        assert_eq!(Size::resolve_auto("a tall poster of a cat"), Size::Portrait);
        assert_eq!(
            Size::resolve_auto("a wide banner for a party"),
            Size::Landscape
        );
        assert_eq!(Size::resolve_auto("a cake"), Size::Square);
    }
}
