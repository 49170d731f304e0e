//! `CastOpInterface`: ops that convert values from one type to another, and
//! the verifier that checks the conversion is one the op allows.

use mlir_derive::interface;

use crate::context::Context;
use crate::context::builtin::types::Type;
use crate::context::diagnostics::VerifyResult;
use crate::context::display_hooks::type_text;
use crate::ir::IrView;

/// Cast-like ops: which conversions they allow (MLIR's
/// `CastOpInterface`). Its verifier checks an op's operand and result
/// types with it.
#[interface(op, verify = verify_cast)]
pub trait CastOpInterface {
    /// Whether casting `inputs` to `outputs` is allowed (a static method:
    /// a model, shared by several ops, answers for each).
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool;
}

/// A model that accepts every cast (`builtin.unrealized_conversion_cast`).
pub struct AnyCast;
impl CastOpInterfaceModel for AnyCast {
    fn are_cast_compatible(&self, _: &Context, _: &[Type], _: &[Type]) -> bool {
        true
    }
}

fn quoted(ctx: &Context, types: &[Type]) -> String {
    let parts: Vec<String> = types.iter().map(|t| format!("'{}'", type_text(ctx, *t))).collect();
    parts.join(", ")
}

fn verify_cast(ir: &IrView, cast: CastOpInterfaceRef) -> VerifyResult {
    let (op, ctx) = (cast.op(), ir.ctx());
    let results: Vec<Type> = op.results(ir).map(|v| v.ty(ir)).collect();
    if results.is_empty() {
        return Err(op.emit_op_error(ir, "expected at least one result for cast operation").into());
    }
    let operands: Vec<Type> = op.operands(ir).map(|v| v.ty(ir)).collect();
    if cast.are_cast_compatible(ctx, &operands, &results) {
        return Ok(());
    }
    let operand_part = match operands.len() {
        0 => "s []".to_owned(),
        1 => format!(" {}", quoted(ctx, &operands)),
        _ => format!("s {}", quoted(ctx, &operands)),
    };
    let result_word = if results.len() == 1 { " " } else { "s " };
    let message = format!(
        "operand type{operand_part} and result type{result_word}{} are cast incompatible",
        quoted(ctx, &results)
    );
    Err(op.emit_op_error(ir, message).into())
}
