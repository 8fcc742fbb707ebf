//! Schema migrations, run at start-up on SQLite and PostgreSQL alike. Each
//! migration spells its schema out: entities change, history does not.

use sea_orm_migration::prelude::*;

mod m0001_accounts_and_credits;
mod m0002_payments;
mod m0003_images;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m0001_accounts_and_credits::Migration),
            Box::new(m0002_payments::Migration),
            Box::new(m0003_images::Migration),
        ]
    }
}
