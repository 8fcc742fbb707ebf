//! The image store: put, get and delete image files by [`ImageKey`].

use std::fmt;
use std::sync::Arc;

use bytes::Bytes;
use futures::stream::{BoxStream, StreamExt, TryStreamExt};
use object_store::buffered::BufWriter;
use object_store::path::Path as ObjectPath;
use object_store::{Attribute, Attributes, ObjectStore, ObjectStoreExt, PutOptions, PutPayload};
use sha2::{Digest, Sha256};
use tokio::io::{AsyncRead, AsyncWriteExt};

use crate::archive::ArchiveKey;
use crate::backend;
use crate::error::StorageError;
use crate::key::{ImageKey, content_type_for};
use crate::settings::{StorageLocation, StorageSettings};

/// `Cache-Control` for stored files: a key never changes meaning, so its file can be
/// cached for a year without revalidation, but only by the viewer's own browser, so
/// no shared cache keeps a file its owner has deleted.
pub const IMMUTABLE_CACHE_CONTROL: &str = "private, max-age=31536000, immutable";

/// A prefix that never holds images ([`ImageKey`]s end in an extension), listed by
/// [`ImageStore::health_check`] so the answer stays small.
const HEALTH_PROBE_PREFIX: &str = "health-probe";

/// Image files in a local folder or an S3-compatible bucket. Cheap to clone.
#[derive(Clone)]
pub struct ImageStore {
    objects: Arc<dyn ObjectStore>,
    location: StorageLocation,
}

/// A stored file read a piece at a time, so a large one is never held whole.
pub struct FileStream {
    /// Its length in bytes.
    pub size: u64,
    pub chunks: BoxStream<'static, Result<Bytes, StorageError>>,
}

/// A file read from the store, ready to serve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredFile {
    pub bytes: Bytes,
    pub content_type: &'static str,
    /// Strong ETag, quotes included: the SHA-256 of the bytes in hex. It depends only on
    /// the content, so it is the same on every server instance and every backend.
    pub etag: String,
}

impl ImageStore {
    /// Opens the store the settings describe, creating the local folder when missing.
    /// Nothing is sent over the network here; see [`ImageStore::health_check`].
    pub fn open(settings: &StorageSettings) -> Result<Self, StorageError> {
        let location = StorageLocation::parse(&settings.url)?;
        let objects = backend::build(&location, settings)?;
        Ok(Self { objects, location })
    }

    /// Stores `bytes` under `key`, replacing any previous file. Atomic on both backends:
    /// a reader sees the old file or the whole new one.
    pub async fn put(&self, key: &ImageKey, bytes: Bytes) -> Result<(), StorageError> {
        let options = PutOptions {
            attributes: self.attributes_for(key),
            ..PutOptions::default()
        };
        self.objects
            .put_opts(&object_path(key)?, PutPayload::from(bytes), options)
            .await?;
        Ok(())
    }

    /// Reads the file under `key`; `None` when there is none.
    pub async fn get(&self, key: &ImageKey) -> Result<Option<StoredFile>, StorageError> {
        let found = match self.objects.get(&object_path(key)?).await {
            Ok(found) => found,
            Err(object_store::Error::NotFound { .. }) => return Ok(None),
            Err(error) => return Err(error.into()),
        };
        let bytes = found.bytes().await?;
        let etag = content_etag(bytes.clone()).await?;
        Ok(Some(StoredFile {
            bytes,
            content_type: content_type_for(key),
            etag,
        }))
    }

    /// Reads the image under `key` a piece at a time; `None` when there is none.
    pub async fn open_image(&self, key: &ImageKey) -> Result<Option<FileStream>, StorageError> {
        self.open_stream(&object_path(key)?).await
    }

    /// Stores an archive from `file`, streamed in parts (a multipart upload
    /// on S3), and answers its size. A failed copy leaves nothing behind.
    pub async fn put_archive(
        &self,
        key: &ArchiveKey,
        mut file: impl AsyncRead + Unpin,
    ) -> Result<u64, StorageError> {
        let mut upload = BufWriter::new(Arc::clone(&self.objects), archive_path(key));
        let copied = match tokio::io::copy(&mut file, &mut upload).await {
            Ok(copied) => upload.shutdown().await.map(|()| copied),
            Err(error) => Err(error),
        };
        match copied {
            Ok(size) => Ok(size),
            Err(error) => {
                // The parts already sent are dropped with the upload.
                let _ = upload.abort().await;
                Err(StorageError::Upload(error))
            }
        }
    }

    /// Reads the archive under `key` a piece at a time; `None` when there is none.
    pub async fn open_archive(&self, key: &ArchiveKey) -> Result<Option<FileStream>, StorageError> {
        self.open_stream(&archive_path(key)).await
    }

    /// Removes the archive under `key`; a missing one is not an error.
    pub async fn delete_archive(&self, key: &ArchiveKey) -> Result<(), StorageError> {
        match self.objects.delete(&archive_path(key)).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(error) => Err(error.into()),
        }
    }

    async fn open_stream(&self, path: &ObjectPath) -> Result<Option<FileStream>, StorageError> {
        let found = match self.objects.get(path).await {
            Ok(found) => found,
            Err(object_store::Error::NotFound { .. }) => return Ok(None),
            Err(error) => return Err(error.into()),
        };
        Ok(Some(FileStream {
            size: found.meta.size,
            chunks: found.into_stream().map_err(StorageError::from).boxed(),
        }))
    }

    /// Removes the file under `key`. Removing a missing file succeeds, so retrying a
    /// half-finished deletion is safe.
    pub async fn delete(&self, key: &ImageKey) -> Result<(), StorageError> {
        match self.objects.delete(&object_path(key)?).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => {}
            Err(error) => return Err(error.into()),
        }
        // A local write goes to `<file>#1` first and is renamed into place; a
        // process killed mid-write leaves that staging file behind, and the
        // work's refund, which deletes its keys, is what removes it.
        if let StorageLocation::LocalFolder(folder) = &self.location {
            let staged = folder.join(format!("{key}#1"));
            match tokio::fs::remove_file(&staged).await {
                Ok(()) => {}
                Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
                Err(source) => {
                    return Err(StorageError::LocalFolder {
                        path: staged,
                        source,
                    });
                }
            }
        }
        Ok(())
    }

    /// Checks that the backend answers: the local folder exists, or the bucket exists and
    /// can be listed with the configured credentials.
    pub async fn health_check(&self) -> Result<(), StorageError> {
        if let StorageLocation::LocalFolder(folder) = &self.location {
            let metadata = tokio::fs::metadata(folder).await;
            let is_folder = metadata.as_ref().is_ok_and(|metadata| metadata.is_dir());
            if !is_folder {
                let source = metadata.err().unwrap_or_else(|| {
                    std::io::Error::new(std::io::ErrorKind::NotADirectory, "not a folder")
                });
                return Err(StorageError::LocalFolder {
                    path: folder.clone(),
                    source,
                });
            }
        }
        // A listing, unlike a HEAD, fails for a missing bucket instead of reporting a
        // missing object. It needs list permission, which S3 also requires to answer
        // 404 rather than 403 for missing keys, so the store needs it anyway.
        let probe = ObjectPath::from(HEALTH_PROBE_PREFIX);
        self.objects.list_with_delimiter(Some(&probe)).await?;
        Ok(())
    }

    /// Object storage serves these attributes itself if a CDN or presigned URL ever
    /// fronts the bucket; the local filesystem cannot store them.
    fn attributes_for(&self, key: &ImageKey) -> Attributes {
        match self.location {
            StorageLocation::LocalFolder(_) => Attributes::new(),
            StorageLocation::S3Bucket { .. } => Attributes::from_iter([
                (Attribute::ContentType, content_type_for(key)),
                (Attribute::CacheControl, IMMUTABLE_CACHE_CONTROL),
            ]),
        }
    }
}

/// Where the store keeps its files, for start-up logs; never includes credentials.
impl fmt::Display for ImageStore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.location {
            StorageLocation::LocalFolder(folder) => write!(f, "local folder {}", folder.display()),
            StorageLocation::S3Bucket { bucket, prefix } => write!(f, "s3://{bucket}/{prefix}"),
        }
    }
}

impl fmt::Debug for ImageStore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ImageStore({self})")
    }
}

/// The object path for a key. The key grammar is a strict subset of what object_store
/// accepts, so this only fails if that invariant is ever broken.
fn object_path(key: &ImageKey) -> Result<ObjectPath, StorageError> {
    ObjectPath::parse(key.as_str()).map_err(|source| object_store::Error::from(source).into())
}

/// The object path for an archive key, valid by construction.
fn archive_path(key: &ArchiveKey) -> ObjectPath {
    ObjectPath::from(key.as_str())
}

/// Hashing a multi-megabyte image takes milliseconds, too long to hold an async worker.
async fn content_etag(bytes: Bytes) -> Result<String, StorageError> {
    let digest = tokio::task::spawn_blocking(move || Sha256::digest(&bytes))
        .await
        .map_err(|source| object_store::Error::JoinError { source })?;
    Ok(format!("\"{}\"", hex::encode(digest)))
}
