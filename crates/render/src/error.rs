use crate::MessageProblem;
use thiserror::Error;

/// Why a render or thumbnail could not be produced.
#[derive(Debug, Error)]
pub enum RenderError {
    #[error("unsupported image size {width}x{height}; expected 1024x1024, 1024x1536 or 1536x1024")]
    UnsupportedSize { width: u32, height: u32 },
    #[error("compression must be between 0 and 100, got {0}")]
    InvalidCompression(u8),
    #[error("thumbnail side must be at least 1 pixel")]
    InvalidThumbnailSize,
    /// Over the decode limits (`MAX_DECODE_SIDE`, `MAX_DECODE_BYTES`); zero
    /// sizes when only the decoder's allocation limit told.
    #[error("the image is too large to decode ({width}x{height})")]
    TooLarge { width: u32, height: u32 },
    #[error("card text has {chars} characters; at most {max} can be set")]
    TextTooLong { chars: usize, max: usize },
    #[error("could not decode the image: {0}")]
    Decode(String),
    #[error("could not encode the image: {0}")]
    Encode(String),
    /// A group card's inside pages hold at most `MAX_INSIDE_MESSAGES`.
    #[error("{count} messages; at most {max} fit inside a card")]
    TooManyMessages { count: usize, max: usize },
    /// Message `index` (from 0) is out of bounds; `problem` says how.
    #[error("message {index}: {problem}")]
    InvalidMessage {
        index: usize,
        problem: MessageProblem,
    },
    #[error("inside page {page} does not exist; the layout has {pages}")]
    NoSuchPage { page: usize, pages: usize },
    #[error("an inside page must be 1 to {max} pixels wide, not {width}")]
    InvalidPageWidth { width: u32, max: u32 },
    /// The layout names a message that is not there, or holds numbers no
    /// layout makes: it was made from other messages, or altered.
    #[error("the inside layout does not fit these messages")]
    LayoutMismatch,
}
