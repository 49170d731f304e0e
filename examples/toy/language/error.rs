//! The error the lexer and the parser report: a message at a place in the
//! source, printed the way MLIR prints its diagnostics.

use std::fmt;

use super::ast::Location;

/// Malformed Toy source: where, and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    /// The offending token (or character, for the lexer).
    pub loc: Location,
    /// What was expected or found, without location or severity.
    pub message: String,
}

impl SyntaxError {
    /// An error at `loc`.
    pub fn new(loc: Location, message: impl Into<String>) -> Self {
        Self { loc, message: message.into() }
    }
}

impl fmt::Display for SyntaxError {
    /// `file:line:col: error: message`, MLIR's diagnostic form, so that
    /// editors and test tools read Toy errors like MLIR's.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: error: {}", self.loc, self.message)
    }
}

impl std::error::Error for SyntaxError {}
