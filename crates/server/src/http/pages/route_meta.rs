//! The route table shared with the SPA (`web/src/app/route-meta.json`): one
//! source for page titles, descriptions, robots rules and the sitemap.

use serde::Deserialize;

const ROUTE_META: &str = include_str!("../../../../../web/src/app/route-meta.json");

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RouteTable {
    pub site_name: String,
    pub default_image: String,
    pub routes: Vec<RouteMeta>,
    pub not_found: PageText,
}

#[derive(Debug, Deserialize)]
pub struct RouteMeta {
    pub path: String,
    pub title: String,
    pub description: String,
    #[serde(default)]
    pub noindex: bool,
    #[serde(default)]
    pub image: Option<String>,
    /// When the page's content last changed (`2025-05-12`), for the sitemap.
    #[serde(default)]
    pub modified: Option<String>,
    /// Set for an article: its structured data.
    #[serde(default)]
    pub article: Option<ArticleMeta>,
}

#[derive(Debug, Deserialize)]
pub struct ArticleMeta {
    /// The publication date (`2025-05-20`).
    pub published: String,
    /// The blog category, e.g. `Birthday Cards`.
    pub section: String,
}

#[derive(Debug, Deserialize)]
pub struct PageText {
    pub title: String,
    pub description: String,
}

impl RouteTable {
    pub fn load() -> Self {
        serde_json::from_str(ROUTE_META).expect("route-meta.json is valid (checked by tests)")
    }

    /// The route whose path pattern matches; `:name` segments match any one segment.
    pub fn find(&self, path: &str) -> Option<&RouteMeta> {
        let path = canonical_path(path);
        self.routes
            .iter()
            .find(|route| pattern_matches(&route.path, &path))
    }

    /// Routes search engines should list: fixed paths that are not noindex.
    pub fn indexable(&self) -> impl Iterator<Item = &RouteMeta> {
        self.routes
            .iter()
            .filter(|r| !r.noindex && !r.path.contains(':'))
    }
}

/// The path with trailing slashes removed ("/" stays "/").
pub fn canonical_path(path: &str) -> String {
    let trimmed = path.trim_end_matches('/');
    if trimmed.is_empty() {
        "/".to_owned()
    } else {
        trimmed.to_owned()
    }
}

fn pattern_matches(pattern: &str, path: &str) -> bool {
    let wanted: Vec<&str> = pattern.split('/').collect();
    let given: Vec<&str> = path.split('/').collect();
    wanted.len() == given.len()
        && wanted
            .iter()
            .zip(&given)
            .all(|(w, g)| w == g || (w.starts_with(':') && !g.is_empty()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shared_table_parses_and_matches() {
        let table = RouteTable::load();
        assert!(table.find("/").is_some());
        assert!(table.find("/login/").is_some());
        assert!(table.find("/no-such-page").is_none());
        assert_eq!(canonical_path("/login///"), "/login");
        assert_eq!(canonical_path("/"), "/");
    }

    #[test]
    fn parameters_match_one_segment() {
        assert!(pattern_matches(
            "/checkout/demo/:id",
            "/checkout/demo/cs_123"
        ));
        assert!(!pattern_matches("/checkout/demo/:id", "/checkout/demo"));
        assert!(!pattern_matches("/checkout/demo/:id", "/checkout/demo/a/b"));
    }
}
