use crate::helpers::{NO_SUCH_ENDPOINT, TestApp};
use reqwest::{Method, StatusCode};
use serde_json::Value;

#[tokio::test]
async fn health_and_readiness() {
    let app = TestApp::spawn().await;
    assert_eq!(app.client.get("/healthz").await.status(), StatusCode::OK);
    let ready = app.client.get("/readyz").await;
    assert_eq!(ready.status(), StatusCode::OK);
    assert_eq!(ready.json::<Value>().await.unwrap()["status"], "ready");
}

#[tokio::test]
async fn every_page_carries_its_own_tags_and_unknown_paths_are_real_404s() {
    let app = TestApp::spawn().await;
    let login = app.client.get("/login/").await;
    assert_eq!(login.status(), StatusCode::OK);
    assert!(
        login.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    let html = login.text().await.unwrap();
    assert!(html.contains("<title>Log in | Cardsmith</title>"), "{html}");
    assert!(html.contains(&format!(
        "<link rel=\"canonical\" href=\"{}/login\">",
        app.base_url
    )));
    assert!(html.contains("content=\"index, follow\""));
    assert!(html.contains("og:image"));

    let missing = app.client.get("/no/such/page").await;
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    let html = missing.text().await.unwrap();
    assert!(html.contains("noindex"));
    assert!(html.contains("Page not found"));
}

#[tokio::test]
async fn sitemap_and_robots_come_from_the_route_table() {
    let app = TestApp::spawn().await;
    let sitemap = app.client.get("/sitemap.xml").await.text().await.unwrap();
    assert!(sitemap.contains(&format!("<loc>{}/</loc>", app.base_url)));
    assert!(sitemap.contains(&format!("<loc>{}/login</loc>", app.base_url)));
    assert!(
        !sitemap.contains("reset-password"),
        "noindex routes are left out"
    );
    let robots = app.client.get("/robots.txt").await.text().await.unwrap();
    assert!(robots.contains("Disallow: /api/"));
    // Card links are shut out by their own prefix, not `/c`, which would
    // also hide /create, /copyright and /content-policy.
    assert!(robots.contains("Disallow: /c/\n"), "{robots}");
    assert!(!robots.contains("Disallow: /c\n"), "{robots}");
    assert!(robots.contains(&format!("Sitemap: {}/sitemap.xml", app.base_url)));
}

#[tokio::test]
async fn pages_go_out_gzipped_to_browsers_that_take_it_and_api_answers_do_not() {
    let app = TestApp::spawn().await;
    let with_gzip = |path: &str| {
        app.client
            .raw(Method::GET, path)
            .header("accept-encoding", "gzip")
    };
    let page = with_gzip("/").send().await.unwrap();
    assert_eq!(page.headers()["content-encoding"], "gzip");
    assert_eq!(page.headers()["vary"], "accept-encoding");

    let api = with_gzip("/api/site").send().await.unwrap();
    assert_eq!(api.status(), StatusCode::OK);
    assert!(!api.headers().contains_key("content-encoding"));
    let plain = app.client.get("/").await;
    assert!(!plain.headers().contains_key("content-encoding"));

    // A page rendered for its request (here a 404) is compressed too, and
    // inflates to the plain answer.
    let missing = with_gzip("/no-such-page").send().await.unwrap();
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    assert_eq!(missing.headers()["content-encoding"], "gzip");
    assert_eq!(missing.headers()["vary"], "accept-encoding");
    let mut inflated = String::new();
    std::io::Read::read_to_string(
        &mut flate2::read::GzDecoder::new(&missing.bytes().await.unwrap()[..]),
        &mut inflated,
    )
    .unwrap();
    let plain = app.client.get("/no-such-page").await;
    assert_eq!(plain.status(), StatusCode::NOT_FOUND);
    assert!(!plain.headers().contains_key("content-encoding"));
    assert_eq!(inflated, plain.text().await.unwrap());
}

#[tokio::test]
async fn scripts_go_out_gzipped_with_a_weak_etag_and_a_year_of_caching() {
    let app = TestApp::spawn().await;
    let html = app.client.get("/").await.text().await.unwrap();
    let script = html
        .split('"')
        .find(|part| part.starts_with("/assets/") && part.ends_with(".js"))
        .expect("the page loads a script")
        .to_owned();
    let get = |accept: Option<&str>| {
        let request = app.client.raw(Method::GET, &script);
        let request = match accept {
            Some(accept) => request.header("accept-encoding", accept),
            None => request,
        };
        request.send()
    };
    let plain = get(None).await.unwrap();
    assert_eq!(plain.status(), StatusCode::OK);
    assert!(!plain.headers().contains_key("content-encoding"));
    assert_eq!(plain.headers()["vary"], "accept-encoding");
    assert_eq!(
        plain.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    assert!(
        plain.headers()["content-type"]
            .to_str()
            .unwrap()
            .contains("javascript")
    );
    let etag = plain.headers()["etag"].to_str().unwrap().to_owned();
    assert!(etag.starts_with("W/\""), "{etag}");
    let plain_bytes = plain.bytes().await.unwrap();
    for _ in 0..2 {
        let gzipped = get(Some("gzip, deflate, br")).await.unwrap();
        assert_eq!(gzipped.headers()["content-encoding"], "gzip");
        assert_eq!(gzipped.headers()["etag"], etag.as_str());
        let compressed = gzipped.bytes().await.unwrap();
        assert!(compressed.len() < plain_bytes.len());
        let mut unzipped = Vec::new();
        std::io::Read::read_to_end(
            &mut flate2::read::GzDecoder::new(&compressed[..]),
            &mut unzipped,
        )
        .unwrap();
        assert_eq!(unzipped, plain_bytes, "the same file, only compressed");
    }
    let refused = get(Some("gzip;q=0")).await.unwrap();
    assert!(!refused.headers().contains_key("content-encoding"));
    let revalidated = app
        .client
        .raw(Method::GET, &script)
        .header("if-none-match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(revalidated.status(), StatusCode::NOT_MODIFIED);
    let missing = app.client.get("/assets/no-such-file.js").await;
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn security_headers_are_on_every_response() {
    let app = TestApp::spawn().await;
    for response in [
        app.client.get("/").await,
        app.client.me_response().await,
        app.client.get("/no-such-page").await,
        app.client.get(NO_SUCH_ENDPOINT).await,
    ] {
        let headers = response.headers();
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(
            csp.contains("script-src 'self'") && !csp.contains("unsafe-inline'; img")
                || csp.contains("script-src 'self';"),
            "{csp}"
        );
        assert!(
            !csp.split(';')
                .any(|d| d.trim().starts_with("script-src") && d.contains("unsafe-inline"))
        );
        assert!(csp.contains("frame-ancestors 'none'"));
        assert_eq!(headers["x-content-type-options"], "nosniff");
        assert!(headers.contains_key("referrer-policy"));
        assert!(headers.contains_key("x-request-id"));
        assert!(
            !headers.contains_key("strict-transport-security"),
            "plain http"
        );
    }
}

#[tokio::test]
async fn api_errors_are_json_and_bad_input_is_a_4xx() {
    let app = TestApp::spawn().await;
    let missing = app.client.get(NO_SUCH_ENDPOINT).await;
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    assert!(missing.json::<Value>().await.unwrap()["message"].is_string());

    let token = app.client.csrf_token().await;
    let post = |body: &'static str, content_type: &'static str| {
        app.client
            .raw(Method::POST, "/api/auth/login")
            .header("CSRF-Token", token.clone())
            .header("Content-Type", content_type)
            .body(body)
    };
    for (body, content_type, status) in [
        ("{not json", "application/json", StatusCode::BAD_REQUEST),
        ("[1, 2]", "application/json", StatusCode::BAD_REQUEST),
        (
            "{\"email\": 5}",
            "application/json",
            StatusCode::BAD_REQUEST,
        ),
        (
            "email=a",
            "application/x-www-form-urlencoded",
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
        ),
    ] {
        let response = post(body, content_type).send().await.unwrap();
        assert_eq!(response.status(), status, "{body}");
        assert!(response.json::<Value>().await.unwrap()["message"].is_string());
    }
    let huge = "x".repeat(9 * 1024 * 1024);
    let response = app
        .client
        .raw(Method::POST, "/api/auth/login")
        .header("CSRF-Token", token.clone())
        .header("Content-Type", "application/json")
        .body(format!("{{\"email\": \"{huge}\"}}"))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let wrong_method = app
        .client
        .raw(Method::GET, "/api/auth/login")
        .send()
        .await
        .unwrap();
    assert!(wrong_method.status().is_client_error());
    assert!(wrong_method.json::<Value>().await.unwrap()["message"].is_string());
}

#[tokio::test]
async fn site_info_names_the_image_provider() {
    let app = TestApp::spawn().await;
    let info: Value = app.client.site().await.json().await.unwrap();
    assert!(
        info["imageProviderName"]
            .as_str()
            .unwrap()
            .contains("built-in")
    );
    assert_eq!(info["paymentsMode"], "demo");
    assert_eq!(
        info["offlineDesigner"], true,
        "the screens label its images"
    );
}

#[tokio::test]
async fn site_info_gives_the_analytics_id_only_when_configured() {
    let app = TestApp::spawn().await;
    let info: Value = app.client.site().await.json().await.unwrap();
    assert!(info["analyticsMeasurementId"].is_null());

    let app = TestApp::spawn_with(|config| {
        config.analytics_measurement_id = Some("G-ABC123XYZ".into());
    })
    .await;
    let info: Value = app.client.site().await.json().await.unwrap();
    assert_eq!(info["analyticsMeasurementId"], "G-ABC123XYZ");
    // Only then may the page load Google's tag and send it page views.
    let page = app.client.get("/").await;
    let csp = page.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        csp.contains("script-src 'self' https://www.googletagmanager.com;"),
        "{csp}"
    );
    assert!(
        csp.contains("connect-src 'self' https://*.google-analytics.com"),
        "{csp}"
    );
    let plain = TestApp::spawn().await.client.get("/").await;
    let csp = plain.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(!csp.contains("google"), "{csp}");
}

#[tokio::test]
async fn the_sitemap_dates_every_page_and_articles_carry_structured_data() {
    let app = TestApp::spawn().await;
    let sitemap = app.client.get("/sitemap.xml").await.text().await.unwrap();
    let entries: Vec<&str> = sitemap
        .lines()
        .filter(|line| line.contains("<url>"))
        .collect();
    assert!(entries.len() >= 20, "{sitemap}");
    assert!(
        entries.iter().all(|entry| entry.contains("<lastmod>")),
        "{sitemap}"
    );
    assert!(sitemap.contains(&format!(
        "<loc>{}/birthday-card-messages</loc><lastmod>",
        app.base_url
    )));
    assert!(sitemap.contains("/terms</loc><lastmod>2025-05-12</lastmod>"));

    let html = app.client.get("/article").await.text().await.unwrap();
    let start = html
        .find("<script type=\"application/ld+json\">")
        .expect("JSON-LD")
        + 35;
    let end = start + html[start..].find("</script>").unwrap();
    let data: Value = serde_json::from_str(&html[start..end]).unwrap();
    assert_eq!(data["@type"], "Article");
    assert_eq!(data["datePublished"], "2025-05-20");
    assert_eq!(data["articleSection"], "AI Technology");
    assert!(
        data["headline"]
            .as_str()
            .unwrap()
            .starts_with("AI Greeting Cards")
    );
    assert_eq!(
        data["mainEntityOfPage"],
        format!("{}/article", app.base_url)
    );
    assert!(html.contains("<meta property=\"og:type\" content=\"article\">"));
    // Each article has its own link-preview picture, shipped with the site.
    let picture = format!("{}/og/articles/article.jpg", app.base_url);
    assert!(
        html.contains(&format!(
            "<meta property=\"og:image\" content=\"{picture}\">"
        )),
        "{html}"
    );
    assert_eq!(data["image"][0], picture.as_str());
    let served = app.client.get("/og/articles/article.jpg").await;
    assert_eq!(served.status(), StatusCode::OK, "rebuild web/dist");
    assert_eq!(served.headers()["content-type"], "image/jpeg");

    let home = app.client.get("/").await.text().await.unwrap();
    assert!(!home.contains("application/ld+json"));
}
