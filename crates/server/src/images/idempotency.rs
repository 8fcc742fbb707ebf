//! `Idempotency-Key` handling for generation requests. The key is claimed
//! before any credits are reserved, so a retried or duplicated request is
//! charged at most once; a failed attempt releases it for a retry.

use super::failure::GenerationError;
use super::generate::{Generated, GenerationRequest};
use crate::store::image_requests::{self, Claim, ClaimOutcome};
use crate::store::{images, ledger};
use sea_orm::DatabaseConnection;
use sha2::{Digest, Sha256};

pub const ALREADY_PROCESSING: &str = "This request is already being processed";
pub const KEY_REUSED: &str = "This Idempotency-Key was already used for a different request";
pub const REPLAYED_IMAGE_DELETED: &str = "The image this request made has since been deleted";

pub enum Start {
    /// Go ahead, holding this claim (none without a key).
    Run(Option<Claim>),
    /// An earlier request with the same key made this image.
    Replay(Box<Generated>),
}

/// Claims the request's key; `lease` is how long a claim lives unrenewed.
pub async fn start(
    db: &DatabaseConnection,
    lease: chrono::Duration,
    request: &GenerationRequest,
) -> Result<Start, GenerationError> {
    let Some(key) = &request.idempotency_key else {
        return Ok(Start::Run(None));
    };
    // A claim not renewed for a whole lease belongs to an attempt that died.
    let abandoned_before = crate::store::now() - lease;
    let user_id = &request.user_id;
    let fingerprint = fingerprint(request);
    match image_requests::claim(db, user_id, key, &fingerprint, abandoned_before).await? {
        ClaimOutcome::Claimed(claim) => Ok(Start::Run(Some(claim))),
        ClaimOutcome::Completed { image_id } => replay(db, user_id, &image_id).await,
        ClaimOutcome::InProgress => Err(GenerationError::InProgress),
        ClaimOutcome::KeyReused => Err(GenerationError::KeyReused),
    }
}

pub async fn release(db: &DatabaseConnection, claim: Option<&Claim>) {
    if let Some(claim) = claim
        && let Err(err) = image_requests::release(db, claim).await
    {
        // The claim stays pending and is taken over once it counts as abandoned.
        tracing::error!(error = ?err, "releasing an idempotency key failed");
    }
}

async fn replay(
    db: &DatabaseConnection,
    user_id: &str,
    image_id: &str,
) -> Result<Start, GenerationError> {
    let image = images::find_for_user(db, user_id, image_id)
        .await?
        .ok_or(GenerationError::ReplayedImageDeleted)?;
    let credits = ledger::balance(db, user_id)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(Start::Replay(Box::new(Generated {
        image,
        credits,
        replayed: true,
    })))
}

/// What makes two requests the same request.
fn fingerprint(request: &GenerationRequest) -> String {
    let options = &request.options;
    let mut hasher = Sha256::new();
    for part in [
        options.prompt.as_str(),
        options.size.as_str(),
        options.quality.as_str(),
        options.format.as_str(),
        options.style.as_str(),
        &format!("{:?}", options.compression),
        if options.transparent {
            "transparent"
        } else {
            "opaque"
        },
    ] {
        hasher.update(part.as_bytes());
        hasher.update([0]);
    }
    if let Some(photo) = &request.photo {
        hasher.update(photo.digest);
    }
    if let Some(revision) = &request.revision {
        hasher.update(b"revision of ");
        hasher.update(revision.source.id.as_bytes());
    }
    hex::encode(hasher.finalize())
}
