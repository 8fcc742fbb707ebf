//! Who is staff, and with which role. Changed only from the server's
//! command line (`cardsmith staff`), never over the web.

use super::entities::staff_member::{self, StaffRole};
use super::now;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ConnectionTrait, DbErr, EntityTrait, QueryOrder, Set};

pub type StaffMember = staff_member::Model;

pub async fn role_of(db: &impl ConnectionTrait, user_id: &str) -> Result<Option<StaffRole>, DbErr> {
    Ok(staff_member::Entity::find_by_id(user_id)
        .one(db)
        .await?
        .map(|member| member.role))
}

/// Makes the account staff with `role`, or changes its role.
pub async fn grant(db: &impl ConnectionTrait, user_id: &str, role: StaffRole) -> Result<(), DbErr> {
    staff_member::Entity::insert(staff_member::ActiveModel {
        user_id: Set(user_id.to_owned()),
        role: Set(role),
        granted_at: Set(now()),
    })
    .on_conflict(
        OnConflict::column(staff_member::Column::UserId)
            .update_columns([staff_member::Column::Role, staff_member::Column::GrantedAt])
            .to_owned(),
    )
    .exec(db)
    .await?;
    Ok(())
}

/// Whether the account was staff.
pub async fn revoke(db: &impl ConnectionTrait, user_id: &str) -> Result<bool, DbErr> {
    let result = staff_member::Entity::delete_by_id(user_id).exec(db).await?;
    Ok(result.rows_affected > 0)
}

pub async fn list(db: &impl ConnectionTrait) -> Result<Vec<StaffMember>, DbErr> {
    staff_member::Entity::find()
        .order_by_asc(staff_member::Column::GrantedAt)
        .all(db)
        .await
}
