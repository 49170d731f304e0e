//! The region of a memref one affine access touches (MLIR's
//! `MemRefRegion`): over the iterations of its loops below a depth (and,
//! given a computation slice, only those the slice runs), the elements it
//! reads or writes, symbolic in the outer loops' induction variables and
//! the other symbols. Its constant bounding box gives the size of a
//! buffer holding the region and the offset of each dimension.
//!
//! The system has one column per memref dimension, the induction
//! variables and symbols; the loops not kept are projected out, then each
//! dimension's extent is the one an equality gives (one element) or the
//! least constant difference of an upper and a lower bound, else the
//! memref's size (MLIR's `getConstantBoundOnDimSize`).

use mlir_core::ir::{IrView, Op, Value};

use super::access::MemRefAccess;
use super::domain::IterationDomain;
use super::slice::ComputationSlice;
use super::system::{Linear, SystemBuilder};
use crate::affine::ForOp;
use crate::affine::loop_utils::element_size_bytes;

/// The constant bounding box of a region.
#[derive(Clone, Debug)]
pub struct RegionBox {
    /// The extent along each dimension.
    pub shape: Vec<i64>,
    /// The lower bound of each dimension: coefficients over
    /// [`Self::symbols`], a constant, and a divisor (floor division).
    pub lbs: Vec<(Vec<i128>, i128, i128)>,
    /// The values the region is symbolic in: the kept loops' induction
    /// variables, then other symbols.
    pub symbols: Vec<Value>,
}

impl RegionBox {
    /// The number of elements of the box.
    pub fn num_elements(&self) -> i64 {
        self.shape.iter().fold(1i64, |a, &d| a.saturating_mul(d))
    }
}

/// The bounding box of the region `op` accesses, symbolic in its
/// `loop_depth` outer loops; restricted to `slice` when given. `None`
/// when a map or bound is not affine, or a dimension is unbounded and
/// dynamic.
pub fn region_box(
    ir: &IrView,
    op: Op,
    loop_depth: usize,
    slice: Option<&ComputationSlice>,
) -> Option<RegionBox> {
    let access = MemRefAccess::new(ir, op)?;
    let parts = access.memref.ty(ir).memref_parts(ir.ctx())?;
    let rank = parts.shape.len();
    let domain = IterationDomain::of(ir, op)?;
    let mut builder = SystemBuilder::default();
    let dims: Vec<usize> = (0..rank).map(|_| builder.add_direction()).collect();
    let iv_columns = domain.add_to(ir, &mut builder, 0)?;
    if let Some(slice) = slice {
        let deepest = slice.operands.iter().rev().find_map(|&v| ForOp::of_induction_var(ir, v));
        if let Some(for_op) = deepest {
            let first = for_op.body(ir)?.first_op(ir)?;
            IterationDomain::of(ir, first)?.add_to(ir, &mut builder, 1)?;
        }
        let operand_columns: Vec<usize> =
            slice.operands.iter().map(|&v| builder.column_of(v, 1)).collect();
        for (i, iv) in slice.ivs.iter().enumerate() {
            let Some(k) = domain.ivs.iter().position(|v| v == iv) else { continue };
            let column = Linear::column(iv_columns[k]);
            let (Some(lb), Some(ub)) = (&slice.lbs[i], &slice.ubs[i]) else { continue };
            let single = lb.num_results() == 1 && ub.num_results() == 1;
            if single
                && lb.results()[0].clone() + 1 == ub.results()[0]
                && lb.results()[0].as_constant().is_none()
            {
                let form = builder.linearize(&lb.results()[0], lb.num_dims(), &operand_columns)?;
                builder.add_equality(column.combine(1, &form, -1)?);
                continue;
            }
            for expr in lb.results() {
                let form = builder.linearize(expr, lb.num_dims(), &operand_columns)?;
                builder.add_inequality(column.combine(1, &form, -1)?);
            }
            for expr in ub.results() {
                let form = builder.linearize(expr, ub.num_dims(), &operand_columns)?;
                builder.add_inequality(form.combine(1, &column, -1)?.combine(
                    1,
                    &Linear::constant(-1),
                    1,
                )?);
            }
        }
    }
    let (map, operands) = access.access_map(ir);
    if map.results().iter().any(|e| !e.is_pure_affine()) {
        return None;
    }
    let columns: Vec<usize> = operands.iter().map(|&v| builder.column_of(v, 0)).collect();
    for (k, expr) in map.results().iter().enumerate() {
        let form = builder.linearize(expr, map.num_dims(), &columns)?;
        builder.add_equality(Linear::column(dims[k]).combine(1, &form, -1)?);
    }
    let values = builder.values_by_position();
    let (mut system, position) = builder.build();
    let kept: Vec<Value> = domain.ivs.iter().take(loop_depth).copied().collect();
    let n = system.num_vars;
    let first_local = n - system.num_locals;
    let is_iv = |v: Value| ForOp::of_induction_var(ir, v).is_some();
    let projected: Vec<usize> = (rank..n)
        .filter(|&p| p >= first_local || values[p].is_some_and(|v| is_iv(v) && !kept.contains(&v)))
        .collect();
    system.project_out(&projected)?;
    let dim_positions: Vec<usize> = dims.iter().map(|&d| position[d]).collect();
    let symbol_positions: Vec<usize> =
        (rank..first_local).filter(|p| !projected.contains(p)).collect();
    for (k, &d) in dim_positions.iter().enumerate() {
        let mut lower = vec![0i128; n + 1];
        lower[d] = 1;
        system.inequalities.push(lower);
        if parts.shape[k] >= 0 {
            let mut upper = vec![0i128; n + 1];
            upper[d] = -1;
            upper[n] = i128::from(parts.shape[k]) - 1;
            system.inequalities.push(upper);
        }
    }
    system.remove_trivial_redundancy();
    let mut shape = Vec::new();
    let mut lbs = Vec::new();
    for (k, &d) in dim_positions.iter().enumerate() {
        let other_dims = |row: &Vec<i128>| dim_positions.iter().any(|&q| q != d && row[q] != 0);
        let symbolic =
            |row: &Vec<i128>| -> Vec<i128> { symbol_positions.iter().map(|&p| row[p]).collect() };
        if let Some(row) =
            system.equalities.iter().find(|row| row[d].abs() == 1 && !other_dims(row))
        {
            let sign = -row[d];
            let coefficients = symbolic(row).iter().map(|c| c * sign).collect();
            shape.push(1);
            lbs.push((coefficients, row[n] * sign, 1));
            continue;
        }
        let bounds: Vec<&Vec<i128>> =
            system.inequalities.iter().filter(|row| row[d] != 0 && !other_dims(row)).collect();
        let mut best: Option<(i128, &Vec<i128>)> = None;
        for ub in bounds.iter().filter(|row| row[d] < 0) {
            for lb in bounds.iter().filter(|row| row[d] > 0) {
                if (0..n).any(|j| ub[j] != -lb[j]) {
                    continue;
                }
                let sum = ub[n] + lb[n] + 1;
                let diff = (sum + lb[d] - 1).div_euclid(lb[d]).max(0);
                if best.is_none_or(|(b, _)| diff < b) {
                    best = Some((diff, lb));
                }
            }
        }
        match best {
            Some((diff, lb)) => {
                shape.push(i64::try_from(diff).ok()?);
                let coefficients = symbolic(lb).iter().map(|c| -c).collect();
                lbs.push((coefficients, -lb[n] + lb[d] - 1, lb[d]));
            }
            None => {
                if parts.shape[k] < 0 {
                    return None;
                }
                shape.push(parts.shape[k]);
                lbs.push((vec![0; symbol_positions.len()], 0, 1));
            }
        }
    }
    let symbols = symbol_positions.iter().map(|&p| values[p]).collect::<Option<Vec<Value>>>()?;
    Some(RegionBox { shape, lbs, symbols })
}

/// The size in bytes of the region's bounding box (MLIR's
/// `MemRefRegion::getRegionSize`); a memref with a layout that is not
/// the identity counts zero, as upstream answers; `None` when the box or
/// the element size is unknown.
pub fn region_size_bytes(
    ir: &IrView,
    op: Op,
    loop_depth: usize,
    slice: Option<&ComputationSlice>,
) -> Option<i64> {
    let access = MemRefAccess::new(ir, op)?;
    let parts = access.memref.ty(ir).memref_parts(ir.ctx())?;
    if !access.memref.ty(ir).has_identity_layout(ir.ctx()) {
        return Some(0);
    }
    let region = region_box(ir, op, loop_depth, slice)?;
    let element = element_size_bytes(ir, parts.element)?;
    Some(region.num_elements().saturating_mul(i64::try_from(element).ok()?))
}
