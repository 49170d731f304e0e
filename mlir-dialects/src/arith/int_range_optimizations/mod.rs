//! `int-range-optimizations` (MLIR's `IntRangeOptimizationsPass`): the
//! integer range analysis runs once over the op, then a greedy rewrite
//! uses what it found.
//!
//! | module | what |
//! |---|---|
//! | `driver` | the analyses, then the greedy driver: what the range passes share |
//! | `known_ranges` | the ranges the analysis found, kept coherent while the IR changes |
//! | `listener` | forgets the ranges of erased ops' results |
//! | `materialize` | values with one possible value replaced by constants |
//! | `trivial_rem` | `remsi`/`remui` whose left operand is already below the modulus |
//! | `pass` | the pass |

mod driver;
mod known_ranges;
mod listener;
mod materialize;
mod pass;
mod trivial_rem;

pub use driver::rewrite_with_ranges;
pub use known_ranges::KnownRanges;
pub use listener::ForgetErasedRanges;
pub use materialize::{MaterializeKnownConstantValues, replace_with_known_constant};
pub use pass::IntRangeOptimizations;
pub use trivial_rem::DeleteTrivialRem;

use mlir_core::rewrite::RewritePatternSet;

/// Adds the patterns of `int-range-optimizations`, reading `ranges`
/// (MLIR's `populateIntRangeOptimizationsPatterns`).
pub fn populate_int_range_optimizations_patterns(
    patterns: &mut RewritePatternSet,
    ranges: &KnownRanges,
) {
    patterns.add(MaterializeKnownConstantValues { ranges: ranges.clone() });
    patterns.add(DeleteTrivialRem { ranges: ranges.clone(), unsigned: false });
    patterns.add(DeleteTrivialRem { ranges: ranges.clone(), unsigned: true });
}
