//! `convert-ub-to-llvm` (MLIR's `UBToLLVMConversionPass`).

use mlir_core::conversion::{ConversionConfig, ConversionPatternSet};
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

use super::populate_ub_to_llvm_conversion_patterns;
use crate::conversion::llvm_common::{
    LlvmTypeConverter, LowerToLlvmOptions, llvm_conversion_target, run_partial_conversion,
};

/// Convert UB dialect to LLVM dialect
///
/// `ub.poison` becomes `llvm.mlir.poison` of the converted type (`index`
/// as the integer of `index-bitwidth` bits, 64 when 0) and
/// `ub.unreachable` becomes `llvm.unreachable`. `ub` ops are not illegal:
/// a poison of a type that does not convert stays, and the pass succeeds.
#[pass(argument = "convert-ub-to-llvm", name = "UBToLLVMConversionPass")]
#[derive(Debug)]
pub struct ConvertUbToLlvm {
    /// Bitwidth of the index type, 0 to use size of machine word
    #[option(name = "index-bitwidth", default = 0)]
    index_bitwidth: u32,
}

impl Pass for ConvertUbToLlvm {
    /// A partial conversion: `llvm` and the unrealized casts legal, every
    /// other op unknown, so converted where a pattern applies.
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let converter =
            LlvmTypeConverter::new(LowerToLlvmOptions::with_index_bitwidth(self.index_bitwidth));
        let mut patterns = ConversionPatternSet::new();
        populate_ub_to_llvm_conversion_patterns(&converter, &mut patterns);
        let target = llvm_conversion_target();
        run_partial_conversion(cx, &target, patterns, &ConversionConfig::default());
    }
}
