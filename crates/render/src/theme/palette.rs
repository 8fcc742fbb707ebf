//! Colours per occasion, softened or intensified by the requested style and
//! shifted by the time of day, the season, colour words and the art style.

use super::base::base;
use super::{ArtStyle, Light, Occasion};
use crate::Style;
use crate::color::{adjust, mix, rgb};
use tiny_skia::Color;

#[derive(Debug, Clone)]
pub(crate) struct Palette {
    pub(crate) sky_top: Color,
    pub(crate) sky_bottom: Color,
    /// Headline fill and the colour of its soft second tone.
    pub(crate) ink: Color,
    pub(crate) ink_accent: Color,
    /// Motif colours, most prominent first.
    pub(crate) accents: [Color; 5],
    pub(crate) foliage: Color,
    /// Grass under a landscape.
    pub(crate) ground: Color,
    /// Highlights, icing, snow, card frames.
    pub(crate) paper: Color,
}

impl Palette {
    pub(crate) fn new(
        occasion: Occasion,
        style: Style,
        art: ArtStyle,
        colour: Option<Color>,
        light: Light,
        autumn: bool,
    ) -> Self {
        let b = base(occasion, light == Light::Night);
        let muted = occasion == Occasion::Sympathy;
        // Natural: gentler saturation drifting towards pastel. Vivid: richer.
        let (sat, target, pull) = match (style, muted) {
            (_, true) => (0.8, 0.7, 0.1),
            (Style::Natural, false) => (0.72, 0.7, 0.25),
            (Style::Vivid, false) => (1.15, 0.52, 0.1),
        };
        let sky_sat = if style == Style::Vivid && !muted {
            1.1
        } else {
            0.75
        };
        let mut palette = Palette {
            sky_top: adjust(rgb(b.sky[0]), sky_sat, 0.5, 0.0),
            sky_bottom: adjust(rgb(b.sky[1]), sky_sat, 0.5, 0.0),
            ink: rgb(b.ink[0]),
            ink_accent: adjust(rgb(b.ink[1]), sat, target, pull),
            accents: b.accents.map(|hex| adjust(rgb(hex), sat, target, pull)),
            foliage: adjust(rgb(b.foliage), sat.min(1.0), 0.45, pull),
            ground: adjust(rgb(0x8CC068), sat.min(1.0), 0.6, pull),
            paper: rgb(b.paper),
        };
        palette.apply_light(light);
        if autumn {
            // Russet, amber and gold leaves over golden grass.
            palette.accents[..3].copy_from_slice(&[rgb(0xD9772E), rgb(0xB8452B), rgb(0xE8B53C)]);
            palette.foliage = rgb(0xD9772E);
            palette.ground = rgb(0xC2A452);
        }
        if let Some(hex) = colour {
            palette.accents.rotate_right(1);
            palette.accents[0] = adjust(hex, sat, target, pull);
            palette.sky_bottom = mix(palette.sky_bottom, palette.accents[0], 0.18);
            palette.sky_top = mix(palette.sky_top, palette.accents[0], 0.08);
        }
        palette.apply_art(art);
        palette
    }

    /// The sky the weather brings: grey for rain, a cold pale blue for
    /// snow (a night sky stays dark).
    pub(crate) fn weathered(mut self, rain: bool, snow: bool) -> Self {
        let (tint, top, bottom) = match (rain, snow) {
            (true, _) => (rgb(0x9AA5B4), 0.55, 0.35),
            (false, true) if !self.is_dark() => (rgb(0xCFE0F0), 0.6, 0.45),
            _ => return self,
        };
        self.sky_top = mix(self.sky_top, tint, top);
        self.sky_bottom = mix(self.sky_bottom, tint, bottom);
        self
    }

    /// The time of day repaints the sky; at night the ink turns light.
    fn apply_light(&mut self, light: Light) {
        let (top, bottom) = match light {
            Light::Day => return,
            Light::Night if self.is_dark() => return,
            Light::Dawn => (0xF6D3DE, 0xFFE6B0),
            Light::Noon => (0x4A97E4, 0xC4E6FF),
            Light::Sunset => (0xE8677D, 0xFFB55E),
            Light::Dusk => (0x353874, 0xE98D74),
            Light::Night => (0x0B1232, 0x2B3270),
        };
        self.sky_top = rgb(top);
        self.sky_bottom = rgb(bottom);
        if self.is_dark() && crate::color::luminance(self.ink) < 0.5 {
            self.ink = rgb(0xFFFFFF);
        }
    }

    fn apply_art(&mut self, art: ArtStyle) {
        match art {
            ArtStyle::Vintage => {
                // Faded inks on aged paper.
                let sepia = rgb(0xC8A97E);
                self.sky_top = mix(self.sky_top, rgb(0xF4E9D4), 0.55);
                self.sky_bottom = mix(self.sky_bottom, rgb(0xE6D2AF), 0.55);
                self.accents = self
                    .accents
                    .map(|c| mix(adjust(c, 0.7, 0.5, 0.1), sepia, 0.3));
                self.ink = mix(self.ink, rgb(0x5A3E2B), 0.5);
                self.foliage = mix(self.foliage, sepia, 0.3);
            }
            ArtStyle::Minimalist => {
                // Near-white stock: the empty space is the design.
                self.sky_top = mix(self.sky_top, Color::WHITE, 0.86);
                self.sky_bottom = mix(self.sky_bottom, Color::WHITE, 0.8);
                if crate::color::luminance(self.ink) > 0.6 {
                    self.ink = self.accents[0];
                    self.ink = crate::color::darken(self.ink, 0.45);
                }
            }
            _ => {}
        }
    }

    /// True when text on this background must be light to read well.
    pub(crate) fn is_dark(&self) -> bool {
        crate::color::luminance(mix(self.sky_top, self.sky_bottom, 0.5)) < 0.45
    }
}

#[cfg(test)]
mod tests {
    use super::super::colour_words::{colour_named, palette_colour_named};
    use super::*;

    fn sky(light: Light) -> (f32, f32, f32) {
        let p = Palette::new(
            Occasion::General,
            Style::Vivid,
            ArtStyle::Illustrated,
            None,
            light,
            false,
        );
        crate::color::to_hsl(mix(p.sky_top, p.sky_bottom, 0.5))
    }

    #[test]
    fn times_of_day_change_the_sky() {
        let day = sky(Light::Day);
        let (sunset_hue, sunset_sat, sunset_l) = sky(Light::Sunset);
        assert!(
            (0.0..45.0).contains(&sunset_hue),
            "sunset is warm: {sunset_hue}"
        );
        assert!(sunset_sat > 0.5 && sunset_l < day.2);
        let night = sky(Light::Night);
        assert!(night.2 < 0.3, "night is dark: {night:?}");
        let dawn = sky(Light::Dawn);
        assert!(
            dawn.2 > 0.8 && (0.0..60.0).contains(&dawn.0) || dawn.0 > 330.0,
            "dawn is pale pink-gold: {dawn:?}"
        );
        let noon = sky(Light::Noon);
        assert!((190.0..230.0).contains(&noon.0), "noon is blue: {noon:?}");
        let dusk = sky(Light::Dusk);
        assert!(dusk.2 < day.2 && dusk.2 > night.2);
    }

    #[test]
    fn colour_words_and_autumn_change_the_accents() {
        let plain = Palette::new(
            Occasion::General,
            Style::Vivid,
            ArtStyle::Illustrated,
            None,
            Light::Day,
            false,
        );
        let blue = Palette::new(
            Occasion::General,
            Style::Vivid,
            ArtStyle::Illustrated,
            palette_colour_named("blue"),
            Light::Day,
            false,
        );
        let autumn = Palette::new(
            Occasion::General,
            Style::Vivid,
            ArtStyle::Illustrated,
            None,
            Light::Day,
            true,
        );
        let hue = |c| crate::color::to_hsl(c).0;
        assert!((200.0..240.0).contains(&hue(blue.accents[0])));
        assert_ne!(hue(plain.accents[0]) as i32, hue(blue.accents[0]) as i32);
        assert!(
            (15.0..45.0).contains(&hue(autumn.foliage)),
            "autumn leaves turn orange"
        );
        assert_eq!(
            palette_colour_named("white"),
            None,
            "white only colours a thing"
        );
        assert!(colour_named("white").is_some());
    }
}
