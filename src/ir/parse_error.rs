//! The error every text reader reports (FX text, JSON, TORCH_TRACE payloads, replacements):
//! it lives in `ir` because a [`crate::ir::Stage`] parsed on first use reports it too.
use std::fmt;

/// A syntax or consistency error at a position of an input text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct ParseError {
    pub file: String,
    /// 1-based.
    pub line: usize,
    /// 1-based, in characters.
    pub col: usize,
    pub expected: String,
    pub found: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: expected {}, found {}",
            self.file, self.line, self.col, self.expected, self.found
        )
    }
}
