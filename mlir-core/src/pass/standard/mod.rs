//! The passes of the core, by MLIR's names: `canonicalize`, `cse`,
//! `loop-invariant-code-motion` and `test-single-fold`, each configured
//! from its option string with mlir-opt's messages and printed back as
//! mlir-opt prints it; all but `canonicalize` are declared with `#[pass]`,
//! `canonicalize` by hand (its options fill the greedy driver's nested
//! configuration).

mod canonicalize_pass;
mod cse_pass;
mod licm_pass;
mod single_fold_pass;

pub use canonicalize_pass::Canonicalizer;
pub use cse_pass::Cse;
pub use licm_pass::LoopInvariantCodeMotion;
pub use single_fold_pass::TestSingleFold;

use crate::pass::pass_registry::PassRegistry;

/// Registers the core's passes in `registry`.
pub fn register_core_passes(registry: &mut PassRegistry) {
    registry
        .register::<Canonicalizer>()
        .register::<Cse>()
        .register::<LoopInvariantCodeMotion>()
        .register::<TestSingleFold>();
}
