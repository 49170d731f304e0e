//! The canonicalization patterns of `affine.delinearize_index` and
//! `affine.linearize_index`, in MLIR 22's registration order: cancelling a
//! delinearization of a disjoint linearization (wholly or its common
//! tail), dropping unit basis elements, splitting a delinearization that
//! spans the last linearized index, merging runs of delinearized digits
//! that a linearization recombines, and dropping a leading zero index.

use mlir_core::Location;
use mlir_core::context::builtin::affine::{AffineBinaryOp, AffineExpr, AffineMap};
use mlir_core::context::builtin::types::DYNAMIC;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{InsertPoint, Op, OpBuilder, Value, ValueOwner};
use mlir_core::rewrite::{OpFoldResult, PatternRewriter, RewriteResult};

use super::ApplyOp;
use super::linearize::{
    DelinearizeIndexOp, LinearizeIndexOp, MixedRadix, create_delinearize, create_linearize,
};
use crate::arith::ConstantOp;
use crate::index_list::constant_int;

/// The linearization defining a delinearization's index.
fn defining_linearize(
    rw: &PatternRewriter<'_>,
    op: DelinearizeIndexOp,
) -> Option<LinearizeIndexOp> {
    let def = op.linear_index(rw).defining_op(rw)?;
    LinearizeIndexOp::try_from_op(rw, def)
}

/// `arith.constant 0 : index` at the insertion point.
fn zero_index(rw: &mut PatternRewriter<'_>, loc: Location) -> Value {
    let index = rw.ctx().index_type();
    let zero = rw.ctx().integer_attr_i64(index, 0);
    ConstantOp::build(rw, loc, index, zero).result(rw)
}

pattern! {
    /// A delinearization of a disjoint linearization whose bases end
    /// alike: the common tail's digits are the linearized indices
    /// themselves, and what precedes is linearized and delinearized anew
    /// (all of it when the bases are the same; MLIR's
    /// `CancelDelinearizeOfLinearizeDisjointExactTail`).
    CancelDelinearizeOfLinearizeDisjointExactTail on DelinearizeIndexOp,
    creates ["affine.linearize_index", "affine.delinearize_index"],
    cancel_common_tail
}

fn cancel_common_tail(op: DelinearizeIndexOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let Some(lin) = defining_linearize(rw, op) else {
        return rw.notify_match_failure(op.as_op(), "index doesn't come from linearize");
    };
    if !lin.disjoint(rw) {
        return rw.notify_match_failure(lin.as_op(), "not disjoint");
    }
    let ins: Vec<Value> = lin.multi_index(rw).collect();
    let lin_basis = lin.mixed_basis(rw);
    let delin_basis = op.mixed_basis(rw);
    let matches =
        lin_basis.iter().rev().zip(delin_basis.iter().rev()).take_while(|(a, b)| a == b).count();
    if matches == 0 {
        return rw.notify_match_failure(op.as_op(), "final basis element doesn't match linearize");
    }
    let results = op.as_op().num_results(rw);
    if matches == lin_basis.len() && matches == delin_basis.len() && ins.len() == results {
        rw.replace_op(op.as_op(), &ins);
        return Ok(());
    }
    let padded = |basis: &[OpFoldResult]| basis.iter().copied().map(Some).collect::<Vec<_>>();
    let head = padded(&lin_basis[..lin_basis.len() - matches]);
    let new_lin = create_linearize(
        rw,
        lin.as_op().loc(rw),
        &ins[..ins.len() - matches],
        &head,
        lin.disjoint(rw),
    );
    let head = padded(&delin_basis[..delin_basis.len() - matches]);
    let outer = op.has_outer_bound(rw);
    let new_delin = create_delinearize(rw, op.as_op().loc(rw), new_lin, &head, outer);
    let mut merged: Vec<Value> = new_delin.as_op().results(rw).collect();
    merged.extend_from_slice(&ins[ins.len() - matches..]);
    rw.replace_op(op.as_op(), &merged);
    Ok(())
}

pattern! {
    /// The digits of unit basis elements are 0; the others come from a
    /// delinearization without those elements (MLIR's
    /// `DropUnitExtentBasis`).
    DropUnitExtentBasis on DelinearizeIndexOp,
    creates ["arith.constant", "affine.delinearize_index"],
    drop_unit_extent_basis
}

fn drop_unit_extent_basis(op: DelinearizeIndexOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let loc = op.as_op().loc(rw);
    let basis = op.padded_basis(rw);
    let mut replacements: Vec<Option<Value>> = vec![None; basis.len()];
    let mut zero = None;
    let mut kept = Vec::new();
    for (i, element) in basis.into_iter().enumerate() {
        if element.is_some_and(|e| constant_int(rw, &e) == Some(1)) {
            let value = *zero.get_or_insert_with(|| zero_index(rw, loc));
            replacements[i] = Some(value);
        } else {
            kept.push(element);
        }
    }
    if kept.len() == replacements.len() {
        return rw.notify_match_failure(op.as_op(), "no unit basis elements");
    }
    if !kept.is_empty() {
        let linear = op.linear_index(rw);
        let new = create_delinearize(rw, loc, linear, &kept, true);
        let mut results = new.as_op().results(rw);
        for slot in replacements.iter_mut().filter(|r| r.is_none()) {
            *slot = results.next();
        }
    }
    let values: Vec<Value> = replacements.into_iter().flatten().collect();
    rw.replace_op(op.as_op(), &values);
    Ok(())
}

pattern! {
    /// A delinearization of a disjoint linearization whose last static
    /// basis element is the product of at least two trailing static
    /// elements of the delinearization's basis: those digits come from
    /// the last linearized index alone, and the rest from the other
    /// indices (MLIR's `SplitDelinearizeSpanningLastLinearizeArg`).
    SplitDelinearizeSpanningLastLinearizeArg on DelinearizeIndexOp,
    creates ["affine.linearize_index", "affine.delinearize_index"],
    split_last_linearized
}

fn split_last_linearized(op: DelinearizeIndexOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let Some(lin) = defining_linearize(rw, op) else {
        return rw.notify_match_failure(op.as_op(), "index doesn't come from linearize");
    };
    if !lin.disjoint(rw) {
        return rw.notify_match_failure(lin.as_op(), "linearize isn't disjoint");
    }
    let lin_statics = lin.static_basis(rw);
    let Some(&target) = lin_statics.last() else {
        return rw.notify_match_failure(lin.as_op(), "linearize has no basis elements");
    };
    if target == DYNAMIC {
        return rw.notify_match_failure(lin.as_op(), "linearize ends with dynamic basis value");
    }
    let basis = op.static_basis(rw);
    let (mut size, mut count) = (1i64, 0usize);
    for &element in basis.iter().rev() {
        if element == DYNAMIC {
            return rw.notify_match_failure(op.as_op(), "dynamic basis element");
        }
        size = size.wrapping_mul(element);
        count += 1;
        if size > target {
            return rw.notify_match_failure(op.as_op(), "overshot last argument size");
        }
        if size == target {
            break;
        }
    }
    if size < target {
        return rw.notify_match_failure(op.as_op(), "basis product below the last linearize bound");
    }
    if count < 2 {
        return rw.notify_match_failure(op.as_op(), "need at least two elements to split");
    }
    // As in MLIR 22, a split that takes the whole bounded basis goes
    // ahead: the digits are then those of the last index alone (though
    // the other indices made the first digit's value).
    let ins: Vec<Value> = lin.multi_index(rw).collect();
    let lin_values: Vec<Value> = lin.dynamic_basis(rw).collect();
    let (lin_loc, loc) = (lin.as_op().loc(rw), op.as_op().loc(rw));
    let index = rw.ctx().index_type();
    let disjoint = lin.disjoint(rw);
    let front = LinearizeIndexOp::build(
        rw,
        lin_loc,
        index,
        &ins[..ins.len() - 1],
        &lin_values,
        lin_statics[..lin_statics.len() - 1].to_vec(),
        Some(disjoint),
    )
    .linear_index(rw);
    let delin_values: Vec<Value> = op.dynamic_basis(rw).collect();
    let head = basis[..basis.len() - count].to_vec();
    let count_front = if op.has_outer_bound(rw) { head.len() } else { head.len() + 1 };
    let head_op =
        DelinearizeIndexOp::build(rw, loc, &vec![index; count_front], front, &delin_values, head);
    let tail = basis[basis.len() - count..].to_vec();
    let last = ins[ins.len() - 1];
    let tail_op = DelinearizeIndexOp::build(rw, loc, &vec![index; count], last, &[], tail);
    let mut results: Vec<Value> = head_op.as_op().results(rw).collect();
    results.extend(tail_op.as_op().results(rw));
    rw.replace_op(op.as_op(), &results);
    Ok(())
}

/// The product of basis elements: a constant, an `affine.apply` of the
/// values' product, or `None` if one is unbounded (MLIR's
/// `computeProduct`).
fn basis_product(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    terms: &[Option<OpFoldResult>],
) -> Option<OpFoldResult> {
    let mut product = AffineExpr::constant(1);
    let mut values = Vec::new();
    for term in terms {
        let term = (*term)?;
        let factor = match constant_int(rw, &term) {
            Some(c) => AffineExpr::constant(c),
            None => {
                let OpFoldResult::Value(value) = term else { return None };
                values.push(value);
                AffineExpr::symbol(values.len() as u32 - 1)
            }
        };
        product = AffineExpr::binary(AffineBinaryOp::Mul, product, factor);
    }
    let ctx = rw.ctx();
    if let Some(c) = product.as_constant() {
        return Some(OpFoldResult::Attr(ctx.integer_attr_i64(ctx.index_type(), c)));
    }
    let map = ctx.affine_map_attr(AffineMap::new(0, values.len() as u32, vec![product]));
    let index = ctx.index_type();
    Some(OpFoldResult::Value(ApplyOp::build(rw, loc, index, &values, map).result(rw)))
}

/// A run of `length` linearized indices from `lin_start` that are the
/// digits of `delinearize` from `delin_start`, with the same bounds.
struct Run {
    delinearize: DelinearizeIndexOp,
    lin_start: usize,
    delin_start: usize,
    length: usize,
}

pattern! {
    /// Consecutive digits of a delinearization, linearized again in the
    /// same basis, become one digit of a delinearization in the merged
    /// basis (the whole input when the run is all the digits), the old
    /// digits recovered from it for their other users (MLIR's
    /// `CancelLinearizeOfDelinearizePortion`).
    CancelLinearizeOfDelinearizePortion on LinearizeIndexOp,
    creates ["affine.linearize_index", "affine.delinearize_index", "affine.apply"],
    cancel_delinearized_runs
}

fn find_runs(rw: &PatternRewriter<'_>, op: LinearizeIndexOp) -> Vec<Run> {
    let lin_basis = op.padded_basis(rw);
    let ins: Vec<Value> = op.multi_index(rw).collect();
    let disjoint = op.disjoint(rw);
    let mut runs: Vec<Run> = Vec::new();
    let mut at = 0;
    while at < ins.len() {
        let ValueOwner::Result(def, delin_start) = ins[at].owner(rw) else {
            at += 1;
            continue;
        };
        let delin_start = delin_start as usize;
        let Some(delin) = DelinearizeIndexOp::try_from_op(rw, def) else {
            at += 1;
            continue;
        };
        // The first bounds may be unknown: fine at both fronts, or when
        // `disjoint` vouches for the linearization's.
        let delin_basis = delin.padded_basis(rw);
        let first_delin = delin_basis[delin_start];
        let bounds_match = first_delin == lin_basis[at];
        let both_at_front = at == 0 && delin_start == 0;
        let known_by_disjoint = disjoint && delin_start == 0 && first_delin.is_none();
        if !bounds_match && !both_at_front && !known_by_disjoint {
            at += 1;
            continue;
        }
        let outs = def.num_results(rw);
        let mut length = 1;
        while at + length < ins.len()
            && delin_start + length < outs
            && ins[at + length] == def.result(rw, delin_start + length)
            && lin_basis[at + length] == delin_basis[delin_start + length]
        {
            length += 1;
        }
        // One run per delinearization per application: the next ones come
        // with the next application.
        if length <= 1 || runs.iter().any(|r| r.delinearize == delin) {
            at += 1;
            continue;
        }
        runs.push(Run { delinearize: delin, lin_start: at, delin_start, length });
        at += length;
    }
    runs
}

fn cancel_delinearized_runs(op: LinearizeIndexOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let runs = find_runs(rw, op);
    if runs.is_empty() {
        return rw.notify_match_failure(op.as_op(), "no run of delinearize outputs to deal with");
    }
    let lin_basis = op.padded_basis(rw);
    let ins: Vec<Value> = op.multi_index(rw).collect();
    let loc = op.as_op().loc(rw);
    let point = rw.insertion_point();
    let mut new_ins = Vec::with_capacity(ins.len());
    let mut new_basis = Vec::with_capacity(ins.len());
    // The delinearizations are replaced after the new linearization is
    // made, which may use their old results.
    let mut replacements: Vec<(Op, Vec<Value>)> = Vec::new();
    let mut end = 0;
    for run in &runs {
        new_ins.extend_from_slice(&ins[end..run.lin_start]);
        new_basis.extend_from_slice(&lin_basis[end..run.lin_start]);
        end = run.lin_start + run.length;
        let delin = run.delinearize.as_op();
        rw.set_insertion_point(InsertPoint::Before(delin));
        // The linearization's bounds: the `disjoint` case may know only
        // those.
        let merged_basis = &lin_basis[run.lin_start..end];
        let size = basis_product(rw, loc, merged_basis);
        let linear = run.delinearize.linear_index(rw);
        if run.length == delin.num_results(rw) {
            new_ins.push(linear);
            new_basis.push(size);
            continue;
        }
        let mut delin_basis = run.delinearize.padded_basis(rw);
        delin_basis.splice(run.delin_start..run.delin_start + run.length, [size]);
        let delin_loc = delin.loc(rw);
        let merged = create_delinearize(rw, delin_loc, linear, &delin_basis, true);
        let combined = merged.as_op().result(rw, run.delin_start);
        let residual = create_delinearize(rw, delin_loc, combined, merged_basis, true);
        let merged_results: Vec<Value> = merged.as_op().results(rw).collect();
        let mut results = merged_results[..run.delin_start].to_vec();
        results.extend(residual.as_op().results(rw));
        results.extend_from_slice(&merged_results[run.delin_start + 1..]);
        replacements.push((delin, results));
        new_ins.push(combined);
        new_basis.push(size);
    }
    new_ins.extend_from_slice(&ins[end..]);
    new_basis.extend_from_slice(&lin_basis[end..]);
    rw.set_insertion_point(point);
    let disjoint = op.disjoint(rw);
    let new = create_linearize(rw, loc, &new_ins, &new_basis, disjoint);
    rw.replace_op(op.as_op(), &[new]);
    for (delin, results) in replacements {
        rw.replace_op(delin, &results);
    }
    Ok(())
}

pattern! {
    /// A leading zero index adds nothing: it and the outer bound go
    /// (MLIR's `DropLinearizeLeadingZero`).
    DropLinearizeLeadingZero on LinearizeIndexOp,
    creates ["affine.linearize_index"],
    drop_leading_zero
}

fn drop_leading_zero(op: LinearizeIndexOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ins: Vec<Value> = op.multi_index(rw).collect();
    let Some(&leading) = ins.first() else {
        return rw.notify_match_failure(op.as_op(), "no index");
    };
    if constant_int(rw, &OpFoldResult::Value(leading)) != Some(0) {
        return rw.notify_match_failure(op.as_op(), "the leading index is not zero");
    }
    if ins.len() == 1 {
        rw.replace_op(op.as_op(), &[leading]);
        return Ok(());
    }
    let mut basis = op.mixed_basis(rw);
    if op.has_outer_bound(rw) {
        basis.remove(0);
    }
    let basis: Vec<_> = basis.into_iter().map(Some).collect();
    let (loc, disjoint) = (op.as_op().loc(rw), op.disjoint(rw));
    let new = create_linearize(rw, loc, &ins[1..], &basis, disjoint);
    rw.replace_op(op.as_op(), &[new]);
    Ok(())
}

pattern! {
    /// An index of a unit basis element is dropped when `disjoint` makes
    /// it 0 or it is the constant 0; with nothing left the result is 0
    /// (MLIR's `DropLinearizeUnitComponentsIfDisjointOrZero`).
    DropLinearizeUnitComponentsIfDisjointOrZero on LinearizeIndexOp,
    creates ["arith.constant", "affine.linearize_index"],
    drop_unit_components
}

fn drop_unit_components(op: LinearizeIndexOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let ins: Vec<Value> = op.multi_index(rw).collect();
    let disjoint = op.disjoint(rw);
    let mut rest = &ins[..];
    let mut kept = Vec::with_capacity(ins.len());
    let mut basis = Vec::with_capacity(ins.len());
    if !op.has_outer_bound(rw) {
        // The unbounded first index stays.
        if let Some((&first, tail)) = rest.split_first() {
            kept.push(first);
            rest = tail;
        }
    }
    for (&index, element) in rest.iter().zip(op.mixed_basis(rw)) {
        let unit = constant_int(rw, &element) == Some(1);
        let zero = constant_int(rw, &OpFoldResult::Value(index)) == Some(0);
        if !unit || (!disjoint && !zero) {
            kept.push(index);
            basis.push(Some(element));
        }
    }
    if kept.len() == ins.len() {
        return rw.notify_match_failure(op.as_op(), "no unit basis entries to replace");
    }
    let loc = op.as_op().loc(rw);
    let new = if kept.is_empty() {
        zero_index(rw, loc)
    } else {
        create_linearize(rw, loc, &kept, &basis, disjoint)
    };
    rw.replace_op(op.as_op(), &[new]);
    Ok(())
}
