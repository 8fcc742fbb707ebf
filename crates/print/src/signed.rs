//! A group card's pages of signed messages in print. A page is laid out in
//! points on a 5 x 7 in panel (`cardsmith_render::layout_inside`), so it
//! fills a panel at its true size: every message's letters as outlines in
//! the signer's own font and ink, its signature as a stroked vector path,
//! its photo as a print in a white mat, all turned by the same slight tilt
//! as on screen.

use cardsmith_render::{
    MessageOutlines, OutlineSegment, PHOTO_MAT, PHOTO_PLACEHOLDER, PhotoOutline,
};
use krilla::color::rgb;
use krilla::geom::{Path, PathBuilder, Rect, Size, Transform};
use krilla::image::Image;
use krilla::paint::{Fill, LineCap, LineJoin, Stroke};
use krilla::surface::Surface;

use crate::layout::Area;

/// Draws one page of messages on `panel`.
pub fn draw(surface: &mut Surface, panel: &Area, messages: &[MessageOutlines]) {
    for message in messages {
        let place = &message.placement;
        let (left, top) = (panel.left + place.x, panel.top + place.y);
        let (centre_x, centre_y) = (left + place.width / 2.0, top + place.height / 2.0);
        // Tilted about the box's centre, then set from the box's corner.
        surface.push_transform(&Transform::from_rotate_at(
            place.rotation_degrees,
            centre_x,
            centre_y,
        ));
        surface.push_transform(&Transform::from_translate(left, top));
        if let Some(photo) = &message.photo {
            print(surface, photo);
        }
        let [r, g, b] = message.ink;
        let ink = rgb::Color::new(r, g, b);
        if let Some(letters) = path(&message.letters) {
            surface.set_stroke(None);
            surface.set_fill(Some(Fill {
                paint: ink.into(),
                ..Fill::default()
            }));
            surface.draw_path(&letters);
        }
        if let Some((line, width)) = &message.signature
            && let Some(line) = path(line)
        {
            surface.set_fill(None);
            surface.set_stroke(Some(Stroke {
                paint: ink.into(),
                width: *width,
                line_cap: LineCap::Round,
                line_join: LineJoin::Round,
                ..Stroke::default()
            }));
            surface.draw_path(&line);
            surface.set_stroke(None);
        }
        surface.pop();
        surface.pop();
    }
}

/// A photo as a print: the white mat, then the picture in it, or the
/// placeholder's colour where the photo could not be read, as on screen.
fn print(surface: &mut Surface, photo: &PhotoOutline) {
    fill_rect(surface, photo.mat, PHOTO_MAT);
    let (x, y, width, height) = photo.picture;
    let picture = photo
        .jpeg
        .as_ref()
        .and_then(|jpeg| Image::from_jpeg(jpeg.clone().into(), true).ok())
        .zip(Size::from_wh(width, height));
    match picture {
        Some((image, size)) => {
            surface.push_transform(&Transform::from_translate(x, y));
            surface.draw_image(image, size);
            surface.pop();
        }
        None => fill_rect(surface, photo.picture, PHOTO_PLACEHOLDER),
    }
}

fn fill_rect(
    surface: &mut Surface,
    (x, y, width, height): (f32, f32, f32, f32),
    [r, g, b]: [u8; 3],
) {
    let Some(rect) = Rect::from_xywh(x, y, width, height) else {
        return;
    };
    let mut builder = PathBuilder::new();
    builder.push_rect(rect);
    if let Some(path) = builder.finish() {
        surface.set_stroke(None);
        surface.set_fill(Some(Fill {
            paint: rgb::Color::new(r, g, b).into(),
            ..Fill::default()
        }));
        surface.draw_path(&path);
    }
}

/// The segments as one path; `None` when they draw nothing.
fn path(segments: &[OutlineSegment]) -> Option<Path> {
    let mut builder = PathBuilder::new();
    for segment in segments {
        match *segment {
            OutlineSegment::Move(x, y) => builder.move_to(x, y),
            OutlineSegment::Line(x, y) => builder.line_to(x, y),
            OutlineSegment::Quad(x1, y1, x, y) => builder.quad_to(x1, y1, x, y),
            OutlineSegment::Cubic(x1, y1, x2, y2, x, y) => builder.cubic_to(x1, y1, x2, y2, x, y),
            OutlineSegment::Close => builder.close(),
        }
    }
    builder.finish()
}
