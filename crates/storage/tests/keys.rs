//! Key grammar: the traversal defence of the file endpoint, and key generation.

use std::collections::HashSet;

use cardsmith_storage::{
    ImageFormat, ImageKey, InvalidImageKey, MAX_KEY_LEN, MAX_NAME_LEN, content_type_for,
};

fn parse(candidate: &str) -> Result<ImageKey, InvalidImageKey> {
    candidate.parse()
}

#[test]
fn accepts_generated_example_and_thumbnail_keys() {
    let valid = [
        "u/0123456789abcdef0123456789abcdef.png",
        "u/0123456789abcdef0123456789abcdef.thumb.webp",
        "images/birthday-card.webp",
        "images/thank-you-2.jpg",
        "images/logo.svg",
        "a.jpeg",
        "a/b/c/d/e.png",
        "x9/y-z/0.webp",
    ];
    for candidate in valid {
        let key = parse(candidate).unwrap_or_else(|error| panic!("{candidate}: {error}"));
        assert_eq!(key.as_str(), candidate);
        assert_eq!(key.to_string(), candidate);
        assert_eq!(ImageKey::try_from(candidate).unwrap(), key);
        assert_eq!(ImageKey::try_from(candidate.to_owned()).unwrap(), key);
    }
}

#[test]
fn rejects_traversal_and_malformed_keys() {
    let long_name = format!("u/{}.png", "a".repeat(MAX_NAME_LEN + 1));
    let long_key = format!("{}x.png", "abcdefgh/".repeat(MAX_KEY_LEN / 9));
    let huge_key = format!("{}.png", "a".repeat(1 << 20));
    let too_deep = "a/b/c/d/e/f.png".to_owned();
    let mut invalid: Vec<&str> = vec![
        "",
        "../x",
        "../x.png",
        "..",
        ".",
        "./x.png",
        "a/../../b",
        "a/../../b.png",
        "images/../u/x.png",
        "images/./x.png",
        "u/x.png/..",
        "%2e%2e/x.png",
        "%2e%2e%2fx.png",
        "u/%2e%2e.png",
        "u/x%2epng",
        "..%2fetc%2fpasswd",
        "/etc/passwd",
        "/u/x.png",
        "u/x.png/",
        "a\\b",
        "a\\b.png",
        "..\\x.png",
        "a//b.png",
        "a//b",
        "//x.png",
        ".png",
        "u/.png",
        "u/.thumb.webp",
        "u/x",
        "u/x.",
        "u/x..png",
        "u/x.thumb",
        "u/x.gif",
        "u/x.html",
        "u/x.PNG",
        "U/x.png",
        "u/X.png",
        "u/x.thumb.thumb.webp",
        "u/x.png.png",
        "u/x.webp.thumb",
        "u.d/x.png",
        "u/x y.png",
        "u/x_y.png",
        "u/x+y.png",
        "u/x;y.png",
        "u/x?y.png",
        "u/x#y.png",
        "u/x:y.png",
        "c:/x.png",
        "u/x.png\0",
        "u/x\0.png",
        "u/x\n.png",
        " u/x.png",
        "u/x.png ",
        "u/-x.png",
        "u/x-.png",
        "-/x.png",
        "u/ümlaut.png",
        "u/ｘ.png",
        "u/x\u{2215}y.png",
        "u/x\u{ff0e}png",
        "\u{202e}gnp.x",
        "~/x.png",
        "$HOME/x.png",
    ];
    invalid.extend([
        long_name.as_str(),
        long_key.as_str(),
        huge_key.as_str(),
        too_deep.as_str(),
    ]);
    for candidate in invalid {
        let shown: String = candidate.chars().take(40).collect();
        assert!(parse(candidate).is_err(), "accepted {shown:?}");
        assert!(
            ImageKey::try_from(candidate.to_owned()).is_err(),
            "accepted {shown:?}"
        );
    }
}

#[test]
fn length_limits_are_inclusive() {
    let longest_name = format!("u/{}.png", "a".repeat(MAX_NAME_LEN));
    assert!(parse(&longest_name).is_ok());

    let folders = "abcdefgh/abcdefgh/abcdefgh/abcdefgh/";
    let name_len = MAX_NAME_LEN.min(MAX_KEY_LEN - folders.len() - ".png".len());
    let near_limit = format!("{folders}{}.png", "b".repeat(name_len));
    assert!(near_limit.len() <= MAX_KEY_LEN);
    assert!(parse(&near_limit).is_ok());
}

#[test]
fn every_accepted_key_has_a_parseable_thumbnail() {
    let folders = "abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz/".repeat(2);
    let fits = |name_len: usize| format!("{folders}{}{}", "n".repeat(name_len), ".png");
    let mut name_len = 1;
    while parse(&fits(name_len + 1)).is_ok() {
        name_len += 1;
    }
    let longest = parse(&fits(name_len)).unwrap();
    assert!(
        longest.as_str().len() < MAX_KEY_LEN,
        "limited by the thumbnail form"
    );
    let thumbnail = longest.thumbnail();
    assert_eq!(thumbnail.as_str().len(), MAX_KEY_LEN);
    assert_eq!(parse(thumbnail.as_str()).unwrap(), thumbnail);
}

#[test]
fn error_names_the_reason_without_echoing_the_input() {
    let error = parse("../secret.png").unwrap_err();
    let message = error.to_string();
    assert!(message.starts_with("invalid image key"), "{message}");
    assert!(!message.contains("secret"), "{message}");
}

#[test]
fn random_keys_are_distinct_well_formed_and_carry_128_bits() {
    const COUNT: usize = 10_000;
    let keys: Vec<ImageKey> = (0..COUNT)
        .map(|_| ImageKey::random(ImageFormat::Png))
        .collect();
    let distinct: HashSet<&str> = keys.iter().map(ImageKey::as_str).collect();
    assert_eq!(distinct.len(), COUNT);

    let mut ones_per_bit = [0usize; 128];
    for key in &keys {
        let hex = key
            .as_str()
            .strip_prefix("u/")
            .and_then(|rest| rest.strip_suffix(".png"))
            .unwrap_or_else(|| panic!("unexpected shape: {key}"));
        assert_eq!(hex.len(), 32, "{key}");
        assert!(
            hex.bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
        );
        let value = u128::from_str_radix(hex, 16).unwrap();
        for (bit, ones) in ones_per_bit.iter_mut().enumerate() {
            *ones += usize::from((value >> bit) & 1 == 1);
        }
        assert_eq!(
            parse(key.as_str()).unwrap(),
            *key,
            "generated keys must parse"
        );
    }
    // Every one of the 128 bits must vary: a fixed or biased bit would mean fewer
    // random bits than the key length suggests. Expected 5000 ± 50 (one sigma).
    for (bit, ones) in ones_per_bit.iter().enumerate() {
        assert!((4_500..=5_500).contains(ones), "bit {bit} set {ones} times");
    }
}

#[test]
fn a_name_covers_every_key_its_file_can_have() {
    let name = ImageKey::random_name();
    let jpeg = ImageKey::named(&name, ImageFormat::Jpeg);
    let all: Vec<String> = ImageKey::all_named(&name)
        .iter()
        .map(|key| key.to_string())
        .collect();
    assert!(all.contains(&jpeg.to_string()), "{all:?}");
    assert!(all.contains(&jpeg.thumbnail().to_string()), "{all:?}");
    assert_eq!(all.len(), 5, "four formats and the thumbnail: {all:?}");
    for key in &all {
        assert_eq!(parse(key).unwrap().to_string(), *key);
    }
}

#[test]
fn random_keys_use_the_format_extension() {
    let cases = [
        (ImageFormat::Png, ".png", "image/png"),
        (ImageFormat::Jpeg, ".jpg", "image/jpeg"),
        (ImageFormat::Webp, ".webp", "image/webp"),
        (ImageFormat::Svg, ".svg", "image/svg+xml"),
    ];
    for (format, extension, content_type) in cases {
        let key = ImageKey::random(format);
        assert!(key.as_str().ends_with(extension), "{key}");
        assert_eq!(key.format(), format);
        assert_eq!(content_type_for(&key), content_type);
        assert!(!key.is_thumbnail());
    }
}

#[test]
fn thumbnail_sits_next_to_its_image_as_webp() {
    let key = parse("u/0123456789abcdef0123456789abcdef.png").unwrap();
    let thumbnail = key.thumbnail();
    assert_eq!(
        thumbnail.as_str(),
        "u/0123456789abcdef0123456789abcdef.thumb.webp"
    );
    assert!(thumbnail.is_thumbnail());
    assert_eq!(content_type_for(&thumbnail), "image/webp");
    assert_eq!(
        thumbnail.thumbnail(),
        thumbnail,
        "a thumbnail's thumbnail is itself"
    );
    assert_eq!(parse(thumbnail.as_str()).unwrap(), thumbnail);

    let example = parse("images/birthday-card.webp").unwrap();
    assert_eq!(
        example.thumbnail().as_str(),
        "images/birthday-card.thumb.webp"
    );
    assert_ne!(example.thumbnail(), example);
}

#[test]
fn content_type_follows_the_extension() {
    let cases = [
        ("a.png", "image/png"),
        ("a.jpg", "image/jpeg"),
        ("a.jpeg", "image/jpeg"),
        ("a.webp", "image/webp"),
        ("a.svg", "image/svg+xml"),
        ("a.thumb.webp", "image/webp"),
    ];
    for (candidate, content_type) in cases {
        assert_eq!(
            content_type_for(&parse(candidate).unwrap()),
            content_type,
            "{candidate}"
        );
    }
}

#[test]
fn formats_are_recognised_from_extensions_and_mime_types() {
    assert_eq!(ImageFormat::from_extension("jpeg"), Some(ImageFormat::Jpeg));
    assert_eq!(ImageFormat::from_extension("JPG"), None);
    assert_eq!(ImageFormat::from_extension("gif"), None);
    assert_eq!(
        ImageFormat::from_content_type("image/PNG"),
        Some(ImageFormat::Png)
    );
    assert_eq!(
        ImageFormat::from_content_type("image/svg+xml; charset=utf-8"),
        Some(ImageFormat::Svg)
    );
    assert_eq!(ImageFormat::from_content_type("text/html"), None);
    assert_eq!(ImageFormat::from_content_type(""), None);
}
