//! argon2id password hashing. Hashing is deliberately slow (~35 ms), so it
//! runs on the blocking pool behind a semaphore that bounds the CPU it takes.

use anyhow::Context;
use argon2::{Argon2, PasswordHash, PasswordHasher as _, PasswordVerifier};
use std::sync::{Arc, LazyLock};
use tokio::sync::Semaphore;

/// A hash of a password nobody has, checked when an account does not exist
/// so that a failed login takes as long either way.
static DUMMY_HASH: LazyLock<String> =
    LazyLock::new(|| hash_now("not-a-real-password").expect("hash"));

#[derive(Clone)]
pub struct PasswordHasher {
    permits: Arc<Semaphore>,
}

impl PasswordHasher {
    pub fn new(concurrency: usize) -> Self {
        PasswordHasher {
            permits: Arc::new(Semaphore::new(concurrency.max(1))),
        }
    }

    pub async fn hash(&self, password: &str) -> anyhow::Result<String> {
        let password = password.to_owned();
        self.run(move || hash_now(&password)).await
    }

    /// Checks `password` against `stored`, or against a dummy hash when there
    /// is no account, so timing does not tell whether an email is registered.
    pub async fn verify(&self, password: &str, stored: Option<&str>) -> anyhow::Result<bool> {
        let password = password.to_owned();
        let exists = stored.is_some();
        let stored = stored
            .map(str::to_owned)
            .unwrap_or_else(|| DUMMY_HASH.clone());
        let matches = self.run(move || verify_now(&password, &stored)).await?;
        Ok(exists && matches)
    }

    async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> anyhow::Result<T> + Send + 'static,
    ) -> anyhow::Result<T> {
        let _permit = self
            .permits
            .acquire()
            .await
            .context("Password hasher closed")?;
        tokio::task::spawn_blocking(work)
            .await
            .context("Password hashing task failed")?
    }
}

fn hash_now(password: &str) -> anyhow::Result<String> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|hash| hash.to_string())
        .map_err(|err| anyhow::anyhow!("Failed to hash the password: {err}"))
}

fn verify_now(password: &str, stored: &str) -> anyhow::Result<bool> {
    let parsed = PasswordHash::new(stored)
        .map_err(|err| anyhow::anyhow!("Stored hash is unreadable: {err}"))?;
    Ok(Argon2::default()
        .verify_password(password.as_bytes(), &parsed)
        .is_ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_verify_and_differ() {
        let hasher = PasswordHasher::new(2);
        let first = hasher.hash("correct horse").await.unwrap();
        let second = hasher.hash("correct horse").await.unwrap();
        assert!(first.starts_with("$argon2id$"));
        assert_ne!(first, second, "salted");
        assert!(hasher.verify("correct horse", Some(&first)).await.unwrap());
        assert!(!hasher.verify("wrong horse", Some(&first)).await.unwrap());
        assert!(!hasher.verify("correct horse", None).await.unwrap());
    }
}
