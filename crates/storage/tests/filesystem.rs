//! The image store on a local folder.

use bytes::Bytes;
use cardsmith_storage::{ImageFormat, ImageKey, ImageStore, StorageError, StorageSettings};

fn open_in(folder: &std::path::Path) -> ImageStore {
    ImageStore::open(&StorageSettings::local_folder(folder).unwrap()).unwrap()
}

fn key(raw: &str) -> ImageKey {
    raw.parse().unwrap()
}

#[tokio::test]
async fn put_then_get_returns_bytes_content_type_and_etag() {
    let folder = tempfile::tempdir().unwrap();
    let store = open_in(folder.path());
    let key = ImageKey::random(ImageFormat::Png);
    let bytes = Bytes::from_static(b"\x89PNG\r\n\x1a\nnot really a png");

    store.put(&key, bytes.clone()).await.unwrap();
    let file = store.get(&key).await.unwrap().expect("stored file");

    assert_eq!(file.bytes, bytes);
    assert_eq!(file.content_type, "image/png");
    // Quoted lowercase SHA-256 of the bytes.
    assert_eq!(file.etag.len(), 66, "{}", file.etag);
    assert!(file.etag.starts_with('"') && file.etag.ends_with('"'));
    assert!(
        file.etag[1..65]
            .bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
    );
    // The file really is on disk, under the key's path.
    let on_disk = std::fs::read(folder.path().join(key.as_str())).unwrap();
    assert_eq!(on_disk, bytes);
}

#[tokio::test]
async fn etag_depends_on_content_only() {
    let folder = tempfile::tempdir().unwrap();
    let store = open_in(folder.path());
    let first = key("images/first.webp");
    let second = key("images/second.webp");
    let bytes = Bytes::from_static(b"RIFF....WEBPVP8 same");

    store.put(&first, bytes.clone()).await.unwrap();
    store.put(&second, bytes.clone()).await.unwrap();
    let first_etag = store.get(&first).await.unwrap().unwrap().etag;
    assert_eq!(first_etag, store.get(&second).await.unwrap().unwrap().etag);

    // Another store over the same folder (another server instance) agrees.
    let other_instance = open_in(folder.path());
    assert_eq!(
        other_instance.get(&first).await.unwrap().unwrap().etag,
        first_etag
    );

    store
        .put(&second, Bytes::from_static(b"RIFF....WEBPVP8 different"))
        .await
        .unwrap();
    let changed = store.get(&second).await.unwrap().unwrap();
    assert_ne!(changed.etag, first_etag);
    assert_eq!(changed.bytes.as_ref(), b"RIFF....WEBPVP8 different");
}

#[tokio::test]
async fn missing_keys_read_as_none() {
    let folder = tempfile::tempdir().unwrap();
    let store = open_in(folder.path());
    assert!(
        store
            .get(&ImageKey::random(ImageFormat::Jpeg))
            .await
            .unwrap()
            .is_none()
    );
    assert!(
        store
            .get(&key("images/nowhere.webp"))
            .await
            .unwrap()
            .is_none()
    );

    // A key whose path is an existing folder is still just missing.
    store
        .put(&key("a/b/c.png"), Bytes::from_static(b"x"))
        .await
        .unwrap();
    std::fs::create_dir_all(folder.path().join("d.png")).unwrap();
    assert!(store.get(&key("d.png")).await.unwrap().is_none());
}

#[tokio::test]
async fn delete_removes_the_file_and_tolerates_missing_ones() {
    let folder = tempfile::tempdir().unwrap();
    let store = open_in(folder.path());
    let image = ImageKey::random(ImageFormat::Png);
    let thumbnail = image.thumbnail();
    store
        .put(&image, Bytes::from_static(b"image"))
        .await
        .unwrap();
    store
        .put(&thumbnail, Bytes::from_static(b"thumbnail"))
        .await
        .unwrap();

    store.delete(&image).await.unwrap();
    assert!(store.get(&image).await.unwrap().is_none());
    assert!(!folder.path().join(image.as_str()).exists());
    // Only the named file goes.
    let kept = store.get(&thumbnail).await.unwrap().unwrap();
    assert_eq!(kept.content_type, "image/webp");
    assert_eq!(kept.bytes.as_ref(), b"thumbnail");

    store.delete(&image).await.unwrap();
    store
        .delete(&ImageKey::random(ImageFormat::Svg))
        .await
        .unwrap();
}

#[tokio::test]
async fn open_creates_the_folder_and_health_check_watches_it() {
    let parent = tempfile::tempdir().unwrap();
    let folder = parent.path().join("data").join("images");
    let store = open_in(&folder);
    assert!(folder.is_dir());
    store.health_check().await.unwrap();
    assert!(
        store.to_string().contains(folder.to_str().unwrap()),
        "{store}"
    );

    std::fs::remove_dir_all(&folder).unwrap();
    let error = store.health_check().await.unwrap_err();
    assert!(matches!(error, StorageError::LocalFolder { .. }), "{error}");

    std::fs::write(&folder, b"a file, not a folder").unwrap();
    assert!(store.health_check().await.is_err());
}

#[tokio::test]
async fn open_fails_when_the_folder_cannot_be_created() {
    let parent = tempfile::tempdir().unwrap();
    let blocker = parent.path().join("occupied");
    std::fs::write(&blocker, b"file").unwrap();
    let settings = StorageSettings::local_folder(&blocker.join("images")).unwrap();
    let error = ImageStore::open(&settings).unwrap_err();
    assert!(matches!(error, StorageError::LocalFolder { .. }), "{error}");
}

#[tokio::test]
async fn file_urls_may_be_written_by_hand() {
    let folder = tempfile::tempdir().unwrap();
    let url = format!("file://{}", folder.path().display());
    let store = ImageStore::open(&StorageSettings {
        url,
        ..StorageSettings::default()
    })
    .unwrap();
    let key = key("images/birthday-card.webp");
    store.put(&key, Bytes::from_static(b"card")).await.unwrap();
    assert!(folder.path().join("images/birthday-card.webp").is_file());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readers_never_see_partial_files_while_writers_replace_them() {
    let folder = tempfile::tempdir().unwrap();
    let store = open_in(folder.path());
    let key = key("images/contended.png");
    let all_a = Bytes::from(vec![b'a'; 512 * 1024]);
    let all_b = Bytes::from(vec![b'b'; 512 * 1024]);
    store.put(&key, all_a.clone()).await.unwrap();

    let mut writers = Vec::new();
    for round in 0..8 {
        let (store, key) = (store.clone(), key.clone());
        let bytes = if round % 2 == 0 {
            all_b.clone()
        } else {
            all_a.clone()
        };
        writers.push(tokio::spawn(async move { store.put(&key, bytes).await }));
    }
    let mut readers = Vec::new();
    for _ in 0..4 {
        let (store, key) = (store.clone(), key.clone());
        let (all_a, all_b) = (all_a.clone(), all_b.clone());
        readers.push(tokio::spawn(async move {
            for _ in 0..10 {
                let file = store.get(&key).await.unwrap().expect("never missing");
                assert!(file.bytes == all_a || file.bytes == all_b, "partial read");
            }
        }));
    }
    for writer in writers {
        writer.await.unwrap().unwrap();
    }
    for reader in readers {
        reader.await.unwrap();
    }
}

/// A write cut off by a crash leaves its staging file (`<file>#1`) behind;
/// deleting the key, as the refund of the interrupted work does, removes it.
#[tokio::test]
async fn delete_removes_the_staging_file_of_a_write_cut_off_by_a_crash() {
    let folder = tempfile::tempdir().unwrap();
    let store = open_in(folder.path());
    let image = ImageKey::random(ImageFormat::Png);
    let staged = folder.path().join(format!("{}#1", image.as_str()));
    std::fs::create_dir_all(staged.parent().unwrap()).unwrap();
    std::fs::write(&staged, b"half an ima").unwrap();

    store.delete(&image).await.unwrap();
    assert!(!staged.exists());
    store.delete(&image).await.unwrap();
}

#[tokio::test]
async fn archives_stream_in_and_out_of_a_folder() {
    let folder = tempfile::tempdir().unwrap();
    let store = open_in(folder.path());
    cardsmith_storage::test_support::assert_archive_round_trip(&store, 3 * 1024 * 1024 + 17).await;
    // Nothing is left behind, not even the upload's staging files.
    let left = std::fs::read_dir(folder.path().join("exports"))
        .unwrap()
        .count();
    assert_eq!(left, 0);
}
