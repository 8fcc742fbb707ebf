//! Keys for archives: the zip files of an account's data, kept beside the
//! images for a few days. Their own folder and extension keep them apart
//! from image keys, and the file endpoint, which only parses [`ImageKey`]s,
//! can never serve one.
//!
//! [`ImageKey`]: crate::ImageKey

use std::fmt;

/// Folder for archives; their names are random.
const ARCHIVE_FOLDER: &str = "exports";

/// A validated archive key: `exports/<32 hex digits>.zip`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ArchiveKey(String);

impl ArchiveKey {
    /// A fresh key with 128 random bits.
    pub fn random() -> Self {
        let id: u128 = rand::random();
        Self(format!("{ARCHIVE_FOLDER}/{id:032x}.zip"))
    }

    /// Reads a key written by [`ArchiveKey::random`]; `None` for anything else.
    pub fn parse(candidate: &str) -> Option<Self> {
        let name = candidate
            .strip_prefix(ARCHIVE_FOLDER)?
            .strip_prefix('/')?
            .strip_suffix(".zip")?;
        let is_name = name.len() == 32
            && name
                .bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
        is_name.then(|| Self(candidate.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for ArchiveKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_keys_parse_and_differ() {
        let key = ArchiveKey::random();
        assert_eq!(ArchiveKey::parse(key.as_str()), Some(key.clone()));
        assert_ne!(key, ArchiveKey::random());
        assert!(key.as_str().starts_with("exports/") && key.as_str().ends_with(".zip"));
    }

    #[test]
    fn anything_else_is_refused() {
        for bad in [
            "",
            "exports/.zip",
            "exports/../u/0123456789abcdef0123456789abcdef.zip",
            "u/0123456789abcdef0123456789abcdef.png",
            "exports/0123456789ABCDEF0123456789ABCDEF.zip",
            "exports/0123456789abcdef0123456789abcdef.png",
            "exports/0123456789abcdef0123456789abcde.zip",
        ] {
            assert_eq!(ArchiveKey::parse(bad), None, "{bad}");
        }
    }
}
