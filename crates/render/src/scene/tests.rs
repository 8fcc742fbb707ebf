//! Composition: lettering stays in its band, plans follow the prompt.

use super::*;
use crate::Style;

fn red_diff(a: &Pixmap, b: &Pixmap, rows: std::ops::Range<u32>) -> u64 {
    rows.flat_map(|y| (0..a.width()).map(move |x| (x, y)))
        .map(|(x, y)| {
            let (pa, pb) = (a.pixel(x, y).unwrap(), b.pixel(x, y).unwrap());
            u64::from(pa.red().abs_diff(pb.red()))
        })
        .sum()
}

fn plan_for(prompt: &str) -> Plan {
    let theme = Theme::from_prompt(prompt, Style::Vivid);
    arrange(&theme, 1024, 1024, false).1
}

/// The heroes' names, a group of one subject named once.
fn hero_names(plan: &Plan) -> Vec<&'static str> {
    let mut names: Vec<&'static str> = plan.heroes.iter().map(|h| h.entry.name).collect();
    names.dedup();
    names
}

#[test]
fn the_headline_is_lettered_in_its_band_and_nowhere_else() {
    let theme = Theme::from_prompt(
        r#"Birthday card with text "Happy 30th, Sam!""#,
        Style::Vivid,
    );
    let other = Theme {
        headline: Some("Happy 40th, Jo!".into()),
        ..theme.clone()
    };
    let a = compose(&theme, 1024, 1024, false, None, &mut Rng::new(5), None).unwrap();
    let b = compose(&other, 1024, 1024, false, None, &mut Rng::new(5), None).unwrap();
    let band = Layout::new(1024, 1024, TextPlacement::Below, Words::Lettered)
        .text
        .unwrap();
    let in_band = red_diff(&a, &b, band.y as u32..band.bottom() as u32);
    let above = red_diff(&a, &b, 0..band.y as u32 - 20);
    assert!(in_band > 100_000, "the lettering changed ({in_band})");
    assert_eq!(above, 0, "the artwork did not");
}

#[test]
fn general_images_without_text_leave_no_lettering_band() {
    let theme = Theme::from_prompt("a castle by the sea", Style::Vivid);
    assert!(theme.headline.is_none());
    let (layout, _) = arrange(&theme, 1024, 1024, false);
    assert!(layout.text.is_none() && layout.quiet.is_none());
    assert!(compose(&theme, 1024, 1024, true, None, &mut Rng::new(1), None).is_ok());
}

#[test]
fn named_subjects_replace_the_occasions_own_hero() {
    let fox = plan_for("A red fox sleeping in snow under a pine tree");
    assert!(matches!(fox.centre, Centre::Subjects));
    assert_eq!(
        hero_names(&fox),
        ["pine", "fox"],
        "the tree stands behind the fox"
    );
    assert!(fox.land.is_some_and(|l| l.snowy));

    let dog = plan_for("A birthday card: golden retriever Biscuit, sunflowers, picnic");
    assert_eq!(hero_names(&dog), ["sunflower", "dog"]);
    assert_eq!(
        dog.heroes.len(),
        4,
        "sunflowers, plural, are a group of three"
    );
    assert_eq!(dog.companions[0].entry.name, "picnic");
    assert!(!dog.accents.is_empty(), "balloons beside them say birthday");

    let party = plan_for("A birthday card with balloons and a cake");
    assert!(matches!(party.centre, Centre::Scene(_)) && party.heroes.is_empty());
}

#[test]
fn places_set_the_backdrop_and_the_light_sets_the_sun() {
    let cabin = plan_for("A cozy autumn cabin by a lake at sunset");
    assert_eq!(hero_names(&cabin), ["cabin"]);
    assert!(cabin.places.contains(&crate::vocab::Place::Lake));
    assert!(cabin.weather.contains(&crate::vocab::Weather::Autumn));
    let sun = cabin.low_sun().expect("a setting sun");
    let land = cabin.land.unwrap();
    assert!(sun.spot.base > land.horizon, "the sun sits on the horizon");

    let boat = plan_for("a little boat");
    assert!(
        boat.places.contains(&crate::vocab::Place::Sea),
        "a boat needs water"
    );
}

#[test]
fn heroes_stay_inside_the_art_and_out_of_the_quiet_band() {
    let mut theme = Theme::from_prompt("a dog and a cat with a kite and balloons", Style::Vivid);
    theme.letter_exactly("");
    for (w, h) in crate::SUPPORTED_SIZES {
        let (layout, plan) = arrange(&theme, w, h, false);
        let quiet = layout.quiet.unwrap();
        for placed in plan.placed() {
            let area = placed.spot.area(placed.thing.aspect);
            assert!(
                area.bottom() <= quiet.y + 1.0,
                "{w}x{h} {:?} {area:?}",
                placed.entry
            );
            assert!(area.x >= layout.canvas.x - 1.0 && area.right() <= layout.canvas.right() + 1.0);
        }
    }
}
