//! How an affine access moves along a loop (MLIR's `isContiguousAccess`
//! and `isInvariantAccess`): invariant when no subscript depends on the
//! loop's induction variable, and varying along one memref dimension
//! when only that subscript does, the subscripts' operands read through
//! the `affine.apply` ops that define them.

use mlir_core::context::builtin::affine::AffineMap;
use mlir_core::ir::{IrView, Value};

use super::access::MemRefAccess;
use crate::affine::canonical_operands::canonicalize_map_and_operands;
use crate::affine::compose::fully_compose_affine_map_and_operands;

/// How an access moves along a loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AccessAlongLoop {
    /// No subscript depends on the loop.
    Invariant,
    /// Only one subscript depends on it: the memref dimension counted
    /// from the innermost (0 is the fastest varying one), as upstream's
    /// `memRefDim`.
    VaryingIn(usize),
    /// Several subscripts depend on it.
    Varying,
}

/// Whether `index`, composed through the `affine.apply` ops defining it,
/// does not depend on `iv` (MLIR's `isAccessIndexInvariant`).
fn index_invariant(ir: &IrView, iv: Value, index: Value) -> bool {
    let mut map = AffineMap::identity(1);
    let mut operands = vec![index];
    fully_compose_affine_map_and_operands(ir, &mut map, &mut operands);
    map = map.simplified();
    canonicalize_map_and_operands(ir, &mut map, &mut operands);
    !operands.contains(&iv)
}

/// How `access` moves along the loop of induction variable `iv` (MLIR's
/// `isContiguousAccess`: each operand a subscript uses is checked in
/// turn, and a second varying one means several dimensions vary).
/// `None` when the memref's layout is not the identity, which upstream
/// reports as not implemented.
pub fn access_along_loop(ir: &IrView, iv: Value, access: &MemRefAccess) -> Option<AccessAlongLoop> {
    let parts = access.memref.ty(ir).memref_parts(ir.ctx())?;
    let identity_layout = parts
        .layout
        .is_none_or(|layout| ir.ctx().affine_map_of(layout).is_some_and(|m| m.is_identity()));
    if !identity_layout {
        return None;
    }
    let (map, operands) = access.raw_map(ir);
    let num_dims = map.num_dims() as usize;
    let mut varying: Option<usize> = None;
    for (i, result) in map.results().iter().enumerate() {
        let mut used = Vec::new();
        result.walk(|e| {
            if let Some(d) = e.as_dim() {
                used.push(operands.get(d as usize).copied());
            } else if let Some(s) = e.as_symbol() {
                used.push(operands.get(num_dims + s as usize).copied());
            }
        });
        for operand in used.into_iter().flatten() {
            if !index_invariant(ir, iv, operand) {
                if varying.is_some() {
                    return Some(AccessAlongLoop::Varying);
                }
                varying = Some(i);
            }
        }
    }
    Some(match varying {
        None => AccessAlongLoop::Invariant,
        Some(i) => AccessAlongLoop::VaryingIn(parts.shape.len().saturating_sub(i + 1)),
    })
}

/// Whether `access`, its map composed and canonicalized, does not use
/// `iv` (MLIR's `isInvariantAccess`).
pub fn is_invariant_access(ir: &IrView, iv: Value, access: &MemRefAccess) -> bool {
    !access.access_map(ir).1.contains(&iv)
}
