//! The translation of the `llvm` dialect to LLVM IR (`--mlir-to-llvmir`),
//! through LLVM's C API, as MLIR's `translateModuleToLLVMIR` builds it: the
//! same module, functions, blocks and instructions created in the same
//! order, so LLVM folds, numbers and prints them as `mlir-translate` does.
//!
//! Files: `capi/` the safe handles over the C API (the only unsafe code);
//! `interface.rs` the dialect hook ([`LlvmTranslationInterface`]);
//! `legalize.rs` the module's changes before translation;
//! `translation.rs` the state of a module's translation
//! ([`ModuleTranslation`]); `types.rs` types; `constants.rs` attributes
//! as constants; `fold.rs` the data-layout-aware folding of constant
//! addresses; `module.rs` the module; `globals.rs` global variables;
//! `function.rs` functions, blocks and `phi`s; `attributes.rs` function
//! and parameter attributes; `metadata.rs` access groups, alias scopes
//! and TBAA tags as metadata; `loop_annotation.rs` loop annotations as
//! `!llvm.loop`; `ops/` the `llvm` dialect's ops.

mod attributes;
pub mod capi;
mod constants;
mod fold;
mod function;
mod globals;
mod interface;
mod legalize;
mod loop_annotation;
mod metadata;
mod module;
mod ops;
mod translation;
mod types;

use mlir_core::DialectRegistry;
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::{IrView, Op};

pub use interface::{
    LlvmTranslationInterface, attach_llvm_translation_interface, llvm_translation_interface,
};
pub use ops::LlvmDialectTranslation;
pub use translation::ModuleTranslation;

/// Attaches the `llvm` dialect's translation to `registry`.
pub fn register_llvm_dialect_translation(registry: &mut DialectRegistry) {
    attach_llvm_translation_interface(registry, "llvm", LlvmDialectTranslation);
}

/// Translates the `builtin.module` `module` of `ir` to LLVM IR text, as
/// `mlir-translate --mlir-to-llvmir` prints it; the diagnostics of the
/// first failure otherwise. The module is first legalized for LLVM in
/// place, as upstream does (`legalize.rs`: repeated successors with
/// arguments split).
pub fn translate_module_to_llvm_ir(ir: &mut IrView, module: Op) -> Result<String, Vec<Diagnostic>> {
    legalize::ensure_distinct_successors(ir, module);
    module::translate_module(ir, module)
}
