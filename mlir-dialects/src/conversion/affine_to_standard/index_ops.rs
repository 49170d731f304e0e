//! `affine.delinearize_index` and `affine.linearize_index` become `arith`
//! ops (MLIR's `populateAffineExpandIndexOpsPatterns`, which
//! `lower-affine` includes): the strides are the suffix products of the
//! basis (its outer bound left out), the indices of a delinearization the
//! floored quotient and the non-negative remainders by them, a
//! linearization the sum of each index times its stride, the terms that
//! more enclosing loops leave unchanged added first.

use mlir_core::definitions::interfaces::loop_like::LoopLikeOpInterfaceRef;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, OpBuilder, Value};
use mlir_core::rewrite::{PatternRewriter, RewriteResult};
use mlir_core::{Location, Type};

use super::expand::index_constant;
use crate::affine::{DelinearizeIndexOp, LinearizeIndexOp};
use crate::arith::{
    AddIOp, CmpIOp, CmpIPredicate, DivSIOp, FloorDivSIOp, IntegerOverflowFlags, MulIOp, RemSIOp,
    SelectOp,
};

/// A dynamic entry of a static basis.
const DYNAMIC: i64 = i64::MIN;

/// The suffix products of `statics` (with `dynamics` for its dynamic
/// entries, the first ones ignored when there are more), one per entry:
/// the static part as a constant times the product of the dynamic values.
/// `non_negative` adds `nuw` to the products' `nsw`.
fn strides(
    b: &mut impl OpBuilder,
    loc: Location,
    dynamics: &[Value],
    statics: &[i64],
    non_negative: bool,
) -> Vec<Value> {
    let index = b.ctx().index_type();
    let flags = if non_negative {
        IntegerOverflowFlags::NSW | IntegerOverflowFlags::NUW
    } else {
        IntegerOverflowFlags::NSW
    };
    let mut next_dynamic = dynamics.len();
    let mut dynamic_part: Option<Value> = None;
    let mut static_part: i64 = 1;
    let mut result = Vec::with_capacity(statics.len());
    for &entry in statics.iter().rev() {
        if entry == DYNAMIC {
            next_dynamic -= 1;
            let value = dynamics[next_dynamic];
            dynamic_part = Some(match dynamic_part {
                Some(part) => MulIOp::build(b, loc, index, part, value, Some(flags)).result(b),
                None => value,
            });
        } else {
            static_part = static_part.wrapping_mul(entry);
        }
        let stride = match dynamic_part {
            Some(part) if static_part == 1 => part,
            Some(part) => {
                let constant = index_constant(b, loc, static_part);
                MulIOp::build(b, loc, index, part, constant, Some(flags)).result(b)
            }
            None => index_constant(b, loc, static_part),
        };
        result.push(stride);
    }
    result.reverse();
    result
}

pattern! {
    /// `affine.delinearize_index` as `arith` ops.
    LowerDelinearizeIndexOps on DelinearizeIndexOp,
    creates [
        "arith.constant", "arith.muli", "arith.floordivsi", "arith.remsi", "arith.cmpi",
        "arith.addi", "arith.select", "arith.divsi"
    ],
    lower_delinearize
}

fn lower_delinearize(delin: DelinearizeIndexOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = delin.as_op();
    let linear = delin.linear_index(rw);
    let count = op.num_results(rw);
    let mut statics: Vec<i64> = delin.static_basis(rw).to_vec();
    if count == statics.len() {
        statics.remove(0);
    }
    if count == 1 {
        rw.replace_op(op, &[linear]);
        return Ok(());
    }
    let dynamics: Vec<Value> = delin.dynamic_basis(rw).collect();
    let loc = op.loc(rw);
    let index = rw.ctx().index_type();
    let strides = strides(rw, loc, &dynamics, &statics, true);
    let zero = index_constant(rw, loc, 0);
    let mut results = Vec::with_capacity(count);
    results.push(FloorDivSIOp::build(rw, loc, index, linear, strides[0]).result(rw));
    for pair in strides.windows(2) {
        let modulus = non_negative_rem(rw, loc, index, linear, pair[0], zero);
        results.push(DivSIOp::build(rw, loc, index, modulus, pair[1], false).result(rw));
    }
    let last = *strides.last().expect("at least one stride");
    results.push(non_negative_rem(rw, loc, index, linear, last, zero));
    rw.replace_op(op, &results);
    Ok(())
}

/// `value mod stride` for a positive stride: the remainder, plus the
/// stride when it is negative.
fn non_negative_rem(
    b: &mut impl OpBuilder,
    loc: Location,
    index: Type,
    value: Value,
    stride: Value,
    zero: Value,
) -> Value {
    let i1 = b.ctx().integer_type(1);
    let remainder = RemSIOp::build(b, loc, index, value, stride).result(b);
    let negative = CmpIOp::build(b, loc, i1, CmpIPredicate::Slt, remainder, zero).result(b);
    let nsw = Some(IntegerOverflowFlags::NSW);
    let corrected = AddIOp::build(b, loc, index, remainder, stride, nsw).result(b);
    SelectOp::build(b, loc, index, negative, corrected, remainder).result(b)
}

/// How many loops around `user`, innermost first, leave `value`
/// unchanged (MLIR's `numEnclosingInvariantLoops`).
fn enclosing_invariant_loops(ir: &IrView, user: Op, value: Value) -> usize {
    let mut count = 0;
    let mut current = user;
    while let Some((loop_op, looplike)) = enclosing_loop(ir, current) {
        if !looplike.is_defined_outside_of_loop(ir, value) {
            break;
        }
        current = loop_op;
        count += 1;
    }
    count
}

/// The nearest ancestor of `op` that is a loop.
fn enclosing_loop(ir: &IrView, op: Op) -> Option<(Op, LoopLikeOpInterfaceRef)> {
    let mut ancestor = op.parent_op(ir);
    while let Some(candidate) = ancestor {
        if let Some(looplike) = LoopLikeOpInterfaceRef::get(ir, candidate) {
            return Some((candidate, looplike));
        }
        ancestor = candidate.parent_op(ir);
    }
    None
}

pattern! {
    /// `affine.linearize_index` as `arith` ops.
    LowerLinearizeIndexOps on LinearizeIndexOp,
    creates ["arith.constant", "arith.muli", "arith.addi"],
    lower_linearize
}

fn lower_linearize(lin: LinearizeIndexOp, rw: &mut PatternRewriter<'_>) -> RewriteResult {
    let op = lin.as_op();
    let loc = op.loc(rw);
    let index = rw.ctx().index_type();
    let indices: Vec<Value> = lin.multi_index(rw).collect();
    let Some((&last, leading)) = indices.split_last() else {
        let zero = index_constant(rw, loc, 0);
        rw.replace_op(op, &[zero]);
        return Ok(());
    };
    let mut statics: Vec<i64> = lin.static_basis(rw).to_vec();
    if indices.len() == statics.len() {
        statics.remove(0);
    }
    let dynamics: Vec<Value> = lin.dynamic_basis(rw).collect();
    let disjoint = lin.disjoint(rw);
    let strides = strides(rw, loc, &dynamics, &statics, disjoint);
    let nsw = Some(IntegerOverflowFlags::NSW);
    let mut terms: Vec<(Value, usize)> = Vec::with_capacity(indices.len());
    for (&value, &stride) in leading.iter().zip(&strides) {
        let scaled = MulIOp::build(rw, loc, index, value, stride, nsw).result(rw);
        terms.push((scaled, enclosing_invariant_loops(rw, op, value)));
    }
    terms.push((last, enclosing_invariant_loops(rw, op, last)));
    // Stable: ties keep the order of the indices.
    terms.sort_by_key(|term| std::cmp::Reverse(term.1));
    let mut result = terms[0].0;
    for &(term, _) in &terms[1..] {
        result = AddIOp::build(rw, loc, index, result, term, nsw).result(rw);
    }
    rw.replace_op(op, &[result]);
    Ok(())
}
