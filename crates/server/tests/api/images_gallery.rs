//! The gallery: pages, search, category filters, recent images, one image,
//! deletion, and that nobody reaches another user's images.

use crate::helpers::{TestApp, error_message};
use crate::images_support::*;
use cardsmith_domain::gallery::GalleryFilter;
use reqwest::StatusCode;
use serde_json::{Value, json};

async fn list(client: &crate::helpers::TestClient, query: &str) -> Value {
    let response = client.images(query).await;
    assert_eq!(response.status(), StatusCode::OK, "{query}");
    response.json().await.unwrap()
}

fn prompts(listing: &Value) -> Vec<&str> {
    listing["images"]
        .as_array()
        .unwrap()
        .iter()
        .map(|image| image["prompt"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn pages_are_newest_first_with_a_default_of_20_and_at_most_50() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("alice").await;
    let user_id = app.user_id("alice@example.com").await;
    for n in 0..55 {
        insert_image(&app, &user_id, &format!("Picture number {n:02}"), n).await;
    }
    let first = list(&client, "").await;
    assert_eq!(
        first["pagination"],
        json!({ "total": 55, "page": 1, "limit": 20, "pages": 3 })
    );
    assert_eq!(prompts(&first)[0], "Picture number 00", "newest first");
    assert_eq!(prompts(&first).len(), 20);
    let third = list(&client, "?page=3").await;
    assert_eq!(prompts(&third).len(), 15);
    assert_eq!(prompts(&third)[14], "Picture number 54");
    let big = list(&client, "?limit=500").await;
    assert_eq!(big["pagination"]["limit"], 50, "clamped");
    assert_eq!(prompts(&big).len(), 50);
    let small = list(&client, "?limit=7&page=2").await;
    assert_eq!(prompts(&small)[0], "Picture number 07");
    assert_eq!(small["pagination"]["pages"], 8);
    let beyond = list(&client, "?page=1000000").await;
    assert!(prompts(&beyond).is_empty());
    let item = &first["images"][0];
    for field in [
        "id",
        "imageUrl",
        "thumbnailUrl",
        "prompt",
        "quality",
        "size",
        "outputFormat",
        "creditCost",
        "createdAt",
    ] {
        assert!(!item[field].is_null(), "{field} in {item}");
    }
}

#[tokio::test]
async fn bad_pages_limits_and_filters_are_400s() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("bob").await;
    for (query, message) in [
        (
            "?page=1000001",
            "Page must be a whole number from 1 to 1000000",
        ),
        ("?page=0", "Page must be a whole number from 1 to 1000000"),
        ("?page=-1", "Page must be a whole number from 1 to 1000000"),
        ("?page=two", "Page must be a whole number from 1 to 1000000"),
        ("?page=1.5", "Page must be a whole number from 1 to 1000000"),
        ("?limit=0", "Limit must be a whole number from 1"),
        ("?limit=ten", "Limit must be a whole number from 1"),
        (
            "?filter=photos",
            "Filter must be one of all, greeting_cards, invitations or art",
        ),
    ] {
        let response = client.images(query).await;
        assert_eq!(
            error_message(response, StatusCode::BAD_REQUEST).await,
            message,
            "{query}"
        );
    }
    let response = client.images("?page=").await;
    assert_eq!(
        error_message(response, StatusCode::BAD_REQUEST).await,
        "Page must be a whole number from 1 to 1000000"
    );
    let empty = list(&client, "?filter=all&search=").await;
    assert_eq!(
        empty["pagination"],
        json!({ "total": 0, "page": 1, "limit": 20, "pages": 0 })
    );
}

#[tokio::test]
async fn search_ignores_case_and_takes_percent_and_underscore_literally() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("carol").await;
    let user_id = app.user_id("carol@example.com").await;
    for (n, prompt) in [
        "Sale banner: 50% off everything",
        "Sale banner: 50 percent off",
        "A file_name on a card",
        "A filename on a card",
        "A BIRTHDAY cake",
    ]
    .iter()
    .enumerate()
    {
        insert_image(&app, &user_id, prompt, n as i64).await;
    }
    assert_eq!(
        prompts(&list(&client, "?search=50%25").await),
        ["Sale banner: 50% off everything"]
    );
    assert_eq!(
        prompts(&list(&client, "?search=file_name").await),
        ["A file_name on a card"]
    );
    assert_eq!(
        prompts(&list(&client, "?search=birthday").await),
        ["A BIRTHDAY cake"]
    );
    assert_eq!(prompts(&list(&client, "?search=%25").await).len(), 1);
    assert_eq!(prompts(&list(&client, "?search=_").await).len(), 1);
    assert_eq!(
        list(&client, "?search=Sale%20BANNER").await["pagination"]["total"],
        2
    );
    assert!(prompts(&list(&client, "?search=nothing%20like%20this").await).is_empty());
}

#[tokio::test]
async fn category_filters_match_their_keywords_and_combine_with_search() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("dave").await;
    let user_id = app.user_id("dave@example.com").await;
    for (n, prompt) in [
        "Holiday greetings from the mountains",
        "Wedding invitation with lilies",
        "An abstract painting of the sea",
        "A quiet lake at dawn",
        "Birthday party invitation for Sam",
    ]
    .iter()
    .enumerate()
    {
        insert_image(&app, &user_id, prompt, n as i64).await;
    }
    assert_eq!(
        prompts(&list(&client, "?filter=greeting_cards").await),
        [
            "Holiday greetings from the mountains",
            "Birthday party invitation for Sam"
        ]
    );
    assert_eq!(
        prompts(&list(&client, "?filter=invitations").await),
        [
            "Wedding invitation with lilies",
            "Birthday party invitation for Sam"
        ]
    );
    assert_eq!(
        prompts(&list(&client, "?filter=art").await),
        ["An abstract painting of the sea"],
        "'art' inside 'party' is not the word art"
    );
    assert_eq!(
        prompts(&list(&client, "?filter=invitations&search=lilies").await),
        ["Wedding invitation with lilies"]
    );
    assert_eq!(list(&client, "?filter=all").await["pagination"]["total"], 5);
}

#[tokio::test]
async fn category_keywords_match_whole_words_and_plurals_as_the_domain_rule_does() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("erin").await;
    let user_id = app.user_id("erin@example.com").await;
    let samples = [
        "Garden party at noon",
        "Three paintings of pears",
        "Pop-art poster (bright)",
        "Street art, Berlin",
        "A smart cat at the start",
        "\u{201c}Art\u{201d} in curly quotes",
        "It's art!",
        "Garden parties; lanterns",
        "An eventful day",
        "Holiday greetings\nfrom the mountains",
        "A cardigan on a chair",
        "Two cards for mum",
        "50% off_art",
    ];
    for (n, prompt) in samples.iter().enumerate() {
        insert_image(&app, &user_id, prompt, n as i64).await;
    }
    for filter in [
        GalleryFilter::Art,
        GalleryFilter::Invitations,
        GalleryFilter::GreetingCards,
    ] {
        let name = match filter {
            GalleryFilter::Art => "art",
            GalleryFilter::Invitations => "invitations",
            GalleryFilter::GreetingCards => "greeting_cards",
        };
        let expected: Vec<&str> = samples
            .iter()
            .copied()
            .filter(|prompt| filter.matches(prompt))
            .collect();
        let listed = list(&client, &format!("?filter={name}&limit=50")).await;
        assert_eq!(prompts(&listed), expected, "{name}");
    }
    assert_eq!(
        prompts(&list(&client, "?filter=art").await),
        [
            "Three paintings of pears",
            "Pop-art poster (bright)",
            "Street art, Berlin",
            "\u{201c}Art\u{201d} in curly quotes",
            "It's art!",
        ]
    );
}

#[tokio::test]
async fn recent_lists_the_five_newest_and_one_image_reads_by_id() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("erin").await;
    let user_id = app.user_id("erin@example.com").await;
    let mut made = Vec::new();
    for n in 0..7 {
        made.push(insert_image(&app, &user_id, &format!("Picture number {n}"), n).await);
    }
    let recent: Vec<Value> = client.recent_images().await.json().await.unwrap();
    let ids: Vec<_> = recent
        .iter()
        .map(|image| image["id"].as_str().unwrap())
        .collect();
    let expected: Vec<_> = made[..5].iter().map(|image| image.id.as_str()).collect();
    assert_eq!(ids, expected);
    assert_eq!(recent[0]["creditCost"], 1);
    let one: Value = client.image(&made[3].id).await.json().await.unwrap();
    assert_eq!(one["prompt"], "Picture number 3");
    assert_eq!(one["size"], "1024x1024");
    let missing = client.image("no-such-image").await;
    assert_eq!(
        error_message(missing, StatusCode::NOT_FOUND).await,
        "Image not found"
    );
}

#[tokio::test]
async fn deleting_removes_the_row_the_file_and_the_thumbnail() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("frank").await;
    let made = generate_ok(&client, low_square(PROMPT)).await;
    let (image_url, thumbnail_url) = (
        made["imageUrl"].as_str().unwrap(),
        made["thumbnailUrl"].as_str().unwrap(),
    );
    fetch(&client, thumbnail_url).await;
    let id = made["id"].as_str().unwrap();
    let response = client.delete_image(id).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.json::<Value>().await.unwrap(),
        json!({ "success": true })
    );
    for url in [image_url, thumbnail_url] {
        assert_eq!(
            client.get(url).await.status(),
            StatusCode::NOT_FOUND,
            "{url}"
        );
    }
    assert_eq!(
        client.image(id).await.status(),
        StatusCode::NOT_FOUND,
        "{id}"
    );
    assert_eq!(
        client.delete_image(id).await.status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(list(&client, "").await["pagination"]["total"], 0);
    assert_eq!(balance(&client).await, 9.0, "deleting does not refund");
}

#[tokio::test]
async fn another_user_can_neither_list_read_nor_delete_my_images() {
    let app = TestApp::spawn().await;
    let owner = app.signed_in_user("grace").await;
    let made = generate_ok(&owner, low_square(PROMPT)).await;
    let id = made["id"].as_str().unwrap();
    let intruder = app.signed_in_user("mallory").await;
    assert_eq!(list(&intruder, "").await["pagination"]["total"], 0);
    assert!(
        intruder
            .recent_images()
            .await
            .json::<Vec<Value>>()
            .await
            .unwrap()
            .is_empty()
    );
    let read = intruder.image(id).await;
    assert_eq!(
        error_message(read, StatusCode::NOT_FOUND).await,
        "Image not found"
    );
    let delete = intruder.delete_image(id).await;
    assert_eq!(
        error_message(delete, StatusCode::NOT_FOUND).await,
        "Image not found"
    );
    assert_eq!(
        owner.image(id).await.status(),
        StatusCode::OK,
        "still there"
    );
    fetch(&owner, made["imageUrl"].as_str().unwrap()).await;
    for signed_out in [
        app.client.images("").await,
        app.client.recent_images().await,
        app.client.image(id).await,
    ] {
        assert_eq!(signed_out.status(), StatusCode::UNAUTHORIZED);
    }
}

#[tokio::test]
async fn a_total_is_remembered_until_the_gallery_changes() {
    let app = TestApp::spawn().await;
    let client = app.signed_in_user("gina").await;
    let user_id = app.user_id("gina@example.com").await;
    let total = async |query: &str| list(&client, query).await["pagination"]["total"].clone();
    for n in 0..3 {
        insert_image(&app, &user_id, &format!("A lantern at night, take {n}"), n).await;
    }
    assert_eq!(total("?search=LANTERN").await, 3);
    // A row written behind the store's back leaves the gallery version as it
    // was: the remembered total stands, so it is being remembered.
    insert_image_row(&app, &user_id, "A lantern on a boat", 9).await;
    assert_eq!(total("?search=LANTERN").await, 3);
    assert_eq!(total("?search=lantern").await, 4, "another search counts");
    // A generation raises the version: every total is counted again.
    let made = generate_ok(&client, low_square("A paper lantern festival")).await;
    assert_eq!(total("?search=LANTERN").await, 5);
    assert_eq!(total("").await, 5);
    let deleted = client.delete_image(made["id"].as_str().unwrap()).await;
    assert_eq!(deleted.status(), StatusCode::OK);
    assert_eq!(total("?search=LANTERN").await, 4);
    assert_eq!(total("").await, 4);
    // A refused delete changes nothing, and the total stays right.
    let missing = client.delete_image("no-such-image").await;
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
    assert_eq!(total("?search=LANTERN").await, 4);
}
