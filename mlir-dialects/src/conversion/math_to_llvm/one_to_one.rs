//! The math ops that are one LLVM intrinsic (MLIR's
//! `VectorConvertToLLVMPattern` instances of `MathToLLVM`): `absf`,
//! `ceil`, `copysign`, `cos`, `cosh`, `acos`, `ctpop`, `exp2`, `exp`,
//! `fpowi`, `floor`, `fma`, `log10`, `log2`, `log`, `powf`, `roundeven`,
//! `round`, `sin`, `sinh`, `asin`, `sqrt`, `trunc`, `tan`, `tanh`, `atan`
//! and `atan2`. The intrinsic takes the converted operands, the op's
//! attributes and its fast-math flags; on a vector of several dimensions
//! it is applied to each innermost vector.

use std::sync::Arc;

use mlir_core::conversion::{ConversionPatternRewriter, TypeConverter};
use mlir_core::ir::{Op, Value};
use mlir_core::rewrite::MatchFailure;

use super::attrs::{borrowed, carried_attrs};
use super::pattern::{MathLowering, MathPattern};
use crate::conversion::llvm_common::{build_named, converted_result_type, lower_elementwise};

/// Each math op lowered one to one, with its intrinsic, in upstream's
/// order of patterns.
pub const ONE_TO_ONE: [(&str, &str); 27] = [
    ("math.absf", "llvm.intr.fabs"),
    ("math.ceil", "llvm.intr.ceil"),
    ("math.copysign", "llvm.intr.copysign"),
    ("math.cos", "llvm.intr.cos"),
    ("math.cosh", "llvm.intr.cosh"),
    ("math.acos", "llvm.intr.acos"),
    ("math.ctpop", "llvm.intr.ctpop"),
    ("math.exp2", "llvm.intr.exp2"),
    ("math.exp", "llvm.intr.exp"),
    ("math.fpowi", "llvm.intr.powi"),
    ("math.floor", "llvm.intr.floor"),
    ("math.fma", "llvm.intr.fma"),
    ("math.log10", "llvm.intr.log10"),
    ("math.log2", "llvm.intr.log2"),
    ("math.log", "llvm.intr.log"),
    ("math.powf", "llvm.intr.pow"),
    ("math.roundeven", "llvm.intr.roundeven"),
    ("math.round", "llvm.intr.round"),
    ("math.sin", "llvm.intr.sin"),
    ("math.sinh", "llvm.intr.sinh"),
    ("math.asin", "llvm.intr.asin"),
    ("math.sqrt", "llvm.intr.sqrt"),
    ("math.trunc", "llvm.intr.trunc"),
    ("math.tan", "llvm.intr.tan"),
    ("math.tanh", "llvm.intr.tanh"),
    ("math.atan", "llvm.intr.atan"),
    ("math.atan2", "llvm.intr.atan2"),
];

/// Lowers the op `source` to the intrinsic `target`, one to one.
pub type OneToOneLowering = MathPattern<OneToOne>;

/// The lowering of the op `source` to the intrinsic `target`.
pub struct OneToOne {
    source: &'static str,
    target: [&'static str; 1],
}

impl OneToOneLowering {
    /// The lowering of `source` to `target`, with the types of `converter`.
    pub fn new(source: &'static str, target: &'static str, converter: Arc<TypeConverter>) -> Self {
        MathPattern::with(OneToOne { source, target: [target] }, converter)
    }
}

impl MathLowering for OneToOne {
    fn source(&self) -> &'static str {
        self.source
    }

    fn generated_ops(&self) -> &[&'static str] {
        &self.target
    }

    fn debug_name(&self) -> &str {
        self.target[0]
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
        let loc = op.loc(rw);
        let target = self.target[0];
        let value = lower_elementwise(rw, loc, result_ty, operands, |b, pieces, ty| {
            build_named(b, loc, target, pieces, &[ty], &borrowed(&attrs)).result(b, 0)
        });
        Ok(vec![value])
    }
}
