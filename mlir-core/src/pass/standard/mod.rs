//! The passes of the core, by MLIR's names: `canonicalize`, `cse` and
//! `test-single-fold`, each configured from its option string with
//! mlir-opt's messages and printed back as mlir-opt prints it; `cse` and
//! `test-single-fold` are declared with `#[pass]`, `canonicalize` by hand
//! (its options fill the greedy driver's nested configuration).

mod canonicalize;
mod cse;
mod single_fold;

pub use canonicalize::Canonicalizer;
pub use cse::Cse;
pub use single_fold::TestSingleFold;

use super::registry::PassRegistry;

/// Registers the core's passes in `registry`.
pub fn register_core_passes(registry: &mut PassRegistry) {
    registry.register::<Canonicalizer>().register::<Cse>().register::<TestSingleFold>();
}
