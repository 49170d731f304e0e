//! The whole module (MLIR's `translateModuleToLLVMIR`): the data layout
//! and triple, the module's dialect attributes, the function signatures,
//! the globals and their initializers, any other top-level op through its
//! dialect (which refuses `func.func`), the function bodies, the
//! `Debug Info Version` flag, then LLVM's verifier and printer.

use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::{IrView, Op};

use super::capi::{Builder, LlvmContext, LlvmModule, Value};
use super::function::{convert_function_body, declare_function};
use super::globals::{convert_global_initializer, declare_global};
use super::translation::ModuleTranslation;

/// The name of the module (and its source file name), as MLIR names it.
const MODULE_NAME: &str = "LLVMDialectModule";

/// Translates the `builtin.module` `module` to LLVM IR text.
pub fn translate_module(ir: &IrView, module: Op) -> Result<String, Vec<Diagnostic>> {
    let context = LlvmContext::new();
    let llvm = LlvmModule::new(&context, MODULE_NAME);
    let ctx = ir.ctx();
    if let Some(layout) = module.attr(ir, "llvm.data_layout").and_then(|a| a.as_string(ctx)) {
        llvm.set_data_layout(&String::from_utf8_lossy(layout));
    }
    if let Some(triple) = module.attr(ir, "llvm.target_triple").and_then(|a| a.as_string(ctx)) {
        llvm.set_target_triple(&String::from_utf8_lossy(triple));
    }
    let mut t = ModuleTranslation::new(ir, &llvm);
    t.convert_dialect_attributes(module, &[])?;
    let body: Vec<Op> =
        module.region(ir, 0).blocks(ir).flat_map(|b| b.ops(ir).collect::<Vec<_>>()).collect();
    let is = |op: Op, name: &str| op.name(ir).as_str(ctx) == name;
    for &op in &body {
        if is(op, "llvm.func") {
            declare_function(&mut t, op)?;
        }
    }
    for &op in &body {
        if is(op, "llvm.mlir.global") {
            declare_global(&mut t, op)?;
        }
    }
    for &op in &body {
        if is(op, "llvm.mlir.global") {
            convert_global_initializer(&mut t, op)?;
        }
    }
    let builder = Builder::new(&llvm);
    for &op in &body {
        if !is(op, "llvm.func") && !is(op, "llvm.mlir.global") {
            t.convert_operation(op, &builder)?;
        }
    }
    for &op in &body {
        if is(op, "llvm.func") {
            convert_function_body(&mut t, op)?;
        }
    }
    drop(builder);
    llvm.add_module_flag_i32(2, "Debug Info Version", 3);
    if let Err(message) = llvm.verify() {
        let mut diag = module.emit_error(ir, "LLVM IR fails to verify");
        diag.message = format!("{}\n{message}", diag.message);
        return Err(vec![diag]);
    }
    let _: Option<Value<'_>> = None;
    Ok(llvm.print())
}
