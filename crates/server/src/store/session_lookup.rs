//! The session lookup every signed-in request starts with, on connections of
//! its own when the database is SQLite.
//!
//! sqlx runs each SQLite connection on a worker thread of its own. A query on
//! a pooled connection crosses to that thread and back, and handing the
//! connection back to the pool crosses again (sqlx pings every returned
//! connection) from a task spawned for the purpose. A connection held here
//! costs one crossing per lookup, and the statement's SQL is made once, so
//! the lookup costs about half of what a pooled query does. Only reads run
//! here: the rare writes (last-seen, an expired session) go through the pool.
//!
//! PostgreSQL's pooled connections need neither: they run on the runtime.

use super::entities::{session, user};
use super::sessions::{self, Found};
use super::users::User;
use sea_orm::sqlx::sqlite::SqliteConnection;
use sea_orm::sqlx::{AssertSqlSafe, ConnectOptions};
use sea_orm::{
    DatabaseConnection, DbBackend, DbErr, EntityTrait, QueryResult, QueryTrait, RuntimeErr,
    SelectTwoModel, SelectorTrait,
};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use tokio::sync::Mutex;

/// Connections held for lookups: SQLite serves reads side by side in WAL
/// mode, and two keep both cores of a small machine busy without leaving
/// many idle threads.
const HELD_CONNECTIONS: usize = 2;

#[derive(Clone)]
pub struct SessionLookup {
    db: DatabaseConnection,
    held: Option<Arc<Held>>,
}

struct Held {
    /// Empty after a connection failed; opened again by the next lookup.
    connections: Vec<Mutex<Option<SqliteConnection>>>,
    next: AtomicUsize,
    /// The same statement SeaORM makes for `find_also_related`, with the
    /// token hash as its one parameter.
    sql: Arc<str>,
}

impl SessionLookup {
    pub fn new(db: DatabaseConnection) -> SessionLookup {
        let held = (db.get_database_backend() == DbBackend::Sqlite).then(|| {
            let sql = find(String::new())
                .build(DbBackend::Sqlite)
                .sql
                .into_boxed_str()
                .into();
            Arc::new(Held {
                connections: (0..HELD_CONNECTIONS).map(|_| Mutex::new(None)).collect(),
                next: AtomicUsize::new(0),
                sql,
            })
        });
        SessionLookup { db, held }
    }

    /// The account behind a live session (see `sessions::accept`).
    pub async fn resolve(&self, token_hash: &str) -> Result<Option<User>, DbErr> {
        let found = match &self.held {
            Some(held) => held.find(&self.db, token_hash).await?,
            None => find(token_hash.to_owned()).one(&self.db).await?,
        };
        sessions::accept(&self.db, token_hash, found).await
    }
}

fn find(token_hash: String) -> sea_orm::SelectTwo<session::Entity, user::Entity> {
    session::Entity::find_by_id(token_hash).find_also_related(user::Entity)
}

impl Held {
    async fn find(&self, db: &DatabaseConnection, token_hash: &str) -> Result<Found, DbErr> {
        let mut slot = self.free_connection().await;
        let connection = match slot.as_mut() {
            Some(connection) => connection,
            None => slot.insert(open(db).await?),
        };
        let row = sea_orm::sqlx::query(AssertSqlSafe(self.sql.clone()))
            .bind(token_hash)
            .fetch_optional(&mut *connection)
            .await;
        let row = match row {
            Ok(row) => row,
            Err(err) => {
                // Opened afresh next time, in case the connection itself broke.
                *slot = None;
                return Err(DbErr::Query(RuntimeErr::SqlxError(err.into())));
            }
        };
        row.map(|row| SelectTwoModel::from_raw_query_result(QueryResult::from(row)))
            .transpose()
    }

    /// A connection no lookup is using, or the next one in turn to wait for.
    async fn free_connection(&self) -> tokio::sync::MutexGuard<'_, Option<SqliteConnection>> {
        let start = self.next.fetch_add(1, Ordering::Relaxed);
        let count = self.connections.len();
        for offset in 0..count {
            if let Ok(guard) = self.connections[(start + offset) % count].try_lock() {
                return guard;
            }
        }
        self.connections[start % count].lock().await
    }
}

/// A connection with the pool's settings (WAL, busy timeout, foreign keys).
async fn open(db: &DatabaseConnection) -> Result<SqliteConnection, DbErr> {
    db.get_sqlite_connection_pool()
        .connect_options()
        .connect()
        .await
        .map_err(|err| DbErr::Conn(RuntimeErr::SqlxError(err.into())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use sea_orm::sqlx::sqlite::SqliteConnectOptions;
    use std::str::FromStr;

    #[tokio::test]
    async fn a_held_connection_that_fails_is_opened_again() {
        let dir = std::env::temp_dir().join(format!("cardsmith-lookup-{}", super::super::new_id()));
        std::fs::create_dir_all(&dir).unwrap();
        let url = |file: &str| format!("sqlite://{}/{file}?mode=rwc", dir.display());
        let db = super::super::connect(&url("cardsmith.db")).await.unwrap();
        let lookup = SessionLookup::new(db);
        let held = lookup
            .held
            .as_ref()
            .expect("SQLite lookups hold connections");
        // Connections to a database without the sessions table: lookups on them fail.
        let elsewhere = SqliteConnectOptions::from_str(&url("empty.db")).unwrap();
        for slot in &held.connections {
            *slot.lock().await = Some(elsewhere.connect().await.unwrap());
        }

        for _ in 0..HELD_CONNECTIONS {
            let failed = lookup.resolve("no-such-session").await.unwrap_err();
            assert!(failed.to_string().contains("no such table"), "{failed}");
        }
        for _ in 0..HELD_CONNECTIONS {
            let found = lookup.resolve("no-such-session").await.unwrap();
            assert!(found.is_none(), "an unknown session is nobody's");
        }
        std::fs::remove_dir_all(&dir).ok();
    }
}
