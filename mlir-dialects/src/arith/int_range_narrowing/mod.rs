//! `arith-int-range-narrowing` (MLIR's `IntRangeNarrowingPass`): integer
//! ops whose operands and results the integer range analysis proves fit a
//! narrower width are done at that width, between casts.
//!
//! | module | what |
//! |---|---|
//! | `casts` | which casts keep a range (`CastKind`), the narrower type, building the casts |
//! | `elementwise` | elementwise ops done at a narrower width |
//! | `cmpi` | `arith.cmpi` comparing narrower operands |
//! | `index_cast_chain` | `index_cast` back from `index` to the type it came from |
//! | `pass` | the pass |

mod casts;
mod cmpi;
mod elementwise;
mod index_cast_chain;
mod pass;

pub use cmpi::NarrowCmpI;
pub use elementwise::NarrowElementwise;
pub use index_cast_chain::FoldIndexCastChain;
pub use pass::IntRangeNarrowing;

use mlir_core::rewrite::RewritePatternSet;

use super::int_range_optimizations::KnownRanges;

/// Adds the narrowing patterns for the widths `widths`, reading `ranges`
/// (MLIR's `populateIntRangeNarrowingPatterns`).
pub fn populate_int_range_narrowing_patterns(
    patterns: &mut RewritePatternSet,
    ranges: &KnownRanges,
    widths: &[u32],
) {
    patterns.add(NarrowElementwise { ranges: ranges.clone(), widths: widths.to_vec() });
    patterns.add(NarrowCmpI { ranges: ranges.clone(), widths: widths.to_vec() });
    patterns.add(FoldIndexCastChain { unsigned: true, widths: widths.to_vec() });
    patterns.add(FoldIndexCastChain { unsigned: false, widths: widths.to_vec() });
}
