//! MLIR's `simplifySemiAffine`: before flattening a semi-affine expression,
//! a `floordiv`, `ceildiv` or `mod` whose right operand simplifies to a
//! symbol `s` is resolved when the left operand is a known multiple of `s`
//! (`(d0 * s0) floordiv s0` → `d0`, `(d0 * s0) mod s0` → `0`).
//!
//! All three walks (the rebuild, the divisibility test and the symbolic
//! division) use explicit stacks. As in MLIR, each division node re-walks
//! its dividend, so nested divisions by symbols cost time quadratic in their
//! depth.

use smallvec::SmallVec;

use crate::context::builtin::affine::expr::{AffineBinaryOp, AffineExpr, AffineExprKind};

use AffineBinaryOp::{Add, Mod, Mul};

/// Rebuilds `expr` bottom-up with the constructors, resolving divisions and
/// remainders by a symbol that divides their left operand.
pub(super) fn simplify_semi_affine(expr: &AffineExpr) -> AffineExpr {
    enum Task<'a> {
        Visit(&'a AffineExpr),
        Rebuild(AffineBinaryOp, &'a AffineExpr),
    }
    let mut tasks: SmallVec<[Task<'_>; 16]> = SmallVec::new();
    let mut done: SmallVec<[AffineExpr; 8]> = SmallVec::new();
    tasks.push(Task::Visit(expr));
    while let Some(task) = tasks.pop() {
        match task {
            Task::Visit(e) => match e.as_binary() {
                Some((op, l, r)) => {
                    tasks.push(Task::Rebuild(op, l));
                    tasks.push(Task::Visit(r));
                    tasks.push(Task::Visit(l));
                }
                None => done.push(e.clone()),
            },
            Task::Rebuild(op, original_lhs) => {
                let (Some(r), Some(l)) = (done.pop(), done.pop()) else {
                    return expr.clone();
                };
                done.push(resolve(op, original_lhs, l, r));
            }
        }
    }
    done.pop().unwrap_or_else(|| expr.clone())
}

/// One node of the rebuild: `l op r` with the simplified operands. MLIR
/// tests divisibility on the original left operand but divides the
/// simplified one.
fn resolve(
    op: AffineBinaryOp,
    original_lhs: &AffineExpr,
    l: AffineExpr,
    r: AffineExpr,
) -> AffineExpr {
    if matches!(op, Add | Mul) {
        return AffineExpr::binary(op, l, r);
    }
    let Some(symbol) = r.as_symbol() else {
        return AffineExpr::binary(op, l, r);
    };
    if !is_divisible_by_symbol(original_lhs, symbol, op) {
        return AffineExpr::binary(op, l, r);
    }
    if op == Mod {
        return AffineExpr::constant(0);
    }
    symbolic_divide(&l, symbol, op).unwrap_or_else(|| AffineExpr::binary(op, l, r))
}

/// Whether `expr` is a multiple of `s<symbol>` for the purpose of an
/// `op_kind` (`floordiv`, `ceildiv` or `mod`) by it: sums need both
/// operands divisible, products either, a quotient only under the same kind
/// of division (they commute), a remainder needs both operands divisible.
fn is_divisible_by_symbol(expr: &AffineExpr, symbol: u32, op_kind: AffineBinaryOp) -> bool {
    /// `Visit(e, kind, factor)`: `factor` when `e` is an operand of a
    /// product.
    enum Task<'a> {
        Visit(&'a AffineExpr, AffineBinaryOp, bool),
        And,
        Or,
    }
    let mut tasks: SmallVec<[Task<'_>; 16]> = SmallVec::new();
    let mut values: SmallVec<[bool; 16]> = SmallVec::new();
    tasks.push(Task::Visit(expr, op_kind, false));
    while let Some(task) = tasks.pop() {
        match task {
            Task::Visit(e, kind, factor) => match e.kind() {
                AffineExprKind::Constant(v) => values.push(v == 0),
                AffineExprKind::Dim(_) => values.push(false),
                AffineExprKind::Symbol(p) => values.push(p == symbol),
                AffineExprKind::Binary(Add, l, r) => {
                    tasks.push(Task::And);
                    tasks.push(Task::Visit(r, kind, false));
                    tasks.push(Task::Visit(l, kind, false));
                }
                AffineExprKind::Binary(Mod, l, r) => {
                    tasks.push(Task::And);
                    tasks.push(Task::Visit(r, Mod, false));
                    tasks.push(Task::Visit(l, Mod, false));
                }
                AffineExprKind::Binary(Mul, l, r) => {
                    tasks.push(Task::Or);
                    tasks.push(Task::Visit(r, kind, true));
                    tasks.push(Task::Visit(l, kind, true));
                }
                // Divisions commute only with a division of the same kind,
                // and MLIR 22 refuses one that is directly a factor of a
                // product: `(x floordiv c) * k` is not `x floordiv s`
                // times anything (mlir-opt keeps `((s0 floordiv 5) * 80)
                // floordiv s0` but divides `((s0 floordiv 5 + s0) * 2)
                // floordiv s0`).
                AffineExprKind::Binary(div, l, _) => {
                    if div == kind && !factor {
                        tasks.push(Task::Visit(l, div, false));
                    } else {
                        values.push(false);
                    }
                }
            },
            Task::And | Task::Or => {
                let (Some(b), Some(a)) = (values.pop(), values.pop()) else {
                    return false;
                };
                values.push(if matches!(task, Task::And) { a && b } else { a || b });
            }
        }
    }
    values.pop().unwrap_or(false)
}

/// `expr` divided by `s<symbol>`, assuming divisibility was checked; `None`
/// where a leaf is not divisible (a dimension or a non-zero constant).
fn symbolic_divide(expr: &AffineExpr, symbol: u32, op_kind: AffineBinaryOp) -> Option<AffineExpr> {
    enum Task<'a> {
        Visit(&'a AffineExpr, AffineBinaryOp),
        /// Pop the divided operands and rebuild with `op`.
        Both(AffineBinaryOp),
        /// Pop the divided left operand, rebuild `op(v, rhs)`.
        LeftOnly(AffineBinaryOp, &'a AffineExpr),
        /// Pop the divided right operand, rebuild `lhs * v`.
        RightFactor(&'a AffineExpr),
    }
    let mut tasks: SmallVec<[Task<'_>; 16]> = SmallVec::new();
    let mut values: SmallVec<[AffineExpr; 8]> = SmallVec::new();
    tasks.push(Task::Visit(expr, op_kind));
    while let Some(task) = tasks.pop() {
        match task {
            Task::Visit(e, kind) => match e.kind() {
                AffineExprKind::Constant(0) => values.push(AffineExpr::constant(0)),
                AffineExprKind::Constant(_) | AffineExprKind::Dim(_) => return None,
                AffineExprKind::Symbol(_) => values.push(AffineExpr::constant(1)),
                AffineExprKind::Binary(Add, l, r) => {
                    tasks.push(Task::Both(Add));
                    tasks.push(Task::Visit(r, kind));
                    tasks.push(Task::Visit(l, kind));
                }
                AffineExprKind::Binary(Mod, l, r) => {
                    tasks.push(Task::Both(Mod));
                    tasks.push(Task::Visit(r, Mod));
                    tasks.push(Task::Visit(l, Mod));
                }
                AffineExprKind::Binary(Mul, l, r) => {
                    if is_divisible_by_symbol(l, symbol, kind) {
                        tasks.push(Task::LeftOnly(Mul, r));
                        tasks.push(Task::Visit(l, kind));
                    } else {
                        tasks.push(Task::RightFactor(l));
                        tasks.push(Task::Visit(r, kind));
                    }
                }
                AffineExprKind::Binary(div, l, r) => {
                    tasks.push(Task::LeftOnly(div, r));
                    tasks.push(Task::Visit(l, div));
                }
            },
            Task::Both(op) => {
                let (r, l) = (values.pop()?, values.pop()?);
                values.push(AffineExpr::binary(op, l, r));
            }
            Task::LeftOnly(op, rhs) => {
                let l = values.pop()?;
                values.push(AffineExpr::binary(op, l, rhs.clone()));
            }
            Task::RightFactor(lhs) => {
                let r = values.pop()?;
                values.push(lhs * r);
            }
        }
    }
    values.pop()
}
