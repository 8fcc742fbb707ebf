//! Where image files live: a local folder (`file:///abs/path`) or an S3-compatible
//! bucket (`s3://bucket/optional/prefix`), and how to reach it.

use std::fmt;
use std::path::{Path as FsPath, PathBuf};

use object_store::path::Path as ObjectPath;
use url::Url;

use crate::error::{StorageError, config_error};

/// Settings for [`ImageStore::open`](crate::ImageStore::open).
///
/// For S3, region and credentials come from the usual `AWS_*` environment variables
/// (`AWS_REGION`, `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_SESSION_TOKEN`, …,
/// falling back to instance/container credentials). The optional fields here override
/// them, so callers and tests never have to mutate the process environment.
#[derive(Clone, Debug, Default)]
pub struct StorageSettings {
    /// `file:///absolute/folder` or `s3://bucket/optional/prefix`.
    pub url: String,
    /// Endpoint of an S3-compatible service (MinIO, R2, moto…); AWS when unset.
    pub s3_endpoint: Option<String>,
    /// Allow a plain `http://` endpoint (otherwise only as `AWS_ALLOW_HTTP` says).
    pub s3_allow_http: bool,
    /// Overrides `AWS_REGION` / `AWS_DEFAULT_REGION`.
    pub s3_region: Option<String>,
    /// Overrides the credentials found in the environment.
    pub s3_credentials: Option<S3Credentials>,
}

impl StorageSettings {
    /// Settings for a local folder, e.g. the default under the data dir.
    pub fn local_folder(folder: &FsPath) -> Result<Self, StorageError> {
        let url = Url::from_directory_path(folder)
            .map_err(|()| config_error(format!("{} is not an absolute path", folder.display())))?;
        Ok(Self {
            url: url.to_string(),
            ..Self::default()
        })
    }
}

/// Static S3 credentials.
#[derive(Clone)]
pub struct S3Credentials {
    pub access_key_id: String,
    pub secret_access_key: String,
    pub session_token: Option<String>,
}

impl fmt::Debug for S3Credentials {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("S3Credentials")
            .field("access_key_id", &self.access_key_id)
            .field("secret_access_key", &"<redacted>")
            .field(
                "session_token",
                &self.session_token.as_ref().map(|_| "<redacted>"),
            )
            .finish()
    }
}

/// The storage URL, understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum StorageLocation {
    LocalFolder(PathBuf),
    S3Bucket { bucket: String, prefix: ObjectPath },
}

impl StorageLocation {
    pub(crate) fn parse(raw: &str) -> Result<Self, StorageError> {
        let url = Url::parse(raw.trim())
            .map_err(|error| config_error(format!("storage URL is not a URL: {error}")))?;
        if url.query().is_some() || url.fragment().is_some() {
            return Err(config_error(
                "storage URL must not have a query or fragment",
            ));
        }
        match url.scheme() {
            "file" => local_folder(&url),
            "s3" => s3_bucket(raw.trim(), &url),
            other => Err(config_error(format!(
                "storage URL scheme {other:?} is not supported (use file:// or s3://)"
            ))),
        }
    }
}

fn local_folder(url: &Url) -> Result<StorageLocation, StorageError> {
    let has_remote_host = url
        .host_str()
        .is_some_and(|host| !host.is_empty() && host != "localhost");
    if has_remote_host {
        return Err(config_error(
            "file:// storage URL must be a local absolute path (file:///…)",
        ));
    }
    let folder = url
        .to_file_path()
        .map_err(|()| config_error("file:// storage URL must hold an absolute path"))?;
    Ok(StorageLocation::LocalFolder(folder))
}

fn s3_bucket(raw: &str, url: &Url) -> Result<StorageLocation, StorageError> {
    let bucket = url.host_str().unwrap_or_default();
    if bucket.is_empty() {
        return Err(config_error("s3:// storage URL must name a bucket"));
    }
    if !url.username().is_empty() || url.password().is_some() || url.port().is_some() {
        return Err(config_error(
            "s3:// storage URL takes no credentials or port (use CARDSMITH_S3_ENDPOINT and AWS_* variables)",
        ));
    }
    Ok(StorageLocation::S3Bucket {
        bucket: bucket.to_owned(),
        prefix: s3_prefix(raw, url)?,
    })
}

/// The key prefix inside the bucket, from the URL path.
fn s3_prefix(raw: &str, url: &Url) -> Result<ObjectPath, StorageError> {
    // URL parsing resolves "." and ".." (also percent-encoded) silently; a prefix that
    // is not what was written is a configuration mistake worth reporting.
    let written_path = raw.splitn(4, '/').nth(3).unwrap_or_default();
    if written_path.contains('%') || written_path.split('/').any(|s| s == "." || s == "..") {
        return Err(config_error(
            "s3:// storage URL prefix must not contain '.', '..' or percent-escapes",
        ));
    }
    let prefix = url.path().trim_matches('/');
    let valid_segment = |segment: &str| {
        !segment.is_empty()
            && segment
                .bytes()
                .all(|byte| byte.is_ascii_alphanumeric() || b"-_.".contains(&byte))
    };
    if !prefix.is_empty() && !prefix.split('/').all(valid_segment) {
        return Err(config_error(
            "s3:// storage URL prefix may only hold non-empty segments of letters, digits, '-', '_' and '.'",
        ));
    }
    ObjectPath::parse(prefix)
        .map_err(|error| config_error(format!("s3:// storage URL prefix: {error}")))
}
