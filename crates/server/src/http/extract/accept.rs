//! Reading list headers such as `Accept` and `Accept-Encoding`: which values
//! a client names, leaving out the ones it refuses (`q=0`).

use axum::http::{HeaderMap, HeaderName};

/// Whether `headers` names one of `wanted` (compared without case) in the
/// list header `name`, without refusing it.
pub fn accepts(headers: &HeaderMap, name: HeaderName, wanted: &[&str]) -> bool {
    headers
        .get_all(name)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .any(|entry| {
            let mut parts = entry.split(';').map(str::trim);
            let value = parts.next().unwrap_or_default();
            let refused = parts.any(|param| {
                param
                    .strip_prefix("q=")
                    .and_then(|q| q.parse::<f32>().ok())
                    .is_some_and(|q| q == 0.0)
            });
            !refused && wanted.iter().any(|w| value.eq_ignore_ascii_case(w))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::{HeaderValue, header};

    fn with(accept: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT, HeaderValue::from_str(accept).unwrap());
        headers
    }

    #[test]
    fn a_named_value_is_accepted_unless_refused() {
        let events = ["text/event-stream"];
        assert!(accepts(&with("text/event-stream"), header::ACCEPT, &events));
        assert!(accepts(
            &with("application/json, Text/Event-Stream;q=0.9"),
            header::ACCEPT,
            &events
        ));
        assert!(!accepts(
            &with("text/event-stream;q=0"),
            header::ACCEPT,
            &events
        ));
        assert!(!accepts(&with("application/json"), header::ACCEPT, &events));
        assert!(!accepts(&HeaderMap::new(), header::ACCEPT, &events));
    }
}
