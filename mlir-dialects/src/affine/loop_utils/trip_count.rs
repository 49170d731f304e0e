//! The trip count of an `affine.for` (MLIR's `getTripCountMapAndOperands`,
//! `getConstantTripCount`, `getLargestDivisorOfTripCount`).
//!
//! With constant bounds it is a constant. Otherwise the lower bound must
//! have one result: the trip count is then a map with one result per
//! upper bound result, their difference from the lower bound (composed,
//! canonicalized and simplified over the operands of both bounds), divided
//! by the step rounding up. It is constant when the difference is, as for
//! `%n to %n + 8`.

use mlir_core::context::builtin::affine::{AffineExpr, AffineMap};
use mlir_core::ir::{IrView, Value};

use crate::affine::{ForOp, canonicalize_map_and_operands, fully_compose_affine_map_and_operands};

/// The trip count of `for_op` as a map over operands; `None` when it
/// cannot be expressed (a lower bound of several results, or a step that
/// is not positive).
pub fn trip_count_map(ir: &IrView, for_op: ForOp) -> Option<(AffineMap, Vec<Value>)> {
    let step = for_op.step(ir);
    if step <= 0 {
        return None;
    }
    if let (Some(lower), Some(upper)) =
        (for_op.constant_lower_bound(ir), for_op.constant_upper_bound(ir))
    {
        let span = (i128::from(upper) - i128::from(lower)).max(0);
        let count = (span + i128::from(step) - 1) / i128::from(step);
        return Some((AffineMap::constant(count as i64), Vec::new()));
    }
    let lower = for_op.lower_map(ir)?;
    let upper = for_op.upper_map(ir)?;
    if lower.num_results() != 1 {
        return None;
    }
    let lower_result = lower.results()[0].clone();
    let lower_operands: Vec<Value> = for_op.lower_bound_operands(ir).collect();
    let upper_operands: Vec<Value> = for_op.upper_bound_operands(ir).collect();

    // The upper bound's inputs first, then the lower bound's: dimensions
    // of both, then symbols of both (MLIR's `AffineValueMap::difference`).
    let (upper_dims, lower_dims) = (upper.num_dims(), lower.num_dims());
    let (upper_symbols, lower_symbols) = (upper.num_symbols(), lower.num_symbols());
    let split_upper = (upper_dims as usize).min(upper_operands.len());
    let split_lower = (lower_dims as usize).min(lower_operands.len());
    let mut operands = Vec::with_capacity(upper_operands.len() + lower_operands.len());
    operands.extend_from_slice(&upper_operands[..split_upper]);
    operands.extend_from_slice(&lower_operands[..split_lower]);
    operands.extend_from_slice(&upper_operands[split_upper..]);
    operands.extend_from_slice(&lower_operands[split_lower..]);
    let shifted_dims: Vec<AffineExpr> =
        (0..lower_dims).map(|d| AffineExpr::dim(upper_dims + d)).collect();
    let shifted_symbols: Vec<AffineExpr> =
        (0..lower_symbols).map(|s| AffineExpr::symbol(upper_symbols + s)).collect();
    let shifted_lower = lower_result.replace_dims_and_symbols(&shifted_dims, &shifted_symbols);
    let differences: Vec<AffineExpr> =
        upper.results().iter().map(|u| u - shifted_lower.clone()).collect();
    let mut map =
        AffineMap::new(upper_dims + lower_dims, upper_symbols + lower_symbols, differences);
    fully_compose_affine_map_and_operands(ir, &mut map, &mut operands);
    canonicalize_map_and_operands(ir, &mut map, &mut operands);
    map = map.simplified();
    let counts: Vec<AffineExpr> = map.results().iter().map(|r| r.ceil_div(step)).collect();
    Some((AffineMap::new(map.num_dims(), map.num_symbols(), counts), operands))
}

/// The trip count when every result of the trip count map is a constant:
/// the least of them. A negative difference reads as a huge count, as
/// upstream's unsigned conversion reads it.
pub fn constant_trip_count(ir: &IrView, for_op: ForOp) -> Option<u64> {
    let (map, _) = trip_count_map(ir, for_op)?;
    let mut count: Option<u64> = None;
    for result in map.results() {
        let value = result.as_constant()? as u64;
        count = Some(count.map_or(value, |c| c.min(value)));
    }
    count
}

/// The largest number known to divide the trip count: the greatest common
/// divisor over the trip count map's results (a constant its own value, a
/// zero count `u64::MAX`, another expression its largest known divisor);
/// 1 when there is no trip count map.
pub fn largest_divisor_of_trip_count(ir: &IrView, for_op: ForOp) -> u64 {
    let Some((map, _)) = trip_count_map(ir, for_op) else { return 1 };
    let mut divisor: Option<u64> = None;
    for result in map.results() {
        let this = match result.as_constant() {
            Some(0) => u64::MAX,
            Some(count) => count as u64,
            None => result.largest_known_divisor() as u64,
        };
        divisor = Some(divisor.map_or(this, |d| gcd(d, this)));
    }
    divisor.unwrap_or(1)
}

/// Euclid's greatest common divisor.
fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}
