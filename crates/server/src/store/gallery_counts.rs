//! Remembered gallery totals. Counting the matches of a search means reading
//! every prompt of the user's gallery (about a millisecond for 10,000
//! images), and the gallery asks again for every page it shows. A total is
//! remembered under the user's gallery version, which every image stored or
//! deleted raises in the same transaction, so a remembered total is never
//! served for a gallery that has changed, whichever instance changed it.

use super::entities::user;
use cardsmith_domain::gallery::GalleryFilter;
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QuerySelect};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Totals kept at most; past that the memory starts over. A miss costs one
/// count, which is what every request cost without it.
const CAPACITY: usize = 10_000;

#[derive(Clone, PartialEq, Eq, Hash)]
struct Key {
    user_id: String,
    version: i64,
    search: Option<String>,
    filter: Option<GalleryFilter>,
}

#[derive(Clone, Default)]
pub struct GalleryCounts {
    totals: Arc<Mutex<HashMap<Key, u64>>>,
}

/// What a total is remembered for: one user's gallery at one version, with
/// one search and filter.
pub struct CountQuery<'a> {
    pub user_id: &'a str,
    pub search: Option<&'a str>,
    pub filter: Option<GalleryFilter>,
}

impl GalleryCounts {
    /// The remembered total, or `count`'s answer. A total is remembered only
    /// when the gallery's version was the same before and after counting, so
    /// an image stored meanwhile cannot be filed under the older version.
    pub async fn total<F>(
        &self,
        db: &impl ConnectionTrait,
        query: CountQuery<'_>,
        count: F,
    ) -> Result<u64, DbErr>
    where
        F: AsyncFnOnce() -> Result<u64, DbErr>,
    {
        let Some(version) = version(db, query.user_id).await? else {
            return count().await;
        };
        let key = Key {
            user_id: query.user_id.to_owned(),
            version,
            search: query.search.map(str::to_owned),
            filter: query.filter,
        };
        if let Some(total) = self.lock().get(&key) {
            return Ok(*total);
        }
        let total = count().await?;
        if self::version(db, query.user_id).await? == Some(version) {
            let mut totals = self.lock();
            if totals.len() >= CAPACITY {
                totals.clear();
            }
            totals.insert(key, total);
        }
        Ok(total)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Key, u64>> {
        // A panic while holding the lock cannot leave a half-written total.
        self.totals
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

async fn version(db: &impl ConnectionTrait, user_id: &str) -> Result<Option<i64>, DbErr> {
    user::Entity::find_by_id(user_id)
        .select_only()
        .column(user::Column::GalleryVersion)
        .into_tuple::<i64>()
        .one(db)
        .await
}

/// Raises the user's gallery version; called in the transaction that stores
/// or deletes one of their images.
pub async fn changed(db: &impl ConnectionTrait, user_id: &str) -> Result<(), DbErr> {
    user::Entity::update_many()
        .col_expr(
            user::Column::GalleryVersion,
            Expr::col(user::Column::GalleryVersion).add(1),
        )
        .filter(user::Column::Id.eq(user_id))
        .exec(db)
        .await?;
    Ok(())
}
