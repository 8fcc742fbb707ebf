//! Flowers gathered: a posy on its stems, a bouquet in paper.

use super::botanical::Bloom;
use super::flowers::{bloom, leaf_at, stem};
use super::{Paints, Spot};
use crate::color::{darken, lighten};
use crate::draw::Painter;
use crate::rng::Rng;

/// Three flowers on stems with leaves: "flowers" in general.
pub(crate) fn posy(p: &mut Painter, s: &Spot, c: &Paints, rng: &mut Rng) {
    let pen = s.pen();
    let green = c.palette.foliage;
    let heads = [
        ((-24.0, -58.0), Bloom::Blossom, c.main(c.accent(0))),
        ((24.0, -62.0), Bloom::Daisy, c.accent(1)),
        ((0.0, -80.0), Bloom::Rose, c.accent(3)),
    ];
    for ((x, y), _, _) in heads {
        stem(p, &pen, (x, y), 3.0, green);
    }
    leaf_at(p, &pen, (0.0, -14.0), 24.0, -35.0, green);
    leaf_at(p, &pen, (0.0, -18.0), 24.0, -145.0, green);
    for (at, kind, colour) in heads {
        bloom(p, &pen, at, 19.0, colour, kind, rng);
    }
}

/// Flowers gathered in a paper cone tied with a bow.
pub(crate) fn bouquet(p: &mut Painter, s: &Spot, c: &Paints, rng: &mut Rng) {
    let pen = s.pen();
    let green = c.palette.foliage;
    for (x, deg) in [(-20.0, -120.0), (20.0, -60.0), (0.0, -95.0)] {
        leaf_at(p, &pen, (x * 0.5, -50.0), 30.0, deg, green);
    }
    let flowers = [
        ((-18.0, -66.0), Bloom::Blossom, 0usize),
        ((18.0, -66.0), Bloom::Rose, 3),
        ((0.0, -80.0), Bloom::Rose, 0),
        ((-8.0, -56.0), Bloom::Daisy, 1),
        ((10.0, -52.0), Bloom::Blossom, 4),
    ];
    for (at, kind, accent) in flowers {
        bloom(p, &pen, at, 15.0, c.accent(accent), kind, rng);
    }
    let paper = c.main(lighten(c.accent(2), 0.55));
    p.fill(
        &pen.poly(&[(-30.0, -50.0), (30.0, -50.0), (5.0, 0.0), (-5.0, 0.0)]),
        paper,
    );
    p.fill(
        &pen.poly(&[(-30.0, -50.0), (0.0, -44.0), (-3.0, 0.0)]),
        darken(paper, 0.08),
    );
    let bow = c.accent(0);
    for deg in [-160.0, -20.0] {
        p.fill(&pen.petal((0.0, -20.0), 14.0, 9.0, deg, 0.9), bow);
    }
    p.fill(&pen.circle(0.0, -20.0, 3.0), darken(bow, 0.15));
}
