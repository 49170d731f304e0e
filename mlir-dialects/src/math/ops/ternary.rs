//! The float ops of three operands: `fma` and `clampf`. Operands and
//! result share one float-like type, the result type inferred from the
//! first operand. Neither folds (MLIR 22).

use mlir_core::definitions::interfaces::infer_type::{
    InferTypeOpInterfaceModel, InferTypeOpInterfaceTrait,
};
use mlir_core::semantics::constraints::FloatLike;
use mlir_core::semantics::traits::{
    Elementwise, Pure, SameOperandsAndResultType, Scalarizable, Tensorizable, Vectorizable,
};
use mlir_derive::op;

use super::super::Math;
use crate::arith::models::{HasFastMath, SAME_AS_LHS};
use crate::arith::{ArithFastMathInterface, FastMathFlags, FastMathFlagsAttr};

same_type_op! {
    /// Fused multiply-add: `a * b + c` rounded once.
    float FmaOp = "fma", operands = [a, b, c],
    format = "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
}

same_type_op! {
    /// Clamps `value` to the range `[min, max]`: `%r = math.clampf %x to
    /// [%lo, %hi] : f32`.
    float ClampFOp = "clampf", operands = [value, min, max],
    format = "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
}
