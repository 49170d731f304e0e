//! The registry of translations a translate tool offers, each chosen by
//! its flag (MLIR's `TranslateFromMLIRRegistration`): a name, a
//! description, the dialects its input is parsed with, and the function
//! turning a parsed module into text. `--mlir-to-llvmir` is the standard
//! one.

use std::sync::Arc;

use mlir_core::DialectRegistry;
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::{IrView, Op};

/// What a translation does with a parsed, verified module (which it may
/// change, as MLIR's translations legalize their input): its text, or the
/// diagnostics of its failure.
pub type TranslateFn = dyn Fn(&mut IrView, Op) -> Result<String, Vec<Diagnostic>> + Send + Sync;

/// One translation from MLIR.
#[derive(Clone)]
pub struct Translation {
    /// The flag that selects it, without `--` (`mlir-to-llvmir`).
    pub name: String,
    /// The one-line description `--help` shows.
    pub description: String,
    /// The dialects its input is parsed with.
    pub registry: DialectRegistry,
    /// The translation itself.
    pub run: Arc<TranslateFn>,
}

impl std::fmt::Debug for Translation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Translation").field("name", &self.name).finish_non_exhaustive()
    }
}

impl Translation {
    /// A translation named `name` of input in the dialects of `registry`.
    pub fn new(
        name: &str,
        description: &str,
        registry: DialectRegistry,
        run: impl Fn(&mut IrView, Op) -> Result<String, Vec<Diagnostic>> + Send + Sync + 'static,
    ) -> Translation {
        Translation {
            name: name.to_owned(),
            description: description.to_owned(),
            registry,
            run: Arc::new(run),
        }
    }
}

/// The dialects `--mlir-to-llvmir` parses: `func` (whose ops it refuses
/// by name, as upstream does) and `llvm`, with the `llvm` dialect's
/// translation attached when the tool has it.
pub fn llvm_ir_registry() -> DialectRegistry {
    let mut registry = DialectRegistry::new();
    registry.insert::<mlir_dialects::func::Func>();
    registry.insert::<mlir_dialects::llvm::Llvm>();
    #[cfg(feature = "llvm")]
    crate::llvm_ir::register_llvm_dialect_translation(&mut registry);
    registry
}

/// `--mlir-to-llvmir`: the `llvm` dialect to LLVM IR. Without the cargo
/// feature `llvm` it is listed but reports that it is missing.
pub fn mlir_to_llvm_ir() -> Translation {
    Translation::new(
        "mlir-to-llvmir",
        "Translate MLIR to LLVMIR",
        llvm_ir_registry(),
        |ir, module| {
            #[cfg(feature = "llvm")]
            {
                crate::llvm_ir::translate_module_to_llvm_ir(ir, module)
            }
            #[cfg(not(feature = "llvm"))]
            {
                let message = "this tool was built without the `llvm` feature: --mlir-to-llvmir is unavailable (rebuild with `--features llvm`)";
                let _ = module;
                Err(vec![Diagnostic::error(ir.ctx().unknown_loc(), message)])
            }
        },
    )
}
