//! `convert-math-to-llvm`: `math`'s ops to LLVM intrinsics (MLIR's
//! `ConvertMathToLLVMPass`).

use mlir_core::conversion::{ConversionConfig, ConversionPatternSet};
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

use super::populate_math_to_llvm_conversion_patterns;
use crate::conversion::llvm_common::{
    LlvmTypeConverter, LowerToLlvmOptions, llvm_conversion_target, run_partial_conversion,
};
use crate::llvm::Llvm;

/// Convert Math dialect to LLVM dialect
///
/// MLIR's `convert-math-to-llvm`: the math ops LLVM has intrinsics for
/// become `llvm.intr.*` ops, `expm1`, `rsqrt` and (with
/// `approximate-log1p`) `log1p` short sequences of them, with their
/// fast-math flags; vectors of several dimensions are lowered per
/// innermost vector. A partial conversion: the ops it cannot lower stay,
/// and the pass never fails on them.
#[pass(
    argument = "convert-math-to-llvm",
    name = "ConvertMathToLLVMPass",
    dependent_dialects = [Llvm]
)]
#[derive(Debug)]
pub struct ConvertMathToLlvm {
    /// Enable approximation of Log1p.
    #[option(default = true)]
    approximate_log1p: bool,
}

impl Pass for ConvertMathToLlvm {
    /// The `llvm` dialect and the unrealized casts legal (upstream's
    /// `LLVMConversionTarget`); every other op is unknown, so may stay.
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let converter = LlvmTypeConverter::new(LowerToLlvmOptions::default());
        let mut patterns = ConversionPatternSet::new();
        populate_math_to_llvm_conversion_patterns(
            &converter,
            &mut patterns,
            self.approximate_log1p,
        );
        let target = llvm_conversion_target();
        run_partial_conversion(cx, &target, patterns, &ConversionConfig::default());
    }
}
