//! Drawing primitives shared by every scene: a painter that applies the art
//! style's treatment to each shape, path builders, and card backgrounds.

pub(crate) mod background;
pub(crate) mod finish;
pub(crate) mod shapes;

use shapes::Shape;

use crate::color::{darken, lighten, mix, with_alpha};
use crate::theme::{ArtStyle, Palette};
use tiny_skia::{
    Color, FillRule, GradientStop, LineCap, LineJoin, LinearGradient, Paint, Path, Pixmap, Point,
    Shader, SpreadMode, Stroke, Transform,
};

/// How bodies are filled: the cheap differences between art styles.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Look {
    /// Cartoon and vintage ink lines around every body.
    outline: Option<(Color, f32)>,
    /// Light-to-dark gradient across a body, for volume.
    shade: f32,
    /// Opacity of a drop shadow under bodies (0 = none).
    shadow: f32,
    /// Watercolour: translucent layered washes with darker pooled edges.
    wash: bool,
}

impl Look {
    pub(crate) fn new(art: ArtStyle, palette: &Palette) -> Look {
        let ink_line = darken(mix(palette.ink, Color::BLACK, 0.5), 0.3);
        let flat = Look {
            outline: None,
            shade: 0.0,
            shadow: 0.0,
            wash: false,
        };
        match art {
            ArtStyle::Illustrated => Look {
                shade: 0.22,
                shadow: 0.10,
                ..flat
            },
            ArtStyle::Watercolor => Look { wash: true, ..flat },
            ArtStyle::Cartoon => Look {
                outline: Some((ink_line, 4.5)),
                shade: 0.08,
                ..flat
            },
            ArtStyle::Minimalist | ArtStyle::Abstract => flat,
            ArtStyle::Vintage => Look {
                outline: Some((with_alpha(ink_line, 0.55), 1.6)),
                shade: 0.12,
                ..flat
            },
            ArtStyle::Photorealistic => Look {
                shade: 0.4,
                shadow: 0.22,
                ..flat
            },
        }
    }
}

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
        if self.look.shadow > 0.0 {
            let offset = Transform::from_translate(5.0 * self.unit, 8.0 * self.unit);
            let shadow = with_alpha(Color::BLACK, self.look.shadow * color.alpha());
            self.pixmap
                .fill_path(path, &solid(shadow), FillRule::Winding, offset, None);
        }
        if self.look.wash {
            self.wash(path, color);
        } else if self.look.shade > 0.0 {
            let shader = body_gradient(path, color, self.look.shade);
            self.fill_shader(path, shader);
        } else {
            self.fill_flat(path, color);
        }
        if let Some((line, width)) = self.look.outline {
            self.stroke_flat(path, line, width * self.unit);
        }
    }

    fn wash(&mut self, path: &Path, color: Color) {
        let b = path.bounds();
        let (cx, cy) = (b.left() + b.width() / 2.0, b.top() + b.height() / 2.0);
        let base = with_alpha(lighten(color, 0.06), color.alpha() * 0.86);
        self.pixmap.fill_path(
            path,
            &solid(base),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
        // A second, offset and slightly shrunken layer pools pigment unevenly.
        let inner = Transform::from_translate(cx, cy)
            .pre_scale(0.9, 0.88)
            .pre_translate(-cx + 0.02 * b.width(), -cy - 0.03 * b.height());
        let layer = with_alpha(darken(color, 0.05), color.alpha() * 0.3);
        self.pixmap
            .fill_path(path, &solid(layer), FillRule::Winding, inner, None);
        let edge = with_alpha(darken(color, 0.15), color.alpha() * 0.45);
        self.stroke_flat(path, edge, 1.6 * self.unit);
    }

    pub(crate) fn fill_flat(&mut self, shape: &impl Shape, color: Color) {
        let Some(path) = shape.path() else { return };
        self.pixmap.fill_path(
            path,
            &solid(color),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
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

    /// A line (string, stem, snowflake arm), softened for watercolour.
    pub(crate) fn stroke(&mut self, shape: &impl Shape, color: Color, width: f32) {
        let color = if self.look.wash {
            with_alpha(color, color.alpha() * 0.7)
        } else {
            color
        };
        self.stroke_flat(shape, color, width * self.unit);
    }

    /// A stroke whose width is already in pixels.
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
}

pub(crate) fn solid(color: Color) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(color);
    paint.anti_alias = true;
    paint
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

/// A two-stop vertical gradient between `top_y` and `bottom_y`.
pub(crate) fn vertical_gradient(
    top: Color,
    bottom: Color,
    top_y: f32,
    bottom_y: f32,
) -> Shader<'static> {
    LinearGradient::new(
        Point::from_xy(0.0, top_y),
        Point::from_xy(0.0, bottom_y),
        vec![GradientStop::new(0.0, top), GradientStop::new(1.0, bottom)],
        SpreadMode::Pad,
        Transform::identity(),
    )
    .unwrap_or(Shader::SolidColor(top))
}
