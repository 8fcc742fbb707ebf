//! Values every server instance must share, such as the key that signs CSRF
//! tokens: created once by whichever instance starts first.

use super::entities::app_setting;
use super::is_unique_violation;
use sea_orm::{ActiveModelTrait, DatabaseConnection, DbErr, EntityTrait, Set};

/// Returns the stored value for `key`, storing `make()` first if there is none.
#[tracing::instrument(skip_all)]
pub async fn get_or_create(
    db: &DatabaseConnection,
    key: &str,
    make: impl FnOnce() -> String,
) -> Result<String, DbErr> {
    if let Some(found) = app_setting::Entity::find_by_id(key).one(db).await? {
        return Ok(found.value);
    }
    let inserted = app_setting::ActiveModel {
        key: Set(key.to_owned()),
        value: Set(make()),
    }
    .insert(db)
    .await;
    match inserted {
        Ok(row) => Ok(row.value),
        // Another instance stored it first: use theirs.
        Err(err) if is_unique_violation(&err) => app_setting::Entity::find_by_id(key)
            .one(db)
            .await?
            .map(|row| row.value)
            .ok_or(err),
        Err(err) => Err(err),
    }
}
