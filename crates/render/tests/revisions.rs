//! A revision is drawn from its source's prompt with the change after it;
//! `keep_arrangement` gives it the random choices its source made, so what
//! the change does not touch stays where it was.

mod common;

use cardsmith_render::{RenderRequest, describe, keep_arrangement, render};
use common::{decode, mean_abs_diff, request};

const SOURCE: &str = "A lighthouse on a cliff above the sea";

#[test]
fn words_the_designer_does_not_draw_leave_the_picture_as_it_was() {
    let source = RenderRequest {
        seed: 42,
        ..request(SOURCE)
    };
    let revised_prompt = format!("{SOURCE}. Make it feel wistful");
    assert_eq!(describe(&source), describe(&request(&revised_prompt)));
    let kept = RenderRequest {
        seed: keep_arrangement(42, SOURCE, &revised_prompt),
        ..request(&revised_prompt)
    };
    assert_eq!(render(&kept).unwrap(), render(&source).unwrap());
    let redrawn = RenderRequest {
        seed: 42,
        ..request(&revised_prompt)
    };
    assert_ne!(render(&redrawn).unwrap(), render(&source).unwrap());
}

#[test]
fn a_change_of_light_keeps_the_arrangement_across_a_chain() {
    let first = format!("{SOURCE}. At sunset");
    let second = format!("{first}. In watercolor");
    let seed_one = keep_arrangement(7, SOURCE, &first);
    let seed_two = keep_arrangement(seed_one, &first, &second);
    // The chain's key is its first image's: each revision is as if drawn
    // from the source directly.
    assert_eq!(seed_two, keep_arrangement(7, SOURCE, &second));
    let picture = |seed, prompt: &str| {
        let req = RenderRequest {
            seed,
            ..request(prompt)
        };
        decode(&render(&req).unwrap()).to_rgba8()
    };
    let (source, sunset, unrelated) = (
        picture(7, SOURCE),
        picture(seed_one, &first),
        picture(8, &first),
    );
    assert_eq!(
        describe(&request(SOURCE)).hero,
        describe(&request(&first)).hero
    );
    // Closer to its source than the same prompt drawn from another seed.
    assert!(mean_abs_diff(&source, &sunset) < mean_abs_diff(&source, &unrelated) + 1e-9);
}
