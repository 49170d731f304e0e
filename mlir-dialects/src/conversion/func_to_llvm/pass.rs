//! `convert-func-to-llvm` (MLIR's `ConvertFuncToLLVMPass`).

use mlir_core::conversion::{ConversionConfig, ConversionPatternSet};
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

use super::populate_func_to_llvm_conversion_patterns;
use crate::conversion::llvm_common::{
    LlvmTypeConverter, LowerToLlvmOptions, llvm_conversion_target, run_partial_conversion,
};

/// Convert from the Func dialect to the LLVM dialect
///
/// MLIR's `convert-func-to-llvm`: `func.func` becomes `llvm.func`,
/// `func.call` and `func.call_indirect` `llvm.call`, `func.return`
/// `llvm.return`, `func.constant` `llvm.mlir.addressof`, with the LLVM
/// type converter's signature rules; functions marked
/// `llvm.emit_c_interface` get C wrappers. A function whose signature does
/// not convert stays as it is. Other dialects' ops are left alone, with
/// casts where they meet converted values.
#[pass(
    argument = "convert-func-to-llvm",
    name = "ConvertFuncToLLVMPass",
    anchor = "builtin.module"
)]
#[derive(Debug)]
pub struct ConvertFuncToLlvm {
    /// Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types
    #[option(name = "use-bare-ptr-memref-call-conv", default = false)]
    use_bare_ptr_memref_call_conv: bool,
    /// Bitwidth of the index type, 0 to use size of machine word
    #[option(default = 0)]
    index_bitwidth: u32,
}

impl Pass for ConvertFuncToLlvm {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let options = LowerToLlvmOptions {
            index_bitwidth: self.index_bitwidth,
            use_bare_ptr_call_conv: self.use_bare_ptr_memref_call_conv,
        };
        let converter = LlvmTypeConverter::new(options);
        let mut patterns = ConversionPatternSet::new();
        populate_func_to_llvm_conversion_patterns(&converter, &mut patterns);
        let target = llvm_conversion_target();
        run_partial_conversion(cx, &target, patterns, &ConversionConfig::default());
    }
}
