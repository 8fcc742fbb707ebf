//! Writing an archive: a zip file in a temporary file, image files streamed
//! into it from the store a piece at a time (never whole in memory), then
//! the documents. Runs on a blocking thread; reads from the store go back
//! to the runtime through `runtime`.

use anyhow::Context;
use cardsmith_storage::{ImageKey, ImageStore};
use chrono::{DateTime, Datelike, Timelike, Utc};
use futures::TryStreamExt;
use std::fs::File;
use std::io::{self, Seek, Write};
use tokio::runtime::Handle;
use tokio_util::io::{StreamReader, SyncIoBridge};
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipWriter};

pub struct ArchiveWriter {
    zip: ZipWriter<File>,
    store: ImageStore,
    runtime: Handle,
    /// Images are compressed already: stored as they are.
    as_is: SimpleFileOptions,
    /// Documents are text: deflated.
    deflated: SimpleFileOptions,
}

impl ArchiveWriter {
    /// A new archive in an unnamed temporary file (gone when closed, even
    /// after a crash), its entries dated `made_at`.
    pub fn create(
        store: ImageStore,
        runtime: Handle,
        made_at: DateTime<Utc>,
    ) -> anyhow::Result<Self> {
        let file = tempfile::tempfile().context("Failed to make a temporary file")?;
        let dated = zip_time(made_at)
            .map(|at| SimpleFileOptions::default().last_modified_time(at))
            .unwrap_or_default()
            .unix_permissions(0o644);
        Ok(ArchiveWriter {
            zip: ZipWriter::new(file),
            store,
            runtime,
            // Large-file headers cost a few bytes and let one image pass 4 GiB.
            as_is: dated
                .compression_method(CompressionMethod::Stored)
                .large_file(true),
            deflated: dated.compression_method(CompressionMethod::Deflated),
        })
    }

    /// Copies the stored file `key` in as `name`; false when there is no
    /// such file (it was deleted after the rows were read).
    pub fn add_stored(&mut self, name: &str, key: &ImageKey) -> anyhow::Result<bool> {
        let Some(file) = self.runtime.block_on(self.store.open_image(key))? else {
            return Ok(false);
        };
        self.zip.start_file(name, self.as_is)?;
        let chunks = file.chunks.map_err(io::Error::other);
        let mut reader =
            SyncIoBridge::new_with_handle(StreamReader::new(chunks), self.runtime.clone());
        io::copy(&mut reader, &mut self.zip).with_context(|| format!("Failed to copy {key}"))?;
        Ok(true)
    }

    /// Writes `bytes` in as `name`.
    pub fn add_document(&mut self, name: &str, bytes: &[u8]) -> anyhow::Result<()> {
        self.zip.start_file(name, self.deflated)?;
        self.zip.write_all(bytes)?;
        Ok(())
    }

    /// Closes the archive and answers its file, read from the start.
    pub fn finish(self) -> anyhow::Result<File> {
        let mut file = self.zip.finish()?;
        file.rewind()?;
        Ok(file)
    }
}

/// Zip entries carry a local date and time without a zone; UTC here, as
/// the README says.
fn zip_time(at: DateTime<Utc>) -> Option<zip::DateTime> {
    zip::DateTime::from_date_and_time(
        u16::try_from(at.year()).ok()?,
        at.month() as u8,
        at.day() as u8,
        at.hour() as u8,
        at.minute() as u8,
        at.second() as u8,
    )
    .ok()
}
