//! The expansion of affine expressions into `arith` ops on `index` values
//! (MLIR's `expandAffineExpr`, `expandAffineMap`, `lowerAffineMapMin` and
//! `lowerAffineMapMax`): a sum is `arith.addi`, a product `arith.muli`
//! with `nsw`, a constant `arith.constant`; `mod`, `floordiv` and
//! `ceildiv` become the `arith.remsi`/`arith.divsi` sequences that round
//! as the affine operators do for a positive divisor. Ops are created in
//! the order mlir-opt 22 creates them: operands first, left to right, then
//! the operator's own constants and ops.

use mlir_core::Location;
use mlir_core::context::builtin::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap};
use mlir_core::ir::{Op, OpBuilder, Value};
use mlir_core::rewrite::{MatchFailure, PatternRewriter};

use crate::arith::{
    AddIOp, CmpIOp, CmpIPredicate, ConstantOp, DivSIOp, IntegerOverflowFlags, MaxSIOp, MinSIOp,
    MulIOp, RemSIOp, SelectOp, SubIOp,
};

/// Why an expression cannot be expanded: a `mod`, `floordiv` or `ceildiv`
/// by a constant that is not positive. Upstream reports it as an error at
/// the op and leaves the op as it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExpandError {
    /// `mod` by a constant `<= 0`.
    NonPositiveModulo,
    /// `floordiv` or `ceildiv` by a constant `<= 0`.
    NonPositiveDivision,
}

impl ExpandError {
    /// mlir-opt's message for the error.
    pub fn message(self) -> &'static str {
        match self {
            ExpandError::NonPositiveModulo => "modulo by non-positive value is not supported",
            ExpandError::NonPositiveDivision => "division by non-positive value is not supported",
        }
    }

    /// The error whose [`message`](Self::message) is `text`, if any.
    pub fn from_message(text: &str) -> Option<ExpandError> {
        [ExpandError::NonPositiveModulo, ExpandError::NonPositiveDivision]
            .into_iter()
            .find(|e| e.message() == text)
    }
}

/// `arith.constant value : index` at the builder's insertion point.
pub fn index_constant(b: &mut impl OpBuilder, loc: Location, value: i64) -> Value {
    ConstantOp::build_index(b, loc, value).result(b)
}

/// One step of the iterative expansion: a node to enter, or a binary node
/// whose operands are on the value stack.
enum Step<'e> {
    Enter(&'e AffineExpr),
    Combine(AffineBinaryOp),
}

/// Builds the ops computing `expr` with `dims` and `symbols` standing for
/// its dimensions and symbols, at the builder's insertion point; returns
/// the value of the expression. Iterative, so deep expressions are safe.
/// On an error, the ops built so far stay: the caller removes them.
pub fn expand_affine_expr(
    b: &mut impl OpBuilder,
    loc: Location,
    expr: &AffineExpr,
    dims: &[Value],
    symbols: &[Value],
) -> Result<Value, ExpandError> {
    let mut steps = vec![Step::Enter(expr)];
    let mut values: Vec<Value> = Vec::new();
    while let Some(step) = steps.pop() {
        match step {
            Step::Enter(e) => match e.kind() {
                AffineExprKind::Dim(i) => values.push(dims[i as usize]),
                AffineExprKind::Symbol(i) => values.push(symbols[i as usize]),
                AffineExprKind::Constant(c) => values.push(index_constant(b, loc, c)),
                AffineExprKind::Binary(op, lhs, rhs) => {
                    // Checked before either side is expanded, as upstream does.
                    if rhs.as_constant().is_some_and(|c| c <= 0) {
                        match op {
                            AffineBinaryOp::Mod => return Err(ExpandError::NonPositiveModulo),
                            AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv => {
                                return Err(ExpandError::NonPositiveDivision);
                            }
                            AffineBinaryOp::Add | AffineBinaryOp::Mul => {}
                        }
                    }
                    steps.push(Step::Combine(op));
                    steps.push(Step::Enter(rhs));
                    steps.push(Step::Enter(lhs));
                }
            },
            Step::Combine(op) => {
                let rhs = values.pop().expect("right operand expanded");
                let lhs = values.pop().expect("left operand expanded");
                values.push(combine(b, loc, op, lhs, rhs));
            }
        }
    }
    Ok(values.pop().expect("the expression's value"))
}

/// The ops of one binary operator on expanded operands.
fn combine(
    b: &mut impl OpBuilder,
    loc: Location,
    op: AffineBinaryOp,
    lhs: Value,
    rhs: Value,
) -> Value {
    let index = b.ctx().index_type();
    match op {
        AffineBinaryOp::Add => AddIOp::build(b, loc, index, lhs, rhs, None).result(b),
        AffineBinaryOp::Mul => {
            MulIOp::build(b, loc, index, lhs, rhs, Some(IntegerOverflowFlags::NSW)).result(b)
        }
        AffineBinaryOp::Mod => expand_mod(b, loc, lhs, rhs),
        AffineBinaryOp::FloorDiv => expand_floor_div(b, loc, lhs, rhs),
        AffineBinaryOp::CeilDiv => expand_ceil_div(b, loc, lhs, rhs),
    }
}

/// `cmpi pred, lhs, rhs` on `index` values.
fn cmp(
    b: &mut impl OpBuilder,
    loc: Location,
    pred: CmpIPredicate,
    lhs: Value,
    rhs: Value,
) -> Value {
    let i1 = b.ctx().integer_type(1);
    CmpIOp::build(b, loc, i1, pred, lhs, rhs).result(b)
}

/// `select cond, t, f` on `index` values.
fn select(b: &mut impl OpBuilder, loc: Location, cond: Value, t: Value, f: Value) -> Value {
    let index = b.ctx().index_type();
    SelectOp::build(b, loc, index, cond, t, f).result(b)
}

/// `subi lhs, rhs` on `index` values.
fn sub(b: &mut impl OpBuilder, loc: Location, lhs: Value, rhs: Value) -> Value {
    let index = b.ctx().index_type();
    SubIOp::build(b, loc, index, lhs, rhs, None).result(b)
}

/// `lhs mod rhs`: the remainder, plus `rhs` when it is negative.
fn expand_mod(b: &mut impl OpBuilder, loc: Location, lhs: Value, rhs: Value) -> Value {
    let index = b.ctx().index_type();
    let remainder = RemSIOp::build(b, loc, index, lhs, rhs).result(b);
    let zero = index_constant(b, loc, 0);
    let negative = cmp(b, loc, CmpIPredicate::Slt, remainder, zero);
    let corrected = AddIOp::build(b, loc, index, remainder, rhs, None).result(b);
    select(b, loc, negative, corrected, remainder)
}

/// `lhs floordiv rhs`: a negative `lhs` is divided as `-1 - lhs` and the
/// quotient taken back as `-1 - q`, so the division rounds down.
fn expand_floor_div(b: &mut impl OpBuilder, loc: Location, lhs: Value, rhs: Value) -> Value {
    let index = b.ctx().index_type();
    let zero = index_constant(b, loc, 0);
    let minus_one = index_constant(b, loc, -1);
    let negative = cmp(b, loc, CmpIPredicate::Slt, lhs, zero);
    let flipped = sub(b, loc, minus_one, lhs);
    let dividend = select(b, loc, negative, flipped, lhs);
    let quotient = DivSIOp::build(b, loc, index, dividend, rhs, false).result(b);
    let flipped_quotient = sub(b, loc, minus_one, quotient);
    select(b, loc, negative, flipped_quotient, quotient)
}

/// `lhs ceildiv rhs`: a non-positive `lhs` is divided as `-lhs` and
/// negated back, a positive one as `lhs - 1` and incremented, so the
/// division rounds up.
fn expand_ceil_div(b: &mut impl OpBuilder, loc: Location, lhs: Value, rhs: Value) -> Value {
    let index = b.ctx().index_type();
    let zero = index_constant(b, loc, 0);
    let one = index_constant(b, loc, 1);
    let non_positive = cmp(b, loc, CmpIPredicate::Sle, lhs, zero);
    let negated = sub(b, loc, zero, lhs);
    let decremented = sub(b, loc, lhs, one);
    let dividend = select(b, loc, non_positive, negated, decremented);
    let quotient = DivSIOp::build(b, loc, index, dividend, rhs, false).result(b);
    let negated_quotient = sub(b, loc, zero, quotient);
    let incremented = AddIOp::build(b, loc, index, quotient, one, None).result(b);
    select(b, loc, non_positive, negated_quotient, incremented)
}

/// Builds the ops computing each result of `map` applied to `operands`
/// (its dimensions' values, then its symbols'), result after result.
pub fn expand_affine_map(
    b: &mut impl OpBuilder,
    loc: Location,
    map: &AffineMap,
    operands: &[Value],
) -> Result<Vec<Value>, ExpandError> {
    let (dims, symbols) = operands.split_at(map.num_dims() as usize);
    map.results().iter().map(|expr| expand_affine_expr(b, loc, expr, dims, symbols)).collect()
}

/// Which of a map's results a bound takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MinMax {
    /// The least, through `arith.minsi`.
    Min,
    /// The greatest, through `arith.maxsi`.
    Max,
}

/// The least or greatest of `map`'s results on `operands`: the results
/// expanded, then folded left to right with `arith.minsi` or
/// `arith.maxsi` (MLIR's `buildMinMaxReductionSeq`).
pub fn lower_affine_map_bound(
    b: &mut impl OpBuilder,
    loc: Location,
    map: &AffineMap,
    operands: &[Value],
    which: MinMax,
) -> Result<Value, ExpandError> {
    let values = expand_affine_map(b, loc, map, operands)?;
    Ok(reduce(b, &values, |b, lhs, rhs| {
        let index = b.ctx().index_type();
        match which {
            MinMax::Min => MinSIOp::build(b, loc, index, lhs, rhs).result(b),
            MinMax::Max => MaxSIOp::build(b, loc, index, lhs, rhs).result(b),
        }
    }))
}

/// The least of `map`'s results on `operands` (MLIR's `lowerAffineMapMin`).
pub fn lower_affine_map_min(
    b: &mut impl OpBuilder,
    loc: Location,
    map: &AffineMap,
    operands: &[Value],
) -> Result<Value, ExpandError> {
    lower_affine_map_bound(b, loc, map, operands, MinMax::Min)
}

/// The greatest of `map`'s results on `operands` (MLIR's
/// `lowerAffineMapMax`).
pub fn lower_affine_map_max(
    b: &mut impl OpBuilder,
    loc: Location,
    map: &AffineMap,
    operands: &[Value],
) -> Result<Value, ExpandError> {
    lower_affine_map_bound(b, loc, map, operands, MinMax::Max)
}

/// `values` folded from the left with `combine`; a map has at least one
/// result (the verifiers of the ops holding one check it).
fn reduce<B: OpBuilder>(
    b: &mut B,
    values: &[Value],
    mut combine: impl FnMut(&mut B, Value, Value) -> Value,
) -> Value {
    let (&first, rest) = values.split_first().expect("a map of at least one result");
    rest.iter().fold(first, |acc, &next| combine(b, acc, next))
}

/// Runs `build`, which creates ops right before `op`; when it fails, the
/// ops it created are erased (as a dialect conversion rolls back a failed
/// pattern) and the error is the pattern's match failure, whose reason is
/// the error's message.
pub(super) fn expand_or_undo<T>(
    rw: &mut PatternRewriter<'_>,
    op: Op,
    build: impl FnOnce(&mut PatternRewriter<'_>) -> Result<T, ExpandError>,
) -> Result<T, MatchFailure> {
    let before = op.prev(rw);
    match build(rw) {
        Ok(value) => Ok(value),
        Err(error) => {
            // Collected first: in a dialect conversion an erased op stays in
            // place until the end. Erased newest first, so that each erased
            // op's users are gone.
            let mut created = Vec::new();
            let mut cursor = op.prev(rw);
            while let Some(prev) = cursor.filter(|&p| Some(p) != before) {
                created.push(prev);
                cursor = prev.prev(rw);
            }
            for prev in created {
                rw.erase_op(prev);
            }
            Err(rw.notify_match_failure(op, error.message()).unwrap_err())
        }
    }
}
