//! Page numbers and page sizes from a query string, and the pagination block
//! every list answers with, shared by `/api` and `/v1`.
//!
//! Both arrive as text so that a bad value gets this API's own message
//! instead of the query extractor's.

use crate::http::error::{AppError, AppResult};
use serde::Serialize;
use utoipa::ToSchema;

/// No one pages a million pages deep; a bound keeps offsets far from overflow.
pub const MAX_PAGE: u64 = 1_000_000;
pub const DEFAULT_LIMIT: u64 = 20;
pub const PAGE_INVALID: &str = "Page must be a whole number from 1 to 1000000";

#[derive(Serialize, ToSchema)]
pub struct Pagination {
    pub total: u64,
    pub page: u64,
    pub limit: u64,
    pub pages: u64,
}

impl Pagination {
    pub fn new(total: u64, page: u64, limit: u64) -> Self {
        Pagination {
            total,
            page,
            limit,
            pages: total.div_ceil(limit),
        }
    }
}

/// The page asked for: 1 when absent, else a whole number up to [`MAX_PAGE`].
pub fn page(raw: Option<&str>) -> AppResult<u64> {
    match whole_number(raw, 1, PAGE_INVALID)? {
        page if page > MAX_PAGE => Err(AppError::validation(PAGE_INVALID)),
        page => Ok(page),
    }
}

/// A positive whole number, or `default` when absent. An empty value is not
/// a number, and neither is one past the documents' 64-bit signed integers.
pub fn whole_number(raw: Option<&str>, default: u64, message: &'static str) -> AppResult<u64> {
    let Some(text) = raw else {
        return Ok(default);
    };
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(AppError::validation(message));
    }
    match text.parse::<i64>() {
        Ok(value) if value > 0 => Ok(value.unsigned_abs()),
        _ => Err(AppError::validation(message)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_run_from_one_to_a_million() {
        assert_eq!(page(None).unwrap(), 1);
        assert_eq!(page(Some("1000000")).unwrap(), MAX_PAGE);
        for bad in [
            "",
            " 2",
            "0",
            "-1",
            "1.5",
            "two",
            "1000001",
            "99999999999999999999999",
        ] {
            assert!(page(Some(bad)).is_err(), "{bad}");
        }
    }

    #[test]
    fn sizes_are_whole_numbers_within_64_bit_integers() {
        assert_eq!(whole_number(None, 20, "bad").unwrap(), 20);
        let largest = whole_number(Some("9223372036854775807"), 20, "bad").unwrap();
        assert_eq!(largest, i64::MAX.unsigned_abs());
        assert!(whole_number(Some("9223372036854775808"), 20, "bad").is_err());
        assert!(whole_number(Some(""), 20, "bad").is_err());
    }

    #[test]
    fn pages_are_counted_up() {
        let pagination = Pagination::new(41, 2, 20);
        assert_eq!(pagination.pages, 3);
        assert_eq!(Pagination::new(0, 1, 20).pages, 0);
    }
}
