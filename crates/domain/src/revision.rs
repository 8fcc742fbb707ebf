//! A revision: a new image made from one the customer has, as their words
//! ask ("make the sky a sunset"). Priced as any image of its size and
//! quality; the original is kept.

pub const INSTRUCTION_MISSING: &str = "Say what should change";
pub const INSTRUCTION_TOO_SHORT: &str = "The change must be at least 3 characters";
pub const INSTRUCTION_TOO_LONG: &str = "The change must be at most 1000 characters";

pub const INSTRUCTION_MIN_CHARS: usize = 3;
pub const INSTRUCTION_MAX_CHARS: usize = 1000;

/// The instruction, trimmed, when its length is in bounds.
pub fn parse_instruction(raw: Option<&str>) -> Result<String, &'static str> {
    let text = raw.map(str::trim).unwrap_or_default();
    let length = text.chars().count();
    if length == 0 {
        return Err(INSTRUCTION_MISSING);
    }
    if length < INSTRUCTION_MIN_CHARS {
        return Err(INSTRUCTION_TOO_SHORT);
    }
    if length > INSTRUCTION_MAX_CHARS {
        return Err(INSTRUCTION_TOO_LONG);
    }
    Ok(text.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instructions_are_trimmed_and_bounded() {
        assert_eq!(
            parse_instruction(Some("  make the sky a sunset \n")),
            Ok("make the sky a sunset".into())
        );
        assert_eq!(parse_instruction(None), Err(INSTRUCTION_MISSING));
        assert_eq!(parse_instruction(Some("   ")), Err(INSTRUCTION_MISSING));
        assert_eq!(parse_instruction(Some("ab")), Err(INSTRUCTION_TOO_SHORT));
        assert_eq!(parse_instruction(Some("red")), Ok("red".into()));
        let long = "é".repeat(INSTRUCTION_MAX_CHARS);
        assert_eq!(parse_instruction(Some(&long)), Ok(long.clone()));
        let longer = format!("{long}x");
        assert_eq!(parse_instruction(Some(&longer)), Err(INSTRUCTION_TOO_LONG));
    }
}
