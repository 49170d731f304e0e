//! [`MaterializeKnownConstantValues`] (MLIR's pattern of the same name):
//! the results of an op, and the arguments of the blocks of its regions,
//! whose range allows one value only are replaced by that constant; an op
//! left without uses that is trivially dead is erased.

use mlir_core::definitions::interfaces::infer_int_range::storage_width;
use mlir_core::ir::{InsertPoint, Op, OpBuilder, Value, ValueOwner};
use mlir_core::rewrite::{PatternRewriter, PatternRoot, RewritePattern, RewriteResult};
use mlir_core::transforms::dead_code::is_op_trivially_dead;
use mlir_core::transforms::folding::fold_one_op::constant_of_op;

use super::known_ranges::KnownRanges;

/// Replaces values known to be one constant, on any op.
#[derive(Debug)]
pub struct MaterializeKnownConstantValues {
    /// The ranges the analysis found.
    pub ranges: KnownRanges,
}

impl RewritePattern for MaterializeKnownConstantValues {
    fn root(&self) -> PatternRoot {
        PatternRoot::Any
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        if constant_of_op(rw, op).is_some() {
            return rw.fail("already a constant");
        }
        let needs_replacing = |rw: &PatternRewriter<'_>, v: Value| {
            !v.use_empty(rw) && self.ranges.constant(v).is_some()
        };
        let constant_results = op.results(rw).any(|v| needs_replacing(rw, v));
        let constant_args = op.regions(rw).any(|region| {
            region.blocks(rw).any(|block| block.args(rw).any(|v| needs_replacing(rw, v)))
        });
        if !constant_results && !constant_args {
            return rw.fail("no value known to be one constant");
        }
        let results: Vec<Value> = op.results(rw).collect();
        let mut replaced_all = !results.is_empty();
        for result in results {
            let replaced = replace_with_known_constant(&self.ranges, rw, result);
            replaced_all &= replaced || result.use_empty(rw);
        }
        if replaced_all && is_op_trivially_dead(rw, op) {
            rw.erase_op(op);
            return Ok(());
        }
        let saved = rw.insertion_point();
        let blocks: Vec<_> =
            op.regions(rw).flat_map(|region| region.blocks(rw).collect::<Vec<_>>()).collect();
        for block in blocks {
            // Before the block's first op as it is now: the constants
            // made for its arguments then come in argument order.
            let point = match block.first_op(rw) {
                Some(first) => InsertPoint::Before(first),
                None => InsertPoint::BlockEnd(block),
            };
            rw.set_insertion_point(point);
            let args: Vec<Value> = block.args(rw).collect();
            for arg in args {
                replace_with_known_constant(&self.ranges, rw, arg);
            }
        }
        rw.set_insertion_point(saved);
        Ok(())
    }
}

/// Replaces the uses of `value` by the constant its range allows, made at
/// the rewriter's insertion point by the dialect of the op defining it (of
/// the op owning its block for a block argument), else by `arith`; the
/// constant takes on the range. Whether it was replaced (MLIR's
/// `maybeReplaceWithConstant`).
pub fn replace_with_known_constant(
    ranges: &KnownRanges,
    rw: &mut PatternRewriter<'_>,
    value: Value,
) -> bool {
    if value.use_empty(rw) {
        return false;
    }
    let Some(constant) = ranges.constant(value) else { return false };
    let ctx = rw.ctx_arc().clone();
    let ty = value.ty(rw);
    let element = ty.element_type_or_self(&ctx);
    if storage_width(&ctx, ty) != constant.width() {
        return false;
    }
    let scalar = ctx.integer_attr(element, constant);
    let attr = if element == ty {
        scalar
    } else {
        match ctx.dense_splat(ty, scalar) {
            Some(splat) => splat,
            None => return false,
        }
    };
    let (owner, loc) = match value.owner(rw) {
        ValueOwner::Result(op, _) => (Some(op), op.loc(rw)),
        ValueOwner::BlockArg(block, _) => {
            (block.parent_op(rw), value.arg_loc(rw).unwrap_or_else(|| ctx.unknown_loc()))
        }
        ValueOwner::Placeholder => (None, ctx.unknown_loc()),
    };
    let dialect = owner.map(|op| op.name(rw).dialect(&ctx).to_owned());
    let made = dialect
        .and_then(|dialect| rw.materialize_constant(&dialect, attr, ty, loc))
        .or_else(|| rw.materialize_constant("arith", attr, ty, loc));
    let Some(made) = made else { return false };
    let Some(result) = made.results(rw).next() else { return false };
    ranges.forget(result);
    ranges.copy(value, result);
    rw.replace_all_uses_with(value, result);
    true
}
