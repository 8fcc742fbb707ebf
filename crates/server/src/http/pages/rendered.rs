//! Finished pages kept in memory, plain and gzipped: a page's HTML depends
//! only on its path and the site's address, so it is rendered and
//! compressed once, not on every request.

use axum::body::Bytes;
use axum::http::{HeaderMap, StatusCode, header};
use flate2::Compression;
use flate2::write::GzEncoder;
use std::collections::HashMap;
use std::io::Write;
use std::sync::{Arc, RwLock};

/// Enough for every page of the site; paths past it are rendered each time,
/// so random paths cannot grow the cache.
const MAX_PAGES: usize = 512;

pub struct RenderedPage {
    pub status: StatusCode,
    pub html: Bytes,
    pub gzipped: Bytes,
}

impl RenderedPage {
    pub fn new(status: StatusCode, html: String) -> Self {
        let mut encoder = GzEncoder::new(Vec::with_capacity(html.len() / 3), Compression::best());
        encoder
            .write_all(html.as_bytes())
            .and_then(|()| encoder.flush())
            .expect("compressing into memory");
        let gzipped = encoder.finish().expect("compressing into memory");
        RenderedPage {
            status,
            html: Bytes::from(html),
            gzipped: Bytes::from(gzipped),
        }
    }
}

#[derive(Default)]
pub struct PageCache {
    pages: RwLock<HashMap<String, Arc<RenderedPage>>>,
}

impl PageCache {
    /// The page for `path`, rendered by `render` the first time.
    pub fn get_or_render(
        &self,
        path: &str,
        render: impl FnOnce() -> (StatusCode, String),
    ) -> Arc<RenderedPage> {
        if let Some(page) = self.pages.read().expect("page cache lock").get(path) {
            return page.clone();
        }
        let (status, html) = render();
        let page = Arc::new(RenderedPage::new(status, html));
        let mut pages = self.pages.write().expect("page cache lock");
        if pages.len() < MAX_PAGES {
            pages.insert(path.to_owned(), page.clone());
        }
        page
    }
}

/// Whether the client takes gzip (`Accept-Encoding: gzip`, not at q=0).
pub fn accepts_gzip(headers: &HeaderMap) -> bool {
    headers
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .any(|coding| {
            let mut parts = coding.split(';').map(str::trim);
            let name = parts.next().unwrap_or_default();
            let refused = parts.any(|param| {
                param
                    .strip_prefix("q=")
                    .and_then(|q| q.parse::<f32>().ok())
                    .is_some_and(|q| q == 0.0)
            });
            (name.eq_ignore_ascii_case("gzip") || name == "*") && !refused
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn with(accept: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_str(accept).unwrap(),
        );
        headers
    }

    #[test]
    fn gzip_is_sent_only_to_clients_that_take_it() {
        assert!(accepts_gzip(&with("gzip, deflate, br")));
        assert!(accepts_gzip(&with("br;q=1.0, GZIP;q=0.5")));
        assert!(accepts_gzip(&with("*")));
        assert!(!accepts_gzip(&with("gzip;q=0")));
        assert!(!accepts_gzip(&with("br, identity")));
        assert!(!accepts_gzip(&HeaderMap::new()));
    }

    #[test]
    fn a_page_is_rendered_once_and_its_gzip_inflates_to_its_html() {
        use std::io::Read;
        let cache = PageCache::default();
        let first = cache.get_or_render("/", || (StatusCode::OK, "<p>hello</p>".repeat(50)));
        let second = cache.get_or_render("/", || panic!("rendered twice"));
        assert!(Arc::ptr_eq(&first, &second));
        let mut inflated = String::new();
        flate2::read::GzDecoder::new(&first.gzipped[..])
            .read_to_string(&mut inflated)
            .unwrap();
        assert_eq!(inflated.as_bytes(), &first.html[..]);
        assert!(first.gzipped.len() < first.html.len());
    }
}
