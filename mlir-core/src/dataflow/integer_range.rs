//! Integer range analysis (MLIR's `IntegerRangeAnalysis`): bounds on the
//! integer values of every SSA value, from the ops' own inference
//! (`InferIntRangeInterface`), the bounds of loops' induction variables
//! and the control flow the sparse forward driver follows.
//!
//! The lattice is [`IntegerValueRange`] (its join is the union of the
//! bounds). When the bounds of a value change, they also tell constant
//! propagation's lattice at the value: one possible value makes it that
//! constant, anything else makes it "not one constant", so dead-code
//! analysis prunes branches the ranges decide.
//!
//! Loops are not iterated to their trip counts: a result that flows to a
//! terminator and keeps changing once known is widened to every value of
//! its type at its second change.

use crate::context::builtin::attributes::Attribute;
use crate::context::diagnostics::Diagnostic;
use crate::dataflow::anchor::ProgramPoint;
use crate::dataflow::constant_value::ConstantValue;
use crate::dataflow::solver::{SolverContext, UpdateContext};
use crate::dataflow::sparse_forward::{
    SparseForwardAnalysis, set_all_to_entry_states, set_non_successor_inputs_to_entry_states,
};
use crate::dataflow::sparse_lattice::{Lattice, LatticeValue};
use crate::definitions::interfaces::infer_int_range::{
    ConstantIntRanges, InferIntRangeInterfaceRef, IntegerValueRange, storage_width,
};
use crate::definitions::interfaces::loop_like::LoopLikeOpInterfaceRef;
use crate::definitions::interfaces::region_branch::RegionSuccessor;
use crate::ir::{IrView, Op, Value, ValueOwner};
use crate::rewrite::OpFoldResult;
use crate::semantics::traits::OpTraits;
use crate::support::apint::APInt;
use crate::{AttrData, TypeData};

impl LatticeValue for IntegerValueRange {
    fn join(&self, other: &IntegerValueRange) -> IntegerValueRange {
        IntegerValueRange::join(self, other)
    }

    /// Tells the constant lattice of `value` what the new bounds say.
    fn on_update(value: Value, cx: &mut UpdateContext<'_>) {
        let Some(known) = cx.lookup::<Lattice<IntegerValueRange>>(value) else { return };
        let constant = known.value().range().and_then(ConstantIntRanges::constant_value);
        let learned = match constant.and_then(|c| constant_of(cx.ir(), value, c)) {
            Some(known) => known,
            None => ConstantValue::unknown(),
        };
        cx.update::<Lattice<ConstantValue>>(value, |lattice| lattice.join(&learned));
    }
}

/// `value` as the constant `c`: an integer attribute of its type (a splat
/// for a shaped type), materialized by the dialect of its defining op, or
/// of the op owning its block for a block argument. `None` for a type
/// that has no such constant.
fn constant_of(ir: &IrView, value: Value, c: APInt) -> Option<ConstantValue> {
    let ctx = ir.ctx();
    let ty = value.ty(ir);
    let element = ty.element_type_or_self(ctx);
    if !matches!(element.data(ctx), TypeData::Integer { .. } | TypeData::Index)
        || storage_width(ctx, ty) != c.width()
    {
        return None;
    }
    let scalar = ctx.integer_attr(element, c);
    let attr = if element == ty { scalar } else { ctx.dense_splat(ty, scalar)? };
    let dialect_of = match value.owner(ir) {
        ValueOwner::Result(op, _) => Some(op),
        ValueOwner::BlockArg(block, _) => block.parent_op(ir),
        ValueOwner::Placeholder => None,
    };
    Some(ConstantValue::new(attr, dialect_of.map(|op| op.name(ir))))
}

/// The integer range analysis. Load it wrapped in
/// [`SparseForward`](crate::dataflow::SparseForward), after
/// [`DeadCodeAnalysis`](crate::dataflow::DeadCodeAnalysis) (and, as
/// mlir-opt's passes do, [`SparseConstantPropagation`](crate::dataflow::SparseConstantPropagation)).
#[derive(Default, Debug)]
pub struct IntegerRangeAnalysis;

/// Whether a terminator uses `value` (a value carried around a loop).
fn flows_to_terminator(ir: &IrView, value: Value) -> bool {
    value.uses(ir).any(|u| u.owner(ir).name(ir).traits(ir.ctx()).contains(OpTraits::TERMINATOR))
}

/// Joins `range` into the lattice of `value`; a value carried around a
/// loop whose known bounds change again is widened to its type's every
/// value in the same update.
fn join_widening(cx: &mut SolverContext<'_>, value: Value, range: &IntegerValueRange) {
    let widen = flows_to_terminator(cx.ir(), value);
    let max = IntegerValueRange::max_range(cx.ir().ctx(), value.ty(cx.ir()));
    cx.update::<Lattice<IntegerValueRange>>(value, |lattice| {
        let old = lattice.value().clone();
        let mut changed = lattice.join(range);
        if widen && !old.is_uninitialized() && *lattice.value() != old {
            changed |= lattice.join(&max);
        }
        changed
    });
}

/// What `model` infers of `op`'s results (or its regions' arguments)
/// from `args`, in the order it says them.
fn infer(
    ir: &IrView,
    model: InferIntRangeInterfaceRef,
    args: &[IntegerValueRange],
) -> Vec<(Value, IntegerValueRange)> {
    let mut inferred = Vec::new();
    model.infer_result_ranges_from_optional(ir, args, &mut |value, range| {
        inferred.push((value, range));
    });
    inferred
}

impl SparseForwardAnalysis for IntegerRangeAnalysis {
    type Value = IntegerValueRange;

    fn visit_operation(
        &mut self,
        cx: &mut SolverContext<'_>,
        op: Op,
        operands: &[IntegerValueRange],
        results: &[Value],
    ) -> Result<(), Diagnostic> {
        let Some(model) = InferIntRangeInterfaceRef::get(cx.ir(), op) else {
            set_all_to_entry_states(self, cx, results);
            return Ok(());
        };
        for (value, range) in infer(cx.ir(), model, operands) {
            if results.contains(&value) {
                join_widening(cx, value, &range);
            }
        }
        Ok(())
    }

    fn entry_state(&self, ir: &IrView, value: Value) -> IntegerValueRange {
        IntegerValueRange::max_range(ir.ctx(), value.ty(ir))
    }

    fn visit_non_control_flow_arguments(
        &mut self,
        cx: &mut SolverContext<'_>,
        op: Op,
        successor: &RegionSuccessor,
        values: &[Value],
        first_index: usize,
    ) -> Result<(), Diagnostic> {
        if let Some(model) = InferIntRangeInterfaceRef::get(cx.ir(), op) {
            let point = ProgramPoint::After(op);
            let operands: Vec<Value> = op.operands(cx.ir()).collect();
            let args: Vec<IntegerValueRange> =
                operands.into_iter().map(|v| cx.lattice_for(point, v)).collect();
            for (value, range) in infer(cx.ir(), model, &args) {
                if values.contains(&value) && value.defining_op(cx.ir()).is_none() {
                    join_widening(cx, value, &range);
                }
            }
            return Ok(());
        }
        if let Some(looplike) = LoopLikeOpInterfaceRef::get(cx.ir(), op) {
            let ir = cx.ir();
            let ivs = looplike.induction_vars(ir).unwrap_or_default();
            let bounds = (looplike.lower_bounds(ir), looplike.upper_bounds(ir), looplike.steps(ir));
            if let (Some(lower), Some(upper), Some(steps)) = bounds
                && !ivs.is_empty()
                && [lower.len(), upper.len(), steps.len()] == [ivs.len(); 3]
            {
                for (index, &iv) in ivs.iter().enumerate() {
                    let bounds = (lower[index], upper[index], steps[index]);
                    self.bound_induction_var(cx, iv, bounds);
                }
                return Ok(());
            }
        }
        set_non_successor_inputs_to_entry_states(self, cx, successor, values, first_index);
        Ok(())
    }
}

impl IntegerRangeAnalysis {
    /// Bounds `iv`, an induction variable of a loop, by its lower and
    /// upper bounds and step (read signed, the upper bound excluded;
    /// swapped for a negative step). A bound whose value is not known yet
    /// is the extreme of its width; an unknown step counts as positive.
    /// Bounds that leave no value bound nothing.
    fn bound_induction_var(
        &self,
        cx: &mut SolverContext<'_>,
        iv: Value,
        (lower, upper, step): (OpFoldResult, OpFoldResult, OpFoldResult),
    ) {
        let ir = cx.ir();
        let width = storage_width(ir.ctx(), iv.ty(ir));
        let ValueOwner::BlockArg(block, _) = iv.owner(ir) else { return };
        if width == 0 {
            return;
        }
        let point = ProgramPoint::BlockStart(block);
        let bound = |cx: &mut SolverContext<'_>, fold: OpFoldResult, upper: bool| {
            let known = match fold {
                OpFoldResult::Attr(attr) => integer_value(cx.ir(), attr),
                OpFoldResult::Value(value) => {
                    let known = cx.lattice_for::<IntegerValueRange>(point, value);
                    known.range().map(|r| if upper { r.smax().clone() } else { r.smin().clone() })
                }
            };
            match known.filter(|k| k.width() == width) {
                Some(k) => k,
                None if upper => APInt::signed_max(width),
                None => APInt::signed_min(width),
            }
        };
        let mut min = bound(cx, lower, false);
        let mut max = bound(cx, upper, true);
        let step = bound(cx, step, true);
        if step.sign_bit() {
            std::mem::swap(&mut min, &mut max);
        } else {
            max = max.wrapping_sub(&APInt::one(width));
        }
        if max.scmp(&min) != std::cmp::Ordering::Less {
            let range = IntegerValueRange::new(ConstantIntRanges::from_signed(min, max));
            cx.join_lattice(iv, &range);
        }
    }
}

/// The value of an integer attribute.
fn integer_value(ir: &IrView, attr: Attribute) -> Option<APInt> {
    match attr.data(ir.ctx()) {
        AttrData::Integer { value, .. } => Some(value.clone()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Context;

    fn i8(v: i64) -> APInt {
        APInt::from_i64(8, v)
    }

    fn signed(min: i64, max: i64) -> IntegerValueRange {
        IntegerValueRange::new(ConstantIntRanges::from_signed(i8(min), i8(max)))
    }

    #[test]
    fn join_is_the_union_and_uninitialized_gives_way() {
        let none = IntegerValueRange::default();
        assert!(none.is_uninitialized());
        let a = signed(1, 3);
        let b = signed(5, 9);
        assert_eq!(LatticeValue::join(&none, &a), a);
        assert_eq!(LatticeValue::join(&a, &none), a);
        assert_eq!(LatticeValue::join(&none, &none), none);
        assert_eq!(LatticeValue::join(&a, &b), signed(1, 9));
        assert_eq!(LatticeValue::join(&b, &a), signed(1, 9));
        // Crossing zero: the unsigned reading becomes everything.
        let c = LatticeValue::join(&signed(-2, -1), &signed(0, 1));
        assert_eq!(
            c.range().map(ToString::to_string).unwrap(),
            "unsigned : [0, 255] signed : [-2, 1]"
        );
    }

    #[test]
    fn max_range_follows_the_storage_width() {
        let ctx = Context::new();
        let index = IntegerValueRange::max_range(&ctx, ctx.index_type());
        assert_eq!(index.range().map(ConstantIntRanges::width), Some(64));
        let i1 = IntegerValueRange::max_range(&ctx, ctx.integer_type(1));
        assert_eq!(
            i1.range().map(|r| r.to_string()).unwrap(),
            "unsigned : [0, 1] signed : [-1, 0]"
        );
        // No integers in a float: nothing can be known.
        assert!(IntegerValueRange::max_range(&ctx, ctx.f32_type()).is_uninitialized());
    }

    /// The values of the first `u.def` op of `src` (parsed with
    /// unregistered ops allowed).
    fn parse_defs(src: &str) -> (crate::ir::Ir, Vec<Value>) {
        use crate::asm::parser::{ParseConfig, parse_source};
        let ctx = std::sync::Arc::new(Context::new());
        ctx.set_allow_unregistered_dialects(true);
        let ir = match parse_source(ctx, src, &ParseConfig::new("t.mlir")) {
            Ok(file) => file.ir,
            Err(_) => panic!("test input does not parse"),
        };
        let mut def = None;
        ir.walk_all(crate::ir::WalkOrder::PreOrder, |ir, op| {
            if def.is_none() && op.name(ir).as_str(ir.ctx()) == "u.def" {
                def = Some(op);
            }
            crate::ir::WalkControl::Advance
        });
        let values = def.map(|op| op.results(&ir).collect()).unwrap_or_default();
        (ir, values)
    }

    /// Sets the range lattice of `value` from outside, as an analysis
    /// would, and returns what the constant lattice then holds.
    fn constant_after(
        solver: &mut crate::dataflow::DataFlowSolver,
        ir: &IrView,
        value: Value,
        range: IntegerValueRange,
    ) -> ConstantValue {
        solver.update::<Lattice<IntegerValueRange>>(ir, value, |l| l.join(&range));
        solver.lookup::<Lattice<ConstantValue>>(value).map(|l| *l.value()).unwrap_or_default()
    }

    #[test]
    fn on_update_makes_one_value_a_constant_of_the_defining_dialect() {
        let (ir, values) = parse_defs(r#"%0:3 = "u.def"() : () -> (i8, vector<2xi8>, index)"#);
        let ctx = ir.ctx_arc().clone();
        let mut solver = crate::dataflow::DataFlowSolver::new();
        let seven = IntegerValueRange::new(ConstantIntRanges::constant(i8(7)));
        let known = constant_after(&mut solver, &ir, values[0], seven.clone());
        let expected = ctx.integer_attr(ctx.integer_type(8), i8(7));
        assert_eq!(known.constant(), Some(expected));
        assert_eq!(
            known.dialect_of().map(|name| name.dialect(&ctx).to_owned()).as_deref(),
            Some("u")
        );
        // A vector: a splat of the one value.
        let known = constant_after(&mut solver, &ir, values[1], seven);
        let splat = ctx.dense_splat(values[1].ty(&ir), expected);
        assert_eq!(known.constant(), splat);
        // An index: its constant is an index attribute.
        let one = IntegerValueRange::new(ConstantIntRanges::constant(APInt::from_i64(64, 1)));
        let known = constant_after(&mut solver, &ir, values[2], one);
        assert_eq!(
            known.constant(),
            Some(ctx.integer_attr(ctx.index_type(), APInt::from_i64(64, 1)))
        );
    }

    #[test]
    fn on_update_makes_a_wider_range_not_one_constant() {
        let (ir, values) = parse_defs(r#"%0 = "u.def"() : () -> i8"#);
        let mut solver = crate::dataflow::DataFlowSolver::new();
        let seven = IntegerValueRange::new(ConstantIntRanges::constant(i8(7)));
        assert!(constant_after(&mut solver, &ir, values[0], seven).constant().is_some());
        // Joining 9 in makes [7, 9]: no longer one value, and the constant
        // lattice, once a constant, joins "not one constant".
        let nine = IntegerValueRange::new(ConstantIntRanges::constant(i8(9)));
        let known = constant_after(&mut solver, &ir, values[0], nine);
        assert!(!known.is_uninitialized());
        assert_eq!(known.constant(), None);
        // Nothing changes: the lattices stay as they are.
        let known = constant_after(&mut solver, &ir, values[0], signed(8, 8));
        assert_eq!(known, ConstantValue::unknown());
    }
}
