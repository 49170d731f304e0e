//! The `int-range-optimizations` pass (MLIR's `IntRangeOptimizationsPass`):
//! the analyses, then the patterns of the module (`driver.rs`).

use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

use super::driver::rewrite_with_ranges;
use super::populate_int_range_optimizations_patterns;

/// Do optimizations based on integer range analysis
///
/// Values whose integer range holds one value become constants (a
/// comparison the ranges decide among them), and `remsi`/`remui` that
/// cannot change their left operand are dropped.
#[pass(argument = "int-range-optimizations", name = "ArithIntRangeOpts")]
#[derive(Debug)]
pub struct IntRangeOptimizations {}

impl Pass for IntRangeOptimizations {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        rewrite_with_ranges(cx, populate_int_range_optimizations_patterns);
    }
}
