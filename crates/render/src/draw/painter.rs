//! The painter: every shape of a scene goes through it, so the art style's
//! treatment (outlines, shading, washes, shadows, colours, geometric forms)
//! applies to all of them alike.

use super::shapes::{self, Shape};
use super::{Look, Treat, solid, vertical_gradient};
use crate::color::{darken, lighten, with_alpha};
use tiny_skia::{
    Color, FillRule, GradientStop, LineCap, LineJoin, LinearGradient, Paint, Path, Pixmap, Point,
    RadialGradient, Shader, SpreadMode, Stroke, Transform,
};

pub(crate) struct Painter<'a> {
    pub(crate) pixmap: &'a mut Pixmap,
    pub(crate) look: Look,
    /// Pixels per design unit; 1000 units span the shorter side of the image.
    pub(crate) unit: f32,
}

impl<'a> Painter<'a> {
    pub(crate) fn new(pixmap: &'a mut Pixmap, look: Look) -> Self {
        let unit = pixmap.width().min(pixmap.height()) as f32 / 1000.0;
        Painter { pixmap, look, unit }
    }

    /// Fills a motif body with the art style's treatment.
    pub(crate) fn fill(&mut self, shape: &impl Shape, color: Color) {
        let Some(path) = shape.path() else { return };
        let color = self.look.recolour(color);
        if let Treat::Geometric(_) = self.look.treat {
            self.geometric(path, color);
            return;
        }
        let b = path.bounds();
        if self.look.shadow > 0.0 && b.width().max(b.height()) > 40.0 * self.unit {
            self.shadow(path, color.alpha());
        }
        if self.look.wash {
            self.wash(path, color);
        } else if self.look.shade > 0.0 {
            let shader = body_gradient(path, color, self.look.shade);
            self.fill_shader(path, shader);
        } else {
            self.paint_path(path, color);
        }
        if let Some((line, width)) = self.look.outline {
            self.stroke_flat(path, line, width * self.unit);
        }
    }

    /// A detail (an eye, a highlight, a stripe): no outline or shading.
    /// Abstract art leaves small details out.
    pub(crate) fn fill_flat(&mut self, shape: &impl Shape, color: Color) {
        let Some(path) = shape.path() else { return };
        if let Treat::Geometric(_) = self.look.treat {
            let b = path.bounds();
            if b.width().max(b.height()) < 30.0 * self.unit {
                return;
            }
        }
        let color = self.look.recolour(color);
        self.paint_path(path, color);
    }

    /// Scenery in a vertical gradient between two colours, flat where the
    /// style is flat.
    pub(crate) fn fill_vertical(
        &mut self,
        shape: &impl Shape,
        top: Color,
        bottom: Color,
        y: (f32, f32),
    ) {
        if self.look.flat {
            let colour = self
                .look
                .recolour_scenery(crate::color::mix(top, bottom, 0.5));
            self.paint_path_opt(shape, colour);
        } else {
            let (top, bottom) = (
                self.look.recolour_scenery(top),
                self.look.recolour_scenery(bottom),
            );
            self.fill_shader(shape, vertical_gradient(top, bottom, y.0, y.1));
        }
    }

    /// A soft radial glow; flat styles have none.
    pub(crate) fn glow(&mut self, at: (f32, f32), radius: f32, color: Color) {
        if self.look.flat || radius <= 0.0 {
            return;
        }
        let color = self.look.recolour(color);
        let stops = vec![
            GradientStop::new(0.0, color),
            GradientStop::new(1.0, with_alpha(color, 0.0)),
        ];
        let centre = Point::from_xy(at.0, at.1);
        let identity = Transform::identity();
        if let Some(shader) = RadialGradient::new(
            centre,
            0.0,
            centre,
            radius,
            stops,
            SpreadMode::Pad,
            identity,
        ) {
            self.fill_shader(&shapes::circle(at.0, at.1, radius), shader);
        }
    }

    /// A soft elliptical pool of colour fading out towards its rim.
    pub(crate) fn glow_ellipse(&mut self, at: (f32, f32), rx: f32, ry: f32, color: Color) {
        if self.look.flat || rx <= 0.0 || ry <= 0.0 {
            return;
        }
        let stops = vec![
            GradientStop::new(0.0, color),
            GradientStop::new(1.0, with_alpha(color, 0.0)),
        ];
        let squash = Transform::from_translate(at.0, at.1).pre_scale(1.0, ry / rx);
        let origin = Point::zero();
        if let Some(shader) =
            RadialGradient::new(origin, 0.0, origin, rx, stops, SpreadMode::Pad, squash)
        {
            self.fill_shader(&shapes::ellipse(at.0, at.1, rx, ry), shader);
        }
    }

    pub(crate) fn fill_shader(&mut self, shape: &impl Shape, shader: Shader) {
        let Some(path) = shape.path() else { return };
        let paint = Paint {
            shader,
            anti_alias: true,
            ..Paint::default()
        };
        self.pixmap
            .fill_path(path, &paint, FillRule::Winding, Transform::identity(), None);
    }

    /// A line (string, stem, snowflake arm), `width` in units.
    pub(crate) fn stroke(&mut self, shape: &impl Shape, color: Color, width: f32) {
        self.stroke_px(shape, color, width * self.unit);
    }

    /// A line `width_px` wide in the style's colours, softened for watercolour.
    pub(crate) fn stroke_px(&mut self, shape: &impl Shape, color: Color, width_px: f32) {
        let color = self.look.recolour(color);
        let color = if self.look.wash {
            with_alpha(color, color.alpha() * 0.75)
        } else {
            color
        };
        self.stroke_flat(shape, color, width_px);
    }

    /// A stroke exactly as given: frames and lettering.
    pub(crate) fn stroke_flat(&mut self, shape: &impl Shape, color: Color, width_px: f32) {
        let Some(path) = shape.path() else { return };
        let stroke = Stroke {
            width: width_px,
            line_cap: LineCap::Round,
            line_join: LineJoin::Round,
            ..Stroke::default()
        };
        self.pixmap
            .stroke_path(path, &solid(color), &stroke, Transform::identity(), None);
    }

    fn paint_path(&mut self, path: &Path, color: Color) {
        self.pixmap.fill_path(
            path,
            &solid(color),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }

    /// A drop shadow: offset and hard in most styles, a soft falling pool
    /// of layered copies in photographs.
    fn shadow(&mut self, path: &Path, alpha: f32) {
        let layers: &[(f32, f32)] = if self.look.soft_shadow {
            &[(14.0, 0.3), (9.0, 0.35), (5.0, 0.35)]
        } else {
            &[(6.0, 1.0)]
        };
        for &(drop, share) in layers {
            let offset = Transform::from_translate(0.6 * drop * self.unit, drop * self.unit);
            let shade = with_alpha(Color::BLACK, self.look.shadow * share * alpha);
            self.pixmap
                .fill_path(path, &solid(shade), FillRule::Winding, offset, None);
        }
    }

    fn wash(&mut self, path: &Path, color: Color) {
        let b = path.bounds();
        let (cx, cy) = (b.left() + b.width() / 2.0, b.top() + b.height() / 2.0);
        let base = with_alpha(lighten(color, 0.08), color.alpha() * 0.92);
        self.paint_path(path, base);
        // A second, offset and slightly shrunken layer pools pigment unevenly.
        let inner = Transform::from_translate(cx, cy)
            .pre_scale(0.9, 0.86)
            .pre_translate(-cx + 0.03 * b.width(), -cy - 0.04 * b.height());
        let layer = with_alpha(darken(color, 0.06), color.alpha() * 0.32);
        self.pixmap
            .fill_path(path, &solid(layer), FillRule::Winding, inner, None);
        let edge = with_alpha(darken(color, 0.2), color.alpha() * 0.5);
        self.stroke_flat(path, edge, 2.2 * self.unit);
    }

    /// Abstract art: a body becomes a circle, block, triangle or half-disc
    /// filling its bounds, so the picture keeps its composition as shapes.
    fn geometric(&mut self, path: &Path, color: Color) {
        let b = path.bounds();
        let (w, h) = (b.width(), b.height());
        if w.max(h) < 30.0 * self.unit {
            return;
        }
        // Which form a body takes follows from where it is, so it is stable.
        let key = (b.left() / (7.0 * self.unit)) as i64 + (b.top() / (11.0 * self.unit)) as i64;
        let form = shapes::block(b, key);
        // Large blocks are translucent, so the shapes overlap in layers.
        let large = w * h > 0.08 * (1000.0 * self.unit).powi(2);
        let alpha = if large { 0.6 } else { 0.88 };
        self.paint_path_opt(&form, with_alpha(color, alpha * color.alpha()));
    }

    fn paint_path_opt(&mut self, shape: &impl Shape, color: Color) {
        if let Some(path) = shape.path() {
            self.paint_path(path, color);
        }
    }
}

/// Lit from the upper left: lighter there, darker to the lower right.
fn body_gradient(path: &Path, color: Color, strength: f32) -> Shader<'static> {
    let b = path.bounds();
    let stops = vec![
        GradientStop::new(0.0, lighten(color, strength)),
        GradientStop::new(0.55, color),
        GradientStop::new(1.0, darken(color, strength * 0.6)),
    ];
    LinearGradient::new(
        Point::from_xy(b.left(), b.top()),
        Point::from_xy(b.right(), b.bottom()),
        stops,
        SpreadMode::Pad,
        Transform::identity(),
    )
    .unwrap_or(Shader::SolidColor(color))
}
