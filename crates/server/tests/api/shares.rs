use crate::helpers::{TestApp, error_message};
use crate::images_support::{generate_ok, low_square};
use reqwest::StatusCode;
use serde_json::{Value, json};

fn token_of(share: &Value) -> String {
    share["path"]
        .as_str()
        .unwrap()
        .strip_prefix("/s/")
        .unwrap()
        .to_owned()
}

#[tokio::test]
async fn a_shared_image_has_a_page_with_its_preview_until_sharing_is_off() {
    let app = TestApp::spawn().await;
    let owner = app.signed_in_user("sheila").await;
    let made = generate_ok(&owner, low_square("A red fox sleeping in snow")).await;
    let id = made["id"].as_str().unwrap();
    assert_eq!(made["sharePath"], Value::Null, "private until shared");

    let response = owner.share_image(id).await;
    assert_eq!(response.status(), StatusCode::OK);
    let share: Value = response.json().await.unwrap();
    let token = token_of(&share);
    assert!(token.len() >= 43, "at least 256 bits: {token}");
    assert!(
        share["url"]
            .as_str()
            .unwrap()
            .ends_with(&format!("/s/{token}"))
    );
    let again: Value = owner.share_image(id).await.json().await.unwrap();
    assert_eq!(again, share, "sharing again keeps the one link");
    assert_eq!(
        owner.image(id).await.json::<Value>().await.unwrap()["sharePath"],
        share["path"]
    );

    // Anyone with the link, signed in or not.
    let visitor = app.new_client();
    let shared: Value = visitor.shared_image(&token).await.json().await.unwrap();
    assert_eq!(shared["title"], "Image");
    assert_eq!(shared["description"], "A red fox sleeping in snow");
    assert_eq!(shared["imageUrl"], format!("/api/s/{token}/image"));
    assert!(shared.get("id").is_none() && shared.get("userId").is_none());
    let file = visitor.shared_image_file(&token).await;
    assert_eq!(file.status(), StatusCode::OK);
    assert_eq!(file.headers()["content-type"], "image/png");
    assert_eq!(file.headers()["cache-control"], "public, max-age=300");
    assert!(!file.bytes().await.unwrap().is_empty());

    let page = visitor.get(&format!("/s/{token}")).await;
    assert_eq!(page.status(), StatusCode::OK);
    let html = page.text().await.unwrap();
    assert!(html.contains("<title>Image | Cardsmith</title>"), "{html}");
    assert!(html.contains("content=\"A red fox sleeping in snow\""));
    let preview = html
        .split("<meta property=\"og:image\" content=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .unwrap();
    assert!(
        preview.starts_with("http") && preview.ends_with(&format!("/api/s/{token}/image")),
        "an absolute link to the shared picture: {preview}"
    );
    assert!(
        html.contains("noindex"),
        "a shared page stays out of search"
    );

    // Off: the page, its data and its picture are gone, and so is the link.
    assert_eq!(
        owner.unshare_image(id).await.status(),
        StatusCode::NO_CONTENT
    );
    assert_eq!(
        error_message(visitor.shared_image(&token).await, StatusCode::NOT_FOUND).await,
        "This shared image is no longer available"
    );
    assert_eq!(
        visitor.shared_image_file(&token).await.status(),
        StatusCode::NOT_FOUND
    );
    let page = visitor.get(&format!("/s/{token}")).await;
    assert_eq!(page.status(), StatusCode::NOT_FOUND);
    assert!(!page.text().await.unwrap().contains("red fox"));
    // Shared again, it gets a new link: the old one stays dead.
    let renewed: Value = owner.share_image(id).await.json().await.unwrap();
    assert_ne!(token_of(&renewed), token);
    assert_eq!(
        visitor.shared_image(&token).await.status(),
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn a_shared_card_is_titled_by_its_occasion_and_shows_only_the_makers_words() {
    let app = TestApp::spawn().await;
    let owner = app.signed_in_user("carla").await;
    let response = owner
        .generate_card(json!({
            "category": "thank_you",
            "style": "watercolor",
            "description": "Sunflowers in a blue jug",
            "includeText": true,
            "cardText": "Thank you, Sam!",
            "quality": "low",
            "size": "1024x1024",
        }))
        .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    let card: Value = response.json().await.unwrap();
    let share: Value = owner
        .share_image(card["id"].as_str().unwrap())
        .await
        .json()
        .await
        .unwrap();
    let shared: Value = app
        .new_client()
        .shared_image(&token_of(&share))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(shared["title"], "Thank You card");
    assert_eq!(shared["cardCategory"], "thank_you");
    assert_eq!(shared["description"], "Sunflowers in a blue jug.");
    assert!(!shared.to_string().contains("No words or lettering"));
}

#[tokio::test]
async fn only_the_owner_shares_and_made_up_or_deleted_links_find_nothing() {
    let app = TestApp::spawn().await;
    let owner = app.signed_in_user("olga").await;
    let made = generate_ok(&owner, low_square("A lighthouse")).await;
    let id = made["id"].as_str().unwrap();

    let stranger = app.signed_in_user("stan").await;
    assert_eq!(
        stranger.share_image(id).await.status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        stranger.unshare_image(id).await.status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        app.new_client().share_image(id).await.status(),
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        owner.image(id).await.json::<Value>().await.unwrap()["sharePath"],
        Value::Null,
        "a refused share changes nothing"
    );

    let visitor = app.new_client();
    for made_up in ["x", "a".repeat(43).as_str(), "../../etc/passwd", "%00"] {
        assert_eq!(
            visitor.shared_image(made_up).await.status(),
            StatusCode::NOT_FOUND,
            "{made_up}"
        );
    }

    // Fifty shares at once agree on one link.
    let shares = futures::future::join_all((0..50).map(|_| owner.share_image(id))).await;
    let mut paths = Vec::new();
    for response in shares {
        assert_eq!(response.status(), StatusCode::OK);
        paths.push(response.json::<Value>().await.unwrap()["path"].clone());
    }
    paths.dedup();
    assert_eq!(paths.len(), 1, "{paths:?}");

    let token = token_of(&json!({ "path": paths[0] }));
    assert_eq!(owner.delete_image(id).await.status(), StatusCode::OK);
    assert_eq!(
        visitor.shared_image(&token).await.status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        visitor.get(&format!("/s/{token}")).await.status(),
        StatusCode::NOT_FOUND
    );
}
