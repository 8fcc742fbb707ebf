//! A user's gallery: listing and finding images, deleting one with its
//! files, sharing one on a page of its own, setting a card's words again and
//! printing a card. Each call names the user, and an image of anyone else is
//! as missing as one that never was.

use super::card_text::{self, CardTextError, CardWords, IMAGE_NOT_FOUND};
use super::print::{self, PrintedCard};
use super::remove::remove;
use crate::auth::tokens;
use crate::store::gallery_counts::GalleryCounts;
use crate::store::images::{self, Image, ImagePage, ListQuery};
use cardsmith_domain::account::FieldErrors;
use cardsmith_print::Paper;
use cardsmith_storage::{ImageKey, ImageStore, StorageError, StoredFile};
use sea_orm::{DatabaseConnection, DbErr};

pub const SHARE_GONE: &str = "This shared image is no longer available";

/// Why the gallery could not do what was asked.
#[derive(Debug, thiserror::Error)]
pub enum GalleryError {
    /// The user has no such image.
    #[error("{IMAGE_NOT_FOUND}")]
    NotFound,
    /// Never shared, deleted or no longer shared.
    #[error("{SHARE_GONE}")]
    ShareGone,
    /// The row is there but its file is not.
    #[error("{IMAGE_NOT_FOUND}")]
    FileMissing,
    #[error("Failed to read an image file")]
    Storage(#[from] StorageError),
    #[error(transparent)]
    Db(#[from] DbErr),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

#[derive(Clone)]
pub struct Gallery {
    db: DatabaseConnection,
    store: ImageStore,
    /// Gallery totals, remembered until the user's gallery changes.
    counts: GalleryCounts,
}

impl Gallery {
    pub fn new(db: DatabaseConnection, store: ImageStore) -> Self {
        Gallery {
            db,
            store,
            counts: GalleryCounts::default(),
        }
    }

    /// A page of the user's images, newest first, with the number of all
    /// that match.
    pub async fn list(&self, query: &ListQuery<'_>) -> Result<ImagePage, GalleryError> {
        Ok(images::list(&self.db, &self.counts, query).await?)
    }

    /// The user's `count` newest images.
    pub async fn recent(&self, user_id: &str, count: u64) -> Result<Vec<Image>, GalleryError> {
        Ok(images::recent(&self.db, user_id, count).await?)
    }

    pub async fn find(&self, user_id: &str, image_id: &str) -> Result<Image, GalleryError> {
        images::find_for_user(&self.db, user_id, image_id)
            .await?
            .ok_or(GalleryError::NotFound)
    }

    /// Every version of the image still kept, oldest first (itself among
    /// them): the first of its line and the revisions made from it.
    pub async fn versions(
        &self,
        user_id: &str,
        image_id: &str,
    ) -> Result<Vec<Image>, GalleryError> {
        let versions = images::versions(&self.db, user_id, image_id).await?;
        match versions.is_empty() {
            true => Err(GalleryError::NotFound),
            false => Ok(versions),
        }
    }

    /// Deletes the image with its file, thumbnail and a card's art.
    pub async fn remove(&self, user_id: &str, image_id: &str) -> Result<(), GalleryError> {
        match remove(&self.db, &self.store, user_id, image_id).await? {
            true => Ok(()),
            false => Err(GalleryError::NotFound),
        }
    }

    /// Shares the image and answers its token; an image shared already
    /// keeps the token it has, so two requests at once agree on one link.
    pub async fn share(&self, user_id: &str, image_id: &str) -> Result<String, GalleryError> {
        images::share(&self.db, user_id, image_id, &tokens::new_token())
            .await?
            .ok_or(GalleryError::NotFound)
    }

    /// Turns sharing off: the old link finds nothing from now on.
    pub async fn unshare(&self, user_id: &str, image_id: &str) -> Result<(), GalleryError> {
        match images::unshare(&self.db, user_id, image_id).await? {
            true => Ok(()),
            false => Err(GalleryError::NotFound),
        }
    }

    /// The image shared under `token`; a token of the wrong shape is not
    /// looked up.
    pub async fn shared(&self, token: &str) -> Result<Image, GalleryError> {
        let plausible = (20..=64).contains(&token.len())
            && token
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        let image = match plausible {
            true => images::find_shared(&self.db, token).await?,
            false => None,
        };
        image.ok_or(GalleryError::ShareGone)
    }

    /// The file of the image shared under `token`, with its key.
    pub async fn shared_file(&self, token: &str) -> Result<(ImageKey, StoredFile), GalleryError> {
        let image = self.shared(token).await?;
        let key: ImageKey = image
            .file_key
            .parse()
            .map_err(|_| GalleryError::FileMissing)?;
        let file = self
            .store
            .get(&key)
            .await?
            .ok_or(GalleryError::FileMissing)?;
        Ok((key, file))
    }

    /// Sets a card's words again on its kept art, without the image model.
    pub async fn edit_words(
        &self,
        user_id: &str,
        image_id: &str,
        words: impl Fn(&CardWords) -> Result<CardWords, FieldErrors>,
    ) -> Result<Image, CardTextError> {
        card_text::edit(&self.db, &self.store, user_id, image_id, words).await
    }

    /// The image as a folded card to print, with `message` inside (the
    /// card's own words when absent).
    pub async fn print(
        &self,
        user_id: &str,
        image_id: &str,
        paper: Paper,
        inside: print::Inside,
    ) -> Result<PrintedCard, GalleryError> {
        print::folded_card(&self.db, &self.store, user_id, image_id, paper, inside)
            .await?
            .ok_or(GalleryError::NotFound)
    }
}
