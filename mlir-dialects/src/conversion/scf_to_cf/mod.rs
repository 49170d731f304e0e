//! `scf` to `cf` (MLIR's `Conversion/SCFToControlFlow`): the lowering
//! patterns and the `convert-scf-to-cf` pass.
//!
//! | module | what |
//! |---|---|
//! | `split` | splitting the block holding an op, where every lowering starts |
//! | `loop_attrs` | the `llvm` attributes a loop hands its latch branch |
//! | `for_lowering` | `scf.for` |
//! | `if_lowering` | `scf.if` |
//! | `execute_region` | `scf.execute_region` |
//! | `parallel` | `scf.parallel` (to `scf.for`), `scf.forall` (to `scf.parallel`) |
//! | `while_lowering` | `scf.while`, and its do-while form |
//! | `index_switch` | `scf.index_switch` |
//! | `pass` | `convert-scf-to-cf` |

mod execute_region;
mod for_lowering;
mod if_lowering;
mod index_switch;
mod loop_attrs;
mod parallel;
mod pass;
mod split;
mod while_lowering;

pub use execute_region::ExecuteRegionLowering;
pub use for_lowering::ForLowering;
pub use if_lowering::IfLowering;
pub use index_switch::IndexSwitchLowering;
pub use parallel::{ForallLowering, ParallelLowering};
pub use pass::ScfToControlFlow;
pub use while_lowering::{DoWhileLowering, WhileLowering};

use mlir_core::rewrite::RewritePatternSet;

/// Adds the patterns lowering `scf`'s ops to `cf` (MLIR's
/// `populateSCFToControlFlowConversionPatterns`, in its order; the
/// do-while form of `scf.while` is preferred, with benefit 2).
pub fn populate_scf_to_control_flow_conversion_patterns(patterns: &mut RewritePatternSet) {
    patterns.add(ForallLowering);
    patterns.add(ForLowering);
    patterns.add(IfLowering);
    patterns.add(ParallelLowering);
    patterns.add(WhileLowering);
    patterns.add(ExecuteRegionLowering);
    patterns.add(IndexSwitchLowering);
    patterns.add(DoWhileLowering);
}
