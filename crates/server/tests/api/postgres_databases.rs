//! A fresh PostgreSQL database per test, copied from a template that holds
//! the migrated schema. Running the migrations for every test took most of a
//! PostgreSQL test's time; a copy of the template takes a few milliseconds.
//! The template is made once per build of the tests, by whichever test
//! process comes first, while the others wait on an advisory lock.

use sea_orm::{ConnectionTrait, Database, DatabaseConnection, TransactionTrait};
use std::time::Duration;

/// The PostgreSQL database test databases are created from: this machine's
/// (see .ci/run) unless `CARDSMITH_TEST_POSTGRES_URL` names another.
pub fn admin_url() -> String {
    std::env::var("CARDSMITH_TEST_POSTGRES_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".into())
}

/// A new database's name and URL.
pub async fn create_postgres_database() -> (String, String) {
    let admin_url = admin_url();
    let admin = Database::connect(admin_url.clone())
        .await
        .expect("connect to PostgreSQL");
    let template = template(&admin, &admin_url).await;
    let name = format!("cardsmith_test_{}", uuid::Uuid::new_v4().simple());
    let create = format!("CREATE DATABASE \"{name}\" TEMPLATE \"{template}\"");
    retry_while_in_use(&admin, &create).await;
    (name.clone(), url_of(&admin_url, &name))
}

/// The template for this build of the tests, made if it is not there yet.
async fn template(admin: &DatabaseConnection, admin_url: &str) -> String {
    let name = format!("cardsmith_template_{}", build_stamp());
    // The lock is a transaction's (released when it ends), so it stays on
    // one connection of the pool; the DDL below runs on others.
    let locked = admin.begin().await.expect("begin");
    locked
        .execute_unprepared("SELECT pg_advisory_xact_lock(4711020)")
        .await
        .expect("lock the template");
    if !exists(admin, &name).await {
        // Made under another name and renamed when complete, so a run that
        // dies halfway leaves no half-made template behind this name.
        let building = format!("{name}_building");
        let _ = admin
            .execute_unprepared(&format!(
                "DROP DATABASE IF EXISTS \"{building}\" WITH (FORCE)"
            ))
            .await;
        admin
            .execute_unprepared(&format!("CREATE DATABASE \"{building}\""))
            .await
            .expect("create the template");
        let migrated = cardsmith_server::store::connect(&url_of(admin_url, &building))
            .await
            .expect("migrate the template");
        migrated.close().await.expect("close the template");
        let rename = format!("ALTER DATABASE \"{building}\" RENAME TO \"{name}\"");
        retry_while_in_use(admin, &rename).await;
        forget_other_templates(admin, &name).await;
    }
    locked.commit().await.expect("unlock the template");
    name
}

/// The test binary's build, so that a changed migration gets a new template.
fn build_stamp() -> String {
    let binary = std::env::current_exe().expect("the test binary");
    let modified = std::fs::metadata(binary)
        .and_then(|meta| meta.modified())
        .expect("the test binary's time");
    let since = modified
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    format!("{}_{}", since.as_secs(), since.subsec_nanos())
}

async fn exists(admin: &DatabaseConnection, name: &str) -> bool {
    let found = admin
        .query_one_raw(sea_orm::Statement::from_string(
            admin.get_database_backend(),
            format!("SELECT 1 FROM pg_database WHERE datname = '{name}'"),
        ))
        .await
        .expect("look for the template");
    found.is_some()
}

/// Templates of builds made an hour or more before this one: a run of an
/// earlier build that is still going (another checkout's, say) keeps its own.
async fn forget_other_templates(admin: &DatabaseConnection, current: &str) {
    let made = |name: &str| -> Option<u64> {
        let stamp = name.strip_prefix("cardsmith_template_")?;
        stamp.split('_').next()?.parse().ok()
    };
    let Some(now) = made(current) else { return };
    let rows = admin
        .query_all_raw(sea_orm::Statement::from_string(
            admin.get_database_backend(),
            "SELECT datname FROM pg_database WHERE datname LIKE 'cardsmith\\_template\\_%'"
                .to_owned(),
        ))
        .await
        .unwrap_or_default();
    for row in rows {
        let Ok(old) = row.try_get::<String>("", "datname") else {
            continue;
        };
        if made(&old).is_some_and(|then| then + 3_600 <= now) {
            let _ = admin
                .execute_unprepared(&format!("DROP DATABASE IF EXISTS \"{old}\""))
                .await;
        }
    }
}

/// Copying or renaming a database needs it without sessions; a session that
/// just closed may take a moment to end on the server.
async fn retry_while_in_use(admin: &DatabaseConnection, sql: &str) {
    for attempt in 0.. {
        match admin.execute_unprepared(sql).await {
            Ok(_) => return,
            Err(error) if attempt < 100 && error.to_string().contains("being accessed") => {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            Err(error) => panic!("{sql}: {error}"),
        }
    }
}

fn url_of(admin_url: &str, database: &str) -> String {
    let base = admin_url
        .rsplit_once('/')
        .map_or(admin_url, |(base, _)| base);
    format!("{base}/{database}")
}
