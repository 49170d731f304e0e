//! mlir-rs: MLIR's core and its declarative dialect toolchain, in Rust.
//!
//! This facade re-exports the core and the standard dialects.

pub use mlir_core as core;
pub use mlir_dialects as dialects;
