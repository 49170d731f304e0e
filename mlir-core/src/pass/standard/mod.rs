//! The passes of the core, by MLIR's names: `canonicalize`, `cse` and
//! `test-single-fold`, each configured from its option string with
//! mlir-opt's messages and printed back as mlir-opt prints it.

mod canonicalize;
mod cse;
mod single_fold;

pub use canonicalize::Canonicalizer;
pub use cse::Cse;
pub use single_fold::TestSingleFold;

use super::options::{OptionEntry, OptionError};
use super::registry::PassRegistry;

/// Registers the core's passes in `registry`.
pub fn register_core_passes(registry: &mut PassRegistry) {
    registry.register::<Canonicalizer>().register::<Cse>().register::<TestSingleFold>();
}

/// A pass without options accepts none.
fn no_options(entries: &[OptionEntry]) -> Result<(), OptionError> {
    match entries.first() {
        Some(entry) => Err(OptionError::Unknown(entry.key.clone())),
        None => Ok(()),
    }
}
