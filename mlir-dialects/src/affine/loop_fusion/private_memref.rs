//! Private buffers for fused nests (MLIR's `createPrivateMemRef` with
//! `replaceAllMemRefUsesWith`): a memref only the fused nest uses is
//! replaced, from the slice on, by a new `memref.alloc` shaped as the
//! bounding box of the region one iteration at the fusion depth writes,
//! each access shifted by the box's offset; and whether a memref escapes
//! the block (its uses are not all affine accesses, or it is not a fresh
//! allocation).

use mlir_core::context::builtin::affine::{AffineExpr, AffineMap, simplify_affine_expr};
use mlir_core::definitions::interfaces::memory_effects::{EffectKind, op_effects};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Block, Builder, InsertPoint, IrView, Op, Value};

use crate::affine::analysis::{MemRefAccess, region_box};
use crate::affine::canonical_operands::canonicalize_map_and_operands;
use crate::affine::compose::fully_compose_affine_map_and_operands;
use crate::affine::loop_utils::element_size_bytes;
use crate::affine::{ApplyOp, ForOp, LoadOp, StoreOp};
use crate::memref::AllocOp;

/// Whether `memref` escapes `block` (MLIR's `isEscapingMemref`): a block
/// argument, a value not made by an allocation alone, or one with a use
/// in the block that is not an affine access (or a use elsewhere).
pub(super) fn is_escaping_memref(ir: &IrView, memref: Value, block: Block) -> bool {
    let Some(def) = memref.defining_op(ir) else { return true };
    let allocates = op_effects(ir, def).is_some_and(|effects| {
        let on: Vec<_> = effects.iter().filter(|e| e.value.is_none_or(|v| v == memref)).collect();
        !on.is_empty() && on.iter().all(|e| e.kind == EffectKind::Allocate)
    });
    if !allocates {
        return true;
    }
    memref.uses(ir).any(|u| {
        let Some(ancestor) = ancestor_in_region_of(ir, block, u.owner(ir)) else { return true };
        if ancestor.block(ir) != Some(block) {
            return false;
        }
        MemRefAccess::new(ir, u.owner(ir)).is_none()
    })
}

/// The ancestor of `op` (itself included) in the region of `block`.
fn ancestor_in_region_of(ir: &IrView, block: Block, op: Op) -> Option<Op> {
    let region = block.region(ir)?;
    let mut current = op;
    loop {
        if current.block(ir).and_then(|b| b.region(ir)) == Some(region) {
            return Some(current);
        }
        current = current.parent_op(ir)?;
    }
}

/// The ancestor of `op` (itself included) in `block`.
fn ancestor_in_block(ir: &IrView, block: Block, op: Op) -> Option<Op> {
    let mut current = op;
    loop {
        if current.block(ir) == Some(block) {
            return Some(current);
        }
        current = current.parent_op(ir)?;
    }
}

/// Makes a private buffer for the memref `stores` write in the fused
/// nest `for_op` at depth `depth` and moves the accesses from the slice
/// on to it; the new memref, or `None` when the region has no constant
/// box.
pub(super) fn create_private_memref(
    ir: &mut IrView,
    for_op: ForOp,
    stores: &[Op],
    depth: usize,
    fast_mem_space: Option<u32>,
    slice_block: Block,
    local_buf_threshold: u64,
) -> Option<Value> {
    let store = *stores.first()?;
    let old = MemRefAccess::new(ir, store)?.memref;
    let parts = old.ty(ir).memref_parts(ir.ctx())?;
    let rank = parts.shape.len();
    let region = region_box(ir, store, depth, None)?;
    let outer = region.symbols.clone();
    let num_outer = outer.len() as u32;
    let mut offsets = Vec::new();
    for (coefficients, constant, divisor) in &region.lbs {
        let mut offset = AffineExpr::constant(0);
        for (j, &c) in coefficients.iter().enumerate() {
            offset = offset + AffineExpr::dim(j as u32) * i64::try_from(c).ok()?;
        }
        offset = (offset + i64::try_from(*constant).ok()?).floor_div(i64::try_from(*divisor).ok()?);
        offsets.push(offset);
    }
    let element = element_size_bytes(ir, parts.element)?;
    let bytes = element.saturating_mul(u64::try_from(region.num_elements()).ok()?);
    let ctx = ir.ctx_arc().clone();
    let memory_space = match fast_mem_space {
        Some(space) if bytes <= local_buf_threshold => {
            (space != 0).then(|| ctx.integer_attr_i64(ctx.integer_type(64), i64::from(space)))
        }
        _ => parts.memory_space,
    };
    let new_type = ctx.memref_type_with(&region.shape, parts.element, None, memory_space);
    let parent_block = for_op.as_op().block(ir)?;
    let loc = for_op.as_op().loc(ir);
    let new_memref = {
        let mut b = Builder::new(ir, InsertPoint::BlockStart(parent_block));
        AllocOp::build(&mut b, loc, new_type, &[], &[], None).memref(&b)
    };
    let remap: Vec<AffineExpr> = (0..rank)
        .map(|i| {
            let d = AffineExpr::dim(num_outer + i as u32);
            simplify_affine_expr(&(d - offsets[i].clone()), num_outer + rank as u32, 0)
        })
        .collect();
    // The first op of the slice's block that holds one of the stores.
    let mut filter: Option<Op> = None;
    for &s in stores {
        let Some(ancestor) = ancestor_in_block(ir, slice_block, s) else { continue };
        if filter.is_none_or(|f| ancestor.is_before_in_block(ir, f)) {
            filter = Some(ancestor);
        }
    }
    let filter = filter?;
    let users: Vec<Op> = old.uses(ir).map(|u| u.owner(ir)).collect();
    for user in users {
        let Some(ancestor) = ancestor_in_block(ir, slice_block, user) else { continue };
        if ancestor != filter && !filter.is_before_in_block(ir, ancestor) {
            continue;
        }
        replace_access(ir, user, old, new_memref, &remap, &outer);
    }
    Some(new_memref)
}

/// Points the affine load or store `op` at `new`, its subscripts mapped
/// through `remap` over `outer` then the old subscripts.
fn replace_access(
    ir: &mut IrView,
    op: Op,
    old: Value,
    new: Value,
    remap: &[AffineExpr],
    outer: &[Value],
) {
    let Some(access) = MemRefAccess::new(ir, op) else { return };
    if access.memref != old {
        return;
    }
    let (map, operands) = access.raw_map(ir);
    let num_outer = outer.len() as u32;
    // Upstream applies the old map's results one by one and the remap on
    // them; the first applies stay behind, unused, when both maps are not
    // identities.
    let remap_identity =
        num_outer == 0 && remap.iter().enumerate().all(|(i, e)| e.as_dim() == Some(i as u32));
    let old_identity = map.num_symbols() == 0 && map == AffineMap::identity(map.num_dims());
    if !remap_identity && !old_identity {
        let loc = op.loc(ir);
        let index = ir.ctx().index_type();
        for expr in map.results() {
            let single = AffineMap::new(map.num_dims(), map.num_symbols(), vec![expr.clone()]);
            let attr = ir.ctx().affine_map_attr(single);
            let mut b = Builder::new(ir, InsertPoint::Before(op));
            ApplyOp::build(&mut b, loc, index, &operands, attr);
        }
    }
    // Dimensions: the outer values, then the old map's dimensions; the
    // old map's symbols stay symbols.
    let shifted: Vec<AffineExpr> =
        map.results().iter().map(|e| e.shift_dims(map.num_dims(), num_outer, 0)).collect();
    let dims: Vec<AffineExpr> = (0..num_outer).map(AffineExpr::dim).chain(shifted).collect();
    let results: Vec<AffineExpr> =
        remap.iter().map(|e| e.replace_dims_and_symbols(&dims, &[])).collect();
    let mut new_map = AffineMap::new(num_outer + map.num_dims(), map.num_symbols(), results);
    let num_old_dims = map.num_dims() as usize;
    let mut new_operands: Vec<Value> = outer.to_vec();
    new_operands.extend_from_slice(&operands[..num_old_dims]);
    new_operands.extend_from_slice(&operands[num_old_dims..]);
    fully_compose_affine_map_and_operands(ir, &mut new_map, &mut new_operands);
    new_map = new_map.simplified();
    // Upstream's composition merges repeated operands and folds what
    // cancels; merging then simplifying, then dropping the inputs left
    // unused, gives the same map.
    canonicalize_map_and_operands(ir, &mut new_map, &mut new_operands);
    new_map = new_map.simplified();
    canonicalize_map_and_operands(ir, &mut new_map, &mut new_operands);
    let ctx = ir.ctx_arc().clone();
    if LoadOp::isa(ir, op) {
        let mut all = vec![new];
        all.extend(new_operands);
        ir.set_operands(op, &all);
    } else if StoreOp::isa(ir, op) {
        let value = op.operands(ir).next();
        let Some(value) = value else { return };
        let mut all = vec![value, new];
        all.extend(new_operands);
        ir.set_operands(op, &all);
    } else {
        return;
    }
    ir.set_attr_any(op, "map", Some(ctx.affine_map_attr(new_map)));
}
