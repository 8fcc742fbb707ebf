//! Reading and writing our two cookies: the session and the visitor id that
//! anonymous CSRF tokens are bound to. On https they take the `__Host-`
//! prefix, which makes browsers insist on Secure, Path=/ and no Domain.

use axum::http::{HeaderMap, HeaderValue, header};

#[derive(Debug, Clone)]
pub struct CookieNames {
    pub session: String,
    pub visitor: String,
    secure: bool,
}

impl CookieNames {
    pub fn new(https: bool) -> Self {
        let prefix = if https { "__Host-" } else { "" };
        CookieNames {
            session: format!("{prefix}cardsmith_session"),
            visitor: format!("{prefix}cardsmith_visitor"),
            secure: https,
        }
    }

    /// A `Set-Cookie` value; `max_age_secs` of 0 deletes the cookie.
    pub fn set(&self, name: &str, value: &str, max_age_secs: i64) -> HeaderValue {
        let secure = if self.secure { "; Secure" } else { "" };
        let cookie = format!(
            "{name}={value}; Path=/; HttpOnly; SameSite=Lax; Max-Age={max_age_secs}{secure}"
        );
        HeaderValue::from_str(&cookie).expect("cookie values are URL-safe tokens")
    }

    pub fn clear(&self, name: &str) -> HeaderValue {
        self.set(name, "", 0)
    }
}

/// The value of cookie `name` in the request, if any.
pub fn read<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|line| line.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(key, _)| *key == name)
        .map(|(_, value)| value)
        .filter(|value| !value.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_one_cookie_among_many() {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::COOKIE,
            HeaderValue::from_static("a=1; cardsmith_session=tok; b=2"),
        );
        assert_eq!(read(&headers, "cardsmith_session"), Some("tok"));
        assert_eq!(read(&headers, "missing"), None);
    }

    #[test]
    fn https_cookies_are_host_prefixed_and_secure() {
        let names = CookieNames::new(true);
        assert_eq!(names.session, "__Host-cardsmith_session");
        let value = names.set(&names.session, "tok", 60);
        let text = value.to_str().unwrap();
        assert!(
            text.contains("Secure") && text.contains("HttpOnly") && text.contains("SameSite=Lax")
        );
        assert!(
            !CookieNames::new(false)
                .set("s", "v", 1)
                .to_str()
                .unwrap()
                .contains("Secure")
        );
    }
}
