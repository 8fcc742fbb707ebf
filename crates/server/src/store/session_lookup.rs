//! The session lookup every signed-in request starts with.
//!
//! On SQLite the row is read in place, on the runtime's own thread, through a
//! few read-only connections of the lookup's own. sqlx runs each SQLite
//! connection on a worker thread of its own: a query on a pooled connection
//! crosses to that thread and back, and handing the connection back crosses
//! again (sqlx pings every returned connection) from a task spawned for it.
//! Those crossings cost several times the read itself: one row found by its
//! primary key in pages SQLite keeps in memory, a few microseconds.
//!
//! The in-place read never waits: its connections have no busy timeout, and
//! when none is free, or one is busy, fails, or holds a value it cannot
//! decode, the lookup reads through the pool as it does on PostgreSQL.

use super::entities::{session, user};
use super::sessions::{self, Found};
use super::users::User;
use rusqlite::{Connection, OpenFlags, OptionalExtension, Row};
use sea_orm::{DatabaseConnection, DbBackend, DbErr, EntityTrait};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// More than the runtime's worker threads, so a free one is nearly always
/// found without waiting.
const CONNECTIONS: usize = 4;

/// The session and its account, in the order `decode` reads them. An inner
/// join: a session without its account is no session (as with the pool).
const SQL: &str = "SELECT s.token_hash, s.user_id, s.created_at, s.last_seen_at, s.expires_at, \
    s.user_agent, s.second_factor_at, u.id, u.username, u.username_key, u.email, u.password_hash, \
    u.credits_tenths, u.created_at, u.email_verified_at, u.gallery_version, u.display_name, \
    u.deleted_at, u.suspended_at \
    FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ?1";

#[derive(Clone)]
pub struct SessionLookup {
    db: DatabaseConnection,
    in_place: Option<Arc<InPlace>>,
}

struct InPlace {
    file: PathBuf,
    /// Empty until first used, and again after a read failed on it.
    connections: Vec<Mutex<Option<Connection>>>,
    next: AtomicUsize,
}

impl SessionLookup {
    pub fn new(db: DatabaseConnection) -> SessionLookup {
        let in_place = sqlite_file(&db).map(|file| {
            Arc::new(InPlace {
                file,
                connections: (0..CONNECTIONS).map(|_| Mutex::new(None)).collect(),
                next: AtomicUsize::new(0),
            })
        });
        SessionLookup { db, in_place }
    }

    /// The account behind a live session (see `sessions::accept`).
    pub async fn resolve(&self, token_hash: &str) -> Result<Option<User>, DbErr> {
        let found = match self.in_place.as_ref().and_then(|it| it.find(token_hash)) {
            Some(found) => found,
            None => {
                session::Entity::find_by_id(token_hash)
                    .find_also_related(user::Entity)
                    .one(&self.db)
                    .await?
            }
        };
        sessions::accept(&self.db, token_hash, found).await
    }
}

/// The database file, for SQLite on disk (an in-memory database cannot be
/// opened a second time).
fn sqlite_file(db: &DatabaseConnection) -> Option<PathBuf> {
    if db.get_database_backend() != DbBackend::Sqlite {
        return None;
    }
    let options = db.get_sqlite_connection_pool().connect_options();
    let file = options.get_filename();
    let in_memory = file.as_os_str().is_empty() || file.to_string_lossy().contains(":memory:");
    (!in_memory).then(|| file.to_owned())
}

impl InPlace {
    /// The session's row, or None when it could not be read here.
    fn find(&self, token_hash: &str) -> Option<Found> {
        let start = self.next.fetch_add(1, Ordering::Relaxed);
        let slot = (0..CONNECTIONS).find_map(|offset| {
            self.connections[(start + offset) % CONNECTIONS]
                .try_lock()
                .ok()
        });
        let mut slot = slot?;
        match read(&self.file, &mut slot, token_hash) {
            Ok(found) => Some(found),
            Err(err) => {
                tracing::debug!(%err, "session read in place failed; reading through the pool");
                // Opened afresh next time, in case the connection itself broke.
                *slot = None;
                None
            }
        }
    }
}

fn read(file: &Path, slot: &mut Option<Connection>, token_hash: &str) -> rusqlite::Result<Found> {
    let connection = match slot {
        Some(connection) => connection,
        None => slot.insert(open(file)?),
    };
    let mut statement = connection.prepare_cached(SQL)?;
    statement.query_row([token_hash], decode).optional()
}

/// Read-only, and busy at once rather than waiting: the runtime's thread
/// must not block on another connection's lock.
fn open(file: &Path) -> rusqlite::Result<Connection> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let connection = Connection::open_with_flags(file, flags)?;
    connection.busy_timeout(Duration::ZERO)?;
    Ok(connection)
}

fn decode(row: &Row<'_>) -> rusqlite::Result<(session::Model, Option<user::Model>)> {
    let session = session::Model {
        token_hash: row.get(0)?,
        user_id: row.get(1)?,
        created_at: row.get(2)?,
        last_seen_at: row.get(3)?,
        expires_at: row.get(4)?,
        user_agent: row.get(5)?,
        second_factor_at: row.get(6)?,
    };
    let user = user::Model {
        id: row.get(7)?,
        username: row.get(8)?,
        username_key: row.get(9)?,
        email: row.get(10)?,
        password_hash: row.get(11)?,
        credits_tenths: row.get(12)?,
        created_at: row.get(13)?,
        email_verified_at: row.get(14)?,
        gallery_version: row.get(15)?,
        display_name: row.get(16)?,
        deleted_at: row.get(17)?,
        suspended_at: row.get(18)?,
    };
    Ok((session, Some(user)))
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn database() -> (PathBuf, DatabaseConnection) {
        let dir = std::env::temp_dir().join(format!("cardsmith-lookup-{}", super::super::new_id()));
        std::fs::create_dir_all(&dir).unwrap();
        let url = format!("sqlite://{}/cardsmith.db?mode=rwc", dir.display());
        (dir, super::super::connect(&url).await.unwrap())
    }

    #[tokio::test]
    async fn the_in_place_read_finds_what_the_pool_finds() {
        let (dir, db) = database().await;
        use cardsmith_domain::account::{Email, Username};
        let (username, email) = (
            Username::parse("ona").unwrap(),
            Email::parse("ona@example.com").unwrap(),
        );
        let bonus = crate::store::users::Bonus::Now;
        crate::store::users::create(
            &db,
            &username,
            Some("Ona Lee"),
            &email,
            "no-hash".into(),
            bonus,
            Some(crate::store::sessions::NewSession {
                token_hash: "a-token-hash",
                user_agent: Some("Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0"),
                second_factor: false,
            }),
        )
        .await
        .unwrap();
        let lookup = SessionLookup::new(db.clone());
        let in_place = lookup
            .in_place
            .as_ref()
            .expect("SQLite on disk is read in place");

        let read = in_place.find("a-token-hash").expect("read in place");
        let pooled = session::Entity::find_by_id("a-token-hash")
            .find_also_related(user::Entity)
            .one(&db)
            .await
            .unwrap();
        assert_eq!(read, pooled);
        assert_eq!(in_place.find("no-such-session"), Some(None));
        std::fs::remove_dir_all(&dir).ok();
    }

    #[tokio::test]
    async fn a_connection_whose_read_fails_is_opened_again_and_the_pool_answers_meanwhile() {
        let (dir, db) = database().await;
        let lookup = SessionLookup::new(db);
        let in_place = lookup.in_place.as_ref().unwrap();
        // Connections to a database without the sessions table: reads on them fail.
        let elsewhere = dir.join("empty.db");
        Connection::open(&elsewhere).unwrap();
        for slot in &in_place.connections {
            *slot.lock().unwrap() = Some(open(&elsewhere).unwrap());
        }

        // Each lookup takes the next connection in turn, fails on it and
        // answers through the pool.
        for _ in 0..CONNECTIONS {
            let answered = lookup.resolve("no-such-session").await.unwrap();
            assert!(answered.is_none(), "an unknown session is nobody's");
        }
        let closed = in_place
            .connections
            .iter()
            .all(|slot| slot.lock().unwrap().is_none());
        assert!(closed, "every connection a read failed on was let go");
        assert_eq!(in_place.find("no-such-session"), Some(None), "opened again");
        std::fs::remove_dir_all(&dir).ok();
    }
}
