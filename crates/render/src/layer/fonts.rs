//! The card text layer's fonts, and the inside pages' ones: faces embedded in
//! the binary, loaded into one shared cosmic-text `FontSystem`.
//!
//! The text layer asks for bold Noto Serif; the inside pages ask for one of
//! the site's three regular-weight faces. cosmic-text ranks faces by how far
//! their weight is from the one asked for, so every bold request still
//! reaches the bold Noto faces (Arabic and Hebrew included) before any of the
//! regular ones, and a regular request reaches the regular Noto faces first.
//!
//! The system's fonts are never scanned, so a card sets the same way on every
//! machine. Building the `FontSystem` parses every face, so it is built once;
//! shaping needs `&mut FontSystem`, so callers take turns through a mutex and
//! hold it only while shaping and reading outlines, never while painting.

use cosmic_text::{Family, FontSystem, SwashCache, Weight, fontdb};
use std::sync::{Mutex, MutexGuard, OnceLock};

/// Latin, Greek and Cyrillic: the family every card asks for first.
const SERIF: &[u8] = include_bytes!("../../assets/fonts/NotoSerif-Bold.ttf");
/// Arabic script, reached through cosmic-text's per-script fallback.
const NASKH: &[u8] = include_bytes!("../../assets/fonts/NotoNaskhArabic-Bold.ttf");
/// Hebrew script, reached the same way.
const HEBREW: &[u8] = include_bytes!("../../assets/fonts/NotoSerifHebrew-Bold.ttf");

/// The inside pages' faces, the site's own: a serif display face, a geometric
/// sans and a handwriting face (its medium weight: the regular one is too
/// thin at the small sizes a long message needs).
const FRAUNCES: &[u8] = include_bytes!("../../assets/fonts/Fraunces-Regular.ttf");
const JAKARTA: &[u8] = include_bytes!("../../assets/fonts/PlusJakartaSans-Regular.ttf");
const CAVEAT: &[u8] = include_bytes!("../../assets/fonts/Caveat-Medium.ttf");
/// Regular-weight fallbacks for the scripts the three faces lack. Cyrillic
/// and Greek come before Caveat in the database: among faces of one weight
/// cosmic-text falls back in load order, so a Fraunces or Plus Jakarta Sans
/// message in Russian is set in a serif rather than in handwriting.
const SERIF_REGULAR: &[u8] =
    include_bytes!("../../assets/fonts/NotoSerif-Regular-CyrillicGreek.ttf");
const NASKH_REGULAR: &[u8] = include_bytes!("../../assets/fonts/NotoNaskhArabic-Regular.ttf");
const HEBREW_REGULAR: &[u8] = include_bytes!("../../assets/fonts/NotoSerifHebrew-Regular.ttf");

/// The family name every layer's text is set in.
pub(crate) const FAMILY: Family<'static> = Family::Name("Noto Serif");
/// Every embedded face is bold: lettering over art needs the weight.
pub(crate) const WEIGHT: Weight = Weight::BOLD;

/// The shaper and the outline reader, used together under one lock.
pub(crate) struct Engine {
    pub(crate) fonts: FontSystem,
    pub(crate) scaler: SwashCache,
}

/// Locks the shared engine, building it on first use.
pub(crate) fn engine() -> MutexGuard<'static, Engine> {
    static ENGINE: OnceLock<Mutex<Engine>> = OnceLock::new();
    let engine = ENGINE.get_or_init(|| {
        let mut db = fontdb::Database::new();
        let inside = [
            SERIF_REGULAR,
            NASKH_REGULAR,
            HEBREW_REGULAR,
            FRAUNCES,
            JAKARTA,
            CAVEAT,
        ];
        for face in [SERIF, NASKH, HEBREW].into_iter().chain(inside) {
            db.load_font_data(face.to_vec());
        }
        // A fixed locale: the machine's must not change how a card is set.
        let fonts = FontSystem::new_with_locale_and_db("en-US".into(), db);
        Mutex::new(Engine {
            fonts,
            scaler: SwashCache::new(),
        })
    });
    // A panic while another thread held the lock leaves no half-made state
    // behind that matters: every layout starts from a fresh buffer.
    engine
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}
