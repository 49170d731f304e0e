//! `index` to `llvm` (MLIR's `Conversion/IndexToLLVM`): the lowering
//! patterns and the `convert-index-to-llvm` pass. `index` becomes the
//! integer of the `index-bitwidth` option (64 bits by default).
//!
//! | module | what |
//! |---|---|
//! | `binary` | the ops that become one `llvm` op (arithmetic, plain divisions, remainders, min/max, shifts, bitwise) |
//! | `divisions` | `ceildivs`, `ceildivu`, `floordivs`, expanded |
//! | `casts` | `casts` and `castu` |
//! | `constants` | `constant`, `bool.constant`, `sizeof`, and `cmp` |
//! | `pass` | `convert-index-to-llvm` |

mod binary;
mod casts;
mod constants;
mod divisions;
mod pass;

pub use binary::BinaryLowering;
pub use casts::{CastSLowering, CastULowering};
pub use constants::{BoolConstantLowering, CmpLowering, ConstantLowering, SizeOfLowering};
pub use divisions::{CeilDivSLowering, CeilDivULowering, FloorDivSLowering};
pub use pass::ConvertIndexToLlvm;

use mlir_core::conversion::ConversionPatternSet;

use super::llvm_common::LlvmTypeConverter;

/// Adds the patterns lowering every `index` op to `llvm` with `converter`
/// (MLIR's `populateIndexToLLVMConversionPatterns`).
pub fn populate_index_to_llvm_conversion_patterns(
    converter: &LlvmTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    let types = converter.converter();
    for (source, target) in binary::ONE_TO_ONE {
        patterns.add_with_converter(BinaryLowering { source, target }, types);
    }
    patterns
        .add_with_converter(CeilDivSLowering, types)
        .add_with_converter(CeilDivULowering, types)
        .add_with_converter(FloorDivSLowering, types)
        .add_with_converter(CastSLowering, types)
        .add_with_converter(CastULowering, types)
        .add_with_converter(CmpLowering, types)
        .add_with_converter(SizeOfLowering, types)
        .add_with_converter(ConstantLowering, types)
        .add_with_converter(BoolConstantLowering, types);
}
