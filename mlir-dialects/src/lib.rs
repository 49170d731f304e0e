//! The standard dialects of mlir-rs, and `coretest`, the hand-registered
//! dialect that exercises the core verifier. The standard dialects arrive with the `#[op]` and
//! `#[dialect]` macros; until then this crate only re-exports the core so the
//! facade's dependency graph is already in its final shape.

pub use mlir_core as core;

pub mod arith;
pub mod coretest;
pub mod func;
