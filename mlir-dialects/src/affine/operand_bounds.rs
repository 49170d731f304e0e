//! What the loops bounding a map's operands tell about its expressions:
//! constant bounds of `affine.for` induction variables, the bounds of an
//! expression over them (MLIR's `getBoundForAffineExpr`), and the
//! simplifications they allow — `floordiv`, `ceildiv` and `mod` of a
//! bounded expression (MLIR's `simplifyMapWithOperands`) and the results
//! of a `min`/`max` bound that can never win (MLIR's
//! `simplifyMinOrMaxExprWithOperands`).

use mlir_core::context::builtin::affine::{
    AffineBinaryOp, AffineExpr, AffineMap, flatten_affine_expr,
};
use mlir_core::ir::{IrView, Value};

use super::for_op::ForOp;

/// The least value of an induction variable, when its loop's lower bound
/// is a constant.
fn iv_lower_bound(ir: &IrView, value: Value) -> Option<i64> {
    ForOp::of_induction_var(ir, value)?.constant_lower_bound(ir)
}

/// The greatest value of an induction variable, when its loop's upper
/// bound is a constant: the last one the step reaches when the lower
/// bound is a constant too.
fn iv_upper_bound(ir: &IrView, value: Value) -> Option<i64> {
    let for_op = ForOp::of_induction_var(ir, value)?;
    let upper = for_op.constant_upper_bound(ir)?;
    match for_op.constant_lower_bound(ir) {
        Some(lower) => {
            let step = for_op.step(ir);
            let span = upper.wrapping_sub(lower).wrapping_sub(1);
            Some(upper.wrapping_sub(1).wrapping_sub(span.checked_rem(step).unwrap_or(0)))
        }
        None => Some(upper.wrapping_sub(1)),
    }
}

/// The constant lower and upper bounds of each operand.
fn operand_bounds(ir: &IrView, operands: &[Value]) -> (Vec<Option<i64>>, Vec<Option<i64>>) {
    operands.iter().map(|&v| (iv_lower_bound(ir, v), iv_upper_bound(ir, v))).unzip()
}

/// A bound of `expr` given constant bounds of its inputs, upper when
/// `upper` (MLIR's `getBoundForAffineExpr`).
pub fn bound_of_expr(
    expr: &AffineExpr,
    num_dims: u32,
    num_symbols: u32,
    lower_bounds: &[Option<i64>],
    upper_bounds: &[Option<i64>],
    upper: bool,
) -> Option<i64> {
    let bound = |e: &AffineExpr, upper: bool| {
        bound_of_expr(e, num_dims, num_symbols, lower_bounds, upper_bounds, upper)
    };
    if let Some((op, lhs, rhs)) = expr.as_binary() {
        let divisor = rhs.as_constant().filter(|&c| c >= 1);
        match op {
            AffineBinaryOp::FloorDiv => return Some(bound(lhs, upper)?.div_euclid(divisor?)),
            AffineBinaryOp::CeilDiv => return Some(ceil_div(bound(lhs, upper)?, divisor?)),
            AffineBinaryOp::Mod => {
                if let Some(c) = divisor {
                    // In one period, the residues keep the order of the
                    // values; otherwise anything in [0, c) is possible.
                    // Upstream asks for the dividend's bound on the side
                    // asked for, not its upper bound, so a lower bound
                    // compares the lower bound with itself; kept for
                    // identical output.
                    if let (Some(lb), Some(ub)) = (bound(lhs, false), bound(lhs, upper))
                        && lb.div_euclid(c) == ub.div_euclid(c)
                    {
                        return Some(if upper { ub.rem_euclid(c) } else { lb.rem_euclid(c) });
                    }
                    return Some(if upper { c - 1 } else { 0 });
                }
            }
            _ => {}
        }
    }
    let flat = linear_form(expr, num_dims, num_symbols)?;
    let inputs = (num_dims + num_symbols) as usize;
    let mut total: i64 = 0;
    for (i, &coefficient) in flat[..inputs].iter().enumerate() {
        // A positive coefficient takes the bound of the same side, a
        // negative one the other side's.
        let side = if (coefficient > 0) == upper { upper_bounds } else { lower_bounds };
        if coefficient != 0 {
            total = total.wrapping_add(side.get(i).copied().flatten()?.wrapping_mul(coefficient));
        }
    }
    Some(total.wrapping_add(*flat.last()?))
}

/// The coefficients of the inputs and the constant of a pure affine
/// expression that needs no local variable.
pub(super) fn linear_form(expr: &AffineExpr, num_dims: u32, num_symbols: u32) -> Option<Vec<i64>> {
    let flat = flatten_affine_expr(expr, num_dims, num_symbols)?;
    (!flat.has_locals()).then_some(flat.coefficients)
}

/// `a ceildiv b` for `b > 0`.
fn ceil_div(a: i64, b: i64) -> i64 {
    -((-a).div_euclid(b))
}

/// The largest known divisor of `expr`, using the steps of the loops
/// whose induction variables it is (MLIR's `getLargestKnownDivisor` with
/// operands).
fn largest_known_divisor(ir: &IrView, expr: &AffineExpr, operands: &[Value]) -> i64 {
    let Some(position) = expr.as_dim() else { return expr.largest_known_divisor() };
    let Some(for_op) =
        operands.get(position as usize).and_then(|&v| ForOp::of_induction_var(ir, v))
    else {
        return 1;
    };
    let step = for_op.step(ir);
    if for_op.constant_lower_bound(ir) == Some(0) {
        return step;
    }
    let lower_divisor = for_op.lower_map(ir).map_or(u64::MAX, |map| {
        map.results()
            .iter()
            .fold(None, |acc: Option<u64>, r| {
                let d = r.largest_known_divisor().unsigned_abs();
                Some(acc.map_or(d, |a| gcd(a, d)))
            })
            .unwrap_or(u64::MAX)
    });
    gcd(lower_divisor, step.unsigned_abs()) as i64
}

/// The greatest common divisor.
fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Whether `0 <= expr < k` is known: a constant, or an induction variable
/// of constant bounds within (MLIR's `isNonNegativeBoundedBy`).
fn is_non_negative_bounded_by(ir: &IrView, expr: &AffineExpr, operands: &[Value], k: i64) -> bool {
    if let Some(c) = expr.as_constant() {
        return c >= 0 && c < k;
    }
    let Some(position) = expr.as_dim() else { return false };
    let Some(for_op) =
        operands.get(position as usize).and_then(|&v| ForOp::of_induction_var(ir, v))
    else {
        return false;
    };
    for_op.constant_lower_bound(ir).is_some_and(|lb| lb >= 0)
        && for_op.constant_upper_bound(ir).is_some_and(|ub| ub <= k)
}

/// `expr` as `q * d + r` with `q * d` a multiple of `d` and `0 <= r < d`:
/// the divisor, the multiple and the remainder (MLIR's `isQTimesDPlusR`).
fn split_multiple_and_remainder(
    ir: &IrView,
    expr: &AffineExpr,
    operands: &[Value],
) -> Option<(i64, AffineExpr, AffineExpr)> {
    let (AffineBinaryOp::Add, lhs, rhs) = expr.as_binary()? else { return None };
    let divisor = largest_known_divisor(ir, lhs, operands);
    if is_non_negative_bounded_by(ir, rhs, operands, divisor) {
        return Some((divisor, lhs.clone(), rhs.clone()));
    }
    let divisor = largest_known_divisor(ir, rhs, operands);
    if is_non_negative_bounded_by(ir, lhs, operands, divisor) {
        return Some((divisor, rhs.clone(), lhs.clone()));
    }
    None
}

/// Simplifies each result of `map` with the bounds of its operands (MLIR's
/// `simplifyMapWithOperands`).
pub fn simplify_map_with_operands(ir: &IrView, map: &mut AffineMap, operands: &[Value]) {
    if map.num_inputs() as usize != operands.len() {
        return;
    }
    let (lower, upper) = operand_bounds(ir, operands);
    let context = BoundsContext {
        ir,
        operands,
        lower,
        upper,
        dims: map.num_dims(),
        symbols: map.num_symbols(),
    };
    let results = map.results().iter().map(|r| context.simplify(r)).collect();
    *map = AffineMap::new(map.num_dims(), map.num_symbols(), results);
}

/// The operands of a map and their constant bounds.
struct BoundsContext<'a> {
    ir: &'a IrView,
    operands: &'a [Value],
    lower: Vec<Option<i64>>,
    upper: Vec<Option<i64>>,
    dims: u32,
    symbols: u32,
}

impl BoundsContext<'_> {
    /// A bound of `expr`.
    fn bound(&self, expr: &AffineExpr, upper: bool) -> Option<i64> {
        bound_of_expr(expr, self.dims, self.symbols, &self.lower, &self.upper, upper)
    }

    /// MLIR's `simplifyExprAndOperands`: children first, then a
    /// `floordiv`, `ceildiv` or `mod` by a positive constant whose
    /// dividend's bounds decide it.
    fn simplify(&self, expr: &AffineExpr) -> AffineExpr {
        let Some((op, lhs, rhs)) = expr.as_binary() else { return expr.clone() };
        let rebuilt = AffineExpr::binary(op, self.simplify(lhs), self.simplify(rhs));
        let Some((op, lhs, rhs)) = rebuilt.as_binary() else { return rebuilt };
        if !matches!(op, AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv | AffineBinaryOp::Mod) {
            return rebuilt;
        }
        let Some(c) = rhs.as_constant().filter(|&c| c > 0) else { return rebuilt };
        if let (Some(lb), Some(ub)) = (self.bound(lhs, false), self.bound(lhs, true)) {
            match op {
                AffineBinaryOp::FloorDiv if lb.div_euclid(c) == ub.div_euclid(c) => {
                    return AffineExpr::constant(lb.div_euclid(c));
                }
                AffineBinaryOp::CeilDiv if ceil_div(lb, c) == ceil_div(ub, c) => {
                    return AffineExpr::constant(ceil_div(lb, c));
                }
                AffineBinaryOp::Mod if lb >= 0 && lb < c && ub < c => return lhs.clone(),
                _ => {}
            }
        }
        if let Some((divisor, multiple, remainder)) =
            split_multiple_and_remainder(self.ir, lhs, self.operands)
        {
            if c % divisor == 0 && op == AffineBinaryOp::FloorDiv {
                return multiple.floor_div(c);
            }
            if divisor % c == 0 && op == AffineBinaryOp::Mod {
                return remainder.modulo(c);
            }
            return rebuilt;
        }
        let known_zero = match op {
            AffineBinaryOp::FloorDiv => is_non_negative_bounded_by(self.ir, lhs, self.operands, c),
            AffineBinaryOp::Mod => largest_known_divisor(self.ir, lhs, self.operands) % c == 0,
            _ => false,
        };
        if known_zero { AffineExpr::constant(0) } else { rebuilt }
    }
}

/// Drops the results of a min (or max, when `is_max`) map that can never
/// be the least (greatest) given the operands' loop bounds, and turns the
/// results whose bounds meet into constants (MLIR's
/// `simplifyMinOrMaxExprWithOperands`).
pub fn simplify_min_or_max_with_operands(
    ir: &IrView,
    map: &mut AffineMap,
    operands: &[Value],
    is_max: bool,
) {
    if operands.is_empty() || map.num_inputs() as usize != operands.len() {
        return;
    }
    let (lower_inputs, upper_inputs) = operand_bounds(ir, operands);
    let (dims, symbols) = (map.num_dims(), map.num_symbols());
    let bounds: Vec<(Option<i64>, Option<i64>)> = map
        .results()
        .iter()
        .map(|e| match e.as_constant() {
            Some(c) => (Some(c), Some(c)),
            None => (
                bound_of_expr(e, dims, symbols, &lower_inputs, &upper_inputs, false),
                bound_of_expr(e, dims, symbols, &lower_inputs, &upper_inputs, true),
            ),
        })
        .collect();
    let mut kept = Vec::with_capacity(map.num_results());
    for (i, e) in map.results().iter().enumerate() {
        let (lb, ub) = bounds[i];
        let e = match (lb, ub) {
            (Some(l), Some(u)) if l == u => AffineExpr::constant(l),
            _ => e.clone(),
        };
        // For a max, a result is redundant when another one's least value
        // is above its greatest; ties keep the first. A min mirrors it.
        let (own_limit, own_other) = if is_max { (ub, lb) } else { (lb, ub) };
        let Some(limit) = own_limit else {
            kept.push(e);
            continue;
        };
        let redundant = bounds.iter().enumerate().any(|(pos, &(other_lb, other_ub))| {
            let (other_limit, other_far) =
                if is_max { (other_lb, other_ub) } else { (other_ub, other_lb) };
            let Some(other) = other_limit else { return false };
            if pos == i {
                return false;
            }
            let beats = if is_max { other > limit } else { other < limit };
            if beats {
                return true;
            }
            if other != limit {
                return false;
            }
            !(other_far.is_some()
                && own_other.is_some()
                && own_other == own_limit
                && Some(other) == other_far
                && i < pos)
        });
        if !redundant {
            kept.push(e);
        }
    }
    *map = AffineMap::new(dims, symbols, kept);
}
