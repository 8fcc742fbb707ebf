//! The image store against a real S3-protocol server (moto) on loopback.
//!
//! Needs `moto_server` on PATH: run `scripts/ensure-moto.sh` once.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use bytes::Bytes;
use cardsmith_storage::test_support::{MotoServer, free_port};
use cardsmith_storage::{
    ImageFormat, ImageKey, ImageStore, S3Credentials, StorageError, StorageSettings,
};
use object_store::Attribute;

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

#[tokio::test]
async fn archives_larger_than_one_part_go_up_in_parts() {
    require_moto();
    let moto = MotoServer::start().await;
    moto.create_bucket("cardsmith-archives").await;
    let store = moto.open("s3://cardsmith-archives/prod");
    // Larger than the upload's 10 MiB buffer: a multipart upload.
    cardsmith_storage::test_support::assert_archive_round_trip(&store, 11 * 1024 * 1024).await;
}
