//! Backups of the embedded SQLite database, taken while the server runs
//! (`VACUUM INTO` reads one consistent snapshot and writes a compact copy),
//! and their restore, which checks a file before it replaces anything.
//! PostgreSQL has its own tools (`pg_dump`, `pg_restore`).

use super::migrations::Migrator;
use anyhow::{Context, bail};
use sea_orm::{ConnectionTrait, Database, DbBackend, Statement};
use sea_orm_migration::MigratorTrait;
use std::path::Path;

const POSTGRES: &str =
    "The database is PostgreSQL: back it up with pg_dump and restore it with pg_restore";

/// Writes a consistent copy of the database at `database_url` to `to`,
/// which must not exist yet.
pub async fn backup(database_url: &str, to: &Path) -> anyhow::Result<()> {
    let Some(_) = super::sqlite_file(database_url) else {
        bail!(POSTGRES);
    };
    if to.exists() {
        bail!("{} already exists; choose a new file name", to.display());
    }
    let db = Database::connect(database_url)
        .await
        .context("Failed to open the database")?;
    let target = to.to_str().context("The backup path is not valid UTF-8")?;
    db.execute_raw(Statement::from_sql_and_values(
        DbBackend::Sqlite,
        "VACUUM INTO ?",
        [target.into()],
    ))
    .await
    .with_context(|| format!("Failed to write the backup to {}", to.display()))?;
    db.close().await.ok();
    check(to).await
}

/// Replaces the database at `database_url` with the backup `from`, after
/// checking that it is an intact Cardsmith database this version can run.
/// The server must be stopped: it keeps the old file open.
pub async fn restore(from: &Path, database_url: &str) -> anyhow::Result<()> {
    let Some(target) = super::sqlite_file(database_url) else {
        bail!(POSTGRES);
    };
    check(from).await?;
    let target = Path::new(&target);
    let staged = target.with_extension("db.restoring");
    if let Some(folder) = target.parent() {
        std::fs::create_dir_all(folder)
            .with_context(|| format!("Failed to create {}", folder.display()))?;
    }
    std::fs::copy(from, &staged)
        .with_context(|| format!("Failed to copy {} beside the database", from.display()))?;
    // The old database's write-ahead log belongs to the old file.
    for suffix in ["-wal", "-shm"] {
        let side = format!("{}{suffix}", target.display());
        match std::fs::remove_file(&side) {
            Err(err) if err.kind() != std::io::ErrorKind::NotFound => {
                return Err(err).with_context(|| format!("Failed to remove {side}"));
            }
            _ => {}
        }
    }
    std::fs::rename(&staged, target)
        .with_context(|| format!("Failed to move the backup into {}", target.display()))
}

/// An intact SQLite file whose migrations this version knows.
async fn check(file: &Path) -> anyhow::Result<()> {
    if !file.is_file() {
        bail!("{} is not a file", file.display());
    }
    let url = format!("sqlite://{}?mode=ro", file.display());
    let db = Database::connect(&url)
        .await
        .with_context(|| format!("{} is not a SQLite database", file.display()))?;
    let integrity = db
        .query_one_raw(Statement::from_string(
            DbBackend::Sqlite,
            "PRAGMA integrity_check",
        ))
        .await
        .with_context(|| format!("{} is not a SQLite database", file.display()))?
        .and_then(|row| row.try_get_by_index::<String>(0).ok());
    if integrity.as_deref() != Some("ok") {
        bail!(
            "{} is damaged: {}",
            file.display(),
            integrity.unwrap_or_default()
        );
    }
    let applied = Migrator::get_applied_migrations(&db)
        .await
        .with_context(|| format!("{} is not a Cardsmith database", file.display()))?;
    let known: Vec<String> = Migrator::migrations()
        .iter()
        .map(|m| m.name().to_owned())
        .collect();
    if applied.is_empty() {
        bail!("{} is not a Cardsmith database", file.display());
    }
    if let Some(unknown) = applied
        .iter()
        .find(|m| !known.contains(&m.name().to_owned()))
    {
        bail!(
            "{} comes from a newer Cardsmith (migration {}); upgrade before restoring it",
            file.display(),
            unknown.name()
        );
    }
    db.close().await.ok();
    Ok(())
}
