//! A real S3-protocol server for tests: `moto_server` on loopback, shared by
//! this crate's tests and the server's (`test-support` feature).
//!
//! Needs `moto_server` on PATH: run `scripts/ensure-moto.sh` once.

use std::net::{Ipv4Addr, SocketAddr, TcpListener};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use object_store::aws::AmazonS3Builder;
use object_store::path::Path as ObjectPath;
use object_store::{GetResult, ObjectStoreExt};

use crate::{ImageStore, S3Credentials, StorageSettings};

/// A `moto_server` child process, killed when dropped.
pub struct MotoServer {
    child: Child,
    endpoint: String,
}

impl MotoServer {
    /// Starts moto on a free loopback port and waits until it answers.
    pub async fn start() -> Self {
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

    /// The server's address, `http://127.0.0.1:{port}`.
    pub fn endpoint(&self) -> &str {
        &self.endpoint
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

    pub async fn create_bucket(&self, bucket: &str) {
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

    /// Settings for the store at `url` (`s3://bucket/prefix`) on this server,
    /// with the credentials moto accepts (`testing`, `testing`).
    pub fn settings(&self, url: &str) -> StorageSettings {
        StorageSettings {
            url: url.to_owned(),
            s3_endpoint: Some(self.endpoint.clone()),
            s3_allow_http: true,
            s3_region: Some("us-east-1".to_owned()),
            s3_credentials: Some(S3Credentials {
                access_key_id: "testing".to_owned(),
                secret_access_key: "testing".to_owned(),
                session_token: None,
            }),
        }
    }

    /// The store at `url` on this server.
    pub fn open(&self, url: &str) -> ImageStore {
        ImageStore::open(&self.settings(url)).unwrap()
    }

    /// Reads an object by its full path in the bucket, bypassing the store's prefix.
    pub async fn raw_get(&self, bucket: &str, path: &str) -> GetResult {
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

/// A loopback port nothing listens on (at the moment of asking).
pub fn free_port() -> u16 {
    let listener = TcpListener::bind(SocketAddr::from((Ipv4Addr::LOCALHOST, 0))).unwrap();
    listener.local_addr().unwrap().port()
}

/// Stores an archive of `size` bytes in `store`, reads it back in pieces
/// and removes it: the round trip both backends must make.
pub async fn assert_archive_round_trip(store: &ImageStore, size: usize) {
    use futures::TryStreamExt;
    let content: Vec<u8> = (0..size).map(|at| (at % 251) as u8).collect();
    let key = crate::ArchiveKey::random();
    assert!(store.open_archive(&key).await.unwrap().is_none());

    let stored = store.put_archive(&key, content.as_slice()).await.unwrap();
    assert_eq!(stored, size as u64);
    let file = store
        .open_archive(&key)
        .await
        .unwrap()
        .expect("stored archive");
    assert_eq!(file.size, size as u64);
    let chunks: Vec<bytes::Bytes> = file.chunks.try_collect().await.unwrap();
    assert_eq!(chunks.concat(), content);

    store.delete_archive(&key).await.unwrap();
    assert!(store.open_archive(&key).await.unwrap().is_none());
    store.delete_archive(&key).await.unwrap();
}
