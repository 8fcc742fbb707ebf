//! Colour helpers on top of tiny-skia's straight-alpha `Color`.

use tiny_skia::Color;

pub(crate) fn rgb(hex: u32) -> Color {
    Color::from_rgba8((hex >> 16) as u8, (hex >> 8) as u8, hex as u8, 255)
}

/// "#rrggbb", for descriptions.
pub(crate) fn rgb_hex(color: Color) -> String {
    let c = color.to_color_u8();
    format!("#{:02x}{:02x}{:02x}", c.red(), c.green(), c.blue())
}

/// Rings, trophies and tassels read best in gold whatever the palette.
pub(crate) fn gold() -> Color {
    rgb(0xD9AE3F)
}

pub(crate) fn with_alpha(color: Color, alpha: f32) -> Color {
    let mut c = color;
    c.set_alpha(alpha.clamp(0.0, 1.0));
    c
}

pub(crate) fn mix(a: Color, b: Color, t: f32) -> Color {
    let t = t.clamp(0.0, 1.0);
    let lerp = |x: f32, y: f32| x + (y - x) * t;
    Color::from_rgba(
        lerp(a.red(), b.red()),
        lerp(a.green(), b.green()),
        lerp(a.blue(), b.blue()),
        lerp(a.alpha(), b.alpha()),
    )
    .unwrap_or(a)
}

pub(crate) fn lighten(color: Color, amount: f32) -> Color {
    let white = with_alpha(Color::WHITE, color.alpha());
    mix(color, white, amount)
}

pub(crate) fn darken(color: Color, amount: f32) -> Color {
    let black = with_alpha(Color::BLACK, color.alpha());
    mix(color, black, amount)
}

/// Scales saturation (1 = unchanged) and moves lightness towards `target`
/// by `pull` (0 = unchanged). This is how a style softens or intensifies a palette.
pub(crate) fn adjust(color: Color, saturation: f32, target_lightness: f32, pull: f32) -> Color {
    let (h, s, l) = to_hsl(color);
    let l = l + (target_lightness - l) * pull;
    let mut out = from_hsl(h, (s * saturation).clamp(0.0, 1.0), l.clamp(0.0, 1.0));
    out.set_alpha(color.alpha());
    out
}

/// Perceived brightness in 0..1, used to pick readable text colours.
pub(crate) fn luminance(color: Color) -> f32 {
    0.299 * color.red() + 0.587 * color.green() + 0.114 * color.blue()
}

pub(crate) fn from_hsl(hue: f32, saturation: f32, lightness: f32) -> Color {
    let c = (1.0 - (2.0 * lightness - 1.0).abs()) * saturation;
    let h = hue.rem_euclid(360.0) / 60.0;
    let x = c * (1.0 - (h % 2.0 - 1.0).abs());
    let (r, g, b) = match h as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    let m = lightness - c / 2.0;
    Color::from_rgba(
        (r + m).clamp(0.0, 1.0),
        (g + m).clamp(0.0, 1.0),
        (b + m).clamp(0.0, 1.0),
        1.0,
    )
    .unwrap_or(Color::BLACK)
}

pub(crate) fn to_hsl(color: Color) -> (f32, f32, f32) {
    let (r, g, b) = (color.red(), color.green(), color.blue());
    let max = r.max(g).max(b);
    let min = r.min(g).min(b);
    let l = (max + min) / 2.0;
    let d = max - min;
    if d < 1e-6 {
        return (0.0, 0.0, l);
    }
    let s = d / (1.0 - (2.0 * l - 1.0).abs()).max(1e-6);
    let h = if max == r {
        60.0 * ((g - b) / d).rem_euclid(6.0)
    } else if max == g {
        60.0 * ((b - r) / d + 2.0)
    } else {
        60.0 * ((r - g) / d + 4.0)
    };
    (h, s.min(1.0), l)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hsl_round_trip_keeps_the_colour() {
        for hex in [0xE6_39_46, 0x2A_9D_8F, 0xF4_A2_61, 0x26_46_53, 0x80_80_80] {
            let c = rgb(hex);
            let (h, s, l) = to_hsl(c);
            let back = from_hsl(h, s, l);
            assert!((back.red() - c.red()).abs() < 0.01);
            assert!((back.green() - c.green()).abs() < 0.01);
            assert!((back.blue() - c.blue()).abs() < 0.01);
        }
    }

    #[test]
    fn adjust_lowers_saturation() {
        let vivid = rgb(0xFF_00_55);
        let soft = adjust(vivid, 0.5, 0.5, 0.0);
        assert!(to_hsl(soft).1 < to_hsl(vivid).1 - 0.3);
    }
}
