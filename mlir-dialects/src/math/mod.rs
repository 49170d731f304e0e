//! `math`: mathematical functions on floats and integers (trigonometry,
//! exponentials, logarithms, rounding, powers, bit counts,
//! classification), element by element on scalars, vectors and tensors,
//! defined with `#[op]`. The float ops carry `arith`'s fast-math flags.
//!
//! | module | what |
//! |---|---|
//! | `ops` | the 46 op definitions, by family, each with its folder |
//! | `fold` | what the folders share: exact folds, libm folds of `f32`/`f64`, the classification folds |
//! | `libm` | the host's C math library, which MLIR's folders call |
//!
//! Folded constants are materialized as `arith.constant` (or `ub.poison`),
//! as upstream; `docs/math-folds.md` says which op folds how.

mod fold;
mod libm;
mod ops;

pub use ops::*;

use mlir_core::Context;
use mlir_core::definitions::interfaces::inliner::DialectInlinerInterface;
use mlir_core::definitions::op_type::Dialect;
use mlir_core::ir::{Builder, IrView, Op, Region};
use mlir_core::{Attribute, Location, Type};
use mlir_derive::dialect;

use crate::arith::Arith;

/// Mathematical functions beyond `arith`'s arithmetic.
///
/// Scalars, and vectors and tensors of them, element by element.
#[dialect(
    name = "math",
    dependent = [Arith],
    interfaces = [DialectInlinerInterface],
    materialize_constant,
    // Upstream's order: ODS sorts the ops by class name.
    ops = [
        AbsFOp,
        AbsIOp,
        AcosOp,
        AcoshOp,
        AsinOp,
        AsinhOp,
        Atan2Op,
        AtanOp,
        AtanhOp,
        CbrtOp,
        CeilOp,
        ClampFOp,
        CopySignOp,
        CosOp,
        CoshOp,
        CountLeadingZerosOp,
        CountTrailingZerosOp,
        CtPopOp,
        ErfOp,
        ErfcOp,
        Exp2Op,
        ExpM1Op,
        ExpOp,
        FPowIOp,
        FloorOp,
        FmaOp,
        IPowIOp,
        IsFiniteOp,
        IsInfOp,
        IsNaNOp,
        IsNormalOp,
        Log10Op,
        Log1pOp,
        Log2Op,
        LogOp,
        PowFOp,
        RoundEvenOp,
        RoundOp,
        RsqrtOp,
        SinOp,
        SincosOp,
        SinhOp,
        SqrtOp,
        TanOp,
        TanhOp,
        TruncOp,
    ]
)]
pub struct Math;

/// Every `math` op may be inlined anywhere, as upstream.
impl DialectInlinerInterface for Math {
    fn is_legal_to_inline_op(&self, _: &IrView, _: Op, _: Region, _: bool) -> bool {
        true
    }
}

impl Math {
    /// Materializes a folded constant as `arith` does (MLIR's
    /// `MathDialect::materializeConstant`): `ub.poison` for poison, else
    /// an `arith.constant`.
    fn materialize_constant(
        builder: &mut Builder<'_>,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Op> {
        Arith::materialize_constant(builder, value, ty, loc)
    }
}

/// Registers `math` (and `arith`, which it depends on) in a context.
pub fn register(ctx: &Context) {
    Math::register(ctx);
}
