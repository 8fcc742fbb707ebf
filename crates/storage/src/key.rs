//! Object keys for stored image files.
//!
//! A key is the only part of a file URL a visitor controls, so parsing is strict: it is
//! the path-traversal defence of the file endpoint. The accepted grammar is
//!
//! ```text
//! key      = *(name "/") name [".thumb"] "." ext
//! name     = [a-z0-9] *[a-z0-9-]   (ending in [a-z0-9], at most 64 bytes)
//! ext      = "png" | "jpg" | "jpeg" | "webp" | "svg"
//! ```
//!
//! with at most [`MAX_SEGMENTS`] segments and [`MAX_KEY_LEN`] bytes in total, for the key
//! and for its thumbnail's key. Only the last segment may contain dots and it always
//! does, so a stored file can never share a path with a folder that holds other keys.

use std::fmt;
use std::str::FromStr;

/// Longest key accepted, in bytes.
pub const MAX_KEY_LEN: usize = 200;
/// Most `/`-separated segments accepted in a key.
pub const MAX_SEGMENTS: usize = 5;
/// Longest single name (a segment without its suffixes), in bytes.
pub const MAX_NAME_LEN: usize = 64;

/// Folder for generated and uploaded images; their names are random.
const UPLOAD_FOLDER: &str = "u";
/// Marker between a name and its extension that identifies a thumbnail.
const THUMBNAIL_MARKER: &str = "thumb";
/// What [`ImageKey::thumbnail`] puts after the name.
const THUMBNAIL_SUFFIX: &str = ".thumb.webp";

/// Image file formats the store keeps, each with its canonical extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ImageFormat {
    Png,
    Jpeg,
    Webp,
    Svg,
}

impl ImageFormat {
    /// Recognises an extension (without the dot); `jpg` and `jpeg` are both JPEG.
    pub fn from_extension(extension: &str) -> Option<Self> {
        match extension {
            "png" => Some(Self::Png),
            "jpg" | "jpeg" => Some(Self::Jpeg),
            "webp" => Some(Self::Webp),
            "svg" => Some(Self::Svg),
            _ => None,
        }
    }

    /// Recognises a MIME type such as `image/png` (parameters after `;` are ignored).
    pub fn from_content_type(content_type: &str) -> Option<Self> {
        let essence = content_type.split(';').next().unwrap_or("").trim();
        match essence.to_ascii_lowercase().as_str() {
            "image/png" => Some(Self::Png),
            "image/jpeg" | "image/jpg" => Some(Self::Jpeg),
            "image/webp" => Some(Self::Webp),
            "image/svg+xml" => Some(Self::Svg),
            _ => None,
        }
    }

    /// The extension new keys get for this format.
    pub fn extension(self) -> &'static str {
        match self {
            Self::Png => "png",
            Self::Jpeg => "jpg",
            Self::Webp => "webp",
            Self::Svg => "svg",
        }
    }

    /// The `Content-Type` to serve files of this format with.
    pub fn content_type(self) -> &'static str {
        match self {
            Self::Png => "image/png",
            Self::Jpeg => "image/jpeg",
            Self::Webp => "image/webp",
            Self::Svg => "image/svg+xml",
        }
    }
}

/// Why a string is not an [`ImageKey`]. The offending input is deliberately not echoed:
/// it comes from a URL and may be arbitrarily long or hostile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid image key: {reason}")]
pub struct InvalidImageKey {
    pub reason: &'static str,
}

fn invalid(reason: &'static str) -> InvalidImageKey {
    InvalidImageKey { reason }
}

/// A validated object key such as `u/3f9c…e1.png` or `images/birthday-card.webp`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ImageKey {
    key: String,
    format: ImageFormat,
}

impl ImageKey {
    /// A fresh key in the upload folder: 128 bits from the thread-local CSPRNG
    /// (ChaCha, seeded by the operating system), written as 32 lowercase hex digits.
    /// Unguessable enough to serve as the capability in a shared link.
    pub fn random(format: ImageFormat) -> Self {
        Self::named(&Self::random_name(), format)
    }

    /// A fresh random name for [`ImageKey::named`]: work can note the name
    /// before it knows the format, and clean up after itself by the name alone.
    pub fn random_name() -> String {
        let id: u128 = rand::random();
        format!("{id:032x}")
    }

    /// The upload folder's key for `name` (32 hex digits from
    /// [`ImageKey::random_name`]) in `format`.
    pub fn named(name: &str, format: ImageFormat) -> Self {
        debug_assert!(name.len() == 32 && name.bytes().all(|b| b.is_ascii_hexdigit()));
        Self {
            key: format!("{UPLOAD_FOLDER}/{name}.{}", format.extension()),
            format,
        }
    }

    /// Every key a file named `name` can have been stored under: each format,
    /// and the thumbnail.
    pub fn all_named(name: &str) -> Vec<Self> {
        let mut keys: Vec<Self> = [
            ImageFormat::Png,
            ImageFormat::Jpeg,
            ImageFormat::Webp,
            ImageFormat::Svg,
        ]
        .into_iter()
        .map(|format| Self::named(name, format))
        .collect();
        keys.push(keys[0].thumbnail());
        keys
    }

    /// The key of this image's WebP thumbnail, next to it: `u/<id>.png` → `u/<id>.thumb.webp`.
    /// A thumbnail's thumbnail is itself.
    pub fn thumbnail(&self) -> Self {
        Self {
            key: format!("{}{THUMBNAIL_SUFFIX}", self.stem()),
            format: ImageFormat::Webp,
        }
    }

    /// Whether this key names a thumbnail.
    pub fn is_thumbnail(&self) -> bool {
        self.key.split('.').nth(1) == Some(THUMBNAIL_MARKER)
    }

    /// The file format, from the extension.
    pub fn format(&self) -> ImageFormat {
        self.format
    }

    pub fn as_str(&self) -> &str {
        &self.key
    }

    /// Everything before the first dot: the folders and the name.
    fn stem(&self) -> &str {
        self.key
            .split_once('.')
            .map_or(self.key.as_str(), |(stem, _)| stem)
    }
}

/// The `Content-Type` a stored file is served with, decided by its key alone.
pub fn content_type_for(key: &ImageKey) -> &'static str {
    key.format().content_type()
}

impl FromStr for ImageKey {
    type Err = InvalidImageKey;

    fn from_str(candidate: &str) -> Result<Self, Self::Err> {
        let format = validate(candidate)?;
        Ok(Self {
            key: candidate.to_owned(),
            format,
        })
    }
}

impl TryFrom<&str> for ImageKey {
    type Error = InvalidImageKey;

    fn try_from(candidate: &str) -> Result<Self, Self::Error> {
        candidate.parse()
    }
}

impl TryFrom<String> for ImageKey {
    type Error = InvalidImageKey;

    fn try_from(candidate: String) -> Result<Self, Self::Error> {
        let format = validate(&candidate)?;
        Ok(Self {
            key: candidate,
            format,
        })
    }
}

impl fmt::Display for ImageKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.key)
    }
}

impl AsRef<str> for ImageKey {
    fn as_ref(&self) -> &str {
        &self.key
    }
}

/// Checks the grammar and returns the format named by the extension.
fn validate(candidate: &str) -> Result<ImageFormat, InvalidImageKey> {
    if candidate.is_empty() {
        return Err(invalid("empty"));
    }
    // Measured on the thumbnail's key too, so every accepted key's thumbnail parses.
    let stem_len = candidate.find('.').unwrap_or(candidate.len());
    let thumbnail_len = stem_len + THUMBNAIL_SUFFIX.len();
    if candidate.len() > MAX_KEY_LEN || thumbnail_len > MAX_KEY_LEN {
        return Err(invalid("too long"));
    }
    let segments: Vec<&str> = candidate.split('/').collect();
    if segments.len() > MAX_SEGMENTS {
        return Err(invalid("too many segments"));
    }
    let (file_name, folders) = segments
        .split_last()
        .expect("split yields at least one part");
    for folder in folders {
        validate_name(folder)?;
    }
    validate_file_name(file_name)
}

fn validate_file_name(file_name: &str) -> Result<ImageFormat, InvalidImageKey> {
    let mut parts = file_name.split('.');
    validate_name(parts.next().unwrap_or_default())?;
    let suffixes: Vec<&str> = parts.collect();
    let extension = match suffixes.as_slice() {
        [extension] => extension,
        [THUMBNAIL_MARKER, extension] => extension,
        [] => return Err(invalid("missing file extension")),
        _ => return Err(invalid("unexpected dot in file name")),
    };
    ImageFormat::from_extension(extension).ok_or(invalid("unsupported file extension"))
}

fn validate_name(name: &str) -> Result<(), InvalidImageKey> {
    if name.is_empty() {
        return Err(invalid("empty segment"));
    }
    if name.len() > MAX_NAME_LEN {
        return Err(invalid("segment too long"));
    }
    let allowed = |byte: u8| byte.is_ascii_lowercase() || byte.is_ascii_digit() || byte == b'-';
    if !name.bytes().all(allowed) {
        return Err(invalid("only a-z, 0-9 and '-' are allowed in names"));
    }
    if name.starts_with('-') || name.ends_with('-') {
        return Err(invalid("names must start and end with a letter or digit"));
    }
    Ok(())
}
