//! `convert-to-llvm` (MLIR's `ConvertToLLVMPass`).

use std::collections::BTreeSet;

use mlir_core::conversion::{ConversionConfig, ConversionPatternSet};
use mlir_core::ir::{WalkControl, WalkOrder};
use mlir_core::pass::{Pass, PassContext};
use mlir_derive::pass;

use super::interface::convert_to_llvm_interface;
use crate::conversion::llvm_common::{
    LlvmTypeConverter, LowerToLlvmOptions, llvm_conversion_target, run_partial_conversion,
};

/// Convert to LLVM via dialect interfaces found in the input IR
///
/// MLIR's `convert-to-llvm`: the dialects of the ops in the input that
/// have a `convert-to-llvm` model (`ConvertToLlvmPatternInterface`; every
/// standard dialect with a lowering to `llvm` has one) give their patterns,
/// and one partial conversion lowers everything to `llvm` with the default
/// LLVM type converter. `filter-dialects` restricts it to the dialects
/// named; `dynamic` makes no difference here, since the models are always
/// looked up from the dialects the input holds; `allow-pattern-rollback`
/// selects the conversion's mode.
#[pass(argument = "convert-to-llvm", name = "ConvertToLLVMPass")]
#[derive(Debug)]
pub struct ConvertToLlvm {
    /// Test conversion patterns of only the specified dialects
    #[option(name = "filter-dialects")]
    filter_dialects: Vec<String>,
    /// Use op conversion attributes to configure the conversion
    #[option(default = false)]
    dynamic: bool,
    /// Experimental performance flag to disallow pattern rollback
    #[option(name = "allow-pattern-rollback", default = true)]
    allow_pattern_rollback: bool,
}

impl Pass for ConvertToLlvm {
    fn run(&mut self, cx: &mut PassContext<'_>) {
        let root = cx.op();
        let ctx = cx.ctx_arc().clone();
        let mut dialects = BTreeSet::new();
        cx.walk(root, WalkOrder::PreOrder, |ir, op| {
            dialects.insert(op.name(ir).dialect(ir.ctx()).to_owned());
            WalkControl::Advance
        });
        let converter = LlvmTypeConverter::new(LowerToLlvmOptions::default());
        let mut target = llvm_conversion_target();
        let mut patterns = ConversionPatternSet::new();
        for dialect in &dialects {
            if !self.filter_dialects.is_empty() && !self.filter_dialects.contains(dialect) {
                continue;
            }
            if let Some(model) = convert_to_llvm_interface(&ctx, dialect) {
                model.populate_convert_to_llvm_conversion_patterns(
                    &mut target,
                    &converter,
                    &mut patterns,
                );
            }
        }
        let config = ConversionConfig {
            allow_pattern_rollback: self.allow_pattern_rollback,
            ..ConversionConfig::default()
        };
        run_partial_conversion(cx, &target, patterns, &config);
        let _ = self.dynamic;
    }
}
