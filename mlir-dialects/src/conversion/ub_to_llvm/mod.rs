//! `ub` to `llvm` (MLIR's `Conversion/UBToLLVM`): the lowering patterns
//! and the `convert-ub-to-llvm` pass.
//!
//! | module | what |
//! |---|---|
//! | `poison` | `ub.poison` |
//! | `unreachable` | `ub.unreachable` |
//! | `pass` | `convert-ub-to-llvm` |

mod pass;
mod poison;
mod unreachable;

pub use pass::ConvertUbToLlvm;
pub use poison::PoisonLowering;
pub use unreachable::UnreachableLowering;

use mlir_core::conversion::ConversionPatternSet;

use super::llvm_common::LlvmTypeConverter;

/// Adds the patterns lowering `ub`'s ops to `llvm` with `converter`
/// (MLIR's `populateUBToLLVMConversionPatterns`).
pub fn populate_ub_to_llvm_conversion_patterns(
    converter: &LlvmTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    let types = converter.converter();
    patterns
        .add_with_converter(PoisonLowering, types)
        .add_with_converter(UnreachableLowering, types);
}
