//! Drawing primitives shared by every scene: a painter that applies the art
//! style's treatment to each shape, path builders, card backgrounds and the
//! finishing touches of each style.

pub(crate) mod background;
pub(crate) mod finish;
mod look;
mod painter;
pub(crate) mod pen;
pub(crate) mod shapes;
pub(crate) mod texture;

pub(crate) use look::{Look, Treat};
pub(crate) use painter::Painter;

use tiny_skia::{Color, GradientStop, LinearGradient, Paint, Point, Shader, SpreadMode, Transform};

pub(crate) fn solid(color: Color) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(color);
    paint.anti_alias = true;
    paint
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
