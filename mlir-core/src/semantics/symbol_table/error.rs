//! [`SymbolError`]: why a symbol table operation was refused.

use std::fmt;

/// Why a symbol table operation was refused. Nothing is changed when one
/// of these is returned.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum SymbolError {
    /// The op has no (UTF-8) string `sym_name`.
    NotASymbol,
    /// The op, or the insertion point, is not in the table's block (or the
    /// op's parent is not a symbol table).
    NotInTable,
    /// Another symbol of the table already has the requested name.
    NameTaken,
    /// The detached op was created in another body than the table's block.
    OtherBody,
}

impl fmt::Display for SymbolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SymbolError::NotASymbol => "the operation is not a symbol",
            SymbolError::NotInTable => "the operation is not in the symbol table",
            SymbolError::NameTaken => "the symbol name is already taken",
            SymbolError::OtherBody => "the operation belongs to another body",
        })
    }
}

impl std::error::Error for SymbolError {}
