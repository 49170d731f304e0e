//! The `arith-int-range-narrowing` pass (MLIR's `IntRangeNarrowingPass`):
//! the integer range analysis, then the narrowing patterns, bottom-up (a
//! narrowed comparison needs the ranges of its original operands).

use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

use super::populate_int_range_narrowing_patterns;
use crate::arith::int_range_optimizations::rewrite_with_ranges;

/// Reduce integer operations bitwidth based on integer range analysis
///
/// Integer elementwise ops and comparisons whose operands and results fit
/// one of the supported widths are done at that width, their operands cast
/// down and their results cast back; a cast to `index` and back to a
/// supported width is folded.
#[pass(argument = "arith-int-range-narrowing", name = "ArithIntRangeNarrowing")]
#[derive(Debug)]
pub struct IntRangeNarrowing {
    /// Integer bitwidths supported
    #[option(name = "int-bitwidths-supported")]
    widths: Vec<u32>,
}

impl Pass for IntRangeNarrowing {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let widths = self.widths.clone();
        rewrite_with_ranges(cx, |patterns, ranges| {
            populate_int_range_narrowing_patterns(patterns, ranges, &widths);
        });
    }
}
