//! Arranges the messages over pages so they look placed by hand: each gets
//! its own size (short ones larger), width and slight tilt, and they are
//! packed top first into the page's free space, like notes dropped into the
//! highest gap that takes them, then spread to fill the page.
//!
//! Every tilted box is kept inside its own upright cell (the box's bounds
//! once turned, plus some air), and no two cells overlap, so no two messages
//! can touch whatever their tilts. The cells are packed on a skyline: the
//! lowest point reached so far at each x across the page.

mod skyline;

use super::compose::Composer;
use super::{
    INSIDE_PAGE_HEIGHT, INSIDE_PAGE_WIDTH, InsideMessage, InsidePage, MIN_INSIDE_FONT_SIZE,
    Placement,
};
use crate::layer::fonts;
use crate::rng::Rng;
use cosmic_text::FontSystem;
use skyline::Skyline;

/// Space kept clear round the page's edge, in page units (about 9 mm).
pub(super) const MARGIN: f32 = 26.0;
/// The least air between two messages' tilted boxes.
pub(super) const GAP: f32 = 9.0;
/// The largest size a message is set at before the face's scale.
const MAX_SIZE: f32 = 22.0;
/// The size planned for the shortest message on a card of `FEW` messages and
/// on one of `MANY`, before a last page with room to spare sets its messages
/// larger (up to `MAX_SIZE`).
const TOP_SIZE: (f32, f32) = (19.5, 15.5);
const FEW: f32 = 8.0;
const MANY: f32 = 60.0;
/// Boxes up to this wide tilt as much as their plan says; wider ones tilt
/// less, as a long note would be laid straighter.
const FULL_TILT_WIDTH: f32 = 130.0;
/// The most a message tilts, in degrees.
const MAX_TILT: f32 = 2.8;
/// A message that does not fit where the page has room is tried this much
/// smaller before it goes on to the next page.
const SHRINK_STEPS: [f32; 3] = [1.0, 0.9, 0.8];
/// Trial widths, as shares of the page's inner width.
const WIDTH_SHARES: [f32; 7] = [0.34, 0.42, 0.5, 0.6, 0.72, 0.86, 1.0];
/// Lines of at least this many font sizes: narrower columns read choppily.
const MIN_LINE: f32 = 6.5;
/// A last page filled less than this is set larger until it is.
const FILL_TARGET: f32 = 0.78;
/// Empty space is spread between the messages, but no gap grows by more
/// than this (page units).
const MOST_SPREAD: f32 = 14.0;
/// A photo weighs in a message's plan as this many characters of text: the
/// print takes room as a few more lines would, so a message with one is set
/// a little smaller, and in a box of a longer message's shape, and a page
/// still holds a few of them.
const PHOTO_CHARS: f32 = 80.0;
/// The shape a message with a photo would rather have, relative to one
/// without: taller.
const PHOTO_ASPECT: f32 = 0.5;

fn inner_width() -> f32 {
    INSIDE_PAGE_WIDTH - 2.0 * MARGIN
}

fn inner_height() -> f32 {
    INSIDE_PAGE_HEIGHT - 2.0 * MARGIN
}

/// A message's own random choices, made once: packing a page again (to
/// balance the last two, or to set a sparse last page larger) then makes
/// the same choices.
#[derive(Debug, Clone, Copy)]
struct Plan {
    /// The preferred font size before the face's scale.
    size: f32,
    /// Degrees, clockwise; wide boxes get less.
    tilt: f32,
    /// The box's shape it would rather have (width over height).
    aspect: f32,
    /// Nudges right and down within the cell, so edges never line up.
    nudge: (f32, f32),
    /// How far across its free room the message drifts right once the page
    /// is packed (0 to 1): packing alone leaves every message flush left.
    drift: f32,
}

impl Plan {
    fn new(message: &InsideMessage, index: usize, count: usize, rng: &mut Rng) -> Plan {
        let chars = super::compose::display_text(message.text).chars().count() as f32;
        // A crowded card is written smaller, as people squeeze in.
        let crowd = ((count as f32 - FEW) / (MANY - FEW)).clamp(0.0, 1.0);
        let top = TOP_SIZE.0 + (TOP_SIZE.1 - TOP_SIZE.0) * crowd;
        // Short messages large, long ones small: by the square root of the
        // length, as their area grows with it. The longest are set at the
        // readability floor.
        let weight = chars + message.photo.map_or(0.0, |_| PHOTO_CHARS);
        let length = (weight / super::MAX_MESSAGE_CHARS as f32).min(1.0);
        let by_length = top - (top - MIN_INSIDE_FONT_SIZE) * length.sqrt();
        let size = (by_length * rng.range(0.88, 1.1)).min(MAX_SIZE);
        // Alternate sides so neighbours lean apart; now and then one sits
        // nearly straight.
        let side = if index.is_multiple_of(2) { 1.0 } else { -1.0 };
        let lean = if rng.unit() < 0.15 {
            rng.range(0.0, 0.5)
        } else {
            rng.range(0.7, MAX_TILT)
        };
        Plan {
            size,
            tilt: side * lean,
            // Short messages would rather stay on one line or two; one
            // under a photo would rather be narrow, like a print with a
            // note under it, so others find room beside it.
            aspect: rng.range(1.0, 3.0)
                * (1.0 + 3.0 * (1.0 - weight / 60.0).max(0.0))
                * message.photo.map_or(1.0, |_| PHOTO_ASPECT),
            nudge: (rng.range(0.0, 9.0), rng.range(0.0, 5.0)),
            drift: rng.unit(),
        }
    }
}

/// A message placed on a page: its upright box, and the bounds of that box
/// once tilted (`bounds`: left, top, width, height).
#[derive(Debug, Clone, Copy)]
struct Placed {
    message: usize,
    size: f32,
    width: f32,
    height: f32,
    tilt: f32,
    bounds: [f32; 4],
    /// Where its cell starts, left of the box by its nudge.
    cell_left: f32,
}

impl Placed {
    fn placement(&self) -> Placement {
        let [left, top, w, h] = self.bounds;
        let (cx, cy) = (left + w / 2.0, top + h / 2.0);
        Placement {
            message: self.message,
            x: cx - self.width / 2.0,
            y: cy - self.height / 2.0,
            width: self.width,
            height: self.height,
            rotation_degrees: self.tilt,
            font_size: self.size,
        }
    }
}

/// The messages' pages, in order.
pub(super) fn arrange(messages: &[InsideMessage], rng: &mut Rng) -> Vec<InsidePage> {
    let plans: Vec<Plan> = messages
        .iter()
        .enumerate()
        .map(|(i, m)| Plan::new(m, i, messages.len(), &mut rng.fork()))
        .collect();
    let mut composers: Vec<Option<Composer>> = messages.iter().map(|_| None).collect();
    let mut setter = Setter {
        messages,
        plans: &plans,
        composers: &mut composers,
    };

    // Fill each page, then start the next.
    let mut pages: Vec<Vec<Placed>> = Vec::new();
    let mut page = Page::new();
    for index in 0..messages.len() {
        if let Some(placed) = setter.place(&mut page, index, 1.0) {
            page.add(placed);
            continue;
        }
        if !page.placed.is_empty() {
            pages.push(std::mem::replace(&mut page, Page::new()).placed);
        }
        let placed = setter
            .place(&mut page, index, 1.0)
            .unwrap_or_else(|| setter.squeezed(index));
        page.add(placed);
    }
    if !page.placed.is_empty() {
        pages.push(page.placed);
    }

    balance_last_page(&mut pages, &mut setter);
    fill_last_page(&mut pages, &mut setter);
    pages
        .iter_mut()
        .map(|page| {
            spread(page);
            drift(page, &plans);
            InsidePage {
                placements: page.iter().map(Placed::placement).collect(),
            }
        })
        .collect()
}

/// A last page holding one message, after a page of several, takes the
/// previous page's last message too: a lone note on a page looks left over.
fn balance_last_page(pages: &mut [Vec<Placed>], setter: &mut Setter) {
    let n = pages.len();
    if n < 2 || pages[n - 1].len() != 1 || pages[n - 2].len() < 3 {
        return;
    }
    let mut before: Vec<usize> = pages[n - 2].iter().map(|p| p.message).collect();
    let moved = before.pop().unwrap_or_default();
    let last = [moved, pages[n - 1][0].message];
    if let (Some(a), Some(b)) = (setter.pack(&before, 1.0), setter.pack(&last, 1.0)) {
        pages[n - 2] = a;
        pages[n - 1] = b;
    }
}

/// A last page with room to spare (a card of a few messages, say) sets its
/// messages larger, as large as still leaves some air on the page.
fn fill_last_page(pages: &mut [Vec<Placed>], setter: &mut Setter) {
    let Some(last) = pages.last_mut() else {
        return;
    };
    let filled = |page: &[Placed]| used_height(page) <= FILL_TARGET * inner_height();
    if !filled(last) {
        return;
    }
    let messages: Vec<usize> = last.iter().map(|p| p.message).collect();
    let (mut lo, mut hi) = (1.0f32, 2.0f32);
    let mut best = None;
    for _ in 0..6 {
        let boost = (lo + hi) / 2.0;
        match setter.pack(&messages, boost).filter(|p| filled(p)) {
            Some(page) => {
                best = Some(page);
                lo = boost;
            }
            None => hi = boost,
        }
    }
    if let Some(page) = best {
        *last = page;
    }
}

fn used_height(page: &[Placed]) -> f32 {
    page.iter()
        .map(|p| p.bounds[1] + p.bounds[3])
        .fold(MARGIN, f32::max)
        - MARGIN
}

/// Spreads a packed page's messages over its free space, one axis at a
/// time: every gap between a message and the next one down (or across)
/// widens by the same amount, until the lowest (or rightmost) reaches the
/// margin or the gaps have grown by `MOST_SPREAD`; what room is left
/// centres them. A message moves by its depth (how many messages stand in
/// a chain before it) times that amount, so one further along never moves
/// less than one before it and no gap can close.
fn spread(page: &mut [Placed]) {
    for axis in [0, 1] {
        let across = 1 - axis;
        let (start, end) = if axis == 0 {
            (MARGIN, INSIDE_PAGE_WIDTH - MARGIN)
        } else {
            (MARGIN, INSIDE_PAGE_HEIGHT - MARGIN)
        };
        // Messages closer than the gap across this axis must keep their
        // order along it; the others are apart across it whatever moves.
        let side_by_side = |a: &Placed, b: &Placed| {
            a.bounds[across] + a.bounds[across + 2] + GAP <= b.bounds[across]
                || b.bounds[across] + b.bounds[across + 2] + GAP <= a.bounds[across]
        };
        let mut order: Vec<usize> = (0..page.len()).collect();
        order.sort_by(|&a, &b| page[a].bounds[axis].total_cmp(&page[b].bounds[axis]));
        let mut depth = vec![0.0f32; page.len()];
        for (n, &b) in order.iter().enumerate() {
            depth[b] = order[..n]
                .iter()
                .filter(|&&a| !side_by_side(&page[a], &page[b]))
                .map(|&a| depth[a] + 1.0)
                .fold(0.0, f32::max);
        }
        let step = page
            .iter()
            .zip(&depth)
            .filter(|(_, d)| **d > 0.0)
            .map(|(p, d)| (end - p.bounds[axis] - p.bounds[axis + 2]) / d)
            .fold(MOST_SPREAD, f32::min)
            .max(0.0);
        for (p, d) in page.iter_mut().zip(&depth) {
            p.bounds[axis] += d * step;
        }
        let reach = page
            .iter()
            .map(|p| p.bounds[axis] + p.bounds[axis + 2])
            .fold(start, f32::max);
        let shift = ((end - reach) / 2.0).max(0.0);
        for p in page.iter_mut() {
            p.bounds[axis] += shift;
        }
    }
}

/// Moves each message right by its plan's share of the room it has there:
/// up to the margin, or to a gap short of the next message along its row.
/// The rightmost move first, so each sees where its neighbours ended up;
/// a message only ever moves away from those on its left.
fn drift(page: &mut [Placed], plans: &[Plan]) {
    let mut order: Vec<usize> = (0..page.len()).collect();
    order.sort_by(|&a, &b| page[b].bounds[0].total_cmp(&page[a].bounds[0]));
    for i in order {
        let [left, top, w, h] = page[i].bounds;
        let right = left + w;
        let room = page
            .iter()
            .filter(|o| o.bounds[0] >= right)
            // Those a gap or more above or below are clear whatever moves.
            .filter(|o| o.bounds[1] < top + h + GAP && top < o.bounds[1] + o.bounds[3] + GAP)
            .map(|o| o.bounds[0] - GAP - right)
            .fold(INSIDE_PAGE_WIDTH - MARGIN - right, f32::min)
            .max(0.0);
        page[i].bounds[0] += room * plans[page[i].message].drift;
    }
}

/// A page being filled: the skyline of its cells and what is on it.
struct Page {
    skyline: Skyline,
    placed: Vec<Placed>,
}

impl Page {
    fn new() -> Page {
        Page {
            skyline: Skyline::new(MARGIN, INSIDE_PAGE_WIDTH - MARGIN + GAP, MARGIN),
            placed: Vec::new(),
        }
    }

    /// Puts `placed` on the page: its cell, from where the skyline let it
    /// start to the gap past its tilted box, raises the skyline.
    fn add(&mut self, placed: Placed) {
        let [left, top, w, h] = placed.bounds;
        self.skyline
            .raise(placed.cell_left, left + w + GAP, top + h + GAP);
        self.placed.push(placed);
    }
}

/// Sets messages for the packer, shaping each once.
struct Setter<'m, 'c> {
    messages: &'m [InsideMessage<'m>],
    plans: &'m [Plan],
    composers: &'c mut [Option<Composer>],
}

/// One way to set a message: its box at a size and width, tilted.
#[derive(Debug, Clone, Copy)]
struct Trial {
    size: f32,
    width: f32,
    height: f32,
    tilt: f32,
    /// The tilted box's upright bounds.
    span: (f32, f32),
}

impl Setter<'_, '_> {
    fn composer<'a>(&'a mut self, fonts: &mut FontSystem, index: usize) -> &'a mut Composer {
        self.composers[index].get_or_insert_with(|| Composer::new(fonts, &self.messages[index]))
    }

    /// Packs `messages` onto a fresh page at `boost` times their planned
    /// sizes; `None` if they do not all fit.
    fn pack(&mut self, messages: &[usize], boost: f32) -> Option<Vec<Placed>> {
        let mut page = Page::new();
        for &index in messages {
            let placed = self.place(&mut page, index, boost)?;
            page.add(placed);
        }
        Some(page.placed)
    }

    /// The best place on `page` for message `index`, trying it smaller if
    /// it does not fit at its planned size.
    fn place(&mut self, page: &mut Page, index: usize, boost: f32) -> Option<Placed> {
        let mut engine = fonts::engine();
        let fonts = &mut engine.fonts;
        let plan = self.plans[index];
        let face = self.composer(fonts, index).face();
        let planned = (plan.size * boost).min(MAX_SIZE) * face.scale;
        for shrink in SHRINK_STEPS {
            let size = (planned * shrink).max(face.min_size());
            let trials = self.trials(fonts, index, size, &page.skyline);
            if let Some(placed) = best_spot(page, &trials, plan, index) {
                return Some(placed);
            }
            if size <= face.min_size() {
                break;
            }
        }
        None
    }

    /// A message too large for an empty page at any planned size (it cannot
    /// happen within the message limits, but the layout must still hold it):
    /// as small as it goes, full width, straight, at the top.
    fn squeezed(&mut self, index: usize) -> Placed {
        let mut engine = fonts::engine();
        let fonts = &mut engine.fonts;
        let composer = self.composer(fonts, index);
        let size = composer.face().min_size();
        let (width, height) = settled(fonts, composer, size, inner_width());
        Placed {
            message: index,
            size,
            width,
            height,
            tilt: 0.0,
            bounds: [MARGIN, MARGIN, width, height],
            cell_left: MARGIN,
        }
    }

    /// The message at `size` in each trial width: the page's shares, and
    /// the widths of the gaps the skyline has open.
    fn trials(
        &mut self,
        fonts: &mut FontSystem,
        index: usize,
        size: f32,
        skyline: &Skyline,
    ) -> Vec<Trial> {
        let plan = self.plans[index];
        // No word is broken unless it is longer than a line can be.
        let longest_word = self.composer(fonts, index).narrowest(fonts, size);
        let narrowest = (MIN_LINE * size).max(longest_word).min(inner_width());
        let mut widths: Vec<f32> = WIDTH_SHARES.iter().map(|s| s * inner_width()).collect();
        widths.extend(skyline.wells().map(|w| w - GAP - plan.nudge.0 - 2.0));
        widths.retain(|&w| w >= narrowest && w <= inner_width());
        widths.sort_by(f32::total_cmp);
        widths.dedup_by(|a, b| (*a - *b).abs() < 4.0);

        let composer = self.composer(fonts, index);
        let mut trials: Vec<Trial> = Vec::new();
        for width in widths {
            let (width, height) = settled(fonts, composer, size, width);
            if trials
                .iter()
                .any(|t| (t.width - width).abs() < 0.5 && (t.height - height).abs() < 0.5)
            {
                continue;
            }
            let tilt = plan.tilt * (FULL_TILT_WIDTH / width.max(height)).min(1.0);
            let (sin, cos) = tilt.abs().to_radians().sin_cos();
            let span = (width * cos + height * sin, width * sin + height * cos);
            if span.0 <= inner_width() && span.1 <= inner_height() {
                trials.push(Trial {
                    size,
                    width,
                    height,
                    tilt,
                    span,
                });
            }
        }
        trials
    }
}

/// The message set in `width`, then its box narrowed to its widest line:
/// the width and height it takes. Set again at that width (as the painter
/// will) it wraps the same way.
fn settled(fonts: &mut FontSystem, composer: &mut Composer, size: f32, width: f32) -> (f32, f32) {
    let loose = composer.measure(fonts, size, width);
    let snug = (loose.width + 0.01).ceil().min(width.max(loose.width));
    let measure = composer.measure(fonts, size, snug);
    (snug, measure.height)
}

/// The trial and spot on `page` that suit message `index` best, if any fits.
fn best_spot(page: &Page, trials: &[Trial], plan: Plan, index: usize) -> Option<Placed> {
    let bottom = INSIDE_PAGE_HEIGHT - MARGIN + GAP;
    let mut best: Option<(f32, Placed)> = None;
    for trial in trials {
        let cell = (
            plan.nudge.0 + trial.span.0 + GAP,
            plan.nudge.1 + trial.span.1 + GAP,
        );
        for (x, y, waste) in page.skyline.spots(cell.0) {
            if y + cell.1 > bottom {
                continue;
            }
            // Highest first; then little space wasted under the cell, and
            // the message's own preferred shape.
            let shape = (trial.width / trial.height / plan.aspect).ln().abs();
            let score = y + 0.5 * waste / cell.0 + 18.0 * shape + 0.01 * x;
            if best.as_ref().is_none_or(|(s, _)| score < *s) {
                let placed = Placed {
                    message: index,
                    size: trial.size,
                    width: trial.width,
                    height: trial.height,
                    tilt: trial.tilt,
                    bounds: [
                        x + plan.nudge.0,
                        y + plan.nudge.1,
                        trial.span.0,
                        trial.span.1,
                    ],
                    cell_left: x,
                };
                best = Some((score, placed));
            }
        }
    }
    best.map(|(_, placed)| placed)
}
