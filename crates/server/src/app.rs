//! Building the application from its configuration and running it.

use crate::auth::accounts::{AccountRules, Accounts};
use crate::auth::password::PasswordHasher;
use crate::config::Config;
use crate::exports::DataExports;
use crate::group_cards::delivery::GroupDelivery;
use crate::group_cards::organiser::GroupCards;
use crate::group_cards::photos::SignerPhotos;
use crate::group_cards::signing::Signing;
use crate::http;
use crate::http::extract::cookies::CookieNames;
use crate::http::pages::Pages;
use crate::http::state::{AppState, Shared};
use crate::images::leases::LeaseKeeper;
use crate::images::suggestions::Suggestions;
use crate::images::{Gallery, Generator, Images};
use crate::jobs::erasure::Erasure;
use crate::payments::Payments;
use crate::payments::catalogue::Catalogue;
use crate::providers::email::Mailer;
use crate::providers::models::ModelWatch;
use crate::providers::text::MessageWriter;
use crate::public_api::keys::ApiKeys;
use crate::public_api::limits::RateLimiter;
use crate::sending::courier::Courier;
use crate::sending::links::LinkKey;
use crate::sending::received_cards::ReceivedCards;
use crate::sending::reminders::Reminders;
use crate::sending::sends::Sends;
use crate::staff::Console;
use crate::staff::moderation::Moderation;
use crate::staff::overview::Overview;
use crate::store;
use crate::store::ledger::{Lease, Ledger};
use crate::store::session_lookup::SessionLookup;
use crate::store::turns::{self, Turns};
use anyhow::Context;
use tokio::net::TcpListener;

pub struct App {
    listener: TcpListener,
    /// Asks the providers about their models again each day.
    models: crate::providers::models::ModelWatch,
    /// `/metrics` on an address of its own, when one is configured.
    metrics_listener: Option<TcpListener>,
    router: axum::Router,
    state: AppState,
    /// The database, for the background jobs.
    db: sea_orm::DatabaseConnection,
    /// Emails due cards; runs in the background, not behind a route.
    courier: Courier,
    /// Sends due group cards and reminds their invited signers, beside the courier.
    group_delivery: GroupDelivery,
    /// How email goes out ("smtp" or "outbox"), for the start-up line.
    email: &'static str,
}

impl App {
    /// Connects the database, applies migrations and settings, binds the
    /// listener (port 0 picks a free one), runs start-up jobs and makes
    /// each service from the configuration and the handles it needs.
    pub async fn build(mut config: Config) -> anyhow::Result<App> {
        std::fs::create_dir_all(&config.data_dir).with_context(|| {
            format!(
                "Failed to create the data dir {}",
                config.data_dir.display()
            )
        })?;
        let listener = bind(&mut config.addr, "").await?;
        let metrics_listener = match &mut config.metrics.addr {
            Some(addr) => Some(bind(addr, " for metrics").await?),
            None => None,
        };
        let db = store::connect(&config.database_url()).await?;
        let packages = store::packages::load(config.packages_file.as_deref())?;
        store::packages::apply(&db, &packages)
            .await
            .context("Failed to apply credit packages")?;
        let csrf_key = setting(&db, "csrf_key", "the CSRF key").await?;
        let card_links = LinkKey::new(setting(&db, "card_link_key", "the card link key").await?);
        let mailer = match &config.smtp_url {
            Some(url) => Mailer::smtp(url, &config.email_from)?,
            None => Mailer::outbox(config.data_dir.join("outbox"), &config.email_from)?,
        };
        let (models, model_status) = ModelWatch::for_providers(&config.images, &config.text)?;
        // Asked before serving, so a retired model is known from the first
        // request on (each list is one small read, limited to 10 s).
        models.check(chrono::Utc::now().date_naive()).await;
        let images = Images::build(&config.images, &config.data_dir, model_status.image).await?;
        let erasure = Erasure::new(
            db.clone(),
            images.store.clone(),
            mailer.clone(),
            config.reservation_lease(),
        );
        let exports = DataExports::new(
            db.clone(),
            images.store.clone(),
            mailer.clone(),
            config.public_url(),
            config.reservation_lease(),
        );
        // Work a previous run left half-done is settled before serving.
        crate::jobs::run_once(&db, &images.store).await;
        // Each start is a new owner: work of an earlier run is never renewed.
        let boot_id = store::new_id();
        tracing::info!(boot_id, "instance started");
        let lease = Lease::new(boot_id, config.reservation_lease());
        let gallery = Gallery::new(db.clone(), images.store.clone());
        let courier = Courier {
            db: db.clone(),
            mailer: mailer.clone(),
            store: images.store.clone(),
            links: card_links.clone(),
            public_url: config.public_url(),
            lease: config.sending.lease(),
        };
        let group_delivery = GroupDelivery {
            db: db.clone(),
            mailer: mailer.clone(),
            links: card_links.clone(),
            public_url: config.public_url(),
            mail_domain: config.public_host(),
            lease: config.sending.lease(),
        };
        let account_rules = AccountRules {
            signup_bonus: config.signup_bonus(),
            signups_per_hour: config.signups_per_hour,
            public_url: config.public_url(),
        };
        let passwords = PasswordHasher::new(config.password_hash_concurrency);
        let messages = MessageWriter::build(&config.text, &config.images, model_status.text)?;
        let console = Console::new(db.clone(), config.staff);
        let overview = Overview::new(db.clone(), &models);
        let moderation = Moderation::new(
            console.clone(),
            db.clone(),
            images.store.clone(),
            mailer.clone(),
            config.public_url(),
        );
        let generator = Generator::new(db.clone(), &images, LeaseKeeper::start(db.clone(), lease));
        // Signers' photos take the wizard's checks and its decode permits.
        let signer_photos = SignerPhotos::new(images.store.clone(), generator.uploads.clone());
        let signer_photos_store = images.store.clone();
        let state = AppState::new(Shared {
            accounts: Accounts::new(account_rules, db.clone(), passwords, mailer.clone()),
            erasure,
            exports,
            ledger: Ledger::new(db.clone()),
            packages: Catalogue::new(db.clone(), PACKAGES_REREAD),
            payments: Payments::build(
                &config.payments,
                config.env,
                config.public_url(),
                db.clone(),
            )?,
            generator,
            images,
            gallery: gallery.clone(),
            suggestions: Suggestions::new(db.clone(), messages),
            sends: Sends::new(
                &config.sending,
                config.public_host(),
                db.clone(),
                card_links.clone(),
            ),
            group_cards: GroupCards::new(
                db.clone(),
                mailer.clone(),
                card_links.clone(),
                config.public_url(),
                group_delivery.clone(),
                signer_photos.clone(),
            ),
            signing: Signing::new(
                db.clone(),
                mailer.clone(),
                signer_photos,
                config.public_url(),
            ),
            received_cards: ReceivedCards::new(
                db.clone(),
                mailer.clone(),
                card_links,
                gallery,
                signer_photos_store,
                config.public_url(),
            ),
            reminders: Reminders::new(db.clone(), mailer.clone(), config.public_url()),
            api_keys: ApiKeys::new(db.clone()),
            api_limits: RateLimiter::build(&config.public_api, db.clone()).await?,
            console,
            moderation,
            overview,
            pages: Pages::load(config.public_url()),
            cookies: CookieNames::new(config.is_https()),
            sessions: SessionLookup::new(db.clone()),
            session_turns: Turns::new(turns::AT_ONCE),
            csrf_key: csrf_key.into_bytes(),
            config,
        });
        Ok(App {
            router: http::router(state.clone()),
            state,
            db,
            courier,
            group_delivery,
            email: mailer.describe(),
            listener,
            models,
            metrics_listener,
        })
    }

    pub fn port(&self) -> u16 {
        self.state.config.addr.port()
    }

    pub fn db(&self) -> &sea_orm::DatabaseConnection {
        &self.db
    }

    /// Serves until SIGTERM or Ctrl-C, letting in-flight requests finish.
    pub async fn run_until_stopped(self) -> anyhow::Result<()> {
        let config = &self.state.config;
        tracing::info!(
            url = %config.public_url(),
            addr = %config.addr,
            database = if config.database_url().starts_with("postgres") { "postgres" } else { "sqlite" },
            email = self.email,
            "Cardsmith is listening"
        );
        let jobs = crate::jobs::spawn(
            self.db.clone(),
            self.state.images.store.clone(),
            self.state.erasure.clone(),
            self.state.exports.clone(),
            self.state.generator.leases.lease.duration,
        );
        let webhooks = spawn_webhook_retries(self.state.clone());
        let api_counts = self.state.api_limits.spawn_flushes();
        let model_checks = self.models.spawn_daily();
        let courier = spawn_courier(
            self.courier,
            self.group_delivery,
            self.state.reminders.clone(),
            config.sending.poll_interval(),
        );
        let metrics = self.metrics_listener.map(|listener| {
            let router = http::api::metrics::own_router(self.state.clone());
            tokio::spawn(async move {
                if let Err(error) = axum::serve(listener, router).await {
                    tracing::error!(%error, "the metrics listener stopped");
                }
            })
        });
        let limits = config.connections.clone();
        crate::serve::serve(self.listener, self.router, limits, shutdown_signal()).await;
        jobs.abort();
        webhooks.abort();
        model_checks.abort();
        courier.abort();
        if let Some(metrics) = metrics {
            metrics.abort();
        }
        if let Some(api_counts) = api_counts {
            api_counts.abort();
        }
        // The last second's public API counts, which no flush has stored yet.
        self.state.api_limits.flush().await;
        tracing::info!("Cardsmith stopped");
        Ok(())
    }
}

/// How often the credit packages on sale are read again.
const PACKAGES_REREAD: std::time::Duration = std::time::Duration::from_secs(10);

/// Listens on `addr`, and writes back the port it got (port 0 picks a free one).
async fn bind(addr: &mut std::net::SocketAddr, purpose: &str) -> anyhow::Result<TcpListener> {
    let listener = TcpListener::bind(*addr)
        .await
        .with_context(|| format!("Failed to listen on {addr}{purpose}"))?;
    *addr = listener.local_addr()?;
    Ok(listener)
}

/// A secret kept in the database, made on first start and shared by every
/// instance from then on.
async fn setting(
    db: &sea_orm::DatabaseConnection,
    name: &str,
    what: &str,
) -> anyhow::Result<String> {
    store::settings::get_or_create(db, name, crate::auth::tokens::new_token)
        .await
        .with_context(|| format!("Failed to load {what}"))
}

/// Handles payment events left waiting, every minute.
fn spawn_webhook_retries(state: AppState) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticker = tokio::time::interval(std::time::Duration::from_secs(60));
        loop {
            ticker.tick().await;
            state.payments.process_waiting_events().await;
        }
    })
}

/// Emails due cards and reminders and sends due group cards, every poll
/// interval, on every instance (each is claimed by one of them).
fn spawn_courier(
    courier: Courier,
    groups: GroupDelivery,
    reminders: Reminders,
    every: std::time::Duration,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        // The first look is one interval after start, like every other.
        let mut ticker = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
        ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticker.tick().await;
            // Group cards first: one that falls due now goes out in this round.
            if let Err(error) = groups.send_due(chrono::Utc::now()).await {
                tracing::error!(error = %format!("{error:#}"), "sending due group cards failed");
            }
            if let Err(error) = groups.remind_due(chrono::Utc::now()).await {
                tracing::error!(error = %format!("{error:#}"), "reminding group card signers failed");
            }
            if let Err(error) = courier.deliver_due(chrono::Utc::now()).await {
                tracing::error!(error = %format!("{error:#}"), "delivering due cards failed");
            }
            if let Err(error) = reminders.remind_due(chrono::Utc::now()).await {
                tracing::error!(error = %format!("{error:#}"), "sending due reminders failed");
            }
        }
    })
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = terminate => {},
    }
    tracing::info!("Shutting down: finishing in-flight requests");
}
