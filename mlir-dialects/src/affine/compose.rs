//! Composing the `affine.apply` ops that define a map's operands into the
//! map (MLIR's `composeAffineMapAndOperands`): each such operand is
//! replaced by the apply's expression over the apply's own operands, until
//! none is left, and the result is canonicalized and simplified.

use mlir_core::context::builtin::affine::{AffineExpr, AffineMap};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Value};

use super::apply::ApplyOp;
use super::canonical_operands::{AffineStructure, canonicalize_map_and_operands};

/// Composes into `map` every operand defined by `affine.apply`, then
/// canonicalizes and simplifies the map and its operands (MLIR's
/// `composeAffineMapAndOperands`).
pub fn compose_affine_map_and_operands(
    ir: &IrView,
    map: &mut AffineMap,
    operands: &mut Vec<Value>,
) {
    if map.num_results() == 0 {
        canonicalize_map_and_operands(ir, map, operands);
        *map = map.simplified();
        return;
    }
    let split = (map.num_dims() as usize).min(operands.len());
    let mut dims: Vec<Option<Value>> = operands[..split].iter().copied().map(Some).collect();
    let mut symbols: Vec<Option<Value>> = operands[split..].iter().copied().map(Some).collect();
    // Each replacement appends the apply's operands, so the positions only
    // grow; restart from the first after every replacement.
    while (0..dims.len() + symbols.len())
        .any(|position| compose_input(ir, map, position, &mut dims, &mut symbols))
    {}

    // The replaced inputs are no longer used: drop them and renumber.
    operands.clear();
    let renumber = |inputs: &[Option<Value>], leaf: fn(u32) -> AffineExpr, out: &mut Vec<Value>| {
        let mut next = 0;
        let replacements: Vec<AffineExpr> = inputs
            .iter()
            .map(|input| match input {
                None => AffineExpr::constant(0),
                Some(value) => {
                    out.push(*value);
                    next += 1;
                    leaf(next - 1)
                }
            })
            .collect();
        (replacements, next)
    };
    let (dim_replacements, num_dims) = renumber(&dims, AffineExpr::dim, operands);
    let (symbol_replacements, num_symbols) = renumber(&symbols, AffineExpr::symbol, operands);
    *map = map.replace_inputs(&dim_replacements, &symbol_replacements, num_dims, num_symbols);

    canonicalize_map_and_operands(ir, map, operands);
    *map = map.simplified();
}

/// Composes until no operand is defined by `affine.apply` (MLIR's
/// `fullyComposeAffineMapAndOperands`).
pub fn fully_compose_affine_map_and_operands(
    ir: &IrView,
    map: &mut AffineMap,
    operands: &mut Vec<Value>,
) {
    while operands.iter().any(|&v| defining_apply(ir, v).is_some()) {
        compose_affine_map_and_operands(ir, map, operands);
    }
}

/// The `affine.apply` defining `value`, if any.
pub(super) fn defining_apply(ir: &IrView, value: Value) -> Option<ApplyOp> {
    ApplyOp::try_from_op(ir, value.defining_op(ir)?)
}

/// Replaces input `position` (dimensions first, then symbols) by the
/// expression of the `affine.apply` defining it, appending the apply's
/// operands as new inputs; `false` if that input is not such a value
/// (MLIR's `replaceDimOrSym`).
fn compose_input(
    ir: &IrView,
    map: &mut AffineMap,
    position: usize,
    dims: &mut Vec<Option<Value>>,
    symbols: &mut Vec<Option<Value>>,
) -> bool {
    let is_dim = position < dims.len();
    let slot = if is_dim { &mut dims[position] } else { &mut symbols[position - dims.len()] };
    let Some(apply) = slot.and_then(|value| defining_apply(ir, value)) else { return false };
    let Some(mut apply_map) = ir.ctx().affine_map_of(apply.map(ir)) else { return false };
    if apply_map.num_results() != 1 {
        return false;
    }
    *slot = None;

    // Promote the apply's dimensions to symbols where possible, so the
    // composed map stays valid.
    let mut apply_operands: Vec<Value> = apply.map_operands(ir).collect();
    canonicalize_map_and_operands(ir, &mut apply_map, &mut apply_operands);
    let (old_dims, old_symbols) = (dims.len() as u32, symbols.len() as u32);
    let shifted_dims: Vec<AffineExpr> =
        (0..apply_map.num_dims()).map(|d| AffineExpr::dim(old_dims + d)).collect();
    let shifted_symbols: Vec<AffineExpr> =
        (0..apply_map.num_symbols()).map(|s| AffineExpr::symbol(old_symbols + s)).collect();
    let Some(result) = apply_map.results().first() else { return false };
    let replacement = result.replace_dims_and_symbols(&shifted_dims, &shifted_symbols);

    let split = apply_map.num_dims() as usize;
    dims.extend(apply_operands[..split].iter().copied().map(Some));
    symbols.extend(apply_operands[split..].iter().copied().map(Some));

    // Replace just the composed input; the others keep their positions.
    let position = position as u32;
    let keep_dims: Vec<AffineExpr> = (0..old_dims)
        .map(|d| if is_dim && d == position { replacement.clone() } else { AffineExpr::dim(d) })
        .collect();
    let symbol_position = position.wrapping_sub(old_dims);
    let keep_symbols: Vec<AffineExpr> = (0..old_symbols)
        .map(|s| {
            if !is_dim && s == symbol_position {
                replacement.clone()
            } else {
                AffineExpr::symbol(s)
            }
        })
        .collect();
    *map = map.replace_inputs(&keep_dims, &keep_symbols, dims.len() as u32, symbols.len() as u32);
    true
}
