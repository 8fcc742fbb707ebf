//! Builds the object_store backend for a [`StorageLocation`].

use std::sync::Arc;
use std::time::Duration;

use object_store::aws::AmazonS3Builder;
use object_store::local::LocalFileSystem;
use object_store::prefix::PrefixStore;
use object_store::{ObjectStore, RetryConfig};

use crate::error::{StorageError, config_error};
use crate::settings::{StorageLocation, StorageSettings};

/// Retries stay short: a request handler or health check waiting minutes for a dead
/// endpoint is worse than a prompt error.
fn retry_config() -> RetryConfig {
    RetryConfig {
        max_retries: 3,
        retry_timeout: Duration::from_secs(20),
        ..RetryConfig::default()
    }
}

pub(crate) fn build(
    location: &StorageLocation,
    settings: &StorageSettings,
) -> Result<Arc<dyn ObjectStore>, StorageError> {
    match location {
        StorageLocation::LocalFolder(folder) => {
            std::fs::create_dir_all(folder).map_err(|source| StorageError::LocalFolder {
                path: folder.clone(),
                source,
            })?;
            // Writes go to a temporary file that is renamed into place, so readers never
            // see half an image. fsync makes a write as durable as an S3 PUT before the
            // database records the key; images are written seldom enough to afford it.
            let store = LocalFileSystem::new_with_prefix(folder)?.with_fsync(true);
            Ok(Arc::new(store))
        }
        StorageLocation::S3Bucket { bucket, prefix } => {
            let mut builder = AmazonS3Builder::from_env()
                .with_bucket_name(bucket)
                .with_retry(retry_config());
            if let Some(endpoint) = &settings.s3_endpoint {
                builder = builder.with_endpoint(endpoint);
            }
            if settings.s3_allow_http {
                builder = builder.with_allow_http(true);
            }
            if let Some(region) = &settings.s3_region {
                builder = builder.with_region(region);
            }
            if let Some(credentials) = &settings.s3_credentials {
                builder = builder
                    .with_access_key_id(&credentials.access_key_id)
                    .with_secret_access_key(&credentials.secret_access_key);
                if let Some(token) = &credentials.session_token {
                    builder = builder.with_token(token);
                }
            }
            let bucket_store = builder
                .build()
                .map_err(|error| config_error(format!("S3 storage: {error}")))?;
            if prefix.as_ref().is_empty() {
                Ok(Arc::new(bucket_store))
            } else {
                Ok(Arc::new(PrefixStore::new(bucket_store, prefix.clone())))
            }
        }
    }
}
