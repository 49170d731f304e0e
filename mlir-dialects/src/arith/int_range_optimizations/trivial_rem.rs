//! [`DeleteTrivialRem`] (MLIR's pattern of the same name): `arith.remsi`
//! or `arith.remui` by a positive constant whose left operand's range
//! lies within `[0, modulus)` is its left operand.

use std::cmp::Ordering;

use mlir_core::AttrData;
use mlir_core::context::builtin::dense::{ElementKind, read_int};
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::rewrite::{PatternRewriter, PatternRoot, RewritePattern, RewriteResult};
use mlir_core::support::apint::APInt;
use mlir_core::transforms::folding::fold_one_op::constant_of_op;

use super::known_ranges::KnownRanges;

/// Drops a remainder that cannot change its left operand.
#[derive(Debug)]
pub struct DeleteTrivialRem {
    /// The ranges the analysis found.
    pub ranges: KnownRanges,
    /// `remui` (bounds read unsigned) rather than `remsi`.
    pub unsigned: bool,
}

/// The integer a constant `value` holds (a splat's element for a shaped
/// constant), read signed as MLIR's `getConstantIntValue` does.
fn constant_int(ir: &IrView, value: Value) -> Option<i64> {
    let attr = constant_of_op(ir, value.defining_op(ir)?)?;
    let ctx = ir.ctx();
    match attr.data(ctx) {
        AttrData::Integer { value, .. } => value.as_i64(),
        AttrData::DenseElements { ty, splat: true, data } => {
            let kind = ElementKind::of(ctx, ty.element_type_or_self(ctx))?;
            if !matches!(kind, ElementKind::Int { .. } | ElementKind::Index { .. }) {
                return None;
            }
            read_int(kind, data, 0).as_i64()
        }
        _ => None,
    }
}

impl RewritePattern for DeleteTrivialRem {
    fn root(&self) -> PatternRoot {
        PatternRoot::Name(if self.unsigned { "arith.remui" } else { "arith.remsi" })
    }

    fn match_and_rewrite(&self, op: Op, rw: &mut PatternRewriter<'_>) -> RewriteResult {
        if op.num_operands(rw) != 2 {
            return rw.fail("not a binary op");
        }
        let (lhs, rhs) = (op.operand(rw, 0), op.operand(rw, 1));
        let Some(modulus) = constant_int(rw, rhs).filter(|&m| m > 0) else {
            return rw.fail("not a positive constant modulus");
        };
        let Some(range) = self.ranges.get(lhs) else {
            return rw.fail("left operand without a known range");
        };
        let (min, max) =
            if self.unsigned { (range.umin(), range.umax()) } else { (range.smin(), range.smax()) };
        // Both ends in [0, modulus), read as the sign bit and an unsigned
        // value (a wider value does not fit a u64 and is not below).
        let below = |x: &APInt| !x.sign_bit() && x.as_u64().is_some_and(|v| v < modulus as u64);
        if !below(min) || !below(max) || min.ucmp(max) == Ordering::Greater {
            return rw.fail("left operand not within [0, modulus)");
        }
        rw.replace_op(op, &[lhs]);
        Ok(())
    }
}
