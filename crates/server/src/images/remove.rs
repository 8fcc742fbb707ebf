//! Deleting one of a user's images with every file it owns.

use super::DATABASE_FAILED;
use crate::store::images;
use anyhow::Context;
use cardsmith_storage::{ImageKey, ImageStore};
use sea_orm::DatabaseConnection;

/// Removes the image's files (the file, its thumbnail, a card's art) and
/// then its row; false if the user has no such image. Files go first: if
/// removing them fails, the image is still listed and deleting again works
/// (removing a missing file succeeds).
#[tracing::instrument(skip(db, store), err)]
pub async fn remove(
    db: &DatabaseConnection,
    store: &ImageStore,
    user_id: &str,
    image_id: &str,
) -> anyhow::Result<bool> {
    let found = images::find_for_user(db, user_id, image_id)
        .await
        .context(DATABASE_FAILED)?;
    let Some(image) = found else {
        return Ok(false);
    };
    let mut keys = Vec::new();
    if let Ok(key) = image.file_key.parse::<ImageKey>() {
        keys.extend([key.thumbnail(), key]);
    }
    if let Some(art) = image
        .art_key
        .as_deref()
        .and_then(|raw| raw.parse::<ImageKey>().ok())
    {
        keys.push(art);
    }
    for key in keys {
        store
            .delete(&key)
            .await
            .context("Failed to delete an image file")?;
    }
    images::delete_for_user(db, user_id, image_id)
        .await
        .context(DATABASE_FAILED)
}
