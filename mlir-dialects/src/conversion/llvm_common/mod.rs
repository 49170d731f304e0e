//! What every lowering to the `llvm` dialect shares (MLIR's
//! `LLVMCommon`): the type converter with its options
//! (`type_converter.rs`), memref descriptors built and read with `llvm`
//! ops (`memref_descriptor.rs`), and the helpers of patterns that lower
//! one op to another op or to LLVM code (`pattern_support.rs`, with the
//! lowering of elementwise ops over vectors of several dimensions).

mod memref_descriptor;
mod pattern_support;
mod type_converter;

pub use memref_descriptor::{
    MemRefDescriptor, UnrankedMemRefDescriptor, extract_value, member_type,
};
pub use pattern_support::*;
pub use type_converter::{LlvmTypeConverter, LowerToLlvmOptions};
