//! `convert-cf-to-llvm` (MLIR's `ConvertControlFlowToLLVMPass`).

use mlir_core::conversion::{ConversionConfig, ConversionPatternSet, apply_partial_conversion};
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

use std::sync::{Arc, Mutex};

use super::{AssertLowering, populate_cf_to_llvm_conversion_patterns};
use crate::conversion::llvm_common::{
    LlvmTypeConverter, LowerToLlvmOptions, llvm_conversion_target, report_conversion_failure,
};

/// Convert ControlFlow operations to the LLVM dialect
///
/// `cf.br`, `cf.cond_br` and `cf.switch` become `llvm.br`,
/// `llvm.cond_br` and `llvm.switch`, their successors' arguments converted
/// (`index` to the integer of `index-bitwidth` bits, 64 when 0);
/// `cf.assert` becomes a branch to a block that prints its message and
/// aborts. Every `cf` op must be converted: one whose operands have a type
/// that does not convert fails the pass.
#[pass(
    argument = "convert-cf-to-llvm",
    name = "ConvertControlFlowToLLVMPass",
    anchor = "builtin.module"
)]
#[derive(Debug)]
pub struct ConvertControlFlowToLlvm {
    /// Bitwidth of the index type, 0 to use size of machine word
    #[option(name = "index-bitwidth", default = 0)]
    index_bitwidth: u32,
}

impl Pass for ConvertControlFlowToLlvm {
    /// A partial conversion: `cf` illegal, `llvm` and the unrealized casts
    /// legal, other ops left as they are.
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let converter =
            LlvmTypeConverter::new(LowerToLlvmOptions::with_index_bitwidth(self.index_bitwidth));
        let mut patterns = ConversionPatternSet::new();
        populate_cf_to_llvm_conversion_patterns(&converter, &mut patterns);
        let reported = Arc::new(Mutex::new(Vec::new()));
        patterns
            .add_with_converter(AssertLowering::with_sink(reported.clone()), converter.converter());
        let mut target = llvm_conversion_target();
        target.add_illegal_dialect("cf");
        let root = cx.op();
        let config = ConversionConfig::default();
        let result =
            apply_partial_conversion(cx, &[root], &target, patterns.into_rewrite_set(), &config);
        // The patterns' own errors come first, as upstream emits them when
        // they happen.
        for diagnostic in reported.lock().unwrap_or_else(|e| e.into_inner()).drain(..) {
            cx.emit(diagnostic);
        }
        report_conversion_failure(cx, result);
    }
}
