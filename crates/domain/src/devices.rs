//! Where a session was opened, in words a person recognises: the browser and
//! the system from the `User-Agent` header, and nothing else (no place, no
//! version numbers that change every month).

/// Browsers by a token their user agent carries, checked in order: Edge,
/// Opera and Samsung Internet also say "Chrome", and Chrome also says
/// "Safari".
const BROWSERS: [(&str, &str); 9] = [
    ("Edg/", "Edge"),
    ("EdgiOS/", "Edge"),
    ("OPR/", "Opera"),
    ("SamsungBrowser/", "Samsung Internet"),
    ("Firefox/", "Firefox"),
    ("FxiOS/", "Firefox"),
    ("CriOS/", "Chrome"),
    ("Chrome/", "Chrome"),
    ("Safari/", "Safari"),
];

/// Systems by a token, in order: Android also says "Linux", iOS also says
/// "like Mac OS X".
const SYSTEMS: [(&str, &str); 7] = [
    ("Android", "Android"),
    ("iPhone", "iOS"),
    ("iPad", "iPadOS"),
    ("CrOS", "ChromeOS"),
    ("Windows", "Windows"),
    ("Mac OS X", "macOS"),
    ("Linux", "Linux"),
];

pub const UNKNOWN_BROWSER: &str = "Unknown browser";
pub const UNKNOWN_SYSTEM: &str = "unknown system";

/// The browser and system a user agent names, such as ("Firefox", "Windows").
pub fn describe(user_agent: Option<&str>) -> (&'static str, &'static str) {
    let agent = user_agent.unwrap_or_default();
    let first = |table: &[(&str, &'static str)], unknown: &'static str| {
        table
            .iter()
            .find(|(token, _)| agent.contains(token))
            .map_or(unknown, |(_, name)| name)
    };
    (
        first(&BROWSERS, UNKNOWN_BROWSER),
        first(&SYSTEMS, UNKNOWN_SYSTEM),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn common_browsers_and_systems_are_named() {
        for (agent, expected) in [
            (
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
                ("Chrome", "Windows"),
            ),
            (
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0",
                ("Edge", "Windows"),
            ),
            (
                "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.0 Safari/605.1.15",
                ("Safari", "macOS"),
            ),
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/19.0 Mobile/15E148 Safari/604.1",
                ("Safari", "iOS"),
            ),
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/142.0 Mobile/15E148 Safari/604.1",
                ("Chrome", "iOS"),
            ),
            (
                "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36",
                ("Chrome", "Android"),
            ),
            (
                "Mozilla/5.0 (Linux; Android 15; SM-S928B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/28.0 Chrome/130.0.0.0 Mobile Safari/537.36",
                ("Samsung Internet", "Android"),
            ),
            (
                "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0",
                ("Firefox", "Linux"),
            ),
            (
                "Mozilla/5.0 (X11; CrOS x86_64 16328.55.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
                ("Chrome", "ChromeOS"),
            ),
        ] {
            assert_eq!(describe(Some(agent)), expected, "{agent}");
        }
    }

    #[test]
    fn anything_else_is_unknown() {
        assert_eq!(describe(None), (UNKNOWN_BROWSER, UNKNOWN_SYSTEM));
        assert_eq!(
            describe(Some("curl/8.11.0")),
            (UNKNOWN_BROWSER, UNKNOWN_SYSTEM)
        );
    }
}
