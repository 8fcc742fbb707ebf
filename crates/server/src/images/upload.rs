//! A photo uploaded with a generation request, as a `data:` URL. It is judged
//! by its bytes, never by the type it claims: only PNG, JPEG and WebP are
//! taken, at most 5 MB and 4096 pixels a side, and it is decoded and
//! re-encoded as PNG so nothing but pixels reaches a provider.
//!
//! A small file can stand for a huge bitmap (a 174 KB 16-bit PNG decodes to
//! 200 MB), so decoding is bounded three ways: the header is read first and
//! anything over `MAX_PIXEL_BYTES` is refused before its pixels are
//! allocated; the decoder's own allocations are capped; and only a few
//! decodes run at once (`UploadDecoder`). What is kept afterwards is a
//! working copy of at most `WORKING_SIDE` pixels a side, 8 bits per channel.

use crate::providers::image::UploadedPhoto;
use base64::Engine;
use base64::engine::general_purpose::STANDARD_NO_PAD;
use image::imageops::FilterType;
use image::{
    ColorType, DynamicImage, ImageDecoder, ImageError, ImageFormat, ImageReader, Limits,
    error::LimitErrorKind,
};
use sha2::{Digest, Sha256};
use std::io::Cursor;
use std::sync::Arc;
use tokio::sync::Semaphore;

pub const MAX_UPLOAD_BYTES: usize = 5 * 1024 * 1024;
pub const MAX_UPLOAD_SIDE: u32 = 4096;
/// The most decoded pixel data a photo may have: 4096x4096 at 8 bits per
/// channel with alpha (64 MiB). 16-bit photos of that size are over it.
pub const MAX_PIXEL_BYTES: u64 = MAX_UPLOAD_SIDE as u64 * MAX_UPLOAD_SIDE as u64 * 4;
/// What the decoder may allocate besides the pixels (row buffers, chunks).
const DECODER_WORKSPACE_BYTES: u64 = 16 * 1024 * 1024;
/// The longest side kept after decoding: more than any card or provider uses.
pub const WORKING_SIDE: u32 = 2048;
/// Photos decoded at once; each may briefly hold about 150 MB.
pub const DECODE_PERMITS: usize = 2;

pub const UPLOAD_NOT_AN_IMAGE: &str = "Please upload an image file (PNG, JPEG, etc.)";
pub const UPLOAD_TOO_LARGE: &str = "The image file must be less than 5MB";
pub const UPLOAD_TOO_MANY_PIXELS: &str = "The image must be at most 4096 pixels wide and high";
pub const UPLOAD_TOO_MUCH_DATA: &str = "The image has too much pixel data to process. Please upload an 8-bit image of at most 4096x4096 pixels";
pub const UPLOAD_UNREADABLE: &str = "The uploaded image could not be read";

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum UploadError {
    #[error("{UPLOAD_NOT_AN_IMAGE}")]
    NotAnImage,
    #[error("{UPLOAD_TOO_LARGE}")]
    TooLarge,
    #[error("{UPLOAD_TOO_MANY_PIXELS}")]
    TooManyPixels,
    /// Within the side limits, but too many bytes per pixel (a pixel flood).
    #[error("{UPLOAD_TOO_MUCH_DATA}")]
    TooMuchData,
    #[error("{UPLOAD_UNREADABLE}")]
    Unreadable,
}

impl UploadError {
    /// What the user is told: the error's text, fit for a form's field.
    pub fn message(self) -> &'static str {
        match self {
            UploadError::NotAnImage => UPLOAD_NOT_AN_IMAGE,
            UploadError::TooLarge => UPLOAD_TOO_LARGE,
            UploadError::TooManyPixels => UPLOAD_TOO_MANY_PIXELS,
            UploadError::TooMuchData => UPLOAD_TOO_MUCH_DATA,
            UploadError::Unreadable => UPLOAD_UNREADABLE,
        }
    }
}

/// Decodes uploads a few at a time, so many parallel uploads wait for a
/// turn instead of each holding a full-size bitmap.
#[derive(Clone)]
pub struct UploadDecoder {
    permits: Arc<Semaphore>,
}

impl Default for UploadDecoder {
    fn default() -> Self {
        UploadDecoder::new(DECODE_PERMITS)
    }
}

impl UploadDecoder {
    pub fn new(permits: usize) -> Self {
        UploadDecoder {
            permits: Arc::new(Semaphore::new(permits.max(1))),
        }
    }

    /// Checks the data URL and its image header (cheap, no pixels), then
    /// decodes and re-encodes it when a permit is free. The CPU work runs
    /// on the blocking pool. The outer error is the server's, the inner one
    /// the photo's.
    pub async fn read(
        &self,
        data_url: String,
    ) -> anyhow::Result<Result<UploadedPhoto, UploadError>> {
        let upload = blocking(move || inspect(&data_url)).await?;
        self.decode(upload).await
    }

    /// Like `read`, for an image file's bytes (a stored image to revise):
    /// the same checks, permits and working copy.
    pub async fn read_file(
        &self,
        bytes: Vec<u8>,
    ) -> anyhow::Result<Result<UploadedPhoto, UploadError>> {
        let upload = blocking(move || inspect_bytes(bytes)).await?;
        self.decode(upload).await
    }

    async fn decode(
        &self,
        upload: Result<Upload, UploadError>,
    ) -> anyhow::Result<Result<UploadedPhoto, UploadError>> {
        let upload = match upload {
            Ok(upload) => upload,
            Err(refused) => return Ok(Err(refused)),
        };
        let permit = self.permits.clone().acquire_owned().await?;
        blocking(move || {
            let _permit = permit;
            upload.decode()
        })
        .await
    }
}

async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> anyhow::Result<T> {
    Ok(tokio::task::spawn_blocking(work).await?)
}

/// Uploaded bytes whose header passed every check; nothing is decoded yet.
pub struct Upload {
    bytes: Vec<u8>,
    format: ImageFormat,
}

/// Checks and re-encodes the photo in one go. CPU-heavy for large images:
/// call it on the blocking pool (`UploadDecoder` does).
pub fn parse_data_url(data_url: &str) -> Result<UploadedPhoto, UploadError> {
    inspect(data_url)?.decode()
}

/// The data URL's bytes, their format and their header: refuses what is too
/// big without allocating its pixels.
pub fn inspect(data_url: &str) -> Result<Upload, UploadError> {
    inspect_bytes(decode_data_url(data_url)?)
}

/// `inspect` for bytes already out of their data URL.
fn inspect_bytes(bytes: Vec<u8>) -> Result<Upload, UploadError> {
    let format = image::guess_format(&bytes).map_err(|_| UploadError::NotAnImage)?;
    if !matches!(
        format,
        ImageFormat::Png | ImageFormat::Jpeg | ImageFormat::WebP
    ) {
        return Err(UploadError::NotAnImage);
    }
    decoder(&bytes, format)?;
    Ok(Upload { bytes, format })
}

impl Upload {
    /// Decodes within limits, turns the photo upright, reduces it to the
    /// working copy and encodes that as PNG.
    pub fn decode(self) -> Result<UploadedPhoto, UploadError> {
        let mut decoder = decoder(&self.bytes, self.format)?;
        let orientation = decoder.orientation().ok();
        let mut image = DynamicImage::from_decoder(decoder).map_err(decode_error)?;
        if let Some(orientation) = orientation {
            image.apply_orientation(orientation);
        }
        let image = working_copy(image);
        let mut png = Vec::new();
        image
            .write_to(&mut Cursor::new(&mut png), ImageFormat::Png)
            .map_err(|_| UploadError::Unreadable)?;
        png.shrink_to_fit();
        Ok(UploadedPhoto {
            image,
            png,
            digest: Sha256::digest(&self.bytes).into(),
        })
    }
}

/// A decoder that has read the header, with limits on what it may allocate;
/// refuses images over the side or pixel-data limits.
fn decoder(bytes: &[u8], format: ImageFormat) -> Result<impl ImageDecoder + '_, UploadError> {
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_UPLOAD_SIDE);
    limits.max_image_height = Some(MAX_UPLOAD_SIDE);
    limits.max_alloc = Some(MAX_PIXEL_BYTES + DECODER_WORKSPACE_BYTES);
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    reader.limits(limits);
    let decoder = reader.into_decoder().map_err(decode_error)?;
    if decoder.total_bytes() > MAX_PIXEL_BYTES {
        return Err(UploadError::TooMuchData);
    }
    Ok(decoder)
}

fn decode_error(err: ImageError) -> UploadError {
    match err {
        ImageError::Limits(limit) => match limit.kind() {
            LimitErrorKind::DimensionError => UploadError::TooManyPixels,
            _ => UploadError::TooMuchData,
        },
        _ => UploadError::Unreadable,
    }
}

/// At most `WORKING_SIDE` a side and 8 bits per channel: all a card or a
/// provider needs, and a quarter of the memory of a full-size photo.
fn working_copy(image: DynamicImage) -> DynamicImage {
    let image = if image.width().max(image.height()) > WORKING_SIDE {
        image.resize(WORKING_SIDE, WORKING_SIDE, FilterType::Triangle)
    } else {
        image
    };
    match image.color() {
        ColorType::L8 | ColorType::La8 | ColorType::Rgb8 | ColorType::Rgba8 => image,
        color if color.has_alpha() => DynamicImage::ImageRgba8(image.to_rgba8()),
        _ => DynamicImage::ImageRgb8(image.to_rgb8()),
    }
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

    fn png_16_bit(width: u32, height: u32) -> Vec<u8> {
        let pixels = ImageBuffer::from_pixel(width, height, Rgb([40_000u16, 9, 300]));
        let mut bytes = Vec::new();
        DynamicImage::ImageRgb16(pixels)
            .write_to(&mut Cursor::new(&mut bytes), ImageFormat::Png)
            .unwrap();
        bytes
    }

    #[test]
    fn a_pixel_flood_is_refused_from_its_header() {
        // 4096x4096 at 16 bits: a small file, 96 MiB of pixels.
        let flood = data_url("image/png", &png_16_bit(MAX_UPLOAD_SIDE, MAX_UPLOAD_SIDE));
        assert!(flood.len() < 1024 * 1024);
        assert_eq!(inspect(&flood).err().unwrap(), UploadError::TooMuchData);
    }

    #[test]
    fn what_is_kept_is_an_8_bit_working_copy() {
        let photo = parse_data_url(&data_url("image/png", &png_16_bit(300, 200))).unwrap();
        assert_eq!(photo.image.color(), image::ColorType::Rgb8);
        let big = encoded(WORKING_SIDE * 2, WORKING_SIDE, ImageFormat::Jpeg);
        let photo = parse_data_url(&data_url("image/jpeg", &big)).unwrap();
        assert_eq!(
            (photo.image.width(), photo.image.height()),
            (WORKING_SIDE, WORKING_SIDE / 2)
        );
        let sent = image::load_from_memory(&photo.png).unwrap();
        assert_eq!(sent.width(), WORKING_SIDE);
    }
}
