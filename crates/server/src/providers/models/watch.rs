//! Asks the providers about the configured models at start-up and once a day:
//! an error in the log for a model that is gone, a warning each day for one
//! whose shutdown is near, and gauges for the metrics endpoint.

use super::status::{ModelReport, ModelRole, ModelState, ModelStatus, WARN_WITHIN_DAYS, assess};
use crate::metrics;
use crate::providers::image::settings::{ImageSettings, ProviderKind};
use crate::providers::text::chat_endpoint;
use crate::providers::text::settings::{TextProviderKind, TextSettings};
use cardsmith_openai_images::{ImageApiError, ModelCatalog};
use chrono::NaiveDate;
use std::sync::Arc;
use std::time::Duration;

/// How often each instance asks again.
pub const CHECK_EVERY: Duration = Duration::from_secs(24 * 60 * 60);

/// One model to keep an eye on, and where to ask about it.
#[derive(Clone)]
pub struct WatchedModel {
    pub catalog: Arc<ModelCatalog>,
    pub status: ModelStatus,
    /// False where the server draws with its own model whatever is named.
    pub name_decides: bool,
}

/// The latest word on each configured model (always there; only updated
/// for the models that have a remote provider).
pub struct WatchedStatuses {
    pub image: ModelStatus,
    pub text: ModelStatus,
}

/// The models this instance uses with a remote provider (none on the
/// built-in renderer and the message library).
#[derive(Clone, Default)]
pub struct ModelWatch {
    pub models: Vec<WatchedModel>,
}

impl ModelWatch {
    /// Watches the image model when a remote provider makes the images, and
    /// the chat model when one writes the messages. Returns the watch and the
    /// statuses it keeps, which the providers read before each call.
    pub fn for_providers(
        images: &ImageSettings,
        text: &TextSettings,
    ) -> anyhow::Result<(ModelWatch, WatchedStatuses)> {
        let mut watch = ModelWatch::default();
        let image_status = ModelStatus::new(ModelRole::Image, &images.openai_model);
        let text_status = ModelStatus::new(ModelRole::Text, &text.model);
        if images.provider == ProviderKind::Openai {
            let key = images.openai_api_key.as_ref().map(|key| key.expose());
            let catalog = ModelCatalog::new(&images.openai_base_url, key)?;
            watch.models.push(WatchedModel {
                catalog: Arc::new(catalog),
                status: image_status.clone(),
                name_decides: images.openai_dialect.honours_model_name(),
            });
        }
        if text.provider == TextProviderKind::Openai {
            let (base_url, key) = chat_endpoint(text, images);
            let catalog = ModelCatalog::new(base_url, key.as_deref())?;
            watch.models.push(WatchedModel {
                catalog: Arc::new(catalog),
                status: text_status.clone(),
                name_decides: true,
            });
        }
        let statuses = WatchedStatuses {
            image: image_status,
            text: text_status,
        };
        Ok((watch, statuses))
    }

    /// Asks about every model, records and logs what was found, and returns it.
    pub async fn check(&self, today: NaiveDate) -> Vec<ModelReport> {
        let mut reports = Vec::with_capacity(self.models.len());
        for watched in &self.models {
            let before = watched.status.get();
            let report = match watched.catalog.list().await {
                Ok(list) => assess(
                    before.role,
                    &before.model,
                    &list,
                    today,
                    watched.name_decides,
                ),
                Err(error) => unreachable(&before, &error),
            };
            log(&report);
            record(&report, today);
            watched.status.set(report.clone());
            reports.push(report);
        }
        reports
    }

    /// Checks again every `CHECK_EVERY`, for as long as the server runs.
    pub fn spawn_daily(self) -> tokio::task::JoinHandle<()> {
        tokio::spawn(async move {
            let start = tokio::time::Instant::now() + CHECK_EVERY;
            let mut ticker = tokio::time::interval_at(start, CHECK_EVERY);
            ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                ticker.tick().await;
                self.check(chrono::Utc::now().date_naive()).await;
            }
        })
    }
}

fn unreachable(before: &ModelReport, error: &ImageApiError) -> ModelReport {
    ModelReport {
        state: ModelState::Unreachable(error.to_string()),
        ..ModelReport::unknown(before.role, &before.model)
    }
}

/// Nothing for a model in good standing; an error for one that is gone.
fn log(report: &ModelReport) {
    let role = report.role.as_str();
    let model = report.model.as_str();
    let replacement = report.replacement.as_deref().unwrap_or("");
    match &report.state {
        // Self-hosted servers often keep no model list: nothing to report.
        ModelState::Unknown => {
            tracing::debug!(role, model, "the provider keeps no model list; not checked");
        }
        ModelState::Active => {}
        ModelState::Unlisted => {
            tracing::info!(role, model, "{report}");
        }
        ModelState::Unreachable(_) => {
            tracing::warn!(
                role,
                model,
                "the provider's model list could not be read: {report}"
            );
        }
        ModelState::Retiring { days_left, .. } if *days_left <= WARN_WITHIN_DAYS => {
            tracing::warn!(
                role,
                model,
                replacement,
                "the {role} model is retiring: {report}"
            );
        }
        ModelState::Retiring { .. } => {
            tracing::info!(
                role,
                model,
                replacement,
                "the {role} model has a shutdown date: {report}"
            );
        }
        ModelState::ShutDown { .. } | ModelState::Missing => {
            tracing::error!(
                role,
                model,
                replacement,
                "the {role} model cannot be used: {report}. Set another model (docs/providers.md)"
            );
        }
    }
}

fn record(report: &ModelReport, today: NaiveDate) {
    let known = !matches!(
        report.state,
        ModelState::Unknown | ModelState::Unreachable(_)
    );
    metrics::registry().model(
        report.role.as_str(),
        &report.model,
        known.then(|| report.usable()),
        report.shutdown_days(today),
    );
}
