//! The generation flow, from an order to a stored image. An order is
//! checked against what the model can make, and (only when the account can
//! pay) its photo is decoded. Credits are then reserved before the provider
//! is called and settled once the image is stored; on any failure after
//! reserving they are refunded and whatever was stored is removed. No
//! database transaction is open while the provider works.

use super::card_text::{self, CardWords};
use super::failure::{Failure, GenerationError};
use super::idempotency::{self, Start};
use super::leases::LeaseKeeper;
use super::revise::Revising;
use super::upload::UploadDecoder;
use crate::metrics::{self, CreditFlow, Outcome};
use crate::providers::image::{
    GeneratedImage, ImageJob, ImageProvider, Previews, ProviderError, UploadedPhoto,
};
use crate::store::image_requests::{self, Claim};
use crate::store::images::{self, Image, InsertError};
use crate::store::ledger::{self, LedgerError, Reservation};
use crate::store::turns::{self, Turns};
use crate::store::{console_stats, moderation};
use anyhow::Context;
use bytes::Bytes;
use cardsmith_domain::Credits;
use cardsmith_domain::capabilities::Capabilities;
use cardsmith_domain::cards::CardSpec;
use cardsmith_domain::generation::GenerationOptions;
use cardsmith_storage::{ImageKey, ImageStore};
use sea_orm::DatabaseConnection;
use std::sync::Arc;
use std::time::Duration;

pub const NOT_ENOUGH_CREDITS: &str = "You don't have enough credits to generate this image";
pub const NOT_ENOUGH_CREDITS_FOR_CARD: &str = "You don't have enough credits to generate this card";

/// The spec's words differ for images and cards.
pub fn not_enough_credits(is_card: bool) -> &'static str {
    if is_card {
        NOT_ENOUGH_CREDITS_FOR_CARD
    } else {
        NOT_ENOUGH_CREDITS
    }
}

const UNREADABLE_IMAGE: &str = "The image service sent an unreadable image";

/// The longest a generation may run, retries included; past it the credits
/// are refunded even while the provider is still working.
pub const DEADLINE: Duration = Duration::from_secs(10 * 60);

/// One generation for a user, from any entry point (`/api/images`, the card
/// wizard, `/v1`).
#[derive(Debug)]
pub struct Order {
    pub user_id: String,
    pub idempotency_key: Option<String>,
    pub artwork: Artwork,
    /// Where to show partial images while it is made, for a client that
    /// watches; the result and the charge are the same either way.
    pub previews: Option<Previews>,
}

/// What to make, as a request body described it once checked: its photo
/// is still encoded.
#[derive(Debug)]
pub struct Artwork {
    pub options: GenerationOptions,
    /// A `data:` URL; an empty one is how some forms say "no photo".
    pub photo: Option<String>,
    /// Set for a greeting card from the wizard: stored with the image, and
    /// its words set on the art.
    pub card: Option<CardSpec>,
}

/// An order with its photo decoded, as the flow runs it.
#[derive(Debug)]
pub struct GenerationRequest {
    pub user_id: String,
    pub options: GenerationOptions,
    pub photo: Option<Arc<UploadedPhoto>>,
    pub idempotency_key: Option<String>,
    pub card: Option<CardSpec>,
    pub previews: Option<Previews>,
    /// Set when the image is a revision of another.
    pub revision: Option<Arc<Revising>>,
}

#[derive(Debug)]
pub struct Generated {
    pub image: Image,
    /// The balance after the charge.
    pub credits: Credits,
    /// An earlier request with the same key made this image.
    pub replayed: bool,
}

/// What generation needs, and nothing else: the database (ledger, images,
/// idempotency keys) and the turns at it, what the model can make, the
/// provider, the photo decoder, the file store, and this instance's lease
/// with what keeps it renewed.
#[derive(Clone)]
pub struct Generator {
    pub db: DatabaseConnection,
    pub turns: Turns,
    /// Checked before any charge.
    pub capabilities: Capabilities,
    pub provider: Arc<dyn ImageProvider>,
    /// Uploaded photos are decoded through this, a few at a time.
    pub uploads: UploadDecoder,
    pub store: ImageStore,
    pub leases: LeaseKeeper,
}

impl Generator {
    /// The generation flow over the provider, capabilities and store of
    /// `images`, with the database and the keeper of its reservations' leases.
    pub fn new(db: DatabaseConnection, images: &super::Images, leases: LeaseKeeper) -> Self {
        Generator {
            db,
            turns: Turns::new(turns::AT_ONCE),
            capabilities: images.capabilities.clone(),
            provider: images.provider.clone(),
            uploads: UploadDecoder::default(),
            store: images.store.clone(),
            leases,
        }
    }

    /// Makes the order's image and charges for it: the one entry point
    /// `/api`, the wizard and `/v1` share.
    pub async fn generate(&self, order: Order) -> Result<Generated, GenerationError> {
        let Order {
            user_id,
            idempotency_key,
            artwork,
            previews,
        } = order;
        let data_url = artwork.photo.filter(|url| !url.trim().is_empty());
        // An option the model lacks is refused before anything is reserved.
        self.capabilities
            .check(&artwork.options, data_url.is_some())
            .map_err(GenerationError::Unsupported)?;
        let is_card = artwork.card.is_some();
        let photo = match data_url {
            Some(data_url) => {
                let cost = artwork.options.cost();
                let key = idempotency_key.as_deref();
                self.can_afford(&user_id, cost, key, is_card).await?;
                let photo = self.uploads.read(data_url).await?;
                Some(Arc::new(photo.map_err(GenerationError::Photo)?))
            }
            None => None,
        };
        let request = GenerationRequest {
            user_id,
            options: artwork.options,
            photo,
            idempotency_key,
            card: artwork.card,
            previews,
            revision: None,
        };
        run(self, request).await
    }

    /// A cheap look at the balance before a photo is decoded, so an account
    /// that cannot pay never makes the server hold a decoded upload. The
    /// ledger's reservation stays the authority. A retried key on record is
    /// let through: the flow answers it (a replay, or 409) as it would any
    /// retry.
    pub(super) async fn can_afford(
        &self,
        user_id: &str,
        cost: Credits,
        idempotency_key: Option<&str>,
        is_card: bool,
    ) -> Result<(), GenerationError> {
        let balance = ledger::balance(&self.db, user_id)
            .await
            .map_err(anyhow::Error::from)?;
        if balance >= cost {
            return Ok(());
        }
        if let Some(key) = idempotency_key
            && image_requests::exists(&self.db, user_id, key).await?
        {
            return Ok(());
        }
        Err(GenerationError::NotEnoughCredits { is_card })
    }
}

#[tracing::instrument(skip_all, fields(
    user_id = %request.user_id,
    quality = request.options.quality.as_str(),
    size = request.options.size.as_str(),
    photo = request.photo.is_some(),
))]
pub(super) async fn run(
    generator: &Generator,
    request: GenerationRequest,
) -> Result<Generated, GenerationError> {
    // The database's futures are large, and this future lives on (held by
    // its request) while the provider works: the steps that touch the
    // database are boxed, so their state is freed once they are done. The
    // first waits for a turn (see `store::turns`), so that in a burst the
    // generations queued for the database do not each hold such state.
    let begun = {
        let _turn = generator.turns.turn().await?;
        Box::pin(begin(generator, &request)).await?
    };
    let (claim, names, reservation) = match begun {
        Begun::Run(claim, names, reservation) => (claim, names, reservation),
        Begun::Replay(generated) => return Ok(*generated),
    };
    // A task of its own runs to the end even if the client goes away, so the
    // reservation is always settled or refunded.
    let generator = generator.clone();
    tokio::spawn(async move { finish(&generator, request, names, claim, reservation).await })
        .await
        .context("The generation task failed")?
}

enum Begun {
    Run(Option<Claim>, FileNames, Reservation),
    /// The idempotency key already made this image.
    Replay(Box<Generated>),
}

/// Claims the idempotency key, if any, and reserves the credits.
async fn begin(
    generator: &Generator,
    request: &GenerationRequest,
) -> Result<Begun, GenerationError> {
    let claim =
        match idempotency::start(&generator.db, generator.leases.lease.duration, request).await? {
            Start::Run(claim) => claim,
            Start::Replay(generated) => {
                metrics::registry().generation(Outcome::Replayed);
                return Ok(Begun::Replay(generated));
            }
        };
    let options = &request.options;
    let what = match request.revision {
        Some(_) => "Image revision",
        None => "Image generation",
    };
    let description = format!(
        "{what} ({}, {})",
        options.quality.as_str(),
        options.size.as_str()
    );
    // The files' names are noted with the reservation, so that if this
    // instance dies midway, the instance refunding the work removes them.
    let names = FileNames {
        image: ImageKey::random_name(),
        art: ImageKey::random_name(),
    };
    let reserved = ledger::reserve(
        &generator.db,
        &request.user_id,
        options.cost(),
        &description,
        &generator.leases.lease,
        &[&names.image, &names.art],
    )
    .await;
    match reserved {
        Ok(reservation) => Ok(Begun::Run(claim, names, reservation)),
        Err(err) => {
            idempotency::release(&generator.db, claim.as_ref()).await;
            if matches!(err, LedgerError::Insufficient { .. }) {
                metrics::registry().generation(Outcome::Refused);
            }
            Err(match err {
                LedgerError::Insufficient { .. } => GenerationError::NotEnoughCredits {
                    is_card: request.card.is_some(),
                },
                LedgerError::UnknownUser => GenerationError::UnknownUser,
                LedgerError::Db(err) => err.into(),
            })
        }
    }
}

/// The names the image's files are stored under.
struct FileNames {
    image: String,
    /// A card's art before its words were set on it.
    art: String,
}

async fn finish(
    generator: &Generator,
    request: GenerationRequest,
    names: FileNames,
    claim: Option<Claim>,
    reservation: Reservation,
) -> Result<Generated, GenerationError> {
    // The image takes the id of the reservation that pays for it (a random
    // UUID like any image id), so the ledger's charge links to its image.
    let image_id = uuid::Uuid::parse_str(&reservation.id).unwrap_or_else(|_| uuid::Uuid::new_v4());
    let mut stored = Vec::new();
    let leased = generator.leases.hold(&reservation.id, claim.as_ref());
    let produced = tokio::time::timeout(
        DEADLINE,
        produce(
            generator,
            &request,
            &Destination {
                names: &names,
                image_id,
                seed: job_seed(&request, image_id),
                reservation: &reservation,
                claim: claim.as_ref(),
            },
            &mut stored,
        ),
    )
    .await
    .unwrap_or(Err(Failure::Deadline));
    drop(leased);
    // Boxed for the same reason as `begin`: this task waits on the provider.
    Box::pin(conclude(
        generator,
        &request,
        &reservation,
        claim,
        image_id,
        &stored,
        produced,
    ))
    .await
}

/// Answers with the image and the new balance, or, when making it failed,
/// removes what was stored, refunds the credits and frees the key.
async fn conclude(
    generator: &Generator,
    request: &GenerationRequest,
    reservation: &Reservation,
    claim: Option<Claim>,
    image_id: uuid::Uuid,
    stored: &[ImageKey],
    produced: Result<Image, Failure>,
) -> Result<Generated, GenerationError> {
    match produced {
        Ok(image) => {
            metrics::registry().generation(Outcome::Succeeded);
            metrics::registry().credits(CreditFlow::Spent, reservation.amount);
            let credits = match ledger::balance(&generator.db, &request.user_id).await {
                Ok(credits) => credits,
                Err(err) => {
                    // The image is made and paid for; an older balance is still true enough.
                    tracing::warn!(error = ?err, "reading the new balance failed");
                    reservation.balance
                }
            };
            Ok(Generated {
                image,
                credits,
                replayed: false,
            })
        }
        Err(failure) => {
            metrics::registry().generation(Outcome::Failed);
            if let Some(kind) = failure.provider_error_kind() {
                metrics::registry().provider_error(kind);
            }
            discard(generator, &request.user_id, &image_id.to_string(), stored).await;
            if matches!(failure, Failure::Provider(ProviderError::ContentPolicy)) {
                queue_refusal(generator, request).await;
            }
            if let Err(err) = ledger::refund(
                &generator.db,
                &reservation.id,
                console_stats::FAILED_WHILE_MADE,
            )
            .await
            {
                // Left pending, the reservation is refunded once its lease lapses.
                tracing::error!(error = ?err, reservation = %reservation.id, "refund failed");
            }
            idempotency::release(&generator.db, claim.as_ref()).await;
            Err(failure.into())
        }
    }
}

/// Records the image and settles its reservation in one transaction. If the
/// database's answer is lost, it is asked what happened, so a paid-for image
/// is never thrown away and an unpaid one never kept.
async fn record(
    generator: &Generator,
    image: Image,
    reservation_id: &str,
    claim: Option<&Claim>,
) -> Result<Image, Failure> {
    let (user_id, image_id) = (image.user_id.clone(), image.id.clone());
    let err = match images::insert(&generator.db, image, reservation_id, claim).await {
        Ok(image) => return Ok(image),
        Err(InsertError::NotReserved) => return Err(Failure::Interrupted),
        Err(InsertError::Db(err)) => err,
    };
    match ledger::status(&generator.db, reservation_id).await? {
        Some(ledger::ReservationStatus::Settled) => {
            images::find_for_user(&generator.db, &user_id, &image_id)
                .await?
                .ok_or_else(|| Failure::Internal(anyhow::anyhow!("A settled image is missing")))
        }
        Some(ledger::ReservationStatus::Refunded) => Err(Failure::Interrupted),
        _ => Err(Failure::Internal(
            anyhow::Error::new(err).context("Recording a generated image failed"),
        )),
    }
}

/// Where a generation's result goes: its files' names, the image's id and
/// seed, and the reservation (and idempotency claim) it settles.
struct Destination<'a> {
    names: &'a FileNames,
    image_id: uuid::Uuid,
    /// Made with, and recorded: a revision of the image keeps its arrangement.
    seed: u64,
    reservation: &'a Reservation,
    claim: Option<&'a Claim>,
}

/// Makes, stores and records the image. Every key written is pushed to
/// `stored` first, so a failure (or the deadline) can remove it.
async fn produce(
    generator: &Generator,
    request: &GenerationRequest,
    destination: &Destination<'_>,
    stored: &mut Vec<ImageKey>,
) -> Result<Image, Failure> {
    let job = ImageJob {
        options: request.options.clone(),
        photo: request.photo.clone(),
        seed: destination.seed,
        // A card's art is made without words; they are set on it below.
        card_text: request.card.as_ref().map(|_| String::new()),
        previews: request.previews.clone(),
        revision: request.revision.as_ref().map(|r| r.job_revision()),
    };
    let generated = generator.provider.generate(&job).await?;
    // Boxed like `begin`: storing and recording need large futures, and this
    // one spends its life waiting on the provider first.
    Box::pin(keep(generator, request, destination, generated, stored)).await
}

/// Letters a card's words on its art, makes the thumbnail, stores the files
/// and records the image with its payment.
async fn keep(
    generator: &Generator,
    request: &GenerationRequest,
    destination: &Destination<'_>,
    generated: GeneratedImage,
    stored: &mut Vec<ImageKey>,
) -> Result<Image, Failure> {
    let (names, image_id) = (destination.names, destination.image_id);
    let card = request.card.as_ref();
    let mut bytes = Bytes::from(generated.bytes);
    // A revised card keeps its words where they were.
    let words = match &request.revision {
        Some(revision) => revision.words(),
        None => card.map(|card| CardWords::new(card.text.as_deref().unwrap_or_default())),
    };
    let mut art_key = None;
    if let Some(words) = words.as_ref().filter(|words| !words.text.is_empty()) {
        let key = ImageKey::named(&names.art, generated.format);
        stored.push(key.clone());
        generator.store.put(&key, bytes.clone()).await?;
        bytes = card_text::letter(bytes, generated.format, words)
            .await
            .map_err(|_| ProviderError::Failed(UNREADABLE_IMAGE.into()))?;
        art_key = Some(key.to_string());
    }
    let thumbnail = thumbnail(bytes.clone()).await?;
    let key = ImageKey::named(&names.image, generated.format);
    stored.push(key.clone());
    generator.store.put(&key, bytes).await?;
    stored.push(key.thumbnail());
    generator.store.put(&key.thumbnail(), thumbnail).await?;
    let image = Image {
        id: image_id.to_string(),
        user_id: request.user_id.clone(),
        prompt: request.options.prompt.clone(),
        quality: request.options.quality.into(),
        size: generated.size,
        output_format: generated.format.into(),
        credit_cost_tenths: request.options.cost().tenths(),
        file_key: key.to_string(),
        created_at: crate::store::now(),
        card_category: card.map(|c| c.category.into()),
        card_style: card.map(|c| c.style.into()),
        card_text: card.and_then(|c| c.text.clone()),
        art_key,
        card_text_position: words.as_ref().map(|w| w.position.into()),
        card_text_scheme: words.as_ref().map(|w| w.scheme.into()),
        share_token: None,
        revised_from: request.revision.as_ref().map(|r| r.source.id.clone()),
        revision: request.revision.as_ref().map(|r| r.instruction.clone()),
        version_root: request.revision.as_ref().map(|r| r.version_root()),
        // Stored bit for bit; the database's integers are signed.
        seed: Some(destination.seed as i64),
    };
    record(
        generator,
        image,
        &destination.reservation.id,
        destination.claim,
    )
    .await
}

async fn thumbnail(bytes: Bytes) -> Result<Bytes, Failure> {
    let made = super::work::thumbnail(bytes)
        .await
        .map_err(Failure::Internal)?;
    // The provider's bytes are decoded here for the first time.
    made.map_err(|_| ProviderError::Failed(UNREADABLE_IMAGE.into()).into())
}

/// Best effort: what cannot be removed now is harmless (an unlisted file).
/// A prompt the provider's safety system refused goes to the moderation
/// queue. Failing to queue it never changes the answer.
async fn queue_refusal(generator: &Generator, request: &GenerationRequest) {
    let prompt = &request.options.prompt;
    let queued = moderation::record_refusal(&generator.db, &request.user_id, prompt);
    if let Err(err) = queued.await {
        tracing::error!(error = ?err, "queueing a refused prompt for review failed");
    }
}

async fn discard(generator: &Generator, user_id: &str, image_id: &str, stored: &[ImageKey]) {
    if let Err(err) = images::delete_for_user(&generator.db, user_id, image_id).await {
        tracing::error!(error = ?err, image_id, "removing a failed image's row failed");
    }
    for key in stored {
        if let Err(err) = generator.store.delete(key).await {
            tracing::error!(error = ?err, %key, "removing a failed image's file failed");
        }
    }
}

/// The seed of a new image: from its id, or for a revision the one that
/// keeps its source's arrangement.
fn job_seed(request: &GenerationRequest, image_id: uuid::Uuid) -> u64 {
    match &request.revision {
        Some(revision) => revision.seed(&request.options.prompt),
        None => seed_from(image_id),
    }
}

pub(super) fn seed_from(image_id: uuid::Uuid) -> u64 {
    let (high, _) = image_id.as_u64_pair();
    high
}
