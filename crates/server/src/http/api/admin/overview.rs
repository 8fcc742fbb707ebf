//! The console's overview: today, 7 days and 30 days of sign-ups,
//! generations, provider errors, revenue, credits owed and emails, each
//! with its daily figures for a chart, and the configured models' standing.
//! Support and admins alike may read it.

use crate::http::error::AppResult;
use crate::http::extract::staff::StaffSession;
use crate::http::state::AppState;
use crate::providers::models::{ModelReport, ModelRole, ModelState};
use crate::staff::overview::{ConfiguredModel, DAYS, Daily, Figures, Revenue};
use axum::Json;
use axum::extract::State;
use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OverviewView {
    /// When the figures were counted.
    pub at: DateTime<Utc>,
    /// The UTC days the daily figures are for, oldest first, today last.
    pub days: Vec<NaiveDate>,
    pub sign_ups: OverviewFigure,
    /// Generations that made an image.
    pub generations_made: OverviewFigure,
    /// Generations that failed (their credits were given back).
    pub generations_failed: OverviewFigure,
    /// Tenths of a credit given back for failed generations.
    pub generations_refunded_tenths: OverviewFigure,
    /// Generations that failed while being made: the provider's errors,
    /// refusals and time-outs (a rare storage fault counts too; work
    /// interrupted by a stopped server does not).
    pub provider_errors: OverviewFigure,
    /// Per currency, the one payments are taken in first.
    pub revenue: Vec<OverviewRevenue>,
    pub credits_outstanding: OverviewOutstanding,
    /// Emails handed over to the mail server (or the outbox folder).
    pub emails_sent: OverviewFigure,
    /// Emails not handed over five minutes after they were written.
    pub emails_failed: OverviewFigure,
    /// The image model, then the text model.
    pub models: Vec<OverviewModel>,
}

/// One figure: today, the last 7 days and the last 30 (today included),
/// and each of the 30 days for a chart.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OverviewFigure {
    pub today: i64,
    pub last7_days: i64,
    pub last30_days: i64,
    /// One value per entry of `days`.
    pub daily: Vec<i64>,
}

impl From<&Daily> for OverviewFigure {
    fn from(daily: &Daily) -> Self {
        OverviewFigure {
            today: daily.today(),
            last7_days: daily.last(7),
            last30_days: daily.last(DAYS),
            daily: daily.values().to_vec(),
        }
    }
}

/// Money in one currency, in its minor units as stored (cents).
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OverviewRevenue {
    /// Lower-case ISO 4217 code, e.g. `usd`.
    pub currency: String,
    pub paid: OverviewFigure,
    /// Refunded, or held back by a dispute.
    pub refunded: OverviewFigure,
    /// Paid minus refunded.
    pub net: OverviewFigure,
}

impl From<&Revenue> for OverviewRevenue {
    fn from(revenue: &Revenue) -> Self {
        OverviewRevenue {
            currency: revenue.currency.clone(),
            paid: (&revenue.paid).into(),
            refunded: (&revenue.returned).into(),
            net: (&revenue.net()).into(),
        }
    }
}

/// The credits the service owes its customers, in tenths of a credit.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OverviewOutstanding {
    /// Left in every lot that has not expired, now.
    pub now_tenths: i64,
    /// What all balances held at the end of each of `days`, by the ledger.
    pub day_end_tenths: Vec<i64>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum OverviewModelRole {
    Image,
    Text,
}

impl From<ModelRole> for OverviewModelRole {
    fn from(role: ModelRole) -> Self {
        match role {
            ModelRole::Image => OverviewModelRole::Image,
            ModelRole::Text => OverviewModelRole::Text,
        }
    }
}

/// Where a model stands with its provider.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum OverviewModelState {
    /// No remote model: the built-in designer or the bundled message library.
    BuiltIn,
    /// Not checked yet, or the provider keeps no model list.
    Unknown,
    /// The model list could not be read; the model may still work.
    Unreachable,
    Active,
    /// Served until `shutdown`.
    Retiring,
    /// Its shutdown date has passed: generation with it is refused.
    ShutDown,
    /// The provider does not offer it.
    Missing,
    /// Not listed by a server that draws with its own model.
    Unlisted,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OverviewModel {
    pub role: OverviewModelRole,
    /// The configured model; null when none is used.
    pub model: Option<String>,
    pub state: OverviewModelState,
    /// The announced shutdown day.
    pub shutdown: Option<NaiveDate>,
    /// The model the provider names as the replacement.
    pub replacement: Option<String>,
    /// One sentence saying all of it.
    pub summary: String,
}

impl From<&ConfiguredModel> for OverviewModel {
    fn from(model: &ConfiguredModel) -> Self {
        match model {
            ConfiguredModel::Remote(report) => remote(report),
            ConfiguredModel::BuiltIn(role) => {
                let summary = match role {
                    ModelRole::Image => "Images come from the built-in designer: no model to watch",
                    ModelRole::Text => "Messages come from the bundled library: no model to watch",
                };
                OverviewModel {
                    role: (*role).into(),
                    model: None,
                    state: OverviewModelState::BuiltIn,
                    shutdown: None,
                    replacement: None,
                    summary: summary.to_owned(),
                }
            }
        }
    }
}

fn remote(report: &ModelReport) -> OverviewModel {
    let (state, shutdown) = match &report.state {
        ModelState::Unknown => (OverviewModelState::Unknown, None),
        ModelState::Unreachable(_) => (OverviewModelState::Unreachable, None),
        ModelState::Active => (OverviewModelState::Active, None),
        ModelState::Retiring { shutdown, .. } => (OverviewModelState::Retiring, Some(*shutdown)),
        ModelState::ShutDown { shutdown } => (OverviewModelState::ShutDown, Some(*shutdown)),
        ModelState::Missing => (OverviewModelState::Missing, None),
        ModelState::Unlisted => (OverviewModelState::Unlisted, None),
    };
    OverviewModel {
        role: report.role.into(),
        model: Some(report.model.clone()),
        state,
        shutdown,
        replacement: report.replacement.clone(),
        summary: report.to_string(),
    }
}

impl From<Figures> for OverviewView {
    fn from(figures: Figures) -> Self {
        let days = (0..DAYS as i64)
            .map(|offset| figures.first_day + chrono::Duration::days(offset))
            .collect();
        OverviewView {
            at: figures.at,
            days,
            sign_ups: (&figures.sign_ups).into(),
            generations_made: (&figures.generations_made).into(),
            generations_failed: (&figures.generations_failed).into(),
            generations_refunded_tenths: (&figures.generations_refunded_tenths).into(),
            provider_errors: (&figures.provider_errors).into(),
            revenue: figures.revenue.iter().map(Into::into).collect(),
            credits_outstanding: OverviewOutstanding {
                now_tenths: figures.credits_outstanding.now_tenths,
                day_end_tenths: figures.credits_outstanding.day_end_tenths.values().to_vec(),
            },
            emails_sent: (&figures.emails_sent).into(),
            emails_failed: (&figures.emails_failed).into(),
            models: figures.models.iter().map(Into::into).collect(),
        }
    }
}

/// How the service is doing: the last 30 UTC days, counted by the database.
#[utoipa::path(get, path = "/api/admin/overview", tag = "admin",
    responses((status = 200, body = OverviewView),
        (status = 403, description = "The second factor must be proved again"),
        (status = 404, description = "Not staff: as for a path that does not exist"),
        (status = 429)))]
pub async fn show(
    State(state): State<AppState>,
    _staff: StaffSession,
) -> AppResult<Json<OverviewView>> {
    Ok(Json(state.overview.figures().await?.into()))
}
