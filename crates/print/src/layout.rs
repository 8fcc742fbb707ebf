//! Where everything goes on the sheet, in PDF points (1/72 in) measured from
//! the sheet's top left corner, as krilla draws.

use crate::Paper;

const INCH: f32 = 72.0;
const MM: f32 = INCH / 25.4;

/// One panel of the folded card: 5 x 7 in, portrait.
const PANEL_WIDTH: f32 = 5.0 * INCH;
const PANEL_HEIGHT: f32 = 7.0 * INCH;

/// How far the art runs past the trim on its three outer sides, so a cut a
/// little off the line leaves no white sliver. Not past the fold: the back
/// stays clean.
pub const BLEED: f32 = 6.0;

/// Margins of the inside message within its panel.
const TEXT_MARGIN_X: f32 = 0.5 * INCH;
const TEXT_MARGIN_Y: f32 = 0.625 * INCH;

/// A rectangle in page coordinates.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Area {
    pub left: f32,
    pub top: f32,
    pub width: f32,
    pub height: f32,
}

impl Area {
    pub fn right(&self) -> f32 {
        self.left + self.width
    }

    pub fn bottom(&self) -> f32 {
        self.top + self.height
    }

    pub fn centre_x(&self) -> f32 {
        self.left + self.width / 2.0
    }
}

/// The card on one sheet.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sheet {
    pub width: f32,
    pub height: f32,
    /// The unfolded card, 10 x 7 in, centred: what the crop marks show.
    pub card: Area,
    /// Outside, left of the fold; on the inside page the same place is the
    /// left-hand inside panel.
    pub back: Area,
    /// Outside, right of the fold; on the inside page the same place is the
    /// right-hand inside panel, since duplex flips the sheet left to right.
    pub front: Area,
    /// Where the front art is drawn: the front panel plus bleed.
    pub art: Area,
    /// The box the inside message is set in on the right-hand panel.
    pub message: Area,
}

pub fn sheet(paper: Paper) -> Sheet {
    let (width, height) = match paper {
        Paper::Letter => (11.0 * INCH, 8.5 * INCH),
        Paper::A4 => (297.0 * MM, 210.0 * MM),
    };
    let card = Area {
        left: (width - 2.0 * PANEL_WIDTH) / 2.0,
        top: (height - PANEL_HEIGHT) / 2.0,
        width: 2.0 * PANEL_WIDTH,
        height: PANEL_HEIGHT,
    };
    let back = Area {
        width: PANEL_WIDTH,
        ..card
    };
    let front = Area {
        left: card.left + PANEL_WIDTH,
        ..back
    };
    Sheet {
        width,
        height,
        card,
        back,
        front,
        art: Area {
            left: front.left,
            top: front.top - BLEED,
            width: front.width + BLEED,
            height: front.height + 2.0 * BLEED,
        },
        message: text_box(&front),
    }
}

/// The box a message is set in on a panel: the panel less its margins.
pub fn text_box(panel: &Area) -> Area {
    Area {
        left: panel.left + TEXT_MARGIN_X,
        top: panel.top + TEXT_MARGIN_Y,
        width: panel.width - 2.0 * TEXT_MARGIN_X,
        height: panel.height - 2.0 * TEXT_MARGIN_Y,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_card_is_centred_on_both_papers() {
        for paper in [Paper::Letter, Paper::A4] {
            let s = sheet(paper);
            assert!((s.card.left - (s.width - s.card.right())).abs() < 1e-3);
            assert!((s.card.top - (s.height - s.card.bottom())).abs() < 1e-3);
            assert_eq!((s.card.width, s.card.height), (720.0, 504.0));
            // Room outside the trim for the marks on the narrowest margin.
            assert!(s.card.left.min(s.card.top) >= 36.0, "{paper:?}");
        }
        let letter = sheet(Paper::Letter);
        assert_eq!((letter.width, letter.height), (792.0, 612.0));
    }

    #[test]
    fn front_and_message_sit_right_of_the_fold() {
        let s = sheet(Paper::A4);
        assert_eq!(s.front.left, s.card.centre_x());
        assert_eq!(s.front.right(), s.card.right());
        assert_eq!(s.art.left, s.front.left);
        assert!(s.art.right() > s.card.right() && s.art.top < s.card.top);
        assert!(s.message.left > s.front.left && s.message.right() < s.front.right());
    }
}
