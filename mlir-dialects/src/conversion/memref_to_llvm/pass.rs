//! `finalize-memref-to-llvm`: `memref`'s ops to `llvm` over memref
//! descriptors (MLIR's `FinalizeMemRefToLLVMConversionPass`).

use mlir_core::conversion::{ConversionConfig, ConversionPatternSet};
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

use super::{MemRefLoweringOptions, populate_finalize_memref_to_llvm_conversion_patterns_with};
use crate::conversion::llvm_common::{
    LlvmTypeConverter, LowerToLlvmOptions, llvm_conversion_target, run_partial_conversion,
};

/// Finalize MemRef dialect to LLVM dialect conversion
///
/// MLIR's `finalize-memref-to-llvm`: allocations, accesses, globals,
/// views, copies and queries of memrefs become `llvm` ops over memref
/// descriptors (`mlir_dialects::conversion::llvm_common`). Ops it cannot
/// lower (`subview`, `expand_shape`, `collapse_shape`: run
/// `expand-strided-metadata` first) stay; casts between memrefs and
/// descriptors remain where unconverted code uses them.
#[pass(argument = "finalize-memref-to-llvm", name = "FinalizeMemRefToLLVMConversionPass")]
#[derive(Debug)]
pub struct FinalizeMemRefToLlvm {
    /// Use aligned_alloc in place of malloc for heap allocations
    #[option(default = false)]
    use_aligned_alloc: bool,
    /// Bitwidth of the index type, 0 to use size of machine word
    #[option(default = 0)]
    index_bitwidth: u32,
    /// Use generic allocation and deallocation functions instead of the classic 'malloc', 'aligned_alloc' and 'free' functions
    #[option(default = false)]
    use_generic_functions: bool,
}

impl Pass for FinalizeMemRefToLlvm {
    /// A partial conversion: `llvm` legal, every other op may stay.
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let options = LowerToLlvmOptions::with_index_bitwidth(self.index_bitwidth);
        let converter = LlvmTypeConverter::new(options);
        let options = MemRefLoweringOptions {
            use_aligned_alloc: self.use_aligned_alloc,
            use_generic_functions: self.use_generic_functions,
        };
        let mut patterns = ConversionPatternSet::new();
        populate_finalize_memref_to_llvm_conversion_patterns_with(
            &converter,
            options,
            &mut patterns,
        );
        let mut target = llvm_conversion_target();
        target.add_legal_op_named("func.func");
        run_partial_conversion(cx, &target, patterns, &ConversionConfig::default());
    }
}
