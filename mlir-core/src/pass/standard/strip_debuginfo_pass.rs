//! `strip-debuginfo`: every location in the op becomes `loc(unknown)`.

use mlir_derive::pass;

use crate::ir::{Op, Value, WalkControl, WalkOrder};
use crate::pass::pass::Pass;
use crate::pass::pass_context::PassContext;

/// Strip debug info from all operations
///
/// MLIR's `strip-debuginfo` (`StripDebugInfo`): the locations of the op,
/// of every op nested in it and of the arguments of every block in them
/// become the unknown location, whatever they were (file, name, call
/// site, fused).
#[pass(argument = "strip-debuginfo", name = "StripDebugInfo")]
#[derive(Debug)]
pub struct StripDebugInfo {}

impl Pass for StripDebugInfo {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let mut ops: Vec<Op> = Vec::new();
        let mut args: Vec<Value> = Vec::new();
        cx.walk(cx.op(), WalkOrder::PreOrder, |ir, op| {
            ops.push(op);
            for region in op.regions(ir) {
                for block in region.blocks(ir) {
                    args.extend(block.args(ir));
                }
            }
            WalkControl::Advance
        });
        let unknown = cx.ctx().unknown_loc();
        for op in ops {
            cx.set_loc(op, unknown);
        }
        for arg in args {
            cx.set_arg_loc(arg, unknown);
        }
    }
}
