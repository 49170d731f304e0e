//! Exception handling: `invoke` (a call ending its block, with a normal and
//! an unwind destination), `landingpad` (its clauses, `cleanup`) and
//! `resume`. The function's personality is set with its declaration
//! (`function.rs`).

use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Op, Value as MlirValue};
use mlir_dialects::llvm::InvokeOp;

use super::call::{add_call_site_attributes, derived_callee_type, operand_bundles, resolve_callee};
use super::{branch_weights, flag, type_prop};
use crate::llvm_ir::capi::Builder;
use crate::llvm_ir::function::calling_convention;
use crate::llvm_ir::translation::ModuleTranslation;

/// Translates `op` if it is one of this file's; `false` otherwise.
pub(super) fn convert<'m>(
    name: &str,
    op: Op,
    b: &Builder<'m>,
    t: &mut ModuleTranslation<'m, '_>,
) -> Result<bool, Diagnostic> {
    let ir = t.ir();
    match name {
        "invoke" => invoke(op, b, t)?,
        "landingpad" => {
            let ty = super::result_type(t, op, 0)?;
            let clauses = t.operands(op)?;
            let pad = b.landing_pad(ty, flag(t, op, "cleanup"), &clauses);
            t.map_result(op, pad);
        }
        "resume" => {
            let value = t.lookup_value(op, op.operand(ir, 0))?;
            b.resume(value);
        }
        _ => return Ok(false),
    }
    Ok(true)
}

/// `invoke`: a direct one calls the function with the function's own type
/// (as LLVM's builder does), an indirect one with `var_callee_type` or the
/// type its operands and result give; then the calling convention, the
/// call site attributes and the branch weights.
fn invoke<'m>(
    op: Op,
    b: &Builder<'m>,
    t: &mut ModuleTranslation<'m, '_>,
) -> Result<(), Diagnostic> {
    let ir = t.ir();
    let invoke_op = InvokeOp::from_op_unchecked(op);
    let callee = resolve_callee(t, op, invoke_op.arg_operand_range(ir).start)?;
    let fn_ty = match (callee.direct, type_prop(t, op, "var_callee_type")?) {
        (true, _) => callee.callee.global_value_type(),
        (false, Some(ty)) => ty,
        (false, None) => derived_callee_type(t, op, &callee.args)?,
    };
    let bundle_values: Vec<MlirValue> = invoke_op.op_bundle_operands(ir).collect();
    let bundles = operand_bundles(t, op, &bundle_values)?;
    let block = |index: usize| {
        t.lookup_block(op.successor(ir, index))
            .ok_or_else(|| op.emit_error(ir, "branch to a block of another region"))
    };
    let (normal, unwind) = (block(0)?, block(1)?);
    let inst = b.invoke(fn_ty, callee.callee, &callee.args, &bundles, normal, unwind);
    let cc = calling_convention(t, op.inherent_attr(ir, "CConv"));
    if cc != 0 {
        b.set_call_conv(inst, cc);
    }
    add_call_site_attributes(t, op, inst)?;
    branch_weights(t, op, b, inst);
    if let Some(from) = b.current_block() {
        t.map_branch(op, from);
    }
    if op.num_results(ir) > 0 {
        t.map_result(op, inst);
    }
    Ok(())
}
