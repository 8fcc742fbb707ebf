//! Credit packages: read from an editable TOML file and applied to the
//! database at start-up, so every instance lists the same packages.

use super::entities::credit_package;
use anyhow::{Context, bail};
use sea_orm::sea_query::OnConflict;
use sea_orm::{ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder, Set};
use serde::Deserialize;
use std::path::Path;
use std::sync::{Arc, RwLock};
use std::time::Instant;

pub type Package = credit_package::Model;

const BUILT_IN: &str = include_str!("../../config/credit-packages.toml");

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PackageFile {
    package: Vec<PackageSpec>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PackageSpec {
    id: String,
    name: String,
    price_cents: i64,
    credits: i64,
    validity_days: i32,
    #[serde(default)]
    popular: bool,
    description: String,
    #[serde(default)]
    features: Vec<String>,
}

/// Reads the package file (or the built-in one) and checks it.
pub fn load(path: Option<&Path>) -> anyhow::Result<Vec<Package>> {
    let text = match path {
        Some(path) => std::fs::read_to_string(path)
            .with_context(|| format!("Failed to read the packages file {}", path.display()))?,
        None => BUILT_IN.to_owned(),
    };
    let file: PackageFile = toml::from_str(&text).context("Failed to parse the packages file")?;
    let mut packages = Vec::new();
    for (position, spec) in file.package.into_iter().enumerate() {
        let valid_id = !spec.id.is_empty()
            && spec
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if !valid_id || spec.price_cents <= 0 || spec.credits <= 0 || spec.validity_days <= 0 {
            bail!(
                "Package '{}' needs a lowercase id and positive price, credits and validity",
                spec.id
            );
        }
        if packages.iter().any(|p: &Package| p.id == spec.id) {
            bail!("Package id '{}' appears twice", spec.id);
        }
        packages.push(Package {
            id: spec.id,
            name: spec.name,
            price_cents: spec.price_cents,
            credits: spec.credits,
            description: spec.description,
            features: serde_json::to_string(&spec.features)?,
            validity_days: spec.validity_days,
            popular: spec.popular,
            sort_order: position as i32,
        });
    }
    if packages.is_empty() {
        bail!("The packages file lists no package");
    }
    Ok(packages)
}

/// Makes the table hold exactly these packages.
#[tracing::instrument(skip_all)]
pub async fn apply(db: &DatabaseConnection, packages: &[Package]) -> Result<(), DbErr> {
    for package in packages {
        let row = credit_package::ActiveModel {
            id: Set(package.id.clone()),
            name: Set(package.name.clone()),
            price_cents: Set(package.price_cents),
            credits: Set(package.credits),
            description: Set(package.description.clone()),
            features: Set(package.features.clone()),
            validity_days: Set(package.validity_days),
            popular: Set(package.popular),
            sort_order: Set(package.sort_order),
        };
        let update_all = OnConflict::column(credit_package::Column::Id)
            .update_columns([
                credit_package::Column::Name,
                credit_package::Column::PriceCents,
                credit_package::Column::Credits,
                credit_package::Column::Description,
                credit_package::Column::Features,
                credit_package::Column::ValidityDays,
                credit_package::Column::Popular,
                credit_package::Column::SortOrder,
            ])
            .to_owned();
        credit_package::Entity::insert(row)
            .on_conflict(update_all)
            .exec(db)
            .await?;
    }
    let ids: Vec<String> = packages.iter().map(|p| p.id.clone()).collect();
    credit_package::Entity::delete_many()
        .filter(credit_package::Column::Id.is_not_in(ids))
        .exec(db)
        .await?;
    Ok(())
}

pub async fn list(db: &DatabaseConnection) -> Result<Vec<Package>, DbErr> {
    credit_package::Entity::find()
        .order_by_asc(credit_package::Column::SortOrder)
        .all(db)
        .await
}

pub async fn find(db: &DatabaseConnection, id: &str) -> Result<Option<Package>, DbErr> {
    credit_package::Entity::find_by_id(id).one(db).await
}

/// The package list, read from the database at most once per `max_age`.
/// Packages change only when an instance starts with a new packages file, so
/// every instance sees such a change within `max_age`. (Checkout still reads
/// the package it sells from the database.)
#[derive(Clone)]
pub struct PackageCache {
    db: DatabaseConnection,
    max_age: std::time::Duration,
    read: Arc<RwLock<Option<ReadAt>>>,
}

/// The list and when it was read.
type ReadAt = (Instant, Arc<Vec<Package>>);

impl PackageCache {
    pub fn new(db: DatabaseConnection, max_age: std::time::Duration) -> Self {
        PackageCache {
            db,
            max_age,
            read: Arc::default(),
        }
    }

    pub async fn list(&self) -> Result<Arc<Vec<Package>>, DbErr> {
        if let Some((at, packages)) = &*self.read.read().expect("package cache lock")
            && at.elapsed() < self.max_age
        {
            return Ok(packages.clone());
        }
        let packages = Arc::new(list(&self.db).await?);
        *self.read.write().expect("package cache lock") = Some((Instant::now(), packages.clone()));
        Ok(packages)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn built_in_packages_match_the_design() {
        let packages = load(None).unwrap();
        let summary: Vec<_> = packages
            .iter()
            .map(|p| {
                (
                    p.id.as_str(),
                    p.price_cents,
                    p.credits,
                    p.validity_days,
                    p.popular,
                )
            })
            .collect();
        assert_eq!(
            summary,
            [
                ("starter", 499, 50, 30, false),
                ("value", 1499, 200, 60, true),
                ("pro", 3999, 500, 90, false)
            ]
        );
        // The popular package is labelled "Best value for money": it must be.
        let per_credit = |p: &Package| p.price_cents as f64 / p.credits as f64;
        let popular = packages.iter().find(|p| p.popular).unwrap();
        assert!(
            packages
                .iter()
                .all(|p| per_credit(popular) <= per_credit(p))
        );
    }

    #[test]
    fn bad_files_are_refused() {
        let dir = std::env::temp_dir().join(format!("cardsmith-packages-{}", uuid::Uuid::new_v4()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("p.toml");
        std::fs::write(&path, "[[package]]\nid = \"Bad Id\"\nname = \"x\"\nprice_cents = 1\ncredits = 1\nvalidity_days = 1\ndescription = \"\"\n").unwrap();
        assert!(load(Some(&path)).is_err());
        assert!(load(Some(&dir.join("missing.toml"))).is_err());
    }
}
