//! Constant folding of affine expressions and maps with known operand
//! values, with MLIR 22's poison rules (`AffineExprConstantFolder`,
//! `AffineMap::constantFold`, `AffineMap::partialConstantFold`).
//!
//! Addition and multiplication wrap. `floordiv` and `ceildiv` by zero and
//! `mod` by a value below one are poison; a negative divisor of `floordiv` /
//! `ceildiv` folds normally (`7 floordiv -2` = `-4`). Like MLIR, a binary
//! node evaluates its right operand only when its left one folded, so a
//! poisonous right operand behind an unknown left one goes unnoticed.
//! `i64::MIN floordiv -1` (which traps in MLIR) does not fold here.

use smallvec::SmallVec;

use crate::context::builtin::affine::expr::{AffineBinaryOp, AffineExpr, AffineExprKind};
use crate::context::builtin::affine::map::AffineMap;
use crate::context::builtin::affine::simplify::{ceil_div_i64, floor_div_i64};

/// Folding met a division or remainder whose result is poison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Poison;

/// One operation on known values: `Ok(None)` when it does not fold.
fn apply(op: AffineBinaryOp, l: i64, r: i64) -> Result<Option<i64>, Poison> {
    Ok(match op {
        AffineBinaryOp::Add => Some(l.wrapping_add(r)),
        AffineBinaryOp::Mul => Some(l.wrapping_mul(r)),
        AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv if r == 0 => return Err(Poison),
        AffineBinaryOp::FloorDiv => floor_div_i64(l, r),
        AffineBinaryOp::CeilDiv => ceil_div_i64(l, r),
        AffineBinaryOp::Mod if r < 1 => return Err(Poison),
        AffineBinaryOp::Mod => Some(l.rem_euclid(r)),
    })
}

impl AffineExpr {
    /// The value of the expression with `operands[i]` the value of input `i`
    /// (dimensions first, then symbols from `num_dims` on; `None` = not
    /// known, as are positions past the end). `Ok(None)` if it does not
    /// fold, `Err(Poison)` if the evaluation met a poisonous division.
    pub fn constant_fold(
        &self,
        num_dims: u32,
        operands: &[Option<i64>],
    ) -> Result<Option<i64>, Poison> {
        enum Task<'a> {
            Visit(&'a AffineExpr),
            /// The left operand's value is on the stack: go on with the
            /// right one only if it folded.
            AfterLhs(AffineBinaryOp, &'a AffineExpr),
            Combine(AffineBinaryOp),
        }
        let input = |i: usize| operands.get(i).copied().flatten();
        let mut tasks: SmallVec<[Task<'_>; 16]> = SmallVec::new();
        let mut values: SmallVec<[Option<i64>; 16]> = SmallVec::new();
        tasks.push(Task::Visit(self));
        while let Some(task) = tasks.pop() {
            match task {
                Task::Visit(e) => match e.kind() {
                    AffineExprKind::Constant(v) => values.push(Some(v)),
                    AffineExprKind::Dim(p) => values.push(input(p as usize)),
                    AffineExprKind::Symbol(p) => {
                        values.push(input(num_dims as usize + p as usize));
                    }
                    AffineExprKind::Binary(op, l, r) => {
                        tasks.push(Task::AfterLhs(op, r));
                        tasks.push(Task::Visit(l));
                    }
                },
                Task::AfterLhs(op, r) => {
                    if values.last().copied().flatten().is_some() {
                        tasks.push(Task::Combine(op));
                        tasks.push(Task::Visit(r));
                    }
                }
                Task::Combine(op) => {
                    let (Some(r), Some(l)) = (values.pop(), values.pop()) else {
                        return Ok(None);
                    };
                    let value = match (l, r) {
                        (Some(l), Some(r)) => apply(op, l, r)?,
                        _ => None,
                    };
                    values.push(value);
                }
            }
        }
        Ok(values.pop().flatten())
    }
}

impl AffineMap {
    /// MLIR's `AffineMap::partialConstantFold`: every result that folds with
    /// the known `operands` (one per input, dimensions then symbols) becomes
    /// a constant, the others are kept. The second value holds the integers
    /// only if every result folded. `Err(Poison)` as soon as a result meets
    /// a poisonous division.
    pub fn partial_constant_fold(
        &self,
        operands: &[Option<i64>],
    ) -> Result<(AffineMap, Option<Vec<i64>>), Poison> {
        let mut results = Vec::with_capacity(self.num_results());
        let mut integers = Some(Vec::with_capacity(self.num_results()));
        for r in self.results() {
            match r.constant_fold(self.num_dims(), operands)? {
                Some(v) => {
                    results.push(AffineExpr::constant(v));
                    if let Some(ints) = integers.as_mut() {
                        ints.push(v);
                    }
                }
                None => {
                    results.push(r.clone());
                    integers = None;
                }
            }
        }
        Ok((AffineMap::new(self.num_dims(), self.num_symbols(), results), integers))
    }

    /// MLIR's `AffineMap::constantFold`: the values of all results, `Ok(None)`
    /// unless every result folds (a map without results does not fold
    /// either), `Err(Poison)` on a poisonous division.
    pub fn constant_fold(&self, operands: &[Option<i64>]) -> Result<Option<Vec<i64>>, Poison> {
        // Every result is evaluated (a later one may still be poison).
        let mut values = Some(Vec::with_capacity(self.num_results()));
        for r in self.results() {
            match (r.constant_fold(self.num_dims(), operands)?, values.as_mut()) {
                (Some(v), Some(vs)) => vs.push(v),
                _ => values = None,
            }
        }
        Ok(values.filter(|vs| !vs.is_empty()))
    }
}
