//! The float ops of two operands: `atan2`, `copysign` and `powf`.
//! Operands and result share one float-like type, the result type
//! inferred from the left operand.
//!
//! Folders (MLIR 22's): `copysign` folds exactly at every float kind;
//! `atan2` of two zeros is the kind's NaN at every kind, else it and
//! `powf` call the host's libm on `f32` and `f64` only.

use mlir_core::definitions::interfaces::infer_type::{
    InferTypeOpInterfaceModel, InferTypeOpInterfaceTrait,
};
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::semantics::constraints::FloatLike;
use mlir_core::semantics::traits::{
    Elementwise, Pure, SameOperandsAndResultType, Scalarizable, Tensorizable, Vectorizable,
};
use mlir_core::support::float::APFloat;
use mlir_derive::op;

use super::super::Math;
use super::super::fold::{binary_float, host2};
use super::super::libm;
use crate::arith::models::{HasFastMath, SAME_AS_LHS};
use crate::arith::{ArithFastMathInterface, FastMathFlags, FastMathFlagsAttr};

/// Declares one float op of two operands (ODS's `Math_FloatBinaryOp`) and
/// its folder: `fold` maps each pair of elements of two constant operands
/// to the result's, or refuses it (`None`).
macro_rules! binary_op {
    ($(#[$doc:meta])* $name:ident = $mnemonic:literal, fold = $fold:expr) => {
        same_type_op! {
            $(#[$doc])* float $name = $mnemonic, operands = [lhs, rhs],
            format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)", fold
        }

        impl $name {
            fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
                let f: fn(APFloat, APFloat) -> Option<APFloat> = $fold;
                binary_float(ir, adaptor, f)
            }
        }
    };
}

binary_op! {
    /// The arctangent of `lhs / rhs` in radians, the quadrant chosen by
    /// both signs.
    Atan2Op = "atan2",
    fold = |a, b| {
        if a.is_zero() && b.is_zero() {
            return Some(APFloat::nan(a.kind()));
        }
        host2(a, b, libm::atan2f, libm::atan2)
    }
}

binary_op! {
    /// The magnitude of `lhs` with the sign of `rhs`.
    CopySignOp = "copysign", fold = |a, b| Some(a.copy_sign(b))
}

binary_op! {
    /// `lhs` raised to the power `rhs`.
    PowFOp = "powf", fold = |a, b| host2(a, b, libm::powf, libm::pow)
}
