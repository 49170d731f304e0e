//! `sccp`: sparse conditional constant propagation (MLIR's `SCCP` pass).
//! Dead-code analysis and constant propagation run together on the op;
//! then every value known to be one constant is replaced by that constant,
//! materialized by the dialect that produced it at the start of the entry
//! block of its insertion region (one per region, value and type, as
//! MLIR's `OperationFolder` does), and an op whose results were all
//! replaced is erased when nothing else keeps it. Blocks found dead are
//! left in place.

use mlir_derive::pass;

use crate::dataflow::constant_value::ConstantValue;
use crate::dataflow::solver::{DataFlowSolver, load_baseline_analyses};
use crate::dataflow::sparse_lattice::Lattice;
use crate::ir::{Block, IrView, Region, Value};
use crate::pass::pass::Pass;
use crate::pass::pass_context::PassContext;
use crate::transforms::dead_code::would_op_be_trivially_dead;
use crate::transforms::folding::operation_folder::OperationFolder;

/// Sparse Conditional Constant Propagation
///
/// MLIR's `sccp` (`SCCP`): constants are propagated through the op's
/// regions, across branches whose conditions are known, into the regions
/// of region-branching ops and through calls to functions whose callers
/// are all known; values found constant are replaced by constants.
#[pass(argument = "sccp", name = "SCCP")]
#[derive(Debug)]
pub struct Sccp {}

impl Pass for Sccp {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let top = cx.op();
        let mut solver = DataFlowSolver::new();
        load_baseline_analyses(&mut solver);
        if let Err(diagnostic) = solver.initialize_and_run(cx, top) {
            cx.emit(diagnostic);
            cx.signal_failure();
            return;
        }
        let regions: Vec<Region> = top.regions(cx).collect();
        replace_constants(cx, &solver, &regions);
    }
}

/// Replaces the values of `regions` known to be constants, blocks in a
/// worklist (a region's blocks pushed last to first, so taken in order),
/// each block's ops in order, then its arguments.
fn replace_constants(ir: &mut IrView, solver: &DataFlowSolver, regions: &[Region]) {
    let mut folder = OperationFolder::new();
    let mut worklist: Vec<Block> = Vec::new();
    let push_regions = |ir: &IrView, worklist: &mut Vec<Block>, regions: &[Region]| {
        for &region in regions {
            let blocks: Vec<Block> = region.blocks(ir).collect();
            worklist.extend(blocks.into_iter().rev());
        }
    };
    push_regions(ir, &mut worklist, regions);
    while let Some(block) = worklist.pop() {
        let mut next = block.first_op(ir);
        while let Some(op) = next {
            next = op.next(ir);
            let results: Vec<Value> = op.results(ir).collect();
            let mut replaced_all = !results.is_empty();
            for result in results {
                replaced_all &= replace_with_constant(ir, solver, &mut folder, block, result);
            }
            if replaced_all && would_op_be_trivially_dead(ir, op) {
                ir.erase_op(op);
                continue;
            }
            let nested: Vec<Region> = op.regions(ir).collect();
            push_regions(ir, &mut worklist, &nested);
        }
        let args: Vec<Value> = block.args(ir).collect();
        for arg in args {
            replace_with_constant(ir, solver, &mut folder, block, arg);
        }
    }
}

/// Replaces `value` (in `block`) by the constant the solver found, when
/// it found one and its dialect materializes it.
fn replace_with_constant(
    ir: &mut IrView,
    solver: &DataFlowSolver,
    folder: &mut OperationFolder,
    block: Block,
    value: Value,
) -> bool {
    let Some(known) = solver.lookup::<Lattice<ConstantValue>>(value) else { return false };
    let (Some(constant), Some(dialect_of)) = (known.value().constant(), known.value().dialect_of())
    else {
        return false;
    };
    let dialect = dialect_of.dialect(ir.ctx()).to_owned();
    let ty = value.ty(ir);
    let Some(replacement) = folder.get_or_create_constant(ir, block, &dialect, (constant, ty))
    else {
        return false;
    };
    ir.replace_all_uses_with(value, replacement);
    true
}
