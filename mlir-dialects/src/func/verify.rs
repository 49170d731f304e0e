//! The verifiers of `func`: `func.return` against its function's results,
//! the symbol uses of `func.call` and `func.constant`, and the two type
//! predicates of `func.call_indirect` (traits verified after the generated
//! invariants, as ODS verifies its predicates). Messages and their order
//! are mlir-opt 22's.

use mlir_core::asm::printer::type_to_string;
use mlir_core::context::diagnostics::VerifyResult;
use mlir_core::definitions::op_type::OpType;
use mlir_core::ir::{IrView, Op};
use mlir_core::semantics::symbol_table::SymbolTableCollection;
use mlir_core::semantics::traits::{OpTrait, TraitDef};
use mlir_core::{AttrData, Context, Type};

use super::ops::{CallOp, ConstantOp, FuncOp, ReturnOp};

/// The marker of ops whose memrefs may be normalized, shared with `memref`.
pub use mlir_core::semantics::traits::MemRefsNormalizable;

/// `func.call_indirect`: the callee's input types are the types of the
/// other operands.
pub struct CalleeInputsMatchArguments;
impl OpTrait for CalleeInputsMatchArguments {
    const DEF: TraitDef = TraitDef::verifier("TypesMatchWith", verify_callee_inputs);
}

/// `func.call_indirect`: the callee's result types are the op's result
/// types.
pub struct CalleeResultsMatchResults;
impl OpTrait for CalleeResultsMatchResults {
    const DEF: TraitDef = TraitDef::verifier("TypesMatchWith", verify_callee_results);
}

/// The quoted types of a list, comma separated (`'i32', 'f32'`), as MLIR
/// streams a type range into a diagnostic.
fn quoted_types(ctx: &Context, types: impl IntoIterator<Item = Type>) -> String {
    let shown: Vec<String> =
        types.into_iter().map(|t| format!("'{}'", type_to_string(ctx, t))).collect();
    shown.join(", ")
}

/// The inputs and results of the type of operand 0, if it is a function.
fn callee_signature(ir: &IrView, op: Op) -> Option<(Vec<Type>, Vec<Type>)> {
    if op.num_operands(ir) == 0 {
        return None;
    }
    let ty = op.operand(ir, 0).ty(ir);
    ty.as_function(ir.ctx()).map(|(i, r)| (i.to_vec(), r.to_vec()))
}

/// The verifier of [`CalleeInputsMatchArguments`] (a malformed callee is
/// reported by the operand constraint before).
fn verify_callee_inputs(ir: &IrView, op: Op) -> VerifyResult {
    let Some((inputs, _)) = callee_signature(ir, op) else { return Ok(()) };
    let args: Vec<Type> = op.operands(ir).skip(1).map(|v| v.ty(ir)).collect();
    if args == inputs {
        return Ok(());
    }
    let message = "failed to verify that callee input types match argument types";
    Err(op.emit_op_error(ir, message).into())
}

/// The verifier of [`CalleeResultsMatchResults`].
fn verify_callee_results(ir: &IrView, op: Op) -> VerifyResult {
    let Some((_, results)) = callee_signature(ir, op) else { return Ok(()) };
    let found: Vec<Type> = op.results(ir).map(|v| v.ty(ir)).collect();
    if found == results {
        return Ok(());
    }
    let message = "failed to verify that callee result types match result types";
    Err(op.emit_op_error(ir, message).into())
}

impl ReturnOp {
    /// As many operands as the enclosing function has results, each of the
    /// result's type. (`HasParent` has already checked the parent.)
    pub(super) fn verify(self, ir: &IrView) -> VerifyResult {
        let op = self.as_op();
        let Some(func) = self.parent_func(ir) else { return Ok(()) };
        let Some(signature) = func.signature(ir) else { return Ok(()) };
        let ctx = ir.ctx();
        let results = signature.as_function(ctx).map(|(_, r)| r).unwrap_or_default();
        let name = func.symbol_name(ir).unwrap_or_default();
        let count = op.num_operands(ir);
        if count != results.len() {
            let message = format!(
                "has {count} operands, but enclosing function (@{name}) returns {}",
                results.len()
            );
            return Err(op.emit_op_error(ir, message).into());
        }
        for (i, (operand, &expected)) in op.operands(ir).zip(results).enumerate() {
            let found = operand.ty(ir);
            if found != expected {
                let message = format!(
                    "type of return operand {i} ('{}') doesn't match function result type ('{}') in function @{name}",
                    type_to_string(ctx, found),
                    type_to_string(ctx, expected)
                );
                return Err(op.emit_error(ir, message).into());
            }
        }
        Ok(())
    }
}

/// The root name of a flat symbol reference, `None` for anything else.
fn flat_symbol_name(ctx: &Context, attr: mlir_core::Attribute) -> Option<&str> {
    match attr.data(ctx) {
        AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(root.as_str(ctx)),
        _ => None,
    }
}

/// `func.call`: the callee resolves to a `func.func` whose inputs are the
/// operand types and whose results are the result types (counts first).
pub(super) fn call_symbol_uses(
    ir: &IrView,
    call: CallOp,
    tables: &mut SymbolTableCollection,
) -> VerifyResult {
    let op = call.as_op();
    let ctx = ir.ctx();
    let callee = op.get_attr(ir, "callee");
    let Some((callee, name)) = callee.and_then(|c| Some((c, flat_symbol_name(ctx, c)?))) else {
        let message = "requires a 'callee' symbol reference attribute";
        return Err(op.emit_op_error(ir, message).into());
    };
    let target = tables.lookup_nearest_symbol_from(ir, op, callee);
    let Some(func) = target.and_then(|t| FuncOp::try_from_op(ir, t)) else {
        let message = format!("'{name}' does not reference a valid function");
        return Err(op.emit_op_error(ir, message).into());
    };
    // A callee without a function type reports that itself.
    let Some(signature) = func.signature(ir) else { return Ok(()) };
    let (inputs, results) = signature.as_function(ctx).unwrap_or_default();
    if inputs.len() != op.num_operands(ir) {
        return Err(op.emit_op_error(ir, "incorrect number of operands for callee").into());
    }
    for (i, (operand, &expected)) in op.operands(ir).zip(inputs).enumerate() {
        let found = operand.ty(ir);
        if found != expected {
            let message = format!(
                "operand type mismatch: expected operand type '{}', but provided '{}' for operand number {i}",
                type_to_string(ctx, expected),
                type_to_string(ctx, found)
            );
            return Err(op.emit_op_error(ir, message).into());
        }
    }
    if results.len() != op.num_results(ir) {
        return Err(op.emit_op_error(ir, "incorrect number of results for callee").into());
    }
    for (i, (result, &expected)) in op.results(ir).zip(results).enumerate() {
        if result.ty(ir) != expected {
            let diag = op.emit_op_error(ir, format!("result type mismatch at index {i}"));
            let loc = diag.loc;
            let ours = quoted_types(ctx, op.results(ir).map(|v| v.ty(ir)));
            let theirs = quoted_types(ctx, results.iter().copied());
            return Err(diag
                .with_note(loc, format!("      op result types: {ours}"))
                .with_note(loc, format!("function result types: {theirs}"))
                .into());
        }
    }
    Ok(())
}

/// `func.constant`: `value` resolves to a `func.func` whose type is the
/// result type.
pub(super) fn constant_symbol_uses(
    ir: &IrView,
    constant: ConstantOp,
    tables: &mut SymbolTableCollection,
) -> VerifyResult {
    let op = constant.as_op();
    let ctx = ir.ctx();
    // A missing or malformed `value` is reported by the generated verifier.
    let Some(value) = op.get_attr(ir, "value") else { return Ok(()) };
    let Some(name) = flat_symbol_name(ctx, value) else { return Ok(()) };
    let target = tables.lookup_nearest_symbol_from(ir, op, value);
    let Some(func) = target.and_then(|t| FuncOp::try_from_op(ir, t)) else {
        let message = format!("reference to undefined function '{name}'");
        return Err(op.emit_op_error(ir, message).into());
    };
    // A function without a function type reports that itself.
    let Some(signature) = func.signature(ir) else { return Ok(()) };
    if op.num_results(ir) == 1 && op.result(ir, 0).ty(ir) == signature {
        return Ok(());
    }
    Err(op.emit_op_error(ir, "reference to function with mismatched type").into())
}
