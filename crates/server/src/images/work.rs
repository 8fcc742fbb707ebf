//! CPU-heavy image work (decoding, lettering, thumbnails) runs off the async
//! threads and only a few at a time: more jobs than cores only queue, and
//! each one holds a decoded image in memory, so thousands of generations
//! finishing together cannot hold thousands of decoded images at once.

use super::THUMBNAIL_SIDE;
use anyhow::Context;
use bytes::Bytes;
use std::sync::LazyLock;
use tokio::sync::Semaphore;

static PERMITS: LazyLock<Semaphore> = LazyLock::new(|| {
    let cores = std::thread::available_parallelism().map_or(2, usize::from);
    Semaphore::new(cores * 2)
});

/// Runs `work` on the blocking pool once a permit is free.
pub async fn run<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> anyhow::Result<T> {
    let _permit = PERMITS
        .acquire()
        .await
        .expect("the semaphore is never closed");
    tokio::task::spawn_blocking(work)
        .await
        .context("An image task failed")
}

/// The gallery's WebP thumbnail of an encoded image; an error if the bytes
/// do not decode.
pub async fn thumbnail(
    bytes: Bytes,
) -> anyhow::Result<Result<Bytes, cardsmith_render::RenderError>> {
    run(move || cardsmith_render::thumbnail_webp(&bytes, THUMBNAIL_SIDE).map(Bytes::from)).await
}
