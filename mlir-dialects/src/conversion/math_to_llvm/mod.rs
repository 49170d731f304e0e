//! `math` to `llvm` (MLIR's `Conversion/MathToLLVM`): the lowering
//! patterns and the `convert-math-to-llvm` pass.
//!
//! | module | what |
//! |---|---|
//! | `attrs` | the attributes and fast-math flags the new ops carry; the float types left alone |
//! | `one_to_one` | the ops that are one intrinsic (`sin`, `fma`, `powf`, `fpowi`, `ctpop`, …) |
//! | `expansions` | `expm1`, `log1p` and `rsqrt`, written with `exp`, `log` and `sqrt` |
//! | `int_flag` | `ctlz`, `cttz`, `absi`: intrinsics with a poison flag |
//! | `classify` | `isnan`, `isfinite`: `llvm.intr.is.fpclass` |
//! | `sincos` | `sincos`: `llvm.intr.sincos` and its struct |
//! | `pattern` | the pattern every lowering is: the float types left alone, the converted operands, the op replaced |
//! | `pass` | `convert-math-to-llvm` |
//!
//! Not lowered (left as they are, as upstream leaves them): `acosh`,
//! `asinh`, `atanh`, `cbrt`, `clampf`, `erf`, `erfc`, `ipowi`, `isinf`,
//! `isnormal`; any op on tensors or on the small floats LLVM holds as
//! integers (`f8E4M3FN`, …); `ctlz`, `cttz` and `absi` on vectors of
//! several dimensions.

mod attrs;
mod classify;
mod expansions;
mod int_flag;
mod one_to_one;
mod pass;
mod pattern;
mod sincos;

pub use crate::conversion::arith_to_llvm::llvm_fastmath;
pub use classify::{Classify, ClassifyLowering, FINITE_MASK, NAN_MASK};
pub use expansions::{Expansion, ExpansionLowering};
pub use int_flag::{IntWithFlag, IntWithFlagLowering, WITH_FLAG};
pub use one_to_one::{ONE_TO_ONE, OneToOne, OneToOneLowering};
pub use pass::ConvertMathToLlvm;
pub use pattern::{MathLowering, MathPattern};
pub use sincos::{Sincos, SincosLowering};

use mlir_core::conversion::ConversionPatternSet;

use crate::conversion::llvm_common::LlvmTypeConverter;

/// Adds the patterns lowering `math` to `llvm` (MLIR's
/// `populateMathToLLVMConversionPatterns`); `approximate_log1p` adds the
/// lowering of `math.log1p` to `log(1 + x)`, which loses precision near
/// zero (upstream's default is to add it).
pub fn populate_math_to_llvm_conversion_patterns(
    converter: &LlvmTypeConverter,
    patterns: &mut ConversionPatternSet,
    approximate_log1p: bool,
) {
    let types = converter.converter();
    if approximate_log1p {
        patterns.add_with_converter(ExpansionLowering::new(Expansion::Log1p, types.clone()), types);
    }
    patterns
        .add_with_converter(ClassifyLowering::new("math.isnan", NAN_MASK, types.clone()), types);
    patterns.add_with_converter(
        ClassifyLowering::new("math.isfinite", FINITE_MASK, types.clone()),
        types,
    );
    for (source, target) in ONE_TO_ONE {
        patterns.add_with_converter(OneToOneLowering::new(source, target, types.clone()), types);
    }
    for (source, target, flag) in WITH_FLAG {
        patterns.add_with_converter(
            IntWithFlagLowering::new(source, target, flag, types.clone()),
            types,
        );
    }
    patterns.add_with_converter(ExpansionLowering::new(Expansion::ExpM1, types.clone()), types);
    patterns.add_with_converter(ExpansionLowering::new(Expansion::Rsqrt, types.clone()), types);
    patterns.add_with_converter(SincosLowering::new(types.clone()), types);
}
