//! The standard dialects of mlir-rs, defined with the `#[op]`,
//! `#[dialect]` and `#[enum_attr]` macros (`arith`, `cf`, `func`, `ub`), and
//! `coretest`, the hand-registered dialect that exercises the core
//! verifier. Each dialect is a cargo feature (all on by default), so users
//! build only what they use.

pub use mlir_core as core;

#[cfg(feature = "arith")]
pub mod arith;
#[cfg(feature = "cf")]
pub mod cf;
#[cfg(feature = "coretest")]
pub mod coretest;
#[cfg(feature = "func")]
pub mod func;
#[cfg(feature = "ub")]
pub mod ub;
