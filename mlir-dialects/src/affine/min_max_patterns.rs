//! The canonicalization patterns of `affine.min` and `affine.max`, in MLIR
//! 22's registration order: a single result becomes `affine.apply` and
//! duplicate results go (both `#[pattern]`s), an operand that is itself a
//! min (max) merges its results in, the shared `SimplifyAffineOp` (in
//! `simplify_op`), and the results are sorted by their flattened forms
//! (hand-written: they rebuild maps and operand lists).

use mlir_core::Attribute;
use mlir_core::context::builtin::affine::{AffineExpr, AffineMap};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_derive::pattern;

use super::operand_bounds::linear_form;
use super::{ApplyOp, MaxOp, MinOp};

/// The map of a min or max op.
fn map_of(rw: &PatternRewriter<'_>, op: Op) -> Option<AffineMap> {
    rw.ctx().affine_map_of(op.inherent_attr(rw, "map")?)
}

/// Replaces a min or max op by a new one of the same kind over `map` and
/// `operands`, without its discardable attributes (upstream builds it
/// afresh).
fn replace_min_max(rw: &mut PatternRewriter<'_>, op: Op, map: AffineMap, operands: &[Value]) {
    let loc = op.loc(rw);
    let index = rw.ctx().index_type();
    let map = rw.ctx().affine_map_attr(map);
    let new = if MinOp::try_from_op(rw, op).is_some() {
        MinOp::build(rw, loc, index, operands, map).as_op()
    } else {
        MaxOp::build(rw, loc, index, operands, map).as_op()
    };
    let results: Vec<Value> = new.results(rw).collect();
    rw.replace_op(op, &results);
}

/// Whether a map has exactly one result.
fn single_result(ir: &IrView, map: Attribute) -> bool {
    ir.ctx().affine_map_of(map).is_some_and(|m| m.num_results() == 1)
}

/// The map without the later copies of a result, when it has any.
fn deduplicated(ir: &IrView, map: Attribute) -> Option<Attribute> {
    let map = ir.ctx().affine_map_of(map)?;
    let mut unique: Vec<AffineExpr> = Vec::with_capacity(map.num_results());
    for expr in map.results() {
        if !unique.contains(expr) {
            unique.push(expr.clone());
        }
    }
    (unique.len() != map.num_results()).then(|| {
        ir.ctx().affine_map_attr(AffineMap::new(map.num_dims(), map.num_symbols(), unique))
    })
}

/// A single-result `affine.min` is `affine.apply` of its map (MLIR's
/// `CanonicalizeSingleResultAffineMinMaxOp`).
#[pattern(loc = (r), r @ MinOp([xs @ ..], m) if single_result(rw, m) => ApplyOp(xs, m))]
pub struct CanonicalizeSingleResultAffineMin;

/// A single-result `affine.max` is `affine.apply` of its map.
#[pattern(loc = (r), r @ MaxOp([xs @ ..], m) if single_result(rw, m) => ApplyOp(xs, m))]
pub struct CanonicalizeSingleResultAffineMax;

/// Duplicate results of an `affine.min` go (MLIR's
/// `DeduplicateAffineMinMaxExpressions`).
#[pattern(
    loc = (r),
    r @ MinOp([xs @ ..], m) if deduplicated(rw, m).is_some()
    => MinOp(xs, { deduplicated(rw, m).unwrap_or(m) })
)]
pub struct DeduplicateAffineMinExpressions;

/// Duplicate results of an `affine.max` go.
#[pattern(
    loc = (r),
    r @ MaxOp([xs @ ..], m) if deduplicated(rw, m).is_some()
    => MaxOp(xs, { deduplicated(rw, m).unwrap_or(m) })
)]
pub struct DeduplicateAffineMaxExpressions;

/// A result that is just an operand defined by an op of the same kind is
/// replaced by that op's results, over its operands appended to these
/// (MLIR's `MergeAffineMinMaxOp`).
fn merge_producers(rw: &mut PatternRewriter<'_>, op: Op) -> RewriteResult {
    let Some(map) = map_of(rw, op) else { return rw.notify_match_failure(op, "no map") };
    let name = op.name(rw);
    let operands: Vec<Value> = op.operands(rw).collect();
    let split = (map.num_dims() as usize).min(operands.len());
    let (mut dims, mut symbols) = (operands[..split].to_vec(), operands[split..].to_vec());
    let mut results = Vec::new();
    let mut producers = Vec::new();
    for expr in map.results() {
        let operand = match (expr.as_dim(), expr.as_symbol()) {
            (Some(d), _) => operands.get(d as usize).copied(),
            (_, Some(s)) => symbols.get(s as usize).copied(),
            _ => None,
        };
        if let Some(producer) =
            operand.and_then(|v| v.defining_op(rw)).filter(|p| p.name(rw) == name)
        {
            producers.push(producer);
        } else {
            results.push(expr.clone());
        }
    }
    if producers.is_empty() {
        return rw.notify_match_failure(op, "no operand is a min/max of the same kind");
    }
    let (mut num_dims, mut num_symbols) = (map.num_dims(), map.num_symbols());
    for producer in producers {
        let Some(producer_map) = map_of(rw, producer) else { continue };
        let producer_operands: Vec<Value> = producer.operands(rw).collect();
        let split = (producer_map.num_dims() as usize).min(producer_operands.len());
        dims.extend_from_slice(&producer_operands[..split]);
        symbols.extend_from_slice(&producer_operands[split..]);
        let shifted_dims: Vec<AffineExpr> =
            (0..producer_map.num_dims()).map(|d| AffineExpr::dim(num_dims + d)).collect();
        let shifted_symbols: Vec<AffineExpr> =
            (0..producer_map.num_symbols()).map(|s| AffineExpr::symbol(num_symbols + s)).collect();
        results.extend(
            producer_map
                .results()
                .iter()
                .map(|r| r.replace_dims_and_symbols(&shifted_dims, &shifted_symbols)),
        );
        num_dims += producer_map.num_dims();
        num_symbols += producer_map.num_symbols();
    }
    dims.extend(symbols);
    replace_min_max(rw, op, AffineMap::new(num_dims, num_symbols, results), &dims);
    Ok(())
}

/// Sorts the results by their flattened coefficient vectors, when every
/// result is pure affine without local variables (MLIR's
/// `CanonicalizeAffineMinMaxOpExprAndTermOrder`).
fn sort_results(rw: &mut PatternRewriter<'_>, op: Op) -> RewriteResult {
    let Some(map) = map_of(rw, op) else { return rw.notify_match_failure(op, "no map") };
    let mut keys = Vec::with_capacity(map.num_results());
    for expr in map.results() {
        if !expr.is_pure_affine() {
            return rw.notify_match_failure(op, "not pure affine");
        }
        let Some(flat) = linear_form(expr, map.num_dims(), map.num_symbols()) else {
            return rw.notify_match_failure(op, "not flattenable without local variables");
        };
        keys.push(flat);
    }
    if keys.is_sorted() {
        return rw.notify_match_failure(op, "already sorted");
    }
    let mut order: Vec<usize> = (0..keys.len()).collect();
    order.sort_by(|&a, &b| keys[a].cmp(&keys[b]));
    let results = order.iter().map(|&i| map.results()[i].clone()).collect();
    let operands: Vec<Value> = op.operands(rw).collect();
    replace_min_max(rw, op, AffineMap::new(map.num_dims(), map.num_symbols(), results), &operands);
    Ok(())
}

/// Declares each pattern for `affine.min` and for `affine.max`.
macro_rules! min_max_patterns {
    ($($(#[$doc:meta])* $min:ident, $max:ident, creates [$($created:literal),*] => $body:ident;)*) => {$(
        pattern! {
            $(#[$doc])*
            $min on MinOp,
            creates [$($created),*],
            $min::rewrite
        }

        impl $min {
            fn rewrite(op: MinOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
                $body(rw, op.as_op())
            }
        }

        pattern! {
            $(#[$doc])*
            $max on MaxOp,
            creates [$($created),*],
            $max::rewrite
        }

        impl $max {
            fn rewrite(op: MaxOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
                $body(rw, op.as_op())
            }
        }
    )*};
}

min_max_patterns! {
    /// Producers of the same kind merge in.
    MergeAffineMinOp, MergeAffineMaxOp,
        creates ["affine.min", "affine.max"] => merge_producers;
    /// Results in flattened order.
    CanonicalizeAffineMinExprAndTermOrder, CanonicalizeAffineMaxExprAndTermOrder,
        creates ["affine.min", "affine.max"] => sort_results;
}
