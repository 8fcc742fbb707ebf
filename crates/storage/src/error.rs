/// Failures of the image store. Missing files are not errors: `get` answers `None`
/// and `delete` succeeds.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    /// The storage settings cannot be used (bad URL, unusable folder, bad S3 options).
    #[error("storage configuration: {0}")]
    Config(String),
    /// The backend (filesystem or object storage service) failed.
    #[error("storage backend: {0}")]
    Backend(#[from] object_store::Error),
    /// The local storage folder is gone or is not a folder.
    #[error("storage folder {path}: {source}")]
    LocalFolder {
        path: std::path::PathBuf,
        source: std::io::Error,
    },
    /// Copying a file into the store failed partway.
    #[error("storage upload: {0}")]
    Upload(#[source] std::io::Error),
}

pub(crate) fn config_error(message: impl Into<String>) -> StorageError {
    StorageError::Config(message.into())
}
