//! Public pages rendered to HTML at build time (`web/scripts/prerender.mjs`).
//! `prerender/<page>.html` in the embedded build holds the markup that goes
//! inside the SPA's root element, so the page shows before any script runs;
//! the browser then hydrates it.

/// The folder of the embedded build that holds the prerendered pages.
pub const FOLDER: &str = "prerender/";

/// The SPA's root element in `index.html`.
const ROOT_ELEMENT: &str = "<div id=\"root\">";

/// The route path a file of the folder was rendered for: `prerender/index.html`
/// is `/`, `prerender/blog.html` is `/blog`.
pub fn route_path(file: &str) -> Option<String> {
    let page = file.strip_prefix(FOLDER)?.strip_suffix(".html")?;
    Some(match page {
        "index" => "/".to_owned(),
        page => format!("/{page}"),
    })
}

/// Puts `markup` inside the page's root element. A page without one (the
/// front end not built) is left as it is.
pub fn fill_root(page: &str, markup: &str) -> String {
    match page.find(ROOT_ELEMENT) {
        Some(at) => {
            let inside = at + ROOT_ELEMENT.len();
            format!("{}{markup}{}", &page[..inside], &page[inside..])
        }
        None => page.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_name_their_route() {
        assert_eq!(route_path("prerender/index.html").as_deref(), Some("/"));
        assert_eq!(route_path("prerender/blog.html").as_deref(), Some("/blog"));
        assert_eq!(route_path("prerender/blog.txt"), None);
        assert_eq!(route_path("assets/index.html"), None);
    }

    #[test]
    fn markup_goes_inside_the_root_element() {
        assert_eq!(
            fill_root("<body><div id=\"root\"></div></body>", "<h1>Hi</h1>"),
            "<body><div id=\"root\"><h1>Hi</h1></div></body>"
        );
        assert_eq!(fill_root("<body></body>", "<h1>Hi</h1>"), "<body></body>");
    }
}
