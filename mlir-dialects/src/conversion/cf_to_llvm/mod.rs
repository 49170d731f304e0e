//! `cf` to `llvm` (MLIR's `Conversion/ControlFlowToLLVM`): the lowering
//! patterns and the `convert-cf-to-llvm` pass.
//!
//! | module | what |
//! |---|---|
//! | `branches` | `cf.br`, `cf.cond_br`, `cf.switch`, converting their successors' arguments |
//! | `assert` | `cf.assert`, a branch to a block that prints the message and aborts |
//! | `message` | the message's global, the `puts` call and the declarations |
//! | `pass` | `convert-cf-to-llvm` |

mod assert;
mod branches;
mod message;
mod pass;

pub use assert::AssertLowering;
pub use branches::{BranchLowering, CondBranchLowering, SwitchLowering};
pub use message::GlobalNamer;
pub use pass::ConvertControlFlowToLlvm;

use mlir_core::conversion::ConversionPatternSet;

use super::llvm_common::LlvmTypeConverter;

/// Adds the patterns lowering `cf.br`, `cf.cond_br` and `cf.switch` to
/// `llvm` with `converter` (MLIR's
/// `populateControlFlowToLLVMConversionPatterns`).
pub fn populate_cf_to_llvm_conversion_patterns(
    converter: &LlvmTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    let types = converter.converter();
    patterns
        .add_with_converter(BranchLowering, types)
        .add_with_converter(CondBranchLowering, types)
        .add_with_converter(SwitchLowering, types);
}

/// Adds the pattern lowering `cf.assert` to a branch to a block that
/// prints the message and aborts (MLIR's
/// `populateAssertToLLVMConversionPattern`).
pub fn populate_assert_to_llvm_conversion_pattern(
    converter: &LlvmTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    patterns.add_with_converter(AssertLowering::default(), converter.converter());
}
