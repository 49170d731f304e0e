//! The Toy language: its syntax tree (`ast.rs`), lexer (`lexer.rs`),
//! parser (`parser.rs`) and the AST dump of the tutorial's chapter 1
//! (`dump.rs`).

pub mod ast;
