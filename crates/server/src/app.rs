//! Building the application from its configuration and running it.

use crate::auth::password::PasswordHasher;
use crate::config::Config;
use crate::http;
use crate::http::extract::cookies::CookieNames;
use crate::http::pages::Pages;
use crate::http::state::{AppState, Shared};
use crate::providers::email::Mailer;
use crate::providers::text::MessageWriter;
use crate::public_api::limits::RateLimiter;
use crate::sending::courier::Courier;
use crate::sending::links::LinkKey;
use crate::sending::reminders::Reminders;
use crate::sending::sends::CardSends;
use crate::store;
use crate::store::ledger::Lease;
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
}

impl App {
    /// Connects the database, applies migrations and settings, binds the
    /// listener (port 0 picks a free one) and runs start-up jobs.
    pub async fn build(mut config: Config) -> anyhow::Result<App> {
        std::fs::create_dir_all(&config.data_dir).with_context(|| {
            format!(
                "Failed to create the data dir {}",
                config.data_dir.display()
            )
        })?;
        let listener = TcpListener::bind(config.addr)
            .await
            .with_context(|| format!("Failed to listen on {}", config.addr))?;
        config.addr = listener.local_addr()?;
        let metrics_listener = match config.metrics.addr {
            Some(addr) => {
                let listener = TcpListener::bind(addr)
                    .await
                    .with_context(|| format!("Failed to listen on {addr} for metrics"))?;
                config.metrics.addr = Some(listener.local_addr()?);
                Some(listener)
            }
            None => None,
        };
        let db = store::connect(&config.database_url()).await?;
        let packages = store::packages::load(config.packages_file.as_deref())?;
        store::packages::apply(&db, &packages)
            .await
            .context("Failed to apply credit packages")?;
        let csrf_key =
            store::settings::get_or_create(&db, "csrf_key", crate::auth::tokens::new_token)
                .await
                .context("Failed to load the CSRF key")?;
        let card_links = LinkKey::new(
            store::settings::get_or_create(&db, "card_link_key", crate::auth::tokens::new_token)
                .await
                .context("Failed to load the card link key")?,
        );
        let mailer = match &config.smtp_url {
            Some(url) => Mailer::smtp(url, &config.email_from)?,
            None => Mailer::outbox(config.data_dir.join("outbox"), &config.email_from)?,
        };
        let (models, model_status) =
            crate::providers::models::ModelWatch::for_providers(&config.images, &config.text)?;
        // Asked before serving, so a retired model is known from the first
        // request on (each list is one small read, limited to 10 s).
        models.check(chrono::Utc::now().date_naive()).await;
        let images =
            crate::images::Images::build(&config.images, &config.data_dir, model_status.image)
                .await?;
        // Work a previous run left half-done is settled before serving.
        crate::jobs::run_once(&db, &images.store).await;
        // Each start is a new owner: work of an earlier run is never renewed.
        let boot_id = crate::store::new_id();
        tracing::info!(boot_id, "instance started");
        let lease = Lease::new(boot_id, config.reservation_lease());
        let generator = crate::images::Generator {
            db: db.clone(),
            turns: Turns::new(turns::AT_ONCE),
            capabilities: images.capabilities.clone(),
            provider: images.provider.clone(),
            uploads: crate::images::upload::UploadDecoder::default(),
            store: images.store.clone(),
            leases: crate::images::leases::LeaseKeeper::start(db.clone(), lease),
        };
        let card_sends = CardSends {
            db: db.clone(),
            links: card_links.clone(),
            mail_domain: config.public_host(),
            recipients_per_day: config.sending.recipients_per_day,
        };
        let courier = Courier {
            db: db.clone(),
            mailer: mailer.clone(),
            store: images.store.clone(),
            links: card_links.clone(),
            public_url: config.public_url(),
            lease: config.sending.lease(),
        };
        let reminders = Reminders {
            db: db.clone(),
            mailer: mailer.clone(),
            public_url: config.public_url(),
        };
        let state = AppState::new(Shared {
            packages: crate::payments::catalogue::Catalogue::new(
                db.clone(),
                std::time::Duration::from_secs(10),
            ),
            gallery_counts: Default::default(),
            passwords: PasswordHasher::new(config.password_hash_concurrency),
            cookies: CookieNames::new(config.is_https()),
            session_turns: Turns::new(turns::AT_ONCE),
            sessions: store::session_lookup::SessionLookup::new(db.clone()),
            csrf_key: csrf_key.into_bytes(),
            pages: Pages::load(config.public_url()),
            payments: crate::payments::Payments::build(
                &config.payments,
                config.env,
                config.public_url(),
                db.clone(),
            )?,
            ledger: store::ledger::Ledger::new(db.clone()),
            messages: MessageWriter::build(&config.text, &config.images, model_status.text)?,
            api_limits: RateLimiter::build(&config.public_api, db.clone()).await?,
            images,
            generator,
            card_sends,
            card_links,
            courier,
            reminders,
            mailer,
            db,
            config,
        });
        let router = http::router(state.clone());
        Ok(App {
            listener,
            models,
            metrics_listener,
            router,
            state,
        })
    }

    pub fn port(&self) -> u16 {
        self.state.config.addr.port()
    }

    pub fn state(&self) -> &AppState {
        &self.state
    }

    /// Serves until SIGTERM or Ctrl-C, letting in-flight requests finish.
    pub async fn run_until_stopped(self) -> anyhow::Result<()> {
        let config = &self.state.config;
        tracing::info!(
            url = %config.public_url(),
            addr = %config.addr,
            database = if config.database_url().starts_with("postgres") { "postgres" } else { "sqlite" },
            email = self.state.mailer.describe(),
            "Cardsmith is listening"
        );
        let jobs = crate::jobs::spawn(
            self.state.db.clone(),
            self.state.images.store.clone(),
            self.state.generator.leases.lease.duration,
        );
        let webhooks = spawn_webhook_retries(self.state.clone());
        let model_checks = self.models.spawn_daily();
        let courier = spawn_courier(
            self.state.courier.clone(),
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
        tracing::info!("Cardsmith stopped");
        Ok(())
    }
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

/// Emails due cards and reminders, every poll interval, on every instance
/// (each is claimed by one of them).
fn spawn_courier(
    courier: Courier,
    reminders: Reminders,
    every: std::time::Duration,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        // The first look is one interval after start, like every other.
        let mut ticker = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
        ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticker.tick().await;
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
