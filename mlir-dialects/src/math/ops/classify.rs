//! The classification ops: `isnan`, `isinf`, `isfinite` and `isnormal`.
//! Each tests a float-like operand element by element and gives `i1`, or
//! a vector or tensor of `i1` shaped like the operand (inferred from it).
//! They carry `#arith.fastmath` flags, which their format does not spell:
//! set ones print in the attribute dictionary.
//!
//! Folders (MLIR 22's): a scalar constant folds to `true` or `false`, a
//! splat to a splat; other dense constants and poison do not fold.

use mlir_core::definitions::interfaces::infer_type::{
    InferTypeOpInterfaceModel, InferTypeOpInterfaceTrait,
};
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::semantics::constraints::{BoolLike, FloatLike};
use mlir_core::semantics::traits::{
    Elementwise, PredOpTrait, Pure, Scalarizable, Tensorizable, Vectorizable,
};
use mlir_core::support::float::APFloat;
use mlir_derive::op;

use super::super::Math;
use super::super::fold::classify;
use crate::arith::constraints::i1_same_shape;
use crate::arith::models::{HasFastMath, I1ShapedLikeLhs};
use crate::arith::{
    ArithFastMathInterface, FastMathFlags, FastMathFlagsAttr, ResultIsI1ShapedLikeOperands,
};

/// Declares one classification op (ODS's `Math_FloatClassificationOp`)
/// and its folder, `holds` telling whether a value is in the class.
macro_rules! classification_op {
    ($(#[$doc:meta])* $name:ident = $mnemonic:literal, holds = $holds:expr) => {
        $(#[$doc])*
        #[op(
            dialect = Math,
            name = $mnemonic,
            format = "$operand attr-dict `:` type($operand)",
            traits = [
                PredOpTrait<ResultIsI1ShapedLikeOperands>,
                Pure,
                Elementwise,
                Scalarizable,
                Vectorizable,
                Tensorizable,
                InferTypeOpInterfaceTrait,
            ],
            interfaces = [dyn ArithFastMathInterface = HasFastMath, InferTypeOpInterfaceModel = I1ShapedLikeLhs],
            fold
        )]
        pub struct $name {
            #[operand]
            operand: FloatLike,
            #[attr(default = FastMathFlags::NONE, value = FastMathFlags)]
            fastmath: FastMathFlagsAttr,
            #[result(type_from = operand, via = i1_same_shape)]
            result: BoolLike,
        }

        impl $name {
            fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
                classify(ir, adaptor, self.result(ir).ty(ir), $holds)
            }
        }
    };
}

classification_op! {
    /// Whether the operand is finite: neither infinite nor NaN.
    IsFiniteOp = "isfinite", holds = APFloat::is_finite
}

classification_op! {
    /// Whether the operand is an infinity of either sign.
    IsInfOp = "isinf", holds = APFloat::is_infinite
}

classification_op! {
    /// Whether the operand is a NaN.
    IsNaNOp = "isnan", holds = APFloat::is_nan
}

classification_op! {
    /// Whether the operand is normal: finite, nonzero and not a denormal.
    IsNormalOp = "isnormal", holds = APFloat::is_normal
}
