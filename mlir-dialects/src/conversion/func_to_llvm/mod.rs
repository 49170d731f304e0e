//! `convert-func-to-llvm`: `func`'s functions, calls and returns to the
//! `llvm` dialect (MLIR's `FuncToLLVM`), with the signature rules of the
//! LLVM type converter (memref arguments expanded into their descriptor's
//! fields, or bare pointers; several results packed into a struct).
//!
//! Files: `func_op.rs` (`func.func` to `llvm.func`: linkage, attributes,
//! argument attributes, the body's signature, the descriptors of bare
//! pointers), `c_interface.rs` (the `_mlir_ciface_` wrappers of functions
//! marked `llvm.emit_c_interface`), `calls.rs` (`func.call`,
//! `func.call_indirect`, `func.constant`), `return_op.rs` (`func.return`),
//! `unranked_copies.rs` (unranked memrefs returned: their ranked
//! descriptors copied to the heap and back), `pass.rs` (the pass).

mod c_interface;
mod calls;
mod func_op;
mod pass;
mod return_op;
mod unranked_copies;

pub use pass::ConvertFuncToLlvm;

use mlir_core::conversion::ConversionPatternSet;

use super::llvm_common::LlvmTypeConverter;

/// Adds the patterns lowering `func`'s ops with `converter`: functions,
/// calls, indirect calls, constants and returns.
pub fn populate_func_to_llvm_conversion_patterns(
    converter: &LlvmTypeConverter,
    patterns: &mut ConversionPatternSet,
) {
    let generic = converter.converter();
    patterns.add_with_converter(func_op::FuncOpLowering { converter: converter.clone() }, generic);
    patterns.add_with_converter(calls::CallLowering { converter: converter.clone() }, generic);
    patterns
        .add_with_converter(calls::CallIndirectLowering { converter: converter.clone() }, generic);
    patterns.add_with_converter(calls::ConstantLowering, generic);
    patterns
        .add_with_converter(return_op::ReturnLowering { converter: converter.clone() }, generic);
}
