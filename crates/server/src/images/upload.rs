//! A photo uploaded with a generation request, as a `data:` URL. It is judged
//! by its bytes, never by the type it claims: only PNG, JPEG and WebP are
//! taken, at most 5 MB and 4096 pixels a side, and it is decoded and
//! re-encoded as PNG so nothing but pixels reaches a provider.

use crate::error::AppError;
use base64::Engine;
use base64::engine::general_purpose::STANDARD_NO_PAD;
use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits};
use sha2::{Digest, Sha256};
use std::fmt;
use std::io::Cursor;

pub const MAX_UPLOAD_BYTES: usize = 5 * 1024 * 1024;
pub const MAX_UPLOAD_SIDE: u32 = 4096;

pub const UPLOAD_NOT_AN_IMAGE: &str = "Please upload an image file (PNG, JPEG, etc.)";
pub const UPLOAD_TOO_LARGE: &str = "The image file must be less than 5MB";
pub const UPLOAD_TOO_MANY_PIXELS: &str = "The image must be at most 4096 pixels wide and high";
pub const UPLOAD_UNREADABLE: &str = "The uploaded image could not be read";

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum UploadError {
    #[error("{UPLOAD_NOT_AN_IMAGE}")]
    NotAnImage,
    #[error("{UPLOAD_TOO_LARGE}")]
    TooLarge,
    #[error("{UPLOAD_TOO_MANY_PIXELS}")]
    TooManyPixels,
    #[error("{UPLOAD_UNREADABLE}")]
    Unreadable,
}

impl From<UploadError> for AppError {
    fn from(err: UploadError) -> Self {
        match err {
            UploadError::TooLarge => AppError::PayloadTooLarge(err.to_string()),
            other => AppError::validation(other.to_string()),
        }
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

/// Checks and re-encodes the photo. CPU-heavy for large images: call it on
/// the blocking pool.
pub fn parse_data_url(data_url: &str) -> Result<UploadedPhoto, UploadError> {
    let bytes = decode_data_url(data_url)?;
    let format = image::guess_format(&bytes).map_err(|_| UploadError::NotAnImage)?;
    if !matches!(
        format,
        ImageFormat::Png | ImageFormat::Jpeg | ImageFormat::WebP
    ) {
        return Err(UploadError::NotAnImage);
    }
    let image = decode(&bytes, format)?;
    let mut png = Vec::new();
    image
        .write_to(&mut Cursor::new(&mut png), ImageFormat::Png)
        .map_err(|_| UploadError::Unreadable)?;
    Ok(UploadedPhoto {
        image,
        png,
        digest: Sha256::digest(&bytes).into(),
    })
}

/// The bytes of a base64 `data:` URL, refusing oversized ones before decoding.
fn decode_data_url(data_url: &str) -> Result<Vec<u8>, UploadError> {
    let rest =
        strip_prefix_ignoring_case(data_url.trim(), "data:").ok_or(UploadError::NotAnImage)?;
    let (header, payload) = rest.split_once(',').ok_or(UploadError::NotAnImage)?;
    if !header.to_ascii_lowercase().ends_with(";base64") {
        return Err(UploadError::NotAnImage);
    }
    let payload = payload.trim_end_matches('=');
    // Four base64 characters carry three bytes.
    if payload.len() / 4 * 3 > MAX_UPLOAD_BYTES {
        return Err(UploadError::TooLarge);
    }
    let bytes = STANDARD_NO_PAD
        .decode(payload)
        .map_err(|_| UploadError::Unreadable)?;
    if bytes.len() > MAX_UPLOAD_BYTES {
        return Err(UploadError::TooLarge);
    }
    if bytes.is_empty() {
        return Err(UploadError::NotAnImage);
    }
    Ok(bytes)
}

fn strip_prefix_ignoring_case<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &text[prefix.len()..])
}

/// Decodes within limits (the header is read first, so a huge image is refused
/// before its pixels are allocated) and turns the photo upright.
fn decode(bytes: &[u8], format: ImageFormat) -> Result<DynamicImage, UploadError> {
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_UPLOAD_SIDE);
    limits.max_image_height = Some(MAX_UPLOAD_SIDE);
    reader.limits(limits);
    let (width, height) = ImageReader::with_format(Cursor::new(bytes), format)
        .into_dimensions()
        .map_err(|_| UploadError::Unreadable)?;
    if width > MAX_UPLOAD_SIDE || height > MAX_UPLOAD_SIDE {
        return Err(UploadError::TooManyPixels);
    }
    let mut decoder = reader.into_decoder().map_err(|_| UploadError::Unreadable)?;
    let orientation = decoder.orientation().ok();
    let mut image = DynamicImage::from_decoder(decoder).map_err(|_| UploadError::Unreadable)?;
    if let Some(orientation) = orientation {
        image.apply_orientation(orientation);
    }
    Ok(image)
}

#[cfg(test)]
mod tests {
    use super::*;
    use base64::engine::general_purpose::STANDARD;
    use image::{ImageBuffer, Rgb};

    fn encoded(width: u32, height: u32, format: ImageFormat) -> Vec<u8> {
        let pixels = ImageBuffer::from_pixel(width, height, Rgb([200u8, 40, 90]));
        let mut bytes = Vec::new();
        DynamicImage::ImageRgb8(pixels)
            .write_to(&mut Cursor::new(&mut bytes), format)
            .unwrap();
        bytes
    }

    fn data_url(mime: &str, bytes: &[u8]) -> String {
        format!("data:{mime};base64,{}", STANDARD.encode(bytes))
    }

    #[test]
    fn a_png_claiming_to_be_a_jpeg_is_taken_and_re_encoded_as_png() {
        let photo =
            parse_data_url(&data_url("image/jpeg", &encoded(30, 20, ImageFormat::Png))).unwrap();
        assert_eq!((photo.image.width(), photo.image.height()), (30, 20));
        assert_eq!(image::guess_format(&photo.png).unwrap(), ImageFormat::Png);
    }

    #[test]
    fn jpeg_and_webp_are_taken() {
        for format in [ImageFormat::Jpeg, ImageFormat::WebP] {
            let photo = parse_data_url(&data_url("image/png", &encoded(8, 8, format))).unwrap();
            assert_eq!(photo.image.width(), 8, "{format:?}");
        }
    }

    #[test]
    fn other_bytes_are_refused_whatever_they_claim() {
        let text = data_url("image/png", b"just some text, not a picture");
        assert_eq!(parse_data_url(&text).unwrap_err(), UploadError::NotAnImage);
        let gif = data_url("image/png", b"GIF89a\x01\x00\x01\x00\x00\x00\x00;");
        assert_eq!(parse_data_url(&gif).unwrap_err(), UploadError::NotAnImage);
        assert_eq!(
            parse_data_url("https://example.com/cat.png").unwrap_err(),
            UploadError::NotAnImage
        );
        assert_eq!(
            parse_data_url("data:image/png,rawtext").unwrap_err(),
            UploadError::NotAnImage
        );
        assert_eq!(
            parse_data_url("data:image/png;base64,@@@@").unwrap_err(),
            UploadError::Unreadable
        );
    }

    #[test]
    fn a_truncated_png_is_unreadable() {
        let png = encoded(64, 64, ImageFormat::Png);
        let cut = data_url("image/png", &png[..png.len() / 2]);
        assert_eq!(parse_data_url(&cut).unwrap_err(), UploadError::Unreadable);
    }

    #[test]
    fn size_limits() {
        let wide = data_url(
            "image/png",
            &encoded(MAX_UPLOAD_SIDE + 1, 1, ImageFormat::Png),
        );
        assert_eq!(
            parse_data_url(&wide).unwrap_err(),
            UploadError::TooManyPixels
        );
        let mut big = b"\x89PNG\r\n\x1a\n".to_vec();
        big.resize(MAX_UPLOAD_BYTES + 1, 0);
        assert_eq!(
            parse_data_url(&data_url("image/png", &big)).unwrap_err(),
            UploadError::TooLarge
        );
        let exactly = encoded(MAX_UPLOAD_SIDE, 1, ImageFormat::Png);
        assert!(parse_data_url(&data_url("image/png", &exactly)).is_ok());
    }
}
