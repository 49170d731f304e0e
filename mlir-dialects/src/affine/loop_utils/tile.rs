//! Tiling a perfect nest of `affine.for` loops by constant sizes (MLIR's
//! `tilePerfectlyNested` with `constructTiledIndexSetHyperRect`).
//!
//! A band of `n` loops becomes `2n`: `n` tile-space loops, each with its
//! original bounds and its step times the tile size, around `n`
//! intra-tile loops, each running from its tile-space loop's value over
//! one tile. An intra-tile loop's upper bound is that value plus the tile
//! (the trip count when it is a constant below the tile size), with the
//! original upper bound results kept beside it in a `min` when the tile
//! size may not divide the trip count.

use mlir_core::Location;
use mlir_core::context::builtin::affine::{AffineExpr, AffineMap};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Builder, InsertPoint, IrView, Op, Value};

use super::hyper_rect::is_hyper_rectangular;
use super::nest::is_perfectly_nested;
use super::trip_count::{constant_trip_count, largest_divisor_of_trip_count};
use crate::affine::{ForOp, YieldOp};

/// One bound of a loop: its map and operands.
struct Bound {
    map: AffineMap,
    operands: Vec<Value>,
}

/// What tiling needs of an original loop, read before the nest changes.
struct Original {
    lower: Bound,
    upper: Bound,
    step: i64,
    trip_count: Option<u64>,
    largest_divisor: u64,
}

/// Tiles the perfect nest `band` (outermost first) by `sizes`, one per
/// loop; returns the new loops, the tile-space loops first, then the
/// intra-tile loops. `None`, with nothing changed, when the band is empty,
/// a size is zero or the sizes do not match the band, a loop yields
/// values, the loops are not perfectly nested, or a loop's bounds depend
/// on another loop of the band.
pub fn tile_perfectly_nested(ir: &mut IrView, band: &[ForOp], sizes: &[u32]) -> Option<Vec<ForOp>> {
    if band.is_empty() || band.len() != sizes.len() || sizes.contains(&0) {
        return None;
    }
    if band.iter().any(|l| l.as_op().num_results(ir) > 0) {
        return None;
    }
    if !is_perfectly_nested(ir, band) || !is_hyper_rectangular(ir, band) {
        return None;
    }
    let mut originals = Vec::with_capacity(band.len());
    for &for_op in band {
        originals.push(Original {
            lower: Bound {
                map: for_op.lower_map(ir)?,
                operands: for_op.lower_bound_operands(ir).collect(),
            },
            upper: Bound {
                map: for_op.upper_map(ir)?,
                operands: for_op.upper_bound_operands(ir).collect(),
            },
            step: for_op.step(ir),
            trip_count: constant_trip_count(ir, for_op),
            largest_divisor: largest_divisor_of_trip_count(ir, for_op),
        });
    }
    let root = band[0].as_op();
    let innermost = *band.last()?;
    let loc = root.loc(ir);
    let old_ivs: Vec<Value> = band.iter().filter_map(|l| l.induction_var(ir)).collect();
    if old_ivs.len() != band.len() {
        return None;
    }

    let mut point = InsertPoint::Before(root);
    let mut loops = Vec::with_capacity(2 * band.len());
    let mut tile_ivs = Vec::with_capacity(band.len());
    for (original, &size) in originals.iter().zip(sizes) {
        let step = i64::from(size).wrapping_mul(original.step);
        let (for_op, iv, yield_op) =
            build_loop(ir, point, loc, &original.lower, &original.upper, step);
        loops.push(for_op);
        tile_ivs.push(iv);
        point = InsertPoint::Before(yield_op);
    }
    let mut new_ivs = Vec::with_capacity(band.len());
    for ((original, &size), &tile_iv) in originals.iter().zip(sizes).zip(&tile_ivs) {
        let lower = Bound { map: AffineMap::identity(1), operands: vec![tile_iv] };
        let upper = intra_tile_upper_bound(original, size, tile_iv);
        let (for_op, iv, yield_op) = build_loop(ir, point, loc, &lower, &upper, original.step);
        loops.push(for_op);
        new_ivs.push(iv);
        point = InsertPoint::Before(yield_op);
    }

    // The innermost original body moves into the innermost intra-tile loop.
    let body = innermost.body(ir)?;
    let terminator = body.last_op(ir)?;
    let moved: Vec<Op> = body.ops(ir).filter(|&op| op != terminator).collect();
    for op in moved {
        ir.move_op(op, point);
    }
    for (old, new) in old_ivs.into_iter().zip(new_ivs) {
        ir.replace_all_uses_with(old, new);
    }
    ir.erase_op(root);
    Some(loops)
}

/// The upper bound of the intra-tile loop of `original` tiled by `size`,
/// starting at `tile_iv`.
fn intra_tile_upper_bound(original: &Original, size: u32, tile_iv: Value) -> Bound {
    let size = u64::from(size);
    let span = |count: u64| AffineExpr::dim(0) + (count as i64).wrapping_mul(original.step);
    if let Some(count) = original.trip_count.filter(|&c| c < size) {
        return Bound { map: AffineMap::new(1, 0, vec![span(count)]), operands: vec![tile_iv] };
    }
    if original.largest_divisor.is_multiple_of(size) {
        return Bound { map: AffineMap::new(1, 0, vec![span(size)]), operands: vec![tile_iv] };
    }
    // min(tile start + tile, original upper bounds): the tile-space value
    // is a new dimension after the original ones.
    let map = &original.upper.map;
    let dims = map.num_dims();
    let split = (dims as usize).min(original.upper.operands.len());
    let mut operands = original.upper.operands[..split].to_vec();
    operands.push(tile_iv);
    operands.extend_from_slice(&original.upper.operands[split..]);
    let tile_end = AffineExpr::dim(dims) + (size as i64).wrapping_mul(original.step);
    let mut results = vec![tile_end];
    results.extend(map.results().iter().cloned());
    Bound { map: AffineMap::new(dims + 1, map.num_symbols(), results), operands }
}

/// Builds an `affine.for` with the given bounds and step at `point`, its
/// body holding only the terminator; returns the loop, its induction
/// variable and the terminator.
fn build_loop(
    ir: &mut IrView,
    point: InsertPoint,
    loc: Location,
    lower: &Bound,
    upper: &Bound,
    step: i64,
) -> (ForOp, Value, Op) {
    let ctx = ir.ctx_arc().clone();
    let index = ctx.index_type();
    let mut b = Builder::new(ir, point);
    let for_op = ForOp::build(
        &mut b,
        loc,
        &[],
        &lower.operands,
        &upper.operands,
        &[],
        ctx.affine_map_attr(lower.map.clone()),
        ctx.affine_map_attr(upper.map.clone()),
        step,
    );
    let region = for_op.region(ir);
    let block = ir.add_entry_block(region, &[index], loc);
    let iv = block.arg(ir, 0);
    let mut b = Builder::new(ir, InsertPoint::BlockEnd(block));
    let yield_op = YieldOp::build(&mut b, loc, &[]).as_op();
    (for_op, iv, yield_op)
}
