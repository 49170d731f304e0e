//! MLIR's textual format: lexer, parser, printer, and the custom-form hooks.

pub mod enum_syntax;
pub mod format;
pub mod function_syntax;
pub mod parser;
pub mod printer;
