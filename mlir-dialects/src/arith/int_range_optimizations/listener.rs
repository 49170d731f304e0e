//! [`ForgetErasedRanges`]: the driver's listener of the pass (MLIR's
//! `DataFlowListener`): an erased op's results lose their ranges, so that
//! nothing reads a range of a value gone.

use mlir_core::ir::{IrView, Op};
use mlir_core::rewrite::RewriteListener;

use super::known_ranges::KnownRanges;

/// Forgets the ranges of the results of every op erased.
#[derive(Debug)]
pub struct ForgetErasedRanges {
    /// The ranges to keep coherent.
    pub ranges: KnownRanges,
}

impl RewriteListener for ForgetErasedRanges {
    fn op_erased(&mut self, ir: &IrView, op: Op) {
        for result in op.results(ir) {
            self.ranges.forget(result);
        }
    }
}
