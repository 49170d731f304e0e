//! What every lowering to the `llvm` dialect shares (MLIR's
//! `LLVMCommon`): the type converter with its options
//! (`type_converter.rs`), memref descriptors built and read with `llvm`
//! ops (`memref_descriptor.rs`), and the helpers of patterns that lower
//! one op to another op or to LLVM code (`pattern_support.rs`, with the
//! lowering of elementwise ops over vectors of several dimensions); the
//! C runtime's functions a lowering declares and calls
//! (`runtime_functions.rs`); the target and the partial conversion the
//! passes run (`pass_support.rs`).

mod memref_descriptor;
mod pass_support;
mod pattern_support;
mod runtime_functions;
mod type_converter;

pub use memref_descriptor::{
    MemRefDescriptor, UnrankedMemRefDescriptor, extract_value, member_type,
};
pub use pass_support::{llvm_conversion_target, report_conversion_failure, run_partial_conversion};
pub use pattern_support::*;
pub use runtime_functions::{call_function, lookup_or_create_function};
pub use type_converter::{LlvmTypeConverter, LowerToLlvmOptions};
