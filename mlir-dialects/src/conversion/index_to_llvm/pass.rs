//! `convert-index-to-llvm` (MLIR's `ConvertIndexToLLVMPass`).

use mlir_core::conversion::{ConversionConfig, ConversionPatternSet};
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

use super::populate_index_to_llvm_conversion_patterns;
use crate::conversion::llvm_common::{
    LlvmTypeConverter, LowerToLlvmOptions, llvm_conversion_target, run_partial_conversion,
};

/// Lower the `index` dialect to the `llvm` dialect.
///
/// Every `index` op becomes `llvm` ops on the integer `index` lowers to
/// (`index-bitwidth` bits, 64 when 0): one op each, except `ceildivs`,
/// `ceildivu` and `floordivs`, which expand to several. Values crossing
/// to ops left unconverted go through `builtin.unrealized_conversion_cast`.
#[pass(argument = "convert-index-to-llvm", name = "ConvertIndexToLLVMPass")]
#[derive(Debug)]
pub struct ConvertIndexToLlvm {
    /// Bitwidth of the index type, 0 to use size of machine word
    #[option(name = "index-bitwidth", default = 0)]
    index_bitwidth: u32,
}

impl Pass for ConvertIndexToLlvm {
    /// A partial conversion: `index` illegal, `llvm` and the unrealized
    /// casts legal, other ops left as they are.
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let converter =
            LlvmTypeConverter::new(LowerToLlvmOptions::with_index_bitwidth(self.index_bitwidth));
        let mut patterns = ConversionPatternSet::new();
        populate_index_to_llvm_conversion_patterns(&converter, &mut patterns);
        let mut target = llvm_conversion_target();
        target.add_illegal_dialect("index");
        run_partial_conversion(cx, &target, patterns, &ConversionConfig::default());
    }
}
