//! The site's URL spaces in one table, so that CSRF, the cache policy, the
//! JSON 404 fallback and robots.txt agree on where each begins.

/// What a path belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Area {
    /// The web app's API: cookie sessions, so state changes need a CSRF token.
    Api,
    /// Calls proven by a signature instead of a CSRF token: a payment
    /// provider's webhooks, and mail providers' one-click unsubscribes.
    Webhooks,
    /// The public REST API and the AI assistants' MCP endpoint,
    /// authenticated by bearer keys only.
    PublicApi,
    /// Everything else: embedded assets and the SPA's pages.
    Site,
}

/// Longest prefix first: the first match decides.
const PREFIXES: [(&str, Area); 5] = [
    ("/api/webhooks", Area::Webhooks),
    ("/api/unsubscribe", Area::Webhooks),
    ("/api", Area::Api),
    ("/v1", Area::PublicApi),
    ("/mcp", Area::PublicApi),
];

pub fn area(path: &str) -> Area {
    PREFIXES
        .iter()
        .find(|(prefix, _)| {
            path.strip_prefix(prefix)
                .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
        })
        .map_or(Area::Site, |(_, area)| *area)
}

/// Machine answers: JSON errors, never a page, and nothing for crawlers.
pub fn is_machine(path: &str) -> bool {
    area(path) != Area::Site
}

/// The prefixes robots.txt keeps crawlers out of (webhooks lie inside `/api`).
pub fn machine_prefixes() -> impl Iterator<Item = &'static str> {
    PREFIXES
        .iter()
        .filter(|(_, area)| *area != Area::Webhooks)
        .map(|(prefix, _)| *prefix)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_fall_in_their_areas() {
        assert_eq!(area("/api/images"), Area::Api);
        assert_eq!(area("/api"), Area::Api);
        assert_eq!(area("/api/webhooks/stripe"), Area::Webhooks);
        assert_eq!(area("/api/unsubscribe"), Area::Webhooks);
        assert_eq!(area("/v1/images"), Area::PublicApi);
        assert_eq!(area("/mcp"), Area::PublicApi);
        assert_eq!(area("/apiary"), Area::Site);
        assert_eq!(area("/v10"), Area::Site);
        assert_eq!(area("/"), Area::Site);
        assert!(is_machine("/v1") && !is_machine("/gallery"));
    }
}
