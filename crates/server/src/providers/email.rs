//! Sending email: through SMTP when configured, otherwise into the outbox
//! folder of the data dir (one `.eml` file per message) so a developer can
//! open the links. Either way the message is recorded in the database first.

use crate::secret::Secret;
use crate::store::outbox;
use anyhow::Context;
use lettre::message::header::{ContentTransferEncoding, ContentType};
use lettre::message::{Body, Mailbox};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use sea_orm::DatabaseConnection;
use std::path::PathBuf;

#[derive(Clone)]
pub enum Mailer {
    Smtp {
        transport: AsyncSmtpTransport<Tokio1Executor>,
        from: Mailbox,
    },
    Outbox {
        dir: PathBuf,
        from: Mailbox,
    },
}

impl Mailer {
    pub fn smtp(url: &Secret, from: &str) -> anyhow::Result<Self> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url.expose())
            .context("CARDSMITH_SMTP_URL is not a valid smtp:// or smtps:// URL")?
            .build();
        Ok(Mailer::Smtp {
            transport,
            from: parse_from(from)?,
        })
    }

    pub fn outbox(dir: PathBuf, from: &str) -> anyhow::Result<Self> {
        std::fs::create_dir_all(&dir)
            .with_context(|| format!("Failed to create {}", dir.display()))?;
        Ok(Mailer::Outbox {
            dir,
            from: parse_from(from)?,
        })
    }

    pub fn describe(&self) -> &'static str {
        match self {
            Mailer::Smtp { .. } => "smtp",
            Mailer::Outbox { .. } => "outbox",
        }
    }

    /// The address emails come from.
    pub fn from(&self) -> &Mailbox {
        match self {
            Mailer::Smtp { from, .. } | Mailer::Outbox { from, .. } => from,
        }
    }

    /// Sends a plain-text email.
    pub async fn send(
        &self,
        db: &DatabaseConnection,
        to: &str,
        subject: &str,
        body: &str,
    ) -> anyhow::Result<()> {
        let message = Message::builder()
            .from(self.from().clone())
            .to(to.parse().context("Invalid recipient address")?)
            .subject(subject)
            .header(ContentType::TEXT_PLAIN)
            .body(plain_body(body))
            .context("Failed to build the email")?;
        self.deliver(db, to, subject, body, message).await
    }

    /// Records and delivers a finished message; `summary` is the text the
    /// database keeps of it.
    pub async fn deliver(
        &self,
        db: &DatabaseConnection,
        to: &str,
        subject: &str,
        summary: &str,
        message: Message,
    ) -> anyhow::Result<()> {
        let handed_over = self.hand_over(db, to, subject, summary, message).await;
        crate::metrics::registry().email(handed_over.is_ok());
        handed_over
    }

    async fn hand_over(
        &self,
        db: &DatabaseConnection,
        to: &str,
        subject: &str,
        summary: &str,
        message: Message,
    ) -> anyhow::Result<()> {
        let record = outbox::record(db, to, subject, summary).await?;
        match self {
            Mailer::Smtp { transport, .. } => {
                transport
                    .send(message)
                    .await
                    .context("SMTP delivery failed")?;
                tracing::info!(email_id = record.id, "email sent over SMTP");
            }
            Mailer::Outbox { dir, .. } => {
                let stamp = record.created_at.format("%Y%m%dT%H%M%S%.6fZ");
                let path = dir.join(format!("{stamp}-{}.eml", record.id));
                // Written aside and renamed, so a reader never sees half a message.
                let partial = path.with_extension("eml.partial");
                tokio::fs::write(&partial, message.formatted())
                    .await
                    .with_context(|| format!("Failed to write {}", partial.display()))?;
                tokio::fs::rename(&partial, &path)
                    .await
                    .context("Failed to move the email into the outbox")?;
                tracing::info!(email_id = record.id, path = %path.display(), subject, "email kept in the outbox");
            }
        }
        outbox::mark_sent(db, record.id).await?;
        Ok(())
    }
}

fn parse_from(from: &str) -> anyhow::Result<Mailbox> {
    from.parse()
        .with_context(|| format!("CARDSMITH_EMAIL_FROM is not a valid address: {from}"))
}

/// Plain ASCII text goes out as 7bit, so links stay readable in the raw
/// message (lettre would switch to quoted-printable for lines over 76
/// characters, which splits long links with `=` soft breaks). RFC 5322 allows
/// lines up to 998 characters.
pub fn plain_body(text: &str) -> Body {
    let fits_7bit = text.is_ascii() && text.lines().all(|line| line.len() < 998);
    if fits_7bit {
        let crlf = text.replace("\r\n", "\n").replace('\n', "\r\n");
        Body::dangerous_pre_encoded(crlf.into_bytes(), ContentTransferEncoding::SevenBit)
    } else {
        Body::new(text.to_owned())
    }
}
