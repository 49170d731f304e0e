//! The memory ops: `affine.load`, `affine.store`, `affine.prefetch`,
//! `affine.dma_start` and `affine.dma_wait` become their `memref`
//! counterparts on the expanded results of their maps (MLIR's
//! `AffineLoadLowering`, `AffineStoreLowering`, `AffinePrefetchLowering`,
//! `AffineDmaStartLowering`, `AffineDmaWaitLowering`).

use mlir_core::Attribute;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};

use super::expand::{expand_affine_map, expand_or_undo};
use crate::affine::{DmaStartOp, DmaWaitOp, LoadOp, PrefetchOp, StoreOp};
use crate::memref;

/// The expanded results of `op`'s map `map` on `operands`, built before
/// `op` (undone on failure).
fn expand_map_of(
    rw: &mut PatternRewriter<'_>,
    op: Op,
    map: Attribute,
    operands: &[Value],
) -> Result<Vec<Value>, mlir_core::rewrite::MatchFailure> {
    let Some(map) = rw.ctx().affine_map_of(map) else {
        return Err(rw.notify_match_failure(op, "no affine map").unwrap_err());
    };
    let loc = op.loc(rw);
    expand_or_undo(rw, op, |rw| expand_affine_map(rw, loc, &map, operands))
}

pattern! {
    /// `affine.load` is `memref.load` at the map's results.
    AffineLoadLowering on LoadOp,
    creates ["memref.load", "arith.constant", "arith.addi", "arith.muli"],
    lower_load
}

fn lower_load(load: LoadOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = load.as_op();
    let indices: Vec<Value> = load.indices(rw).collect();
    let subscripts = expand_map_of(rw, op, load.map(rw), &indices)?;
    let (memref, ty, loc) = (load.memref(rw), op.result(rw, 0).ty(rw), op.loc(rw));
    let new = memref::LoadOp::build(rw, loc, ty, memref, &subscripts, None, Some(false));
    rw.replace_op(op, &[new.as_op().result(rw, 0)]);
    Ok(())
}

pattern! {
    /// `affine.store` is `memref.store` at the map's results.
    AffineStoreLowering on StoreOp,
    creates ["memref.store", "arith.constant", "arith.addi", "arith.muli"],
    lower_store
}

fn lower_store(store: StoreOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = store.as_op();
    let indices: Vec<Value> = store.indices(rw).collect();
    let subscripts = expand_map_of(rw, op, store.map(rw), &indices)?;
    let (value, memref, loc) = (store.value(rw), store.memref(rw), op.loc(rw));
    memref::StoreOp::build(rw, loc, value, memref, &subscripts, None, Some(false));
    rw.erase_op(op);
    Ok(())
}

pattern! {
    /// `affine.prefetch` is `memref.prefetch` at the map's results, with
    /// the same hints.
    AffinePrefetchLowering on PrefetchOp,
    creates ["memref.prefetch", "arith.constant", "arith.addi", "arith.muli"],
    lower_prefetch
}

fn lower_prefetch(prefetch: PrefetchOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = prefetch.as_op();
    let indices: Vec<Value> = prefetch.indices(rw).collect();
    let subscripts = expand_map_of(rw, op, prefetch.map(rw), &indices)?;
    let (memref, loc) = (prefetch.memref(rw), op.loc(rw));
    let (is_write, locality, is_data_cache) =
        (prefetch.is_write(rw), prefetch.locality_hint(rw), prefetch.is_data_cache(rw));
    memref::PrefetchOp::build(rw, loc, memref, &subscripts, is_write, locality, is_data_cache);
    rw.erase_op(op);
    Ok(())
}

/// The number of inputs of `op`'s affine map attribute `name`.
fn map_inputs(ir: &IrView, op: Op, name: &str) -> Option<usize> {
    let map = ir.ctx().affine_map_of(op.attr(ir, name)?)?;
    Some(map.num_inputs() as usize)
}

pattern! {
    /// `affine.dma_start` is `memref.dma_start` at the results of its
    /// source, destination and tag maps, in that order.
    AffineDmaStartLowering on DmaStartOp,
    creates ["memref.dma_start", "arith.constant", "arith.addi", "arith.muli"],
    lower_dma_start
}

fn lower_dma_start(dma: DmaStartOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = dma.as_op();
    let operands: Vec<Value> = op.operands(rw).collect();
    // Each memref is followed by its map's operands: source, destination,
    // tag; then the number of elements and the optional stride pair.
    let mut groups = Vec::with_capacity(3);
    let mut at = 0;
    for name in ["src_map", "dst_map", "tag_map"] {
        let Some(count) = map_inputs(rw, op, name) else {
            return rw.notify_match_failure(op, "no affine map");
        };
        groups.push((name, at, count));
        at += 1 + count;
    }
    let mut expanded = Vec::with_capacity(3);
    for &(name, at, count) in &groups {
        let map = op.attr(rw, name).expect("checked above");
        expanded.push(expand_map_of(rw, op, map, &operands[at + 1..at + 1 + count])?);
    }
    let (num_elements, tail) = (operands[at], &operands[at + 1..]);
    let mut new_operands = vec![operands[groups[0].1]];
    new_operands.extend(&expanded[0]);
    new_operands.push(operands[groups[1].1]);
    new_operands.extend(&expanded[1]);
    new_operands.push(num_elements);
    new_operands.push(operands[groups[2].1]);
    new_operands.extend(&expanded[2]);
    new_operands.extend(tail);
    let loc = op.loc(rw);
    memref::DmaStartOp::build(rw, loc, &new_operands);
    rw.erase_op(op);
    Ok(())
}

pattern! {
    /// `affine.dma_wait` is `memref.dma_wait` at the results of its tag
    /// map.
    AffineDmaWaitLowering on DmaWaitOp,
    creates ["memref.dma_wait", "arith.constant", "arith.addi", "arith.muli"],
    lower_dma_wait
}

fn lower_dma_wait(dma: DmaWaitOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = dma.as_op();
    let operands: Vec<Value> = op.operands(rw).collect();
    let Some(count) = map_inputs(rw, op, "tag_map") else {
        return rw.notify_match_failure(op, "no affine map");
    };
    let map = op.attr(rw, "tag_map").expect("checked above");
    let subscripts = expand_map_of(rw, op, map, &operands[1..1 + count])?;
    let loc = op.loc(rw);
    memref::DmaWaitOp::build(rw, loc, operands[0], &subscripts, operands[1 + count]);
    rw.erase_op(op);
    Ok(())
}
