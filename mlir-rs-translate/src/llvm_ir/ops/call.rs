//! `call`: direct (to a function of the module) or indirect (through its
//! first operand), variadic with its `var_callee_type`, with its calling
//! convention, tail call kind, fast-math flags and argument and result
//! attributes.

use mlir_core::context::builtin::attributes::AttrData;
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::ir::Op;

use super::{fast_math, type_prop};
use crate::llvm_ir::attributes::add_parameter_attributes;
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
    if name != "call" {
        return Ok(false);
    }
    let ir = t.ir();
    let ctx = t.ctx();
    let operands = t.operands(op)?;
    let callee_name = match op.inherent_attr(ir, "callee").map(|a| a.data(ctx)) {
        Some(AttrData::SymbolRef { root, .. }) => Some(root.as_str(ctx).to_owned()),
        _ => None,
    };
    let (callee, args) = match &callee_name {
        Some(name) => {
            let f = t.lookup_function(name).ok_or_else(|| {
                op.emit_error(ir, format!("'{name}' does not reference a valid LLVM function"))
            })?;
            (f, &operands[..])
        }
        None => (operands[0], &operands[1..]),
    };
    let fn_ty = match type_prop(t, op, "var_callee_type")? {
        Some(ty) => ty,
        None => {
            let result = match op.num_results(ir) {
                0 => t.module().special_type("void").expect("void"),
                _ => super::result_type(t, op, 0)?,
            };
            let params: Vec<_> = args.iter().map(|a| a.ty()).collect();
            t.module().function_type(result, &params, false)
        }
    };
    let call = b.call(fn_ty, callee, args);
    let cc = calling_convention(t, op.inherent_attr(ir, "CConv"));
    if cc != 0 {
        b.set_call_conv(call, cc);
    }
    if let Some(kind) = op
        .inherent_attr(ir, "TailCallKind")
        .and_then(|a| mlir_dialects::llvm::TailCallKind::from_attr(ctx, a))
    {
        b.set_tail_call_kind(
            call,
            mlir_core::context::enum_attr::EnumAttrType::to_value(kind) as u32,
        );
    }
    b.set_fast_math(call, fast_math(t, op));
    if let Some(res) = op.inherent_attr(ir, "res_attrs").and_then(|a| a.as_array(ctx))
        && let Some(&dict) = res.first()
    {
        add_parameter_attributes(t, op, call, 0, dict, true).map_err(|mut d| d.remove(0))?;
    }
    if let Some(list) = op.inherent_attr(ir, "arg_attrs").and_then(|a| a.as_array(ctx)) {
        for (i, &dict) in list.to_vec().iter().enumerate() {
            add_parameter_attributes(t, op, call, i as u32 + 1, dict, true)
                .map_err(|mut d| d.remove(0))?;
        }
    }
    if op.num_results(ir) > 0 {
        t.map_result(op, call);
    }
    Ok(true)
}
