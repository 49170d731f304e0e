//! `scf`: structured control flow — loops and conditionals whose bodies
//! are regions, defined with `#[op]`.
//!
//! | op | what it is |
//! |---|---|
//! | `scf.for` | a counted loop carrying values across iterations (`for_op.rs`) |
//! | `scf.while` | a loop with a `before` region computing the condition and an `after` body (`while_op.rs`) |
//! | `scf.if` | if-then-else yielding values (`if_op.rs`) |
//! | `scf.execute_region` | a region of any number of blocks run once (`execute_region.rs`) |
//! | `scf.index_switch` | a switch on an `index` with one region per case (`index_switch.rs`) |
//! | `scf.parallel` | a multi-dimensional parallel loop with reductions (`parallel.rs`) |
//! | `scf.forall` | a multi-dimensional parallel loop over shared output tensors (`forall.rs`) |
//! | `scf.forall.in_parallel` | the terminator of `scf.forall`, holding its combining ops (`in_parallel.rs`) |
//! | `scf.yield`, `scf.condition`, `scf.reduce`, `scf.reduce.return` | the terminators (`terminators.rs`) |
//!
//! `scf.for`, `scf.while`, `scf.if`, `scf.execute_region`,
//! `scf.parallel`, `scf.forall` and `scf.forall.in_parallel` have custom
//! forms upstream writes by hand (`hasCustomAssemblyFormat`); here they are
//! written with the parser's and printer's hook API, each in its op's file,
//! which says why the declarative format cannot express it. `syntax.rs`
//! holds the pieces they share (the mixed integer and value lists of
//! `scf.forall`'s bounds are the crate's `index_list.rs`); `verify.rs` the checks of the
//! terminators.
//!
//! `canonicalize/` holds the ops' canonicalization patterns, one file per
//! op (three for `scf.if`); `for_loop_canonicalization.rs` the pass
//! `scf-for-loop-canonicalization`.

pub mod canonicalize;
mod execute_region;
mod for_loop_canonicalization;
mod for_op;
mod forall;
mod if_op;
mod in_parallel;
mod index_switch;
mod parallel;
mod syntax;
mod terminators;
mod verify;
mod while_op;

pub use execute_region::ExecuteRegionOp;
pub use for_loop_canonicalization::ScfForLoopCanonicalization;
pub use for_op::{BoundsAndStep, ForOp};
pub use forall::ForallOp;
pub use if_op::IfOp;
pub use in_parallel::InParallelOp;
pub use index_switch::IndexSwitchOp;
pub use parallel::ParallelOp;
pub use terminators::{ConditionOp, ReduceOp, ReduceReturnOp, YieldOp};
pub use while_op::WhileOp;

use mlir_core::Context;
use mlir_core::definitions::interfaces::inliner::{
    DialectInlinerInterface, forward_terminator_operands,
};
use mlir_core::definitions::op_type::Dialect;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrMapping, IrView, Op, Region, Value};
use mlir_derive::dialect;

use crate::arith::Arith;

/// Structured control flow: loops and conditionals over regions.
///
/// Unlike `cf`'s branches between blocks, each `scf` op holds its bodies
/// as regions and passes values in and out through its operands, its
/// regions' arguments and terminators, and its results.
#[dialect(
    name = "scf",
    dependent = [Arith],
    interfaces = [DialectInlinerInterface],
    // Upstream's order: ODS sorts the ops by class name.
    ops = [
        ConditionOp,
        ExecuteRegionOp,
        ForOp,
        ForallOp,
        IfOp,
        InParallelOp,
        IndexSwitchOp,
        ParallelOp,
        ReduceOp,
        ReduceReturnOp,
        WhileOp,
        YieldOp,
    ]
)]
pub struct Scf;

/// As upstream: any region may be inlined into an `scf` op's region,
/// every `scf` op may be inlined anywhere, and an `scf.yield` ending an
/// inlined region of one block gives the values it yields.
impl DialectInlinerInterface for Scf {
    fn is_legal_to_inline_region(
        &self,
        _: &IrView,
        _: Region,
        _: Region,
        _: bool,
        _: &IrMapping,
    ) -> bool {
        true
    }

    fn is_legal_to_inline_op(&self, _: &IrView, _: Op, _: Region, _: bool) -> bool {
        true
    }

    fn handle_terminator_with_values(
        &self,
        ir: &mut IrView,
        terminator: Op,
        results: &[Value],
    ) -> bool {
        if YieldOp::isa(ir, terminator) {
            forward_terminator_operands(ir, terminator, results);
        }
        true
    }
}

/// Registers `scf` (and `arith`, the dialect it depends on) and its ops in
/// a context.
pub fn register(ctx: &Context) {
    Scf::register(ctx);
}
