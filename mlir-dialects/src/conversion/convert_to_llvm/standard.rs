//! The `convert-to-llvm` models of the standard dialects, each giving the
//! patterns of its own lowering pass with the default options.

use mlir_core::conversion::{ConversionPatternSet, ConversionTarget};
use mlir_core::definitions::dialect_registry::DialectRegistry;

use super::interface::{ConvertToLlvmPatternInterface, attach_convert_to_llvm_interface};
use crate::conversion::llvm_common::LlvmTypeConverter;

/// A lowering's `populate_…` function.
type Populate = fn(&LlvmTypeConverter, &mut ConversionPatternSet);

/// A model that adds the patterns of one `populate_…` function.
struct PopulateWith(Populate);

impl ConvertToLlvmPatternInterface for PopulateWith {
    fn populate_convert_to_llvm_conversion_patterns(
        &self,
        _target: &mut ConversionTarget,
        converter: &LlvmTypeConverter,
        patterns: &mut ConversionPatternSet,
    ) {
        (self.0)(converter, patterns);
    }
}

/// Attaches the models of the standard dialects built in this crate to
/// `registry` (MLIR's `register…ConvertToLLVMInterface` functions).
/// [`register_all`](crate::register_all) calls it.
pub fn register_convert_to_llvm_interfaces(registry: &mut DialectRegistry) {
    let models: &[(&'static str, Populate)] = &[
        #[cfg(feature = "arith")]
        ("arith", |converter, patterns| {
            use crate::conversion::arith_to_llvm as arith;
            arith::populate_ceil_floor_div_expansions(patterns);
            arith::populate_arith_to_llvm_conversion_patterns(converter, patterns);
        }),
        #[cfg(feature = "cf")]
        ("cf", |converter, patterns| {
            crate::conversion::cf_to_llvm::populate_cf_to_llvm_conversion_patterns(
                converter, patterns,
            );
            crate::conversion::cf_to_llvm::populate_assert_to_llvm_conversion_pattern(
                converter, patterns,
            );
        }),
        #[cfg(feature = "index")]
        ("index", crate::conversion::index_to_llvm::populate_index_to_llvm_conversion_patterns),
        #[cfg(feature = "ub")]
        ("ub", crate::conversion::ub_to_llvm::populate_ub_to_llvm_conversion_patterns),
        #[cfg(feature = "func")]
        ("func", crate::conversion::func_to_llvm::populate_func_to_llvm_conversion_patterns),
        #[cfg(feature = "math")]
        ("math", |converter, patterns| {
            // `approximate-log1p` is on by default, as in the pass.
            crate::conversion::math_to_llvm::populate_math_to_llvm_conversion_patterns(
                converter, patterns, true,
            )
        }),
        #[cfg(feature = "memref")]
        (
            "memref",
            crate::conversion::memref_to_llvm::populate_finalize_memref_to_llvm_conversion_patterns,
        ),
    ];
    for &(dialect, populate) in models {
        attach_convert_to_llvm_interface(registry, dialect, PopulateWith(populate));
    }
}
