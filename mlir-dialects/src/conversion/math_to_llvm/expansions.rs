//! The math ops LLVM has no intrinsic for, written with one (MLIR's
//! `ExpM1OpLowering`, `Log1pOpLowering`, `RsqrtOpLowering`):
//!
//! | op | becomes |
//! |---|---|
//! | `math.expm1 %x` | `llvm.fsub (llvm.intr.exp %x), 1` |
//! | `math.log1p %x` | `llvm.intr.log (llvm.fadd 1, %x)` |
//! | `math.rsqrt %x` | `llvm.fdiv 1, (llvm.intr.sqrt %x)` |
//!
//! The constant 1 is a scalar or a splat vector of the operand's type
//! (scalable vectors included); both new ops take the op's attributes and
//! fast-math flags. On a vector of several dimensions, each innermost
//! vector gets its own constant and ops.

use std::sync::Arc;

use mlir_core::context::builtin::attributes::AttrData;
use mlir_core::conversion::{ConversionPatternRewriter, TypeConverter};
use mlir_core::ir::{Op, OpBuilder, Value};
use mlir_core::rewrite::MatchFailure;
use mlir_core::support::float::APFloat;
use mlir_core::{Location, Type, TypeData};

use super::attrs::{borrowed, carried_attrs};
use super::pattern::{MathLowering, MathPattern};
use crate::conversion::llvm_common::{build_named, converted_result_type, lower_elementwise};
use crate::llvm::ConstantOp;

/// The ops expanded, each with what it becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expansion {
    /// `math.expm1`: `exp(x) - 1`.
    ExpM1,
    /// `math.log1p`: `log(1 + x)`.
    Log1p,
    /// `math.rsqrt`: `1 / sqrt(x)`.
    Rsqrt,
}

/// Lowers one of the [`Expansion`] ops.
pub type ExpansionLowering = MathPattern<Expansion>;

impl ExpansionLowering {
    /// The lowering of `kind`, with the types of `converter`.
    pub fn new(kind: Expansion, converter: Arc<TypeConverter>) -> Self {
        MathPattern::with(kind, converter)
    }
}

impl MathLowering for Expansion {
    fn source(&self) -> &'static str {
        match self {
            Expansion::ExpM1 => "math.expm1",
            Expansion::Log1p => "math.log1p",
            Expansion::Rsqrt => "math.rsqrt",
        }
    }

    fn generated_ops(&self) -> &[&'static str] {
        match self {
            Expansion::ExpM1 => &["llvm.mlir.constant", "llvm.intr.exp", "llvm.fsub"],
            Expansion::Log1p => &["llvm.mlir.constant", "llvm.fadd", "llvm.intr.log"],
            Expansion::Rsqrt => &["llvm.mlir.constant", "llvm.intr.sqrt", "llvm.fdiv"],
        }
    }

    fn debug_name(&self) -> &str {
        self.source()
    }

    fn lower(
        &self,
        rw: &mut ConversionPatternRewriter<'_>,
        op: Op,
        operands: &[Value],
        converter: &TypeConverter,
    ) -> Result<Vec<Value>, MatchFailure> {
        let result_ty = converted_result_type(rw, op, converter)?;
        let attrs = carried_attrs(rw, op);
        let attrs = borrowed(&attrs);
        let loc = op.loc(rw);
        let kind = *self;
        let value = lower_elementwise(rw, loc, result_ty, operands, |b, pieces, ty| {
            let one = one_constant(b, loc, ty);
            let x = pieces[0];
            let step = |b: &mut ConversionPatternRewriter<'_>, name: &str, args: &[Value]| {
                build_named(b, loc, name, args, &[ty], &attrs).result(b, 0)
            };
            match kind {
                Expansion::ExpM1 => {
                    let exp = step(b, "llvm.intr.exp", &[x]);
                    step(b, "llvm.fsub", &[exp, one])
                }
                Expansion::Log1p => {
                    let sum = step(b, "llvm.fadd", &[one, x]);
                    step(b, "llvm.intr.log", &[sum])
                }
                Expansion::Rsqrt => {
                    let sqrt = step(b, "llvm.intr.sqrt", &[x]);
                    step(b, "llvm.fdiv", &[one, sqrt])
                }
            }
        });
        Ok(vec![value])
    }
}

/// `llvm.mlir.constant` of 1 in the float type `ty`, or splat over the
/// vector type `ty`.
fn one_constant(b: &mut impl OpBuilder, loc: Location, ty: Type) -> Value {
    let ctx = b.ctx_arc().clone();
    let element = match ty.data(&ctx) {
        TypeData::Vector { element, .. } => *element,
        _ => ty,
    };
    let kind = element.as_float(&ctx).expect("a float type");
    let one = APFloat::from_f64(kind, 1.0);
    let scalar = ctx.get_attr(AttrData::Float { ty: element, bits: one.bits().into() });
    let value = if element == ty {
        scalar
    } else {
        ctx.dense_splat(ty, scalar).expect("a vector of floats")
    };
    ConstantOp::build(b, loc, ty, value).res(b)
}
