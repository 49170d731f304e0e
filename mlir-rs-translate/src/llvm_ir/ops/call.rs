//! `call`: direct (to a function of the module) or indirect (through its
//! first operand), variadic with its `var_callee_type`, with its calling
//! convention, tail call kind, fast-math flags, argument and result
//! attributes and operand bundles. `invoke` shares the callee, the
//! attributes and the bundles (`exceptions.rs`).

use mlir_core::context::builtin::attributes::AttrData;
use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{Op, Value as MlirValue};
use mlir_dialects::llvm::CallOp;

use super::{fast_math, type_prop};
use crate::llvm_ir::attributes::add_parameter_attributes;
use crate::llvm_ir::capi::{Builder, OperandBundle, Type, Value};
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
    let call_op = CallOp::from_op_unchecked(op);
    let callee = resolve_callee(t, op, call_op.arg_operand_range(ir).start)?;
    let fn_ty = match type_prop(t, op, "var_callee_type")? {
        Some(ty) => ty,
        None => derived_callee_type(t, op, &callee.args)?,
    };
    let bundle_values: Vec<MlirValue> = call_op.op_bundle_operands(ir).collect();
    let bundles = operand_bundles(t, op, &bundle_values)?;
    let call = b.call_with_bundles(fn_ty, callee.callee, &callee.args, &bundles);
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
    add_call_site_attributes(t, op, call)?;
    // A call accesses memory: it carries the accesses' alias metadata.
    crate::llvm_ir::metadata::set_alias_metadata(t, op, b, call)?;
    if op.num_results(ir) > 0 {
        t.map_result(op, call);
    }
    Ok(true)
}

/// What a call or invoke calls, and with which arguments.
pub(super) struct ResolvedCallee<'m> {
    /// The function named by `callee`, or the pointer called.
    pub(super) callee: Value<'m>,
    /// Whether `callee` names a function (a direct call).
    pub(super) direct: bool,
    /// The arguments.
    pub(super) args: Vec<Value<'m>>,
}

/// The callee of `op` (its `callee` symbol, else its first operand) and
/// its arguments, the operands from `args_start` to the end of its first
/// operand group.
pub(super) fn resolve_callee<'m>(
    t: &ModuleTranslation<'m, '_>,
    op: Op,
    args_start: usize,
) -> Result<ResolvedCallee<'m>, Diagnostic> {
    let ir = t.ir();
    let ctx = t.ctx();
    let group_end = op
        .inherent_attr(ir, "operandSegmentSizes")
        .and_then(|a| a.as_dense_i32_array(ctx))
        .and_then(|sizes| sizes.first().copied())
        .map_or(op.num_operands(ir), |n| n.max(0) as usize);
    let lookup = |i: usize| t.lookup_value(op, op.operand(ir, i));
    let args = (args_start..group_end).map(lookup).collect::<Result<Vec<_>, _>>()?;
    match op.inherent_attr(ir, "callee").map(|a| a.data(ctx)) {
        Some(AttrData::SymbolRef { root, .. }) => {
            let name = root.as_str(ctx);
            let callee = t.lookup_function(name).ok_or_else(|| {
                op.emit_error(ir, format!("'{name}' does not reference a valid LLVM function"))
            })?;
            Ok(ResolvedCallee { callee, direct: true, args })
        }
        _ if group_end > 0 => Ok(ResolvedCallee { callee: lookup(0)?, direct: false, args }),
        _ => Err(op.emit_error(ir, "a call without callee")),
    }
}

/// The function type of a call without `var_callee_type`: its result (or
/// `void`) and its arguments' types.
pub(super) fn derived_callee_type<'m>(
    t: &mut ModuleTranslation<'m, '_>,
    op: Op,
    args: &[Value<'m>],
) -> Result<Type<'m>, Diagnostic> {
    let result = match op.num_results(t.ir()) {
        0 => t.module().special_type("void").expect("void"),
        _ => super::result_type(t, op, 0)?,
    };
    let params: Vec<_> = args.iter().map(|a| a.ty()).collect();
    Ok(t.module().function_type(result, &params, false))
}

/// The operand bundles of `op`: `values` divided by `op_bundle_sizes`,
/// each named by its `op_bundle_tags` entry.
pub(super) fn operand_bundles<'m>(
    t: &ModuleTranslation<'m, '_>,
    op: Op,
    values: &[MlirValue],
) -> Result<Vec<OperandBundle<'m>>, Diagnostic> {
    let ir = t.ir();
    let ctx = t.ctx();
    let sizes = op
        .inherent_attr(ir, "op_bundle_sizes")
        .and_then(|a| a.as_dense_i32_array(ctx))
        .unwrap_or_default();
    let tags = op.inherent_attr(ir, "op_bundle_tags").and_then(|a| a.as_array(ctx));
    let tags = tags.unwrap_or_default();
    let mut bundles = Vec::with_capacity(sizes.len());
    let mut start = 0usize;
    for (i, &size) in sizes.iter().enumerate() {
        let end = (start + size.max(0) as usize).min(values.len());
        let tag = tags.get(i).and_then(|t| t.as_string(ctx)).unwrap_or_default().to_vec();
        let bundle = values[start.min(end)..end]
            .iter()
            .map(|&v| t.lookup_value(op, v))
            .collect::<Result<Vec<_>, _>>()?;
        bundles.push(OperandBundle { tag, values: bundle });
        start = end;
    }
    Ok(bundles)
}

/// The call site attributes of `call` from `op`'s `res_attrs` and
/// `arg_attrs`.
pub(super) fn add_call_site_attributes<'m>(
    t: &mut ModuleTranslation<'m, '_>,
    op: Op,
    call: Value<'m>,
) -> Result<(), Diagnostic> {
    let ir = t.ir();
    let ctx = t.ctx();
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
    Ok(())
}
