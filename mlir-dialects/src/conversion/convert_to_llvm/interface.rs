//! The dialect interface through which `convert-to-llvm` finds a dialect's
//! lowering (MLIR's `ConvertToLLVMPatternInterface`): a model gives the
//! patterns and target entries lowering the dialect's ops. A context keeps
//! the models by dialect namespace, in its per-dialect state; a registry
//! extension attaches one, so every context made from the registry has it.

use std::sync::Arc;

use mlir_core::Context;
use mlir_core::conversion::{ConversionPatternSet, ConversionTarget};
use mlir_core::definitions::dialect_registry::DialectRegistry;
use parking_lot::RwLock;
use rustc_hash::FxHashMap;

use crate::conversion::llvm_common::LlvmTypeConverter;

/// How a dialect lowers to `llvm` under `convert-to-llvm`.
pub trait ConvertToLlvmPatternInterface: Send + Sync {
    /// Adds to `patterns` the patterns lowering the dialect's ops with
    /// `converter`, and to `target` what the dialect needs marked (most
    /// dialects need nothing: `llvm` is legal and the dialect's ops are
    /// converted where a pattern applies).
    fn populate_convert_to_llvm_conversion_patterns(
        &self,
        target: &mut ConversionTarget,
        converter: &LlvmTypeConverter,
        patterns: &mut ConversionPatternSet,
    );
}

/// The models a context has, by dialect namespace.
#[derive(Default)]
struct ConvertToLlvmModels {
    models: RwLock<FxHashMap<String, Arc<dyn ConvertToLlvmPatternInterface>>>,
}

/// Attaches `model` to the dialect `dialect` in every context made from
/// `registry` (the last one attached wins).
pub fn attach_convert_to_llvm_interface(
    registry: &mut DialectRegistry,
    dialect: &'static str,
    model: impl ConvertToLlvmPatternInterface + 'static,
) {
    let model: Arc<dyn ConvertToLlvmPatternInterface> = Arc::new(model);
    registry.add_extension(move |ctx| {
        let models = ctx.dialect_state::<ConvertToLlvmModels>();
        models.models.write().insert(dialect.to_owned(), model.clone());
    });
}

/// The model of `dialect` in `ctx`, if one was attached.
pub fn convert_to_llvm_interface(
    ctx: &Context,
    dialect: &str,
) -> Option<Arc<dyn ConvertToLlvmPatternInterface>> {
    ctx.dialect_state::<ConvertToLlvmModels>().models.read().get(dialect).cloned()
}
