//! The credit packages on sale, as the shop lists them. The list is read
//! from the database at most every few seconds, and its listing (the
//! answer's body) is made once per list read: the page asks for it on every
//! visit, and it changes rarely.

use crate::store::packages::{Package, PackageCache};
use bytes::Bytes;
use sea_orm::{DatabaseConnection, DbErr};
use std::sync::{Arc, RwLock};

pub struct Catalogue {
    packages: PackageCache,
    listing: Listing,
}

impl Catalogue {
    /// Every instance sees a change of the packages within `max_age`.
    pub fn new(db: DatabaseConnection, max_age: std::time::Duration) -> Self {
        Catalogue {
            packages: PackageCache::new(db, max_age),
            listing: Listing::default(),
        }
    }

    /// Every package, in the order of the packages file, as `render` lays
    /// them out; made again only when the list has been read again.
    pub async fn listing(
        &self,
        render: impl FnOnce(&[Package]) -> Vec<u8>,
    ) -> Result<Bytes, DbErr> {
        let packages = self.packages.list().await?;
        Ok(self.listing.get_or_render(&packages, render))
    }
}

/// The listing last made, with the list it was made from.
#[derive(Default)]
struct Listing {
    last: RwLock<Option<RenderedFrom>>,
}

/// A body and the list it was made from.
type RenderedFrom = (Arc<Vec<Package>>, Bytes);

impl Listing {
    fn get_or_render(
        &self,
        packages: &Arc<Vec<Package>>,
        render: impl FnOnce(&[Package]) -> Vec<u8>,
    ) -> Bytes {
        if let Some((from, body)) = &*self.last.read().expect("package listing lock")
            && Arc::ptr_eq(from, packages)
        {
            return body.clone();
        }
        let body = Bytes::from(render(packages));
        *self.last.write().expect("package listing lock") = Some((packages.clone(), body.clone()));
        body
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_body_is_made_again_only_for_a_newly_read_list() {
        let memo = Listing::default();
        let first = Arc::new(crate::store::packages::load(None).unwrap());
        let rendered = std::cell::Cell::new(0);
        let render = |packages: &[Package]| {
            rendered.set(rendered.get() + 1);
            packages.len().to_string().into_bytes()
        };
        let count = first.len().to_string();
        assert_eq!(memo.get_or_render(&first, render), count.as_str());
        assert_eq!(memo.get_or_render(&first.clone(), render), count.as_str());
        assert_eq!(rendered.get(), 1, "the same list is not rendered twice");
        // A re-read list is a new one, even with equal content.
        let reread = Arc::new(first.as_ref().clone());
        memo.get_or_render(&reread, render);
        assert_eq!(rendered.get(), 2);
    }
}
