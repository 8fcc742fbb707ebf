//! Archives of an account's data, for its owner to take away (GDPR
//! Articles 15 and 20). Asking starts one in the background (one at a time
//! per account); a durable job claims it like any due work, writes a zip of
//! the account's documents and image files to a temporary file, streams it
//! to the store, and emails the owner. The owner's session alone can fetch
//! it, for seven days; then its file is removed.

mod archive;
mod documents;

use crate::providers::email::Mailer;
use crate::store::account_data;
use crate::store::data_exports::{self, DataExport, Stored};
use crate::store::throttle::{self, Limit};
use anyhow::Context;
use archive::ArchiveWriter;
use cardsmith_storage::{ArchiveKey, FileStream, ImageKey, ImageStore, StorageError};
use chrono::{DateTime, Duration, Utc};
use documents::{ImageEntries, ImageFiles, PhotoFiles};
use sea_orm::{DatabaseConnection, DbErr};
use tokio_util::task::AbortOnDropHandle;

/// How long a ready archive can be fetched.
pub const KEEP_FOR: Duration = Duration::days(7);
/// Attempts at making an archive before it is given up.
const ATTEMPTS: i32 = 3;
/// How soon an archive whose attempt failed is tried again.
const RETRY_AFTER: Duration = Duration::minutes(1);
/// Archives one pass makes, and expired ones one pass removes.
const BATCH: u64 = 5;
/// Archives one account may have made in a day: each reads all its images.
pub const PER_DAY: Limit = Limit {
    max: 5,
    window: Duration::days(1),
};

/// Where an archive is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArchiveState {
    Building,
    Ready,
    /// Given up after several failed attempts; the owner may ask again.
    Failed,
}

/// An archive as its owner sees it.
pub struct Archive {
    pub id: String,
    pub state: ArchiveState,
    pub requested_at: DateTime<Utc>,
    pub ready_at: Option<DateTime<Utc>>,
    pub expires_at: Option<DateTime<Utc>>,
    pub size_bytes: Option<u64>,
}

impl From<DataExport> for Archive {
    fn from(row: DataExport) -> Self {
        let state = match (row.ready_at, row.failed_at) {
            (Some(_), _) => ArchiveState::Ready,
            (None, Some(_)) => ArchiveState::Failed,
            (None, None) => ArchiveState::Building,
        };
        Archive {
            id: row.id,
            state,
            requested_at: row.requested_at,
            ready_at: row.ready_at,
            expires_at: row.expires_at,
            size_bytes: row.size_bytes.and_then(|size| u64::try_from(size).ok()),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    #[error(transparent)]
    Db(#[from] DbErr),
    #[error("Failed to read an archive")]
    Storage(#[from] StorageError),
    /// [`PER_DAY`] archives were made in the last day.
    #[error("too many archives today")]
    TooMany { retry_after: Duration },
}

/// Makes, serves and removes archives, with the handles it needs.
#[derive(Clone)]
pub struct DataExports {
    db: DatabaseConnection,
    store: ImageStore,
    mailer: Mailer,
    /// Where the email's link points.
    public_url: String,
    /// How long one instance holds an archive it is making before another
    /// may take it up; renewed while it works.
    lease: Duration,
}

impl DataExports {
    pub fn new(
        db: DatabaseConnection,
        store: ImageStore,
        mailer: Mailer,
        public_url: String,
        lease: Duration,
    ) -> Self {
        DataExports {
            db,
            store,
            mailer,
            public_url,
            lease,
        }
    }

    /// Starts an archive of the account's data, or answers the one in the
    /// making; its work begins at once in the background. Only archives
    /// made count against [`PER_DAY`]: the unique index makes one of many
    /// requests at once, and the count spaces out the ones after it.
    pub async fn request(&self, user_id: &str) -> Result<Archive, ExportError> {
        if let Some(making) = data_exports::in_the_making(&self.db, user_id).await? {
            return Ok(making.into());
        }
        let counted = format!("data-export:{user_id}");
        if throttle::count(&self.db, &counted, PER_DAY.window).await? >= PER_DAY.max as u64 {
            let retry_after = throttle::retry_after(&self.db, &counted, PER_DAY).await?;
            return Err(ExportError::TooMany { retry_after });
        }
        let (export, made) = data_exports::request(&self.db, user_id).await?;
        if made {
            throttle::record(&self.db, &counted).await?;
            self.start();
        }
        Ok(export.into())
    }

    /// The account's latest archive, unless it expired.
    pub async fn latest(&self, user_id: &str) -> Result<Option<Archive>, ExportError> {
        let latest = data_exports::latest(&self.db, user_id, Utc::now()).await?;
        Ok(latest.map(Archive::from))
    }

    /// The account's ready archive `id` and its file; `None` for an
    /// archive that is not the account's, not ready, or expired.
    pub async fn open(
        &self,
        user_id: &str,
        id: &str,
    ) -> Result<Option<(Archive, FileStream)>, ExportError> {
        let Some(export) = data_exports::find_ready(&self.db, user_id, id, Utc::now()).await?
        else {
            return Ok(None);
        };
        let Some(key) = export.archive_key.as_deref().and_then(ArchiveKey::parse) else {
            return Ok(None);
        };
        let file = self.store.open_archive(&key).await?;
        Ok(file.map(|file| (export.into(), file)))
    }

    /// Starts a pass in the background, without waiting for it.
    pub fn start(&self) {
        let exports = self.clone();
        tokio::spawn(async move { exports.run_due().await });
    }

    /// Makes every waiting archive no other instance is making; answers how
    /// many were made. Failures are logged and tried again later.
    pub async fn run_due(&self) -> usize {
        let claimed = match data_exports::claim_due(&self.db, Utc::now(), self.lease, BATCH).await {
            Ok(claimed) => claimed,
            Err(err) => {
                tracing::error!(error = ?err, "claiming data exports failed");
                return 0;
            }
        };
        let mut made = 0;
        for export in claimed {
            let outcome = self.make_while_holding(&export).await;
            let settled = match outcome {
                Ok(()) => {
                    made += 1;
                    Ok(())
                }
                Err(err) if export.attempts >= ATTEMPTS => {
                    tracing::error!(export_id = %export.id, error = %format!("{err:#}"), "a data export was given up");
                    data_exports::give_up(&self.db, &export.id).await
                }
                Err(err) => {
                    tracing::warn!(export_id = %export.id, error = %format!("{err:#}"), "a data export failed; it will be tried again");
                    data_exports::hold_until(&self.db, &export.id, Utc::now() + RETRY_AFTER).await
                }
            };
            if let Err(err) = settled {
                tracing::error!(export_id = %export.id, error = ?err, "settling a data export failed");
            }
        }
        made
    }

    /// Makes the archive while renewing its lease, so a large one is not
    /// taken up by a second instance halfway.
    async fn make_while_holding(&self, export: &DataExport) -> anyhow::Result<()> {
        // Stops with this future, however it ends (an error, or the job loop
        // itself stopping).
        let _renew = {
            let db = self.db.clone();
            let id = export.id.clone();
            let lease = self.lease;
            AbortOnDropHandle::new(tokio::spawn(async move {
                let every = (lease / 3)
                    .to_std()
                    .unwrap_or(std::time::Duration::from_secs(10));
                loop {
                    tokio::time::sleep(every).await;
                    if let Err(err) = data_exports::hold_until(&db, &id, Utc::now() + lease).await {
                        tracing::warn!(error = ?err, "renewing a data export's lease failed");
                    }
                }
            }))
        };
        self.make(export).await
    }

    async fn make(&self, export: &DataExport) -> anyhow::Result<()> {
        let Some(data) = account_data::read(&self.db, &export.user_id).await? else {
            // No such account (a deletion forgets its archives at once).
            data_exports::give_up(&self.db, &export.id).await?;
            return Ok(());
        };
        let made_at = Utc::now();
        let store = self.store.clone();
        let runtime = tokio::runtime::Handle::current();
        let (file, data) = tokio::task::spawn_blocking(move || {
            let mut zip = ArchiveWriter::create(store, runtime, made_at)?;
            let files = write_images(&mut zip, &data)?;
            let photos = write_signer_photos(&mut zip, &data)?;
            for (name, document) in documents::all(&data, &files, &photos, made_at) {
                zip.add_document(name, &serde_json::to_vec_pretty(&document)?)?;
            }
            zip.add_document(
                "README.txt",
                documents::readme(&data.user.username, made_at).as_bytes(),
            )?;
            anyhow::Ok((zip.finish()?, data))
        })
        .await
        .context("The archive writer stopped")??;

        let key = ArchiveKey::random();
        let size = self
            .store
            .put_archive(&key, tokio::fs::File::from_std(file))
            .await
            .context("Failed to store the archive")?;
        let stored = Stored {
            archive_key: key.as_str(),
            size_bytes: size,
            expires_at: Utc::now() + KEEP_FOR,
        };
        if !data_exports::finish(&self.db, export, stored).await? {
            // The account was deleted while the archive was being made.
            self.store.delete_archive(&key).await?;
            return Ok(());
        }
        tracing::info!(export_id = %export.id, size, "data export ready");
        self.tell_owner(&data.user.email, &data.user.username).await;
        Ok(())
    }

    /// Emails the owner that the archive is ready. The archive stands
    /// whether or not the email goes: the page shows it too.
    async fn tell_owner(&self, address: &str, name: &str) {
        let link = format!(
            "{}/dashboard#your-data",
            self.public_url.trim_end_matches('/')
        );
        let body = format!(
            "Hello {name},\n\nThe archive of your Cardsmith data you asked for is ready:\n\
             your profile, credits, payments, images with their prompts and files,\n\
             the cards you sent, thanks received, dates to remember, API keys' names\n\
             and signed-in devices.\n\n\
             Download it from your dashboard, signed in to your account:\n{link}\n\n\
             It can be downloaded for {days} days; then it is deleted.\n\n\
             If you did not ask for this, change your password and sign out your\n\
             other devices from the same page.\n\nThe Cardsmith team\n",
            days = KEEP_FOR.num_days(),
        );
        let sent = self
            .mailer
            .send(&self.db, address, "Your Cardsmith data is ready", &body)
            .await;
        if let Err(err) = sent {
            tracing::warn!(error = %format!("{err:#}"), "the data export's email failed");
        }
    }

    /// Removes archives whose time is up: the file, then the row.
    pub async fn remove_expired(&self) {
        let expired = match data_exports::expired(&self.db, Utc::now(), BATCH * 4).await {
            Ok(expired) => expired,
            Err(err) => {
                tracing::error!(error = ?err, "finding expired data exports failed");
                return;
            }
        };
        for export in expired {
            if let Err(err) = remove(&self.db, &self.store, &export).await {
                tracing::error!(export_id = %export.id, error = %format!("{err:#}"), "removing an expired data export failed");
            }
        }
    }
}

/// Copies each image's files in; answers where each went.
fn write_images(
    zip: &mut ArchiveWriter,
    data: &account_data::AccountData,
) -> anyhow::Result<ImageFiles> {
    let mut files = ImageFiles::new();
    for image in &data.images {
        let file_key = ImageKey::try_from(image.file_key.as_str())?;
        let file = format!("images/{}.{}", image.id, file_key.format().extension());
        if !zip.add_stored(&file, &file_key)? {
            files.insert(image.id.clone(), None);
            continue;
        }
        let mut art = None;
        if let Some(art_key) = &image.art_key {
            let art_key = ImageKey::try_from(art_key.as_str())?;
            let name = format!("images/{}-art.{}", image.id, art_key.format().extension());
            art = zip.add_stored(&name, &art_key)?.then_some(name);
        }
        files.insert(image.id.clone(), Some(ImageEntries { file, art }));
    }
    Ok(files)
}

/// Copies in the photos signers put on the account's group cards; answers
/// where each went, by message. A photo gone meanwhile is left out.
fn write_signer_photos(
    zip: &mut ArchiveWriter,
    data: &account_data::AccountData,
) -> anyhow::Result<PhotoFiles> {
    let mut files = PhotoFiles::new();
    for message in &data.group_messages {
        let Some(key) = message.photo_key.as_deref() else {
            continue;
        };
        let key = ImageKey::try_from(key)?;
        let name = format!(
            "group-cards/photos/{}.{}",
            message.id,
            key.format().extension()
        );
        if zip.add_stored(&name, &key)? {
            files.insert(message.id.clone(), name);
        }
    }
    Ok(files)
}

/// Removes an archive's file and then its row.
async fn remove(
    db: &DatabaseConnection,
    store: &ImageStore,
    export: &DataExport,
) -> anyhow::Result<()> {
    if let Some(key) = export.archive_key.as_deref().and_then(ArchiveKey::parse) {
        store.delete_archive(&key).await?;
    }
    data_exports::remove(db, &export.id, export.archive_key.as_deref()).await?;
    Ok(())
}

/// Removes every archive of a deleted account, files first. A row that
/// became ready while this ran is found on the next round.
pub async fn erase_all(
    db: &DatabaseConnection,
    store: &ImageStore,
    user_id: &str,
) -> anyhow::Result<()> {
    for _round in 0..3 {
        let exports = data_exports::all_for_user(db, user_id).await?;
        if exports.is_empty() {
            return Ok(());
        }
        for export in &exports {
            remove(db, store, export).await?;
        }
    }
    anyhow::bail!("the account's archives kept changing while they were erased")
}
