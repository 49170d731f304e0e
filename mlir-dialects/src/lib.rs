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

use mlir_core::DialectRegistry;

/// Adds every standard dialect this crate was built with (its features) to
/// `registry`, as MLIR's `registerAllDialects` does, and the extensions
/// between them, as `registerAllExtensions` (`func`'s inliner model, with
/// `cf`); `coretest`, a test dialect, is not among them.
// With no dialect feature there is nothing to add.
#[cfg_attr(
    not(any(feature = "arith", feature = "cf", feature = "func", feature = "ub")),
    allow(unused_variables)
)]
pub fn register_all(registry: &mut DialectRegistry) {
    #[cfg(feature = "arith")]
    registry.insert::<arith::Arith>();
    #[cfg(feature = "cf")]
    registry.insert::<cf::ControlFlow>();
    #[cfg(feature = "func")]
    registry.insert::<func::Func>();
    #[cfg(feature = "ub")]
    registry.insert::<ub::Ub>();
    #[cfg(all(feature = "func", feature = "cf"))]
    func::register_inliner_extension(registry);
}

/// A registry holding every standard dialect (see [`register_all`]).
pub fn all_dialects() -> DialectRegistry {
    let mut registry = DialectRegistry::new();
    register_all(&mut registry);
    registry
}
