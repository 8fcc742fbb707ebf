//! Generated images: storing a finished one, owner-only look-ups, the
//! gallery query (search, category filter, pages) and deletion. Every
//! look-up takes the owner's id, so another user's image is simply not found.

use super::entities::image;
use super::gallery_counts::{self, CountQuery, GalleryCounts};
use super::image_requests::{self, Claim};
use super::ledger;
use cardsmith_domain::gallery::{GalleryFilter, WORD_SEPARATORS};
use sea_orm::sea_query::{BinOper, Expr, ExprTrait, Func, SimpleExpr};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, DatabaseConnection, DbBackend, DbErr, EntityTrait,
    PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Select, TransactionTrait,
};

pub type Image = image::Model;

/// Newest first; the id breaks ties between images made in the same instant.
fn newest_first(select: Select<image::Entity>) -> Select<image::Entity> {
    select
        .order_by_desc(image::Column::CreatedAt)
        .order_by_desc(image::Column::Id)
}

/// Why a finished image was not recorded.
#[derive(Debug, thiserror::Error)]
pub enum InsertError {
    /// Its reservation was refunded meanwhile (its lease lapsed): the work
    /// counts as interrupted and must not be kept for free.
    #[error("the reservation is no longer pending")]
    NotReserved,
    #[error(transparent)]
    Db(#[from] DbErr),
}

/// Stores a finished image, settles the reservation that paid for it and, for
/// a request with an idempotency key, marks the key as done: all or nothing,
/// so a crash can neither keep an unpaid image nor charge for a lost one.
#[tracing::instrument(skip(db, image, claim), fields(image_id = %image.id), err)]
pub async fn insert(
    db: &DatabaseConnection,
    image: Image,
    reservation_id: &str,
    claim: Option<&Claim>,
) -> Result<Image, InsertError> {
    let txn = db.begin().await?;
    // The insert comes first: a write transaction must start with a write.
    let image = image::ActiveModel::from(image).insert(&txn).await?;
    if !ledger::settle(&txn, reservation_id).await? {
        txn.rollback().await?;
        return Err(InsertError::NotReserved);
    }
    if let Some(claim) = claim {
        image_requests::complete_in(&txn, claim, &image.id).await?;
    }
    gallery_counts::changed(&txn, &image.user_id).await?;
    txn.commit().await?;
    Ok(image)
}

pub async fn find_for_user(
    db: &DatabaseConnection,
    user_id: &str,
    image_id: &str,
) -> Result<Option<Image>, DbErr> {
    image::Entity::find_by_id(image_id)
        .filter(image::Column::UserId.eq(user_id))
        .one(db)
        .await
}

/// Those of `image_ids` the user still has.
pub async fn find_many_for_user(
    db: &DatabaseConnection,
    user_id: &str,
    image_ids: &[&str],
) -> Result<Vec<Image>, DbErr> {
    image::Entity::find()
        .filter(image::Column::UserId.eq(user_id))
        .filter(image::Column::Id.is_in(image_ids.iter().copied()))
        .all(db)
        .await
}

/// What the gallery asks for; `page` counts from 1.
#[derive(Debug, Clone)]
pub struct ListQuery<'a> {
    pub user_id: &'a str,
    pub search: Option<&'a str>,
    pub filter: Option<GalleryFilter>,
    pub page: u64,
    pub limit: u64,
}

#[derive(Debug)]
pub struct ImagePage {
    pub images: Vec<Image>,
    /// How many images match, on all pages together.
    pub total: u64,
}

pub async fn list(
    db: &DatabaseConnection,
    counts: &GalleryCounts,
    query: &ListQuery<'_>,
) -> Result<ImagePage, DbErr> {
    let mut matching = Condition::all().add(image::Column::UserId.eq(query.user_id));
    if let Some(search) = query.search.filter(|s| !s.is_empty()) {
        matching = matching.add(prompt_contains(db.get_database_backend(), search));
    }
    if let Some(filter) = query.filter {
        let words = prompt_words();
        let any_keyword = filter
            .word_forms()
            .iter()
            .fold(Condition::any(), |any, form| {
                any.add(words.clone().like(format!("% {form} %")))
            });
        matching = matching.add(any_keyword);
    }
    let counted = CountQuery {
        user_id: query.user_id,
        search: query.search.filter(|s| !s.is_empty()),
        filter: query.filter,
    };
    let total = counts
        .total(db, counted, async || {
            image::Entity::find()
                .filter(matching.clone())
                .count(db)
                .await
        })
        .await?;
    // Far past the last page is simply empty; the database wants a signed offset.
    let offset = Ord::min(
        query.page.saturating_sub(1).saturating_mul(query.limit),
        i64::MAX as u64,
    );
    let images = newest_first(image::Entity::find().filter(matching))
        .offset(offset)
        .limit(query.limit)
        .all(db)
        .await?;
    Ok(ImagePage { images, total })
}

/// The user's `count` newest images.
pub async fn recent(
    db: &DatabaseConnection,
    user_id: &str,
    count: u64,
) -> Result<Vec<Image>, DbErr> {
    newest_first(image::Entity::find().filter(image::Column::UserId.eq(user_id)))
        .limit(count)
        .all(db)
        .await
}

/// Every version of the user's image `image_id` still kept, oldest first:
/// the first image of its line and every revision made from the line.
/// Empty when the image is not the user's.
pub async fn versions(
    db: &DatabaseConnection,
    user_id: &str,
    image_id: &str,
) -> Result<Vec<Image>, DbErr> {
    let Some(image) = find_for_user(db, user_id, image_id).await? else {
        return Ok(Vec::new());
    };
    let root = image.version_root.unwrap_or(image.id);
    image::Entity::find()
        .filter(image::Column::UserId.eq(user_id))
        .filter(
            Condition::any()
                .add(image::Column::Id.eq(root.as_str()))
                .add(image::Column::VersionRoot.eq(root.as_str())),
        )
        .order_by_asc(image::Column::CreatedAt)
        .order_by_asc(image::Column::Id)
        .all(db)
        .await
}

pub async fn count_for_user(db: &DatabaseConnection, user_id: &str) -> Result<u64, DbErr> {
    image::Entity::find()
        .filter(image::Column::UserId.eq(user_id))
        .count(db)
        .await
}

/// New words on a card: its new file, the art it was lettered from, and
/// the words with their layout.
pub struct CardWordsUpdate<'a> {
    pub user_id: &'a str,
    pub image_id: &'a str,
    /// The file the lettering replaces: the update applies only if the card
    /// still has it, so of two concurrent edits neither is half-applied.
    pub replaces_file_key: &'a str,
    pub file_key: &'a str,
    pub art_key: &'a str,
    pub text: &'a str,
    pub position: image::TextPosition,
    pub scheme: image::TextScheme,
}

/// Points the card at its newly lettered file; `None` if it was edited or
/// deleted meanwhile.
#[tracing::instrument(skip_all, fields(user_id = %update.user_id, image_id = %update.image_id), err)]
pub async fn set_card_words(
    db: &DatabaseConnection,
    update: &CardWordsUpdate<'_>,
) -> Result<Option<Image>, DbErr> {
    let text = (!update.text.is_empty()).then(|| update.text.to_owned());
    let result = image::Entity::update_many()
        .col_expr(image::Column::FileKey, Expr::value(update.file_key))
        .col_expr(image::Column::ArtKey, Expr::value(update.art_key))
        .col_expr(image::Column::CardText, Expr::value(text))
        .col_expr(
            image::Column::CardTextPosition,
            Expr::value(update.position),
        )
        .col_expr(image::Column::CardTextScheme, Expr::value(update.scheme))
        .filter(image::Column::Id.eq(update.image_id))
        .filter(image::Column::UserId.eq(update.user_id))
        .filter(image::Column::FileKey.eq(update.replaces_file_key))
        .exec(db)
        .await?;
    if result.rows_affected != 1 {
        return Ok(None);
    }
    find_for_user(db, update.user_id, update.image_id).await
}

/// Gives the user's image `token` unless it is shared already; `None` if the
/// user has no such image. Either way the answer is the token in force, so
/// two requests at once agree on one link.
#[tracing::instrument(skip_all, fields(user_id = %user_id, image_id = %image_id), err)]
pub async fn share(
    db: &DatabaseConnection,
    user_id: &str,
    image_id: &str,
    token: &str,
) -> Result<Option<String>, DbErr> {
    image::Entity::update_many()
        .col_expr(image::Column::ShareToken, Expr::value(token))
        .filter(image::Column::Id.eq(image_id))
        .filter(image::Column::UserId.eq(user_id))
        .filter(image::Column::ShareToken.is_null())
        .exec(db)
        .await?;
    Ok(find_for_user(db, user_id, image_id)
        .await?
        .and_then(|image| image.share_token))
}

/// Turns sharing off: the old link finds nothing from now on. False if the
/// user has no such image.
#[tracing::instrument(skip_all, fields(user_id = %user_id, image_id = %image_id), err)]
pub async fn unshare(
    db: &DatabaseConnection,
    user_id: &str,
    image_id: &str,
) -> Result<bool, DbErr> {
    image::Entity::update_many()
        .col_expr(
            image::Column::ShareToken,
            Expr::value(Option::<String>::None),
        )
        .filter(image::Column::Id.eq(image_id))
        .filter(image::Column::UserId.eq(user_id))
        .exec(db)
        .await?;
    Ok(find_for_user(db, user_id, image_id).await?.is_some())
}

/// The image shared under `token`, whoever owns it.
pub async fn find_shared(db: &DatabaseConnection, token: &str) -> Result<Option<Image>, DbErr> {
    image::Entity::find()
        .filter(image::Column::ShareToken.eq(token))
        .one(db)
        .await
}

/// The ids of every image the user has, newest first.
pub async fn ids_for_user(db: &DatabaseConnection, user_id: &str) -> Result<Vec<String>, DbErr> {
    image::Entity::find()
        .select_only()
        .column(image::Column::Id)
        .filter(image::Column::UserId.eq(user_id))
        .order_by_desc(image::Column::CreatedAt)
        .into_tuple()
        .all(db)
        .await
}

/// Removes the row; false if the user has no such image.
#[tracing::instrument(skip_all, fields(user_id = %user_id, image_id = %image_id))]
pub async fn delete_for_user(
    db: &DatabaseConnection,
    user_id: &str,
    image_id: &str,
) -> Result<bool, DbErr> {
    let txn = db.begin().await?;
    let result = image::Entity::delete_many()
        .filter(image::Column::Id.eq(image_id))
        .filter(image::Column::UserId.eq(user_id))
        .exec(&txn)
        .await?;
    let deleted = result.rows_affected == 1;
    if deleted {
        gallery_counts::changed(&txn, user_id).await?;
    }
    txn.commit().await?;
    Ok(deleted)
}

/// A case-insensitive substring test on the prompt, with the needle's own
/// `%` and `_` matched literally. PostgreSQL: `lower(prompt) LIKE lower(?)`,
/// served by a trigram index. SQLite: `prompt LIKE ?`, which is the same test
/// there (its LIKE ignores ASCII case, and its lower() folds nothing else)
/// and can be answered from the index that carries the prompt.
fn prompt_contains(backend: DbBackend, needle: &str) -> SimpleExpr {
    let escaped = |pattern: SimpleExpr| {
        SimpleExpr::Binary(
            Box::new(pattern),
            BinOper::Escape,
            Box::new(SimpleExpr::Constant('\\'.into())),
        )
    };
    let pattern = Expr::val(like_pattern(needle));
    match backend {
        DbBackend::Sqlite => {
            Expr::col(image::Column::Prompt).binary(BinOper::Like, escaped(pattern))
        }
        _ => Expr::expr(Func::lower(Expr::col(image::Column::Prompt)))
            .binary(BinOper::Like, escaped(Func::lower(pattern).into())),
    }
}

/// The prompt as ` word word … `: lower case, every word separator of
/// [`WORD_SEPARATORS`] turned into a space, and a space at each end, so that
/// `LIKE '% art %'` finds the whole word "art" (and not "party") the same way
/// on SQLite and PostgreSQL. The separators are constants, so the expression
/// is written out rather than bound: one query can hold many of them.
fn prompt_words() -> SimpleExpr {
    let mut sql = String::from("LOWER(\"prompt\")");
    for separator in WORD_SEPARATORS.iter().filter(|c| **c != ' ') {
        let literal = separator.to_string().replace('\'', "''");
        sql = format!("REPLACE({sql}, '{literal}', ' ')");
    }
    Expr::cust(format!("(' ' || {sql} || ' ')"))
}

/// `%needle%` with LIKE's special characters escaped by a backslash.
pub fn like_pattern(needle: &str) -> String {
    let mut pattern = String::with_capacity(needle.len() + 2);
    pattern.push('%');
    for c in needle.chars() {
        if matches!(c, '\\' | '%' | '_') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn like_wildcards_in_the_needle_are_escaped() {
        assert_eq!(like_pattern("cake"), "%cake%");
        assert_eq!(like_pattern("50%_off"), "%50\\%\\_off%");
        assert_eq!(like_pattern("a\\b"), "%a\\\\b%");
    }
}
