//! `convert-arith-to-llvm`: `arith`'s ops to the `llvm` dialect (MLIR's
//! `ArithToLLVMConversionPass`).

use mlir_core::conversion::{ConversionConfig, ConversionPatternSet};
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

use super::{populate_arith_to_llvm_conversion_patterns, populate_ceil_floor_div_expansions};
use crate::conversion::llvm_common::{
    LlvmTypeConverter, LowerToLlvmOptions, llvm_conversion_target, run_partial_conversion,
};

/// Convert Arith dialect to LLVM dialect
///
/// MLIR's `convert-arith-to-llvm`: each `arith` op becomes its `llvm`
/// op or intrinsic, `index` becoming `i64` (or `index-bitwidth` bits);
/// `ceildivsi`, `ceildivui` and `floordivsi` are expanded first. The ops
/// that cannot be lowered are left, and `builtin.unrealized_conversion_cast`s
/// join converted and unconverted values.
#[pass(argument = "convert-arith-to-llvm", name = "ArithToLLVMConversionPass")]
#[derive(Debug)]
pub struct ArithToLlvm {
    /// Bitwidth of the index type, 0 to use size of machine word
    #[option(default = 0)]
    index_bitwidth: u32,
}

impl Pass for ArithToLlvm {
    /// A partial conversion to `llvm`, `arith` not marked illegal (as
    /// upstream, ops without a lowering stay).
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let converter =
            LlvmTypeConverter::new(LowerToLlvmOptions::with_index_bitwidth(self.index_bitwidth));
        let mut patterns = ConversionPatternSet::new();
        populate_ceil_floor_div_expansions(&mut patterns);
        populate_arith_to_llvm_conversion_patterns(&converter, &mut patterns);
        let target = llvm_conversion_target();
        run_partial_conversion(cx, &target, patterns, &ConversionConfig::default());
    }
}
