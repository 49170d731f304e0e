//! The locations of inlined code: each becomes "called from" the call's
//! location (`loc(callsite(callee at caller))`), appended at the bottom of
//! a call-site chain it already has, as MLIR's inliner stacks them.

use rustc_hash::FxHashMap;

use crate::context::Context;
use crate::context::builtin::location::{Location, LocationData};
use crate::ir::{Block, IrView, Op, WalkControl, WalkOrder};

/// Rewrites the locations of the ops of `blocks` (nested ops included) and
/// of their blocks' arguments (nested blocks included) as called from
/// `caller`.
pub(crate) fn remap_inlined_locations(ir: &mut IrView, blocks: &[Block], caller: Location) {
    let mut cache: FxHashMap<Location, Location> = FxHashMap::default();
    let mut remap = |ctx: &Context, loc: Location| {
        *cache.entry(loc).or_insert_with(|| called_from(ctx, loc, caller))
    };
    let mut ops: Vec<Op> = Vec::new();
    for &block in blocks {
        for op in block.ops(ir) {
            ir.walk(op, WalkOrder::PreOrder, |_, nested| {
                ops.push(nested);
                WalkControl::Advance
            });
        }
    }
    for &block in blocks {
        let args: Vec<_> = block.args(ir).collect();
        for arg in args {
            if let Some(loc) = arg.arg_loc(ir) {
                let loc = remap(ir.ctx(), loc);
                ir.set_arg_loc(arg, loc);
            }
        }
    }
    for op in ops {
        let loc = remap(ir.ctx(), op.loc(ir));
        ir.set_loc(op, loc);
        let nested_args: Vec<_> =
            op.regions(ir).flat_map(|r| r.blocks(ir)).flat_map(|b| b.args(ir)).collect();
        for arg in nested_args {
            if let Some(loc) = arg.arg_loc(ir) {
                let loc = remap(ir.ctx(), loc);
                ir.set_arg_loc(arg, loc);
            }
        }
    }
}

/// `callee` as called from `caller`: a call-site chain `a at b at …` keeps
/// its links and gets `caller` at its end.
fn called_from(ctx: &Context, callee: Location, caller: Location) -> Location {
    let mut chain = Vec::new();
    let mut last = callee;
    while let LocationData::CallSite { callee, caller } = last.data(ctx) {
        chain.push(*callee);
        last = *caller;
    }
    let mut loc = ctx.get_location(LocationData::CallSite { callee: last, caller });
    for link in chain.into_iter().rev() {
        loc = ctx.get_location(LocationData::CallSite { callee: link, caller: loc });
    }
    loc
}
