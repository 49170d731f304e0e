//! The Toy language: its syntax tree (`ast.rs`), lexer (`lexer.rs`),
//! parser (`parser.rs`, with its errors in `error.rs`) and the AST dump of
//! the tutorial's `toyc -emit=ast` (`dump.rs`).

pub mod ast;
pub mod dump;
pub mod error;
pub mod lexer;
pub mod parser;

#[cfg(test)]
mod tests;
