//! Finding an account for the operator console from whatever a customer or
//! a provider's dashboard gives staff: an address (or part of one), a
//! username, an account, image or card link, or a Stripe checkout session
//! or payment intent.

use super::entities::{image, payment, recipient, user};
use super::images::like_pattern;
use super::users::User;
use sea_orm::sea_query::LikeExpr;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QuerySelect};

/// The most accounts one search lists.
pub const MOST_MATCHES: u64 = 20;

/// What of the account the query matched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchedBy {
    AccountId,
    Email,
    Username,
    Image,
    CardLink,
    CheckoutSession,
    PaymentIntent,
}

impl MatchedBy {
    pub fn name(self) -> &'static str {
        match self {
            MatchedBy::AccountId => "account id",
            MatchedBy::Email => "email",
            MatchedBy::Username => "username",
            MatchedBy::Image => "image",
            MatchedBy::CardLink => "card link",
            MatchedBy::CheckoutSession => "checkout session",
            MatchedBy::PaymentIntent => "payment intent",
        }
    }
}

/// Accounts (not deleted ones) that `query` names; `card_token_hash` is the
/// hash of the query read as a card link's token.
pub async fn find(
    db: &impl ConnectionTrait,
    query: &str,
    card_token_hash: &str,
) -> Result<Vec<(User, MatchedBy)>, DbErr> {
    let mut owners: Vec<(String, MatchedBy)> = Vec::new();
    if let Some(found) = user::Entity::find_by_id(query).one(db).await? {
        owners.push((found.id, MatchedBy::AccountId));
    }
    let image_owner = image::Entity::find_by_id(query)
        .select_only()
        .column(image::Column::UserId)
        .into_tuple::<String>()
        .one(db)
        .await?;
    owners.extend(image_owner.map(|id| (id, MatchedBy::Image)));
    let link_owner = recipient::Entity::find()
        .filter(recipient::Column::TokenHash.eq(card_token_hash))
        .select_only()
        .column(recipient::Column::UserId)
        .into_tuple::<String>()
        .one(db)
        .await?;
    owners.extend(link_owner.map(|id| (id, MatchedBy::CardLink)));
    for (column, matched_by) in [
        (payment::Column::SessionId, MatchedBy::CheckoutSession),
        (payment::Column::PaymentIntent, MatchedBy::PaymentIntent),
    ] {
        let payer = payment::Entity::find()
            .filter(column.eq(query))
            .select_only()
            .column(payment::Column::UserId)
            .into_tuple::<String>()
            .one(db)
            .await?;
        owners.extend(payer.map(|id| (id, matched_by)));
    }
    let mut found = Vec::new();
    for (id, matched_by) in owners {
        if let Some(owner) = user::Entity::find_by_id(id.as_str()).one(db).await? {
            found.push((owner, matched_by));
        }
    }
    let lower = query.to_lowercase();
    let by_name_or_address = user::Entity::find()
        .filter(
            sea_orm::Condition::any()
                .add(user::Column::Username.eq(query))
                .add(user::Column::Email.like(LikeExpr::new(like_pattern(&lower)).escape('\\'))),
        )
        .limit(MOST_MATCHES)
        .all(db)
        .await?;
    for candidate in by_name_or_address {
        let matched_by = if candidate.username == query {
            MatchedBy::Username
        } else {
            MatchedBy::Email
        };
        found.push((candidate, matched_by));
    }
    let mut seen = std::collections::HashSet::new();
    found.retain(|(candidate, _)| {
        candidate.deleted_at.is_none() && seen.insert(candidate.id.clone())
    });
    found.truncate(MOST_MATCHES as usize);
    Ok(found)
}
