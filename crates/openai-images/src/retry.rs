use std::time::Duration;

use reqwest::StatusCode;
use reqwest::header::{HeaderMap, RETRY_AFTER};
use serde_json::Value;

use crate::error::{ImageApiError, sanitize_message};

/// A server may ask for a long pause, but a user is waiting on the other end.
pub(crate) const MAX_RETRY_AFTER: Duration = Duration::from_secs(5);

/// What to do after a failed attempt.
#[derive(Debug)]
pub(crate) enum Verdict {
    /// Give up with this error.
    Fail(ImageApiError),
    /// Try again (if attempts remain); `error` is returned once they run out.
    Retry {
        error: ImageApiError,
        retry_after: Option<Duration>,
    },
}

/// Delay before retry number `attempt` (0-based): the server's `Retry-After`
/// (capped) when given, else `base * 2^attempt`.
pub(crate) fn backoff(base: Duration, attempt: u32, retry_after: Option<Duration>) -> Duration {
    if let Some(wait) = retry_after {
        return wait.min(MAX_RETRY_AFTER);
    }
    base.saturating_mul(2u32.saturating_pow(attempt))
}

/// `Retry-After` in whole or fractional seconds. The HTTP-date form is ignored:
/// OpenAI-compatible servers send seconds.
pub(crate) fn retry_after(headers: &HeaderMap) -> Option<Duration> {
    let seconds: f64 = headers
        .get(RETRY_AFTER)?
        .to_str()
        .ok()?
        .trim()
        .parse()
        .ok()?;
    (seconds.is_finite() && seconds >= 0.0).then(|| Duration::from_secs_f64(seconds.min(3600.0)))
}

/// Decides what an error answer means and whether another attempt could help.
pub(crate) fn classify_error_answer(
    status: StatusCode,
    body: &[u8],
    retry_after: Option<Duration>,
    api_key: Option<&str>,
) -> Verdict {
    let details = UpstreamDetails::parse(body);
    let message = details
        .safe_message(api_key)
        .unwrap_or_else(|| status.canonical_reason().unwrap_or("no details").to_owned());
    if status == StatusCode::NOT_FOUND && details.code_is("model_not_found") {
        return Verdict::Fail(ImageApiError::ModelUnavailable(message));
    }
    let upstream = ImageApiError::Upstream {
        status: status.as_u16(),
        message,
    };
    if status == StatusCode::BAD_REQUEST && details.is_content_policy() {
        return Verdict::Fail(ImageApiError::ContentPolicy);
    }
    if status == StatusCode::TOO_MANY_REQUESTS {
        // An exhausted quota is a billing problem that waiting will not fix.
        if details.code_is("insufficient_quota") {
            return Verdict::Fail(upstream);
        }
        let error = ImageApiError::RateLimited;
        return Verdict::Retry { error, retry_after };
    }
    if status.is_server_error() {
        return Verdict::Retry {
            error: upstream,
            retry_after,
        };
    }
    Verdict::Fail(upstream)
}

/// Decides what an error event means: an error the provider reported inside
/// a streamed answer whose status was a success. It has no status of its
/// own, and is never retried: the answer had started, so the provider may
/// already have charged for the image.
pub(crate) fn classify_error_event(data: &[u8], api_key: Option<&str>) -> ImageApiError {
    let details = UpstreamDetails::parse(data);
    if details.is_content_policy() {
        return ImageApiError::ContentPolicy;
    }
    let message = details
        .safe_message(api_key)
        .unwrap_or_else(|| "no details".to_owned());
    ImageApiError::InvalidResponse(format!("an error in the stream: {message}"))
}

/// The useful parts of an error body. OpenAI sends `{"error": {"message", "code",
/// "type"}}`; compatible servers also send `{"error": "..."}`, `{"detail": "..."}`
/// or `{"message": "..."}`.
#[derive(Debug, Default)]
struct UpstreamDetails {
    message: Option<String>,
    code: Option<String>,
    kind: Option<String>,
}

/// FastAPI's (vLLM-Omni's) 422 lists each invalid field:
/// `{"detail": [{"loc": [...], "msg": "..."}]}`.
fn validation_details(detail: &Value) -> Option<String> {
    let messages: Vec<&str> = detail
        .as_array()?
        .iter()
        .filter_map(|item| item["msg"].as_str())
        .collect();
    (!messages.is_empty()).then(|| messages.join("; "))
}

impl UpstreamDetails {
    fn parse(body: &[u8]) -> Self {
        let Ok(json) = serde_json::from_slice::<Value>(body) else {
            let text = String::from_utf8_lossy(body);
            let plain = !text.trim().is_empty() && !text.trim_start().starts_with('<');
            let message = plain.then(|| text.trim().to_owned());
            return Self {
                message,
                ..Self::default()
            };
        };
        let error = &json["error"];
        let text_of = |value: &Value| value.as_str().map(str::to_owned);
        Self {
            // sd-server's crashes say `{"error": "server_error", "message": …}`:
            // the message beside a bare code is the one that explains.
            message: text_of(&error["message"])
                .or_else(|| text_of(&json["message"]))
                .or_else(|| text_of(error))
                .or_else(|| text_of(&json["detail"]))
                .or_else(|| validation_details(&json["detail"])),
            // LocalAI's codes are the HTTP status as a number.
            code: text_of(&error["code"]).or_else(|| text_of(error).filter(|e| !e.contains(' '))),
            kind: text_of(&error["type"]),
        }
    }

    /// The message, fit to pass on.
    fn safe_message(&self, api_key: Option<&str>) -> Option<String> {
        let message = self.message.as_deref()?;
        Some(sanitize_message(message, api_key))
    }

    fn code_is(&self, wanted: &str) -> bool {
        [&self.code, &self.kind]
            .into_iter()
            .any(|value| value.as_deref() == Some(wanted))
    }

    fn is_content_policy(&self) -> bool {
        if self.code_is("moderation_blocked") || self.code_is("content_policy_violation") {
            return true;
        }
        let message = self.message.as_deref().unwrap_or_default().to_lowercase();
        message.contains("safety system") || message.contains("content policy")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MS: Duration = Duration::from_millis(1);

    #[test]
    fn backoff_doubles_and_honours_a_capped_retry_after() {
        assert_eq!(backoff(10 * MS, 0, None), 10 * MS);
        assert_eq!(backoff(10 * MS, 1, None), 20 * MS);
        assert_eq!(backoff(10 * MS, 3, None), 80 * MS);
        assert_eq!(backoff(10 * MS, 0, Some(2000 * MS)), 2000 * MS);
        assert_eq!(
            backoff(10 * MS, 0, Some(Duration::from_secs(60))),
            MAX_RETRY_AFTER
        );
    }

    #[test]
    fn retry_after_reads_seconds_only() {
        let mut headers = HeaderMap::new();
        assert_eq!(retry_after(&headers), None);
        headers.insert(RETRY_AFTER, "2".parse().unwrap());
        assert_eq!(retry_after(&headers), Some(2000 * MS));
        headers.insert(RETRY_AFTER, "0.5".parse().unwrap());
        assert_eq!(retry_after(&headers), Some(500 * MS));
        headers.insert(
            RETRY_AFTER,
            "Wed, 21 Oct 2015 07:28:00 GMT".parse().unwrap(),
        );
        assert_eq!(retry_after(&headers), None);
    }

    fn classify(status: u16, body: &str) -> Verdict {
        let status = StatusCode::from_u16(status).unwrap();
        classify_error_answer(status, body.as_bytes(), None, None)
    }

    #[test]
    fn content_policy_is_recognised_by_code_or_wording() {
        for body in [
            r#"{"error":{"code":"moderation_blocked","message":"x"}}"#,
            r#"{"error":{"code":"content_policy_violation","message":"x"}}"#,
            r#"{"error":{"message":"Your request was rejected by our Safety System."}}"#,
            r#"{"detail":"prompt violates the content policy"}"#,
        ] {
            let verdict = classify(400, body);
            assert!(
                matches!(verdict, Verdict::Fail(ImageApiError::ContentPolicy)),
                "{body}: {verdict:?}"
            );
        }
    }

    #[test]
    fn other_client_errors_fail_at_once_with_the_upstream_message() {
        let verdict = classify(400, r#"{"error":{"message":"Invalid size","code":null}}"#);
        let Verdict::Fail(ImageApiError::Upstream { status, message }) = verdict else {
            panic!("{verdict:?}");
        };
        assert_eq!((status, message.as_str()), (400, "Invalid size"));
    }

    #[test]
    fn self_hosted_error_bodies_keep_the_words_that_explain() {
        let message_of = |status, body| match classify(status, body) {
            Verdict::Fail(ImageApiError::Upstream { message, .. })
            | Verdict::Retry {
                error: ImageApiError::Upstream { message, .. },
                ..
            } => message,
            other => panic!("{other:?}"),
        };
        // sd-server: a plain string, or a code beside the real message.
        assert_eq!(
            message_of(400, r#"{"error":"prompt required"}"#),
            "prompt required"
        );
        assert_eq!(
            message_of(500, r#"{"error":"server_error","message":"out of memory"}"#),
            "out of memory"
        );
        // LocalAI: a numeric code.
        assert_eq!(
            message_of(
                500,
                r#"{"error":{"code":500,"message":"backend crashed","type":""}}"#
            ),
            "backend crashed"
        );
        // vLLM-Omni (FastAPI): a text, or the invalid fields.
        assert_eq!(
            message_of(400, r#"{"detail":"Invalid size format: 9"}"#),
            "Invalid size format: 9"
        );
        assert_eq!(
            message_of(
                422,
                r#"{"detail":[{"loc":["body","size"],"msg":"bad size","type":"x"},{"msg":"bad n"}]}"#
            ),
            "bad size; bad n"
        );
    }

    #[test]
    fn error_events_are_content_policy_or_an_unusable_answer() {
        let refused = classify_error_event(
            br#"{"type":"error","error":{"type":"image_generation_user_error","code":"moderation_blocked","message":"x","param":null}}"#,
            None,
        );
        assert!(
            matches!(refused, ImageApiError::ContentPolicy),
            "{refused:?}"
        );
        let broken = classify_error_event(
            br#"{"type":"error","error":{"type":"server_error","code":null,"message":"The model broke down, key sk-abc"}}"#,
            None,
        );
        let ImageApiError::InvalidResponse(why) = broken else {
            panic!("{broken:?}");
        };
        assert_eq!(
            why,
            "an error in the stream: The model broke down, key [redacted]"
        );
        let bare = classify_error_event(b"", None);
        assert!(
            matches!(&bare, ImageApiError::InvalidResponse(why) if why.ends_with("no details")),
            "{bare:?}"
        );
    }

    #[test]
    fn a_model_the_provider_no_longer_has_is_its_own_error() {
        let verdict = classify(
            404,
            r#"{"error":{"code":"model_not_found","message":"The model does not exist"}}"#,
        );
        assert!(
            matches!(verdict, Verdict::Fail(ImageApiError::ModelUnavailable(_))),
            "{verdict:?}"
        );
    }

    #[test]
    fn html_bodies_fall_back_to_the_status_reason() {
        let verdict = classify(502, "<html>Bad gateway</html>");
        let Verdict::Retry {
            error: ImageApiError::Upstream { message, .. },
            ..
        } = verdict
        else {
            panic!("{verdict:?}");
        };
        assert_eq!(message, "Bad Gateway");
    }

    #[test]
    fn exhausted_quota_is_not_retried() {
        let verdict = classify(
            429,
            r#"{"error":{"code":"insufficient_quota","message":"q"}}"#,
        );
        assert!(
            matches!(
                verdict,
                Verdict::Fail(ImageApiError::Upstream { status: 429, .. })
            ),
            "{verdict:?}"
        );
        let plain = classify(429, r#"{"error":{"message":"slow down"}}"#);
        assert!(matches!(plain, Verdict::Retry { .. }), "{plain:?}");
    }
}
