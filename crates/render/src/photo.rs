//! An uploaded photo, mounted in a slightly tilted white mat with a shadow.

use crate::area::Area;
use crate::color::with_alpha;
use crate::draw::Painter;
use crate::draw::shapes::{rotated, rounded_rect};
use crate::rng::Rng;
use image::DynamicImage;
use image::imageops::FilterType;
use tiny_skia::{
    Color, FilterQuality, IntSize, Pattern, Pixmap, PremultipliedColorU8, SpreadMode, Transform,
};

/// Mounts `photo` in the middle of `area`; returns the frame's outer bounds.
pub(crate) fn place(
    painter: &mut Painter,
    area: Area,
    photo: &DynamicImage,
    rng: &mut Rng,
) -> Area {
    let aspect = (photo.width().max(1) as f32 / photo.height().max(1) as f32).clamp(0.75, 1.34);
    let frame = area.fit_aspect(aspect);
    let mat = frame.min_side() * 0.045;
    let inner = frame.inset(mat);
    let tilt = rng.range(-2.5, 2.5).to_radians();
    let (cx, cy) = (frame.cx(), frame.cy());
    let radius = mat * 0.5;

    // Layered translucent copies stand in for a blurred shadow.
    for (grow, alpha) in [(1.6, 0.05), (1.0, 0.07), (0.4, 0.09)] {
        let spread = mat * grow;
        let shadow = rounded_rect(
            frame.x - spread / 2.0 + mat * 0.3,
            frame.y - spread / 2.0 + mat * 0.6,
            frame.w + spread,
            frame.h + spread,
            radius + spread,
        );
        painter.fill_flat(
            &rotated(shadow, cx, cy, tilt),
            with_alpha(Color::BLACK, alpha),
        );
    }
    let mount = rounded_rect(frame.x, frame.y, frame.w, frame.h, radius);
    painter.fill_flat(
        &rotated(mount, cx, cy, tilt),
        Color::from_rgba8(255, 253, 248, 255),
    );

    let (iw, ih) = (
        inner.w.round().max(1.0) as u32,
        inner.h.round().max(1.0) as u32,
    );
    if let Some(picture) = to_pixmap(&photo.resize_to_fill(iw, ih, FilterType::Triangle)) {
        let placement =
            Transform::from_rotate_at(tilt.to_degrees(), cx, cy).pre_translate(inner.x, inner.y);
        let shader = Pattern::new(
            picture.as_ref(),
            SpreadMode::Pad,
            FilterQuality::Bilinear,
            1.0,
            placement,
        );
        let window = rounded_rect(0.0, 0.0, iw as f32, ih as f32, radius * 0.4);
        if let Some(window) = window.and_then(|w| w.transform(placement)) {
            painter.fill_shader(&window, shader);
        }
    }
    frame
}

fn to_pixmap(photo: &DynamicImage) -> Option<Pixmap> {
    let rgba = photo.to_rgba8();
    let size = IntSize::from_wh(rgba.width(), rgba.height())?;
    let mut data = Vec::with_capacity(rgba.as_raw().len());
    for p in rgba.pixels() {
        let [r, g, b, a] = p.0;
        let c = tiny_skia::ColorU8::from_rgba(r, g, b, a).premultiply();
        data.extend_from_slice(&premultiplied_bytes(c));
    }
    Pixmap::from_vec(data, size)
}

fn premultiplied_bytes(c: PremultipliedColorU8) -> [u8; 4] {
    [c.red(), c.green(), c.blue(), c.alpha()]
}
