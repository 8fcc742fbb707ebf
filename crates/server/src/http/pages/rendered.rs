//! Finished pages and front-end files kept in memory, plain and gzipped: a
//! page's HTML depends only on its path and the site's address, and a file
//! only on the build, so each is rendered and compressed once, not on every
//! request.

use crate::http::extract::accept::accepts;
use axum::body::Bytes;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
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
        RenderedPage {
            status,
            gzipped: Bytes::from(gzip(html.as_bytes())),
            html: Bytes::from(html),
        }
    }
}

/// A file of the built front end (scripts, styles, fonts, icons) ready to
/// send: its bytes, gzipped too when it is text, with its headers made once.
pub struct PreparedAsset {
    pub plain: Bytes,
    /// None for what gzip cannot shrink (fonts, images) or does not.
    pub gzipped: Option<Bytes>,
    pub content_type: HeaderValue,
    pub etag: HeaderValue,
}

impl PreparedAsset {
    pub fn new(plain: Bytes, content_type: &str, etag: &str) -> Option<Self> {
        let gzipped = is_text(content_type)
            .then(|| gzip(&plain))
            .filter(|gzipped| gzipped.len() < plain.len())
            .map(Bytes::from);
        Some(PreparedAsset {
            content_type: HeaderValue::from_str(content_type).ok()?,
            etag: HeaderValue::from_str(etag).ok()?,
            plain,
            gzipped,
        })
    }
}

fn is_text(content_type: &str) -> bool {
    content_type.starts_with("text/")
        || [
            "application/javascript",
            "application/json",
            "application/manifest+json",
            "application/xml",
            "image/svg+xml",
        ]
        .contains(&content_type)
}

/// The front end's files as prepared, by name. Only names the build has are
/// kept, so the map is as large as the build at most.
#[derive(Default)]
pub struct AssetCache {
    assets: RwLock<HashMap<String, Arc<PreparedAsset>>>,
}

impl AssetCache {
    pub fn get_or_prepare(
        &self,
        name: &str,
        prepare: impl FnOnce() -> Option<PreparedAsset>,
    ) -> Option<Arc<PreparedAsset>> {
        if let Some(asset) = self.assets.read().expect("asset cache lock").get(name) {
            return Some(asset.clone());
        }
        let asset = Arc::new(prepare()?);
        self.assets
            .write()
            .expect("asset cache lock")
            .insert(name.to_owned(), asset.clone());
        Some(asset)
    }
}

/// `bytes` gzipped at the best level: each answer is compressed once.
fn gzip(bytes: &[u8]) -> Vec<u8> {
    gzip_at(bytes, Compression::best())
}

/// `bytes` gzipped at a quick level, for a page made for one request.
pub fn gzip_now(bytes: &[u8]) -> Bytes {
    Bytes::from(gzip_at(bytes, Compression::fast()))
}

fn gzip_at(bytes: &[u8], level: Compression) -> Vec<u8> {
    let mut encoder = GzEncoder::new(Vec::with_capacity(bytes.len() / 3), level);
    encoder
        .write_all(bytes)
        .and_then(|()| encoder.flush())
        .expect("compressing into memory");
    encoder.finish().expect("compressing into memory")
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
    accepts(headers, header::ACCEPT_ENCODING, &["gzip", "*"])
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
    fn an_asset_is_prepared_once_and_only_text_is_gzipped() {
        let cache = AssetCache::default();
        let prepared = std::cell::Cell::new(0);
        let script = Bytes::from("console.log('hello');\n".repeat(50));
        let prepare = || {
            prepared.set(prepared.get() + 1);
            PreparedAsset::new(script.clone(), "text/javascript", "W/\"1\"")
        };
        let first = cache.get_or_prepare("assets/app.js", prepare).unwrap();
        let again = cache.get_or_prepare("assets/app.js", prepare).unwrap();
        assert!(Arc::ptr_eq(&first, &again));
        assert_eq!(prepared.get(), 1);
        assert!(first.gzipped.as_ref().unwrap().len() < script.len());
        let font = PreparedAsset::new(script.clone(), "font/woff2", "W/\"2\"").unwrap();
        assert!(font.gzipped.is_none(), "fonts are compressed already");
        assert!(cache.get_or_prepare("assets/missing.js", || None).is_none());
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
