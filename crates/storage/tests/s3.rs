//! The image store against a real S3-protocol server (moto) on loopback.
//!
//! Needs `moto_server` on PATH: run `scripts/ensure-moto.sh` once.

use std::net::{Ipv4Addr, SocketAddr, TcpListener};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use bytes::Bytes;
use cardsmith_storage::{
    ImageFormat, ImageKey, ImageStore, S3Credentials, StorageError, StorageSettings,
};
use object_store::aws::AmazonS3Builder;
use object_store::path::Path as ObjectPath;
use object_store::{Attribute, GetResult, ObjectStoreExt};

/// A `moto_server` child process, killed when dropped.
struct MotoServer {
    child: Child,
    endpoint: String,
}

impl MotoServer {
    async fn start() -> Self {
        let port = free_port();
        let child = Command::new("moto_server")
            .args(["-H", "127.0.0.1", "-p", &port.to_string()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|error| {
                panic!("cannot start moto_server ({error}); run scripts/ensure-moto.sh first")
            });
        let server = Self {
            child,
            endpoint: format!("http://127.0.0.1:{port}"),
        };
        server.wait_until_ready().await;
        server
    }

    async fn wait_until_ready(&self) {
        let client = reqwest::Client::new();
        let deadline = Instant::now() + Duration::from_secs(30);
        while Instant::now() < deadline {
            if client.get(&self.endpoint).send().await.is_ok() {
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!(
            "moto_server did not answer on {} within 30 s",
            self.endpoint
        );
    }

    async fn create_bucket(&self, bucket: &str) {
        let response = reqwest::Client::new()
            .put(format!("{}/{bucket}", self.endpoint))
            .send()
            .await
            .unwrap();
        assert!(
            response.status().is_success(),
            "create bucket: {}",
            response.status()
        );
    }

    fn settings(&self, url: &str, secret_access_key: &str) -> StorageSettings {
        StorageSettings {
            url: url.to_owned(),
            s3_endpoint: Some(self.endpoint.clone()),
            s3_allow_http: true,
            s3_region: Some("us-east-1".to_owned()),
            s3_credentials: Some(S3Credentials {
                access_key_id: "testing".to_owned(),
                secret_access_key: secret_access_key.to_owned(),
                session_token: None,
            }),
        }
    }

    fn open(&self, url: &str) -> ImageStore {
        ImageStore::open(&self.settings(url, "testing")).unwrap()
    }

    /// Reads an object by its full path in the bucket, bypassing the store's prefix.
    async fn raw_get(&self, bucket: &str, path: &str) -> GetResult {
        let bucket_store = AmazonS3Builder::new()
            .with_bucket_name(bucket)
            .with_endpoint(&self.endpoint)
            .with_allow_http(true)
            .with_region("us-east-1")
            .with_access_key_id("testing")
            .with_secret_access_key("testing")
            .build()
            .unwrap();
        bucket_store.get(&ObjectPath::from(path)).await.unwrap()
    }
}

impl Drop for MotoServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    let listener = TcpListener::bind(SocketAddr::from((Ipv4Addr::LOCALHOST, 0))).unwrap();
    listener.local_addr().unwrap().port()
}

/// Fails (rather than skips) without moto, so a missing tool never looks like a pass.
fn require_moto() {
    let runs = Command::new("moto_server")
        .arg("--help")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success());
    assert!(
        runs,
        "moto_server is not installed: run scripts/ensure-moto.sh"
    );
}

#[tokio::test]
async fn put_get_delete_through_an_s3_bucket_with_prefix() {
    require_moto();
    let moto = MotoServer::start().await;
    moto.create_bucket("cardsmith-images").await;
    let store = moto.open("s3://cardsmith-images/prod/files");
    store.health_check().await.unwrap();

    let image = ImageKey::random(ImageFormat::Png);
    let bytes = Bytes::from_static(b"\x89PNG\r\n\x1a\nimage bytes");
    assert!(store.get(&image).await.unwrap().is_none());

    store.put(&image, bytes.clone()).await.unwrap();
    let file = store.get(&image).await.unwrap().expect("stored file");
    assert_eq!(file.bytes, bytes);
    assert_eq!(file.content_type, "image/png");

    // The object sits under the prefix, with serving attributes for direct access.
    let raw = moto
        .raw_get("cardsmith-images", &format!("prod/files/{image}"))
        .await;
    let attribute = |name| {
        raw.attributes
            .get(&name)
            .map(|value| value.as_ref().to_owned())
    };
    assert_eq!(
        attribute(Attribute::ContentType).as_deref(),
        Some("image/png")
    );
    assert_eq!(
        attribute(Attribute::CacheControl).as_deref(),
        Some("private, max-age=31536000, immutable")
    );
    assert_eq!(raw.bytes().await.unwrap(), bytes);

    // Same content gives the same ETag as on the local backend: it is the content hash.
    let folder = tempfile::tempdir().unwrap();
    let local = ImageStore::open(&StorageSettings::local_folder(folder.path()).unwrap()).unwrap();
    local.put(&image, bytes.clone()).await.unwrap();
    assert_eq!(local.get(&image).await.unwrap().unwrap().etag, file.etag);

    let thumbnail = image.thumbnail();
    store
        .put(&thumbnail, Bytes::from_static(b"RIFF....WEBP"))
        .await
        .unwrap();
    let thumb_file = store.get(&thumbnail).await.unwrap().unwrap();
    assert_eq!(thumb_file.content_type, "image/webp");
    assert_ne!(thumb_file.etag, file.etag);

    store.delete(&image).await.unwrap();
    assert!(store.get(&image).await.unwrap().is_none());
    assert!(
        store.get(&thumbnail).await.unwrap().is_some(),
        "only the named file goes"
    );
    store.delete(&image).await.unwrap();
    store
        .delete(&ImageKey::random(ImageFormat::Webp))
        .await
        .unwrap();
}

#[tokio::test]
async fn prefixes_keep_stores_in_one_bucket_apart() {
    require_moto();
    let moto = MotoServer::start().await;
    moto.create_bucket("shared").await;
    let root = moto.open("s3://shared");
    let staging = moto.open("s3://shared/staging");
    let key: ImageKey = "images/birthday-card.webp".parse().unwrap();

    staging
        .put(&key, Bytes::from_static(b"staging card"))
        .await
        .unwrap();
    assert!(root.get(&key).await.unwrap().is_none());
    root.put(&key, Bytes::from_static(b"root card"))
        .await
        .unwrap();
    assert_eq!(
        staging.get(&key).await.unwrap().unwrap().bytes.as_ref(),
        b"staging card"
    );
    assert_eq!(
        root.get(&key).await.unwrap().unwrap().bytes.as_ref(),
        b"root card"
    );
}

#[tokio::test]
async fn a_missing_bucket_is_an_error_not_a_missing_file() {
    require_moto();
    let moto = MotoServer::start().await;
    let store = moto.open("s3://no-such-bucket/images");
    assert!(store.health_check().await.is_err());
    let key = ImageKey::random(ImageFormat::Png);
    let error = store.put(&key, Bytes::from_static(b"x")).await.unwrap_err();
    assert!(matches!(error, StorageError::Backend(_)), "{error}");
}

#[tokio::test]
async fn an_unreachable_endpoint_fails_the_health_check() {
    let port = free_port();
    let settings = StorageSettings {
        url: "s3://cardsmith-images".to_owned(),
        s3_endpoint: Some(format!("http://127.0.0.1:{port}")),
        s3_allow_http: true,
        s3_region: Some("us-east-1".to_owned()),
        s3_credentials: Some(S3Credentials {
            access_key_id: "testing".to_owned(),
            secret_access_key: "testing".to_owned(),
            session_token: None,
        }),
    };
    let store = ImageStore::open(&settings).unwrap();
    let started = Instant::now();
    assert!(store.health_check().await.is_err());
    assert!(
        started.elapsed() < Duration::from_secs(60),
        "retries must stay bounded"
    );
}
