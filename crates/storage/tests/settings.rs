//! Storage URLs: what is accepted, and clear errors for what is not.

use cardsmith_storage::{ImageStore, S3Credentials, StorageError, StorageSettings};

fn open(url: &str) -> Result<ImageStore, StorageError> {
    ImageStore::open(&StorageSettings {
        url: url.to_owned(),
        s3_endpoint: Some("http://127.0.0.1:9".to_owned()),
        s3_allow_http: true,
        s3_region: Some("us-east-1".to_owned()),
        s3_credentials: Some(S3Credentials {
            access_key_id: "key".to_owned(),
            secret_access_key: "secret".to_owned(),
            session_token: None,
        }),
    })
}

#[test]
fn s3_urls_name_a_bucket_and_an_optional_prefix() {
    // Opening does not touch the network, so an unreachable endpoint is fine here.
    let cases = [
        ("s3://cards", "s3://cards/"),
        ("s3://cards/", "s3://cards/"),
        ("s3://cards/prod/images", "s3://cards/prod/images"),
        ("s3://cards/prod/images/", "s3://cards/prod/images"),
        ("s3://cards/v1.2_x-y", "s3://cards/v1.2_x-y"),
    ];
    for (url, shown) in cases {
        let store = open(url).unwrap_or_else(|error| panic!("{url}: {error}"));
        assert_eq!(store.to_string(), shown);
    }
}

#[test]
fn unusable_urls_are_configuration_errors() {
    let invalid = [
        "",
        "not a url",
        "images",
        "/var/lib/cardsmith/images",
        "http://example.com/images",
        "gs://bucket/images",
        "file://remote-host/images",
        "s3://",
        "s3:///prefix",
        "s3://user:pass@bucket/prefix",
        "s3://bucket:9000/prefix",
        "s3://bucket/a//b",
        "s3://bucket/a/../b",
        "s3://bucket/a/%2e%2e/b",
        "s3://bucket/a b",
        "s3://bucket/prefix?x=1",
        "s3://bucket/prefix#x",
    ];
    for url in invalid {
        match open(url) {
            Err(StorageError::Config(message)) => assert!(!message.is_empty()),
            other => panic!("{url:?} gave {other:?}"),
        }
    }
}

#[test]
fn relative_folders_are_rejected() {
    let error = StorageSettings::local_folder(std::path::Path::new("relative/images")).unwrap_err();
    assert!(matches!(error, StorageError::Config(_)), "{error}");
}

#[test]
fn credentials_are_not_printed() {
    let credentials = S3Credentials {
        access_key_id: "AKIDEXAMPLE".to_owned(),
        secret_access_key: "wJalrXUtnFEMI".to_owned(),
        session_token: Some("FwoGZXIvYXdz".to_owned()),
    };
    let shown = format!("{credentials:?}");
    assert!(shown.contains("AKIDEXAMPLE"));
    assert!(
        !shown.contains("wJalrXUtnFEMI") && !shown.contains("FwoGZXIvYXdz"),
        "{shown}"
    );
}
