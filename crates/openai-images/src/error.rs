/// Why an image could not be made. Every message is fit to show a user: upstream
/// text is shortened and anything that looks like an API key is blanked out.
#[derive(Debug, thiserror::Error)]
pub enum ImageApiError {
    /// The provider's safety system refused the prompt or the photo.
    #[error("the request was refused by the image service's content policy")]
    ContentPolicy,
    /// No complete answer arrived within the configured timeout.
    #[error("the image service did not answer in time")]
    Timeout,
    /// The provider no longer serves the configured model (retired or unknown).
    #[error("the image service no longer offers the configured model: {0}")]
    ModelUnavailable(String),
    /// Still rate limited after every retry.
    #[error("the image service is busy; please try again in a moment")]
    RateLimited,
    /// Any other error answer (after retries, for 5xx).
    #[error("the image service failed (HTTP {status}): {message}")]
    Upstream { status: u16, message: String },
    /// The connection could not be made or broke off.
    #[error("could not reach the image service: {0}")]
    Connect(String),
    /// A success answer without a usable image in it.
    #[error("the image service sent an unusable answer: {0}")]
    InvalidResponse(String),
    /// The request itself could not be built (e.g. an unparsable photo type).
    #[error("the image request could not be sent: {0}")]
    InvalidRequest(String),
    /// Returned by `OpenAiImages::new` only.
    #[error("the image service is misconfigured: {0}")]
    InvalidConfig(String),
}

const REDACTED: &str = "[redacted]";
const MAX_MESSAGE_CHARS: usize = 300;

/// Makes upstream text safe to pass on: no key material, bounded length.
/// OpenAI echoes a masked key in 401 messages; even masked, it is not for users.
pub(crate) fn sanitize_message(message: &str, api_key: Option<&str>) -> String {
    let mut text = message.trim().to_owned();
    if let Some(key) = api_key.filter(|key| !key.is_empty()) {
        text = text.replace(key, REDACTED);
    }
    let mut words: Vec<&str> = text.split(' ').collect();
    for word in &mut words {
        if word.contains("sk-") {
            *word = REDACTED;
        }
    }
    let text = words.join(" ");
    if text.chars().count() <= MAX_MESSAGE_CHARS {
        return text;
    }
    let cut: String = text.chars().take(MAX_MESSAGE_CHARS).collect();
    format!("{cut}…")
}

/// A transport error's causes, without the request URL (it may name an internal host).
pub(crate) fn describe_transport_error(err: reqwest::Error) -> String {
    let err = err.without_url();
    let mut text = err.to_string();
    let mut source = std::error::Error::source(&err);
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}

/// The answer broke off, or stalled past the timeout, while it was being read.
pub(crate) fn answer_read_error(err: reqwest::Error) -> ImageApiError {
    if err.is_timeout() {
        return ImageApiError::Timeout;
    }
    ImageApiError::Connect(describe_transport_error(err))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_blanked_out() {
        let msg = "Incorrect API key provided: sk-proj-****abcd. You can find your key";
        let clean = sanitize_message(msg, None);
        assert!(!clean.contains("sk-"), "{clean}");
        assert!(clean.contains("[redacted]"), "{clean}");

        let own_key = sanitize_message("bad token local-key-123 given", Some("local-key-123"));
        assert_eq!(own_key, "bad token [redacted] given");
    }

    #[test]
    fn long_messages_are_shortened() {
        let clean = sanitize_message(&"x".repeat(1000), None);
        assert_eq!(clean.chars().count(), MAX_MESSAGE_CHARS + 1);
        assert!(clean.ends_with('…'));
    }

    #[test]
    fn display_texts_are_user_facing() {
        let err = ImageApiError::Upstream {
            status: 503,
            message: "overloaded".into(),
        };
        assert_eq!(
            err.to_string(),
            "the image service failed (HTTP 503): overloaded"
        );
    }
}
