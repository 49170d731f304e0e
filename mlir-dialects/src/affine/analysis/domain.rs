//! The iteration domain of the loops around an op (MLIR's `getOpIndexSet`
//! over `FlatAffineValueConstraints`): one variable per induction
//! variable of an enclosing `affine.for` or `affine.parallel`, outermost
//! first, bounded by each result of its lower and upper bound maps (the
//! `max` and `min` of several; for `affine.parallel` the results of its
//! group), constrained to its stride when an `affine.for`'s step exceeds
//! one and its lower bound is a constant (an `affine.parallel`'s steps
//! are not modelled, as upstream), and the conditions of every enclosing
//! `affine.if`. As
//! upstream, an op in an `else` region gets its `affine.if`'s condition
//! too. Bound and condition operands that are not induction variables
//! are symbols, shared by value.

use mlir_core::context::builtin::affine::AffineMap;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op, Value};

use super::system::{Linear, SystemBuilder};
use crate::affine::canonical_operands::{
    canonicalize_map_and_operands, canonicalize_set_and_operands,
};
use crate::affine::compose::fully_compose_affine_map_and_operands;
use crate::affine::{ForOp, IfOp, ParallelOp};

/// The `affine.for`, `affine.if` and `affine.parallel` ops around `op`,
/// outermost first (MLIR's `getEnclosingAffineOps`).
pub fn enclosing_affine_ops(ir: &IrView, op: Op) -> Vec<Op> {
    let mut ops = Vec::new();
    let mut current = op.parent_op(ir);
    while let Some(parent) = current {
        let affine = ForOp::try_from_op(ir, parent).is_some()
            || IfOp::try_from_op(ir, parent).is_some()
            || ParallelOp::try_from_op(ir, parent).is_some();
        if affine {
            ops.push(parent);
        }
        current = parent.parent_op(ir);
    }
    ops.reverse();
    ops
}

/// The loops and conditionals that bound an op's iterations.
#[derive(Clone, Debug)]
pub struct IterationDomain {
    /// The enclosing affine ops, outermost first.
    ops: Vec<Op>,
    /// The induction variables of the enclosing `affine.for` and
    /// `affine.parallel` ops, outermost first.
    pub ivs: Vec<Value>,
}

impl IterationDomain {
    /// The domain of `op`; `None` when a loop around it has no body.
    pub fn of(ir: &IrView, op: Op) -> Option<IterationDomain> {
        let ops = enclosing_affine_ops(ir, op);
        let mut ivs = Vec::new();
        for &outer in &ops {
            if let Some(parallel) = ParallelOp::try_from_op(ir, outer) {
                ivs.extend(parallel.induction_vars(ir));
            } else if let Some(for_op) = ForOp::try_from_op(ir, outer) {
                ivs.push(for_op.induction_var(ir)?);
            }
        }
        Some(IterationDomain { ops, ivs })
    }

    /// Adds the domain's variables (as side `side`) and constraints to
    /// `system`; returns the columns of the induction variables. `None`
    /// when a bound or a condition is semi-affine.
    pub(crate) fn add_to(
        &self,
        ir: &IrView,
        system: &mut SystemBuilder,
        side: usize,
    ) -> Option<Vec<usize>> {
        let columns: Vec<usize> = self.ivs.iter().map(|&iv| system.add_dim(iv, side)).collect();
        for &op in &self.ops {
            if let Some(for_op) = ForOp::try_from_op(ir, op) {
                let iv = for_op.induction_var(ir)?;
                let column = system.column_of(iv, side);
                add_loop_bounds(ir, system, side, for_op, column)?;
            } else if let Some(if_op) = IfOp::try_from_op(ir, op) {
                add_condition(ir, system, side, if_op)?;
            } else if let Some(parallel) = ParallelOp::try_from_op(ir, op) {
                add_parallel_bounds(ir, system, side, parallel)?;
            }
        }
        Some(columns)
    }
}

/// The bounds of `for_op` on its variable `iv`: `iv >= lb` for each lower
/// bound result, `iv <= ub - 1` for each upper one, and the stride.
fn add_loop_bounds(
    ir: &IrView,
    system: &mut SystemBuilder,
    side: usize,
    for_op: ForOp,
    iv: usize,
) -> Option<()> {
    let step = i128::from(for_op.step(ir));
    // A stride is known only from a constant lower bound, as upstream.
    if let (true, Some(lb)) = (step != 1, for_op.constant_lower_bound(ir)) {
        let offset = Linear::column(iv).combine(1, &Linear::constant(lb.into()), -1)?;
        let q = system.linearize_quotient(offset.clone(), step)?;
        system.add_equality(offset.combine(1, &q, -step)?);
    }
    let operands: Vec<Value> = for_op.as_op().operands(ir).collect();
    let num_lower = for_op.lower_map(ir)?.num_inputs() as usize;
    let num_upper = for_op.upper_map(ir)?.num_inputs() as usize;
    let lower_operands = operands.get(..num_lower)?.to_vec();
    let upper_operands = operands.get(num_lower..num_lower + num_upper)?.to_vec();
    for (map, bound_operands, lower) in [
        (for_op.lower_map(ir)?, lower_operands, true),
        (for_op.upper_map(ir)?, upper_operands, false),
    ] {
        for bound in map_results(ir, system, side, map, bound_operands)? {
            let form = if lower {
                Linear::column(iv).combine(1, &bound, -1)?
            } else {
                bound.combine(1, &Linear::column(iv), -1)?.combine(1, &Linear::constant(-1), 1)?
            };
            system.add_inequality(form);
        }
    }
    Some(())
}

/// The bounds of each induction variable of `parallel`: the results of
/// its group in the lower and upper maps.
fn add_parallel_bounds(
    ir: &IrView,
    system: &mut SystemBuilder,
    side: usize,
    parallel: ParallelOp,
) -> Option<()> {
    let ctx = ir.ctx();
    let (lower_operands, upper_operands) = parallel.bound_operands(ir);
    let bounds = [
        (parallel.lower_bounds_map(ir), parallel.lower_bounds_groups(ir), lower_operands, true),
        (parallel.upper_bounds_map(ir), parallel.upper_bounds_groups(ir), upper_operands, false),
    ];
    let ivs = parallel.induction_vars(ir);
    for (map, groups, operands, lower) in bounds {
        let map = ctx.affine_map_of(map)?;
        let groups = ctx.dense_int_values(groups)?;
        let mut start = 0usize;
        for (&iv, &size) in ivs.iter().zip(&groups) {
            let end = start.checked_add(usize::try_from(size).ok()?)?;
            let results = map.results().get(start..end)?.to_vec();
            let group = AffineMap::try_new(map.num_dims(), map.num_symbols(), results)?;
            let column = system.column_of(iv, side);
            for bound in map_results(ir, system, side, group, operands.clone())? {
                let form = if lower {
                    Linear::column(column).combine(1, &bound, -1)?
                } else {
                    bound.combine(1, &Linear::column(column), -1)?.combine(
                        1,
                        &Linear::constant(-1),
                        1,
                    )?
                };
                system.add_inequality(form);
            }
            start = end;
        }
    }
    Some(())
}

/// The results of a bound map as linear forms, after composing and
/// canonicalizing it with its operands as upstream's `addBound` does.
fn map_results(
    ir: &IrView,
    system: &mut SystemBuilder,
    side: usize,
    mut map: AffineMap,
    mut operands: Vec<Value>,
) -> Option<Vec<Linear>> {
    fully_compose_affine_map_and_operands(ir, &mut map, &mut operands);
    map = map.simplified();
    canonicalize_map_and_operands(ir, &mut map, &mut operands);
    let columns: Vec<usize> = operands.iter().map(|&v| system.column_of(v, side)).collect();
    map.results().iter().map(|expr| system.linearize(expr, map.num_dims(), &columns)).collect()
}

/// The condition of `if_op`, canonicalized with its operands.
fn add_condition(ir: &IrView, system: &mut SystemBuilder, side: usize, if_op: IfOp) -> Option<()> {
    let mut set = ir.ctx().integer_set_of(if_op.condition(ir))?;
    let mut operands: Vec<Value> = if_op.operands(ir).collect();
    canonicalize_set_and_operands(ir, &mut set, &mut operands);
    let columns: Vec<usize> = operands.iter().map(|&v| system.column_of(v, side)).collect();
    for (expr, &is_equality) in set.constraints().iter().zip(set.eq_flags()) {
        let form = system.linearize(expr, set.num_dims(), &columns)?;
        if is_equality {
            system.add_equality(form);
        } else {
            system.add_inequality(form);
        }
    }
    Some(())
}
