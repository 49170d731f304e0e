//! `convert-to-llvm`: every dialect found in the input lowered to `llvm` at
//! once, each through the patterns its dialect gives (MLIR's
//! `ConvertToLLVMPatternInterface`), so a user's dialect joins by giving
//! its own.
//!
//! Files: `interface.rs` (the interface, where a context keeps its models,
//! and attaching one to a dialect), `standard.rs` (the models of the
//! standard dialects), `pass.rs` (the pass).

mod interface;
mod pass;
mod standard;

pub use interface::{
    ConvertToLlvmPatternInterface, attach_convert_to_llvm_interface, convert_to_llvm_interface,
};
pub use pass::ConvertToLlvm;
pub use standard::register_convert_to_llvm_interfaces;
