//! When integer divisions may be speculated (their
//! `ConditionallySpeculatable` models), for `arith`'s and `llvm`'s. A division is undefined behaviour
//! for a zero divisor, and a signed one also for `MIN / -1`, so upstream
//! makes `divui`, `divsi`, `ceildivui` and `ceildivsi` speculatable only
//! when the divisor is known to be safe. `floordivsi`, `remui` and `remsi`,
//! although undefined for the same divisors, are `Pure` upstream (MLIR
//! 22's `Arith_TotalIntBinaryOp`), hence always speculatable: kept so.
//!
//! "Known" means a constant here: a scalar, a splat, or the elements of a
//! dense vector or tensor. Upstream also asks any other defining op for
//! the integer range of its result (`InferIntRangeInterface`, through the
//! integer-range analysis), which the core does not have yet; until it
//! does, a divisor computed by an op is never known safe.

use mlir_core::AttrData;
use mlir_core::context::builtin::dense::{ElementKind, read_int};
use mlir_core::definitions::interfaces::speculatable::{
    ConditionallySpeculatableModel, Speculatability,
};
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::support::apint::APInt;

use mlir_core::transforms::folding::fold_one_op::constant_value;

/// The integers `value` holds when a constant-like op defines it: one for
/// a scalar or a splat, every element of another dense constant. Upstream
/// reads a scalar or a splat directly (`m_ConstantInt`) and other dense
/// constants through `arith.constant`'s integer range, which spans the
/// elements: the conditions below hold of that range exactly when they
/// hold of every element. `None` for anything else (or no element).
fn constant_ints(ir: &IrView, value: Value) -> Option<Vec<APInt>> {
    let ctx = ir.ctx();
    match constant_value(ir, value)?.data(ctx) {
        AttrData::Integer { value, .. } => Some(vec![value.clone()]),
        AttrData::DenseElements { ty, splat, data } => {
            let kind = ElementKind::of(ctx, ty.element_type_or_self(ctx))?;
            if !matches!(kind, ElementKind::Int { .. } | ElementKind::Index { .. }) {
                return None;
            }
            // A splat's one element stands for all.
            let count = if *splat { 1 } else { ty.num_elements(ctx)? as usize };
            let elements: Vec<APInt> = (0..count).map(|i| read_int(kind, data, i)).collect();
            (!elements.is_empty()).then_some(elements)
        }
        _ => None,
    }
}

/// `Speculatable` when `safe` holds, else `NotSpeculatable`.
fn speculatable_if(safe: bool) -> Speculatability {
    if safe { Speculatability::Speculatable } else { Speculatability::NotSpeculatable }
}

/// The divisor, the second operand of every division.
fn divisor(ir: &IrView, op: Op) -> Value {
    op.operand(ir, 1)
}

/// Unsigned divisions (`divui`, `ceildivui`): speculatable when the
/// divisor is a known non-zero constant.
pub(crate) struct UnsignedDivision;
impl ConditionallySpeculatableModel for UnsignedDivision {
    fn speculatability(&self, op: Op, ir: &IrView) -> Speculatability {
        let known = constant_ints(ir, divisor(ir, op));
        speculatable_if(known.is_some_and(|ds| ds.iter().all(|d| !d.is_zero())))
    }
}

/// Signed divisions (`divsi`, `ceildivsi`): speculatable when the divisor
/// is a known constant whose signed range excludes zero and -1 (`MIN / -1`
/// overflows): every element positive, or every element below -1. An
/// `i1` divisor is never safe (its only non-zero value is -1).
pub(crate) struct SignedDivision;
impl ConditionallySpeculatableModel for SignedDivision {
    fn speculatability(&self, op: Op, ir: &IrView) -> Speculatability {
        let below_minus_one = |d: &APInt| d.sign_bit() && d.as_i64() != Some(-1);
        let positive = |d: &APInt| !d.sign_bit() && !d.is_zero();
        let known = constant_ints(ir, divisor(ir, op));
        speculatable_if(
            known.is_some_and(|ds| ds.iter().all(positive) || ds.iter().all(below_minus_one)),
        )
    }
}
