//! The hook through which a dialect translates its ops to LLVM IR (MLIR's
//! `LLVMTranslationDialectInterface`): a model converts the dialect's ops
//! and amends what other ops became for the dialect's discardable
//! attributes. A context keeps the models by dialect namespace in its
//! per-dialect state; attaching one to a registry gives it to every
//! context made from the registry. The `llvm` dialect's own translation
//! ([`LlvmDialectTranslation`](super::LlvmDialectTranslation)) is such a
//! model.

use std::sync::{Arc, RwLock};

use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::Op;
use mlir_core::{Context, DialectRegistry, NamedAttr};

use super::capi::{Builder, Value};
use super::translation::ModuleTranslation;

/// How a dialect's ops and attributes become LLVM IR.
pub trait LlvmTranslationInterface: Send + Sync {
    /// Translates `op` with `builder` (positioned at the end of the
    /// current block), mapping its results and, for a terminator, its
    /// branch (see [`ModuleTranslation`]). An error is reported, followed
    /// by `LLVM Translation failed for operation: <name>`.
    fn convert_operation<'m>(
        &self,
        op: Op,
        builder: &Builder<'m>,
        translation: &mut ModuleTranslation<'m, '_>,
    ) -> Result<(), Diagnostic>;

    /// Acts on the discardable attribute `attr` of this dialect found on
    /// `op` (of any dialect), given the instructions `op` became (none for
    /// a function or a global). The default ignores it.
    fn amend_operation<'m>(
        &self,
        op: Op,
        instructions: &[Value<'m>],
        attr: &NamedAttr,
        translation: &mut ModuleTranslation<'m, '_>,
    ) -> Result<(), Diagnostic> {
        let _ = (op, instructions, attr, translation);
        Ok(())
    }
}

/// The models a context has, by dialect namespace.
#[derive(Default)]
struct LlvmTranslationModels {
    models: RwLock<Vec<(String, Arc<dyn LlvmTranslationInterface>)>>,
}

/// Attaches `model` to the dialect `dialect` in every context made from
/// `registry` (the last one attached wins).
pub fn attach_llvm_translation_interface(
    registry: &mut DialectRegistry,
    dialect: &'static str,
    model: impl LlvmTranslationInterface + 'static,
) {
    let model: Arc<dyn LlvmTranslationInterface> = Arc::new(model);
    registry.add_extension(move |ctx| {
        let state = ctx.dialect_state::<LlvmTranslationModels>();
        let mut models = state.models.write().unwrap_or_else(|e| e.into_inner());
        models.retain(|(name, _)| name != dialect);
        models.push((dialect.to_owned(), model.clone()));
    });
}

/// The model of `dialect` in `ctx`, if one was attached.
pub fn llvm_translation_interface(
    ctx: &Context,
    dialect: &str,
) -> Option<Arc<dyn LlvmTranslationInterface>> {
    let state = ctx.dialect_state::<LlvmTranslationModels>();
    let models = state.models.read().unwrap_or_else(|e| e.into_inner());
    models.iter().find(|(name, _)| name == dialect).map(|(_, m)| m.clone())
}
