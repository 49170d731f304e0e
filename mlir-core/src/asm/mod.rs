//! MLIR's textual format: lexer, parser, printer, and the custom-form hooks.

pub mod custom;
pub mod enum_syntax;
pub mod format;
pub mod function_syntax;
pub mod lexer;
pub mod parser;
pub mod printer;
