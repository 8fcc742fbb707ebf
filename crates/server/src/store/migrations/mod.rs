//! Schema migrations, run at start-up on SQLite and PostgreSQL alike. Each
//! migration spells its schema out: entities change, history does not.

use sea_orm_migration::prelude::*;

mod m0001_accounts_and_credits;
mod m0002_payments;
mod m0003_images;
mod m0005_leases_and_refunds;
mod m0006_email_verification;
mod m0007_cards;
mod m0008_card_text_layer;
mod m0009_public_api;
mod m0010_card_sends;
mod m0011_send_controls_and_reminders;
mod m0012_reservation_files;
mod m0013_gallery_search_index;
mod m0014_gallery_version;
mod m0015_display_names;
mod m0016_image_shares;
mod m0017_reminder_attempts;
mod m0018_session_devices;
mod m0019_email_changes;
mod m0020_account_deletions;
mod m0021_two_factor;
mod m0022_data_exports;
mod m0023_passkeys;
mod m0024_staff_console;
mod m0025_moderation;
mod m0026_group_cards;
mod m0027_message_reports;
mod m0028_signer_photos;
mod m0029_image_versions;

/// An index on `cols` of `table`; `.unique()` on the result makes it a unique one.
fn index(table: &'static str, name: &'static str, cols: &[&'static str]) -> IndexCreateStatement {
    let mut index = Index::create();
    index.name(name).table(table);
    for col in cols {
        index.col(*col);
    }
    index.take()
}

/// Adds nullable text columns to `table`, one ALTER TABLE each (SQLite's
/// limit), and drops them again for `down`.
async fn add_text_columns(
    m: &SchemaManager<'_>,
    table: &'static str,
    names: &[&'static str],
) -> Result<(), DbErr> {
    for name in names {
        let mut column = sea_orm_migration::schema::text_null(*name);
        m.alter_table(Table::alter().table(table).add_column(&mut column).take())
            .await?;
    }
    Ok(())
}

async fn drop_columns(
    m: &SchemaManager<'_>,
    table: &'static str,
    names: &[&'static str],
) -> Result<(), DbErr> {
    for name in names {
        m.alter_table(Table::alter().table(table).drop_column(*name).take())
            .await?;
    }
    Ok(())
}

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m0001_accounts_and_credits::Migration),
            Box::new(m0002_payments::Migration),
            Box::new(m0003_images::Migration),
            Box::new(m0005_leases_and_refunds::Migration),
            Box::new(m0006_email_verification::Migration),
            Box::new(m0007_cards::Migration),
            Box::new(m0008_card_text_layer::Migration),
            Box::new(m0009_public_api::Migration),
            Box::new(m0010_card_sends::Migration),
            Box::new(m0011_send_controls_and_reminders::Migration),
            Box::new(m0012_reservation_files::Migration),
            Box::new(m0013_gallery_search_index::Migration),
            Box::new(m0014_gallery_version::Migration),
            Box::new(m0015_display_names::Migration),
            Box::new(m0016_image_shares::Migration),
            Box::new(m0017_reminder_attempts::Migration),
            Box::new(m0018_session_devices::Migration),
            Box::new(m0019_email_changes::Migration),
            Box::new(m0020_account_deletions::Migration),
            Box::new(m0021_two_factor::Migration),
            Box::new(m0022_data_exports::Migration),
            Box::new(m0023_passkeys::Migration),
            Box::new(m0024_staff_console::Migration),
            Box::new(m0025_moderation::Migration),
            Box::new(m0026_group_cards::Migration),
            Box::new(m0027_message_reports::Migration),
            Box::new(m0028_signer_photos::Migration),
            Box::new(m0029_image_versions::Migration),
        ]
    }
}
