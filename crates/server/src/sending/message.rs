//! The email that carries a card: plain text and HTML alternatives, the
//! card's front as a small inline picture, a button to the card page, and
//! one-click unsubscribe (RFC 8058) with a link to report abuse.

use crate::providers::email::plain_body;
use anyhow::Context;
use lettre::Message;
use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::message::{Attachment, Mailbox, MultiPart, SinglePart};

/// The inline picture's Content-ID, referenced from the HTML.
const PREVIEW_ID: &str = "card-front";

/// Everything one recipient's email says.
pub struct CardEmail<'a> {
    pub from: Mailbox,
    pub to_name: &'a str,
    pub to_email: &'a str,
    pub sender_name: &'a str,
    /// The same for every attempt at this recipient, so a retry after a crash
    /// can be recognised as the same message.
    pub message_id: &'a str,
    /// The card page: `https://…/c/{token}`.
    pub card_url: &'a str,
    /// One-click unsubscribe (the header): answers a POST without any page.
    pub unsubscribe_url: &'a str,
    /// The page a person reaches from the link in the email, which asks first.
    pub unsubscribe_page_url: &'a str,
    pub report_url: &'a str,
    /// The card's front, small, as JPEG.
    pub preview_jpeg: Vec<u8>,
}

pub fn subject(sender_name: &str) -> String {
    format!("{sender_name} sent you a card")
}

pub fn build(email: CardEmail<'_>) -> anyhow::Result<Message> {
    let to = Mailbox::new(
        Some(email.to_name.to_owned()),
        email
            .to_email
            .parse()
            .context("Invalid recipient address")?,
    );
    let text = plain_text(&email);
    let html = html(&email);
    let preview = Attachment::new_inline(PREVIEW_ID.to_owned())
        .body(email.preview_jpeg, ContentType::parse("image/jpeg")?);
    let body = MultiPart::alternative()
        .singlepart(
            SinglePart::builder()
                .header(ContentType::TEXT_PLAIN)
                .body(plain_body(&text)),
        )
        .multipart(
            MultiPart::related()
                .singlepart(SinglePart::html(html))
                .singlepart(preview),
        );
    Message::builder()
        .from(email.from)
        .to(to)
        .subject(subject(email.sender_name))
        .message_id(Some(email.message_id.to_owned()))
        .raw_header(header(
            "List-Unsubscribe",
            format!("<{}>", email.unsubscribe_url),
        ))
        .raw_header(header(
            "List-Unsubscribe-Post",
            "List-Unsubscribe=One-Click".to_owned(),
        ))
        .multipart(body)
        .context("Failed to build the card email")
}

fn header(name: &'static str, value: String) -> HeaderValue {
    HeaderValue::new(HeaderName::new_from_ascii_str(name), value)
}

fn plain_text(email: &CardEmail<'_>) -> String {
    format!(
        "Hello {to},\n\n{from} sent you a card. Open it here:\n{card}\n\n\
         --\nYou received this because {from} entered your address on Cardsmith.\n\
         Never receive cards from Cardsmith again: {unsubscribe}\n\
         Report abuse: {report}\n",
        to = email.to_name,
        from = email.sender_name,
        card = email.card_url,
        unsubscribe = email.unsubscribe_page_url,
        report = email.report_url,
    )
}

fn html(email: &CardEmail<'_>) -> String {
    let to = escape(email.to_name);
    let from = escape(email.sender_name);
    let card = escape(email.card_url);
    format!(
        r#"<!doctype html><html lang="en"><body style="margin:0;background:#fbf7f4;font-family:Arial,Helvetica,sans-serif;color:#2b2231">
<div style="max-width:520px;margin:0 auto;padding:32px 24px;text-align:center">
<p style="font-size:16px">Hello {to},</p>
<h1 style="font-family:Georgia,serif;font-size:26px;font-weight:normal;margin:8px 0 24px">{from} sent you a card</h1>
<a href="{card}"><img src="cid:{PREVIEW_ID}" width="240" alt="The front of the card from {from}" style="border-radius:12px;box-shadow:0 6px 24px rgba(0,0,0,.15);max-width:100%;height:auto"></a>
<p style="margin:28px 0"><a href="{card}" style="background:#d9455f;color:#fff;text-decoration:none;padding:14px 28px;border-radius:999px;font-weight:bold;display:inline-block">Open your card</a></p>
<p style="font-size:12px;color:#6b6170;margin-top:40px">You received this because {from} entered your address on Cardsmith.<br>
<a href="{unsubscribe}" style="color:#6b6170">Never receive cards from Cardsmith again</a> · <a href="{report}" style="color:#6b6170">Report abuse</a></p>
</div></body></html>"#,
        unsubscribe = escape(email.unsubscribe_page_url),
        report = escape(email.report_url),
    )
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn email(sender_name: &str) -> CardEmail<'_> {
        CardEmail {
            from: "Cardsmith <cards@cards.example>".parse().unwrap(),
            to_name: "Bo",
            to_email: "bo@example.com",
            sender_name,
            message_id: "<card-1@cards.example>",
            card_url: "https://cards.example/c/abc",
            unsubscribe_url: "https://cards.example/api/unsubscribe?token=u1",
            unsubscribe_page_url: "https://cards.example/unsubscribe?token=u1",
            report_url: "https://cards.example/report?card=abc",
            preview_jpeg: vec![0xFF, 0xD8, 0xFF, 0xD9],
        }
    }

    #[test]
    fn the_email_is_text_and_html_with_an_inline_preview_and_one_click_unsubscribe() {
        let raw = String::from_utf8(build(email("Ana")).unwrap().formatted()).unwrap();
        assert!(raw.contains("Subject: Ana sent you a card"), "{raw}");
        assert!(raw.contains("Message-ID: <card-1@cards.example>"));
        assert!(raw.contains("List-Unsubscribe: <https://cards.example/api/unsubscribe?token=u1>"));
        assert!(raw.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"));
        let alternative = raw.find("multipart/alternative").unwrap();
        let plain = raw.find("text/plain").unwrap();
        let related = raw.find("multipart/related").unwrap();
        let html = raw.find("text/html").unwrap();
        let image = raw.find("image/jpeg").unwrap();
        assert!(alternative < plain && plain < related && related < html && html < image);
        assert!(raw.contains("Content-ID: <card-front>"));
        assert!(raw.contains("cid:card-front"));
        assert!(raw.contains("https://cards.example/c/abc"));
        assert!(raw.contains("Report abuse"));
        assert!(raw.contains("https://cards.example/unsubscribe?token=u1"));
    }

    #[test]
    fn names_cannot_write_html() {
        let raw = String::from_utf8(build(email("<b>Eve</b>")).unwrap().formatted()).unwrap();
        assert!(!raw.contains("<b>Eve</b> sent you a card</h1>"));
        assert!(raw.contains("&lt;b&gt;Eve&lt;/b&gt; sent you a card"));
    }
}
