//! The floating-point arithmetic ops: `addf`, `subf`, `mulf`, `divf`,
//! `remf`, the minimum and maximum ops (`maximumf`, `maxnumf`, `minimumf`,
//! `minnumf`) and the negation `negf`. Operands and result share one
//! float-like type, element by element, the result type inferred from the
//! (left) operand; the `fastmath` property (`#arith.fastmath<…>`) relaxes
//! IEEE semantics. It defaults to `#arith.fastmath<none>`, which every op
//! carries once created (the generic form prints it).
//!
//! Upstream's `VectorUnrollOpInterface` has no counterpart in the core
//! yet; it verifies nothing.

use mlir_core::definitions::interfaces::infer_type::{
    InferTypeOpInterfaceModel, InferTypeOpInterfaceTrait,
};
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::IrView;
use mlir_core::rewrite::{FoldAdaptor, OpFoldResult};
use mlir_core::semantics::constraints::FloatLike;
use mlir_core::semantics::traits::{
    Commutative, Elementwise, Pure, SameOperandsAndResultType, Scalarizable, Tensorizable,
    Vectorizable,
};
use mlir_core::support::float::APFloat;
use mlir_derive::op;

use super::super::Arith;
use super::super::canonicalize::{DivFOfNegF, MulFOfNegF};
use super::super::enums::{FastMathFlags, FastMathFlagsAttr};
use super::super::float_fold::{
    float_attr, float_value, fold_binary, fold_elementwise, is_one, matches_float,
};
use super::super::interfaces::ArithFastMathInterface;
use super::super::models::{HasFastMath, SAME_AS_LHS};

/// Declares one floating-point op (ODS's `Arith_FloatBinaryOp` and
/// `Arith_FloatUnaryOp`): `operands` and a result of one float-like type,
/// element by element, the result type inferred from the first operand, and
/// the `fastmath` flags (default `#arith.fastmath<none>`); `markers` are the
/// op's flag traits (they verify nothing, so their place does not matter).
/// Each op has a folder, written below its declaration.
macro_rules! float_op {
    (
        $(#[$doc:meta])*
        $name:ident = $mnemonic:literal, operands = [operand],
        markers = [$($marker:ident),*]
    ) => {
        float_op! {
            @op {} $(#[$doc])* $name = $mnemonic, operands = [operand], markers = [$($marker),*],
            format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
        }
    };
    (
        $(#[$doc:meta])*
        $name:ident = $mnemonic:literal, operands = [lhs, rhs],
        $(canonicalize = [$($pattern:path),* $(,)?],)? markers = [$($marker:ident),*]
    ) => {
        float_op! {
            @op {$(canonicalize = [$($pattern),*],)?} $(#[$doc])* $name = $mnemonic, operands = [lhs, rhs], markers = [$($marker),*],
            format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
        }
    };
    (
        @op {$($canonicalize:tt)*} $(#[$doc:meta])*
        $name:ident = $mnemonic:literal, operands = [$($operand:ident),+],
        markers = [$($marker:ident),*], format = $format:literal
    ) => {
        $(#[$doc])*
        #[op(
            dialect = Arith,
            name = $mnemonic,
            format = $format,
            traits = [
                $($marker,)*
                SameOperandsAndResultType,
                Elementwise,
                Scalarizable,
                Vectorizable,
                Tensorizable,
                InferTypeOpInterfaceTrait,
            ],
            interfaces = [dyn ArithFastMathInterface = HasFastMath, InferTypeOpInterfaceModel = SAME_AS_LHS],
            $($canonicalize)*
            fold
        )]
        pub struct $name {
            $(#[operand] $operand: FloatLike,)+
            #[attr(default = FastMathFlags::NONE, value = FastMathFlags)]
            fastmath: FastMathFlagsAttr,
            #[result]
            result: FloatLike,
        }
    };
}

float_op! {
    /// Floating-point addition.
    ///
    /// The sum is rounded to nearest, ties to even; the fast-math flags allow
    /// transformations that may change the result.
    AddFOp = "addf", operands = [lhs, rhs], markers = [Pure, Commutative]
}

float_op! {
    /// Floating-point subtraction.
    ///
    /// The difference is rounded to nearest, ties to even; the fast-math flags
    /// allow transformations that may change the result.
    SubFOp = "subf", operands = [lhs, rhs], markers = [Pure]
}

float_op! {
    /// Floating-point multiplication.
    ///
    /// The product is rounded to nearest, ties to even; the fast-math flags
    /// allow transformations that may change the result.
    MulFOp = "mulf", operands = [lhs, rhs], canonicalize = [MulFOfNegF], markers = [Pure, Commutative]
}

float_op! {
    /// Floating-point division.
    ///
    /// The quotient is rounded to nearest, ties to even; the fast-math flags
    /// allow transformations that may change the result.
    DivFOp = "divf", operands = [lhs, rhs], canonicalize = [DivFOfNegF], markers = [Pure]
}

float_op! {
    /// Floating-point remainder of a division truncated toward zero.
    ///
    /// The result has the sign of the dividend, as C's `fmod`.
    RemFOp = "remf", operands = [lhs, rhs], markers = [Pure]
}

float_op! {
    /// Floating-point maximum that propagates NaN.
    ///
    /// A NaN operand gives NaN; `+0.0` counts as greater than `-0.0`.
    MaximumFOp = "maximumf", operands = [lhs, rhs], markers = [Pure, Commutative]
}

float_op! {
    /// Floating-point maximum that ignores a NaN operand.
    ///
    /// When exactly one operand is NaN the other is the result; when both are,
    /// the result is NaN.
    MaxNumFOp = "maxnumf", operands = [lhs, rhs], markers = [Pure, Commutative]
}

float_op! {
    /// Floating-point minimum that propagates NaN.
    ///
    /// A NaN operand gives NaN; `-0.0` counts as less than `+0.0`.
    MinimumFOp = "minimumf", operands = [lhs, rhs], markers = [Pure, Commutative]
}

float_op! {
    /// Floating-point minimum that ignores a NaN operand.
    ///
    /// When exactly one operand is NaN the other is the result; when both are,
    /// the result is NaN.
    MinNumFOp = "minnumf", operands = [lhs, rhs], markers = [Pure, Commutative]
}

float_op! {
    /// Floating-point negation.
    ///
    /// Flips the sign bit, NaN and zero included.
    NegFOp = "negf", operands = [operand], markers = [Pure]
}

/// Folds two float constants with `f`, element by element.
fn fold_constants(
    ir: &IrView,
    adaptor: &FoldAdaptor<'_>,
    f: impl Fn(APFloat, APFloat) -> APFloat,
) -> Option<OpFoldResult> {
    fold_binary(ir.ctx(), adaptor.constant(0), adaptor.constant(1), f).map(OpFoldResult::Attr)
}

/// Whether operand `i` is a scalar or splat constant satisfying `pred`.
fn rhs_is(ir: &IrView, adaptor: &FoldAdaptor<'_>, pred: impl Fn(APFloat) -> bool) -> bool {
    matches_float(ir.ctx(), adaptor.constant(1), pred)
}

/// `x op c` is `x` when the constant `c` satisfies `identity`; else
/// constants fold with `f`.
fn fold_with_identity(
    lhs: mlir_core::ir::Value,
    ir: &IrView,
    adaptor: &FoldAdaptor<'_>,
    identity: impl Fn(APFloat) -> bool,
    f: impl Fn(APFloat, APFloat) -> APFloat,
) -> Option<OpFoldResult> {
    if rhs_is(ir, adaptor, identity) {
        return Some(OpFoldResult::Value(lhs));
    }
    fold_constants(ir, adaptor, f)
}

impl AddFOp {
    /// `x + -0.0` is `x`; constants add.
    fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let neg_zero = |v: APFloat| v.is_zero() && v.is_negative();
        fold_with_identity(self.lhs(ir), ir, adaptor, neg_zero, |a, b| a + b)
    }
}

impl SubFOp {
    /// `x - +0.0` is `x`; constants subtract.
    fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let pos_zero = |v: APFloat| v.is_zero() && !v.is_negative();
        fold_with_identity(self.lhs(ir), ir, adaptor, pos_zero, |a, b| a - b)
    }
}

impl MulFOp {
    /// `x * 1.0` is `x`; with `nnan` and `nsz`, `x * ±0.0` is that zero;
    /// constants multiply.
    fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let flags = self.fastmath(ir);
        if flags.contains(FastMathFlags::NNAN | FastMathFlags::NSZ)
            && rhs_is(ir, adaptor, APFloat::is_zero)
        {
            return Some(OpFoldResult::Value(self.rhs(ir)));
        }
        fold_with_identity(self.lhs(ir), ir, adaptor, is_one, |a, b| a * b)
    }
}

impl DivFOp {
    /// `x / 1.0` is `x`; constants divide.
    fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        fold_with_identity(self.lhs(ir), ir, adaptor, is_one, |a, b| a / b)
    }
}

impl RemFOp {
    /// Constants fold to the remainder with the dividend's sign.
    fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        fold_constants(ir, adaptor, |a, b| a % b)
    }
}

/// The folder of the minimum and maximum ops: `op(x, x)` is `x`; `op(x,
/// c)` is `x` when `c` is the op's neutral value (`neutral` holds for it:
/// the infinity the NaN-propagating ops never return, any NaN for the
/// number-preferring ones); constants fold with `f`.
fn fold_min_max(
    op: mlir_core::ir::Op,
    ir: &IrView,
    adaptor: &FoldAdaptor<'_>,
    neutral: Option<fn(APFloat) -> bool>,
    f: fn(APFloat, APFloat) -> APFloat,
) -> Option<OpFoldResult> {
    let (lhs, rhs) = (op.operand(ir, 0), op.operand(ir, 1));
    if lhs == rhs {
        return Some(OpFoldResult::Value(rhs));
    }
    if neutral.is_some_and(|neutral| rhs_is(ir, adaptor, neutral)) {
        return Some(OpFoldResult::Value(lhs));
    }
    fold_constants(ir, adaptor, f)
}

fn is_neg_inf(v: APFloat) -> bool {
    v.is_infinite() && v.is_negative()
}

fn is_pos_inf(v: APFloat) -> bool {
    v.is_infinite() && !v.is_negative()
}

impl MaximumFOp {
    /// `maximumf(x, x)` and `maximumf(x, -inf)` are `x`; constants fold.
    fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        fold_min_max(self.as_op(), ir, adaptor, Some(is_neg_inf), APFloat::maximum)
    }
}

impl MinimumFOp {
    /// `minimumf(x, x)` and `minimumf(x, +inf)` are `x`; constants fold.
    fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        fold_min_max(self.as_op(), ir, adaptor, Some(is_pos_inf), APFloat::minimum)
    }
}

impl MaxNumFOp {
    /// `maxnumf(x, x)` and `maxnumf(x, NaN)` are `x` (a signaling NaN
    /// too, as upstream); constants fold. `maxnumf(x, -inf)` stays.
    fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        fold_min_max(self.as_op(), ir, adaptor, Some(APFloat::is_nan), APFloat::maxnum)
    }
}

impl MinNumFOp {
    /// `minnumf(x, x)` and `minnumf(x, NaN)` are `x`; constants fold.
    /// `minnumf(x, +inf)` stays.
    fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        fold_min_max(self.as_op(), ir, adaptor, Some(APFloat::is_nan), APFloat::minnum)
    }
}

impl NegFOp {
    /// `negf(negf(x))` is `x`; a constant flips its sign.
    fn fold(self, ir: &IrView, adaptor: &FoldAdaptor<'_>) -> Option<OpFoldResult> {
        let operand = self.operand(ir);
        if let Some(inner) = operand.defining_op(ir).and_then(|d| NegFOp::try_from_op(ir, d)) {
            return Some(OpFoldResult::Value(inner.operand(ir)));
        }
        let ctx = ir.ctx();
        let ty = operand.ty(ir);
        fold_elementwise(ctx, adaptor.constant(0), ty, |a, t| {
            Some(float_attr(ctx, t, -float_value(ctx, a)?))
        })
        .map(OpFoldResult::Attr)
    }
}
