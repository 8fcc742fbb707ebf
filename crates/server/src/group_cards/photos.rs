//! A signer's photo: taken with the same checks as the wizard's photo (type
//! judged by its bytes, at most 5 MB and 4096 pixels a side, decoding
//! bounded), then kept as a small JPEG in the image store. A photo on a card
//! is a small print beside a message: 512 pixels a side is sharp on a phone
//! and in print at its size, and keeps 200 signers' photos to a few MB.
//!
//! The file's random key is what the message stores; a replaced or deleted
//! message's photo is removed from the store once the database change is
//! made, so a refused change never loses the photo it would have replaced.

use super::GroupCardError;
use crate::images::upload::UploadDecoder;
use crate::store::group_cards::StoredPhoto;
use anyhow::Context;
use bytes::Bytes;
use cardsmith_render::on_white;
use cardsmith_storage::{ImageFormat as StoredFormat, ImageKey, ImageStore};
use image::DynamicImage;
use image::codecs::jpeg::JpegEncoder;
use image::imageops::FilterType;

/// The longest side a kept photo has.
const KEPT_SIDE: u32 = 512;
/// The most elongated photo kept, either way; longer ones are centre-cropped
/// to this, as a print would be trimmed.
const MOST_ELONGATED: f32 = 1.5;
const JPEG_QUALITY: u8 = 85;

/// Keeps and removes signers' photos.
#[derive(Clone)]
pub struct SignerPhotos {
    store: ImageStore,
    decoder: UploadDecoder,
}

impl SignerPhotos {
    pub fn new(store: ImageStore, decoder: UploadDecoder) -> Self {
        SignerPhotos { store, decoder }
    }

    /// Checks a photo sent as a `data:` URL and keeps a small copy.
    pub async fn keep(&self, data_url: String) -> Result<StoredPhoto, GroupCardError> {
        let upload = self.decoder.read(data_url).await??;
        let (jpeg, width, height) = tokio::task::spawn_blocking(move || small_print(&upload.image))
            .await
            .context("shrinking a signer's photo")??;
        let key = ImageKey::random(StoredFormat::Jpeg);
        self.store
            .put(&key, Bytes::from(jpeg))
            .await
            .context("storing a signer's photo")?;
        Ok(StoredPhoto {
            key: key.as_str().to_owned(),
            width: i32::try_from(width).unwrap_or(i32::MAX),
            height: i32::try_from(height).unwrap_or(i32::MAX),
        })
    }

    /// Removes a photo no message holds any more.
    pub async fn discard(&self, key: Option<&str>) {
        discard(&self.store, key).await;
    }
}

/// Removes a photo no message holds any more. Best effort: a file left
/// behind is unlisted, and its key is unguessable.
pub async fn discard(store: &ImageStore, key: Option<&str>) {
    let Some(key) = key.and_then(|key| key.parse::<ImageKey>().ok()) else {
        return;
    };
    if let Err(err) = store.delete(&key).await {
        tracing::error!(error = ?err, %key, "removing a signer's photo failed");
    }
}

/// The photo trimmed to at most 3:2 either way, at most `KEPT_SIDE` a side,
/// on white where it was transparent, as JPEG; with its size.
fn small_print(photo: &DynamicImage) -> anyhow::Result<(Vec<u8>, u32, u32)> {
    let (width, height) = (photo.width(), photo.height());
    let (crop_w, crop_h) = trimmed(width, height);
    let cropped = photo.crop_imm((width - crop_w) / 2, (height - crop_h) / 2, crop_w, crop_h);
    let small = if crop_w.max(crop_h) > KEPT_SIDE {
        cropped.resize(KEPT_SIDE, KEPT_SIDE, FilterType::Lanczos3)
    } else {
        cropped
    };
    let rgb = on_white(&small);
    let mut jpeg = Vec::new();
    JpegEncoder::new_with_quality(&mut jpeg, JPEG_QUALITY).encode_image(&rgb)?;
    Ok((jpeg, rgb.width(), rgb.height()))
}

/// The largest centred crop no more elongated than `MOST_ELONGATED`.
fn trimmed(width: u32, height: u32) -> (u32, u32) {
    let limit = |short: u32| ((short as f32) * MOST_ELONGATED).floor().max(1.0) as u32;
    if width > limit(height) {
        (limit(height), height)
    } else if height > limit(width) {
        (width, limit(width))
    } else {
        (width, height)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{Rgb, RgbImage};

    #[test]
    fn long_photos_are_trimmed_to_three_by_two() {
        assert_eq!(trimmed(3000, 1000), (1500, 1000));
        assert_eq!(trimmed(1000, 3000), (1000, 1500));
        assert_eq!(trimmed(1200, 1000), (1200, 1000));
        assert_eq!(trimmed(1, 1), (1, 1));
    }

    #[test]
    fn a_kept_photo_is_a_small_jpeg_no_side_over_512() {
        let photo = DynamicImage::ImageRgb8(RgbImage::from_pixel(2000, 1000, Rgb([10, 120, 200])));
        let (jpeg, width, height) = small_print(&photo).unwrap();
        assert_eq!((width, height), (512, 341));
        assert_eq!(
            image::guess_format(&jpeg).unwrap(),
            image::ImageFormat::Jpeg
        );
        let decoded = image::load_from_memory(&jpeg).unwrap();
        assert_eq!((decoded.width(), decoded.height()), (512, 341));
    }
}
