//! Layer 7, MLIR's textual format: the parser and printer engines, the
//! declarative format interpreter, and the API custom parse and print hooks
//! call. The structs the hooks receive (`Parser`, `AsmPrinter`) and their
//! signatures are in `asm_hooks`, below; the lexer is in `support`; the
//! format tables generated code fills are in `definitions::format_tables`.
//!
//! Folders and files: `parser/` and `printer/` (each `mod.rs` lists its files);
//! `format/` the op-format interpreter and the parameter formats of dialect
//! kinds; `enum_syntax.rs` the textual form of enum values and enum-wrapping
//! attributes; `function_syntax.rs` the custom form of function-like ops
//! (`func.func`), parameterized by the properties holding the signature.

pub mod enum_syntax;
pub mod format;
pub mod function_syntax;
pub mod parser;
pub mod printer;
