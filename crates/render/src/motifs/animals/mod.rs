//! Animals, drawn friendly and simple: each one's defining features first
//! (a fox's white-tipped tail, a dog's floppy ears, an owl's big eyes), the
//! rest left out. Bodies face right; the spot's `facing` mirrors them.

mod birds;
mod bugs;
mod farm;
mod fowl;
mod giants;
mod pets;
mod water;
mod wild;

pub(crate) use birds::{bird, duck, owl, swan};
pub(crate) use bugs::{bee, butterfly, ladybug, snail};
pub(crate) use farm::{cow, horse, pig, sheep, unicorn};
pub(crate) use fowl::{chicken, flamingo, penguin};
pub(crate) use giants::{dinosaur, elephant};
pub(crate) use pets::{cat, dog, hedgehog, mouse, rabbit, squirrel};
pub(crate) use water::{dolphin, fish, frog, turtle, whale};
pub(crate) use wild::{bear, deer, fox, lion, panda};

use crate::color::{rgb, with_alpha};
use crate::draw::Painter;
use crate::draw::pen::Pen;
use tiny_skia::Color;

/// Eyes, noses and hooves.
fn ink() -> Color {
    rgb(0x2E2320)
}

/// A round eye with a glint, or a closed one when the animal sleeps.
fn eye(p: &mut Painter, pen: &Pen, (x, y): (f32, f32), r: f32, asleep: bool) {
    if asleep {
        let lid = pen.arc(x, y - 0.7 * r, 1.1 * r, 25.0, 155.0);
        p.stroke_px(&lid, ink(), pen.len(0.45 * r));
        return;
    }
    p.fill_flat(&pen.circle(x, y, r), ink());
    p.fill_flat(
        &pen.circle(x + 0.35 * r, y - 0.35 * r, 0.36 * r),
        Color::WHITE,
    );
}

/// A pair of eyes either side of x = 0 on a front-facing face.
fn eyes(p: &mut Painter, face: &Pen, apart: f32, y: f32, r: f32, asleep: bool) {
    eye(p, face, (-apart, y), r, asleep);
    eye(p, face, (apart, y), r, asleep);
}

/// Straight legs standing on the ground (y = 0), each `w` wide.
fn legs(p: &mut Painter, pen: &Pen, xs: &[f32], top: f32, w: f32, colour: Color) {
    for &x in xs {
        p.fill(&pen.rrect(x - w / 2.0, top, w, -top, 0.45 * w), colour);
    }
}

/// Dark socks or hooves over the lower part of the legs.
fn feet(p: &mut Painter, pen: &Pen, xs: &[f32], height: f32, w: f32, colour: Color) {
    for &x in xs {
        p.fill(
            &pen.rrect(x - w / 2.0, -height, w, height, 0.45 * w),
            colour,
        );
    }
}

/// A pointed ear on a front-facing head, with a darker inside.
fn pointed_ear(p: &mut Painter, face: &Pen, side: f32, spread: f32, outer: Color, inner: Color) {
    let s = side;
    p.fill(
        &face.poly(&[
            (s * 0.35 * spread, -0.6),
            (s * 0.9 * spread, -1.55),
            (s * 1.0 * spread, -0.3),
        ]),
        outer,
    );
    p.fill_flat(
        &face.poly(&[
            (s * 0.52 * spread, -0.62),
            (s * 0.88 * spread, -1.3),
            (s * 0.92 * spread, -0.5),
        ]),
        inner,
    );
}

/// Soft pink cheeks.
fn blush(p: &mut Painter, face: &Pen, apart: f32, y: f32, r: f32) {
    for side in [-1.0, 1.0] {
        p.fill_flat(
            &face.ellipse(side * apart, y, r, 0.6 * r),
            with_alpha(rgb(0xFF8FA3), 0.45),
        );
    }
}

/// Three whiskers either side of a muzzle.
fn whiskers(p: &mut Painter, face: &Pen, (x, y): (f32, f32), len: f32) {
    for side in [-1.0f32, 1.0] {
        for dy in [-0.25f32, 0.0, 0.25] {
            let from = (x + side * 0.3 * len, y + dy * 0.3 * len);
            let to = (x + side * 1.3 * len, y + dy * len);
            p.stroke_px(
                &face.line(from, to),
                with_alpha(ink(), 0.55),
                face.len(0.03 * len),
            );
        }
    }
}
