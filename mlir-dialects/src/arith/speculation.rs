//! When `arith`'s divisions may be speculated (their
//! `ConditionallySpeculatable` models). A division is undefined behaviour
//! for a zero divisor, and a signed one also for `MIN / -1`, so upstream
//! makes `divui`, `divsi`, `ceildivui` and `ceildivsi` speculatable only
//! when the divisor is known to be safe. `floordivsi`, `remui` and `remsi`,
//! although undefined for the same divisors, are `Pure` upstream (MLIR
//! 22's `Arith_TotalIntBinaryOp`), hence always speculatable: kept so.
//!
//! "Known" means a constant here: a scalar, or a splat vector or tensor.
//! Upstream also asks the divisor's defining op for its integer range
//! (`InferIntRangeInterface`), which the core does not have yet; until it
//! does, a divisor computed by an op is never known safe.

use mlir_core::AttrData;
use mlir_core::builtin::apint::APInt;
use mlir_core::builtin::dense::{ElementKind, read_int};
use mlir_core::core_interfaces::speculatable::{ConditionallySpeculatableModel, Speculatability};
use mlir_core::ir::{IrView, Op, Value};

use super::models::constant_attr;

/// The integer `value` holds when a constant-like op defines it, as a
/// scalar or as every element of a splat (MLIR's `m_ConstantInt`).
fn constant_int_or_splat(ir: &IrView, value: Value) -> Option<APInt> {
    let ctx = ir.ctx();
    match constant_attr(ir, value)?.data(ctx) {
        AttrData::Integer { value, .. } => Some(value.clone()),
        AttrData::DenseElements { ty, splat: true, data } => {
            match ElementKind::of(ctx, ty.element_type_or_self(ctx))? {
                kind @ (ElementKind::Int { .. } | ElementKind::Index { .. }) => {
                    Some(read_int(kind, data, 0))
                }
                _ => None,
            }
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
pub(super) struct UnsignedDivision;
impl ConditionallySpeculatableModel for UnsignedDivision {
    fn speculatability(&self, op: Op, ir: &IrView) -> Speculatability {
        let known = constant_int_or_splat(ir, divisor(ir, op));
        speculatable_if(known.is_some_and(|d| !d.is_zero()))
    }
}

/// Signed divisions (`divsi`, `ceildivsi`): speculatable when the divisor
/// is a known constant neither zero nor -1 (all ones: `MIN / -1`
/// overflows). An `i1` divisor is never safe (its only non-zero value is
/// -1).
pub(super) struct SignedDivision;
impl ConditionallySpeculatableModel for SignedDivision {
    fn speculatability(&self, op: Op, ir: &IrView) -> Speculatability {
        let known = constant_int_or_splat(ir, divisor(ir, op));
        speculatable_if(known.is_some_and(|d| !d.is_zero() && d.as_i64() != Some(-1)))
    }
}
