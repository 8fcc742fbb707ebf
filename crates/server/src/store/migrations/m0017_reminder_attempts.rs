//! A reminder counts its attempts, as a card's recipients do, so one whose
//! email keeps failing is given up instead of tried until its day.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::drop_columns;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // With a default, so an older instance still inserting reminders
        // during a rolling upgrade keeps working.
        let mut attempts = integer("attempts").default(0).take();
        m.alter_table(
            Table::alter()
                .table("reminders")
                .add_column(&mut attempts)
                .take(),
        )
        .await
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        drop_columns(m, "reminders", &["attempts"]).await
    }
}
