//! The one price table: what an image costs by quality and size (spec §9).
//! Every path that charges (form, wizard, public API) reads it from here.

use crate::Credits;
use crate::generation::{Quality, Size};

/// Cost of one image, in credits.
pub fn image_cost(quality: Quality, size: Size) -> Credits {
    let square = matches!(size, Size::Square);
    let tenths = match (quality, square) {
        (Quality::Low, true) => 10,
        (Quality::Low, false) => 15,
        (Quality::Medium, true) => 40,
        (Quality::Medium, false) => 60,
        (Quality::High, true) => 150,
        (Quality::High, false) => 230,
        (Quality::Auto, true) => 60,
        (Quality::Auto, false) => 80,
    };
    Credits::from_tenths(tenths)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_of_the_table() {
        let table = [
            (Quality::Low, [10, 15, 15, 15]),
            (Quality::Medium, [40, 60, 60, 60]),
            (Quality::High, [150, 230, 230, 230]),
            (Quality::Auto, [60, 80, 80, 80]),
        ];
        let sizes = [Size::Square, Size::Portrait, Size::Landscape, Size::Auto];
        for (quality, row) in table {
            for (size, tenths) in sizes.iter().zip(row) {
                assert_eq!(
                    image_cost(quality, *size),
                    Credits::from_tenths(tenths),
                    "{quality:?} {size:?}"
                );
            }
        }
    }
}
