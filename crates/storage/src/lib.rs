//! Image file storage for Cardsmith.
//!
//! Generated images, their WebP thumbnails and the landing page's example images are
//! kept under validated [`ImageKey`]s in one [`ImageStore`]: a folder in the data dir by
//! default, or an S3-compatible bucket when several server instances share the files.
//! Archives of an account's data live beside them under [`ArchiveKey`]s.

mod archive;
mod backend;
mod error;
mod key;
mod settings;
mod store;
#[cfg(any(test, feature = "test-support"))]
pub mod test_support;

pub use archive::ArchiveKey;
pub use error::StorageError;
pub use key::{
    ImageFormat, ImageKey, InvalidImageKey, MAX_KEY_LEN, MAX_NAME_LEN, MAX_SEGMENTS,
    content_type_for,
};
pub use settings::{S3Credentials, StorageSettings};
pub use store::{FileStream, IMMUTABLE_CACHE_CONTROL, ImageStore, StoredFile};
