//! What an archive says: one JSON document per part of the account, and a
//! README that explains them. Each document is built from the rows
//! `store::account_data` read; fields are named for the reader, in
//! camelCase like the API, and nothing secret is written (the rows' hashes,
//! tokens and keys are left out).

use crate::store::account_data::AccountData;
use crate::store::group_cards::strokes;
use cardsmith_domain::devices;
use chrono::{DateTime, Utc};
use sea_orm::ActiveEnum;
use serde_json::{Value, json};
use std::collections::HashMap;

/// Where an image's files went in the archive: its id → the names of the
/// files written, or `None` when its file was gone by the time it was read
/// (the image was deleted while the archive was being made).
pub type ImageFiles = HashMap<String, Option<ImageEntries>>;

/// Where each signer's photo went in the archive, by message id.
pub type PhotoFiles = HashMap<String, String>;

/// The archive names of one image's files.
pub struct ImageEntries {
    pub file: String,
    /// A card's art without its words, when it has one.
    pub art: Option<String>,
}

/// A credit amount in tenths, as the number of credits.
fn credits(tenths: i64) -> Value {
    json!(tenths as f64 / 10.0)
}

/// The documents, by their names in the archive.
pub fn all(
    data: &AccountData,
    files: &ImageFiles,
    photos: &PhotoFiles,
    made_at: DateTime<Utc>,
) -> Vec<(&'static str, Value)> {
    vec![
        ("profile.json", profile(data, made_at)),
        ("credits.json", credit_history(data)),
        ("payments.json", payments(data)),
        ("images.json", images(data, files)),
        ("cards-sent.json", cards_sent(data)),
        ("thanks-received.json", thanks_received(data)),
        ("group-cards.json", group_cards(data, photos)),
        ("dates-to-remember.json", dates_to_remember(data)),
        ("api-keys.json", api_keys(data)),
        ("devices.json", signed_in_devices(data)),
        ("passkeys.json", passkeys(data)),
    ]
}

fn profile(data: &AccountData, made_at: DateTime<Utc>) -> Value {
    let user = &data.user;
    json!({
        "archiveMadeAt": made_at,
        "accountId": user.id,
        "username": user.username,
        "displayName": user.display_name,
        "email": user.email,
        "emailConfirmedAt": user.email_verified_at,
        "memberSince": user.created_at,
        "twoStepSignIn": data.two_factor_on,
        "creditBalance": credits(user.credits_tenths),
    })
}

fn credit_history(data: &AccountData) -> Value {
    let lots: Vec<Value> = data
        .credit_lots
        .iter()
        .map(|lot| {
            json!({
                "source": lot.source.to_value(),
                "granted": credits(lot.granted_tenths),
                "remaining": credits(lot.remaining_tenths),
                "expiresAt": lot.expires_at,
                "expired": lot.expired,
                "takenBackForRefunds": credits(lot.taken_back_tenths),
                "grantedAt": lot.created_at,
            })
        })
        .collect();
    let history: Vec<Value> = data
        .ledger
        .iter()
        .map(|entry| {
            json!({
                "at": entry.created_at,
                "kind": entry.kind.to_value(),
                "description": entry.description,
                "credits": credits(entry.delta_tenths),
                "amountPaidCents": entry.amount_cents,
                "reference": entry.reference,
            })
        })
        .collect();
    json!({
        "balance": credits(data.user.credits_tenths),
        "lots": lots,
        "history": history,
    })
}

fn payments(data: &AccountData) -> Value {
    let payments: Vec<Value> = data
        .payments
        .iter()
        .map(|payment| {
            json!({
                "provider": payment.provider.to_value(),
                "reference": payment.session_id,
                "package": payment.package_id,
                "amountCents": payment.amount_cents,
                "currency": payment.currency,
                "status": payment.status.to_value(),
                "failureReason": payment.failure_reason,
                "createdAt": payment.created_at,
                "updatedAt": payment.updated_at,
            })
        })
        .collect();
    json!(payments)
}

fn images(data: &AccountData, files: &ImageFiles) -> Value {
    let images: Vec<Value> = data
        .images
        .iter()
        .map(|image| {
            let stored = files.get(&image.id).and_then(Option::as_ref);
            let card = image.card_category.map(|category| {
                json!({
                    "occasion": category.to_value(),
                    "style": image.card_style.map(|style| style.to_value()),
                    "words": image.card_text,
                    "wordsPosition": image.card_text_position.map(|at| at.to_value()),
                    "wordsColours": image.card_text_scheme.map(|scheme| scheme.to_value()),
                })
            });
            json!({
                "id": image.id,
                "createdAt": image.created_at,
                "prompt": image.prompt,
                "quality": image.quality.to_value(),
                "size": image.size,
                "format": image.output_format.to_value(),
                "creditsCharged": credits(image.credit_cost_tenths),
                "shared": image.share_token.is_some(),
                "card": card,
                "revisedFrom": image.revised_from,
                "revision": image.revision,
                "file": stored.map(|entries| entries.file.as_str()),
                "artWithoutWords": stored.and_then(|entries| entries.art.as_deref()),
                "fileMissing": stored.is_none()
                    .then_some("The image was deleted while this archive was being made."),
            })
        })
        .collect();
    json!(images)
}

fn cards_sent(data: &AccountData) -> Value {
    let sends: Vec<Value> = data
        .sends
        .iter()
        .map(|sent| {
            let recipients: Vec<Value> = data
                .recipients
                .iter()
                .filter(|recipient| recipient.send_id == sent.id)
                .map(|recipient| {
                    json!({
                        "name": recipient.recipient_name,
                        "email": recipient.recipient_email,
                        "status": recipient.status.to_value(),
                        "due": recipient.due_at,
                        "sentAt": recipient.sent_at,
                        "resentAt": recipient.resent_at,
                        "openedAt": recipient.opened_at,
                        "failure": recipient.failure,
                        "thanks": recipient.thanks,
                        "thankedAt": recipient.thanked_at,
                    })
                })
                .collect();
            json!({
                "id": sent.id,
                "imageId": sent.image_id,
                "signedAs": sent.sender_name,
                "message": sent.message,
                "font": sent.font,
                "timeZone": sent.time_zone,
                "scheduledFor": sent.local_send_at,
                "due": sent.due_at,
                "createdAt": sent.created_at,
                "cancelledAt": sent.cancelled_at,
                "reportedByARecipientAt": sent.reported_at,
                "recipients": recipients,
            })
        })
        .collect();
    json!(sends)
}

fn thanks_received(data: &AccountData) -> Value {
    let thanks: Vec<Value> = data
        .recipients
        .iter()
        .filter_map(|recipient| {
            let message = recipient.thanks.as_ref()?;
            Some(json!({
                "from": recipient.recipient_name,
                "email": recipient.recipient_email,
                "cardSent": recipient.send_id,
                "message": message,
                "at": recipient.thanked_at,
            }))
        })
        .collect();
    json!(thanks)
}

fn group_cards(data: &AccountData, photos: &PhotoFiles) -> Value {
    let cards: Vec<Value> = data
        .group_cards
        .iter()
        .map(|card| {
            let invitations: Vec<Value> = data
                .group_invites
                .iter()
                .filter(|invite| invite.group_card_id == card.id)
                .map(|invite| {
                    json!({
                        "email": invite.email,
                        "invitedAt": invite.created_at,
                        "remindersSent": invite.reminders_sent,
                        "lastRemindedAt": invite.last_reminded_at,
                        "stoppedRemindersAt": invite.stopped_at,
                    })
                })
                .collect();
            let messages: Vec<Value> = data
                .group_messages
                .iter()
                .filter(|message| message.group_card_id == card.id)
                .map(|message| {
                    json!({
                        "name": message.name,
                        "text": message.text,
                        "font": message.font,
                        "colour": message.colour,
                        "signature": strokes(message),
                        "photo": photos.get(&message.id),
                        "email": message.email,
                        "hiddenAt": message.hidden_at,
                        "createdAt": message.created_at,
                        "updatedAt": message.updated_at,
                    })
                })
                .collect();
            json!({
                "id": card.id,
                "imageId": card.image_id,
                "title": card.title,
                "organiserName": card.organiser_name,
                "recipientName": card.recipient_name,
                "recipientEmail": card.recipient_email,
                "timeZone": card.time_zone,
                "signingCloses": card.local_deadline,
                "scheduledFor": card.local_send_at,
                "status": card.status.to_value(),
                "createdAt": card.created_at,
                "sentAt": card.sent_at,
                "cardSent": card.send_id,
                "invitations": invitations,
                "messages": messages,
            })
        })
        .collect();
    json!(cards)
}

fn dates_to_remember(data: &AccountData) -> Value {
    let dates: Vec<Value> = data
        .reminders
        .iter()
        .map(|date| {
            json!({
                "name": date.name,
                "relationship": date.relationship,
                "occasion": date.occasion,
                "month": date.month,
                "day": date.day,
                "timeZone": date.time_zone,
                "remindDaysBefore": date.days_before,
                "remindersOn": date.enabled,
                "nextReminder": date.remind_at,
                "lastReminderSentAt": date.last_sent_at,
                "createdAt": date.created_at,
            })
        })
        .collect();
    json!(dates)
}

fn api_keys(data: &AccountData) -> Value {
    let keys: Vec<Value> = data
        .api_keys
        .iter()
        .map(|key| {
            json!({
                "name": key.name,
                "startsWith": key.prefix,
                "createdAt": key.created_at,
                "lastUsedAt": key.last_used_at,
                "revokedAt": key.revoked_at,
            })
        })
        .collect();
    let requests: Vec<Value> = data
        .api_use
        .iter()
        .map(|day| json!({ "day": day.day, "requests": day.requests }))
        .collect();
    json!({ "keys": keys, "requestsPerDay": requests })
}

fn signed_in_devices(data: &AccountData) -> Value {
    let sessions: Vec<Value> = data
        .sessions
        .iter()
        .map(|session| {
            let (browser, system) = devices::describe(session.user_agent.as_deref());
            json!({
                "browser": browser,
                "system": system,
                "userAgent": session.user_agent,
                "signedInAt": session.created_at,
                "lastSeenAt": session.last_seen_at,
                "expiresAt": session.expires_at,
            })
        })
        .collect();
    json!(sessions)
}

/// The passkeys' names and use; their public keys sign nothing in.
fn passkeys(data: &AccountData) -> Value {
    let passkeys: Vec<Value> = data
        .passkeys
        .iter()
        .map(|passkey| {
            json!({
                "name": passkey.name,
                "addedAt": passkey.created_at,
                "lastUsedAt": passkey.last_used_at,
            })
        })
        .collect();
    json!(passkeys)
}

/// The archive's README.txt.
pub fn readme(username: &str, made_at: DateTime<Utc>) -> String {
    format!(
        "Your Cardsmith data\n\
         ===================\n\n\
         This archive holds what Cardsmith keeps about the account {username},\n\
         as it was on {date} (UTC). Dates and times are in UTC (RFC 3339);\n\
         credits are in credits, money in cents.\n\n\
         profile.json            your account: name, email address, when you joined,\n\
         \x20                       whether two-step sign-in is on, your balance\n\
         credits.json            your credits: each lot with its expiry, and every\n\
         \x20                       change to your balance\n\
         payments.json           your payments (Cardsmith never sees card details)\n\
         images.json             your images and cards: prompts, options, words, the\n\
         \x20                       image each revision was made from, and the name\n\
         \x20                       of each file in images/\n\
         images/                 the image files themselves\n\
         cards-sent.json         the cards you sent by email, their recipients and\n\
         \x20                       what became of each\n\
         thanks-received.json    the thank-you notes recipients wrote back\n\
         group-cards.json        the group cards you organised: invitations, and\n\
         \x20                       every message, signature and photo on them\n\
         group-cards/photos/     the photos signers added to their messages\n\
         dates-to-remember.json  your dates to remember\n\
         api-keys.json           your API keys' names and use (never the keys)\n\
         devices.json            where your account is signed in\n\
         passkeys.json           your passkeys' names and use\n\n\
         If an image was deleted while the archive was being made, images.json\n\
         says so in its \"fileMissing\" field and its file is not included.\n\n\
         Not included: your password and two-step sign-in key (kept only in a\n\
         form that cannot be read back), and API key secrets (never stored).\n",
        date = made_at.format("%-d %B %Y, %H:%M"),
    )
}
