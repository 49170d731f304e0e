//! Layer 0, support: what MLIR's model is built from but knows nothing of
//! it — the concurrent interner (`uniquer`), text that keeps its bytes
//! ([`text_bytes`]), arbitrary-precision integers ([`apint`],
//! [`apint_arith`]) and floats ([`float`]), and the lexer of the textual
//! format ([`lexer`]).

pub mod apint;
pub mod apint_arith;
pub mod float;
pub mod lexer;
pub mod text_bytes;
pub(crate) mod uniquer;
