//! Each occasion's own colours, before style, light and colour words
//! shift them.

use super::Occasion;

pub(super) struct Base {
    pub(super) sky: [u32; 2],
    pub(super) ink: [u32; 2],
    pub(super) accents: [u32; 5],
    pub(super) foliage: u32,
    pub(super) paper: u32,
}

pub(super) fn base(occasion: Occasion, night: bool) -> Base {
    use Occasion::*;
    let (sky, ink, accents, foliage, paper) = match occasion {
        Birthday => (
            [0xFFF4E6, 0xFFDCEB],
            [0x5B2A86, 0xFF4F79],
            [0xFF4F79, 0xFFB627, 0x2EC4D6, 0x8E6CEF, 0xFF8C42],
            0x4CAF50,
            0xFFFFFF,
        ),
        Love | Valentine | Anniversary => (
            [0xFFF1F3, 0xF9CFD9],
            [0x9D174D, 0xE63946],
            [0xE63946, 0xFF7AA2, 0xC9184A, 0xF4A6B8, 0xD4A373],
            0x6A994E,
            0xFFFFFF,
        ),
        Wedding => (
            [0xFFFBF5, 0xF1E4D3],
            [0x7A5C3A, 0xC9A227],
            [0xE8A0B4, 0xC9A227, 0xA3B18A, 0xFFF7F0, 0xD98C9A],
            0x7C9A6D,
            0xFFFFFF,
        ),
        Christmas | Holiday => (
            [0x0D2344, 0x2F5F8F],
            [0xFFFFFF, 0xF2C14E],
            [0xD62828, 0xF2C14E, 0x2D6A4F, 0xF8F9FA, 0x52B788],
            0x1F6B45,
            0xF8FBFF,
        ),
        Winter => (
            [0xD6E8F7, 0xA3C6E6],
            [0x1D3557, 0x457B9D],
            [0x457B9D, 0xA8DADC, 0xFFFFFF, 0x1D3557, 0x7FB3D5],
            0x2F6B5A,
            0xFFFFFF,
        ),
        Graduation => (
            [0xFFF8E7, 0xFCE3B0],
            [0x1F2A44, 0xE09F00],
            [0xF2B705, 0x1F2A44, 0x2A9D8F, 0xE76F51, 0x4EA8DE],
            0x2A9D8F,
            0xFFFFFF,
        ),
        Congratulations => (
            [0xF6EDFF, 0xFFE2F0],
            [0x5A189A, 0xFF4D8D],
            [0xFFC300, 0xFF4D8D, 0x7B2CBF, 0x00B4D8, 0xFF7B00],
            0x2A9D8F,
            0xFFFFFF,
        ),
        ThankYou => (
            [0xFDF6EC, 0xF7DCCF],
            [0x8C3B4A, 0xE07A5F],
            [0xF28482, 0xF6BD60, 0xB5838D, 0xF5CAC3, 0xE07A5F],
            0x6B9080,
            0xFFFFFF,
        ),
        GetWell => (
            [0xFFFBE6, 0xDFF3E4],
            [0x2E7D4F, 0xFF9A3C],
            [0xFFC93C, 0xFF9A3C, 0xF7A1C4, 0x5AA9E6, 0xB28DFF],
            0x5FA868,
            0xFFFFFF,
        ),
        Baby => (
            [0xE6F2FF, 0xFFEAF2],
            [0x5D6FA8, 0xF28DB2],
            [0xA7D8F0, 0xF9C6D3, 0xFFE3A3, 0xC8B6FF, 0xB9F3E4],
            0x9BC9A5,
            0xFFFFFF,
        ),
        Sympathy => (
            [0xF3F4EF, 0xDCE3DA],
            [0x44544F, 0x7D8F87],
            [0xFFFFFF, 0xC9B8D3, 0x8FA39A, 0xE9E4DA, 0xB7C4B5],
            0x6F8F7A,
            0xFFFFFF,
        ),
        General if !night => (
            [0xFFF7EC, 0xE4F0FB],
            [0x2B2D42, 0xEF476F],
            [0xEF476F, 0xFFB703, 0x219EBC, 0x8E6CEF, 0xFB8500],
            0x4C9A52,
            0xFFFFFF,
        ),
        General => (
            [0x1E1548, 0x5A2A82],
            [0xFFFFFF, 0xFFB703],
            [0xFFB703, 0xFF006E, 0x3A86FF, 0x8ECAE6, 0xFB8500],
            0x2A9D8F,
            0xFFFFFF,
        ),
    };
    Base {
        sky,
        ink,
        accents,
        foliage,
        paper,
    }
}
