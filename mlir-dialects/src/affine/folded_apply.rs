//! Building an `affine.apply` that is composed with the applies defining
//! its operands and folded when it can be (MLIR's
//! `makeComposedFoldedAffineApply`): constant operands go into the map,
//! producers are composed, the map is canonicalized, and the result is a
//! constant or an existing value when the apply would fold, an apply
//! only otherwise.

use mlir_core::Location;
use mlir_core::context::builtin::affine::{AffineExpr, AffineMap};
use mlir_core::ir::{IrView, Value};
use mlir_core::rewrite::{OpFoldResult, PatternRewriter};
use mlir_core::transforms::folding::fold_one_op::constant_value;

use super::ApplyOp;
use super::compose::compose_affine_map_and_operands;

/// `map` (one result) with its operands that are integer attributes
/// written into it as constants; the remaining operands are returned, in
/// order (MLIR's `foldAttributesIntoMap`).
fn fold_attributes_into_map(
    ir: &IrView,
    map: &AffineMap,
    operands: &[OpFoldResult],
) -> (AffineMap, Vec<Value>) {
    let ctx = ir.ctx();
    let mut values = Vec::new();
    let mut replace = |range: &[OpFoldResult], leaf: fn(u32) -> AffineExpr| {
        let mut kept = 0u32;
        let exprs: Vec<AffineExpr> = range
            .iter()
            .map(|operand| match *operand {
                OpFoldResult::Attr(attr) => AffineExpr::constant(
                    attr.as_integer(ctx).and_then(|v| v.as_i64()).unwrap_or_default(),
                ),
                OpFoldResult::Value(value) => {
                    values.push(value);
                    kept += 1;
                    leaf(kept - 1)
                }
            })
            .collect();
        (exprs, kept)
    };
    let split = (map.num_dims() as usize).min(operands.len());
    let (dims, num_dims) = replace(&operands[..split], AffineExpr::dim);
    let (symbols, num_symbols) = replace(&operands[split..], AffineExpr::symbol);
    (map.replace_dims_and_symbols(&dims, &symbols, num_dims, num_symbols), values)
}

/// The value of `affine.apply` of `map` (one result) on `operands`, each
/// a constant or a value: composed and canonicalized, then folded to an
/// operand or a constant, else built at the rewriter's insertion point.
pub fn make_composed_folded_affine_apply(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    map: &AffineMap,
    operands: &[OpFoldResult],
) -> OpFoldResult {
    let (mut map, mut values) = fold_attributes_into_map(rw, map, operands);
    compose_affine_map_and_operands(rw, &mut map, &mut values);
    if let Some(folded) = fold_apply(rw, &map, &values) {
        return folded;
    }
    let ctx = rw.ctx();
    let (index, attr) = (ctx.index_type(), ctx.affine_map_attr(map));
    OpFoldResult::Value(ApplyOp::build(rw, loc, index, &values, attr).result(rw))
}

/// [`make_composed_folded_affine_apply`] of the map whose one result is
/// `expr`, with as many dimensions and symbols as it names (MLIR's
/// `AffineMap::inferFromExprList`).
pub fn make_composed_folded_affine_apply_expr(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    expr: AffineExpr,
    operands: &[OpFoldResult],
) -> OpFoldResult {
    let (mut dims, mut symbols) = (0u32, 0u32);
    expr.walk(|e| {
        if let Some(d) = e.as_dim() {
            dims = dims.max(d + 1);
        }
        if let Some(s) = e.as_symbol() {
            symbols = symbols.max(s + 1);
        }
    });
    let map = AffineMap::new(dims, symbols, vec![expr]);
    make_composed_folded_affine_apply(rw, loc, &map, operands)
}

/// What `affine.apply` of `map` on `values` folds to, as its folder
/// decides: a map that is one of its inputs is that value; constant
/// operands evaluate the map.
fn fold_apply(ir: &IrView, map: &AffineMap, values: &[Value]) -> Option<OpFoldResult> {
    let expr = map.results().first()?;
    let input = match (expr.as_dim(), expr.as_symbol()) {
        (Some(d), _) => Some(d as usize),
        (_, Some(s)) => Some((map.num_dims() + s) as usize),
        _ => None,
    };
    if let Some(&value) = input.and_then(|position| values.get(position)) {
        return Some(OpFoldResult::Value(value));
    }
    let ctx = ir.ctx();
    let constants: Vec<Option<i64>> = values
        .iter()
        .map(|&v| constant_value(ir, v).and_then(|c| c.as_integer(ctx)?.as_i64()))
        .collect();
    let folded = map.constant_fold(&constants).ok()??;
    Some(OpFoldResult::Attr(ctx.integer_attr_i64(ctx.index_type(), folded[0])))
}
