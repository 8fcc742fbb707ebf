//! What the deletion tests look with: the wait for the erasure, and scans
//! of the whole database and the image store for what must be gone.

use cardsmith_server::store::entities::account_deletion;
use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend, EntityTrait, Statement};
use std::path::Path;
use std::time::{Duration, Instant};

/// Waits (at most 30 s) until the account's deletion is erased.
pub async fn deleted_and_erased(db: &DatabaseConnection, user_id: &str) {
    let started = Instant::now();
    loop {
        let deletion = account_deletion::Entity::find_by_id(user_id)
            .one(db)
            .await
            .unwrap();
        if deletion.as_ref().is_some_and(|d| d.finished_at.is_some()) {
            let deletion = deletion.unwrap();
            assert!(deletion.email.is_none() && deletion.username.is_none());
            return;
        }
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the deletion was erased within 30 s: {deletion:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Every file in the local image store of `data_dir`.
pub fn stored_files(data_dir: &Path) -> Vec<String> {
    let mut files = Vec::new();
    collect_files(&data_dir.join("images"), &mut files);
    files
}

fn collect_files(dir: &Path, files: &mut Vec<String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_files(&path, files);
        } else {
            files.push(path.display().to_string());
        }
    }
}

/// Every row of every table, as text, that contains one of `needles`
/// (compared without case): `table: row`.
pub async fn traces_in_database(db: &DatabaseConnection, needles: &[&str]) -> Vec<String> {
    let needles: Vec<String> = needles.iter().map(|n| n.to_lowercase()).collect();
    let mut traces = Vec::new();
    for table in tables(db).await {
        for row in rows_as_text(db, &table).await {
            let lower = row.to_lowercase();
            if needles.iter().any(|needle| lower.contains(needle.as_str())) {
                traces.push(format!("{table}: {row}"));
            }
        }
    }
    traces
}

async fn query_strings(db: &DatabaseConnection, sql: String) -> Vec<String> {
    let backend = db.get_database_backend();
    db.query_all_raw(Statement::from_string(backend, sql))
        .await
        .unwrap()
        .iter()
        .map(|row| {
            row.try_get_by_index::<Option<String>>(0)
                .unwrap()
                .unwrap_or_default()
        })
        .collect()
}

async fn tables(db: &DatabaseConnection) -> Vec<String> {
    let sql = match db.get_database_backend() {
        DbBackend::Postgres => {
            "SELECT table_name::text FROM information_schema.tables \
            WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
        }
        _ => "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    };
    query_strings(db, sql.to_owned()).await
}

/// Each row of `table` as one JSON text: `row_to_json` on PostgreSQL, a
/// `json_array` of every column on SQLite.
async fn rows_as_text(db: &DatabaseConnection, table: &str) -> Vec<String> {
    let sql = match db.get_database_backend() {
        DbBackend::Postgres => format!("SELECT row_to_json(t)::text FROM \"{table}\" t"),
        _ => {
            let columns =
                query_strings(db, format!("SELECT name FROM pragma_table_info('{table}')")).await;
            let quoted: Vec<String> = columns.iter().map(|c| format!("\"{c}\"")).collect();
            format!("SELECT json_array({}) FROM \"{table}\"", quoted.join(", "))
        }
    };
    query_strings(db, sql).await
}
