//! Indexes for the gallery's search, a case-insensitive substring of the
//! prompt. On SQLite, where LIKE ignores ASCII case by itself, the user's
//! index carries the prompt too, so counting and listing matches reads that
//! index alone. On PostgreSQL, a trigram index on the lower-cased prompt
//! serves `lower(prompt) LIKE …` (pg_trgm ships with PostgreSQL and may be
//! created by a database owner).

use sea_orm::DbBackend;
use sea_orm_migration::prelude::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        match db.get_database_backend() {
            DbBackend::Sqlite => {
                db.execute_unprepared(
                    "CREATE INDEX idx_images_user_created_prompt \
                     ON images (user_id, created_at, prompt)",
                )
                .await?;
                db.execute_unprepared("DROP INDEX idx_images_user_created")
                    .await?;
            }
            _ => {
                db.execute_unprepared("CREATE EXTENSION IF NOT EXISTS pg_trgm")
                    .await?;
                db.execute_unprepared(
                    "CREATE INDEX idx_images_prompt_trigrams \
                     ON images USING gin (lower(prompt) gin_trgm_ops)",
                )
                .await?;
            }
        }
        Ok(())
    }

    async fn down(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        match db.get_database_backend() {
            DbBackend::Sqlite => {
                db.execute_unprepared(
                    "CREATE INDEX idx_images_user_created ON images (user_id, created_at)",
                )
                .await?;
                db.execute_unprepared("DROP INDEX idx_images_user_created_prompt")
                    .await?;
            }
            _ => {
                db.execute_unprepared("DROP INDEX idx_images_prompt_trigrams")
                    .await?;
            }
        }
        Ok(())
    }
}
