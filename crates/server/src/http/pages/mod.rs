//! Everything outside `/api`: the SPA's files, embedded in the binary, and
//! its pages, each answered with its own title, description, canonical link
//! and robots rule already in the HTML (and a real 404 for unknown paths).

mod prerendered;
mod rendered;
pub mod route_meta;

use crate::group_cards::signing::Signer;
use crate::http::error::AppError;
use crate::http::pages::route_meta::{RouteTable, canonical_path};
use crate::http::routes;
use crate::http::state::AppState;
use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use rust_embed::RustEmbed;
use std::collections::HashMap;
use std::sync::Arc;

#[derive(RustEmbed)]
#[folder = "$CARGO_MANIFEST_DIR/../../web/dist"]
struct Assets;

const NOT_BUILT: &str = "<!doctype html><html lang=\"en\"><head><title>Cardsmith</title></head>\
<body><p>The front end has not been built. Run <code>make build</code>.</p></body></html>";

/// What one page says of itself in its head: title, description and the
/// image a link preview shows (relative to the site, or absolute).
pub struct PageText {
    pub title: String,
    pub description: String,
    pub image: String,
}

pub struct Pages {
    routes: RouteTable,
    /// The site's address without a trailing slash: every page links to it.
    public_url: String,
    index_html: String,
    /// The markup for inside the root element, by route path, for the pages
    /// prerendered at build time.
    prerendered: HashMap<String, String>,
    /// The site's pages, once rendered, plain and gzipped.
    rendered: rendered::PageCache,
    /// The front end's files, once read, plain and gzipped.
    assets: rendered::AssetCache,
}

/// A group card's signing page answers as its link does: 404 for a token of
/// no link (or a share link replaced or closed), 410 for a card that is gone.
async fn signing_page_status(state: &AppState, token: &str) -> StatusCode {
    let signer = Signer {
        token,
        visitor: None,
    };
    match state.signing.open(&signer).await {
        Ok(_) => StatusCode::OK,
        Err(error) => AppError::from(error).status(),
    }
}

impl Pages {
    pub fn load(public_url: String) -> Self {
        let index_html = Assets::get("index.html")
            .map(|file| String::from_utf8_lossy(&file.data).into_owned())
            .unwrap_or_else(|| NOT_BUILT.to_owned());
        let prerendered = Assets::iter()
            .filter_map(|name| {
                let path = prerendered::route_path(&name)?;
                let file = Assets::get(&name)?;
                Some((path, String::from_utf8_lossy(&file.data).into_owned()))
            })
            .collect();
        Pages {
            routes: RouteTable::load(),
            public_url,
            index_html,
            prerendered,
            rendered: rendered::PageCache::default(),
            assets: rendered::AssetCache::default(),
        }
    }

    /// A page of the site, rendered and compressed the first time it is
    /// asked for; None for paths that are not a page (those get the 404).
    /// Pages whose path holds a parameter are not kept: their paths are many.
    fn cached(&self, path: &str) -> Option<Arc<rendered::RenderedPage>> {
        let route = self.routes.find(path)?;
        if route.path.contains(':') {
            return None;
        }
        let key = canonical_path(path);
        Some(self.rendered.get_or_render(&key, || self.render(path)))
    }

    pub fn routes(&self) -> &RouteTable {
        &self.routes
    }

    /// The site's address the pages link to, without a trailing slash.
    pub fn public_url(&self) -> &str {
        &self.public_url
    }

    /// The SPA's HTML with this path's tags and, for a prerendered page, its
    /// markup; 404 when no route matches.
    pub fn render(&self, path: &str) -> (StatusCode, String) {
        self.render_with(path, None)
    }

    /// As `render`, with the title, description and preview image of one
    /// thing the page shows (a shared image) in place of the route's.
    pub fn render_with(&self, path: &str, own: Option<&PageText>) -> (StatusCode, String) {
        let public_url = &self.public_url;
        let canonical = format!("{public_url}{}", canonical_path(path));
        let route = self.routes.find(path);
        let (status, title, description, noindex, image) = match route {
            Some(route) => (
                StatusCode::OK,
                route.title.as_str(),
                route.description.as_str(),
                route.noindex,
                route.image.as_deref().unwrap_or(&self.routes.default_image),
            ),
            None => (
                StatusCode::NOT_FOUND,
                self.routes.not_found.title.as_str(),
                self.routes.not_found.description.as_str(),
                true,
                self.routes.default_image.as_str(),
            ),
        };
        let (title, description, image) = match own {
            Some(own) => (
                own.title.as_str(),
                own.description.as_str(),
                own.image.as_str(),
            ),
            None => (title, description, image),
        };
        let image = if image.starts_with("http") {
            image.to_owned()
        } else {
            format!("{public_url}{image}")
        };
        let robots = if noindex {
            "noindex, nofollow"
        } else {
            "index, follow"
        };
        let mut tags = format!(
            "<meta name=\"description\" content=\"{d}\">\n\
             <link rel=\"canonical\" href=\"{c}\">\n\
             <meta name=\"robots\" content=\"{robots}\">\n\
             <meta property=\"og:site_name\" content=\"{site}\">\n\
             <meta property=\"og:title\" content=\"{t}\">\n\
             <meta property=\"og:description\" content=\"{d}\">\n\
             <meta property=\"og:url\" content=\"{c}\">\n\
             <meta property=\"og:image\" content=\"{i}\">\n\
             <meta name=\"twitter:card\" content=\"summary_large_image\">\n",
            t = escape(title),
            d = escape(description),
            c = escape(&canonical),
            i = escape(&image),
            site = escape(&self.routes.site_name),
        );
        if let Some(route) = route
            && let Some(article) = &route.article
        {
            let data = article_data(route, article, &self.routes.site_name, &canonical, &image);
            tags.push_str(&format!(
                "<meta property=\"og:type\" content=\"article\">\n\
                 <script type=\"application/ld+json\">{data}</script>\n"
            ));
        }
        let html = inject(&self.index_html, &escape(title), &tags);
        match route.and_then(|route| self.prerendered.get(&route.path)) {
            Some(markup) => (status, prerendered::fill_root(&html, markup)),
            None => (status, html),
        }
    }
}

/// schema.org `Article` data for search engines. A data block is not run as
/// a script, so the content security policy has no say in it; `</` is
/// escaped so no text can close the element.
fn article_data(
    route: &route_meta::RouteMeta,
    article: &route_meta::ArticleMeta,
    site_name: &str,
    canonical: &str,
    image: &str,
) -> String {
    let organisation = serde_json::json!({"@type": "Organization", "name": site_name});
    serde_json::json!({
        "@context": "https://schema.org",
        "@type": "Article",
        "headline": route.title.split(" | ").next().unwrap_or(&route.title),
        "description": route.description,
        "datePublished": article.published,
        "dateModified": route.modified.as_deref().unwrap_or(&article.published),
        "articleSection": article.section,
        "image": [image],
        "mainEntityOfPage": canonical,
        "author": organisation,
        "publisher": organisation,
    })
    .to_string()
    .replace("</", "<\\/")
}

/// Replaces the template's `<title>` and adds `tags` before `</head>`.
fn inject(template: &str, title: &str, tags: &str) -> String {
    let without_title = match (template.find("<title>"), template.find("</title>")) {
        (Some(start), Some(end)) if start < end => {
            format!(
                "{}{}",
                &template[..start],
                &template[end + "</title>".len()..]
            )
        }
        _ => template.to_owned(),
    };
    // The last `</head>` is the real one: a comment may mention the tag.
    match without_title.rfind("</head>") {
        Some(at) => format!(
            "{}<title>{title}</title>\n{tags}{}",
            &without_title[..at],
            &without_title[at..]
        ),
        None => without_title,
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Serves an embedded file, or the page for the path.
/// The answer to an API path that does not exist (and, alike, to any
/// console path for someone who is not staff).
pub fn no_such_endpoint() -> AppError {
    AppError::NotFound("No such API endpoint".into())
}

pub async fn fallback(State(state): State<AppState>, request: Request) -> Response {
    let path = request.uri().path();
    if routes::is_machine(path) {
        let error = no_such_endpoint();
        if routes::area(path) == routes::Area::PublicApi {
            return crate::http::v1::envelope::ApiError(error).into_response();
        }
        return error.into_response();
    }
    if let Some(response) = state
        .pages
        .asset(path.trim_start_matches('/'), request.headers())
    {
        return response;
    }
    if let Some(token) = card_token(path) {
        let (_, html) = state.pages.render(path);
        let status = card_page_status(&state, token).await;
        return page_response(status, html.into(), request.headers(), None);
    }
    if let Some(token) = page_token(path, "/sign/") {
        let (_, html) = state.pages.render(path);
        let status = signing_page_status(&state, token).await;
        return page_response(status, html.into(), request.headers(), None);
    }
    if let Some(token) = page_token(path, "/s/") {
        return shared_image_page(&state, path, token, request.headers()).await;
    }
    match state.pages.cached(path) {
        Some(page) => page_response(
            page.status,
            page.html.clone(),
            request.headers(),
            Some(&page.gzipped),
        ),
        // Other paths (with a parameter, or unknown) are rendered each time.
        None => {
            let (status, html) = state.pages.render(path);
            page_response(status, html.into(), request.headers(), None)
        }
    }
}

/// A page's HTML, gzipped for browsers that take it: `gzipped` when the page
/// was compressed ahead, else compressed now. Only pages and the front end's
/// files are ever compressed: an API answer that carries a secret beside
/// text an attacker chose could leak it (BREACH).
fn page_response(
    status: StatusCode,
    html: Bytes,
    request_headers: &HeaderMap,
    gzipped: Option<&Bytes>,
) -> Response {
    let gzip = rendered::accepts_gzip(request_headers);
    let body = match (gzip, gzipped) {
        (false, _) => html,
        (true, Some(gzipped)) => gzipped.clone(),
        (true, None) => rendered::gzip_now(&html),
    };
    let mut response = Response::new(Body::from(body));
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    if gzip {
        headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
    }
    response
}

/// The token of a received card's page, `/c/{token}`.
fn card_token(path: &str) -> Option<&str> {
    page_token(path, "/c/")
}

/// The token of a page under `prefix`, as in `/s/{token}`.
fn page_token<'p>(path: &'p str, prefix: &str) -> Option<&'p str> {
    path.strip_prefix(prefix)
        .map(|token| token.trim_end_matches('/'))
        .filter(|token| !token.is_empty() && !token.contains('/'))
}

/// A shared image's page, with the image as its link preview; 404 with the
/// route's own words once sharing is off (nothing of the image shows).
async fn shared_image_page(
    state: &AppState,
    path: &str,
    token: &str,
    request_headers: &HeaderMap,
) -> Response {
    use crate::http::api::shares;
    let (status, html) = match state.gallery.shared(token).await {
        Ok(image) => {
            let shared = shares::shared_view(&image, token);
            let own = PageText {
                title: format!("{} | {}", shared.title, state.pages.routes.site_name),
                description: shared.description,
                image: shared.image_url,
            };
            state.pages.render_with(path, Some(&own))
        }
        Err(error) => (AppError::from(error).status(), state.pages.render(path).1),
    };
    page_response(status, html.into(), request_headers, None)
}

/// A received card's page answers as its card does: 404 for a link that
/// names no card, 410 for one its sender deleted or that was reported. (The
/// page itself, not this, marks the card opened: mail scanners fetch links.)
async fn card_page_status(state: &AppState, token: &str) -> StatusCode {
    match state.received_cards.find(token).await {
        Ok(_) => StatusCode::OK,
        Err(error) => AppError::from(error).status(),
    }
}

impl Pages {
    /// A file of the built front end, gzipped for clients that take it
    /// (compressed once, not per request), with its validator and caching.
    fn asset(&self, name: &str, request_headers: &HeaderMap) -> Option<Response> {
        // The prerendered pages are parts of pages, sent only inside them.
        if name.is_empty() || name == "index.html" || name.starts_with(prerendered::FOLDER) {
            return None;
        }
        let asset = self.assets.get_or_prepare(name, || prepare_asset(name))?;
        if request_headers.get(header::IF_NONE_MATCH) == Some(&asset.etag) {
            return Some(
                (
                    StatusCode::NOT_MODIFIED,
                    [(header::ETAG, asset.etag.clone())],
                )
                    .into_response(),
            );
        }
        let gzipped = asset
            .gzipped
            .as_ref()
            .filter(|_| rendered::accepts_gzip(request_headers));
        let mut response = Response::new(Body::from(gzipped.unwrap_or(&asset.plain).clone()));
        let headers = response.headers_mut();
        headers.insert(header::CONTENT_TYPE, asset.content_type.clone());
        // Vite puts content hashes in names under assets/: those never change.
        let cache = if name.starts_with("assets/") {
            "public, max-age=31536000, immutable"
        } else {
            "public, max-age=3600"
        };
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
        headers.insert(header::ETAG, asset.etag.clone());
        if asset.gzipped.is_some() {
            headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        }
        if gzipped.is_some() {
            headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
        }
        Some(response)
    }
}

fn prepare_asset(name: &str) -> Option<rendered::PreparedAsset> {
    let file = Assets::get(name)?;
    // Weak: the same file goes out gzipped or plain, and a strong ETag
    // would claim the two are byte for byte the same.
    let etag = format!("W/\"{}\"", hex::encode(file.metadata.sha256_hash()));
    let mime = mime_guess::from_path(name).first_or_octet_stream();
    let plain = match file.data {
        std::borrow::Cow::Borrowed(bytes) => axum::body::Bytes::from_static(bytes),
        std::borrow::Cow::Owned(bytes) => axum::body::Bytes::from(bytes),
    };
    rendered::PreparedAsset::new(plain, mime.as_ref(), &etag)
}

/// `sitemap.xml` from the route table.
pub async fn sitemap(State(state): State<AppState>) -> Response {
    let base = state.pages.public_url();
    let urls: String = state
        .pages
        .routes()
        .indexable()
        .map(|route| {
            let lastmod = route
                .modified
                .as_deref()
                .map(|date| format!("<lastmod>{}</lastmod>", escape(date)))
                .unwrap_or_default();
            format!(
                "  <url><loc>{}</loc>{lastmod}</url>\n",
                escape(&format!("{base}{}", route.path))
            )
        })
        .collect();
    let xml = format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
         <urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n{urls}</urlset>\n"
    );
    (
        [(header::CONTENT_TYPE, "application/xml; charset=utf-8")],
        xml,
    )
        .into_response()
}

/// The robots.txt rule of a noindex route. Rules match by prefix, so a route
/// with parameters (`/c/:token`) keeps its slash: `/c` alone would also shut
/// crawlers out of `/create`, `/copyright` and `/content-policy`.
fn disallowed(pattern: &str) -> &str {
    match pattern.find("/:") {
        Some(at) => &pattern[..=at],
        None => pattern,
    }
}

/// `robots.txt`: everything but the API and the noindex routes.
pub async fn robots(State(state): State<AppState>) -> Response {
    let base = state.pages.public_url();
    let mut text = String::from("User-agent: *\nAllow: /\n");
    for prefix in routes::machine_prefixes() {
        text.push_str(&format!("Disallow: {prefix}/\n"));
    }
    for route in state.pages.routes().routes.iter().filter(|r| r.noindex) {
        text.push_str(&format!("Disallow: {}\n", disallowed(&route.path)));
    }
    text.push_str(&format!("Sitemap: {base}/sitemap.xml\n"));
    ([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_robots_rule_shuts_out_a_page_meant_for_search_engines() {
        let table = route_meta::RouteTable::load();
        let rules: Vec<&str> = table
            .routes
            .iter()
            .filter(|r| r.noindex)
            .map(|r| disallowed(&r.path))
            .collect();
        assert!(rules.contains(&"/c/"), "{rules:?}");
        for page in table.routes.iter().filter(|r| !r.noindex) {
            for rule in &rules {
                assert!(!page.path.starts_with(rule), "{rule} blocks {}", page.path);
            }
        }
    }

    #[test]
    fn tags_are_injected_and_escaped() {
        let html = inject(
            "<html><head><title>x</title></head></html>",
            "A &amp; B",
            "<meta a>\n",
        );
        assert_eq!(
            html,
            "<html><head><title>A &amp; B</title>\n<meta a>\n</head></html>"
        );
        assert_eq!(escape("\"<&>"), "&quot;&lt;&amp;&gt;");
    }

    #[test]
    fn unknown_paths_are_404_and_noindex() {
        let pages = Pages {
            routes: RouteTable::load(),
            public_url: "https://cards.example".into(),
            index_html: NOT_BUILT.to_owned(),
            prerendered: HashMap::new(),
            rendered: Default::default(),
            assets: Default::default(),
        };
        let (status, html) = pages.render("/nope/");
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert!(html.contains("<link rel=\"canonical\" href=\"https://cards.example/nope\">"));
        assert!(html.contains("noindex"));
        let (status, html) = pages.render("/login/");
        assert_eq!(status, StatusCode::OK);
        assert!(html.contains("href=\"https://cards.example/login\""));
        assert!(html.contains("index, follow"));
    }

    #[test]
    fn a_prerendered_page_fills_the_root_and_keeps_its_tags() {
        let template =
            "<html><head><title>x</title></head><body><div id=\"root\"></div></body></html>";
        let markup = "<h1>Articles &amp; Guides</h1>";
        let pages = |prerendered: &[(&str, &str)]| Pages {
            routes: RouteTable::load(),
            public_url: "https://cards.example".into(),
            index_html: template.to_owned(),
            prerendered: prerendered
                .iter()
                .map(|(path, markup)| (path.to_string(), markup.to_string()))
                .collect(),
            rendered: Default::default(),
            assets: Default::default(),
        };
        let with = pages(&[("/blog", markup)]);
        let without = pages(&[]);

        // A trailing slash finds the same page; a query never reaches render.
        let (status, html) = with.render("/blog/");
        assert_eq!(status, StatusCode::OK);
        assert!(html.contains(&format!("<div id=\"root\">{markup}</div>")));
        let (_, bare) = without.render("/blog/");
        assert_eq!(
            html.replace(markup, ""),
            bare,
            "the head is the same either way"
        );

        // Pages without prerendered markup, and unknown paths, keep an empty root.
        let (_, html) = with.render("/login");
        assert!(html.contains("<div id=\"root\"></div>"));
        let (status, html) = with.render("/blog/nope");
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert!(html.contains("<div id=\"root\"></div>"));
    }
}
