//! An account as the console shows it: what support needs to help, never
//! a secret (no password or key hashes, no session tokens, no second
//! factor's key).

use crate::staff::roles::role_name;
use crate::staff::{AccountRecord, ThrottleUse};
use crate::store::audit::AuditEntry;
use cardsmith_domain::{Credits, devices};
use chrono::{DateTime, Utc};
use sea_orm::ActiveEnum;
use serde::Serialize;
use utoipa::ToSchema;

/// The newest images listed; the count covers them all.
const IMAGES_LISTED: usize = 12;

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountDetail {
    pub id: String,
    pub email: String,
    pub username: String,
    pub display_name: Option<String>,
    pub created_at: DateTime<Utc>,
    pub email_verified_at: Option<DateTime<Utc>>,
    pub suspended_at: Option<DateTime<Utc>>,
    /// `support` or `admin` for staff.
    pub staff_role: Option<&'static str>,
    pub two_factor_on: bool,
    pub passkey_count: usize,
    #[schema(value_type = f64)]
    pub balance: Credits,
    pub lots: Vec<LotView>,
    pub payments: Vec<PaymentView>,
    pub image_count: usize,
    pub images: Vec<ConsoleImage>,
    pub sends: Vec<ConsoleSend>,
    pub reminders: Vec<ConsoleReminder>,
    pub api_keys: Vec<ConsoleApiKey>,
    pub devices: Vec<SessionView>,
    /// How much of each of its own limits the account has used.
    pub throttles: Vec<ConsoleThrottle>,
    /// The newest 50 entries naming this account.
    pub audit: Vec<AuditEntryView>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleThrottle {
    /// What it counts, e.g. "Wrong passwords".
    pub name: &'static str,
    /// Attempts counted in the current window.
    pub used: u64,
    /// The most the window allows.
    pub max: u64,
    pub window_minutes: i64,
    /// Past the limit an attempt is slowed down rather than refused.
    pub slows_only: bool,
}

impl From<ThrottleUse> for ConsoleThrottle {
    fn from(ThrottleUse { throttle, used }: ThrottleUse) -> Self {
        ConsoleThrottle {
            name: throttle.name,
            used,
            max: throttle.limit.max as u64,
            window_minutes: throttle.limit.window.num_minutes(),
            slows_only: throttle.slows_only,
        }
    }
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LotView {
    pub id: String,
    /// `signup_bonus`, `purchase` or `staff_grant`.
    pub source: String,
    #[schema(value_type = f64)]
    pub granted: Credits,
    #[schema(value_type = f64)]
    pub remaining: Credits,
    pub expires_at: Option<DateTime<Utc>>,
    pub expired: bool,
    pub created_at: DateTime<Utc>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentView {
    /// The provider's checkout session id.
    pub session_id: String,
    /// `demo` or `stripe`.
    pub provider: String,
    pub package_id: String,
    pub amount_cents: i64,
    pub currency: String,
    /// `open`, `paid`, `canceled` or `failed`.
    pub status: String,
    pub payment_intent: Option<String>,
    pub created_at: DateTime<Utc>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleImage {
    pub id: String,
    pub prompt: String,
    pub is_card: bool,
    pub created_at: DateTime<Utc>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleSend {
    pub id: String,
    pub image_id: String,
    pub due_at: DateTime<Utc>,
    pub cancelled: bool,
    pub reported_at: Option<DateTime<Utc>>,
    pub recipients: Vec<ConsoleRecipient>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleRecipient {
    pub name: String,
    pub email: String,
    pub status: String,
    pub sent_at: Option<DateTime<Utc>>,
    pub opened_at: Option<DateTime<Utc>>,
    pub failure: Option<String>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleReminder {
    pub name: String,
    pub occasion: String,
    pub month: i32,
    pub day: i32,
    pub enabled: bool,
    pub last_sent_at: Option<DateTime<Utc>>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleApiKey {
    pub name: String,
    pub prefix: String,
    pub created_at: DateTime<Utc>,
    pub last_used_at: Option<DateTime<Utc>>,
    pub revoked_at: Option<DateTime<Utc>>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionView {
    pub browser: String,
    pub system: String,
    pub signed_in_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
    /// When the session last proved a second factor.
    pub second_factor_at: Option<DateTime<Utc>>,
}

#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditEntryView {
    pub id: i64,
    pub at: DateTime<Utc>,
    /// A staff member's address, "server command line" or "automatic".
    pub actor: String,
    /// The staff member's account id; null for the command line and the service.
    pub actor_id: Option<String>,
    pub action: String,
    pub target_account_id: Option<String>,
    pub reason: String,
    /// `done`, or `refused` for an attempt beyond the actor's role.
    pub outcome: String,
    /// The values the action changed, before and after (JSON).
    pub before: Option<serde_json::Value>,
    pub after: Option<serde_json::Value>,
}

impl From<AuditEntry> for AuditEntryView {
    fn from(entry: AuditEntry) -> Self {
        let parse = |json: Option<String>| json.and_then(|text| serde_json::from_str(&text).ok());
        AuditEntryView {
            id: entry.id,
            at: entry.at,
            actor: entry.actor,
            actor_id: entry.actor_id,
            action: entry.action,
            target_account_id: entry.target_user_id,
            reason: entry.reason,
            outcome: crate::staff::outcome_name(entry.outcome).to_owned(),
            before: parse(entry.before_json),
            after: parse(entry.after_json),
        }
    }
}

impl From<AccountRecord> for AccountDetail {
    fn from(record: AccountRecord) -> Self {
        let data = record.data;
        let user = data.user;
        let image_count = data.images.len();
        let sends = data
            .sends
            .into_iter()
            .map(|send| ConsoleSend {
                recipients: data
                    .recipients
                    .iter()
                    .filter(|recipient| recipient.send_id == send.id)
                    .map(|recipient| ConsoleRecipient {
                        name: recipient.recipient_name.clone(),
                        email: recipient.recipient_email.clone(),
                        status: recipient.status.to_value(),
                        sent_at: recipient.sent_at,
                        opened_at: recipient.opened_at,
                        failure: recipient.failure.clone(),
                    })
                    .collect(),
                id: send.id,
                image_id: send.image_id,
                due_at: send.due_at,
                cancelled: send.cancelled_at.is_some(),
                reported_at: send.reported_at,
            })
            .rev()
            .collect();
        AccountDetail {
            id: user.id,
            email: user.email,
            username: user.username,
            display_name: user.display_name,
            created_at: user.created_at,
            email_verified_at: user.email_verified_at,
            suspended_at: user.suspended_at,
            staff_role: record.staff_role.map(role_name),
            two_factor_on: data.two_factor_on,
            passkey_count: data.passkeys.len(),
            balance: Credits::from_tenths(user.credits_tenths),
            lots: data
                .credit_lots
                .into_iter()
                .rev()
                .map(|lot| LotView {
                    id: lot.id,
                    source: lot.source.to_value(),
                    granted: Credits::from_tenths(lot.granted_tenths),
                    remaining: Credits::from_tenths(lot.remaining_tenths),
                    expires_at: lot.expires_at,
                    expired: lot.expired,
                    created_at: lot.created_at,
                })
                .collect(),
            payments: data
                .payments
                .into_iter()
                .rev()
                .map(|payment| PaymentView {
                    session_id: payment.session_id,
                    provider: payment.provider.to_value(),
                    package_id: payment.package_id,
                    amount_cents: payment.amount_cents,
                    currency: payment.currency,
                    status: payment.status.to_value(),
                    payment_intent: payment.payment_intent,
                    created_at: payment.created_at,
                })
                .collect(),
            image_count,
            images: data
                .images
                .into_iter()
                .rev()
                .take(IMAGES_LISTED)
                .map(|image| ConsoleImage {
                    is_card: image.card_category.is_some(),
                    id: image.id,
                    prompt: image.prompt,
                    created_at: image.created_at,
                })
                .collect(),
            sends,
            reminders: data
                .reminders
                .into_iter()
                .map(|reminder| ConsoleReminder {
                    name: reminder.name,
                    occasion: reminder.occasion,
                    month: reminder.month,
                    day: reminder.day,
                    enabled: reminder.enabled,
                    last_sent_at: reminder.last_sent_at,
                })
                .collect(),
            api_keys: data
                .api_keys
                .into_iter()
                .rev()
                .map(|key| ConsoleApiKey {
                    name: key.name,
                    prefix: key.prefix,
                    created_at: key.created_at,
                    last_used_at: key.last_used_at,
                    revoked_at: key.revoked_at,
                })
                .collect(),
            devices: data
                .sessions
                .into_iter()
                .map(|session| {
                    let (browser, system) = devices::describe(session.user_agent.as_deref());
                    SessionView {
                        browser: browser.into(),
                        system: system.into(),
                        signed_in_at: session.created_at,
                        last_seen_at: session.last_seen_at,
                        second_factor_at: session.second_factor_at,
                    }
                })
                .collect(),
            throttles: record.throttles.into_iter().map(Into::into).collect(),
            audit: record.audit.into_iter().map(Into::into).collect(),
        }
    }
}
