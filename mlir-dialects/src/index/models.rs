//! Interface models of `index`'s ops: the fixed result types
//! (`InferTypeOpInterface`: `index`, or `i1` for `cmp` and
//! `bool.constant`), the cast rule of `casts` and `castu`, and the result
//! names of the constants (`%idx5`, `%idx-1`, `%true`, `%false`).

use mlir_core::context::diagnostics::Diagnostic;
use mlir_core::definitions::interfaces::cast::CastOpInterfaceModel;
use mlir_core::definitions::interfaces::infer_type::{InferTypeInput, InferTypeOpInterfaceModel};
use mlir_core::definitions::interfaces::op_asm::OpAsmOpInterfaceModel;
use mlir_core::ir::{IrView, Op, Value};
use mlir_core::{AttrData, Context, Type};

/// One result of a type that does not depend on the operands.
pub(super) struct FixedResult(fn(&Context) -> Type);
impl InferTypeOpInterfaceModel for FixedResult {
    fn infer_return_types(
        &self,
        ctx: &Context,
        _ir: Option<&IrView>,
        _input: &InferTypeInput<'_>,
    ) -> Result<Vec<Type>, Diagnostic> {
        Ok(vec![(self.0)(ctx)])
    }
}

/// The ops giving `index`.
pub(super) const INDEX_RESULT: FixedResult = FixedResult(|ctx| ctx.index_type());
/// `cmp` and `bool.constant`: `i1`.
pub(super) const I1_RESULT: FixedResult = FixedResult(|ctx| ctx.integer_type(1));

/// `casts`, `castu`: one operand and one result, exactly one of them
/// `index` (the other an integer, which the constraints check).
pub(super) struct IndexToOrFromInteger;
impl CastOpInterfaceModel for IndexToOrFromInteger {
    fn are_cast_compatible(&self, ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        match (inputs.first(), outputs.first()) {
            (Some(from), Some(to)) => from.is_index(ctx) != to.is_index(ctx),
            _ => false,
        }
    }
}

/// The integer value of property `value` of a constant op.
fn constant_value(ir: &IrView, op: Op) -> Option<&mlir_core::support::apint::APInt> {
    match op.props(ir).first().copied().flatten()?.data(ir.ctx()) {
        AttrData::Integer { value, .. } => Some(value),
        _ => None,
    }
}

/// `index.constant`: `%idx` and the value read signed (`%idx-1`).
pub(super) struct IndexConstantNames;
impl OpAsmOpInterfaceModel for IndexConstantNames {
    fn result_names(&self, op: Op, ir: &IrView, set_name: &mut dyn FnMut(Value, &str)) {
        if let (Some(value), 1) = (constant_value(ir, op), op.num_results(ir)) {
            set_name(op.result(ir, 0), &format!("idx{}", value.to_signed_string()));
        }
    }
}

/// `index.bool.constant`: `%true` or `%false`.
pub(super) struct BoolConstantNames;
impl OpAsmOpInterfaceModel for BoolConstantNames {
    fn result_names(&self, op: Op, ir: &IrView, set_name: &mut dyn FnMut(Value, &str)) {
        if let (Some(value), 1) = (constant_value(ir, op), op.num_results(ir)) {
            set_name(op.result(ir, 0), if value.is_zero() { "false" } else { "true" });
        }
    }
}
